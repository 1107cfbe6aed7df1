/**
 * Bytes of weights at a precision. HF quantised formats (GPTQ/AWQ int4/int8, fp8, NF4) quantise the
 * transformer blocks and keep embeddings + lm_head at 16-bit; GGUF quantises every tensor, so its
 * effective bits per weight come from real file sizes (constants.ts).
 */
import type { LlmModel as Model, Quantized } from '../catalog/schema.ts';
import { WEIGHT_BITS, QUANTISES_EMBEDDINGS } from './constants.ts';
import { SUB_FOUR_GGUF } from './gguf.ts';
import { blockParams, embeddingParams, replicatedParams } from './shape.ts';
import type { KvPrecision, Method, WeightPrecision } from './types.ts';

export const WEIGHT_PRECISIONS = Object.keys(WEIGHT_BITS) as WeightPrecision[];
export const KV_PRECISIONS: readonly KvPrecision[] = ['fp32', 'bf16', 'fp16', 'fp8', 'int8'];

/** Aliases people type: "awq"/"gptq" are int4, "f16" GGUF is fp16, "4bit" QLoRA base is nf4. */
const ALIASES: Record<string, WeightPrecision> = {
  awq: 'int4',
  gptq: 'int4',
  'gptq-int4': 'int4',
  'gptq-int8': 'int8',
  int4: 'int4',
  '4bit': 'nf4',
  'bnb4': 'nf4',
  f16: 'fp16',
  f32: 'fp32',
  'q4km': 'q4_k_m',
  'q4_k_m': 'q4_k_m',
  'q5km': 'q5_k_m',
  'q5': 'q5_k_m',
  q6k: 'q6_k',
  q6_k: 'q6_k',
  q6: 'q6_k',
  'q8': 'q8_0',
  'q8_0': 'q8_0',
  '8bit': 'int8',
  // llama.cpp's Q3_K is Q3_K_M; Unsloth's Q2_K_L / UD-Q2_K_XL and UD-IQ1_S are Q2_K and IQ1_S with a few tensors kept higher.
  q3_k: 'q3_k_m',
  q2_k_l: 'q2_k',
  q2_k_xl: 'q2_k',
  ud_q2_k_xl: 'q2_k',
  ud_iq1_s: 'iq1_s',
};

/** A precision name as typed, or undefined. */
export function parsePrecision(raw: string): WeightPrecision | undefined {
  const key = raw.trim().toLowerCase().replace(/-/g, '_');
  if ((WEIGHT_PRECISIONS as string[]).includes(key)) return key as WeightPrecision;
  return ALIASES[key] ?? ALIASES[key.replace(/_/g, '-')];
}

export function parseKvPrecision(raw: string): KvPrecision | undefined {
  const key = raw.trim().toLowerCase();
  return (KV_PRECISIONS as readonly string[]).includes(key) ? (key as KvPrecision) : undefined;
}

/** The weights' format when none was given: QLoRA's base is NF4, everything else bf16. */
export function defaultPrecision(method: Method | undefined): WeightPrecision {
  return method === 'qlora' ? 'nf4' : 'bf16';
}

/**
 * The format the owner released the weights in (catalog `releasedPrecision`; 16-bit when absent):
 * what "the model" and "the original weights" mean for inference. Serving never upcasts it: an FP8
 * or INT4 release loaded in bf16 is the same model at twice or four times the memory.
 */
export function releasedPrecision(model: object): WeightPrecision {
  return ('releasedPrecision' in model && (model.releasedPrecision === 'fp8' || model.releasedPrecision === 'int4') ? model.releasedPrecision : undefined) ?? 'bf16';
}

/** Bits per weight of each format's class, as people name it (scales and zero points aside). */
const CLASS_BITS: Record<WeightPrecision, number> = {
  fp32: 32, bf16: 16, fp16: 16, fp8: 8, int8: 8, q8_0: 8, q6_k: 6, q5_k_m: 5, int4: 4, nf4: 4, q4_k_m: 4, iq4_xs: 4,
  q3_k_l: 3, q3_k_m: 3, q3_k_s: 3, iq3_m: 3, iq3_xxs: 3, q2_k: 2, iq2_m: 2, iq2_xxs: 2, iq1_m: 1, iq1_s: 1,
};

/** Bits per weight of the format's class: 8 for fp8, int8 and Q8_0 alike. */
export function classBits(precision: WeightPrecision): number {
  return CLASS_BITS[precision];
}

/** Whether a format is no heavier than the release: an FP8 release may run in 8 or 4 bits, never in bf16. */
export function withinRelease(precision: WeightPrecision, released: WeightPrecision): boolean {
  return CLASS_BITS[precision] <= CLASS_BITS[released];
}

