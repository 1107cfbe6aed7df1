/** Chart data of `/card` and `/compare`: the views' own numbers, labels in the reader's language. */
import { describe, expect, it } from 'vitest';
import { defaultCatalog, resolveGpu } from '../../../src/core/catalog/index.ts';
import { cardChart, compareChart, PRICE_BARS } from '../../../src/core/chart/catalog.ts';
import type { Locale } from '../../../src/core/i18n.ts';
import { presentCompare, presentGpu } from '../../../src/core/present/catalog.ts';
import { formatMoney } from '../../../src/core/present/format.ts';
import { DEFAULT_SETTINGS, type CoreContext, type Settings } from '../../../src/core/recommend/types.ts';

const catalog = defaultCatalog();
const ctx = (locale: Locale, settings: Partial<Settings> = {}): CoreContext => ({ catalog, now: new Date('2026-12-01T09:00:00Z'), locale, settings: { ...DEFAULT_SETTINGS, ...settings } });

describe('/card chart', () => {
  it('one bar per provider and billing mode, each the cheapest of the card’s offers there; the first is the view’s first price', () => {
    const c = ctx('en');
    const chart = cardChart(c, 'h100')!;
    expect(chart.currency).toBe('USD');
    const offers = catalog.offers.filter((o) => o.gpu === 'h100-sxm' && o.currency === 'USD');
    const pairs = new Set(offers.map((o) => `${o.provider}|${o.billing}|${o.reservedPeriod ?? ''}`));
    expect(chart.bars.length).toBe(Math.min(PRICE_BARS, pairs.size));
    expect(chart.bars.length).toBeGreaterThan(3);
    for (const bar of chart.bars) {
      const cheapest = Math.min(...offers.filter((o) => o.provider === bar.provider && o.billing === bar.billing).map((o) => o.pricePerGpuHour));
      expect(bar.value).toBe(cheapest);
    }
    // Cheapest first, and the view's price list opens with the same figure.
    expect(chart.bars.map((b) => b.value)).toEqual([...chart.bars.map((b) => b.value)].sort((a, b) => a - b));
    expect(chart.bars[0]!.value).toBe(Math.min(...offers.map((o) => o.pricePerGpuHour)));
    const view = presentGpu(c, 'h100');
    const prices = view.fields.find((f) => f.name.includes('USD'))!.value.split('\n');
    expect(prices[0]).toContain(formatMoney('en', chart.bars[0]!.value, 'USD'));
    expect(chart.title).toContain('H100');
  });

  it('follows the team: its providers only, its currency first, zh labels in Chinese', () => {
    const chart = cardChart(ctx('zh', { providers: ['autodl'] }), 'rtx 4090')!;
    expect(chart.currency).toBe('CNY');
    expect(chart.bars.length).toBeGreaterThan(0);
    expect(chart.bars.every((b) => b.provider === 'autodl')).toBe(true);
    expect(chart.title).toMatch(/卡时/);
    expect(chart.unit).toBe('CNY/卡时');
  });

  it('a card with no offer in any currency has no chart', () => {
    const bare = catalog.gpus.find((g) => !catalog.offers.some((o) => o.gpu === g.id));
    if (bare) expect(cardChart(ctx('en'), bare.id)).toBeUndefined();
    expect(cardChart(ctx('en', { providers: ['no-such-provider'] }), 'h100')).toBeUndefined();
  });
});

describe('/compare chart', () => {
  it('cheapest on-demand price, memory and BF16 TFLOPS per card: the numbers the compare view prints', () => {
    const c = ctx('en');
    const chart = compareChart(c, ['rtx 4090', 'a100 80gb', 'h100']);
    expect(chart.cards).toEqual(['RTX 4090 24GB', 'A100 SXM4 80GB', 'H100 SXM5 80GB']);
    expect(chart.panels.map((p) => p.metric)).toEqual(['price', 'memory', 'tflops']);
    const [price, memory, tflops] = chart.panels;
    const gpus = ['rtx 4090', 'a100 80gb', 'h100'].map((name) => resolveGpu(catalog, name));
    expect(memory!.values).toEqual(gpus.map((g) => g.memoryGB));
    expect(tflops!.values).toEqual(gpus.map((g) => g.tflops.bf16));
    const view = presentCompare(c, ['rtx 4090', 'a100 80gb', 'h100']);
    price!.values.forEach((v, i) => {
      expect(v).not.toBeNull();
      expect(view.fields[i]!.value).toContain(formatMoney('en', v!, 'USD'));
    });
    expect(price!.unit).toBe('USD per GPU-hour');
  });

  it('zh: Chinese titles; a card without a price in the currency is null, not 0', () => {
    const chart = compareChart(ctx('zh', { providers: ['autodl'] }), ['rtx 4090', 'h100']);
    expect(chart.title).toMatch(/[\u4e00-\u9fff]/);
    expect(chart.panels.map((p) => p.title).join()).toMatch(/显存/);
    const autodlH100 = catalog.offers.some((o) => o.gpu === 'h100-sxm' && o.provider === 'autodl' && o.billing === 'on_demand' && o.currency === 'CNY');
    if (!autodlH100) expect(chart.panels[0]!.values[1]).toBeNull();
  });
});
