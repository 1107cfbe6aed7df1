/**
 * Every GPU the team can rent, in every format/engine (or method) the search may vary, sized by the
 * estimator and priced in its best billing mode. Probes are sized without the trace; the plans
 * that are shown are sized again in full (finalize). The caller ranks them; this module builds them.
 */
import { isStale } from '../catalog/index.ts';
import { isLlm, type Gpu, type Offer } from '../catalog/schema.ts';
import { kvBytesPerToken } from '../estimate/kv-cache.ts';
import { DEFAULT_LORA_RANK } from '../estimate/constants.ts';
import { bitsPerWeight, weightBytes } from '../estimate/precision.ts';
import { halfPrecision } from '../estimate/precision-support.ts';
import { rentedAsCluster } from '../estimate/sizing.ts';
import type { Estimate } from '../estimate/types.ts';
import { chooseBilling, type BillingChoice } from './billing.ts';
import { optionCost } from './cost.ts';
import { storageNeed, type StorageNeed } from './hidden-costs.ts';
import { groupedOffers, type OfferGroup, type OfferIndex } from './offer-index.ts';
import { quotePlan, type ModeKey, type Quote } from './quotes.ts';
import { QUALITY_PREMIUM } from './quality.ts';
import { kv8Variant } from './kv-cache.ts';
import { fewestGpus, mostRentable } from './rentable.ts';
import { variantsFor, type Variant } from './search-space.ts';
import { spotPlan, type SpotPlan } from './spot.ts';
import { workloadFor, type EstimateBase, type Prepared } from './to-estimate.ts';
import { teamCurrency, type CoreContext, type Option } from './types.ts';
import { serviceHoursPerMonth, type Workload } from './workload.ts';

/** The "fastest" alternative is the fastest within this multiple of the recommendation's cost. */
export const FASTEST_COST_CAP = 2;

export { allowedOffers } from './offer-index.ts';

export interface SizerInput extends EstimateBase {
  gpu: Gpu;
  headroom: number;
  count?: number;
  /** Decode tokens/s each stream must reach (services); absent for batch work. */
  perUserTokensPerSec?: number;
  /** A stated per-user target out of the card's reach is met as nearly as it can be (sizing.ts topSpeedPlan). */
  bestEffortSpeed?: boolean;
  /** Ranking only: skip the trace (the plan shown is sized again in full). */
  probe?: boolean;
}
export type Sizer = (input: SizerInput) => Estimate;

export interface Candidate {
  gpu: Gpu;
  variant: Variant;
  /** The estimator's input for this variant (format, engine, method filled in). */
  base: EstimateBase;
  estimate: Estimate;
  quotes: Map<ModeKey, Quote>;
  choice: BillingChoice;
  workload: Workload;
  spot?: SpotPlan;
  storage: StorageNeed;
  option: Option;
}

/** Hours a job runs: training from the estimate; offline batch inference from its tokens and speed. */
function jobHours(estimate: Estimate, tokens?: number): number | undefined {
  if (estimate.training) return estimate.training.hours;
  const tps = estimate.throughput?.totalTokensPerSec;
  return tokens && tps ? tokens / tps / 3600 : undefined;
}

export function weightsOnDisk(estimate: Estimate): number {
  // Data-parallel attention keeps the attention whole on every GPU: the checkpoint is counted once.
  const model = estimate.input.model?.model;
  if (estimate.layout.dataParallelAttention && model && isLlm(model)) return weightBytes(model, estimate.input.precision) / 1e9;
  return estimate.memory.weightsGB * estimate.layout.tensorParallel * (estimate.layout.pipelineStages ?? 1);
}

/** The estimator's input for one variant of the request. */
export function variantBase(prepared: Prepared, variant: Variant): EstimateBase {
  const { base } = prepared;
  const method = variant.method ?? base.method;
  // Assigned, not spread from little objects: this runs for every card × variant of a search.
  const out: EstimateBase = { ...base, precision: variant.precision };
  if (variant.engine) out.engine = variant.engine;
  if (method) out.method = method;
  if (variant.optimizer) out.optimizer = variant.optimizer;
  if (variant.kvPrecision) out.kvPrecision = variant.kvPrecision;
  if (base.task !== 'infer' && method !== 'full') out.loraRank = base.loraRank ?? DEFAULT_LORA_RANK;
  return out;
}

