/**
 * The billing mode and why, following the seed article's policy: debugging and short work
 * on-demand; steady use past the break-even on a monthly/reserved commitment; spot only for
 * checkpointable batch work, never for an always-on service. Every mode the catalog prices for the
 * GPU is costed side by side so the user can see the choice, not just be told it.
 */
import type { Billing } from '../catalog/schema.ts';
import { scale } from './money.ts';
import type { ModeKey, Quote } from './quotes.ts';
import type { SpotPlan } from './spot.ts';
import type { BillingPreference, ModeCost, Money } from './types.ts';
import { HOURS_PER_MONTH, serviceHoursPerMonth, type Workload } from './workload.ts';

/** Jobs shorter than a day stay on-demand: a commitment cannot pay off and a reclaim costs a large share. */
export const SHORT_JOB_HOURS = 24;

/** Months a mode commits to (you pay them whether the GPUs run or not); undefined = pay as you go. */
const COMMITMENT_MONTHS: Partial<Record<ModeKey, number>> = { monthly: 1, reserved_1m: 1, reserved_1y: 12, reserved_3y: 36 };

export const ALL_MODES: readonly ModeKey[] = ['on_demand', 'spot', 'monthly', 'reserved_1m', 'reserved_1y', 'reserved_3y'];

/** The catalog modes each billing the user may ask for covers ("按月租" takes a one-month reservation too). */
export const PREFERRED_MODES: Record<BillingPreference, readonly ModeKey[]> = {
  on_demand: ['on_demand'],
  spot: ['spot'],
  monthly: ['monthly', 'reserved_1m'],
  reserved: ['reserved_1m', 'reserved_1y', 'reserved_3y', 'monthly'],
};

export function isCommitted(mode: ModeKey): boolean {
  return COMMITMENT_MONTHS[mode] !== undefined;
}

export type Note = { key: string; params: Record<string, string | number> };

/** Hours paid in a mode for the workload (a service: per month; a job: for the whole job). */
export function paidHours(mode: ModeKey, workload: Workload, spot?: SpotPlan): number {
  const months = COMMITMENT_MONTHS[mode];
  if (workload.kind === 'service') return months !== undefined ? HOURS_PER_MONTH : serviceHoursPerMonth(workload.hoursPerDay);
  if (months !== undefined) return HOURS_PER_MONTH * Math.max(months, Math.ceil(workload.hours / HOURS_PER_MONTH));
  if (mode === 'spot' && spot) return workload.hours + spot.rerunHours;
  return workload.hours;
}

/** Cost of the workload in the quote's mode, in the team currency: price × GPUs × hours paid. */
export function modeCost(quote: Quote, workload: Workload, spot?: SpotPlan): Money {
  return scale(quote.pricePerGpuHour, quote.billedGpus * paidHours(quote.mode, workload, spot));
}

/**
 * "Reserved wins above N h/month" = the committed month ÷ the on-demand hour, each for the GPUs it bills: the
 * cheapest offers of the two modes may come in different machine shapes (a monthly 8-GPU server against one
 * on-demand card), and a per-GPU ratio would then say a commitment pays off when it never does.
 */
export function breakEvenHoursPerMonth(committed: Quote, onDemand: Quote): number {
  return (committed.pricePerGpuHour.amount * committed.billedGpus * HOURS_PER_MONTH) / (onDemand.pricePerGpuHour.amount * onDemand.billedGpus);
}

/**
 * Spot is for checkpointable jobs shorter than this: a synchronous run of weeks on many machines is
 * reclaimed again and again (one reclaim stops every machine), so long pre-training runs on
 * on-demand or committed capacity by default. Said in the modes table.
 */
export const SPOT_MAX_JOB_HOURS = 14 * 24;

/**
 * Spot suits a checkpointable job shorter than SPOT_MAX_JOB_HOURS on one machine (across several, a reclaim of any
 * one stops them all — a synchronous run — so their reclaims add up and every one costs the whole job's restart), and
 * batch work of no known amount: whatever spotRefusal finds nothing against.
 */
export function spotAllowed(workload: Workload, machines = 1): boolean {
  return spotRefusal(workload, machines) === undefined;
}

