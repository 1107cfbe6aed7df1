/**
 * AdviceRequest → the estimator's input. Whatever the user did not say is filled with a default
 * that is written down as an assumption with one-tap alternatives (`set:<field>=<value>`, parsed by
 * the conversation), so nothing is assumed silently.
 */
import { resolveModel } from '../catalog/index.ts';
import { isLlm, type Catalog } from '../catalog/schema.ts';
import { DEFAULT_ANSWER_TOKENS, DEFAULT_CONTEXT_TOKENS, DEFAULT_SEQ_TOKENS } from '../estimate/constants.ts';
import { modelFromSize, modelRef } from '../estimate/index.ts';
import { releasedPrecision, withStatedWeights } from '../estimate/precision.ts';
import type { Estimate, EstimateInput, Method } from '../estimate/types.ts';
import { UserError } from '../errors.ts';
import { rlSetup } from './rl-setup.ts';
import type { Fixed } from './search-space.ts';
import type { AdviceRequest } from './types.ts';
import type { Workload } from './workload.ts';
import { PREFERRED_MODES } from './billing.ts';
import type { ModeKey } from './quotes.ts';

export type AdviceAssumption = { key: string; params: Record<string, string | number>; change?: { label: string; value: string }[] };

/** Decode speed one chat user needs: faster than reading (≈ 5–10 tokens/s), comfortably. */
export const TOKENS_PER_SEC_PER_USER = 20;
/** The top of reading speed: what a plan falls back to when no card reaches the comfortable default. */
export const READING_TOKENS_PER_SEC = 10;
/**
 * Offline batch inference is about throughput, not one reader's speed: a batching engine keeps many
 * sequences in flight (vLLM's default scheduler allows up to 256); 32 is a conservative fill that
 * still fits KV cache on 24 GB cards for 7–14B models at 4k context.
 */
export const BATCH_JOB_STREAMS = 32;
/** Pre-training without a stated deadline is sized to finish in a month (730 h). */
export const DEFAULT_PRETRAIN_DEADLINE_HOURS = 730;

export const CHINCHILLA_TOKENS_PER_PARAM = 20;
export const DEFAULT_FINETUNE_TOKENS = 10_000_000;

export type EstimateBase = Omit<EstimateInput, 'gpu'>;

export interface Prepared {
  /** The estimator's input without what the planner varies (format, engine; method when not named). */
  base: EstimateBase;
  /** What the user fixed, for the search space. */
  fixed: Fixed;
  /** Decode tokens/s each user must get (services). */
  perUserTokensPerSec?: number;
  /** The per-user target is the asker's own: a speed said with the users it is for (one request, 20 users each at…). */
  speedStated?: true;
  /** The stated target is out of reach: each card is sized for the fastest it gets (atTopSpeed). */
  bestEffortSpeed?: true;
  assumptions: AdviceAssumption[];
  /** The billing modes the user asked for (PREFERRED_MODES of request.billing), priced first wherever a card has them. */
  prefer?: readonly ModeKey[];
  /** How the GPUs will be used, before the estimate gives a job's hours. */
  usage: { kind: 'service'; hoursPerDay: number; followsImages?: boolean; batch?: boolean } | { kind: 'job'; checkpointable: boolean };
}

/** `label` is locale-neutral (a number or "32k"); the locale file adds the unit. */
const set = (field: string, value: string | number, label: string | number = value) => ({ label: String(label), value: `set:${field}=${value}` });

/**
 * The request's own numbers that the estimator does not check (it never sees hours a day, and
 * would read a 0 target as "no target"): bad values are the user's to fix, not a NaN or a free month.
 */
function validate(request: AdviceRequest): void {
  const positive: (keyof AdviceRequest)[] = ['tokensPerSec', 'requestsPerSecond', 'outputTokens', 'hoursPerDay', 'deadlineHours', 'count'];
  for (const field of positive) {
    const value = request[field];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new UserError('estimate.negative', { field, value: String(value) });
  }
  if (request.hoursPerDay !== undefined && request.hoursPerDay > 24) throw new UserError('estimate.invalid', { field: 'hoursPerDay', value: String(request.hoursPerDay), max: 24 });
  if (request.count !== undefined && !Number.isInteger(request.count)) throw new UserError('estimate.negative', { field: 'count', value: String(request.count) });
}

