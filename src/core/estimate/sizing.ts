/**
 * Sizing: the fewest GPUs of one card that hold the model with headroom and meet the targets, in a
 * layout that exists, solved rather than searched:
 * - Inference: a model copy spans a tensor-parallel group inside one machine (powers of 2 up to
 *   maxPerNode that divide the attention heads, as vLLM requires), pipeline stages across machines
 *   only when one machine cannot hold it; llama.cpp / transformers split layers over the GPUs of
 *   one machine. The smallest span is a ceiling (weights ÷ usable memory); the streams one copy
 *   holds come from a division (memory is linear in streams: the KV cache), confirmed by one or two
 *   evaluations; the streams that still get the per-user speed, by bisection on the speed model.
 *   Replicas only when one copy cannot hold the users or reach the total throughput.
 * - Training: data parallel over N GPUs with the lowest ZeRO stage that fits (or the one asked for);
 *   N is the larger of the deadline's ceiling (time ∝ 1 ÷ N) and ZeRO-3's memory ceiling
 *   (per-GPU = fixed + sharded ÷ N), rounded to 1, 2, 4… within a machine and whole machines beyond.
 *   A long sequence whose activations fit no count whole is split over a machine's GPUs (sequence parallel).
 * Probes run without the trace; only the chosen layout is evaluated with it.
 */
import type { Gpu } from '../catalog/schema.ts';
import { DECODE_SPEED_ERROR, ENGINE_SPEED } from './constants.ts';
import { neededGB } from './device.ts';
import { capacityGB, diffusionTrainArgs, estimateLayout, evaluate, lineOf, memoryFor, trainingTimeArgs, type Layout } from './evaluate.ts';
import { diffusionTrainingTime } from './diffusion-train-time.ts';
import { inferNeededGB } from './memory-infer.ts';
import { weightBytes } from './precision.ts';
import { maxConcurrencyAt, totalMemoryGB } from './capacity.ts';
import { Recorder, SilentRecorder } from './recorder.ts';
import { resolveInput, type Resolved } from './resolve.ts';
import { decodeTokensPerSecPerStream, speed } from './speed.ts';
import { dataParallelAttentionApplies } from './shape.ts';
import { statedMinimum } from './stated-minimum.ts';
import { trainingTime } from './training-time.ts';
import type { Assumption, Estimate, EstimateInput } from './types.ts';

const MAX_TRAINING_GPUS = 16384;
/** Pipeline stages (machines) one inference copy may span when a machine cannot hold it. */
const MAX_PIPELINE_MACHINES = 16;
const MAX_REPLICAS = 4096;

/** What the planner asks beyond the estimator's input: the speed each user must get. */
export interface PlanInput extends EstimateInput {
  /** Decode tokens/s every stream must reach (a chat user's reading speed); undefined = no per-user target. */
  perUserTokensPerSec?: number;
  /**
   * A per-user target no layout of this card reaches is met as nearly as the card can (topSpeedPlan) instead of
   * missed: the stated target of a user who asked for a speed, answered with the fastest plan and the shortfall said.
   */
  bestEffortSpeed?: boolean;
}

interface Span {
  gpusPerReplica: number;
  tensorParallel: number;
  /** Attention data-parallel over the span, the experts split over it (shape.ts dataParallelAttentionApplies). */
  dataParallelAttention?: boolean;
}

/**
 * Only NVLink (SXM/OAM) datacenter machines are rented as InfiniBand/RoCE clusters, so only they
 * take a model copy (pipeline stages) or a training job across machines.
 */
export function rentedAsCluster(gpu: Gpu): boolean {
  return gpu.nvlinkGBs !== null && gpu.segment === 'datacenter';
}

/** Spans per card, kept per engine split, head count and attention layouts: every probe of a search asks again. */
const spansOf = new WeakMap<Gpu, Map<string, readonly Span[]>>();

/** Model-copy spans this card allows for the engine, smallest first (shared: never modified). */
export function replicaSpans(r: Resolved): readonly Span[] {
  const heads = r.llm?.heads ?? 1;
  const split = ENGINE_SPEED[r.engine].split;
  const dp = dataParallelAttentionApplies(r.llm, r.engine);
  let perGpu = spansOf.get(r.gpu);
  if (!perGpu) spansOf.set(r.gpu, (perGpu = new Map()));
  // A layer split does not depend on the heads: one entry.
  const key = split === 'tensor' ? `${heads}${dp ? '+dp' : ''}` : 'layers';
  const kept = perGpu.get(key);
  if (kept) return kept;
  const out = spansFor(r.gpu, split, heads, dp);
  perGpu.set(key, out);
  return out;
}

