/**
 * The KV cache's format as a plan dimension: which engine stores an 8-bit cache on which card
 * (vLLM/SGLang fp8 from Ampere on, E4M3 where the card has fp8; llama.cpp q8_0 everywhere), and when
 * the planner prices one (only where it can spare a card).
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { eightBitKv } from '../../../src/core/estimate/precision-support.ts';
import { planSize } from '../../../src/core/estimate/sizing.ts';
import { kv8Variant, KV8_TIER_COST } from '../../../src/core/recommend/kv-cache.ts';
import { variantsFor } from '../../../src/core/recommend/search-space.ts';
import { prepare } from '../../../src/core/recommend/to-estimate.ts';
import type { AdviceRequest } from '../../../src/core/recommend/types.ts';

const catalog = loadCatalog();
const gpu = (id: string) => catalog.gpus.find((g) => g.id === id)!;

describe('8-bit KV cache', () => {
  it('is fp8 in vLLM/SGLang from Ampere on (E5M2 without fp8 tensor cores), q8_0 in llama.cpp everywhere, none in transformers', () => {
    expect(eightBitKv(gpu('h100-sxm'), 'vllm')).toEqual({ kvPrecision: 'fp8', flag: '--kv-cache-dtype fp8' });
    expect(eightBitKv(gpu('a100-80gb-sxm'), 'vllm')?.flag).toBe('--kv-cache-dtype fp8_e5m2');
    expect(eightBitKv(gpu('rtx4090'), 'sglang')?.kvPrecision).toBe('fp8');
    expect(eightBitKv(gpu('v100-32gb'), 'vllm')).toBeUndefined();
    expect(eightBitKv(gpu('v100-32gb'), 'llama.cpp')?.flag).toContain('-ctk q8_0 -ctv q8_0');
    expect(eightBitKv(gpu('h100-sxm'), 'transformers')).toBeUndefined();
  });

  const at16 = (request: AdviceRequest, gpuId: string, precision: string) => {
    const prepared = prepare(catalog, request);
    const variant = variantsFor(prepared.fixed, gpu(gpuId)).find((v) => v.precision === precision)!;
    const estimate = planSize({ ...prepared.base, precision: variant.precision, ...(variant.engine ? { engine: variant.engine } : {}), gpu: gpu(gpuId), headroom: 0.1 }, true);
    return { prepared, variant, estimate };
  };

  it('is priced only where a 16-bit cache needs more cards and halving it could spare one, ranked just below 16-bit KV', () => {
    // 128k tokens of Mistral-Nemo's KV cache (21.5 GB at 16 bits) split a 3090 plan in two.
    const long = at16({ model: 'mistral-nemo-12b', task: 'infer', concurrency: 1, contextTokens: 131072 }, 'rtx3090', 'q5_k_m');
    expect(long.estimate.count).toBeGreaterThan(1);
    const kv8 = kv8Variant(long.prepared, gpu('rtx3090'), long.variant, long.estimate);
    expect(kv8).toMatchObject({ precision: 'q5_k_m', kvPrecision: 'int8', tier: long.variant.tier - KV8_TIER_COST });
    const fewer = planSize({ ...long.prepared.base, precision: 'q5_k_m', engine: 'llama.cpp', kvPrecision: 'int8', gpu: gpu('rtx3090'), headroom: 0.1 }, true);
    expect(fewer.count).toBeLessThan(long.estimate.count);
    // A 4k chat fits one card with a 16-bit cache: nothing to price.
    const short = at16({ model: 'mistral-nemo-12b', task: 'infer', concurrency: 1, contextTokens: 4096 }, 'rtx3090', 'q5_k_m');
    expect(kv8Variant(short.prepared, gpu('rtx3090'), short.variant, short.estimate)).toBeUndefined();
    // A named KV format is the user's.
    const named = at16({ model: 'mistral-nemo-12b', task: 'infer', concurrency: 1, contextTokens: 131072, kvPrecision: 'bf16' }, 'rtx3090', 'q5_k_m');
    expect(kv8Variant(named.prepared, gpu('rtx3090'), named.variant, named.estimate)).toBeUndefined();
  });

  it('is not priced for 16-bit weights the user asked for ("bf16, no quantization" is not an 8-bit cache either)', () => {
    const service = { model: 'llama-3.1-70b', task: 'infer', concurrency: 64, contextTokens: 8192 } as const;
    const open = at16(service, 'a100-80gb-pcie', 'bf16');
    expect(kv8Variant(open.prepared, gpu('a100-80gb-pcie'), open.variant, open.estimate)).toBeDefined();
    const fixed = at16({ ...service, precision: 'bf16' }, 'a100-80gb-pcie', 'bf16');
    expect(kv8Variant(fixed.prepared, gpu('a100-80gb-pcie'), fixed.variant, fixed.estimate)).toBeUndefined();
  });
});
