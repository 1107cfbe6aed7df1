/**
 * Which of the three sizing questions is still open, in the fixed order model → task → amount.
 * A question counts as answered as soon as the request holds what the recommender needs for it;
 * context, engine and hours a day are stated defaults in the advice, not questions.
 */
import type { AdviceRequest } from '../recommend/types.ts';
import type { QuestionId } from './types.ts';

export const QUESTION_ORDER: QuestionId[] = ['model', 'task', 'amount'];

export function isAnswered(question: QuestionId, r: AdviceRequest): boolean {
  switch (question) {
    case 'model':
      return r.model !== undefined || r.modelSizeB !== undefined;
    case 'task':
      // Fine-tuning without a method is still half an answer: full, LoRA and QLoRA differ 4–10× in memory.
      return r.task !== undefined && (r.task !== 'finetune' || r.method !== undefined);
    case 'amount':
      if (r.task === 'infer') return r.concurrency !== undefined || r.tokensPerSec !== undefined || (r.batchJob === true && r.tokens !== undefined);
      return r.tokens !== undefined;
  }
}

export function nextQuestion(r: AdviceRequest): QuestionId | undefined {
  return QUESTION_ORDER.find((q) => !isAnswered(q, r));
}
