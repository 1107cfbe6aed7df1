/**
 * What a diffusion denoiser's shape implies, from its catalog `training` block (a diffusers config
 * transcribed): how many parameters LoRA trains at a rank, the tokens each block sees for an image
 * of w × h pixels, how much activation a block keeps, and the FLOPs of one pass. A model without
 * the block has no basis for the training figures, and training it is refused (resolve.ts).
 */
import type { DiffusionModel, DiffusionTrainingShape } from '../catalog/schema.ts';
import type { LoraTargets } from './types.ts';

type Unit = DiffusionTrainingShape['units'][number];

/** The model's shape, with the text length the run uses where it is not the catalog's default. */
export function shapeOf(model: DiffusionModel, textTokens?: number): DiffusionTrainingShape | undefined {
  const shape = model.training;
  if (!shape || textTokens === undefined || !shape.units.some((u) => u.text)) return shape;
  return { ...shape, textTokens };
}
type Linear = DiffusionTrainingShape['linears'][number];

/**
 * LoRA parameters: rank × (in + out) for every adapted projection. 'qv' and 'attention' adapt the
 * attention projections; 'all' and 'experts' every linear of the blocks (kohya's default for SDXL
 * and FLUX, ai-toolkit's and SimpleTuner's "all+ffs").
 */
export function diffusionLoraParams(shape: DiffusionTrainingShape, rank: number, targets: LoraTargets): number {
  const attentionOnly = targets === 'qv' || targets === 'attention';
  return shape.linears.filter((l) => !attentionOnly || l.kind === 'attention').reduce((sum, l) => sum + l.count * rank * (l.in + l.out), 0);
}

/** Image tokens of a unit: one per patch × patch pixels. */
function imageTokens(unit: Pick<Unit, 'patch'>, pixels: number): number {
  return pixels / unit.patch ** 2;
}

/** Tokens one block of this unit sees (+ the text tokens for a joint-attention block). */
function unitTokens(unit: Unit, shape: DiffusionTrainingShape, pixels: number): number {
  return imageTokens(unit, pixels) + (unit.text ? shape.textTokens : 0);
}

/** Blocks the denoiser runs per pass (each costs a fixed run of kernel launches in eager PyTorch). */
export function blockCount(shape: DiffusionTrainingShape): number {
  return shape.units.reduce((s, u) => s + u.count, 0);
}

/**
 * Σ over blocks of tokens × width (what checkpointing saves, one 16-bit input per block) and the
 * largest single block's tokens × width (the one recomputed during its backward pass), per image.
 */
export function activationElements(shape: DiffusionTrainingShape, pixels: number): { all: number; largest: number } {
  let all = 0;
  let largest = 0;
  for (const unit of shape.units) {
    const one = unitTokens(unit, shape, pixels) * unit.width;
    all += unit.count * one;
    largest = Math.max(largest, one);
  }
  return { all, largest };
}

/** The largest projection's weight elements (a 4-bit base dequantises it to 16-bit for its matmul). */
export function largestLinear(shape: DiffusionTrainingShape): number {
  return Math.max(...shape.linears.map((l) => l.in * l.out));
}

/** Tokens a projection sees: its stream's, or every token of a joint block (the finest grid's patch). */
function linearTokens(l: Linear, shape: DiffusionTrainingShape, pixels: number): number {
  const patch = Math.min(...shape.units.map((u) => u.patch));
  const image = imageTokens({ patch }, pixels);
  if (l.stream === 'image') return image;
  if (l.stream === 'text') return shape.textTokens;
  return image + shape.textTokens;
}

/**
 * FLOPs of one pass over one image of a diffusion transformer: 2 × in × out per projection per
 * token it sees, plus joint attention's score and value products, 4 × tokens² × width per block.
 * The AdaLN modulation projections act on one conditioning vector, not on tokens, so they are left
 * out (a quarter of FLUX's parameters, almost none of its FLOPs). Only for transformers: a UNet's
 * convolutions are not in the shape (image-speed.ts sizes it from its parameters).
 */
export function ditForwardFlops(shape: DiffusionTrainingShape, pixels: number): { linear: number; attention: number } {
  const linear = shape.linears.reduce((s, l) => s + 2 * l.in * l.out * l.count * linearTokens(l, shape, pixels), 0);
  const attention = shape.units.reduce((s, u) => s + u.count * 4 * unitTokens(u, shape, pixels) ** 2 * u.width, 0);
  return { linear, attention };
}
