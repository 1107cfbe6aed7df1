import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import type { Estimate } from '../../../src/core/estimate/types.ts';
import { freeFraction, optionWarnings, requestedCardWarnings } from '../../../src/core/recommend/warnings.ts';
import type { Option } from '../../../src/core/recommend/types.ts';

const catalog = loadCatalog();
const gpu = (id: string) => catalog.gpus.find((g) => g.id === id)!;

/** An estimate whose allocated peak is `perGpuGB` (device figures follow the estimator's rule). */
function est(gpuId: string, perGpuGB: number, fits = true): Estimate {
  return {
    gpu: gpuId, count: 1, layout: { tensorParallel: 1, replicas: 1 }, fits,
    memory: { perGpuGB, totalGB: perGpuGB, deviceGB: perGpuGB, weightsGB: perGpuGB, kvCacheGB: 0, activationsGB: 0, gradientsGB: 0, optimizerGB: 0, overheadGB: 0 },
    input: { task: 'infer', precision: 'bf16', engine: 'transformers' }, assumptions: [], trace: [],
  };
}

function option(gpuId: string, e: Estimate, perMonth: number, stale = false): Option {
  const m = { amount: perMonth, currency: 'USD' as const };
  return { gpu: gpuId, count: 1, layout: { ...e.layout, machines: 1 }, billing: 'on_demand', provider: 'p', region: 'r', pricePerGpuHour: 1, currency: 'USD', asOf: '2026-01-01', stale, source: 's', cost: { perHour: m, perMonth: m }, estimate: e };
}

describe('warnings', () => {
  it('calls an H100 overkill for a job using a quarter of it, with the cost ratio', () => {
    const rec = option('rtx4090', est('rtx4090', 17), 250);
    const h100 = est('h100-sxm', 17);
    const w = requestedCardWarnings({ gpu: gpu('h100-sxm'), estimate: h100, option: option('h100-sxm', h100, 1500) }, rec, 'RTX 4090', 0.1);
    expect(w).toEqual([{ key: 'warning.overkillCost', params: expect.objectContaining({ ratio: 6, recommended: 'RTX 4090' }) }]);
  });

  it('does not call a consumer card overkill, and says when the asked card cannot do the job', () => {
    const rec = option('rtx3090', est('rtx3090', 17), 200);
    expect(requestedCardWarnings({ gpu: gpu('rtx4090'), estimate: est('rtx4090', 8) }, rec, 'RTX 3090', 0.1).map((w) => w.key)).toEqual(['warning.requestedNoOffer']);
    expect(requestedCardWarnings({ gpu: gpu('rtx4090'), estimate: est('rtx4090', 40, false) }, rec, 'RTX 3090', 0.1).map((w) => w.key)).toEqual(['warning.requestedDoesNotFit']);
  });

  it('warns "too tight" below 10 % free even when the team allows less headroom', () => {
    // Of the 24,564 MiB (25.8 GB) the driver reports: 23.5 GB leaves 8.8 % free.
    const tight = est('rtx4090', 23.5);
    expect(freeFraction(tight, gpu('rtx4090'))).toBeLessThan(0.1);
    const keys = optionWarnings(option('rtx4090', tight, 100), gpu('rtx4090'), 0.02, new Date('2026-02-01')).map((w) => w.key);
    expect(keys).toContain('warning.tooTight');
    expect(optionWarnings(option('rtx4090', est('rtx4090', 15), 100), gpu('rtx4090'), 0.02, new Date('2026-02-01'))).toEqual([]);
  });

  it('names the age of a stale price', () => {
    const w = optionWarnings(option('rtx4090', est('rtx4090', 15), 100, true), gpu('rtx4090'), 0.1, new Date('2026-04-11T00:00:00Z'));
    expect(w).toEqual([{ key: 'warning.stalePrice', params: { provider: 'p', asOf: '2026-01-01', days: 100 } }]);
  });
});
