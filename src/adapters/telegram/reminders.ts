/**
 * Shut-down reminders on Telegram: a due reminder (worded by the session) is posted in the chat it
 * was set in, mentioning the person, as a reply to the advice when there is one, with Snooze / Done
 * buttons; `/remind 8h a100 x4`, `/reminders` (each with a cancel button) and those buttons are
 * one Advisor call each. Fire-once across replicas is the store's job.
 */
import { InlineKeyboard, type Api } from 'grammy';
import { translator } from '../../core/i18n.ts';
import type { Advisor, DueMessage, Reminder } from '../../session/index.ts';
import type { BotContext } from './context.ts';
import { escapeHtml } from './render.ts';
import { replyTo, replyWithList, type PressOutcome } from './reply.ts';

function mention(userId: string, label: string): string {
  return `<a href="tg://user?id=${encodeURIComponent(userId)}">${escapeHtml(label)}</a>`;
}

export function dueHtml(message: DueMessage): string {
  const [first = '', ...rest] = message.text.split('\n').map(escapeHtml);
  const who = message.userId ? ` ${mention(message.userId, translator(message.locale)('team:remind.mention'))}` : '';
  return [`${first}${who}`, ...rest].join('\n');
}

export function telegramDeliverer(api: Api): (reminder: Reminder, message: DueMessage) => Promise<void> {
  return async (reminder, message) => {
    const chatId = reminder.target.chatId;
    if (!chatId) throw new Error(`reminder ${reminder.id} has no chat`);
    const messageId = Number(reminder.target.messageId);
    await api.sendMessage(chatId, dueHtml(message), {
      parse_mode: 'HTML',
      reply_markup: InlineKeyboard.from([message.buttons.map((b) => InlineKeyboard.text(b.label, b.data))]),
      ...(Number.isInteger(messageId) ? { reply_parameters: { message_id: messageId, allow_sending_without_reply: true } } : {}),
    });
  };
}

/** `/remind 8h a100 x4`. */
export async function remindCommand(ctx: BotContext, advisor: Advisor, text: string): Promise<void> {
  const turn = await advisor.remindCommand(ctx.wc.who, ctx.wc.where, text);
  const hours = turn.notice?.kind === 'reminderSet' ? turn.notice.hours : 0;
  await ctx.reply(translator(turn.locale)('team:remind.set', { hours }), replyTo(ctx));
}

/** `/reminders`: this chat's open reminders, each with a cancel button. */
export async function remindersCommand(ctx: BotContext, advisor: Advisor): Promise<void> {
  const { locale, items } = await advisor.openReminders(ctx.wc.who, ctx.wc.where);
  const t = translator(locale);
  await replyWithList(ctx, { title: t('team:remind.listTitle'), none: t('team:remind.none') }, items.map((r) => ({ text: r.text, button: r.cancel })));
}

/** Snooze / Done / Cancel: the notice to the presser; a delivered reminder loses its buttons. */
export async function reminderPress(ctx: BotContext, advisor: Advisor, data: string): Promise<PressOutcome> {
  const result = await advisor.reminderPress(ctx.wc.who, ctx.wc.where, data);
  const t = translator(result.locale);
  if (!result.text) return { answered: false, text: result.notice.kind === 'notYours' ? t('telegram:ask.notYours') : t('telegram:ask.expired'), alert: true };
  const current = ctx.callbackQuery?.message;
  if (current && 'text' in current && current.text && !data.startsWith('wr:x:')) {
    await ctx.editMessageText(`${escapeHtml(current.text)}\n\n${escapeHtml(result.text)}`, { parse_mode: 'HTML' }).catch(() => undefined);
  }
  return { answered: false, text: result.text };
}
