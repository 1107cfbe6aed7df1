/**
 * The JSON contract of `whichcard advise --json` (issue 5; scripts depend on it, keep the names):
 * either `{ missing, question, request }` when a sizing question is still open, or the advice:
 * `request`, `recommendation`, `alternatives`, `estimate`, `tips`, `trace`, `text`.
 */
import { isAnswered, QUESTION_ORDER } from '../../core/conversation/questions.ts';
import type { Next, QuestionId } from '../../core/conversation/types.ts';
import type { Estimate } from '../../core/estimate/types.ts';
import { translator, type Locale } from '../../core/i18n.ts';
import { imageAdvice, isImageEstimate } from '../../core/present/image.ts';
import { conditionText } from '../../core/present/verdict.ts';
import type { Advice, AdviceRequest, Option } from '../../core/recommend/types.ts';
import type { Verdict } from '../../core/recommend/verdict.ts';

export interface QuestionJson {
  missing: QuestionId[];
  question: { id: QuestionId; hint?: string } & Extract<Next, { kind: 'question' }>['question']['view'];
  request: AdviceRequest;
}

export function questionJson(request: AdviceRequest, next: Extract<Next, { kind: 'question' }>): QuestionJson {
  const { id, view, hint } = next.question;
  return {
    // The card question is the recommender's (not in the fixed order): missing when it is the one asked.
    missing: [...QUESTION_ORDER.filter((q) => !isAnswered(q, request)), ...(QUESTION_ORDER.includes(id) ? [] : [id])],
    question: { id, ...view, ...(hint ? { hint } : {}) },
    request,
  };
}

/** What the estimator may add to an estimate (image models, machines of a layout) as JSON sees it. */
type EstimateExtras = Estimate & { image?: { secondsPerImage: number }; layout: Estimate['layout'] & { machines?: number } };

/**
 * The estimate without its echo of the whole catalog entries (model config, GPU spec): `request`
 * says what was asked. Speed at the top level: tokens/s per user and in total, or seconds per image
 * for an image model (never tokens/s).
 */
function estimateJson(e: Estimate) {
  const { input: _input, trace: _trace, ...rest } = e;
  const image = (e as EstimateExtras).image;
  const speed = image
    ? { secondsPerImage: image.secondsPerImage }
    : e.throughput
      ? { perUserTokensPerSecond: e.throughput.decodeTokensPerSecPerStream, totalTokensPerSecond: e.throughput.totalTokensPerSec }
      : {};
  return { ...rest, ...speed };
}

/** How the GPUs are arranged: machines, tensor-parallel width, pipeline stages (layer split) and replicas. */
function layoutJson(o: Option) {
  const layout = (o.estimate as EstimateExtras).layout;
  const perMachine = o.rentUnit === 'instance' && o.instanceGpus ? o.instanceGpus : undefined;
  const machines = layout.machines ?? (perMachine ? Math.ceil((o.billedGpus ?? o.count) / perMachine) : 1);
  return { machines, tensorParallel: layout.tensorParallel, pipelineStages: layout.pipelineStages ?? 1, replicas: layout.replicas };
}

function optionJson(o: Option) {
  return {
    gpu: o.gpu,
    count: o.count,
    layout: layoutJson(o),
    billing: o.billing,
    provider: o.provider,
    region: o.region,
    pricePerGpuHour: o.pricePerGpuHour,
    currency: o.currency,
    asOf: o.asOf,
    stale: o.stale,
    source: o.source,
    cost: o.cost,
  };
}

/**
 * What was understood, with the values the answer actually used where the user said nothing
 * (precision, context, hours a day…), so a script sees the same assumptions the text states.
 */
