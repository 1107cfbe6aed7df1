/**
 * Whether a plain (non-command) message is meant for the bot. In a private chat every message is; in a
 * group only a reply to one of the bot's messages or a message that @mentions it — so the bot never
 * answers people talking to each other.
 */
import type { Message, MessageEntity } from 'grammy/types';

export interface Addressed {
  addressed: boolean;
  /** The text with the bot's @mention removed. */
  text: string;
}

export function addressedText(
  message: Pick<Message, 'chat' | 'text' | 'entities' | 'reply_to_message'>,
  bot: { id: number; username: string },
  options: { quiet?: boolean } = {},
): Addressed {
  const text = message.text ?? '';
  const mentions = (message.entities ?? []).filter((e: MessageEntity) => e.type === 'mention' && sameUser(text.slice(e.offset, e.offset + e.length), bot.username));
  const stripped = stripEntities(text, mentions).replace(/\s+/g, ' ').trim();
  if (message.chat.type === 'private') return { addressed: true, text: stripped };
  // A team's quiet mode: only an @mention (or a command) reaches the bot, not a reply to it.
  const replyToBot = !options.quiet && message.reply_to_message?.from?.id === bot.id;
  return { addressed: replyToBot || mentions.length > 0, text: stripped };
}

function sameUser(mention: string, username: string): boolean {
  return mention.replace(/^@/, '').toLowerCase() === username.toLowerCase();
}

/** Entity offsets are in UTF-16 code units, like JS string indices; cut from the end so offsets hold. */
function stripEntities(text: string, entities: MessageEntity[]): string {
  let out = text;
  for (const e of [...entities].sort((a, b) => b.offset - a.offset)) out = out.slice(0, e.offset) + out.slice(e.offset + e.length);
  return out;
}
