/**
 * `/gpu settings [change] [channel]` on Discord: the session's settings panel as an ephemeral embed
 * (everyone may read it) with, for a member who may Manage Server, select menus (one for the
 * single choices, one each for providers and regions) and a button that opens a modal for the
 * numbers. Each change is one Advisor call; the admin check is the member's permissions at run time.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  MessageFlags,
  ModalBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type ChatInputCommandInteraction,
  type InteractionReplyOptions,
  type MessageComponentInteraction,
  type ModalSubmitInteraction,
} from 'discord.js';
import { translator } from '../../core/i18n.ts';
import { controlPatch, parseSettingsCommand, readSettingsButton, readValue, settingsButton, type Advisor, type SettingsPanel, type SettingsTurn } from '../../session/index.ts';
import type { Asker } from './ask.ts';

/** Custom ids of the panel's controls: `wcset:<control>` with `:c` when the panel changes one channel. */
export const SETTINGS_PREFIX = 'wcset:';
const CONTROLS = ['general', 'providers', 'regions', 'numbers', 'modal'] as const;
type Control = (typeof CONTROLS)[number];

function controlId(control: Control, channel: boolean): string {
  return `${SETTINGS_PREFIX}${control}${channel ? ':c' : ''}`;
}

function readControlId(customId: string): { control: Control; channel: boolean } | undefined {
  const m = /^wcset:([a-z]+)(:c)?$/.exec(customId);
  const control = m?.[1] as Control | undefined;
  return control && CONTROLS.includes(control) ? { control, channel: Boolean(m?.[2]) } : undefined;
}

export function isSettingsControl(customId: string): boolean {
  return customId.startsWith(SETTINGS_PREFIX);
}

function changedNote(turn: SettingsTurn): string | undefined {
  const line = turn.changed ? turn.panel?.lines.find((l) => l.field === turn.changed) : undefined;
  return line ? translator(turn.locale)('team:settings.changed', { field: line.label, value: line.value }) : undefined;
}

/** The panel as an embed plus (for admins) its controls. */
export function panelMessage(panel: SettingsPanel, locale: SettingsTurn['locale'], channel: boolean, note?: string): Pick<InteractionReplyOptions, 'embeds' | 'components' | 'content'> {
  const t = translator(locale);
  const embed = new EmbedBuilder()
    .setTitle(channel ? `${panel.title} · ${t('team:settings.scope.channel')}` : panel.title)
    .setColor(0x2b7a78)
    .addFields(panel.lines.map((l) => ({ name: l.label, value: l.value.slice(0, 1024) || '—', inline: true })))
    .setFooter({ text: panel.footer });
  if (note) embed.setDescription(note);
  const rows: ActionRowBuilder<StringSelectMenuBuilder | ButtonBuilder>[] = [];
  const singles = panel.controls.filter((c) => c.kind === 'choice');
  if (singles.length > 0) {
    const options = singles.flatMap((c) =>
      c.options.map((o) => ({ label: `${c.label}: ${o.label}`.slice(0, 100), value: settingsButton(c.field, o.value).slice(0, 100), default: false })),
    );
    rows.push(
      new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
        new StringSelectMenuBuilder().setCustomId(controlId('general', channel)).setPlaceholder(t('team:settings.placeholder', { field: singles.map((c) => c.label).slice(0, 3).join(' / ') })).addOptions(options.slice(0, 25)),
      ),
    );
  }
  for (const c of panel.controls) {
    if (c.kind !== 'multi' || c.options.length === 0) continue;
    const control = c.field === 'providers' ? 'providers' : 'regions';
    rows.push(
      new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
        new StringSelectMenuBuilder()
          .setCustomId(controlId(control, channel))
          .setPlaceholder(t('team:settings.placeholder', { field: c.label }))
          .setMinValues(0)
          .setMaxValues(c.options.length)
          .addOptions(c.options.map((o) => ({ label: o.label.slice(0, 100), value: o.value, default: o.selected }))),
      ),
    );
  }
  if (panel.controls.some((c) => c.kind === 'number')) {
    rows.push(new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId(controlId('numbers', channel)).setLabel(t('team:settings.numbers')).setStyle(ButtonStyle.Secondary)));
  }
  return { embeds: [embed], components: rows };
}

