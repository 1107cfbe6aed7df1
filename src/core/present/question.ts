/**
 * The sizing questions (and the card question the recommender may raise) as Views: a title, what may be typed, what is known so far, and the
 * quick picks (from conversation/quick-picks.ts) plus back / restart / cancel on every question.
 * Strings live in locales/<lng>/conversation.json.
 */
import type { TFunction } from 'i18next';
import type { QuestionId } from '../conversation/types.ts';
import { AMOUNT, CARD, CONTROLS, OTHER_MODEL, POPULAR_GPUS, POPULAR_MODELS, TASK_PICKS, TOKEN_PICKS, USER_PICKS } from '../conversation/quick-picks.ts';
import type { Assumption } from '../estimate/types.ts';
import { translator } from '../i18n.ts';
import type { AdviceRequest, CoreContext } from '../recommend/types.ts';
import { largestModelsFor, type CardModel } from '../recommend/card-models.ts';
import { byPrice, currencyOrder, offerLine, offerLineText, offersFor, type OfferLine } from './catalog.ts';
import { formatCompact, formatNumber } from './format.ts';
import { summarize } from './summary.ts';
import { actionRows, type Action, type View, type ViewField } from './view.ts';

/** Quick picks in rows of at most three, so they fit a phone screen and a Discord action row. */
const PICKS_PER_ROW = 3;

function controls(t: TFunction): Action[] {
  return CONTROLS.map((c) => ({ value: c, label: t(`conversation:action.${c}`), style: c === 'cancel' ? 'danger' : 'secondary' }));
}

/** A card known before the model ("我有一张 3060 12G，能跑什么模型"): the largest suggested model per format it holds. */
function cardModels(ctx: CoreContext, r: AdviceRequest): CardModel[] {
  const gpu = r.gpu === undefined ? undefined : ctx.catalog.gpus.find((g) => g.id === r.gpu);
  return gpu && (r.task === undefined || r.task === 'infer') ? largestModelsFor(ctx.catalog, gpu, r.count ?? 1, ctx.settings.headroom) : [];
}

function cardModelsField(ctx: CoreContext, t: TFunction, r: AdviceRequest, fits: CardModel[]): ViewField | undefined {
  if (fits.length === 0) return undefined;
  const name = (id: string) => ctx.catalog.models.find((m) => m.id === id)?.name ?? id;
  const gpu = ctx.catalog.gpus.find((g) => g.id === r.gpu)?.name ?? r.gpu;
  const lines = fits.map((f) => t('conversation:cardModels.line', { precision: f.precision, model: name(f.model), need: formatNumber(ctx.locale, f.needGB) }));
  return { name: t('conversation:cardModels.title', { count: r.count ?? 1, gpu }), value: [...lines, t('conversation:cardModels.note', { pct: Math.round(ctx.settings.headroom * 100) })].join('\n') };
}

/**
 * A card named before the model ("AutoDL 上 4090 多少钱一小时", "H100 租一个月多少钱"): what it rents for, the cheapest
 * price in each billing mode (at the provider named, if any), so the price part is answered while the model is asked.
 */
function cardPricesField(ctx: CoreContext, t: TFunction, r: AdviceRequest): ViewField | undefined {
  if (r.gpu === undefined) return undefined;
  const gpu = ctx.catalog.gpus.find((g) => g.id === r.gpu);
  if (!gpu) return undefined;
  for (const currency of currencyOrder(ctx)) {
    const all = offersFor(ctx.catalog, gpu.id, currency, ctx.settings.providers, ctx.settings.regions ?? []);
    const atProvider = r.provider ? all.filter((o) => o.provider === r.provider) : [];
    const offers = atProvider.length > 0 ? atProvider : all;
    const cheapest = new Map<string, OfferLine>();
    for (const line of offers.map((o) => offerLine(ctx, o)).sort(byPrice)) if (!cheapest.has(line.offer.billing)) cheapest.set(line.offer.billing, line);
    if (cheapest.size === 0) continue;
    const lines = [...cheapest.values()].map((l) => offerLineText(t, l));
    return { name: t('conversation:cardPrices.title', { gpu: gpu.name }), value: [...lines, t('conversation:cardPrices.note')].join('\n') };
  }
  return undefined;
}

function modelActions(ctx: CoreContext, t: TFunction, fits: readonly CardModel[] = []): Action[][] {
  const ids = fits.length > 0 ? [...new Set(fits.map((f) => f.model))] : POPULAR_MODELS;
  const picks = ids.flatMap((id) => {
    const model = ctx.catalog.models.find((m) => m.id === id);
    return model ? [{ value: `model:${id}`, label: model.name, style: 'primary' as const }] : [];
  });
  return [...actionRows(picks, PICKS_PER_ROW), [{ value: OTHER_MODEL, label: t('conversation:action.otherModel'), style: 'secondary' }]];
}

