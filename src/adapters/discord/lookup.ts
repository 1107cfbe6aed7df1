/**
 * `/gpu card`, `/gpu compare`, `/gpu help` (the catalog's own views; a card's prices and a comparison
 * also as a chart) and autocomplete over the catalog's GPU and model names.
 */
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { View } from '../../core/present/view.ts';
import { newSessionId, suggestZones, type Advisor, type CatalogTurn } from '../../session/index.ts';
import type { Asker } from './ask.ts';
import { answerThenPictures, type Pictures } from './pictures.ts';
import { renderMessage, truncate } from './render.ts';

/** Discord shows at most 25 choices, each name and value ≤ 100 characters. */
const MAX_CHOICES = 25;
const MAX_CHOICE_TEXT = 100;

/** Catalog views carry no conversation; their buttons (if any) still need unique ids. */
function reply(view: View) {
  return renderMessage(view, newSessionId());
}

/** The view as the reply, or into the deferred reply (defer.ts); its chart with it when cached, else by an edit once drawn. */
async function show(interaction: ChatInputCommandInteraction, turn: CatalogTurn, pictures?: Pictures): Promise<void> {
  await answerThenPictures(reply(turn.view), turn.chart ? [turn.chart] : [], pictures, {
    send: async (body) => {
      if (interaction.deferred) return (await interaction.editReply(body)).id;
      await interaction.reply(body);
      return undefined;
    },
    edit: (body) => interaction.editReply(body),
  });
}

/** The names of `/gpu compare`'s options a, b, c that were given. */
export function compareNames(interaction: ChatInputCommandInteraction): string[] {
  return ['a', 'b', 'c'].map((n) => interaction.options.getString(n)).filter((n): n is string => Boolean(n));
}

export async function handleCard(advisor: Advisor, interaction: ChatInputCommandInteraction, asker: Asker): Promise<void> {
  await show(interaction, await advisor.card(asker.who, asker.where, interaction.options.getString('gpu', true)), asker.pictures);
}

export async function handleCompare(advisor: Advisor, interaction: ChatInputCommandInteraction, asker: Asker): Promise<void> {
  await show(interaction, await advisor.compare(asker.who, asker.where, compareNames(interaction)), asker.pictures);
}

export async function handlePrices(advisor: Advisor, interaction: ChatInputCommandInteraction, asker: Asker): Promise<void> {
  await show(interaction, await advisor.prices(asker.who, asker.where));
}

export async function handleHelp(advisor: Advisor, interaction: ChatInputCommandInteraction, asker: Asker): Promise<void> {
  await interaction.reply(reply((await advisor.help(asker.who, asker.where, '/gpu ')).view));
}

/** Choices for the focused option: models for `model`, time zones for `zone`, GPUs for `gpu`, `a`, `b`, `c`. */
export function autocompleteChoices(advisor: Advisor, optionName: string, partial: string): { name: string; value: string }[] {
  if (optionName === 'zone') return suggestZones(partial, MAX_CHOICES).map((z) => ({ name: z, value: z }));
  const suggestions = advisor.suggest(optionName === 'model' ? 'model' : 'gpu', partial, MAX_CHOICES);
  return suggestions.slice(0, MAX_CHOICES).map((s) => ({ name: truncate(s.name === s.id ? s.name : `${s.name} (${s.id})`, MAX_CHOICE_TEXT), value: s.id }));
}

export async function handleAutocomplete(advisor: Advisor, interaction: AutocompleteInteraction): Promise<void> {
  const focused = interaction.options.getFocused(true);
  await interaction.respond(autocompleteChoices(advisor, focused.name, String(focused.value)));
}
