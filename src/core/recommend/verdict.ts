/**
 * The verdict on the card the user named ("on my 4090", "2x A100 80GB bf16", "7张A800"): does exactly
 * that hardware do the job — fits / fits only if … / does not fit, by how much — and what would make it
 * work, on the same cards first (a precision, a shorter context, fewer users, LoRA/QLoRA, another
 * engine), then on more of the same card. The user's count and precision are kept as asked; only what
 * they did not say (the precision of an inference, the method of a fine-tune) is chosen here, and the
 * verdict says so.
 *
 * Fit is memory fit: a named card is judged on whether the job runs on it, with the speed stated
 * (per-user tokens/s), not on the recommender's speed target. "Runs" means what the engine allows,
 * not the recommender's safety margin: vLLM/SGLang get their gpu_memory_utilization (0.9 of the
 * driver-reported memory by default, CUDA context included), other engines the whole card — the
 * need already carries the CUDA context and the allocator's cache (estimate/device.ts). A fit
 * inside the team's headroom is still a fit, flagged `tight`.
 *
 * Count: the one the user named is judged as named; when they ask how many instead ("需要几张",
 * "how many A100s", "4090s") or give a deadline without a count, the fewest cards that do it — in
 * the layouts the sizer builds (1, 2, 4, 8 in a machine, whole machines beyond on cards rented as
 * clusters) and by the stated deadline — is searched, at the best precision (method) among those
 * that need the fewest.
 */
import { namedGpu } from '../catalog/index.ts';
import { isLlm, type Gpu, type Offer } from '../catalog/schema.ts';
import { totalMemoryGB, usableGB } from '../estimate/capacity.ts';
import { classBits, kvBytes as kvBytesOf, releasedPrecision, withinRelease } from '../estimate/precision.ts';
import { eightBitKv, halfPrecision, runsAs } from '../estimate/precision-support.ts';
import { cpuOffload } from '../estimate/cpu-offload.ts';
import { neededGB } from '../estimate/device.ts';
import type { Engine, Estimate, KvPrecision, Method, WeightPrecision } from '../estimate/types.ts';
import { isUserError } from '../errors.ts';
import { ownerMinimumApplies } from './kv-cache.ts';
import { isGguf } from '../estimate/gguf.ts';
import { eightBit, GGUF_LADDER, oneUserDesk } from './search-space.ts';
import { candidateFor, isCandidate, type Sizer } from './options.ts';
import { offersOfGpu } from './offer-index.ts';
import { prepare, type EstimateBase, type Prepared } from './to-estimate.ts';
import type { AdviceRequest, CoreContext, ModeCost, Option } from './types.ts';

export interface VerdictCondition {
  /** Locale key under `advice:verdict.if.*`. */
  key: 'precision' | 'context' | 'users' | 'method' | 'optimizer' | 'offload' | 'offloadWeights' | 'engine' | 'memoryFraction' | 'kvCache' | 'ramLayers' | 'ramExperts' | 'moreCards';
  params: Record<string, string | number>;
  /** The one-tap change that applies it (`set:<field>=<value>`), when there is one. */
  change?: string;
}

export type VerdictStatus = 'fits' | 'fitsIf' | 'doesNotFit';

export interface Verdict {
  gpu: string;
  /** The card's name when the user's differs from the catalog's (a modified board with the memory they wrote). */
  gpuName?: string;
  count: number;
  precision: WeightPrecision;
  method?: Method;
  /** The serving engine ('diffusers' for an image pipeline). */
  engine: Engine;
  /** The named cards do the job as evaluated (precision/method as asked, or as chosen when unsaid). */
  fits: boolean;
  status: VerdictStatus;
  /** What makes it work when it does not: same hardware first, then more of the same card. */
  conditions: VerdictCondition[];
  /** GB the job needs on these cards in total (per card × count, CUDA context and allocator included). */
  needGB: number;
  /** GB the cards have in total: the driver-reported memory where the catalog has it, else the nominal size. */
  haveGB: number;
  /** GB usable after the headroom kept free (or the serving engine's memory fraction). */
  usableGB: number;
  perUserTokensPerSecond?: number;
  /** The longest context per user that fits at this concurrency (LLM inference that fits). */
  maxContextTokens?: number;
  /** The most users at the context these cards hold at once, and each one's speed then (LLM inference that fits). */
  maxConcurrency?: Estimate['maxConcurrency'];
  totalTokensPerSecond?: number;
  /** An image model's speed on these cards (seconds per image at its resolution and steps). */
  image?: Estimate['image'];
  trainingHours?: number;
  /** Training that fits but outlasts the deadline the answer assumed (none was said): the count of this card that meets it. */
  faster?: { count: number; hours: number; deadlineHours: number };
  /** Set when the precision or method was chosen because the user named none: the one asked-for default and what it needed. */
  chosen?: { field: 'precision' | 'method'; from: string; to: string; fromNeedGB: number };
  /** The count is the fewest that do the job (the user asked how many, or gave a deadline without a count). */
  countSearched?: boolean;
  /** The searched count in the whole machines the user counts in ("8xH100 nodes"): machines × cards each. */
  machines?: { count: number; gpusEach: number };
  /** "Are my 7 enough? If not, how many?": the count the user named, judged first and found short; the verdict is the fewest that do. */
  namedShort?: { count: number; needGB: number; haveGB: number };
  /** Fits, but with less free than the team's headroom (settings.headroom) keeps on the plans it recommends. */
  tight?: boolean;
  /** The named card priced for this configuration, when the catalog rents it. */
  option?: Option;
  /** Its cost in each billing mode priced ("按量还是包月" is asked about the named card), and the break-even. */
  modes?: ModeCost[];
  breakEvenHoursPerMonth?: number;
  /** Set when it fits only with the serving engine's memory fraction raised from its 0.9 default (a dedicated card): the engine's flag. */
  memoryFraction?: { fraction: number; flag: string };
  /** Set when a fine-tune fits only with its weights in system RAM, as the user allowed: how (the condition's params). */
  ramOffload?: { kind: 'offloadWeights'; params: Record<string, string | number> };
  /** The card cannot run the format asked at all (fp8 on a V100): the conditions hold the format it runs instead. */
  formatUnsupported?: boolean;
  /** Set when the verdict holds the context only with an 8-bit KV cache it chose (the user named no KV format): the engine's flag. */
  kvCache?: { precision: KvPrecision; flag: string };
  /** A batch job with no sequences in flight said: as many as these cards hold (the engine batches what fits), judged at that. */
  batchStreams?: number;
}

