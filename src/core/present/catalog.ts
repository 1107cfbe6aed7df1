/**
 * What a user sees about the catalog itself: one card (`/gpu card`, `whichcard card`), cards side
 * by side (`compare`) and the help text. The row builders are shared by the bot Views and the
 * terminal tables, so every number and label comes from one place; adapters only lay them out.
 */
import type { TFunction } from 'i18next';
import { isLlm } from '../catalog/schema.ts';
import { isStale } from '../catalog/stale.ts';
import { estimate, modelRef } from '../estimate/index.ts';
import type { Engine, WeightPrecision } from '../estimate/types.ts';
import { resolveGpu } from '../catalog/resolve.ts';
import type { Catalog, Currency, Gpu, LlmModel, Offer } from '../catalog/schema.ts';
import { isUserError } from '../errors.ts';
import { translator } from '../i18n.ts';
import type { Locale } from '../i18n.ts';
import { allowedOffers } from '../recommend/options.ts';
import { teamCurrency, type CoreContext } from '../recommend/types.ts';
import { formatMoney, formatNumber, providerText } from './format.ts';
import type { View, ViewField } from './view.ts';

const CURRENCIES: Currency[] = ['USD', 'CNY'];

/** What the catalog views read: the data, the moment (staleness), the language and team settings. */
export type ViewContext = Pick<CoreContext, 'catalog' | 'now' | 'locale' | 'settings'>;

/** One labelled value, already localized and formatted. */
export interface Row {
  label: string;
  value: string;
}

/** The spec sheet of a card; formats the card lacks (null) are left out rather than shown as 0. */
export function gpuSpecRows(locale: Locale, gpu: Gpu): Row[] {
  const t = translator(locale);
  const n = (v: number) => formatNumber(locale, v);
  const rows: Row[] = [
    { label: t('catalog:spec.memory'), value: t('catalog:unit.gb', { value: n(gpu.memoryGB) }) },
    { label: t('catalog:spec.bandwidth'), value: t('catalog:unit.gbs', { value: n(gpu.bandwidthGBs) }) },
  ];
  for (const p of ['bf16', 'fp16', 'fp8', 'int8', 'tf32', 'fp32'] as const) {
    const value = gpu.tflops[p];
    if (value === null) continue;
    rows.push({ label: t(`catalog:spec.${p}`), value: t(p === 'int8' ? 'catalog:unit.tops' : 'catalog:unit.tflops', { value: n(value) }) });
  }
  rows.push(
    {
      label: t('catalog:spec.interconnect'),
      value: gpu.nvlinkGBs === null ? gpu.interconnect : t('catalog:unit.nvlink', { interconnect: gpu.interconnect, value: n(gpu.nvlinkGBs) }),
    },
    { label: t('catalog:spec.perNode'), value: t('catalog:unit.count', { value: gpu.maxPerNode }) },
    { label: t('catalog:spec.tdp'), value: gpu.tdpW === null ? t('catalog:none') : t('catalog:unit.watts', { value: n(gpu.tdpW) }) },
    { label: t('catalog:spec.formFactor'), value: gpu.formFactor },
    { label: t('catalog:spec.released'), value: gpu.releaseYear === null ? t('catalog:none') : String(gpu.releaseYear) },
    { label: t('catalog:spec.segment'), value: t(`catalog:segment.${gpu.segment}`) },
  );
  return rows;
}

/** An offer with its display strings; `stale` follows the catalog's freshness window at `now`. */
export interface OfferLine {
  offer: Offer;
  provider: string;
  billing: string;
  price: string;
  asOf: string;
  stale: boolean;
}

export function offerLine(ctx: Pick<CoreContext, 'catalog' | 'now' | 'locale'>, offer: Offer): OfferLine {
  const t = translator(ctx.locale);
  return {
    offer,
    provider: providerText(offer),
    billing: t(`catalog:billing.${offer.billing}`, { period: offer.reservedPeriod ? t(`catalog:period.${offer.reservedPeriod}`) : '' }),
    price: t('catalog:unit.perGpuHour', { price: formatMoney(ctx.locale, offer.pricePerGpuHour, offer.currency) }),
    asOf: `${offer.asOf}${t(`catalog:precision.${offer.asOfPrecision}`)}`,
    stale: isStale(offer, ctx.now, ctx.catalog.staleAfterDays),
  };
}

/** Cheapest first; a fresh price before a stale one of the same amount. */
export function byPrice(a: OfferLine, b: OfferLine): number {
  return a.offer.pricePerGpuHour - b.offer.pricePerGpuHour || Number(a.stale) - Number(b.stale);
}

/** A card's offers, optionally in one currency, from the team's allowed providers matched as the recommender matches them. */
export function offersFor(catalog: Catalog, gpuId: string, currency?: Currency, providers: readonly string[] = [], regions: readonly string[] = []): Offer[] {
  return allowedOffers(catalog.offers, providers, regions, catalog).filter((o) => o.gpu === gpuId && (currency === undefined || o.currency === currency));
}

