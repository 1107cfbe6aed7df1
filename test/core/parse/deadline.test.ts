import { describe, expect, it } from 'vitest';
import { findDeadline } from '../../../src/core/parse/deadline.ts';

const NOW = new Date('2026-12-01T00:00:00Z');

describe('a deadline given as a day', () => {
  it('reads a named day as hours to its end (UTC)', () => {
    expect(findDeadline('finish the fine-tune by friday', NOW)?.hours).toBe(96); // Friday 4 December, end of day
    expect(findDeadline('12月20日前训完', NOW)?.hours).toBe(20 * 24);
  });

  it.each([
    ['"now" is no day', 'now I wanna do SDXL lora training a few times a month'],
    ['a job\'s duration is no deadline', 'full fine-tune, about 40 hours of training'],
    ['nor a few seconds in a log', 'it loads on the GPU, but after 5-10 seconds it shifts to the CPU'],
  ])('%s', (_why, text) => {
    expect(findDeadline(text, NOW)).toBeUndefined();
  });
});
