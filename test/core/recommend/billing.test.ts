import { describe, expect, it } from 'vitest';
import { breakEvenHoursPerMonth, chooseBilling, modeCost, PREFERRED_MODES, spotRefusal } from '../../../src/core/recommend/billing.ts';
import { spotPlan } from '../../../src/core/recommend/spot.ts';
import type { Workload } from '../../../src/core/recommend/workload.ts';
import { FX, offer, quoteModes } from './fixtures.ts';

const opts = { currency: 'USD' as const, fx: FX, isStale: () => false, maxPerNode: 8 };
const ON_DEMAND = 2.0;
const RESERVED = 1.2;
const SPOT = 0.7;
const offers = [
  offer({ gpu: 'a100-80gb-sxm', billing: 'on_demand', pricePerGpuHour: ON_DEMAND }),
  offer({ gpu: 'a100-80gb-sxm', billing: 'spot', pricePerGpuHour: SPOT }),
  offer({ gpu: 'a100-80gb-sxm', billing: 'monthly', pricePerGpuHour: RESERVED }),
];
const quotes = quoteModes(offers, 2, 1, opts);

describe('billing mode', () => {
  it('never puts an always-on service on spot, and commits when use passes the break-even', () => {
    const choice = chooseBilling(quotes, { kind: 'service', hoursPerDay: 24 });
    expect(choice?.quote.mode).toBe('monthly');
    expect(choice?.reason.key).toBe('reason.serviceCommitted');
    // Break-even = 1.2 × 730 ÷ 2.0 = 438 h a month; a 24 h/day service runs 730.
    expect(choice?.breakEvenHoursPerMonth).toBeCloseTo((RESERVED * 730) / ON_DEMAND);
    expect(choice?.modes.find((m) => m.billing === 'spot')?.note?.key).toBe('mode.spotNotForService');
  });

  it('chooses the same way without the modes table (the search\'s probes), which only the plans shown carry', () => {
    for (const workload of [{ kind: 'service', hoursPerDay: 24 }, { kind: 'service', hoursPerDay: 8 }, { kind: 'job', hours: 100, checkpointable: true }, { kind: 'job', hours: 5, checkpointable: true }] as Workload[]) {
      const full = chooseBilling(quotes, workload)!;
      const brief = chooseBilling(quotes, workload, undefined, false)!;
      expect(brief).toEqual({ ...full, modes: [], missing: [] });
      expect(full.modes.map((m) => m.billing)).toEqual(['on_demand', 'spot', 'monthly']);
      expect(full.modes.map((m) => m.cost.amount)).toEqual(full.modes.map((m) => modeCost(quotes.get(m.billing as 'on_demand')!, workload).amount));
    }
  });

  it('lets offline batch work of no known amount, billed like a service, run on spot: a reclaim only resends its items', () => {
    // 8 h a day: spot 0.7 × 2 × 243 h beats on-demand 2.0 and the month of the monthly price.
    const batch = chooseBilling(quotes, { kind: 'service', hoursPerDay: 8, batch: true })!;
    expect(batch.quote.mode).toBe('spot');
    expect(batch.reason.key).toBe('reason.batchSpot');
    expect(batch.reason.params.saving).toBeCloseTo((1 - SPOT / ON_DEMAND) * 100);
    expect(batch.modes.find((m) => m.billing === 'spot')?.note?.key).toBe('mode.spotBatch');
    expect(spotRefusal({ kind: 'service', hoursPerDay: 24, batch: true })).toBeUndefined();
    // Spot priced above the month of the monthly price: the commitment wins, said as batch work.
    const dear = quoteModes([offers[0]!, offer({ gpu: 'a100-80gb-sxm', billing: 'spot', pricePerGpuHour: 1.5 }), offers[2]!], 2, 1, opts);
    expect(chooseBilling(dear, { kind: 'service', hoursPerDay: 24, batch: true })!.reason.key).toBe('reason.batchCommitted');
  });

  it('stays on-demand for a service used below the break-even', () => {
    const choice = chooseBilling(quotes, { kind: 'service', hoursPerDay: 8 });
    expect(choice?.quote.mode).toBe('on_demand');
    expect(choice?.reason.key).toBe('reason.serviceOnDemand');
    expect(choice?.cost.amount).toBeCloseTo(ON_DEMAND * 2 * ((8 * 730) / 24));
  });

  it('bills in a mode the user asked for, and says how much more it costs than the mode advised', () => {
    // 8 h a day: on-demand 2.0 × 243 h = 487 a month; the month of the monthly price 1.2 × 730 = 876.
    const monthly = chooseBilling(quotes, { kind: 'service', hoursPerDay: 8 }, undefined, true, PREFERRED_MODES.monthly)!;
    expect(monthly.quote.mode).toBe('monthly');
    expect(monthly.reason).toEqual({ key: 'reason.asked', params: { extraPct: Math.round(((RESERVED * 730) / ((ON_DEMAND * 8 * 730) / 24) - 1) * 100), advised: 'on_demand' } });
    // Asked for what is advised anyway: the usual reason.
    expect(chooseBilling(quotes, { kind: 'service', hoursPerDay: 24 }, undefined, true, PREFERRED_MODES.monthly)!.reason.key).toBe('reason.serviceCommitted');
    // A short job asked on spot gets spot; a service asked on spot stays off it (reclaimable).
    expect(chooseBilling(quotes, { kind: 'job', hours: 5, checkpointable: true }, undefined, true, PREFERRED_MODES.spot)!.quote.mode).toBe('spot');
    expect(chooseBilling(quotes, { kind: 'service', hoursPerDay: 24 }, undefined, true, PREFERRED_MODES.spot)!.quote.mode).toBe('monthly');
  });

  it('refuses a service that only spot could serve', () => {
    const spotOnly = quoteModes([offer({ gpu: 'l4', billing: 'spot', pricePerGpuHour: 0.2 })], 1, 1, opts);
    expect(chooseBilling(spotOnly, { kind: 'service', hoursPerDay: 24 })).toBeUndefined();
  });

  it('keeps a short debugging job on-demand even when spot is cheaper', () => {
    const job: Workload = { kind: 'job', hours: 3, checkpointable: true };
    const choice = chooseBilling(quotes, job, spotPlan(3, 1, 10));
    expect(choice?.quote.mode).toBe('on_demand');
    expect(choice?.reason.key).toBe('reason.shortJob');
    expect(choice?.cost.amount).toBeCloseTo(ON_DEMAND * 2 * 3);
  });

  it('puts a long checkpointable job on spot, counting the expected re-run', () => {
    const job: Workload = { kind: 'job', hours: 200, checkpointable: true };
    const plan = spotPlan(200, 1, 98);
    const choice = chooseBilling(quotes, job, plan);
    expect(choice?.quote.mode).toBe('spot');
    expect(choice?.cost.amount).toBeCloseTo(SPOT * 2 * (200 + plan.rerunHours));
    expect(choice?.reason.key).toBe('reason.jobSpot');
  });

  it('never puts a job across several machines on spot: a reclaim of any one stops them all', () => {
    const job: Workload = { kind: 'job', hours: 200, checkpointable: true };
    const spot = quotes.get('spot')!;
    const across = new Map(quotes).set('spot', { ...spot, instances: 3 });
    const choice = chooseBilling(across, job, spotPlan(200, 3, 98))!;
    expect(choice.quote.mode).not.toBe('spot');
    expect(choice.modes.find((m) => m.billing === 'spot')?.note?.key).toBe('mode.spotMultiNode');
    // Even asked for, spot is not used for it.
    expect(chooseBilling(across, job, spotPlan(200, 3, 98), true, PREFERRED_MODES.spot)!.quote.mode).not.toBe('spot');
    expect(spotRefusal(job, 3)).toBe('spotMultiNode');
    expect(spotRefusal(job, 1)).toBeUndefined();
    expect(spotRefusal({ kind: 'service', hoursPerDay: 24 }, 1)).toBe('spotNotForService');
  });

  it('commits a long job that cannot use spot when the month beats on-demand hours', () => {
    const noSpot = quoteModes(offers.filter((o) => o.billing !== 'spot'), 8, 1, opts);
    const job: Workload = { kind: 'job', hours: 700, checkpointable: true };
    const choice = chooseBilling(noSpot, job);
    expect(choice?.quote.mode).toBe('monthly');
    expect(choice?.reason.key).toBe('reason.jobCommitted');
    expect(choice?.cost.amount).toBeCloseTo(RESERVED * 8 * 730);
    expect(choice?.missing).toEqual(['spot']);
  });

  it('charges a yearly reservation for the whole year even for a one-month job', () => {
    const q = quoteModes([offer({ gpu: 'l4', billing: 'reserved', reservedPeriod: '1y', pricePerGpuHour: 0.5 })], 1, 1, opts).get('reserved_1y');
    expect(q).toBeDefined();
    expect(modeCost(q!, { kind: 'job', hours: 500, checkpointable: true }).amount).toBeCloseTo(0.5 * 730 * 12);
  });

  it('computes the break-even from the whole setup price', () => {
    const od = quotes.get('on_demand')!;
    const m = quotes.get('monthly')!;
    expect(breakEvenHoursPerMonth(m, od)).toBeCloseTo(438);
  });

  it('compares what each mode bills: a monthly 8-GPU server never pays off against one on-demand card at the same price per GPU', () => {
    const shaped = quoteModes([offer({ gpu: 'l4', billing: 'on_demand', pricePerGpuHour: 1, gpuCount: 1 }), offer({ gpu: 'l4', billing: 'monthly', pricePerGpuHour: 0.5, gpuCount: 8 })], 1, 1, opts);
    const od = shaped.get('on_demand')!;
    const m = shaped.get('monthly')!;
    expect([od.billedGpus, m.billedGpus]).toEqual([1, 8]);
    // 0.5 × 8 × 730 = 2,920 per month against 1 an hour: above the 730 h a month has.
    expect(breakEvenHoursPerMonth(m, od)).toBeCloseTo(2920);
  });
});

describe('spot plan', () => {
  it('checkpoints more often when more instances can be reclaimed, and re-runs more', () => {
    const one = spotPlan(100, 1, 100);
    const many = spotPlan(100, 8, 100);
    expect(many.intervalHours).toBeLessThan(one.intervalHours);
    expect(many.rerunHours).toBeGreaterThan(one.rerunHours);
    expect(Number.isFinite(spotPlan(100, 1, 0).rerunFraction)).toBe(true);
  });
});

describe('billing without an on-demand price', () => {
  it('says the card is only sold with a commitment instead of quoting a break-even of 0', () => {
    const monthlyOnly = quoteModes([offer({ gpu: 'h100-sxm', billing: 'monthly', pricePerGpuHour: 1.5, gpuCount: 8 })], 8, 1, opts);
    const choice = chooseBilling(monthlyOnly, { kind: 'job', hours: 300, checkpointable: true });
    expect(choice?.reason.key).toBe('reason.committedOnly');
    expect(choice?.breakEvenHoursPerMonth).toBeUndefined();
    expect(choice?.missing).toEqual(['on_demand', 'spot']);
  });
});
