/**
 * Input checking and defaults. Every user-caused problem becomes a UserError with an
 * `estimate.*` key; every default that changes a number is recorded as an assumption.
 */
import { isLlm, type DiffusionModel, type LlmModel } from '../catalog/schema.ts';
import { UserError } from '../errors.ts';
import { DEFAULT_CONTEXT_TOKENS, DEFAULT_HEADROOM, DEFAULT_IMAGE_RESOLUTION, DEFAULT_IMAGE_TRAIN_STEPS, DEFAULT_LORA_RANK, DEFAULT_SEQ_TOKENS, defaultMfu } from './constants.ts';
import { trainingPeakTflops } from './training-time.ts';
import { defaultEngine, ENGINES } from './engine.ts';
import { defaultPrecision, KV_PRECISIONS, releasedPrecision, WEIGHT_PRECISIONS } from './precision.ts';
import { rlAssumptions } from './memory-rl.ts';
import { runsAs } from './precision-support.ts';
import type { Recorder } from './recorder.ts';
import { LORA_TARGETS } from './shape.ts';
import type { Estimate } from './types.ts';
import { IMAGE_OPTIMIZERS, METHODS, OFFLOADS, OPTIMIZERS, TASKS, TRAINERS, type Offload, type Engine, type EstimateInput, type ImageOptimizer, type KvPrecision, type LoraTargets, type Method, type Optimizer, type Preference, type WeightPrecision } from './types.ts';

/** EstimateInput with every default filled in (zero stays undefined = pick the smallest that fits). */
export interface Resolved extends EstimateInput {
  /** The transformer architecture; undefined for a diffusion model (sized by its weights only). */
  llm: LlmModel | undefined;
  method: Method;
  precision: WeightPrecision;
  kvPrecision: KvPrecision;
  engine: Engine;
  contextTokens: number;
  promptTokens: number;
  concurrency: number;
  batch: number;
  seq: number;
  epochs: number;
  loraRank: number;
  loraTargets: LoraTargets;
  trainEmbeddings: boolean;
  gradientCheckpointing: boolean;
  /** Checkpointing was left unsaid: the sizer may turn it on when the activations do not fit without it. */
  checkpointingUnsaid: boolean;
  /** Undefined: the trainer's default (trainer.ts), which depends on the layout. */
  optimizer: Optimizer | undefined;
  offload: Offload;
  mfu: number;
  headroom: number;
  fullPromptLogits: boolean;
  flashAttention: boolean;
  pureBf16: boolean;
  preference?: Preference;
  optimizerInBackward: boolean;
  /** Image-model training only (undefined otherwise): the image side, cached encoders, the trainer's optimizer. */
  image?: { pixels: number; width: number; height: number; cachedEncoders: boolean; optimizer: ImageOptimizer; steps: number };
  /** The input as given (the fields shown with an estimate keep its order: shownInput). */
  given: EstimateInput;
}

/**
 * The resolved input as an estimate shows it: the fields as given, in their order, with the resolved ones after
 * (or in their place): what `{ ...input, ...defaults }` gives, read from `r` so that a field changed after resolving
 * (the streams of a batch copy, checkpointing turned on) shows as changed.
 */
export function shownInput(r: Resolved): Estimate['input'] {
  return {
    ...r.given,
    llm: r.llm,
    method: r.method,
    precision: r.precision,
    kvPrecision: r.kvPrecision,
    engine: r.engine,
    contextTokens: r.contextTokens,
    promptTokens: r.promptTokens,
    concurrency: r.concurrency,
    batch: r.batch,
    seq: r.seq,
    epochs: r.epochs,
    loraRank: r.loraRank,
    loraTargets: r.loraTargets,
    trainEmbeddings: r.trainEmbeddings,
    gradientCheckpointing: r.gradientCheckpointing,
    checkpointingUnsaid: r.checkpointingUnsaid,
    optimizer: r.optimizer,
    offload: r.offload,
    mfu: r.mfu,
    headroom: r.headroom,
    fullPromptLogits: r.fullPromptLogits,
    flashAttention: r.flashAttention,
    pureBf16: r.pureBf16,
    ...(r.preference ? { preference: r.preference } : {}),
    optimizerInBackward: r.optimizerInBackward,
    ...(r.image ? { image: r.image } : {}),
  } as Estimate['input'];
}

