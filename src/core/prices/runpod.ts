/**
 * RunPod's GraphQL gpuTypes → imported offers. Prices are per GPU-hour already: Secure Cloud
 * (securePrice) and Community Cloud (communityPrice) on demand, and their interruptible (spot)
 * prices; each is one offer per GPU (RunPod rents any count), with the cloud as the tier.
 */
import { cardMatcher } from './card-names.ts';
import { offerFromGpuPrice, type ImportedOffer } from './offer.ts';
import type { ImportContext } from './skypilot.ts';
import { SkipCounter, type ImportResult } from './summary.ts';

/** The fields read (a subset of what gpuhunt asks, plus the two spot prices on RunPod's GpuType). */
export const RUNPOD_QUERY = `query GpuTypes {
  gpuTypes {
    id
    displayName
    memoryInGb
    maxGpuCount
    securePrice
    communityPrice
    secureSpotPrice
    communitySpotPrice
  }
}`;

const PRICES = [
  ['securePrice', 'secure', 'on_demand'],
  ['communityPrice', 'community', 'on_demand'],
  ['secureSpotPrice', 'secure', 'spot'],
  ['communitySpotPrice', 'community', 'spot'],
] as const;

export function importRunpodGpuTypes(answer: unknown, ctx: ImportContext): ImportResult {
  const data = (answer as { data?: { gpuTypes?: unknown }; errors?: { message?: string }[] }) ?? {};
  if (data.errors?.length) throw new Error(`GraphQL error: ${data.errors.map((e) => e.message).join('; ')}`);
  const types = data.data?.gpuTypes;
  if (!Array.isArray(types)) throw new Error('the answer has no data.gpuTypes list');
  const match = cardMatcher(ctx.catalog);
  const skips = new SkipCounter();
  const offers: ImportedOffer[] = [];
  for (const t of types as Record<string, unknown>[]) {
    const name = typeof t.displayName === 'string' && t.displayName ? t.displayName : typeof t.id === 'string' ? t.id : '';
    const memory = typeof t.memoryInGb === 'number' ? t.memoryInGb : undefined;
    if (!name) {
      skips.add({ code: 'noGpu' });
      continue;
    }
    const found = match({ name, ...(memory ? { memoryMiB: memory * 1024 } : {}) });
    if ('skip' in found) {
      skips.add(found.skip);
      continue;
    }
    let priced = false;
    for (const [field, tier, billing] of PRICES) {
      const price = t[field];
      if (typeof price !== 'number' || !(price > 0)) continue;
      priced = true;
      offers.push(offerFromGpuPrice({
        provider: 'runpod', gpu: found.gpu.id, gpuCount: 1, regionRaw: '', region: '?', instanceType: typeof t.id === 'string' ? t.id : name, billing, tier,
        currency: 'USD', asOf: ctx.asOf, sourceUrl: ctx.sourceUrl, sourceVersion: ctx.sourceVersion, kind: 'list', pricePerGpuHour: price,
      }));
    }
    if (!priced) skips.add({ code: 'noPrice', name });
  }
  return { offers, summary: { rows: types.length, offers: offers.length, skipped: skips.list() } };
}
