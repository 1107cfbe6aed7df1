/**
 * The option's cost in the chosen mode, cut the ways people budget: per hour, per day, per month
 * and per million generated tokens for a service; per job for training or batch work, and per month: what a
 * commitment bills each month, or what the job spends in each month it runs (all of it, for a job under a month).
 */
import { isCommitted, paidHours } from './billing.ts';
import { scale } from './money.ts';
import type { Quote } from './quotes.ts';
import type { SpotPlan } from './spot.ts';
import type { Option } from './types.ts';
import { HOURS_PER_MONTH, serviceHoursPerMonth, type Workload } from './workload.ts';

/** What one forgotten night costs: an instance left running from evening to morning. */
export const FORGOTTEN_NIGHT_HOURS = 12;

export function optionCost(quote: Quote, workload: Workload, totalTokensPerSec?: number, spot?: SpotPlan): Option['cost'] {
  const perHour = scale(quote.pricePerGpuHour, quote.billedGpus);
  const hours = paidHours(quote.mode, workload, spot);
  if (workload.kind === 'job') {
    // A job on a monthly or reserved commitment is billed by the month; one paid by the hour spends its cost over its months
    // (a monthly budget is weighed against that).
    const perJob = scale(perHour, hours);
    const perMonth = isCommitted(quote.mode) ? scale(perHour, HOURS_PER_MONTH) : scale(perJob, 1 / Math.max(1, hours / HOURS_PER_MONTH));
    return { perHour, perDay: scale(perHour, 24), perMonth, perJob };
  }
  const perMonth = scale(perHour, hours);
  // Tokens a month at the sized throughput for the hours it serves: a full-load figure, said so in the answer.
  const millions = totalTokensPerSec && totalTokensPerSec > 0 ? (totalTokensPerSec * 3600 * serviceHoursPerMonth(workload.hoursPerDay)) / 1e6 : 0;
  return {
    perHour,
    // A commitment pays all 24 h of a day; on-demand only the hours served.
    perDay: scale(perMonth, 24 / HOURS_PER_MONTH),
    perMonth,
    ...(millions > 0 ? { perMillionTokens: scale(perMonth, 1 / millions) } : {}),
  };
}