/** Llama 4 Scout's documented window (catalog/models.json, llama-4-scout maxContext): the longest of any model. */
const LONGEST_DOCUMENTED_CONTEXT = 10_485_760;

/**
 * Upper bounds far beyond any real job (a million users or GPUs, 10¹⁵ tokens — the largest published
 * pre-training runs are ~4·10¹³) that keep every product finite: 1e300 users made the KV cache Infinity.
 */
const LIMITS = { concurrency: 1e6, batch: 1e5, tokens: 1e15, epochs: 1e4, loraRank: 65536, count: 1e6 } as const;

function checkNumber(field: string, value: number | undefined, opts: { integer?: boolean; min?: number; max?: number } = {}): void {
  if (value === undefined) return;
  const min = opts.min ?? 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || (opts.integer && !Number.isInteger(value))) {
    throw new UserError('estimate.negative', { field, value: String(value) });
  }
  if (opts.max !== undefined && value > opts.max) throw new UserError('estimate.invalid', { field, value: String(value), max: opts.max });
}

export function resolveInput(input: EstimateInput, rec: Recorder): Resolved {
  const { model } = input.model;
  const llm = isLlm(model) ? model : undefined;
  const infer = input.task === 'infer';
  // An image model trains only where the catalog has its denoiser's shape (the blocks and projections
  // LoRA and activations are sized from), and only as a fine-tune: nobody pre-trains FLUX on rented cards.
  const image = llm ? undefined : (model as DiffusionModel);
  if (image && !infer && (input.task !== 'finetune' || !image.training)) throw new UserError('estimate.diffusionTraining', { model: model.name });
  const io = input.imageOptions;
  if (io?.optimizer !== undefined && !IMAGE_OPTIMIZERS.includes(io.optimizer)) throw new UserError('invalidChoice', { option: 'optimizer', value: String(io.optimizer), allowed: IMAGE_OPTIMIZERS.join(', ') });
  checkNumber('width', io?.width, { integer: true, min: 64, max: 8192 });
  checkNumber('height', io?.height, { integer: true, min: 64, max: 8192 });
  checkNumber('steps', io?.steps, { integer: true, min: 1, max: 1000 });
  checkNumber('textTokens', io?.textTokens, { integer: true, max: 4096 });
  checkNumber('trainSteps', io?.trainSteps, { integer: true, min: 1, max: 1e7 });
  const maxContextOf = llm?.maxContext ?? Number.MAX_SAFE_INTEGER;
  if (!TASKS.includes(input.task)) throw new UserError('invalidChoice', { option: 'task', value: String(input.task), allowed: TASKS.join(', ') });
  if (input.method !== undefined && !METHODS.includes(input.method)) throw new UserError('invalidChoice', { option: 'method', value: String(input.method), allowed: METHODS.join(', ') });
  if (infer && (input.method === 'lora' || input.method === 'qlora')) throw new UserError('estimate.loraOnInference', { method: input.method });
  if (input.precision !== undefined && !WEIGHT_PRECISIONS.includes(input.precision)) throw new UserError('estimate.unknownPrecision', { value: String(input.precision), known: WEIGHT_PRECISIONS.join(', ') });
  if (input.kvPrecision !== undefined && !KV_PRECISIONS.includes(input.kvPrecision)) throw new UserError('estimate.unknownPrecision', { value: String(input.kvPrecision), known: KV_PRECISIONS.join(', ') });
  if (input.engine !== undefined && !ENGINES.includes(input.engine)) throw new UserError('estimate.unknownEngine', { value: String(input.engine), known: ENGINES.join(', ') });
  if (input.optimizer !== undefined && !OPTIMIZERS.includes(input.optimizer)) throw new UserError('invalidChoice', { option: 'optimizer', value: String(input.optimizer), allowed: OPTIMIZERS.join(', ') });
  if (input.trainer !== undefined && !TRAINERS.includes(input.trainer)) throw new UserError('invalidChoice', { option: 'trainer', value: String(input.trainer), allowed: TRAINERS.join(', ') });
  if (input.offload !== undefined && !OFFLOADS.includes(input.offload)) throw new UserError('invalidChoice', { option: 'offload', value: String(input.offload), allowed: OFFLOADS.join(', ') });
  if (input.loraTargets !== undefined && !LORA_TARGETS.includes(input.loraTargets)) throw new UserError('invalidChoice', { option: 'loraTargets', value: String(input.loraTargets), allowed: LORA_TARGETS.join(', ') });
  checkNumber('context', input.contextTokens, { integer: true, min: 1 });
  checkNumber('prompt', input.promptTokens, { integer: true });
  checkNumber('concurrency', input.concurrency, { integer: true, min: 1, max: LIMITS.concurrency });
  checkNumber('batch', input.batch, { integer: true, min: 1, max: LIMITS.batch });
  checkNumber('seq', input.seq, { integer: true, min: 1 });
  checkNumber('tokens', input.tokens, { max: LIMITS.tokens });
  checkNumber('epochs', input.epochs, { min: Number.MIN_VALUE, max: LIMITS.epochs });
  checkNumber('loraRank', input.loraRank, { integer: true, min: 1, max: LIMITS.loraRank });
  checkNumber('count', input.count, { integer: true, min: 1, max: LIMITS.count });
  checkNumber('mfu', input.mfu, { min: Number.MIN_VALUE, max: 1 });
  checkNumber('headroom', input.headroom, { max: 0.9 });
  checkNumber('targetTokensPerSec', input.targetTokensPerSec);
  checkNumber('deadlineHours', input.deadlineHours, { min: Number.MIN_VALUE });
  checkNumber('gpuMemoryUtilization', input.gpuMemoryUtilization, { min: 0.05, max: 1 });
  if (input.zero !== undefined && ![0, 1, 2, 3].includes(input.zero)) throw new UserError('estimate.invalid', { field: 'zero', value: String(input.zero), max: 3 });
  if (!(input.gpu.memoryGB > 0 && input.gpu.bandwidthGBs > 0)) throw new UserError('estimate.invalid', { field: 'gpu', value: input.gpu.id });

  const contextTokens = input.contextTokens ?? Math.min(DEFAULT_CONTEXT_TOKENS, maxContextOf);
  // Past the native context, up to the extension the model's owner documents (Qwen3's YaRN to 131,072): served with
  // rope_scaling turned on, said. Beyond it (LLaMA-3-70B at 128k, a "-1048k" fine-tune of it): sized as asked — the KV
  // cache is linear in the context whichever variant or scaling serves it — and said that the length needs a long-context
  // variant and is not the owner's to vouch for.
  const extended = llm?.extendedContext ?? undefined;
  if (infer && contextTokens > maxContextOf) {
    // Past the longest window any model documents (Llama 4 Scout's 10,485,760), no variant serves it: refused.
    if (contextTokens > LONGEST_DOCUMENTED_CONTEXT) throw new UserError('estimate.contextTooLong', { model: model.name, context: contextTokens, max: extended ?? maxContextOf });
    if (extended === undefined || contextTokens > extended) rec.assume('contextBeyondModel', { model: model.name, context: contextTokens, max: extended ?? maxContextOf });
    else rec.assume('ropeScaledContext', { context: contextTokens, native: maxContextOf, max: extended });
  }
  const seq = input.seq ?? Math.min(DEFAULT_SEQ_TOKENS, maxContextOf);
  // Training may use longer sequences than the model was trained on: the trainers scale RoPE for it (LLaMA-Factory sets
  // rope_scaling's factor to ceil(cutoff_len ÷ max_position_embeddings); Unsloth scales automatically), and a continued
  // pre-training that extends the context ("预训练最大长度扩展到 5k", Qwen's long-context stage) does the same; so the
  // memory is sized as asked and the scaling stated.
  if (!infer && seq > maxContextOf) rec.assume('ropeScaledTraining', { seq, native: maxContextOf, factor: Math.ceil(seq / maxContextOf) });
  if (input.promptTokens !== undefined && input.promptTokens > contextTokens) throw new UserError('estimate.invalid', { field: 'prompt', value: String(input.promptTokens), max: contextTokens });

  const method: Method = input.method ?? (input.task === 'finetune' ? 'lora' : 'full');
  // Inference without a named format serves the weights as released (DeepSeek-V3's FP8, Kimi-K2.5's INT4).
  const released = infer && llm ? releasedPrecision(llm) : undefined;
  const asked: WeightPrecision = input.precision ?? released ?? defaultPrecision(method);
  // A card without bf16 (V100, T4, P100) runs the 16-bit model as fp16: same bytes, its fp16 rate.
  const noBf16 = runsAs(input.gpu, 'bf16') === 'fp16';
  const precision: WeightPrecision = asked === 'bf16' && noBf16 ? 'fp16' : asked;
  if (runsAs(input.gpu, precision) === 'unsupported') throw new UserError('estimate.precisionUnsupported', { precision, gpu: input.gpu.name });
  // An image pipeline runs on diffusers (or ComfyUI), whatever engine a text model would get.
  const engine = llm ? (input.engine ?? defaultEngine(precision)) : 'diffusers';
  // One literal of one shape for every input (every field of EstimateInput, then the resolved ones): built for every
  // card × variant a search sizes, and read by every formula after it. A copy of the input with the defaults spread
  // over it took the input's shape (one per request kind and variant, so V8 read it megamorphically) and grew its
  // property store field by field (~3 kB a copy).
  const resolved: Resolved = {
    model: input.model,
    task: input.task,
    tokens: input.tokens,
    zero: input.zero,
    trainer: input.trainer,
    deepspeed: input.deepspeed,
    gpu: input.gpu,
    count: input.count,
    targetTokensPerSec: input.targetTokensPerSec,
    deadlineHours: input.deadlineHours,
    gpuMemoryUtilization: input.gpuMemoryUtilization,
    chunkedLoss: input.chunkedLoss,
    reinforcement: input.reinforcement,
    imageOptions: input.imageOptions,
    promptTokensPerSec: input.promptTokensPerSec,
    imagesPerDay: input.imagesPerDay,
    imageHoursPerDay: input.imageHoursPerDay,
    llm,
    method,
    precision,
    kvPrecision: input.kvPrecision === 'bf16' && noBf16 ? 'fp16' : (input.kvPrecision ?? (precision === 'fp32' ? 'fp32' : noBf16 ? 'fp16' : 'bf16')),
    engine,
    contextTokens,
    promptTokens: input.promptTokens ?? contextTokens,
    concurrency: input.concurrency ?? 1,
    batch: input.batch ?? 1,
    seq,
    epochs: input.epochs ?? 1,
    loraRank: input.loraRank ?? DEFAULT_LORA_RANK,
    loraTargets: input.loraTargets ?? 'all',
    trainEmbeddings: input.trainEmbeddings ?? false,
    gradientCheckpointing: input.gradientCheckpointing ?? input.task === 'finetune',
    checkpointingUnsaid: input.gradientCheckpointing === undefined,
    optimizer: input.optimizer,
    offload: input.offload ?? 'none',
    mfu: input.mfu ?? defaultMfu(trainingPeakTflops(input.gpu, precision), input.gpu.bandwidthGBs, llm),
    headroom: input.headroom ?? DEFAULT_HEADROOM,
    fullPromptLogits: input.fullPromptLogits ?? false,
    flashAttention: input.flashAttention ?? true,
    pureBf16: input.pureBf16 ?? false,
    preference: input.preference,
    optimizerInBackward: input.optimizerInBackward ?? false,
    image: undefined,
    given: input,
  };

  if (image && !infer) resolved.image = resolveImageTraining(input, image, method, rec);

  if (input.model.assumed && llm) rec.assume('assumedModel', { name: model.name, paramsB: Number(model.paramsB.toFixed(2)), layers: llm.layers, hidden: llm.hiddenSize, kvHeads: llm.kvHeads, vocab: llm.vocabSize });
  if (!llm && !(model.kind === 'diffusion' && model.parts?.length)) rec.assume('diffusionWeightsOnly', { name: model.name });
  // Cards without bf16 (V100, T4) run it as fp16: same bytes, and speed/time use the fp16 rate.
  if (noBf16 && (asked === 'bf16' || input.kvPrecision === 'bf16')) rec.assume('bf16AsFp16', { gpu: input.gpu.name });
  if (precision === 'fp8' && runsAs(input.gpu, 'fp8') === 'weight-only') rec.assume('fp8WeightOnly', { gpu: input.gpu.name });
  if (infer) {
    if (input.precision === undefined) rec.assume(released && released !== 'bf16' ? 'releasedPrecision' : 'defaultPrecision', { precision });
    if (input.engine === undefined) rec.assume('defaultEngine', { engine });
    if (input.contextTokens === undefined) rec.assume('defaultContext', { context: contextTokens });
    if (input.concurrency === undefined) rec.assume('defaultConcurrency', { concurrency: 1 });
    if (input.promptTokens === undefined) rec.assume('promptIsContext', { context: contextTokens });
  } else {
    if (input.method === undefined) rec.assume('defaultMethod', { method });
    if (input.precision === undefined) rec.assume('defaultPrecision', { precision });
    if (input.seq === undefined && llm) rec.assume('defaultSeq', { seq });
    if (input.batch === undefined) rec.assume('defaultBatch', { batch: 1 });
    if (method !== 'full' && input.loraRank === undefined) rec.assume('defaultLoraRank', { rank: resolved.loraRank, targets: resolved.loraTargets });
    if (method !== 'full' && llm?.moe && resolved.loraTargets === 'all') rec.assume('loraMoeExpertsFrozen', { experts: llm.moe.experts });
    if (method === 'full' && resolved.optimizer === 'adamw8bit' && llm) rec.assume('adamw8bitRecipe');
    if (resolved.offload !== 'none') rec.assume('cpuOffload', { offload: resolved.offload });
    if (resolved.preference) rec.assume(resolved.preference === 'reference' ? (method === 'full' ? 'preferenceReferenceCopy' : 'preferenceReferenceBase') : resolved.preference === 'rewardModel' ? 'preferenceRewardModel' : 'preferenceReferenceFree');
    if (resolved.reinforcement && llm) for (const a of rlAssumptions(resolved.reinforcement, method)) rec.assume(a.key, a.params);
    if (input.gradientCheckpointing === undefined) rec.assume(resolved.gradientCheckpointing ? 'checkpointingOn' : 'checkpointingOff');
    if (input.mfu === undefined && llm) rec.assume('defaultMfu', { mfu: Number(resolved.mfu.toFixed(2)) });
  }
  return resolved;
}

