/**
 * The catalog's data contract. Every file under `catalog/` (and an operator's extra offers file) is
 * parsed with these schemas at load; a bad entry fails the whole load with its zod issue path.
 * Every figure carries its source: nothing is shown to a user that cannot be traced back.
 */
import { z } from 'zod';

const id = z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'ids are lowercase letters, digits, "." and "-"');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dates are ISO yyyy-mm-dd');
const positive = z.number().positive();
/** A dense tensor throughput, or null where the card lacks the format (never the "with sparsity" figure). */
const tflops = positive.nullable();

export const Precision = z.enum(['fp32', 'tf32', 'bf16', 'fp16', 'fp8', 'int8']);
export type Precision = z.infer<typeof Precision>;

export const GpuSchema = z
  .object({
    id,
    name: z.string().min(1),
    aliases: z.array(z.string().min(1)),
    vendor: z.enum(['NVIDIA', 'AMD', 'Intel', 'Huawei']),
    /** "consumer" (GeForce), "workstation", "datacenter": used for overkill warnings and tips. */
    segment: z.enum(['consumer', 'workstation', 'datacenter']),
    memoryGB: positive,
    /**
     * Total memory the driver reports (nvidia-smi "MiB", rocm-smi bytes ÷ 2²⁰): what a framework can
     * actually address. Null where no source gives it; the estimator then uses memoryGB and says so.
     */
    memoryMiB: z.number().int().positive().nullable().default(null),
    /** Where memoryMiB was read (an nvidia-smi output); kept apart from the spec-sheet sources. */
    memoryMiBSource: z.string().min(1).optional(),
    bandwidthGBs: positive,
    /** A card "has" a tensor format iff its figure is not null (V100: bf16 null; A100: fp8 null). */
    tflops: z.object({ fp32: tflops, tf32: tflops, bf16: tflops, fp16: tflops, fp8: tflops, int8: tflops, fp4: tflops.default(null) }),
    /** Largest count of this GPU linked in one machine (tensor parallel stays within it). */
    maxPerNode: z.number().int().positive(),
    interconnect: z.string(),
    /** Total bidirectional NVLink/Infinity Fabric bandwidth, GB/s; null for PCIe-only cards. */
    nvlinkGBs: positive.nullable(),
    tdpW: positive.nullable(),
    formFactor: z.string(),
    /** Null where no dated source was found (A10G, an AWS-only SKU). */
    releaseYear: z.number().int().min(2010).max(2030).nullable(),
    sources: z.array(z.string().min(1)).min(1),
    notes: z.string().optional(),
  })
  .strict();
export type Gpu = z.infer<typeof GpuSchema>;

/**
 * A published quantized artifact (an AWQ/GPTQ/FP8 checkpoint, a GGUF file): its real size on the
 * model page, in 10⁹-byte GB, which the estimator prefers over bits × parameters.
 */
export const QuantizedSchema = z
  .object({
    // The sub-4-bit GGUF types are the file sizes askers state (parse/stated-weights.ts).
    format: z.enum(['awq', 'gptq-int4', 'gptq-int8', 'fp8', 'q4_k_m', 'q5_k_m', 'q8_0', 'bnb-nf4', 'iq4_xs', 'q3_k_l', 'q3_k_m', 'q3_k_s', 'iq3_m', 'iq3_xxs', 'q2_k', 'iq2_m', 'iq2_xxs', 'iq1_m', 'iq1_s']),
    sizeGB: positive,
    repo: z.string().min(1),
    source: z.string().min(1),
  })
  .strict();
export type Quantized = z.infer<typeof QuantizedSchema>;

/** Fields every model has, text or image. */
const modelBase = {
  id,
  name: z.string().min(1),
  family: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  paramsB: positive,
  /** Params that compute each token (MoE); equals paramsB for dense models. */
  activeParamsB: positive,
  license: z.string().nullable(),
  source: z.string().min(1),
  /** Why a value is not a verbatim config field (a documented default, a README figure). */
  notes: z.string().optional(),
};

