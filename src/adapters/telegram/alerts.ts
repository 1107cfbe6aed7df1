/** Price alerts on Telegram: `/alert h100 below 15 CNY`, `/alerts` with delete buttons, and the post when one fires. */
import type { Api } from 'grammy';
import { translator } from '../../core/i18n.ts';
import type { Advisor, Alert, AlertMessage } from '../../session/index.ts';
import type { BotContext } from './context.ts';
import { escapeHtml } from './render.ts';
import { replyTo, replyWithList } from './reply.ts';

export async function alertCommand(ctx: BotContext, advisor: Advisor, text: string): Promise<void> {
  const result = await advisor.alertCommand(ctx.wc.who, ctx.wc.where, text);
  await ctx.reply(result.text, replyTo(ctx));
}

export async function alertsCommand(ctx: BotContext, advisor: Advisor): Promise<void> {
  const { locale, items } = await advisor.alertList(ctx.wc.who, ctx.wc.where);
  const t = translator(locale);
  await replyWithList(ctx, { title: t('team:alert.listTitle'), none: t('team:alert.none') }, items.map((a) => ({ text: a.text, button: a.remove })));
}

export function telegramAlertDeliverer(api: Api): (alert: Alert, message: AlertMessage) => Promise<void> {
  return async (alert, message) => {
    if (!alert.target.chatId) throw new Error(`alert ${alert.id} has no chat`);
    const who = message.userId ? ` <a href="tg://user?id=${encodeURIComponent(message.userId)}">${escapeHtml(translator(message.locale)('team:alert.mention'))}</a>` : '';
    await api.sendMessage(alert.target.chatId, `${escapeHtml(message.text)}${who}`, { parse_mode: 'HTML' });
  };
}
