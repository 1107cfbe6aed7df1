/**
 * The offers a team can rent, indexed once per catalog (and per allowed-provider list and currency):
 * per GPU, converted into the team's currency, with a marketplace's listings reduced to one robust
 * figure, and grouped by what decides whether an offer can hold a plan (billing mode, machine shape,
 * per-GPU rental, multi-machine clusters), each group sorted by price. Pricing a plan then reads the
 * head of a few groups instead of scanning every offer (a marketplace lists thousands).
 */
import { offerMultiNode, providerOf } from '../catalog/index.ts';
import { normalizeRegion, regionAllowed } from '../prices/regions.ts';
import type { Catalog, Currency, Offer } from '../catalog/schema.ts';
import { convert } from './currency.ts';
import { modeKey, type ModeKey } from './quotes.ts';
import type { Money } from './types.ts';

/** One offer as the planner prices it. */
export interface IndexedOffer {
  offer: Offer;
  mode: ModeKey;
  /** Price per GPU-hour in the index's currency (with the conversion note when converted). */
  price: Money;
  /** The provider rents this card per GPU (only 1-GPU offers listed), so a plan takes any count on a host. */
  perGpu: boolean;
  /** One job may span several machines of this offer (a cluster joined by InfiniBand/RoCE). */
  multiNode: boolean;
  /** 'median' = the median of `listings` comparable marketplace listings; 'typical' = the catalog's typical figure. */
  priceKind?: 'median' | 'typical';
  listings?: number;
}

/** Offers of one GPU that behave alike for a plan, cheapest first. */
export interface OfferGroup {
  mode: ModeKey;
  gpuCount: number;
  perGpu: boolean;
  multiNode: boolean;
  offers: IndexedOffer[];
}

export interface OfferPool {
  /** Offers per GPU id, grouped. */
  byGpu: Map<string, OfferGroup[]>;
  /** Whether any offer of the pool is converted from another currency. */
  converted: boolean;
}

export interface OfferIndex {
  /** Offers in the team currency first (when some are); then all of them, converted. */
  pools: OfferPool[];
  /** Allowed offers before grouping (for counting and the catalog views). */
  count: number;
}

/**
 * Where an offer is, as "<continent>/<country>": an imported offer says it (geo); a catalog row is
 * read from its region; a Chinese platform's row without a region is in China.
 */
export function offerGeo(catalog: Pick<Catalog, 'providers'> | undefined, offer: Offer): string {
  const geo = offer.geo ?? normalizeRegion(offer.region);
  if (geo === '?' && catalog && providerOf(catalog, offer.provider)?.kind === 'cn-platform') return 'as/cn';
  return geo;
}

/**
 * Offers from the team's allowed providers (empty list = all), matched case-insensitively, and in
 * its allowed regions (a region, a country or a continent; absent or empty = all). An offer whose
 * place is unknown is left out when regions are set: a team that restricts them needs to know.
 */
export function allowedOffers(offers: readonly Offer[], providers: readonly string[], regions: readonly string[] = [], catalog?: Pick<Catalog, 'providers'>): readonly Offer[] {
  // Filtered once per offer list, catalog and settings (every answer asks again; a marketplace lists thousands).
  const perCatalog = cachedIn(allowedCache, catalog ?? NO_CATALOG, () => new WeakMap<readonly Offer[], Map<string, readonly Offer[]>>());
  const perOffers = cachedIn(perCatalog, offers, () => new Map<string, readonly Offer[]>());
  const key = settingsKey(providers, regions);
  const hit = perOffers.get(key);
  if (hit) return hit;
  const allowed = new Set(providers.map((p) => p.trim().toLowerCase()));
  const out = offers.filter((o) => (allowed.size === 0 || allowed.has(o.provider.toLowerCase())) && (regions.length === 0 || regionAllowed(regions, o.region, offerGeo(catalog, o))));
  perOffers.set(key, out);
  return out;
}

const NO_CATALOG = {};
const allowedCache = new WeakMap<object, WeakMap<readonly Offer[], Map<string, readonly Offer[]>>>();

/** The map's entry for `key`, made on first use. */
function cachedIn<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** Providers and regions as they are matched (trimmed, lower case, any order). */
function settingsKey(providers: readonly string[], regions: readonly string[]): string {
  return `${providers.map((p) => p.trim().toLowerCase()).sort().join(',')}|${regions.map((r) => r.trim().toLowerCase()).sort().join(',')}`;
}

const byGpuCache = new WeakMap<readonly Offer[], Map<string, readonly Offer[]>>();

/** One card's offers from a list (kept with the list: the verdict on a named card asks for them on every answer). */
export function offersOfGpu(offers: readonly Offer[], gpu: string): readonly Offer[] {
  const perGpu = cachedIn(byGpuCache, offers, () => new Map<string, readonly Offer[]>());
  let list = perGpu.get(gpu);
  if (!list) {
    list = offers.filter((o) => o.gpu === gpu);
    perGpu.set(gpu, list);
  }
  return list;
}

/**
 * Member and promotional prices hold only for some customers or weeks: they are never ranked
 * against list prices (the catalog keeps them, labelled, for the catalog views).
 */
export function isConditionalPrice(offer: Offer): boolean {
  return offer.priceKind === 'member' || offer.priceKind === 'promo';
}

