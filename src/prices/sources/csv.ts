/**
 * Hand-copied list prices: every `*.csv` in a folder (default data/prices-input), or one file, in the
 * catalog's offer schema. Each file is a part; a file with any bad row is rejected whole and the
 * previous good copy of it stays.
 */
import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { csvRows } from '../../core/prices/csv.ts';
import { importOfferCsv } from '../../core/prices/offers-csv.ts';
import type { SnapshotPart } from '../../core/prices/snapshot.ts';
import { readPart } from '../parts.ts';
import type { PriceSource } from './types.ts';

export const CSV_DEFAULT_DIR = 'data/prices-input';

async function csvFiles(location: string): Promise<string[] | undefined> {
  try {
    const info = await stat(location);
    if (info.isFile()) return [location];
    return (await readdir(location)).filter((f) => f.endsWith('.csv')).sort().map((f) => join(location, f));
  } catch {
    return undefined;
  }
}

export const csv: PriceSource = {
  id: 'csv',
  defaultFrom: CSV_DEFAULT_DIR,
  async read(ctx) {
    const location = ctx.from ?? CSV_DEFAULT_DIR;
    const files = await csvFiles(location);
    if (!files) return [{ name: basename(location), url: location, status: 'missing', message: 'no such file or folder', offers: [] }];
    const parts: SnapshotPart[] = [];
    for (const file of files) {
      ctx.progress?.(basename(file));
      parts.push(await readPart({
        name: basename(file), location: file, previous: ctx.previous, now: ctx.now,
        parse: (fetched, read) => importOfferCsv(file, csvRows(fetched.body), ctx.catalog, read.version),
      }));
    }
    return parts;
  },
};
