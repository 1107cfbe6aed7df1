/**
 * Ephemeral notices (errors, "expired", confirmations) that work whatever state the interaction is
 * in. Discord cannot make a deferred public reply ephemeral afterwards, so an error after a public
 * defer deletes the placeholder and follows up ephemerally instead.
 */
import { MessageFlags, type MessageComponentInteraction, type ModalSubmitInteraction, type RepliableInteraction } from 'discord.js';
import { isUserError, userErrorText } from '../../core/errors.ts';
import { translator, type Locale } from '../../core/i18n.ts';
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

/** The user-facing text for an error: its localized key for a UserError, a generic line otherwise. */
export function errorText(error: unknown, locale: Locale): string {
  return isUserError(error) ? userErrorText(locale, error) : translator(locale)('errors:unexpected');
}

/**
 * Report an error to the user without ever throwing: bugs are logged (never shown), UserErrors are
 * shown as what the user can fix.
 */
export async function reportError(interaction: Answerable, error: unknown, locale: Locale, logger: Logger): Promise<void> {
  if (!isUserError(error)) logger.error({ err: error, interaction: interaction.id, kind: interaction.type }, 'discord interaction failed');
  try {
    await notify(interaction, errorText(error, locale));
  } catch (replyError) {
    logger.warn({ err: replyError, interaction: interaction.id }, 'could not tell the user about an error');
  }
}