/** `/gpu settings`: show (everyone); `change: budget 3000` changes (Manage Server, else refused). */
export async function handleSettings(advisor: Advisor, interaction: ChatInputCommandInteraction, asker: Asker): Promise<void> {
  const change = interaction.options.getString('change') ?? '';
  const channel = (interaction.options.getBoolean('channel') ?? false) && Boolean(asker.where.channelScope);
  const turn = await advisor.changeSetting(asker.who, asker.where, parseSettingsCommand(change), channel ? 'channel' : 'scope');
  await reply(interaction, turn, channel);
}

async function reply(interaction: ChatInputCommandInteraction | MessageComponentInteraction | ModalSubmitInteraction, turn: SettingsTurn, channel: boolean): Promise<void> {
  const t = translator(turn.locale);
  if (!turn.panel) {
    await interaction.reply({ content: t('errors:notAdmin'), flags: MessageFlags.Ephemeral });
    return;
  }
  const body = panelMessage(turn.panel, turn.locale, channel, changedNote(turn));
  if (interaction.isChatInputCommand() || !('update' in interaction) || !interaction.message) await interaction.reply({ ...body, flags: MessageFlags.Ephemeral });
  else await interaction.update(body);
}

/** A select or the numbers button on a settings panel. */
export async function handleSettingsComponent(advisor: Advisor, interaction: MessageComponentInteraction, asker: Asker): Promise<void> {
  const id = readControlId(interaction.customId);
  const t = translator(asker.locale);
  if (!id || id.control === 'modal') {
    await interaction.reply({ content: t('discord:expired'), flags: MessageFlags.Ephemeral });
    return;
  }
  if (!asker.who.isAdmin) {
    await interaction.reply({ content: t('errors:notAdmin'), flags: MessageFlags.Ephemeral });
    return;
  }
  const target = id.channel ? 'channel' : 'scope';
  if (id.control === 'numbers') {
    const { panel } = await advisor.settingsPanel(asker.who, asker.where);
    const current = (field: 'budget' | 'headroom') => {
      const c = panel.controls.find((x) => x.field === field);
      return c?.kind === 'number' ? (c.current ?? '') : '';
    };
    const input = (field: 'budget' | 'headroom', label: string) =>
      new ActionRowBuilder<TextInputBuilder>().addComponents(
        new TextInputBuilder().setCustomId(field).setLabel(label).setStyle(TextInputStyle.Short).setRequired(false).setMaxLength(20).setValue(current(field)),
      );
    await interaction.showModal(
      new ModalBuilder()
        .setCustomId(controlId('modal', id.channel))
        .setTitle(t('team:settings.modalTitle'))
        .addComponents(input('budget', t('team:settings.budgetInput')), input('headroom', t('team:settings.headroomInput'))),
    );
    return;
  }
  if (!interaction.isStringSelectMenu()) return;
  let turn: SettingsTurn;
  if (id.control === 'general') {
    const button = readSettingsButton(interaction.values[0]);
    if (!button) return;
    turn = await advisor.changeSetting(asker.who, asker.where, { kind: 'change', field: button.field, patch: controlPatch(button.field, [button.value]) }, target);
  } else {
    turn = await advisor.changeSetting(asker.who, asker.where, { kind: 'change', field: id.control, patch: controlPatch(id.control, interaction.values) }, target);
  }
  await reply(interaction, turn, id.channel);
}

/** The numbers modal: budget (empty = none) and headroom, both validated before anything is saved. */
export async function handleSettingsModal(advisor: Advisor, interaction: ModalSubmitInteraction, asker: Asker): Promise<void> {
  const id = readControlId(interaction.customId);
  if (!id || id.control !== 'modal') return;
  const budget = interaction.fields.getTextInputValue('budget').trim();
  const headroom = interaction.fields.getTextInputValue('headroom').trim();
  const patch = { ...readValue('budget', budget || 'none'), ...(headroom ? readValue('headroom', headroom) : {}) };
  const turn = await advisor.changeSetting(asker.who, asker.where, { kind: 'change', field: 'budget', patch }, id.channel ? 'channel' : 'scope');
  await reply(interaction, turn, id.channel);
}
