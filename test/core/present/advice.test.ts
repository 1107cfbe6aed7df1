import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { billingName, layoutText, presentAdvice } from '../../../src/core/present/advice.ts';
import { translator } from '../../../src/core/i18n.ts';
import { neededGB } from '../../../src/core/estimate/device.ts';
import { num } from '../../../src/core/present/format.ts';
import { renderText } from '../../../src/core/present/text.ts';
import { recommend, recommendWith } from '../../../src/core/recommend/index.ts';
import { fixedSizer } from './fixed-sizer.ts';
import { DEFAULT_SETTINGS, type AdviceRequest, type CoreContext, type Settings } from '../../../src/core/recommend/types.ts';
import type { Locale } from '../../../src/core/i18n.ts';

const catalog = loadCatalog();
const NOW = new Date('2026-12-02T00:00:00Z');
const ctx = (locale: Locale, settings: Partial<Settings> = {}): CoreContext => ({ catalog, now: NOW, locale, settings: { ...DEFAULT_SETTINGS, ...settings } });

const CHAT: AdviceRequest = { model: 'qwen2.5-7b', task: 'infer', concurrency: 5, gpu: 'h100' };
const PRETRAIN: AdviceRequest = { modelSizeB: 7, task: 'pretrain', tokens: 200e9, deadlineHours: 730 };

