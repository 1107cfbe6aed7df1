/**
 * The verdict on the user's Mac ("my Mac Studio M2 Ultra 192GB", "M1 Max 64G"): does the model run in
 * the GPU's share of unified memory with llama.cpp (GGUF), in which format, and how fast it decodes.
 *
 * Usable memory: Metal lets the GPU wire `recommendedMaxWorkingSetSize`, which llama.cpp logs — 75 % of
 * a 64 GB M1 Max (49152 MiB, github.com/ggml-org/llama.cpp/issues/1870) and 2/3 of a 16 GB Mac
 * (10922.67 MB, github.com/abetlen/llama-cpp-python/issues/687). Only those two points are read, so 75 %
 * is used from 64 GB up and 2/3 below (the smaller, safer share where unread). `sudo sysctl
 * iogpu.wired_limit_mb=…` raises the limit (github.com/instructlab/instructlab/pull/308), hence
 * 'fitsIf' when the job fits the whole memory but not the default share.
 *
 * Need = GGUF weights (the real file size where the catalog lists it, else the estimator's bits per
 * weight) + fp16 KV cache of one stream at the context. llama.cpp's compute buffers are not counted.
 * Format: the best of Q8_0 › Q5_K_M › Q4_K_M that fits the default share and decodes at reading speed (the
 * planner's per-user target), else the fastest that fits it — a 70B in Q8_0 on an M2 Max fits at ~4 tokens/s,
 * and the Q4_K_M people run there is twice as fast; else the best that fits the whole memory (with the
 * sysctl); when not even Q4_K_M does, the weight size a sub-4-bit dynamic quant would have to reach is
 * stated (it costs quality).
 * Decode: the estimator's llama.cpp bandwidth model (constants.ts ENGINE_SPEED, fitted on NVIDIA cards):
 * per token = bytes read (active weights + KV) ÷ min(η × bandwidth, ceiling) + layers × per-layer gap.
 */
import type { LlmModel } from '../catalog/schema.ts';
import { appleChip, appleChips, type AppleChip } from '../catalog/apple-silicon.ts';
import { ENGINE_SPEED } from '../estimate/constants.ts';
import { kvBytesForContext } from '../estimate/kv-cache.ts';
import { isGguf, type GgufPrecision } from '../estimate/gguf.ts';
import { bitsPerWeight, weightBytes } from '../estimate/precision.ts';
import type { MemoryBreakdown, Method, WeightPrecision } from '../estimate/types.ts';
import type { MacSpec } from '../parse/mac.ts';
import { GGUF_LADDER } from './search-space.ts';
import { TOKENS_PER_SEC_PER_USER } from './to-estimate.ts';

/**
 * A Mac runs the GGUF files llama.cpp loads, as a desk card for one user does (search-space.ts); any other GGUF file when named,
 * and the 16-bit weights when those are named (llama.cpp's F16 GGUF, MLX's bf16).
 */
export const MAC_FORMATS = GGUF_LADDER;
export type MacFormat = GgufPrecision | 'fp16';

/** Share of unified memory Metal gives the GPU by default (sources above). */
export function defaultGpuShare(memoryGB: number): number {
  return memoryGB >= 64 ? 0.75 : 2 / 3;
}

/** Apple's "GB" of unified memory are GiB; the catalog's file sizes are 10⁹-byte GB. */
const GIB = 2 ** 30 / 1e9;

export interface MacVerdict {
  device: 'mac';
  chip: string;
  /** Only the memory was said: the chip is the slowest that ships with it (slowestChipWith), for the speed. */
  chipAssumed?: true;
  memoryGB: number;
  /** Macs the model is split across by layers (1: the one Mac). haveGB, usableGB and needGB are for all of them. */
  machines: number;
  engine: 'llama.cpp';
  fits: boolean;
  status: 'fits' | 'fitsIf' | 'doesNotFit';
  /** Format judged: the one that fits, or Q4_K_M when none does. */
  precision: MacFormat;
  needGB: number;
  weightsGB: number;
  kvGB: number;
  /** Unified memory in 10⁹-byte GB. */
  haveGB: number;
  share: number;
  usableGB: number;
  /** `fitsIf`: the wired limit (MB) that lets it run, on each Mac. */
  wiredLimitMb?: number;
  /** `doesNotFit`: the weight size a sub-4-bit dynamic quant would need to reach in the default share. */
  subFourBitWeightsGB?: number;
  perUserTokensPerSecond: number;
  bandwidthGBs: number;
  context: number;
  /** A format named that the GPU's share does not hold: the best one it does, to run instead. */
  instead?: { precision: MacFormat; needGB: number; perUserTokensPerSecond: number };
}

