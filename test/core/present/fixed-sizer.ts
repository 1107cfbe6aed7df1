/**
 * A deterministic stand-in for the estimator in snapshot tests: round figures from simple rules,
 * so the snapshots pin the presentation (and the recommender's pricing over the real catalog)
 * without changing each time the estimator's fitted constants are refined. The estimator itself
 * is tested in test/core/estimate.
 */
import type { Estimate } from '../../../src/core/estimate/types.ts';
import type { Sizer } from '../../../src/core/recommend/options.ts';

export const fixedSizer: Sizer = (input) => {
  const { gpu } = input;
  const params = input.model.model.paramsB;
  const usable = gpu.memoryGB * (1 - input.headroom);
  const base = { gpu: gpu.id, assumptions: [{ key: 'defaultMfu', params: { mfu: 0.4 } }], trace: [{ id: 'memory.weights', formula: 'params × bytes', inputs: { params: params * 1e9, bytes: 2 }, result: params * 2, unit: 'GB' }] };
  if (input.task === 'infer') {
    const weights = params * 2;
    const need = weights * 1.1 + 1;
    const count = input.count ?? Math.min(8, 2 ** Math.ceil(Math.log2(Math.max(1, need / usable))));
    const perGpu = need / count;
    const perStream = (gpu.bandwidthGBs * 0.7) / (weights / count);
    const memory = { perGpuGB: perGpu, totalGB: need, deviceGB: perGpu, weightsGB: weights / count, kvCacheGB: 0.1 * weights / count, activationsGB: 0, gradientsGB: 0, optimizerGB: 0, overheadGB: 1 };
    const e: Estimate = {
      ...base, count, layout: { tensorParallel: count, replicas: 1 }, fits: perGpu <= usable, memory,
      throughput: { decodeTokensPerSecPerStream: perStream, totalTokensPerSec: perStream * (input.concurrency ?? 1), prefillSeconds: 0.5 },
      input: { ...input, task: 'infer', precision: input.precision ?? 'bf16', engine: input.engine ?? 'vllm' },
    };
    return e;
  }
  const tflops = (gpu.tflops.bf16 ?? gpu.tflops.fp16 ?? 10) * 1e12;
  const flops = 6 * params * 1e9 * (input.tokens ?? 1e7) * (input.epochs ?? 1);
  const perGpu = input.method === 'full' ? params * 16 / 8 + 10 : params * 2 + 6;
  let count = input.count ?? 1;
  const hoursAt = (n: number) => flops / (n * tflops * 0.4) / 3600;
  while (input.count === undefined && input.deadlineHours !== undefined && hoursAt(count) > input.deadlineHours && count < 1024) count *= 2;
  const hours = hoursAt(count);
  const memory = { perGpuGB: perGpu, totalGB: perGpu * count, deviceGB: perGpu, weightsGB: params * 2, kvCacheGB: 0, activationsGB: 2, gradientsGB: 0, optimizerGB: perGpu - params * 2 - 2, overheadGB: 1 };
  return {
    ...base, count, layout: { tensorParallel: 1, replicas: count }, fits: perGpu <= usable && (input.deadlineHours === undefined || hours <= input.deadlineHours), memory,
    training: { flops, hours, gpuHours: hours * count, mfu: 0.4 },
    input: { ...input, task: input.task, precision: input.precision ?? 'bf16', engine: 'transformers' },
  };
};
