/**
 * Training compute and wall-clock time.
 * FLOPs per token = k · N_active + attention, where k = 6 for full training (forward 2 + backward 4),
 * 4 for LoRA/QLoRA (the frozen weights get no weight gradient), + 2 with activation checkpointing
 * (the forward runs twice). MoE models compute with their ACTIVE params only: a token passes through
 * the shared part and its routed experts, never the other experts (DeepSeek-V3 report §3.5: 37B of
 * 671B activated; the 2.788 M H800-hours it states only fit active-param FLOPs).
 * The attention score/value products have no weights, so 6·N·D misses them: per token and layer the
 * forward does s/2 (causal: flash attention skips the masked half) × heads × (d_qk + d_v) × 2 FLOPs,
 * the backward twice that (PaLM paper App. B counts the same term without the causal half).
 * Time = FLOPs ÷ (GPUs × dense bf16 peak × speed-up of the training precision × MFU).
 */
import type { Gpu, LlmModel as Model } from '../catalog/schema.ts';
import { CPU_ADAM_BYTES_PER_PARAM, FP8_TRAINING_SPEEDUP, HOST_MEMORY_GBS, OFFLOAD_SEQS_PER_STEP, PCIE_GBS } from './constants.ts';
import type { Recorder } from './recorder.ts';
import { gpuSource } from './recorder.ts';
import { baseWeightBytes } from './memory-train.ts';
import { attentionWidth } from './shape.ts';
import type { Method, Offload, Preference, WeightPrecision } from './types.ts';

export interface TrainingTimeArgs {
  model: Model;
  gpu: Gpu;
  method: Method;
  precision: WeightPrecision;
  tokens: number;
  epochs: number;
  gpus: number;
  mfu: number;
  gradientCheckpointing: boolean;
  /** Training sequence length (the attention term grows with it). */
  seq: number;
  /** Trainable params (full: all; LoRA: the adapters) and where their optimizer runs. */
  trainableParams?: number;
  offload?: Offload;
  /** Sequences per GPU per forward/backward (the micro-batch): how often offloaded weights cross PCIe. Default 1. */
  batch?: number;
  /**
   * Preference training (types.ts EstimateInput.preference): `tokens` count pairs × tokens each, and both the chosen
   * and the rejected sequence are trained (twice the tokens); with a reference model, its forward on every one (2 · N_active FLOPs).
   */
  preference?: Preference;
}

export interface TrainingTime {
  flops: number;
  hours: number;
  gpuHours: number;
  mfu: number;
  /** FLOPs per trained token, split into the weight matmuls and the attention products. */
  flopsPerToken: { weights: number; attention: number };
}

/**
 * Effective dense TFLOP/s for training at a precision. fp8 training (Transformer Engine, DeepSeek's
 * fine-grained fp8) runs only the GEMMs in fp8: end to end it is FP8_TRAINING_SPEEDUP × the bf16
 * rate, not the fp8 datasheet peak, and only on cards with fp8 tensor cores. Cards without bf16
 * (V100, T4) train at their fp16 rate; fp32 at tf32 where the card has it.
 */
export function trainingPeakTflops(gpu: Gpu, precision: WeightPrecision): number {
  const t = gpu.tflops;
  const half = t.bf16 ?? t.fp16 ?? t.tf32 ?? t.fp32 ?? 1;
  if (precision === 'fp32') return t.tf32 ?? t.fp32 ?? half;
  if (precision === 'fp8' && t.fp8 != null) return Math.min(t.fp8, half * FP8_TRAINING_SPEEDUP);
  return half;
}

/** FLOPs per trained token: weight matmuls on the active params + causal attention products. */
export function trainingFlopsPerToken(model: Model, method: Method, checkpointing: boolean, seq: number): { weights: number; attention: number } {
  const passes = (method === 'full' ? 6 : 4) + (checkpointing ? 2 : 0);
  const attentionPasses = 3 + (checkpointing ? 1 : 0); // forward + backward (2×) + recomputed forward
  const forwardAttention = seq * attentionWidth(model) * model.layers; // s/2 × (d_qk + d_v)·heads × 2 FLOPs
  return { weights: passes * model.activeParamsB * 1e9, attention: attentionPasses * forwardAttention };
}

export function trainingTime(a: TrainingTimeArgs, rec?: Recorder): TrainingTime {
  const trained = trainingFlopsPerToken(a.model, a.method, a.gradientCheckpointing, a.seq);
  const perToken = a.preference === 'reference' ? { weights: trained.weights + 2 * a.model.activeParamsB * 1e9, attention: trained.attention * (4 / 3) } : trained;
  const tokens = a.tokens * a.epochs * (a.preference ? 2 : 1);
  const flops = (perToken.weights + perToken.attention) * tokens;
  rec?.step(
    'training.flops',
    '(k × active params + attention(seq)) × tokens × epochs; k = 6 full, 4 LoRA, +2 checkpointing, +2 a reference model\'s forward; a preference pair is two sequences',
    { activeParamsB: a.model.activeParamsB, weightFlopsPerToken: perToken.weights, attentionFlopsPerToken: perToken.attention, seq: a.seq, tokens: a.tokens, epochs: a.epochs },
    flops,
    'FLOP',
  );
  const peak = trainingPeakTflops(a.gpu, a.precision);
  const computeHours = flops / (a.gpus * peak * 1e12 * a.mfu) / 3600;
  rec?.step('training.hours', 'FLOPs ÷ (GPUs × peak at the training precision × MFU) ÷ 3600', { flops, gpus: a.gpus, peakTflops: peak, mfu: a.mfu }, computeHours, 'h', gpuSource(a.gpu));
  let hours = computeHours;
  if (a.offload === 'params') {
    // The weights live in CPU RAM: every pass over a micro-batch (forward, the recomputation, backward) copies
    // this GPU's shard up over PCIe again. FSDP and ZeRO-3 prefetch the next layer while one computes, so
    // the step takes the longer of the two, not their sum.
    const passes = a.gradientCheckpointing ? 3 : 2;
    const microBatches = tokens / (a.seq * (a.batch ?? 1) * a.gpus);
    const weightsGB = baseWeightBytes(a) / 1e9;
    const streamed = Math.max(computeHours, (microBatches * passes * (weightsGB / a.gpus)) / PCIE_GBS / 3600);
    hours = rec ? rec.step('training.weightStreaming', 'max(compute, micro-batches × passes × weights ÷ GPUs ÷ PCIe)', { computeHours, microBatches, passes, weightsGB, pcieGBs: PCIE_GBS }, streamed, 'h') : streamed;
  }
  if (a.offload && a.offload !== 'none' && a.trainableParams) {
    // Every optimizer step waits for PCIe and the host's Adam over this GPU's partition.
    const perGpu = a.trainableParams / a.gpus;
    const stepSeconds = (perGpu * 4) / (PCIE_GBS * 1e9) + (perGpu * CPU_ADAM_BYTES_PER_PARAM) / (HOST_MEMORY_GBS * 1e9);
    const steps = tokens / (a.seq * OFFLOAD_SEQS_PER_STEP);
    const extra = (steps * stepSeconds) / 3600;
    hours += rec ? rec.step('training.offload', 'steps × (4 B × params ÷ PCIe + 28 B × params ÷ host memory bandwidth) per GPU', { steps, paramsPerGpu: perGpu, pcieGBs: PCIE_GBS, hostGBs: HOST_MEMORY_GBS }, extra, 'h') : extra;
  }
  return { flops, hours, gpuHours: hours * a.gpus, mfu: a.mfu, flopsPerToken: perToken };
}
