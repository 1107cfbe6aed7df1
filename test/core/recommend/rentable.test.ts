/**
 * The search's pre-sizing bounds (src/core/recommend/rentable.ts): the fewest GPUs is never above
 * the count the sizer finds for a fitting plan, and the most rentable is the count quotePlan can place.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { planSize } from '../../../src/core/estimate/sizing.ts';
import { kv8Variant } from '../../../src/core/recommend/kv-cache.ts';
import { variantBase } from '../../../src/core/recommend/options.ts';
import { offerIndex } from '../../../src/core/recommend/offer-index.ts';
import { quotePlan } from '../../../src/core/recommend/quotes.ts';
import { fewestGpus, mostRentable } from '../../../src/core/recommend/rentable.ts';
import { variantsFor, type Variant } from '../../../src/core/recommend/search-space.ts';
import { prepare, type Prepared } from '../../../src/core/recommend/to-estimate.ts';
import type { AdviceRequest } from '../../../src/core/recommend/types.ts';
import { offer } from './fixtures.ts';

const catalog = loadCatalog();
const headroom = 0.1;

function probe(prepared: Prepared, gpuId: string, variant: Variant) {
  const gpu = catalog.gpus.find((g) => g.id === gpuId)!;
  const input = { ...variantBase(prepared, variant), gpu, headroom, probe: true, ...(prepared.perUserTokensPerSec !== undefined ? { perUserTokensPerSec: prepared.perUserTokensPerSec } : {}) };
  return planSize(input, true);
}

describe('fewestGpus', () => {
  const requests: AdviceRequest[] = [
    { model: 'llama-3.3-70b', task: 'infer', concurrency: 200 },
    { model: 'deepseek-r1', task: 'infer', concurrency: 200 },
    { model: 'deepseek-r1', task: 'infer', concurrency: 1 },
    { model: 'qwen2.5-7b', task: 'infer', concurrency: 1000, contextTokens: 32768 },
    { model: 'qwen2.5-7b', task: 'infer', concurrency: 64, batchJob: true, tokens: 5e9 },
    { model: 'gemma-3-27b', task: 'infer', concurrency: 50, contextTokens: 32768 },
    { model: 'qwen2.5-14b', task: 'infer', concurrency: 4, engine: 'llama.cpp' },
  ].filter((r) => catalog.models.some((m) => m.id === r.model)) as AdviceRequest[];

  it.each(requests.map((r) => [JSON.stringify(r), r] as const))('never exceeds the GPUs of a fitting plan, 16- or 8-bit KV: %s', (_name, request) => {
    const prepared = prepare(catalog, request);
    let fitting = 0;
    let tight = 0;
    for (const gpu of catalog.gpus) {
      for (const variant of variantsFor(prepared.fixed, gpu)) {
        const bound = fewestGpus(prepared, gpu, variant, headroom);
        const at16 = probe(prepared, gpu.id, variant);
        const kv8 = kv8Variant(prepared, gpu, variant, at16);
        for (const e of kv8 ? [at16, probe(prepared, gpu.id, kv8)] : [at16]) {
          if (!e.fits) continue;
          fitting++;
          expect(e.count, `${gpu.id} ${variant.precision}`).toBeGreaterThanOrEqual(bound);
          if (e.count === bound) tight++;
        }
      }
    }
    expect(fitting).toBeGreaterThan(0);
    // A bound that is 1 everywhere would pass too: it must be reached somewhere (weights and KV cache dominate).
    if (request.concurrency !== undefined && request.concurrency >= 200) expect(tight).toBeGreaterThan(0);
  });

  it('is 1 for training (not bounded here)', () => {
    const prepared = prepare(catalog, { model: 'llama-3.1-70b', task: 'finetune', method: 'full' });
    const gpu = catalog.gpus.find((g) => g.id === 'rtx4090')!;
    for (const v of variantsFor(prepared.fixed, gpu)) expect(fewestGpus(prepared, gpu, v, headroom)).toBe(1);
  });
});

describe('mostRentable', () => {
  const groupsOf = (offers: ReturnType<typeof offer>[]) => offerIndex({ offers, fx: [], providers: [] }, [], 'USD').pools[0]!.byGpu.get('h100-sxm')!;
  const h100 = catalog.gpus.find((g) => g.id === 'h100-sxm')!;
  const shape = (count: number) => ({ count, span: 1, tensorParallel: 1, maxPerNode: h100.maxPerNode, clusterCard: true });
  const fresh = () => false;

  it('is the largest machine of single-machine offers, and quotePlan places no more', () => {
    const groups = groupsOf([offer({ gpu: 'h100-sxm', billing: 'on_demand', pricePerGpuHour: 2, gpuCount: 8, instanceType: 'x8' }), offer({ gpu: 'h100-sxm', billing: 'on_demand', pricePerGpuHour: 3, gpuCount: 4, instanceType: 'x4' })]);
    const most = mostRentable(groups, h100);
    expect(most).toBe(8);
    expect(quotePlan(groups, shape(most), fresh).size).toBe(1);
    expect(quotePlan(groups, shape(most + 1), fresh).size).toBe(0);
  });

  it('is unbounded when an offer rents joined machines', () => {
    const groups = groupsOf([offer({ gpu: 'h100-sxm', billing: 'on_demand', pricePerGpuHour: 2, gpuCount: 8, instanceType: 'x8', multiNode: true })]);
    expect(mostRentable(groups, h100)).toBe(Number.POSITIVE_INFINITY);
    expect(quotePlan(groups, shape(64), fresh).size).toBe(1);
  });
});
