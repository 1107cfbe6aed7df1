/**
 * The estimator's contract: what goes in and what comes out. Pure data, no I/O.
 * GB are 10⁹ bytes everywhere.
 */
import type { Gpu, Model } from '../catalog/schema.ts';

export const TASKS = ['infer', 'finetune', 'pretrain'] as const;
export type Task = (typeof TASKS)[number];
export const METHODS = ['full', 'lora', 'qlora'] as const;
export type Method = (typeof METHODS)[number];
/**
 * Weight formats: int4 = GPTQ/AWQ group-128; int8 = GPTQ-int8 / W8A8; q4_k_m, q5_k_m, q6_k and q8_0 = GGUF;
 * nf4 = bitsandbytes 4-bit (QLoRA). The GGUF k- and i-quants below 4 bits (q3_k_*, q2_k, iq*) are sized
 * only when the asker names them (estimate/gguf.ts).
 */
export type WeightPrecision =
  | 'fp32' | 'bf16' | 'fp16' | 'fp8' | 'int8' | 'int4' | 'q4_k_m' | 'q5_k_m' | 'q6_k' | 'q8_0' | 'nf4'
  | 'iq4_xs' | 'q3_k_l' | 'q3_k_m' | 'q3_k_s' | 'iq3_m' | 'iq3_xxs' | 'q2_k' | 'iq2_m' | 'iq2_xxs' | 'iq1_m' | 'iq1_s';
export type KvPrecision = 'fp32' | 'bf16' | 'fp16' | 'fp8' | 'int8';
/**
 * Serving engine; sglang behaves like vllm (paged KV pre-allocation, CUDA graphs); lmdeploy (TurboMind) batches
 * and splits by tensors like them but sizes its KV cache from the memory left free (engine.ts kvFreeShare).
 * 'diffusers' runs image pipelines (diffusers / ComfyUI: one image at a time, parts offloaded when they do not fit).
 */
export type Engine = 'transformers' | 'vllm' | 'sglang' | 'lmdeploy' | 'llama.cpp' | 'diffusers';
/**
 * Which linear layers LoRA adapts: q and v only, all attention projections, every linear layer, or
 * every linear layer including each routed expert of a MoE ('all' on a MoE leaves the routed experts
 * frozen, as Unsloth's MoE recipes do; on a dense model 'experts' is 'all').
 */
export type LoraTargets = 'qv' | 'attention' | 'all' | 'experts';
export const OPTIMIZERS = ['adamw', 'adamw8bit'] as const;
export const OFFLOADS = ['none', 'optimizer', 'params'] as const;
export type Offload = (typeof OFFLOADS)[number];
export type Optimizer = (typeof OPTIMIZERS)[number];
/**
 * Fine-tuning stack. 'unsloth': LoRA/QLoRA with gradient checkpoints offloaded to CPU RAM, a fused
 * chunked cross-entropy and 8-bit AdamW, every GPU holding the whole model (one GPU, or DDP);
 * 'hf': Hugging Face transformers + PEFT/TRL, with DeepSpeed ZeRO or FSDP when the model is sharded.
 */
/**
 * Preference training: 'reference' (DPO, KTO, IPO: a frozen reference model), 'referenceFree' (ORPO, SimPO), 'rewardModel'
 * (a reward model trained on pairs: its head is one scalar, not the vocabulary). Each pair's chosen and rejected sequences go
 * through the model in one step.
 */
export type Preference = 'reference' | 'referenceFree' | 'rewardModel';

export const TRAINERS = ['unsloth', 'hf'] as const;
export type Trainer = (typeof TRAINERS)[number];

/** A model to size: a catalog entry, or one assumed from a bare size ("7B", "8x7B"). */
export interface ModelRef {
  model: Model;
  /** True when the architecture was assumed from a bare size, not read from a config. */
  assumed: boolean;
}