/**
 * A marketplace's listings for the same card, shape and billing differ host by host; the plan uses
 * the listing at the median (the upper one of an even count), so the figure is robust to one
 * bargain and is still a real row with its own source and date.
 */
export function robustListings(offers: readonly Offer[]): Array<{ offer: Offer; priceKind?: 'median' | 'typical'; listings?: number }> {
  const out: Array<{ offer: Offer; priceKind?: 'median' | 'typical'; listings?: number }> = [];
  const listings = new Map<string, Offer[]>();
  for (const o of offers) {
    if (isConditionalPrice(o)) continue;
    if (o.priceKind === 'median') {
      // Already a median of a marketplace's listings (an imported snapshot), with its count when the source gives it.
      out.push({ offer: o, priceKind: 'median', ...(o.listings ? { listings: o.listings.count } : {}) });
      continue;
    }
    if (o.priceKind !== 'listing') {
      out.push(o.priceKind === 'typical' ? { offer: o, priceKind: 'typical' } : { offer: o });
      continue;
    }
    const key = [o.provider, o.gpu, o.billing, o.reservedPeriod ?? '', o.gpuCount, o.currency].join('|');
    const list = listings.get(key);
    if (list) list.push(o);
    else listings.set(key, [o]);
  }
  for (const list of listings.values()) {
    list.sort((a, b) => a.pricePerGpuHour - b.pricePerGpuHour);
    out.push({ offer: list[Math.floor(list.length / 2)]!, priceKind: 'median', listings: list.length });
  }
  return out;
}

/** Offers grouped per GPU for pricing (the index's pools are built with it). */
export function groupOffers(catalog: Pick<Catalog, 'fx' | 'providers'>, offers: readonly Offer[], currency: Currency): OfferPool {
  // A provider rents per GPU when it lists this card only as 1-GPU offers (AutoDL, Vast); one that
  // also lists bigger shapes (Lambda 1×/8×, AWS g6.xlarge/g6.12xlarge) rents separate machines.
  const multiGpuShapes = new Set<string>();
  for (const o of offers) if (o.gpuCount > 1) multiGpuShapes.add(`${o.provider}|${o.gpu}`);
  const byGpu = new Map<string, OfferGroup[]>();
  const groups = new Map<string, OfferGroup>();
  let converted = false;
  for (const { offer, priceKind, listings } of robustListings(offers)) {
    const price = convert(catalog.fx, offer.pricePerGpuHour, offer.currency, currency);
    if (!price) continue;
    if (price.converted) converted = true;
    const perGpu = offer.gpuCount === 1 && !multiGpuShapes.has(`${offer.provider}|${offer.gpu}`);
    const multiNode = offerMultiNode(catalog, offer);
    const mode = modeKey(offer);
    const key = [offer.gpu, mode, offer.gpuCount, perGpu, multiNode].join('|');
    let group = groups.get(key);
    if (!group) {
      group = { mode, gpuCount: offer.gpuCount, perGpu, multiNode, offers: [] };
      groups.set(key, group);
      const list = byGpu.get(offer.gpu);
      if (list) list.push(group);
      else byGpu.set(offer.gpu, [group]);
    }
    group.offers.push({ offer, mode, price, perGpu, multiNode, ...(priceKind ? { priceKind } : {}), ...(listings ? { listings } : {}) });
  }
  for (const group of groups.values()) group.offers.sort((a, b) => a.price.amount - b.price.amount);
  return { byGpu, converted };
}

const poolCache = new WeakMap<object, WeakMap<readonly Offer[], Map<Currency, OfferPool>>>();

/** groupOffers kept with the catalog and the offer list (the verdict prices a named card from the same list on every answer). */
export function groupedOffers(catalog: Pick<Catalog, 'fx' | 'providers'>, offers: readonly Offer[], currency: Currency): OfferPool {
  const perOffers = cachedIn(cachedIn(poolCache, catalog, () => new WeakMap()), offers, () => new Map<Currency, OfferPool>());
  let pool = perOffers.get(currency);
  if (!pool) {
    pool = groupOffers(catalog, offers, currency);
    perOffers.set(currency, pool);
  }
  return pool;
}

const cache = new WeakMap<object, Map<string, OfferIndex>>();

/** The index for this catalog, providers and currency; built on first use and kept with the catalog. */
export function offerIndex(catalog: Pick<Catalog, 'offers' | 'fx' | 'providers'>, providers: readonly string[], currency: Currency, regions: readonly string[] = []): OfferIndex {
  let perCatalog = cache.get(catalog);
  if (!perCatalog) {
    perCatalog = new Map();
    cache.set(catalog, perCatalog);
  }
  const key = `${currency}|${settingsKey(providers, regions)}`;
  const hit = perCatalog.get(key);
  if (hit) return hit;
  const allowed = allowedOffers(catalog.offers, providers, regions, catalog);
  const own = allowed.filter((o) => o.currency === currency);
  const pools = own.length > 0 && own.length < allowed.length ? [groupOffers(catalog, own, currency), groupOffers(catalog, allowed, currency)] : [groupOffers(catalog, allowed, currency)];
  const index: OfferIndex = { pools, count: allowed.length };
  perCatalog.set(key, index);
  return index;
}
