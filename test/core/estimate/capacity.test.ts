/**
 * Capacity in real bytes and the closed-form sizing helpers: what the driver reports, the engine's
 * reservation, and "most users / longest context" as divisions that agree with the full evaluation.
 */
import { describe, expect, it } from 'vitest';
import { estimate } from '../../../src/core/estimate/index.ts';
import { inferenceLine, maxConcurrencyAt, maxContextAt, totalMemoryGB, usableGB } from '../../../src/core/estimate/capacity.ts';
import type { Gpu, LlmModel } from '../../../src/core/catalog/schema.ts';
import type { Engine } from '../../../src/core/estimate/types.ts';
import { catalog, gpu, model } from './helpers.ts';
import { DESK_CARD_DRIVER_SHARE } from '../../../src/core/estimate/constants.ts';

describe('capacity in real bytes', () => {
  it('an "80 GB" H100 is 81,559 MiB = 85.5 GB (10⁹ B) as nvidia-smi reports it', () => {
    const t = totalMemoryGB(gpu('h100-sxm'));
    expect(t.source).toBe('driver');
    expect(t.gb).toBeCloseTo((81559 * 2 ** 20) / 1e9, 6);
    expect(t.gb).toBeGreaterThan(85.4);
  });

  it('falls back to the nominal GB, and says so, when the catalog has no driver figure', () => {
    const card: Gpu = { ...gpu('h100-sxm'), memoryMiB: null };
    expect(totalMemoryGB(card)).toEqual({ gb: card.memoryGB, source: 'nominal' });
    const e = estimate({ model: model('qwen2.5-7b'), task: 'infer', gpu: card });
    expect(e.assumptions.map((a) => a.key)).toContain('memoryFromGB');
  });

  it('derives a desk card\'s capacity from its binary-sized memory when the catalog has no driver figure, and says so', () => {
    const card: Gpu = { ...gpu('rtx4070'), memoryMiB: null };
    const t = totalMemoryGB(card);
    // 12 GiB × 0.995 = 12.82 GB: a "12 GB" GeForce has 12,288 MiB, not 12 × 10⁹ bytes.
    expect(t.gb).toBeCloseTo((12 * 2 ** 30 * 0.995) / 1e9, 6);
    expect(t.source).toBe('binary');
    const e = estimate({ model: model('qwen2.5-7b'), task: 'infer', gpu: card });
    expect(e.assumptions.find((a) => a.key === 'memoryFromGiB')?.params).toMatchObject({ memoryGB: 12, share: 99.5 });
  });

  it('the derived share is no more than any measured GeForce or workstation card reports (gpus.json memoryMiB)', () => {
    const measured = catalog.gpus.filter((g) => g.segment !== 'datacenter' && g.memoryMiB);
    expect(measured.length).toBeGreaterThan(5);
    for (const g of measured) expect(DESK_CARD_DRIVER_SHARE).toBeLessThanOrEqual(g.memoryMiB! / 1024 / g.memoryGB);
    // Without the derivation a 12 GB card counted 12 × 10⁹ bytes: 7 % less than the 12,282 MiB a 4070 Ti reports.
    expect(totalMemoryGB({ ...gpu('rtx4070ti'), memoryMiB: null }).gb).toBeLessThan(totalMemoryGB(gpu('rtx4070ti')).gb);
    expect(totalMemoryGB({ ...gpu('rtx4070ti'), memoryMiB: null }).gb).toBeGreaterThan(12.8);
  });

  it("vLLM's budget is gpu_memory_utilization (0.9 by default) of the total; other engines all but the headroom", () => {
    const h100 = gpu('h100-sxm');
    const total = totalMemoryGB(h100).gb;
    expect(usableGB(h100, 'infer', 'vllm', 0)).toBeCloseTo(0.9 * total, 6);
    expect(usableGB(h100, 'infer', 'vllm', 0, 0.95)).toBeCloseTo(0.95 * total, 6);
    expect(usableGB(h100, 'infer', 'llama.cpp', 0.1)).toBeCloseTo(0.9 * total, 6);
    expect(usableGB(h100, 'infer', 'llama.cpp', 0)).toBeCloseTo(total, 6);
  });
});

