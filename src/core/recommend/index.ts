/**
 * recommend(ctx, request) → Advice: the cheapest GPU plan that does the job with headroom — the
 * weights' format, engine and (for fine-tuning) method chosen by cost within a stated quality rule,
 * in a layout that exists — the billing mode and why, the cost every way it is budgeted, two
 * alternatives, warnings, the pitfalls that apply and the math. Pure: the clock, data and settings
 * come in through ctx.
 */
import { namedGpu, providerOf } from '../catalog/index.ts';
import { planSize } from '../estimate/sizing.ts';
import { eightBitKv } from '../estimate/precision-support.ts';
import { isUserError, UserError } from '../errors.ts';
import { isCommitted, spotRefusal, SPOT_MAX_JOB_HOURS } from './billing.ts';
import { budgetIn, costPer, withinBudget, type Budget } from './budget.ts';
import { hiddenCosts, findProviderCosts } from './hidden-costs.ts';
import { allowedOffers, offerIndex, type OfferGroup } from './offer-index.ts';
import { FASTEST_COST_CAP, finalize, isCandidate, priceVariant, searchOptions, type Candidate, type Sizer } from './options.ts';
import { chooseByQuality, QUALITY_PREMIUM, rank } from './quality.ts';
import { variantsFor, type Variant } from './search-space.ts';
import { CHECKPOINT_WRITE_GBPS, RECLAIMS_PER_INSTANCE_HOUR, RESTART_HOURS } from './spot.ts';
import { atAnySpeed, atReadingSpeed, atTopSpeed, atTopTotal, BUDGET_DEADLINES_HOURS, overLonger, prepare, type AdviceAssumption, type Prepared } from './to-estimate.ts';
import { applicableTips } from './tips.ts';
import { costTrace } from './trace.ts';
import { verdictOnRequest } from './verdict.ts';
import { askCardIfItDecides } from './card-question.ts';
import { cpuVerdict } from './cpu.ts';
import { macTrainVerdict, macVerdict, type MacVerdictResult } from './mac.ts';
import { smallerKinFor } from './card-models.ts';
import { isLlm, type Gpu, type LlmModel } from '../catalog/schema.ts';
import { teamCurrency, type Advice, type AdviceRequest, type BillingPreference, type CoreContext, type Option } from './types.ts';
import type { Workload } from './workload.ts';
import { freeFraction, optionWarnings, requestedCardWarnings, type RequestedCard } from './warnings.ts';
import { DECODE_SPEED_ERROR, DEFAULT_CONTEXT_TOKENS, DEFAULT_LORA_RANK, DEFAULT_SEQ_TOKENS } from '../estimate/constants.ts';
import { estimate } from '../estimate/index.ts';
import { checkPlanLimits } from '../limits.ts';

/** A GB200 rack is always fastest and never a useful answer to a 7B chat: the fastest alternative is capped in cost. */
export { FASTEST_COST_CAP };

const perUserSpeed = (c: Candidate): number => c.estimate.throughput?.decodeTokensPerSecPerStream ?? 0;

/** Faster = more tokens/s per user for a service, fewer hours for a job. */
function speedScore(c: Candidate): number {
  return c.estimate.training ? -c.estimate.training.hours : perUserSpeed(c);
}

/** Plans within the speed model's error of the fastest (ranked as given): speeds this close are not told apart. */
function nearFastest(pool: readonly Candidate[]): Candidate[] {
  const top = Math.max(...pool.map(perUserSpeed));
  return pool.filter((c) => perUserSpeed(c) >= top * (1 - DECODE_SPEED_ERROR));
}

/** The asker's per-user target beside what the plan gives (met up to float rounding). */
function targetOf(perUser: number, best: Candidate): NonNullable<Advice['speedTarget']> {
  const got = perUserSpeed(best);
  return { perUser, got, met: got >= perUser * (1 - 1e-9) };
}

const set = (field: string, value: string | number) => ({ label: String(value), value: `set:${field}=${value}` });

