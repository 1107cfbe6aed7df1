/**
 * `/card <gpu>`, `/compare <a> <b>` and `/help`: the catalog's own views from the core, rendered as
 * HTML (a card's prices and a comparison also as a chart, sent as a photo). Only argument splitting
 * happens here — Telegram gives one string, not named options.
 */
import { findGpu } from '../../core/catalog/index.ts';
import type { Catalog } from '../../core/catalog/schema.ts';
import type { Logger } from '../../logger.ts';
import { chartPictures, type Pictures } from '../../render/attach.ts';
import type { Advisor, CatalogTurn } from '../../session/index.ts';
import type { BotContext } from './context.ts';
import { replyText, replyWithPicture } from './photo.ts';
import { replyTo } from './reply.ts';
import { renderView } from './render.ts';

/** Telegram's side-by-side is a text message: beyond four columns it stops being readable. */
export const MAX_COMPARE = 4;

/**
 * GPU names in "/compare" arguments. Names may contain spaces ("RTX 4090", "A100 80GB"), so explicit
 * separators win (comma, "vs", 和, 对比); else each word if every word is a GPU; else the one split
 * into two that both name GPUs; else the words as given, so the unknown one gets "did you mean".
 */
export function splitGpuNames(catalog: Catalog, text: string): string[] {
  const parts = text
    .split(/\s*(?:[,，、;；]|\bvs\.?\b|\bversus\b|和|对比|与)\s*/i)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > 1) return parts;
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.every((w) => findGpu(catalog, w))) return words;
  for (let i = 1; i < words.length; i += 1) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    if (findGpu(catalog, a) && findGpu(catalog, b)) return [a, b];
  }
  return words;
}

/** How `/card` and `/compare` draw their chart (absent: text only). */
export interface LookupDeps {
  advisor: Advisor;
  logger: Logger;
  pictures?: Pictures | undefined;
}

/**
 * Catalog views are not conversations: their buttons would lead nowhere, so none are sent. A view
 * with a chart goes as a photo (within the chart's deadline), the view as its caption when it fits.
 */
async function replyView(ctx: BotContext, turn: Pick<CatalogTurn, 'view' | 'chart'>, deps?: LookupDeps): Promise<void> {
  const rendered = renderView({ ...turn.view, actions: [] }, 'none');
  const [picture] = turn.chart && deps?.pictures ? await chartPictures(deps.pictures, [turn.chart]) : [];
  if (picture && deps) await replyWithPicture(ctx, deps.logger, rendered, picture);
  else await replyText(ctx, rendered);
}

export async function cardCommand(ctx: BotContext, deps: LookupDeps, args: string): Promise<void> {
  const { advisor } = deps;
  if (!args.trim()) {
    await ctx.reply(ctx.wc.t('telegram:card.usage'), replyTo(ctx));
    return;
  }
  // The core resolves the name (aliases, fuzzy) and throws UserError 'unknownGpu' with suggestions.
  await replyView(ctx, await advisor.card(ctx.wc.who, ctx.wc.where, args.trim()), deps);
}

export async function compareCommand(ctx: BotContext, deps: LookupDeps, args: string): Promise<void> {
  const { advisor } = deps;
  const names = splitGpuNames(advisor.catalog(), args);
  if (names.length < 2 || names.length > MAX_COMPARE) {
    await ctx.reply(ctx.wc.t('telegram:compare.usage'), replyTo(ctx));
    return;
  }
  await replyView(ctx, await advisor.compare(ctx.wc.who, ctx.wc.where, names), deps);
}

export async function pricesCommand(ctx: BotContext, advisor: Advisor): Promise<void> {
  await replyView(ctx, await advisor.prices(ctx.wc.who, ctx.wc.where));
}

export async function helpCommand(ctx: BotContext, advisor: Advisor): Promise<void> {
  await replyView(ctx, await advisor.help(ctx.wc.who, ctx.wc.where, '/'));
}
