/**
 * dstack's gpuhunt bucket: `<base>/<provider>/version` names the newest build, `<base>/<provider>/
 * <version>/catalog.zip` holds one CSV. The version is the snapshot's source version; without a
 * version file, `<provider>/latest/catalog.zip` is read.
 */
import { createRequire } from 'node:module';
import type * as Fflate from 'fflate';
import { csvRows } from '../../core/prices/csv.ts';
import { GPUHUNT_PROVIDERS, importGpuhunt } from '../../core/prices/gpuhunt.ts';
import type { SnapshotPart } from '../../core/prices/snapshot.ts';
import { FetchError, joinLocation, openSource, readAll } from '../fetch.ts';
import { readPart } from '../parts.ts';
import type { PriceSource } from './types.ts';

export const GPUHUNT_BASE = 'https://dstack-gpu-pricing.s3.eu-west-1.amazonaws.com/v3';

/** The build named by `<provider>/version`, or "latest" when there is no such file. */
async function versionOf(base: string, provider: string, fetchOptions: Parameters<typeof openSource>[1]): Promise<string> {
  try {
    const fetched = await openSource(joinLocation(base, provider, 'version'), fetchOptions);
    if (fetched.kind !== 'body') return 'latest';
    const text = Buffer.from(await readAll(fetched)).toString('utf8').trim();
    return /^[\w.-]+$/.test(text) ? text : 'latest';
  } catch (error) {
    if (error instanceof FetchError && error.code === 'not-found') return 'latest';
    throw error;
  }
}

/** The one CSV inside a gpuhunt zip. fflate is loaded here, not at every start-up (~0.1 s) of every mode. */
export function csvFromZip(bytes: Uint8Array): Uint8Array {
  const { unzipSync } = createRequire(import.meta.url)('fflate') as typeof Fflate;
  const files = unzipSync(bytes, { filter: (f) => f.name.endsWith('.csv') });
  const [first] = Object.values(files);
  if (!first) throw new Error('the zip holds no .csv file');
  return first;
}

export const gpuhunt: PriceSource = {
  id: 'gpuhunt',
  defaultFrom: GPUHUNT_BASE,
  async read(ctx) {
    const base = ctx.from ?? GPUHUNT_BASE;
    const parts: SnapshotPart[] = [];
    for (const provider of GPUHUNT_PROVIDERS) {
      ctx.progress?.(provider);
      let version = 'latest';
      try {
        version = await versionOf(base, provider, ctx.fetch);
      } catch {
        // the zip read below reports the failure with its own location
      }
      parts.push(await readPart({
        name: provider, location: joinLocation(base, provider, version, 'catalog.zip'), previous: ctx.previous, now: ctx.now, ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
        parse: async (fetched, read) => {
          const csv = csvFromZip(await readAll(fetched));
          return importGpuhunt(provider, csvRows([csv]), { catalog: ctx.catalog, asOf: read.asOf, sourceUrl: fetched.location, sourceVersion: version === 'latest' ? read.version : `gpuhunt ${version}` });
        },
      }));
    }
    return parts;
  },
};
