import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalogError, DEFAULT_CATALOG_DIR, isLlm, loadCatalog, optionsFromEnv } from '../../../src/core/catalog/index.ts';

const extraOffers = new URL('../../fixtures/catalog/extra-offers.json', import.meta.url).pathname;

describe('loadCatalog on the repository catalog', () => {
  const catalog = loadCatalog();

  it('holds the counts issue 3 asks for', () => {
    expect(catalog.gpus.length).toBeGreaterThanOrEqual(20);
    expect(catalog.models.length).toBeGreaterThanOrEqual(30);
    expect(catalog.offers.some((o) => o.currency === 'CNY')).toBe(true);
    expect(catalog.offers.some((o) => o.currency === 'USD')).toBe(true);
    expect(catalog.staleAfterDays).toBe(90);
  });

  it('keeps every source and as-of date', () => {
    for (const gpu of catalog.gpus) expect(gpu.sources.length).toBeGreaterThan(0);
    for (const model of catalog.models) expect(model.source).not.toBe('');
    for (const offer of catalog.offers) expect(offer.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const cost of catalog.providerCosts) expect(cost.source).not.toBe('');
  });

  it('converts billing, precision and source kinds as documented', () => {
    const reserved = catalog.offers.filter((o) => o.billing === 'reserved');
    expect(reserved.length).toBeGreaterThan(0);
    expect(new Set(reserved.map((o) => o.reservedPeriod))).toEqual(new Set(['1y', '3y']));
    expect(catalog.offers.some((o) => o.billing === 'monthly')).toBe(true);
    const estimated = catalog.offers.find((o) => o.asOfPrecision === 'estimated');
    expect(estimated?.notes).toMatch(/estimated/);
    const coreweave = catalog.offers.find((o) => o.provider === 'coreweave');
    expect(coreweave?.sourceKind).toBe('third-party');
    const gongji = catalog.offers.find((o) => o.provider === 'gongjiyun');
    expect(gongji?.providerName).toBe('共绩算力');
  });

  it('keeps image models without invented transformer fields', () => {
    const flux = catalog.models.find((m) => m.id === 'flux.1-dev')!;
    expect(flux.kind).toBe('diffusion');
    expect(isLlm(flux)).toBe(false);
    expect('layers' in flux).toBe(false);
    const v3 = catalog.models.find((m) => m.id === 'deepseek-v3')!;
    expect(isLlm(v3) && v3.mla).toMatchObject({ kvLoraRank: 512, qkRopeHeadDim: 64 });
    expect(v3.activeParamsB).toBe(37);
  });

  it('has sourced disk and egress prices and a dated, explained USD→CNY rate', () => {
    const autodl = catalog.providerCosts.find((c) => c.provider === 'autodl')!;
    expect(autodl).toMatchObject({ currency: 'CNY', diskPerGBMonth: 0.3, freeDiskGB: 20 });
    expect(catalog.providerCosts.find((c) => c.provider === 'tencentcloud')?.egressPerGB).toBe(0.8);
    expect(catalog.fx[0]).toMatchObject({ from: 'USD', to: 'CNY', rate: 7.1, asOf: '2026-10-04' });
    expect(catalog.fx[0]!.source).toMatch(/not an official fixing/);
  });
});

