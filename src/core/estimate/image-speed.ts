/**
 * Seconds per image of a diffusion pipeline: steps × (FLOPs per step ÷ (η × peak) + blocks × the
 * eager per-block overhead).
 * - FLOPs per pass come from the architecture where the catalog has the denoiser's shape: a diffusion
 *   transformer costs 2 × in × out per projection per token it sees + joint attention 4 × tokens² ×
 *   width per block (diffusion-shape.ts); a UNet, whose convolutions the shape does not list, costs
 *   2 FLOPs per weight per position of its 4×-downsampled level, (w·h/32²), where most of SDXL's
 *   transformer blocks sit. Classifier-free guidance runs two passes per step (diffusers batches them:
 *   the FLOPs double, the launches do not); FLUX.1 is guidance-distilled (one).
 * - Peak: the card's dense rate at the compute format — fp8 on cards with fp8 tensor cores, 16-bit
 *   for weight-only formats (NF4, GGUF, int8 / fp8 weight-only upcast per layer).
 * - Overhead: an eager PyTorch pass launches a fixed run of kernels per block (norms, RoPE,
 *   modulation, reshapes) whatever the card; on a fast card that, not the FLOPs, bounds the step
 *   (torch.compile roughly halves H100 step times but barely moves a 4090's — aredden/flux-fp8-api).
 * η and the per-block overhead are fitted together on every published image-speed row
 * (test/fixtures/image-measurements.jsonl; constants.ts). With model offload the text encoders
 * cross PCIe once per image.
 */
import type { DiffusionModel, Gpu } from '../catalog/schema.ts';
import { CFG_FREE_FAMILIES, DEFAULT_IMAGE_RESOLUTION, DEFAULT_IMAGE_STEPS, IMAGE_BLOCK_OVERHEAD_S, IMAGE_COMPUTE_EFFICIENCY, PCIE_GBS } from './constants.ts';
import { blockCount, ditForwardFlops, shapeOf } from './diffusion-shape.ts';
import { denoiserRole, type DiffusionPartBytes } from './memory-diffusion.ts';
import type { Recorder } from './recorder.ts';
import { gpuSource } from './recorder.ts';
import { computeTflops } from './speed.ts';
import type { ImageOptions, WeightPrecision } from './types.ts';

export interface ImageSpeed {
  secondsPerImage: number;
  /** Side of a square image (the width of a non-square one, whose height is `height`). */
  resolution: number;
  height?: number;
  steps: number;
  secondsPerStep: number;
}

export interface ImageSettings {
  width: number;
  height: number;
  steps: number;
  /** True when size and steps come from the catalog or the request, not the fallback defaults. */
  stated: boolean;
}

export function imageSettings(model: DiffusionModel, options: ImageOptions = {}): ImageSettings {
  const native = model.nativeResolution ?? DEFAULT_IMAGE_RESOLUTION;
  const width = options.width ?? options.height ?? native;
  const height = options.height ?? width;
  const steps = options.steps ?? model.defaultSteps ?? DEFAULT_IMAGE_STEPS;
  const stated = (options.width !== undefined || model.nativeResolution !== undefined) && (options.steps !== undefined || model.defaultSteps !== undefined);
  return { width, height, steps, stated };
}

/** Passes per sampling step: two with classifier-free guidance, one for guidance-distilled families. */
export function passesPerStep(model: DiffusionModel): number {
  return CFG_FREE_FAMILIES.some((f) => model.family.toLowerCase().startsWith(f.toLowerCase())) ? 1 : 2;
}

/** FLOPs of one denoiser pass over one image of `pixels`, and the blocks it launches. */
export function passFlops(model: DiffusionModel, denoiserParamsB: number, pixels: number, textTokens?: number): { flops: number; blocks: number } {
  const shape = shapeOf(model, textTokens);
  if (shape && denoiserRole(model) === 'transformer') {
    const { linear, attention } = ditForwardFlops(shape, pixels);
    return { flops: linear + attention, blocks: blockCount(shape) };
  }
  return { flops: 2 * denoiserParamsB * 1e9 * (pixels / 32 ** 2), blocks: shape ? blockCount(shape) : 0 };
}

/** Seconds of one denoiser step (all its passes, batched) on this card at this format. */
export function stepSeconds(model: DiffusionModel, gpu: Gpu, precision: WeightPrecision, denoiserParamsB: number, pixels: number, passes: number, textTokens?: number): { seconds: number; flops: number; blocks: number; peak: number } {
  const { flops, blocks } = passFlops(model, denoiserParamsB, pixels, textTokens);
  const peak = computeTflops(gpu, precision) * 1e12;
  const seconds = (passes * flops) / (IMAGE_COMPUTE_EFFICIENCY * peak) + blocks * IMAGE_BLOCK_OVERHEAD_S;
  return { seconds, flops: passes * flops, blocks, peak };
}

export function imageSpeed(model: DiffusionModel, gpu: Gpu, precision: WeightPrecision, parts: DiffusionPartBytes[], offloaded: boolean, options: ImageOptions = {}, rec?: Recorder): ImageSpeed {
  const { width, height, steps } = imageSettings(model, options);
  const denoiser = parts.find((p) => p.role === 'transformer' || p.role === 'unet') ?? parts[0]!;
  const passes = passesPerStep(model);
  const step = stepSeconds(model, gpu, precision, denoiser.paramsB, width * height, passes, options.textTokens);
  const movedGB = offloaded ? parts.filter((p) => p !== denoiser).reduce((s, p) => s + p.gb, 0) : 0;
  const offloadSeconds = movedGB / PCIE_GBS;
  const secondsPerImage = steps * step.seconds + offloadSeconds;
  rec?.step(
    'speed.image',
    'steps × (passes × FLOPs per pass ÷ (η × peak) + blocks × per-block overhead) + offloaded parts ÷ PCIe',
    { steps, passes, width, height, flopsPerStep: step.flops, blocks: step.blocks, eta: IMAGE_COMPUTE_EFFICIENCY, blockOverheadMs: IMAGE_BLOCK_OVERHEAD_S * 1000, peakTflops: step.peak / 1e12, offloadedGB: movedGB },
    secondsPerImage,
    's',
    gpuSource(gpu),
  );
  return { secondsPerImage, resolution: width, ...(height !== width ? { height } : {}), steps, secondsPerStep: step.seconds };
}
