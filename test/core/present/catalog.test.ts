import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import type { Offer } from '../../../src/core/catalog/schema.ts';
import { UserError } from '../../../src/core/errors.ts';
import { cheapestOnDemand, compareTable, gpuSpecRows, modelsThatFit, presentCompare, presentGpu } from '../../../src/core/present/catalog.ts';
import { formatMoney } from '../../../src/core/present/format.ts';
import { DEFAULT_SETTINGS } from '../../../src/core/recommend/types.ts';
import type { CoreContext } from '../../../src/core/recommend/types.ts';

const catalog = loadCatalog();
const now = new Date('2026-12-01T00:00:00Z');
const ctx = (locale: 'en' | 'zh', over: Partial<CoreContext> = {}): CoreContext => ({ catalog, now, locale, settings: DEFAULT_SETTINGS, ...over });

const offer = (over: Partial<Offer>): Offer => ({
  provider: 'p',
  region: '',
  instanceType: '',
  gpu: 'rtx4090',
  gpuCount: 1,
  billing: 'on_demand',
  pricePerGpuHour: 1,
  currency: 'USD',
  asOf: '2026-11-20',
  asOfPrecision: 'day',
  source: 'test',
  sourceKind: 'vendor',
  ...over,
});

describe('gpuSpecRows', () => {
  it('shows catalog figures and leaves out formats the card lacks', () => {
    const a100 = catalog.gpus.find((g) => g.id === 'a100-80gb-sxm')!;
    const rows = gpuSpecRows('en', a100);
    expect(rows.find((r) => r.label === 'Memory')?.value).toBe('80 GB');
    expect(rows.find((r) => r.label === 'BF16 (dense)')?.value).toBe('312 TFLOPS');
    expect(rows.some((r) => r.label.startsWith('FP8'))).toBe(false);
    const zh = gpuSpecRows('zh', a100);
    expect(zh[0]).toEqual({ label: '显存', value: '80 GB' });
  });
});

describe('cheapestOnDemand', () => {
  it('prefers a fresh price over a cheaper stale one, and falls back to stale', () => {
    const fresh = offer({ pricePerGpuHour: 2, provider: 'fresh' });
    const old = offer({ pricePerGpuHour: 1, provider: 'old', asOf: '2025-01-01' });
    const spot = offer({ pricePerGpuHour: 0.5, billing: 'spot', provider: 'spot' });
    const c = { ...catalog, offers: [old, fresh, spot] };
    expect(cheapestOnDemand(ctx('en', { catalog: c }), 'rtx4090', 'USD')?.offer.provider).toBe('fresh');
    const onlyOld = { ...catalog, offers: [old] };
    const line = cheapestOnDemand(ctx('en', { catalog: onlyOld }), 'rtx4090', 'USD')!;
    expect(line.stale).toBe(true);
    expect(cheapestOnDemand(ctx('en', { catalog: onlyOld }), 'rtx4090', 'CNY')).toBeUndefined();
  });
});

describe('presentGpu', () => {
  it('shows specs, prices with dates and STALE marks, and sources', () => {
    const view = presentGpu(ctx('en'), 'RTX 4090');
    expect(view.title).toBe(catalog.gpus.find((g) => g.id === 'rtx4090')!.name);
    expect(view.fields[0]!.value).toContain('Memory: 24 GB');
    const usd = view.fields.find((f) => f.name === 'Prices in USD')!;
    const cny = view.fields.find((f) => f.name === 'Prices in CNY')!;
    expect(usd.value).toMatch(/\$0\.\d+\/GPU·h · .* · 20\d\d-\d\d-\d\d/);
    expect(usd.value).toContain('STALE');
    const total = catalog.offers.filter((o) => o.gpu === 'rtx4090' && o.currency === 'CNY').length;
    expect(cny.value).toContain(`8 of ${total} prices`);
    expect(view.footer).toContain('90 days');
    expect(view.footer).toContain(catalog.gpus.find((g) => g.id === 'rtx4090')!.sources[0]);
  });

  it('marks nothing stale when every price is fresh', () => {
    const fresh = { ...catalog, offers: [offer({ asOf: '2026-11-30' })] };
    const view = presentGpu(ctx('en', { catalog: fresh }), 'rtx4090');
    expect(view.fields.find((f) => f.name === 'Prices in USD')!.value).toBe('$1.00/GPU·h · p · on-demand · 1× · 2026-11-30');
  });

  it('follows the team settings: its currency first, only its allowed providers', () => {
    const settings = { ...DEFAULT_SETTINGS, currency: 'CNY' as const, providers: ['autodl'] };
    const view = presentGpu(ctx('en', { settings }), '4090');
    const priceFields = view.fields.filter((f) => f.name.startsWith('Prices in'));
    expect(priceFields.map((f) => f.name)).toEqual(['Prices in CNY']);
    const lines = priceFields[0]!.value.split('\n').filter((l) => l.includes('GPU·h'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.includes(' · autodl · '))).toBe(true);
    // The card matches providers as the recommender does (case-insensitively), so both see the same offers.
    const spelled = presentGpu(ctx('en', { settings: { ...settings, providers: ['AutoDL'] } }), '4090');
    expect(spelled.fields.filter((f) => f.name.startsWith('Prices in'))).toEqual(priceFields);
    const both = presentGpu(ctx('en', { settings: { ...DEFAULT_SETTINGS, currency: 'CNY' } }), '4090');
    expect(both.fields.filter((f) => f.name.startsWith('Prices in')).map((f) => f.name)).toEqual(['Prices in CNY', 'Prices in USD']);
  });

  it('says so when a card has no prices, in Chinese', () => {
    const view = presentGpu(ctx('zh'), 'rtx4080');
    expect(view.fields.find((f) => f.name === '报价')!.value).toBe('目录里暂时没有这张卡的租用报价。');
    expect(view.fields[0]!.name).toBe('参数');
  });

  it('throws unknownGpu with suggestions for an unknown card', () => {
    expect(() => presentGpu(ctx('en'), 'rtx 4050')).toThrow(UserError);
  });
});

