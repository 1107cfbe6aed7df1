/** The renderer: SVG with the labels as text, PNGs of the expected size, a cache by the data's hash. */
import { afterAll, describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/core/catalog/index.ts';
import { start } from '../../src/core/conversation/index.ts';
import { adviceCharts } from '../../src/core/chart/index.ts';
import { cardChart, compareChart } from '../../src/core/chart/catalog.ts';
import { DEFAULT_SETTINGS } from '../../src/core/recommend/types.ts';
import { CHART_SIZE, createChartRenderer, pngSize } from '../../src/render/index.ts';
import { chartToSvg } from '../../src/render/svg.ts';

const catalog = defaultCatalog();
const r = start({ catalog, now: new Date('2026-12-01T09:00:00Z'), locale: 'zh', settings: DEFAULT_SETTINGS }, 'Qwen2.5-72B 聊天服务，50 个用户，每天 8 小时');
if (r.next.kind !== 'advice') throw new Error('no advice');
const charts = adviceCharts(r.next.advice, catalog, 'zh');
const renderer = createChartRenderer();
afterAll(() => renderer.close());

describe('chart renderer', () => {
  it('a zh chart has its Chinese labels as SVG text', () => {
    const svg = chartToSvg(charts.vram);
    expect(svg).toContain('<svg');
    for (const label of [charts.vram.title, charts.vram.partLabels.weights, charts.vram.partLabels.kvCache]) expect(svg).toContain(label);
    expect(chartToSvg(charts.cost)).toContain(charts.cost.title);
  });

  it('renders PNGs of the expected size in a worker, and the same data again from the cache', async () => {
    const png = await renderer.png(charts.cost);
    expect(pngSize(png)).toEqual(CHART_SIZE);
    expect(png.length).toBeGreaterThan(5_000);
    expect(pngSize(await renderer.png(charts.vram))).toEqual(CHART_SIZE);
    // The same data (a copy) is the very Buffer rendered before: the cache by data, not a second render.
    // (No wall-clock bound: on a loaded machine a cache hit took longer than 20 ms and failed the suite.)
    expect(await renderer.png(structuredClone(charts.cost))).toBe(png);
  }, 60_000);

  it('the same chart asked for again while it is drawn waits for that one render', async () => {
    const fresh = createChartRenderer({ inline: true });
    const [a, b] = await Promise.all([fresh.png(charts.vram), fresh.png(structuredClone(charts.vram))]);
    expect(pngSize(a)).toEqual(CHART_SIZE);
    expect(b).toBe(a); // two renders would be two buffers
  }, 60_000);

  it('/card and /compare charts: zh labels as SVG text, PNGs at the chart size', async () => {
    const ctx = { catalog, now: new Date('2026-12-01T09:00:00Z'), locale: 'zh' as const, settings: DEFAULT_SETTINGS };
    const price = cardChart(ctx, 'rtx 4090')!;
    const priceSvg = chartToSvg(price);
    for (const text of [price.title, price.unit, price.bars[0]!.label]) expect(priceSvg).toContain(text);
    const compare = compareChart(ctx, ['rtx 4090', 'h100']);
    const compareSvg = chartToSvg(compare);
    expect(compareSvg).toContain(compare.title);
    for (const panel of compare.panels) expect(compareSvg).toContain(panel.title);
    for (const chart of [price, compare]) expect(pngSize(await renderer.png(chart))).toEqual(CHART_SIZE);
  }, 60_000);

  it('stops an idle worker, and starts another for the next chart', async () => {
    const idle = createChartRenderer({ idleMs: 200 });
    try {
      expect(idle.running()).toBe(false);
      const png = await idle.png(charts.cost);
      expect(idle.running()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(idle.running()).toBe(false);
      expect(pngSize(await idle.png(charts.vram))).toEqual(CHART_SIZE);
      expect(await idle.png(structuredClone(charts.cost))).toBe(png); // the cache outlives the worker
    } finally {
      await idle.close();
    }
  }, 60_000);

  it('pngSize refuses what is no PNG', () => {
    expect(pngSize(Buffer.from('not a png at all, not at all'))).toBeUndefined();
  });
});
