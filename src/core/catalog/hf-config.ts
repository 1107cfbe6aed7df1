/**
 * Reads a Hugging Face config.json into the catalog's architecture fields. Key names differ by
 * family (Llama/Qwen `num_key_value_heads`, GLM `multi_query_group_num`, DeepSeek `n_routed_experts`,
 * Mixtral `num_local_experts`, GPT-2 `n_embd`…); vision-language configs nest the text model under
 * `text_config`. A field the config lacks stays null rather than guessed, except where the
 * transformers default is documented (tie_word_embeddings defaults to true, KV heads to heads).
 */
import { CatalogError } from './catalog-error.ts';
import type { LlmModel } from './schema.ts';

type Json = Record<string, unknown>;

/** The architecture part of a catalog row: everything but identity, params, licence and source. */
export type Architecture = Omit<LlmModel, 'id' | 'name' | 'family' | 'aliases' | 'paramsB' | 'activeParamsB' | 'license' | 'source' | 'notes'>;

function pick(c: Json, keys: string[]): number | undefined {
  for (const k of keys) {
    const v = c[k];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
  }
  return undefined;
}

function need(c: Json, keys: string[], what: string): number {
  const v = pick(c, keys);
  if (v === undefined) throw new CatalogError('config.json', `no ${what} (looked for ${keys.join(', ')})`);
  return v;
}

/** The text model's config: `text_config` for vision-language and Llama 4 configs, else the top level. */
export function textConfig(config: Json): Json {
  const text = config.text_config;
  if (text && typeof text === 'object' && pick(config, ['num_hidden_layers', 'n_layer', 'num_layers']) === undefined) return { ...config, ...(text as Json) };
  return config;
}

function layerTypes(c: Json): string[] {
  return Array.isArray(c.layer_types) ? c.layer_types.map(String) : [];
}

/** Sliding-window attention: window and how often a full-attention layer occurs (null = every layer slides). */
function slidingWindow(c: Json, layers: number): LlmModel['slidingWindow'] {
  const window = pick(c, ['sliding_window']);
  if (!window || c.use_sliding_window === false) return null;
  const types = layerTypes(c).filter((t) => t !== 'linear_attention');
  if (types.length > 0) {
    const full = types.filter((t) => t === 'full_attention').length;
    if (!types.includes('sliding_attention')) return null;
    return { window, globalEvery: full > 0 && types.length % full === 0 ? types.length / full : null };
  }
  const pattern = pick(c, ['sliding_window_pattern']);
  if (pattern) return { window, globalEvery: pattern };
  return layers > 0 ? { window, globalEvery: null } : null;
}

function linearAttentionLayers(c: Json, layers: number): number | undefined {
  const linear = layerTypes(c).filter((t) => t === 'linear_attention').length;
  if (linear > 0) return linear;
  const interval = pick(c, ['full_attention_interval']);
  return interval && interval > 1 ? layers - Math.floor(layers / interval) : undefined;
}

/** YaRN/rope scaling in the config: original × factor, when it reaches past max_position_embeddings. */
function extendedContext(c: Json, maxContext: number): number | null {
  const scaling = (c.rope_scaling ?? c.rope_parameters) as Json | undefined;
  if (!scaling || typeof scaling !== 'object') return null;
  const factor = pick(scaling, ['factor']);
  const original = pick(scaling, ['original_max_position_embeddings']);
  if (!factor || !original) return null;
  const extended = Math.round(factor * original);
  return extended > maxContext ? extended : null;
}

/** Dense-FFN layers of a MoE model: DeepSeek's first_k_dense_replace, Llama 4's interleave step, Qwen's mlp_only_layers. */
function denseLayers(c: Json, layers: number): number {
  const firstK = pick(c, ['first_k_dense_replace']);
  if (firstK !== undefined) return firstK;
  const step = pick(c, ['interleave_moe_layer_step', 'decoder_sparse_step', 'moe_layer_freq']);
  const mlpOnly = Array.isArray(c.mlp_only_layers) ? c.mlp_only_layers.length : 0;
  if (step && step > 1) return layers - Math.floor(layers / step) + mlpOnly;
  return mlpOnly;
}

