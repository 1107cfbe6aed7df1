/**
 * Typed text as an answer to the open question. The free-text parser reads whatever the message
 * says (it may fill several fields at once); a bare number or name is then read as the answer to
 * the question on screen: "20" at the amount question is 20 users, "7" at the model question 7B.
 */
import { findModel, resolveModel, suggestModels } from '../catalog/resolve.ts';
import type { Assumption } from '../estimate/types.ts';
import { isUserError } from '../errors.ts';
import { parseQuantity } from '../parse/numbers.ts';
import { parseRequest } from '../parse/index.ts';
import type { AdviceRequest, CoreContext } from '../recommend/types.ts';
import type { QuestionId } from './types.ts';

export interface Answer {
  fields: Partial<AdviceRequest>;
  notes: Assumption[];
  /** A localized reason the model could not be found, with suggestions (errors:unknownModel). */
  error?: { key: string; context: Record<string, string | number> };
}

/** A bare quantity read as the question on screen asks ("20", "70亿", "200B"). */
function bareAnswer(question: QuestionId | undefined, value: number, known: AdviceRequest): Partial<AdviceRequest> | undefined {
  if (question === 'model') {
    // "7" and "7B" mean billions; "70亿" arrives as 7e9.
    const sizeB = value >= 1e6 ? value / 1e9 : value;
    return sizeB > 0 && sizeB <= 10_000 ? { modelSizeB: sizeB } : undefined;
  }
  if (question === 'amount') {
    if (known.task === 'infer' && !known.batchJob) return Number.isInteger(value) && value > 0 && value <= 1e6 ? { concurrency: value } : undefined;
    return value > 0 ? { tokens: value } : undefined;
  }
  return undefined;
}

/** Why a model name was not understood: the catalog's own error, with its "did you mean". */
function unknownModel(ctx: CoreContext, name: string): Answer['error'] {
  try {
    resolveModel(ctx.catalog, name);
  } catch (error) {
    if (isUserError(error)) return { key: error.key, context: error.context };
    throw error;
  }
  return undefined;
}

/** "Not sure" at the card question: the asker does not know their cards, so the advice says what to rent for the count. */
const CARD_UNKNOWN = /^(?:(?:i'?m\s+)?not\s+sure|unsure|(?:i\s+)?(?:don'?t|do\s+not)\s+know|no\s+idea|skip|不确定|不知道|不清楚|不晓得|随便|都行)[\s.!。！?？]*$/iu;

export function readAnswer(ctx: CoreContext, question: QuestionId | undefined, text: string, known: AdviceRequest): Answer {
  const trimmed = text.trim();
  if (question === 'gpu' && CARD_UNKNOWN.test(trimmed)) return { fields: { unnamedCards: false }, notes: [] };
  const bare = parseQuantity(trimmed);
  if (bare !== undefined) {
    const fields = bareAnswer(question, bare, known);
    if (fields) return { fields, notes: [] };
  }
  const parsed = parseRequest(text, ctx.catalog, ctx.now);
  const fields: Partial<AdviceRequest> = { ...parsed.request };
  if (question === 'gpu' && fields.gpu !== undefined) {
    // The card the asker was asked about is theirs, at the count they gave ("they're 3090s" asks no count).
    fields.ownsGpu = true;
    delete fields.countAsked;
  }
  const notes = [...parsed.assumptions];
  if (fields.model === undefined && fields.modelSizeB === undefined) {
    if (question === 'model') {
      // The whole answer may be a name the sentence scanner had no reason to split out ("Qwen2.5-7B-Instruct-1M").
      const whole = findModel(ctx.catalog, trimmed);
      if (whole) return { fields: { ...fields, model: whole.id }, notes };
    }
    // At the model question anything unrecognised is a name to suggest for; elsewhere only a model-like word.
    const name = parsed.unknownModel ?? (question === 'model' ? trimmed : '');
    const error = name ? unknownModel(ctx, name) : undefined;
    return { fields, notes, ...(error ? { error } : {}) };
  }
  if (parsed.unknownModel && fields.modelSizeB !== undefined) {
    const suggestions = suggestModels(ctx.catalog, parsed.unknownModel, 3).map((m) => m.id).join(', ');
    const params = { name: parsed.unknownModel, sizeB: fields.modelSizeB, suggestions };
    if (parsed.unknownFamily && question !== 'model') {
      // A vision or audio model the catalog lacks is asked about, not sized from the number in its name: its
      // encoder and cross-attention are parts the size does not describe (parse/index.ts, standsIn). A size given
      // at the model question (or the name typed again there) is the user's go-ahead to size it generically.
      const { modelSizeB: _size, ...rest } = fields;
      return { fields: rest, notes, error: { key: 'unknownModelWithSize', context: params } };
    }
    notes.push({ key: 'unknownModelSized', params });
  }
  return { fields, notes };
}
