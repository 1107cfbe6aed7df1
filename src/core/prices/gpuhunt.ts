/**
 * dstack's gpuhunt catalog (one CSV per provider, zipped; columns in test/fixtures/imports/gpuhunt/
 * COLUMNS.md) → imported offers. Prices are per whole instance, spot is a separate row, gpu_memory is
 * per GPU in GB (it splits A100 40 from 80). Names are dstack's ("A100", "RTX4090", "A10G").
 */
import { cardMatcher } from './card-names.ts';
import type { CsvRow } from './csv.ts';
import { offerFromMachinePrice, type ImportedOffer } from './offer.ts';
import { normalizeRegion } from './regions.ts';
import type { ImportContext } from './skypilot.ts';
import { SkipCounter, type ImportResult } from './summary.ts';

/** Providers of the gpuhunt bucket (the online-only ones, Vast among them, are queried live and are not there). */
export const GPUHUNT_PROVIDERS = ['aws', 'azure', 'verda', 'gcp', 'lambdalabs', 'nebius', 'oci', 'runpod', 'cloudrift'] as const;

const PROVIDER_IDS: Record<string, string> = { lambdalabs: 'lambda' };

export function gpuhuntProvider(name: string): string {
  return PROVIDER_IDS[name] ?? name;
}

const num = (text: string | undefined): number => (text === undefined || text.trim() === '' ? NaN : Number(text));

/** One provider's CSV rows → offers; on-demand and spot rows repeated per zone collapse to the cheapest per instance and location. */
export async function importGpuhunt(provider: string, rows: AsyncIterable<CsvRow>, ctx: ImportContext): Promise<ImportResult> {
  const match = cardMatcher(ctx.catalog);
  const skips = new SkipCounter();
  const kept = new Map<string, ImportedOffer>();
  let count = 0;
  for await (const { record: r } of rows) {
    count++;
    const name = (r.gpu_name ?? '').trim();
    const gpus = num(r.gpu_count);
    const vendor = (r.gpu_vendor ?? '').trim().toLowerCase();
    if (!name || !(gpus > 0)) {
      skips.add({ code: 'noGpu' });
      continue;
    }
    if (vendor === 'google' || /^tpu-/i.test(name)) {
      skips.add({ code: 'tpu', name });
      continue;
    }
    if (!Number.isInteger(gpus)) {
      skips.add({ code: 'fractionalCount', name, count: r.gpu_count ?? '' });
      continue;
    }
    const price = num(r.price);
    if (!(price > 0)) {
      skips.add({ code: 'noPrice', name });
      continue;
    }
    const memoryGB = num(r.gpu_memory);
    const found = match({ name, ...(memoryGB > 0 ? { memoryMiB: memoryGB * 1024 } : {}) });
    if ('skip' in found) {
      skips.add(found.skip);
      continue;
    }
    const spot = /^true$/i.test((r.spot ?? '').trim());
    const location = (r.location ?? '').trim();
    const instanceType = (r.instance_name ?? '').trim();
    const offer = offerFromMachinePrice({
      provider: gpuhuntProvider(provider), gpu: found.gpu.id, gpuCount: gpus, regionRaw: location, region: normalizeRegion(location), instanceType,
      billing: spot ? 'spot' : 'on_demand', currency: 'USD', asOf: ctx.asOf, sourceUrl: ctx.sourceUrl, sourceVersion: ctx.sourceVersion, kind: 'list', pricePerMachineHour: price,
    });
    const key = `${offer.billing}|${instanceType}|${location}`;
    const current = kept.get(key);
    if (!current || offer.pricePerMachineHour < current.pricePerMachineHour) kept.set(key, offer);
  }
  const offers = [...kept.values()];
  return { offers, summary: { rows: count, offers: offers.length, skipped: skips.list() } };
}
