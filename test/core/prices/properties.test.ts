/**
 * Properties of the SkyPilot importer over generated vms.csv files: any column order, LF or CRLF,
 * any mix of known and unknown names, counts, prices and spot placeholders.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRows } from '../../../src/core/prices/csv.ts';
import { ImportedOfferSchema, MACHINE_PRICE_TOLERANCE } from '../../../src/core/prices/offer.ts';
import { importSkypilotVms } from '../../../src/core/prices/skypilot.ts';
import { ctx } from './helpers.ts';

const COLUMNS = ['InstanceType', 'AcceleratorName', 'AcceleratorCount', 'vCPUs', 'MemoryGiB', 'GpuInfo', 'Price', 'SpotPrice', 'Region', 'AvailabilityZone'];
const NAMES = ['A100', 'A100-80GB', 'H100', 'H100-MEGA', 'L4', 'L40S', 'V100', 'RTX4090', 'RTXPRO4500', 'tpu-v5', '', 'B200', 'H200', 'T4'];
const price = fc.oneof(fc.double({ min: 0.01, max: 200, noNaN: true }).map((p) => p.toFixed(5)), fc.constantFrom('', '0.00', '700.0'));

const row = fc.record({
  InstanceType: fc.constantFrom('', 'p4d.24xlarge', '1x-H100_NVL-32-65536', 'a2-highgpu-1g', 'a3-highgpu-1g', 'g2-standard-4', 'x'),
  AcceleratorName: fc.constantFrom(...NAMES),
  AcceleratorCount: fc.constantFrom('1', '2.0', '8', '0.5', '', '16'),
  vCPUs: fc.constant('8.0'),
  MemoryGiB: fc.constant('32.0'),
  GpuInfo: fc.constantFrom('', "{'Gpus': [{'MemoryInfo': {'SizeInMiB': 81920}}]}", "{'Gpus': [{'Name': 'A100', 'Count': 8, 'MemoryInfo': {'SizeInMiB': 40960}}], 'TotalGpuMemoryInMiB': 327680}", 'not a literal'),
  Price: price,
  SpotPrice: price,
  Region: fc.constantFrom('us-central1', 'us-east-1', 'Texas, US, NA', ', CN, AS', 'europe-west4'),
  AvailabilityZone: fc.constantFrom('us-central1-a', 'use1-az1', ''),
});

const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

const file = fc.record({
  order: fc.shuffledSubarray(COLUMNS, { minLength: COLUMNS.length, maxLength: COLUMNS.length }),
  rows: fc.array(row, { maxLength: 40 }),
  crlf: fc.boolean(),
  cloud: fc.constantFrom('aws', 'gcp', 'vast', 'lambda'),
});

describe('SkyPilot importer properties', () => {
  it('every offer passes the schema, per GPU-hour × GPUs = machine price, each has asOf and source; rows are all accounted for', async () => {
    await fc.assert(
      fc.asyncProperty(file, async ({ order, rows, crlf, cloud }) => {
        const eol = crlf ? '\r\n' : '\n';
        const text = [order.join(','), ...rows.map((r) => order.map((c) => quote(r[c as keyof typeof r])).join(','))].join(eol) + eol;
        const { offers, summary } = await importSkypilotVms(cloud, csvRows([text]), ctx('https://example.test/vms.csv', 'etag:"x"'));
        expect(summary.rows).toBe(rows.length);
        expect(summary.offers).toBe(offers.length);
        for (const o of offers) {
          expect(ImportedOfferSchema.safeParse(o).success).toBe(true);
          expect(Math.abs(o.pricePerGpuHour * o.gpuCount - o.pricePerMachineHour)).toBeLessThanOrEqual(MACHINE_PRICE_TOLERANCE * o.pricePerMachineHour);
          expect(o.asOf).toBeTruthy();
          expect(o.sourceUrl).toBe('https://example.test/vms.csv');
          expect(o.sourceVersion).toBe('etag:"x"');
          // never an unknown name or a TPU, never a fractional count
          expect(o.gpu).not.toMatch(/tpu|rtxpro4500/);
          expect(Number.isInteger(o.gpuCount)).toBe(true);
          if (o.billing === 'spot') expect(o.pricePerMachineHour).toBeGreaterThan(0);
        }
        const skipped = summary.skipped.reduce((n, s) => n + s.rows, 0);
        expect(skipped).toBeLessThanOrEqual(rows.length);
      }),
      { numRuns: 150 },
    );
  });
});
