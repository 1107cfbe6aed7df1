/**
 * What an import did: rows read, offers kept, and every row kept out with the reason, counted by
 * reason ("12 rows skipped: unknown GPU "RTXPRO4500"") so an operator sees what the catalog lacks
 * without reading the file.
 */
import type { SkipReason } from './card-names.ts';
import type { ImportedOffer } from './offer.ts';

export type RowSkip =
  | SkipReason
  | { code: 'noGpu' }
  | { code: 'tpu'; name: string }
  | { code: 'fractionalCount'; name: string; count: string }
  | { code: 'noPrice'; name: string }
  | { code: 'noHostVm'; name: string; hostType: string }
  | { code: 'filtered'; why: string };

export interface ImportSummary {
  /** Data rows read (header excluded). */
  rows: number;
  offers: number;
  /** Reasons with their counts, most frequent first when rendered. */
  skipped: { reason: RowSkip; rows: number }[];
}

/** Counts skipped rows by reason while an importer runs. */
export class SkipCounter {
  #counts = new Map<string, { reason: RowSkip; rows: number }>();

  add(reason: RowSkip, rows = 1): void {
    const key = JSON.stringify(reason);
    const hit = this.#counts.get(key);
    if (hit) hit.rows += rows;
    else this.#counts.set(key, { reason, rows });
  }

  list(): ImportSummary['skipped'] {
    return [...this.#counts.values()].sort((a, b) => b.rows - a.rows || JSON.stringify(a.reason).localeCompare(JSON.stringify(b.reason)));
  }
}

export interface ImportResult {
  offers: ImportedOffer[];
  summary: ImportSummary;
}
