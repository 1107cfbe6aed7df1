/**
 * Inference memory per GPU: weights ÷ GPUs + KV cache + activation workspace + runtime overhead.
 * perGpuGB is the allocated peak (torch.cuda.max_memory_allocated); deviceGB adds what nvidia-smi
 * shows on top (CUDA context, allocator cache) or, for vLLM/SGLang, their pre-allocation.
 */
import type { Gpu, LlmModel as Model } from '../catalog/schema.ts';
import { CUDA_GRAPH_GB, ENGINE_SPEED, FULL_LOGITS_BYTES, INFER_WEIGHT_OVERHEAD, PREFILL_ACT_BYTES } from './constants.ts';
import { withRuntimeGB } from './device.ts';
import { isEager, kvFreeShare, prefillChunk, preallocates, utilization } from './engine.ts';
import { kvBytesForContext, kvShareOnGpu } from './kv-cache.ts';
import { weightBytes, weightBytesOnGpu } from './precision.ts';
import type { Recorder } from './recorder.ts';
import { activeIntermediate } from './shape.ts';
import type { Engine, KvPrecision, MemoryBreakdown, WeightPrecision } from './types.ts';

/** One inference configuration: what both its memory (here) and its speed (speed.ts) are computed from. */
export interface InferenceSetup {
  model: Model;
  gpu: Gpu;
  precision: WeightPrecision;
  kvPrecision: KvPrecision;
  engine: Engine;
  contextTokens: number;
  promptTokens: number;
  /** Streams per model copy. */
  concurrency: number;
}

export interface InferMemoryArgs extends InferenceSetup {
  /** GPUs one model copy spans (tensor parallel, or layer split for eager engines / llama.cpp). */
  gpusPerReplica: number;
  /** Tensor-parallel width within the span (tensor engines); the rest of the span is pipeline stages. Default: the whole span. */
  tensorParallel?: number;
  /** Attention data-parallel over the span (shape.ts dataParallelAttentionApplies): each GPU keeps its own requests' cache. */
  dataParallelAttention?: boolean;
  fullPromptLogits: boolean;
  gpuMemoryUtilization?: number;
}

const GB = 1e9;

/**
 * What one GPU of a copy holds, GB, handed to `finish` as numbers (weights, KV cache, activations, overhead): the
 * breakdown an estimate shows (inferMemory) and the figure the fit check compares (inferNeededGB) are both summed
 * from them, so they never disagree, and the sizer, which asks for the figure at every number of streams it tries,
 * builds no breakdown for it.
 */
function inferParts<T>(a: InferMemoryArgs, rec: Recorder | undefined, finish: Finish<T>): T {
  const { model, engine } = a;
  const n = a.gpusPerReplica;
  const tensor = ENGINE_SPEED[engine].split === 'tensor';

  const tp = a.tensorParallel ?? n;
  const dp = tensor && a.dataParallelAttention === true && tp > 1;
  const weightsGB = tensor ? weightBytesOnGpu(model, a.precision, n, tp, dp) / GB : weightBytes(model, a.precision) / GB / n;
  rec?.step('memory.weights', tensor && tp > 1 ? 'params × bits ÷ 8 (embeddings at their format) ÷ GPUs, what every TP rank keeps whole ÷ stages' : 'params × bits ÷ 8 (embeddings at their format) ÷ GPUs', { paramsB: model.paramsB, precision: a.precision, gpus: n }, weightsGB, 'GB');

  const perStream = kvBytesForContext(model, a.kvPrecision, a.contextTokens);
  const kvTotal = (a.concurrency * perStream) / GB;
  // Data-parallel attention: a GPU holds the whole cache of its own requests, ⌈streams ÷ GPUs⌉ of them.
  const kvShare = dp ? Math.ceil(a.concurrency / n) / a.concurrency : tensor ? kvShareOnGpu(model, tp, n / tp) : 1 / n;
  const kvCacheGB = kvTotal * kvShare;
  rec?.step('memory.kvCache', dp ? '⌈concurrency ÷ GPUs⌉ × context × KV bytes/token (each GPU its own requests)' : 'concurrency × context × KV bytes/token × share per GPU', { concurrency: a.concurrency, contextTokens: a.contextTokens, kvBytesPerToken: perStream / a.contextTokens, share: kvShare }, kvCacheGB, 'GB');

  // Prefill is the activation peak: one layer's hidden + MLP tensors for every prompt token in the
  // step; serving engines cap the step (chunked prefill), eager frameworks prefill the whole prompt.
  // vLLM/SGLang profile a full chunk of dummy tokens at start-up and keep that peak out of the KV
  // pool whatever the prompts ("PyTorch activation peak memory takes …" in vLLM's log).
  const reserved = preallocates(engine);
  const stepTokens = reserved ? prefillChunk(engine, a.gpu) : Math.min(a.promptTokens * a.concurrency, prefillChunk(engine, a.gpu));
  const width = model.hiddenSize + activeIntermediate(model);
  const workspace = (PREFILL_ACT_BYTES * stepTokens * width) / GB / (tensor ? n : 1);
  const logitsTokens = a.fullPromptLogits && isEager(engine) ? a.promptTokens * a.concurrency : a.concurrency;
  const logits = (logitsTokens * model.vocabSize * (a.fullPromptLogits ? FULL_LOGITS_BYTES : 4)) / GB;
  // Prefill and decode peak at different times: the prefill workspace sits beside the prompt's KV
  // only, the full-context KV cache comes later (generated tokens), after the workspace is freed.
  // The prompt is the whole context unless said otherwise: its KV is then the stream's, not computed again.
  const promptKv = a.promptTokens >= a.contextTokens ? perStream : kvBytesForContext(model, a.kvPrecision, a.promptTokens);
  const kvPromptGB = (a.concurrency * promptKv * kvShare) / GB;
  const activationsGB = (reserved ? workspace : Math.max(0, kvPromptGB + workspace - kvCacheGB)) + logits;
  rec?.step('memory.activations', reserved ? 'profiled chunk × (hidden + intermediate) × bytes + logits' : 'max(0, prompt KV + prefill tokens × (hidden + intermediate) × bytes − full KV) + logits', { stepTokens, width, logitsTokens, vocab: model.vocabSize, kvPromptGB }, activationsGB, 'GB');

  // LMDeploy's cache is a share of the memory free after loading: the cache needed takes cache ÷ share of the card.
  const cacheReserveGB = kvCacheGB * (1 / kvFreeShare(engine) - 1);
  if (cacheReserveGB > 0) rec?.step('memory.cacheReserve', 'KV cache × (1 ÷ cache_max_entry_count − 1): the free memory the engine keeps out of its cache', { kvCacheGB, share: kvFreeShare(engine) }, cacheReserveGB, 'GB');
  const overheadGB = (isEager(engine) ? INFER_WEIGHT_OVERHEAD * weightsGB : 0) + (reserved ? CUDA_GRAPH_GB : 0) + cacheReserveGB;
  return finish(a, weightsGB, kvCacheGB, activationsGB, overheadGB, rec);
}