describe('loadCatalog on broken files', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'whichcard-catalog-'));
    cpSync(DEFAULT_CATALOG_DIR, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function edit(file: string, change: (data: Record<string, Record<string, unknown>[]>) => void): void {
    const path = join(dir, file);
    const data = JSON.parse(readFileSync(path, 'utf8'));
    change(data);
    writeFileSync(path, JSON.stringify(data));
  }

  function loadError(options = {}): CatalogError {
    try {
      loadCatalog({ dir, ...options });
    } catch (error) {
      expect(error).toBeInstanceOf(CatalogError);
      return error as CatalogError;
    }
    throw new Error('expected the load to fail');
  }

  it('names the file, the entry and the zod path of a wrong type', () => {
    edit('gpus.json', (d) => {
      d.gpus![3]!.memoryGB = '80';
    });
    const error = loadError();
    const id = JSON.parse(readFileSync(join(dir, 'gpus.json'), 'utf8')).gpus[3].id;
    expect(error.message).toContain('gpus.json: gpus[3]');
    expect(error.message).toContain(`(id "${id}")`);
    expect(error.message).toMatch(/: memoryGB: .*expected number, received string/i);
  });

  it('reports nested paths and offers by provider and gpu', () => {
    edit('offers.json', (d) => {
      d.offers![5]!.billing = 'hourly';
    });
    const error = loadError();
    expect(error.message).toMatch(/offers\.json: offers\[5\] \(provider "[^"]+", gpu "[^"]+"\): billing: /);
  });

  it('rejects an offer for a GPU the catalog does not have', () => {
    edit('offers.json', (d) => {
      d.offers![0]!.gpu = 'rtx9090';
    });
    expect(loadError().message).toMatch(/offers\[0\].*gpu: unknown GPU id "rtx9090"/);
  });

  it('rejects duplicate ids and aliases that name two entries', () => {
    edit('models.json', (d) => {
      d.models![1]!.id = d.models![0]!.id;
    });
    expect(loadError().message).toMatch(/models\[1\] .*duplicate id/);
  });

  it('rejects an alias that collides with another GPU', () => {
    edit('gpus.json', (d) => {
      const l4 = d.gpus!.find((g) => g.id === 'l4')!;
      l4.aliases = ['RTX 4090'];
    });
    expect(loadError().message).toMatch(/gpus\[\d+\] \(id "l4"\): aliases: name "rtx4090" also refers to "rtx4090"/);
  });

  it('rejects an offer whose provider is not in providers.json, and loads a folder without providers.json', () => {
    edit('offers.json', (d) => {
      d.offers![2]!.provider = 'nowhere-cloud';
    });
    expect(loadError().message).toMatch(/offers\.json: offers\[2\] \(provider "nowhere-cloud".*provider: unknown provider "nowhere-cloud"/);
    rmSync(join(dir, 'providers.json'));
    expect(loadCatalog({ dir }).providers).toEqual([]);
  });

  it('reads a GPU row without memoryMiB or fp4 as "no source" (null), not as a failure', () => {
    edit('gpus.json', (d) => {
      const gpu = d.gpus![0]! as Record<string, unknown> & { tflops: Record<string, unknown> };
      delete gpu.memoryMiB;
      delete gpu.tflops.fp4;
    });
    const gpu = loadCatalog({ dir }).gpus[0]!;
    expect(gpu.memoryMiB).toBeNull();
    expect(gpu.tflops.fp4).toBeNull();
  });

  it('rejects a quantized artifact in an unknown format', () => {
    edit('models.json', (d) => {
      const model = d.models!.find((m) => m.id === 'qwen2.5-7b')!;
      model.quantized = [{ format: 'exl2', sizeGB: 3.8, repo: 'x/y', source: 'z' }];
    });
    expect(loadError().message).toMatch(/models\[\d+\] \(id "qwen2\.5-7b"\): quantized\.0\.format: /);
  });

  it('rejects invalid JSON and missing files with the file name', () => {
    writeFileSync(join(dir, 'fx.json'), '{ "rates": [');
    expect(loadError().message).toMatch(/fx\.json: invalid JSON/);
    rmSync(join(dir, 'models.json'));
    expect(loadError().message).toMatch(/models\.json: cannot read/);
  });

  it('validates the extra offers file the same way', () => {
    const bad = join(dir, 'mine.json');
    writeFileSync(bad, JSON.stringify({ offers: [{ provider: 'me', gpu: 'rtx4090' }] }));
    expect(loadError({ extraOffersFile: bad }).message).toMatch(/mine\.json: offers\[0\] \(provider "me", gpu "rtx4090"\): /);
  });
});

describe('extra offers and environment', () => {
  it('appends an operator offers file and puts its provider costs first', () => {
    const base = loadCatalog();
    const catalog = loadCatalog({ extraOffersFile: extraOffers });
    expect(catalog.offers.length).toBe(base.offers.length + 1);
    expect(catalog.offers.at(-1)).toMatchObject({ provider: 'acme-lab', gpu: 'rtx4090', billing: 'monthly' });
    expect(catalog.providerCosts[0]).toMatchObject({ provider: 'acme-lab', freeDiskGB: 0 });
  });

  it('reads WHICHCARD_OFFERS_FILE, WHICHCARD_STALE_DAYS and WHICHCARD_USD_CNY', () => {
    const options = optionsFromEnv({ WHICHCARD_OFFERS_FILE: extraOffers, WHICHCARD_STALE_DAYS: '30', WHICHCARD_USD_CNY: '7.25@2026-11-30' }, '2026-12-01');
    expect(options).toMatchObject({ extraOffersFile: extraOffers, staleAfterDays: 30, fxOverride: { rate: 7.25, asOf: '2026-11-30' } });
    const catalog = loadCatalog(options);
    expect(catalog.staleAfterDays).toBe(30);
    expect(catalog.fx.filter((r) => r.from === 'USD' && r.to === 'CNY')).toEqual([
      { from: 'USD', to: 'CNY', rate: 7.25, asOf: '2026-11-30', source: 'operator setting WHICHCARD_USD_CNY' },
    ]);
    expect(optionsFromEnv({ WHICHCARD_USD_CNY: '7.3' }, '2026-12-01').fxOverride?.asOf).toBe('2026-12-01');
  });

  it('names the variable when its value is bad', () => {
    expect(() => optionsFromEnv({ WHICHCARD_STALE_DAYS: 'soon' }, '2026-12-01')).toThrow(/WHICHCARD_STALE_DAYS/);
    expect(() => optionsFromEnv({ WHICHCARD_USD_CNY: '-1' }, '2026-12-01')).toThrow(/WHICHCARD_USD_CNY/);
  });
});