export interface EstimateInput {
  model: ModelRef;
  task: Task;
  method?: Method;
  precision?: WeightPrecision;
  kvPrecision?: KvPrecision;
  /** Tokens per stream (prompt + generated) for inference. */
  contextTokens?: number;
  concurrency?: number;
  /** Training micro-batch per GPU and sequence length. */
  batch?: number;
  seq?: number;
  /** Training tokens per epoch. */
  tokens?: number;
  epochs?: number;
  loraRank?: number;
  zero?: 0 | 1 | 2 | 3;
  gradientCheckpointing?: boolean;
  optimizer?: Optimizer;
  /** Fine-tuning stack; default: Unsloth for LoRA/QLoRA where every GPU holds the model on a card it runs on, else 'hf'. */
  trainer?: Trainer;
  /**
   * Whether DeepSpeed runs the job (its gradient-reduction buckets sit on every GPU). Default: a sharded
   * (ZeRO ≥ 1) Hugging Face run; Unsloth, torchtune, litgpt, FSDP and a plain Trainer on one GPU do not.
   */
  deepspeed?: boolean;
  /** DeepSpeed ZeRO-Offload: optimizer states (+ fp32 master) in CPU RAM; 'params' also the weights (ZeRO-3). */
  offload?: Offload;
  gpu: Gpu;
  /** Fixed GPU count; when absent, sizing picks the smallest that fits and meets the target. */
  count?: number;
  mfu?: number;
  engine?: Engine;
  /** Targets for sizing: total decode tokens/s (inference) or wall-clock hours (training). */
  targetTokensPerSec?: number;
  deadlineHours?: number;
  /** Fraction of VRAM kept free (default 0.10). */
  headroom?: number;
  /** Prompt tokens per stream (prefill); default: the whole context. */
  promptTokens?: number;
  /** LoRA target modules (default 'all') and whether embeddings + lm_head are trained too. */
  loraTargets?: LoraTargets;
  trainEmbeddings?: boolean;
  /** HF transformers < 4.45 materialises fp32 logits for every prompt position in generate(). */
  fullPromptLogits?: boolean;
  /** vLLM gpu_memory_utilization / SGLang mem_fraction_static (default 0.9). */
  gpuMemoryUtilization?: number;
  /** Flash attention (default true): no s² attention-score activations. */
  flashAttention?: boolean;
  /**
   * The loss fused with the lm_head and computed in chunks (Unsloth, torchtune CEWithChunkedOutputLoss):
   * no vocabulary-sized logits for the whole sequence. Default: on with Unsloth, off otherwise.
   */
  chunkedLoss?: boolean;
  /**
   * Pure bf16 training: weights, gradients, LoRA adapters and optimizer states all in bf16, no fp32 master
   * copy or fp32 adapters (torchtune dtype: bf16, Answer.AI fsdp_qlora precision bf16). Default false
   * (mixed precision).
   */
  pureBf16?: boolean;
  /**
   * Preference training on chosen/rejected pairs (TRL): 'reference' (DPO, KTO, IPO) keeps a frozen reference model —
   * in full fine-tuning a second bf16 copy of the model, sharded like it under ZeRO-3; with LoRA the base without its
   * adapters is the reference, no copy — and runs its forward on every token (2·N FLOPs); 'referenceFree' (ORPO,
   * SimPO, CPO) has none. Both run a pair's two sequences in one step (the batch doubled).
   */
  preference?: Preference;
  /** Reinforcement learning (PPO, GRPO, RLOO, online DPO): the models the run holds beside the trained policy (memory-rl.ts). */
  reinforcement?: RlSetup;
  /**
   * The optimizer step fused into the backward pass (torchtune optimizer_in_bwd): each gradient is applied
   * and freed as soon as it is computed, so the full gradients are never held at once. Default false.
   */
  optimizerInBackward?: boolean;
  /** Image (diffusion) models: image size, sampling steps, and how the trainers set up a fine-tune. */
  imageOptions?: ImageOptions;
  /**
   * Prompt tokens arriving per second over the whole service (a request rate × its prompt): each copy spends that
   * share of its compute on prefill, and decodes in the time left.
   */
  promptTokensPerSec?: number;
  /**
   * Image generation: the images a day the pipeline must make, within `imageHoursPerDay` hours a day (default 24).
   * Copies of the pipeline are added until it does (seconds per image × images ÷ the hours).
   */
  imagesPerDay?: number;
  imageHoursPerDay?: number;
}

/**
 * What a reinforcement-learning run holds beside the policy it trains (memory-rl.ts). The recipes' defaults are the
 * caller's (recommend/to-estimate.ts): verl, OpenRLHF and TRL name each model in their configs.
 */
export interface RlSetup {
  /** A frozen reference policy for the KL term; none when beta / kl_coef is 0 (with LoRA it is the base, adapter off). */
  reference: boolean;
  /** PPO's value model, as large as the policy and trained like it (with LoRA a value head on the policy). */
  critic: boolean;
  /** A reward model run frozen for inference; none with a rule-based (verifiable) reward. */
  rewardModel: boolean;
  /** Completions sampled per prompt (GRPO's group size, verl rollout.n); 1 for PPO. */
  generations: number;
  /** The rollout engine (vLLM) on the training GPUs, or on GPUs of its own (TRL vllm_mode server, OpenRLHF's vLLM engines). */
  rollout: 'colocated' | 'separate';
  /**
   * A colocated engine frees its KV cache and weights while the policy trains (verl's free_cache_engine and vLLM sleep
   * mode; TRL vllm_enable_sleep_mode, OpenRLHF --vllm_enable_sleep, UNSLOTH_VLLM_STANDBY), so the two phases share
   * one peak; awake, it holds its memory through the training pass too.
   */
  engineSleeps: boolean;
}

