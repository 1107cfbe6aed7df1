/**
 * Freshness of a price. Rental prices drift (Lambda changed three times in six months), so a price
 * older than the window is labelled stale wherever it is shown rather than silently trusted.
 */
import type { Offer } from './schema.ts';

export const DEFAULT_STALE_DAYS = 90;

const DAY_MS = 86_400_000;

/** Whole days from the offer's as-of date to `now` (negative if dated in the future). */
export function ageDays(offer: Pick<Offer, 'asOf'>, now: Date): number {
  return Math.floor((now.getTime() - Date.parse(`${offer.asOf}T00:00:00Z`)) / DAY_MS);
}

/** Stale past the offer's own window (imported prices carry one per source), else past `staleAfterDays`. */
export function isStale(offer: Pick<Offer, 'asOf'> & { staleAfterDays?: number | undefined }, now: Date, staleAfterDays: number = DEFAULT_STALE_DAYS): boolean {
  return ageDays(offer, now) > (offer.staleAfterDays ?? staleAfterDays);
}