describe('presentCompare', () => {
  it('puts cards side by side with aligned rows', () => {
    const gpus = ['rtx4090', 'a100-80gb-sxm'].map((id) => catalog.gpus.find((g) => g.id === id)!);
    const table = compareTable(ctx('en'), gpus);
    expect(table.columns).toEqual(gpus.map((g) => g.name));
    const fp8 = table.rows.find((r) => r.label === 'FP8 (dense)')!;
    expect(fp8.values).toEqual(['330.3 TFLOPS', '—']);
    expect(table.rows.map((r) => r.label)).toContain('Cheapest on-demand (CNY)');
    expect(table.rows.at(-1)!.label).toBe('Largest model on one card, int4 (GPTQ/AWQ)');

    const view = presentCompare(ctx('zh'), ['4090', 'A100']);
    expect(view.fields).toHaveLength(2);
    expect(view.fields.every((f) => f.inline)).toBe(true);
    expect(view.fields[1]!.value).toContain('FP8（稠密）：—');
  });
});

describe('formatMoney', () => {
  it('keeps the currencies apart', () => {
    expect(formatMoney('en', 1.98, 'CNY')).toBe('CN¥1.98');
    expect(formatMoney('zh', 1.98, 'CNY')).toBe('¥1.98');
    expect(formatMoney('en', 2.5, 'USD')).toBe('$2.50');
  });
});

describe('modelsThatFit', () => {
  const gpu = (id: string) => catalog.gpus.find((g) => g.id === id)!;
  const ids = (id: string, precision: 'bf16' | 'int4') => modelsThatFit(ctx('en'), gpu(id), precision).models.map((m) => m.id);

  it('puts a 7B chat model on a 24 GB card at bf16, not a 14B one', () => {
    expect(ids('rtx4090', 'bf16')).toContain('qwen2.5-7b');
    expect(ids('rtx4090', 'bf16')).not.toContain('qwen2.5-14b');
    expect(ids('rtx4090', 'int4')).toContain('qwen2.5-14b');
  });

  it('fits a 70B model on one 80 GB card only when quantized', () => {
    expect(ids('h100-sxm', 'bf16')).not.toContain('llama-3.1-70b');
    expect(ids('h100-sxm', 'int4')).toContain('llama-3.1-70b');
  });

  it('int4 fits everything bf16 fits, and more memory fits more, largest first', () => {
    const bf16 = ids('l40s', 'bf16');
    expect(ids('l40s', 'int4')).toEqual(expect.arrayContaining(bf16));
    expect(ids('h200', 'bf16')).toEqual(expect.arrayContaining(ids('rtx4090', 'bf16')));
    const sizes = modelsThatFit(ctx('en'), gpu('l40s'), 'int4').models.map((m) => m.paramsB);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('is shown on the card with its assumptions', () => {
    const view = presentGpu(ctx('en'), '4090');
    const fits = view.fields.find((f) => f.name === 'Models that fit on one card')!;
    expect(fits.value).toMatch(/^bf16: .*\(\d+ of \d+ text models\)$/m);
    expect(fits.value).toContain('4096 tokens of context, 10 % of memory kept free');
  });
});

describe('offer labels', () => {
  it('names reserved periods in the user language', () => {
    const reserved = catalog.offers.find((o) => o.billing === 'reserved' && o.reservedPeriod === '3y')!;
    const view = presentGpu(ctx('zh', { catalog: { ...catalog, offers: [reserved] } }), reserved.gpu);
    expect(view.fields.find((f) => f.name.endsWith('报价'))!.value).toContain('预留 3 年');
  });
});
