/**
 * The estimator: how much memory, how fast, how long and how many GPUs, for one model on one GPU
 * type. Pure functions; every number carries its trace and every default its assumption.
 */
import { Recorder } from './recorder.ts';
import { resolveInput } from './resolve.ts';
import { inferenceAtCount, sizeInference, sizeTraining, trainingAtCount } from './sizing.ts';
import type { Estimate, EstimateInput } from './types.ts';

export { modelFromSize, modelRef } from './assumed-model.ts';
export { parseModelSize, resolveModelRef } from './model-input.ts';
export { parsePrecision, parseKvPrecision, WEIGHT_PRECISIONS, KV_PRECISIONS } from './precision.ts';
export { parseEngine, ENGINES } from './engine.ts';
export { isGguf } from './gguf.ts';
export { halfPrecision, runsAs, supportedPrecisions, type RunsAs } from './precision-support.ts';
export { publishedCheckpoint } from './precision.ts';
export { kvBytesPerToken } from './kv-cache.ts';
export { inferenceLine, maxConcurrencyAt, maxContextAt, totalMemoryGB, usableGB, type InferenceLine } from './capacity.ts';
export * from './types.ts';

/**
 * Estimate at a fixed GPU count (default 1): inference spreads one copy over all `count` GPUs
 * (tensor parallel where the engine and heads allow, layer split for the rest); training runs
 * data parallel with the lowest ZeRO stage that fits unless `zero` is given. `fits` is decided on
 * deviceGB with headroom (vLLM/SGLang: on their gpu_memory_utilization).
 */
export function estimate(input: EstimateInput): Estimate {
  const rec = new Recorder();
  const r = resolveInput(input, rec);
  const count = r.count ?? 1;
  if (r.task === 'infer') {
    return inferenceAtCount(r, count, rec);
  }
  return trainingAtCount(r, count, rec);
}

/**
 * The smallest count and layout of input.gpu that fits with headroom and meets the target
 * (targetTokensPerSec for inference, deadlineHours for training); with input.count it is estimate().
 * When nothing fits, the closest option comes back with fits: false and a reason.
 */
export function size(input: EstimateInput): Estimate {
  if (input.count !== undefined) return estimate(input);
  const rec = new Recorder();
  const r = resolveInput(input, rec);
  return r.task === 'infer' ? sizeInference(r, rec) : sizeTraining(r, rec);
}
