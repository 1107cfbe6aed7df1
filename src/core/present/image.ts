/**
 * Image models (FLUX.1, SDXL, SD 3.5) are answered in seconds per image. The defaults the
 * recommender states for every inference — context length, tokens/s per user, a serving engine
 * (vLLM, llama.cpp) — belong to language models; a diffusion pipeline (diffusers, ComfyUI) has none
 * of them, so an image answer leaves them out, in the text and in `advise --json` alike.
 */
import { isLlm } from '../catalog/schema.ts';
import type { Estimate } from '../estimate/types.ts';
import type { Advice, Option } from '../recommend/types.ts';

/** The recommender's assumptions that only a language model has. */
const LLM_ONLY_ADVICE = new Set([
  'assumption.context',
  'assumption.perUserSpeed',
  'assumption.batchDeadlineSpeed',
  'assumption.batchStreams',
  'assumption.engineOneUser',
  'assumption.engineGguf',
  'assumption.engineService',
]);
/** The estimator's assumptions that only a language model has (estimate:assumption.*). */
const LLM_ONLY_ESTIMATE = new Set(['defaultEngine', 'defaultContext', 'promptIsContext', 'preallocation', 'engineSpeed']);

/** Is this estimate an image model's (sized in seconds per image)? */
export function isImageEstimate(estimate: Pick<Estimate, 'input'>): boolean {
  const model = estimate.input.model?.model;
  return model !== undefined && !isLlm(model);
}

export function isImageAdvice(advice: Advice): boolean {
  return isImageEstimate(advice.recommendation.estimate);
}

function withoutLlmAssumptions(option: Option): Option {
  return { ...option, estimate: { ...option.estimate, assumptions: option.estimate.assumptions.filter((a) => !LLM_ONLY_ESTIMATE.has(a.key)) } };
}

/** The advice as an image answer states it (unchanged for a language model). */
export function imageAdvice(advice: Advice): Advice {
  if (!isImageAdvice(advice)) return advice;
  const alternatives: Advice['alternatives'] = {};
  for (const [kind, option] of Object.entries(advice.alternatives) as [keyof Advice['alternatives'], Option | undefined][]) {
    if (option) alternatives[kind] = withoutLlmAssumptions(option);
  }
  return {
    ...advice,
    assumptions: advice.assumptions.filter((a) => !LLM_ONLY_ADVICE.has(a.key)),
    recommendation: withoutLlmAssumptions(advice.recommendation),
    alternatives,
  };
}
