/**
 * Who and where a Discord event comes from, in the session's terms: a server's settings apply to
 * everyone in it; in a DM the user's own. A conversation lives in its channel.
 */
import type { Where, Who } from '../../session/index.ts';

/** A server's settings apply to everyone in it; in a DM the user's own. */
export function settingsScope(guildId: string | null, userId: string): string {
  return guildId ? `discord:guild:${guildId}` : `discord:user:${userId}`;
}

/** `isAdmin`: the member may Manage Server (checked at run time), or it is a DM (the user's own settings). */
export function whoOf(userId: string, platformLocale?: string | null, isAdmin?: boolean): Who {
  return { userId, platformLocale: platformLocale ?? null, ...(isAdmin !== undefined ? { isAdmin } : {}) };
}

export function whereOf(guildId: string | null, channelId: string | null, userId: string): Where {
  return {
    platform: 'discord',
    scope: settingsScope(guildId, userId),
    ...(channelId ? { channelId } : {}),
    // A channel may override its server's settings (`/gpu settings channel:true`).
    ...(guildId ? { guildId, shared: true, ...(channelId ? { channelScope: `discord:channel:${channelId}` } : {}) } : {}),
  };
}
