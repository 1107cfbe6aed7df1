/**
 * View → Discord message parts: one embed plus action rows. Discord rejects a whole message when a
 * single limit is exceeded, so every limit is enforced here (truncating rather than failing):
 * title 256, description 4096, 25 fields of name 256 / value 1024, footer 2048, 6000 in total;
 * ≤ 5 rows of ≤ 5 buttons (label ≤ 80); a row with more choices becomes a select menu (≤ 25 options).
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  StringSelectMenuBuilder,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { Action, View } from '../../core/present/view.ts';
import { DISCORD_MAX_CHARS, encodeButton } from '../../session/index.ts';

/** Values the adapter itself puts in a custom id (the session's action values never start with "!"). */
export const SELECT_VALUE = '!select';
export const CUSTOM_VALUE = '!custom';
export const MODAL_VALUE = '!modal';
export const MODAL_INPUT_ID = 'answer';

/** A component's custom id through the session's codec; too long is a bug in a view, not a user's doing. */
export function customId(session: string, value: string): string {
  const id = encodeButton(session, value, DISCORD_MAX_CHARS);
  if (id === undefined) throw new Error(`custom id too long for value ${value}`);
  return id;
}

export const LIMITS = {
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  embedTotal: 6000,
  rows: 5,
  buttonsPerRow: 5,
  label: 80,
  selectOptions: 25,
  selectLabel: 100,
} as const;

const ELLIPSIS = '…';

/** Cut to at most `max` characters (code points are not split in half), marking the cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.max(0, max - 1)).join('') + ELLIPSIS;
}

const COLOR: Record<NonNullable<View['tone']>, number> = { info: 0x5865f2, ok: 0x57f287, warn: 0xfee75c, error: 0xed4245 };

export function renderEmbed(view: View): EmbedBuilder {
  const title = truncate(view.title || ' ', LIMITS.title);
  const footer = view.footer ? truncate(view.footer, LIMITS.footer) : undefined;
  let description = view.description ? truncate(view.description, LIMITS.description) : undefined;
  // Discord requires a non-empty name and value.
  let fields = view.fields.slice(0, LIMITS.fields).map((f) => ({
    name: truncate(f.name || '\u200b', LIMITS.fieldName),
    value: truncate(f.value || '\u200b', LIMITS.fieldValue),
    inline: f.inline ?? false,
  }));
  const size = () => [title, description ?? '', footer ?? '', ...fields.flatMap((f) => [f.name, f.value])].reduce((n, s) => n + Array.from(s).length, 0);
  // Over the 6000 total: shorten the description first, then drop trailing fields (the most detailed).
  if (size() > LIMITS.embedTotal && description) {
    description = truncate(description, Math.max(200, Array.from(description).length - (size() - LIMITS.embedTotal)));
  }
  while (size() > LIMITS.embedTotal && fields.length > 0) fields = fields.slice(0, -1);
  const embed = new EmbedBuilder().setTitle(title).setColor(COLOR[view.tone ?? 'info']);
  if (description) embed.setDescription(description);
  if (fields.length) embed.addFields(fields);
  if (footer) embed.setFooter({ text: footer });
  return embed;
}

const STYLE: Record<NonNullable<Action['style']>, ButtonStyle> = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  danger: ButtonStyle.Danger,
};

function buttonRow(session: string, actions: Action[]): ActionRowBuilder<MessageActionRowComponentBuilder> {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    actions.map((a) =>
      new ButtonBuilder()
        .setCustomId(customId(session, a.value))
        .setLabel(truncate(a.label, LIMITS.label))
        .setStyle(STYLE[a.style ?? 'secondary']),
    ),
  );
}

function selectRow(session: string, actions: Action[], index: number): ActionRowBuilder<MessageActionRowComponentBuilder> {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    new StringSelectMenuBuilder()
      .setCustomId(customId(session, `${SELECT_VALUE}${index}`))
      .addOptions(actions.slice(0, LIMITS.selectOptions).map((a) => ({ label: truncate(a.label, LIMITS.selectLabel), value: a.value }))),
  );
}

/**
 * Action rows for a view's actions (plus `extra` adapter buttons such as "Type your own…", placed
 * on the last row when there is room). Duplicate values are dropped: Discord needs unique custom ids.
 */
export function renderComponents(session: string, actions: Action[][], extra: Action[] = []): ActionRowBuilder<MessageActionRowComponentBuilder>[] {
  const seen = new Set<string>();
  const unique = (row: Action[]) =>
    row.filter((a) => {
      if (seen.has(a.value)) return false;
      seen.add(a.value);
      return true;
    });
  let rows = actions.map(unique).filter((r) => r.length > 0);
  const extras = unique(extra);
  const budget = LIMITS.rows - (extras.length > 0 ? 1 : 0);
  if (rows.length > budget) {
    // Too many rows: the surplus choices are folded into one select menu.
    rows = [...rows.slice(0, budget - 1), rows.slice(budget - 1).flat()];
  }
  const built = rows.map((row, i) => (row.length <= LIMITS.buttonsPerRow ? buttonRow(session, row) : selectRow(session, row, i)));
  if (extras.length > 0) {
    const last = rows.at(-1);
    if (last && last.length + extras.length <= LIMITS.buttonsPerRow) {
      built[built.length - 1] = buttonRow(session, [...last, ...extras]);
    } else {
      built.push(buttonRow(session, extras.slice(0, LIMITS.buttonsPerRow)));
    }
  }
  return built;
}

/** The message body (for reply / editReply / update) that shows a view. */
export function renderMessage(view: View, session: string, extra: Action[] = []) {
  return { content: '', embeds: [renderEmbed(view)], components: renderComponents(session, view.actions, extra) };
}

/** The values of a select row, so a select choice maps back to the right action. */
export function isSelectValue(value: string): boolean {
  return value.startsWith(SELECT_VALUE);
}