function taskActions(t: TFunction, r: AdviceRequest): Action[][] {
  const methods = TASK_PICKS.filter((p) => p.set.task === 'finetune');
  const pick = (p: (typeof TASK_PICKS)[number]): Action => ({ value: p.value, label: t(`conversation:task.${p.label}`), style: 'primary' });
  // Fine-tuning already said: only the method is missing.
  if (r.task === 'finetune') return [methods.map(pick)];
  return [TASK_PICKS.filter((p) => p.set.task === 'infer').map(pick), methods.map(pick), TASK_PICKS.filter((p) => p.set.task === 'pretrain').map(pick)];
}

function amountActions(ctx: CoreContext, t: TFunction, r: AdviceRequest): Action[][] {
  if (r.task === 'infer' || r.task === undefined) {
    return actionRows(USER_PICKS.map((count) => ({ value: `${AMOUNT.users}${count}`, label: t('conversation:amount.users', { count }), style: 'primary' as const })), 4);
  }
  const picks = r.task === 'pretrain' ? TOKEN_PICKS.pretrain : TOKEN_PICKS.finetune;
  return [picks.map((tokens) => ({ value: `${AMOUNT.tokens}${tokens.toExponential().replace('+', '')}`, label: t('conversation:amount.tokens', { value: formatCompact(ctx.locale, tokens) }), style: 'primary' as const }))];
}

/** The asker's cards: the ones people have most, and "not sure" (what to rent for the count). */
function gpuActions(ctx: CoreContext, t: TFunction): Action[][] {
  const picks = POPULAR_GPUS.flatMap((id) => {
    const gpu = ctx.catalog.gpus.find((g) => g.id === id);
    return gpu ? [{ value: `${CARD.prefix}${id}`, label: gpu.name, style: 'primary' as const }] : [];
  });
  return [...actionRows(picks, PICKS_PER_ROW), [{ value: CARD.unsure, label: t('conversation:action.cardUnsure'), style: 'secondary' }]];
}

/** The view of one question, given what is known so far. */
export function questionView(ctx: CoreContext, id: QuestionId, request: AdviceRequest): View {
  const t = translator(ctx.locale);
  const variant = id === 'amount' ? (request.task === 'infer' || request.task === undefined ? 'amount.infer' : 'amount.train') : id === 'task' && request.task === 'finetune' ? 'method' : id;
  const fields: ViewField[] = [];
  const known = summarize(ctx, request);
  if (known.length > 0) fields.push({ name: t('conversation:summary.title'), value: known.join('\n') });
  const fits = id === 'model' ? cardModels(ctx, request) : [];
  const prices = id === 'model' ? cardPricesField(ctx, t, request) : undefined;
  if (prices) fields.push(prices);
  const fitsField = cardModelsField(ctx, t, request, fits);
  if (fitsField) fields.push(fitsField);
  const picks = id === 'model' ? modelActions(ctx, t, fits) : id === 'task' ? taskActions(t, request) : id === 'gpu' ? gpuActions(ctx, t) : amountActions(ctx, t, request);
  return {
    title: t(`conversation:question.${variant}.title`),
    description: t(`conversation:question.${variant}.description`),
    fields,
    footer: t('conversation:footer'),
    tone: 'info',
    actions: [...picks, controls(t)],
  };
}

/** Shown when the user cancels. */
export function cancelledView(ctx: CoreContext): View {
  const t = translator(ctx.locale);
  return { title: t('conversation:cancelled.title'), description: t('conversation:cancelled.description'), fields: [], tone: 'info', actions: [] };
}

/** The notes the reading of free text made, as one field for the advice (empty when none). */
export function notesField(ctx: CoreContext, notes: Assumption[]): ViewField | undefined {
  if (notes.length === 0) return undefined;
  const t = translator(ctx.locale);
  const value = notes
    .map((a) => {
      const params: Record<string, string | number> = { ...a.params };
      for (const [k, v] of Object.entries(params)) if (typeof v === 'number') params[k] = k === 'tokensPerGB' ? formatCompact(ctx.locale, v) : formatNumber(ctx.locale, v);
      return `• ${t(`conversation:assumption.${a.key}`, params)}`;
    })
    .join('\n');
  return { name: t('conversation:notes.title'), value };
}