export function effectiveRequest(advice: Advice): AdviceRequest {
  const asked = advice.request;
  const input = advice.recommendation.estimate.input;
  const assumed = (key: string, param: string): number | undefined => {
    const value = advice.assumptions.find((a) => a.key === key)?.params[param];
    return typeof value === 'number' ? value : undefined;
  };
  // A question about the user's Mac is answered on the Mac first: the format and engine used are the Mac's.
  // (A fine-tune on the Mac runs on MLX, no serving engine.)
  const mac = advice.mac && 'precision' in advice.mac ? advice.mac : undefined;
  // (A format named that the Mac does not hold is judged; the one it does hold is the one run.)
  const used = mac ? { precision: 'instead' in mac && mac.instead ? mac.instead.precision : mac.precision, ...('task' in mac ? {} : { engine: mac.engine }) } : { precision: input.precision ?? asked.precision, engine: input.engine };
  const request: AdviceRequest = { ...asked, task: input.task, ...used };
  if (!asked.model && input.model && !input.model.assumed) request.model = input.model.model.id;
  if (input.task === 'infer' && isImageEstimate(advice.recommendation.estimate)) {
    // A diffusion pipeline (engine 'diffusers') has no context length; concurrency is images at a time.
    request.concurrency = asked.concurrency ?? input.concurrency;
    request.hoursPerDay = asked.hoursPerDay ?? assumed('assumption.hoursPerDay', 'hours');
    delete request.contextTokens;
    delete request.method;
  } else if (input.task === 'infer') {
    request.concurrency = asked.concurrency ?? input.concurrency;
    request.contextTokens = asked.contextTokens ?? input.contextTokens;
    request.hoursPerDay = asked.hoursPerDay ?? assumed('assumption.hoursPerDay', 'hours');
    delete request.method;
  } else if (isImageEstimate(advice.recommendation.estimate)) {
    // An image fine-tune has no tokens, epochs or sequence: its size, steps and recipe are assumptions.
    request.method = asked.method ?? input.method;
    delete request.engine;
    delete request.contextTokens;
  } else {
    request.method = asked.method ?? input.method;
    delete request.engine;
    request.tokens = asked.tokens ?? input.tokens;
    request.epochs = asked.epochs ?? input.epochs;
    request.contextTokens = asked.contextTokens ?? input.seq;
  }
  for (const key of Object.keys(request) as (keyof AdviceRequest)[]) if (request[key] === undefined) delete request[key];
  return request;
}

/** The verdict on the named card; each condition keyed for scripts and in words (`text`). */
export function verdictJson(verdict: Verdict, locale: Locale) {
  const t = translator(locale);
  const { option, conditions, ...rest } = verdict;
  return {
    ...rest,
    conditions: conditions.map((c) => ({ key: c.key, params: c.params, ...(c.change ? { change: c.change } : {}), text: conditionText(t, locale, c) })),
    ...(option ? { option: optionJson(option) } : {}),
  };
}

/**
 * A Mac named is the device asked about: its judgment is also the `verdict`, in the named card's shape (the chip as the
 * card, as many as the Macs joined), so a script reads one field whatever was named. The full judgment stays under `mac`.
 */
function macAsVerdict(mac: NonNullable<Advice['mac']>) {
  if ('error' in mac) return undefined;
  const { chip, fits, status, precision, engine, needGB, haveGB, usableGB } = mac;
  const trained = 'task' in mac ? { method: mac.method } : { perUserTokensPerSecond: mac.perUserTokensPerSecond };
  return { gpu: chip, count: 'machines' in mac ? mac.machines : 1, device: 'mac', fits, status, precision, engine, needGB, haveGB, usableGB, ...trained, conditions: [] };
}

/** Tips, warnings and reasons stay keyed (`advice:<key>` + params) for scripts; `text` has them in words. */
export function adviceJson(asked: Advice, text: string, locale: Locale = 'en') {
  // An image model's answer carries no LLM serving defaults (context, tokens/s, engine).
  const advice = imageAdvice(asked);
  const alternatives = Object.fromEntries(
    Object.entries(advice.alternatives)
      .filter((entry): entry is [string, Option] => entry[1] !== undefined)
      .map(([kind, o]) => [kind, { ...optionJson(o), estimate: estimateJson(o.estimate) }]),
  );
  const verdict = advice.verdict ? verdictJson(advice.verdict, locale) : advice.mac ? macAsVerdict(advice.mac) : undefined;
  return {
    request: effectiveRequest(advice),
    ...(verdict ? { verdict } : {}),
    ...(advice.compared ? { compared: verdictJson(advice.compared, locale) } : {}),
    ...(advice.mac ? { mac: advice.mac } : {}),
    ...(advice.smallerKin ? { smallerKin: advice.smallerKin } : {}),
    ...(advice.speedTarget ? { speedTarget: advice.speedTarget } : {}),
    recommendation: optionJson(advice.recommendation),
    alternatives,
    estimate: estimateJson(advice.recommendation.estimate),
    billingReason: advice.billingReason,
    ...(advice.breakEvenHoursPerMonth !== undefined ? { breakEvenHoursPerMonth: advice.breakEvenHoursPerMonth } : {}),
    modes: advice.modes,
    hiddenCosts: advice.hiddenCosts,
    warnings: advice.warnings,
    tips: advice.tips,
    assumptions: advice.assumptions,
    trace: advice.trace,
    text,
  };
}