/**
 * The request's bare size counts every expert ("8x7B" arrives as modelSizeB 56 with 8 experts), while
 * modelFromSize takes one expert's dense size (7) and adds the other experts' MLPs itself.
 */
function modelFromBareSize(sizeB: number, experts: number | undefined, activeB?: number) {
  if (activeB !== undefined && activeB < sizeB) return modelFromSize(sizeB, undefined, activeB);
  return modelFromSize(experts ? sizeB / experts : sizeB, experts);
}

/**
 * The default per-user speed is a comfort margin, not a limit: when no plan reaches it (a 70B model in 4-bit on
 * llama.cpp reads at 16–19 tokens/s on any one card), plan for reading speed instead and say so. Undefined when
 * the speed was the user's own or is already the reading floor.
 */
export function atReadingSpeed(prepared: Prepared): Prepared | undefined {
  const i = prepared.assumptions.findIndex((a) => a.key === 'assumption.perUserSpeed');
  if (i < 0 || prepared.perUserTokensPerSec !== TOKENS_PER_SEC_PER_USER) return undefined;
  const concurrency = prepared.base.concurrency ?? 1;
  const total = concurrency * READING_TOKENS_PER_SEC;
  const assumptions = prepared.assumptions.with(i, { key: 'assumption.perUserSpeedReading', params: { perUser: READING_TOKENS_PER_SEC, wanted: TOKENS_PER_SEC_PER_USER, total } });
  return { ...prepared, perUserTokensPerSec: READING_TOKENS_PER_SEC, base: { ...prepared.base, targetTokensPerSec: total }, assumptions };
}

/**
 * A per-user speed the asker stated that no plan reaches ("300 tokens/s for a single request" on an 8B: one stream
 * reads every weight once per token, so its speed is bounded by memory bandwidth over the tensor-parallel GPUs, less
 * the per-layer gaps and all-reduces): the fastest plan instead, its speed and the shortfall said by the answer,
 * never a question back. Undefined when the speed was not the asker's own.
 */
export function atTopSpeed(prepared: Prepared): Prepared | undefined {
  if (!prepared.speedStated || prepared.perUserTokensPerSec === undefined || prepared.bestEffortSpeed) return undefined;
  return { ...prepared, bestEffortSpeed: true };
}

/** A total speed said with no users ("119.64 tokens/second") that no plan reaches: the fastest plan, the shortfall said as for one user's. */
export function atTopTotal(prepared: Prepared, request: AdviceRequest): Prepared | undefined {
  if (request.tokensPerSec === undefined || prepared.bestEffortSpeed || prepared.perUserTokensPerSec === undefined) return undefined;
  return { ...prepared, bestEffortSpeed: true, speedStated: true };
}

/** Longer runs tried, in order, when the month assumed for a pre-training makes it cost more than its budget. */
export const BUDGET_DEADLINES_HOURS = [2190, 4380] as const;

/**
 * A pre-training with a budget and no deadline said: the month assumed would take more GPUs (and a cluster) than the
 * budget pays for, so the same run over `hours` on fewer GPUs — said, with the month's plan its cost. Undefined when
 * the deadline was the user's.
 */
export function overLonger(prepared: Prepared, hours: number): Prepared | undefined {
  const i = prepared.assumptions.findIndex((a) => a.key === 'assumption.deadline');
  if (i < 0 || prepared.base.task !== 'pretrain') return undefined;
  const assumptions = prepared.assumptions.with(i, { key: 'assumption.deadlineForBudget', params: { hours, days: Math.round(hours / 24), assumed: DEFAULT_PRETRAIN_DEADLINE_HOURS } });
  return { ...prepared, base: { ...prepared.base, deadlineHours: hours }, assumptions };
}

/**
 * One person, and not even reading speed within reach (a 72B without GQA at 32k context reads ~86 GB of KV cache
 * per token on top of its weights): the cheapest plan that holds it, at the speed it gets, said as such — "it
 * runs, slowly" is the answer an engineer gives, not "nothing fits". Undefined for several users or a stated speed.
 */
