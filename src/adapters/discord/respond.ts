/**
 * Ephemeral notices (errors, "expired", confirmations) that work whatever state the interaction is
 * in. Discord cannot make a deferred public reply ephemeral afterwards, so an error after a public
 * defer deletes the placeholder and follows up ephemerally instead.
 */
import { MessageFlags, type MessageComponentInteraction, type ModalSubmitInteraction, type RepliableInteraction } from 'discord.js';
import type { Logger } from '../../logger.ts';

/** Any interaction that can be answered (the base component class is not in RepliableInteraction). */
export type Answerable = RepliableInteraction | MessageComponentInteraction | ModalSubmitInteraction;

export async function notify(interaction: Answerable, content: string): Promise<void> {
  if (interaction.deferred && !interaction.replied) {
    if (!interaction.ephemeral) {
      await interaction.deleteReply().catch(() => undefined);
      await interaction.followUp({ content, flags: MessageFlags.Ephemeral });
      return;
    }
    await interaction.editReply({ content, embeds: [], components: [] });
    return;
  }
  if (interaction.replied || interaction.deferred) {
    await interaction.followUp({ content, flags: MessageFlags.Ephemeral });
    return;
  }
  await interaction.reply({ content, flags: MessageFlags.Ephemeral });
}

/**
 * Report an error to the user without ever throwing: bugs are logged (never shown), UserErrors are
 * shown as what the user can fix (the session words both: `Advisor.explain`).
 */
export async function reportError(interaction: Answerable, explained: { text: string; bug: boolean }, error: unknown, logger: Logger): Promise<void> {
  if (explained.bug) logger.error({ err: error, interaction: interaction.id, kind: interaction.type }, 'discord interaction failed');
  try {
    await notify(interaction, explained.text);
  } catch (replyError) {
    logger.warn({ err: replyError, interaction: interaction.id }, 'could not tell the user about an error');
  }
}
