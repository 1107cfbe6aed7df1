/**
 * Warnings about the card itself: one the user asked for that is far bigger than the job needs
 * (the seed's "an H100 for 7B chat"), one that is too tight for the headroom, a stale price, an
 * architecture assumed from a bare size.
 */
import { ageDays } from '../catalog/index.ts';
import type { Gpu } from '../catalog/schema.ts';
import { totalMemoryGB } from '../estimate/capacity.ts';
import { neededGB } from '../estimate/device.ts';
import type { Estimate } from '../estimate/types.ts';
import type { Candidate } from './options.ts';
import type { Option } from './types.ts';

export type Warning = { key: string; params: Record<string, string | number> };

/** Below 10 % free VRAM an OOM is likely (fragmentation, a longer prompt), whatever the team's headroom setting. */
export const TIGHT_FREE_FRACTION = 0.1;

/** A requested card is overkill when the job would use less than half of a datacenter card's memory. */
export const OVERKILL_USED_FRACTION = 0.5;

/**
 * Fraction of a GPU's memory left free by an estimate (before a serving engine's pre-allocation), of the memory
 * the driver reports — the capacity the planner fitted the plan to, so a plan kept within the headroom is never
 * then called too tight against the card's rounder nominal size.
 */
export function freeFraction(estimate: Estimate, gpu: Gpu): number {
  return 1 - neededGB(estimate.memory) / totalMemoryGB(gpu).gb;
}

export interface RequestedCard {
  gpu: Gpu;
  estimate: Estimate;
  option?: Option;
  /** The priced plan on it, when it can be rented for the job: the plan itself when the question is how many of it. */
  candidate?: Candidate;
}

export function requestedCardWarnings(requested: RequestedCard, recommended: Option, recommendedName: string, headroom: number): Warning[] {
  const { gpu, estimate } = requested;
  const used = 1 - freeFraction(estimate, gpu);
  const out: Warning[] = [];
  if (!estimate.fits) {
    out.push({ key: 'warning.requestedDoesNotFit', params: { gpu: gpu.name, count: estimate.count, recommended: recommendedName } });
    return out;
  }
  if (gpu.segment === 'datacenter' && gpu.id !== recommended.gpu && used < OVERKILL_USED_FRACTION) {
    const ratio = requested.option ? requestedCostRatio(requested.option, recommended) : undefined;
    out.push({ key: ratio ? 'warning.overkillCost' : 'warning.overkill', params: { gpu: gpu.name, usedPct: used * 100, recommended: recommendedName, ...(ratio ? { ratio } : {}) } });
  }
  const limit = Math.max(headroom, TIGHT_FREE_FRACTION);
  if (1 - used < limit) out.push({ key: 'warning.tooTight', params: { gpu: gpu.name, freePct: (1 - used) * 100, headroomPct: limit * 100 } });
  if (!requested.option) out.push({ key: 'warning.requestedNoOffer', params: { gpu: gpu.name } });
  return out;
}

/** How many times the requested card costs the recommendation, for the same period. */
function requestedCostRatio(requested: Option, recommended: Option): number | undefined {
  const pick = (o: Option) => o.cost.perJob ?? o.cost.perMonth ?? o.cost.perHour;
  const a = pick(requested);
  const b = pick(recommended);
  return b.amount > 0 && a.currency === b.currency ? a.amount / b.amount : undefined;
}

export function optionWarnings(option: Option, gpu: Gpu, headroom: number, now: Date): Warning[] {
  const out: Warning[] = [];
  const free = freeFraction(option.estimate, gpu);
  const limit = Math.max(headroom, TIGHT_FREE_FRACTION);
  if (free < limit) out.push({ key: 'warning.tooTight', params: { gpu: gpu.name, freePct: free * 100, headroomPct: limit * 100 } });
  if (option.stale) out.push({ key: 'warning.stalePrice', params: { provider: option.provider, asOf: option.asOf, days: ageDays(option, now) } });
  return out;
}
