/**
 * Seconds per image of a diffusion pipeline: steps × passes × FLOPs per denoiser pass ÷ (η × peak).
 * A pass costs 2 FLOPs per denoiser weight per position it sees: a diffusion transformer sees the
 * latent in 2×2 patches of the VAE's 8× downsampled image, (res/16)² positions; SDXL's UNet keeps most
 * of its transformer blocks at the 4×-downsampled level, (res/32)². Classifier-free guidance runs two
 * passes per step; FLUX.1 is guidance-distilled (one). Weight-only formats compute at 16-bit; fp8 at
 * the fp8 rate on cards with fp8 tensor cores. With model offload the text encoders cross PCIe once
 * per image. η is fitted on two published benchmarks (constants.ts).
 */
import type { DiffusionModel, Gpu } from '../catalog/schema.ts';
import { CFG_FREE_FAMILIES, DEFAULT_IMAGE_RESOLUTION, DEFAULT_IMAGE_STEPS, IMAGE_COMPUTE_EFFICIENCY, PCIE_GBS } from './constants.ts';
import { denoiserRole, type DiffusionPartBytes } from './memory-diffusion.ts';
import type { Recorder } from './recorder.ts';
import { gpuSource } from './recorder.ts';
import { computeTflops } from './speed.ts';
import type { WeightPrecision } from './types.ts';

export interface ImageSpeed {
  secondsPerImage: number;
  resolution: number;
  steps: number;
}

export function imageSettings(model: DiffusionModel): { resolution: number; steps: number; stated: boolean } {
  const stated = model.nativeResolution !== undefined && model.defaultSteps !== undefined;
  return { resolution: model.nativeResolution ?? DEFAULT_IMAGE_RESOLUTION, steps: model.defaultSteps ?? DEFAULT_IMAGE_STEPS, stated };
}

export function imageSpeed(model: DiffusionModel, gpu: Gpu, precision: WeightPrecision, parts: DiffusionPartBytes[], offloaded: boolean, rec?: Recorder): ImageSpeed {
  const { resolution, steps } = imageSettings(model);
  const role = denoiserRole(model);
  const denoiser = parts.find((p) => p.role === 'transformer' || p.role === 'unet') ?? parts[0]!;
  const positions = (resolution / (role === 'unet' ? 32 : 16)) ** 2;
  const passes = CFG_FREE_FAMILIES.some((f) => model.family.toLowerCase().startsWith(f.toLowerCase())) ? 1 : 2;
  const flopsPerPass = 2 * denoiser.paramsB * 1e9 * positions;
  const peak = computeTflops(gpu, precision) * 1e12;
  const computeSeconds = (steps * passes * flopsPerPass) / (IMAGE_COMPUTE_EFFICIENCY * peak);
  const movedGB = offloaded ? parts.filter((p) => p !== denoiser).reduce((s, p) => s + p.gb, 0) : 0;
  const offloadSeconds = movedGB / PCIE_GBS;
  const secondsPerImage = computeSeconds + offloadSeconds;
  rec?.step(
    'speed.image',
    'steps × passes × 2 × denoiser params × positions ÷ (η × peak) + offloaded parts ÷ PCIe',
    { steps, passes, resolution, positions, denoiserParamsB: denoiser.paramsB, eta: IMAGE_COMPUTE_EFFICIENCY, peakTflops: peak / 1e12, offloadedGB: movedGB },
    secondsPerImage,
    's',
    gpuSource(gpu),
  );
  return { secondsPerImage, resolution, steps };
}