/** Vision encoder size from vision_config (a ViT: attention 4h² + MLP 2·h·inter per block), approximate. */
export function visionEncoderParamsB(config: Json): number | null {
  const v = config.vision_config as Json | undefined;
  if (!v || typeof v !== 'object') return null;
  const depth = pick(v, ['depth', 'num_hidden_layers']);
  const h = pick(v, ['hidden_size', 'embed_dim']);
  const inter = pick(v, ['intermediate_size']) ?? (h ? 4 * h : undefined);
  if (!depth || !h || !inter) return null;
  return (depth * (4 * h * h + 2 * h * inter)) / 1e9;
}

export function architectureFromHfConfig(config: Json): Architecture {
  const c = textConfig(config);
  const layers = need(c, ['num_hidden_layers', 'n_layer', 'num_layers'], 'layer count');
  const hiddenSize = need(c, ['hidden_size', 'n_embd', 'd_model'], 'hidden size');
  const heads = need(c, ['num_attention_heads', 'n_head', 'num_heads'], 'attention heads');
  const kvHeads = pick(c, ['num_key_value_heads', 'multi_query_group_num', 'num_kv_heads']) ?? (c.multi_query === true ? 1 : heads);
  const kvLoraRank = pick(c, ['kv_lora_rank']);
  const mla = kvLoraRank
    ? {
        kvLoraRank,
        qkRopeHeadDim: need(c, ['qk_rope_head_dim'], 'qk_rope_head_dim'),
        qLoraRank: pick(c, ['q_lora_rank']) ?? null,
        qkNopeHeadDim: pick(c, ['qk_nope_head_dim']) ?? 128,
        vHeadDim: pick(c, ['v_head_dim']) ?? 128,
      }
    : null;
  const maxContext = need(c, ['max_position_embeddings', 'seq_length', 'n_positions', 'max_sequence_length', 'model_max_length'], 'context length');
  const experts = pick(c, ['num_experts', 'n_routed_experts', 'num_local_experts', 'moe_num_experts']);
  const intermediate = pick(c, ['intermediate_size', 'ffn_hidden_size', 'n_inner']) ?? null;
  const moeWidth = pick(c, ['moe_intermediate_size']) ?? null;
  const sharedWidth = pick(c, ['shared_expert_intermediate_size', 'shared_intermediate_size']);
  const sharedCount = pick(c, ['n_shared_experts', 'num_shared_experts']) ?? (sharedWidth ? 1 : 0);
  const moe = experts
    ? {
        experts,
        expertsPerToken: need(c, ['num_experts_per_tok', 'experts_per_token', 'top_k_experts', 'moe_topk', 'num_experts_per_token'], 'experts per token'),
        expertIntermediateSize: moeWidth,
        ...(sharedCount > 0 ? { sharedExperts: sharedCount, ...(sharedWidth ? { sharedExpertIntermediateSize: sharedWidth } : {}) } : {}),
        denseLayers: denseLayers(c, layers),
      }
    : null;
  const linear = linearAttentionLayers(c, layers);
  const window = slidingWindow(c, layers);
  const extended = extendedContext(c, maxContext);
  const vision = visionEncoderParamsB(config);
  return {
    kind: 'llm',
    layers,
    hiddenSize,
    intermediateSize: intermediate,
    heads,
    kvHeads: mla ? heads : kvHeads,
    headDim: mla ? null : (pick(c, ['head_dim', 'kv_channels']) ?? hiddenSize / heads),
    vocabSize: need(c, ['vocab_size', 'padded_vocab_size'], 'vocabulary size'),
    maxContext,
    attention: mla ? 'mla' : kvHeads === heads ? 'mha' : 'gqa',
    moe,
    mla,
    tiedEmbeddings: typeof c.tie_word_embeddings === 'boolean' ? c.tie_word_embeddings : config.tie_word_embeddings !== false,
    ...(extended ? { extendedContext: extended } : {}),
    ...(window ? { slidingWindow: window } : {}),
    ...(linear ? { linearAttentionLayers: linear } : {}),
    ...(vision ? { vision: { encoderParamsB: Number(vision.toFixed(3)) } } : {}),
  };
}