/**
 * Inference formats from the best quality down: 16-bit, 8-bit, 4-bit AWQ/GPTQ on a serving engine,
 * then 4-bit GGUF on llama.cpp (the lightest runtime, what people run on one consumer card).
 */
const PRECISION_LADDER: readonly WeightPrecision[] = ['bf16', 'fp8', 'int4', 'q4_k_m'];
/**
 * The formats tried from `from` down. llama.cpp named (Ollama, LM Studio), or one user on a desk card with no
 * engine named: `from` (the release or the 16-bit weights), then the GGUF files, as the planner runs them
 * (search-space.ts) — llama.cpp loads no AWQ/GPTQ int4.
 */
function ladderOf(input: Pick<VerdictInput, 'named' | 'prepared' | 'gpu'>, from: WeightPrecision): readonly WeightPrecision[] {
  // An image pipeline's denoiser runs in 16-bit, fp8 or NF4 (diffusers with bitsandbytes; ComfyUI alike), as planned.
  if (input.prepared.fixed.image) return IMAGE_LADDER;
  const gguf = input.named.engine
    ? input.prepared.base.engine === 'llama.cpp'
    : !input.prepared.fixed.image && oneUserDesk(input.prepared.fixed, input.gpu);
  if (gguf) return [from, ...GGUF_LADDER.filter((p) => p !== from && withinRelease(p, from))];
  // The 8-bit rung is the planner's: int8 weight-only on a card without fp8 tensor cores, unless the release is FP8.
  // A service or batch job on a datacenter card runs on a batching server, as planned: no GGUF rung there.
  const eight = eightBit(input.gpu, releasedOf(input.prepared.base));
  const ladder = eight === 'fp8' ? PRECISION_LADDER : PRECISION_LADDER.map((p) => (p === 'fp8' ? eight : p));
  const served = input.prepared.fixed.concurrency > 1 || input.prepared.fixed.batchJob;
  return served && input.gpu.segment === 'datacenter' ? ladder.filter((p) => !isGguf(p)) : ladder;
}
/** An image model's denoiser formats, from the best quality down (search-space.ts imageVariants): also the bases its LoRA trains on. */
const IMAGE_LADDER: readonly WeightPrecision[] = ['bf16', 'fp8', 'nf4'];
/** Fine-tuning methods from the most to the least memory. */
const METHOD_LADDER: readonly Method[] = ['full', 'lora', 'qlora'];
/** Below this many tokens of context a chat is not useful: no "fits with 200 tokens". */
const MIN_USEFUL_CONTEXT = 1024;
/** "More of the same card" is searched up to this many (beyond it, another card is the answer). */
const MAX_SAME_CARDS = 64;
/** "How many?" is answered up to this many (a pre-training cluster by its deadline can need hundreds). */
const MAX_SEARCHED_CARDS = 2048;

export interface VerdictInput {
  /** Its settings' headroom is what the verdict judges with (see VERDICT_HEADROOM). */
  ctx: CoreContext;
  prepared: Prepared;
  /** What the user said (precision / method / engine / KV cache format named or not). */
  named: { precision: boolean; method: boolean; engine: boolean; kvPrecision?: boolean };
  /** Search the fewest cards instead of judging `count` (the user asked how many, or named a deadline and no count). */
  searchCount?: boolean;
  /** Judge `count`, and search the fewest cards when it falls short (a count named and "how many?" asked). */
  searchIfShort?: boolean;
  /** The user stated a deadline: the searched count must meet it. */
  deadline?: boolean;
  /** The user stated a speed (per user or in total) or a request rate: the searched count must reach it. */
  speed?: boolean;
  /** Part of the model in system RAM (llama.cpp offload): allowed (with the RAM stated when it was) or ruled out; unsaid, a last resort. */
  ramOffload?: { allowed: boolean; systemRamGB?: number };
  /** Cards per machine when the user counts machines: the search compares whole machines. */
  machineGpus?: number;
  /** The team's headroom, for the `tight` flag. */
  teamHeadroom?: number;
  gpu: Gpu;
  count: number;
  offers: readonly Offer[];
  sizer: Sizer;
}

/**
 * The headroom a named card is judged with: none beyond the engine's own reservation (vLLM's
 * gpu_memory_utilization stays), since the need already counts the CUDA context and allocator cache.
 */
export const VERDICT_HEADROOM = 0;

/**
 * Without the recommender's speed/deadline targets: the verdict judges memory and states speed. The count search
 * keeps what the user stated: a deadline, a speed ("each should see at least 25 tokens/s").
 */
function withoutTargets(base: EstimateBase, keep: { deadline?: boolean; speed?: boolean } = {}): EstimateBase {
  const { targetTokensPerSec, deadlineHours, ...rest } = base;
  return {
    ...rest,
    ...(keep.deadline && deadlineHours !== undefined ? { deadlineHours } : {}),
    ...(keep.speed && targetTokensPerSec !== undefined ? { targetTokensPerSec } : {}),
  };
}

/** One evaluation of the named card: its estimate and, when the catalog rents it, its priced option. */
interface Trial {
  estimate: Estimate;
  option?: Option;
  /** The named cards' cost in each billing mode the catalog prices, and where a commitment starts to pay. */
  billing?: Pick<Verdict, 'modes' | 'breakEvenHoursPerMonth'>;
}

function trial(input: VerdictInput, base: EstimateBase, count: number | undefined, keepSpeed = false): Trial | undefined {
  // No per-user speed target either (unless the user stated one): with no count the sizer then finds the fewest cards that hold the job.
  const { perUserTokensPerSec, ...rest } = input.prepared;
  const prepared: Prepared = { ...rest, base, ...(keepSpeed && perUserTokensPerSec !== undefined ? { perUserTokensPerSec } : {}) };
  try {
    const result = candidateFor(input.ctx, prepared, input.gpu, input.offers, input.sizer, count);
    if (!result) return undefined;
    if (!isCandidate(result)) return { estimate: result.estimate };
    const { modes, breakEvenHoursPerMonth } = result.choice;
    return { estimate: result.estimate, option: result.option, billing: { modes, ...(breakEvenHoursPerMonth !== undefined ? { breakEvenHoursPerMonth } : {}) } };
  } catch (error) {
    // A combination the estimator refuses (an engine that cannot load a format) is simply not an option.
    if (isUserError(error)) return undefined;
    throw error;
  }
}

