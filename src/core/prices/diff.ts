/**
 * What an update changes: offers added and removed, price moves per offer (the largest per card for
 * --dry-run), and the cheapest price per card and billing mode before and after (the table printed
 * after an update). Works on catalog offers and imported offers alike.
 */
export interface PricePoint {
  provider: string;
  gpu: string;
  gpuCount: number;
  billing: string;
  reservedPeriod?: string | undefined;
  instanceType: string;
  pricePerGpuHour: number;
  currency: string;
  zone?: string | undefined;
  /** Catalog offers name the region `region`; imported ones keep the raw string in `regionRaw`. */
  region?: string;
  regionRaw?: string;
  tier?: string | undefined;
}

const regionOf = (p: PricePoint) => p.regionRaw ?? p.region ?? '';

/** The identity of an offer across updates: the same machine in the same place, billed the same way. */
export function offerKey(p: PricePoint): string {
  return [p.provider, p.gpu, p.gpuCount, p.billing, p.reservedPeriod ?? '', p.instanceType, regionOf(p), p.zone ?? '', p.tier ?? '', p.currency].join('|');
}

export interface PriceMove {
  offer: PricePoint;
  old: number;
  new: number;
  /** (new − old) ÷ old × 100. */
  pct: number;
}

export interface OfferDiff {
  added: PricePoint[];
  removed: PricePoint[];
  moved: PriceMove[];
}

/** Relative change below which two prices are the same price. */
export const MOVE_THRESHOLD = 5e-4;

export function diffOffers(before: readonly PricePoint[], after: readonly PricePoint[]): OfferDiff {
  const old = new Map(before.map((o) => [offerKey(o), o]));
  const now = new Map(after.map((o) => [offerKey(o), o]));
  const added = [...now.entries()].filter(([k]) => !old.has(k)).map(([, o]) => o);
  const removed = [...old.entries()].filter(([k]) => !now.has(k)).map(([, o]) => o);
  const moved: PriceMove[] = [];
  for (const [k, o] of now) {
    const was = old.get(k);
    // Rounding (catalog rows copied to 5 decimals, prices re-derived per GPU) is not a move.
    if (was && Math.abs(was.pricePerGpuHour - o.pricePerGpuHour) > MOVE_THRESHOLD * was.pricePerGpuHour) {
      moved.push({ offer: o, old: was.pricePerGpuHour, new: o.pricePerGpuHour, pct: ((o.pricePerGpuHour - was.pricePerGpuHour) / was.pricePerGpuHour) * 100 });
    }
  }
  return { added, removed, moved };
}

/** The largest move (by |%|) per card, largest first. */
export function largestMovesPerCard(moves: readonly PriceMove[]): PriceMove[] {
  const best = new Map<string, PriceMove>();
  for (const m of moves) {
    const current = best.get(m.offer.gpu);
    if (!current || Math.abs(m.pct) > Math.abs(current.pct)) best.set(m.offer.gpu, m);
  }
  return [...best.values()].sort((a, b) => Math.abs(b.pct) - Math.abs(a.pct));
}

export interface CheapestRow {
  gpu: string;
  /** The billing mode: on_demand, spot, monthly, reserved_1y… */
  billing: string;
  currency: string;
  old?: PricePoint;
  new?: PricePoint;
  /** Move of the cheapest price in %, when both exist. */
  pct?: number;
}

function cheapest(points: readonly PricePoint[]): Map<string, PricePoint> {
  const out = new Map<string, PricePoint>();
  for (const p of points) {
    const key = `${p.gpu}|${p.reservedPeriod ? `reserved_${p.reservedPeriod}` : p.billing}|${p.currency}`;
    const current = out.get(key);
    if (!current || p.pricePerGpuHour < current.pricePerGpuHour) out.set(key, p);
  }
  return out;
}

/** Old → new cheapest per GPU-hour for every card, billing mode and currency either side prices. */
export function cheapestTable(before: readonly PricePoint[], after: readonly PricePoint[]): CheapestRow[] {
  const old = cheapest(before);
  const now = cheapest(after);
  const keys = [...new Set([...old.keys(), ...now.keys()])].sort();
  return keys.map((key) => {
    const [gpu, billing, currency] = key.split('|') as [string, string, string];
    const o = old.get(key);
    const n = now.get(key);
    return {
      gpu, billing, currency, ...(o ? { old: o } : {}), ...(n ? { new: n } : {}),
      ...(o && n ? { pct: ((n.pricePerGpuHour - o.pricePerGpuHour) / o.pricePerGpuHour) * 100 } : {}),
    };
  });
}
