/**
 * Charts of the catalog's own views, as plain data built from the very rows those views show:
 * `/card`'s prices per GPU-hour by provider and billing mode, and `/compare`'s cheapest on-demand
 * price, memory and BF16 compute side by side. No rendering here (src/render/ draws them).
 */
import { resolveGpu } from '../catalog/resolve.ts';
import type { Billing, Currency, Gpu } from '../catalog/schema.ts';
import { translator, type Locale } from '../i18n.ts';
import { byPrice, cheapestOnDemand, currencyOrder, offerLine, offersFor, type OfferLine, type ViewContext } from '../present/catalog.ts';

export interface PriceBar {
  /** "vast · on-demand", with "(STALE)" when the price is past the catalog's freshness window. */
  label: string;
  provider: string;
  billing: Billing;
  /** Price per GPU-hour, in the chart's currency. */
  value: number;
  stale: boolean;
}

/** `/card`: what one GPU-hour of the card costs at each provider and billing mode the card view lists. */
export interface PriceChart {
  kind: 'price';
  locale: Locale;
  title: string;
  /** "USD per GPU-hour". */
  unit: string;
  currency: Currency;
  bars: PriceBar[];
}

export const COMPARE_METRICS = ['price', 'memory', 'tflops'] as const;
export type CompareMetric = (typeof COMPARE_METRICS)[number];

/** `/compare`: one small panel per metric, one bar per card (null: the card has no such figure). */
export interface CompareChart {
  kind: 'compare';
  locale: Locale;
  title: string;
  cards: string[];
  panels: { metric: CompareMetric; title: string; unit: string; values: (number | null)[] }[];
}

/** "RTX 4090 24GB", not "NVIDIA GeForce RTX 4090 24GB": a short name reads on an axis. */
export function shortGpuName(name: string): string {
  return name.replace(/^(NVIDIA|AMD|Intel)\s+(GeForce\s+)?/i, '');
}

/** Bars on a card's chart: past a dozen the labels stop being readable at the chart's size. */
export const PRICE_BARS = 12;

/**
 * The card view's price lines of one currency — the team's first that has any, the lines presentGpu
 * lists, cheapest first — as one bar per provider and billing mode (its cheapest line), the cheapest
 * PRICE_BARS of them. Undefined when the card has no offer to chart.
 */
export function cardChart(ctx: ViewContext, gpuId: string): PriceChart | undefined {
  const gpu = resolveGpu(ctx.catalog, gpuId);
  const t = translator(ctx.locale);
  for (const currency of currencyOrder(ctx)) {
    const lines = offersFor(ctx.catalog, gpu.id, currency, ctx.settings.providers)
      .map((o) => offerLine(ctx, o))
      .sort(byPrice);
    if (lines.length === 0) continue;
    const seen = new Set<string>();
    const bars: PriceBar[] = [];
    for (const line of lines) {
      const key = `${line.offer.provider}|${line.offer.billing}|${line.offer.reservedPeriod ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      bars.push(priceBar(line, t('catalog:stale')));
      if (bars.length === PRICE_BARS) break;
    }
    return {
      kind: 'price',
      locale: ctx.locale,
      title: t('team:chart.cardTitle', { gpu: shortGpuName(gpu.name) }),
      unit: t('team:chart.unit.gpuHour', { currency }),
      currency,
      bars,
    };
  }
  return undefined;
}

function priceBar(line: OfferLine, staleWord: string): PriceBar {
  return {
    label: `${line.offer.provider} · ${line.billing.trim()}${line.stale ? ` (${staleWord})` : ''}`,
    provider: line.offer.provider,
    billing: line.offer.billing,
    value: line.offer.pricePerGpuHour,
    stale: line.stale,
  };
}

/**
 * The compare view's figures side by side: its cheapest on-demand price (the team's first currency
 * that any of the cards has), memory and dense BF16 TFLOPS, each card's own catalog figure.
 */
export function compareChart(ctx: ViewContext, gpuIds: string[]): CompareChart {
  const gpus = gpuIds.map((id) => resolveGpu(ctx.catalog, id));
  const t = translator(ctx.locale);
  const currency = currencyOrder(ctx).find((c) => gpus.some((g) => cheapestOnDemand(ctx, g.id, c))) ?? currencyOrder(ctx)[0]!;
  const price = (g: Gpu) => cheapestOnDemand(ctx, g.id, currency)?.offer.pricePerGpuHour ?? null;
  const figures: Record<CompareMetric, { unit: string; value: (g: Gpu) => number | null }> = {
    price: { unit: t('team:chart.unit.gpuHour', { currency }), value: price },
    memory: { unit: 'GB', value: (g) => g.memoryGB },
    tflops: { unit: 'TFLOPS', value: (g) => g.tflops.bf16 },
  };
  return {
    kind: 'compare',
    locale: ctx.locale,
    title: t('team:chart.compareTitle'),
    cards: gpus.map((g) => shortGpuName(g.name)),
    panels: COMPARE_METRICS.map((metric) => ({
      metric,
      title: t(`team:chart.metric.${metric}`),
      unit: figures[metric].unit,
      values: gpus.map((g) => figures[metric].value(g)),
    })),
  };
}