/**
 * A fine-tune on the Mac (MLX's mlx_lm.lora, which trains LoRA, QLoRA on a 4-bit base, or every weight): the estimator's
 * training memory for one device — weights, gradients and optimizer states, activations — against the same share of
 * unified memory. No CUDA context on a Mac: the framework's own peak (with the runtime's overhead) is the need.
 */
export interface MacTrainVerdict {
  device: 'mac';
  task: 'finetune';
  chip: string;
  chipAssumed?: true;
  memoryGB: number;
  engine: 'mlx';
  method: Method;
  fits: boolean;
  status: MacVerdict['status'];
  precision: WeightPrecision;
  needGB: number;
  weightsGB: number;
  /** Gradients and optimizer states. */
  statesGB: number;
  activationsGB: number;
  /** The training runtime's own (the estimator's fitted figure). */
  overheadGB: number;
  haveGB: number;
  share: number;
  usableGB: number;
  wiredLimitMb?: number;
  seq: number;
  batch: number;
  gradientCheckpointing: boolean;
}

type MacError = { device: 'mac'; chip: string; error: 'unknownChip' | 'memoryNotStated' | 'memoryTooLarge'; maxMemoryGB?: number; needGB?: number };

/**
 * A Mac told by its memory alone ("My Mac only has 64G"): the chip with the least bandwidth among those that ship with that
 * much memory (64 GB: the M4 Pro, 273 GB/s), so the speed said is the least it can be; whether the model fits depends on
 * the memory alone.
 */
export function slowestChipWith(memoryGB: number): AppleChip | undefined {
  return appleChips()
    .filter((c) => c.maxMemoryGB >= memoryGB)
    .sort((a, b) => a.bandwidthGBs - b.bandwidthGBs)[0];
}

export type MacVerdictResult = MacVerdict | MacTrainVerdict | MacError;

/** The GGUF file named ("Q6_K"), or the one of the bit width named ("4bit", "int8", "FP16"); undefined when nothing is named. */
function namedFormat(precision: WeightPrecision | undefined): MacFormat | undefined {
  if (precision === undefined) return undefined;
  if (isGguf(precision)) return precision;
  const bits = bitsPerWeight(precision);
  return bits >= 16 ? 'fp16' : bits >= 8 ? 'q8_0' : bits >= 5.5 ? 'q5_k_m' : 'q4_k_m';
}

/**
 * The chip and the unified memory its GPU may use, or why no verdict is given: a chip not in the catalog, no memory said
 * (no configuration guessed: the job's `smallestNeedGB` is stated for the user to compare), or more than the chip ships with.
 */
function unifiedMemory(mac: MacSpec, smallestNeedGB: () => number): { chip: AppleChip; chipAssumed?: true; memoryGB: number; haveGB: number; share: number; usableGB: number } | MacError {
  // (The parser gives no chip only with a memory: the slowest chip that ships with it.)
  const named = mac.chip;
  const chip = named === undefined ? slowestChipWith(mac.memoryGB ?? 0) : appleChip(named);
  if (!chip) {
    return named === undefined
      ? { device: 'mac', chip: 'Mac', error: 'memoryTooLarge', maxMemoryGB: Math.max(...appleChips().map((c) => c.maxMemoryGB)) }
      : { device: 'mac', chip: named, error: 'unknownChip' };
  }
  if (mac.memoryGB === undefined) return { device: 'mac', chip: chip.id, error: 'memoryNotStated', needGB: round(smallestNeedGB()) };
  if (mac.memoryGB > chip.maxMemoryGB) return { device: 'mac', chip: chip.id, error: 'memoryTooLarge', maxMemoryGB: chip.maxMemoryGB };
  const haveGB = mac.memoryGB * GIB;
  const share = defaultGpuShare(mac.memoryGB);
  return { chip, ...(named === undefined ? { chipAssumed: true as const } : {}), memoryGB: mac.memoryGB, haveGB, share, usableGB: share * haveGB };
}