describe('presentAdvice', () => {
  it.each<[string, AdviceRequest, Partial<Settings>, Locale]>([
    ['7B chat, H100 asked (en)', CHAT, {}, 'en'],
    ['7B chat, H100 asked (zh)', CHAT, { currency: 'CNY' }, 'zh'],
    ['7B pre-training (en)', PRETRAIN, {}, 'en'],
    ['7B pre-training (zh)', PRETRAIN, { currency: 'CNY' }, 'zh'],
  ])('renders %s', (_name, request, settings, locale) => {
    const c = ctx(locale, settings);
    // Fixed estimator figures keep the snapshot about wording, layout and pricing, not fitted constants.
    const views = presentAdvice(c, recommendWith(c, request, fixedSizer));
    expect(renderText(views.main)).toMatchSnapshot();
    expect(renderText(views.alternatives)).toMatchSnapshot();
  });

  it('says an offline batch job by the hours it takes on the cards, not by a per-user speed', () => {
    const c = ctx('en');
    const request: AdviceRequest = { model: 'llama-3.1-8b', task: 'infer', batchJob: true, tokens: 80e6, outputTokens: 800, contextTokens: 1300, deadlineHours: 96 };
    const advice = recommend(c, request);
    const lines = presentAdvice(c, advice).main.description!.split('\n');
    const total = advice.recommendation.estimate.throughput!.totalTokensPerSec;
    const hours = 80e6 / total / 3600;
    expect(lines.some((l) => l.startsWith('Speed:'))).toBe(false);
    expect(lines).toContain(`Time: ${num('en', hours)} h (≈ ${num('en', hours / 24)} days) on ${advice.recommendation.count === 1 ? '1 GPU' : `${advice.recommendation.count} GPUs`}`);
  });

  it('says batch work of no known amount by its total rate, with spot as a billing it suits', () => {
    const c = ctx('en');
    const advice = recommend(c, { model: 'llama-3-70b', task: 'infer', batchJob: true, gpu: 'a100-80gb-sxm', countAsked: true });
    const lines = presentAdvice(c, advice).main.description!.split('\n');
    expect(lines).toContain(`Speed: ${num('en', advice.verdict!.totalTokensPerSecond!)} tokens/s in total across the batch`);
    expect(lines.some((l) => l.includes('per user'))).toBe(false);
    expect(lines.some((l) => l.includes('not for an online service'))).toBe(false);
  });

  it('leads with a total speed taken as users at reading speed, in both languages', () => {
    const request: AdviceRequest = { model: 'llama-3-70b', task: 'infer', gpu: 'h100-sxm', count: 4, precision: 'fp8', tokensPerSec: 850 };
    const en = presentAdvice(ctx('en'), recommend(ctx('en'), request)).main.description!.split('\n');
    expect(en.find((l) => l.startsWith('Assumed:'))).toContain('850 tokens/s as 43 users at 20 each');
    const zh = presentAdvice(ctx('zh'), recommend(ctx('zh'), request)).main.description!.split('\n');
    expect(zh.find((l) => l.startsWith('默认：'))).toContain('按 43 个用户、每人 20 token/s');
  });

  it('on the user’s own cards the rent is only a comparison, and a cheaper rental is no saving', () => {
    const c = ctx('en');
    const request: AdviceRequest = { model: 'qwen2.5-7b', task: 'infer', gpu: 'rtx4090', count: 1, concurrency: 1 };
    const rented = presentAdvice(c, recommend(c, request)).main.description!.split('\n');
    const owned = presentAdvice(c, recommend(c, { ...request, ownsGpu: true })).main.description!.split('\n');
    expect(rented[0]).toMatch(/^Cost: \S+ a month \(/);
    expect(owned[0]).toMatch(/^Cost: nothing to rent on your own cards \(renting the same: \S+ a month, /);
    expect(owned[0]).toContain(rented[0]!.replace(/^Cost: (\S+) a month.*$/, '$1'));
    expect(owned.at(-1)).toMatch(/^Next: run it as shown/);
    const zh = presentAdvice(ctx('zh', { currency: 'CNY' }), recommend(ctx('zh', { currency: 'CNY' }), { ...request, ownsGpu: true })).main.description!;
    expect(zh.split('\n')[0]).toMatch(/^费用：用你自己的卡，无需租金（租同样的卡：每月 /);
  });

  it('states a pre-training corpus it assumed in compact units, not as kilotokens', () => {
    const c = ctx('en');
    const advice = recommend(c, { model: 'llama-3.1-70b', task: 'pretrain', gpu: 'h100-sxm', countAsked: true });
    const assumed = presentAdvice(c, advice).main.description!.split('\n').find((l) => l.startsWith('Assumed:'));
    expect(assumed).toMatch(/\b1\.4T tokens\b/);
    expect(assumed).not.toMatch(/\d{5,}k/);
  });

  it('says it in five lines first: verdict, cost, speed per user, the assumptions, the next step', () => {
    const c = ctx('en');
    const advice = recommend(c, { model: 'qwen2.5-72b', task: 'infer', concurrency: 20, gpu: 'a100-80gb-sxm', count: 2, precision: 'bf16' });
    const { main } = presentAdvice(c, advice);
    expect(main.tone).toBe('warn');
    expect(main.title).toMatch(/^Qwen2\.5-72B on 2 × NVIDIA A100 SXM4 80GB \(bf16, vllm\) fits only if /);
    const lines = main.description!.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Cheapest that does it: .* a month$/);
    expect(lines[1]).toMatch(/^Speed: [\d.]+ tokens\/s per user/);
    expect(lines[2]).toMatch(/^Assumed: 4k context.* — tap to change$/);
    expect(lines[3]).toMatch(/^Next: tap “Precision: /);
    // The tap it names is one of the view's buttons, first among the changes.
    expect(main.actions[1]![0]!.value).toMatch(/^set:precision=/);
    expect(main.fields[0]!.name).toBe('The card you named');
    // Same cards first: a lighter format before fewer users and more cards.
    expect(main.fields[0]!.value).toMatch(/What makes it work:\n• weights in .*\n• at most \d+ users .*\n• \d+ × NVIDIA A100/);
  });

  it('"how long a context fits?": the headline leads with the longest context at the users asked, from the estimate', () => {
    const c = ctx('en');
    const advice = recommend(c, { model: 'llama-3.1-8b', task: 'infer', concurrency: 4, gpu: 'rtx3090', count: 1, engine: 'vllm', contextAsked: true });
    const lines = presentAdvice(c, advice).main.description!.split('\n');
    expect(advice.verdict?.maxContextTokens).toBe(advice.verdict?.option?.estimate.maxContextTokens);
    expect(lines[0]).toBe(`Longest context: ${advice.verdict!.maxContextTokens!.toLocaleString('en')} tokens per user at 4 user(s) at a time`);
    // Not asked: no such line.
    const plain = presentAdvice(c, recommend(c, { model: 'llama-3.1-8b', task: 'infer', concurrency: 4, gpu: 'rtx3090', count: 1, engine: 'vllm' })).main.description!;
    expect(plain).not.toMatch(/Longest context/);
  });

  it('"how many users at once?": a line with the most users the named cards hold at the context, from the estimate', () => {
    const c = ctx('en');
    const advice = recommend(c, { model: 'llama-3.1-8b', task: 'infer', gpu: 'h100-sxm', count: 1, engine: 'vllm', concurrencyAsked: true });
    const most = advice.verdict!.maxConcurrency!;
    expect(most.streams).toBeGreaterThan(1);
    const lines = presentAdvice(c, advice).main.description!.split('\n');
    expect(lines[0]).toBe(`At once: up to ${most.streams.toLocaleString('en')} users at 4,096 tokens of context each (the KV cache these cards hold), ≈ ${Math.round(most.perStreamTokensPerSec * 10) / 10} tokens/s each when all of them are generating`);
    const plain = presentAdvice(c, recommend(c, { model: 'llama-3.1-8b', task: 'infer', gpu: 'h100-sxm', count: 1, engine: 'vllm' })).main.description!;
    expect(plain).not.toMatch(/At once/);
  });

  it('a pre-training run longer than the month it assumed: the time line says so and how many of the card finish within it', () => {
    for (const locale of ['en', 'zh'] as const) {
      const c = ctx(locale);
      const advice = recommend(c, { modelSizeB: 1, task: 'pretrain', tokens: 1e11, gpu: 'h100-sxm', count: 1 });
      const faster = advice.verdict!.faster!;
      const time = presentAdvice(c, advice).main.description!.split('\n').find((l) => /^(Time|耗时)/.test(l))!;
      expect(time).toContain(faster.count.toLocaleString(locale));
      expect(time).toContain(Math.round(faster.hours).toLocaleString(locale));
      expect(time).toMatch(locale === 'en' ? /on 1 GPU — longer than the 730 h assumed; \d+ of them finish in/ : /超过默认的 730 小时；\d+ 张同样的卡/);
    }
  });

  it('"A100 还是 4090?": the second card judged in one line with its cost, and which is cheaper by how much', () => {
    const c = ctx('en');
    const advice = recommend(c, { model: 'qwen2.5-7b', task: 'finetune', method: 'lora', tokens: 5e7, gpu: 'a100-80gb-sxm', count: 1, compareWith: { gpu: 'rtx4090' } });
    const [v, other] = [advice.verdict!, advice.compared!];
    expect(other).toMatchObject({ gpu: 'rtx4090', count: 1, fits: true });
    const a = v.option!.cost.perJob!;
    const b = other.option!.cost.perJob!;
    expect(a.currency).toBe(b.currency);
    const view = presentAdvice(c, advice);
    const line = view.main.description!.split('\n').find((l) => l.startsWith('Or ✔'))!;
    expect(line).toContain('NVIDIA GeForce RTX 4090');
    const [cheap, dear] = a.amount < b.amount ? ['A100', 'RTX 4090'] : ['RTX 4090', 'A100'];
    const pct = Math.round((1 - Math.min(a.amount, b.amount) / Math.max(a.amount, b.amount)) * 100);
    expect(line).toMatch(new RegExp(`${cheap}[^;]*is ${pct} % cheaper than 1 × [^;]*${dear}`));
    expect(view.main.fields!.map((f) => f.name)).toContain('Compared: 1 × NVIDIA GeForce RTX 4090 24GB');
  });

  it('"how much VRAM?": the headline leads with the plan\'s memory in all, per GPU and by part, from the estimate', () => {
    const c = ctx('en');
    const advice = recommend(c, { model: 'llama-3.1-70b', task: 'infer', concurrency: 1, precision: 'fp16', memoryAsked: true });
    const e = advice.recommendation.estimate;
    const perGpu = neededGB(e.memory);
    const line = presentAdvice(c, advice).main.description!.split('\n')[0]!;
    expect(e.count).toBeGreaterThan(1);
    expect(line).toContain(`Memory: ${num('en', perGpu * e.count)} GB in all — ${num('en', perGpu)} GB on each of ${e.count} GPUs (weights ${num('en', e.memory.weightsGB)}`);
    // Not asked: no such line.
    const plain = presentAdvice(c, recommend(c, { model: 'llama-3.1-70b', task: 'infer', concurrency: 1, precision: 'fp16' })).main.description!;
    expect(plain).not.toMatch(/^Memory:/m);
  });

  it('"are my 2 enough? if not, how many?": the headline says the 2 fall short, with their figures, then the fewest', () => {
    for (const locale of ['en', 'zh'] as const) {
      const c = ctx(locale);
      const advice = recommend(c, { model: 'qwen2.5-72b', task: 'infer', concurrency: 1, gpu: 'rtx4090', count: 2, countAsked: true, precision: 'bf16' });
      const v = advice.verdict!;
      const { main } = presentAdvice(c, advice);
      expect(main.tone).toBe('warn');
      const need = Math.round(v.namedShort!.needGB);
      expect(main.title).toMatch(
        locale === 'en'
          ? new RegExp(`^2 × NVIDIA GeForce RTX 4090 24GB is not enough for Qwen2\\.5-72B .*it needs ${need}.* — ${v.count} is the fewest that fit$`)
          : new RegExp(`^2 × NVIDIA GeForce RTX 4090 24GB 不够跑 Qwen2\\.5-72B.*需要 ${need}.*最少要 ${v.count} 张$`),
      );
    }
  });

  it('"H100 8 h a day: on-demand or monthly?": the named card is priced in each mode the catalog has, with the break-even', () => {
    const c = ctx('en');
    const advice = recommend(c, { model: 'llama-3-70b', task: 'infer', concurrency: 1, gpu: 'h100-sxm', count: 1, hoursPerDay: 8 });
    const v = advice.verdict!;
    expect(v.modes!.length).toBeGreaterThan(1);
    const field = presentAdvice(c, advice).main.fields[0]!.value;
    expect(field).toContain('On these cards, by billing mode:');
    for (const m of v.modes!) expect(field).toContain(`— ${m.provider} —`);
    expect(field).toMatch(/wins above [\d,.]+ h\/month|never pays off/);
  });

  it('a fine-tune without a dataset size: the card and the hourly price, the job cost waits for the amount', () => {
    for (const locale of ['en', 'zh'] as const) {
      const c = ctx(locale);
      const advice = recommend(c, { model: 'llama-3.1-8b', task: 'finetune', method: 'lora' });
      const { main } = presentAdvice(c, advice);
      const lead = [main.title, ...main.description!.split('\n')];
      expect(lead.length).toBeLessThanOrEqual(5);
      expect(lead.join('\n')).toMatch(locale === 'en' ? /the job cost needs the dataset size/ : /要看数据量/);
      expect(lead.join('\n')).not.toMatch(/for the job \(|整个任务 [¥$]/);
    }
  });

  it('the launch command for the named card, shown under another recommended setup, says which card it starts', () => {
    const c = ctx('en');
    const advice = recommend(c, { model: 'qwen2.5-32b', task: 'infer', gpu: 'rtx4090', count: 1, concurrency: 1, ownsGpu: true });
    const v = advice.verdict!;
    expect(v.fits).toBe(true);
    const fields = presentAdvice(c, advice).main.fields ?? [];
    const run = fields.find((f) => f.name.startsWith('Start it'))!;
    // The setup each names is the plan's own: the named card's when it differs from the recommended one.
    const differs = advice.recommendation.gpu !== v.gpu || advice.recommendation.count !== v.count;
    expect(run.name).toBe(differs ? `Start it on ${v.count} × ${catalog.gpus.find((g) => g.id === v.gpu)!.name}` : 'Start it');
    expect(run.value).toContain(`-c ${v.option!.estimate.input.contextTokens}`);
  });

  it('shows at most three tips', () => {
    const c = ctx('en');
    const advice = recommend(c, { modelSizeB: 7, task: 'pretrain', tokens: 200e9, deadlineHours: 730 });
    expect(advice.tips.length).toBeLessThanOrEqual(3);
  });

  it('titles the card × count with its layout and ends with the three actions', () => {
    const c = ctx('en');
    const advice = recommend(c, { model: 'llama-3.1-70b', task: 'infer', concurrency: 10 });
    const { main } = presentAdvice(c, advice);
    const name = catalog.gpus.find((g) => g.id === advice.recommendation.gpu)!.name;
    expect(main.title).toContain(`${name} × ${advice.recommendation.count}`);
    expect(main.title).toMatch(/tensor parallel \d/);
    expect(main.actions[0]!.map((a) => a.value)).toEqual(['math', 'alts', 'remind']);
    const changes = main.actions.slice(1).flat();
    expect(changes.length).toBeGreaterThan(0);
    for (const a of changes) {
      expect(a.value).toMatch(/^set:/);
      expect(a.value.length).toBeLessThanOrEqual(40);
    }
    expect(Math.max(...main.actions.map((r) => r.length))).toBeLessThanOrEqual(5);
  });

  it('draws the VRAM bar from the estimate and the card size', () => {
    const c = ctx('en');
    const advice = recommend(c, { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 });
    const vram = presentAdvice(c, advice).main.fields.find((f) => f.name === 'VRAM per GPU')!;
    const gb = catalog.gpus.find((g) => g.id === advice.recommendation.gpu)!.memoryGB;
    const used = advice.recommendation.estimate.memory.deviceGB;
    const filled = Math.round((used / gb) * 10);
    expect(vram.value).toContain(`${'█'.repeat(filled)}${'░'.repeat(10 - filled)} ${used.toFixed(1)}/${gb} GB`);
    expect(vram.value).toMatch(/weights [\d.]+ · KV cache/);
  });

  it('shows the conversion rate and its date when a price was converted, in Chinese', () => {
    const c = ctx('zh', { currency: 'CNY', providers: ['lambda'] });
    const text = renderText(presentAdvice(c, recommend(c, { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 })).main);
    const fx = catalog.fx[0]!;
    expect(text).toContain(`按 ${fx.rate} 从 USD 换算（${fx.asOf} 的汇率`);
    expect(text).toMatch(/¥[\d,]+\.\d+/);
    expect(text).toContain('每百万生成 token');
  });

  it('names the billing modes the catalog lacks as one list ("spot or monthly")', () => {
    const modesOf = (locale: Locale) => {
      const c = ctx(locale);
      const advice = { ...recommendWith(c, CHAT, fixedSizer), missingModes: ['spot' as const, 'monthly' as const] };
      return presentAdvice(c, advice).main.fields.find((f) => f.name === translator(locale)('advice:field.modes'))!.value;
    };
    expect(modesOf('en')).toContain('No spot or monthly price in the catalog for this card.');
    expect(modesOf('zh')).toContain('目录里没有这张卡的抢占式或包月价格。');
  });

  it('names a reserved term in words, and a reserved price without one as plain "reserved" (not "reserved ()")', () => {
    const en = translator('en');
    const zh = translator('zh');
    expect(billingName(en, 'reserved', '3y')).toBe('reserved (3 yr)');
    expect(billingName(zh, 'reserved', '1y')).toBe('预留（1 年）');
    expect(billingName(en, 'reserved', '')).toBe('reserved');
    expect(billingName(zh, 'reserved')).toBe('预留');
  });

  it('counts one paid GPU in the singular', () => {
    const c = ctx('en');
    const advice = recommendWith(c, CHAT, fixedSizer);
    const one = { ...advice, recommendation: { ...advice.recommendation, count: 1, rentUnit: 'instance' as const, instanceGpus: 1, billedGpus: 1 } };
    const cost = presentAdvice(c, one).main.fields.find((f) => f.name === 'Cost')!.value;
    expect(cost).toMatch(/rents 1-GPU machines: 1 of them, 1 GPU paid\./);
  });

  it('says once how old the prices are, not STALE on every line', () => {
    const c = ctx('en');
    const advice = recommend(c, { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 });
    expect(advice.recommendation.stale).toBe(true);
    const view = presentAdvice(c, advice).main;
    const sources = view.fields.find((f) => f.name === 'Sources')!;
    expect(sources.value.split('\n')[0]).toMatch(new RegExp(`as of ${advice.recommendation.asOf} `));
    const dates = [advice.recommendation, ...advice.modes].map((m) => m.asOf).sort();
    expect(sources.value.split('\n').at(-1)).toMatch(new RegExp(`^Prices as of ${dates[0]}( – ${dates.at(-1)})? — some are past their source's freshness window`));
    expect(JSON.stringify(view)).not.toMatch(/STALE/);
  });

  it('puts every trace step in the math view as formula = result', () => {
    const c = ctx('en');
    const advice = recommend(c, { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 });
    const math = presentAdvice(c, advice).math;
    expect(math.fields.map((f) => f.name)).toEqual(advice.trace.map((s) => s.id));
    const perMonth = math.fields.find((f) => f.name === 'cost.perMonth')!;
    expect(perMonth.value).toMatch(/^price per GPU-hour × GPUs billed × hours paid = [\d,.]+ USD/);
    expect(perMonth.value).toContain(`(${advice.recommendation.asOf})`);
  });

  it('leaves no untranslated key or placeholder in either language', () => {
    for (const locale of ['en', 'zh'] as const) {
      for (const request of [CHAT, PRETRAIN, { model: 'llama-3.1-8b', task: 'finetune', tokens: 5e6 } as AdviceRequest]) {
        const c = ctx(locale);
        const views = presentAdvice(c, recommend(c, request));
        const all = [views.main, views.math, views.alternatives].map((v) => renderText(v)).join('\n');
        expect(all).not.toMatch(/advice:|estimate:|\{\{|NaN|Infinity|undefined/);
      }
    }
  });
});

describe('the fewest cards asked for', () => {
  it('titles the plan as the fewest cards that do it, in both languages', () => {
    const request: AdviceRequest = { model: 'llama-3.1-70b', task: 'infer', precision: 'bf16', concurrency: 64, contextTokens: 8192, fewestCards: true };
    for (const [locale, title] of [['en', 'Fewest cards that do it'], ['zh', '卡数最少的方案']] as const) {
      const { main } = presentAdvice(ctx(locale), recommend(ctx(locale), request));
      expect(main.fields.map((f) => f.name).join('\n')).toContain(title);
    }
  });
});

describe('layoutText', () => {
  const t = translator('en');
  it.each<[number, number, number, string]>([
    [1, 1, 1, 'one GPU'],
    [4, 4, 1, 'tensor parallel 4'],
    [8, 4, 2, 'tensor parallel 4 × 2 replicas'],
    [3, 1, 3, '3 replicas'],
    [2, 1, 1, 'layers split over 2 GPUs'],
  ])('%i GPUs, TP %i × %i replicas → %s', (count, tensorParallel, replicas, text) => {
    expect(layoutText(t, { count, layout: { tensorParallel, replicas } })).toBe(text);
  });

  it('names a training job’s sharding: ZeRO-3 holds one shard per GPU, ZeRO-1/2 a whole copy', () => {
    const training = { flops: 1, hours: 1, gpuHours: 8, mfu: 0.4 };
    const at = (zero: number) => layoutText(t, { count: 8, layout: { tensorParallel: 1, replicas: 8 }, training, assumptions: [{ key: 'zeroStage', params: { zero, gpus: 8 } }] });
    expect(at(3)).toBe('data parallel × 8, model sharded (ZeRO-3 / FSDP)');
    expect(at(2)).toBe('data parallel × 8');
    expect(layoutText(translator('zh'), { count: 8, layout: { tensorParallel: 1, replicas: 8 }, training, assumptions: [{ key: 'zeroStage', params: { zero: 3, gpus: 8 } }] })).toBe('8 路数据并行，模型分片（ZeRO-3 / FSDP）');
  });
});

describe('a question about the user’s Mac', () => {
  it('leads with the Mac’s verdict and gives the rental plan as what to rent if it falls short', () => {
    for (const [request, tone, title] of [
      [{ model: 'deepseek-r1', task: 'infer', concurrency: 1, device: 'mac', mac: { chip: 'm2-ultra', memoryGB: 192 } }, 'error', /does not fit your M2 Ultra 192 GB/],
      [{ model: 'qwen2.5-32b', task: 'infer', concurrency: 1, device: 'mac', mac: { chip: 'm1-max', memoryGB: 64 } }, 'ok', /fits|runs/i],
    ] as const) {
      const c = ctx('en');
      const main = presentAdvice(c, recommend(c, request as AdviceRequest)).main;
      expect(main.tone, request.model).toBe(tone);
      expect(main.title).toMatch(title);
      expect(main.description).toMatch(/Cheapest that does it/);
    }
  });
});
