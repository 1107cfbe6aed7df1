import { describe, expect, it } from 'vitest';
import { applicableTips, MAX_TIPS, type TipFacts } from '../../../src/core/recommend/tips.ts';

const base: TipFacts = { task: 'infer', workload: { kind: 'service', hoursPerDay: 24 }, mode: 'on_demand', count: 1, tensorParallel: 1, freeFraction: 0.3, transferGB: 5 };

describe('tips', () => {
  it.each<[string, Partial<TipFacts>, string[], string[]]>([
    ['always-on small service', {}, ['tip.balanceAlert'], ['tip.oomOrder', 'tip.autoShutdown', 'tip.spotCheckpoints']],
    ['tight card', { freeFraction: 0.12 }, ['tip.oomOrder'], []],
    ['office-hours service', { workload: { kind: 'service', hoursPerDay: 8 } }, ['tip.autoShutdown', 'tip.storageAfterShutdown'], []],
    ['tensor-parallel 70B', { tensorParallel: 4, count: 4, transferGB: 140 }, ['tip.tensorParallel', 'tip.transfer'], ['tip.multiGpuTraining']],
    ['data-parallel attention (its own flags, not tensor parallel)', { tensorParallel: 8, count: 8, dataParallelAttention: true }, [], ['tip.tensorParallel']],
    ['multi-GPU spot training', { task: 'pretrain', count: 64, mode: 'spot', workload: { kind: 'job', hours: 700, checkpointable: true }, checkpointIntervalHours: 0.5 },
      ['tip.spotCheckpoints', 'tip.multiGpuTraining', 'tip.oomOrder'], ['tip.tensorParallel', 'tip.balanceAlert']],
  ])('%s', (_name, facts, present, absent) => {
    const keys = applicableTips({ ...base, ...facts }).map((t) => t.key);
    for (const k of present) expect(keys).toContain(k);
    for (const k of absent) expect(keys).not.toContain(k);
  });

  it('shows at most three, the most consequential first', () => {
    const all = applicableTips({ ...base, task: 'pretrain', count: 64, mode: 'spot', workload: { kind: 'job', hours: 700, checkpointable: true }, transferGB: 500 }, undefined, 100);
    expect(all.length).toBeGreaterThan(MAX_TIPS);
    const shown = applicableTips({ ...base, task: 'pretrain', count: 64, mode: 'spot', workload: { kind: 'job', hours: 700, checkpointable: true }, transferGB: 500 });
    expect(shown.map((t) => t.key)).toEqual(all.slice(0, MAX_TIPS).map((t) => t.key));
    expect(shown[0]!.key).toBe('tip.spotCheckpoints');
  });

  it('carries the checkpoint interval into the spot tip', () => {
    const tip = applicableTips({ ...base, task: 'finetune', mode: 'spot', workload: { kind: 'job', hours: 50, checkpointable: true }, checkpointIntervalHours: 0.75 })
      .find((t) => t.key === 'tip.spotCheckpoints');
    expect(tip?.params).toEqual({ intervalHours: 0.75 });
  });
});
