/**
 * A budget the user or the team set: the best plan within it, or — when nothing fits — the
 * cheapest plan with a warning that says how far over it is (the answer is kept, not thrown away).
 */
import type { Currency, FxRate } from '../catalog/schema.ts';
import { convert } from './currency.ts';
import type { Candidate } from './options.ts';
import type { AdviceRequest, Money } from './types.ts';

export type Budget = NonNullable<AdviceRequest['budget']>;

/** What a plan costs in the budget's period: per hour, per job, or per month (a job spread over its months: optionCost). */
export function costPer(c: Candidate, per: Budget['per']): Money {
  const { cost } = c.option;
  if (per === 'hour') return cost.perHour;
  if (per === 'job') return cost.perJob ?? cost.perMonth ?? c.choice.cost;
  return cost.perMonth ?? c.choice.cost;
}

/** The budget in the team's currency (converted at the catalog's dated rate); undefined without a rate. */
export function budgetIn(budget: Budget, currency: Currency, fx: readonly FxRate[]): number | undefined {
  return convert(fx, budget.amount, budget.currency, currency)?.amount;
}

export function withinBudget(c: Candidate, budget: Budget, amount: number): boolean {
  return costPer(c, budget.per).amount <= amount * (1 + 1e-9);
}
