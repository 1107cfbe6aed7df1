/**
 * The KV cache's format as a plan dimension: a long context that a 16-bit KV cache does not hold on
 * as few cards may fit with an 8-bit one (vLLM/SGLang fp8, llama.cpp q8_0: half the bytes, a small
 * quality cost). It is priced only where it can save a card, kept only where it does, and ranks just
 * below the same weights with a 16-bit cache, so it is never chosen where 16-bit fits as cheaply.
 */
import { totalMemoryGB } from '../estimate/capacity.ts';
import { eightBitKv } from '../estimate/precision-support.ts';
import type { Gpu } from '../catalog/schema.ts';
import type { Estimate } from '../estimate/types.ts';
import type { Variant } from './search-space.ts';
import type { Prepared } from './to-estimate.ts';

/** Quality cost of an 8-bit KV cache on the tier scale: below the same weights at 16-bit KV, above the next weight format down. */
export const KV8_TIER_COST = 0.5;

/**
 * The 8-bit-KV twin of a variant worth pricing after its 16-bit-KV plan `at16`, or undefined: only for
 * an inference whose KV format the user left open (and whose weights they did not fix at 16 bits), on an engine that stores one on this card, when
 * the 16-bit plan does not fit on one card and halving its KV cache could spare a card by memory alone.
 */
export function kv8Variant(prepared: Prepared, gpu: Gpu, variant: Variant, at16: Estimate): Variant | undefined {
  const { base } = prepared;
  if (base.task !== 'infer' || prepared.fixed.image || base.kvPrecision !== undefined || variant.kvPrecision !== undefined || !variant.engine) return undefined;
  // 16-bit weights the user asked for ("bf16, no quantization"): quantizing its cache instead is not their plan.
  if (prepared.fixed.precision === 'bf16' || prepared.fixed.precision === 'fp16') return undefined;
  if (ownerMinimumApplies(prepared)) return undefined;
  const kv = eightBitKv(gpu, variant.engine);
  if (!kv) return undefined;
  const { count } = at16;
  const kvTotal = at16.memory.kvCacheGB * count;
  if (!(kvTotal > 0)) return undefined;
  if (at16.fits) {
    if (count <= 1) return undefined;
    // Fewer cards need (need − KV/2) ≤ (count − 1) × memory: otherwise an 8-bit cache cannot spare one.
    if (at16.memory.deviceGB * count - kvTotal / 2 > (count - 1) * totalMemoryGB(gpu).gb) return undefined;
  } else if (at16.reason?.key !== 'tooBig') return undefined;
  return { ...variant, kvPrecision: kv.kvPrecision, tier: variant.tier - KV8_TIER_COST };
}

/**
 * An owner's stated minimum for its longest contexts (Qwen2.5-1M: 120 GB for 1M tokens) was measured on
 * its own long-context engine with a 16-bit cache: no 8-bit-KV claim is made below it.
 */
export function ownerMinimumApplies(prepared: Prepared): boolean {
  const { model } = prepared.base.model;
  const stated = 'servingMinimum' in model ? model.servingMinimum : undefined;
  return stated !== undefined && (prepared.base.contextTokens ?? 0) >= stated.contextTokens;
}
