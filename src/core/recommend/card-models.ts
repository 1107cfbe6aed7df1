/**
 * "我有一张 3060 12G，能跑什么模型？" — the question asked the other way round: not which card for a model, but
 * which models for a card. For the card × count, the largest catalog LLM that fits one user at a 4k context in
 * each format people run on their own cards (16-bit, then the GGUF files on llama.cpp), judged like the verdict
 * judges a named card — the estimator's memory against the whole card, as llama.cpp uses it — keeping the team's
 * headroom free, since these are suggestions, not a verdict on the user's own plan.
 */
import { isLlm, type Catalog, type Gpu, type LlmModel } from '../catalog/schema.ts';
import { DEFAULT_CONTEXT_TOKENS } from '../estimate/constants.ts';
import { modelRef } from '../estimate/index.ts';
import { releasedPrecision, withinRelease } from '../estimate/precision.ts';
import { halfPrecision } from '../estimate/precision-support.ts';
import { planSize } from '../estimate/sizing.ts';
import type { WeightPrecision } from '../estimate/types.ts';
import { GGUF_LADDER } from './search-space.ts';

export interface CardModel {
  precision: WeightPrecision;
  model: string;
  /** GB it needs on the cards in all (weights, KV cache at the context, buffers). */
  needGB: number;
}

/**
 * The current general chat models people run on their own cards, the ones suggested: the largest of an old or
 * niche family (Falcon-40B, OPT) fitting is no advice. Code, maths, vision and 1M-context variants are left out.
 */
const SUGGESTED = /^(?:qwen3(?:\.5)?-|qwen2\.5-\d|llama-3\.[123]-|gemma-[34]-|phi-4$|mistral-small|mistral-nemo|gpt-oss-|deepseek-r1-distill-|glm-4\.5-air)/u;
const VARIANT = /coder|math|-vl-|instruct-1m/u;

/** Bytes per parameter each format takes at least: a bound that skips models whose weights alone cannot fit. */
const MIN_BYTES_PER_PARAM: Partial<Record<WeightPrecision, number>> = { bf16: 2, fp16: 2, q8_0: 1.06, q5_k_m: 0.68, q6_k: 0.78, q4_k_m: 0.56 };

/** The largest model of the catalog that fits `count` × `gpu` in each format, largest format first; ties keep the catalog's order. */
export function largestModelsFor(catalog: Catalog, gpu: Gpu, count: number, headroom: number, among: (m: LlmModel) => boolean = (m) => SUGGESTED.test(m.id)): CardModel[] {
  const llms = catalog.models.filter(isLlm).filter((m) => among(m) && !VARIANT.test(m.id)).sort((a, b) => b.paramsB - a.paramsB);
  const capacityGB = gpu.memoryGB * count * 1.1;
  const out: CardModel[] = [];
  for (const precision of [halfPrecision(gpu), ...GGUF_LADDER]) {
    const bytes = MIN_BYTES_PER_PARAM[precision] ?? 0;
    for (const model of llms) {
      // Never a format heavier than the release (gpt-oss ships in MXFP4: no 16-bit copy to run).
      if (model.paramsB * bytes > capacityGB || !withinRelease(precision, releasedPrecision(model))) continue;
      const e = planSize({ model: modelRef(model), task: 'infer', precision, engine: 'llama.cpp', concurrency: 1, contextTokens: Math.min(DEFAULT_CONTEXT_TOKENS, model.maxContext), gpu, count, headroom }, true);
      if (!e.fits) continue;
      // A lighter format adds a line only for a larger model than the heavier one already holds.
      if (out.at(-1)?.model !== model.id) out.push({ precision, model: model.id, needGB: e.memory.deviceGB * e.count });
      break;
    }
  }
  return out;
}

/** How much more than the named cards hold a model must need before its smaller kin are worth naming. */
const FAR_OFF = 1.5;

/**
 * "Can I run DeepSeek-R1 on my 4090?": far from fitting, the largest smaller model of its family (or the distills named
 * after it) that the cards hold — what people who ask this usually end up running — at the best format that holds it.
 */
export function smallerKinFor(catalog: Catalog, model: LlmModel, gpu: Gpu, count: number, headroom: number, needGB: number, haveGB: number): CardModel | undefined {
  if (needGB <= haveGB * FAR_OFF) return undefined;
  const distill = `${model.name}-distill`.toLowerCase();
  const kin = (m: LlmModel) => m.id !== model.id && m.paramsB < model.paramsB && (m.family === model.family || m.family.toLowerCase() === distill);
  // Each lighter format adds a line only for a larger model: the last line is the largest, at the best format that holds it.
  return largestModelsFor(catalog, gpu, count, headroom, kin).at(-1);
}
