/**
 * Price snapshots as the catalog reads them: one file per source and update under
 * WHICHCARD_PRICES_DIR (`<dir>/<source>/<stamp>.json`), and a `current.json` pointer naming the
 * good one. Reading is here (the catalog loads them beside catalog/); writing, with the atomic
 * pointer, is src/prices/snapshots.ts. A snapshot's offers replace catalog/'s offers of the same
 * provider, card and billing mode; everything else in catalog/ stays.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Offer } from '../catalog/schema.ts';
import { ImportedOfferSchema, type ImportedOffer } from './offer.ts';
import { staleAfterDaysFor } from './staleness.ts';

/** The sources, in precedence order: where two cover the same provider, card and mode, the first wins. */
export const SOURCES = ['csv', 'vast', 'runpod', 'skypilot', 'gpuhunt'] as const;
export type SourceId = (typeof SOURCES)[number];

/** One part of a source's update (a SkyPilot cloud, a gpuhunt provider, the one API call). */
export const SnapshotPart = z
  .object({
    name: z.string().min(1),
    url: z.string(),
    /** 'ok' read now; 'unchanged' the server said 304; 'carried' kept from the previous snapshot after a failure; 'missing' no file there. */
    status: z.enum(['ok', 'unchanged', 'carried', 'missing', 'failed']),
    version: z.string().optional(),
    /** ETag of the download, sent back as If-None-Match next time. */
    etag: z.string().optional(),
    asOf: z.string().optional(),
    message: z.string().optional(),
    rows: z.number().int().nonnegative().optional(),
    skipped: z.array(z.object({ reason: z.record(z.string(), z.unknown()), rows: z.number().int().positive() })).optional(),
    /** The part's offers (read now, or carried from the previous snapshot). */
    offers: z.array(ImportedOfferSchema),
  })
  .strict();
export type SnapshotPart = z.infer<typeof SnapshotPart>;

export const SnapshotSchema = z
  .object({
    source: z.enum(SOURCES),
    /** When the update ran, ISO 8601. */
    writtenAt: z.iso.datetime({ offset: true }),
    parts: z.array(SnapshotPart),
  })
  .strict();
export type Snapshot = z.infer<typeof SnapshotSchema>;

/** Every offer of a snapshot, all parts together. */
export function snapshotOffers(snapshot: Pick<Snapshot, 'parts'>): ImportedOffer[] {
  return snapshot.parts.flatMap((p) => p.offers);
}

export const PointerSchema = z.object({ file: z.string().regex(/^[\w.-]+\.json$/), writtenAt: z.string() }).strict();

export class SnapshotError extends Error {
  constructor(readonly file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'SnapshotError';
  }
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SnapshotError(file, (error as Error).message);
  }
}

/** The file current.json points at for one source, or undefined when the source has none yet. */
export function currentSnapshotFile(dir: string, source: SourceId): string | undefined {
  const pointer = join(dir, source, 'current.json');
  if (!existsSync(pointer)) return undefined;
  const parsed = PointerSchema.safeParse(readJson(pointer));
  if (!parsed.success) throw new SnapshotError(pointer, parsed.error.issues[0]!.message);
  return join(dir, source, parsed.data.file);
}

export function readSnapshot(file: string): Snapshot {
  const parsed = SnapshotSchema.safeParse(readJson(file));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SnapshotError(file, `${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/** Every source's current snapshot under `dir`, in precedence order (none when the folder is absent). */
export function readCurrentSnapshots(dir: string): Snapshot[] {
  if (!existsSync(dir)) return [];
  const present = new Set(readdirSync(dir));
  return SOURCES.filter((s) => present.has(s)).flatMap((source) => {
    const file = currentSnapshotFile(dir, source);
    return file ? [readSnapshot(file)] : [];
  });
}

const KIND: Record<ImportedOffer['kind'], Offer['priceKind']> = { list: undefined, 'median-of-listings': 'median', member: 'member', promotional: 'promo' };

/** An imported offer as a catalog offer: the source and its version in `source`, the day in `asOf`, its own staleness window. */
export function toCatalogOffer(o: ImportedOffer, source: SourceId, kind: 'vendor' | 'aggregator'): Offer {
  const priceKind = KIND[o.kind];
  return {
    provider: o.provider,
    ...(o.providerName ? { providerName: o.providerName } : {}),
    region: o.regionRaw,
    ...(o.zone ? { zone: o.zone } : {}),
    geo: o.region,
    instanceType: o.instanceType,
    gpu: o.gpu,
    gpuCount: o.gpuCount,
    billing: o.billing,
    ...(o.reservedPeriod ? { reservedPeriod: o.reservedPeriod } : {}),
    pricePerGpuHour: o.pricePerGpuHour,
    currency: o.currency,
    asOf: o.asOf.slice(0, 10),
    asOfPrecision: 'day',
    source: `${o.sourceUrl} (${o.sourceVersion}; read ${o.asOf.slice(0, 16).replace('T', ' ')} UTC)`,
    sourceKind: kind,
    ...(priceKind ? { priceKind } : {}),
    ...(o.listings ? { listings: o.listings } : {}),
    staleAfterDays: staleAfterDaysFor(source, o),
    ...(o.tier || o.notes ? { notes: [o.tier, o.notes].filter(Boolean).join('; ') } : {}),
  };
}

/** Aggregators re-publish others' prices; the marketplaces' own APIs and an operator's copy are the vendor's. */
const SOURCE_KIND: Record<SourceId, 'vendor' | 'aggregator'> = { csv: 'vendor', vast: 'vendor', runpod: 'vendor', skypilot: 'aggregator', gpuhunt: 'aggregator' };

const coverKey = (o: Pick<Offer, 'provider' | 'gpu' | 'billing'>) => `${o.provider}|${o.gpu}|${o.billing}`;

/**
 * catalog/ offers with the snapshots laid on top: per provider, card and billing mode the first
 * source (in SOURCES order) that prices it supplies every offer; catalog/ keeps what no snapshot covers.
 */
export function overlayOffers(base: readonly Offer[], snapshots: readonly Snapshot[]): Offer[] {
  const ordered = [...snapshots].sort((a, b) => SOURCES.indexOf(a.source) - SOURCES.indexOf(b.source));
  const owner = new Map<string, SourceId>();
  for (const s of ordered) for (const o of snapshotOffers(s)) if (!owner.has(coverKey(o))) owner.set(coverKey(o), s.source);
  const imported = ordered.flatMap((s) => snapshotOffers(s).filter((o) => owner.get(coverKey(o)) === s.source).map((o) => toCatalogOffer(o, s.source, SOURCE_KIND[s.source])));
  return [...base.filter((o) => !owner.has(coverKey(o))), ...imported];
}
