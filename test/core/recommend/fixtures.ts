/** Hand-built offers for unit tests that must not depend on the live catalog's prices. */
import type { FxRate, Offer } from '../../../src/core/catalog/schema.ts';

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