type Finish<T> = (a: InferMemoryArgs, weightsGB: number, kvCacheGB: number, activationsGB: number, overheadGB: number, rec?: Recorder) => T;

/** The allocated peak per GPU (torch.cuda.max_memory_allocated). */
function perGpuOf(weightsGB: number, kvCacheGB: number, activationsGB: number, overheadGB: number): number {
  return weightsGB + kvCacheGB + activationsGB + overheadGB;
}

/** The breakdown an estimate shows: the parts, their sum over the GPUs, and what each GPU shows in use. */
function breakdown(a: InferMemoryArgs, weightsGB: number, kvCacheGB: number, activationsGB: number, overheadGB: number, rec?: Recorder): MemoryBreakdown {
  const n = a.gpusPerReplica;
  const tensor = ENGINE_SPEED[a.engine].split === 'tensor';
  const reserved = preallocates(a.engine);
  const perGpuGB = perGpuOf(weightsGB, kvCacheGB, activationsGB, overheadGB);
  rec?.step('memory.perGpu', 'weights + KV cache + activations + overhead', { weightsGB, kvCacheGB, activationsGB, overheadGB }, perGpuGB, 'GB');

  // Summed over GPUs: a layer split runs the workspace on one GPU at a time, so it is counted once.
  const totalGB = (weightsGB + overheadGB) * n + kvCacheGB * n + (tensor ? activationsGB * n : activationsGB);
  const natural = withRuntimeGB(perGpuGB, weightsGB);
  const share = kvFreeShare(a.engine);
  // LMDeploy fills its share of whatever is free with cache blocks, however few the workload needs.
  const deviceGB = reserved
    ? Math.max(natural, utilization(a.engine, a.gpuMemoryUtilization) * a.gpu.memoryGB)
    : share < 1 ? Math.max(natural, natural + share * (a.gpu.memoryGB - natural)) : natural;
  const how = reserved ? 'max(need + CUDA context, gpu_memory_utilization × VRAM)' : share < 1 ? 'need + cache_max_entry_count × (VRAM − need)' : 'allocated × (1 + allocator slack) + CUDA context';
  rec?.step('memory.device', how, { perGpuGB, vramGB: a.gpu.memoryGB }, deviceGB, 'GB');

  return { perGpuGB, totalGB, deviceGB, weightsGB, kvCacheGB, activationsGB, gradientsGB: 0, optimizerGB: 0, overheadGB };
}

/** What the fit check compares for an inference (device.ts neededGB of the breakdown: before any pre-allocation). */
function needed(_a: InferMemoryArgs, weightsGB: number, kvCacheGB: number, activationsGB: number, overheadGB: number): number {
  return withRuntimeGB(perGpuOf(weightsGB, kvCacheGB, activationsGB, overheadGB), weightsGB);
}

export function inferMemory(a: InferMemoryArgs, rec?: Recorder): MemoryBreakdown {
  return inferParts(a, rec, breakdown);
}

/** GB one GPU needs for the fit check (neededGB(inferMemory(a))), without the breakdown: the sizer's question at every number of streams. */
export function inferNeededGB(a: InferMemoryArgs): number {
  return inferParts(a, undefined, needed);
}
