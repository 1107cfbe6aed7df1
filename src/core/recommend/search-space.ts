/**
 * What the planner may vary for a card when the user did not fix it: the weight format and the
 * serving engine (inference), the fine-tuning method and optimizer (training). Each choice carries a
 * quality tier; the quality rule (quality.ts) picks among the priced plans. A format, engine, method
 * or optimizer the user named is kept as is.
 */
import type { Gpu } from '../catalog/schema.ts';
import { isGguf } from '../estimate/gguf.ts';
import { WEIGHT_PRECISIONS, withinRelease } from '../estimate/precision.ts';
import { halfPrecision, runsAs } from '../estimate/precision-support.ts';
import type { Engine, KvPrecision, Method, Optimizer, WeightPrecision } from '../estimate/types.ts';

export interface Variant {
  precision: WeightPrecision;
  engine?: Engine;
  method?: Method;
  optimizer?: Optimizer;
  /** Higher is closer to the original model (16-bit > 8-bit > 5-bit > 4-bit; full > LoRA > QLoRA). */
  tier: number;
  /** An 8-bit KV cache chosen for a long context (kv-cache.ts); absent = the estimator's 16-bit one. */
  kvPrecision?: KvPrecision;
  /** Why this engine: a user's choice, GGUF, one user on a consumer card, a multi-user service, or an image pipeline. */
  engineWhy?: 'named' | 'gguf' | 'oneUser' | 'service' | 'image';
  /** The only GPU count this variant is planned at (absent: the sizer searches it). */
  count?: number;
}

/** What the user fixed, and the workload's shape the choices depend on. */
export interface Fixed {
  task: 'infer' | 'finetune' | 'pretrain';
  precision?: WeightPrecision;
  engine?: Engine;
  method?: Method;
  optimizer?: Optimizer;
  /** Concurrent streams (1 = one user). */
  concurrency: number;
  batchJob: boolean;
  /** An image (diffusion) model: run on diffusers, its denoiser in 16-bit, fp8 or NF4 (inference and LoRA alike). */
  image?: boolean;
  /** The format the model is released in (absent: 16-bit): no heavier format is searched. */
  released?: WeightPrecision;
  /** The GPU count the user named. */
  count?: number;
  /** A count named without a card ("which ONE gpu would i need", "we can get 8 GPUs"): every card is planned at it. */
  cardsOnly?: number;
}

/** The GGUF files people download, best quality first (below the 16-bit one). */
export const GGUF_LADDER = ['q8_0', 'q5_k_m', 'q4_k_m'] as const satisfies readonly WeightPrecision[];

/** Quality tier of a weight format: its bits, rounded to the class people mean. */
export function precisionTier(precision: WeightPrecision): number {
  switch (precision) {
    case 'fp32':
      return 32;
    case 'bf16':
    case 'fp16':
      return 16;
    case 'fp8':
    case 'int8':
    case 'q8_0':
      return 8;
    case 'int4':
    case 'q4_k_m':
    case 'nf4':
      return 4;
    case 'q6_k':
      return 6;
    default:
      return (precision as string) === 'q5_k_m' ? 5 : 4;
  }
}

const known = (p: string): p is WeightPrecision => (WEIGHT_PRECISIONS as string[]).includes(p);

/**
 * A serving engine's 8-bit format on a card: fp8 only where the card has fp8 tensor cores (Ada, Hopper, Blackwell,
 * MI300), int8 weight-only elsewhere — except for an FP8 release, served as released (weight-only without fp8 cores)
 * where the card runs fp8 at all (not V100).
 */
export function eightBit(gpu: Gpu, released: WeightPrecision): WeightPrecision {
  if (runsAs(gpu, 'fp8') === 'unsupported') return 'int8';
  return released === 'fp8' || gpu.tflops.fp8 !== null ? 'fp8' : 'int8';
}

/** One user on a consumer or workstation card runs llama.cpp/Ollama; everything else a batching server. */
export function oneUserDesk(fixed: Pick<Fixed, 'concurrency' | 'batchJob'>, gpu: Gpu): boolean {
  return fixed.concurrency <= 1 && !fixed.batchJob && gpu.segment !== 'datacenter';
}

/**
 * Image pipelines run on diffusers / ComfyUI with the denoiser in the formats people load: 16-bit, fp8
 * (Black Forest Labs' and Comfy's fp8 checkpoints; weight-only on cards without fp8) and NF4
 * (bitsandbytes, diffusers' quantization docs); text encoders and VAE stay 16-bit (memory-diffusion.ts).
 */
function imageVariants(fixed: Fixed, gpu: Gpu): Variant[] {
  const variant = (precision: WeightPrecision): Variant => ({ precision, engine: 'diffusers', tier: precisionTier(precision), engineWhy: 'image' });
  if (fixed.precision) return [variant(fixed.precision === 'bf16' ? halfPrecision(gpu) : fixed.precision)];
  return [halfPrecision(gpu), 'fp8' as const, 'nf4' as const].map(variant);
}

