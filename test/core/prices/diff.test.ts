import { describe, expect, it } from 'vitest';
import { cheapestTable, diffOffers, largestMovesPerCard, type PricePoint } from '../../../src/core/prices/diff.ts';

const p = (over: Partial<PricePoint>): PricePoint => ({ provider: 'gcp', gpu: 'h100-sxm', gpuCount: 1, billing: 'on_demand', instanceType: 'a3-highgpu-1g', region: 'us-east4', pricePerGpuHour: 10, currency: 'USD', ...over });

describe('price diff', () => {
  it('finds added, removed and moved offers, ignoring rounding', () => {
    const before = [p({}), p({ region: 'europe-west4', pricePerGpuHour: 12 }), p({ gpu: 'a100-40gb', pricePerGpuHour: 3.67339 })];
    const after = [p({ pricePerGpuHour: 9 }), p({ regionRaw: 'us-central1', region: undefined, pricePerGpuHour: 5.38 }), p({ gpu: 'a100-40gb', pricePerGpuHour: 3.673385 })];
    const diff = diffOffers(before, after);
    expect(diff.added.map((o) => o.regionRaw)).toEqual(['us-central1']);
    expect(diff.removed.map((o) => o.region)).toEqual(['europe-west4']);
    expect(diff.moved).toHaveLength(1);
    expect(diff.moved[0]!.pct).toBeCloseTo(-10, 9);
  });

  it('keeps the largest move per card and the cheapest per card and mode', () => {
    const moves = diffOffers([p({}), p({ region: 'x', pricePerGpuHour: 4 })], [p({ pricePerGpuHour: 11 }), p({ region: 'x', pricePerGpuHour: 2 })]).moved;
    expect(largestMovesPerCard(moves).map((m) => Math.round(m.pct))).toEqual([-50]);
    const table = cheapestTable([p({}), p({ billing: 'spot', pricePerGpuHour: 3 })], [p({ regionRaw: 'us-central1', pricePerGpuHour: 5.38 }), p({ reservedPeriod: '1y', billing: 'reserved', pricePerGpuHour: 6 })]);
    expect(table.map((r) => [r.billing, r.old?.pricePerGpuHour, r.new?.pricePerGpuHour, r.pct === undefined ? undefined : Math.round(r.pct)])).toEqual([
      ['on_demand', 10, 5.38, -46],
      ['reserved_1y', undefined, 6, undefined],
      ['spot', 3, undefined, undefined],
    ]);
  });
});
