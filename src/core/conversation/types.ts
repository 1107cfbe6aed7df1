/**
 * The three sizing questions as a serialisable state machine:
 * `step(ctx, state, input) → { state, next }`. State is plain JSON so adapters store it in keyv and
 * resume it after a restart.
 */
import type { Advice, AdviceRequest } from '../recommend/types.ts';
import type { View } from '../present/view.ts';
import type { Assumption } from '../estimate/types.ts';

/** 'gpu' is asked only when the recommender finds that the asker's unnamed cards decide the answer (recommend/card-question.ts). */
export type QuestionId = 'model' | 'task' | 'amount' | 'gpu';

export interface ConversationState {
  version: 1;
  request: AdviceRequest;
  /** Questions asked so far, for "back". */
  history: { question: QuestionId; before: AdviceRequest }[];
  /** The question waiting for an answer, if any. */
  pending?: QuestionId;
  done: boolean;
  /** Set with done when the user cancelled (as opposed to reaching an advice). */
  cancelled?: boolean;
  /**
   * What reading free text assumed (tokens per GB of text, a deadline's end of day), shown with the
   * advice; keys live under `conversation:assumption.*`.
   */
  notes?: Assumption[];
}

/** Free text typed by the user, or the `value` of a quick pick / action button. */
export type Input = { kind: 'text'; text: string } | { kind: 'choice'; value: string };

export interface Question {
  id: QuestionId;
  /** Quick picks; adapters render them as buttons / keyboards; free text is accepted too. */
  view: View;
  /** Set when the previous answer was not understood: a localized hint to show with the re-ask. */
  hint?: string;
}

export type Next =
  | { kind: 'question'; question: Question }
  | { kind: 'advice'; advice: Advice; view: View; math: View; alternatives: View }
  | { kind: 'cancelled'; view: View };

export interface StepResult {
  state: ConversationState;
  next: Next;
}
