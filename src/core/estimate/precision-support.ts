/**
 * Which weight formats a card runs, and how: natively on its tensor cores, as fp16 (bf16 on a card
 * without bf16: V100, T4, P100), or weight-only (W8A16/W4A16: 1 or ½ byte per weight read from
 * memory, dequantised and computed at 16-bit — fp8 on a card without fp8 tensor cores, GPTQ/AWQ/GGUF
 * everywhere). A card "has" a tensor format iff the catalog's tflops figure is not null.
 */
import type { Gpu } from '../catalog/schema.ts';
import type { Engine, KvPrecision, WeightPrecision } from './types.ts';

export type RunsAs = 'native' | 'fp16' | 'weight-only' | 'unsupported';

/**
 * fp8 without fp8 tensor cores runs weight-only in vLLM's FP8 Marlin kernel, on NVIDIA cards from Turing (compute
 * capability 7.5) on — docs.vllm.ai "FP8 W8A8": "FP8 models will run on compute capability >= 7.5 (Turing) as
 * weight-only W8A16". Turing is the first with int8 tensor cores, so a card whose catalog entry has none (V100,
 * P100) runs no fp8 checkpoint; nor does an AMD card without fp8 (ROCm has no FP8 Marlin).
 */
export function runsAs(gpu: Gpu, precision: WeightPrecision): RunsAs {
  const t = gpu.tflops;
  if (precision === 'bf16') return t.bf16 != null ? 'native' : 'fp16';
  if (precision === 'fp8') return t.fp8 != null ? 'native' : gpu.vendor === 'NVIDIA' && t.int8 != null ? 'weight-only' : 'unsupported';
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

/** An 8-bit KV cache as an engine stores it on a card, with the flag that turns it on. */
export interface EightBitKv {
  kvPrecision: KvPrecision;
  /** The engine's own flag ("--kv-cache-dtype fp8", "-ctk q8_0 -ctv q8_0"), stated in the answer. */
  flag: string;
}

/**
 * The 8-bit KV cache an engine offers on this card, or undefined: vLLM and SGLang store fp8 — E4M3
 * where the card has fp8 (Ada, Hopper, Blackwell, MI300), E5M2 by bit conversion on Ampere
 * (vllm-project/vllm#2279, docs.vllm.ai "Quantized KV Cache"), not on cards older than Ampere (no
 * bf16); llama.cpp quantises K and V to q8_0 on any card (V needs flash attention, -fa). Plain
 * transformers has no 8-bit paged cache, so none is offered there; LMDeploy stores int8 (--quant-policy 8). q8_0
 * is 8.5 bits per value (a 16-bit scale per 32), sized here as 1 byte like fp8.
 */
export function eightBitKv(gpu: Gpu, engine: Engine): EightBitKv | undefined {
  if (engine === 'llama.cpp') return { kvPrecision: 'int8', flag: '-fa -ctk q8_0 -ctv q8_0' };
  // LMDeploy quantises K and V to int8 per head on the fly (--quant-policy 8, lmdeploy/messages.py).
  if (engine === 'lmdeploy') return { kvPrecision: 'int8', flag: '--quant-policy 8' };
  if (engine !== 'vllm' && engine !== 'sglang') return undefined;
  if (gpu.tflops.fp8 != null) return { kvPrecision: 'fp8', flag: engine === 'vllm' ? '--kv-cache-dtype fp8' : '--kv-cache-dtype fp8_e4m3' };
  if (gpu.tflops.bf16 != null) return { kvPrecision: 'fp8', flag: '--kv-cache-dtype fp8_e5m2' };
  return undefined;
}
