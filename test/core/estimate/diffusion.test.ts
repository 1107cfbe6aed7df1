/**
 * Image models: memory as the sum of the parts resident at once, seconds per image from FLOPs per
 * step against peak. The parts are the published component sizes (diffusers configs):
 * FLUX.1-dev transformer 11.9 B, T5-XXL encoder 4.76 B, CLIP-L 0.123 B, VAE 0.084 B;
 * SDXL UNet 2.567 B, CLIP-L 0.123 B, OpenCLIP-bigG 0.695 B, VAE 0.084 B.
 */
import { describe, expect, it } from 'vitest';
import { estimate, modelRef } from '../../../src/core/estimate/index.ts';
import type { DiffusionModel } from '../../../src/core/catalog/schema.ts';
import { gpu, model } from './helpers.ts';

const flux = (): DiffusionModel => ({
  ...(model('flux.1-dev').model as DiffusionModel),
  parts: [
    { role: 'transformer', name: 'FluxTransformer2DModel', paramsB: 11.9 },
    { role: 'text-encoder', name: 'T5-XXL encoder', paramsB: 4.76 },
    { role: 'text-encoder', name: 'CLIP-L', paramsB: 0.123 },
    { role: 'vae', name: 'AutoencoderKL', paramsB: 0.084 },
  ],
  nativeResolution: 1024,
  defaultSteps: 28,
});
const sdxl = (): DiffusionModel => ({
  ...(model('sdxl-base-1.0').model as DiffusionModel),
  parts: [
    { role: 'unet', name: 'UNet2DConditionModel', paramsB: 2.567 },
    { role: 'text-encoder', name: 'CLIP-L', paramsB: 0.123 },
    { role: 'text-encoder', name: 'OpenCLIP-bigG', paramsB: 0.695 },
    { role: 'vae', name: 'AutoencoderKL', paramsB: 0.084 },
  ],
  nativeResolution: 1024,
  defaultSteps: 30,
});
const within = (value: number, target: number, tolerance: number): void => expect(Math.abs(value / target - 1)).toBeLessThan(tolerance);

