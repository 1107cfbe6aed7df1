import { describe, expect, it } from 'vitest';
import { ImportedOfferSchema, type ImportedOffer } from '../../../src/core/prices/offer.ts';
import { importSample } from './helpers.ts';

const find = (offers: ImportedOffer[], q: Partial<ImportedOffer>) =>
  offers.filter((o) => Object.entries(q).every(([k, v]) => (o as Record<string, unknown>)[k] === v));

describe('SkyPilot v8 GCP vms.csv (host VM + GPU rows joined)', async () => {
  const { offers, summary } = await importSample('gcp');

  it('prices an A100 on a2-highgpu-2g in us-central1 as host + 2 GPUs (README: 1.47895 + 5.86782 = 7.34677 $/h)', () => {
    const [o] = find(offers, { gpu: 'a100-40gb', gpuCount: 2, regionRaw: 'us-central1', billing: 'on_demand' });
    expect(o).toBeDefined();
    expect(o!.instanceType).toBe('a2-highgpu-2g');
    expect(o!.pricePerMachineHour).toBeCloseTo(1.47895 + 5.86782, 9);
    expect(o!.pricePerGpuHour).toBeCloseTo(3.673385, 6);
    expect(o!.region).toBe('na/us');
  });

  it('prices the H100 in us-central1 at host + GPU (≈ $5.38, the figure the issue expects), not the catalog\'s $10.98', () => {
    const [o] = find(offers, { gpu: 'h100-sxm', gpuCount: 1, regionRaw: 'us-central1', billing: 'on_demand' });
    expect(o!.pricePerGpuHour).toBeCloseTo(1.18251 + 4.20076, 9);
    // spot = host spot + GPU spot in the same zone
    const [s] = find(offers, { gpu: 'h100-sxm', gpuCount: 1, regionRaw: 'us-central1', billing: 'spot' });
    expect(s!.pricePerGpuHour).toBeCloseTo(0.34406 + 2.8501, 9);
  });

  it('maps A100-80GB (a2-ultragpu) to the 80 GB SXM card and keeps no spot where the GPU spot exceeds on-demand', () => {
    const [o] = find(offers, { gpu: 'a100-80gb-sxm', gpuCount: 1, regionRaw: 'us-central1', billing: 'on_demand' });
    expect(o!.instanceType).toBe('a2-ultragpu-1g');
    // us-central1 A100-80GB GPU row: Price 1.8462 < SpotPrice 1.964 → no spot offer there
    expect(find(offers, { gpu: 'a100-80gb-sxm', gpuCount: 1, regionRaw: 'us-central1', billing: 'spot' })).toHaveLength(0);
  });

  it('never shows a bare GPU row: GPUs without a host VM row are skipped and counted', () => {
    expect(offers.every((o) => o.instanceType !== '')).toBe(true);
    const noHost = summary.skipped.filter((s) => s.reason.code === 'noHostVm');
    expect(noHost.reduce((n, s) => n + s.rows, 0)).toBeGreaterThan(0);
    expect(summary.skipped.find((s) => s.reason.code === 'tpu')?.rows).toBe(2);
    expect(find(offers, { gpu: 'b200' })).toHaveLength(0);
  });

  it('keeps one offer per region and mode (zones collapsed to the cheapest)', () => {
    const keys = offers.map((o) => `${o.gpu}|${o.instanceType}|${o.regionRaw}|${o.billing}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(summary.rows).toBe(242);
  });
});

describe('SkyPilot v8 AWS vms.csv', async () => {
  const { offers, summary } = await importSample('aws');

  it('collapses on-demand zone rows to one per instance type and region, keeps spot per zone', () => {
    const od = find(offers, { instanceType: 'g6.xlarge', regionRaw: 'us-east-1', billing: 'on_demand' });
    expect(od).toHaveLength(1);
    expect(od[0]!.pricePerGpuHour).toBeCloseTo(0.8048, 9);
    const spot = find(offers, { instanceType: 'g6.xlarge', regionRaw: 'us-east-1', billing: 'spot' });
    expect(spot.map((o) => o.zone).sort()).toEqual(['use1-az1', 'use1-az2', 'use1-az4', 'use1-az6']);
  });

  it('uses the memory variant: p4d A100 is the 40 GB card, p4de the 80 GB, p3dn V100-32GB', () => {
    expect(new Set(find(offers, { instanceType: 'p4d.24xlarge' }).map((o) => o.gpu))).toEqual(new Set(['a100-40gb']));
    expect(new Set(find(offers, { instanceType: 'p4de.24xlarge' }).map((o) => o.gpu))).toEqual(new Set(['a100-80gb-sxm']));
    expect(new Set(find(offers, { instanceType: 'p3dn.24xlarge' }).map((o) => o.gpu))).toEqual(new Set(['v100-32gb']));
    expect(new Set(find(offers, { instanceType: 'p3.2xlarge' }).map((o) => o.gpu))).toEqual(new Set(['v100-16gb']));
  });

  it('divides the instance price by its GPUs (p4d.24xlarge us-east-1 $21.9576/h ÷ 8)', () => {
    const [o] = find(offers, { instanceType: 'p4d.24xlarge', regionRaw: 'us-east-1', billing: 'on_demand' });
    expect(o!.pricePerMachineHour).toBeCloseTo(o!.pricePerGpuHour * 8, 9);
    expect(o!.gpuCount).toBe(8);
  });

  it('treats a spot price equal to on-demand as no spot data (p4de eu-central-1: 34.29122 vs 34.291200)', () => {
    expect(find(offers, { instanceType: 'p4de.24xlarge', regionRaw: 'eu-central-1', billing: 'spot' })).toHaveLength(0);
    expect(find(offers, { instanceType: 'p3.8xlarge', regionRaw: 'ap-northeast-2', billing: 'spot' })).toHaveLength(0);
  });

  it('counts the CPU-only rows as skipped, not as offers', () => {
    expect(summary.skipped).toEqual([{ reason: { code: 'noGpu' }, rows: 3 }]);
  });
});

describe('SkyPilot v8 Vast vms.csv (CRLF, bucket medians)', async () => {
  const { offers, summary } = await importSample('vast');

  it('splits A100 and H100 by InstanceType and memory', () => {
    expect(find(offers, { instanceType: '1x-A100_PCIE-32-65536' })[0]!.gpu).toBe('a100-80gb-pcie');
    expect(new Set(find(offers, { instanceType: '1x-A100_SXM4-32-65536' }).map((o) => o.gpu))).toEqual(new Set(['a100-40gb']));
    expect(find(offers, { instanceType: '1x-H100_NVL-32-65536' })[0]!.gpu).toBe('h100-nvl');
    expect(new Set(find(offers, { instanceType: '8x-H100_SXM-32-65536' }).map((o) => o.gpu))).toEqual(new Set(['h100-sxm']));
  });

  it('marks every row a median of listings, with no spot (Vast SpotPrice is 0.00)', () => {
    expect(offers.every((o) => o.kind === 'median-of-listings' && o.billing === 'on_demand')).toBe(true);
  });

  it('reads the region from "State, CC, Continent", including an empty state', () => {
    const [o] = find(offers, { instanceType: '8x-RTX_4090-32-65536', regionRaw: ', CN, AS' });
    expect(o!.region).toBe('as/cn');
    expect(o!.pricePerGpuHour).toBeCloseTo(2.81 / 8, 9);
  });

  it('keeps a 48 GB "RTX 4090" out and says so; a consumer card with a catalog row comes in', () => {
    expect(summary.rows).toBe(63);
    expect(summary.offers).toBe(offers.length);
    const reasons = summary.skipped.map((s) => s.reason);
    expect(reasons).not.toContainEqual(expect.objectContaining({ name: 'RTX3060' }));
    expect(find(offers, { gpu: 'rtx3060' })).toHaveLength(1);
    expect(reasons).toContainEqual({ code: 'memoryMismatch', name: 'RTX4090', memoryGB: 48, gpu: 'rtx4090', gpuMemoryGB: 24 });
    expect(summary.rows - summary.skipped.reduce((n, s) => n + s.rows, 0)).toBe(offers.length);
  });

  it('passes the schema, every one', () => {
    for (const o of offers) expect(ImportedOfferSchema.safeParse(o).success).toBe(true);
  });
});
