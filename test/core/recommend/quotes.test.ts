import { describe, expect, it } from 'vitest';
import { quoteModes, quoteOffer, type QuoteOptions } from '../../../src/core/recommend/quotes.ts';
import { FX, offer } from './fixtures.ts';

const opts: QuoteOptions = { currency: 'USD', fx: FX, isStale: (o) => o.asOf < '2026-01-01', maxPerNode: 8 };

describe('quotes', () => {
  it('bills exactly the GPUs used when a provider rents per GPU', () => {
    const o = offer({ gpu: 'rtx4090', billing: 'on_demand', pricePerGpuHour: 0.5 });
    const q = quoteOffer(o, [o], 3, 1, opts);
    expect(q).toMatchObject({ billedGpus: 3, rentUnit: 'gpu', instances: 1 });
  });

  it('rounds up to whole instances when the provider sells fixed shapes', () => {
    const one = offer({ gpu: 'h100-sxm', billing: 'on_demand', pricePerGpuHour: 4, gpuCount: 1 });
    const eight = offer({ gpu: 'h100-sxm', billing: 'on_demand', pricePerGpuHour: 3, gpuCount: 8 });
    expect(quoteOffer(eight, [one, eight], 10, 2, opts)).toMatchObject({ billedGpus: 16, rentUnit: 'instance', instances: 2 });
    // One-GPU machines of a provider that also sells 8× boxes cannot hold a 2-way tensor-parallel group.
    expect(quoteOffer(one, [one, eight], 2, 2, opts)).toBeUndefined();
    expect(quoteOffer(one, [one, eight], 2, 1, opts)).toMatchObject({ billedGpus: 2, instances: 2 });
  });

  it('keeps the cheapest fresh offer per mode, converting foreign currencies', () => {
    const offers = [
      offer({ gpu: 'a100-80gb-sxm', billing: 'on_demand', pricePerGpuHour: 2.0 }),
      offer({ gpu: 'a100-80gb-sxm', billing: 'on_demand', pricePerGpuHour: 1.0, asOf: '2024-01-01', provider: 'old' }),
      offer({ gpu: 'a100-80gb-sxm', billing: 'on_demand', pricePerGpuHour: 7.1, currency: 'CNY', provider: 'cn' }),
      offer({ gpu: 'a100-80gb-sxm', billing: 'reserved', reservedPeriod: '1y', pricePerGpuHour: 1.2 }),
    ];
    const modes = quoteModes(offers, 1, 1, opts);
    expect(modes.get('on_demand')?.offer.provider).toBe('cn');
    expect(modes.get('on_demand')?.pricePerGpuHour.amount).toBeCloseTo(1.0);
    expect(modes.get('on_demand')?.pricePerGpuHour.converted?.rate).toBeCloseTo(1 / 7.1);
    expect(modes.get('reserved_1y')?.pricePerGpuHour.amount).toBe(1.2);
    expect(modes.has('spot')).toBe(false);
  });

  it('falls back to a stale price only when no fresh one exists, and labels it', () => {
    const stale = offer({ gpu: 't4', billing: 'spot', pricePerGpuHour: 0.1, asOf: '2024-01-01' });
    expect(quoteModes([stale], 1, 1, opts).get('spot')?.stale).toBe(true);
  });
});

describe('multi-host training', () => {
  it('keeps a training job on one host at a per-GPU marketplace, but lets inference replicas spread', () => {
    const o = offer({ gpu: 'a100-40gb', billing: 'on_demand', pricePerGpuHour: 1 });
    expect(quoteOffer(o, [o], 16, 1, { ...opts, fullNodes: true })).toBeUndefined();
    expect(quoteOffer(o, [o], 8, 1, { ...opts, fullNodes: true })).toMatchObject({ billedGpus: 8, instances: 1 });
    expect(quoteOffer(o, [o], 16, 1, opts)).toMatchObject({ billedGpus: 16, instances: 2 });
  });

  it('runs multi-GPU training on full nodes of a cluster, never on chained 1-GPU VMs', () => {
    const one = offer({ gpu: 'h100-sxm', billing: 'on_demand', pricePerGpuHour: 2, gpuCount: 1 });
    const eight = offer({ gpu: 'h100-sxm', billing: 'on_demand', pricePerGpuHour: 3, gpuCount: 8 });
    const train = { ...opts, fullNodes: true };
    expect(quoteOffer(one, [one, eight], 4, 1, train)).toBeUndefined();
    expect(quoteOffer(one, [one, eight], 1, 1, train)).toMatchObject({ billedGpus: 1 });
    expect(quoteOffer(eight, [one, eight], 32, 1, train)).toMatchObject({ billedGpus: 32, instances: 4 });
    expect(quoteModes([one, eight], 4, 1, train).get('on_demand')?.offer.gpuCount).toBe(8);
  });
});
