/**
 * Who and where a Discord event comes from, in the session's terms: a server's settings apply to
 * everyone in it; in a DM the user's own. A conversation lives in its channel.
 */
import type { Where, Who } from '../../session/index.ts';

/** A server's settings apply to everyone in it; in a DM the user's own. */
export function settingsScope(guildId: string | null, userId: string): string {
  return guildId ? `discord:guild:${guildId}` : `discord:user:${userId}`;
}

export function whoOf(userId: string, platformLocale?: string | null): Who {
  return { userId, platformLocale: platformLocale ?? null };
}

export function whereOf(guildId: string | null, channelId: string | null, userId: string): Where {
  return {
    platform: 'discord',
    scope: settingsScope(guildId, userId),
    ...(channelId ? { channelId } : {}),
    ...(guildId ? { guildId, shared: true } : {}),
  };
}
