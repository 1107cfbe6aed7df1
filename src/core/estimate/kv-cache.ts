/**
 * KV cache bytes per token. GQA/MHA keep K and V per KV head; MLA (DeepSeek-V2/V3) keeps one
 * compressed latent of kv_lora_rank + qk_rope_head_dim per layer instead.
 */
import type { LlmModel as Model } from '../catalog/schema.ts';
import { kvBytes } from './precision.ts';
import { headDim } from './shape.ts';
import type { KvPrecision } from './types.ts';

export function kvBytesPerToken(model: Model, precision: KvPrecision): number {
  const bytes = kvBytes(precision);
  if (model.attention === 'mla' && model.mla) return model.layers * (model.mla.kvLoraRank + model.mla.qkRopeHeadDim) * bytes;
  return 2 * model.layers * model.kvHeads * headDim(model) * bytes;
}

/**
 * KV bytes on one GPU under tensor parallelism: heads split across GPUs, but a KV head cannot be
 * split, so with TP > kvHeads each GPU still holds one (replicated). MLA's latent is replicated.
 */
export function kvShareOnGpu(model: Model, tensorParallel: number): number {
  if (model.attention === 'mla') return 1;
  return Math.max(1, Math.ceil(model.kvHeads / tensorParallel)) / model.kvHeads;
}
