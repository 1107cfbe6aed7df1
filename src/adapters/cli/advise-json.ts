/**
 * The JSON contract of `whichcard advise --json` (issue 5; scripts depend on it, keep the names):
 * either `{ missing, question, request }` when a sizing question is still open, or the advice:
 * `request`, `recommendation`, `alternatives`, `estimate`, `tips`, `trace`, `text`.
 */
import { isAnswered, QUESTION_ORDER } from '../../core/conversation/questions.ts';
import type { Next, QuestionId } from '../../core/conversation/types.ts';
import type { Estimate } from '../../core/estimate/types.ts';
import type { Advice, AdviceRequest, Option } from '../../core/recommend/types.ts';

export interface QuestionJson {
  missing: QuestionId[];
  question: { id: QuestionId; hint?: string } & Extract<Next, { kind: 'question' }>['question']['view'];
  request: AdviceRequest;
}

export function questionJson(request: AdviceRequest, next: Extract<Next, { kind: 'question' }>): QuestionJson {
  const { id, view, hint } = next.question;
  return {
    missing: QUESTION_ORDER.filter((q) => !isAnswered(q, request)),
    question: { id, ...view, ...(hint ? { hint } : {}) },
    request,
  };
}

/** The estimate without its echo of the whole catalog entries (model config, GPU spec): `request` says what was asked. */
function estimateJson(e: Estimate) {
  const { input: _input, trace: _trace, ...rest } = e;
  return rest;
}

function optionJson(o: Option) {
  return {
    gpu: o.gpu,
    count: o.count,
    layout: o.layout,
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
  const request: AdviceRequest = { ...asked, task: input.task, precision: input.precision ?? asked.precision };
  if (!asked.model && input.model && !input.model.assumed) request.model = input.model.model.id;
  if (input.task === 'infer') {
    request.concurrency = asked.concurrency ?? input.concurrency;
    request.contextTokens = asked.contextTokens ?? input.contextTokens;
    request.hoursPerDay = asked.hoursPerDay ?? assumed('assumption.hoursPerDay', 'hours');
    delete request.method;
  } else {
    request.method = asked.method ?? input.method;
    request.tokens = asked.tokens ?? input.tokens;
    request.epochs = asked.epochs ?? input.epochs;
    request.contextTokens = asked.contextTokens ?? input.seq;
  }
  for (const key of Object.keys(request) as (keyof AdviceRequest)[]) if (request[key] === undefined) delete request[key];
  return request;
}

/** Tips, warnings and reasons stay keyed (`advice:<key>` + params) for scripts; `text` has them in words. */
export function adviceJson(advice: Advice, text: string) {
  const alternatives = Object.fromEntries(
    Object.entries(advice.alternatives)
      .filter((entry): entry is [string, Option] => entry[1] !== undefined)
      .map(([kind, o]) => [kind, { ...optionJson(o), estimate: estimateJson(o.estimate) }]),
  );
  return {
    request: effectiveRequest(advice),
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
