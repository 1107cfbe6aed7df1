/**
 * What one request may ask of a process, so that a pasted novel or a question about a planet-sized
 * service is answered at once with a clear message instead of blocking every other chat on the
 * process (issue 18: a 100,000-character message took 3.4 s to parse). These are service limits,
 * not estimates: they bound the work, they say nothing about what hardware can do.
 */
import { UserError } from './errors.ts';
import type { AdviceRequest } from './recommend/types.ts';

/**
 * Longest message the parser reads. Telegram's own message limit; a real question is a few hundred
 * characters, and parsing costs ~30 µs per character, so this bounds a turn at ~0.15 s.
 */
export const MAX_INPUT_CHARS = 4096;

/**
 * The largest amounts the planner sizes. Past them the answer would be thousands of rented cards — a
 * data-centre build, not a rental question — and the search over counts grows with the amount.
 */
export const PLAN_LIMITS = {
  /** Concurrent users of one service. */
  concurrency: 100_000,
  /** Aggregate generation speed, tokens per second. */
  tokensPerSec: 10_000_000,
  /** Training tokens (a few times the largest published pre-training corpora, ~40T). */
  tokens: 1e14,
  /**
   * Cards in one plan: the largest clusters people name ("6000 张 A100", Meta's 16,384 H100s for Llama 3) are judged as
   * named; the verdict's own search for the fewest stops at 2,048.
   */
  count: 16_384,
} as const satisfies Partial<Record<keyof AdviceRequest, number>>;

/** Throws UserError 'inputTooLong' for a message longer than MAX_INPUT_CHARS. */
export function checkInputLength(text: string): void {
  if (text.length > MAX_INPUT_CHARS) throw new UserError('inputTooLong', { max: MAX_INPUT_CHARS, length: text.length });
}

/** Throws UserError 'tooBigToPlan' (with the field and its cap) for an amount past PLAN_LIMITS. */
export function checkPlanLimits(request: AdviceRequest): void {
  for (const [field, max] of Object.entries(PLAN_LIMITS) as [keyof typeof PLAN_LIMITS, number][]) {
    const value = request[field];
    if (typeof value === 'number' && !(value <= max)) throw new UserError('tooBigToPlan', { field, value, max });
  }
}
