import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { questionView } from '../../../src/core/present/question.ts';
import { largestModelsFor } from '../../../src/core/recommend/card-models.ts';
import { DEFAULT_SETTINGS } from '../../../src/core/recommend/types.ts';

const catalog = loadCatalog();
const gpu = (id: string) => catalog.gpus.find((g) => g.id === id)!;

describe('questionView', () => {
  it('the model question offers them when the card is known, in both languages', () => {
    for (const locale of ['en', 'zh'] as const) {
      const view = questionView({ catalog, now: new Date('2026-12-02T00:00:00Z'), locale, settings: { ...DEFAULT_SETTINGS } }, 'model', { gpu: 'rtx3060', count: 1, task: 'infer' });
      const fits = largestModelsFor(catalog, gpu('rtx3060'), 1, DEFAULT_SETTINGS.headroom);
      const field = view.fields.find((f) => f.name.includes('RTX 3060') && f.name.includes('1 ×'))!;
      expect(field.value.split('\n')).toHaveLength(fits.length + 1);
      expect(view.actions.flat().map((a) => a.value)).toEqual(expect.arrayContaining(fits.map((f) => `model:${f.model}`)));
    }
  });

  it('a card named before the model ("AutoDL 上 4090 多少钱一小时"): its cheapest price in each billing mode, at the provider named', () => {
    const ctx = { catalog, now: new Date('2026-12-02T00:00:00Z'), locale: 'zh' as const, settings: { ...DEFAULT_SETTINGS, currency: 'CNY' as const } };
    const view = questionView(ctx, 'model', { gpu: 'rtx4090', provider: 'autodl' });
    const field = view.fields.find((f) => f.name.endsWith('的租价'))!;
    const lines = field.value.split('\n').slice(0, -1);
    const offers = catalog.offers.filter((o) => o.gpu === 'rtx4090' && o.provider === 'autodl' && o.currency === 'CNY');
    const modes = new Set(offers.map((o) => o.billing));
    expect(lines).toHaveLength(modes.size);
    for (const line of lines) expect(line).toContain('autodl');
    // The cheapest of each mode is the one shown.
    const cheapestOnDemand = Math.min(...offers.filter((o) => o.billing === 'on_demand').map((o) => o.pricePerGpuHour));
    expect(lines.some((l) => l.includes(`¥${cheapestOnDemand.toFixed(2)}`))).toBe(true);
    // No card, no prices.
    expect(questionView(ctx, 'model', {}).fields.some((f) => f.name.endsWith('的租价'))).toBe(false);
  });
});