/** Why spot does not suit this work (a mode.* locale key), or undefined when it does. */
export function spotRefusal(workload: Workload, machines = 1): 'spotNotForService' | 'spotNotCheckpointable' | 'spotLongJob' | 'spotMultiNode' | undefined {
  if (workload.kind === 'service') return workload.batch ? undefined : 'spotNotForService';
  if (!workload.checkpointable) return 'spotNotCheckpointable';
  if (workload.hours >= SPOT_MAX_JOB_HOURS) return 'spotLongJob';
  return machines > 1 ? 'spotMultiNode' : undefined;
}

function modeNote(mode: ModeKey, workload: Workload, spot?: SpotPlan, machines = 1): Note | undefined {
  const refused = mode === 'spot' ? spotRefusal(workload, machines) : undefined;
  if (refused) return { key: `mode.${refused}`, params: { days: workload.kind === 'job' ? Math.round(workload.hours / 24) : 0, maxDays: SPOT_MAX_JOB_HOURS / 24, machines } };
  if (mode === 'spot' && spot) return { key: 'mode.spotRerun', params: { rerunPct: spot.rerunFraction * 100, intervalHours: spot.intervalHours } };
  if (mode === 'spot' && workload.kind === 'service' && workload.batch) return { key: 'mode.spotBatch', params: {} };
  const months = COMMITMENT_MONTHS[mode];
  if (months !== undefined && months > 1) return { key: 'mode.commitment', params: { months } };
  return undefined;
}

function toModeCost(quote: Quote, workload: Workload, spot: SpotPlan | undefined, cost: Money): ModeCost {
  const { offer } = quote;
  const billing: Billing = offer.billing;
  const note = modeNote(quote.mode, workload, spot, quote.instances);
  return {
    billing,
    ...(offer.reservedPeriod ? { reservedPeriod: offer.reservedPeriod } : {}),
    provider: offer.provider,
    pricePerGpuHour: offer.pricePerGpuHour,
    currency: offer.currency,
    asOf: offer.asOf,
    stale: quote.stale,
    cost,
    ...(note ? { note } : {}),
  };
}

export interface BillingChoice {
  quote: Quote;
  cost: Money;
  reason: Note;
  breakEvenHoursPerMonth?: number;
  /** Every priced mode side by side, in ALL_MODES order. */
  modes: ModeCost[];
  /** Modes the catalog has no offer for on this GPU (said, never invented). */
  missing: ModeKey[];
}

/** on-demand, spot, and "any commitment" (monthly or reserved) when the catalog has none of it. */
function missingModes(quotes: ReadonlyMap<ModeKey, Quote>): ModeKey[] {
  const missing: ModeKey[] = (['on_demand', 'spot'] as const).filter((m) => !quotes.has(m));
  if (![...quotes.keys()].some(isCommitted)) missing.push('monthly');
  return missing;
}

/** The cheapest commitment mode (by its price per GPU-hour; the first listed on a tie), for the break-even line. */
function cheapestCommitted(quotes: ReadonlyMap<ModeKey, Quote>): Quote | undefined {
  let cheapest: Quote | undefined;
  for (const q of quotes.values()) if (isCommitted(q.mode) && (!cheapest || q.pricePerGpuHour.amount < cheapest.pricePerGpuHour.amount)) cheapest = q;
  return cheapest;
}

