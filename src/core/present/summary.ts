/**
 * What is known so far, in words: shown inside a question and when the terminal offers to resume a
 * conversation, before anything is planned (so this module brings no estimator into start-up).
 */
import type { TFunction } from 'i18next';
import { translator } from '../i18n.ts';
import type { AdviceRequest, CoreContext } from '../recommend/types.ts';
import { formatCompact, formatNumber } from './format.ts';

function taskLabel(t: TFunction, r: AdviceRequest): string | undefined {
  if (!r.task) return undefined;
  const what = r.task === 'finetune' && r.method ? t(`conversation:task.${r.method}`) : t(`conversation:summary.task.${r.task}`);
  return r.precision ? t('conversation:summary.withPrecision', { task: what, precision: r.precision }) : what;
}

/** What is known so far, one line per question, for the "so far" field. */
export function summarize(ctx: CoreContext, r: AdviceRequest): string[] {
  const t = translator(ctx.locale);
  const n = (v: number) => formatNumber(ctx.locale, v);
  const lines: string[] = [];
  const model = r.model ? (ctx.catalog.models.find((m) => m.id === r.model)?.name ?? r.model) : undefined;
  if (model) lines.push(t('conversation:summary.model', { model }));
  else if (r.modelSizeB !== undefined) lines.push(t('conversation:summary.size', { size: n(r.modelSizeB) }));
  const task = taskLabel(t, r);
  if (task) lines.push(t('conversation:summary.taskLine', { task }));
  if (r.concurrency !== undefined) lines.push(t('conversation:summary.users', { count: r.concurrency }));
  if (r.tokensPerSec !== undefined) lines.push(t('conversation:summary.tokensPerSec', { value: n(r.tokensPerSec) }));
  if (r.tokens !== undefined) lines.push(t('conversation:summary.tokens', { value: formatCompact(ctx.locale, r.tokens) }));
  if (r.epochs !== undefined) lines.push(t('conversation:summary.epochs', { count: r.epochs }));
  if (r.deadlineHours !== undefined) lines.push(t('conversation:summary.deadline', { hours: n(r.deadlineHours) }));
  if (r.contextTokens !== undefined) lines.push(t('conversation:summary.context', { value: n(r.contextTokens) }));
  if (r.hoursPerDay !== undefined) lines.push(t('conversation:summary.hoursPerDay', { hours: n(r.hoursPerDay) }));
  if (r.gpu) lines.push(t('conversation:summary.gpu', { gpu: ctx.catalog.gpus.find((g) => g.id === r.gpu)?.name ?? r.gpu, count: r.count ?? 1 }));
  else if (r.unnamedCards && r.count !== undefined) lines.push(t('conversation:summary.unnamedCards', { count: r.count }));
  return lines;
}
