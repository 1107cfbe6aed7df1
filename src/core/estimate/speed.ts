/**
 * Decode and prefill speed. At small batch, decode streams the weights (and KV cache) from VRAM once
 * per step: time = bytes ÷ (η × bandwidth) + per-layer kernel gaps, but an eager framework cannot go
 * faster than Python launches the kernels (layers × cpuLayerMs). Batching shares the weight read
 * until the step turns compute-bound (2 · N_active FLOPs per token). Prefill is compute-bound.
 */
import type { Gpu, LlmModel as Model } from '../catalog/schema.ts';
import { ALLREDUCE_LATENCY_US, COMPUTE_EFFICIENCY, EAGER_KERNEL_FACTOR, ENGINE_SPEED, PCIE_GBS } from './constants.ts';
import { kvBytesForContext, kvShareOnGpu } from './kv-cache.ts';
import { embeddingBytes, bitsPerWeight, checkpointScale } from './precision.ts';
import type { Recorder } from './recorder.ts';
import { gpuSource } from './recorder.ts';
import { activeBlockParams, blockParams, mlaAttentionParams, routedExpertParams } from './shape.ts';
import type { InferenceSetup } from './memory-infer.ts';
import type { WeightPrecision } from './types.ts';

export interface SpeedArgs extends InferenceSetup {
  /** GPUs one copy runs tensor-parallel (a layer split adds memory, not speed). */
  tensorParallel: number;
  /** Attention data-parallel over the tensor-parallel GPUs (shape.ts dataParallelAttentionApplies). */
  dataParallelAttention?: boolean;
  replicas: number;
  /** Prompt tokens arriving per second over all copies: their prefill takes its share of each copy's time. */
  promptTokensPerSec?: number;
}

export interface Speed {
  decodeTokensPerSecPerStream: number;
  totalTokensPerSec: number;
  prefillSeconds: number;
}

/**
 * Dense TFLOP/s the card reaches at the compute precision of this weight format: fp8 at its fp8 rate
 * where it has fp8 tensor cores, else weight-only (W8A16: dequantised, computed at 16-bit); every
 * integer / GGUF format is weight-only here (GPTQ/AWQ/GGUF kernels compute in 16-bit).
 */
export function computeTflops(gpu: Gpu, precision: WeightPrecision): number {
  const t = gpu.tflops;
  const wanted = precision === 'fp8' ? t.fp8 : precision === 'fp32' ? t.fp32 : precision === 'fp16' ? t.fp16 : t.bf16;
  return wanted ?? t.bf16 ?? t.fp16 ?? t.tf32 ?? t.fp32 ?? 1;
}

/** Bytes a block parameter takes at this format, scaled to the published checkpoint. */
function bytesPerBlockParam(model: Model, precision: WeightPrecision): number {
  return (checkpointScale(model, precision) * bitsPerWeight(precision)) / 8;
}

/**
 * Weight bytes read per decode step for a batch: every routed expert hit by at least one token is
 * read once, so an MoE step of b tokens reads blocks × (1 − (1 − k/E)^b) of its expert weights.
 */
function weightBytesPerStep(model: Model, precision: WeightPrecision, batch: number): number {
  const scale = checkpointScale(model, precision);
  const perParam = bytesPerBlockParam(model, precision);
  const lmHead = scale * model.vocabSize * model.hiddenSize * embeddingBytes(precision);
  const active = activeBlockParams(model);
  if (!model.moe) return active * perParam + lmHead;
  const all = blockParams(model);
  const share = model.moe.expertsPerToken / model.moe.experts;
  const experts = routedExpertParams(model);
  const hit = 1 - Math.pow(1 - share, batch);
  return (all - experts + experts * hit) * perParam + lmHead;
}

/** Seconds per decode step spent in tensor-parallel all-reduces (0 without TP). */
export function allReduceSeconds(gpu: Gpu, model: Model, tensorParallel: number, batch: number): number {
  if (tensorParallel <= 1) return 0;
  const nvlink = gpu.nvlinkGBs != null;
  const linkBytesPerSec = (nvlink ? gpu.nvlinkGBs! / 2 : PCIE_GBS) * 1e9;
  const payload = batch * model.hiddenSize * 2;
  const one = ALLREDUCE_LATENCY_US[nvlink ? 'nvlink' : 'pcie'] / 1e6 + ((2 * (tensorParallel - 1)) / tensorParallel) * (payload / linkBytesPerSec);
  return 2 * model.layers * one;
}

/** GPUs a decode step's reads and FLOPs are split over: the tensor-parallel ones (a layer split adds memory, not speed). */
function parallelOf(a: SpeedArgs): number {
  return ENGINE_SPEED[a.engine].split === 'tensor' ? a.tensorParallel : 1;
}

