/**
 * `whichcard prices update` and the bots' refresh: read each source, write a dated snapshot and move
 * the "current" pointer — only when at least one part was read now; a source whose every part failed
 * keeps its current snapshot untouched, and a part that failed keeps its previous offers.
 */
import type { Catalog } from '../core/catalog/schema.ts';
import { SOURCES, type Snapshot, type SnapshotPart, type SourceId } from '../core/prices/snapshot.ts';
import type { FetchOptions } from './fetch.ts';
import { joinLocation } from './fetch.ts';
import { previousSnapshot, writeSnapshot } from './snapshots.ts';
import { SOURCE_REGISTRY } from './sources/index.ts';

/** Sub-folders of a --from folder given for several sources at once (test/fixtures/imports/ is laid out so). */
export const SOURCE_FOLDERS: Record<SourceId, string> = { skypilot: 'skypilot-v8', gpuhunt: 'gpuhunt', vast: 'vast', runpod: 'runpod', csv: 'csv' };

export interface UpdateOptions {
  dir: string;
  catalog: Catalog;
  now: () => Date;
  sources?: readonly SourceId[];
  clouds?: readonly string[];
  from?: string;
  dryRun?: boolean;
  fetch?: FetchOptions;
  onProgress?: (event: ProgressEvent) => void;
}

export type ProgressEvent =
  | { phase: 'start'; source: SourceId }
  | { phase: 'part'; source: SourceId; part: string }
  | { phase: 'done'; source: SourceId; outcome: SourceOutcome };

export interface SourceOutcome {
  source: SourceId;
  /** updated: a new snapshot is current; unchanged: every part answered 304; failed: nothing read, the old snapshot stays; dry-run: read, not written. */
  status: 'updated' | 'unchanged' | 'failed' | 'dry-run';
  parts: SnapshotPart[];
  previous?: Snapshot;
  /** The snapshot written (or, on a dry run, the one that would be). */
  snapshot?: Snapshot;
  file?: string;
  ms: number;
}

function fromFor(options: UpdateOptions, source: SourceId, several: boolean): string | undefined {
  if (!options.from) return undefined;
  return several ? joinLocation(options.from, SOURCE_FOLDERS[source]) : options.from;
}

export async function updateSource(options: UpdateOptions, source: SourceId, several = false): Promise<SourceOutcome> {
  const started = Date.now();
  options.onProgress?.({ phase: 'start', source });
  const previous = previousSnapshot(options.dir, source);
  const now = options.now();
  const from = fromFor(options, source, several);
  const parts = await SOURCE_REGISTRY[source].read({
    catalog: options.catalog, now,
    ...(from ? { from } : {}), ...(options.clouds?.length ? { clouds: [...options.clouds] } : {}), ...(previous ? { previous } : {}), ...(options.fetch ? { fetch: options.fetch } : {}),
    progress: (part) => options.onProgress?.({ phase: 'part', source, part }),
  });
  const readNow = parts.some((p) => p.status === 'ok');
  const snapshot: Snapshot = { source, writtenAt: now.toISOString(), parts: parts.filter((p) => p.offers.length > 0 || p.status === 'ok') };
  let outcome: SourceOutcome;
  if (!readNow) {
    const unchanged = parts.length > 0 && parts.every((p) => p.status === 'unchanged' || p.status === 'missing') && parts.some((p) => p.status === 'unchanged');
    outcome = { source, status: unchanged ? 'unchanged' : 'failed', parts, ...(previous ? { previous } : {}), ms: Date.now() - started };
  } else if (options.dryRun) {
    outcome = { source, status: 'dry-run', parts, ...(previous ? { previous } : {}), snapshot, ms: Date.now() - started };
  } else {
    const file = await writeSnapshot(options.dir, snapshot);
    outcome = { source, status: 'updated', parts, ...(previous ? { previous } : {}), snapshot, file, ms: Date.now() - started };
  }
  options.onProgress?.({ phase: 'done', source, outcome });
  return outcome;
}

/** Every asked source in turn (one at a time: the machine and the sources are shared). */
export async function updatePrices(options: UpdateOptions): Promise<SourceOutcome[]> {
  const sources = options.sources?.length ? options.sources : SOURCES;
  const several = !options.sources || options.sources.length !== 1;
  const outcomes: SourceOutcome[] = [];
  for (const source of sources) outcomes.push(await updateSource(options, source, several));
  return outcomes;
}
