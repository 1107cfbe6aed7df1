/**
 * `/gpu card`, `/gpu compare`, `/gpu help` (the catalog's own views) and autocomplete over the
 * catalog's GPU and model names.
 */
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import { suggestGpus, suggestModels } from '../../core/catalog/index.ts';
import { presentCompare, presentGpu, presentHelp } from '../../core/present/catalog.ts';
import { coreContext, type Asker, type HandlerDeps } from './context.ts';
import { newConversationId } from './custom-id.ts';
import { renderMessage, truncate } from './render.ts';

/** Discord shows at most 25 choices, each name and value ≤ 100 characters. */
const MAX_CHOICES = 25;
const MAX_CHOICE_TEXT = 100;

/** Catalog views carry no conversation; their buttons (if any) still need unique ids. */
function reply(view: Parameters<typeof renderMessage>[0]) {
  return renderMessage(view, newConversationId());
}

export async function handleCard(deps: HandlerDeps, interaction: ChatInputCommandInteraction, asker: Asker): Promise<void> {
  const ctx = coreContext(deps, asker.settings, asker.locale);
  await interaction.reply(reply(presentGpu(ctx, interaction.options.getString('gpu', true))));
}

export async function handleCompare(deps: HandlerDeps, interaction: ChatInputCommandInteraction, asker: Asker): Promise<void> {
  const ctx = coreContext(deps, asker.settings, asker.locale);
  const names = ['a', 'b', 'c'].map((n) => interaction.options.getString(n)).filter((n): n is string => Boolean(n));
  await interaction.reply(reply(presentCompare(ctx, names)));
}

export async function handleHelp(deps: HandlerDeps, interaction: ChatInputCommandInteraction, asker: Asker): Promise<void> {
  const ctx = coreContext(deps, asker.settings, asker.locale);
  await interaction.reply(reply(presentHelp(ctx.locale, { prefix: '/gpu ' })));
}

/** Choices for the focused option: models for `model`, GPUs for `gpu`, `a`, `b`, `c`. */
export function autocompleteChoices(deps: HandlerDeps, optionName: string, partial: string): { name: string; value: string }[] {
  const catalog = deps.catalog();
  const suggestions = optionName === 'model' ? suggestModels(catalog, partial, MAX_CHOICES) : suggestGpus(catalog, partial, MAX_CHOICES);
  return suggestions.slice(0, MAX_CHOICES).map((s) => ({ name: truncate(s.name === s.id ? s.name : `${s.name} (${s.id})`, MAX_CHOICE_TEXT), value: s.id }));
}

export async function handleAutocomplete(deps: HandlerDeps, interaction: AutocompleteInteraction): Promise<void> {
  const focused = interaction.options.getFocused(true);
  await interaction.respond(autocompleteChoices(deps, focused.name, String(focused.value)));
}
