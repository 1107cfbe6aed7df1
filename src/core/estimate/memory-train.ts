/**
 * Training memory per GPU (ZeRO paper; "Transformer Math 101"; Korthikanti et al. 2022).
 *
 * What sits in memory:
 * - states, alive the whole run: frozen or trained weights, gradients, optimizer states.
 *   Full fine-tuning with mixed-precision AdamW: 2 (bf16 weights) + 2 (grads) + 4 (fp32 master) + 8
 *   (Adam m, v) = 16 B/param. 8-bit Adam (bitsandbytes) is the single-GPU recipe: bf16 weights and
 *   grads, m and v in 8 bits, no fp32 master = 6 B/param (torchtune llama3_1/8B_full_single_device:
 *   dtype bf16 + PagedAdamW8bit); the weights stay bf16 — an optimizer never changes their format.
 *   ZeRO-1/2/3 divide optimizer / + grads / + weights by the data-parallel GPUs. ZeRO-Offload moves the
 *   optimizer states and master copy to CPU RAM ('params' also the weights, ZeRO-3 Infinity style). LoRA/QLoRA: a frozen base at its format plus adapters trained
 *   at 16 B/param (fp32 weights, grads, Adam m, v). Trained embeddings / lm_head ("modules to save")
 *   are a second, trainable copy in the model's 16-bit dtype next to the frozen original.
 * - one of two transient peaks on top, whichever is larger: the forward/backward activations, or the
 *   optimizer step's temporaries (the step runs after backward has freed the activations).
 *   Activations with checkpointing: every layer's input (2·h B per token), plus the larger of the
 *   loss phase (logits + their grad) and one layer recomputed for its backward. Without
 *   checkpointing: every layer's activations (20·h + 8·I per token) plus the loss phase.
 * - QLoRA: the dequantised 16-bit copy of the largest matrix being multiplied.
 * - Unsloth (trainer.ts) keeps every layer's checkpoint in CPU RAM and never materialises the logits
 *   (chunked cross-entropy fused with the lm_head), so per token only one layer's recomputation is on
 *   the GPU. Its published context tables (QLoRA r=32, batch 1; shared/data/measurements.NOTES.md)
 *   grow by 212 kB per token on Llama 3.1 8B (2,972 tokens in 8 GB → 78,475 in 24 GB) and 414 kB on
 *   Llama 3.3 70B (12,106 in 48 GB → 89,389 in 80 GB): one layer's 20·h + 8·I is 196 kB and 393 kB.
 *   torchtune's CEWithChunkedOutputLoss is the same chunked loss without the CPU checkpoints
 *   (`chunkedLoss`): every layer's checkpoint stays on the GPU, the logits do not.
 * - Pure bf16 (torchtune dtype bf16, Answer.AI fsdp_qlora): no fp32 master, and adapters, grads and
 *   Adam m, v in bf16: 2 + 2 + 4 = 8 B per trainable param (4 + 2 with 8-bit Adam's states).
 * - Optimizer in backward (torchtune optimizer_in_bwd): a gradient lives only until its own step, so
 *   the gradient memory is the largest single tensor (the embedding or lm_head), not every parameter's.
 */
import type { LlmModel as Model } from '../catalog/schema.ts';
import {
  ACT_BYTES_PER_HIDDEN,
  ACT_BYTES_PER_INTERMEDIATE,
  ACT_BYTES_PER_INTERMEDIATE_PLAIN,
  ADAPTER_BYTES_PER_PARAM,
  CHECKPOINT_BYTES_PER_HIDDEN,
  EMBEDDING_COPY_BYTES_PER_PARAM,
  OPTIMIZER_STEP_TEMP_BYTES,
  TRAIN_LOGITS_BYTES,
  TRAIN_OVERHEAD_GB,
  TRAIN_OVERHEAD_PLAIN_GB,
} from './constants.ts';
import { trainingDeviceGB } from './device.ts';
import { weightBytes } from './precision.ts';
import type { Recorder } from './recorder.ts';
import { activeIntermediate, blockParams, embeddingParams, loraParams } from './shape.ts';
import type { LoraTargets, MemoryBreakdown, Method, Offload, Optimizer, Trainer, WeightPrecision } from './types.ts';

