/**
 * recommend(ctx, request) → Advice: the cheapest GPU setup that does the job with headroom, the
 * billing mode and why, the cost every way it is budgeted, two alternatives, warnings, the
 * pitfalls that apply and the math. Pure: the clock, data and settings come in through ctx.
 */
import { resolveGpu } from '../catalog/index.ts';
import type { Offer } from '../catalog/schema.ts';
import type { WeightPrecision } from '../estimate/types.ts';
import { size } from '../estimate/index.ts';
import { UserError } from '../errors.ts';
import { isCommitted } from './billing.ts';
import { hiddenCosts, findProviderCosts } from './hidden-costs.ts';
import { allowedOffers, candidateFor, isCandidate, searchOptions, type Candidate, type Sizer } from './options.ts';
import { CHECKPOINT_WRITE_GBPS, RECLAIMS_PER_INSTANCE_HOUR, RESTART_HOURS } from './spot.ts';
import { prepare, type Prepared } from './to-estimate.ts';
import { applicableTips } from './tips.ts';
import { costTrace } from './trace.ts';
import { verdictOnRequest } from './verdict.ts';
import { teamCurrency, type Advice, type AdviceRequest, type CoreContext, type Money, type Option } from './types.ts';
import { freeFraction, optionWarnings, requestedCardWarnings, type RequestedCard } from './warnings.ts';
import { HOURS_PER_MONTH } from './workload.ts';

/** What the option costs in the period a team budgets: a service per month, a job spread over its months. */
function budgetedCost(c: Candidate): Money {
  if (c.option.cost.perMonth) return c.option.cost.perMonth;
  const months = c.workload.kind === 'job' ? Math.max(1, c.workload.hours / HOURS_PER_MONTH) : 1;
  return { ...c.choice.cost, amount: c.choice.cost.amount / months };
}

/**
 * The "fastest" alternative is the fastest within this multiple of the recommendation's cost: a
 * GB200 rack is always fastest and never a useful answer to a 7B chat.
 */
export const FASTEST_COST_CAP = 2;

function rank(a: Candidate, b: Candidate): number {
  return a.choice.cost.amount - b.choice.cost.amount || a.option.count - b.option.count;
}

/** Faster = more tokens/s per user for a service, fewer hours for a job. */
function speedScore(c: Candidate): number {
  return c.estimate.training ? -c.estimate.training.hours : (c.estimate.throughput?.decodeTokensPerSecPerStream ?? 0);
}

function requestedCard(ctx: CoreContext, request: AdviceRequest, run: (gpuId: string, count?: number) => ReturnType<typeof candidateFor>): RequestedCard | undefined {
  if (!request.gpu) return undefined;
  const gpu = resolveGpu(ctx.catalog, request.gpu);
  const result = run(gpu.id, request.count);
  if (!result) return undefined;
  return { gpu, estimate: result.estimate, ...(isCandidate(result) ? { option: result.option } : {}) };
}

/**
 * Weight formats tried, best quality first, when the user named none and nothing fits in bf16: a
 * 671B model such as DeepSeek-R1 ships in fp8 and is served quantized, so "nothing fits" would be
 * the wrong answer. The switch is stated as an assumption with a one-tap change.
 */
const FALLBACK_PRECISIONS: readonly WeightPrecision[] = ['fp8', 'int4'];

function searchWithFallback(ctx: CoreContext, request: AdviceRequest, offers: readonly Offer[], sizer: Sizer): { prepared: Prepared; search: ReturnType<typeof searchOptions> } {
  const prepared = prepare(ctx.catalog, request);
  const search = searchOptions(ctx, prepared, offers, sizer);
  if (search.fitted > 0 || request.precision !== undefined || prepared.base.task !== 'infer') return { prepared, search };
  for (const precision of FALLBACK_PRECISIONS) {
    const quantized = prepare(ctx.catalog, { ...request, precision });
    const found = searchOptions(ctx, quantized, offers, sizer);
    if (found.fitted === 0) continue;
    const others = FALLBACK_PRECISIONS.filter((p) => p !== precision).map((p) => ({ label: p, value: `set:precision=${p}` }));
    quantized.assumptions.unshift({ key: 'assumption.precisionFallback', params: { precision, from: prepared.base.precision ?? 'bf16' }, change: others });
    return { prepared: quantized, search: found };
  }
  return { prepared, search };
}

