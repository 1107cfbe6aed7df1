/**
 * Chart data (src/core/chart/) → SVG with Apache ECharts' server-side renderer: no DOM, no canvas,
 * no animation. Text is set in "Noto Sans Hans", the font png.ts hands resvg, so Chinese labels
 * render the same with or without system fonts.
 */
// Only the parts the charts use, registered with echarts' core: the full 'echarts' entry loads every
// chart type and component (~600 ms of module loading in a fresh worker), and the build bundles
// these into the chart worker, tree-shaken.
import { BarChart, ScatterChart, type BarSeriesOption, type ScatterSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, type GridComponentOption, type LegendComponentOption, type TitleComponentOption } from 'echarts/components';
import { init, use, type ComposeOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartData, CompareChart, CostChart, PriceChart, VramChart } from '../core/chart/index.ts';
import { VRAM_PARTS } from '../core/chart/index.ts';

import { CHART_FONT, CHART_SIZE } from './size.ts';

export { CHART_FONT, CHART_SIZE };

use([BarChart, ScatterChart, GridComponent, LegendComponent, TitleComponent, SVGRenderer]);

type ChartOption = ComposeOption<BarSeriesOption | ScatterSeriesOption | GridComponentOption | LegendComponentOption | TitleComponentOption>;

const OPTION_COLOR = '#2b7a78';
const MODE_COLOR = '#9ac7c3';
const PART_COLORS = ['#2b7a78', '#3aafa9', '#f4a259', '#bc4b51', '#8cb369', '#9e9e9e'];

function costOption(chart: CostChart): ChartOption {
  return {
    title: { text: chart.title, subtext: chart.unit, left: 'center' },
    grid: { left: 260, right: 70, top: 70, bottom: 30 },
    xAxis: { type: 'value' },
    // Bars top to bottom in the advice's order.
    yAxis: { type: 'category', inverse: true, data: chart.bars.map((b) => b.label), axisLabel: { width: 250, overflow: 'truncate' } },
    series: [
      {
        type: 'bar',
        data: chart.bars.map((b) => ({ value: Math.round(b.value * 100) / 100, itemStyle: { color: b.group === 'option' ? OPTION_COLOR : MODE_COLOR } })),
        label: { show: true, position: 'right', formatter: (p: { value: unknown }) => Number(p.value).toLocaleString(chart.locale === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 0 }) },
      },
    ],
  };
}

function vramOption(chart: VramChart): ChartOption {
  const labels = chart.cards.map((c) => c.label);
  return {
    title: { text: chart.title, left: 'center', textStyle: { fontSize: 15 } },
    legend: { bottom: 0, data: [...VRAM_PARTS.map((p) => chart.partLabels[p]), chart.capacityLabel] },
    grid: { left: 60, right: 30, top: 50, bottom: 70 },
    xAxis: { type: 'category', data: labels },
    yAxis: { type: 'value', name: 'GB' },
    series: [
      ...VRAM_PARTS.map((part, i) => ({
        name: chart.partLabels[part],
        type: 'bar' as const,
        stack: 'memory',
        itemStyle: { color: PART_COLORS[i] },
        data: chart.cards.map((c) => Math.round(c.parts[part] * 10) / 10),
      })),
      {
        name: chart.capacityLabel,
        type: 'scatter' as const,
        symbol: 'rect',
        symbolSize: [60, 3],
        itemStyle: { color: '#222' },
        data: chart.cards.map((c) => c.capacityGB),
      },
    ],
  };
}

/** Bars coloured by billing mode, so "spot is cheaper everywhere" shows at a glance. */
const BILLING_COLORS: Record<PriceChart['bars'][number]['billing'], string> = { on_demand: '#2b7a78', spot: '#f4a259', reserved: '#3aafa9', monthly: '#8cb369' };

function numberText(locale: ChartData['locale'], value: unknown, digits: number): string {
  return Number(value).toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: digits });
}

function priceOption(chart: PriceChart): ChartOption {
  return {
    title: { text: chart.title, subtext: chart.unit, left: 'center', textStyle: { fontSize: 15 } },
    grid: { left: 260, right: 70, top: 70, bottom: 30 },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', inverse: true, data: chart.bars.map((b) => b.label), axisLabel: { width: 250, overflow: 'truncate' } },
    series: [
      {
        type: 'bar',
        data: chart.bars.map((b) => ({ value: b.value, itemStyle: { color: BILLING_COLORS[b.billing], opacity: b.stale ? 0.5 : 1 } })),
        label: { show: true, position: 'right', formatter: (p: { value: unknown }) => numberText(chart.locale, p.value, 3) },
      },
    ],
  };
}

/** One small panel per metric, stacked: the cards on each panel's axis, its unit in its title. */
function compareOption(chart: CompareChart): ChartOption {
  const top = 45;
  const height = (CHART_SIZE.height - top - 10) / chart.panels.length;
  const panels = chart.panels.map((p, i) => ({ p, i, y: top + i * height }));
  return {
    title: [
      { text: chart.title, left: 'center', textStyle: { fontSize: 15 } },
      ...panels.map(({ p, y }) => ({ text: `${p.title} (${p.unit})`, left: 20, top: y, textStyle: { fontSize: 12, fontWeight: 'normal' as const } })),
    ],
    grid: panels.map(({ y }) => ({ left: 190, right: 80, top: y + 22, height: height - 34 })),
    xAxis: panels.map(({ i }) => ({ type: 'value' as const, gridIndex: i, axisLabel: { show: false }, splitLine: { show: false } })),
    yAxis: panels.map(({ i }) => ({ type: 'category' as const, gridIndex: i, inverse: true, data: chart.cards, axisLabel: { width: 170, overflow: 'truncate' as const } })),
    series: panels.map(({ p, i }) => ({
      type: 'bar' as const,
      xAxisIndex: i,
      yAxisIndex: i,
      itemStyle: { color: PART_COLORS[i] },
      // A card without the figure (no price in that currency, no BF16) has no bar, and says so.
      data: p.values.map((v) => v ?? '-'),
      label: { show: true, position: 'right' as const, formatter: (d: { value: unknown }) => (d.value === '-' ? '—' : numberText(chart.locale, d.value, p.metric === 'price' ? 3 : 0)) },
    })),
  };
}

function optionOf(chart: ChartData): ChartOption {
  switch (chart.kind) {
    case 'cost':
      return costOption(chart);
    case 'vram':
      return vramOption(chart);
    case 'price':
      return priceOption(chart);
    case 'compare':
      return compareOption(chart);
  }
}

export function chartToSvg(chart: ChartData): string {
  const instance = init(null, null, { renderer: 'svg', ssr: true, width: CHART_SIZE.width, height: CHART_SIZE.height });
  try {
    instance.setOption({ animation: false, backgroundColor: '#ffffff', textStyle: { fontFamily: CHART_FONT }, ...optionOf(chart) });
    return instance.renderToSVGString();
  } finally {
    instance.dispose();
  }
}
