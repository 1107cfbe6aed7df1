/**
 * Reinforcement-learning memory: the reference, critic, reward model and rollout engine beside the policy
 * (src/core/estimate/memory-rl.ts), and the published figures of test/fixtures/rl-measurements.jsonl.
 */
import { describe, expect, it } from 'vitest';
import type { LlmModel } from '../../../src/core/catalog/schema.ts';
import { estimate } from '../../../src/core/estimate/index.ts';
import { kvBytesForContext } from '../../../src/core/estimate/kv-cache.ts';
import { rolloutEngineGB } from '../../../src/core/estimate/memory-rl.ts';
import type { Estimate, RlSetup } from '../../../src/core/estimate/types.ts';
import { catalog, gpu, model } from './helpers.ts';
import { loadRlRecords, scoreRl } from './rl-reference.ts';

const qwen7b = model('qwen2.5-7b');
const llm = qwen7b.model as LlmModel;
const bf16GB = (llm.paramsB * 1e9 * 2) / 1e9;
const base = { model: qwen7b, task: 'finetune', precision: 'bf16', gpu: gpu('a100-80gb-sxm'), tokens: 1e7, seq: 2048, batch: 1, trainer: 'hf', deepspeed: true } as const;
const grpo: RlSetup = { reference: true, critic: false, rewardModel: false, generations: 8, rollout: 'colocated', engineSleeps: true };
const ppo: RlSetup = { reference: true, critic: true, rewardModel: true, generations: 1, rollout: 'colocated', engineSleeps: true };
const step = (e: Estimate, id: string): number => e.trace.find((t) => t.id === id)!.result;

describe('the models an RL run holds beside the policy', () => {
  const full = (rl?: RlSetup, zero: 0 | 1 | 2 | 3 = 3) => estimate({ ...base, method: 'full', count: 8, zero, ...(rl ? { reinforcement: rl } : {}) });
  const lora = (rl?: RlSetup) => estimate({ ...base, method: 'lora', count: 1, ...(rl ? { reinforcement: rl } : {}) });

  it('a KL term keeps a frozen bf16 reference, sharded like the policy under ZeRO-3; beta 0 loads none; with LoRA the base is the reference', () => {
    expect(full(grpo).memory.weightsGB - full().memory.weightsGB).toBeCloseTo(bf16GB / 8, 6);
    expect(full({ ...grpo, reference: false }).memory.weightsGB).toBeCloseTo(full().memory.weightsGB, 6);
    expect(full(grpo, 2).memory.weightsGB - full(undefined, 2).memory.weightsGB).toBeCloseTo(bf16GB, 6);
    expect(lora(grpo).memory.weightsGB).toBeCloseTo(lora().memory.weightsGB, 6);
    expect(full(grpo).assumptions.map((a) => a.key)).toEqual(expect.arrayContaining(['rlReferenceCopy', 'rlRuleReward', 'rlRolloutColocated']));
    expect(full({ ...grpo, reference: false }).assumptions.map((a) => a.key)).toContain('rlNoReference');
  });

  it("PPO's critic adds a trained model's weights and optimizer states (not a second set of gradients), its reward model frozen bf16 weights", () => {
    const withPpo = full(ppo);
    const withGrpo = full({ ...grpo, generations: 1 });
    expect(step(withPpo, 'rl.rewardModel')).toBeCloseTo(bf16GB / 8, 6);
    expect(withPpo.memory.weightsGB - withGrpo.memory.weightsGB).toBeCloseTo(2 * (bf16GB / 8), 6);
    // Mixed-precision AdamW: fp32 master + m + v = 12 B/param, sharded over 8 (ZeRO-1+).
    expect(withPpo.memory.optimizerGB - withGrpo.memory.optimizerGB).toBeCloseTo((llm.paramsB * 12) / 8, 1);
    expect(withPpo.memory.gradientsGB).toBeCloseTo(withGrpo.memory.gradientsGB, 6);
    expect(withPpo.assumptions.map((a) => a.key)).toEqual(expect.arrayContaining(['rlCritic', 'rlRewardModel']));
    // With LoRA the critic is a value head and the reward model an adapter on the same base: nothing more.
    expect(lora(ppo).memory.weightsGB).toBeCloseTo(lora(grpo).memory.weightsGB, 6);
    expect(lora(ppo).assumptions.map((a) => a.key)).toEqual(expect.arrayContaining(['rlCriticHead', 'rlRewardAdapter']));
  });

  it('the colocated engine holds its weights ÷ TP and the completions\' KV; asleep it shares the peak with gradients + activations, awake it adds all of it', () => {
    const awake = full({ ...grpo, engineSleeps: false });
    const engine = bf16GB / 8 + (8 * kvBytesForContext(llm, 'bf16', 2048) * Math.max(1 / llm.kvHeads, 1 / 8)) / 1e9;
    expect(awake.memory.kvCacheGB).toBeCloseTo(engine, 6);
    const asleep = full(grpo);
    expect(asleep.memory.kvCacheGB).toBeCloseTo(Math.max(0, engine - asleep.memory.gradientsGB - asleep.memory.activationsGB), 6);
    expect(awake.assumptions.map((a) => a.key)).toContain('rlRolloutAwake');
    // On GPUs of its own it is not on these.
    expect(full({ ...grpo, rollout: 'separate', engineSleeps: false }).memory.kvCacheGB).toBe(0);
  });

  it("Unsloth's fast_inference shares the trainer's weights with vLLM: only the KV cache is the engine's", () => {
    const args = { batch: 1, seq: 4096, gpus: 1, zero: 0, method: 'qlora', precision: 'nf4' } as const;
    expect(rolloutEngineGB(llm, { ...args, trainer: 'unsloth' }, grpo).weightsGB).toBe(0);
    expect(rolloutEngineGB(llm, { ...args, trainer: 'hf' }, grpo).weightsGB).toBeGreaterThan(0);
  });
});

describe('published RL figures (test/fixtures/rl-measurements.jsonl)', () => {
  const scores = loadRlRecords().map((r) => scoreRl(catalog, r));
  it.each(scores.map((s) => [s.record.name, s] as const))('%s', (_name, s) => {
    if (s.kind === 'fits') {
      console.log(`rl fits: ${s.record.name}: need ${s.needGB.toFixed(1)} GB of ${s.haveGB} GB → ${s.fits ? 'fits' : 'does not fit'} (published: ${s.record.fits ? 'runs' : 'does not run'})`);
      expect(s.fits).toBe(s.record.fits);
    } else {
      console.log(`rl component: ${s.record.name}: estimated ${s.estimated.toFixed(2)} GB, published ${s.measured} GB, error ${s.errorGB >= 0 ? '+' : ''}${s.errorGB.toFixed(2)} GB`);
      expect(Math.abs(s.errorGB)).toBeLessThan(Math.max(0.25, 0.1 * s.measured));
    }
  });
});
