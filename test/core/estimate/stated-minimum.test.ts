/**
 * An owner's stated serving minimum (catalog servingMinimum): Qwen states "at least 120 GB VRAM (total
 * across GPUs)" for Qwen2.5-7B-Instruct-1M at 1M-token sequences, though weights + KV explain ~73 GB.
 */
import { describe, expect, it } from 'vitest';
import { estimate, size } from '../../../src/core/estimate/index.ts';
import type { LlmModel } from '../../../src/core/catalog/schema.ts';
import { gpu, model } from './helpers.ts';

const qwen1m = model('qwen2.5-7b-instruct-1m');
const llm = qwen1m.model as LlmModel;
const h100 = gpu('h100-sxm');
const h100GB = (h100.memoryMiB! * 2 ** 20) / 1e9;

describe('a stated serving minimum is a floor on one copy’s total VRAM', () => {
  it('the catalog keeps the owner’s figure with its source', () => {
    expect(llm.servingMinimum).toMatchObject({ contextTokens: 1_000_000, totalGB: 120, precision: 'bf16' });
    expect(llm.servingMinimum!.source).toContain('qwenlm.github.io');
  });

  it('at 1M tokens one H100 (85.5 GB) is refused with the owner’s reason even where weights + KV fit (fp8), two fit', () => {
    const one = estimate({ model: qwen1m, task: 'infer', precision: 'fp8', gpu: h100, count: 1, contextTokens: 1_000_000 });
    expect(one.fits).toBe(false);
    expect(one.reason?.key).toBe('belowStatedMinimum');
    expect(one.assumptions.some((a) => a.key === 'statedMinimum')).toBe(true);
    const sized = size({ model: qwen1m, task: 'infer', precision: 'bf16', gpu: h100, contextTokens: 1_000_000 });
    expect(sized.fits).toBe(true);
    expect(sized.count * h100GB).toBeGreaterThanOrEqual(120);
    expect(sized.count).toBe(Math.ceil(120 / h100GB));
  });

  it('does not apply below the stated context: at 128k tokens one H100 holds it', () => {
    const e = size({ model: qwen1m, task: 'infer', precision: 'bf16', gpu: h100, contextTokens: 131_072 });
    expect(e.count).toBe(1);
    expect(e.assumptions.some((a) => a.key === 'statedMinimum')).toBe(false);
  });

  it('a lighter format lowers the floor by exactly the bytes it saves (fp8 KV: 1 byte instead of 2 per value)', () => {
    const e = estimate({ model: qwen1m, task: 'infer', precision: 'bf16', kvPrecision: 'fp8', gpu: h100, count: 2, contextTokens: 1_000_000 });
    const floor = e.assumptions.find((a) => a.key === 'statedMinimum')!;
    const kvSavedGB = (2 * llm.layers * llm.kvHeads * llm.headDim! * 1 * 1_000_000) / 1e9;
    expect(floor.params.totalGB).toBeCloseTo(120 - kvSavedGB, 1);
  });
});
