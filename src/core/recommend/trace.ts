/**
 * "Show the math" for the money: the cost steps are appended to the estimator's own trace, each
 * with the catalog entry (offer, fx rate, provider costs) it read and that entry's as-of date.
 */
import type { Offer } from '../catalog/schema.ts';
import type { TraceStep } from '../estimate/types.ts';
import { breakEvenHoursPerMonth, paidHours } from './billing.ts';
import type { HiddenCost } from './hidden-costs.ts';
import type { ModeKey, Quote } from './quotes.ts';
import type { SpotPlan } from './spot.ts';
import { HOURS_PER_MONTH, type Workload } from './workload.ts';

function offerSource(offer: Offer): NonNullable<TraceStep['source']> {
  return { catalog: 'offers', id: `${offer.provider}/${offer.instanceType || offer.gpu}/${offer.billing}`, source: offer.source, asOf: offer.asOf };
}

export function costTrace(chosen: Quote, quotes: ReadonlyMap<ModeKey, Quote>, workload: Workload, spot: SpotPlan | undefined, hidden: readonly HiddenCost[]): TraceStep[] {
  const steps: TraceStep[] = [];
  const { offer, pricePerGpuHour: price } = chosen;
  const conv = price.converted;
  if (conv) {
    steps.push({
      id: 'cost.convert',
      formula: 'price × rate',
      inputs: { price: offer.pricePerGpuHour, from: conv.from, rate: conv.rate },
      result: price.amount,
      unit: `${price.currency}/GPU-h`,
      source: { catalog: 'fx', id: `${conv.from}-${price.currency}`, source: conv.source, asOf: conv.asOf },
    });
  }
  steps.push({
    id: 'cost.perHour',
    formula: 'price per GPU-hour × GPUs billed',
    inputs: { price: price.amount, gpus: chosen.billedGpus, rentUnit: chosen.rentUnit, instanceGpus: offer.gpuCount },
    result: price.amount * chosen.billedGpus,
    unit: `${price.currency}/h`,
    source: offerSource(offer),
  });
  const hours = paidHours(chosen.mode, workload, spot);
  steps.push({
    id: workload.kind === 'service' ? 'cost.perMonth' : 'cost.perJob',
    formula: 'price per GPU-hour × GPUs billed × hours paid',
    inputs: { price: price.amount, gpus: chosen.billedGpus, hours, ...(workload.kind === 'service' ? { hoursPerDay: workload.hoursPerDay } : { jobHours: workload.hours }) },
    result: price.amount * chosen.billedGpus * hours,
    unit: price.currency,
    source: offerSource(offer),
  });
  if (spot && workload.kind === 'job') {
    steps.push({
      id: 'billing.spotInterval',
      formula: '√(2 × checkpoint write hours ÷ reclaims per hour) (Young 1974)',
      inputs: { checkpointGB: spot.checkpointGB, writeHours: spot.writeHours, reclaimsPerHour: spot.reclaimsPerHour, instances: spot.instances },
      result: spot.intervalHours,
      unit: 'h',
    });
    steps.push({
      id: 'billing.spotRerun',
      formula: 'job hours × (reclaims per hour × (interval ÷ 2 + restart) + write hours ÷ interval)',
      inputs: { jobHours: workload.hours, reclaimsPerHour: spot.reclaimsPerHour, intervalHours: spot.intervalHours },
      result: spot.rerunHours,
      unit: 'h',
    });
  }
  const onDemand = quotes.get('on_demand');
  for (const q of quotes.values()) {
    if (!onDemand || q.mode === 'on_demand' || q.mode === 'spot') continue;
    steps.push({
      id: `billing.breakEven.${q.mode}`,
      formula: 'committed price per GPU-hour × its GPUs billed × 730 h ÷ (on-demand price per GPU-hour × its GPUs billed)',
      inputs: { committed: q.pricePerGpuHour.amount, committedGpus: q.billedGpus, onDemand: onDemand.pricePerGpuHour.amount, onDemandGpus: onDemand.billedGpus, hoursPerMonth: HOURS_PER_MONTH },
      result: breakEvenHoursPerMonth(q, onDemand),
      unit: 'h/month',
      source: offerSource(q.offer),
    });
  }
  for (const h of hidden) {
    if (!h.amount) continue;
    steps.push({ id: `cost.${h.key}`, formula: h.key.startsWith('hidden.forgottenNight') ? 'hourly cost × hours' : 'price × GB', inputs: { ...h.params }, result: h.amount.amount, unit: h.amount.currency });
  }
  return steps;
}
