/**
 * Delivering "remind me to shut it down" on Discord (the session creates the reminder): a DM to
 * the user, falling back to the channel the question was asked in when DMs are closed.
 */
import type { Client } from 'discord.js';
import { translator } from '../../core/i18n.ts';
import { reminderPayload, type Reminder } from '../../session/index.ts';

export function discordDeliverer(client: Client) {
  return async (reminder: Reminder): Promise<void> => {
    const text = reminder.text ?? translator(reminder.locale)('discord:reminder.message', { what: reminderPayload(reminder).what });
    const { userId, channelId } = reminder.target;
    if (userId) {
      try {
        const user = await client.users.fetch(userId);
        await user.send({ content: text });
        return;
      } catch (error) {
        if (!channelId) throw error;
      }
    }
    if (!channelId) throw new Error(`reminder ${reminder.id} has no Discord target`);
    const channel = await client.channels.fetch(channelId);
    if (!channel?.isSendable()) throw new Error(`reminder ${reminder.id}: channel ${channelId} is not sendable`);
    await channel.send({ content: userId ? `<@${userId}> ${text}` : text, allowedMentions: userId ? { users: [userId] } : { parse: [] } });
  };
}
