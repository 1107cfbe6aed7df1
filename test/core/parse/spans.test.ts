import { describe, expect, it } from 'vitest';
import { blank, consume, within } from '../../../src/core/parse/spans.ts';

describe('spans', () => {
  it('consume and blank keep the length, so later indexes stay valid', () => {
    expect(consume('two 4090s, llama', 4, 9)).toBe('two      , llama');
    expect(blank('a b c', [{ start: 0, end: 1 }, { start: 4, end: 5 }])).toBe('  b  ');
  });

  it('within: a match wholly inside the span, not one that crosses its edge', () => {
    const text = 'fp16 OOM. does int8 fit?';
    const question = { start: 10, end: text.length };
    expect(within(/int8/u.exec(text)!, question)).toBe(true);
    expect(within(/fp16/u.exec(text)!, question)).toBe(false);
    expect(within(/OOM\. does/u.exec(text)!, question)).toBe(false);
  });
});
