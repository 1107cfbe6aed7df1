/**
 * Parameter counts derived from a model's architecture: what is embedding, what is a transformer
 * block, and the linear layers LoRA can adapt. The catalog's paramsB stays the authority on the total;
 * the shape only splits it.
 */
import type { LlmModel as Model } from '../catalog/schema.ts';
import { MLA_NOPE_HEAD_DIM, MLA_V_HEAD_DIM } from './constants.ts';
import type { LoraTargets } from './types.ts';

export const LORA_TARGETS: readonly LoraTargets[] = ['qv', 'attention', 'all', 'experts'];

export function headDim(model: Model): number {
  return model.headDim ?? model.hiddenSize / model.heads;
}

/**
 * Summed width of the attention products per layer, (d_qk + d_v) × heads ÷ 2 — the h·d_h of
 * "2·s·h·d_h" FLOPs per token. MLA (DeepSeek-V2/V3) attends with per-head q/k of
 * qk_nope_head_dim + qk_rope_head_dim and v of v_head_dim (config.json: 128, 64 and 128).
 */
export function attentionWidth(model: Model): number {
  if (model.attention === 'mla' && model.mla) return (model.heads * (MLA_NOPE_HEAD_DIM + model.mla.qkRopeHeadDim + MLA_V_HEAD_DIM)) / 2;
  return model.heads * headDim(model);
}

/** Embedding + lm_head params (one matrix when tied). */
export function embeddingParams(model: Model): number {
  const one = model.vocabSize * model.hiddenSize;
  return model.tiedEmbeddings ? one : 2 * one;
}

/** Params that are not embedding or lm_head; never below 0 for odd configs. */
export function blockParams(model: Model): number {
  return Math.max(0, model.paramsB * 1e9 - embeddingParams(model));
}

/** Block params that compute each token (MoE: the routed experts; activeParamsB counts embeddings too). */
export function activeBlockParams(model: Model): number {
  return Math.max(0, model.activeParamsB * 1e9 - embeddingParams(model));
}

/**
 * Block params every tensor-parallel rank holds whole. vLLM replicates MLA's down-projections — q_a
 * (hidden × q_lora_rank) and kv_a (hidden × (kv_lora_rank + qk_rope_head_dim)), a ReplicatedLinear or
 * disable_tp=True (vllm-project/vllm#47929: "the latent projection is not TP-sharded") — and a MoE
 * router (hidden × experts, ReplicatedLinear) in every MoE layer; with data-parallel attention, the whole
 * MLA attention.
 */
export function replicatedParams(model: Model, dataParallelAttention = false): number {
  const d = model.hiddenSize;
  const down = model.attention === 'mla' && model.mla ? model.layers * d * ((model.mla.qLoraRank ?? 0) + model.mla.kvLoraRank + model.mla.qkRopeHeadDim) : 0;
  // With data-parallel attention every GPU keeps all of it, the down-projections included.
  const mla = dataParallelAttention ? mlaAttentionParams(model) : down;
  const router = model.moe ? (model.layers - (model.moe.denseLayers ?? 0)) * d * model.moe.experts : 0;
  return Math.min(blockParams(model), mla + router);
}

/**
 * MLA attention params of all layers (DeepSeek-V2/V3/R1, Kimi-K2, GLM-5), from config.json: q_a + q_b
 * (or one q_proj without q_lora_rank), kv_a (hidden → kv_lora_rank + rope), kv_b (latent → per-head
 * nope k and v) and o_proj. 0 for any other attention. R1: 187 M a layer × 61 = 11.4 B.
 */
export function mlaAttentionParams(model: Model): number {
  const mla = model.attention === 'mla' ? model.mla : null;
  if (!mla) return 0;
  const d = model.hiddenSize;
  const h = model.heads;
  const nope = mla.qkNopeHeadDim ?? MLA_NOPE_HEAD_DIM;
  const v = mla.vHeadDim ?? MLA_V_HEAD_DIM;
  const qk = h * (nope + mla.qkRopeHeadDim);
  const q = mla.qLoraRank ? d * mla.qLoraRank + mla.qLoraRank * qk : d * qk;
  const kv = d * (mla.kvLoraRank + mla.qkRopeHeadDim) + mla.kvLoraRank * h * (nope + v);
  return Math.min(blockParams(model), model.layers * (q + kv + h * v * d));
}

/**
 * Attention run data-parallel beside expert-parallel MoE layers (SGLang --enable-dp-attention, vLLM
 * --data-parallel-size with --enable-expert-parallel): each GPU keeps the whole attention and the
 * latent cache of its own requests only, instead of every rank keeping every request's latent under TP.
 * Only MLA MoE models gain from it (their cache is not split by TP), and only on those engines.
 */
export function dataParallelAttentionApplies(model: Model | undefined, engine: string): boolean {
  return !!model && model.attention === 'mla' && !!model.mla && !!model.moe && (engine === 'vllm' || engine === 'sglang');
}

/**
 * Params of the routed experts of a MoE model (0 for a dense one): active = shared + (k/E) × experts,
 * so experts = (all − active) ÷ (1 − k/E), from the catalog's total and active sizes.
 */
export function routedExpertParams(model: Model): number {
  if (!model.moe) return 0;
  const all = blockParams(model);
  const share = model.moe.expertsPerToken / model.moe.experts;
  return share < 1 ? Math.min(all, (all - activeBlockParams(model)) / (1 - share)) : all;
}

/** MLP intermediate width that computes each token (MoE: experts per token × expert width). */
export function activeIntermediate(model: Model): number {
  if (model.moe) return model.moe.expertsPerToken * (model.moe.expertIntermediateSize ?? model.intermediateSize ?? 4 * model.hiddenSize);
  return model.intermediateSize ?? 4 * model.hiddenSize;
}

/**
 * [d_in, d_out, count] of each adapted matrix in one layer, from the architecture. Attention: q, k,
 * v, o. MLP: gate + up, down — a dense model's, or on a MoE every routed expert's own (only with
 * 'experts'); the router stays frozen (Unsloth disables router training by default).
 */
function layerMatrices(model: Model, targets: LoraTargets): Array<[number, number, number]> {
  const d = model.hiddenSize;
  const q = model.heads * headDim(model);
  const kv = model.kvHeads * headDim(model);
  const out: Array<[number, number, number]> = [];
  out.push([d, q, 1], [d, kv, 1]); // q, v
  if (targets === 'qv') return out;
  out.push([d, kv, 1], [q, d, 1]); // k, o
  if (targets === 'attention') return out;
  if (model.moe) {
    if (targets !== 'experts') return out;
    const inter = model.moe.expertIntermediateSize ?? model.intermediateSize ?? 4 * d;
    out.push([d, inter, 2 * model.moe.experts], [inter, d, model.moe.experts]);
    return out;
  }
  const inter = model.intermediateSize ?? 4 * d;
  out.push([d, inter, 2], [inter, d, 1]); // gate + up, down
  return out;
}

/** Trainable LoRA params: r × (d_in + d_out) per adapted matrix, over all layers. */
export function loraParams(model: Model, rank: number, targets: LoraTargets): number {
  const perLayer = layerMatrices(model, targets).reduce((sum, [i, o, n]) => sum + n * rank * (i + o), 0);
  return perLayer * model.layers;
}