export interface TrainMemoryArgs {
  model: Model;
  method: Method;
  precision: WeightPrecision;
  batch: number;
  /** A frozen bf16 reference model beside the trained one (DPO, full fine-tuning). */
  referenceCopy?: boolean;
  seq: number;
  /** GPUs one sequence is split over (DeepSpeed-Ulysses / ring attention): each holds seq ÷ this many tokens' activations. */
  sequenceParallel?: number;
  gpus: number;
  zero: 0 | 1 | 2 | 3;
  optimizer: Optimizer;
  trainer: Trainer;
  /** DeepSpeed runs the job: its gradient buckets are on every GPU (TRAIN_OVERHEAD_GB), else the plain runtime's share. */
  deepspeed?: boolean;
  offload?: Offload;
  gradientCheckpointing: boolean;
  flashAttention: boolean;
  loraRank: number;
  loraTargets: LoraTargets;
  trainEmbeddings: boolean;
  /** Loss fused with the lm_head in chunks: no whole-sequence logits (Unsloth, torchtune). Default: Unsloth only. */
  chunkedLoss?: boolean;
  /** A reward model's head: one score per sequence, so no vocabulary logits at all. */
  scalarHead?: boolean;
  /** Everything in bf16: no fp32 master copy, bf16 adapters and Adam states. */
  pureBf16?: boolean;
  /** Optimizer step fused into backward: each gradient is applied and freed as it is produced. */
  optimizerInBackward?: boolean;
}

const GB = 1e9;

/** Trainable params: all of them (full) or the adapters (+ embeddings when they are trained too). */
export function trainableParams(a: Pick<TrainMemoryArgs, 'model' | 'method' | 'loraRank' | 'loraTargets' | 'trainEmbeddings'>): number {
  if (a.method === 'full') return a.model.paramsB * 1e9;
  return loraParams(a.model, a.loraRank, a.loraTargets) + (a.trainEmbeddings ? embeddingParams(a.model) : 0);
}

/** Activation bytes per token of one layer kept for its backward pass. */
function layerActivationBytes(model: Model, seq: number, flash: boolean): number {
  const scores = flash ? 0 : 5 * model.heads * seq;
  const perIntermediate = model.mlp === 'plain' ? ACT_BYTES_PER_INTERMEDIATE_PLAIN : ACT_BYTES_PER_INTERMEDIATE;
  return ACT_BYTES_PER_HIDDEN * model.hiddenSize + perIntermediate * activeIntermediate(model) + scores;
}

/**
 * Frozen / trained base weights of one model copy, bytes. A quantised base keeps embeddings, lm_head
 * and norms in 16-bit (PEFT's prepare_model_for_kbit_training would upcast them to fp32, but litgpt,
 * Unsloth and the HF+FA2 max-fit records fit only without that, so it is not assumed).
 */
export function baseWeightBytes(a: Pick<TrainMemoryArgs, 'model' | 'method' | 'precision'>): number {
  const { model } = a;
  // Full fine-tuning trains 16-bit (or fp32) weights whatever precision was asked: an int8/fp8 name
  // here means the optimizer or the checkpoint, never quantised weights being trained.
  if (a.method === 'full') return model.paramsB * 1e9 * (a.precision === 'fp32' ? 4 : 2);
  return weightBytes(model, a.precision);
}

/** The largest linear layer's weight, dequantised to 16-bit for its matmul (quantised bases only). */
function dequantWorkspaceBytes(a: TrainMemoryArgs): number {
  if (a.method !== 'qlora') return 0;
  const { model } = a;
  const perLayer = blockParams(model) / model.layers;
  // The MLP's up/gate projection is the largest matrix of a block; bounded by a block's params.
  return 2 * Math.min(perLayer, model.hiddenSize * activeIntermediate(model));
}

