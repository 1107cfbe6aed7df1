/** Chart data from an advice: the advice's own numbers, labels in the reader's language. */
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { start } from '../../../src/core/conversation/index.ts';
import { costChart, textBars, vramChart, VRAM_PARTS } from '../../../src/core/chart/index.ts';
import { DEFAULT_SETTINGS, type Advice } from '../../../src/core/recommend/types.ts';
import type { Locale } from '../../../src/core/i18n.ts';

const catalog = defaultCatalog();
function advice(text: string, locale: Locale = 'en'): Advice {
  const r = start({ catalog, now: new Date('2026-12-01T09:00:00Z'), locale, settings: DEFAULT_SETTINGS }, text);
  if (r.next.kind !== 'advice') throw new Error(`no advice: ${r.next.kind}`);
  return r.next.advice;
}

describe('chart data', () => {
  it('a service: monthly cost per option and per billing mode, equal to the advice’s numbers', () => {
    const a = advice('Qwen2.5-72B chatbot for 50 users, 8 hours a day');
    const chart = costChart(a, catalog, 'en');
    expect(chart.per).toBe('month');
    expect(chart.bars[0]!.value).toBe(a.recommendation.cost.perMonth!.amount);
    expect(chart.bars.filter((b) => b.group === 'mode').map((b) => b.value)).toEqual(a.modes.filter((m) => m.cost.currency === chart.currency).map((m) => m.cost.amount));
    if (a.alternatives.fastest) expect(chart.bars.map((b) => b.value)).toContain(a.alternatives.fastest.cost.perMonth!.amount);
  });

  it('a job is charted per job', () => {
    const a = advice('LoRA fine-tune Llama 3 8B on 50M tokens, 3 epochs');
    const chart = costChart(a, catalog, 'en');
    expect(chart.per).toBe('job');
    expect(chart.bars[0]!.value).toBe(a.recommendation.cost.perJob!.amount);
  });

  it('VRAM per GPU stacked by part adds up to what the device shows, against the card’s capacity', () => {
    const a = advice('Qwen2.5-72B chatbot for 50 users, 8 hours a day');
    const chart = vramChart(a, catalog, 'en');
    const first = chart.cards[0]!;
    const m = a.recommendation.estimate.memory;
    expect(first.parts.weights).toBe(m.weightsGB);
    expect(first.parts.kvCache).toBe(m.kvCacheGB);
    expect(VRAM_PARTS.reduce((s, p) => s + first.parts[p], 0)).toBeCloseTo(Math.max(m.deviceGB, m.perGpuGB), 6);
    expect(first.capacityGB).toBe(catalog.gpus.find((g) => g.id === a.recommendation.gpu)!.memoryGB);
  });

  it('zh labels are Chinese; the terminal’s text bars scale to the largest', () => {
    const a = advice('Qwen2.5-72B 聊天服务，50 个用户，每天 8 小时', 'zh');
    const chart = costChart(a, catalog, 'zh');
    expect(chart.title).toMatch(/[\u4e00-\u9fff]/);
    expect(vramChart(a, catalog, 'zh').partLabels.weights).toBe('权重');
    const text = textBars(chart, 20).split('\n');
    const max = Math.max(...chart.bars.map((b) => b.value));
    const longest = chart.bars.findIndex((b) => b.value === max);
    expect((text[longest + 1]!.match(/[█▒]/g) ?? []).length).toBe(20);
  });
});