function inferenceVariants(fixed: Fixed, gpu: Gpu): Variant[] {
  if (fixed.image) return imageVariants(fixed, gpu);
  const named = fixed.precision;
  const engine = fixed.engine;
  const withEngine = (precision: WeightPrecision, e: Engine, why: Variant['engineWhy']): Variant => ({ precision, engine: e, tier: precisionTier(precision), engineWhy: engine ? 'named' : why });
  if (named) {
    const precision = named === 'bf16' ? halfPrecision(gpu) : named;
    if (engine) return [withEngine(precision, engine, 'named')];
    if (isGguf(precision)) return [withEngine(precision, 'llama.cpp', 'gguf')];
    if (precision === 'nf4') return [withEngine(precision, 'transformers', 'named')];
    if (oneUserDesk(fixed, gpu) && (precision === 'bf16' || precision === 'fp16')) return [withEngine(precision, 'llama.cpp', 'oneUser')];
    return [withEngine(precision, 'vllm', oneUserDesk(fixed, gpu) ? 'oneUser' : 'service')];
  }
  // From the release down: an FP8 release is served as FP8 on every card (weight-only where there are no
  // fp8 tensor cores), never upcast to bf16; an INT4 release stays 4-bit.
  const released = fixed.released ?? 'bf16';
  const asReleased = (p: WeightPrecision) => withinRelease(p, released);
  // Only the list the engine reads is built: this runs for every card of every search.
  const gguf = () => [halfPrecision(gpu), ...GGUF_LADDER].filter(known).filter(asReleased);
  const server = () => [halfPrecision(gpu), eightBit(gpu, released), 'int4'].filter(known).filter(asReleased);
  if (engine === 'llama.cpp') return gguf().map((p) => withEngine(p, engine, 'named'));
  if (engine) return server().map((p) => withEngine(p, engine, 'named'));
  if (oneUserDesk(fixed, gpu)) return gguf().map((p) => withEngine(p, 'llama.cpp', 'oneUser'));
  return server().map((p) => withEngine(p, 'vllm', 'service'));
}

/**
 * Fine-tuning: LoRA in 16-bit or QLoRA on a 4-bit base when no method was named (full fine-tuning
 * always costs more than both, so it is planned only when asked); a full fine-tune without a named
 * optimizer weighs AdamW against 8-bit Adam (2 B/param of states instead of 8) on one GPU only:
 * bitsandbytes' 8-bit Adam is the single-card recipe (torchtune's *_full_single_device configs use
 * PagedAdamW8bit), while a multi-GPU full fine-tune shards plain AdamW with ZeRO/FSDP (its *_full
 * distributed configs, LLaMA-Factory's DeepSpeed examples) — 8-bit Adam across GPUs only when named.
 */
function trainingVariants(fixed: Fixed, gpu: Gpu): Variant[] {
  const sixteen = halfPrecision(gpu);
  if (fixed.image) return imageTrainingVariants(fixed, sixteen);
  const method = fixed.task === 'pretrain' ? 'full' : fixed.method;
  if (method === 'full') {
    const precision = fixed.precision ?? sixteen;
    if (fixed.optimizer || fixed.task === 'pretrain') return [{ precision, method, ...(fixed.optimizer ? { optimizer: fixed.optimizer } : {}), tier: 30 }];
    const adamw: Variant = { precision, method, optimizer: 'adamw', tier: 30 };
    return fixed.count !== undefined && fixed.count > 1 ? [adamw] : [adamw, { precision, method, optimizer: 'adamw8bit', tier: 29, count: 1 }];
  }
  const opt = fixed.optimizer ? { optimizer: fixed.optimizer } : {};
  if (method === 'lora') return [{ precision: fixed.precision ?? sixteen, method, ...opt, tier: 20 }];
  if (method === 'qlora') return [{ precision: fixed.precision ?? 'nf4', method, ...opt, tier: 10 }];
  return [
    { precision: fixed.precision ?? sixteen, method: 'lora', ...opt, tier: 20 },
    ...(fixed.precision ? [] : [{ precision: 'nf4' as const, method: 'qlora' as const, ...opt, tier: 10 }]),
  ];
}

/**
 * An image model's LoRA also trains on an fp8 copy of its denoiser (kohya sd-scripts --fp8_base,
 * ai-toolkit's `quantize: true`), on any card — the weights are stored in fp8 and upcast per layer —
 * which is how FLUX LoRAs fit 24 GB cards; QLoRA (NF4) below that. A full fine-tune only when asked.
 */
function imageTrainingVariants(fixed: Fixed, sixteen: WeightPrecision): Variant[] {
  const opt = fixed.optimizer ? { optimizer: fixed.optimizer } : {};
  const method = fixed.method;
  if (method === 'full') return [{ precision: fixed.precision ?? sixteen, method, ...opt, tier: 30 }];
  if (fixed.precision) return [{ precision: fixed.precision, method: method ?? (fixed.precision === 'nf4' ? 'qlora' : 'lora'), ...opt, tier: 20 }];
  if (method === 'qlora') return [{ precision: 'nf4', method, ...opt, tier: 10 }];
  const lora: Variant[] = [
    { precision: sixteen, method: 'lora', ...opt, tier: 20 },
    { precision: 'fp8', method: 'lora', ...opt, tier: 15 },
  ];
  return method === 'lora' ? lora : [...lora, { precision: 'nf4', method: 'qlora', ...opt, tier: 10 }];
}

export function variantsFor(fixed: Fixed, gpu: Gpu): Variant[] {
  // A format the card cannot run at all (fp8 on a V100) is no plan on it, named or released.
  const all = fixed.task === 'infer' ? inferenceVariants(fixed, gpu) : trainingVariants(fixed, gpu);
  return all.filter((v) => runsAs(gpu, v.precision) !== 'unsupported');
}
