/**
 * SkyPilot's catalog (skypilot-org/skypilot-catalog, catalogs/v8/<cloud>/vms.csv) → imported offers.
 * Read by header name (the column order differs per cloud), one row at a time. Rules per cloud,
 * from the samples' README (test/fixtures/imports/README.md):
 * - prices are per instance per hour: per GPU-hour = Price ÷ AcceleratorCount;
 * - on-demand rows repeat per zone (AWS) → one offer per instance type and region; spot prices
 *   differ per zone → kept per zone; spot counts only when 0 < SpotPrice < Price;
 * - GCP lists the GPU apart from its host VM → host + GPUs joined per zone, cheapest per region;
 * - Vast rows are medians of a bucket of listings, not rentable offers; its names merge A100 40/80
 *   and H100 SXM/PCIe/NVL, recovered from the InstanceType and the memory.
 */
import type { Catalog, Gpu } from '../catalog/schema.ts';
import { cardMatcher, variantOf } from './card-names.ts';
import type { CsvRow } from './csv.ts';
import { gpuMemoryMiB } from './gpu-info.ts';
import { offerFromMachinePrice, type ImportedOffer } from './offer.ts';
import { normalizeRegion } from './regions.ts';
import { SkipCounter, type ImportResult, type RowSkip } from './summary.ts';

/** Clouds of the v8 catalog that sell GPUs (the update reads every one unless --cloud says otherwise). */
export const SKYPILOT_CLOUDS = ['aws', 'gcp', 'azure', 'lambda', 'runpod', 'vast', 'nebius', 'cudo', 'fluidstack', 'paperspace', 'do', 'verda', 'hyperbolic', 'shadeform', 'oci', 'seeweb'] as const;

/** SkyPilot's cloud names that differ from the catalog's provider ids. */
const PROVIDER_IDS: Record<string, string> = { do: 'digitalocean' };

export function skypilotProvider(cloud: string): string {
  return PROVIDER_IDS[cloud] ?? cloud;
}

export interface ImportContext {
  catalog: Catalog;
  /** When the file was read (or its own date), ISO 8601. */
  asOf: string;
  sourceUrl: string;
  /** Commit, ETag, Last-Modified or content hash of what was read. */
  sourceVersion: string;
}

interface GpuRow {
  line: number;
  name: string;
  count: number;
  gpu: Gpu;
  instanceType: string;
  regionRaw: string;
  zone: string;
  price: number;
  spot: number | undefined;
}

const num = (text: string | undefined): number => (text === undefined || text.trim() === '' ? NaN : Number(text));

/**
 * A spot price that means something: present, positive and below on-demand. AWS repeats Price
 * (to 6 decimals instead of 5) when it has no spot history and Vast prints 0.00, so a "spot" within
 * SPOT_PLACEHOLDER of on-demand is the placeholder, not a discount.
 */
const SPOT_PLACEHOLDER = 1e-3;
function usableSpot(spot: number, price: number): number | undefined {
  return spot > 0 && spot < price * (1 - SPOT_PLACEHOLDER) ? spot : undefined;
}

/** The GPU part of a row, or why it is kept out. */
function gpuRow(row: CsvRow, match: ReturnType<typeof cardMatcher>, skips: SkipCounter): GpuRow | undefined {
  const r = row.record;
  const name = (r.AcceleratorName ?? '').trim();
  if (!name) return void skips.add({ code: 'noGpu' });
  if (/^tpu-/i.test(name)) return void skips.add({ code: 'tpu', name });
  const countText = (r.AcceleratorCount ?? '').trim();
  const count = num(countText);
  if (!(Number.isInteger(count) && count > 0)) return void skips.add({ code: 'fractionalCount', name, count: countText });
  const price = num(r.Price);
  if (!(price > 0)) return void skips.add({ code: 'noPrice', name });
  const instanceType = (r.InstanceType ?? '').trim();
  const found = match({ name, memoryMiB: gpuMemoryMiB(r.GpuInfo ?? '', count), ...(variantOf(instanceType) ? { variant: variantOf(instanceType) } : {}) });
  if ('skip' in found) return void skips.add(found.skip);
  const spot = num(r.SpotPrice);
  return {
    line: row.line, name, count, gpu: found.gpu, instanceType, regionRaw: (r.Region ?? '').trim(), zone: (r.AvailabilityZone ?? '').trim(),
    price, spot: Number.isFinite(spot) ? usableSpot(spot, price) : undefined,
  };
}

/** Keeps the cheapest offer per key (on-demand rows repeated per zone collapse to one). */
class Cheapest {
  readonly offers = new Map<string, ImportedOffer>();
  put(key: string, offer: ImportedOffer): void {
    const current = this.offers.get(key);
    if (!current || offer.pricePerMachineHour < current.pricePerMachineHour) this.offers.set(key, offer);
  }
}

function base(cloud: string, ctx: ImportContext) {
  return { provider: skypilotProvider(cloud), currency: 'USD' as const, asOf: ctx.asOf, sourceUrl: ctx.sourceUrl, sourceVersion: ctx.sourceVersion };
}

