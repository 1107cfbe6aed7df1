import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CatalogError, loadCatalog } from '../../../src/core/catalog/index.ts';
import type { Offer } from '../../../src/core/catalog/schema.ts';
import { offerFromMachinePrice, type ImportedOffer } from '../../../src/core/prices/offer.ts';
import { overlayOffers, type Snapshot } from '../../../src/core/prices/snapshot.ts';

const imported = ({ price, ...over }: Partial<ImportedOffer> & { price: number }): ImportedOffer =>
  offerFromMachinePrice({
    provider: 'gcp', gpu: 'h100-sxm', gpuCount: 1, regionRaw: 'us-central1', region: 'na/us', instanceType: 'a3-highgpu-1g', billing: 'on_demand', currency: 'USD',
    asOf: '2026-12-03T15:00:00.000Z', sourceUrl: 'https://example/vms.csv', sourceVersion: 'etag:"1"', kind: 'list', ...over, pricePerMachineHour: price,
  });
const snap = (source: Snapshot['source'], offers: ImportedOffer[]): Snapshot => ({ source, writtenAt: '2026-12-03T15:00:00.000Z', parts: [{ name: source, url: 'u', status: 'ok', offers }] });
const base: Offer[] = [
  { provider: 'gcp', region: 'us-east4', instanceType: 'a3-highgpu-1g', gpu: 'h100-sxm', gpuCount: 1, billing: 'on_demand', pricePerGpuHour: 10.98, currency: 'USD', asOf: '2026-05-01', asOfPrecision: 'month', source: 'old', sourceKind: 'aggregator' },
  { provider: 'gcp', region: 'us-east4', instanceType: 'a3-highgpu-1g', gpu: 'h100-sxm', gpuCount: 1, billing: 'reserved', reservedPeriod: '1y', pricePerGpuHour: 7, currency: 'USD', asOf: '2026-05-01', asOfPrecision: 'month', source: 'old', sourceKind: 'aggregator' },
  { provider: 'autodl', region: '北京', instanceType: '', gpu: 'rtx4090', gpuCount: 1, billing: 'on_demand', pricePerGpuHour: 1.98, currency: 'CNY', asOf: '2026-08-01', asOfPrecision: 'day', source: 'x', sourceKind: 'third-party' },
];

describe('snapshots on top of catalog/', () => {
  it('replaces catalog/ offers of the same provider, card and billing mode, keeps the rest', () => {
    const out = overlayOffers(base, [snap('skypilot', [imported({ price: 5.38 })])]);
    expect(out.filter((o) => o.provider === 'gcp' && o.billing === 'on_demand').map((o) => [o.region, o.pricePerGpuHour])).toEqual([['us-central1', 5.38]]);
    expect(out.some((o) => o.billing === 'reserved')).toBe(true);
    expect(out.some((o) => o.provider === 'autodl')).toBe(true);
    const gcp = out.find((o) => o.region === 'us-central1')!;
    expect(gcp).toMatchObject({ geo: 'na/us', asOf: '2026-12-03', asOfPrecision: 'day', sourceKind: 'aggregator', staleAfterDays: 30 });
    expect(gcp.source).toBe('https://example/vms.csv (etag:"1"; read 2026-12-03 15:00 UTC)');
  });

  it('a marketplace\'s own API beats an aggregator for the same provider and card; medians are stale after a day', () => {
    const vastApi = imported({ provider: 'vast', gpu: 'rtx4090', regionRaw: 'Texas, US', price: 0.4, kind: 'median-of-listings', listings: { count: 9, min: 0.3, max: 0.6 } });
    const vastSky = imported({ provider: 'vast', gpu: 'rtx4090', regionRaw: 'Texas, US, NA', price: 0.35, kind: 'median-of-listings' });
    const out = overlayOffers(base, [snap('skypilot', [vastSky]), snap('vast', [vastApi])]);
    const vast = out.filter((o) => o.provider === 'vast');
    expect(vast).toHaveLength(1);
    expect(vast[0]).toMatchObject({ priceKind: 'median', listings: { count: 9, min: 0.3, max: 0.6 }, staleAfterDays: 1, sourceKind: 'vendor' });
  });

  it('loadCatalog reads the current snapshots and names a broken one by file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wc-snap-'));
    try {
      mkdirSync(join(dir, 'skypilot'));
      writeFileSync(join(dir, 'skypilot', '20261203T150000Z.json'), JSON.stringify(snap('skypilot', [imported({ price: 5.38 })])));
      writeFileSync(join(dir, 'skypilot', 'current.json'), JSON.stringify({ file: '20261203T150000Z.json', writtenAt: '2026-12-03T15:00:00.000Z' }));
      const catalog = loadCatalog({ pricesDir: dir });
      expect(catalog.offers.filter((o) => o.provider === 'gcp' && o.gpu === 'h100-sxm' && o.billing === 'on_demand').map((o) => o.pricePerGpuHour)).toEqual([5.38]);
      expect(catalog.priceSnapshots).toEqual([{ source: 'skypilot', writtenAt: '2026-12-03T15:00:00.000Z', offers: 1, parts: [{ name: 'skypilot', url: 'u', status: 'ok', offers: 1 }] }]);
      writeFileSync(join(dir, 'skypilot', '20261203T150000Z.json'), '{"source": "skypilot"');
      expect(() => loadCatalog({ pricesDir: dir })).toThrow(CatalogError);
      expect(loadCatalog({ pricesDir: join(dir, 'absent') }).priceSnapshots).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
