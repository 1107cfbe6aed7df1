import type { Catalog } from '../../core/catalog/schema.ts';
import type { Snapshot, SnapshotPart, SourceId } from '../../core/prices/snapshot.ts';
import type { FetchOptions } from '../fetch.ts';

export interface SourceContext {
  catalog: Catalog;
  now: Date;
  /** Replaces the source's default location (a mirror, a folder of fixtures). */
  from?: string;
  /** SkyPilot: which clouds (all it knows when empty). */
  clouds?: string[];
  /** The current snapshot: ETags to send, offers to keep when a part fails. */
  previous?: Snapshot;
  fetch?: FetchOptions;
  /** Called as each part starts (a progress line on a terminal). */
  progress?: (part: string) => void;
}

/** A price source: where it reads by default and how it turns what it reads into snapshot parts. */
export interface PriceSource {
  id: SourceId;
  defaultFrom: string;
  read(ctx: SourceContext): Promise<SnapshotPart[]>;
}