export function trainMemory(a: TrainMemoryArgs, rec?: Recorder): MemoryBreakdown {
  const { model } = a;
  const n = a.gpus;
  const fp32 = a.precision === 'fp32';
  const full = a.method === 'full';
  const adapters = full ? 0 : loraParams(model, a.loraRank, a.loraTargets);
  const embeddingCopy = !full && a.trainEmbeddings ? embeddingParams(model) : 0;
  const trainable = full ? model.paramsB * 1e9 : adapters + embeddingCopy;

  const eightBit = a.optimizer === 'adamw8bit';
  const pure = a.pureBf16 === true && !fp32;
  const inBackward = a.optimizerInBackward === true;
  const offloadParams = a.offload === 'params';
  const offloadOptimizer = a.offload === 'optimizer' || offloadParams;

  // Weights: the base at its format (bf16 for full fine-tuning), + the trainable embedding copy in 16-bit;
  // ZeRO-3 shards them; offloaded params stream in one layer at a time.
  const base = (baseWeightBytes(a) + embeddingCopy * 2) / GB;
  // ZeRO-3 / FSDP gather each layer whole before using it and prefetch the next: two layers' other
  // shards are in flight beside this GPU's own (FSDP backward_prefetch, DeepSpeed's prefetch bucket).
  const inFlight = a.zero >= 3 && n > 1 ? ((2 * base) / model.layers) * (1 - 1 / n) : 0;
  // A DPO reference model in full fine-tuning: a frozen bf16 copy, sharded like the model under ZeRO-3 (TRL prepares it
  // with the same DeepSpeed engine); with LoRA the base without its adapters is the reference.
  const reference = a.referenceCopy ? weightBytes(model, 'bf16') / GB : 0;
  const weightsGB = (offloadParams ? (2 * base) / model.layers : a.zero >= 3 ? base / n + inFlight : base) + (a.zero >= 3 ? reference / n : reference);
  rec?.step('memory.weights', offloadParams ? 'two layers of weights in flight (the rest in CPU RAM)' : a.zero >= 3 ? 'base weights ÷ GPUs + two gathered layers (ZeRO-3)' : 'base weights', { paramsB: model.paramsB, precision: a.precision, gpus: n, trainedEmbeddingCopy: embeddingCopy, referenceGB: reference }, weightsGB, 'GB');

  // Gradients: 2 B (bf16) for full mixed precision, pure-bf16 adapters and 16-bit embedding copies, 4 B for
  // fp32 and fp32 adapters. Stepped inside backward, only the largest tensor's gradient is alive at once.
  const gradBytes = full && !fp32 ? 2 : 4;
  const adapterBytes = pure ? 2 : 4;
  const allGrads = (adapters * adapterBytes + (full ? trainable * gradBytes : 0) + embeddingCopy * 2) / GB;
  const largestTensor = full ? Math.max(model.vocabSize * model.hiddenSize, model.hiddenSize * activeIntermediate(model)) : 0;
  const gradTotal = inBackward ? Math.min(allGrads, (largestTensor * gradBytes) / GB) : allGrads;
  const gradientsGB = a.zero >= 2 ? gradTotal / n : gradTotal;
  rec?.step('memory.gradients', (inBackward ? 'largest trainable tensor × grad bytes (optimizer in backward)' : 'trainable params × grad bytes') + (a.zero >= 2 ? ' ÷ GPUs (ZeRO-2+)' : ''), { trainable, gradBytes: full ? gradBytes : adapterBytes }, gradientsGB, 'GB');

  // Optimizer: Adam m, v (8 B fp32, 2 B for 8-bit Adam) + fp32 master copy where weights are 16-bit
  // (none in the 8-bit recipe). The 16-bit embedding copy keeps its states in its own dtype.
  const moments = eightBit ? 2 : pure ? 4 : 8;
  const master = full && !fp32 && !eightBit && !pure ? 4 : 0;
  // The adapter itself, beside its grad and m, v: fp32 (16 B per param in all), bf16 when pure.
  const adapterWeight = pure ? 2 : ADAPTER_BYTES_PER_PARAM - 4 - 8;
  const embeddingMoments = eightBit ? 2 : EMBEDDING_COPY_BYTES_PER_PARAM - 4; // 16-bit m, v of the copy
  const optTotal = ((full ? trainable * (moments + master) : adapters * (adapterWeight + moments)) + embeddingCopy * embeddingMoments) / GB;
  const optimizerStatesGB = offloadOptimizer ? 0 : a.zero >= 1 ? optTotal / n : optTotal;
  rec?.step(
    'memory.optimizer',
    offloadOptimizer ? 'in CPU RAM (ZeRO-Offload)' : 'trainable × (Adam moments + fp32 master)' + (a.zero >= 1 ? ' ÷ GPUs (ZeRO-1+)' : ''),
    { trainable, moments, master, cpuGB: offloadOptimizer ? optTotal : 0 },
    optimizerStatesGB,
    'GB',
  );

  // Forward/backward peak: checkpoints of every layer + the larger of the loss phase and one layer's recomputation.
  // Sequence parallelism gives each GPU a slice of every sequence: its activations, logits included, are the slice's
  // (eager attention's scores stay a whole sequence long per token: each GPU holds its heads' share of them).
  const seq = Math.ceil(a.seq / (a.sequenceParallel ?? 1));
  const tokens = a.batch * seq;
  const perLayer = layerActivationBytes(model, a.seq, a.flashAttention);
  const logits = TRAIN_LOGITS_BYTES * model.vocabSize;
  const unsloth = a.trainer === 'unsloth';
  const loss = (a.chunkedLoss ?? unsloth) || a.scalarHead ? 0 : logits;
  const checkpoints = unsloth ? 0 : CHECKPOINT_BYTES_PER_HIDDEN * model.hiddenSize * model.layers;
  const perToken = a.gradientCheckpointing ? checkpoints + Math.max(perLayer, loss) : perLayer * model.layers + loss;
  const dequant = dequantWorkspaceBytes(a);
  const activationsGB = (tokens * perToken + dequant) / GB;
  rec?.step(
    'memory.activations',
    unsloth && a.gradientCheckpointing
      ? 'batch × seq × one layer (checkpoints in CPU RAM, chunked loss) + dequant buffer'
      : a.gradientCheckpointing && loss === 0
      ? 'batch × seq × (2·h·layers + one layer (chunked loss)) + dequant buffer'
      : a.gradientCheckpointing
      ? 'batch × seq × (2·h·layers + max(one layer, logits)) + dequant buffer'
      : 'batch × seq × (layers × (20·h + 8·I) + logits)',
    { batch: a.batch, seq, bytesPerToken: perToken, dequantBytes: dequant },
    activationsGB,
    'GB',
  );
  // Optimizer-step peak: one state-sized temporary per trainable param (foreach sqrt, fp32 grad partition).
  // bitsandbytes' 8-bit Adam and the CPU optimizer update tensor by tensor: no all-params temporary.
  // Stepped inside backward, one tensor at a time: no all-params temporary either. Pure bf16: a bf16 copy.
  // The step runs after backward has freed the activations, so only what it needs beyond them adds to
  // the peak; that share is the optimizer's (a full fine-tune's ~4 B/param is not activation memory,
  // and does not shrink with checkpointing).
  const stepBytes = pure ? OPTIMIZER_STEP_TEMP_BYTES / 2 : OPTIMIZER_STEP_TEMP_BYTES;
  const stepGB = eightBit || offloadOptimizer || inBackward ? 0 : ((trainable * stepBytes) / GB) / (a.zero >= 1 ? n : 1);
  const stepExtraGB = Math.max(0, stepGB - activationsGB);
  rec?.step('memory.optimizerStep', 'max(0, optimizer-step temporaries − activations freed before the step)', { stepGB, activationsGB }, stepExtraGB, 'GB');
  const optimizerGB = optimizerStatesGB + stepExtraGB;

  const t = trainingPerGpu({ weightsGB, gradientsGB, optimizerGB, activationsGB }, rec, a.deepspeed === false ? TRAIN_OVERHEAD_PLAIN_GB : TRAIN_OVERHEAD_GB);
  // What the offload keeps in the computer's RAM instead: the weights (params), the optimizer states and master copy.
  const hostGB = (offloadParams ? base + reference : 0) + (offloadOptimizer ? optTotal : 0);
  // Same field order as before the sum was shared (the JSON answer is unchanged), assigned rather than
  // rest-spread: the sizer evaluates this for every count and ZeRO stage it tries.
  const out: MemoryBreakdown = {
    perGpuGB: t.perGpuGB, totalGB: t.perGpuGB * n, deviceGB: t.deviceGB, weightsGB: t.weightsGB, kvCacheGB: t.kvCacheGB,
    activationsGB: t.activationsGB, gradientsGB: t.gradientsGB, optimizerGB: t.optimizerGB, overheadGB: t.overheadGB,
  };
  if (hostGB > 0) out.hostGB = hostGB;
  return out;
}

