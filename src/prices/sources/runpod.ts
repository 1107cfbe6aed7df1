/** RunPod's GraphQL gpuTypes: POST `<base>/graphql` (or `<folder>/gpuTypes.json`, a saved answer). */
import { importRunpodGpuTypes, RUNPOD_QUERY } from '../../core/prices/runpod.ts';
import { isUrl, joinLocation, readAll } from '../fetch.ts';
import { readPart } from '../parts.ts';
import type { PriceSource } from './types.ts';

export const RUNPOD_BASE = 'https://api.runpod.io';

export const runpod: PriceSource = {
  id: 'runpod',
  defaultFrom: RUNPOD_BASE,
  async read(ctx) {
    const base = ctx.from ?? RUNPOD_BASE;
    const location = isUrl(base) ? joinLocation(base, 'graphql') : joinLocation(base, 'gpuTypes.json');
    ctx.progress?.('gpuTypes');
    return [await readPart({
      name: 'gpuTypes', location, previous: ctx.previous, now: ctx.now, ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
      request: { method: 'POST', body: JSON.stringify({ query: RUNPOD_QUERY, variables: {} }), headers: { 'content-type': 'application/json', accept: 'application/json' } },
      parse: async (fetched, read) => importRunpodGpuTypes(JSON.parse(Buffer.from(await readAll(fetched)).toString('utf8')), { catalog: ctx.catalog, asOf: read.asOf, sourceUrl: fetched.location, sourceVersion: read.version }),
    })];
  },
};
