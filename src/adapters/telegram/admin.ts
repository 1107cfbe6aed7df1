/**
 * "Is this user an admin of this chat?" for Telegram: getChatMember's status creator/administrator
 * in a group, always yes in a private chat (the user is the chat). Answers are cached a few minutes
 * per chat and user, so a settings menu with many presses costs one API call.
 */
import { LRUCache } from 'lru-cache';
import type { BotContext } from './context.ts';

const ADMIN_TTL_MS = 3 * 60 * 1000;

const cache = new LRUCache<string, boolean>({ max: 5000, ttl: ADMIN_TTL_MS });

export async function isChatAdmin(ctx: BotContext): Promise<boolean> {
  if (ctx.chat?.type === 'private') return true;
  const chatId = ctx.chat?.id;
  const userId = ctx.from?.id;
  if (chatId === undefined || userId === undefined) return false;
  const key = `${chatId}:${userId}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const member = await ctx.getChatMember(userId).catch(() => undefined);
  // A failed lookup is "no" and not cached: the next press asks again.
  if (!member) return false;
  const admin = member.status === 'creator' || member.status === 'administrator';
  cache.set(key, admin);
  return admin;
}

/** Tests change who is an admin between cases. */
export function forgetAdmins(): void {
  cache.clear();
}
