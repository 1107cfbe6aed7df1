import { describe, expect, it } from 'vitest';
import { parseChineseNumeral, parseQuantity } from '../../../src/core/parse/numbers.ts';

describe('parseQuantity', () => {
  it.each([
    ['200B', 200e9], ['2e12', 2e12], ['8k', 8000], ['8K', 8000], ['1.5M', 1.5e6], ['70亿', 7e9],
    ['5万', 5e4], ['50,000', 50000], ['1万亿', 1e12], ['八', 8], ['十二', 12], ['三百五十', 350], ['两千', 2000], ['32768', 32768],
  ])('%s = %d', (text, value) => {
    expect(parseQuantity(text)).toBeCloseTo(value, 6);
  });

  it.each(['', 'abc', '-5', '1e999', '7x', 'k'])('rejects %j', (text) => {
    expect(parseQuantity(text)).toBeUndefined();
  });

  it('reads bare Chinese numerals', () => {
    expect(parseChineseNumeral('二十')).toBe(20);
    expect(parseChineseNumeral('hello')).toBeUndefined();
  });
});
