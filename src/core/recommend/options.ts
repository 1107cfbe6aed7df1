/**
 * Every GPU the team can rent, sized by the estimator (memory with headroom, throughput or deadline)
 * and priced in its best billing mode. The caller ranks them; this module only builds them.
 */
import { isStale } from '../catalog/index.ts';
import type { Currency, Gpu, Offer } from '../catalog/schema.ts';
import type { Estimate } from '../estimate/types.ts';
import { chooseBilling, type BillingChoice } from './billing.ts';
import { optionCost } from './cost.ts';
import { quoteModes, type ModeKey, type Quote } from './quotes.ts';
import { spotPlan, type SpotPlan } from './spot.ts';
import { storageNeed, type StorageNeed } from './hidden-costs.ts';
import { workloadFor, type EstimateBase, type Prepared } from './to-estimate.ts';
import { teamCurrency, type CoreContext, type Option } from './types.ts';
import type { Workload } from './workload.ts';

export type Sizer = (input: EstimateBase & { gpu: Gpu; headroom: number; count?: number }) => Estimate;

export interface Candidate {
  gpu: Gpu;
  estimate: Estimate;
  quotes: Map<ModeKey, Quote>;
  choice: BillingChoice;
  workload: Workload;
  spot?: SpotPlan;
  storage: StorageNeed;
  option: Option;
}

/** Offers from the team's allowed providers (empty list = all), matched case-insensitively. */
export function allowedOffers(offers: readonly Offer[], providers: readonly string[]): Offer[] {
  if (providers.length === 0) return [...offers];
  const allowed = new Set(providers.map((p) => p.trim().toLowerCase()));
  return offers.filter((o) => allowed.has(o.provider.toLowerCase()));
}

/** Offers in the team currency when there are any; otherwise all, converted (and said so). */
export function preferCurrency(offers: readonly Offer[], currency: Currency): Offer[][] {
  const own = offers.filter((o) => o.currency === currency);
  return own.length > 0 && own.length < offers.length ? [own, [...offers]] : [[...offers]];
}

/** Hours a job runs: training from the estimate; offline batch inference from its tokens and speed. */
function jobHours(estimate: Estimate, tokens?: number): number | undefined {
  if (estimate.training) return estimate.training.hours;
  const tps = estimate.throughput?.totalTokensPerSec;
  return tokens && tps ? tokens / tps / 3600 : undefined;
}

export function weightsOnDisk(estimate: Estimate): number {
  return estimate.memory.weightsGB * estimate.layout.tensorParallel;
}

/**
 * Training beyond one machine needs the fast inter-node network (InfiniBand / RoCE) that only
 * datacenter GPU clusters are rented with; consumer and workstation cards are rented as single
 * PCIe boxes, where ZeRO's all-gathers across nodes would stall, so they stay within one node.
 */
function trainsAcrossNodes(gpu: Gpu, estimate: Estimate): boolean {
  return estimate.training === undefined || estimate.count <= gpu.maxPerNode || gpu.segment === 'datacenter';
}

/** Size and price one GPU; undefined when it cannot do the job or cannot be rented for it. */
export function candidateFor(ctx: CoreContext, prepared: Prepared, gpu: Gpu, offers: readonly Offer[], size: Sizer, count?: number): Candidate | { estimate: Estimate } | undefined {
  const estimate = size({ ...prepared.base, gpu, headroom: ctx.settings.headroom, ...(count ? { count } : {}) });
  if (!estimate.fits) return { estimate };
  if (!trainsAcrossNodes(gpu, estimate)) return { estimate };
  const quotes = quoteModes(offers, estimate.count, estimate.layout.tensorParallel, {
    currency: teamCurrency(ctx),
    fx: ctx.catalog.fx,
    isStale: (o) => isStale(o, ctx.now, ctx.catalog.staleAfterDays),
    maxPerNode: gpu.maxPerNode,
    fullNodes: estimate.training !== undefined,
  });
  if (quotes.size === 0) return { estimate };
  const workload = workloadFor(prepared.usage, jobHours(estimate, prepared.base.tokens));
  if (!workload) return { estimate };
  const { model } = prepared.base.model;
  const storage = storageNeed(prepared.base.task, prepared.base.method, model.paramsB, weightsOnDisk(estimate), (prepared.base.tokens ?? 0) * (prepared.base.epochs ?? 1) > 0 ? prepared.base.tokens : undefined);
  const spotQuote = quotes.get('spot');
  const spot = workload.kind === 'job' && workload.checkpointable && spotQuote ? spotPlan(workload.hours, spotQuote.instances, storage.checkpointGB) : undefined;
  const choice = chooseBilling(quotes, workload, spot);
  if (!choice) return { estimate };
  const { quote } = choice;
  const option: Option = {
    gpu: gpu.id,
    count: estimate.count,
    layout: { ...estimate.layout, machines: quote.instances },
    billing: quote.offer.billing,
    provider: quote.offer.provider,
    region: quote.offer.region,
    pricePerGpuHour: quote.offer.pricePerGpuHour,
    currency: quote.offer.currency,
    asOf: quote.offer.asOf,
    stale: quote.stale,
    source: quote.offer.source,
    cost: optionCost(quote, workload, estimate.throughput?.totalTokensPerSec, quote.mode === 'spot' ? spot : undefined),
    estimate,
    billedGpus: quote.billedGpus,
    rentUnit: quote.rentUnit,
    instanceGpus: quote.offer.gpuCount,
    ...(quote.offer.reservedPeriod ? { reservedPeriod: quote.offer.reservedPeriod } : {}),
    ...(quote.offer.providerName ? { providerName: quote.offer.providerName } : {}),
  };
  return { gpu, estimate, quotes, choice, workload, ...(spot ? { spot } : {}), storage, option };
}

export function isCandidate(c: Candidate | { estimate: Estimate } | undefined): c is Candidate {
  return c !== undefined && 'option' in c;
}

export interface Search {
  candidates: Candidate[];
  /** Offered GPUs whose estimate fits (none: the answer is nothingFits, not noOffer). */
  fitted: number;
}

/** Every offered GPU, sized and priced; offers in the team currency first, converted ones only if none fit. */
export function searchOptions(ctx: CoreContext, prepared: Prepared, offers: readonly Offer[], size: Sizer): Search {
  let last: Search = { candidates: [], fitted: 0 };
  for (const pool of preferCurrency(offers, teamCurrency(ctx))) {
    const byGpu = new Map<string, Offer[]>();
    for (const o of pool) byGpu.set(o.gpu, [...(byGpu.get(o.gpu) ?? []), o]);
    const search: Search = { candidates: [], fitted: 0 };
    for (const gpu of ctx.catalog.gpus) {
      const gpuOffers = byGpu.get(gpu.id);
      if (!gpuOffers) continue;
      const c = candidateFor(ctx, prepared, gpu, gpuOffers, size);
      if (c?.estimate.fits) search.fitted++;
      if (isCandidate(c)) search.candidates.push(c);
    }
    last = search;
    if (search.candidates.length > 0) return search;
  }
  return last;
}
