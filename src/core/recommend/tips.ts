/**
 * The seed article's pitfalls as data: each tip names the situation it applies to, so adding one
 * is one row, and the answer shows only the tips that fit this job — a spot tip only when spot is
 * the mode, the transfer tip only for large weights or datasets — at most three.
 */
import type { Method, Task } from '../estimate/types.ts';
import type { ModeKey } from './quotes.ts';
import type { Workload } from './workload.ts';

export interface TipFacts {
  task: Task;
  method?: Method;
  workload: Workload;
  mode: ModeKey;
  count: number;
  tensorParallel: number;
  /** Attention data-parallel instead (its flags are in the assumption and the launch command). */
  dataParallelAttention?: boolean;
  /** Fraction of VRAM left free on each GPU. */
  freeFraction: number;
  /** GB that must reach the instance (weights, dataset). */
  transferGB: number;
  checkpointIntervalHours?: number;
}

export interface Tip {
  key: string;
  params: Record<string, string | number>;
}

interface TipRule {
  key: string;
  when: (f: TipFacts) => boolean;
  params?: (f: TipFacts) => Record<string, string | number>;
}

const training = (f: TipFacts) => f.task !== 'infer';
/** Files this large take long over scp; object storage / intranet mirrors are the article's fix. */
const LARGE_TRANSFER_GB = 10;

/** An answer shows at most this many tips: the ones that matter most for this job, not the whole article. */
export const MAX_TIPS = 3;

/** Most consequential first (money or a failed run at stake), so the cap keeps the ones that matter. */
export const TIP_RULES: readonly TipRule[] = [
  { key: 'tip.spotCheckpoints', when: (f) => f.mode === 'spot', params: (f) => ({ intervalHours: f.checkpointIntervalHours ?? 1 }) },
  { key: 'tip.tensorParallel', when: (f) => f.task === 'infer' && f.tensorParallel > 1 && !f.dataParallelAttention, params: (f) => ({ tp: f.tensorParallel }) },
  { key: 'tip.multiGpuTraining', when: (f) => training(f) && f.count > 1, params: (f) => ({ count: f.count }) },
  { key: 'tip.oomOrder', when: (f) => training(f) || f.freeFraction < 0.2, params: (f) => ({ method: f.method ?? 'full' }) },
  { key: 'tip.trialRun', when: training },
  { key: 'tip.autoShutdown', when: (f) => f.workload.kind === 'job' || f.workload.hoursPerDay < 24 },
  { key: 'tip.transfer', when: (f) => f.transferGB >= LARGE_TRANSFER_GB, params: (f) => ({ gb: f.transferGB }) },
  { key: 'tip.gpuUtil', when: training },
  { key: 'tip.storageAfterShutdown', when: (f) => f.workload.kind === 'job' || f.workload.hoursPerDay < 24 },
  { key: 'tip.balanceAlert', when: (f) => f.workload.kind === 'service' || f.workload.hours >= 24 },
];

/** The tips that apply to this job, most consequential first, at most `max`. */
export function applicableTips(facts: TipFacts, rules: readonly TipRule[] = TIP_RULES, max = MAX_TIPS): Tip[] {
  return rules
    .filter((r) => r.when(facts))
    .slice(0, max)
    .map((r) => ({ key: r.key, params: r.params?.(facts) ?? {} }));
}