/** The card the user named, in the best variant the quality rule allows there (or its nearest miss). */
function requestedCard(ctx: CoreContext, request: AdviceRequest, prepared: Prepared, groupsOf: (gpu: string) => readonly OfferGroup[], sizer: Sizer): RequestedCard | undefined {
  if (!request.gpu) return undefined;
  const gpu = namedGpu(ctx.catalog, request.gpu, request.gpuMemoryGB);
  // Cards and a count named with no deadline ("16 A100s: how long?"): the time is the answer, so the default
  // pre-training month the alternatives are sized to does not make the user's own cards "unable to do it".
  const { deadlineHours: _assumed, ...untimed } = prepared.base;
  const own = request.count !== undefined && request.deadlineHours === undefined ? { ...prepared, base: untimed } : prepared;
  // Cards counted and "how many?" asked too ("one A800 OOMs — how many?"): the plan is the count the job needs, not the count told.
  const fixedCount = request.count !== undefined && !request.countAsked ? { count: request.count } : {};
  const results = variantsFor(prepared.fixed, gpu).map((v) => priceVariant(ctx, own, gpu, request.gpuMemoryGB === undefined ? groupsOf(gpu.id) : [], v, sizer, fixedCount));
  const chosen = chooseByQuality(results.filter(isCandidate).sort(rank));
  if (chosen) return { gpu, estimate: chosen.estimate, option: chosen.option, candidate: chosen };
  const fitting = results.filter((r) => r.estimate.fits).sort((a, b) => b.variant.tier - a.variant.tier)[0];
  // Nothing fits: the smallest format tried is the nearest miss — one sized at counts the search chose, not
  // at a variant's only count (8-bit Adam on one card), when there is one.
  const nearest = fitting ?? [...results].sort((a, b) => Number(a.variant.count !== undefined) - Number(b.variant.count !== undefined) || a.variant.tier - b.variant.tier)[0];
  return nearest ? { gpu, estimate: nearest.estimate } : undefined;
}

/** What the planner chose where the user said nothing, each with its one-tap alternatives. */
function choiceAssumptions(request: AdviceRequest, prepared: Prepared, best: Candidate): AdviceAssumption[] {
  const out: AdviceAssumption[] = [];
  const v: Variant = best.variant;
  if (prepared.base.task === 'infer') {
    if (!request.precision) {
      const others = variantsFor(prepared.fixed, best.gpu).map((x) => x.precision).filter((p) => p !== v.precision);
      out.push({ key: 'assumption.precision', params: { precision: v.precision }, change: others.map((p) => set('precision', p)) });
      const released = prepared.fixed.released;
      out.push(released
        ? { key: 'assumption.precisionRuleReleased', params: { premiumPct: QUALITY_PREMIUM * 100, released } }
        : { key: 'assumption.precisionRule', params: { premiumPct: QUALITY_PREMIUM * 100 } });
    }
    // An 8-bit KV cache chosen for the context: said with the engine's flag, one tap back to 16-bit.
    const kv = v.kvPrecision && v.engine ? eightBitKv(best.gpu, v.engine) : undefined;
    if (kv) out.push({ key: 'assumption.kvCache8', params: { kv: v.engine === 'llama.cpp' ? 'q8_0' : kv.kvPrecision, engine: v.engine!, flag: kv.flag }, change: [set('kvPrecision', 'bf16')] });
    if (!request.engine && v.engine) {
      const why = v.engineWhy === 'oneUser' ? 'engineOneUser' : v.engineWhy === 'gguf' ? 'engineGguf' : v.engineWhy === 'image' ? 'engineImage' : 'engineService';
      const others = v.engineWhy === 'image' ? [] : (['vllm', 'sglang', 'llama.cpp'] as const).filter((e) => e !== v.engine);
      out.push({ key: `assumption.${why}`, params: { engine: v.engine }, ...(others.length ? { change: others.map((e) => set('engine', e)) } : {}) });
    }
  } else {
    const method = best.base.method;
    if (prepared.base.task === 'finetune' && !request.method && method) {
      out.push({ key: 'assumption.method', params: { method }, change: (['lora', 'qlora', 'full'] as const).filter((m) => m !== method).map((m) => set('method', m)) });
      out.push({ key: 'assumption.methodRule', params: { premiumPct: QUALITY_PREMIUM * 100 } });
    }
    if (method && method !== 'full') out.push({ key: 'assumption.loraRank', params: { rank: best.base.loraRank ?? DEFAULT_LORA_RANK } });
    if (method === 'full' && !request.optimizer && v.optimizer && prepared.base.task === 'finetune') out.push({ key: 'assumption.optimizer', params: { optimizer: v.optimizer } });
  }
  const o = best.option;
  if (o.priceKind === 'median') {
    const listings = o.listings ?? 1;
    // An imported median whose count the source does not give (SkyPilot's Vast buckets) is still a median.
    const bucket = o.listings === undefined;
    out.push(
      bucket
        ? { key: 'assumption.marketplaceBucketMedian', params: { provider: o.providerName ?? o.provider } }
        : listings > 1
          ? { key: 'assumption.marketplaceMedian', params: { provider: o.providerName ?? o.provider, listings } }
          : { key: 'assumption.marketplaceListing', params: { provider: o.providerName ?? o.provider } },
    );
  }
  if (o.priceKind === 'typical') out.push({ key: 'assumption.typicalPrice', params: { provider: o.providerName ?? o.provider } });
  const spotQuote = best.quotes.get('spot');
  const refused = spotQuote ? spotRefusal(best.workload, spotQuote.instances) : undefined;
  if (refused === 'spotLongJob' && best.workload.kind === 'job') out.push({ key: 'assumption.noSpotLongJob', params: { days: Math.round(best.workload.hours / 24), maxDays: SPOT_MAX_JOB_HOURS / 24 } });
  if (refused === 'spotMultiNode') out.push({ key: 'assumption.noSpotMultiNode', params: { machines: spotQuote!.instances } });
  return out;
}