export function atAnySpeed(prepared: Prepared): Prepared | undefined {
  const i = prepared.assumptions.findIndex((a) => a.key === 'assumption.perUserSpeed');
  if (i < 0 || prepared.perUserTokensPerSec !== TOKENS_PER_SEC_PER_USER || (prepared.base.concurrency ?? 1) > 1) return undefined;
  const { perUserTokensPerSec: _speed, ...rest } = prepared;
  const { targetTokensPerSec: _target, ...base } = prepared.base;
  const assumptions = prepared.assumptions.with(i, { key: 'assumption.perUserSpeedBelowReading', params: { reading: READING_TOKENS_PER_SEC } });
  return { ...rest, base, assumptions };
}

/**
 * A request rate as users in flight, by Little's law: requests in flight = arrival rate × the time each
 * takes, and an answer of N tokens streamed at reading speed takes N ÷ 20 s (its prompt's prefill, a small
 * part of that, is left out). The total decode rate is rate × answer length. Both are stated.
 */
function requestRate(request: AdviceRequest, assume: (a: AdviceAssumption) => void): { concurrency: number; totalTokensPerSec: number } | undefined {
  const rate = request.requestsPerSecond;
  if (rate === undefined) return undefined;
  const answer = request.outputTokens ?? DEFAULT_ANSWER_TOKENS;
  if (request.outputTokens === undefined) assume({ key: 'assumption.answerTokens', params: { tokens: answer }, change: [set('outputTokens', 128), set('outputTokens', 1024)] });
  const seconds = answer / TOKENS_PER_SEC_PER_USER;
  const concurrency = Math.max(1, Math.ceil(rate * seconds - 1e-9));
  const totalTokensPerSec = rate * answer;
  assume({ key: 'assumption.requestRate', params: { rate, tokens: answer, perUser: TOKENS_PER_SEC_PER_USER, seconds, concurrency: request.concurrency ?? concurrency, total: totalTokensPerSec } });
  return { concurrency, totalTokensPerSec };
}

/**
 * The most tokens a second one stream of the model could decode: each token reads every active weight once, so even at
 * 4 bits (0.5 B a parameter) on the catalog's fastest memory it cannot pass bandwidth ÷ bytes read. A speed with no
 * users said above it is a total ("~3,400 tok/s for the 4 GPUs" of a 70B: the bound is ~230), not one user's.
 */
function singleStreamBound(catalog: Catalog, activeParamsB: number): number {
  const fastest = Math.max(...catalog.gpus.map((g) => g.bandwidthGBs));
  return (fastest * 1e9) / (activeParamsB * 1e9 * 0.5);
}

export function prepare(catalog: Catalog, request: AdviceRequest): Prepared {
  const prepared = prepareWork(catalog, request);
  return request.billing ? { ...prepared, prefer: PREFERRED_MODES[request.billing] } : prepared;
}

