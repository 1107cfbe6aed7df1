/**
 * A CSV in the catalog's own offer schema (the columns of catalog/offers.json entries), for list
 * prices an operator copies by hand — AutoDL, 恒源云, 矩池云, 阿里云, 腾讯云 … — validated row by
 * row with OfferSchema. Every problem is reported as `file:line: field: message`, and one bad row
 * rejects the file: half of a hand-copied price list is worse than the previous whole one.
 */
import { findGpu } from '../catalog/index.ts';
import { OfferSchema, type Catalog, type Offer } from '../catalog/schema.ts';
import type { CsvRow } from './csv.ts';
import { offerFromGpuPrice, type ImportedOffer, type PriceKind } from './offer.ts';
import { normalizeRegion } from './regions.ts';
import type { ImportResult } from './summary.ts';

/** The columns, as OfferSchema names its fields; provider, gpu, gpuCount, billing, pricePerGpuHour, currency, asOf, source are required. */
export const OFFER_CSV_COLUMNS = [
  'provider', 'providerName', 'region', 'instanceType', 'gpu', 'gpuCount', 'billing', 'reservedPeriod', 'pricePerGpuHour', 'currency',
  'asOf', 'asOfPrecision', 'source', 'sourceKind', 'priceKind', 'notes',
] as const;

const NUMBERS = new Set(['gpuCount', 'pricePerGpuHour']);

export class OfferCsvError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.slice(0, 10).join('\n') + (problems.length > 10 ? `\n… and ${problems.length - 10} more` : ''));
    this.name = 'OfferCsvError';
  }
}

const KIND: Record<string, PriceKind> = { member: 'member', promo: 'promotional', median: 'median-of-listings' };

/** One row → a catalog offer, or the problems found (the gpu column may be an id, a name or an alias). */
function parseRow(catalog: Catalog, record: Record<string, string>): { offer: Offer } | { problems: { field: string; message: string }[] } {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const text = value.trim();
    if (text === '') continue;
    if (!(OFFER_CSV_COLUMNS as readonly string[]).includes(key)) return { problems: [{ field: key, message: `unknown column (expected ${OFFER_CSV_COLUMNS.join(', ')})` }] };
    raw[key] = NUMBERS.has(key) ? Number(text.replace(/,/g, '')) : text;
  }
  raw.region ??= '';
  raw.instanceType ??= '';
  raw.asOfPrecision ??= 'day';
  raw.sourceKind ??= 'vendor';
  if (typeof raw.gpu === 'string') {
    const gpu = findGpu(catalog, raw.gpu);
    if (!gpu) return { problems: [{ field: 'gpu', message: `unknown GPU "${raw.gpu}" (not in gpus.json)` }] };
    raw.gpu = gpu.id;
  }
  const parsed = OfferSchema.safeParse(raw);
  if (parsed.success) return { offer: parsed.data };
  return { problems: parsed.error.issues.map((i) => ({ field: i.path.join('.') || '(row)', message: i.message })) };
}

/**
 * The file's rows → offers, or OfferCsvError listing every problem with file, line and field.
 * `file` names the file in messages and in each offer's source.
 */
export async function importOfferCsv(file: string, rows: AsyncIterable<CsvRow>, catalog: Catalog, version: string): Promise<ImportResult> {
  const problems: string[] = [];
  const offers: ImportedOffer[] = [];
  let count = 0;
  for await (const { line, record } of rows) {
    count++;
    const result = parseRow(catalog, record);
    if ('problems' in result) {
      for (const p of result.problems) problems.push(`${file}:${line}: ${p.field}: ${p.message}`);
      continue;
    }
    const o = result.offer;
    offers.push(offerFromGpuPrice({
      provider: o.provider, ...(o.providerName ? { providerName: o.providerName } : {}), gpu: o.gpu, gpuCount: o.gpuCount, regionRaw: o.region, region: normalizeRegion(o.region), instanceType: o.instanceType,
      billing: o.billing, ...(o.reservedPeriod ? { reservedPeriod: o.reservedPeriod } : {}), currency: o.currency,
      asOf: `${o.asOf}T00:00:00.000Z`, sourceUrl: o.source, sourceVersion: version, kind: KIND[o.priceKind ?? ''] ?? 'list',
      ...(o.notes ? { notes: o.notes } : {}),
      pricePerGpuHour: o.pricePerGpuHour,
    }));
  }
  if (problems.length > 0) throw new OfferCsvError(problems);
  return { offers, summary: { rows: count, offers: offers.length, skipped: [] } };
}