/** Every cloud but GCP: one row = one instance type in one region (and zone). */
async function importInstances(cloud: string, rows: AsyncIterable<CsvRow>, ctx: ImportContext): Promise<ImportResult> {
  const match = cardMatcher(ctx.catalog);
  const skips = new SkipCounter();
  const kept = new Cheapest();
  let count = 0;
  // Vast's rows are each the median of a bucket of listings (SkyPilot's fetch_vast.py).
  const kind = cloud === 'vast' ? ('median-of-listings' as const) : ('list' as const);
  for await (const row of rows) {
    count++;
    const g = gpuRow(row, match, skips);
    if (!g) continue;
    const common = { ...base(cloud, ctx), gpu: g.gpu.id, gpuCount: g.count, regionRaw: g.regionRaw, region: normalizeRegion(g.regionRaw), instanceType: g.instanceType, kind };
    kept.put(`on_demand|${g.instanceType}|${g.regionRaw}`, offerFromMachinePrice({ ...common, billing: 'on_demand', pricePerMachineHour: g.price }));
    if (g.spot !== undefined) {
      kept.put(`spot|${g.instanceType}|${g.regionRaw}|${g.zone}`, offerFromMachinePrice({ ...common, ...(g.zone ? { zone: g.zone } : {}), billing: 'spot', pricePerMachineHour: g.spot }));
    }
  }
  const offers = [...kept.offers.values()];
  return { offers, summary: { rows: count, offers: offers.length, skipped: skips.list() } };
}

/**
 * GCP host VM types per GPU and count, as SkyPilot's gcp_catalog.py attaches them (L4 takes the
 * cheapest g2-standard shape that carries that many GPUs). Other GPUs (T4, V100, P100) ride on n1
 * hosts chosen by vCPU and memory rules that are not modelled here: they are skipped, and said so.
 */
export function gcpHostTypes(name: string, count: number): string[] | undefined {
  switch (name) {
    case 'A100':
      return [count === 16 ? 'a2-megagpu-16g' : `a2-highgpu-${count}g`];
    case 'A100-80GB':
      return [`a2-ultragpu-${count}g`];
    case 'H100':
      return [`a3-highgpu-${count}g`];
    case 'H100-MEGA':
      return [`a3-megagpu-${count}g`];
    case 'H200':
      return [`a3-ultragpu-${count}g`];
    case 'B200':
      return [`a4-highgpu-${count}g`];
    case 'L4': {
      const shapes: Record<number, number[]> = { 1: [4, 8, 12, 16, 32], 2: [24], 4: [48], 8: [96] };
      return shapes[count]?.map((v) => `g2-standard-${v}`);
    }
    default:
      return undefined;
  }
}

interface Host {
  price: number;
  spot: number | undefined;
}

/** GCP: host VM rows and GPU rows in one file, joined per zone; the cheapest zone of each region is the region's price. */
async function importGcp(rows: AsyncIterable<CsvRow>, ctx: ImportContext): Promise<ImportResult> {
  const match = cardMatcher(ctx.catalog);
  const skips = new SkipCounter();
  const hosts = new Map<string, Host>();
  const gpus: GpuRow[] = [];
  let count = 0;
  for await (const row of rows) {
    count++;
    const r = row.record;
    const type = (r.InstanceType ?? '').trim();
    if (type && !(r.AcceleratorName ?? '').trim()) {
      const price = num(r.Price);
      const spot = num(r.SpotPrice);
      if (price > 0) hosts.set(`${type}|${(r.AvailabilityZone ?? '').trim()}`, { price, spot: spot > 0 ? spot : undefined });
      continue;
    }
    const g = gpuRow(row, match, skips);
    if (g) gpus.push(g);
  }
  const kept = new Cheapest();
  for (const g of gpus) {
    const types = gcpHostTypes(g.name, g.count);
    const host = types
      ?.map((type) => ({ type, host: hosts.get(`${type}|${g.zone}`) }))
      .filter((h): h is { type: string; host: Host } => h.host !== undefined)
      .sort((a, b) => a.host.price - b.host.price)[0];
    if (!host) {
      skips.add({ code: 'noHostVm', name: g.name, hostType: types?.join('|') ?? 'n1-*' } satisfies RowSkip);
      continue;
    }
    const common = {
      ...base('gcp', ctx), gpu: g.gpu.id, gpuCount: g.count, regionRaw: g.regionRaw, region: normalizeRegion(g.regionRaw), instanceType: host.type, kind: 'list' as const,
    };
    const total = host.host.price + g.price;
    kept.put(`on_demand|${host.type}|${g.regionRaw}`, offerFromMachinePrice({ ...common, billing: 'on_demand', pricePerMachineHour: total }));
    // Spot needs both parts' spot prices; SkyPilot falls back to on-demand for a missing one, which is not a spot price.
    if (g.spot !== undefined && host.host.spot !== undefined) {
      const spot = usableSpot(host.host.spot + g.spot, total);
      if (spot !== undefined) kept.put(`spot|${host.type}|${g.regionRaw}`, offerFromMachinePrice({ ...common, billing: 'spot', pricePerMachineHour: spot }));
    }
  }
  const offers = [...kept.offers.values()];
  return { offers, summary: { rows: count, offers: offers.length, skipped: skips.list() } };
}

/** One cloud's vms.csv rows → offers and a summary of what was kept out. */
export function importSkypilotVms(cloud: string, rows: AsyncIterable<CsvRow>, ctx: ImportContext): Promise<ImportResult> {
  return cloud === 'gcp' ? importGcp(rows, ctx) : importInstances(cloud, rows, ctx);
}
