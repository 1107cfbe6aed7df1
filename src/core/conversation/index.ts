/**
 * The conversation: `start(ctx, text?, prefill?)` and `step(ctx, state, input)` → StepResult.
 * Asks only what is still unknown, in the order model → task → amount, accepts free text at every
 * question (it may fill several fields at once), understands back / restart / cancel in zh and en,
 * and re-recommends when an assumption is changed from the advice (`set:<field>=<value>`).
 * State is plain JSON (stored in keyv by the adapters) and carries a version.
 */
import { findModel } from '../catalog/resolve.ts';
import type { Assumption } from '../estimate/types.ts';
import { isUserError, userErrorText } from '../errors.ts';
import { translator } from '../i18n.ts';
import { checkInputLength } from '../limits.ts';
import { cancelledView, questionView } from '../present/question.ts';
import type { AdviceRequest, CoreContext } from '../recommend/types.ts';
import { advise } from './advise.ts';
import { readAnswer } from './answer.ts';
import { readChoice } from './choices.ts';
import { readControl } from './controls.ts';
import { mergeRequest, sameRequest } from './merge.ts';
import { isAnswered, nextQuestion } from './questions.ts';
import type { Control } from './quick-picks.ts';
import type { ConversationState, Input, QuestionId, StepResult } from './types.ts';

export type { ConversationState, Input, StepResult } from './types.ts';

const VERSION = 1;
/** "back" needs only the last few answers; the cap keeps a stored state small however long the chat. */
const MAX_HISTORY = 20;

function fresh(request: AdviceRequest = {}, notes: Assumption[] = []): ConversationState {
  return { version: VERSION, request, history: [], done: false, ...(notes.length > 0 ? { notes } : {}) };
}

function ask(ctx: CoreContext, state: ConversationState, question: QuestionId, hint?: string): StepResult {
  const next: ConversationState = { ...state, pending: question, done: false };
  delete next.cancelled;
  return { state: next, next: { kind: 'question', question: { id: question, view: questionView(ctx, question, next.request), ...(hint ? { hint } : {}) } } };
}

/** Ask the next open question, or advise when none is left. */
function proceed(ctx: CoreContext, state: ConversationState, hint?: string): StepResult {
  const open = nextQuestion(state.request);
  if (open) return ask(ctx, state, open, hint);
  const outcome = advise(ctx, state.request, state.notes ?? []);
  if (outcome.kind === 'reask') return ask(ctx, state, outcome.question, outcome.hint);
  const done: ConversationState = { ...state, done: true };
  delete done.pending;
  return { state: done, next: outcome.next };
}

/** The hint for a question that was answered with something it could not use. */
function hintFor(ctx: CoreContext, question: QuestionId, request: AdviceRequest): string {
  const t = translator(ctx.locale);
  if (question === 'amount') return t(request.task === 'infer' ? 'conversation:hint.amountInfer' : 'conversation:hint.amountTrain');
  if (question === 'task' && request.task === 'finetune') return t('conversation:hint.method');
  return t(`conversation:hint.${question}`);
}


/**
 * A prefill from an adapter's options may name the model as typed ("qwen2.5 72b"): resolve it to a
 * catalog id, or read it as a size; otherwise drop it so the model question asks, with the reason.
 */
function normalisePrefill(ctx: CoreContext, prefill: AdviceRequest): { request: AdviceRequest; hint?: string } {
  if (prefill.model === undefined) return { request: prefill };
  const { model, ...rest } = prefill;
  const found = findModel(ctx.catalog, model);
  if (found) return { request: { ...rest, model: found.id } };
  const answer = readAnswer(ctx, 'model', model, rest);
  if (answer.fields.model !== undefined || answer.fields.modelSizeB !== undefined) return { request: mergeRequest(rest, answer.fields) };
  return { request: rest, hint: answer.error ? userErrorText(ctx.locale, answer.error) : hintFor(ctx, 'model', rest) };
}

/** Begin a conversation from an optional first message and/or adapter options. */
export function start(ctx: CoreContext, text?: string, prefill?: AdviceRequest): StepResult {
  if (text) checkInputLength(text);
  const fromPrefill = prefill ? normalisePrefill(ctx, prefill) : { request: {} };
  let request: AdviceRequest = fromPrefill.request;
  let notes: Assumption[] = [];
  let hint = fromPrefill.hint;
  if (text && text.trim()) {
    const answer = readAnswer(ctx, undefined, text, request);
    // Options the user set explicitly win over what the text implies.
    request = mergeRequest(answer.fields, request);
    notes = answer.notes;
    if (answer.error && !isAnswered('model', request)) hint = userErrorText(ctx.locale, answer.error);
  }
  const state = fresh(request, notes);
  if (hint && !isAnswered('model', request)) return ask(ctx, state, 'model', hint);
  return proceed(ctx, state);
}