/** Seconds of one decode step of the copy's batch (every stream's next token). */
function decodeStepSeconds(a: SpeedArgs, rec?: Recorder): number {
  const { model, gpu, engine } = a;
  const e = ENGINE_SPEED[engine];
  const parallel = parallelOf(a);
  const bandwidth = gpu.bandwidthGBs * 1e9;

  // Average KV length over the generation: the prompt plus half of the generated tokens.
  const avgKv = a.promptTokens + (a.contextTokens - a.promptTokens) / 2;
  // Pipeline stages run one after another for a token, so a step reads every stage's share: the TP share alone.
  // Data-parallel attention: each GPU reads the whole attention and the cache of its own requests only.
  const dp = a.dataParallelAttention === true && parallel > 1;
  const kvShare = dp ? Math.ceil(a.concurrency / parallel) / a.concurrency : e.split === 'tensor' ? kvShareOnGpu(model, parallel) : 1;
  const kvRead = a.concurrency * kvBytesForContext(model, a.kvPrecision, avgKv) * kvShare;
  const attention = dp ? mlaAttentionParams(model) * bytesPerBlockParam(model, a.precision) : 0;
  const weightsRead = (weightBytesPerStep(model, a.precision, a.concurrency) - attention) / parallel + attention;
  // The engine streams at η of the card's bandwidth, but never faster than its kernels can (llama.cpp).
  const streamed = Math.min(e.eta * bandwidth, (e.maxBandwidthGBs ?? Number.POSITIVE_INFINITY) * 1e9);
  const memorySeconds = (weightsRead + kvRead) / streamed;
  const flopsPerStep = 2 * model.activeParamsB * 1e9 * a.concurrency;
  const peak = computeTflops(gpu, a.precision) * 1e12;
  const computeSeconds = flopsPerStep / (COMPUTE_EFFICIENCY * peak * parallel);
  const kernelFactor = e.cpuLayerMs > 0 ? (EAGER_KERNEL_FACTOR[a.precision] ?? 1) : 1;
  const launchSeconds = (model.layers * e.cpuLayerMs * kernelFactor) / 1000;
  const gapSeconds = (model.layers * e.gpuLayerMs + e.stepMs) / 1000;
  const commSeconds = e.split === 'tensor' ? allReduceSeconds(gpu, model, parallel, a.concurrency) : 0;
  if (commSeconds > 0) rec?.step('speed.allReduce', '2 × layers × (latency + 2(n−1)/n × batch × hidden × 2 B ÷ link bandwidth)', { layers: model.layers, tensorParallel: parallel, link: gpu.nvlinkGBs != null ? 'nvlink' : 'pcie' }, commSeconds * 1000, 'ms');
  const step = Math.max(Math.max(memorySeconds, computeSeconds) + gapSeconds + commSeconds, launchSeconds);
  rec?.step(
    'speed.decodeStep',
    'max(max(bytes ÷ min(η × bandwidth, engine ceiling), FLOPs ÷ (η_c × peak)) + layers × gap, layers × launch)',
    { weightsReadGB: weightsRead / 1e9, kvReadGB: kvRead / 1e9, eta: e.eta, bandwidthGBs: gpu.bandwidthGBs, streamedGBs: streamed / 1e9, peakTflops: peak / 1e12, layers: model.layers, gapMs: e.gpuLayerMs, launchMs: e.cpuLayerMs * kernelFactor },
    step * 1000,
    'ms',
    gpuSource(gpu),
  );
  return step;
}

/** Share of each copy's time spent prefilling prompts that arrive at a rate (chunked prefill between decode steps); 0 without a rate. */
function prefillShareOf(a: SpeedArgs, rec?: Recorder): number {
  const peak = computeTflops(a.gpu, a.precision) * 1e12;
  const prefillSecondsPerToken = (2 * a.model.activeParamsB * 1e9) / (COMPUTE_EFFICIENCY * peak * parallelOf(a));
  const prefillShare = a.promptTokensPerSec ? Math.min(1, (a.promptTokensPerSec / a.replicas) * prefillSecondsPerToken) : 0;
  if (prefillShare > 0) rec?.step('speed.prefillShare', 'prompt tokens/s per copy × 2 × active params ÷ (η_c × peak × GPUs)', { promptTokensPerSec: a.promptTokensPerSec ?? 0, replicas: a.replicas }, prefillShare * 100, '%');
  return prefillShare;
}

/** Decode tokens/s of each stream: decoding gets the time prefill leaves. What the sizer searches on, without the rest of speed(). */
export function decodeTokensPerSecPerStream(a: SpeedArgs): number {
  const step = decodeStepSeconds(a);
  return (1 - prefillShareOf(a)) / step;
}

export function speed(a: SpeedArgs, rec?: Recorder): Speed {
  const { model, gpu } = a;
  const step = decodeStepSeconds(a, rec);
  const prefillShare = prefillShareOf(a, rec);
  const perStream = (1 - prefillShare) / step;
  const total = perStream * a.concurrency * a.replicas;
  const peak = computeTflops(gpu, a.precision) * 1e12;
  const prefillSeconds = (2 * model.activeParamsB * 1e9 * a.promptTokens) / (COMPUTE_EFFICIENCY * peak * parallelOf(a));
  rec?.step('speed.decode', prefillShare > 0 ? '(1 − prefill share) ÷ step time' : '1 ÷ step time', { stepMs: step * 1000 }, perStream, 'tokens/s');
  rec?.step('speed.total', 'per stream × concurrency × replicas', { perStream, concurrency: a.concurrency, replicas: a.replicas }, total, 'tokens/s');
  rec?.step('speed.prefill', '2 × active params × prompt tokens ÷ (η_c × peak × GPUs)', { activeParamsB: model.activeParamsB, promptTokens: a.promptTokens, etaCompute: COMPUTE_EFFICIENCY, peakTflops: peak / 1e12 }, prefillSeconds, 's');
  return { decodeTokensPerSecPerStream: perStream, totalTokensPerSec: total, prefillSeconds };
}
