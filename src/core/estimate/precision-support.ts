/**
 * Which weight formats a card runs, and how: natively on its tensor cores, as fp16 (bf16 on a card
 * without bf16: V100, T4, P100), or weight-only (W8A16/W4A16: 1 or ½ byte per weight read from
 * memory, dequantised and computed at 16-bit — fp8 on a card without fp8 tensor cores, GPTQ/AWQ/GGUF
 * everywhere). A card "has" a tensor format iff the catalog's tflops figure is not null.
 */
import type { Gpu } from '../catalog/schema.ts';
import type { WeightPrecision } from './types.ts';

export type RunsAs = 'native' | 'fp16' | 'weight-only';

export function runsAs(gpu: Gpu, precision: WeightPrecision): RunsAs {
  const t = gpu.tflops;
  if (precision === 'bf16') return t.bf16 != null ? 'native' : 'fp16';
  if (precision === 'fp8') return t.fp8 != null ? 'native' : 'weight-only';
  if (precision === 'fp32' || precision === 'fp16') return 'native';
  return 'weight-only';
}

/** The 16-bit format a card computes in: bf16 where it has bf16, else fp16. */
export function halfPrecision(gpu: Gpu): 'bf16' | 'fp16' {
  return gpu.tflops.bf16 != null ? 'bf16' : 'fp16';
}

/**
 * Inference formats worth considering on this card, best quality first: its 16-bit format, fp8 only
 * where it has fp8 tensor cores (else int8 gives the same bytes), int8, the 4-bit HF formats, GGUF.
 */
export function supportedPrecisions(gpu: Gpu): WeightPrecision[] {
  const out: WeightPrecision[] = [halfPrecision(gpu)];
  if (gpu.tflops.fp8 != null) out.push('fp8');
  out.push('int8', 'q8_0', 'q5_k_m', 'int4', 'q4_k_m');
  return out;
}
