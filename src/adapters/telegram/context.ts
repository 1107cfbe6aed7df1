/**
 * The grammY context WhichCard's handlers see: the chat's language and a way to build the pure
 * core's context. Resolved once per update by `whichcardContext`, so handlers never read settings.
 */
import type { Context, MiddlewareFn } from 'grammy';
import type { TFunction } from 'i18next';
import type { Catalog } from '../../core/catalog/schema.ts';
import { pickLocale, translator, type Locale } from '../../core/i18n.ts';
import { DEFAULT_SETTINGS, type CoreContext, type Settings } from '../../core/recommend/types.ts';
import { getSettings } from '../../store/settings.ts';
import type { Store } from '../../store/index.ts';
import type { Logger } from '../../logger.ts';

export interface WhichCardFlavor {
  wc: {
    locale: Locale;
    t: TFunction;
    settings: Settings;
    /** The core's context for this update (catalog loaded lazily, clock read now). */
    core(): CoreContext;
  };
}

export type BotContext = Context & WhichCardFlavor;

export interface ContextDeps {
  store: Pick<Store, 'settings'>;
  logger: Logger;
  catalog: () => Catalog;
  now: () => Date;
  /** Settings of a chat that chose nothing (e.g. the operator's WHICHCARD_CURRENCY). */
  defaults?: Settings;
}

/** Settings live per chat; a private chat's id is the user's, so there it is per user. */
export function chatScope(chatId: number): string {
  return `telegram:chat:${chatId}`;
}

/** Locale: the chat's stored choice (/lang) > the user's Telegram language_code > the text's script > en. */
export function whichcardContext(deps: ContextDeps): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    const settings = ctx.chat ? await getSettings(deps.store, chatScope(ctx.chat.id), deps.defaults ?? DEFAULT_SETTINGS, deps.logger) : (deps.defaults ?? DEFAULT_SETTINGS);
    const locale = pickLocale(settings.locale, ctx.from?.language_code, ctx.msg?.text);
    ctx.wc = {
      locale,
      t: translator(locale),
      settings,
      core: () => ({ catalog: deps.catalog(), now: deps.now(), locale, settings }),
    };
    await next();
  };
}
