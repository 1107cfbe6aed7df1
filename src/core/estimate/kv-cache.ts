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

/**
 * KV bytes per token of ONE global layer of a sliding-window model: its own shape when the catalog gives one (Gemma 4's
 * global layers keep num_global_key_value_heads 4 × global_head_dim 512 on the 31B, not the sliding layers' 16 × 256; K and
 * V are both cached, though the weights share them), else the sliding layers'.
 */
function globalLayerKvBytes(model: Model, precision: KvPrecision): number {
  const global = model.slidingWindow?.globalKv;
  return global ? 2 * global.kvHeads * global.headDim * kvBytes(precision) : layerKvBytes(model, precision);
}

/** KV bytes per token when every layer kept the whole context (an upper bound; the slope for sizing). */
export function kvBytesPerToken(model: Model, precision: KvPrecision): number {
  const l = kvLayers(model);
  return l.full * globalLayerKvBytes(model, precision) + l.sliding * layerKvBytes(model, precision);
}

/** KV bytes of ONE stream holding `context` tokens: sliding layers stop growing at their window. */
export function kvBytesForContext(model: Model, precision: KvPrecision, context: number): number {
  const l = kvLayers(model);
  return globalLayerKvBytes(model, precision) * l.full * context + layerKvBytes(model, precision) * l.sliding * Math.min(context, l.window);
}

/**
 * Share of a copy's KV cache held by ONE GPU of a span of `tensorParallel` × `stages` GPUs.
 * - Tensor parallelism splits the KV heads; a KV head cannot be split, so with TP > kvHeads each GPU
 *   still holds one (replicated).
 * - MLA (DeepSeek-V2/V3/R1, Kimi-K2) keeps one latent "head" that is not split: every TP rank holds
 *   the whole latent cache of its sequences. vLLM: "MLA is always replicated as the hidden dim can't
 *   be split" (vllm/distributed/kv_transfer/kv_connector/utils.py, quoted in vllm-project/vllm#47929);
 *   vllm-project/recipes moonshotai/Kimi-K2-Think.md, 8 × H200 TP8: "Available KV cache memory:
 *   46.80 GiB … GPU KV cache size: 715,072 tokens" = 70,274 B/token per rank, the full
 *   61 × (512 + 64) × 2 B latent. Only decode context parallelism (not modelled) shards it.
 * - Pipeline stages split the layers, so each GPU keeps the KV of its own stage's layers only; the
 *   most loaded stage (⌈layers ÷ stages⌉) is the one that must fit.
 */
export function kvShareOnGpu(model: Model, tensorParallel: number, stages = 1): number {
  const heads = model.attention === 'mla' ? 1 : Math.max(1, Math.ceil(model.kvHeads / tensorParallel)) / model.kvHeads;
  if (stages <= 1) return heads;
  const layers = Math.max(1, model.layers);
  return heads * (Math.ceil(layers / stages) / layers);
}
