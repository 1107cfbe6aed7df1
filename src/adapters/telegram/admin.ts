/**
 * "Is this user an admin of this chat?" for Telegram: getChatMember's status creator/administrator
 * in a group, always yes in a private chat (the user is the chat). Answers are cached a few minutes
 * per chat and user, so a settings menu with many presses costs one API call; the cache belongs to
 * one bot and reads the bot's clock, so a demotion takes effect once the answer expires.
 */
import { LRUCache } from 'lru-cache';
import type { Context } from 'grammy';

export const ADMIN_TTL_MS = 3 * 60 * 1000;

export type AdminCheck = (ctx: Context) => Promise<boolean>;

export function chatAdminCheck(now: () => Date = () => new Date()): AdminCheck {
  // Expiry is kept by hand against `now`, not by lru-cache's own timer, so it follows the bot's clock.
  const cache = new LRUCache<string, { admin: boolean; until: number }>({ max: 5000 });
  return async (ctx) => {
    if (ctx.chat?.type === 'private') return true;
    const chatId = ctx.chat?.id;
    const userId = ctx.from?.id;
    if (chatId === undefined || userId === undefined) return false;
    const key = `${chatId}:${userId}`;
    const at = now().getTime();
    const known = cache.get(key);
    if (known && known.until > at) return known.admin;
    const member = await ctx.getChatMember(userId).catch(() => undefined);
    // A failed lookup is "no" and not cached: the next press asks again.
    if (!member) return false;
    const admin = member.status === 'creator' || member.status === 'administrator';
    cache.set(key, { admin, until: at + ADMIN_TTL_MS });
    return admin;
  };
}
