/**
 * The `/gpu ask` options (model, task, throughput) as the conversation's prefill. Only input
 * mapping: the core decides what the values mean for sizing.
 */
import { findModel } from '../../core/catalog/index.ts';
import type { Catalog } from '../../core/catalog/schema.ts';
import { UserError } from '../../core/errors.ts';
import { translator, type Locale } from '../../core/i18n.ts';
import { parseQuantity } from '../../core/parse/numbers.ts';
import type { AdviceRequest } from '../../core/recommend/types.ts';
import { TASK_CHOICES } from './commands.ts';

export interface AskOptions {
  question?: string | null;
  model?: string | null;
  task?: string | null;
  throughput?: string | null;
}

/**
 * The prefill, and the text for the core's free-text reader. A `model` that is not a catalog name
 * (typed rather than picked: "70亿", "8x7B") goes to the reader with the question, which knows sizes.
 * Throws UserError (localized) for a task or throughput Discord let through but we cannot read.
 */
export function prefillFromOptions(options: AskOptions, catalog: Catalog, locale: Locale): { text?: string; prefill?: AdviceRequest } {
  const t = translator(locale);
  const prefill: AdviceRequest = {};
  let text = options.question?.trim() || undefined;
  const modelName = options.model?.trim();
  if (modelName) {
    const model = findModel(catalog, modelName);
    if (model) prefill.model = model.id;
    else text = [modelName, text].filter(Boolean).join(' ');
  }
  const choice = options.task ? TASK_CHOICES[options.task] : undefined;
  if (options.task && !choice) {
    throw new UserError('invalidChoice', { value: options.task, option: t('discord:command.ask.task.name'), allowed: Object.keys(TASK_CHOICES).join(', ') });
  }
  if (choice) {
    prefill.task = choice.task;
    if (choice.method) prefill.method = choice.method;
  }
  if (options.throughput) {
    const amount = parseQuantity(options.throughput.trim());
    if (amount === undefined || !Number.isFinite(amount) || amount <= 0) {
      throw new UserError('estimate.negative', { value: options.throughput, field: t('discord:command.ask.throughput.name') });
    }
    // Training sizes are dataset tokens; inference sizes are concurrent users.
    if (choice && choice.task !== 'infer') prefill.tokens = amount;
    else prefill.concurrency = Math.round(amount);
  }
  return { ...(text ? { text } : {}), ...(Object.keys(prefill).length > 0 ? { prefill } : {}) };
}

