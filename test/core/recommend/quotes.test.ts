import { describe, expect, it } from 'vitest';
import { allowedOffers, offerIndex, offersOfGpu, robustListings } from '../../../src/core/recommend/offer-index.ts';
import { machinesFor, placeOnGroup, quotePlan } from '../../../src/core/recommend/quotes.ts';
import { FX, offer, quoteModes } from './fixtures.ts';

const opts = { currency: 'USD' as const, fx: FX, isStale: (o: { asOf: string }) => o.asOf < '2026-01-01', maxPerNode: 8 };

describe('quotes', () => {
  it('bills exactly the GPUs used when a provider rents per GPU', () => {
    const o = offer({ gpu: 'rtx4090', billing: 'on_demand', pricePerGpuHour: 0.5 });
    expect(quoteModes([o], 3, 1, opts).get('on_demand')).toMatchObject({ billedGpus: 3, rentUnit: 'gpu', instances: 1 });
  });

  it('rounds up to whole machines when the provider sells fixed shapes, and keeps tensor parallelism inside one', () => {
    const one = offer({ gpu: 'h100-sxm', billing: 'on_demand', pricePerGpuHour: 4, gpuCount: 1, multiNode: true });
    const eight = offer({ gpu: 'h100-sxm', billing: 'on_demand', pricePerGpuHour: 3, gpuCount: 8, multiNode: true });
    // 5 copies of TP 2 = 10 GPUs: 4 copies per 8-GPU machine → 2 machines, 16 GPUs paid.
    expect(quoteModes([one, eight], 10, 2, opts).get('on_demand')).toMatchObject({ billedGpus: 16, rentUnit: 'instance', instances: 2 });
    // One-GPU machines of a provider that also sells 8× boxes cannot hold a 2-way tensor-parallel group.
    expect(placeOnGroup({ gpuCount: 1, perGpu: false, multiNode: true }, { count: 2, span: 2, tensorParallel: 2, maxPerNode: 8, clusterCard: true })).toBeUndefined();
    expect(placeOnGroup({ gpuCount: 1, perGpu: false, multiNode: true }, { count: 2, span: 1, tensorParallel: 1, maxPerNode: 8, clusterCard: true })).toMatchObject({ billedGpus: 2, instances: 2 });
  });

  it('packs model copies per machine and gives a copy larger than a machine whole machines', () => {
    expect(machinesFor({ count: 12, span: 4 }, 8)).toBe(2);
    expect(machinesFor({ count: 6, span: 2 }, 8)).toBe(1);
    // Three copies of TP 3 on 8-GPU hosts: two fit a host (6 GPUs), the third takes another.
    expect(machinesFor({ count: 9, span: 3 }, 8)).toBe(2);
    // A 16-GPU pipeline (TP 8 × 2 stages) copy: 2 machines each; two copies: 4.
    expect(machinesFor({ count: 32, span: 16 }, 8)).toBe(4);
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

describe('several machines only where the provider joins them', () => {
  it('keeps any plan on one host at a marketplace of single machines (Vast, AutoDL)', () => {
    const o = offer({ gpu: 'a100-40gb', billing: 'on_demand', pricePerGpuHour: 1, multiNode: false });
    expect(quoteModes([o], 16, 1, { ...opts, span: 16 }).size).toBe(0);
    expect(quoteModes([o], 16, 1, opts).size).toBe(0); // 16 inference copies = 2 hosts: not from a marketplace either
    expect(quoteModes([o], 8, 1, { ...opts, span: 8 }).get('on_demand')).toMatchObject({ billedGpus: 8, instances: 1 });
  });

  it('runs a multi-machine job on full NVLink machines of a cluster, never on chained 1-GPU VMs or PCIe cards', () => {
    const one = offer({ gpu: 'h100-sxm', billing: 'on_demand', pricePerGpuHour: 2, gpuCount: 1, multiNode: true });
    const eight = offer({ gpu: 'h100-sxm', billing: 'on_demand', pricePerGpuHour: 3, gpuCount: 8, multiNode: true });
    const job = (count: number) => ({ ...opts, span: count });
    expect(placeOnGroup({ gpuCount: 1, perGpu: false, multiNode: true }, { count: 4, span: 4, tensorParallel: 1, maxPerNode: 8, clusterCard: true })).toBeUndefined();
    expect(quoteModes([one, eight], 1, 1, job(1)).get('on_demand')).toMatchObject({ billedGpus: 1 });
    expect(quoteModes([one, eight], 32, 1, job(32)).get('on_demand')).toMatchObject({ billedGpus: 32, instances: 4 });
    expect(quoteModes([one, eight], 4, 1, job(4)).get('on_demand')?.offer.gpuCount).toBe(8);
    expect(quoteModes([one, eight], 32, 1, { ...job(32), clusterCard: false }).size).toBe(0);
  });

  it('never chains one-GPU superchip VMs (GH200, one per machine) into a multi-machine job, even at a cluster provider', () => {
    const gh200 = { count: 18, span: 18, tensorParallel: 1, maxPerNode: 1, clusterCard: true };
    expect(placeOnGroup({ gpuCount: 1, perGpu: true, multiNode: true }, gh200)).toBeUndefined();
    expect(placeOnGroup({ gpuCount: 1, perGpu: false, multiNode: true }, gh200)).toBeUndefined();
    expect(placeOnGroup({ gpuCount: 1, perGpu: true, multiNode: true }, { ...gh200, count: 1, span: 1 })).toMatchObject({ billedGpus: 1, instances: 1 });
    // Per-GPU rental of an 8-GPU HGX card at a cluster provider still spans machines.
    expect(placeOnGroup({ gpuCount: 1, perGpu: true, multiNode: true }, { ...gh200, maxPerNode: 8, count: 16, span: 16 })).toMatchObject({ billedGpus: 16, instances: 2 });
  });
});

describe('marketplace listings and conditional prices', () => {
  it('prices a marketplace card at the median of its comparable listings, keeping that listing\'s source', () => {
    const prices = [0.2, 0.3, 0.35, 0.5, 0.9];
    const listings = prices.map((p, i) => offer({ gpu: 'rtx3090', billing: 'on_demand', pricePerGpuHour: p, provider: 'vast', priceKind: 'listing', source: `listing-${i}` }));
    const robust = robustListings(listings);
    expect(robust).toHaveLength(1);
    expect(robust[0]).toMatchObject({ priceKind: 'median', listings: 5 });
    expect(robust[0]!.offer.pricePerGpuHour).toBe(0.35);
    expect(robust[0]!.offer.source).toBe('listing-2');
    expect(quoteModes(listings, 1, 1, opts).get('on_demand')).toMatchObject({ priceKind: 'median', listings: 5 });
  });

  it('never ranks member or promo prices against list prices', () => {
    const list = offer({ gpu: 'rtx4090', billing: 'on_demand', pricePerGpuHour: 0.4 });
    const member = offer({ gpu: 'rtx4090', billing: 'on_demand', pricePerGpuHour: 0.2, priceKind: 'member', provider: 'club' });
    expect(quoteModes([list, member], 1, 1, opts).get('on_demand')?.offer.pricePerGpuHour).toBe(0.4);
  });

  it('indexes a catalog once per provider list and currency', () => {
    const catalog = { offers: [offer({ gpu: 'l4', billing: 'on_demand', pricePerGpuHour: 0.8 })], fx: FX, providers: [] };
    expect(offerIndex(catalog, [], 'USD')).toBe(offerIndex(catalog, [], 'USD'));
    expect(offerIndex(catalog, [], 'CNY')).not.toBe(offerIndex(catalog, [], 'USD'));
  });

  it('filters a catalog\'s allowed offers once per provider list and regions, matched as typed (case, spaces, order)', () => {
    const offers = [offer({ gpu: 'l4', billing: 'on_demand', pricePerGpuHour: 0.8, provider: 'aws', region: 'us-east-1' }), offer({ gpu: 'l4', billing: 'on_demand', pricePerGpuHour: 0.7, provider: 'gcp', region: 'europe-west4' })];
    const catalog = { providers: [] };
    const aws = allowedOffers(offers, ['aws', 'GCP '], ['us'], catalog);
    expect(aws.map((o) => o.provider)).toEqual(['aws']);
    expect(allowedOffers(offers, ['gcp', 'aws'], [' US'], catalog)).toBe(aws);
    expect(allowedOffers(offers, ['gcp'], [], catalog).map((o) => o.provider)).toEqual(['gcp']);
    expect(allowedOffers([...offers], ['aws', 'gcp'], ['us'], catalog)).not.toBe(aws); // another list is filtered anew
    expect(offersOfGpu(offers, 'l4')).toBe(offersOfGpu(offers, 'l4'));
    expect(offersOfGpu(offers, 't4')).toEqual([]);
  });

  it('keeps a group\'s fresh-or-stale pick per staleness key, and picks again for another day', () => {
    const cheapOld = offer({ gpu: 't4', billing: 'on_demand', pricePerGpuHour: 0.1, asOf: '2026-01-01' });
    const dearNew = offer({ gpu: 't4', billing: 'on_demand', pricePerGpuHour: 0.3, asOf: '2026-06-01' });
    const groups = offerIndex({ offers: [cheapOld, dearNew], fx: FX, providers: [] }, [], 'USD').pools[0]!.byGpu.get('t4')!;
    const shape = { count: 1, span: 1, tensorParallel: 1, maxPerNode: 8, clusterCard: false };
    const staleBefore = (date: string) => (o: { asOf: string }) => o.asOf < date;
    expect(quotePlan(groups, shape, staleBefore('2026-03-01'), 'day1').get('on_demand')).toMatchObject({ offer: dearNew, stale: false });
    // Same key: the kept pick (the staleness function is the same within a key by contract).
    expect(quotePlan(groups, shape, staleBefore('2027-01-01'), 'day1').get('on_demand')).toMatchObject({ offer: dearNew, stale: false });
    // Another key: read again — now everything is stale and the cheapest is shown, labelled.
    expect(quotePlan(groups, shape, staleBefore('2027-01-01'), 'day2').get('on_demand')).toMatchObject({ offer: cheapOld, stale: true });
    expect(quotePlan(groups, shape, staleBefore('2025-01-01')).get('on_demand')).toMatchObject({ offer: cheapOld, stale: false });
  });
});
