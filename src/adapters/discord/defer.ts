/**
 * Which `/gpu` commands routeInteraction acknowledges (deferReply) before anything else: those whose
 * answer is computed — an advice (`ask`), a card, a comparison, the prices — so their callback goes
 * out at once and never waits behind the store or other interactions' planning (issue 16). The
 * check reads only the options and the catalog (no store): input that will be refused is not
 * deferred, so its localized hint is still the first, ephemeral response.
 */
import type { ChatInputCommandInteraction } from 'discord.js';
import { findGpu } from '../../core/catalog/index.ts';
import type { Locale } from '../../core/i18n.ts';
import type { Advisor } from '../../session/index.ts';
import { askOptionsRead } from './ask.ts';
import { compareNames } from './lookup.ts';

export function deferFirst(advisor: Advisor, interaction: ChatInputCommandInteraction, locale: Locale): boolean {
  const sub = interaction.options.getSubcommand(false);
  if (sub === 'ask') return askOptionsRead(advisor, interaction, locale);
  if (sub === 'card') return findGpu(advisor.catalog(), interaction.options.getString('gpu') ?? '') !== undefined;
  if (sub === 'compare') {
    const names = compareNames(interaction);
    return names.length >= 2 && names.every((name) => findGpu(advisor.catalog(), name) !== undefined);
  }
  return sub === 'prices';
}