/** A text transformer with the architecture facts the estimator needs. */
export const LlmModelSchema = z
  .object({
    ...modelBase,
    kind: z.literal('llm'),
    layers: z.number().int().positive(),
    hiddenSize: z.number().int().positive(),
    intermediateSize: z.number().int().positive().nullable(),
    heads: z.number().int().positive(),
    kvHeads: z.number().int().positive(),
    /** Per-head width; for MLA models the KV width lives in `mla`. */
    headDim: z.number().int().positive().nullable(),
    vocabSize: z.number().int().positive(),
    maxContext: z.number().int().positive(),
    attention: z.enum(['mha', 'gqa', 'mla']),
    moe: z
      .object({
        experts: z.number().int().positive(),
        expertsPerToken: z.number().int().positive(),
        expertIntermediateSize: z.number().int().positive().nullable(),
        /** Always-on shared experts per MoE layer (DeepSeek 1–2, Qwen2-MoE 1); absent = none recorded. */
        sharedExperts: z.number().int().nonnegative().optional(),
        /** Width of each shared expert when it differs from expertIntermediateSize. */
        sharedExpertIntermediateSize: z.number().int().positive().optional(),
        /** Layers with a dense FFN instead of experts (DeepSeek's first_k_dense_replace, Llama 4's interleave). */
        denseLayers: z.number().int().nonnegative().optional(),
      })
      .strict()
      .nullable(),
    mla: z
      .object({
        kvLoraRank: z.number().int().positive(),
        qkRopeHeadDim: z.number().int().positive(),
        /** Query compression rank (null: queries are not compressed, as in DeepSeek-V2-Lite). */
        qLoraRank: z.number().int().positive().nullable().optional(),
        qkNopeHeadDim: z.number().int().positive().optional(),
        vHeadDim: z.number().int().positive().optional(),
      })
      .strict()
      .nullable(),
    tiedEmbeddings: z.boolean(),
    /** 'plain' = up/down projections only (GPT-2/NeoX/Falcon/BLOOM style); absent = gated (SwiGLU/GeGLU). */
    mlp: z.enum(['gated', 'plain']).optional(),
    quantized: z.array(QuantizedSchema).optional(),
    /**
     * The format the owner released the weights in, when it is not 16-bit (DeepSeek-V3 FP8, Kimi-K2.5
     * INT4, gpt-oss MXFP4 sized as int4): what "the model" and "the original weights" mean. Absent = 16-bit.
     */
    releasedPrecision: z.enum(['fp8', 'int4']).optional(),
    /** Context reachable with the rope scaling (YaRN…) the model card documents; null/absent = none documented. */
    extendedContext: z.number().int().positive().nullable().optional(),
    /**
     * Sliding-window attention: layers keep only `window` tokens of KV; one layer in `globalEvery`
     * is full attention (Gemma 3: 5 local then 1 global = 6), null when every layer slides. `globalKv`: the
     * global layers' own KV shape when it differs (Gemma 4: num_global_key_value_heads × global_head_dim).
     */
    slidingWindow: z
      .object({
        window: z.number().int().positive(),
        globalEvery: z.number().int().positive().nullable(),
        globalKv: z.object({ kvHeads: z.number().int().positive(), headDim: z.number().int().positive() }).strict().optional(),
      })
      .strict()
      .nullable()
      .optional(),
    /** Hybrid models: layers of linear attention, which keep a fixed-size state instead of a growing KV cache. */
    linearAttentionLayers: z.number().int().nonnegative().optional(),
    /**
     * The owner's stated minimum for serving its longest contexts (Qwen2.5-1M: "at least 120 GB VRAM
     * (total across GPUs)" for 1M-token sequences): memory its long-context engine needs beyond what
     * weights + KV cache explain (sparse-attention buffers, 128k-token prefill chunks).
     */
    servingMinimum: z
      .object({ contextTokens: z.number().int().positive(), totalGB: positive, precision: z.enum(['bf16', 'fp16']), source: z.string().min(1) })
      .strict()
      .optional(),
    /** Vision-language models: the vision encoder's parameters (counted in paramsB). */
    vision: z.object({ encoderParamsB: positive }).strict().nullable().optional(),
  })
  .strict()
  .refine((m) => m.activeParamsB <= m.paramsB, { message: 'activeParamsB cannot exceed paramsB', path: ['activeParamsB'] })
  .refine((m) => (m.attention === 'mla') === (m.mla !== null), { message: 'mla fields are required exactly when attention is "mla"', path: ['mla'] });
export type LlmModel = z.infer<typeof LlmModelSchema>;

/** One component of an image pipeline, sized separately (the text encoders can dwarf the VAE). */
export const DiffusionPartSchema = z
  .object({ role: z.enum(['transformer', 'unet', 'text-encoder', 'vae']), name: z.string().min(1), paramsB: positive })
  .strict();
export type DiffusionPart = z.infer<typeof DiffusionPartSchema>;

