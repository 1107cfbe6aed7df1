/**
 * What a card can hold, in real bytes, and the closed forms the planner sizes with.
 *
 * Capacity: the memory the driver reports (Gpu.memoryMiB × 2²⁰ bytes — an "80 GB" H100 has 81,559 MiB
 * = 85.5 GB), or where the catalog has no driver figure one derived from the nominal size (stated). Shown in GB of
 * 10⁹ bytes, never GiB. Of it, vLLM/SGLang take gpu_memory_utilization (0.9 by default) for
 * everything they allocate, CUDA context included; other engines may fill all but the headroom. The
 * CUDA context and allocator slack are on the need side (device.ts), so they are counted once.
 *
 * Inference memory is linear in concurrency c and context C (memory-infer.ts with the prompt as long
 * as the context, the worst case it also assumes by default):
 *   need = (1 + slack) · (fixed + c · perStream + c · C · perToken + min(c · C, chunk) · work) + context
 * so the most users at a context, or the longest context at a number of users, is a division —
 * never a search. When the prompt is shorter than the context, or sliding-window layers stop
 * growing at their window, the real peak is lower, so these bounds stay on the safe side.
 */
import type { Gpu, LlmModel } from '../catalog/schema.ts';
import { ALLOCATOR_SLACK, CUDA_CONTEXT_GB, CUDA_GRAPH_GB, DESK_CARD_DRIVER_SHARE, ENGINE_SPEED, FULL_LOGITS_BYTES, INFER_WEIGHT_OVERHEAD, PREFILL_ACT_BYTES } from './constants.ts';
import { isEager, kvFreeShare, prefillChunk, preallocates, utilization } from './engine.ts';
import { kvBytesPerToken, kvShareOnGpu } from './kv-cache.ts';
import { weightBytes, weightBytesOnGpu } from './precision.ts';
import { activeIntermediate } from './shape.ts';
import type { Engine, KvPrecision, Task, WeightPrecision } from './types.ts';

const GB = 1e9;
const MIB = 2 ** 20;

/**
 * Total memory of one card in GB (10⁹ B): the driver's MiB when the catalog has them. Without them a GeForce or
 * workstation card's binary-sized memory ("12 GB" is 12 GiB of GDDR, no ECC reserve by default) at the lowest
 * share a measured one reports (DESK_CARD_DRIVER_SHARE); a datacenter card's nominal GB, as its ECC reserve or
 * HBM size varies (L40S 93.7 %, A100 100 %).
 */
export function totalMemoryGB(gpu: Gpu): { gb: number; source: 'driver' | 'binary' | 'nominal' } {
  const mib = (gpu as Gpu & { memoryMiB?: number | null }).memoryMiB;
  if (mib) return { gb: (mib * MIB) / GB, source: 'driver' };
  if (gpu.segment !== 'datacenter') return { gb: (gpu.memoryGB * 2 ** 30 * DESK_CARD_DRIVER_SHARE) / GB, source: 'binary' };
  return { gb: gpu.memoryGB, source: 'nominal' };
}

/** GB one GPU may use: vLLM/SGLang their utilization (at most 1 − headroom), other engines 1 − headroom. */
export function usableGB(gpu: Gpu, task: Task, engine: Engine, headroom: number, gpuMemoryUtilization?: number): number {
  const fraction = task === 'infer' && preallocates(engine) ? Math.min(utilization(engine, gpuMemoryUtilization), 1 - headroom) : 1 - headroom;
  return fraction * totalMemoryGB(gpu).gb;
}

/** The linear inference-memory model of one model copy, per GPU, in GB. */
export interface InferenceLine {
  /** Weights + runtime overhead. */
  fixedGB: number;
  /** The weights alone: loaded once, no allocator slack on them (device.ts). */
  weightsGB: number;
  /** Per stream: last-token logits. */
  perStreamGB: number;
  /** Per token in flight: KV cache (+ full-prompt logits of an old transformers). */
  perTokenGB: number;
  /** Prefill workspace per prompt token, up to `chunkTokens` tokens in one step. */
  workPerTokenGB: number;
  chunkTokens: number;
  /** Groups the streams are dealt to, each holding its own streams' cache whole (data-parallel attention: the GPUs; else 1). */
  streamGroups: number;
}

