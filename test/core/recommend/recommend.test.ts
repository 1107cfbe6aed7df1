import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import type { Catalog } from '../../../src/core/catalog/schema.ts';
import { isUserError } from '../../../src/core/errors.ts';
import { modelFromSize } from '../../../src/core/estimate/index.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';
import { recommend } from '../../../src/core/recommend/index.ts';
import { DEFAULT_SETTINGS, type AdviceRequest, type CoreContext, type Settings } from '../../../src/core/recommend/types.ts';

const catalog = loadCatalog();
const NOW = new Date('2026-12-02T00:00:00Z');
const ctx = (settings: Partial<Settings> = {}, cat: Catalog = catalog, now = NOW): CoreContext => ({ catalog: cat, now, locale: 'en', settings: { ...DEFAULT_SETTINGS, ...settings } });
const gpu = (id: string) => catalog.gpus.find((g) => g.id === id)!;
const H100_CLASS = /^(h100|h200|h800|h20|b200|gb200|a100|a800|mi300)/;

function userErrorKey(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (isUserError(e)) return e.key;
    throw e;
  }
  return undefined;
}

describe('recommend over the real catalog', () => {
  it('a provider named in the question narrows the plan to its offers; one that cannot do it, or that the team does not allow, is said', () => {
    const chat: AdviceRequest = { model: 'qwen2.5-7b', task: 'infer', concurrency: 10 };
    const atAutodl = recommend(ctx(), { ...chat, provider: 'autodl' });
    expect(atAutodl.recommendation.provider).toBe('autodl');
    expect(atAutodl.request.provider).toBe('autodl');
    expect(atAutodl.warnings.map((w) => w.key)).not.toContain('warning.providerCannot');
    // Tencent Cloud's offers here are single T4/A10 serverless functions: no DeepSeek-R1 there.
    const r1 = recommend(ctx(), { model: 'deepseek-r1', task: 'infer', concurrency: 10, provider: 'tencentcloud' });
    expect(r1.recommendation.provider).not.toBe('tencentcloud');
    expect(r1.warnings[0]).toMatchObject({ key: 'warning.providerCannot' });
    const notAllowed = recommend(ctx({ providers: ['vast', 'runpod'] }), { ...chat, provider: 'autodl' });
    expect(['vast', 'runpod']).toContain(notAllowed.recommendation.provider);
    expect(notAllowed.warnings[0]).toMatchObject({ key: 'warning.providerNotAllowed', params: { provider: 'AutoDL' } });
  });

  it('cards and a count named for a pre-training with no deadline are judged on memory, not on the default month', () => {
    const named: AdviceRequest = { model: 'tinyllama-1.1b', task: 'pretrain', tokens: 3e12, gpu: 'a100-40gb', count: 16 };
    const untimed = recommend(ctx(), named);
    // 16 A100s take months for 3T tokens: far past the month the alternatives are sized to, and still no "cannot do it".
    expect(untimed.verdict?.trainingHours).toBeGreaterThan(730);
    expect(untimed.warnings.map((w) => w.key)).not.toContain('warning.requestedDoesNotFit');
    // A deadline the user states is theirs: then the same cards fall short of it.
    expect(recommend(ctx(), { ...named, deadlineHours: 730 }).warnings.map((w) => w.key)).toContain('warning.requestedDoesNotFit');
  });

  it.each<[string, AdviceRequest, Partial<Settings>]>([
    ['USD team', { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 }, {}],
    ['CNY team', { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 }, { currency: 'CNY' }],
    ['bare 7B size', { modelSizeB: 7, task: 'infer', concurrency: 3 }, {}],
  ])('7B chat for a few users gets a 24 GB-class card, never an H100 (%s)', (_name, request, settings) => {
    const advice = recommend(ctx(settings), request);
    const card = gpu(advice.recommendation.gpu);
    expect(card.memoryGB).toBeGreaterThanOrEqual(20);
    expect(card.memoryGB).toBeLessThanOrEqual(48);
    expect(advice.recommendation.gpu).not.toMatch(H100_CLASS);
    expect(advice.recommendation.count).toBe(1);
    expect(advice.recommendation.billing).not.toBe('spot');
  });

  it('"how many X?" for a service or a fine-tune plans on X when it can be rented for the job, the cheaper card an alternative', () => {
    const asked: AdviceRequest = { model: 'qwen2.5-72b', task: 'infer', concurrency: 30, gpu: 'h100-sxm', countAsked: true };
    const onH100 = recommend(ctx(), asked);
    expect(onH100.recommendation.gpu).toBe('h100-sxm');
    expect(onH100.alternatives.cheapestOtherGpu?.gpu).not.toBe('h100-sxm');
    // Without the question of how many, the cheapest card is the plan (the H100 is judged in the verdict).
    const open = recommend(ctx(), { ...asked, countAsked: undefined });
    expect(open.recommendation.cost.perMonth!.amount).toBeLessThan(onH100.recommendation.cost.perMonth!.amount);
    // Cards counted beside the question ("one A800 OOMs — how many?"): the plan takes the count the job needs, not the one told.
    const told: AdviceRequest = { model: 'qwen2.5-7b', task: 'finetune', method: 'full', gpu: 'a800', count: 1, countAsked: true };
    const needed = recommend(ctx(), told);
    expect(needed.recommendation.gpu).toBe('a800');
    expect(needed.recommendation.count).toBeGreaterThan(1);
    // A pre-training run's card stays the cheapest over its weeks.
    const run: AdviceRequest = { modelSizeB: 7, task: 'pretrain', tokens: 1e12, deadlineHours: 720, gpu: 'a100-80gb-sxm' };
    expect(recommend(ctx(), { ...run, countAsked: true }).recommendation.gpu).toBe(recommend(ctx(), run).recommendation.gpu);
  });

  it('warns "overkill" when the user asks for an H100 for that chat, and prices the H100 beside it', () => {
    const advice = recommend(ctx(), { model: 'qwen2.5-7b', task: 'infer', concurrency: 5, gpu: 'H100' });
    expect(advice.recommendation.gpu).not.toMatch(H100_CLASS);
    expect(advice.warnings.map((w) => w.key)).toContain('warning.overkillCost');
    expect(advice.alternatives.requested?.gpu).toBe('h100-sxm');
  });

  it('splits a 70B bf16 model over several GPUs with tensor parallelism', () => {
    const advice = recommend(ctx(), { model: 'llama-3.1-70b', task: 'infer', precision: 'bf16', concurrency: 10 });
    const rec = advice.recommendation;
    expect(rec.count).toBeGreaterThanOrEqual(2);
    expect(rec.layout.tensorParallel).toBeGreaterThanOrEqual(2);
    expect(gpu(rec.gpu).memoryGB * rec.layout.tensorParallel).toBeGreaterThan(140);
    expect(advice.tips.map((t) => t.key)).toContain('tip.tensorParallel');
  });

  it('fine-tunes an 8B model with LoRA on one 24–48 GB card', () => {
    const advice = recommend(ctx(), { model: 'llama-3.1-8b', task: 'finetune', method: 'lora', tokens: 5e7 });
    expect(advice.recommendation.count).toBe(1);
    expect(gpu(advice.recommendation.gpu).memoryGB).toBeGreaterThanOrEqual(24);
    expect(gpu(advice.recommendation.gpu).memoryGB).toBeLessThanOrEqual(48);
  });

  it('pre-trains a 7B on 200B tokens in a month on many datacenter GPUs, discussing spot and commitments', () => {
    const advice = recommend(ctx(), { modelSizeB: 7, task: 'pretrain', tokens: 200e9, deadlineHours: 730 });
    const rec = advice.recommendation;
    expect(rec.count).toBeGreaterThanOrEqual(4);
    expect(gpu(rec.gpu).segment).toBe('datacenter');
    expect(gpu(rec.gpu).memoryGB).toBeGreaterThanOrEqual(40);
    expect(rec.estimate.training!.hours).toBeLessThanOrEqual(730);
    // A run of two weeks or more is kept off spot (a reclaim stops every machine of a synchronous job).
    const longRun = advice.workload?.kind === 'job' && advice.workload.hours >= 14 * 24;
    expect(longRun ? ['reason.jobOnDemand', 'reason.jobCommitted'] : ['reason.jobSpot', 'reason.jobCommitted', 'reason.jobOnDemand']).toContain(advice.billingReason.key);
    if (longRun) {
      expect(rec.billing).not.toBe('spot');
      const spot = advice.modes.find((m) => m.billing === 'spot');
      if (spot) expect(spot.note?.key).toBe('mode.spotLongJob');
    }
    if (rec.billing === 'spot') {
      // A night left running on this spot option costs its own hourly rate, not another provider's on-demand one.
      expect(advice.hiddenCosts.find((h) => h.key === 'hidden.forgottenNight')?.amount?.amount).toBeCloseTo(rec.cost.perHour.amount * 12, 6);
      expect(advice.spot!.intervalHours).toBeGreaterThan(0);
      expect(advice.tips.map((t) => t.key)).toContain('tip.spotCheckpoints');
      expect(advice.assumptions.map((a) => a.key)).toContain('assumption.reclaim');
    }
    expect(advice.tips.map((t) => t.key)).toContain('tip.multiGpuTraining');
  });

  it('a job that cannot resume is never planned on spot, and the reason says so', () => {
    const job: AdviceRequest = { model: 'llama-3.1-8b', task: 'finetune', method: 'lora', tokens: 2e8 };
    const free = recommend(ctx(), job);
    const bound = recommend(ctx(), { ...job, spotRuledOut: true });
    expect(bound.recommendation.billing).not.toBe('spot');
    expect(bound.workload).toMatchObject({ kind: 'job', checkpointable: false });
    // The same job that may resume is free to take spot (it does when spot is cheapest).
    expect(free.workload).toMatchObject({ kind: 'job', checkpointable: true });
  });

  it.each<[string, AdviceRequest, Partial<Settings>]>([
    ['7B chat', { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 }, {}],
    ['70B service, CNY', { model: 'llama-3.1-70b', task: 'infer', concurrency: 10 }, { currency: 'CNY' }],
    ['aws-china reserved service', { model: 'qwen2.5-14b', task: 'infer', concurrency: 20 }, { currency: 'CNY', providers: ['aws-china'] }],
  ])('never puts an always-on service on spot (%s)', (_name, request, settings) => {
    const advice = recommend(ctx(settings), request);
    expect(advice.recommendation.billing).not.toBe('spot');
    for (const m of advice.modes.filter((x) => x.billing === 'spot')) expect(m.note?.key).toBe('mode.spotNotForService');
  });

  it('runs a training job on every GPU of the machines it pays for: idle GPUs would bill the same hours for nothing', () => {
    for (const request of [
      { modelSizeB: 1, task: 'pretrain', tokens: 50e9 },
      { modelSizeB: 7, task: 'pretrain', tokens: 200e9, deadlineHours: 730 },
      { model: 'llama-3.1-8b', task: 'finetune', method: 'full', tokens: 1e9 },
    ] as AdviceRequest[]) {
      const rec = recommend(ctx(), request).recommendation;
      expect(rec.count, JSON.stringify(request)).toBe(rec.billedGpus ?? rec.count);
      // The hours are those of all the GPUs paid: GPU-hours ÷ GPUs.
      expect(rec.estimate.training!.hours).toBeCloseTo(rec.estimate.training!.gpuHours / rec.count, 6);
    }
    // A count the user named is kept, paid GPUs or not.
    const named = recommend(ctx(), { modelSizeB: 1, task: 'pretrain', tokens: 50e9, gpu: 'v100-16gb', count: 4 }).verdict;
    expect(named?.count).toBe(4);
  });

  it('prices offline batch inference as a job of tokens ÷ throughput hours, where spot is allowed', () => {
    const advice = recommend(ctx(), { model: 'qwen2.5-7b', task: 'infer', concurrency: 64, batchJob: true, tokens: 5e9 });
    const rec = advice.recommendation;
    expect(advice.workload?.kind).toBe('job');
    const hours = 5e9 / rec.estimate.throughput!.totalTokensPerSec / 3600;
    expect(advice.workload).toMatchObject({ kind: 'job', checkpointable: true });
    if (advice.workload?.kind === 'job') expect(advice.workload.hours).toBeCloseTo(hours);
    if (rec.billing === 'on_demand') expect(rec.cost.perJob!.amount).toBeCloseTo(rec.pricePerGpuHour * rec.billedGpus! * hours);
    for (const m of advice.modes) expect(m.note?.key).not.toBe('mode.spotNotForService');
  });

  it('sizes a batch job without a stated concurrency for throughput, and a deadline sets its speed target', () => {
    const open = recommend(ctx(), { model: 'qwen2.5-14b', task: 'infer', batchJob: true, tokens: 1e8 });
    expect(open.recommendation.estimate.input.concurrency).toBeGreaterThan(1);
    expect(open.assumptions.map((a) => a.key)).toContain('assumption.batchStreams');
    const single = recommend(ctx(), { model: 'qwen2.5-14b', task: 'infer', batchJob: true, tokens: 1e8, concurrency: 1 });
    expect(open.recommendation.estimate.throughput!.totalTokensPerSec).toBeGreaterThan(5 * single.recommendation.estimate.throughput!.totalTokensPerSec);

    const due = recommend(ctx(), { model: 'qwen2.5-14b', task: 'infer', batchJob: true, tokens: 1e9, deadlineHours: 24 });
    expect(due.recommendation.estimate.throughput!.totalTokensPerSec).toBeGreaterThanOrEqual(1e9 / (24 * 3600));
    expect(due.assumptions.map((a) => a.key)).toContain('assumption.batchDeadlineSpeed');
  });

  it('prices in the language\'s currency until the team chooses one', () => {
    const request: AdviceRequest = { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 };
    const zh = recommend({ ...ctx(), locale: 'zh' }, request);
    expect(zh.recommendation.cost.perHour.currency).toBe('CNY');
    expect(zh.recommendation.currency).toBe('CNY');
    expect(recommend(ctx(), request).recommendation.cost.perHour.currency).toBe('USD');
    expect(recommend({ ...ctx({ currency: 'USD' }), locale: 'zh' }, request).recommendation.cost.perHour.currency).toBe('USD');
  });

  it('chooses the weights\' format when the user named none, and says so with the rule', () => {
    // Only cards of at most 192 GB, so no single machine holds R1's 1.34 TB of bf16 weights (8 × B300 would).
    const small = { ...catalog, gpus: catalog.gpus.filter((g) => g.memoryGB <= 192) };
    const smallCatalog = { ...small, offers: catalog.offers.filter((o) => small.gpus.some((g) => g.id === o.gpu)) };
    const advice = recommend(ctx({}, smallCatalog), { model: 'deepseek-r1', task: 'infer', concurrency: 5 });
    const precision = advice.recommendation.estimate.input.precision;
    expect(['fp8', 'int8', 'int4']).toContain(precision);
    expect(advice.assumptions.find((a) => a.key === 'assumption.precision')).toMatchObject({ params: { precision } });
    // R1 is released in FP8: the rule is stated from the release, which is never upcast.
    expect(advice.assumptions.map((a) => a.key)).toContain('assumption.precisionRuleReleased');
    expect(advice.request.precision).toBeUndefined();
    // A precision the user chose is never changed behind their back.
    const stated = recommend(ctx(), { model: 'qwen2.5-7b', task: 'infer', concurrency: 5, precision: 'bf16' });
    expect(stated.recommendation.estimate.input.precision).toBe('bf16');
    expect(stated.assumptions.map((a) => a.key)).not.toContain('assumption.precision');
  });

  it('keeps a short debugging run on-demand', () => {
    const advice = recommend(ctx(), { model: 'llama-3.1-8b', task: 'finetune', method: 'lora', tokens: 5e6 });
    expect(advice.recommendation.billing).toBe('on_demand');
    expect(advice.billingReason.key).toBe('reason.shortJob');
  });

  it('commits a long continuous job to the monthly price once it passes the break-even (AutoDL RTX 4090 prices)', () => {
    const only4090 = { ...catalog, offers: catalog.offers.filter((o) => o.provider === 'autodl' && o.gpu === 'rtx4090') };
    const advice = recommend(ctx({ currency: 'CNY' }, only4090), { model: 'llama-3.1-8b', task: 'finetune', method: 'qlora', tokens: 3e9, epochs: 2 });
    const hours = advice.recommendation.estimate.training!.hours;
    expect(advice.recommendation.billing).toBe('monthly');
    expect(advice.billingReason.key).toBe('reason.jobCommitted');
    const onDemand = advice.modes.find((m) => m.billing === 'on_demand')!;
    const monthly = advice.modes.find((m) => m.billing === 'monthly')!;
    expect(advice.breakEvenHoursPerMonth).toBeCloseTo((monthly.pricePerGpuHour * 730) / onDemand.pricePerGpuHour);
    expect(Math.min(hours, 730)).toBeGreaterThan(advice.breakEvenHoursPerMonth!);
    expect(monthly.cost.amount).toBeCloseTo(monthly.pricePerGpuHour * 730 * Math.ceil(hours / 730));
    expect(monthly.cost.amount).toBeLessThan(onDemand.cost.amount);
  });

  it('recomputes the service cost from the chosen offer: price × GPUs billed × hours', () => {
    const advice = recommend(ctx(), { model: 'qwen2.5-14b', task: 'infer', concurrency: 8, hoursPerDay: 10 });
    const rec = advice.recommendation;
    const offer = catalog.offers.find((o) => o.provider === rec.provider && o.gpu === rec.gpu && o.pricePerGpuHour === rec.pricePerGpuHour && o.billing === rec.billing);
    expect(offer).toBeDefined();
    const billed = rec.billedGpus!;
    expect(billed % (rec.rentUnit === 'instance' ? rec.instanceGpus! : 1)).toBe(0);
    expect(billed).toBeGreaterThanOrEqual(rec.count);
    expect(rec.cost.perHour.amount).toBeCloseTo(offer!.pricePerGpuHour * billed);
    const hours = rec.billing === 'on_demand' ? (10 * 730) / 24 : 730;
    expect(rec.cost.perMonth!.amount).toBeCloseTo(offer!.pricePerGpuHour * billed * hours);
    const tokensPerMonth = rec.estimate.throughput!.totalTokensPerSec * 3600 * (10 * 730) / 24;
    expect(rec.cost.perMillionTokens!.amount).toBeCloseTo(rec.cost.perMonth!.amount / (tokensPerMonth / 1e6));
  });

  it('converts prices into the team currency with the catalog rate and its date', () => {
    const advice = recommend(ctx({ currency: 'CNY', providers: ['lambda'] }), { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 });
    const rec = advice.recommendation;
    const fx = catalog.fx.find((r) => r.from === 'USD' && r.to === 'CNY')!;
    expect(rec.currency).toBe('USD');
    expect(rec.cost.perHour.currency).toBe('CNY');
    expect(rec.cost.perHour.converted).toEqual({ from: 'USD', rate: fx.rate, asOf: fx.asOf, source: fx.source });
    expect(rec.cost.perHour.amount).toBeCloseTo(rec.pricePerGpuHour * fx.rate * rec.billedGpus!);
    expect(advice.trace.find((s) => s.id === 'cost.convert')?.source?.asOf).toBe(fx.asOf);
  });

  it('labels stale prices relative to the given now', () => {
    const request: AdviceRequest = { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 };
    const late = recommend(ctx(), request);
    const asOf = new Date(`${late.recommendation.asOf}T00:00:00Z`);
    const staleNow = new Date(asOf.getTime() + 200 * 86_400_000);
    const freshNow = new Date(asOf.getTime() + 10 * 86_400_000);
    const stale = recommend(ctx({}, catalog, staleNow), request);
    expect(stale.recommendation.stale).toBe(true);
    expect(stale.warnings.map((w) => w.key)).toContain('warning.stalePrice');
    const fresh = recommend(ctx({}, catalog, freshNow), request);
    expect(fresh.modes.find((m) => m.provider === fresh.recommendation.provider && m.billing === fresh.recommendation.billing)?.stale).toBe(false);
  });

  it('states every default it filled in, with one-tap changes the conversation can parse', () => {
    const advice = recommend(ctx(), { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 });
    const keys = advice.assumptions.map((a) => a.key);
    expect(keys).toEqual(expect.arrayContaining(['assumption.context', 'assumption.engineService', 'assumption.hoursPerDay', 'assumption.precision']));
    for (const a of advice.assumptions) for (const c of a.change ?? []) expect(c.value).toMatch(/^set:[a-zA-Z]+=[\w.]+$/);
    const stated = recommend(ctx(), { model: 'qwen2.5-7b', task: 'infer', concurrency: 5, contextTokens: 8192, engine: 'vllm', hoursPerDay: 24, precision: 'bf16' });
    expect(stated.assumptions.map((a) => a.key)).not.toContain('assumption.context');
  });

  it('traces the cost arithmetic with the offer source and as-of date', () => {
    const advice = recommend(ctx(), { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 });
    const month = advice.trace.find((s) => s.id === 'cost.perMonth')!;
    expect(month.source).toMatchObject({ catalog: 'offers', asOf: advice.recommendation.asOf, source: advice.recommendation.source });
    expect(month.result).toBeCloseTo(advice.recommendation.cost.perMonth!.amount);
    expect(advice.trace.some((s) => s.id.startsWith('memory.'))).toBe(true);
  });

  it('sizes "8x7B" as the parser reads it (56 B in all, 8 experts) like a Mixtral, not as eight 56B experts', () => {
    const parsed = parseRequest('8x7B MoE inference for 2 users', catalog, NOW).request;
    expect(parsed).toMatchObject({ modelSizeB: 56, moeExperts: 8 });
    const model = recommend(ctx(), parsed).recommendation.estimate.input.model!.model;
    const expected = modelFromSize(7, 8).model;
    expect(model.name).toBe('8x7B');
    expect(model.paramsB).toBeCloseTo(expected.paramsB, 6);
    // Mixtral-8x7B has 46.7 B parameters; the assumed shape lands near it, nowhere near 8 × 56 B.
    expect(model.paramsB).toBeGreaterThan(35);
    expect(model.paramsB).toBeLessThan(60);
  });

  it('answers for a 2k-context model without a stated context: the default stays within the model, and so do the one-tap changes', () => {
    const infer = recommend(ctx(), { model: 'falcon-7b', task: 'infer', concurrency: 2 });
    expect(infer.recommendation.estimate.input.contextTokens).toBe(2048);
    const context = infer.assumptions.find((a) => a.key === 'assumption.context')!;
    expect(context.params.tokens).toBe(2048);
    expect(context.change ?? []).toEqual([]);
    const train = recommend(ctx(), { model: 'falcon-7b', task: 'finetune', method: 'lora', tokens: 1e7 });
    expect(train.assumptions.find((a) => a.key === 'assumption.seq')!.change ?? []).toEqual([]);
    // A 32k model keeps the 4k default and both longer choices.
    const qwen = recommend(ctx(), { model: 'qwen2.5-7b', task: 'infer', concurrency: 2 });
    expect(qwen.assumptions.find((a) => a.key === 'assumption.context')!.change!.map((c) => c.value)).toEqual(['set:contextTokens=8192', 'set:contextTokens=32768']);
  });

  it('never shows NaN or Infinity', () => {
    const advice = recommend(ctx(), { modelSizeB: 7, task: 'pretrain', tokens: 200e9 });
    const numbers: number[] = [];
    JSON.stringify(advice, (_k, v) => (typeof v === 'number' && numbers.push(v), v));
    expect(numbers.every(Number.isFinite)).toBe(true);
  });

  it.each<[string, AdviceRequest, Partial<Settings>, string]>([
    ['nothing fits DeepSeek-V3 in bf16 on single machines', { model: 'deepseek-v3', task: 'infer', concurrency: 10, precision: 'bf16' }, { providers: ['autodl'], currency: 'CNY' }, 'nothingFits'],
    ['no offer at an unknown provider', { model: 'qwen2.5-7b', task: 'infer' }, { providers: ['no-such-cloud'] }, 'noOffer'],
    ['unknown model', { model: 'llama-9000-ultra', task: 'infer' }, {}, 'unknownModel'],
    ['unknown requested GPU', { model: 'qwen2.5-7b', task: 'infer', gpu: 'voodoo5' }, {}, 'unknownGpu'],
    ['zero hours a day', { model: 'qwen2.5-7b', task: 'infer', hoursPerDay: 0 }, {}, 'estimate.negative'],
    ['30 hours a day', { model: 'qwen2.5-7b', task: 'infer', hoursPerDay: 30 }, {}, 'estimate.invalid'],
    ['zero tokens/s', { model: 'qwen2.5-7b', task: 'infer', tokensPerSec: 0 }, {}, 'estimate.negative'],
    ['zero GPUs', { model: 'qwen2.5-7b', task: 'infer', gpu: 'h100', count: 0 }, {}, 'estimate.negative'],
    ['negative deadline', { model: 'qwen2.5-7b', task: 'pretrain', deadlineHours: -1 }, {}, 'estimate.negative'],
    ['an impossible deadline', { model: 'qwen2.5-7b', task: 'pretrain', deadlineHours: 0.001 }, {}, 'nothingFits'],
  ])('%s → UserError %s', (_name, request, settings, key) => {
    expect(userErrorKey(() => recommend(ctx(settings), request))).toBe(key);
  });
});
