/**
 * A bot-initiated post (a due reminder, a fired price alert, a digest): in the channel it belongs to,
 * mentioning the person, or as a DM when there is no channel. Needs the bot token (the gateway
 * client's REST): in interactions-only mode nothing can be posted unprompted.
 */
import { Routes, type ActionRowBuilder, type ButtonBuilder, type Client } from 'discord.js';

export interface PostTarget {
  channelId?: string | undefined;
  userId?: string | undefined;
}

export async function postTo(client: Client, target: PostTarget, text: string, components: ActionRowBuilder<ButtonBuilder>[] = []): Promise<void> {
  const { userId, channelId } = target;
  if (channelId) {
    // Straight to the channel's messages: the channel need not be in discord.js's cache after a restart.
    await client.rest.post(Routes.channelMessages(channelId), {
      body: { content: (userId ? `<@${userId}> ${text}` : text).slice(0, 2000), components: components.map((c) => c.toJSON()), allowed_mentions: userId ? { users: [userId] } : { parse: [] } },
    });
    return;
  }
  if (!userId) throw new Error('a Discord post needs a channel or a user');
  const user = await client.users.fetch(userId);
  await user.send({ content: text.slice(0, 2000), components });
}
