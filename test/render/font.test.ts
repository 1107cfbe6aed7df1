/** The charts' font subset: built from the project's text, it covers the charts and draws them as the full font does. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeChartFont } from '../../scripts/chart-font.js';
import { defaultCatalog } from '../../src/core/catalog/index.ts';
import { adviceCharts, type ChartData } from '../../src/core/chart/index.ts';
import { cardChart, compareChart } from '../../src/core/chart/catalog.ts';
import { start } from '../../src/core/conversation/index.ts';
import { DEFAULT_SETTINGS } from '../../src/core/recommend/types.ts';
import { fontFor, loadChartFonts, svgToPng, type ChartFonts } from '../../src/render/png.ts';
import { chartToSvg } from '../../src/render/svg.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const catalog = defaultCatalog();
const now = new Date('2026-12-01T09:00:00Z');

function charts(locale: 'en' | 'zh', question: string): ChartData[] {
  const ctx = { catalog, now, locale, settings: DEFAULT_SETTINGS };
  const r = start(ctx, question);
  if (r.next.kind !== 'advice') throw new Error('no advice');
  return [...Object.values(adviceCharts(r.next.advice, catalog, locale)), cardChart(ctx, 'rtx 4090')!, compareChart(ctx, ['rtx 4090', 'h100', 'a100'])];
}

let dir: string;
let fonts: ChartFonts;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'whichcard-font-'));
  await writeChartFont(dir, [join(root, 'locales'), join(root, 'catalog')]);
  fonts = loadChartFonts(dir);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('chart font subset', () => {
  it('covers every chart of an English and a Chinese advice, /card and /compare', () => {
    expect(fonts.subset).toBeDefined();
    const all = [...charts('en', 'Qwen2.5-72B chatbot for 50 users, 8 hours a day'), ...charts('zh', 'Qwen2.5-72B 聊天服务，50 个用户，每天 8 小时')];
    for (const chart of all) expect(fontFor(chartToSvg(chart), fonts)).toBe(fonts.subset!.path);
  });

  it('draws a Chinese chart exactly as the full font does', async () => {
    const svg = chartToSvg(charts('zh', 'Qwen2.5-7B 聊天服务，20 个用户，每天 8 小时')[0]!);
    const [subset, full] = await Promise.all([svgToPng(svg, fonts), svgToPng(svg, { full: fonts.full })]);
    expect(subset.equals(full)).toBe(true);
  }, 60_000);

  it('a chart with a character outside the subset gets the full font', () => {
    const [chart] = charts('zh', 'Qwen2.5-7B 聊天服务，20 个用户，每天 8 小时');
    const odd = { ...chart!, title: `${chart!.title} 龘` } as ChartData;
    expect(fontFor(chartToSvg(odd), fonts)).toBe(fonts.full);
  });

  it('without a built subset, the full font', () => {
    const empty = mkdtempSync(join(tmpdir(), 'whichcard-nofont-'));
    try {
      expect(loadChartFonts(empty)).toEqual({ full: fonts.full });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