describe('image models', () => {
  it('FLUX.1-dev bf16 holds 33.76 GB of parameters on one GPU (xDiT usp_latency_test, xDiT issue #416)', () => {
    const e = estimate({ model: modelRef(flux()), task: 'infer', gpu: gpu('h100-sxm') });
    within(e.memory.weightsGB, 33.76, 0.02);
    expect(e.throughput).toBeUndefined();
    expect(e.image).toEqual({ secondsPerImage: expect.any(Number), resolution: 1024, steps: 28, secondsPerStep: expect.any(Number) });
  });

  it('FLUX.1-dev bf16, 1024², 28 steps on an H100 ≈ 6.71 s (xDiT docs/performance/flux.md)', () => {
    const e = estimate({ model: model('flux.1-dev'), task: 'infer', gpu: gpu('h100-sxm'), imageOptions: { steps: 28 } });
    within(e.image!.secondsPerImage, 6.71, 0.2);
  });

  it('FLUX.1-dev on an RTX 4090 at 1024²: fp8 matmuls 2.55 it/s, fp8 weight-only (16-bit compute) 1.7 it/s (aredden/flux-fp8-api)', () => {
    const itPerSec = (precision: 'fp8' | 'int8') => 1 / estimate({ model: model('flux.1-dev'), task: 'infer', precision, gpu: gpu('rtx4090'), headroom: 0 }).image!.secondsPerStep!;
    within(itPerSec('fp8'), 2.55, 0.1);
    within(itPerSec('int8'), 1.7, 0.2);
  });

  it('a DiT step costs the FLOPs of its architecture: image tokens grow with the pixels, joint attention with their square', () => {
    const at = (w: number, h: number) => estimate({ model: model('flux.1-dev'), task: 'infer', precision: 'fp8', gpu: gpu('rtx4090'), imageOptions: { width: w, height: h, steps: 1 } });
    const small = at(512, 512);
    const large = at(1024, 1024);
    expect(large.image!.secondsPerStep!).toBeGreaterThan(small.image!.secondsPerStep!);
    // On a compute-bound card 4× the pixels (+ the same 512 text tokens) cost between 1.5× and 4× the time:
    // the per-block launch overhead does not grow, joint attention grows with the tokens squared.
    expect(large.image!.secondsPerStep! / small.image!.secondsPerStep!).toBeGreaterThan(1.5);
    expect(large.image!.secondsPerStep! / small.image!.secondsPerStep!).toBeLessThan(4);
    expect(at(1024, 720).image).toMatchObject({ resolution: 1024, height: 720 });
  });

  it('SDXL bf16 + SDPA, 1024² on an A100 80GB peaks at 8.96 GB (diffusers fast_diffusion tutorial)', () => {
    const e = estimate({ model: modelRef(sdxl()), task: 'infer', gpu: gpu('a100-80gb-sxm') });
    within(e.memory.perGpuGB, 8.96, 0.1);
  });

  it('fp8 / nf4 shrink the transformer and carry T5-XXL at 8-bit, as the low-memory files ship it; bf16 FLUX does not fit a 24 GB card, fp8 fits whole', () => {
    // Comfy-Org's flux1-dev-fp8 checkpoint is 17.2 GB: the 11.9 GB transformer + T5-XXL in fp8 + CLIP-L and VAE at 16-bit.
    const on = (precision: 'bf16' | 'fp8' | 'nf4', card: string) => estimate({ model: modelRef(flux()), task: 'infer', precision, gpu: gpu(card), headroom: 0.1 });
    const small = (0.123 + 0.084) * 2;
    within(on('bf16', 'h100-sxm').memory.weightsGB - 4.76 * 2 - small, 11.9 * 2, 0.01);
    within(on('fp8', 'h100-sxm').memory.weightsGB - 4.76 - small, 11.9, 0.02);
    within(on('nf4', 'h100-sxm').memory.weightsGB - 4.76 - small, 11.9 * 0.52, 0.03);
    within(on('fp8', 'h100-sxm').memory.weightsGB, 17.2, 0.03);
    expect(on('bf16', 'rtx4090').fits).toBe(false); // 23.8 GB of transformer alone
    const fp8 = on('fp8', 'rtx4090');
    expect(fp8.fits).toBe(true);
    expect(fp8.assumptions.map((a) => a.key)).not.toContain('diffusionOffload');
    expect(fp8.image!.secondsPerImage).toBeGreaterThan(0);
    expect(on('nf4', 'rtx4090').assumptions.map((a) => a.key)).not.toContain('diffusionOffload');
  });

  it('with model offload each part runs alone: a 4-bit FLUX on an 8 GB card peaks at the transformer denoising, its encoders waiting in CPU RAM', () => {
    // City96's GGUF FLUX runs FLUX.1-dev on 8 GB cards in ComfyUI (city96/ComfyUI-GGUF#2): the 8-bit T5 encodes the
    // prompt and leaves, then the 4-bit transformer denoises with its blocks' workspace and the VAE decodes.
    const nf4 = estimate({ model: modelRef(flux()), task: 'infer', precision: 'nf4', gpu: gpu('rtx3070'), headroom: 0.1 });
    expect(nf4.fits).toBe(true);
    expect(nf4.assumptions.map((a) => a.key)).toContain('diffusionOffload');
    within(nf4.memory.weightsGB, 11.9 * 0.52, 0.03); // the transformer is the heaviest part alone
    expect(nf4.memory.activationsGB).toBeGreaterThan(0);
    expect(nf4.memory.activationsGB).toBeLessThan(0.5); // its blocks' working memory, not the VAE's decode workspace
    // The denoiser's phase keeps its workspace: bf16 FLUX on a 24 GB card still does not fit.
    expect(estimate({ model: modelRef(flux()), task: 'infer', precision: 'bf16', gpu: gpu('rtx4090'), headroom: 0.1 }).fits).toBe(false);
  });

  it('an image model without parts is one denoiser of its size, with the defaults stated', () => {
    // The catalog's FLUX rows now carry parts, resolution and steps: strip them to test the fallback.
    const { parts: _p, nativeResolution: _r, defaultSteps: _s, ...bare } = model('flux.1-schnell').model as DiffusionModel;
    const e = estimate({ model: modelRef(bare), task: 'infer', gpu: gpu('h100-sxm') });
    expect(e.image?.resolution).toBe(1024);
    expect(e.assumptions.map((a) => a.key)).toEqual(expect.arrayContaining(['diffusionWeightsOnly', 'imageDefaults']));
  });
});
