/**
 * The grammY context WhichCard's handlers see: who and where in the session's terms, and the
 * turn's language (the session's one locale function). Resolved once per update by `whichcardContext`.
 */
import type { Context, MiddlewareFn } from 'grammy';
import type { TFunction } from 'i18next';
import { translator, type Locale } from '../../core/i18n.ts';
import type { Advisor, Where, Who } from '../../session/index.ts';
import type { AdminCheck } from './admin.ts';

export interface WhichCardFlavor {
  wc: {
    locale: Locale;
    t: TFunction;
    who: Who;
    where: Where;
    /** In quiet mode a group's plain messages reach the bot only when they @mention it. */
    quiet: boolean;
    /** Whether the sender may change this chat's settings (the bot's cached getChatMember; a private chat: yes). */
    isAdmin: () => Promise<boolean>;
  };
}

export type BotContext = Context & WhichCardFlavor;

/** Settings live per chat; a private chat's id is the user's, so there it is per user. */
export function chatScope(chatId: number): string {
  return `telegram:chat:${chatId}`;
}

export function whoOf(ctx: Context): Who {
  return { userId: String(ctx.from?.id ?? 0), platformLocale: ctx.from?.language_code ?? null, isAdmin: ctx.chat?.type === 'private' };
}

export function whereOf(ctx: Context): Where {
  const chat = ctx.chat;
  const messageId = ctx.callbackQuery?.message?.message_id;
  return {
    platform: 'telegram',
    scope: chat ? chatScope(chat.id) : `telegram:user:${ctx.from?.id ?? 0}`,
    ...(chat ? { chatId: String(chat.id), shared: chat.type !== 'private' } : {}),
    ...(messageId !== undefined ? { messageId: String(messageId) } : {}),
  };
}

export function whichcardContext(advisor: Advisor, admins: AdminCheck): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    const who = whoOf(ctx);
    const where = whereOf(ctx);
    const { locale, settings } = await advisor.context(who, where, ctx.msg?.text);
    ctx.wc = { locale, t: translator(locale), who, where, quiet: settings.quiet === true, isAdmin: () => admins(ctx) };
    await next();
  };
}
