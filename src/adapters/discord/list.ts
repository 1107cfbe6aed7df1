/**
 * A numbered listing with one remove button per item (`/gpu reminders`, `/gpu alerts`), to the asker
 * alone: the first 25 items, five buttons a row, or the empty-list line when there is none.
 */
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, MessageFlags, type ChatInputCommandInteraction } from 'discord.js';

export interface ListedItem {
  /** Mentioned at the start of the line (not pinged: mentions are parsed from nothing). */
  userId?: string;
  text: string;
  button: { label: string; data: string };
}

export function buttonRow(buttons: { label: string; data: string }[], style = ButtonStyle.Secondary): ActionRowBuilder<ButtonBuilder> {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(0, 5).map((b) => new ButtonBuilder().setCustomId(b.data).setLabel(b.label.slice(0, 80)).setStyle(style)));
}

export async function replyWithList(interaction: ChatInputCommandInteraction, texts: { title: string; none: string }, items: readonly ListedItem[]): Promise<void> {
  if (items.length === 0) {
    await interaction.reply({ content: texts.none, flags: MessageFlags.Ephemeral });
    return;
  }
  const shown = items.slice(0, 25);
  const lines = shown.map((item, i) => `${i + 1}. ${item.userId ? `<@${item.userId}> ` : ''}${item.text}`);
  const rows: ActionRowBuilder<ButtonBuilder>[] = [];
  for (let i = 0; i < shown.length; i += 5) rows.push(buttonRow(shown.slice(i, i + 5).map((item, j) => ({ label: `${item.button.label} ${i + j + 1}`, data: item.button.data })), ButtonStyle.Danger));
  await interaction.reply({ content: [`**${texts.title}**`, ...lines].join('\n').slice(0, 2000), components: rows, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}