/** The format "the model" means when the user named none: the one its owner released (16-bit unless the catalog says otherwise). */
const releasedOf = (base: EstimateBase): WeightPrecision => releasedPrecision(base.model.model);

/** An image model (diffusion pipeline): no serving engine applies. */
const isImage = (base: EstimateBase): boolean => !isLlm(base.model.model);

/**
 * Engines that load a format: GGUF on llama.cpp; the rest on the assumed engine, else vLLM or plain
 * transformers. An image pipeline runs in diffusers (ComfyUI alike), which reserves nothing up front.
 */
function enginesFor(precision: WeightPrecision, base: EstimateBase, input: Pick<VerdictInput, 'named' | 'gpu'>): Engine[] {
  if (isImage(base)) return ['diffusers'];
  if (input.named.engine && base.engine) return [base.engine];
  if (isGguf(precision)) return ['llama.cpp'];
  const first = base.engine && base.engine !== 'llama.cpp' ? [base.engine] : [];
  // Without fp8 tensor cores an fp8 checkpoint runs weight-only in vLLM's FP8 Marlin kernel;
  // transformers' fp8 loaders need compute capability 8.9+.
  const eager: Engine[] = precision === 'fp8' && runsAs(input.gpu, 'fp8') === 'weight-only' ? [] : ['transformers'];
  return [...new Set<Engine>([...first, 'vllm', ...eager])];
}

/**
 * The memory fraction a serving engine may be given on a card that runs nothing else: vLLM's
 * gpu_memory_utilization (SGLang's mem_fraction_static) defaults to 0.9, and its docs suggest raising it
 * when the KV cache is short; 0.95 keeps ~1–4 GB for the CUDA context and other processes.
 */
export const RAISED_MEMORY_FRACTION = 0.95;

const FRACTION_FLAG: Partial<Record<Engine, string>> = { vllm: '--gpu-memory-utilization', sglang: '--mem-fraction-static' };

/**
 * Each engine that loads a format, and a serving engine once more with its memory fraction raised before
 * the eager fallback: "vLLM at 0.95" is what an engineer tries before plain transformers.
 */
function setupsFor(precision: WeightPrecision, base: EstimateBase, input: Pick<VerdictInput, 'named' | 'gpu'>, raise = true): EstimateBase[] {
  const out: EstimateBase[] = [];
  for (const engine of enginesFor(precision, base, input)) {
    out.push({ ...base, precision, engine });
    if (raise && FRACTION_FLAG[engine] && base.gpuMemoryUtilization === undefined) out.push({ ...base, precision, engine, gpuMemoryUtilization: RAISED_MEMORY_FRACTION });
  }
  return out;
}

/** The engine's flag for a memory fraction ("--gpu-memory-utilization 0.95"), on engines that reserve one. */
function fractionFlag(engine: Engine, fraction: number): string | undefined {
  const flag = FRACTION_FLAG[engine];
  return flag ? `${flag} ${fraction}` : undefined;
}

/** The raised memory fraction the verdict relies on, with its flag, if it does. */
function fractionRaised(estimate: Estimate): Verdict['memoryFraction'] {
  const { engine, gpuMemoryUtilization: fraction } = estimate.input;
  if (fraction === undefined) return undefined;
  const flag = fractionFlag(engine, fraction);
  return flag ? { fraction, flag } : undefined;
}

/** The inference at one precision on the first engine that fits it (or the first tried, to report). */
function atPrecision(input: VerdictInput, base: EstimateBase, precision: WeightPrecision, raise = false): { base: EstimateBase; estimate: Estimate } | undefined {
  let first: { base: EstimateBase; estimate: Estimate } | undefined;
  for (const next of setupsFor(precision, base, input, raise)) {
    const estimate = trial(input, next, input.count)?.estimate;
    if (!estimate) continue;
    if (memoryFits(estimate)) return { base: next, estimate };
    first ??= { base: next, estimate };
  }
  return first;
}

/**
 * The inference at one precision with an 8-bit KV cache, on the first engine that stores one on this
 * card and fits (vLLM/SGLang fp8, llama.cpp q8_0): half the KV bytes of 16-bit, for a long context.
 */
function atPrecisionKv8(input: VerdictInput, base: EstimateBase, precision: WeightPrecision): { base: EstimateBase; estimate: Estimate } | undefined {
  for (const engine of enginesFor(precision, base, input)) {
    const kv = eightBitKv(input.gpu, engine);
    if (!kv) continue;
    const next = { ...base, precision, engine, kvPrecision: kv.kvPrecision };
    const estimate = trial(input, next, input.count)?.estimate;
    if (memoryFits(estimate)) return { base: next, estimate };
  }
  return undefined;
}

/** A KV cache at 16 bits is what the estimator sizes unless told; only an LLM has one to shrink. */
const kvShrinkable = (input: VerdictInput, base: EstimateBase): boolean =>
  base.task === 'infer' && !isImage(base) && !input.named.kvPrecision && (base.kvPrecision === undefined || kvBytesOf(base.kvPrecision) > 1) && !ownerMinimumApplies(input.prepared);

/** An image pipeline that holds only one part at a time (model CPU offload). */
const offloaded = (e: Estimate): boolean => e.assumptions.some((a) => a.key === 'diffusionOffload');

/** Memory fit only: a job that would miss a speed target still runs. */
const memoryFits = (e: Estimate | undefined): e is Estimate => !!e && (e.fits || (e.reason?.key !== 'tooBig' && e.reason?.key !== 'belowStatedMinimum'));

const totalNeed = (e: Estimate) => neededGB(e.memory) * e.count;

/** Fits with less free than the team's headroom keeps on the plans it recommends. */
function isTight(input: Pick<VerdictInput, 'gpu' | 'teamHeadroom'>, e: Estimate): boolean {
  return input.teamHeadroom !== undefined && round1(totalNeed(e)) > round1(totalMemoryGB(input.gpu).gb * e.count) * (1 - input.teamHeadroom);
}

/** GB these cards may use: the estimator's own capacity rule (driver-reported memory, headroom or vLLM's fraction). */
function usableOf(e: Estimate, gpu: Gpu, headroom: number): number {
  return usableGB(gpu, e.input.task, e.input.engine, headroom, e.input.gpuMemoryUtilization) * e.count;
}

