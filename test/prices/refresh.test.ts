import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/core/catalog/index.ts';
import type { Catalog } from '../../src/core/catalog/schema.ts';
import { createLogger } from '../../src/logger.ts';
import { createPriceRefresher } from '../../src/prices/refresh.ts';
import { updatePrices } from '../../src/prices/update.ts';
import { memoryStore } from '../../src/store/memory.ts';

const FIXTURES = new URL('../fixtures/imports/skypilot-v8', import.meta.url).pathname;
const logger = createLogger('silent');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wc-refresh-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Two replicas on one store and one prices folder; the update reads the samples (no network). */
function replica(store: ReturnType<typeof memoryStore>, calls: string[], name: string, fail = false) {
  return createPriceRefresher({
    dir, intervalMs: null, claim: (k, ttl) => store.claimOnce(k, ttl), logger, load: () => loadCatalog({ pricesDir: dir }),
    update: async (o) => {
      calls.push(name);
      return updatePrices({ ...o, sources: ['skypilot'], clouds: ['gcp'], from: fail ? '/no/such/folder' : FIXTURES });
    },
  });
}

describe('price refresh in the bots', () => {
  it('one replica refreshes per slot; every replica reloads the catalog and tells its listeners', async () => {
    const store = memoryStore();
    const calls: string[] = [];
    const a = replica(store, calls, 'a');
    const b = replica(store, calls, 'b');
    const before = a.catalog();
    const seen: Catalog[] = [];
    b.onRefreshed((c) => void seen.push(c));
    expect(a.lastRefresh()).toEqual({});
    const [ra, rb] = await Promise.all([a.refreshNow(), b.refreshNow()]);
    expect([ra.ran, rb.ran].sort()).toEqual([false, true]);
    expect(calls).toHaveLength(1);
    // b reloads on its next tick when it did not run; the one that ran has the new catalog now
    await b.refreshNow();
    expect(seen).toHaveLength(1);
    const h100 = (c: Catalog) => Math.min(...c.offers.filter((o) => o.provider === 'gcp' && o.gpu === 'h100-sxm' && o.billing === 'on_demand').map((o) => o.pricePerGpuHour));
    expect(h100(before)).toBeGreaterThan(10);
    expect(h100(seen[0]!)).toBeCloseTo(5.38327, 5);
    expect(b.catalog()).toBe(seen[0]);
    expect(a.lastRefresh().skypilot).toBeInstanceOf(Date);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a failed refresh keeps the last good snapshot and the catalog; no listener is told', async () => {
    const store = memoryStore();
    const calls: string[] = [];
    const good = replica(store, calls, 'good');
    await good.refreshNow();
    const kept = good.lastRefresh().skypilot;
    const bad = replica(memoryStore(), calls, 'bad', true);
    const catalog = bad.catalog();
    let told = 0;
    bad.onRefreshed(() => void told++);
    const result = await bad.refreshNow();
    expect(result.outcomes[0]!.status).toBe('failed');
    expect(bad.catalog()).toBe(catalog);
    expect(told).toBe(0);
    expect(bad.lastRefresh().skypilot).toEqual(kept);
    await Promise.all([good.stop(), bad.stop()]);
  });
});