/**
 * Why the mode asked for is not the plan's: spot asked ("能用竞价吗？") for work it does not suit — an online
 * service, a run that cannot resume, weeks of training — says why; any other mode has no offer that does the job.
 */
function billingWarning(asked: BillingPreference, workload: Workload, machines = 1): Advice['warnings'][number] {
  const why = asked === 'spot' ? spotRefusal(workload, machines) : undefined;
  if (why) return { key: 'warning.spotNotAdvised', params: { why, days: workload.kind === 'job' ? Math.round(workload.hours / 24) : 0, maxDays: SPOT_MAX_JOB_HOURS / 24, machines } };
  return { key: 'warning.billingUnavailable', params: { mode: asked === 'reserved' ? 'reservedAny' : asked } };
}

/** The request as if it named the compared card: its own count, else the fewest when "how many" was asked ("or do we need H100s?"), else one. */
function comparedRequest(request: AdviceRequest, other: NonNullable<AdviceRequest['compareWith']>): AdviceRequest {
  const { compareWith: _c, count: _n, countAsked: _a, ownsGpu: _o, gpuMemoryGB: _m, ...rest } = request;
  const asked = other.countAsked === true || (other.count === undefined && request.countAsked === true);
  return { ...rest, gpu: other.gpu, ...(other.count !== undefined ? { count: other.count } : asked ? { countAsked: true } : { count: 1 }) };
}

/** The request's budget, else the team's monthly one. */
function budgetOf(ctx: CoreContext, request: AdviceRequest): Budget | undefined {
  if (request.budget) return request.budget;
  return ctx.settings.budget !== undefined ? { amount: ctx.settings.budget, currency: teamCurrency(ctx), per: 'month' } : undefined;
}

/** Searches that find nothing to rent at a provider: the answer then comes from every allowed one. */
const NOTHING_THERE = new Set(['noOffer', 'nothingFits']);

/**
 * A provider named in the question ("用 autodl 跑…") narrows the offers to it, within the team's allowed ones.
 * When it rents nothing that does the job (or the team does not allow it), the answer is the cheapest among
 * the allowed providers, and says so.
 */
function atNamedProvider(ctx: CoreContext, request: AdviceRequest & { provider: string }, sizer: Sizer): Advice {
  const { provider, ...rest } = request;
  const allowed = ctx.settings.providers.length === 0 || ctx.settings.providers.includes(provider);
  if (allowed) {
    try {
      return { ...recommendWith({ ...ctx, settings: { ...ctx.settings, providers: [provider] } }, rest, sizer), request };
    } catch (error) {
      if (!isUserError(error) || !NOTHING_THERE.has(error.key)) throw error;
    }
  }
  const advice = recommendWith(ctx, rest, sizer);
  const name = providerOf(ctx.catalog, provider)?.name ?? provider;
  const key = allowed ? 'warning.providerCannot' : 'warning.providerNotAllowed';
  return { ...advice, request, warnings: [{ key, params: { provider: name } }, ...advice.warnings] };
}

