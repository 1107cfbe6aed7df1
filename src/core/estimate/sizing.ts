/**
 * Sizing: the smallest GPU count of one type that fits with headroom and meets the target.
 * Inference: tensor parallel within one machine (powers of 2 up to gpu.maxPerNode that divide the
 * attention heads, as vLLM requires) × replicas that share the concurrency. Layer-split engines
 * (llama.cpp, transformers) spread a copy over any count of GPUs in the machine.
 * Training: data parallel over N GPUs with the lowest ZeRO stage that fits (or the one asked for).
 */
import { ENGINE_SPEED } from './constants.ts';
import { evaluate, type Layout } from './evaluate.ts';
import type { Recorder } from './recorder.ts';
import type { Resolved } from './resolve.ts';
import type { Estimate } from './types.ts';

const MAX_REPLICAS = 256;
const MAX_TRAINING_GPUS = 16384;

/** GPU counts one inference copy may span on this card. */
export function replicaSpans(r: Resolved): Array<{ gpusPerReplica: number; tensorParallel: number }> {
  const maxPerNode = Math.max(1, r.gpu.maxPerNode);
  const heads = r.llm?.heads ?? 1;
  const out: Array<{ gpusPerReplica: number; tensorParallel: number }> = [];
  if (ENGINE_SPEED[r.engine].split === 'tensor') {
    for (let tp = 1; tp <= maxPerNode; tp *= 2) if (heads % tp === 0) out.push({ gpusPerReplica: tp, tensorParallel: tp });
  } else {
    for (let n = 1; n <= maxPerNode; n++) out.push({ gpusPerReplica: n, tensorParallel: 1 });
  }
  return out;
}

/** Tensor-parallel degree for a fixed count: the largest power of 2 dividing count and the heads. */
export function tensorParallelFor(r: Resolved, count: number): number {
  if (ENGINE_SPEED[r.engine].split !== 'tensor') return 1;
  let tp = 1;
  while (tp * 2 <= Math.min(count, r.gpu.maxPerNode) && count % (tp * 2) === 0 && (r.llm?.heads ?? 1) % (tp * 2) === 0) tp *= 2;
  return tp;
}

export function sizeInference(r: Resolved, base: Recorder): Estimate {
  let best: Estimate | undefined;
  let closest: Estimate | undefined;
  for (const span of replicaSpans(r)) {
    for (let replicas = 1; replicas <= MAX_REPLICAS; replicas++) {
      if (best && span.gpusPerReplica * replicas >= best.count) break;
      const layout: Layout = { ...span, replicas };
      const e = evaluate(r, layout, base);
      if (e.fits) {
        best = e;
        break;
      }
      if (!closest || e.memory.perGpuGB < closest.memory.perGpuGB) closest = e;
      // More replicas only help when the per-replica load (concurrency) is what does not fit or is too slow.
      if (e.reason?.key === 'tooBig' && Math.ceil(r.concurrency / replicas) === 1) break;
      if (r.targetTokensPerSec === undefined && e.reason?.key !== 'tooBig') break;
    }
  }
  return best ?? closest ?? evaluate(r, { gpusPerReplica: 1, tensorParallel: 1, replicas: 1 }, base);
}

export function sizeTraining(r: Resolved, base: Recorder): Estimate {
  let last: Estimate | undefined;
  for (let n = 1; n <= MAX_TRAINING_GPUS; n *= 2) {
    const stages: Array<0 | 1 | 2 | 3> = r.zero !== undefined ? [r.zero] : n === 1 ? [0] : [0, 1, 2, 3];
    for (const zero of stages) {
      const e = evaluate(r, { gpusPerReplica: 1, tensorParallel: 1, replicas: n, zero }, base);
      last = e;
      if (e.fits) return e;
      if (e.reason?.key === 'tooLong') break; // a higher ZeRO stage saves memory, not time
    }
  }
  return last ?? evaluate(r, { gpusPerReplica: 1, tensorParallel: 1, replicas: 1, zero: r.zero ?? 0 }, base);
}

/** Training at a fixed count: the lowest ZeRO stage that fits (or the one asked for). */
export function trainingAtCount(r: Resolved, count: number, base: Recorder): Estimate {
  const stages: Array<0 | 1 | 2 | 3> = r.zero !== undefined ? [r.zero] : count === 1 ? [0] : [0, 1, 2, 3];
  let e: Estimate | undefined;
  for (const zero of stages) {
    e = evaluate(r, { gpusPerReplica: 1, tensorParallel: 1, replicas: count, zero }, base);
    if (e.reason?.key !== 'tooBig') return e;
  }
  return e!;
}
