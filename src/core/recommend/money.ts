/**
 * Money arithmetic that keeps the conversion note: a price converted once stays labelled as
 * converted through every multiplication, so the answer can always say which rate it used.
 */
import type { Money } from './types.ts';

export function scale(money: Money, factor: number): Money {
  // Assigned in Money's field order rather than spread: every priced plan scales its price several times,
  // and a profile of the planner put the spread among its costliest lines.
  const out: Money = { amount: money.amount * factor, currency: money.currency };
  if (money.converted) out.converted = money.converted;
  return out;
}

export function sum(items: Money[]): Money | undefined {
  const [first] = items;
  if (!first) return undefined;
  return { ...first, amount: items.reduce((total, m) => total + m.amount, 0) };
}
