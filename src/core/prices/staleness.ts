/**
 * How long an imported price stays current, by what kind of price it is: a marketplace's listings
 * move by the minute and are stale after a day; a cloud's list price changes a few times a year and
 * is stale after a month. (catalog/'s hand-copied rows keep the catalog-wide WHICHCARD_STALE_DAYS.)
 */
import type { ImportedOffer } from './offer.ts';

export const MARKETPLACE_STALE_DAYS = 1;
export const LIST_PRICE_STALE_DAYS = 30;

/** Providers whose prices are set host by host (a listing's price, not a list price). */
const MARKETPLACES = new Set(['vast']);

export function staleAfterDaysFor(source: string, offer: Pick<ImportedOffer, 'kind' | 'provider'>): number {
  if (offer.kind === 'median-of-listings' || source === 'vast' || MARKETPLACES.has(offer.provider)) return MARKETPLACE_STALE_DAYS;
  return LIST_PRICE_STALE_DAYS;
}
