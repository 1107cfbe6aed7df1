/**
 * Price alerts on Discord: `/gpu alert gpu:h100 below:15 currency:CNY`, `/gpu alerts` (each with a
 * delete button) and the post when one fires — in the channel it was set in, mentioning its owner.
 * Each is one Advisor call, the same as Telegram's `/alert`; the check after a price refresh is the
 * session's (main.ts wires it to the refresher).
 */
import { MessageFlags, type ChatInputCommandInteraction, type Client, type MessageComponentInteraction } from 'discord.js';
import { translator } from '../../core/i18n.ts';
import type { Advisor, Alert, AlertMessage } from '../../session/index.ts';
import type { Asker } from './ask.ts';
import { replyWithList } from './list.ts';
import { postTo } from './post.ts';

/** The options as the one text the session parses: "h100-sxm below 15 CNY". */
export function alertText(gpu: string, below: number, currency: string | null): string {
  return [gpu.trim(), 'below', String(below), currency ?? ''].join(' ').trim();
}

/** `/gpu alert`: the confirmation to the asker alone (the alert itself posts publicly when it fires). */
export async function handleAlert(advisor: Advisor, interaction: ChatInputCommandInteraction, asker: Asker): Promise<void> {
  const text = alertText(interaction.options.getString('gpu', true), interaction.options.getNumber('below', true), interaction.options.getString('currency'));
  const result = await advisor.alertCommand(asker.who, asker.where, text);
  await interaction.reply({ content: result.text, flags: MessageFlags.Ephemeral });
}

/** `/gpu alerts`: this channel's alerts, each with its delete button. */
export async function handleAlerts(advisor: Advisor, interaction: ChatInputCommandInteraction, asker: Asker): Promise<void> {
  const { locale, items } = await advisor.alertList(asker.who, asker.where);
  const t = translator(locale);
  await replyWithList(interaction, { title: t('team:alert.listTitle'), none: t('team:alert.none') }, items.map((a) => ({ text: a.text, button: a.remove })));
}

export function isAlertButton(customId: string): boolean {
  return customId.startsWith('wa:');
}

/** A delete button: the alert's owner or a Manage Server member; the outcome to the presser alone. */
export async function handleAlertButton(advisor: Advisor, interaction: MessageComponentInteraction, asker: Asker): Promise<void> {
  const result = await advisor.alertPress(asker.who, asker.where, interaction.customId);
  await interaction.reply({ content: result.text, flags: MessageFlags.Ephemeral });
}

export function discordAlertDeliverer(client: Client): (alert: Alert, message: AlertMessage) => Promise<void> {
  return async (alert, message) => {
    if (!alert.target.channelId && !alert.target.userId) throw new Error(`alert ${alert.id} has no Discord target`);
    await postTo(client, { channelId: alert.target.channelId, userId: message.userId }, message.text);
  };
}