/** GPUs one model copy spans (tensor × pipeline), or the whole job for training. */
function spanOf(estimate: Estimate): number {
  if (estimate.training || estimate.input.task !== 'infer') return estimate.count;
  return estimate.layout.tensorParallel * (estimate.layout.pipelineStages ?? 1);
}

/**
 * What decides whether an offer is stale on this answer: the day (an offer's age is counted in
 * whole days from its date's midnight UTC, so within a day it does not change) and the catalog's window.
 */
function staleKeyOf(ctx: CoreContext): string {
  return `${Math.floor(ctx.now.getTime() / 86_400_000)}|${ctx.catalog.staleAfterDays}`;
}

/** Size and price one variant on one GPU; `{ estimate }` when it cannot do the job or cannot be rented for it. */
export function priceVariant(
  ctx: CoreContext,
  prepared: Prepared,
  gpu: Gpu,
  groups: readonly OfferGroup[],
  variant: Variant,
  size: Sizer,
  opts: { count?: number; probe?: boolean } = {},
): Candidate | { estimate: Estimate; variant: Variant } {
  // The variant's fresh base is the sizer's input too, its card and headroom appended (the fields and order a copy
  // would have): one copy of the request's fields fewer per card × variant. The candidate's readers ignore the extras.
  const input = variantBase(prepared, variant) as SizerInput;
  input.gpu = gpu;
  input.headroom = ctx.settings.headroom;
  const base: EstimateBase = input;
  const count = opts.count ?? variant.count;
  if (count) input.count = count;
  if (prepared.perUserTokensPerSec !== undefined) input.perUserTokensPerSec = prepared.perUserTokensPerSec;
  if (prepared.bestEffortSpeed) input.bestEffortSpeed = true;
  if (opts.probe) input.probe = true;
  const estimate = size(input);
  const miss = { estimate, variant };
  if (!estimate.fits) return miss;
  const quotes = quotePlan(groups, { count: estimate.count, span: spanOf(estimate), tensorParallel: estimate.layout.tensorParallel, maxPerNode: gpu.maxPerNode, clusterCard: rentedAsCluster(gpu) }, (o) => isStale(o, ctx.now, ctx.catalog.staleAfterDays), staleKeyOf(ctx));
  if (quotes.size === 0) return miss;
  const workload = workloadFor(prepared.usage, jobHours(estimate, base.tokens), estimate);
  if (!workload) return miss;
  const { model } = base.model;
  const storage = storageNeed(base.task, base.method, model.paramsB, weightsOnDisk(estimate), (base.tokens ?? 0) * (base.epochs ?? 1) > 0 ? base.tokens : undefined);
  const spotQuote = quotes.get('spot');
  const spot = workload.kind === 'job' && workload.checkpointable && spotQuote ? spotPlan(workload.hours, spotQuote.instances, storage.checkpointGB) : undefined;
  // A probe's choice only ranks it: the modes table is made for the plans shown (finalize).
  const choice = chooseBilling(quotes, workload, spot, !opts.probe, prepared.prefer);
  if (!choice) return miss;
  const { quote } = choice;
  // One layout object for the option and its estimate (nothing mutates either).
  const layout = { ...estimate.layout, machines: quote.instances };
  const option: Option = {
    gpu: gpu.id,
    count: estimate.count,
    layout,
    billing: quote.offer.billing,
    provider: quote.offer.provider,
    region: quote.offer.region,
    pricePerGpuHour: quote.offer.pricePerGpuHour,
    currency: quote.offer.currency,
    asOf: quote.offer.asOf,
    stale: quote.stale,
    source: quote.offer.source,
    cost: optionCost(quote, workload, estimate.throughput?.totalTokensPerSec, quote.mode === 'spot' ? spot : undefined),
    estimate: { ...estimate, layout },
    billedGpus: quote.billedGpus,
    rentUnit: quote.rentUnit,
    instanceGpus: quote.offer.gpuCount,
  };
  if (quote.offer.reservedPeriod) option.reservedPeriod = quote.offer.reservedPeriod;
  if (quote.offer.providerName) option.providerName = quote.offer.providerName;
  if (quote.priceKind) option.priceKind = quote.priceKind;
  if (quote.listings) option.listings = quote.listings;
  return { gpu, variant, base, estimate: option.estimate, quotes, choice, workload, ...(spot ? { spot } : {}), storage, option };
}

const jobCost = (c: Candidate): number => c.option.cost.perJob?.amount ?? Infinity;

export function isCandidate(c: Candidate | { estimate: Estimate } | undefined): c is Candidate {
  return c !== undefined && 'option' in c;
}