/**
 * The denoiser's shape for training memory (memory-diffusion-train.ts), read from its diffusers config.
 * `units`: the blocks gradient checkpointing saves an input for, each at a width and a token grid of
 * one token per `patch`×`patch` image pixels (a DiT's 2×2 patches of the 8× latent: 16; SDXL's UNet
 * levels: 8, 16, 32); `text`: the block also carries the text tokens (MMDiT joint attention).
 * `linears`: the projections LoRA can adapt, in the diffusers layout, `kind` attention or mlp (the rest);
 * `stream`: a joint block's image- or text-stream projection sees only those tokens (absent: every token).
 */
export const DiffusionTrainingShapeSchema = z
  .object({
    units: z.array(z.object({ count: positive, width: positive, patch: positive, text: z.boolean().optional() }).strict()).min(1),
    textTokens: z.number().int().nonnegative(),
    linears: z.array(z.object({ kind: z.enum(['attention', 'mlp']), in: positive, out: positive, count: positive, stream: z.enum(['image', 'text']).optional() }).strict()).min(1),
    source: z.string().min(1),
  })
  .strict();
export type DiffusionTrainingShape = z.infer<typeof DiffusionTrainingShapeSchema>;

/**
 * An image model (FLUX, SDXL): no transformer fields rather than invented ones. Where the model card
 * lists its components, `parts` sizes each; otherwise it is sized by paramsB alone.
 */
export const DiffusionModelSchema = z
  .object({
    ...modelBase,
    kind: z.literal('diffusion'),
    parts: z.array(DiffusionPartSchema).optional(),
    /** Side of the square image the model was trained at (1024 for SDXL/FLUX). */
    nativeResolution: z.number().int().positive().optional(),
    /** Sampling steps the model card's example uses. */
    defaultSteps: z.number().int().positive().optional(),
    quantized: z.array(QuantizedSchema).optional(),
    /** The denoiser's blocks and projections, for LoRA / full fine-tuning memory. */
    training: DiffusionTrainingShapeSchema.optional(),
  })
  .strict()
  .refine((m) => m.activeParamsB <= m.paramsB, { message: 'activeParamsB cannot exceed paramsB', path: ['activeParamsB'] });
export type DiffusionModel = z.infer<typeof DiffusionModelSchema>;

/** "llm" for text transformers; "diffusion" models are listed but sized only by weights. */
export const ModelSchema = z.discriminatedUnion('kind', [LlmModelSchema, DiffusionModelSchema]);
export type Model = z.infer<typeof ModelSchema>;

/** Narrow a model to one with transformer facts (layers, heads, KV width…). */
export function isLlm(model: Model): model is LlmModel {
  return model.kind === 'llm';
}

export const Billing = z.enum(['on_demand', 'spot', 'reserved', 'monthly']);
export type Billing = z.infer<typeof Billing>;
export const Currency = z.enum(['CNY', 'USD']);
export type Currency = z.infer<typeof Currency>;

export const OfferSchema = z
  .object({
    /** Provider id, lowercase ("autodl", "aws", "gongjiyun"); settings filter on it. */
    provider: z.string().min(1),
    /** Display name where the id is a romanisation ("共绩算力"). */
    providerName: z.string().optional(),
    region: z.string(),
    instanceType: z.string(),
    gpu: id,
    gpuCount: z.number().int().positive(),
    billing: Billing,
    /** Commitment period of a reserved price ("1y", "3y"); required for reserved, absent otherwise. */
    reservedPeriod: z.enum(['1m', '1y', '3y']).optional(),
    pricePerGpuHour: positive,
    currency: Currency,
    asOf: isoDate,
    /** How precisely asOf is known: "day", "month", "year" or "estimated". */
    asOfPrecision: z.enum(['day', 'month', 'year', 'estimated']),
    source: z.string().min(1),
    /** "vendor" list prices, or figures reported by an "aggregator" or a "third-party" write-up. */
    sourceKind: z.enum(['vendor', 'aggregator', 'third-party']),
    /** Overrides the provider's multiNode for this offer (one cluster product of a marketplace…). */
    multiNode: z.boolean().optional(),
    /**
     * What kind of price this is: 'member' / 'promo' discounts, a 'typical' reported figure, one
     * marketplace 'listing', the 'median' of a marketplace's listings. Absent = the list price.
     */
    priceKind: z.enum(['list', 'member', 'promo', 'typical', 'listing', 'median']).optional(),
    notes: z.string().optional(),
    /** An imported price (WHICHCARD_PRICES_DIR snapshots): the zone it holds in (cloud spot prices). */
    zone: z.string().min(1).optional(),
    /** An imported price: the region normalised as "<continent>/<country>" ("na/us", "as/cn"). */
    geo: z.string().optional(),
    /** A 'median' price: how many listings it is the median of, and their range per GPU-hour. */
    listings: z.object({ count: z.number().int().positive(), min: positive, max: positive }).strict().optional(),
    /** This price's own staleness window (a live marketplace a day, a cloud list a month); absent = the catalog's. */
    staleAfterDays: positive.optional(),
  })
  .strict()
  .refine((o) => (o.billing === 'reserved') === (o.reservedPeriod !== undefined), {
    message: 'reservedPeriod is required for reserved offers and only for them',
    path: ['reservedPeriod'],
  });