describe("LMDeploy's cache, a share of the free memory", () => {
  // cache_max_entry_count 0.8 of the memory free after loading (InternLM/lmdeploy lmdeploy/messages.py).
  it('takes no share of the card up front: the whole card is its budget, and the cache a workload needs counts ÷ 0.8', () => {
    const a100 = gpu('a100-80gb-pcie');
    expect(usableGB(a100, 'infer', 'lmdeploy', 0)).toBeCloseTo(totalMemoryGB(a100).gb, 6);
    const base = { model: model('llama-3-70b'), task: 'infer' as const, gpu: a100, count: 2, precision: 'bf16' as const, contextTokens: 4096, concurrency: 8, headroom: 0 };
    const e = estimate({ ...base, engine: 'lmdeploy' });
    // Llama-3-70B: 80 layers × 8 KV heads × 128 × 2 (K, V) × 2 B = 327,680 B a token; 8 × 4,096 tokens over 2 GPUs = 5.37 GB each.
    expect(e.memory.kvCacheGB).toBeCloseTo((8 * 4096 * 327_680) / 2 / 1e9, 2);
    expect(e.memory.overheadGB).toBeCloseTo(e.memory.kvCacheGB * 0.25, 6);
    expect(e.assumptions.find((a) => a.key === 'kvFreeShare')?.params).toMatchObject({ engine: 'lmdeploy', share: 0.8 });
    expect(e.fits).toBe(true);
  });
});

describe('closed-form sizing agrees with the full evaluation', () => {
  const cases: Array<[string, string, Engine, number]> = [
    ['llama-3.1-8b', 'rtx4090', 'vllm', 1],
    ['llama-3.1-8b', 'rtx4090', 'transformers', 1],
    ['qwen2.5-7b', 'l40s', 'llama.cpp', 1],
    ['llama-3.1-70b', 'h100-sxm', 'vllm', 4],
    ['llama-3.1-70b', 'a100-80gb-pcie', 'lmdeploy', 2],
    ['qwen2.5-7b', 'rtx4090', 'lmdeploy', 1],
  ];
  it.each(cases)('%s on %s (%s, %i GPUs): the most users at 8k fit, one more does not', (id, card, engine, count) => {
    const m = model(id);
    const g = gpu(card);
    const line = inferenceLine({ model: m.model as LlmModel, precision: 'bf16', kvPrecision: 'bf16', engine, gpusPerReplica: count, fullPromptLogits: false, gpu: g });
    const capacity = usableGB(g, 'infer', engine, 0.1);
    const users = maxConcurrencyAt(line, capacity, 8192);
    expect(users).toBeGreaterThan(0);
    const base = { model: m, task: 'infer' as const, gpu: g, engine, count, contextTokens: 8192, precision: 'bf16' as const };
    expect(estimate({ ...base, concurrency: users }).fits).toBe(true);
    expect(estimate({ ...base, concurrency: users + 1 }).fits).toBe(false);
    const context = maxContextAt(line, capacity, users);
    expect(context).toBeGreaterThanOrEqual(8192);
  });

  it('gives 0 when the weights alone do not fit', () => {
    const line = inferenceLine({ model: model('llama-3.1-70b').model as LlmModel, precision: 'bf16', kvPrecision: 'bf16', engine: 'vllm', gpusPerReplica: 1, fullPromptLogits: false, gpu: gpu('rtx4090') });
    expect(maxConcurrencyAt(line, usableGB(gpu('rtx4090'), 'infer', 'vllm', 0.1), 4096)).toBe(0);
    expect(maxContextAt(line, usableGB(gpu('rtx4090'), 'infer', 'vllm', 0.1), 1)).toBe(0);
  });
});
