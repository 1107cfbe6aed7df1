/** How the bot answers a message: in a group as a reply to it, so it is clear whose question it is. */
import type { ReplyParameters } from 'grammy/types';
import type { BotContext } from './context.ts';

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