function prepareWork(catalog: Catalog, request: AdviceRequest): Prepared {
  validate(request);
  const resolved = request.model ? resolveModel(catalog, request.model) : undefined;
  const model = resolved
    ? modelRef(request.weightsGB !== undefined && request.precision !== undefined && isLlm(resolved) ? withStatedWeights(resolved, request.precision, request.weightsGB) : resolved)
    : request.modelSizeB !== undefined
      ? modelFromBareSize(request.modelSizeB, request.moeExperts, request.modelActiveB)
      : undefined;
  if (!model) throw new UserError('unknownModel', { name: '?', suggestions: catalog.models.slice(0, 3).map((m) => m.id).join(', ') });

  const assumptions: AdviceAssumption[] = [];
  const assume = (a: AdviceAssumption) => assumptions.push(a);
  // Defaults and one-tap changes stay within the model's context: LLaMA 1, Falcon or Phi-2 stop at
  // 2k, and a default the user never typed must not be refused as too long.
  const maxContext = isLlm(model.model) ? model.model.maxContext : Number.POSITIVE_INFINITY;
  const contextChoices = (tokens: number[]) => tokens.filter((n) => n <= maxContext).map((n) => set('contextTokens', n, `${n / 1024}k`));

  const task = request.task ?? 'infer';
  if (!request.task) assume({ key: 'assumption.task', params: {}, change: [set('task', 'finetune'), set('task', 'pretrain')] });

  const fixed: Fixed = {
    task,
    concurrency: 1,
    batchJob: request.batchJob === true,
    ...(request.precision ? { precision: request.precision } : {}),
    ...(request.engine ? { engine: request.engine } : {}),
    ...(request.method ? { method: request.method } : {}),
    ...(request.optimizer ? { optimizer: request.optimizer } : {}),
    ...(request.count ? { count: request.count } : {}),
    ...(request.count && request.gpu === undefined && request.device === undefined ? { cardsOnly: request.count } : {}),
  };

  if (task === 'infer' && !isLlm(model.model)) {
    // An image pipeline: sized in seconds per image (the estimator states resolution and steps), no tokens, no context.
    fixed.image = true;
    const imageOptions = { ...request.imageSize, ...(request.steps !== undefined ? { steps: request.steps } : {}) };
    const perDay = request.imagesPerDay;
    const base: EstimateBase = {
      model, task, concurrency: 1,
      ...(request.precision ? { precision: request.precision } : {}),
      ...(Object.keys(imageOptions).length > 0 ? { imageOptions } : {}),
      // A daily amount is sized as copies of the pipeline within the hours a day it may run (all day unless said).
      ...(perDay !== undefined ? { imagesPerDay: perDay, ...(request.hoursPerDay !== undefined ? { imageHoursPerDay: request.hoursPerDay } : {}) } : {}),
    };
    const hoursPerDay = request.hoursPerDay ?? 24;
    // With a daily amount and no hours said, the cards run the hours the images take (workloadFor), said by the estimate.
    // A daily batch is a job-like load: billed for the hours it takes (on demand where listed), not a card kept on all day.
    if (perDay !== undefined && request.hoursPerDay === undefined) {
      assume({ key: 'assumption.imageHours', params: { images: perDay }, change: [set('hoursPerDay', 24)] });
      return { base, fixed, assumptions, usage: { kind: 'service', hoursPerDay, followsImages: true } };
    }
    if (request.hoursPerDay === undefined) assume({ key: 'assumption.hoursPerDay', params: { hours: hoursPerDay }, change: [set('hoursPerDay', 8), set('hoursPerDay', 12)] });
    return { base, fixed, assumptions, usage: { kind: 'service', hoursPerDay } };
  }

  if (task === 'infer') {
    // The release is the reference point of the format choice: nothing heavier is planned.
    const released = releasedPrecision(model.model);
    if (released !== 'bf16') fixed.released = released;
    const batch = request.batchJob === true;
    const rate = batch ? undefined : requestRate(request, assume);
    // A total no one stream reads at ("~3,400 tok/s for the 4 GPUs"), or a volume averaged ("10M tokens daily"), with no users
    // said, is many streams at reading speed.
    const aggregate = !batch && rate === undefined && request.concurrency === undefined && request.tokensPerSec !== undefined && (request.tokensPerSecAverage === true || request.tokensPerSec > singleStreamBound(catalog, model.model.activeParamsB));
    const concurrency = request.concurrency ?? rate?.concurrency ?? (aggregate ? Math.ceil((request.tokensPerSec ?? 0) / TOKENS_PER_SEC_PER_USER) : batch ? BATCH_JOB_STREAMS : 1);
    if (aggregate) assume({ key: 'assumption.aggregateSpeed', params: { total: request.tokensPerSec ?? 0, perUser: TOKENS_PER_SEC_PER_USER, concurrency }, change: [set('concurrency', 1)] });
    fixed.concurrency = concurrency;
    if (request.concurrency === undefined && request.tokensPerSec === undefined && rate === undefined) {
      assume(batch
        ? { key: 'assumption.batchStreams', params: { concurrency }, change: [set('concurrency', 8), set('concurrency', 128)] }
        : { key: 'assumption.concurrency', params: { concurrency }, change: [set('concurrency', 10), set('concurrency', 50)] });
    }
    const contextTokens = request.contextTokens ?? Math.min(DEFAULT_CONTEXT_TOKENS, maxContext);
    if (request.contextTokens === undefined) assume({ key: 'assumption.context', params: { tokens: contextTokens }, change: contextChoices([8192, 32768]) });
    // A batch job with a deadline must get through its tokens in time; otherwise each stream reads at reading speed.
    const deadlineRate = batch && request.tokens && request.deadlineHours ? Math.ceil(request.tokens / (request.deadlineHours * 3600)) : undefined;
    const targetTokensPerSec = request.tokensPerSec ?? deadlineRate ?? rate?.totalTokensPerSec ?? concurrency * TOKENS_PER_SEC_PER_USER;
    // A service's users each read at their own speed (the total ÷ users when the user gave a total); batch work only counts the total.
    const perUserTokensPerSec = batch ? undefined : request.tokensPerSec !== undefined ? request.tokensPerSec / concurrency : TOKENS_PER_SEC_PER_USER;
    if (request.tokensPerSec === undefined && rate === undefined) {
      assume(deadlineRate !== undefined
        ? { key: 'assumption.batchDeadlineSpeed', params: { tokens: request.tokens ?? 0, hours: request.deadlineHours ?? 0, total: deadlineRate } }
        : { key: 'assumption.perUserSpeed', params: { perUser: TOKENS_PER_SEC_PER_USER, total: targetTokensPerSec } });
    }
    // A prompt + answer pair said ("input 500, output 200") gives the prompt; at a request rate its prefill takes its
    // share of each copy's compute (speed.ts).
    const prompt = request.outputTokens !== undefined && request.contextTokens !== undefined && request.contextTokens > request.outputTokens ? request.contextTokens - request.outputTokens : undefined;
    const base: EstimateBase = {
      model, task, contextTokens, concurrency, targetTokensPerSec,
      ...(prompt !== undefined ? { promptTokens: prompt } : {}),
      ...(prompt !== undefined && request.requestsPerSecond !== undefined && !batch ? { promptTokensPerSec: request.requestsPerSecond * prompt } : {}),
      // A batch job's items arrive as fast as its deadline needs them: each one's prompt read at that rate too.
      ...(prompt !== undefined && batch && deadlineRate !== undefined && request.outputTokens ? { promptTokensPerSec: (deadlineRate * prompt) / request.outputTokens } : {}),
      ...(request.precision ? { precision: request.precision } : {}),
      ...(request.engine ? { engine: request.engine } : {}),
      ...(request.kvPrecision ? { kvPrecision: request.kvPrecision } : {}),
    };
    // A speed said with the users it is for (one request, "20 users each at 50 tokens/s") is each user's target as stated.
    const stated = !batch && request.tokensPerSec !== undefined && request.concurrency !== undefined;
    const perUser = perUserTokensPerSec !== undefined ? { perUserTokensPerSec, ...(stated ? { speedStated: true as const } : {}) } : {};
    // Offline batch work with a known amount is a job (spot allowed); without one it is sized like a service.
    if (batch && request.tokens) return { base: { ...base, tokens: request.tokens }, fixed, ...perUser, assumptions, usage: { kind: 'job', checkpointable: request.spotRuledOut !== true } };
    const hoursPerDay = request.hoursPerDay ?? 24;
    if (request.hoursPerDay === undefined) assume({ key: 'assumption.hoursPerDay', params: { hours: hoursPerDay }, change: [set('hoursPerDay', 8), set('hoursPerDay', 12)] });
    return { base, fixed, ...perUser, assumptions, usage: { kind: 'service', hoursPerDay, ...(batch ? { batch: true } : {}) } };
  }

  if (!isLlm(model.model)) {
    // An image fine-tune has no tokens or sequence: the estimator sizes it by image size, steps and
    // the trainers' recipe (kohya sd-scripts, ai-toolkit), and states each default it takes.
    fixed.image = true;
    const base: EstimateBase = {
      model, task,
      ...(request.method ? { method: request.method } : {}),
      ...(request.precision ? { precision: request.precision } : {}),
      ...(request.optimizer ? { optimizer: request.optimizer } : {}),
      ...(request.deadlineHours !== undefined ? { deadlineHours: request.deadlineHours } : {}),
      ...(request.imageSize || request.steps !== undefined ? { imageOptions: { ...request.imageSize, ...(request.steps !== undefined ? { trainSteps: request.steps } : {}) } } : {}),
    };
    return { base, fixed, assumptions, usage: { kind: 'job', checkpointable: request.spotRuledOut !== true } };
  }

  // The method (when not named) and the weights' format are chosen per card by the planner (search-space.ts).
  const method: Method | undefined = task === 'pretrain' ? 'full' : request.method;
  const seq = request.contextTokens ?? DEFAULT_SEQ_TOKENS;
  if (request.contextTokens === undefined) assume({ key: 'assumption.seq', params: { tokens: seq }, change: contextChoices([4096, 8192]) });
  const epochs = request.epochs ?? 1;
  if (request.epochs === undefined) assume({ key: 'assumption.epochs', params: { epochs }, change: [set('epochs', 2), set('epochs', 3)] });
  let tokens = request.tokens;
  if (tokens === undefined) {
    // Pre-training: Chinchilla's compute-optimal 20 tokens per parameter (Hoffmann et al. 2022);
    // fine-tuning: a typical instruction set of 10k samples × 1k tokens.
    tokens = task === 'pretrain' ? Math.round(model.model.paramsB * 1e9 * CHINCHILLA_TOKENS_PER_PARAM) : DEFAULT_FINETUNE_TOKENS;
    assume({ key: task === 'pretrain' ? 'assumption.pretrainTokens' : 'assumption.finetuneTokens', params: { tokens }, change: task === 'pretrain' ? [set('tokens', '1e12', '1T')] : [set('tokens', 1e8, '100M'), set('tokens', 1e9, '1B')] });
  }
  let deadlineHours = request.deadlineHours;
  if (deadlineHours === undefined && task === 'pretrain') {
    deadlineHours = DEFAULT_PRETRAIN_DEADLINE_HOURS;
    assume({ key: 'assumption.deadline', params: { hours: deadlineHours }, change: [set('deadlineHours', 336, 14), set('deadlineHours', 2190, 91)] });
  }
  const base: EstimateBase = {
    model, task, seq, epochs, tokens,
    ...(method ? { method } : {}),
    ...(request.precision ? { precision: request.precision } : {}),
    ...(request.optimizer ? { optimizer: request.optimizer } : {}),
    ...(request.trainer && task === 'finetune' ? { trainer: request.trainer } : {}),
    ...(deadlineHours !== undefined ? { deadlineHours } : {}),
    ...(request.mfu !== undefined ? { mfu: request.mfu } : {}),
    ...(request.preference && task === 'finetune' ? { preference: request.preference } : {}),
    ...(request.reinforcement && task === 'finetune' ? { reinforcement: rlSetup(request) } : {}),
  };
  return { base, fixed, assumptions, usage: { kind: 'job', checkpointable: request.spotRuledOut !== true } };
}

/** The hours a day each copy of an image pipeline is busy making the day's images (at most `max`). */
function imageHoursPerDay(estimate: Estimate, max: number): number {
  const perDay = estimate.input.imagesPerDay;
  const seconds = estimate.image?.secondsPerImage;
  if (perDay === undefined || seconds === undefined) return max;
  return Math.min(max, (perDay * seconds) / 3600 / Math.max(1, estimate.layout.replicas));
}

/** The workload once the estimate is known: a job lasts its training (or batch) hours. */
export function workloadFor(usage: Prepared['usage'], hours: number | undefined, estimate?: Estimate): Workload | undefined {
  if (usage.kind === 'service') {
    return { kind: 'service', hoursPerDay: usage.followsImages && estimate ? imageHoursPerDay(estimate, usage.hoursPerDay) : usage.hoursPerDay, ...(usage.batch ? { batch: true } : {}) };
  }
  if (hours === undefined || !(hours > 0) || !Number.isFinite(hours)) return undefined;
  return { kind: 'job', hours, checkpointable: usage.checkpointable };
}
