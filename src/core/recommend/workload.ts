/**
 * How long the GPUs run, which drives every cost: a service runs some hours a day, month after
 * month; a job (training, offline batch) runs a known number of hours and then stops.
 */
export type Workload =
  | { kind: 'service'; hoursPerDay: number }
  | { kind: 'job'; hours: number; checkpointable: boolean };

/** A month is 365 × 24 ÷ 12 = 730 h, the figure cloud price pages use. */
export const HOURS_PER_MONTH = 730;

/** Hours a service runs in a month: 24 h/day is the full 730 h. */
export function serviceHoursPerMonth(hoursPerDay: number): number {
  return (hoursPerDay * HOURS_PER_MONTH) / 24;
}