/**
 * How an image model is trained when the user did not say, as the tools' own recipes do (kohya
 * sd-scripts' SDXL and FLUX docs, ai-toolkit's FLUX LoRA config): at the model's native resolution,
 * text-encoder outputs and latents cached, 8-bit AdamW for LoRA and Adafactor for a full fine-tune
 * (kohya: SDXL full fine-tuning on 24 GB with Adafactor). Each default is stated.
 */
function resolveImageTraining(input: EstimateInput, model: DiffusionModel, method: Method, rec: Recorder): NonNullable<Resolved['image']> {
  const asked = input.imageOptions ?? {};
  const native = model.nativeResolution ?? DEFAULT_IMAGE_RESOLUTION;
  const width = asked.width ?? asked.height ?? native;
  const height = asked.height ?? width;
  const cachedEncoders = asked.cachedEncoders ?? true;
  const optimizer: ImageOptimizer = asked.optimizer ?? input.optimizer ?? (method === 'full' ? 'adafactor' : 'adamw8bit');
  if (asked.width === undefined && asked.height === undefined) rec.assume('imageTrainResolution', { resolution: width });
  if (asked.cachedEncoders === undefined) rec.assume('imageEncodersCached');
  if (asked.optimizer === undefined && input.optimizer === undefined) rec.assume('imageOptimizer', { optimizer });
  if (method === 'full') rec.assume('imageFullFp32');
  const steps = asked.trainSteps ?? DEFAULT_IMAGE_TRAIN_STEPS;
  if (asked.trainSteps === undefined) rec.assume('imageTrainSteps', { steps });
  return { pixels: width * height, width, height, cachedEncoders, optimizer, steps };
}