/** Parts of one GPU's training memory before the runtime's own share. */
export interface TrainingParts {
  weightsGB: number;
  gradientsGB: number;
  optimizerGB: number;
  activationsGB: number;
  /** Reinforcement learning: what the colocated rollout engine holds beyond the memory training frees for it (memory-rl.ts). */
  kvCacheGB?: number;
}

/**
 * The sum every training estimate ends with (language and image models alike): the parts, the training
 * runtime's overhead, and what the device shows on top (device.ts). `totalGB` is the caller's.
 */
export function trainingPerGpu(parts: TrainingParts, rec?: Recorder, overheadGB = TRAIN_OVERHEAD_GB): Omit<MemoryBreakdown, 'totalGB'> {
  const { weightsGB, gradientsGB, optimizerGB, activationsGB, kvCacheGB = 0 } = parts;
  const perGpuGB = weightsGB + gradientsGB + optimizerGB + activationsGB + kvCacheGB + overheadGB;
  if (kvCacheGB > 0) rec?.step('memory.perGpu', 'weights + gradients + optimizer + activations + rollout engine + overhead', { weightsGB, gradientsGB, optimizerGB, activationsGB, rolloutGB: kvCacheGB, overheadGB }, perGpuGB, 'GB');
  else rec?.step('memory.perGpu', 'weights + gradients + optimizer + activations + overhead', { weightsGB, gradientsGB, optimizerGB, activationsGB, overheadGB }, perGpuGB, 'GB');
  const deviceGB = trainingDeviceGB({ perGpuGB, weightsGB, gradientsGB, optimizerGB });
  return { perGpuGB, deviceGB, weightsGB, kvCacheGB, activationsGB, gradientsGB, optimizerGB, overheadGB };
}
