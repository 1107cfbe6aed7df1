/** Hand-built offers for unit tests that must not depend on the live catalog's prices. */
import type { Currency, FxRate, Offer } from '../../../src/core/catalog/schema.ts';
import { offerIndex } from '../../../src/core/recommend/offer-index.ts';
import { quotePlan, type ModeKey, type Quote } from '../../../src/core/recommend/quotes.ts';

export function offer(partial: Partial<Offer> & Pick<Offer, 'gpu' | 'billing' | 'pricePerGpuHour'>): Offer {
  return {
    provider: 'testcloud',
    region: 'r1',
    instanceType: `${partial.gpu}-${partial.gpuCount ?? 1}x`,
    gpuCount: 1,
    currency: 'USD',
    asOf: '2026-10-01',
    asOfPrecision: 'day',
    source: 'https://example.test/prices',
    sourceKind: 'vendor',
    ...partial,
  } as Offer;
}

export const FX: FxRate[] = [
  { from: 'USD', to: 'CNY', rate: 7.1, asOf: '2026-10-04', source: 'test rate' },
  { from: 'USD', to: 'CNY', rate: 7.0, asOf: '2025-01-01', source: 'older test rate' },
];

/** The planner's quotes for hand-built offers: indexed like a catalog's, then priced for one plan. */
export function quoteModes(
  offers: Offer[],
  count: number,
  tensorParallel: number,
  opts: { currency: Currency; fx: FxRate[]; isStale: (o: Offer) => boolean; maxPerNode: number; span?: number; clusterCard?: boolean },
): Map<ModeKey, Quote> {
  const index = offerIndex({ offers, fx: opts.fx, providers: [] }, [], opts.currency);
  const groups = index.pools[index.pools.length - 1]!.byGpu.get(offers[0]!.gpu) ?? [];
  return quotePlan(groups, { count, span: opts.span ?? tensorParallel, tensorParallel, maxPerNode: opts.maxPerNode, clusterCard: opts.clusterCard ?? true }, opts.isStale);
}
