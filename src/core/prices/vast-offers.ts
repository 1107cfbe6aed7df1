/**
 * Vast.ai's live offers (POST /api/v0/bundles/, no key) → one robust figure per card, GPU count and
 * country: the median of the listings' $/h (whole offer) and their spread per GPU-hour, never one
 * listing. Only listings someone can rent and would trust are counted: rentable, not rented,
 * verified, reliability ≥ 0.95. Interruptible prices (min_bid) give a spot median the same way.
 */
import { cardMatcher } from './card-names.ts';
import { offerFromMachinePrice, type ImportedOffer } from './offer.ts';
import { countryRegion } from './regions.ts';
import type { ImportContext } from './skypilot.ts';
import { SkipCounter, type ImportResult } from './summary.ts';

export const MIN_RELIABILITY = 0.95;

/** The search sent to Vast (its documented {field: {op: value}} filters): the same conditions are checked again on the answer. */
export const VAST_QUERY = {
  rentable: { eq: true },
  rented: { eq: false },
  verified: { eq: true },
  reliability: { gte: MIN_RELIABILITY },
  num_gpus: { gte: 1 },
  order: [['dph_total', 'asc']],
  limit: 10000,
};

interface VastOffer {
  gpu_name?: unknown;
  num_gpus?: unknown;
  gpu_ram?: unknown;
  dph_total?: unknown;
  min_bid?: unknown;
  reliability?: unknown;
  geolocation?: unknown;
  verified?: unknown;
  rentable?: unknown;
  rented?: unknown;
  search?: { totalHour?: unknown };
}

/** Median of a sorted list (the mean of the middle two for an even count). */
export function median(sorted: readonly number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

/** The JSON answer → offers: one median per card, count, country and mode. */
export function importVastOffers(answer: unknown, ctx: ImportContext): ImportResult {
  const list = (answer as { offers?: unknown })?.offers;
  if (!Array.isArray(list)) throw new Error('the answer has no "offers" list');
  const match = cardMatcher(ctx.catalog);
  const skips = new SkipCounter();
  const groups = new Map<string, { gpu: string; count: number; country: string; mode: 'on_demand' | 'spot'; prices: number[] }>();
  for (const raw of list as VastOffer[]) {
    const name = typeof raw.gpu_name === 'string' ? raw.gpu_name.trim() : '';
    const count = num(raw.num_gpus);
    if (!name || !(Number.isInteger(count) && count > 0)) {
      skips.add({ code: 'noGpu' });
      continue;
    }
    if (raw.rentable !== true || raw.rented === true) {
      skips.add({ code: 'filtered', why: 'not rentable now' });
      continue;
    }
    if (raw.verified !== true) {
      skips.add({ code: 'filtered', why: 'host not verified' });
      continue;
    }
    if (!(num(raw.reliability) >= MIN_RELIABILITY)) {
      skips.add({ code: 'filtered', why: `reliability below ${MIN_RELIABILITY}` });
      continue;
    }
    const total = num(raw.search?.totalHour ?? raw.dph_total);
    if (!(total > 0)) {
      skips.add({ code: 'noPrice', name });
      continue;
    }
    const ram = num(raw.gpu_ram);
    const found = match({ name, ...(ram > 0 ? { memoryMiB: ram } : {}) });
    if ('skip' in found) {
      skips.add(found.skip);
      continue;
    }
    // "Texas, US" → "US": listings are pooled per country.
    const country = typeof raw.geolocation === 'string' ? (raw.geolocation.split(',').at(-1) ?? '').trim().toUpperCase() : '';
    const add = (mode: 'on_demand' | 'spot', price: number) => {
      const key = `${found.gpu.id}|${count}|${country}|${mode}`;
      const g = groups.get(key) ?? { gpu: found.gpu.id, count, country, mode, prices: [] };
      g.prices.push(price);
      groups.set(key, g);
    };
    add('on_demand', total);
    const bid = num(raw.min_bid);
    if (bid > 0 && bid < total) add('spot', bid);
  }
  const offers: ImportedOffer[] = [...groups.values()].map((g) => {
    const sorted = [...g.prices].sort((a, b) => a - b);
    return offerFromMachinePrice({
      provider: 'vast', gpu: g.gpu, gpuCount: g.count, regionRaw: g.country, region: countryRegion(g.country), instanceType: `${g.count}x ${g.gpu}`,
      billing: g.mode, currency: 'USD', asOf: ctx.asOf, sourceUrl: ctx.sourceUrl, sourceVersion: ctx.sourceVersion, kind: 'median-of-listings',
      listings: { count: sorted.length, min: sorted[0]! / g.count, max: sorted.at(-1)! / g.count },
      pricePerMachineHour: median(sorted),
    });
  });
  return { offers, summary: { rows: list.length, offers: offers.length, skipped: skips.list() } };
}
