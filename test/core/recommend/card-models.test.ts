import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { modelRef } from '../../../src/core/estimate/index.ts';
import { planSize } from '../../../src/core/estimate/sizing.ts';
import { largestModelsFor } from '../../../src/core/recommend/card-models.ts';

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
});
