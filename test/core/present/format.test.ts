import { describe, expect, it } from 'vitest';
import { bar, fmtParams, money, num } from '../../../src/core/present/format.ts';

describe('format', () => {
  it('rounds to digits that suit the size, per locale', () => {
    expect(num('en', 0.4142)).toBe('0.41');
    expect(num('en', 24.06)).toBe('24.1');
    expect(num('en', 12345.6)).toBe('12,346');
    expect(num('zh', 12345.6)).toBe('12,346');
    expect(num('en', Number.NaN)).toBe('—');
    expect(num('en', 8.4e21)).toBe('8.4×10²¹');
    expect(num('zh', 2e11)).toBe('200,000,000,000');
  });

  it('formats money in the reader’s locale, telling CNY from USD', () => {
    expect(money('zh', { amount: 1234.5, currency: 'CNY' })).toBe('¥1,234.50');
    expect(money('en', { amount: 1234.5, currency: 'CNY' })).toBe('CN¥1,234.50');
    expect(money('en', { amount: 0.165, currency: 'USD' })).toBe('$0.165');
  });

  it('formats only the numbers of a params object', () => {
    expect(fmtParams('en', { hours: 729.6, provider: 'aws' })).toEqual({ hours: '730', provider: 'aws' });
  });

  it('draws a ten-cell bar, clamped', () => {
    expect(bar(0.9)).toBe('█████████░');
    expect(bar(0)).toBe('░░░░░░░░░░');
    expect(bar(1.7)).toBe('██████████');
    expect(bar(Number.NaN)).toBe('░░░░░░░░░░');
  });
});
