import { describe, expect, it } from 'vitest';
import { optionCost } from '../../../src/core/recommend/cost.ts';
import { hiddenCosts, storageNeed } from '../../../src/core/recommend/hidden-costs.ts';
import { FX, offer, quoteModes } from './fixtures.ts';

const opts = { currency: 'CNY' as const, fx: FX, isStale: () => false, maxPerNode: 8 };

describe('option cost', () => {
  it('cuts a service into hour, day, month and million tokens, converted with the rate shown', () => {
    const q = quoteModes([offer({ gpu: 'l4', billing: 'on_demand', pricePerGpuHour: 0.8 })], 2, 1, opts).get('on_demand')!;
    const c = optionCost(q, { kind: 'service', hoursPerDay: 10 }, 500);
    const perHour = 0.8 * 7.1 * 2;
    expect(c.perHour.amount).toBeCloseTo(perHour);
    expect(c.perHour.converted?.asOf).toBe('2026-10-04');
    expect(c.perDay?.amount).toBeCloseTo(perHour * 10);
    const monthHours = (10 * 730) / 24;
    expect(c.perMonth?.amount).toBeCloseTo(perHour * monthHours);
    expect(c.perMillionTokens?.amount).toBeCloseTo((perHour * monthHours) / ((500 * 3600 * monthHours) / 1e6));
    expect(c.perJob).toBeUndefined();
  });

  it('prices a job per job', () => {
    const q = quoteModes([offer({ gpu: 'h100-sxm', billing: 'on_demand', pricePerGpuHour: 3, gpuCount: 8 })], 8, 1, opts).get('on_demand')!;
    const c = optionCost(q, { kind: 'job', hours: 40, checkpointable: true });
    expect(c.perJob?.amount).toBeCloseTo(3 * 7.1 * 8 * 40);
    // Under a month, the month's spend is the whole job; a longer one spreads it over its months (a monthly budget weighs that).
    expect(c.perMonth?.amount).toBeCloseTo(c.perJob!.amount);
    const long = optionCost(q, { kind: 'job', hours: 2190, checkpointable: true });
    expect(long.perMonth?.amount).toBeCloseTo(long.perJob!.amount / 3);
  });

  it('prices a job on a monthly commitment per job and per month: whole months paid, and what each costs', () => {
    const q = quoteModes([offer({ gpu: 'l40s', billing: 'monthly', pricePerGpuHour: 1, gpuCount: 8 })], 8, 1, opts).get('monthly')!;
    const c = optionCost(q, { kind: 'job', hours: 1000, checkpointable: true });
    const perMonth = 1 * 7.1 * 8 * 730;
    expect(c.perMonth?.amount).toBeCloseTo(perMonth);
    expect(c.perJob?.amount).toBeCloseTo(2 * perMonth); // 1,000 h spans two months
  });
});

describe('hidden costs', () => {
  const costs = { provider: 'testcloud', currency: 'CNY' as const, diskPerGBMonth: 0.3, egressPerGB: 0.8, freeDiskGB: 20, asOf: '2026-09-08', source: 'x' };

  it('bills the disk above the free allowance, egress of the trained weights, and a forgotten night', () => {
    const need = storageNeed('finetune', 'full', 7, 14, 1e9);
    expect(need.totalGB).toBeCloseTo(14 + 4 + 2 * 7 * 14);
    const items = hiddenCosts(need, costs, 'testcloud', { amount: 10, currency: 'CNY' }, 'CNY', FX);
    expect(items.find((h) => h.key === 'hidden.disk')?.amount?.amount).toBeCloseTo((need.totalGB - 20) * 0.3);
    expect(items.find((h) => h.key === 'hidden.egress')?.amount?.amount).toBeCloseTo(14 * 0.8);
    expect(items.find((h) => h.key === 'hidden.forgottenNight')?.amount?.amount).toBeCloseTo(120);
  });

  it('says when the disk fits in the free allowance', () => {
    const items = hiddenCosts(storageNeed('infer', undefined, 7, 15), costs, 'testcloud', { amount: 1, currency: 'CNY' }, 'CNY', FX);
    expect(items[0]).toMatchObject({ key: 'hidden.diskFree', amount: { amount: 0 } });
  });

  it('says so when the provider has no disk or egress price', () => {
    const items = hiddenCosts(storageNeed('infer', undefined, 7, 15), undefined, 'nowhere', { amount: 1, currency: 'USD' }, 'USD', FX);
    expect(items.map((h) => h.key)).toEqual(['hidden.diskUnknown', 'hidden.egressUnknown', 'hidden.forgottenNight']);
  });
});

describe('forgotten night on a prepaid price', () => {
  it('says it costs nothing extra, quoting what on-demand would have cost', () => {
    const items = hiddenCosts(storageNeed('infer', undefined, 7, 15), undefined, 'x', { amount: 2, currency: 'USD' }, 'USD', FX, 'monthly');
    expect(items.at(-1)).toEqual({ key: 'hidden.forgottenNightCommitted', params: { hours: 12, mode: 'monthly' }, amount: { amount: 24, currency: 'USD' } });
  });
});