/** Optimizers of the diffusion trainers: Adafactor (factored, no first moment) is their low-memory choice. */
export const IMAGE_OPTIMIZERS = ['adamw', 'adamw8bit', 'adafactor'] as const;
export type ImageOptimizer = (typeof IMAGE_OPTIMIZERS)[number];

export interface ImageOptions {
  /** Image size in pixels (default: the model's native square resolution). */
  width?: number;
  height?: number;
  /** Text tokens the denoiser attends to (T5 max_sequence_length; default: the catalog's, e.g. 512 for FLUX.1-dev). */
  textTokens?: number;
  /** Sampling steps per image (inference; default: the model card's). */
  steps?: number;
  /** Training steps (optimizer steps × gradient accumulation, one micro-batch each). */
  trainSteps?: number;
  /** Text-encoder outputs and VAE latents cached before training, so neither sits on the GPU (default true). */
  cachedEncoders?: boolean;
  /** Overrides `optimizer` for the diffusion trainer (Adafactor exists only here). */
  optimizer?: ImageOptimizer;
}

export interface MemoryBreakdown {
  /** Peak the framework allocates per GPU (torch.cuda.max_memory_allocated), without CUDA context. */
  perGpuGB: number;
  totalGB: number;
  /** What each GPU shows in use: + CUDA context and allocator slack, and for vLLM its pre-allocation. */
  deviceGB: number;
  weightsGB: number;
  kvCacheGB: number;
  activationsGB: number;
  gradientsGB: number;
  optimizerGB: number;
  overheadGB: number;
  /** GB kept in the computer's RAM by a CPU offload (ZeRO-Offload, FSDP cpu_offload), all GPUs' shares together. */
  hostGB?: number;
}

/** One assumption the answer states; rendered through locales/<lng>/estimate.json `assumption.<key>`. */
export interface Assumption {
  key: string;
  params: Record<string, string | number>;
}

/** One step of "show the math": a formula, its inputs and the result, with the catalog entry it used. */
export interface TraceStep {
  /** Stable id, e.g. "memory.weights", "speed.decode", "training.flops". */
  id: string;
  formula: string;
  inputs: Record<string, number | string>;
  result: number;
  unit: string;
  source?: { catalog: 'gpus' | 'models' | 'offers' | 'fx'; id: string; source: string; asOf?: string };
}

export interface Estimate {
  gpu: string;
  count: number;
  /** count = tensorParallel × pipelineStages × replicas (pipeline stages: a layer split, e.g. llama.cpp). */
  layout: {
    tensorParallel: number;
    replicas: number;
    pipelineStages?: number;
    /** Attention data-parallel over the tensor-parallel GPUs, the experts split over them (MLA MoE models on vLLM/SGLang). */
    dataParallelAttention?: true;
    /** Machines the plan spans (set by the planner from the offer's shape). */
    machines?: number;
    /** Training: GPUs each sequence is split over (sequence parallelism), when more than one. */
    sequenceParallel?: number;
  };
  fits: boolean;
  /** Why it does not fit or meet the target (a locale key under estimate:reason.*, with params). */
  reason?: Assumption;
  memory: MemoryBreakdown;
  /** Inference only. */
  throughput?: { decodeTokensPerSecPerStream: number; totalTokensPerSec: number; prefillSeconds: number };
  maxContextTokens?: number;
  /** The most streams at the context these cards hold at once (KV cache), and each one's decode speed then. */
  maxConcurrency?: { streams: number; perStreamTokensPerSec: number };
  /** Image (diffusion) models: seconds per image at the stated resolution and steps; no tokens/s. */
  image?: { secondsPerImage: number; resolution: number; steps: number; /** Height of a non-square image (resolution is its width). */ height?: number; /** One sampling step, all its passes. */ secondsPerStep?: number };
  /** Training only. */
  training?: { flops: number; hours: number; gpuHours: number; mfu: number; flopsPerToken?: { weights: number; attention: number } };
  /** The resolved inputs (defaults filled in) so callers can show what was assumed. */
  input: Required<Pick<EstimateInput, 'task' | 'precision' | 'engine'>> & Partial<EstimateInput>;
  assumptions: Assumption[];
  trace: TraceStep[];
}
