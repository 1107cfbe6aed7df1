/**
 * What spot (preemptible) capacity really costs a checkpointable job: the discount minus the work
 * redone after each reclaim. The checkpoint interval is Young's first-order optimum
 * τ = √(2·δ/λ) (J. W. Young, "A first order approximation to the optimum checkpoint interval",
 * CACM 1974), where δ is the time to write one checkpoint and λ the job's reclaim rate.
 */

/**
 * No provider publishes a per-hour reclaim rate for GPUs; 1 reclaim per instance per 100 running
 * hours is an assumption (pessimistic next to AWS's Spot Advisor buckets, whose worst, "> 20 %
 * of instances a month", is ≈ 0.03 % per hour), stated in every answer that uses it.
 */
export const RECLAIMS_PER_INSTANCE_HOUR = 0.01;
/** Assumed checkpoint write speed to the data disk, GB/s. */
export const CHECKPOINT_WRITE_GBPS = 1;
/** Assumed time to get a replacement machine, reload the checkpoint and warm up, hours. */
export const RESTART_HOURS = 0.25;
const MIN_INTERVAL_HOURS = 5 / 60;
const MAX_INTERVAL_HOURS = 4;

export interface SpotPlan {
  /** Reclaims per hour for the whole job: any reclaimed instance stops a synchronous run. */
  reclaimsPerHour: number;
  instances: number;
  checkpointGB: number;
  writeHours: number;
  intervalHours: number;
  /** Extra hours as a fraction of the job: half an interval redone + restart per reclaim, plus checkpoint writes. */
  rerunFraction: number;
  rerunHours: number;
}

export function spotPlan(jobHours: number, instances: number, checkpointGB: number): SpotPlan {
  const reclaimsPerHour = RECLAIMS_PER_INSTANCE_HOUR * Math.max(1, instances);
  const writeHours = checkpointGB / CHECKPOINT_WRITE_GBPS / 3600;
  const young = Math.sqrt((2 * writeHours) / reclaimsPerHour);
  const intervalHours = Math.min(MAX_INTERVAL_HOURS, Math.max(MIN_INTERVAL_HOURS, young));
  const rerunFraction = reclaimsPerHour * (intervalHours / 2 + RESTART_HOURS) + writeHours / intervalHours;
  return { reclaimsPerHour, instances, checkpointGB, writeHours, intervalHours, rerunFraction, rerunHours: jobHours * rerunFraction };
}
