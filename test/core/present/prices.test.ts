import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import type { Catalog } from '../../../src/core/catalog/schema.ts';
import { presentPrices } from '../../../src/core/present/prices.ts';
import { DEFAULT_SETTINGS } from '../../../src/core/recommend/types.ts';
import { updatePrices } from '../../../src/prices/update.ts';

const FIXTURES = new URL('../../fixtures/imports/skypilot-v8', import.meta.url).pathname;
let dir: string;
let catalog: Catalog;
const now = new Date('2026-12-03T18:00:00Z');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wc-present-prices-'));
  await updatePrices({ dir, catalog: loadCatalog(), now: () => new Date('2026-12-03T15:00:00Z'), sources: ['skypilot'], clouds: ['gcp', 'vast'], from: FIXTURES });
  catalog = loadCatalog({ pricesDir: dir });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the prices view (/gpu prices, /prices, whichcard prices)', () => {
  it('lists each source with its date and count, and catalog/\'s own rows', () => {
    const view = presentPrices({ catalog, now, locale: 'en', settings: DEFAULT_SETTINGS });
    const sources = view.fields[0]!;
    expect(sources.name).toBe('Sources');
    expect(sources.value).toMatch(/^skypilot: 2026-12-03 15:00 UTC — 134 offers$/m);
    expect(sources.value).toMatch(/catalog\/ \(hand-copied rows\): \d+ offers, the newest from 2026-\d\d-\d\d/);
  });

  it('gives the cheapest on-demand offer per card with its region and date, in the team currency first', () => {
    const view = presentPrices({ catalog, now, locale: 'en', settings: { ...DEFAULT_SETTINGS, providers: ['gcp'] } });
    const text = view.fields.slice(1).map((f) => f.value).join('\n');
    expect(text).toMatch(/NVIDIA H100 SXM5 80GB: \$5\.38\/GPU·h on-demand at gcp \(us-(central|west)1\), as of 2026-12-03$/m);
    for (const f of view.fields) expect(f.value.length).toBeLessThanOrEqual(1024);
    const zh = presentPrices({ catalog, now, locale: 'zh', settings: DEFAULT_SETTINGS });
    expect(zh.title).toBe('价格来源');
  });

  it('says when there are no snapshots yet', () => {
    const view = presentPrices({ catalog: loadCatalog(), now, locale: 'en', settings: DEFAULT_SETTINGS });
    expect(view.fields[0]!.value).toMatch(/No price snapshots yet/);
  });
});
