import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { modelRef } from '../../../src/core/estimate/index.ts';
import { planSize } from '../../../src/core/estimate/sizing.ts';
import { largestModelsFor, smallerKinFor } from '../../../src/core/recommend/card-models.ts';

const catalog = loadCatalog();
const gpu = (id: string) => catalog.gpus.find((g) => g.id === id)!;
const model = (id: string) => catalog.models.find((m) => m.id === id)!;
const HEADROOM = 0.1;
const fitsAt = (id: string, precision: 'q4_k_m' | 'q8_0' | 'bf16', card: string, count = 1) =>
  planSize({ model: modelRef(model(id)), task: 'infer', precision, engine: 'llama.cpp', concurrency: 1, contextTokens: 4096, gpu: gpu(card), count, headroom: HEADROOM }, true).fits;

describe('which models fit a card ("我有一张 3060 12G，能跑什么模型")', () => {
  it('names, per format, a model that fits the card while the next larger one of its family does not', () => {
    const fits = largestModelsFor(catalog, gpu('rtx3060'), 1, HEADROOM);
    expect(fits.map((f) => f.precision)).toEqual(expect.arrayContaining(['bf16', 'q4_k_m']));
    for (const f of fits) {
      expect(fitsAt(f.model, f.precision as 'q4_k_m', 'rtx3060')).toBe(true);
      expect(f.needGB).toBeLessThanOrEqual(gpu('rtx3060').memoryGB * 1.08);
    }
    // Qwen3-14B in Q4_K_M fits 12 GB; Qwen3-32B does not, so the 4-bit line stops below it.
    const q4 = fits.find((f) => f.precision === 'q4_k_m')!;
    expect(model(q4.model).paramsB).toBeGreaterThanOrEqual(model('qwen3-14b').paramsB * 0.95);
    expect(fitsAt('qwen3-32b', 'q4_k_m', 'rtx3060')).toBe(false);
    // Lighter formats hold larger models, and a format adds no line for a model a heavier one already holds.
    const sizes = fits.map((f) => model(f.model).paramsB);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(fits.map((f) => f.model)).size).toBe(fits.length);
  });

  it('more cards hold larger models, and no format heavier than the release is named', () => {
    const one = largestModelsFor(catalog, gpu('rtx3090'), 1, HEADROOM).at(-1)!;
    const two = largestModelsFor(catalog, gpu('rtx3090'), 2, HEADROOM).at(-1)!;
    expect(model(two.model).paramsB).toBeGreaterThan(model(one.model).paramsB);
    for (const f of largestModelsFor(catalog, gpu('h100-sxm'), 1, HEADROOM)) if (f.model.startsWith('gpt-oss')) expect(f.precision).not.toBe('bf16');
  });

  it('far from fitting ("DeepSeek-R1 on my 4090"): the largest smaller kin the card holds — a distill named after it, or its own family', () => {
    const r1 = model('deepseek-r1') as Extract<ReturnType<typeof model>, { kind: 'llm' }>;
    const kin = smallerKinFor(catalog, r1, gpu('rtx4090'), 1, HEADROOM, 409, 25.8)!;
    expect(model(kin.model).family).toBe('DeepSeek-R1-Distill');
    expect(fitsAt(kin.model, kin.precision as 'q4_k_m', 'rtx4090')).toBe(true);
    // No larger distill fits: the next one up does not, even in Q4_K_M.
    const larger = catalog.models.filter((m) => m.family === 'DeepSeek-R1-Distill' && m.paramsB > model(kin.model).paramsB);
    for (const m of larger) expect(fitsAt(m.id, 'q4_k_m', 'rtx4090')).toBe(false);
    const qwen = smallerKinFor(catalog, model('qwen2.5-72b') as typeof r1, gpu('rtx3060'), 1, HEADROOM, 49, 12)!;
    expect(model(qwen.model).family).toBe('Qwen2.5');
    // Close to fitting (27 GB against 25.8), the answer is a fix for the model asked, not another model.
    expect(smallerKinFor(catalog, model('mixtral-8x7b') as typeof r1, gpu('rtx4090'), 1, HEADROOM, 27.3, 25.8)).toBeUndefined();
  });
});
