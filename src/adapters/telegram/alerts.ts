/** Price alerts on Telegram: `/alert h100 below 15 CNY`, `/alerts` with delete buttons, and the post when one fires. */
import { InlineKeyboard, type Api } from 'grammy';
import { translator } from '../../core/i18n.ts';
import type { Advisor, Alert, AlertMessage } from '../../session/index.ts';
import type { BotContext } from './context.ts';
import { escapeHtml } from './render.ts';
import { replyTo } from './reply.ts';

export async function alertCommand(ctx: BotContext, advisor: Advisor, text: string): Promise<void> {
  const result = await advisor.alertCommand(ctx.wc.who, ctx.wc.where, text);
  await ctx.reply(result.text, replyTo(ctx));
}

export async function alertsCommand(ctx: BotContext, advisor: Advisor): Promise<void> {
  const { locale, items } = await advisor.alertList(ctx.wc.who, ctx.wc.where);
  const t = translator(locale);
  if (items.length === 0) {
    await ctx.reply(t('team:alert.none'), replyTo(ctx));
    return;
  }
  const text = [`<b>${escapeHtml(t('team:alert.listTitle'))}</b>`, ...items.map((a, i) => `${i + 1}. ${escapeHtml(a.text)}`)].join('\n');
  const keyboard = InlineKeyboard.from(items.slice(0, 20).map((a, i) => [InlineKeyboard.text(`${a.remove.label} ${i + 1}`, a.remove.data)]));
  await ctx.reply(text, { parse_mode: 'HTML', reply_markup: keyboard, ...replyTo(ctx) });
}

export function telegramAlertDeliverer(api: Api): (alert: Alert, message: AlertMessage) => Promise<void> {
  return async (alert, message) => {
    if (!alert.target.chatId) throw new Error(`alert ${alert.id} has no chat`);
    const who = message.userId ? ` <a href="tg://user?id=${encodeURIComponent(message.userId)}">${escapeHtml(translator(message.locale)('team:alert.mention'))}</a>` : '';
    await api.sendMessage(alert.target.chatId, `${escapeHtml(message.text)}${who}`, { parse_mode: 'HTML' });
  };
}