export function recommendWith(ctx: CoreContext, request: AdviceRequest, sizer: Sizer): Advice {
  if (request.provider !== undefined) return atNamedProvider(ctx, { ...request, provider: request.provider }, sizer);
  checkPlanLimits(request); // amounts past the service's limits are refused before any search
  const allowed = allowedOffers(ctx.catalog.offers, ctx.settings.providers, ctx.settings.regions ?? [], ctx.catalog);
  askCardIfItDecides(ctx, request, allowed, sizer);
  const currency = teamCurrency(ctx);
  const index = offerIndex(ctx.catalog, ctx.settings.providers, currency, ctx.settings.regions ?? []);
  if (index.count === 0) throw new UserError('noOffer', { providers: ctx.settings.providers.join(', '), currency });

  let prepared = prepare(ctx.catalog, request);
  let search = searchOptions(ctx, prepared, index, sizer);
  // Slower targets when nothing reaches the comfortable one: reading speed, then (one person) whatever the card gives.
  for (const slower of [atReadingSpeed, atAnySpeed]) {
    if (search.candidates.length > 0) break;
    const relaxed = slower(prepared);
    const found = relaxed && searchOptions(ctx, relaxed, index, sizer);
    if (found && found.candidates.length > 0) [prepared, search] = [relaxed!, found];
  }
  // A speed the asker stated that no plan reaches: the fastest plan, with the shortfall said — not a question back. A speed
  // said with no users is asked about (a total, or one user's?), except beside a card named: the verdict on it is the question.
  const top = search.candidates.length === 0 ? (atTopSpeed(prepared) ?? (request.gpu !== undefined ? atTopTotal(prepared, request) : undefined)) : undefined;
  const topSearch = top && searchOptions(ctx, top, index, sizer);
  if (topSearch && topSearch.candidates.length > 0) [prepared, search] = [top!, topSearch];
  const model = prepared.base.model.model.name;
  if (search.candidates.length === 0) {
    if (search.fitted === 0) throw new UserError('nothingFits', { model, task: prepared.base.task, precision: request.precision ?? (prepared.base.task === 'infer' ? 'bf16 / fp8 / int4' : 'bf16') });
    throw new UserError('noOffer', { providers: ctx.settings.providers.join(', ') || '*', currency });
  }
  const groupsOf = (gpu: string): readonly OfferGroup[] => search.groups.get(gpu) ?? [];
  // A billing mode asked for: the plans priced in it, where any card has it (else every plan, said by its reason).
  const sorted = [...search.candidates].sort(rank);
  const inMode = prepared.prefer ? sorted.filter((c) => prepared.prefer!.includes(c.choice.quote.mode)) : [];
  const inModeOrAll = inMode.length > 0 ? inMode : sorted;
  // The fewest cards asked for: only the plans with the fewest, cheapest first among them.
  const fewest = request.fewestCards ? Math.min(...inModeOrAll.map((c) => c.option.count)) : undefined;
  const ranked = fewest !== undefined ? inModeOrAll.filter((c) => c.option.count === fewest) : inModeOrAll;

  // A budget narrows the choice; when nothing fits it, the cheapest plan is shown with how far over it is.
  const budget = budgetOf(ctx, request);
  const budgetAmount = budget ? budgetIn(budget, currency, ctx.catalog.fx) : undefined;
  let affordable = budget && budgetAmount !== undefined ? ranked.filter((c) => withinBudget(c, budget, budgetAmount)) : ranked;
  // A pre-training the assumed month makes too dear: the same run over a longer time, on fewer GPUs, when that fits.
  if (budget && budgetAmount !== undefined && affordable.length === 0) {
    for (const hours of BUDGET_DEADLINES_HOURS) {
      const longer = overLonger(prepared, hours);
      const found = longer && searchOptions(ctx, longer, index, sizer);
      const fits = found ? found.candidates.filter((c) => withinBudget(c, budget, budgetAmount)) : [];
      if (fits.length === 0) continue;
      [prepared, search, affordable] = [longer!, found!, [...fits].sort(rank)];
      break;
    }
  }
  const pool = affordable.length > 0 ? affordable : ranked;
  // The card the user named is priced from every allowed offer (converted if need be), as before the currency preference.
  const allPool = index.pools[index.pools.length - 1]!;
  const requestedGroups = (gpu: string): readonly OfferGroup[] => allPool.byGpu.get(gpu) ?? [];
  const requested = requestedCard(ctx, request, prepared, requestedGroups, sizer);
  // "How many H100 do we need?" for a service or a fine-tune: the plan is on the card asked about, when it can be rented
  // for the job within the budget; cheaper cards stay the alternatives. (A pre-training run's card stays a cost choice
  // over its weeks.)
  const countOfCard = request.countAsked && !request.ownsGpu && request.gpuMemoryGB === undefined && prepared.base.task !== 'pretrain';
  // Cards the asker has ("the graphics card is H20", "my 4090") that do the job are the plan too: renting others is the alternative.
  const onAsked = (countOfCard || request.ownsGpu) && requested?.candidate && (!budget || budgetAmount === undefined || withinBudget(requested.candidate, budget, budgetAmount)) ? requested.candidate : undefined;
  const chosen = onAsked ?? chooseByQuality(prepared.bestEffortSpeed ? nearFastest(pool) : pool)!;
  const best = finalize(ctx, prepared, chosen, onAsked ? requestedGroups(chosen.gpu.id) : groupsOf(chosen.gpu.id), sizer);
  const overBudget = budget && budgetAmount !== undefined && affordable.length === 0;

  const near = pool.filter((c) => c.variant.tier === best.variant.tier);
  const fastestProbe = [...near].filter((c) => c.choice.cost.amount <= best.choice.cost.amount * FASTEST_COST_CAP).sort((a, b) => speedScore(b) - speedScore(a) || rank(a, b))[0];
  const otherProbe = near.find((c) => c.gpu.id !== best.gpu.id) ?? pool.find((c) => c.gpu.id !== best.gpu.id);
  const sameAsBest = (c: Candidate) => c.gpu.id === best.gpu.id && c.variant === best.variant;
  const fastest = fastestProbe && !sameAsBest(fastestProbe) && speedScore(fastestProbe) > speedScore(best) ? finalize(ctx, prepared, fastestProbe, groupsOf(fastestProbe.gpu.id), sizer) : undefined;
  const otherGpu = otherProbe ? finalize(ctx, prepared, otherProbe, groupsOf(otherProbe.gpu.id), sizer) : undefined;

  // A forgotten night costs what this option bills per hour; only a prepaid (monthly/reserved) option, where it
  // costs nothing extra, is compared with on-demand. (A spot job's night was priced at another provider's on-demand.)
  const committed = isCommitted(best.choice.quote.mode);
  const perHourOnDemand = committed ? best.quotes.get('on_demand') : undefined;
  const nightRate = perHourOnDemand ? { ...perHourOnDemand.pricePerGpuHour, amount: perHourOnDemand.pricePerGpuHour.amount * perHourOnDemand.billedGpus } : best.option.cost.perHour;
  const hidden = hiddenCosts(best.storage, findProviderCosts(ctx.catalog.providerCosts, best.option.provider), best.option.provider, nightRate, currency, ctx.catalog.fx, committed ? best.option.billing : undefined);
  const verdict = verdictOnRequest(ctx, request, allowed, sizer);
  const compared = request.compareWith ? verdictOnRequest(ctx, comparedRequest(request, request.compareWith), allowed, sizer) : undefined;
  // The verdict judges the named card's memory itself (with the engine's own reservation): when it fits, a miss of the
  // plans' headroom is its `tight` flag, not "cannot do this job". A miss of speed or a deadline is still said.
  const headroomOnly = verdict?.fits === true && requested?.estimate.reason?.key === 'tooBig';
  const namedWarnings = requested ? requestedCardWarnings(requested, best.option, best.gpu.name, ctx.settings.headroom).filter((w) => !(headroomOnly && w.key === 'warning.requestedDoesNotFit')) : [];
  const speedTarget = prepared.speedStated && prepared.perUserTokensPerSec !== undefined ? targetOf(prepared.perUserTokensPerSec, best) : undefined;
  const warnings = [
    ...(speedTarget && !speedTarget.met ? [{ key: 'warning.perUserOutOfReach', params: { target: speedTarget.perUser, got: Math.round(speedTarget.got), gpu: best.gpu.name, count: best.option.count, tensorParallel: best.option.layout.tensorParallel } }] : []),
    ...(prepared.base.model.assumed ? [{ key: 'warning.assumedModel', params: { size: model } }] : []),
    ...(request.billing && inMode.length === 0 ? [billingWarning(request.billing, best.workload, best.quotes.get('spot')?.instances)] : []),
    ...(overBudget ? [{ key: 'warning.overBudget', params: { budget: budget.amount, budgetCurrency: budget.currency, per: budget.per, cost: Math.ceil(costPer(best, budget.per).amount), currency, gpu: best.gpu.name } }] : []),
    ...optionWarnings(best.option, best.gpu, ctx.settings.headroom, ctx.now),
    ...namedWarnings,
  ];
  const tips = applicableTips({
    task: prepared.base.task,
    ...(best.base.method ? { method: best.base.method } : {}),
    workload: best.workload,
    mode: best.choice.quote.mode,
    count: best.option.count,
    tensorParallel: best.option.layout.tensorParallel,
    ...(best.option.layout.dataParallelAttention ? { dataParallelAttention: true } : {}),
    freeFraction: freeFraction(best.estimate, best.gpu),
    transferGB: best.storage.weightsGB + best.storage.datasetGB,
    ...(best.spot ? { checkpointIntervalHours: best.spot.intervalHours } : {}),
  });

  const alternatives: Advice['alternatives'] = {};
  if (fastest) alternatives.fastest = fastest.option;
  if (otherGpu) alternatives.cheapestOtherGpu = otherGpu.option;
  if (requested?.option && requested.gpu.id !== best.gpu.id) alternatives.requested = requested.option;

  // The catalog entry asked about: judged on a Mac, on the CPU, or against its smaller kin as well as rented.
  const entry = prepared.base.model.model;
  const mac = request.mac && isLlm(entry) ? onMac(request.mac, entry, prepared.base, best.gpu, request.precision) : undefined;
  const cpu = request.device === 'cpu' && !request.gpu && isLlm(entry) && prepared.base.task === 'infer' ? cpuVerdict(entry, prepared.base.contextTokens ?? DEFAULT_CONTEXT_TOKENS, request.systemRamGB) : undefined;
  const smallerKin = verdict && !verdict.fits && isLlm(entry) && prepared.base.task === 'infer'
    ? smallerKinFor(ctx.catalog, entry, namedGpu(ctx.catalog, verdict.gpu, request.gpuMemoryGB), verdict.count, ctx.settings.headroom, verdict.needGB, verdict.haveGB)
    : undefined;
  const assumptions = [...prepared.assumptions, ...choiceAssumptions(request, prepared, best)];
  if (best.choice.quote.mode === 'spot') assumptions.push({ key: 'assumption.reclaim', params: { rate: RECLAIMS_PER_INSTANCE_HOUR * 100, restart: RESTART_HOURS, writeGBps: CHECKPOINT_WRITE_GBPS } });
  return {
    request,
    ...(verdict ? { verdict } : {}),
    ...(compared ? { compared } : {}),
    ...(mac ? { mac } : {}),
    ...(cpu ? { cpu } : {}),
    ...(smallerKin ? { smallerKin } : {}),
    ...(speedTarget ? { speedTarget } : {}),
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
    assumptions,
    trace: [...best.estimate.trace, ...costTrace(best.choice.quote, best.quotes, best.workload, best.choice.quote.mode === 'spot' ? best.spot : undefined, hidden)],
  };
}

