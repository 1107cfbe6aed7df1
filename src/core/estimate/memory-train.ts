/**
 * Training memory per GPU (ZeRO paper; "Transformer Math 101"; Korthikanti et al. 2022).
 * Full fine-tuning with mixed-precision AdamW: 2 (bf16 weights) + 2 (grads) + 4 (fp32 master) + 8
 * (Adam m, v) = 16 B/param; 8-bit Adam stores m, v in 2 B. ZeRO-1/2/3 divide optimizer / + grads /
 * + weights by the data-parallel GPUs. LoRA/QLoRA: a frozen base at its format plus adapters trained
 * at 16 B/param. Activations: per layer per token 15·h + 5·I bytes (Korthikanti's 34·s·b·h written for
 * any MLP width), + 5·a·s without flash attention; with checkpointing only 2·h per layer plus one layer.
 */
import type { LlmModel as Model } from '../catalog/schema.ts';
import { ALLOCATOR_SLACK, CHECKPOINT_BYTES_PER_HIDDEN, CUDA_CONTEXT_GB, TRAIN_LOGITS_BYTES, TRAIN_OVERHEAD_GB, ACT_BYTES_PER_HIDDEN, ACT_BYTES_PER_INTERMEDIATE, ADAPTER_BYTES_PER_PARAM } from './constants.ts';
import { weightBytes } from './precision.ts';
import type { Recorder } from './recorder.ts';
import { activeIntermediate, embeddingParams, loraParams } from './shape.ts';
import type { LoraTargets, MemoryBreakdown, Method, Optimizer, WeightPrecision } from './types.ts';

export interface TrainMemoryArgs {
  model: Model;
  method: Method;
  precision: WeightPrecision;
  batch: number;
  seq: number;
  gpus: number;
  zero: 0 | 1 | 2 | 3;
  optimizer: Optimizer;
  gradientCheckpointing: boolean;
  flashAttention: boolean;
  loraRank: number;
  loraTargets: LoraTargets;
  trainEmbeddings: boolean;
}

const GB = 1e9;

/** Trainable params: all of them (full) or the adapters (+ embeddings when they are trained too). */
export function trainableParams(a: Pick<TrainMemoryArgs, 'model' | 'method' | 'loraRank' | 'loraTargets' | 'trainEmbeddings'>): number {
  if (a.method === 'full') return a.model.paramsB * 1e9;
  return loraParams(a.model, a.loraRank, a.loraTargets) + (a.trainEmbeddings ? embeddingParams(a.model) : 0);
}

/** Activation bytes per token per layer kept for the backward pass. */
function layerActivationBytes(model: Model, seq: number, flash: boolean): number {
  const scores = flash ? 0 : 5 * model.heads * seq;
  return ACT_BYTES_PER_HIDDEN * model.hiddenSize + ACT_BYTES_PER_INTERMEDIATE * activeIntermediate(model) + scores;
}

export function trainMemory(a: TrainMemoryArgs, rec?: Recorder): MemoryBreakdown {
  const { model } = a;
  const n = a.gpus;
  const fp32 = a.precision === 'fp32';
  const trainable = trainableParams(a);

  // Weights: the base at its format (bf16 for full fine-tuning); ZeRO-3 shards them.
  const base = a.method === 'full' ? (model.paramsB * 1e9 * (fp32 ? 4 : 2)) / GB : weightBytes(model, a.precision) / GB;
  const weightsGB = a.zero >= 3 ? base / n : base;
  rec?.step('memory.weights', a.zero >= 3 ? 'base weights ÷ GPUs (ZeRO-3)' : 'base weights', { paramsB: model.paramsB, precision: a.precision, gpus: n }, weightsGB, 'GB');

  // Gradients of trainable params: 2 B (bf16) for full mixed precision, 4 B for fp32 or fp32 adapters.
  const gradBytes = a.method === 'full' && !fp32 ? 2 : 4;
  const gradTotal = (trainable * gradBytes) / GB;
  const gradientsGB = a.zero >= 2 ? gradTotal / n : gradTotal;
  rec?.step('memory.gradients', 'trainable params × grad bytes' + (a.zero >= 2 ? ' ÷ GPUs (ZeRO-2+)' : ''), { trainable, gradBytes }, gradientsGB, 'GB');

  // Optimizer: Adam m, v (8 B, or 2 B for 8-bit Adam) + fp32 master copy where weights are 16-bit.
  const moments = a.optimizer === 'adamw8bit' ? 2 : 8;
  const master = a.method === 'full' && !fp32 ? 4 : a.method === 'full' ? 0 : ADAPTER_BYTES_PER_PARAM - 8 - 4;
  const optTotal = (trainable * (moments + Math.max(0, master))) / GB;
  const optimizerGB = a.zero >= 1 ? optTotal / n : optTotal;
  rec?.step('memory.optimizer', 'trainable × (Adam moments + fp32 master)' + (a.zero >= 1 ? ' ÷ GPUs (ZeRO-1+)' : ''), { trainable, moments, master }, optimizerGB, 'GB');

  const tokens = a.batch * a.seq;
  const perLayer = layerActivationBytes(model, a.seq, a.flashAttention);
  const layers = a.gradientCheckpointing ? (CHECKPOINT_BYTES_PER_HIDDEN * model.hiddenSize * model.layers + perLayer) : perLayer * model.layers;
  const logits = TRAIN_LOGITS_BYTES * model.vocabSize;
  const activationsGB = (tokens * (layers + logits)) / GB;
  rec?.step('memory.activations', a.gradientCheckpointing ? 'batch × seq × (2·h·layers + one layer + logits)' : 'batch × seq × (layers × (15·h + 5·I) + logits)', { batch: a.batch, seq: a.seq, bytesPerToken: layers + logits }, activationsGB, 'GB');

  const overheadGB = TRAIN_OVERHEAD_GB;
  const perGpuGB = weightsGB + gradientsGB + optimizerGB + activationsGB + overheadGB;
  rec?.step('memory.perGpu', 'weights + gradients + optimizer + activations + overhead', { weightsGB, gradientsGB, optimizerGB, activationsGB, overheadGB }, perGpuGB, 'GB');
  const deviceGB = perGpuGB * (1 + ALLOCATOR_SLACK) + CUDA_CONTEXT_GB;
  return { perGpuGB, totalGB: perGpuGB * n, deviceGB, weightsGB, kvCacheGB: 0, activationsGB, gradientsGB, optimizerGB, overheadGB };
}
