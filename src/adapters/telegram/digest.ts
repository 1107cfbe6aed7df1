/**
 * The daily spending digest on Telegram: `/digest on 09:00 Asia/Shanghai`, `/digest off`, `/digest`
 * (the state; a group's admins change it, checked with getChatMember) and the post itself in the chat.
 */
import type { Api } from 'grammy';
import type { Advisor, Digest, DigestMessage } from '../../session/index.ts';
import type { BotContext } from './context.ts';
import { escapeHtml } from './render.ts';
import { replyTo } from './reply.ts';

export async function digestCommand(ctx: BotContext, advisor: Advisor, text: string): Promise<void> {
  // getChatMember only when something would change: reading the state is everyone's.
  const who = text.trim() ? { ...ctx.wc.who, isAdmin: await ctx.wc.isAdmin() } : ctx.wc.who;
  const reply = await advisor.digestCommand(who, ctx.wc.where, text);
  await ctx.reply(reply.text, replyTo(ctx));
}

export function digestHtml(message: DigestMessage): string {
  return [
    `<b>${escapeHtml(message.title)}</b>`,
    ...message.items.map((i) => `• ${escapeHtml(i.text)}`),
    ...(message.total ? [escapeHtml(message.total)] : []),
    ...(message.late ? [`<i>${escapeHtml(message.late)}</i>`] : []),
  ].join('\n');
}

export function telegramDigestDeliverer(api: Api): (digest: Digest, message: DigestMessage) => Promise<void> {
  return async (digest, message) => {
    if (!digest.target.chatId) throw new Error(`digest ${digest.id} has no chat`);
    await api.sendMessage(digest.target.chatId, digestHtml(message), { parse_mode: 'HTML' });
  };
}