function control(ctx: CoreContext, state: ConversationState, which: Control): StepResult {
  switch (which) {
    case 'cancel': {
      const cancelled: ConversationState = { ...state, done: true, cancelled: true };
      delete cancelled.pending;
      return { state: cancelled, next: { kind: 'cancelled', view: cancelledView(ctx) } };
    }
    case 'restart':
      return proceed(ctx, fresh());
    case 'back': {
      const last = state.history.at(-1);
      // An advice reached straight from one message has no history: step back to its last question.
      if (!last && state.done) return ask(ctx, state, 'amount');
      if (!last) {
        const question = state.pending ?? nextQuestion(state.request) ?? 'model';
        return ask(ctx, state, question, translator(ctx.locale)('conversation:hint.nothingToGoBack'));
      }
      return ask(ctx, { ...state, request: last.before, history: state.history.slice(0, -1) }, last.question);
    }
  }
}

/** Record an answer to the pending question (for "back"), then move on. */
function answered(ctx: CoreContext, state: ConversationState, request: AdviceRequest, notes: Assumption[]): StepResult {
  const question = state.pending;
  const history = question ? [...state.history, { question, before: state.request }].slice(-MAX_HISTORY) : state.history;
  const merged = [...(state.notes ?? []), ...notes];
  return proceed(ctx, { ...state, request, history, ...(merged.length > 0 ? { notes: merged } : {}) });
}

/** A stored state this code cannot trust (another version, a hand-edited record) starts over. */
function usable(state: unknown): state is ConversationState {
  const s = state as Partial<ConversationState> | null;
  return !!s && s.version === VERSION && typeof s.request === 'object' && s.request !== null && Array.isArray(s.history) && typeof s.done === 'boolean';
}

export function step(ctx: CoreContext, state: ConversationState, input: Input): StepResult {
  // Too long to read: refused before anything changes (the caller words the UserError).
  checkInputLength(input.kind === 'text' ? input.text : input.value);
  if (!usable(state)) return start(ctx, input.kind === 'text' ? input.text : undefined);
  const raw = input.kind === 'text' ? input.text : input.value;
  const which = readControl(raw);
  if (which) return control(ctx, state, which);
  // A cancelled conversation is over: anything else begins a new one.
  if (state.cancelled) return input.kind === 'text' ? start(ctx, input.text) : start(ctx);
  const pending = state.pending;

  if (input.kind === 'choice') {
    let choice;
    try {
      choice = readChoice(ctx.catalog, input.value);
    } catch (error) {
      if (!isUserError(error)) throw error;
      return ask(ctx, state, pending ?? nextQuestion(state.request) ?? 'amount', userErrorText(ctx.locale, error));
    }
    switch (choice.kind) {
      case 'control':
        return control(ctx, state, choice.control);
      case 'typeModel':
        return ask(ctx, state, 'model', translator(ctx.locale)('conversation:hint.typeModel'));
      case 'unknown':
        if (state.done && !pending) return proceed(ctx, state);
        return ask(ctx, state, pending ?? nextQuestion(state.request) ?? 'model', translator(ctx.locale)('conversation:hint.unknownChoice'));
      case 'set':
        // A changed assumption: no question was answered, so nothing to record for "back".
        return proceed(ctx, { ...state, request: mergeRequest(state.request, choice.fields) });
      case 'answer':
        return answered(ctx, state, mergeRequest(state.request, choice.fields), []);
    }
  }

  const answer = readAnswer(ctx, pending, input.text, state.request);
  const request = mergeRequest(state.request, answer.fields);
  if (sameRequest(request, state.request)) {
    const question = pending ?? nextQuestion(request);
    if (!question) return proceed(ctx, state);
    const hint = answer.error ? userErrorText(ctx.locale, answer.error) : hintFor(ctx, question, request);
    return ask(ctx, state, question, hint);
  }
  if (pending && !isAnswered(pending, request)) {
    // Something else was understood (kept), but not what was asked: ask it again, saying so.
    return ask(ctx, { ...state, request, notes: [...(state.notes ?? []), ...answer.notes] }, pending, hintFor(ctx, pending, request));
  }
  return answered(ctx, state, request, answer.notes);
}
