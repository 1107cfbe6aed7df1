/**
 * KV cache bytes per token. GQA/MHA keep K and V per KV head; MLA (DeepSeek-V2/V3) keeps one
 * compressed latent of kv_lora_rank + qk_rope_head_dim per layer instead.
 */
import type { LlmModel as Model } from '../catalog/schema.ts';
import { kvBytes } from './precision.ts';
import { headDim } from './shape.ts';
import type { KvPrecision } from './types.ts';

/** KV bytes per token of ONE layer that keeps a KV cache. */
function layerKvBytes(model: Model, precision: KvPrecision): number {
  const bytes = kvBytes(precision);
  if (model.attention === 'mla' && model.mla) return (model.mla.kvLoraRank + model.mla.qkRopeHeadDim) * bytes;
  return 2 * model.kvHeads * headDim(model) * bytes;
}

/**
 * Layers by what they keep: hybrid linear-attention layers (Qwen3-Next, …) keep a fixed-size state and
 * no growing KV; sliding-window layers keep only the last `window` tokens (Gemma 2/3: one global layer
 * in `globalEvery`; null = every layer slides); the rest keep the whole context.
 */
export function kvLayers(model: Model): { full: number; sliding: number; window: number } {
  const kvLayerCount = Math.max(0, model.layers - (model.linearAttentionLayers ?? 0));
  const sw = model.slidingWindow;
  if (!sw) return { full: kvLayerCount, sliding: 0, window: 0 };
  // Layer i is global when (i + 1) % globalEvery == 0 (HF Gemma 3), so a 62-layer model has 10.
  const full = sw.globalEvery ? Math.floor(kvLayerCount / sw.globalEvery) : 0;
  return { full, sliding: kvLayerCount - full, window: sw.window };
}

/** KV bytes per token when every layer kept the whole context (an upper bound; the slope for sizing). */
export function kvBytesPerToken(model: Model, precision: KvPrecision): number {
  const l = kvLayers(model);
  return (l.full + l.sliding) * layerKvBytes(model, precision);
}

/** KV bytes of ONE stream holding `context` tokens: sliding layers stop growing at their window. */
export function kvBytesForContext(model: Model, precision: KvPrecision, context: number): number {
  const l = kvLayers(model);
  return layerKvBytes(model, precision) * (l.full * context + l.sliding * Math.min(context, l.window));
}

/**
 * KV bytes on one GPU under tensor parallelism: heads split across GPUs, but a KV head cannot be
 * split, so with TP > kvHeads each GPU still holds one (replicated). MLA's latent is replicated.
 */
export function kvShareOnGpu(model: Model, tensorParallel: number): number {
  if (model.attention === 'mla') return 1;
  return Math.max(1, Math.ceil(model.kvHeads / tensorParallel)) / model.kvHeads;
}
