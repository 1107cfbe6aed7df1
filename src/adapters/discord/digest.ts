/**
 * The daily spending digest on Discord: `/gpu digest state:on at:09:00 zone:Asia/Shanghai` (Manage
 * Server to change it, like settings; anyone sees the state) and the post itself, in the channel, the
 * reminders' owners named without a ping. One Advisor call each; the schedule is the session's.
 */
import { MessageFlags, type ChatInputCommandInteraction, type Client } from 'discord.js';
import type { Advisor, Digest, DigestMessage } from '../../session/index.ts';
import type { Asker } from './ask.ts';
import { postTo } from './post.ts';

/** The options as the session's one command text: "on 09:00 Asia/Shanghai", "off", "" (the state). */
export function digestText(state: string | null, at: string | null, zone: string | null): string {
  const rest = [at, zone].filter((w): w is string => Boolean(w?.trim())).map((w) => w.trim());
  if (state === 'off') return 'off';
  return state === 'on' || rest.length > 0 ? ['on', ...rest].join(' ') : '';
}

/** A change is announced in the channel (the team sees who turned it on); the state and a refusal to the asker alone. */
export async function handleDigest(advisor: Advisor, interaction: ChatInputCommandInteraction, asker: Asker): Promise<void> {
  const o = interaction.options;
  const reply = await advisor.digestCommand(asker.who, asker.where, digestText(o.getString('state'), o.getString('at'), o.getString('zone')));
  await interaction.reply({ content: reply.text, ...(reply.changed ? { allowedMentions: { parse: [] } } : { flags: MessageFlags.Ephemeral }) });
}

export function digestContent(message: DigestMessage): string {
  return [
    `**${message.title}**`,
    ...message.items.map((i) => `• ${i.userId ? `<@${i.userId}> ` : ''}${i.text}`),
    ...(message.total ? [message.total] : []),
    ...(message.late ? [message.late] : []),
  ].join('\n');
}

export function discordDigestDeliverer(client: Client): (digest: Digest, message: DigestMessage) => Promise<void> {
  return async (digest, message) => {
    if (!digest.target.channelId) throw new Error(`digest ${digest.id} has no channel`);
    // No userId: the owners are named in the lines, not pinged every morning.
    await postTo(client, { channelId: digest.target.channelId }, digestContent(message));
  };
}
