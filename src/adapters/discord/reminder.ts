/**
 * Shut-down reminders on Discord: a due reminder (worded by the session) is posted in the channel it
 * was set in, mentioning the person, with Snooze / Done buttons (a DM when there is no channel);
 * `/gpu remind`, `/gpu reminders` and those buttons are one Advisor call each.
 */
import { MessageFlags, type ChatInputCommandInteraction, type Client, type MessageComponentInteraction } from 'discord.js';
import { translator } from '../../core/i18n.ts';
import type { Advisor, DueMessage, Reminder } from '../../session/index.ts';
import type { Asker } from './ask.ts';
import { buttonRow, replyWithList } from './list.ts';
import { postTo } from './post.ts';

export function discordDeliverer(client: Client) {
  return async (reminder: Reminder, message?: DueMessage): Promise<void> => {
    const text = message?.text ?? reminder.text ?? translator(reminder.locale)('discord:reminder.message', { what: '' });
    const components = message ? [buttonRow(message.buttons)] : [];
    if (!reminder.target.channelId && !reminder.target.userId) throw new Error(`reminder ${reminder.id} has no Discord target`);
    await postTo(client, reminder.target, text, components);
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
  await replyWithList(interaction, { title: t('team:remind.listTitle'), none: t('team:remind.none') }, items.map((r) => ({ ...(r.userId ? { userId: r.userId } : {}), text: r.text, button: r.cancel })));
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