/** The team's currency first: a CNY team reads CNY prices before USD ones. */
export function currencyOrder(ctx: Pick<CoreContext, 'settings' | 'locale'>): Currency[] {
  const first = teamCurrency(ctx);
  return [first, ...CURRENCIES.filter((c) => c !== first)];
}

/**
 * The cheapest on-demand price of a card in one currency. Fresh prices win over cheaper stale ones:
 * a months-old bargain is not what the card costs today. A stale one is shown (labelled) only when
 * nothing fresh exists.
 */
export function cheapestOnDemand(ctx: ViewContext, gpuId: string, currency: Currency): OfferLine | undefined {
  const lines = offersFor(ctx.catalog, gpuId, currency, ctx.settings.providers, ctx.settings.regions ?? [])
    .filter((o) => o.billing === 'on_demand')
    .map((o) => offerLine(ctx, o))
    .sort(byPrice);
  return lines.find((l) => !l.stale) ?? lines[0];
}

/** The offer behind cheapestOnDemand, member and promotional prices left out (they hold only for some). */
export function cheapestOnDemandOffer(ctx: ViewContext, gpuId: string, currency: Currency): Offer | undefined {
  const lines = offersFor(ctx.catalog, gpuId, currency, ctx.settings.providers, ctx.settings.regions ?? [])
    .filter((o) => o.billing === 'on_demand' && o.priceKind !== 'member' && o.priceKind !== 'promo')
    .map((o) => offerLine(ctx, o))
    .sort(byPrice);
  return (lines.find((l) => !l.stale) ?? lines[0])?.offer;
}

/** "Memory: 24 GB" / "显存：24 GB". */
export function labelled(locale: Locale, row: Row): string {
  return translator(locale)('catalog:labelValue', { label: row.label, value: row.value });
}

function staleMark(t: TFunction, stale: boolean): string {
  return stale ? ` ⚠ ${t('catalog:stale')}` : '';
}

/** One offer as the card view lists it: price · provider · billing · GPUs · as-of date, stale marked. */
export function offerLineText(t: TFunction, l: OfferLine): string {
  return t('catalog:card.offerLine', { price: l.price, provider: l.provider, billing: l.billing, count: l.offer.gpuCount, asOf: l.asOf, stale: staleMark(t, l.stale) });
}

/**
 * "Which models fit at a glance": the estimator's inference memory for one card at bf16 and at
 * int4 (GPTQ/AWQ), one user and a 4k context — the question people ask first. The assumptions
 * travel with the result so every view states them.
 */
export const FIT_PRECISIONS: WeightPrecision[] = ['bf16', 'int4'];
export const FIT_CONTEXT = 4096;

export interface FitSummary {
  precision: WeightPrecision;
  /** Text models whose estimate fits on one card, largest first. */
  models: LlmModel[];
  /** Text models checked. */
  total: number;
  contextTokens: number;
  engine: Engine | undefined;
  headroom: number;
}

// Fit lists depend only on the catalog, the card, the precision and the headroom; a card view is
// asked for again and again (bots, autocomplete), so each list is computed once per catalog.
const fitCache = new WeakMap<Catalog, Map<string, FitSummary>>();

