import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { csvRows } from '../../../src/core/prices/csv.ts';
import { importGpuhunt } from '../../../src/core/prices/gpuhunt.ts';
import { ImportedOfferSchema } from '../../../src/core/prices/offer.ts';
import { importOfferCsv, OfferCsvError } from '../../../src/core/prices/offers-csv.ts';
import { importRunpodGpuTypes } from '../../../src/core/prices/runpod.ts';
import { importVastOffers, median } from '../../../src/core/prices/vast-offers.ts';
import { csvFromZip } from '../../../src/prices/sources/gpuhunt.ts';
import { ctx, FIXTURES } from './helpers.ts';

const json = (path: string) => JSON.parse(readFileSync(`${FIXTURES}${path}`, 'utf8'));

describe('gpuhunt (zip of one CSV)', async () => {
  const csv = csvFromZip(readFileSync(`${FIXTURES}gpuhunt/aws/20261203-1/catalog.zip`));
  const { offers, summary } = await importGpuhunt('aws', csvRows([csv]), ctx('gpuhunt/aws', 'gpuhunt 20261203-1'));

  it('divides the instance price by the GPUs, spot as its own rows, A100 40/80 by gpu_memory', () => {
    const p4d = offers.filter((o) => o.instanceType === 'p4d.24xlarge');
    expect(p4d.map((o) => [o.gpu, o.billing, o.pricePerGpuHour])).toEqual([
      ['a100-40gb', 'on_demand', 21.957642 / 8],
      ['a100-40gb', 'spot', 6.289 / 8],
    ]);
    expect(offers.find((o) => o.instanceType === 'p4de.24xlarge')!.gpu).toBe('a100-80gb-sxm');
    expect(offers.find((o) => o.instanceType === 'p3.2xlarge')!.gpu).toBe('v100-16gb');
  });

  it('keeps unknown cards and CPU rows out, counted', () => {
    expect(summary.rows).toBe(10);
    expect(offers).toHaveLength(7);
    expect(summary.skipped.map((s) => s.reason)).toEqual(expect.arrayContaining([{ code: 'unknownGpu', name: 'RTXPRO4500' }, { code: 'noGpu' }]));
    for (const o of offers) expect(ImportedOfferSchema.safeParse(o).success).toBe(true);
  });
});

describe('Vast offers search (live listings)', () => {
  const { offers, summary } = importVastOffers(json('vast/bundles.json'), ctx('https://console.vast.ai/api/v0/bundles/', 'sha256:x'));

  it('keeps only rentable, verified listings with reliability ≥ 0.95, and says why the others are out', () => {
    const why = summary.skipped.map((s) => s.reason);
    expect(why).toEqual(expect.arrayContaining([{ code: 'filtered', why: 'host not verified' }, { code: 'filtered', why: 'reliability below 0.95' }, { code: 'filtered', why: 'not rentable now' }]));
  });

  it('stores the median and the spread per card, count and country — never one listing', () => {
    const us = offers.find((o) => o.gpu === 'rtx4090' && o.regionRaw === 'US' && o.billing === 'on_demand')!;
    // three listings qualify in the US: 0.30, 0.36, 0.40 → median 0.36
    expect(us.pricePerGpuHour).toBeCloseTo(0.36, 9);
    expect(us).toMatchObject({ kind: 'median-of-listings', listings: { count: 3, min: 0.3, max: 0.4 }, region: 'na/us' });
    const de = offers.find((o) => o.gpu === 'rtx4090' && o.regionRaw === 'DE' && o.billing === 'on_demand')!;
    expect(de.pricePerGpuHour).toBeCloseTo((0.3683 + 0.42) / 2, 9);
    const h100 = offers.find((o) => o.gpu === 'h100-sxm' && o.billing === 'on_demand')!;
    expect(h100).toMatchObject({ gpuCount: 8, pricePerMachineHour: 15.9 });
    expect(offers.find((o) => o.gpu === 'a100-40gb')!.gpuCount).toBe(2);
    const spot = offers.find((o) => o.gpu === 'rtx4090' && o.regionRaw === 'US' && o.billing === 'spot')!;
    expect(spot.pricePerGpuHour).toBeCloseTo(0.2, 9);
  });

  it('median of an odd and an even count', () => {
    expect(median([1, 2, 10])).toBe(2);
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });

  it('rejects an answer without offers', () => {
    expect(() => importVastOffers({ error: 'x' }, ctx())).toThrow(/offers/);
  });
});

describe('RunPod gpuTypes (per GPU-hour; secure vs community; spot)', () => {
  const { offers } = importRunpodGpuTypes(json('runpod/gpuTypes.json'), ctx('https://api.runpod.io/graphql', 'sha256:y'));

  it('one per-GPU offer per cloud and mode, the cloud as the tier', () => {
    const r4090 = offers.filter((o) => o.gpu === 'rtx4090').map((o) => [o.tier, o.billing, o.pricePerGpuHour, o.gpuCount]);
    expect(r4090).toEqual([
      ['secure', 'on_demand', 0.69, 1],
      ['community', 'on_demand', 0.34, 1],
      ['secure', 'spot', 0.5, 1],
      ['community', 'spot', 0.2, 1],
    ]);
    expect(offers.filter((o) => o.gpu === 'h100-sxm').map((o) => o.tier + o.billing)).toEqual(['secureon_demand', 'communityon_demand', 'securespot']);
    expect(offers.filter((o) => o.gpu === 'a100-80gb-pcie')).toHaveLength(3);
  });

  it('reports GraphQL errors', () => {
    expect(() => importRunpodGpuTypes({ errors: [{ message: 'unauthorized' }] }, ctx())).toThrow(/unauthorized/);
  });
});

describe('offer CSV in the catalog schema (hand-copied Chinese list prices)', () => {
  it('reads names or ids, keeps the row\'s own date and source', async () => {
    const file = `${FIXTURES}csv/cn-list-prices.csv`;
    const { offers } = await importOfferCsv('cn-list-prices.csv', csvRows([readFileSync(file)]), defaultCatalog(), 'sha256:z');
    expect(offers).toHaveLength(5);
    expect(offers[0]).toMatchObject({ provider: 'autodl', providerName: 'AutoDL', gpu: 'rtx4090', currency: 'CNY', asOf: '2026-10-04T00:00:00.000Z', pricePerGpuHour: 1.98 });
    expect(offers[2]!.gpu).toBe('rtx4090d');
    expect(offers[4]).toMatchObject({ region: 'as/cn', regionRaw: '广州', billing: 'monthly' });
  });

  it('names file, line and field for every bad row, and rejects the file', async () => {
    const file = `${FIXTURES}csv-bad/bad.csv`;
    const error = await importOfferCsv('bad.csv', csvRows([readFileSync(file)]), defaultCatalog(), 'v').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfferCsvError);
    const problems = (error as OfferCsvError).problems;
    expect(problems).toContain('bad.csv:3: gpu: unknown GPU "RTX 9999" (not in gpus.json)');
    expect(problems.some((p) => p.startsWith('bad.csv:4: billing:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('bad.csv:5: pricePerGpuHour:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('bad.csv:5: asOf:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('bad.csv:2:'))).toBe(false);
  });
});
