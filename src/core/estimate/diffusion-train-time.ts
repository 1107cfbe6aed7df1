/**
 * Training time of an image model: steps × seconds per step, one micro-batch each, from the same
 * per-pass model as image generation (image-speed.ts: FLOPs ÷ (η × peak) + per-block launches) —
 * η and the launch overhead are fitted on generation and only checked here against the published
 * training runs (test/fixtures/image-measurements.jsonl), never refitted to them.
 * A training step runs the pass k times: the forward, the backward's activation gradients (as many
 * FLOPs again; the frozen base gets no weight gradients under LoRA, a full fine-tune adds them: one
 * more) and, with gradient checkpointing, the forward again: k = 2 (LoRA) / 3 (full), +1.
 * The peak is the training rate of the format (training-time.ts: fp8 only where the card has fp8
 * tensor cores, as a speed-up of its 16-bit rate; NF4 and other weight-only bases at 16-bit).
 * Not included, and said in the answer: encoding images and captions when they are not cached,
 * sampling previews and checkpoint saves.
 */
import type { DiffusionModel, Gpu } from '../catalog/schema.ts';
import { IMAGE_BLOCK_OVERHEAD_S, IMAGE_COMPUTE_EFFICIENCY } from './constants.ts';
import { passFlops } from './image-speed.ts';
import type { Recorder } from './recorder.ts';
import { gpuSource } from './recorder.ts';
import { trainingPeakTflops } from './training-time.ts';
import type { Method, WeightPrecision } from './types.ts';

export interface DiffusionStepArgs {
  model: DiffusionModel;
  gpu: Gpu;
  method: Method;
  precision: WeightPrecision;
  pixels: number;
  batch: number;
  gradientCheckpointing: boolean;
  textTokens?: number;
}

/** Passes of the denoiser one training step costs. */
export function trainingPasses(method: Method, checkpointing: boolean): number {
  return (method === 'full' ? 3 : 2) + (checkpointing ? 1 : 0);
}

export function diffusionStepSeconds(a: DiffusionStepArgs): { seconds: number; flops: number; passes: number; peakTflops: number } {
  const denoiserB = a.model.parts?.find((p) => p.role === 'transformer' || p.role === 'unet')?.paramsB ?? a.model.paramsB;
  const { flops, blocks } = passFlops(a.model, denoiserB, a.pixels, a.textTokens);
  const passes = trainingPasses(a.method, a.gradientCheckpointing);
  // A 4-bit or 8-bit weight-only base computes at 16-bit; fp8 trains at the card's fp8 speed-up.
  const peakTflops = trainingPeakTflops(a.gpu, a.precision === 'fp8' ? 'fp8' : 'bf16');
  const seconds = passes * ((a.batch * flops) / (IMAGE_COMPUTE_EFFICIENCY * peakTflops * 1e12) + blocks * IMAGE_BLOCK_OVERHEAD_S);
  return { seconds, flops: passes * a.batch * flops, passes, peakTflops };
}

export function diffusionTrainingTime(a: DiffusionStepArgs & { steps: number; gpus: number }, rec?: Recorder): { flops: number; hours: number; gpuHours: number; mfu: number; secondsPerStep: number } {
  const step = diffusionStepSeconds(a);
  // Data parallel: each GPU takes its share of the steps' micro-batches.
  const hours = (a.steps * step.seconds) / a.gpus / 3600;
  rec?.step(
    'training.image',
    'steps × k × (batch × FLOPs per pass ÷ (η × peak) + blocks × per-block overhead) ÷ GPUs; k = 2 LoRA / 3 full, +1 checkpointing',
    { steps: a.steps, passes: step.passes, batch: a.batch, flopsPerStep: step.flops, eta: IMAGE_COMPUTE_EFFICIENCY, peakTflops: step.peakTflops, gpus: a.gpus },
    hours,
    'h',
    gpuSource(a.gpu),
  );
  return { flops: a.steps * step.flops, hours, gpuHours: hours * a.gpus, mfu: IMAGE_COMPUTE_EFFICIENCY, secondsPerStep: step.seconds };
}
