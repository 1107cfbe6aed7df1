/**
 * Training memory of an image model (LoRA or full fine-tune of its denoiser), on one GPU, as the
 * tools people use set it up (kohya sd-scripts, ai-toolkit, diffusers' train_dreambooth_lora_*):
 * - the denoiser resident at the base format: 16-bit, fp8 (kohya --fp8_base, ai-toolkit quantize)
 *   or NF4 (QLoRA); a full fine-tune keeps the trained denoiser in fp32 with fp32 gradients (the
 *   trainers' mixed precision: weights fp32, compute autocast to 16-bit);
 * - text encoders and VAE not resident when their outputs and the latents are cached beforehand
 *   (kohya --cache_text_encoder_outputs --cache_latents, the default stated); otherwise as at inference
 *   (memory-diffusion.ts: T5-XXL at 8-bit beside an 8-bit or lighter base, CLIP and the VAE at 16-bit);
 * - LoRA adapters trained in fp32: 4 (weight) + 4 (grad) B/param + the optimizer's states
 *   (AdamW 8 B, 8-bit AdamW 2 B, Adafactor ≈ 0: factored second moment, no first moment);
 * - activations: with gradient checkpointing every block's 16-bit input is kept plus one block's
 *   working set during its recomputation; without it every block's working set. Both scale with
 *   the tokens each block sees (diffusion-shape.ts) × its width × batch;
 * - an NF4 base dequantises its largest projection to 16-bit for each matmul;
 * - the runtime overhead of every training job (TRAIN_OVERHEAD_GB, shared with the LLM model).
 */
import type { DiffusionModel } from '../catalog/schema.ts';
import { CHECKPOINT_BYTES_PER_HIDDEN, DIFFUSION_BLOCK_ACT_BYTES, IMAGE_OPTIMIZER_STATE_BYTES, VAE_DECODE_BYTES_PER_PIXEL } from './constants.ts';
import { activationElements, diffusionLoraParams, largestLinear, shapeOf } from './diffusion-shape.ts';
import { diffusionParts } from './memory-diffusion.ts';
import { trainingPerGpu } from './memory-train.ts';
import type { Recorder } from './recorder.ts';
import type { ImageOptimizer, LoraTargets, MemoryBreakdown, Method, WeightPrecision } from './types.ts';

const GB = 1e9;

export interface DiffusionTrainArgs {
  model: DiffusionModel;
  method: Method;
  /** The base denoiser's format (LoRA/QLoRA); a full fine-tune trains fp32 master weights whatever it is. */
  precision: WeightPrecision;
  /** Training image width × height. */
  pixels: number;
  batch: number;
  loraRank: number;
  loraTargets: LoraTargets;
  optimizer: ImageOptimizer;
  gradientCheckpointing: boolean;
  cachedEncoders: boolean;
  /** Text tokens per caption where the run sets its own (T5 max_sequence_length). */
  textTokens?: number;
}

export interface DiffusionTrainMemory extends MemoryBreakdown {
  trainableParams: number;
}

export function diffusionTrainMemory(a: DiffusionTrainArgs, rec?: Recorder): DiffusionTrainMemory {
  const shape = shapeOf(a.model, a.textTokens)!;
  const full = a.method === 'full';
  const parts = diffusionParts(a.model, full ? 'fp32' : a.precision);
  const denoiser = parts.find((p) => p.role === 'transformer' || p.role === 'unet') ?? parts[0]!;
  // Encoders not cached stay resident frozen, sized as at inference: T5-XXL 8-bit beside an 8-bit or lighter base
  // (kohya's --fp8_base casts T5 too), CLIP and the VAE (which encodes every batch) at 16-bit.
  const encodersGB = a.cachedEncoders ? 0 : parts.filter((p) => p !== denoiser).reduce((s, p) => s + p.gb, 0);
  const weightsGB = denoiser.gb + encodersGB;
  rec?.step(
    'memory.weights',
    a.cachedEncoders
      ? full ? 'denoiser in fp32 (trained; text encoders and VAE cached away)' : 'frozen denoiser at its base format (text encoders and VAE cached away)'
      : 'denoiser + text encoders (T5-XXL at 8-bit beside an 8-bit or lighter base) + VAE at 16-bit',
    { denoiserParamsB: denoiser.paramsB, precision: full ? 'fp32' : a.precision, denoiserGB: denoiser.gb, encodersGB },
    weightsGB,
    'GB',
  );

  const trainable = full ? denoiser.paramsB * 1e9 : diffusionLoraParams(shape, a.loraRank, a.loraTargets);
  const adapterGB = full ? 0 : (trainable * 4) / GB;
  const gradientsGB = (trainable * 4) / GB;
  rec?.step('memory.gradients', 'trainable params × 4 B (fp32 grads)', { trainable, rank: full ? 0 : a.loraRank, targets: full ? 'full' : a.loraTargets }, gradientsGB, 'GB');
  const stateBytes = IMAGE_OPTIMIZER_STATE_BYTES[a.optimizer];
  const optimizerGB = adapterGB + (trainable * stateBytes) / GB;
  rec?.step('memory.optimizer', full ? 'trainable × optimizer states' : 'adapters × (4 B fp32 weight + optimizer states)', { trainable, optimizer: a.optimizer, stateBytes }, optimizerGB, 'GB');

  const { all, largest } = activationElements(shape, a.pixels);
  const perImage = a.gradientCheckpointing ? all * CHECKPOINT_BYTES_PER_HIDDEN + largest * DIFFUSION_BLOCK_ACT_BYTES : all * DIFFUSION_BLOCK_ACT_BYTES;
  const dequant = a.precision === 'nf4' && !full ? largestLinear(shape) * 2 : 0;
  const vaeEncode = a.cachedEncoders ? 0 : VAE_DECODE_BYTES_PER_PIXEL * a.pixels * a.batch;
  const activationsGB = (a.batch * perImage + dequant + vaeEncode) / GB;
  rec?.step(
    'memory.activations',
    a.gradientCheckpointing
      ? 'batch × (Σ blocks tokens × width × 2 B + largest block tokens × width × k) + NF4 dequant buffer'
      : 'batch × Σ blocks tokens × width × k + NF4 dequant buffer',
    { batch: a.batch, pixels: a.pixels, tokensTimesWidth: all, largestBlock: largest, k: DIFFUSION_BLOCK_ACT_BYTES, dequantBytes: dequant, vaeEncodeBytes: vaeEncode },
    activationsGB,
    'GB',
  );

  // Same field order as before the sum was shared: the JSON answer is unchanged.
  const { perGpuGB, ...rest } = trainingPerGpu({ weightsGB, gradientsGB, optimizerGB, activationsGB }, rec);
  return { perGpuGB, totalGB: perGpuGB, ...rest, trainableParams: trainable };
}
