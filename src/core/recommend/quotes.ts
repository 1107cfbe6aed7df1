/**
 * Which offer prices a plan in each billing mode. Offers come as whole instances (an 8×H100 node)
 * or per GPU (AutoDL, RunPod, Vast: pick 1…N cards on a host); the price must follow that: per-GPU
 * rentals bill exactly the GPUs used, instance shapes bill whole instances, tensor parallelism stays
 * inside one machine, and a plan spans machines only where the provider rents joined machines.
 */
import type { Offer } from '../catalog/schema.ts';
import type { IndexedOffer, OfferGroup } from './offer-index.ts';
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
  /** A marketplace median or the catalog's typical figure (absent: a list price). */
  priceKind?: 'median' | 'typical';
  listings?: number;
}

/** What a plan needs from the machines it is rented on. */
export interface PlanShape {
  /** GPUs in all. */
  count: number;
  /** GPUs one model copy (or one training job) spans, and how many of them run tensor-parallel. */
  span: number;
  tensorParallel: number;
  /** Largest count of this GPU in one machine (per-GPU rentals fill hosts up to it). */
  maxPerNode: number;
  /**
   * The card is built into NVLink (SXM/OAM) machines, the only ones rented as InfiniBand/RoCE
   * clusters; one job never spans machines of PCIe cards (L4, L40S, A10: separate VMs).
   */
  clusterCard: boolean;
}

/** Fewest GPUs in a machine of a rented cluster (HGX boards hold 4 or 8). */
const CLUSTER_NODE_MIN_GPUS = 4;

/**
 * Machines a plan occupies on machines of `perMachine` GPUs: copies that fit a machine are packed
 * (tensor parallelism never leaves one); a copy larger than a machine takes whole machines
 * (pipeline stages across them).
 */
export function machinesFor(shape: Pick<PlanShape, 'count' | 'span'>, perMachine: number): number {
  const copies = Math.ceil(shape.count / shape.span);
  if (shape.span <= perMachine) return Math.ceil(copies / Math.floor(perMachine / shape.span));
  return copies * Math.ceil(shape.span / perMachine);
}

/**
 * How one group of offers holds the plan, or undefined when it cannot: tensor parallelism within a
 * machine; several machines only where the offer rents clusters (InfiniBand/RoCE) — never from a
 * marketplace of single hosts; per-GPU rentals bill the GPUs used, machine shapes whole machines.
 */
export function placeOnGroup(group: Pick<OfferGroup, 'gpuCount' | 'perGpu' | 'multiNode'>, shape: PlanShape): { billedGpus: number; instances: number; rentUnit: 'gpu' | 'instance' } | undefined {
  const perMachine = group.perGpu ? shape.maxPerNode : group.gpuCount;
  if (shape.tensorParallel > perMachine) return undefined;
  const instances = machinesFor(shape, perMachine);
  if (instances > 1 && !group.multiNode) return undefined;
  // A job spanning machines runs on full NVLink machines of a cluster, never on chained 1-GPU VMs: the
  // InfiniBand/RoCE clusters for rent are built of 4- or 8-GPU HGX machines (a GH200 is rented one per VM).
  const fullNode = group.perGpu ? shape.maxPerNode >= CLUSTER_NODE_MIN_GPUS : group.gpuCount >= Math.max(shape.maxPerNode, CLUSTER_NODE_MIN_GPUS);
  if (instances > 1 && shape.span > perMachine && (!shape.clusterCard || !fullNode)) return undefined;
  return group.perGpu ? { billedGpus: shape.count, instances, rentUnit: 'gpu' } : { billedGpus: instances * group.gpuCount, instances, rentUnit: 'instance' };
}

const cost = (q: Quote) => q.pricePerGpuHour.amount * q.billedGpus;

const picks = new WeakMap<OfferGroup, { key: string; pick: IndexedOffer | undefined; stale: boolean }>();

/**
 * A group's cheapest fresh offer, else its cheapest (stale). When every listing is stale the whole
 * group is read, so the pick is kept with the group for `staleKey` (what decides staleness: the day
 * and the window; absent = not kept).
 */
function freshest(group: OfferGroup, isStale: (offer: Offer) => boolean, staleKey: string | undefined): { pick: IndexedOffer | undefined; stale: boolean } {
  const kept = staleKey === undefined ? undefined : picks.get(group);
  if (kept && kept.key === staleKey) return kept;
  let pick: IndexedOffer | undefined;
  let stale = false;
  for (const o of group.offers) {
    if (!isStale(o.offer)) {
      pick = o;
      stale = false;
      break;
    }
    if (!pick) {
      pick = o;
      stale = true;
    }
  }
  if (staleKey !== undefined) picks.set(group, { key: staleKey, pick, stale });
  return { pick, stale };
}

/**
 * The cheapest usable offer per billing mode for one GPU's offer groups. Fresh prices are preferred
 * over stale ones, so an old bargain never hides the going rate. Groups are sorted by price, so
 * each group is read only up to its first fresh offer.
 */
export function quotePlan(groups: readonly OfferGroup[], shape: PlanShape, isStale: (offer: Offer) => boolean, staleKey?: string): Map<ModeKey, Quote> {
  const best = new Map<ModeKey, Quote>();
  for (const group of groups) {
    const place = placeOnGroup(group, shape);
    if (!place) continue;
    const { pick, stale } = freshest(group, isStale, staleKey);
    if (!pick) continue;
    const quote: Quote = { mode: group.mode, offer: pick.offer, pricePerGpuHour: pick.price, stale, billedGpus: place.billedGpus, instances: place.instances, rentUnit: place.rentUnit };
    if (pick.priceKind) quote.priceKind = pick.priceKind;
    if (pick.listings) quote.listings = pick.listings;
    const current = best.get(group.mode);
    const better = !current || (current.stale && !quote.stale) || (current.stale === quote.stale && cost(quote) < cost(current));
    if (better) best.set(group.mode, quote);
  }
  return best;
}
