import { describe, expect, it } from 'vitest';
import { convert, findRate } from '../../../src/core/recommend/currency.ts';
import { FX } from './fixtures.ts';

describe('currency', () => {
  it('uses the newest direct rate and records it on the money', () => {
    const m = convert(FX, 2, 'USD', 'CNY');
    expect(m?.amount).toBeCloseTo(14.2);
    expect(m?.converted).toEqual({ from: 'USD', rate: 7.1, asOf: '2026-10-04', source: 'test rate' });
  });

  it('inverts a rate when only the opposite direction is in the catalog', () => {
    expect(findRate(FX, 'CNY', 'USD')?.rate).toBeCloseTo(1 / 7.1);
    expect(convert(FX, 71, 'CNY', 'USD')?.amount).toBeCloseTo(10);
  });

  it('leaves same-currency amounts unconverted and refuses to guess a missing rate', () => {
    expect(convert(FX, 3, 'USD', 'USD')).toEqual({ amount: 3, currency: 'USD' });
    expect(convert([], 3, 'USD', 'CNY')).toBeUndefined();
  });
});
