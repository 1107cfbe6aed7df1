/**
 * Reads and validates the catalog files. Every file is parsed with its zod schema and then
 * cross-checked (unique ids, offers name known GPUs, aliases unambiguous); the first problem stops
 * the load with a CatalogError naming the file, the entry and the field.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { CatalogError } from './catalog-error.ts';
import { gpuKey, modelKey } from './normalize.ts';
import { buildIndex } from './resolve.ts';
import { FxFile, GpusFile, ModelsFile, OffersFile, ProvidersFile } from './schema.ts';
import type { Catalog, FxRate, Offer, Provider, ProviderCosts } from './schema.ts';
import { DEFAULT_STALE_DAYS } from './stale.ts';
import { overlayOffers, readCurrentSnapshots, snapshotOffers, SnapshotError, type Snapshot } from '../prices/snapshot.ts';

export const DEFAULT_CATALOG_DIR = fileURLToPath(new URL('../../../catalog', import.meta.url));

export interface LoadOptions {
  /** Folder with gpus.json, models.json, offers.json, fx.json and providers.json (default: the repository's catalog/). */
  dir?: string;
  /** An operator's own offers (same format as offers.json), appended after validation. */
  extraOffersFile?: string;
  staleAfterDays?: number;
  /** Replaces the catalog's rate for the same currency pair (an operator's own rate). */
  fxOverride?: FxRate;
  /**
   * WHICHCARD_PRICES_DIR: the current price snapshots there (`whichcard prices update`) are laid on
   * top of catalog/'s offers (src/core/prices/snapshot.ts says how); absent or empty = catalog/ alone.
   */
  pricesDir?: string;
}

