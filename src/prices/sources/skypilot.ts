/** SkyPilot's catalog: `<base>/<cloud>/vms.csv` per cloud, streamed into the importer. */
import { csvRows } from '../../core/prices/csv.ts';
import { importSkypilotVms, SKYPILOT_CLOUDS } from '../../core/prices/skypilot.ts';
import type { SnapshotPart } from '../../core/prices/snapshot.ts';
import { joinLocation } from '../fetch.ts';
import { readPart } from '../parts.ts';
import type { PriceSource } from './types.ts';

/** What SkyPilot itself downloads (sky/skylet/constants.py): branch master. */
export const SKYPILOT_BASE = 'https://raw.githubusercontent.com/skypilot-org/skypilot-catalog/master/catalogs/v8';
/** SkyPilot's mirror for when GitHub answers 429. */
export const SKYPILOT_MIRROR = 'https://skypilot-catalog.s3.us-east-1.amazonaws.com/catalogs/v8';

export const skypilot: PriceSource = {
  id: 'skypilot',
  defaultFrom: SKYPILOT_BASE,
  async read(ctx) {
    const clouds = ctx.clouds?.length ? ctx.clouds : [...SKYPILOT_CLOUDS];
    const bases = ctx.from ? [ctx.from] : [SKYPILOT_BASE, SKYPILOT_MIRROR];
    const parts: SnapshotPart[] = [];
    for (const cloud of clouds) {
      ctx.progress?.(cloud);
      let part: SnapshotPart | undefined;
      for (const base of bases) {
        part = await readPart({
          name: cloud, location: joinLocation(base, cloud, 'vms.csv'), previous: ctx.previous, now: ctx.now, ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
          parse: (fetched, read) => importSkypilotVms(cloud, csvRows(fetched.body), { catalog: ctx.catalog, asOf: read.asOf, sourceUrl: fetched.location, sourceVersion: read.version }),
        });
        // Only a rate limit sends us to the mirror; any other answer is the answer.
        if (!part.message?.includes('HTTP 429')) break;
      }
      parts.push(part!);
    }
    return parts;
  },
};
