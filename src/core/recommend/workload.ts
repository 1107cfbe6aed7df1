/**
 * How long the GPUs run, which drives every cost: a service runs some hours a day, month after
 * month; a job (training, offline batch) runs a known number of hours and then stops. Offline batch
 * work of no known amount is billed like a service (`batch`), but nobody waits on it: a reclaim only
 * sends its unfinished items again, so spot suits it.
 */
export type Workload =
  | { kind: 'service'; hoursPerDay: number; batch?: boolean }
  | { kind: 'job'; hours: number; checkpointable: boolean };

/** A month is 365 × 24 ÷ 12 = 730 h, the figure cloud price pages use. */
export const HOURS_PER_MONTH = 730;

/** Hours a service runs in a month: 24 h/day is the full 730 h. */
export function serviceHoursPerMonth(hoursPerDay: number): number {
  return (hoursPerDay * HOURS_PER_MONTH) / 24;
}

/** When the advice says nothing about how long the GPUs are needed: one working day. */
export const DEFAULT_SHUTDOWN_HOURS = 8;
/** The store keeps reminders at most a year ahead; a longer job is reminded of after a year. */
export const MAX_SHUTDOWN_HOURS = 24 * 365;

/**
 * Hours after which the advised GPUs should be shut down ("remind me"): a job's estimated
 * wall-clock hours, a service's hours a day when it is not always on, else one working day.
 * Always a positive finite number of at most a year, so every adapter can schedule it.
 */
export function shutdownAfterHours(workload: Workload | undefined): number {
  const hours = workload?.kind === 'job' ? workload.hours : workload?.kind === 'service' && workload.hoursPerDay < 24 ? workload.hoursPerDay : undefined;
  return hours !== undefined && Number.isFinite(hours) && hours > 0 ? Math.min(hours, MAX_SHUTDOWN_HOURS) : DEFAULT_SHUTDOWN_HOURS;
}