export function bitsPerWeight(precision: WeightPrecision): number {
  return WEIGHT_BITS[precision];
}

/** Bytes per embedding / lm_head param: 16-bit unless the format quantises them too. */
export function embeddingBytes(precision: WeightPrecision): number {
  return QUANTISES_EMBEDDINGS.has(precision) ? WEIGHT_BITS[precision] / 8 : 2;
}

export function kvBytes(precision: KvPrecision): number {
  return precision === 'fp32' ? 4 : precision === 'fp8' || precision === 'int8' ? 1 : 2;
}

/** Catalog `quantized` formats that are each weight precision (AWQ and GPTQ-int4 are both int4). */
const CHECKPOINT_FORMATS: Partial<Record<WeightPrecision, readonly Quantized['format'][]>> = {
  int4: ['awq', 'gptq-int4'],
  int8: ['gptq-int8'],
  fp8: ['fp8'],
  nf4: ['bnb-nf4'],
  q4_k_m: ['q4_k_m'],
  q5_k_m: ['q5_k_m'],
  q8_0: ['q8_0'],
  ...Object.fromEntries(SUB_FOUR_GGUF.map((p) => [p, [p]])),
};

/**
 * The model with the weights' file size the asker stated (parse/stated-weights.ts) as its published file at that
 * precision: the estimator then sizes the weights, and scales what a decode step reads, to it.
 */
export function withStatedWeights<M extends Model>(model: M, precision: WeightPrecision, sizeGB: number): M {
  const format = SUB_FOUR_GGUF.find((p) => p === precision);
  if (!format) return model;
  const stated: Quantized = { format, sizeGB, repo: 'stated', source: 'the file size stated in the question' };
  return { ...model, quantized: [...(model.quantized ?? []).filter((q) => q.format !== format), stated] };
}

/** The published checkpoint / file of this model at this precision (the smallest when several), if any. */
export function publishedCheckpoint(model: Pick<Model, 'quantized'>, precision: WeightPrecision): Quantized | undefined {
  const formats = CHECKPOINT_FORMATS[precision];
  if (!formats || !model.quantized) return undefined;
  // Looked up on every memory and speed evaluation of a search: kept per model entry and precision.
  let perModel = checkpoints.get(model);
  if (!perModel) checkpoints.set(model, (perModel = new Map()));
  if (perModel.has(precision)) return perModel.get(precision);
  const found = model.quantized.filter((q) => formats.includes(q.format)).sort((a, b) => a.sizeGB - b.sizeGB)[0];
  perModel.set(precision, found);
  return found;
}

const checkpoints = new WeakMap<object, Map<WeightPrecision, Quantized | undefined>>();

/**
 * Resident weight bytes of the whole model (all experts): the real size of its published checkpoint at
 * this precision when the catalog lists one (sizes on the model page, 10⁹-byte GB), else params × bits.
 */
export function weightBytes(model: Model, precision: WeightPrecision): number {
  const published = publishedCheckpoint(model, precision);
  return published ? published.sizeGB * 1e9 : formulaBytes(model, precision);
}

/**
 * Weight bytes on ONE GPU of a copy spanning `gpusPerReplica` GPUs, `tensorParallel` of them in a
 * tensor-parallel group (the rest pipeline stages). Everything is split over the span except what each
 * TP rank keeps whole (shape.ts replicatedParams, and the MLA attention with data-parallel attention),
 * which is split over the stages only.
 */
export function weightBytesOnGpu(model: Model, precision: WeightPrecision, gpusPerReplica: number, tensorParallel: number, dataParallelAttention = false): number {
  const total = weightBytes(model, precision);
  if (tensorParallel <= 1) return total / gpusPerReplica;
  const replicated = Math.min(total, replicatedParams(model, dataParallelAttention) * (WEIGHT_BITS[precision] / 8) * checkpointScale(model, precision));
  const stages = gpusPerReplica / tensorParallel;
  return (total - replicated) / gpusPerReplica + replicated / stages;
}

function formulaBytes(model: Model, precision: WeightPrecision): number {
  return blockParams(model) * (WEIGHT_BITS[precision] / 8) + embeddingParams(model) * embeddingBytes(precision);
}

/** Published size ÷ params × bits: scales the bytes a decode step reads to the real checkpoint. */
export function checkpointScale(model: Model, precision: WeightPrecision): number {
  const published = publishedCheckpoint(model, precision);
  return published ? (published.sizeGB * 1e9) / formulaBytes(model, precision) : 1;
}