function spansFor(gpu: Gpu, split: string, heads: number, dataParallelAttention: boolean): readonly Span[] {
  const maxPerNode = Math.max(1, gpu.maxPerNode);
  const out: Span[] = [];
  if (split === 'tensor') {
    let widest = 1;
    for (let tp = 1; tp <= maxPerNode; tp *= 2) {
      if (heads % tp !== 0) continue;
      out.push({ gpusPerReplica: tp, tensorParallel: tp });
      // Tried after tensor parallelism of the same width, which it replaces only when it needs fewer GPUs.
      if (dataParallelAttention && tp > 1) out.push({ gpusPerReplica: tp, tensorParallel: tp, dataParallelAttention: true });
      widest = tp;
    }
    if (rentedAsCluster(gpu)) for (let stages = 2; stages <= MAX_PIPELINE_MACHINES; stages++) out.push({ gpusPerReplica: widest * stages, tensorParallel: widest });
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

/** Training time of the resolved job on `gpus` GPUs (no trace). */
function timeAt(r: Resolved, tokens: number, gpus: number) {
  return trainingTime(trainingTimeArgs(r, r.llm!, tokens, gpus));
}

const withStreams = (r: Resolved, streams: number): Resolved => ({ ...r, concurrency: streams });

/**
 * Memory one copy needs per GPU at a number of streams, for one span. A text model's arguments are
 * built once per span and only the streams change (what memoryFor passes for one replica), instead of
 * copying the whole resolved input for each of the evaluations a span takes.
 */
function neededOf(r: Resolved, span: Span): (streams: number) => number {
  const llm = r.llm;
  if (!llm || r.task !== 'infer') return (streams) => neededGB(memoryFor(withStreams(r, streams), { ...span, replicas: 1 }));
  const args = {
    model: llm, gpu: r.gpu, precision: r.precision, kvPrecision: r.kvPrecision, engine: r.engine, contextTokens: r.contextTokens, promptTokens: r.promptTokens,
    concurrency: 1, gpusPerReplica: span.gpusPerReplica, tensorParallel: span.tensorParallel, dataParallelAttention: span.dataParallelAttention === true,
    fullPromptLogits: r.fullPromptLogits, gpuMemoryUtilization: r.gpuMemoryUtilization,
  };
  return (streams) => {
    args.concurrency = streams;
    return inferNeededGB(args);
  };
}

/** Decode tokens/s per stream at a number of streams, for one span (arguments built once, as neededOf). */
function perStreamOf(r: Resolved, span: Span): (streams: number) => number {
  const args = {
    model: r.llm!, gpu: r.gpu, precision: r.precision, kvPrecision: r.kvPrecision, engine: r.engine,
    contextTokens: r.contextTokens, promptTokens: r.promptTokens, concurrency: 1,
    tensorParallel: span.tensorParallel, dataParallelAttention: span.dataParallelAttention === true, replicas: 1,
  };
  return (streams) => {
    args.concurrency = streams;
    return decodeTokensPerSecPerStream(args);
  };
}

function perStreamAt(r: Resolved, span: Span, streams: number): number {
  return perStreamOf(r, span)(streams);
}

/** Largest n in [lo, hi] with ok(n), for ok true at lo and monotonic (true … true false … false). */
function lastTrue(lo: number, hi: number, ok: (n: number) => boolean): number {
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Streams one copy holds in memory, up to `limit`. Beyond the first chunked-prefill step the need
 * is linear in streams (the KV cache), so the line through 2 and `limit` streams gives the answer
 * by division; one or two evaluations confirm it, bisection only if the line bends.
 */
export function streamsThatFit(r: Resolved, span: Span, limit: number, capacity = capacityGB(r)): number {
  // The closed form (capacity.ts) is a safe bound — exact unless the prompt is shorter than the context
  // or sliding-window layers cap the KV cache: two evaluations confirm it, the search runs only past it.
  const neededAt = neededOf(r, span);
  if (r.llm) {
    const line = lineOf(r, r.llm, span);
    const bound = Math.min(limit, maxConcurrencyAt(line, capacity, r.contextTokens));
    if (bound >= 1 && neededAt(bound) <= capacity) {
      if (bound === limit || neededAt(bound + 1) > capacity) return bound;
    }
  }
  const one = neededAt(1);
  if (one > capacity) return 0;
  if (limit <= 1) return 1;
  const last = neededAt(limit);
  if (last <= capacity) return limit;
  const two = limit > 2 ? neededAt(2) : last;
  if (two > capacity) return 1;
  const slope = limit > 2 ? (last - two) / (limit - 2) : last - one;
  const fits = (c: number) => neededAt(c) <= capacity;
  const guess = Math.max(2, Math.min(limit - 1, slope > 0 ? 2 + Math.floor((capacity - two) / slope) : limit - 1));
  if (fits(guess)) return fits(guess + 1) ? lastTrue(guess + 1, limit - 1, fits) : guess;
  return lastTrue(2, guess - 1, fits);
}

/**
 * Streams per copy that still get `perUser` tokens/s, up to `held`. A decode step's time is the
 * larger of two lines in the streams (memory: weights + KV read; compute), so it is convex: the
 * chord from 1 to `held` streams never undershoots it, and the chord's crossing is a safe start.
 */
function streamsAtSpeed(r: Resolved, span: Span, held: number, perUser: number): number {
  const perStreamAt = perStreamOf(r, span);
  const target = 1 / perUser;
  const stepOne = 1 / perStreamAt(1);
  if (stepOne > target) return 0;
  if (held <= 1) return 1;
  const stepHeld = 1 / perStreamAt(held);
  if (stepHeld <= target) return held;
  const start = Math.max(1, Math.min(held - 1, 1 + Math.floor(((target - stepOne) / (stepHeld - stepOne)) * (held - 1))));
  const fast = (c: number) => 1 / perStreamAt(c) <= target;
  if (!fast(start)) return lastTrue(1, start - 1, fast);
  return fast(start + 1) ? lastTrue(start + 1, held - 1, fast) : start;
}

/** One copy's decode speed per stream with `streams` in flight, out of `copies`, prompts arriving at the request's rate. */
function prefillSpeedOf(r: Resolved, span: Span): (copies: number, streams: number) => number {
  const args = {
    model: r.llm!, gpu: r.gpu, precision: r.precision, kvPrecision: r.kvPrecision, engine: r.engine,
    contextTokens: r.contextTokens, promptTokens: r.promptTokens, concurrency: 1,
    tensorParallel: span.tensorParallel, dataParallelAttention: span.dataParallelAttention === true, replicas: 1, promptTokensPerSec: r.promptTokensPerSec,
  };
  return (copies, streams) => {
    args.replicas = copies;
    args.concurrency = streams;
    return decodeTokensPerSecPerStream(args);
  };
}

/** The fewest copies from `from` up for which `enough` holds (monotonic in copies); 0 when none up to the limit does. */
function fewestCopies(from: number, enough: (copies: number) => boolean): number {
  let hi = from;
  while (!enough(hi)) {
    if (hi >= MAX_REPLICAS) return 0;
    hi = Math.min(MAX_REPLICAS, hi * 2);
  }
  let lo = Math.max(from, Math.floor(hi / 2));
  if (enough(lo)) return lo;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (enough(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * Copies a service needs when prompts arrive at a rate: each copy spends a share of its time prefilling them and
 * decodes in the rest, so more copies both shorten the batch and lighten the share. The fewest from `from` up where
 * every stream still reads at `perUser`; 0 when none up to the limit does.
 */
function copiesWithPrefill(r: Resolved, span: Span, concurrency: number, from: number, perUser: number): number {
  const perStream = prefillSpeedOf(r, span);
  return fewestCopies(from, (n) => perStream(n, Math.ceil(concurrency / n)) >= perUser);
}

/**
 * Copies a batch job needs to reach its total: each keeps its own `streams` in flight and, when the items' prompts
 * must be read too, prefills its share of them in the time it does not decode.
 */
function copiesForTotal(r: Resolved, span: Span, streams: number, total: number): number {
  const perStream = prefillSpeedOf(r, span);
  return fewestCopies(1, (n) => n * streams * perStream(n, streams) >= total);
}

interface InferencePlan {
  layout: Layout;
  fits: boolean;
  reason?: Assumption;
  /** Streams in flight over all copies (batch work: each copy's full batch); absent = the request's. */
  concurrency?: number;
}

/** The miss of a span where one stream is already too slow: too small to hold a stream, else too slow. */
function missAt(r: Resolved, span: Span, concurrency: number, capacity: number, perUser: number): InferencePlan {
  const layout = { ...span, replicas: 1 };
  if (streamsThatFit(r, span, concurrency, capacity) === 0) return { layout, fits: false, reason: { key: 'tooBig', params: { gpu: r.gpu.name, count: span.gpusPerReplica } } };
  return { layout, fits: false, reason: { key: 'tooSlow', params: { target: perUser, got: round(perStreamAt(r, span, 1)) } } };
}

/**
 * The cheapest layout of this card for the request, or the nearest miss (with its reason); with `bestEffort`, a
 * per-user target out of the card's reach is replaced by the fastest it gets (topSpeedPlan).
 */
export function planInference(r: Resolved, perUser: number | undefined, bestEffort = false): InferencePlan {
  const plan = cheapestLayout(r, perUser);
  if (plan.fits || !bestEffort || perUser === undefined || !r.llm) return plan;
  return topSpeedPlan(r) ?? plan;
}

/**
 * One stream's decode speed is bounded by memory bandwidth: each step reads the weights once (÷ the tensor-parallel
 * GPUs, plus the all-reduces TP adds; speed.ts). The fastest a stream gets on this card is the best span's speed at
 * one stream; the plan is the cheapest that comes within the speed model's error of it (DECODE_SPEED_ERROR) — wider
 * tensor parallelism past that point buys little, the per-layer gaps dominate — holding every user at that speed.
 */
function topSpeedPlan(r: Resolved): InferencePlan | undefined {
  const capacity = capacityGB(r);
  let top = 0;
  let width = 0;
  for (const span of replicaSpans(r)) {
    // Pipeline stages of the same width add no speed (one token still crosses every stage): one span per width.
    if (span.tensorParallel === width || streamsThatFit(r, span, 1, capacity) === 0) continue;
    width = span.tensorParallel;
    top = Math.max(top, perStreamAt(r, span, 1));
  }
  if (!(top > 0)) return undefined;
  const plan = cheapestLayout(r, top * (1 - DECODE_SPEED_ERROR));
  return plan.fits ? plan : undefined;
}

/** The cheapest layout of this card meeting `perUser` (and the request's total), or the nearest miss. */
function cheapestLayout(r: Resolved, perUser: number | undefined): InferencePlan {
  const capacity = capacityGB(r);
  const maxPerNode = Math.max(1, r.gpu.maxPerNode);
  const concurrency = Math.max(1, r.concurrency);
  const total = perUser === undefined ? r.targetTokensPerSec : undefined;
  // The smallest span that can hold the weights at all is a ceiling; smaller spans are skipped unevaluated.
  // The weights do not depend on the streams: a text model's are its bytes at the format (what inferMemory
  // puts on one GPU of a one-GPU copy), without sizing a whole copy for them.
  const weightsOne = r.llm ? weightBytes(r.llm, r.precision) / 1e9 : memoryFor(r, { gpusPerReplica: 1, tensorParallel: 1, replicas: 1 }).weightsGB;
  // An owner's stated minimum (long contexts) is a floor on one copy's total VRAM: a ceiling too.
  const floorGB = statedMinimum(r)?.totalGB ?? 0;
  const minSpan = Math.max(1, Math.ceil(weightsOne / capacity), Math.ceil(floorGB / totalMemoryGB(r.gpu).gb));
  // The best span so far and its copies; its layout object is made once, for the plan returned.
  let best: { span: Span; replicas: number; count: number; streamsInAll: number } | undefined;
  // The last span missed and why: only the miss the search ends on is reported, so its plan is made once, there.
  let missSpan: Span | undefined;
  let missed: Missed = 'tooBig';
  const spans = replicaSpans(r);
  const last = spans[spans.length - 1];
  for (const span of spans) {
    if (span.gpusPerReplica < minSpan) continue;
    if (best && span.gpusPerReplica > best.count) break;
    // Pipeline stages across machines only for a model one machine cannot hold.
    if (best && span.gpusPerReplica > maxPerNode) break;
    const held = streamsThatFit(r, span, concurrency, capacity);
    if (held === 0) {
      missSpan = span;
      missed = 'tooBig';
      continue;
    }
    let streams = held;
    if (perUser !== undefined && r.llm) {
      streams = streamsAtSpeed(r, span, held, perUser);
      if (streams === 0) {
        missSpan = span;
        missed = 'tooSlow';
        // A decode step does not depend on the layer split, only on the tensor-parallel width: every
        // wider pipeline of this width is too slow as well (or cannot hold a stream), so none can be the
        // plan, and the miss reported is the last span's — the one evaluation left to make.
        if (last && last !== span && last.tensorParallel === span.tensorParallel) {
          if (!best) {
            missSpan = last;
            missed = 'lastSpan';
          }
          break;
        }
        continue;
      }
    }
    let replicas = Math.ceil(concurrency / streams);
    if (r.promptTokensPerSec && r.llm && perUser !== undefined) {
      replicas = copiesWithPrefill(r, span, concurrency, replicas, perUser);
      if (replicas === 0) {
        missSpan = span;
        missed = 'prefill';
        continue;
      }
    }
    let streamsInAll = concurrency;
    if (total !== undefined && r.llm) {
      // Batch work: every copy keeps its own batch in flight, and copies are added until the total is reached.
      replicas = r.promptTokensPerSec ? copiesForTotal(r, span, streams, total) : Math.max(1, Math.ceil(total / (perStreamAt(r, span, streams) * streams)));
      if (replicas === 0) continue;
      streamsInAll = replicas * streams;
    }
    if (replicas > MAX_REPLICAS) continue;
    const count = span.gpusPerReplica * replicas;
    if (!best || count < best.count || (count === best.count && replicas < best.replicas)) best = { span, replicas, count, streamsInAll };
  }
  if (best) return { layout: { ...best.span, replicas: best.replicas }, fits: true, concurrency: best.streamsInAll };
  if (missSpan) return missOf(r, missSpan, missed, concurrency, capacity, perUser);
  return { layout: { gpusPerReplica: minSpan, tensorParallel: 1, replicas: 1 }, fits: false };
}

/**
 * Why a span missed: it holds no stream, one stream is already too slow, prompts arriving at the rate leave no copy
 * count fast enough, or (every wider pipeline of a too-slow width) the last span is the one to report (missAt).
 */
type Missed = 'tooBig' | 'tooSlow' | 'prefill' | 'lastSpan';

/** The nearest miss the layout search reports, made for the span it ended on. */
function missOf(r: Resolved, span: Span, missed: Missed, concurrency: number, capacity: number, perUser: number | undefined): InferencePlan {
  if (missed === 'lastSpan') return missAt(r, span, concurrency, capacity, perUser!);
  const layout = { ...span, replicas: 1 };
  if (missed === 'tooBig') return { layout, fits: false, reason: { key: 'tooBig', params: { gpu: r.gpu.name, count: span.gpusPerReplica } } };
  return { layout, fits: false, reason: { key: 'tooSlow', params: { target: perUser!, got: missed === 'prefill' ? 0 : round(perStreamAt(r, span, 1)) } } };
}

/** Training GPU counts: 1, 2, 4… within one machine, then whole machines. */
export function nextTrainingCount(atLeast: number, maxPerNode: number): number {
  if (atLeast <= 1) return 1;
  if (atLeast <= maxPerNode) {
    let n = 1;
    while (n < atLeast) n *= 2;
    return Math.min(n, maxPerNode) >= atLeast ? Math.min(n, maxPerNode) : maxPerNode * Math.ceil(atLeast / maxPerNode);
  }
  return maxPerNode * Math.ceil(atLeast / maxPerNode);
}

const STAGES: ReadonlyArray<0 | 1 | 2 | 3> = [0, 1, 2, 3];

/**
 * Sequences this long or longer may be split over GPUs (sequence parallelism: DeepSpeed-Ulysses or ring attention, as
 * xtuner's and ms-swift's `sequence_parallel_size` run it) when one sequence's activations fit no count of the card
 * whole. Shorter ones never are: there the states, not one sequence, decide the memory.
 */
const SEQUENCE_PARALLEL_FROM = 16_384;

/** The sequence-parallel degrees to try at a count: 2, 4, 8… dividing it, within one machine (the all-to-all runs on NVLink/PCIe). */
function sequenceSplits(r: Resolved, count: number): number[] {
  if (!r.llm || r.seq < SEQUENCE_PARALLEL_FROM || r.trainer === 'unsloth') return [];
  const splits: number[] = [];
  for (let sp = 2; sp <= Math.min(count, r.gpu.maxPerNode); sp *= 2) if (count % sp === 0) splits.push(sp);
  return splits;
}

/** Per-GPU training memory at a count of GPUs, ZeRO stage and sequence split. */
function trainingNeed(r: Resolved, count: number, zero: 0 | 1 | 2 | 3, sequenceParallel = 1): number {
  return neededGB(memoryFor(r, { gpusPerReplica: 1, tensorParallel: 1, replicas: count, zero, sequenceParallel }));
}

/** The lowest ZeRO stage that fits at this count (or the one asked for); undefined when none does. */
function zeroThatFits(r: Resolved, count: number, capacity: number, sequenceParallel = 1): 0 | 1 | 2 | 3 | undefined {
  // Unsloth never shards (each GPU holds the whole model, DDP); sharded stages run on transformers + DeepSpeed.
  const stages = r.zero !== undefined ? [r.zero] : count === 1 || r.trainer === 'unsloth' ? [0 as const] : STAGES;
  for (const zero of stages) if (trainingNeed(r, count, zero, sequenceParallel) <= capacity) return zero;
  return undefined;
}

interface TrainingFit {
  zero: 0 | 1 | 2 | 3;
  sequenceParallel: number;
}

/** What fits at this count: the lowest ZeRO stage with whole sequences, else with each split over the fewest GPUs. */
function trainingFit(r: Resolved, count: number, capacity: number): TrainingFit | undefined {
  const whole = wholeSequences(zeroThatFits(r, count, capacity));
  if (whole) return whole;
  for (const sp of sequenceSplits(r, count)) {
    const split = zeroThatFits(r, count, capacity, sp);
    if (split !== undefined) return { zero: split, sequenceParallel: sp };
  }
  return undefined;
}

/**
 * The fewest GPUs from the memory ceiling: per-GPU memory under sharding is fixed + sharded ÷ N, so two evaluations
 * (at `from` and twice it) give both terms. Infinity when no count holds it (the fixed part alone is too big).
 */
function countForMemory(r: Resolved, capacity: number, stage: 0 | 1 | 2 | 3, from: number, sequenceParallel: number): number {
  const m1 = trainingNeed(r, from, stage, sequenceParallel);
  if (m1 <= capacity) return from;
  if (stage === 0) return Infinity;
  const sharded = 2 * from * (m1 - trainingNeed(r, 2 * from, stage, sequenceParallel));
  const fixed = m1 - sharded / from;
  return fixed >= capacity || sharded <= 0 ? Infinity : Math.ceil(sharded / (capacity - fixed));
}

/** The fewest GPUs (with ZeRO stage and sequence split) that hold the training state and finish by the deadline. */
export function planTraining(r: Resolved): { count: number; fits: boolean } & TrainingFit {
  const capacity = capacityGB(r);
  const maxPerNode = Math.max(1, r.gpu.maxPerNode);
  let byDeadline = 1;
  if (r.deadlineHours !== undefined && r.tokens !== undefined && r.llm) {
    const one = timeAt(r, r.tokens, 1).hours;
    byDeadline = Math.ceil(one / r.deadlineHours - 1e-9);
  }
  const stage = r.trainer === 'unsloth' ? 0 : (r.zero ?? 3);
  // One unsharded copy first: where it fits, every count fits (data parallel), on the leaner stack.
  const oneCopy = r.zero === undefined || r.zero === 0 ? trainingNeed(r, 1, 0) : Infinity;
  const fewest = (from: number, split: boolean): { count: number; fits: boolean } & TrainingFit => {
    let count = nextTrainingCount(from, maxPerNode);
    for (let tries = 0; tries < 8 && count <= MAX_TRAINING_GPUS; tries++) {
      const fit = split ? trainingFit(r, count, capacity) : wholeSequences(zeroThatFits(r, count, capacity));
      if (fit) return { count, ...fit, fits: true };
      count = nextTrainingCount(count + 1, maxPerNode);
    }
    const last = Math.min(count, MAX_TRAINING_GPUS);
    return { count: last, zero: r.zero ?? (last === 1 ? 0 : 3), sequenceParallel: 1, fits: false };
  };
  const whole = oneCopy <= capacity ? 1 : countForMemory(r, capacity, stage, 1, 1);
  const plan = fewest(Math.max(byDeadline, Math.min(whole, MAX_TRAINING_GPUS + 1)), false);
  // A long sequence may fit fewer GPUs split over a machine's (its activations, not the states, decide): the fewer wins.
  const widest = sequenceSplits(r, maxPerNode).at(-1);
  if (widest === undefined || stage === 0) return plan;
  const split = countForMemory(r, capacity, stage, widest, widest);
  if (split > MAX_TRAINING_GPUS) return plan;
  const planSplit = fewest(Math.max(byDeadline, widest, split), true);
  return planSplit.fits && (!plan.fits || planSplit.count < plan.count) ? planSplit : plan;
}

/** A ZeRO stage that fits with whole sequences, as a fit. */
function wholeSequences(zero: 0 | 1 | 2 | 3 | undefined): TrainingFit | undefined {
  return zero === undefined ? undefined : { zero, sequenceParallel: 1 };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A probe's estimate: the numbers that rank a plan (memory, speed or hours), without the trace. */
function light(r: Resolved, layout: Layout, fits: boolean, reason: Assumption | undefined): Estimate {
  const count = layout.gpusPerReplica * layout.replicas;
  const estimate: Estimate = {
    gpu: r.gpu.id,
    count,
    layout: estimateLayout(layout),
    fits,
    memory: memoryFor(r, layout),
    input: r, // resolved for this probe alone (sizeInference/sizeTraining), so not copied again
    assumptions: [],
    trace: [],
  };
  if (reason) estimate.reason = reason;
  if (r.task === 'infer' && r.llm) {
    estimate.throughput = speed({
      model: r.llm, gpu: r.gpu, precision: r.precision, kvPrecision: r.kvPrecision, engine: r.engine,
      contextTokens: r.contextTokens, promptTokens: r.promptTokens, concurrency: Math.ceil(r.concurrency / layout.replicas),
      tensorParallel: layout.tensorParallel, dataParallelAttention: layout.dataParallelAttention === true, replicas: layout.replicas,
      // The prefill share prompts arriving at a rate take, as the planner and the full estimate count it:
      // a probe that left it out ranked (and showed) a per-user speed the plan does not have.
      ...(r.promptTokensPerSec ? { promptTokensPerSec: r.promptTokensPerSec } : {}),
    });
  } else if (r.task !== 'infer' && r.tokens !== undefined && r.llm) {
    estimate.training = timeAt(r, r.tokens, count);
  } else if (r.image) {
    const { secondsPerStep: _s, ...time } = diffusionTrainingTime({ ...diffusionTrainArgs(r), gpu: r.gpu, steps: r.image.steps, gpus: count });
    estimate.training = time;
  }
  return estimate;
}

/** Hours a day an image pipeline runs when none was said: all day. */
const IMAGE_HOURS_PER_DAY = 24;

/**
 * Images a day at this card's seconds per image: as many copies of the pipeline as the GPU-hours the images take
 * need, within the hours a day it runs ("50,000 SDXL images a day at 7.6 s each = 106 GPU-hours: 5 cards all day").
 * The speed is the card's own (evaluated once, silently), so the count is known before pricing, probes included.
 */
function imageCopies(r: Resolved, layout: Layout, base: Recorder): Estimate {
  const one = evaluate(r, layout, new SilentRecorder());
  const seconds = one.image?.secondsPerImage;
  if (!one.fits || seconds === undefined || r.imagesPerDay === undefined) return evaluate(r, layout, base);
  const hoursPerDay = r.imageHoursPerDay ?? IMAGE_HOURS_PER_DAY;
  const gpuHours = (r.imagesPerDay * seconds) / 3600;
  const copies = Math.max(1, Math.ceil(gpuHours / hoursPerDay - 1e-9));
  if (copies > MAX_REPLICAS) return { ...one, fits: false, reason: { key: 'tooSlow', params: { target: r.imagesPerDay, got: round((hoursPerDay * 3600 * MAX_REPLICAS) / seconds) } } };
  base.assume('imagesPerDay', { images: r.imagesPerDay, seconds: round(seconds), hours: round(gpuHours), hoursPerDay, copies });
  return evaluate(r, { ...layout, replicas: copies }, base);
}

export function sizeInference(resolved: Resolved, base: Recorder, perUser?: number, probe = false, bestEffort = false): Estimate {
  const plan = planInference(resolved, perUser, bestEffort);
  // A copy only when the streams differ (batch work): copying the whole resolved input is not free.
  const r = plan.concurrency !== undefined && plan.concurrency !== resolved.concurrency ? { ...resolved, concurrency: plan.concurrency } : resolved;
  if (plan.fits && !r.llm && r.imagesPerDay !== undefined) return imageCopies(r, plan.layout, base);
  if (probe) return light(r, plan.layout, plan.fits, plan.reason);
  const e = evaluate(r, plan.layout, base);
  if (plan.fits || e.fits || !plan.reason) return e;
  // A miss keeps the planner's reason (too slow per user) where the estimator alone would not see it.
  return { ...e, reason: plan.reason };
}

/**
 * Pre-training leaves checkpointing off unless said (runs report their time without recomputation), but when
 * the activations do not fit without it on any count of the card, it is turned on — one more forward pass, as
 * Megatron's and DeepSpeed's large runs do — and said, rather than calling the card unable to train the model.
 * Returns the run and the sizing `attempt` made on it, so the sizing that decided is not run again.
 */
function recomputeIfNeeded<T>(r: Resolved, base: Recorder, attempt: (run: Resolved) => T, fits: (result: T) => boolean): { r: Resolved; result: T } {
  const result = attempt(r);
  if (r.gradientCheckpointing || !r.checkpointingUnsaid || fits(result)) return { r, result };
  const on = { ...r, gradientCheckpointing: true };
  const withOn = attempt(on);
  if (!fits(withOn)) return { r, result };
  base.retract('checkpointingOff');
  base.assume('checkpointingForMemory');
  return { r: on, result: withOn };
}

export function sizeTraining(resolved: Resolved, base: Recorder, probe = false): Estimate {
  const { r, result: plan } = recomputeIfNeeded(resolved, base, planTraining, (p) => p.fits);
  const layout: Layout = { gpusPerReplica: 1, tensorParallel: 1, replicas: plan.count, zero: plan.zero, sequenceParallel: plan.sequenceParallel };
  if (probe) return light(r, layout, plan.fits && !lateBy(r, plan.count), plan.fits ? undefined : { key: 'tooBig', params: { gpu: r.gpu.name, count: plan.count } });
  return evaluate(r, layout, base);
}

/** A text model's training at this count misses its deadline: the reason, worded as evaluate() words it. */
function lateBy(r: Resolved, count: number): Assumption | undefined {
  if (r.deadlineHours === undefined || r.tokens === undefined || !r.llm) return undefined;
  const got = timeAt(r, r.tokens, count).hours;
  return got > r.deadlineHours ? { key: 'tooLong', params: { deadline: round(r.deadlineHours), got: round(got) } } : undefined;
}

/**
 * Training at a fixed count: the lowest ZeRO stage that fits (or the one asked for), each sequence split over the
 * fewest GPUs that lets it fit when whole ones do not (long context). A probe (8-bit Adam's
 * one-card variant, priced for every card) gets the numbers evaluate() ranks by — memory, fit, hours — without its trace.
 */
export function trainingAtCount(resolved: Resolved, count: number, base: Recorder, probe = false): Estimate {
  const { r, result: fitting } = recomputeIfNeeded(resolved, base, (run) => trainingFit(run, count, capacityGB(run)), (fit) => fit !== undefined);
  const capacity = capacityGB(r);
  const zero = fitting?.zero ?? r.zero ?? (count === 1 ? 0 : 3);
  const layout: Layout = { gpusPerReplica: 1, tensorParallel: 1, replicas: count, zero, sequenceParallel: fitting?.sequenceParallel ?? 1 };
  if (!probe || !r.llm) return evaluate(r, layout, base);
  // evaluate()'s verdict for a text model's training: within the capacity, then within the deadline.
  const need = neededGB(memoryFor(r, layout));
  if (need > capacity) return light(r, layout, false, { key: 'tooBig', params: { needGB: round(need), capacityGB: round(capacity), gpu: r.gpu.name, count } });
  const late = lateBy(r, count);
  return light(r, layout, !late, late);
}

/**
 * Inference at a fixed count: tensor parallel as wide as the count allows; for an MLA MoE model that misses
 * only by memory, data-parallel attention over the same GPUs when that fits (its cache is then split by
 * request instead of kept whole on every rank).
 */
export function inferenceAtCount(r: Resolved, count: number, rec: Recorder): Estimate {
  const layout: Layout = { gpusPerReplica: count, tensorParallel: tensorParallelFor(r, count), replicas: 1 };
  if (layout.tensorParallel > 1 && layout.tensorParallel === count && dataParallelAttentionApplies(r.llm, r.engine)) {
    const dp = { ...layout, dataParallelAttention: true };
    if (neededGB(memoryFor(r, layout)) > capacityGB(r) && neededGB(memoryFor(r, dp)) <= capacityGB(r)) return evaluate(r, dp, rec);
  }
  return evaluate(r, layout, rec);
}

/**
 * The planner's sizing of one card: with `count` the estimate at that count, else the fewest GPUs
 * meeting the targets. `probe` skips the trace (and the longest-context search) for ranking.
 */
export function planSize(input: PlanInput, probe = false): Estimate {
  // A probe (no fixed count) keeps neither trace nor assumptions: light() returns none.
  const rec = probe ? new SilentRecorder() : new Recorder();
  const r = resolveInput(input, rec);
  if (input.count !== undefined) {
    const count = input.count;
    if (r.task === 'infer') return inferenceAtCount(r, count, rec);
    return trainingAtCount(r, count, rec, probe);
  }
  return r.task === 'infer' ? sizeInference(r, rec, input.perUserTokensPerSec, probe, input.bestEffortSpeed === true) : sizeTraining(r, rec, probe);
}
