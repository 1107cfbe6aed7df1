import { describe, expect, it } from 'vitest';
import { ImportedOfferSchema, offerFromGpuPrice, offerFromMachinePrice } from '../../../src/core/prices/offer.ts';

const draft = {
  provider: 'gcp', gpu: 'a100-40gb', gpuCount: 2, regionRaw: 'us-central1', region: 'na/us', instanceType: 'a2-highgpu-2g',
  billing: 'on_demand' as const, currency: 'USD' as const, asOf: '2026-12-03T15:00:00Z', sourceUrl: 'https://x/vms.csv', sourceVersion: 'etag:"1"', kind: 'list' as const,
};

describe('imported offer schema', () => {
  it('derives the per-GPU price from the machine price and the machine price from a per-GPU one', () => {
    const a = offerFromMachinePrice({ ...draft, pricePerMachineHour: 7.34677 });
    expect(a.pricePerGpuHour).toBeCloseTo(3.673385, 9);
    expect(ImportedOfferSchema.parse(a)).toEqual(a);
    const b = offerFromGpuPrice({ ...draft, pricePerGpuHour: 0.34 });
    expect(b.pricePerMachineHour).toBeCloseTo(0.68, 12);
  });

  it('rejects a machine price that is not per-GPU × GPUs, a missing asOf or source, a fractional count', () => {
    const ok = offerFromMachinePrice({ ...draft, pricePerMachineHour: 7 });
    expect(ImportedOfferSchema.safeParse({ ...ok, pricePerMachineHour: 8 }).success).toBe(false);
    const { asOf: _a, ...noAsOf } = ok;
    expect(ImportedOfferSchema.safeParse(noAsOf).success).toBe(false);
    expect(ImportedOfferSchema.safeParse({ ...ok, sourceUrl: '' }).success).toBe(false);
    expect(ImportedOfferSchema.safeParse({ ...ok, sourceVersion: '' }).success).toBe(false);
    expect(ImportedOfferSchema.safeParse({ ...ok, gpuCount: 0.5, pricePerGpuHour: 14 }).success).toBe(false);
    expect(ImportedOfferSchema.safeParse({ ...ok, asOf: '2026-12-03' }).success).toBe(false);
  });

  it('allows listings only on a median of listings', () => {
    const ok = offerFromMachinePrice({ ...draft, pricePerMachineHour: 7 });
    expect(ImportedOfferSchema.safeParse({ ...ok, listings: { count: 3, min: 1, max: 4 } }).success).toBe(false);
    expect(ImportedOfferSchema.safeParse({ ...ok, kind: 'median-of-listings', listings: { count: 3, min: 1, max: 4 } }).success).toBe(true);
    expect(ImportedOfferSchema.safeParse({ ...ok, kind: 'median-of-listings', listings: { count: 3, min: 5, max: 4 } }).success).toBe(false);
  });
});
