/** How the bot answers a message: in a group as a reply to it, so it is clear whose question it is. */
import { InlineKeyboard } from 'grammy';
import type { ReplyParameters } from 'grammy/types';
import type { BotContext } from './context.ts';
import { escapeHtml } from './render.ts';

export function replyTo(ctx: BotContext): { reply_parameters?: ReplyParameters } {
  if (!ctx.msg || ctx.chat?.type === 'private') return {};
  // allow_sending_without_reply: the question may have been deleted meanwhile; answer anyway.
  return { reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true } };
}

/**
 * How a button press is answered: `answered` when the handler already called answerCallbackQuery,
 * else the caller answers with this notice (or silently) — every press gets exactly one answer.
 */
export type PressOutcome = { answered: true } | { answered: false; text?: string; alert?: boolean };

/** One item of a listing (`/reminders`, `/alerts`): its line and the button that removes it. */
export interface ListedItem {
  text: string;
  button: { label: string; data: string };
}

/**
 * A numbered listing with one remove button per item (the first 20; Telegram keyboards stay
 * readable), or the empty-list line when there is none.
 */
export async function replyWithList(ctx: BotContext, texts: { title: string; none: string }, items: readonly ListedItem[]): Promise<void> {
  if (items.length === 0) {
    await ctx.reply(texts.none, replyTo(ctx));
    return;
  }
  const text = [`<b>${escapeHtml(texts.title)}</b>`, ...items.map((item, i) => `${i + 1}. ${escapeHtml(item.text)}`)].join('\n');
  const keyboard = InlineKeyboard.from(items.slice(0, 20).map((item, i) => [InlineKeyboard.text(`${item.button.label} ${i + 1}`, item.button.data)]));
  await ctx.reply(text, { parse_mode: 'HTML', reply_markup: keyboard, ...replyTo(ctx) });
}