export function macVerdict(mac: MacSpec, model: LlmModel, context: number, named?: WeightPrecision): MacVerdictResult {
  const kvGB = kvBytesForContext(model, 'fp16', context) / 1e9;
  const need = (f: MacFormat) => weightBytes(model, f) / 1e9 + kvGB;
  const unified = unifiedMemory(mac, () => need('q4_k_m'));
  if ('error' in unified) return unified;
  // Several Macs joined (llama.cpp RPC, exo, MLX distributed) split the layers: each holds its share of weights and cache.
  // A token still passes every layer in turn, so decoding reads the same bytes at one Mac's bandwidth (the link's latency uncounted).
  const machines = mac.count ?? 1;
  const { chip, share } = unified;
  const haveGB = unified.haveGB * machines;
  const usableGB = unified.usableGB * machines;
  const speed = (f: MacFormat) => decodeTokensPerSecond(chip, model, weightBytes(model, f) / 1e9, kvGB);
  // A bit width the user named is the one judged ("MLX 跑 4bit 版本"); otherwise the best format that fits.
  const formats = namedFormat(named) ? [namedFormat(named)!] : MAC_FORMATS;
  const bestInShare = (list: readonly MacFormat[]) => {
    const fitting = list.filter((f) => need(f) <= usableGB);
    return fitting.find((f) => speed(f) >= TOKENS_PER_SEC_PER_USER) ?? fitting.at(-1);
  };
  const inShare = bestInShare(formats);
  // The format named is judged; when the GPU's share does not hold it, the answer also says what it does hold.
  const fallback = inShare || formats === MAC_FORMATS ? undefined : bestInShare(MAC_FORMATS);
  const inWhole = formats.find((f) => need(f) < haveGB);
  const precision = inShare ?? inWhole ?? formats.at(-1) ?? 'q4_k_m';
  const status = inShare ? 'fits' : inWhole ? 'fitsIf' : 'doesNotFit';
  const weightsGB = weightBytes(model, precision) / 1e9;
  const needGB = weightsGB + kvGB;
  return {
    device: 'mac',
    chip: chip.id,
    ...(unified.chipAssumed ? { chipAssumed: true as const } : {}),
    memoryGB: unified.memoryGB,
    machines,
    engine: 'llama.cpp',
    fits: status === 'fits',
    status,
    precision,
    needGB: round(needGB),
    weightsGB: round(weightsGB),
    kvGB: round(kvGB),
    haveGB: round(haveGB),
    share,
    usableGB: round(usableGB),
    ...(status === 'fitsIf' ? { wiredLimitMb: Math.ceil((needGB * 1e9) / machines / 2 ** 20) } : {}),
    ...(status === 'doesNotFit' ? { subFourBitWeightsGB: round(Math.max(0, usableGB - kvGB)) } : {}),
    perUserTokensPerSecond: round(decodeTokensPerSecond(chip, model, weightsGB, kvGB)),
    bandwidthGBs: chip.bandwidthGBs,
    context,
    ...(fallback ? { instead: { precision: fallback, needGB: round(need(fallback)), perUserTokensPerSecond: round(speed(fallback)) } } : {}),
  };
}

/** The fine-tune's memory (the estimator's, for one device) on the user's Mac. */
export function macTrainVerdict(mac: MacSpec, memory: MemoryBreakdown, train: Pick<MacTrainVerdict, 'method' | 'precision' | 'seq' | 'batch' | 'gradientCheckpointing'>): MacVerdictResult {
  const needGB = memory.perGpuGB;
  const unified = unifiedMemory(mac, () => needGB);
  if ('error' in unified) return unified;
  const { chip, haveGB, share, usableGB } = unified;
  const status = needGB <= usableGB ? 'fits' : needGB < haveGB ? 'fitsIf' : 'doesNotFit';
  return {
    device: 'mac',
    task: 'finetune',
    chip: chip.id,
    ...(unified.chipAssumed ? { chipAssumed: true as const } : {}),
    memoryGB: unified.memoryGB,
    engine: 'mlx',
    method: train.method,
    fits: status === 'fits',
    status,
    precision: train.precision,
    needGB: round(needGB),
    weightsGB: round(memory.weightsGB),
    statesGB: round(memory.gradientsGB + memory.optimizerGB),
    activationsGB: round(memory.activationsGB),
    overheadGB: round(memory.overheadGB),
    haveGB: round(haveGB),
    share,
    usableGB: round(usableGB),
    ...(status === 'fitsIf' ? { wiredLimitMb: Math.ceil((needGB * 1e9) / 2 ** 20) } : {}),
    seq: train.seq,
    batch: train.batch,
    gradientCheckpointing: train.gradientCheckpointing,
  };
}

/** Batch-1 decode on the Mac: every active weight and the KV cache are read once per token. */
export function decodeTokensPerSecond(chip: AppleChip, model: LlmModel, weightsGB: number, kvGB: number): number {
  const e = ENGINE_SPEED['llama.cpp'];
  const activeShare = (model.activeParamsB ?? model.paramsB) / model.paramsB;
  const bytesGB = weightsGB * activeShare + kvGB;
  const streamGBs = Math.min(e.eta * chip.bandwidthGBs, e.maxBandwidthGBs ?? Infinity);
  const seconds = bytesGB / streamGBs + (model.layers * e.gpuLayerMs) / 1000;
  return 1 / seconds;
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}
