/**
 * An image pipeline (FLUX, SDXL, SD 3.5): memory is the sum of the parts resident at once — the
 * denoiser (transformer or UNet) at the chosen precision, the text encoders and the VAE at 16-bit (a T5-XXL at 8-bit
 * beside a denoiser of 8 bits or fewer) —
 * plus the VAE decode workspace. When everything at once does not fit, diffusers'
 * enable_model_cpu_offload keeps one part on the GPU at a time, moving the others over PCIe for each
 * image: the peak is the heaviest part with its own workspace (the VAE's decode, the denoiser's blocks from the
 * catalog's shape, next to none for a text encoder), said in the answer. Parts come from the catalog; a model without them is one denoiser of paramsB (stated).
 * Check: FLUX.1-dev in bf16 holds 33.76 GB of parameters on one GPU (xDiT usp_latency_test output,
 * xdit-project/xDiT issue #416) = (11.9 + 4.76 + 0.12 + 0.08) B × 2 B.
 */
import type { DiffusionModel, Gpu } from '../catalog/schema.ts';
import { VAE_DECODE_BYTES_PER_PIXEL } from './constants.ts';
import { withRuntimeGB } from './device.ts';
import { bitsPerWeight, classBits, publishedCheckpoint } from './precision.ts';
import type { Recorder } from './recorder.ts';
import type { MemoryBreakdown, WeightPrecision } from './types.ts';

const GB = 1e9;

export interface DiffusionPartBytes {
  role: 'transformer' | 'unet' | 'text-encoder' | 'vae';
  name: string;
  paramsB: number;
  gb: number;
}

/** The denoiser's role: a UNet for the Stable Diffusion 1/2/XL families, else a diffusion transformer. */
export function denoiserRole(model: DiffusionModel): 'transformer' | 'unet' {
  const declared = model.parts?.find((p) => p.role === 'unet' || p.role === 'transformer');
  if (declared) return declared.role as 'transformer' | 'unet';
  return /^(SDXL|SD ?1|SD ?2|Stable Diffusion (XL|1|2))/i.test(model.family) ? 'unet' : 'transformer';
}

/**
 * Bytes per parameter of a part that is not the denoiser. A billion-parameter text encoder (T5-XXL) is 8-bit beside
 * a denoiser of 8 bits or fewer, as the low-memory files ship it: Forge's flux1-dev-bnb-nf4 ("T5xxl in fp8e4m3fn"),
 * Comfy-Org's flux1-dev-fp8 checkpoint (17.2 GB: 11.9 GB transformer + 4.9 GB T5 fp8), the t5xxl_fp8_e4m3fn
 * ComfyUI-GGUF's workflows load. CLIP and the VAE are small and stay 16-bit.
 */
function companionBytes(part: { role: string; paramsB: number }, precision: WeightPrecision): number {
  return part.role === 'text-encoder' && part.paramsB >= 1 && classBits(precision) <= 8 ? 1 : 2;
}

/** Each part with its bytes: the denoiser at the precision (a published file size wins), the rest as companionBytes. */
export function diffusionParts(model: DiffusionModel, precision: WeightPrecision): DiffusionPartBytes[] {
  const parts = model.parts?.length ? model.parts : [{ role: denoiserRole(model), name: model.name, paramsB: model.paramsB }];
  return parts.map((p) => {
    const denoiser = p.role === 'transformer' || p.role === 'unet';
    const published = denoiser ? publishedCheckpoint(model, precision) : undefined;
    const bytes = published ? published.sizeGB * GB : p.paramsB * 1e9 * (denoiser ? bitsPerWeight(precision) / 8 : companionBytes(p, precision));
    return { role: p.role, name: p.name, paramsB: p.paramsB, gb: bytes / GB };
  });
}

export interface DiffusionMemory extends MemoryBreakdown {
  /** True when only the largest part is resident (model CPU offload). */
  offloaded: boolean;
  parts: DiffusionPartBytes[];
}

/**
 * The denoiser's own working memory at inference (no gradients): per block its input, the residual and one
 * attention buffer at the block's width, plus the widest projection's output, for every token of the image
 * grid (and the text tokens of a joint block) — FLUX at 1024²: 4,352 tokens × (3 × 3,072 + 15,360) × 2 B ≈ 0.21 GB,
 * far below the VAE's decode workspace. Undefined without the catalog's block shape (the decode workspace bounds it then).
 */
function denoiserActivationGB(model: DiffusionModel, pixels: number): number | undefined {
  const shape = model.training;
  if (!shape) return undefined;
  const widest = Math.max(...shape.linears.map((l) => Math.max(l.in, l.out)));
  const perUnit = shape.units.map((u) => (pixels / (u.patch * u.patch) + (u.text ? shape.textTokens : 0)) * (3 * u.width + widest) * 2);
  return Math.max(...perUnit) / GB;
}

export function diffusionMemory(model: DiffusionModel, gpu: Gpu, precision: WeightPrecision, pixels: number, capacityGB: number, rec?: Recorder): DiffusionMemory {
  const parts = diffusionParts(model, precision);
  const allGB = parts.reduce((s, p) => s + p.gb, 0);
  const imageGB = (VAE_DECODE_BYTES_PER_PIXEL * pixels) / GB;
  // With model offload each part runs alone: a text encoder on a few hundred tokens, the denoiser and the VAE
  // on the image (the decode workspace bounds both). So a 9.5 GB T5-XXL beside a 4-bit FLUX transformer peaks
  // at the encoder alone, not at encoder + image workspace.
  const denoiserGB = denoiserActivationGB(model, pixels) ?? imageGB;
  const phase = parts.map((p) => ({ weightsGB: p.gb, activationsGB: p.role === 'text-encoder' ? 0 : p.role === 'vae' ? imageGB : denoiserGB }));
  const peak = phase.reduce((a, b) => (b.weightsGB + b.activationsGB > a.weightsGB + a.activationsGB ? b : a));
  const offloaded = withRuntimeGB(allGB + imageGB, allGB) > capacityGB && withRuntimeGB(peak.weightsGB + peak.activationsGB, peak.weightsGB) <= capacityGB;
  const weightsGB = offloaded ? peak.weightsGB : allGB;
  const activationsGB = offloaded ? peak.activationsGB : imageGB;
  rec?.step(
    'memory.weights',
    offloaded ? 'the heaviest part running alone (model CPU offload: the others wait in CPU RAM)' : 'sum of parts: denoiser at its precision + text encoders (a T5-XXL at 8-bit beside an 8-bit or lighter denoiser) + VAE at 16-bit',
    Object.fromEntries(parts.map((p) => [p.name, Number(p.gb.toFixed(3))])),
    weightsGB,
    'GB',
  );
  rec?.step('memory.activations', 'VAE decode workspace: bytes per pixel × width × height (none while a text encoder runs alone)', { bytesPerPixel: VAE_DECODE_BYTES_PER_PIXEL, pixels }, activationsGB, 'GB');
  const perGpuGB = weightsGB + activationsGB;
  const deviceGB = withRuntimeGB(perGpuGB, weightsGB);
  rec?.step('memory.device', 'allocated × (1 + allocator slack) + CUDA context', { perGpuGB, vramGB: gpu.memoryGB }, deviceGB, 'GB');
  return { perGpuGB, totalGB: perGpuGB, deviceGB, weightsGB, kvCacheGB: 0, activationsGB, gradientsGB: 0, optimizerGB: 0, overheadGB: 0, offloaded, parts };
}
