/**
 * The answer for a computer with no GPU to use ("CPU only", "没有显卡"): llama.cpp runs the GGUF file from
 * system RAM, and decoding streams every active weight and the KV cache from RAM once per token at the
 * bandwidth a desktop sustains (estimate/constants.ts HOST_MEMORY_GBS: Mixtral Q8_0 on the CPU at
 * 3.4–3.6 tokens/s, ggml-org/llama.cpp#4716). A server with more memory channels reads faster: said.
 *
 * Format: as on a Mac (mac.ts), the best of Q8_0 › Q5_K_M › Q4_K_M that fits the RAM (the RAM stated, else a
 * desktop's most, estimate/cpu-offload.ts MAX_DESKTOP_RAM_GB) and reads at the planner's per-user speed, else
 * the fastest that fits. Need = GGUF weights + a 16-bit KV cache of one stream at the context.
 */
import type { LlmModel } from '../catalog/schema.ts';
import { HOST_MEMORY_GBS } from '../estimate/constants.ts';
import { MAX_DESKTOP_RAM_GB } from '../estimate/cpu-offload.ts';
import { kvBytesForContext } from '../estimate/kv-cache.ts';
import { weightBytes } from '../estimate/precision.ts';
import { MAC_FORMATS, type MacFormat } from './mac.ts';
import { TOKENS_PER_SEC_PER_USER } from './to-estimate.ts';

export interface CpuVerdict {
  device: 'cpu';
  engine: 'llama.cpp';
  /** The RAM stated holds it (undefined: no RAM stated, the need is for the user to compare). */
  fits?: boolean;
  precision: MacFormat;
  needGB: number;
  weightsGB: number;
  kvGB: number;
  ramGB?: number;
  perUserTokensPerSecond: number;
  bandwidthGBs: number;
  context: number;
}

export function cpuVerdict(model: LlmModel, context: number, ramGB?: number): CpuVerdict {
  const kvGB = kvBytesForContext(model, 'fp16', context) / 1e9;
  const weights = (f: MacFormat) => weightBytes(model, f) / 1e9;
  const speed = (f: MacFormat) => decodeOnCpu(model, weights(f), kvGB);
  const room = ramGB ?? MAX_DESKTOP_RAM_GB;
  const fitting = MAC_FORMATS.filter((f) => weights(f) + kvGB <= room);
  const precision = fitting.find((f) => speed(f) >= TOKENS_PER_SEC_PER_USER) ?? fitting.at(-1) ?? 'q4_k_m';
  const weightsGB = weights(precision);
  return {
    device: 'cpu',
    engine: 'llama.cpp',
    ...(ramGB !== undefined ? { fits: fitting.length > 0, ramGB } : {}),
    precision,
    needGB: round(weightsGB + kvGB),
    weightsGB: round(weightsGB),
    kvGB: round(kvGB),
    perUserTokensPerSecond: round(speed(precision)),
    bandwidthGBs: HOST_MEMORY_GBS,
    context,
  };
}

/** One stream on the CPU: the active share of the weights and the KV cache read from RAM for every token. */
export function decodeOnCpu(model: LlmModel, weightsGB: number, kvGB: number): number {
  const activeShare = model.activeParamsB / model.paramsB;
  return HOST_MEMORY_GBS / (weightsGB * activeShare + kvGB);
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}