export function modelsThatFit(ctx: Pick<CoreContext, 'catalog' | 'settings'>, gpu: Gpu, precision: WeightPrecision): FitSummary {
  let cache = fitCache.get(ctx.catalog);
  if (!cache) fitCache.set(ctx.catalog, (cache = new Map()));
  const key = `${gpu.id}|${precision}|${ctx.settings.headroom}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const llms = ctx.catalog.models.filter(isLlm);
  const fits: LlmModel[] = [];
  let engine: Engine | undefined;
  for (const model of llms) {
    let result;
    try {
      result = estimate({
        model: modelRef(model),
        task: 'infer',
        precision,
        gpu,
        count: 1,
        concurrency: 1,
        contextTokens: Math.min(FIT_CONTEXT, model.maxContext),
        headroom: ctx.settings.headroom,
      });
    } catch (error) {
      // A model the estimator cannot size (an operator's odd entry) is simply not listed as fitting.
      if (isUserError(error)) continue;
      throw error;
    }
    engine ??= result.input.engine;
    if (result.fits) fits.push(model);
  }
  fits.sort((a, b) => b.paramsB - a.paramsB || a.id.localeCompare(b.id));
  const summary: FitSummary = { precision, models: fits, total: llms.length, contextTokens: FIT_CONTEXT, engine, headroom: ctx.settings.headroom };
  cache.set(key, summary);
  return summary;
}

/** Models listed per precision line; the count says how many more fit. */
const FITS_SHOWN = 6;

export function fitLine(locale: Locale, fit: FitSummary): string {
  const t = translator(locale);
  const names = fit.models.slice(0, FITS_SHOWN).map((m) => m.name);
  return t('catalog:card.fitsLine', {
    precision: t(`catalog:fitPrecision.${fit.precision}`),
    models: names.length > 0 ? names.join(', ') : t('catalog:card.fitsNone'),
    count: fit.models.length,
    total: fit.total,
  });
}

export function fitAssumption(locale: Locale, fits: FitSummary[]): string {
  const t = translator(locale);
  const engines = [...new Set(fits.map((f) => f.engine).filter(Boolean))].join(', ');
  return t('catalog:card.fitsAssumption', { tokens: fits[0]?.contextTokens ?? FIT_CONTEXT, headroom: Math.round((fits[0]?.headroom ?? 0) * 100), engine: engines });
}

/** Prices listed per currency on a card; the rest are counted ("8 of 38"). */
const OFFERS_SHOWN = 8;

/** `/gpu card`: spec sheet, the cheapest prices per currency with dates and stale marks, sources. */
export function presentGpu(ctx: CoreContext, gpuId: string): View {
  const gpu = resolveGpu(ctx.catalog, gpuId);
  const t = translator(ctx.locale);
  const fields: ViewField[] = [
    { name: t('catalog:card.specs'), value: gpuSpecRows(ctx.locale, gpu).map((r) => labelled(ctx.locale, r)).join('\n') },
  ];
  for (const currency of currencyOrder(ctx)) {
    const lines = offersFor(ctx.catalog, gpu.id, currency, ctx.settings.providers)
      .map((o) => offerLine(ctx, o))
      .sort(byPrice);
    if (lines.length === 0) continue;
    const shown = lines.slice(0, OFFERS_SHOWN).map((l) => offerLineText(t, l));
    if (lines.length > OFFERS_SHOWN) shown.push(t('catalog:card.more', { shown: OFFERS_SHOWN, total: lines.length }));
    fields.push({ name: t('catalog:card.offers', { currency }), value: shown.join('\n') });
  }
  if (fields.length === 1) fields.push({ name: t('catalog:card.offers', { currency: '' }).trim(), value: t('catalog:card.noOffers') });
  const fits = FIT_PRECISIONS.map((p) => modelsThatFit(ctx, gpu, p));
  fields.push({ name: t('catalog:card.fits'), value: [...fits.map((f) => fitLine(ctx.locale, f)), fitAssumption(ctx.locale, fits)].join('\n') });
  const aliases = gpu.aliases.length > 0 ? labelled(ctx.locale, { label: t('catalog:spec.aliases'), value: gpu.aliases.join(', ') }) : undefined;
  return {
    title: gpu.name,
    ...(aliases ? { description: aliases } : {}),
    fields,
    footer: t('catalog:card.footer', { days: ctx.catalog.staleAfterDays, sources: gpu.sources.slice(0, 2).join('; ') }),
    tone: 'info',
    actions: [],
  };
}

/** Side by side: one column per card, one row per spec, plus the cheapest on-demand price per currency. */
export interface CompareTable {
  columns: string[];
  rows: { label: string; values: string[] }[];
}

export function compareTable(ctx: ViewContext, gpus: Gpu[]): CompareTable {
  const t = translator(ctx.locale);
  const specs = gpus.map((g) => gpuSpecRows(ctx.locale, g));
  // Union of labels in spec order, so a card lacking FP8 shows "—" rather than shifting rows.
  const labels = [...new Set(specs.flat().map((r) => r.label))];
  const rows = labels.map((label) => ({ label, values: specs.map((s) => s.find((r) => r.label === label)?.value ?? t('catalog:none')) }));
  for (const currency of currencyOrder(ctx)) {
    const values = gpus.map((g) => {
      const line = cheapestOnDemand(ctx, g.id, currency);
      return line
        ? t('catalog:compare.cheapestValue', { price: line.price, provider: line.provider, asOf: line.asOf, stale: staleMark(t, line.stale) })
        : t('catalog:none');
    });
    rows.push({ label: t('catalog:compare.cheapest', { currency }), values });
  }
  for (const precision of FIT_PRECISIONS) {
    const values = gpus.map((g) => modelsThatFit(ctx, g, precision).models[0]?.name ?? t('catalog:card.fitsNone'));
    rows.push({ label: t('catalog:compare.largest', { precision: t(`catalog:fitPrecision.${precision}`) }), values });
  }
  return { columns: gpus.map((g) => g.name), rows };
}

/** `/gpu compare`: one inline field per card (Discord shows up to three side by side). */
export function presentCompare(ctx: CoreContext, gpuIds: string[]): View {
  const gpus = gpuIds.map((id) => resolveGpu(ctx.catalog, id));
  const t = translator(ctx.locale);
  const table = compareTable(ctx, gpus);
  return {
    title: t('catalog:compare.title', { names: gpus.map((g) => g.name).join(' · ') }),
    fields: table.columns.map((name, i) => ({
      name,
      value: table.rows.map((r) => labelled(ctx.locale, { label: r.label, value: r.values[i] ?? '' })).join('\n'),
      inline: true,
    })),
    footer: `${t('catalog:compare.footer', { days: ctx.catalog.staleAfterDays })} ${fitAssumption(ctx.locale, FIT_PRECISIONS.map((p) => modelsThatFit(ctx, gpus[0]!, p)))}`,
    tone: 'info',
    actions: [],
  };
}
