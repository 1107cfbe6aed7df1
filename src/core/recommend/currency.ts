/**
 * Conversion between the offer's currency and the team's, with the rate's date and source kept on
 * the result. Rates come only from `catalog.fx`: a missing rate means "cannot price", never a guess.
 */
import type { Currency, FxRate } from '../catalog/schema.ts';
import type { Money } from './types.ts';

export type Rate = Pick<FxRate, 'rate' | 'asOf' | 'source'>;

/** The rate from → to: a direct entry, else the inverse of to → from (same date and source). Newest wins. */
export function findRate(fx: readonly FxRate[], from: Currency, to: Currency): Rate | undefined {
  if (from === to) return { rate: 1, asOf: '', source: '' };
  const newest = (rates: FxRate[]) => rates.sort((a, b) => b.asOf.localeCompare(a.asOf))[0];
  const direct = newest(fx.filter((r) => r.from === from && r.to === to));
  if (direct) return { rate: direct.rate, asOf: direct.asOf, source: direct.source };
  const inverse = newest(fx.filter((r) => r.from === to && r.to === from));
  if (inverse) return { rate: 1 / inverse.rate, asOf: inverse.asOf, source: inverse.source };
  return undefined;
}

/** `amount` in `from` expressed in `to`; undefined when the catalog has no rate for the pair. */
export function convert(fx: readonly FxRate[], amount: number, from: Currency, to: Currency): Money | undefined {
  if (from === to) return { amount, currency: to };
  const rate = findRate(fx, from, to);
  if (!rate) return undefined;
  return { amount: amount * rate.rate, currency: to, converted: { from, rate: rate.rate, asOf: rate.asOf, source: rate.source } };
}