/**
 * The verdict on the user's Mac: serving it (llama.cpp's GGUF), or fine-tuning it (MLX) with the estimator's training memory
 * for one device — computed on the plan's card, whose format the Mac's memory holds the same bytes of.
 */
function onMac(mac: NonNullable<AdviceRequest['mac']>, model: LlmModel, base: Prepared['base'], gpu: Gpu, precision: AdviceRequest['precision']): MacVerdictResult | undefined {
  if (base.task === 'infer') return macVerdict(mac, model, base.contextTokens ?? DEFAULT_CONTEXT_TOKENS, precision);
  if (base.task !== 'finetune') return undefined;
  // MLX's trainer keeps its checkpoints and the whole logits on the device, as a plain Hugging Face run does (not Unsloth's).
  let one;
  try {
    one = estimate({ ...base, gpu, count: 1, zero: 0, trainer: 'hf' });
  } catch (e) {
    // A setting the plan's card refuses (a format it cannot run) leaves the Mac unjudged, not the answer unsent.
    if (isUserError(e)) return undefined;
    throw e;
  }
  const { method, precision: trained, seq, batch, gradientCheckpointing } = one.input;
  return macTrainVerdict(mac, one.memory, { method: method ?? 'lora', precision: trained, seq: seq ?? DEFAULT_SEQ_TOKENS, batch: batch ?? 1, gradientCheckpointing: gradientCheckpointing ?? true });
}

/** The planner's own sizer: probes without the trace, the plans shown in full. */
const plannerSizer: Sizer = (input) => planSize(input, input.probe === true);

/** The advice for a request, with the real estimator; throws UserError for what the user can fix. */
export function recommend(ctx: CoreContext, request: AdviceRequest): Advice {
  return recommendWith(ctx, request, plannerSizer);
}

export type { Option };
