/**
 * Training compute and wall-clock time. FLOPs ≈ 6 · N_active · D (forward 2 + backward 4); LoRA/QLoRA
 * skip the frozen weights' gradients (≈ 4 · N · D); activation checkpointing re-runs the forward
 * (+2 · N · D). Time = FLOPs ÷ (GPUs × dense peak × MFU); the MFU is an assumption the answer states.
 */
import type { Gpu, LlmModel as Model } from '../catalog/schema.ts';
import type { Recorder } from './recorder.ts';
import { gpuSource } from './recorder.ts';
import type { Method, WeightPrecision } from './types.ts';

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
}

/** Peak used for training: fp8 training uses the fp8 rate, everything else the bf16/fp16 rate. */
export function trainingPeakTflops(gpu: Gpu, precision: WeightPrecision): number {
  const t = gpu.tflops;
  const peak = precision === 'fp8' ? (t.fp8 ?? t.bf16) : precision === 'fp32' ? (t.tf32 ?? t.fp32) : (t.bf16 ?? t.fp16);
  return peak ?? t.fp32 ?? 1;
}

export function trainingTime(a: TrainingTimeArgs, rec?: Recorder): { flops: number; hours: number; gpuHours: number; mfu: number } {
  const perToken = (a.method === 'full' ? 6 : 4) + (a.gradientCheckpointing ? 2 : 0);
  const tokens = a.tokens * a.epochs;
  const flops = rec
    ? rec.step('training.flops', `${perToken} × active params × tokens × epochs`, { factor: perToken, activeParamsB: a.model.activeParamsB, tokens: a.tokens, epochs: a.epochs }, perToken * a.model.activeParamsB * 1e9 * tokens, 'FLOP')
    : perToken * a.model.activeParamsB * 1e9 * tokens;
  const peak = trainingPeakTflops(a.gpu, a.precision);
  const hours = flops / (a.gpus * peak * 1e12 * a.mfu) / 3600;
  rec?.step('training.hours', 'FLOPs ÷ (GPUs × peak × MFU) ÷ 3600', { flops, gpus: a.gpus, peakTflops: peak, mfu: a.mfu }, hours, 'h', gpuSource(a.gpu));
  return { flops, hours, gpuHours: hours * a.gpus, mfu: a.mfu };
}