export interface Search {
  candidates: Candidate[];
  /** Offered GPUs with a variant whose estimate fits (none: the answer is nothingFits, not noOffer). */
  fitted: number;
  /** The offer groups per GPU of the pool the candidates were priced from. */
  groups: Map<string, OfferGroup[]>;
}

/** Candidates costing more than this multiple of the cheapest can be neither chosen (quality premium) nor the "fastest" alternative. */
const RELEVANT_COST_MULTIPLE = (1 + QUALITY_PREMIUM) * FASTEST_COST_CAP;

/** Lowest price per GPU-hour among the modes the work may use (spot never for a service). */
function floorPrice(groups: readonly OfferGroup[], service: boolean): number {
  let min = Number.POSITIVE_INFINITY;
  for (const g of groups) if (!(service && g.mode === 'spot') && g.offers[0]) min = Math.min(min, g.offers[0].price.amount);
  return min;
}

/**
 * A cost no plan of this variant on this card can undercut, from facts known before sizing: the
 * weights alone need ⌈weights ÷ memory⌉ GPUs, a service pays at least its hours a month, a training
 * job at least its FLOPs at the card's peak (MFU 1). Batch inference is not bounded (0).
 */
function costFloor(prepared: Prepared, gpu: Gpu, variant: Variant, price: number): number {
  const { model } = prepared.base.model;
  const weightsGB = (0.9 * model.paramsB * bitsPerWeight(variant.precision)) / 8;
  // Every stream's KV cache is resident too (at the smallest KV format a default plan uses).
  const streams = prepared.base.task === 'infer' ? (prepared.base.concurrency ?? 1) : 0;
  const kvGB = isLlm(model) && streams > 0 ? (0.9 * streams * (prepared.base.contextTokens ?? 0) * kvBytesPerToken(model, prepared.base.kvPrecision ?? 'bf16')) / 1e9 : 0;
  const gpus = Math.max(1, Math.ceil((weightsGB + kvGB) / gpu.memoryGB));
  if (prepared.usage.kind === 'service') return gpus * price * serviceHoursPerMonth(prepared.usage.hoursPerDay);
  if (prepared.base.task === 'infer') return 0;
  const tokens = (prepared.base.tokens ?? 0) * (prepared.base.epochs ?? 1);
  const peak = (gpu.tflops.fp8 ?? gpu.tflops.bf16 ?? gpu.tflops.fp16 ?? gpu.tflops.fp32 ?? 1) * 1e12;
  return price * ((4 * model.activeParamsB * 1e9 * tokens) / peak / 3600);
}

/**
 * Every offered GPU × variant, sized (probes) and priced; offers in the team currency first,
 * converted ones only if none fit. Pairs are visited cheapest cost floor first; once two cards have
 * plans, a pair whose floor exceeds RELEVANT_COST_MULTIPLE × the cheapest plan is never sized.
 */
export function searchOptions(ctx: CoreContext, prepared: Prepared, index: OfferIndex, size: Sizer): Search {
  let last: Search = { candidates: [], fitted: 0, groups: new Map() };
  const service = prepared.usage.kind === 'service';
  const probe = { probe: true, ...namedCount(prepared) };
  for (const pool of index.pools) {
    const search: Search = { candidates: [], fitted: 0, groups: pool.byGpu };
    const pairs: Array<{ gpu: Gpu; groups: OfferGroup[]; variant: Variant; floor: number }> = [];
    for (const gpu of ctx.catalog.gpus) {
      const groups = pool.byGpu.get(gpu.id);
      if (!groups) continue;
      const price = floorPrice(groups, service);
      if (!Number.isFinite(price)) continue;
      for (const variant of variantsFor(prepared.fixed, gpu)) pairs.push({ gpu, groups, variant, floor: costFloor(prepared, gpu, variant, price) });
    }
    pairs.sort((a, b) => a.floor - b.floor);
    const fitted = new Set<string>();
    const priced = new Set<string>();
    let cheapest = Number.POSITIVE_INFINITY;
    let sized = false;
    for (const { gpu, groups, variant, floor } of pairs) {
      // The fastest plan is sought at any cost (a target out of reach): no pair is ruled out by its price.
      if (priced.size >= 2 && floor > cheapest * RELEVANT_COST_MULTIPLE && !prepared.bestEffortSpeed) break;
      // A pair whose every fitting plan needs more cards than one rental holds (and than one machine, the
      // "fits" count) adds nothing: skipped unsized — once one pair is sized, so a bad request still throws.
      if (sized && fewestGpus(prepared, gpu, variant, ctx.settings.headroom) > Math.max(mostRentable(groups, gpu), gpu.maxPerNode)) continue;
      sized = true;
      const at16 = priceVariant(ctx, prepared, gpu, groups, variant, size, probe);
      // A long context may fit on fewer cards with an 8-bit KV cache: kept only where it spares a card.
      const kv8 = kv8Variant(prepared, gpu, variant, at16.estimate);
      const at8 = kv8 ? priceVariant(ctx, prepared, gpu, groups, kv8, size, probe) : undefined;
      const spares = at8 && at8.estimate.fits && (!at16.estimate.fits || at8.estimate.count < at16.estimate.count);
      for (const c of spares ? [at16, at8] : [at16]) {
        // A plan that fits only across machines nobody here rents joined is not a fit (nothingFits, not noOffer).
        if (c.estimate.fits && (isCandidate(c) || c.estimate.count <= gpu.maxPerNode)) fitted.add(gpu.id);
        if (!isCandidate(c)) continue;
        search.candidates.push(c);
        priced.add(gpu.id);
        cheapest = Math.min(cheapest, c.choice.cost.amount);
      }
    }
    search.fitted = fitted.size;
    last = search;
    if (search.candidates.length > 0) return search;
  }
  return last;
}

