/** Vast.ai's key-free offers search: POST `<base>/api/v0/bundles/` (or `<folder>/bundles.json`, a saved answer). */
import { importVastOffers, VAST_QUERY } from '../../core/prices/vast-offers.ts';
import { isUrl, joinLocation, readAll } from '../fetch.ts';
import { readPart } from '../parts.ts';
import type { PriceSource } from './types.ts';

export const VAST_BASE = 'https://console.vast.ai';

export const vast: PriceSource = {
  id: 'vast',
  defaultFrom: VAST_BASE,
  async read(ctx) {
    const base = ctx.from ?? VAST_BASE;
    // The trailing slash is part of Vast's route.
    const location = isUrl(base) ? `${joinLocation(base, 'api/v0/bundles')}/` : joinLocation(base, 'bundles.json');
    ctx.progress?.('offers');
    return [await readPart({
      name: 'offers', location, previous: ctx.previous, now: ctx.now, ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
      request: { method: 'POST', body: JSON.stringify(VAST_QUERY), headers: { 'content-type': 'application/json', accept: 'application/json' } },
      parse: async (fetched, read) => importVastOffers(JSON.parse(Buffer.from(await readAll(fetched)).toString('utf8')), { catalog: ctx.catalog, asOf: read.asOf, sourceUrl: fetched.location, sourceVersion: read.version }),
    })];
  },
};
