/**
 * The quality rule that picks among priced plans of different formats (or fine-tuning methods):
 * the closest to the original model whose cheapest plan costs at most QUALITY_PREMIUM more than the
 * cheapest plan of any kind — bf16 when it fits about as cheaply, 8-bit before 4-bit on the same
 * cards (a 70B model in 8-bit on the cards its 4-bit plan needs costs the same), never below 4-bit
 * (no format under 4 bits is searched). The answer states the rule as an assumption.
 */
import type { Candidate } from './options.ts';

/** How much more a higher-quality plan may cost than the cheapest one and still be chosen. */
export const QUALITY_PREMIUM = 0.25;

/** Cheapest first; equal cost: fewer GPUs, then the faster service. */
export function rank(a: Candidate, b: Candidate): number {
  return a.choice.cost.amount - b.choice.cost.amount || a.option.count - b.option.count || (b.estimate.throughput?.decodeTokensPerSecPerStream ?? 0) - (a.estimate.throughput?.decodeTokensPerSecPerStream ?? 0);
}

/** The plan the rule picks from candidates ranked cheapest first (undefined for none). */
export function chooseByQuality(ranked: readonly Candidate[]): Candidate | undefined {
  const cheapest = ranked[0];
  if (!cheapest) return undefined;
  const limit = cheapest.choice.cost.amount * (1 + QUALITY_PREMIUM);
  let best = cheapest;
  for (const c of ranked) {
    if (c.choice.cost.amount > limit) break;
    if (c.variant.tier > best.variant.tier) best = c;
  }
  return best;
}
