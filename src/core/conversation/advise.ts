/**
 * The end of the conversation: recommend + present. A UserError from the recommender (unknown
 * model, nothing fits, no offer, over budget) is not an end but a question again — the one whose
 * answer can fix it, with the localized error as the hint.
 */
import { isUserError, userErrorText } from '../errors.ts';
import { presentAdvice } from '../present/advice.ts';
import { notesField } from '../present/question.ts';
import { recommend } from '../recommend/index.ts';
import { CARD_QUESTION_KEYS } from '../recommend/card-question.ts';
import type { CoreContext } from '../recommend/types.ts';
import type { Next, QuestionId } from './types.ts';
import type { Assumption } from '../estimate/types.ts';
import type { AdviceRequest } from '../recommend/types.ts';

/** Which question to re-ask for each error key; anything else is about the amount (fewer users, less data, more time). */
const QUESTION_FOR_ERROR: Record<string, QuestionId> = {
  unknownModel: 'model',
  'estimate.badModelSize': 'model',
  'estimate.diffusionTraining': 'task',
  'estimate.loraOnInference': 'task',
  'estimate.unknownPrecision': 'task',
  ...Object.fromEntries(CARD_QUESTION_KEYS.map((key) => [key, 'gpu' as const])),
};

export type Outcome =
  | { kind: 'advice'; next: Extract<Next, { kind: 'advice' }> }
  | { kind: 'reask'; question: QuestionId; hint: string };

export function advise(ctx: CoreContext, request: AdviceRequest, notes: Assumption[]): Outcome {
  try {
    const advice = recommend(ctx, request);
    const { main, math, alternatives } = presentAdvice(ctx, advice);
    const field = notesField(ctx, notes);
    const view = field ? { ...main, fields: [...main.fields, field] } : main;
    return { kind: 'advice', next: { kind: 'advice', advice, view, math, alternatives } };
  } catch (error) {
    if (!isUserError(error)) throw error;
    const hint = userErrorText(ctx.locale, error);
    return { kind: 'reask', question: QUESTION_FOR_ERROR[error.key] ?? 'amount', hint };
  }
}