export function recommendWith(ctx: CoreContext, request: AdviceRequest, sizer: Sizer): Advice {
  const offers = allowedOffers(ctx.catalog.offers, ctx.settings.providers);
  if (offers.length === 0) throw new UserError('noOffer', { providers: ctx.settings.providers.join(', '), currency: teamCurrency(ctx) });

  const { prepared, search } = searchWithFallback(ctx, request, offers, sizer);
  const model = prepared.base.model.model.name;
  if (search.candidates.length === 0) {
    if (search.fitted === 0) throw new UserError('nothingFits', { model, task: prepared.base.task, precision: prepared.base.precision ?? 'bf16' });
    throw new UserError('noOffer', { providers: ctx.settings.providers.join(', ') || '*', currency: teamCurrency(ctx) });
  }
  const ranked = [...search.candidates].sort(rank);
  const best = ranked[0]!;
  if (ctx.settings.budget !== undefined) {
    const cost = budgetedCost(best);
    if (cost.amount > ctx.settings.budget) throw new UserError('overBudget', { cost: Math.ceil(cost.amount), budget: ctx.settings.budget, currency: teamCurrency(ctx), gpu: best.gpu.name });
  }
  const fastest = [...ranked].filter((c) => c.choice.cost.amount <= best.choice.cost.amount * FASTEST_COST_CAP).sort((a, b) => speedScore(b) - speedScore(a) || rank(a, b))[0];
  const otherGpu = ranked.find((c) => c.gpu.id !== best.gpu.id);

  const requested = requestedCard(ctx, request, (gpuId, count) => {
    const gpu = ctx.catalog.gpus.find((g) => g.id === gpuId)!;
    const gpuOffers = offers.filter((o) => o.gpu === gpuId);
    return candidateFor(ctx, prepared, gpu, gpuOffers, sizer, count);
  });

  // A forgotten night costs what this option bills per hour; only a prepaid (monthly/reserved) option, where it
  // costs nothing extra, is compared with on-demand. (A spot job's night was priced at another provider's on-demand.)
  const committed = isCommitted(best.choice.quote.mode);
  const perHourOnDemand = committed ? best.quotes.get('on_demand') : undefined;
  const nightRate = perHourOnDemand ? { ...perHourOnDemand.pricePerGpuHour, amount: perHourOnDemand.pricePerGpuHour.amount * perHourOnDemand.billedGpus } : best.option.cost.perHour;
  const hidden = hiddenCosts(best.storage, findProviderCosts(ctx.catalog.providerCosts, best.option.provider), best.option.provider, nightRate, teamCurrency(ctx), ctx.catalog.fx, committed ? best.option.billing : undefined);
  const warnings = [
    ...(prepared.base.model.assumed ? [{ key: 'warning.assumedModel', params: { size: model } }] : []),
    ...optionWarnings(best.option, best.gpu, ctx.settings.headroom, ctx.now),
    ...(requested ? requestedCardWarnings(requested, best.option, best.gpu.name, ctx.settings.headroom) : []),
  ];
  const tips = applicableTips({
    task: prepared.base.task,
    ...(prepared.base.method ? { method: prepared.base.method } : {}),
    workload: best.workload,
    mode: best.choice.quote.mode,
    count: best.option.count,
    tensorParallel: best.option.layout.tensorParallel,
    freeFraction: freeFraction(best.estimate, best.gpu),
    transferGB: best.storage.weightsGB + best.storage.datasetGB,
    ...(best.spot ? { checkpointIntervalHours: best.spot.intervalHours } : {}),
  });

  const alternatives: Advice['alternatives'] = {};
  if (fastest && fastest !== best) alternatives.fastest = fastest.option;
  if (otherGpu) alternatives.cheapestOtherGpu = otherGpu.option;
  if (requested?.option && requested.gpu.id !== best.gpu.id) alternatives.requested = requested.option;

  const verdict = verdictOnRequest(ctx, request, offers, sizer);

  return {
    request,
    ...(verdict ? { verdict } : {}),
    recommendation: best.option,
    alternatives,
    modes: best.choice.modes,
    billingReason: best.choice.reason,
    ...(best.choice.breakEvenHoursPerMonth !== undefined ? { breakEvenHoursPerMonth: best.choice.breakEvenHoursPerMonth } : {}),
    missingModes: best.choice.missing,
    workload: best.workload,
    ...(best.spot ? { spot: { intervalHours: best.spot.intervalHours, rerunHours: best.spot.rerunHours, rerunFraction: best.spot.rerunFraction, reclaimsPerHour: best.spot.reclaimsPerHour, instances: best.spot.instances } } : {}),
    hiddenCosts: hidden,
    warnings,
    tips,
    assumptions: best.spot
      ? [...prepared.assumptions, { key: 'assumption.reclaim', params: { rate: RECLAIMS_PER_INSTANCE_HOUR * 100, restart: RESTART_HOURS, writeGBps: CHECKPOINT_WRITE_GBPS } }]
      : prepared.assumptions,
    trace: [...best.estimate.trace, ...costTrace(best.choice.quote, best.quotes, best.workload, best.choice.quote.mode === 'spot' ? best.spot : undefined, hidden)],
  };
}

/** The advice for a request, with the real estimator; throws UserError for what the user can fix. */
export function recommend(ctx: CoreContext, request: AdviceRequest): Advice {
  return recommendWith(ctx, request, size);
}

export type { Option };