export type Offer = z.infer<typeof OfferSchema>;

/** Per-provider prices beside the GPU: data disk and egress (the hidden costs). */
export const ProviderCostsSchema = z
  .object({
    provider: z.string().min(1),
    currency: Currency,
    diskPerGBMonth: positive.nullable(),
    egressPerGB: z.number().nonnegative().nullable(),
    /** Free disk allowance, GB, before diskPerGBMonth applies. */
    freeDiskGB: z.number().nonnegative().default(0),
    asOf: isoDate,
    source: z.string().min(1),
    notes: z.string().optional(),
  })
  .strict();
export type ProviderCosts = z.infer<typeof ProviderCostsSchema>;

/** Who rents the cards: whether one job can span several machines joined by InfiniBand/RoCE. */
export const ProviderSchema = z
  .object({
    /** The `provider` id offers use. */
    id: z.string().min(1),
    name: z.string().min(1),
    /** Names people write for it in a question ("阿里云", "Lambda Labs", "vastai"): "用 autodl 跑…" narrows the offers to it. */
    aliases: z.array(z.string().min(1)).optional(),
    kind: z.enum(['hyperscaler', 'gpu-cloud', 'marketplace', 'cn-platform']),
    /** Rents several machines joined by InfiniBand/RoCE for one job (a cluster), not only single machines. */
    multiNode: z.boolean(),
    /** The inter-machine fabric the source names ("3200 Gbps EFA", "400 Gb/s InfiniBand per GPU"); null when single machines only. */
    interconnect: z.string().nullable(),
    /**
     * The cards its clusters are built from (AWS's EFA instances are p4d/p5, not g5; Lambda clusters H100 and B200
     * only); absent = every card it rents. Other cards of a multi-node provider are single machines.
     */
    clusterGpus: z.array(z.string().min(1)).min(1).optional(),
    /** Where clusterGpus comes from. */
    clusterSource: z.string().min(1).optional(),
    source: z.string().min(1),
    notes: z.string().optional(),
  })
  .strict()
  .refine((p) => (p.clusterGpus === undefined) === (p.clusterSource === undefined), {
    message: 'clusterGpus needs its clusterSource, and only with it',
    path: ['clusterSource'],
  });
export type Provider = z.infer<typeof ProviderSchema>;

/** A currency conversion rate with its date and source; never a hidden constant. */
export const FxRateSchema = z
  .object({ from: Currency, to: Currency, rate: positive, asOf: isoDate, source: z.string().min(1) })
  .strict();
export type FxRate = z.infer<typeof FxRateSchema>;

export const GpusFile = z.object({ gpus: z.array(GpuSchema).min(1) }).strict();
export const ModelsFile = z.object({ models: z.array(ModelSchema).min(1) }).strict();
export const OffersFile = z.object({ offers: z.array(OfferSchema), providerCosts: z.array(ProviderCostsSchema).default([]) }).strict();
export const FxFile = z.object({ rates: z.array(FxRateSchema) }).strict();
export const ProvidersFile = z.object({ providers: z.array(ProviderSchema) }).strict();

/** The loaded, cross-checked catalog the rest of the core works on. */
export interface Catalog {
  gpus: Gpu[];
  models: Model[];
  offers: Offer[];
  providerCosts: ProviderCosts[];
  /** Who rents the cards (kind, multi-machine clusters); offers name them by `provider` id. */
  providers: Provider[];
  fx: FxRate[];
  /** Prices older than this many days are stale wherever shown. */
  staleAfterDays: number;
  /** The price snapshots laid over catalog/'s offers (WHICHCARD_PRICES_DIR), one per source; absent when none. */
  priceSnapshots?: PriceSnapshotInfo[];
}

/** What the catalog knows of one source's current price snapshot (for "prices as of …" and `whichcard prices`). */
export interface PriceSnapshotInfo {
  source: string;
  writtenAt: string;
  parts: { name: string; url: string; status: string; asOf?: string | undefined; version?: string | undefined; offers?: number | undefined; message?: string | undefined }[];
  offers: number;
}