function reasonFor(chosen: Quote, workload: Workload, breakEven: number | undefined, spot: SpotPlan | undefined, onDemandCost: Money | undefined, chosenCost: Money): Note {
  const saving = onDemandCost && onDemandCost.amount > 0 ? (1 - chosenCost.amount / onDemandCost.amount) * 100 : 0;
  if (workload.kind === 'service' && workload.batch) {
    const usage = serviceHoursPerMonth(workload.hoursPerDay);
    if (chosen.mode === 'spot') return { key: 'reason.batchSpot', params: { usage, saving } };
    if (isCommitted(chosen.mode)) return breakEven !== undefined ? { key: 'reason.batchCommitted', params: { usage, breakEven } } : { key: 'reason.committedOnly', params: {} };
    return { key: 'reason.batchOnDemand', params: { usage } };
  }
  if (workload.kind === 'service') {
    const usage = serviceHoursPerMonth(workload.hoursPerDay);
    if (isCommitted(chosen.mode)) return breakEven !== undefined ? { key: 'reason.serviceCommitted', params: { usage, breakEven } } : { key: 'reason.committedOnly', params: {} };
    if (breakEven !== undefined) return { key: 'reason.serviceOnDemand', params: { usage, breakEven } };
    return { key: 'reason.serviceOnDemandOnly', params: { usage } };
  }
  if (workload.hours < SHORT_JOB_HOURS && chosen.mode === 'on_demand') return { key: 'reason.shortJob', params: { hours: workload.hours } };
  if (chosen.mode === 'spot' && spot) return { key: 'reason.jobSpot', params: { saving, intervalHours: spot.intervalHours, rerunPct: spot.rerunFraction * 100 } };
  if (isCommitted(chosen.mode)) return breakEven !== undefined ? { key: 'reason.jobCommitted', params: { hours: workload.hours, breakEven, saving } } : { key: 'reason.committedOnly', params: {} };
  return { key: workload.checkpointable ? 'reason.jobOnDemand' : 'reason.jobOnDemandNoSpot', params: { hours: workload.hours } };
}

/**
 * Choose the mode: short jobs on-demand; otherwise the cheapest expected cost among the modes the
 * work may use (spot only when checkpointable); a mode the user asked for (`prefer`) wherever the card
 * is priced in it. Undefined when no usable mode is priced.
 * `detail: false` (the search's probes, whose choice only ranks them) leaves out the modes table and
 * the missing modes; the plans shown are priced again with them.
 */
export function chooseBilling(quotes: ReadonlyMap<ModeKey, Quote>, workload: Workload, spot?: SpotPlan, detail = true, prefer?: readonly ModeKey[]): BillingChoice | undefined {
  // Each mode's cost once (the choice, the reason and the table all read it).
  const costs = new Map<Quote, Money>();
  const costOf = (q: Quote): Money => {
    let cost = costs.get(q);
    if (!cost) costs.set(q, (cost = modeCost(q, workload, spot)));
    return cost;
  };
  const spotOk = spotAllowed(workload, quotes.get('spot')?.instances);
  let cheapest: Quote | undefined;
  for (const q of quotes.values()) if ((q.mode !== 'spot' || spotOk) && (!cheapest || costOf(q).amount < costOf(cheapest).amount)) cheapest = q;
  if (!cheapest) return undefined;
  const onDemand = quotes.get('on_demand');
  const short = workload.kind === 'job' && workload.hours < SHORT_JOB_HOURS && onDemand;
  const advised = short ? onDemand : cheapest;
  // A mode the user asked for is used where this card has it (spot only for work it suits), said with what it costs more.
  let asked: Quote | undefined;
  if (prefer) for (const q of quotes.values()) if (prefer.includes(q.mode) && (q.mode !== 'spot' || spotOk) && (!asked || costOf(q).amount < costOf(asked).amount)) asked = q;
  const chosen = asked ?? advised;
  const committed = cheapestCommitted(quotes);
  const breakEven = committed && onDemand ? breakEvenHoursPerMonth(committed, onDemand) : undefined;
  const cost = costOf(chosen);
  const extra = chosen !== advised && costOf(advised).amount > 0 ? (cost.amount / costOf(advised).amount - 1) * 100 : 0;
  return {
    quote: chosen,
    cost,
    reason: extra > 0.5
      ? { key: 'reason.asked', params: { extraPct: Math.round(extra), advised: advised.offer.billing === 'reserved' ? 'reservedAny' : advised.offer.billing } }
      : reasonFor(chosen, workload, breakEven, spot, onDemand ? costOf(onDemand) : undefined, cost),
    ...(breakEven !== undefined ? { breakEvenHoursPerMonth: breakEven } : {}),
    modes: detail
      ? ALL_MODES.flatMap((m) => {
          const q = quotes.get(m);
          return q ? [toModeCost(q, workload, spot, costOf(q))] : [];
        })
      : [],
    missing: detail ? missingModes(quotes) : [],
  };
}