/** Paths inside the working directory are shown relative ("catalog/gpus.json"), others in full. */
function display(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CatalogError(display(file), `cannot read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CatalogError(display(file), `invalid JSON: ${(error as Error).message}`);
  }
}

/** `id "rtx4090"` or `provider "aws", gpu "h100-sxm"`: how an operator finds the entry in the file. */
function describeEntry(entry: unknown): string {
  if (typeof entry !== 'object' || entry === null) return '';
  const record = entry as Record<string, unknown>;
  const parts = ['id', 'provider', 'gpu', 'from']
    .filter((k) => typeof record[k] === 'string')
    .map((k) => `${k} "${String(record[k])}"`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** `gpus[3] (id "rtx4090"): memoryGB: <message>` from a zod issue on the raw data. */
export function describeIssue(raw: unknown, issue: z.core.$ZodIssue): string {
  const [list, index, ...rest] = issue.path;
  if (typeof list === 'string' && typeof index === 'number') {
    const entry = (raw as Record<string, unknown[]>)[list]?.[index];
    const field = rest.length > 0 ? `${rest.map(String).join('.')}: ` : '';
    return `${list}[${index}]${describeEntry(entry)}: ${field}${issue.message}`;
  }
  const field = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return `${field}${issue.message}`;
}

function parseFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const raw = readJson(file);
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const [first, ...more] = result.error.issues;
  const extra = more.length > 0 ? ` (and ${more.length} more issue${more.length > 1 ? 's' : ''})` : '';
  throw new CatalogError(display(file), `${describeIssue(raw, first!)}${extra}`);
}

function checkUnique(file: string, list: string, ids: string[]): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (seen.has(id)) throw new CatalogError(display(file), `${list}[${index}] (id "${id}"): id: duplicate id`);
    seen.add(id);
  });
}

function checkAliases(file: string, list: string, entries: { id: string; name: string; aliases: string[] }[], keyOf: (s: string) => string): void {
  const collision = buildIndex(entries, keyOf).collisions[0];
  if (collision) {
    const [a, b] = collision.ids;
    const index = entries.findIndex((e) => e.id === b);
    throw new CatalogError(display(file), `${list}[${index}] (id "${b}"): aliases: name "${collision.key}" also refers to "${a}"`);
  }
}

function checkOfferGpus(file: string, offers: Offer[], gpuIds: Set<string>): void {
  offers.forEach((offer, index) => {
    if (!gpuIds.has(offer.gpu)) {
      throw new CatalogError(display(file), `offers[${index}]${describeEntry(offer)}: gpu: unknown GPU id "${offer.gpu}" (not in gpus.json)`);
    }
  });
}

/** The catalog's own offers name listed providers (an operator's extra offers may name their own). */
function checkOfferProviders(file: string, offers: Offer[], providers: Provider[]): void {
  const ids = new Set(providers.map((p) => p.id));
  offers.forEach((offer, index) => {
    if (!ids.has(offer.provider)) {
      throw new CatalogError(display(file), `offers[${index}]${describeEntry(offer)}: provider: unknown provider "${offer.provider}" (not in providers.json)`);
    }
  });
}

/** Loads and cross-checks the catalog; throws CatalogError on the first bad entry. */
export function loadCatalog(options: LoadOptions = {}): Catalog {
  const dir = options.dir ?? DEFAULT_CATALOG_DIR;
  const files = { gpus: join(dir, 'gpus.json'), models: join(dir, 'models.json'), offers: join(dir, 'offers.json'), fx: join(dir, 'fx.json'), providers: join(dir, 'providers.json') };

  const { gpus } = parseFile(files.gpus, GpusFile);
  checkUnique(files.gpus, 'gpus', gpus.map((g) => g.id));
  checkAliases(files.gpus, 'gpus', gpus, gpuKey);

  const { models } = parseFile(files.models, ModelsFile);
  checkUnique(files.models, 'models', models.map((m) => m.id));
  checkAliases(files.models, 'models', models, modelKey);

  const gpuIds = new Set(gpus.map((g) => g.id));
  const base = parseFile(files.offers, OffersFile);
  checkOfferGpus(files.offers, base.offers, gpuIds);
  // A catalog folder without providers.json (an older copy) still loads; with one, it must cover every offer.
  let providers: Provider[] = [];
  if (existsSync(files.providers)) {
    providers = parseFile(files.providers, ProvidersFile).providers;
    checkUnique(files.providers, 'providers', providers.map((p) => p.id));
    checkOfferProviders(files.offers, base.offers, providers);
  }
  const offers: Offer[] = [...base.offers];
  const providerCosts: ProviderCosts[] = [...base.providerCosts];
  if (options.extraOffersFile) {
    const extra = parseFile(options.extraOffersFile, OffersFile);
    checkOfferGpus(options.extraOffersFile, extra.offers, gpuIds);
    offers.push(...extra.offers);
    // The operator's own disk/egress prices come first, so a lookup by provider finds them.
    providerCosts.unshift(...extra.providerCosts);
  }

  let snapshots: Snapshot[] = [];
  if (options.pricesDir) {
    try {
      snapshots = readCurrentSnapshots(options.pricesDir);
    } catch (error) {
      if (error instanceof SnapshotError) throw new CatalogError(display(error.file), error.message.slice(error.file.length + 2));
      throw error;
    }
  }
  // A card removed from gpus.json since the snapshot was taken is dropped, not an error.
  const priced = snapshots.length > 0 ? overlayOffers(offers, snapshots.map((s) => ({ ...s, parts: s.parts.map((p) => ({ ...p, offers: p.offers.filter((o) => gpuIds.has(o.gpu)) })) }))) : offers;

  let { rates: fx } = parseFile(files.fx, FxFile);
  const override = options.fxOverride;
  if (override) fx = [override, ...fx.filter((r) => !(r.from === override.from && r.to === override.to))];

  const staleAfterDays = options.staleAfterDays ?? DEFAULT_STALE_DAYS;
  if (!(Number.isFinite(staleAfterDays) && staleAfterDays > 0)) {
    throw new CatalogError('staleAfterDays', `must be a positive number of days, got ${staleAfterDays}`);
  }
  return {
    gpus, models, offers: priced, providerCosts, providers, fx, staleAfterDays,
    ...(snapshots.length > 0 ? { priceSnapshots: snapshots.map((s) => ({
      source: s.source, writtenAt: s.writtenAt, offers: snapshotOffers(s).length,
      parts: s.parts.map(({ offers, skipped: _skipped, ...p }) => ({ ...p, offers: offers.length })),
    })) } : {}),
  };
}
