/**
 * Charts as plain data, built from an advice: what a picture shows, with the advice's own numbers
 * and labels in the reader's language — no rendering here (src/render/ draws them). Two charts:
 * the cost of each option and of each billing mode of the recommended card (bars), and the memory
 * each option's GPUs hold, stacked by part, against the card's capacity.
 */
import type { Catalog, Currency } from '../catalog/schema.ts';
import { translator, type Locale } from '../i18n.ts';
import type { Advice, Option } from '../recommend/types.ts';
import type { CompareChart, PriceChart } from './catalog.ts';

// Types only: the card and compare charts (catalog.ts) bring the catalog views and the estimator, which the
// terminal's text bars and the advice charts do not need at start-up; import them from './catalog.ts'.
export type { CompareChart, CompareMetric, PriceBar, PriceChart } from './catalog.ts';

export interface CostBar {
  label: string;
  /** 'option' = a whole plan (the advice, the fastest, another card); 'mode' = the recommended card in one billing mode. */
  group: 'option' | 'mode';
  value: number;
}

export interface CostChart {
  kind: 'cost';
  locale: Locale;
  title: string;
  /** "USD per month" / "CNY per job". */
  unit: string;
  currency: Currency;
  per: 'month' | 'job';
  bars: CostBar[];
}

export const VRAM_PARTS = ['weights', 'kvCache', 'activations', 'gradients', 'optimizer', 'reserve'] as const;
export type VramPart = (typeof VRAM_PARTS)[number];

export interface VramChart {
  kind: 'vram';
  locale: Locale;
  title: string;
  /** One bar per option: its GPU, per GPU. */
  cards: { label: string; capacityGB: number; parts: Record<VramPart, number> }[];
  partLabels: Record<VramPart, string>;
  capacityLabel: string;
}

/** Every chart a front end may draw: an advice's two, `/card`'s prices, `/compare`'s side by side. */
export type ChartData = CostChart | VramChart | PriceChart | CompareChart;

function labelOf(catalog: Catalog, o: Pick<Option, 'gpu' | 'count'>): string {
  const gpu = catalog.gpus.find((g) => g.id === o.gpu);
  // The short name reads on an axis: "A100 SXM4 80GB × 2", not the vendor's full product line.
  const name = (gpu?.name ?? o.gpu).replace(/^(NVIDIA|AMD|Intel)\s+(GeForce\s+)?/i, '');
  return `${name} × ${o.count}`;
}

/** The options an advice names, once each: the advice, the fastest, another card, the card asked about. */
function optionsOf(advice: Advice): { key: string; option: Option }[] {
  const out: { key: string; option: Option }[] = [{ key: 'recommended', option: advice.recommendation }];
  const alts = advice.alternatives;
  for (const [key, option] of [['fastest', alts.fastest], ['otherGpu', alts.cheapestOtherGpu], ['requested', alts.requested]] as const) {
    if (option && !out.some((o) => o.option.gpu === option.gpu && o.option.count === option.count)) out.push({ key, option });
  }
  return out;
}

/** A job is compared per job, a service per month (what the advice itself quotes). */
function costOf(option: Option, per: 'month' | 'job'): number | undefined {
  return (per === 'job' ? option.cost.perJob : option.cost.perMonth)?.amount;
}

export function costChart(advice: Advice, catalog: Catalog, locale: Locale): CostChart {
  const t = translator(locale);
  const per: 'month' | 'job' = advice.workload?.kind === 'job' ? 'job' : 'month';
  const currency = advice.recommendation.cost.perHour.currency;
  const bars: CostBar[] = [];
  for (const { key, option } of optionsOf(advice)) {
    const value = costOf(option, per);
    if (value !== undefined) bars.push({ label: `${labelOf(catalog, option)} · ${t(`team:chart.option.${key}`)}`, group: 'option', value });
  }
  const card = labelOf(catalog, advice.recommendation);
  for (const mode of advice.modes) {
    if (mode.cost.currency !== currency) continue;
    bars.push({ label: `${card} · ${t(`advice:billing.${mode.billing}`)} (${mode.provider})`, group: 'mode', value: mode.cost.amount });
  }
  return {
    kind: 'cost',
    locale,
    title: t(`team:chart.costTitle.${per}`),
    unit: t(`team:chart.unit.${per}`, { currency }),
    currency,
    per,
    bars,
  };
}

export function vramChart(advice: Advice, catalog: Catalog, locale: Locale): VramChart {
  const t = translator(locale);
  const cards = optionsOf(advice).map(({ option }) => {
    const m = option.estimate.memory;
    const gpu = catalog.gpus.find((g) => g.id === option.gpu);
    return {
      label: labelOf(catalog, option),
      capacityGB: gpu?.memoryGB ?? 0,
      parts: {
        weights: m.weightsGB,
        kvCache: m.kvCacheGB,
        activations: m.activationsGB,
        gradients: m.gradientsGB,
        optimizer: m.optimizerGB,
        // What the device shows beyond the framework's peak: CUDA context, allocator slack, the engine's pre-allocation.
        reserve: m.overheadGB + Math.max(0, m.deviceGB - m.perGpuGB),
      },
    };
  });
  return {
    kind: 'vram',
    locale,
    title: t('team:chart.vramTitle'),
    cards,
    partLabels: Object.fromEntries(VRAM_PARTS.map((p) => [p, t(`team:chart.part.${p}`)])) as Record<VramPart, string>,
    capacityLabel: t('team:chart.capacity'),
  };
}

/** Both charts of an advice. */
export function adviceCharts(advice: Advice, catalog: Catalog, locale: Locale): { cost: CostChart; vram: VramChart } {
  return { cost: costChart(advice, catalog, locale), vram: vramChart(advice, catalog, locale) };
}

/** A compact text bar chart for the terminal (the interactive advisor): one line per bar. */
export function textBars(chart: CostChart, width = 28, format: (n: number) => string = (n) => n.toFixed(0)): string {
  const max = Math.max(...chart.bars.map((b) => b.value), 0);
  const labelWidth = Math.max(...chart.bars.map((b) => b.label.length), 0);
  const lines = chart.bars.map((b) => {
    const n = max > 0 ? Math.max(1, Math.round((b.value / max) * width)) : 0;
    return `${b.label.padEnd(labelWidth)}  ${(b.group === 'option' ? '█' : '▒').repeat(n)} ${format(b.value)}`;
  });
  return [`${chart.title} (${chart.unit})`, ...lines].join('\n');
}
