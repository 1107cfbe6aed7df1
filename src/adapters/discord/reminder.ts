/**
 * Shut-down reminders on Discord: a due reminder (worded by the session) is posted in the channel it
 * was set in, mentioning the person, with Snooze / Done buttons (a DM when there is no channel);
 * `/gpu remind`, `/gpu reminders` and those buttons are one Advisor call each.
 */
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, MessageFlags, Routes, type ChatInputCommandInteraction, type Client, type MessageComponentInteraction } from 'discord.js';
import { translator } from '../../core/i18n.ts';
import type { Advisor, DueMessage, Reminder } from '../../session/index.ts';
import type { Asker } from './ask.ts';

function buttonRow(buttons: { label: string; data: string }[], style = ButtonStyle.Secondary): ActionRowBuilder<ButtonBuilder> {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(buttons.slice(0, 5).map((b) => new ButtonBuilder().setCustomId(b.data).setLabel(b.label.slice(0, 80)).setStyle(style)));
}

export function discordDeliverer(client: Client) {
  return async (reminder: Reminder, message?: DueMessage): Promise<void> => {
    const text = message?.text ?? reminder.text ?? translator(reminder.locale)('discord:reminder.message', { what: '' });
    const components = message ? [buttonRow(message.buttons)] : [];
    const { userId, channelId } = reminder.target;
    if (channelId) {
      // Straight to the channel's messages: the channel need not be in discord.js's cache after a restart.
      await client.rest.post(Routes.channelMessages(channelId), {
        body: { content: userId ? `<@${userId}> ${text}` : text, components: components.map((c) => c.toJSON()), allowed_mentions: userId ? { users: [userId] } : { parse: [] } },
      });
      return;
    }
    if (!userId) throw new Error(`reminder ${reminder.id} has no Discord target`);
    const user = await client.users.fetch(userId);
    await user.send({ content: text, components });
  };
}

/** `/gpu remind in:8h what:a100 x4`. */
export async function handleRemind(advisor: Advisor, interaction: ChatInputCommandInteraction, asker: Asker): Promise<void> {
  const text = [interaction.options.getString('in', true), interaction.options.getString('what') ?? ''].join(' ');
  const turn = await advisor.remindCommand(asker.who, asker.where, text);
  const t = translator(turn.locale);
  const dueAt = turn.notice?.kind === 'reminderSet' ? turn.notice.dueAt : new Date();
  const unix = Math.floor(dueAt.getTime() / 1000);
  await interaction.reply({ content: t('discord:reminder.scheduled', { when: `<t:${unix}:R> (<t:${unix}:f>)` }), flags: MessageFlags.Ephemeral });
}

/** `/gpu reminders`: this channel's open reminders, each with a cancel button (to the asker alone). */
export async function handleReminders(advisor: Advisor, interaction: ChatInputCommandInteraction, asker: Asker): Promise<void> {
  const { locale, items } = await advisor.openReminders(asker.who, asker.where);
  const t = translator(locale);
  if (items.length === 0) {
    await interaction.reply({ content: t('team:remind.none'), flags: MessageFlags.Ephemeral });
    return;
  }
  const shown = items.slice(0, 25);
  const lines = shown.map((r, i) => `${i + 1}. ${r.userId ? `<@${r.userId}> ` : ''}${r.text}`);
  const rows: ActionRowBuilder<ButtonBuilder>[] = [];
  for (let i = 0; i < shown.length; i += 5) rows.push(buttonRow(shown.slice(i, i + 5).map((r, j) => ({ label: `${r.cancel.label} ${i + j + 1}`, data: r.cancel.data })), ButtonStyle.Danger));
  await interaction.reply({ content: [`**${t('team:remind.listTitle')}**`, ...lines].join('\n').slice(0, 2000), components: rows, flags: MessageFlags.Ephemeral, allowedMentions: { parse: [] } });
}

export function isReminderButton(customId: string): boolean {
  return customId.startsWith('wr:');
}

/** Snooze / Done / Cancel: the result to the presser; a delivered reminder loses its buttons. */
export async function handleReminderButton(advisor: Advisor, interaction: MessageComponentInteraction, asker: Asker): Promise<void> {
  const result = await advisor.reminderPress(asker.who, asker.where, interaction.customId);
  const t = translator(result.locale);
  if (!result.text) {
    await interaction.reply({ content: result.notice.kind === 'notYours' ? t('team:remind.notYours') : t('discord:expired'), flags: MessageFlags.Ephemeral });
    return;
  }
  if (interaction.customId.startsWith('wr:x:')) {
    await interaction.reply({ content: result.text, flags: MessageFlags.Ephemeral });
    return;
  }
  await interaction.update({ content: `${interaction.message.content}\n\n${result.text}`, components: [], allowedMentions: { parse: [] } });
}
