/**
 * Which sizing question is still open, in the fixed order model → task → amount. A question is
 * asked only when its answer would change the recommendation several-fold and no sensible default
 * exists: without a model there is nothing to size, and "70B, what do I need?" with nothing about
 * serving or training could be a chat box or a month of GPUs. Everything else is a stated default
 * in the advice with a one-tap change (recommend/to-estimate.ts): inference, one user, 4k context,
 * the engine that fits, LoRA for a fine-tune, the dataset size (the job cost waits for it).
 */
import type { AdviceRequest } from '../recommend/types.ts';
import type { QuestionId } from './types.ts';

export const QUESTION_ORDER: QuestionId[] = ['model', 'task', 'amount'];

/**
 * Anything that only makes sense for serving a model: users, a speed, a context, an engine, a named card; and
 * "how much VRAM does X need?", which people ask of running it (the answer says so, with fine-tuning one tap away).
 */
function saysInference(r: AdviceRequest): boolean {
  return r.memoryAsked === true || r.gpu !== undefined || r.concurrency !== undefined || r.tokensPerSec !== undefined || r.engine !== undefined || r.hoursPerDay !== undefined || r.batchJob !== undefined || r.contextTokens !== undefined || r.precision !== undefined;
}

export function isAnswered(question: QuestionId, r: AdviceRequest): boolean {
  switch (question) {
    case 'model':
      return r.model !== undefined || r.modelSizeB !== undefined;
    case 'task':
      // A named card (or users, a context, an engine …) is a question about running the model: inference by default.
      return r.task !== undefined || saysInference(r);
    case 'amount':
      // One user, the dataset size or Chinchilla's tokens are defaults the advice states; never a question.
      return true;
    case 'gpu':
      // Asked by the recommender (not in QUESTION_ORDER): answered by a card, or by declining to say.
      return r.gpu !== undefined || r.unnamedCards !== true || r.device !== undefined || r.mac !== undefined;
  }
}

export function nextQuestion(r: AdviceRequest): QuestionId | undefined {
  return QUESTION_ORDER.find((q) => !isAnswered(q, r));
}
