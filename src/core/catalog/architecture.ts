/**
 * What a model's architecture implies, recomputed from its config fields alone: parameter counts
 * (total and active) and KV-cache bytes per token. `catalog:check` compares the counts with the
 * stated paramsB (a typo in layers, widths or vocab shows up as a mismatch), and the add-model script
 * uses them when a model card gives no figure.
 */
import type { LlmModel } from './schema.ts';

export interface ParamCount {
  totalB: number;
  activeB: number;
  /** Why the count is approximate (hybrid linear-attention layers sized as full attention). */
  approximate?: string;
}

function attentionParams(m: LlmModel): number {
  const h = m.hiddenSize;
  if (m.attention === 'mla' && m.mla) {
    const rope = m.mla.qkRopeHeadDim;
    const nope = m.mla.qkNopeHeadDim ?? 128;
    const v = m.mla.vHeadDim ?? 128;
    const qLora = m.mla.qLoraRank ?? null;
    const q = qLora ? h * qLora + qLora * m.heads * (nope + rope) : h * m.heads * (nope + rope);
    const kv = h * (m.mla.kvLoraRank + rope) + m.mla.kvLoraRank * m.heads * (nope + v);
    return q + kv + m.heads * v * h;
  }
  const hd = m.headDim ?? h / m.heads;
  return h * m.heads * hd * 2 + h * m.kvHeads * hd * 2;
}

/** Weights of one feed-forward block of width `width`: gate, up and down (SwiGLU/GeGLU) or up and down. */
function ffn(m: LlmModel, width: number): number {
  return (m.mlp === 'plain' ? 2 : 3) * m.hiddenSize * width;
}

/**
 * Total and active parameters from the shapes: embeddings (+ an untied head), attention, dense and
 * MoE feed-forward blocks (routed experts, router, shared experts). Norms and biases are left out
 * (well under 0.1 %). Active = total minus the routed experts a token does not use.
 */
export function countParams(m: LlmModel): ParamCount {
  const embed = m.vocabSize * m.hiddenSize * (m.tiedEmbeddings ? 1 : 2);
  const attention = m.layers * attentionParams(m);
  let ffnTotal: number;
  let unusedExperts = 0;
  if (m.moe) {
    const dense = m.moe.denseLayers ?? 0;
    const moeLayers = m.layers - dense;
    const expert = ffn(m, m.moe.expertIntermediateSize ?? m.intermediateSize ?? 0);
    const shared = (m.moe.sharedExperts ?? 0) * ffn(m, m.moe.sharedExpertIntermediateSize ?? m.moe.expertIntermediateSize ?? 0);
    const router = m.hiddenSize * m.moe.experts;
    ffnTotal = dense * ffn(m, m.intermediateSize ?? 0) + moeLayers * (m.moe.experts * expert + router + shared);
    unusedExperts = moeLayers * (m.moe.experts - m.moe.expertsPerToken) * expert;
  } else {
    ffnTotal = m.layers * ffn(m, m.intermediateSize ?? 0);
  }
  const total = embed + attention + ffnTotal;
  const count: ParamCount = { totalB: total / 1e9, activeB: (total - unusedExperts) / 1e9 };
  if (m.linearAttentionLayers) count.approximate = `${m.linearAttentionLayers} linear-attention layers sized as full attention`;
  return count;
}

/** Layers that keep a KV cache growing with the context (hybrid linear-attention layers keep a fixed state). */
export function kvLayers(m: LlmModel): number {
  return m.layers - (m.linearAttentionLayers ?? 0);
}

/**
 * KV-cache bytes per token at full context with `bytes` per element: K and V per KV head per layer,
 * or MLA's one latent (kv_lora_rank + qk_rope_head_dim) per layer; global layers of their own shape at it. Sliding-window
 * layers are counted in full here; the estimator's kvBytesForContext gives the long-context figure.
 */
export function kvCacheBytesPerToken(m: LlmModel, bytes: number): number {
  if (m.attention === 'mla' && m.mla) return kvLayers(m) * (m.mla.kvLoraRank + m.mla.qkRopeHeadDim) * bytes;
  const perLayer = m.kvHeads * (m.headDim ?? m.hiddenSize / m.heads);
  // Global layers with a KV shape of their own (Gemma 4: one in globalEvery).
  const own = m.slidingWindow?.globalKv;
  const global = own && m.slidingWindow?.globalEvery ? Math.floor(kvLayers(m) / m.slidingWindow.globalEvery) : 0;
  return 2 * ((kvLayers(m) - global) * perLayer + global * (own ? own.kvHeads * own.headDim : 0)) * bytes;
}
