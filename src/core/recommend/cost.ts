/**
 * The option's cost in the chosen mode, cut the ways people budget: per hour, per day, per month
 * and per million generated tokens for a service; per job for training or batch work (and per month when a
 * commitment bills it by the month).
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
    // A job on a monthly or reserved commitment is also billed by the month: what each month of it costs.
    const perMonth = isCommitted(quote.mode) ? { perMonth: scale(perHour, HOURS_PER_MONTH) } : {};
    return { perHour, perDay: scale(perHour, 24), ...perMonth, perJob: scale(perHour, hours) };
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
