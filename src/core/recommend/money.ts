/**
 * Money arithmetic that keeps the conversion note: a price converted once stays labelled as
 * converted through every multiplication, so the answer can always say which rate it used.
 */
import type { Money } from './types.ts';

export function scale(money: Money, factor: number): Money {
  return { ...money, amount: money.amount * factor };
}

export function sum(items: Money[]): Money | undefined {
  const [first] = items;
  if (!first) return undefined;
  return { ...first, amount: items.reduce((total, m) => total + m.amount, 0) };
}