/** A count named without a card ("which ONE gpu would i need"): the count every card is planned at. */
function namedCount(prepared: Prepared): { count?: number } {
  return prepared.fixed.cardsOnly ? { count: prepared.fixed.cardsOnly } : {};
}

/** A probed candidate sized again with the full trace (same plan: the sizing is deterministic). */
export function finalize(ctx: CoreContext, prepared: Prepared, c: Candidate, groups: readonly OfferGroup[], size: Sizer): Candidate {
  const full = priceVariant(ctx, prepared, c.gpu, groups, c.variant, size, namedCount(prepared));
  if (!isCandidate(full)) return { ...c, choice: chooseBilling(c.quotes, c.workload, c.spot, true, prepared.prefer) ?? c.choice };
  return wholeMachines(ctx, prepared, full, groups, size) ?? full;
}

/**
 * The chosen training job on a machine rented whole runs on all of its GPUs: the ones paid for anyway shorten
 * the job (data parallel: time ∝ 1 ÷ GPUs) where idle they would bill the same hours for nothing. Only for the
 * plan chosen: the ranking stays on the GPUs the job needs, so an 8-GPU machine does not win a small job.
 */
function wholeMachines(ctx: CoreContext, prepared: Prepared, c: Candidate, groups: readonly OfferGroup[], size: Sizer): Candidate | undefined {
  const billed = c.option.billedGpus ?? c.option.count;
  if (c.workload.kind !== 'job' || c.base.task === 'infer' || c.variant.count !== undefined || prepared.fixed.count !== undefined || billed <= c.option.count) return undefined;
  const whole = priceVariant(ctx, prepared, c.gpu, groups, c.variant, size, { count: billed });
  return isCandidate(whole) && whole.option.provider === c.option.provider && jobCost(whole) < jobCost(c) ? whole : undefined;
}

/**
 * One GPU priced for the request exactly as `prepared.base` states it (format, engine, method as
 * given; unset ones at the estimator's defaults: the release, else 16-bit as the card runs it), from a plain offer
 * list: the entry the verdict on a named card uses.
 */
export function candidateFor(ctx: CoreContext, prepared: Prepared, gpu: Gpu, offers: readonly Offer[], size: Sizer, count?: number): Candidate | { estimate: Estimate; variant: Variant } {
  const { base } = prepared;
  const method = base.method ?? (base.task === 'finetune' ? 'lora' : base.task === 'pretrain' ? 'full' : undefined);
  // Inference without a named format: the model as released (an FP8 or INT4 release as such).
  const released = base.task === 'infer' ? prepared.fixed.released : undefined;
  const precision = base.precision ?? released ?? (method === 'qlora' ? 'nf4' : halfPrecision(gpu));
  const variant: Variant = { precision, tier: 0, ...(base.engine ? { engine: base.engine } : {}), ...(method ? { method } : {}), ...(base.optimizer ? { optimizer: base.optimizer } : {}) };
  const pool = groupedOffers(ctx.catalog, offers, teamCurrency(ctx));
  return priceVariant(ctx, prepared, gpu, pool.byGpu.get(gpu.id) ?? [], variant, size, count ? { count } : {});
}
