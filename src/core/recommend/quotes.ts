/**
 * Which offer prices a GPU count in each billing mode. Offers come as whole instances (an 8×H100
 * node) or per GPU (AutoDL, RunPod, Vast: pick 1…N cards on a host); the price must follow that:
 * per-GPU rentals bill exactly the GPUs used, instance shapes bill whole instances, and tensor
 * parallelism has to stay inside one instance.
 */
import type { Currency, FxRate, Offer } from '../catalog/schema.ts';
import { convert } from './currency.ts';
import type { Money } from './types.ts';

/** A billing mode as priced: reserved offers differ by their commitment period. */
export type ModeKey = 'on_demand' | 'spot' | 'monthly' | 'reserved_1m' | 'reserved_1y' | 'reserved_3y';

export function modeKey(offer: Pick<Offer, 'billing' | 'reservedPeriod'>): ModeKey {
  return offer.billing === 'reserved' ? `reserved_${offer.reservedPeriod ?? '1y'}` : offer.billing;
}

export interface Quote {
  mode: ModeKey;
  offer: Offer;
  /** GPUs paid for: the count itself, or rounded up to whole instances of `offer.gpuCount`. */
  billedGpus: number;
  rentUnit: 'gpu' | 'instance';
  /** Instances (machines) the job runs on: each can be reclaimed on spot. */
  instances: number;
  /** Price per GPU-hour in the team currency (with the conversion note when converted). */
  pricePerGpuHour: Money;
  stale: boolean;
}

export interface QuoteOptions {
  currency: Currency;
  fx: readonly FxRate[];
  isStale: (offer: Offer) => boolean;
  /** Largest count of this GPU in one machine (per-GPU rentals fill hosts up to it). */
  maxPerNode: number;
  /**
   * Training is one synchronous job whose GPUs exchange gradients every step: they must share a
   * machine, or come as full nodes of a cluster. Per-GPU marketplaces hand out separate hosts
   * without a cluster network, so there the job must fit one host; 1-GPU cloud VMs are not
   * chained into a multi-GPU run. Inference replicas are independent and may spread.
   */
  fullNodes?: boolean;
}

/**
 * A provider rents per GPU when it lists this GPU only as 1-GPU offers; a provider that also lists
 * larger shapes (Lambda 1×/8× H100, AWS g6.xlarge / g6.12xlarge) sells separate machines instead.
 */
function rentsPerGpu(offer: Offer, sameGpu: readonly Offer[]): boolean {
  return offer.gpuCount === 1 && !sameGpu.some((o) => o.provider === offer.provider && o.gpuCount > 1);
}

/** How one offer covers `count` GPUs with `tensorParallel`-wide groups; undefined when it cannot. */
export function quoteOffer(offer: Offer, sameGpu: readonly Offer[], count: number, tensorParallel: number, options: QuoteOptions): Quote | undefined {
  const price = convert(options.fx, offer.pricePerGpuHour, offer.currency, options.currency);
  if (!price) return undefined;
  const base = { mode: modeKey(offer), offer, pricePerGpuHour: price, stale: options.isStale(offer) };
  if (rentsPerGpu(offer, sameGpu)) {
    if (tensorParallel > options.maxPerNode) return undefined;
    if (options.fullNodes && count > options.maxPerNode) return undefined;
    return { ...base, billedGpus: count, rentUnit: 'gpu', instances: Math.ceil(count / options.maxPerNode) };
  }
  if (tensorParallel > offer.gpuCount) return undefined;
  if (options.fullNodes && offer.gpuCount < Math.min(count, options.maxPerNode)) return undefined;
  const instances = Math.ceil(count / offer.gpuCount);
  return { ...base, billedGpus: instances * offer.gpuCount, rentUnit: 'instance', instances };
}

/**
 * The cheapest usable offer per billing mode for `offers` (one GPU type). Fresh prices are
 * preferred over stale ones, so an old bargain never hides the going rate.
 */
export function quoteModes(offers: readonly Offer[], count: number, tensorParallel: number, options: QuoteOptions): Map<ModeKey, Quote> {
  const best = new Map<ModeKey, Quote>();
  const cost = (q: Quote) => q.pricePerGpuHour.amount * q.billedGpus;
  for (const offer of offers) {
    const quote = quoteOffer(offer, offers, count, tensorParallel, options);
    if (!quote) continue;
    const current = best.get(quote.mode);
    const better = !current || (current.stale && !quote.stale) || (current.stale === quote.stale && cost(quote) < cost(current));
    if (better) best.set(quote.mode, quote);
  }
  return best;
}
