/**
 * The conversation hands what it read to the recommender unchanged and passes its answer through:
 * for a subset of the parser's table, the request in the advice, the class of card, the billing
 * mode and the cost arithmetic (the recommend tests cover the arithmetic in depth).
 */
import { describe, expect, it } from 'vitest';
import { start } from '../../../src/core/conversation/index.ts';
import type { Gpu } from '../../../src/core/catalog/schema.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';
import type { Advice, Option } from '../../../src/core/recommend/types.ts';
import { adviceOf, context, NOW } from './helpers.ts';

interface Case {
  text: string;
  currency?: 'USD' | 'CNY';
  /** What the recommended card must be like. */
  card: (gpu: Gpu, option: Option) => boolean;
  service: boolean;
  check?: (advice: Advice) => void;
}

const HOURS_PER_MONTH = 730;

const CASES: Case[] = [
  // The seed's rule: a 7B chat for a few users gets a 24 GB-class card, never an H100.
  { text: '给 5 个人用的 qwen2.5-7b 聊天机器人', card: (g) => g.memoryGB <= 48 && g.segment !== 'datacenter', service: true },
  { text: 'serve llama 3.1 8b to 20 users 8 hours a day', card: (g) => g.memoryGB <= 48, service: true },
  { text: '70B 推理 int4 并发 8', currency: 'CNY', card: (g, o) => g.memoryGB * o.count >= 40, service: true },
  {
    text: '用 H100 部署 qwen2.5-7b 给 3 个人用',
    card: (g) => g.id !== 'h100-sxm' && g.memoryGB <= 48,
    service: true,
    check: (a) => expect(a.warnings.map((w) => w.key).some((k) => k.startsWith('warning.overkill'))).toBe(true),
  },
  {
    text: 'LoRA fine-tune llama 3 8b on 50k samples of 1k tokens by friday',
    card: (g) => g.memoryGB >= 16,
    service: false,
    check: (a) => expect(a.recommendation.estimate.training?.hours).toBeLessThanOrEqual(62),
  },
  {
    // The seed article's worked example: 6 × 7e9 × 2e11 = 8.4e21 FLOPs.
    text: 'train a 7B from scratch on 200B tokens in a month',
    card: (g) => g.segment === 'datacenter',
    service: false,
    check: (a) => {
      // (+ the attention products the article leaves out, ≈ 2 % at 2048 tokens)
      expect(a.recommendation.estimate.training!.flopsPerToken!.weights * 200e9).toBeCloseTo(8.4e21, -20);
      expect(a.recommendation.estimate.training?.hours).toBeLessThanOrEqual(720);
    },
  },
];

/** Price × GPUs billed, converted at the stated rate when the offer is in another currency. */
function expectedPerHour(o: Option): number {
  const rate = o.cost.perHour.converted?.rate ?? 1;
  return o.pricePerGpuHour * (o.billedGpus ?? o.count) * rate;
}

describe('the conversation hands the request through to the advice', () => {
  it.each(CASES)('$text', ({ text, currency, card, service, check }) => {
    const ctx = context(/[\u4e00-\u9fff]/.test(text) ? 'zh' : 'en', currency ? { currency } : {});
    const { advice } = adviceOf(start(ctx, text));
    expect(advice.request).toEqual(parseRequest(text, ctx.catalog, NOW).request);

    const o = advice.recommendation;
    const gpu = ctx.catalog.gpus.find((g) => g.id === o.gpu);
    expect(gpu).toBeDefined();
    expect(card(gpu!, o)).toBe(true);
    // A team that chose no currency pays in its language's: CNY for zh, USD for en.
    expect(o.cost.perHour.currency).toBe(ctx.settings.currency ?? (ctx.locale === 'zh' ? 'CNY' : 'USD'));
    expect(o.cost.perHour.amount).toBeCloseTo(expectedPerHour(o), 6);

    if (service) {
      // Spot is never advised for an always-on service.
      expect(o.billing).not.toBe('spot');
      expect(advice.workload).toMatchObject({ kind: 'service', hoursPerDay: advice.request.hoursPerDay ?? 24 });
      if (o.billing === 'on_demand') {
        const hoursPerDay = advice.request.hoursPerDay ?? 24;
        expect(o.cost.perMonth?.amount).toBeCloseTo(o.cost.perHour.amount * ((hoursPerDay * HOURS_PER_MONTH) / 24), 6);
      }
    } else {
      const hours = o.estimate.training?.hours ?? NaN;
      const paid = o.billing === 'spot' ? hours + (advice.spot?.rerunHours ?? 0) : hours;
      if (o.billing === 'on_demand' || o.billing === 'spot') expect(o.cost.perJob?.amount).toBeCloseTo(o.cost.perHour.amount * paid, 6);
    }
    check?.(advice);
  });
});