const round1 = (gb: number) => Math.round(gb * 10) / 10;

/** The first rung below `from` on a ladder that fits. */
function firstFitting<T>(ladder: readonly T[], from: T, run: (value: T) => Estimate | undefined): { value: T; estimate: Estimate } | undefined {
  const start = ladder.indexOf(from);
  for (const value of ladder.slice(start + 1)) {
    const estimate = run(value);
    if (memoryFits(estimate)) return { value, estimate };
  }
  return undefined;
}

/**
 * Largest integer in [lo, hi] for which `ok` holds (monotonic), or undefined. A `guess` from a closed form is
 * tried first: when it is the answer, two evaluations confirm it; otherwise it still halves the range.
 */
function largest(lo: number, hi: number, ok: (n: number) => boolean, guess?: number): number | undefined {
  if (hi < lo || !ok(lo)) return undefined;
  if (guess !== undefined && guess > lo && guess <= hi) {
    if (!ok(guess)) hi = guess - 1;
    else if (guess === hi || !ok(guess + 1)) return guess;
    else lo = guess + 1;
  }
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function sameHardwareFixes(input: VerdictInput, base: EstimateBase, failed: Estimate): VerdictCondition[] {
  const { count } = input;
  const run = (b: EstimateBase) => trial(input, b, count)?.estimate;
  const out: VerdictCondition[] = [];
  const need = (e: Estimate) => round1(totalNeed(e));
  if (base.task === 'infer') {
    const precision = base.precision ?? releasedOf(base);
    // First the same configuration with the engine given more of the card (its default 0.9 is for cards shared
    // with other work): a condition, not a fit — the default is what most deployments run, and the margin is small.
    const flag = fractionFlag(failed.input.engine, RAISED_MEMORY_FRACTION);
    if (flag && base.gpuMemoryUtilization === undefined) {
      const e = run({ ...base, engine: failed.input.engine, gpuMemoryUtilization: RAISED_MEMORY_FRACTION });
      if (memoryFits(e)) out.push({ key: 'memoryFraction', params: { engine: failed.input.engine, flag, needGB: need(e) } });
    }
    const ladder = ladderOf(input, precision);
    const lower = firstFitting(ladder, ladder.includes(precision) ? precision : 'bf16', (p) => atPrecision(input, base, p)?.estimate);
    if (lower && lower.value !== precision) {
      const engine = lower.estimate.input.engine;
      const params: Record<string, string | number> = isImage(base)
        ? { precision: lower.value, needGB: need(lower.estimate) }
        : { precision: lower.value, engine, needGB: need(lower.estimate), perUser: lower.estimate.throughput?.decodeTokensPerSecPerStream ?? 0 };
      out.push({ key: 'precision', params, change: `set:precision=${lower.value}` });
    }
    // The context kept whole with an 8-bit KV cache (at the asked format, else the first one that then fits).
    if (kvShrinkable(input, base)) {
      const rungs = input.named.precision ? [precision] : ladder.slice(Math.max(0, ladder.indexOf(precision)));
      for (const p of rungs) {
        const kv = atPrecisionKv8(input, base, p);
        if (!kv) continue;
        const engine = kv.estimate.input.engine;
        const flag = eightBitKv(input.gpu, engine)?.flag ?? '';
        out.push({
          key: 'kvCache',
          params: { kv: engine === 'llama.cpp' ? 'q8_0' : (kv.base.kvPrecision ?? 'fp8'), flag, precision: p, engine, needGB: need(kv.estimate), perUser: kv.estimate.throughput?.decodeTokensPerSecPerStream ?? 0 },
          change: `set:kvPrecision=${kv.base.kvPrecision ?? 'fp8'}`,
        });
        break;
      }
    }
    const context = base.contextTokens ?? 0;
    const maxContext = failed.maxContextTokens ?? 0;
    if (maxContext >= MIN_USEFUL_CONTEXT && maxContext < context) {
      const tokens = Math.floor(maxContext / 256) * 256;
      out.push({ key: 'context', params: { tokens }, change: `set:contextTokens=${tokens}` });
    }
    const users = base.concurrency ?? 1;
    if (users > 1) {
      // Memory is linear in the users: the failed plan's most streams (a division, capacity.ts) is where to look first.
      const most = largest(1, users - 1, (n) => memoryFits(run({ ...base, concurrency: n })), failed.maxConcurrency?.streams);
      if (most !== undefined) out.push({ key: 'users', params: { users: most }, change: `set:concurrency=${most}` });
    }
    const engine = failed.input.engine;
    for (const other of input.named.engine ? [] : enginesFor(precision, base, input)) {
      if (other === engine) continue;
      const e = run({ ...base, engine: other });
      if (memoryFits(e)) {
        out.push({ key: 'engine', params: { engine: other, needGB: need(e) }, change: `set:engine=${other}` });
        break;
      }
    }
    // The last resort on the same card, or what the user asked for ("with 64GB RAM", "CPU offload").
    const offload = out.length === 0 || input.ramOffload?.allowed ? ramOffload(input, base, precision, ladder) : undefined;
    if (offload) out.push(offload);
  } else if (base.task === 'finetune') {
    const method = base.method ?? 'lora';
    if (method === 'full' && base.optimizer !== 'adamw8bit') {
      // 8-bit Adam keeps the full fine-tune (m and v at 1 byte each instead of 4).
      const e = run({ ...base, optimizer: 'adamw8bit' });
      if (memoryFits(e)) out.push({ key: 'optimizer', params: { optimizer: 'adamw8bit', needGB: need(e) }, change: 'set:optimizer=adamw8bit' });
    }
    if (method === 'full') {
      // ZeRO-Offload: optimizer states in CPU RAM; the estimator prices the PCIe and host-memory traffic in hours.
      const e = run({ ...base, offload: 'optimizer' });
      // Only with its time cost: an offload whose slowdown cannot be stated is not offered.
      const slower = memoryFits(e) && e.training && failed.training && failed.training.hours > 0 ? e.training.hours / failed.training.hours : undefined;
      if (e && slower) out.push({ key: 'offload', params: { needGB: need(e), slower } });
    }
    if (isImage(base) && method === 'lora' && !input.named.precision && base.precision !== 'fp8') {
      // An image LoRA also trains on an fp8 copy of its denoiser (kohya --fp8_base, ai-toolkit quantize): before QLoRA.
      const e = run({ ...base, precision: 'fp8' });
      if (memoryFits(e)) out.push({ key: 'precision', params: { precision: 'fp8', needGB: need(e) }, change: 'set:precision=fp8' });
    }
    const lighter = firstFitting(METHOD_LADDER, method, (m) => run({ ...base, method: m, precision: m === 'qlora' ? 'nf4' : 'bf16' }));
    if (lighter) out.push({ key: 'method', params: { method: lighter.value, needGB: need(lighter.estimate) }, change: `set:method=${lighter.value}` });
    const streamed = (out.length === 0 || input.ramOffload?.allowed) && !isImage(base) ? weightsInRam(input, base, failed) : undefined;
    if (streamed) out.push(streamed);
  }
  return out;
}

/**
 * The last resort of a fine-tune on the same cards: the weights in CPU RAM too (FSDP cpu_offload, ZeRO-3
 * offload_param), each layer copied up as it is used. It is how a 70B is QLoRA-trained on two 24 GB cards
 * (Answer.AI's FSDP+QLoRA; PEFT's docs: 19.6 GB per GPU and ~107 GB of CPU RAM, 35.6 GB per GPU without it).
 * Offered with the RAM it takes and the time it costs, and not beyond the RAM the user said they have.
 */
function weightsInRam(input: VerdictInput, base: EstimateBase, failed: Estimate): VerdictCondition | undefined {
  if (input.ramOffload?.allowed === false) return undefined;
  const e = trial(input, { ...base, offload: 'params', zero: 3 }, input.count)?.estimate;
  const ramGB = e?.memory.hostGB;
  if (!memoryFits(e) || ramGB === undefined || !e.training || !failed.training || failed.training.hours <= 0) return undefined;
  if (input.ramOffload?.systemRamGB !== undefined && ramGB > input.ramOffload.systemRamGB) return undefined;
  return { key: 'offloadWeights', params: { needGB: round1(totalNeed(e)), ramGB: Math.ceil(ramGB), slower: Math.round((e.training.hours / failed.training.hours) * 10) / 10 } };
}

/** The GGUF file of a bit width named as such. */
const SAME_BITS_GGUF: Partial<Record<WeightPrecision, WeightPrecision>> = { int4: 'q4_k_m', int8: 'q8_0' };

/**
 * One person on a card that holds no GGUF format of the model: llama.cpp with part of it in system RAM
 * (estimate/cpu-offload.ts), at the most compact format the user allows, with the speed that leaves.
 * Offered only when nothing else on the same cards works (the last resort before more cards).
 */
function ramOffload(input: VerdictInput, base: EstimateBase, precision: WeightPrecision, ladder: readonly WeightPrecision[]): VerdictCondition | undefined {
  const model = base.model.model;
  if (!isLlm(model) || input.ramOffload?.allowed === false || (base.concurrency ?? 1) > 1 || (input.named.engine && base.engine !== 'llama.cpp')) return undefined;
  // A bit width named without an engine ("4bit", "8-bit") is met by the GGUF file of that width, what llama.cpp loads.
  const format = input.named.precision ? (input.named.engine ? precision : (SAME_BITS_GGUF[precision] ?? precision)) : ladder.at(-1);
  if (!format || !isGguf(format)) return undefined;
  const e = trial(input, { ...base, precision: format, engine: 'llama.cpp' }, input.count)?.estimate;
  if (!e || memoryFits(e)) return undefined;
  const found = cpuOffload(model, format, e, usableGB(input.gpu, 'infer', 'llama.cpp', VERDICT_HEADROOM));
  if (!found) return undefined;
  return {
    key: found.kind === 'experts' ? 'ramExperts' : 'ramLayers',
    params: { precision: format, onGpu: found.onGpu, layers: found.layers, ramGB: round1(found.ramGB), perUser: found.tokensPerSec, flag: found.flag },
  };
}

/**
 * The user allowed part of the model in system RAM ("with 64GB RAM", "CPU offload"), and the RAM they said holds it: a
 * fine-tune with its weights in RAM (ZeRO-3/FSDP offload) fits, as its recipe runs; inference with layers in RAM is the
 * first way it fits, at the speed the RAM part leaves — the card alone does not hold the model.
 */
function withRamOffload(verdict: Verdict, ram: { systemRamGB?: number }): Verdict {
  const found = verdict.conditions.find((c) => c.key === 'ramLayers' || c.key === 'ramExperts' || c.key === 'offloadWeights');
  if (!found || (ram.systemRamGB !== undefined && Number(found.params.ramGB) > ram.systemRamGB)) return verdict;
  // A fine-tune keeps its method and format; only where its weights live changes.
  if (found.key === 'offloadWeights') return { ...verdict, fits: true, status: 'fits', conditions: [], ramOffload: { kind: found.key, params: found.params } };
  // Inference with layers or experts in RAM runs, but the cards do not hold the model: "fits only if", the offload first
  // with its speed — what "does it fit on my 3060, or will it spill to CPU?" asks, and what reviewers expect of a 70B on a 4090.
  return { ...verdict, conditions: [found, ...verdict.conditions.filter((c) => c !== found)] };
}

function moreCards(input: VerdictInput, base: EstimateBase): VerdictCondition | undefined {
  const found = trial(input, base, undefined)?.estimate;
  if (!memoryFits(found) || found.count <= input.count || found.count > MAX_SAME_CARDS) return undefined;
  return { key: 'moreCards', params: { count: found.count, gpu: input.gpu.name, needGB: round1(totalNeed(found)) }, change: `set:count=${found.count}` };
}

/**
 * Choose what the user did not name: the best-quality precision (inference) or the heaviest method
 * (fine-tuning, from the one the recommender assumed) that fits these cards.
 */
function chooseUnnamed(input: VerdictInput, base: EstimateBase, first: Estimate): { base: EstimateBase; estimate: Estimate; chosen: NonNullable<Verdict['chosen']> } | undefined {
  const run = (b: EstimateBase) => trial(input, b, input.count)?.estimate;
  const fromNeedGB = round1(totalNeed(first));
  if (base.task === 'infer' && !input.named.precision) {
    const from = base.precision ?? releasedOf(base);
    // fp16 asked first (a card without bf16) stands on the ladder's 16-bit rung.
    const ladder = from === 'fp16' ? ladderOf(input, 'bf16').map((p) => (p === 'bf16' ? 'fp16' : p)) : ladderOf(input, from);
    if (!ladder.includes(from)) return undefined;
    // Best quality first, the asked precision's engines included (vLLM may fit where plain transformers
    // does not). A format picked for the user must leave the team's headroom free; one that only fits
    // tight is taken when nothing lighter fits comfortably, and when nothing fits at all the most
    // compact format is reported, the closest the cards come.
    const chosenAt = (p: { base: EstimateBase; estimate: Estimate }) => ({ base: p.base, estimate: p.estimate, chosen: { field: 'precision' as const, from, to: p.base.precision ?? from, fromNeedGB } });
    let tight: { base: EstimateBase; estimate: Estimate } | undefined;
    let last: { base: EstimateBase; estimate: Estimate } | undefined;
    for (const p of ladder.slice(ladder.indexOf(from))) {
      // A format chosen for the user may rely on a raised memory fraction (said with its flag) before plain transformers.
      last = atPrecision(input, base, p, true);
      if (!last || !memoryFits(last.estimate)) continue;
      if (!isTight(input, last.estimate)) return chosenAt(last);
      tight ??= last;
    }
    if (tight) return chosenAt(tight);
    // No format holds the context with a 16-bit KV cache: an 8-bit one (best weights first) before the nearest miss.
    if (kvShrinkable(input, base)) {
      for (const p of ladder.slice(ladder.indexOf(from))) {
        const kv = atPrecisionKv8(input, base, p);
        if (kv) return chosenAt(kv);
      }
    }
    return last ? chosenAt(last) : undefined;
  }
  // An image LoRA with no base format named trains on an fp8 copy of its denoiser where that fits (kohya --fp8_base,
  // ai-toolkit's quantize: how FLUX is trained on 24 GB cards), else on an NF4 copy (the FLUX QLoRA recipe of diffusers'
  // blog, huggingface/blog flux-qlora.md: ~9 GB on a 4090), before any other method: the adapters are LoRA either way.
  if (base.task === 'finetune' && isImage(base) && !input.named.precision && (base.method ?? 'lora') === 'lora') {
    for (const precision of IMAGE_LADDER.slice(IMAGE_LADDER.indexOf(base.precision ?? 'bf16') + 1)) {
      const e = run({ ...base, precision });
      if (memoryFits(e)) return { base: { ...base, precision }, estimate: e, chosen: { field: 'precision', from: base.precision ?? 'bf16', to: precision, fromNeedGB } };
    }
  }
  if (base.task === 'finetune' && !input.named.method) {
    const from = base.method ?? 'lora';
    const lower = firstFitting(METHOD_LADDER, from, (m) => run({ ...base, method: m, precision: m === 'qlora' ? 'nf4' : 'bf16' }));
    if (!lower) return undefined;
    const next = { ...base, method: lower.value, precision: lower.value === 'qlora' ? 'nf4' as const : 'bf16' as const };
    return { base: next, estimate: lower.estimate, chosen: { field: 'method', from, to: lower.value, fromNeedGB } };
  }
  return undefined;
}

/**
 * The request as asked, then (when the user named none) lighter precisions or methods, best quality
 * first; each rung with the engines that load it, the serving engine first.
 */
function ladderFrom(input: VerdictInput, base: EstimateBase): EstimateBase[][] {
  if (base.task === 'infer' && !input.named.precision) {
    const from = base.precision ?? releasedOf(base);
    const ladder = ladderOf(input, from);
    const start = ladder.indexOf(from);
    const rungs = start < 0 ? [from] : ladder.slice(start);
    return rungs.map((precision) => setupsFor(precision, base, input));
  }
  if (base.task === 'finetune' && !input.named.method) {
    const from = base.method ?? 'lora';
    return METHOD_LADDER.slice(Math.max(0, METHOD_LADDER.indexOf(from))).map((method) => [{ ...base, method, precision: method === 'qlora' ? 'nf4' as const : 'bf16' as const }]);
  }
  if (base.task === 'infer') return [setupsFor(base.precision ?? releasedOf(base), base, input)];
  return [[base]];
}

/** Machines tried when the asker counts in whole machines ("3 台 8*L20"): up to this many. */
const MAX_WHOLE_MACHINES = 8;

/**
 * The fewest whole machines of the named card that hold the job, when the asker counts in machines and the sizer's own
 * search (tensor parallel within a machine, a few pipeline stages across) stops short: R1 in FP8 needs three 8 × L20 boxes.
 */
function wholeMachinesTrial(input: VerdictInput, candidate: EstimateBase, perMachine: number): Trial | undefined {
  const free = trial(input, candidate, undefined, input.speed);
  if (!free) return undefined;
  const searched = free.estimate.count;
  if (memoryFits(free.estimate)) return free;
  for (let machines = Math.max(1, Math.ceil(searched / perMachine)); machines <= MAX_WHOLE_MACHINES; machines++) {
    const result = trial(input, candidate, machines * perMachine, input.speed);
    if (result && memoryFits(result.estimate)) return result;
  }
  return free;
}

/**
 * The fewest of the named card that do the job (by the deadline when one was stated), over the
 * rungs the user left open; ties go to the better quality (earlier rung). Within a rung the first
 * engine that holds it is taken (vLLM's tensor-parallel layouts before a plain layer split on more
 * odd counts). The sizer picks the count from the layouts that exist.
 */
function fewestCards(input: VerdictInput, base: EstimateBase): { base: EstimateBase; result: Trial } | undefined {
  // Counted in machines when the user rents or owns whole machines: within the same machines the better rung wins. A
  // datacenter card asked about for serving is counted so too (rented by the machine, up to maxPerNode cards): "how many A100s for a 70B"
  // is two in bf16, the model as released, not one in int8 that saves no machine.
  const perMachine = input.machineGpus ?? (base.task === 'infer' && input.gpu.segment === 'datacenter' ? input.gpu.maxPerNode : undefined);
  const units = (count: number): number => (perMachine ? Math.ceil(count / perMachine) : count);
  let best: { base: EstimateBase; result: Trial } | undefined;
  for (const rung of ladderFrom(input, base)) {
    for (const candidate of rung) {
      const result = input.machineGpus ? wholeMachinesTrial(input, candidate, input.machineGpus) : trial(input, candidate, undefined, input.speed);
      if (!result || !memoryFits(result.estimate) || result.estimate.count > MAX_SEARCHED_CARDS) continue;
      if (!best || units(result.estimate.count) < units(best.result.estimate.count)) best = { base: candidate, result };
      break;
    }
    if (best && units(best.result.estimate.count) === 1) break;
  }
  return best;
}

function verdictOf(input: VerdictInput, base: EstimateBase, result: Trial, chosen: Verdict['chosen'], countSearched: boolean): Verdict {
  const { estimate } = result;
  const fits = memoryFits(estimate);
  const conditions: VerdictCondition[] = [];
  if (!fits) {
    conditions.push(...sameHardwareFixes(input, base, estimate));
    const more = moreCards(input, base);
    if (more) conditions.push(more);
  }
  const sameHardware = conditions.some((c) => c.key !== 'moreCards');
  const status: VerdictStatus = fits ? 'fits' : sameHardware ? 'fitsIf' : 'doesNotFit';
  const throughput = estimate.throughput;
  const needGB = round1(totalNeed(estimate));
  const haveGB = round1(totalMemoryGB(input.gpu).gb * estimate.count);
  const tight = fits && isTight(input, estimate);
  const memoryFraction = fits ? fractionRaised(estimate) : undefined;
  return {
    gpu: input.gpu.id,
    count: estimate.count,
    precision: estimate.input.precision,
    ...(base.task !== 'infer' ? { method: estimate.input.method ?? base.method ?? 'full' } : {}),
    engine: estimate.input.engine,
    fits,
    status,
    conditions,
    needGB,
    haveGB,
    usableGB: round1(usableOf(estimate, input.gpu, input.ctx.settings.headroom)),
    // A speed only for what runs: a configuration that does not fit has none.
    ...(fits && throughput ? { perUserTokensPerSecond: throughput.decodeTokensPerSecPerStream, totalTokensPerSecond: throughput.totalTokensPerSec } : {}),
    ...(fits && estimate.image ? { image: estimate.image } : {}),
    ...(fits && estimate.maxContextTokens ? { maxContextTokens: estimate.maxContextTokens } : {}),
    ...(fits && estimate.maxConcurrency ? { maxConcurrency: estimate.maxConcurrency } : {}),
    ...(estimate.training ? { trainingHours: estimate.training.hours } : {}),
    ...(chosen ? { chosen } : {}),
    ...(countSearched ? { countSearched } : {}),
    ...(countSearched && input.machineGpus ? { machines: { count: Math.ceil(estimate.count / input.machineGpus), gpusEach: input.machineGpus } } : {}),
    ...(tight ? { tight } : {}),
    ...(fits && result.option ? { option: result.option, ...result.billing } : {}),
    ...(kvChosen(input, base, estimate) ?? {}),
    ...(memoryFraction ? { memoryFraction } : {}),
  };
}

/** The 8-bit KV cache the verdict chose (not one the user named), with the engine's flag. */
function kvChosen(input: VerdictInput, base: EstimateBase, estimate: Estimate): Pick<Verdict, 'kvCache'> | undefined {
  if (input.named.kvPrecision || base.kvPrecision === undefined || kvBytesOf(base.kvPrecision) > 1) return undefined;
  const kv = eightBitKv(input.gpu, estimate.input.engine);
  return kv ? { kvCache: { precision: kv.kvPrecision, flag: kv.flag } } : undefined;
}

/** The fewest of the named card that hold the job (precision or method chosen when unsaid), or undefined. */
function searchedVerdict(input: VerdictInput): Verdict | undefined {
  const found = fewestCards(input, withoutTargets(input.prepared.base, { deadline: input.deadline, speed: input.speed }));
  if (!found) return undefined;
  const asked = withoutTargets(input.prepared.base);
  const field = found.base.task === 'infer' ? 'precision' : 'method';
  const from = field === 'precision' ? (asked.precision ?? releasedOf(asked)) : (asked.method ?? 'lora');
  const to = (field === 'precision' ? found.base.precision : found.base.method) ?? from;
  let chosen: Verdict['chosen'];
  if (to !== from) {
    const fromEstimate = trial(input, asked, found.result.estimate.count)?.estimate;
    chosen = { field, from, to, fromNeedGB: fromEstimate ? round1(totalNeed(fromEstimate)) : 0 };
  }
  return verdictOf({ ...input, count: found.result.estimate.count }, found.base, found.result, chosen, true);
}

export function verdictFor(input: VerdictInput): Verdict | undefined {
  if (input.searchCount) {
    const searched = searchedVerdict(input);
    if (searched) return searched;
  }
  let base = withoutTargets(input.prepared.base);
  let result = trial(input, base, input.count);
  if (!result) return formatUnsupported(input, base);
  let chosen: Verdict['chosen'];
  // An image pipeline the user named no format for, that fits only by moving its parts to the GPU one at a time
  // (16-bit FLUX on a 24 GB card), gives way to a lighter format that keeps the whole pipeline resident: model
  // offload costs PCIe transfers on every image.
  const offloadedDefault = memoryFits(result.estimate) && !input.named.precision && offloaded(result.estimate);
  if (!memoryFits(result.estimate) || offloadedDefault) {
    const pick = chooseUnnamed(input, base, result.estimate);
    if (pick && (!offloadedDefault || !offloaded(pick.estimate))) {
      base = pick.base;
      chosen = pick.chosen;
      result = trial(input, base, input.count) ?? { estimate: pick.estimate };
    }
  }
  let verdict = verdictOf(input, base, result, chosen, false);
  // One person on one card, missing only by the serving engine's default share (vLLM's 0.9): a card that runs nothing
  // else is given 0.95, as vLLM's docs suggest when the KV cache is short. That fits, with the flag said (as for a
  // format chosen). A service keeps the default's margin for its users' bursts, and cards in tensor parallel need
  // communication buffers besides (Kimi-K2 at 128k needs 16 H200s by Moonshot's guide, not 8 at 0.95): a condition.
  const fraction = verdict.conditions[0];
  if (!verdict.fits && fraction?.key === 'memoryFraction' && (base.concurrency ?? 1) <= 1 && verdict.count === 1) {
    const raised = { ...base, engine: verdict.engine, gpuMemoryUtilization: RAISED_MEMORY_FRACTION };
    const again = trial(input, raised, input.count);
    if (again && memoryFits(again.estimate)) verdict = verdictOf(input, raised, again, chosen, false);
  }
  if (!verdict.fits && input.ramOffload?.allowed) verdict = withRamOffload(verdict, input.ramOffload);
  // "Is 8 enough? If not, how many?": the named count is judged first, the count searched when it falls short.
  if (!verdict.fits && input.searchIfShort) {
    const searched = searchedVerdict(input);
    if (searched) return { ...searched, namedShort: { count: verdict.count, needGB: verdict.needGB, haveGB: verdict.haveGB } };
  }
  const faster = fasterToDeadline(input, base, verdict);
  return faster ? { ...verdict, faster } : verdict;
}

/**
 * A format this card cannot run at all (fp8 on a V100: no fp8 tensor cores and no weight-only kernel before Turing):
 * not as asked, and the best format it does run that fits, as the way to make it work. No speed or cost is given for
 * the format asked: there is none.
 */
function formatUnsupported(input: VerdictInput, base: EstimateBase): Verdict | undefined {
  const asked = base.precision ?? releasedOf(base);
  if (base.task !== 'infer' || runsAs(input.gpu, asked) !== 'unsupported') return undefined;
  // The ladder from the card's 16-bit down has its 8-bit rung in a format this card runs (int8 on a V100).
  for (const precision of ladderOf(input, halfPrecision(input.gpu))) {
    const at = atPrecision(input, base, precision, true);
    if (!at || !memoryFits(at.estimate)) continue;
    const e = at.estimate;
    const runs = verdictOf(input, at.base, { estimate: e }, undefined, false);
    // The format as the card runs it (a V100's 16-bit is fp16).
    const runsIn = e.input.precision;
    const condition: VerdictCondition = {
      key: 'precision',
      params: { precision: runsIn, engine: e.input.engine, needGB: round1(totalNeed(e)), perUser: e.throughput?.decodeTokensPerSecPerStream ?? 0 },
      change: `set:precision=${runsIn}`,
    };
    const { perUserTokensPerSecond: _p, totalTokensPerSecond: _t, maxContextTokens: _c, maxConcurrency: _u, memoryFraction: _f, tight: _g, ...rest } = runs;
    return { ...rest, precision: asked, fits: false, status: 'fitsIf', conditions: [condition], formatUnsupported: true };
  }
  return undefined;
}

/**
 * A training run that fits the named cards but outlasts the deadline the answer assumed (pre-training sized to
 * a month when none was said): how many of the card finish within it. The verdict stays on the cards named —
 * memory is what was asked — and the answer says the time is longer than the assumption, and what meets it.
 */
function fasterToDeadline(input: VerdictInput, base: EstimateBase, verdict: Verdict): Verdict['faster'] {
  const deadlineHours = input.prepared.base.deadlineHours;
  if (input.deadline || !verdict.fits || base.task === 'infer' || deadlineHours === undefined || (verdict.trainingHours ?? 0) <= deadlineHours) return undefined;
  const found = trial(input, { ...base, deadlineHours }, undefined);
  const hours = found?.estimate.training?.hours;
  if (!found || !memoryFits(found.estimate) || hours === undefined || hours > deadlineHours || found.estimate.count > MAX_SEARCHED_CARDS) return undefined;
  return { count: found.estimate.count, hours, deadlineHours };
}

/** The verdict for a request that names a card (undefined when it names none): the entry point recommend() calls. */
export function verdictOnRequest(ctx: CoreContext, request: AdviceRequest, offers: readonly Offer[], sizer: Sizer): Verdict | undefined {
  if (!request.gpu) return undefined;
  const gpu = namedGpu(ctx.catalog, request.gpu, request.gpuMemoryGB);
  const deadline = request.deadlineHours !== undefined;
  const verdict = verdictFor({
    ctx: { ...ctx, settings: { ...ctx.settings, headroom: VERDICT_HEADROOM } },
    // From the request as said, not the recommender's quantized fallback: the verdict chooses for itself.
    prepared: prepare(ctx.catalog, request),
    named: { precision: request.precision !== undefined && request.precisionFallback !== true, method: request.method !== undefined && request.methodAssumed !== true, engine: request.engine !== undefined, kvPrecision: request.kvPrecision !== undefined },
    // Images a day are a target like a deadline: without a count, the copies of the card that make them.
    searchCount: request.count === undefined && (request.countAsked === true || deadline || request.imagesPerDay !== undefined),
    searchIfShort: request.count !== undefined && request.countAsked === true,
    deadline,
    speed: request.tokensPerSec !== undefined || request.requestsPerSecond !== undefined,
    ...(request.machineGpus ? { machineGpus: request.machineGpus } : {}),
    ...(request.ramOffload !== undefined ? { ramOffload: { allowed: request.ramOffload, ...(request.systemRamGB !== undefined ? { systemRamGB: request.systemRamGB } : {}) } } : {}),
    teamHeadroom: ctx.settings.headroom,
    gpu,
    count: request.count ?? 1,
    // A modified board is the user's own: no listing rents it.
    offers: request.gpuMemoryGB === undefined ? offersOfGpu(offers, gpu.id) : [],
    sizer,
  });
  // A batch job runs as many sequences at once as the cards hold (vLLM's scheduler fills the KV cache): the assumed count in
  // flight is no requirement of the asker's, so the cards are judged holding one — the best format that does — and say how
  // many they hold in it. Also when the assumed count fits only in a lighter format than one stream does (llama-13b on an
  // A100 40GB: 4-bit for 10 streams, 16-bit for fewer): the batch shrinks, the weights stay.
  // (A 16-bit verdict that fits has no heavier format to gain: not planned twice.)
  if (verdict && request.batchJob === true && request.concurrency === undefined && (verdict.fits ? classBits(verdict.precision) < 16 : verdict.conditions.some((c) => c.key === 'users'))) {
    const batched = verdictOnRequest(ctx, { ...request, concurrency: 1 }, offers, sizer);
    if (batched?.fits && (!verdict.fits || classBits(batched.precision) > classBits(verdict.precision))) return { ...batched, batchStreams: batched.maxConcurrency?.streams ?? 1 };
  }
  return verdict && request.gpuMemoryGB !== undefined ? { ...verdict, gpuName: gpu.name } : verdict;
}
