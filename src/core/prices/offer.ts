/**
 * The imported offer: one price of one machine shape as a public catalog or API states it, with
 * everything needed to trust it later — who sells it, where, how it is billed, per GPU-hour and per
 * machine, when it was read and from which version of which file. Every importer's output is
 * validated with this schema before a snapshot is written.
 */
import { z } from 'zod';
import { Billing, Currency } from '../catalog/schema.ts';

/**
 * What kind of figure the price is: a published list price, the median of a marketplace's live
 * listings (with their spread), or a price that holds only for members or during a promotion.
 */
export const PRICE_KINDS = ['list', 'median-of-listings', 'member', 'promotional'] as const;
export const PriceKind = z.enum(PRICE_KINDS);
export type PriceKind = z.infer<typeof PriceKind>;

const positive = z.number().positive().finite();

/** How spread out the listings behind a median are (a marketplace's host-by-host prices, per GPU-hour). */
export const ListingSpread = z
  .object({ count: z.number().int().positive(), min: positive, max: positive })
  .strict()
  .refine((s) => s.min <= s.max, { message: 'min must not exceed max' });
export type ListingSpread = z.infer<typeof ListingSpread>;

/** Relative tolerance of "per GPU-hour × GPUs = machine price" (float arithmetic, not rounding). */
export const MACHINE_PRICE_TOLERANCE = 1e-9;

export const ImportedOfferSchema = z
  .object({
    /** Provider id as the catalog names providers ("gcp", "vast", "autodl"). */
    provider: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'provider ids are lowercase letters, digits, "." and "-"'),
    /** Display name where the id is a romanisation ("恒源云/gpushare"). */
    providerName: z.string().min(1).optional(),
    /** Catalog GPU id, mapped through the catalog's own names and aliases (never guessed). */
    gpu: z.string().regex(/^[a-z0-9][a-z0-9.-]*$/),
    gpuCount: z.number().int().positive(),
    /** The region exactly as the source writes it ("us-central1", "Texas, US, NA"). */
    regionRaw: z.string(),
    /** Normalised "<continent>/<country>" ("na/us", "eu/nl", "as/cn"), "?" when the source says nothing usable. */
    region: z.string().regex(/^(\?|[a-z]{2}\/(\?|[a-z]{2}))$/, 'region is "<continent>/<country>" or "?"'),
    /** The zone, where a price holds for one zone only (cloud spot prices). */
    zone: z.string().min(1).optional(),
    instanceType: z.string(),
    billing: Billing,
    /** Commitment of a reserved price; required for reserved, absent otherwise. */
    reservedPeriod: z.enum(['1m', '1y', '3y']).optional(),
    /** Secure vs community cloud, datacenter vs private host: a marketplace's tier, when it has one. */
    tier: z.string().min(1).optional(),
    pricePerGpuHour: positive,
    pricePerMachineHour: positive,
    currency: Currency,
    /** When the price was read (fetch time) or the source's own date, ISO 8601 with time. */
    asOf: z.iso.datetime({ offset: true }),
    /** Where it was read: a URL, or the file an operator imported. */
    sourceUrl: z.string().min(1),
    /** Which version of the source: a commit, an ETag, a Last-Modified date or a content hash. */
    sourceVersion: z.string().min(1),
    kind: PriceKind,
    /** For a median of listings: how many there were and their range per GPU-hour. */
    listings: ListingSpread.optional(),
    notes: z.string().optional(),
  })
  .strict()
  .refine((o) => Math.abs(o.pricePerGpuHour * o.gpuCount - o.pricePerMachineHour) <= MACHINE_PRICE_TOLERANCE * o.pricePerMachineHour, {
    message: 'pricePerGpuHour × gpuCount must equal pricePerMachineHour',
    path: ['pricePerGpuHour'],
  })
  .refine((o) => (o.billing === 'reserved') === (o.reservedPeriod !== undefined), { message: 'reservedPeriod is required for reserved offers and only for them', path: ['reservedPeriod'] })
  .refine((o) => o.listings === undefined || o.kind === 'median-of-listings', {
    message: 'listings belong to a median of listings only',
    path: ['listings'],
  });
export type ImportedOffer = z.infer<typeof ImportedOfferSchema>;

/** The fields of an offer that an importer fills in; both prices are derived from the machine price. */
export type OfferDraft = Omit<ImportedOffer, 'pricePerGpuHour' | 'pricePerMachineHour'> & { pricePerMachineHour: number };

/** One machine's price → the offer, per GPU-hour derived from it (never the other way, so the two always agree). */
export function offerFromMachinePrice(draft: OfferDraft): ImportedOffer {
  return { ...draft, pricePerGpuHour: draft.pricePerMachineHour / draft.gpuCount };
}

/** Per-GPU prices (RunPod) → the offer; the machine price is the product. */
export function offerFromGpuPrice(draft: Omit<OfferDraft, 'pricePerMachineHour'> & { pricePerGpuHour: number }): ImportedOffer {
  return { ...draft, pricePerMachineHour: draft.pricePerGpuHour * draft.gpuCount };
}