export interface LineArgs {
  model: LlmModel;
  precision: WeightPrecision;
  kvPrecision: KvPrecision;
  engine: Engine;
  gpusPerReplica: number;
  /** Tensor-parallel width within the span; the rest is pipeline stages. Default: the whole span. */
  tensorParallel?: number;
  dataParallelAttention?: boolean;
  fullPromptLogits: boolean;
  gpu: Gpu;
}

export function inferenceLine(a: LineArgs): InferenceLine {
  const n = a.gpusPerReplica;
  const tensor = ENGINE_SPEED[a.engine].split === 'tensor';
  const tp = a.tensorParallel ?? n;
  const dp = tensor && a.dataParallelAttention === true && tp > 1;
  const weights = (tensor ? weightBytesOnGpu(a.model, a.precision, n, tp, dp) : weightBytes(a.model, a.precision) / n) / GB;
  const kvShare = dp ? 1 : tensor ? kvShareOnGpu(a.model, tp, n / tp) : 1 / n;
  const fullLogits = a.fullPromptLogits && isEager(a.engine);
  const logitBytes = a.fullPromptLogits ? FULL_LOGITS_BYTES : 4;
  // LMDeploy's cache is a share of the free memory: each token's cache takes ÷ that share of the card (memory-infer.ts).
  const perTokenGB = ((kvBytesPerToken(a.model, a.kvPrecision) * kvShare) / kvFreeShare(a.engine) + (fullLogits ? a.model.vocabSize * logitBytes : 0)) / GB;
  const perStreamGB = fullLogits ? 0 : (a.model.vocabSize * logitBytes) / GB;
  const width = a.model.hiddenSize + activeIntermediate(a.model);
  const workPerTokenGB = (PREFILL_ACT_BYTES * width) / GB / (tensor ? n : 1);
  const chunkTokens = prefillChunk(a.engine, a.gpu);
  // vLLM/SGLang reserve the profiled chunk's workspace up front (memory-infer.ts): fixed, not per token.
  const reserved = preallocates(a.engine);
  const fixedGB = weights * (1 + (isEager(a.engine) ? INFER_WEIGHT_OVERHEAD : 0)) + (reserved ? chunkTokens * workPerTokenGB + CUDA_GRAPH_GB : 0);
  return { fixedGB, weightsGB: weights, perStreamGB, perTokenGB, workPerTokenGB: reserved ? 0 : workPerTokenGB, chunkTokens, streamGroups: dp ? n : 1 };
}

/** GB left per GPU beyond the line's fixed part once the CUDA context and the slack on what is not weights are added (withRuntimeGB inverted). */
function budgetBeyondFixed(line: InferenceLine, capacityGB: number): number {
  return (capacityGB - CUDA_CONTEXT_GB - line.weightsGB) / (1 + ALLOCATOR_SLACK) - (line.fixedGB - line.weightsGB);
}

/** Most streams of `context` tokens one copy can hold in `capacityGB` per GPU (0 when none); with data-parallel attention, each GPU its own. */
export function maxConcurrencyAt(line: InferenceLine, capacityGB: number, context: number): number {
  const budget = budgetBeyondFixed(line, capacityGB);
  if (budget <= 0 || context <= 0) return 0;
  const perStream = line.perStreamGB + context * line.perTokenGB;
  // While c · context is under the prefill chunk the workspace grows with every stream; past it, it is flat.
  const underChunk = budget / (perStream + context * line.workPerTokenGB);
  const c = underChunk * context <= line.chunkTokens ? underChunk : (budget - line.chunkTokens * line.workPerTokenGB) / perStream;
  return Math.max(0, Math.floor(c + 1e-9)) * line.streamGroups;
}

/** Longest context per stream at `streams` streams per copy that fits in `capacityGB` per GPU (0 when none). */
export function maxContextAt(line: InferenceLine, capacityGB: number, streams: number): number {
  const concurrency = Math.ceil(streams / line.streamGroups);
  const budget = budgetBeyondFixed(line, capacityGB) - concurrency * line.perStreamGB;
  if (budget <= 0 || concurrency <= 0) return 0;
  const underChunk = budget / (concurrency * (line.perTokenGB + line.workPerTokenGB));
  const context = underChunk * concurrency <= line.chunkTokens ? underChunk : (budget - line.chunkTokens * line.workPerTokenGB) / (concurrency * line.perTokenGB);
  return Math.max(0, Math.floor(context + 1e-9));
}
