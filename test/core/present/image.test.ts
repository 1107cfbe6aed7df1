import { describe, expect, it } from 'vitest';
import { adviceJson } from '../../../src/adapters/cli/advise-json.ts';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import type { Locale } from '../../../src/core/i18n.ts';
import { presentAdvice } from '../../../src/core/present/advice.ts';
import { imageAdvice, isImageAdvice } from '../../../src/core/present/image.ts';
import { renderText } from '../../../src/core/present/text.ts';
import { recommend } from '../../../src/core/recommend/index.ts';
import { DEFAULT_SETTINGS, type AdviceRequest, type CoreContext } from '../../../src/core/recommend/types.ts';

const catalog = loadCatalog();
const ctx = (locale: Locale): CoreContext => ({ catalog, now: new Date('2026-12-02T00:00:00Z'), locale, settings: { ...DEFAULT_SETTINGS } });
/** What an LLM answer says about speed and serving, which an image answer must not. */
const TOKENS = /tokens?\s*\/\s*s|tok\/s|token\/秒|tokens per second|vllm|llama\.cpp|tokens of context|\dk context|\dk 上下文/i;

describe('an image model is answered in seconds per image', () => {
  it.each<[Locale, AdviceRequest]>([
    ['en', { model: 'flux.1-dev', task: 'infer', gpu: 'rtx4090', count: 1 }],
    ['zh', { model: 'sdxl-base-1.0', task: 'infer', gpu: 't4', count: 1 }],
    ['en', { model: 'sdxl-base-1.0', task: 'infer' }],
  ])('%s %j: no tokens/s, context or LLM engine in the text or the JSON', (locale, request) => {
    const c = ctx(locale);
    const advice = recommend(c, request);
    expect(isImageAdvice(advice)).toBe(true);
    const text = renderText(presentAdvice(c, advice).main);
    expect(text).toMatch(locale === 'zh' ? /每张图 [\d.]+ 秒/ : /[\d.]+ s per image/);
    expect(text).not.toMatch(TOKENS);
    const json = adviceJson(advice, text, locale);
    expect(json.estimate.secondsPerImage).toBeGreaterThan(0);
    expect(json.estimate).not.toHaveProperty('perUserTokensPerSecond');
    expect(json.request.engine).toBe('diffusers');
    expect(json.request.contextTokens).toBeUndefined();
    expect(json.assumptions.map((a) => a.key)).not.toContain('assumption.perUserSpeed');
    if (request.gpu) {
      expect(json.verdict).toBeDefined();
      expect(json.verdict!.engine).toBe('diffusers');
      expect(json.verdict).not.toHaveProperty('perUserTokensPerSecond');
    }
  });

  it("leaves a language model's answer as it is", () => {
    const advice = recommend(ctx('en'), { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 });
    expect(isImageAdvice(advice)).toBe(false);
    expect(imageAdvice(advice)).toBe(advice);
    expect(advice.assumptions.map((a) => a.key)).toContain('assumption.context');
  });
});

describe('images a day: the speed line and the plan give the same count (issue 13)', () => {
  it.each<[Locale, number]>([['en', 5000], ['zh', 5000], ['en', 1000], ['zh', 20_000]])('%s %d SDXL images a day', (locale, images) => {
    const c = ctx(locale);
    const advice = recommend(c, { model: 'sdxl-base-1.0', task: 'infer', imagesPerDay: images });
    const rec = advice.recommendation;
    const text = renderText(presentAdvice(c, advice).main);
    const gpuHours = (images * rec.estimate.image!.secondsPerImage) / 3600;
    expect(rec.count).toBe(Math.max(1, Math.ceil(gpuHours / 24)));
    const line = text.split('\n').find((l) => (locale === 'zh' ? /每张图/ : /per image/).test(l))!;
    if (rec.count > 1) expect(line).toMatch(locale === 'zh' ? new RegExp(`要 ${rec.count} 张卡`) : new RegExp(`${rec.count} cards`));
    else expect(line).toMatch(locale === 'zh' ? /占一张卡/ : /of one card/);
    expect(text).toMatch(locale === 'zh' ? /卡只在生成这些图所需的小时数内运行/ : /run only the hours the day's [\d,]+ images take/);
    const json = adviceJson(advice, text, locale);
    expect(json.recommendation.count).toBe(rec.count);
    expect(json.recommendation.layout.replicas).toBe(rec.count);
    expect(json.estimate.secondsPerImage).toBeCloseTo(rec.estimate.image!.secondsPerImage, 6);
  });
});
