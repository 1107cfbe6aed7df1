/**
 * `/settings` on Telegram: the session's settings panel as an HTML message with an inline keyboard
 * (admins only get the keyboard), `/settings budget 3000`-style shortcuts, and presses on the
 * keyboard (`wcs:<field>=<value>`), each one Advisor call. Admin status comes from getChatMember.
 */
import { InlineKeyboard } from 'grammy';
import { translator } from '../../core/i18n.ts';
import { controlPatch, parseSettingsCommand, readSettingsButton, settingsButton, toggled, type Advisor, type SettingsPanel, type SettingsTurn } from '../../session/index.ts';
import type { BotContext } from './context.ts';
import { escapeHtml, MAX_BUTTONS_PER_ROW } from './render.ts';
import { replyTo, type PressOutcome } from './reply.ts';

export function panelHtml(panel: SettingsPanel, note?: string): string {
  return [
    `<b>${escapeHtml(panel.title)}</b>`,
    ...(note ? [escapeHtml(note)] : []),
    panel.lines.map((l) => `• ${escapeHtml(l.label)}: <b>${escapeHtml(l.value)}</b>`).join('\n'),
    `<i>${escapeHtml(panel.footer)}</i>`,
  ].join('\n\n');
}

/** Choice controls as rows of buttons (✓ on the current one); regions toggle. Providers and numbers are typed. */
export function panelKeyboard(panel: SettingsPanel): InlineKeyboard | undefined {
  const rows: ReturnType<typeof InlineKeyboard.text>[][] = [];
  for (const control of panel.controls) {
    if (control.kind === 'number' || control.field === 'providers') continue;
    const buttons = control.options.map((o) => {
      const value = control.kind === 'multi' ? toggled(control.options, o.value).join(',') || 'all' : o.value;
      return InlineKeyboard.text(`${o.selected ? '✓ ' : ''}${o.label}`, settingsButton(control.field, value));
    });
    for (let i = 0; i < buttons.length; i += MAX_BUTTONS_PER_ROW) rows.push(buttons.slice(i, i + MAX_BUTTONS_PER_ROW));
  }
  return rows.length > 0 ? InlineKeyboard.from(rows) : undefined;
}

function changedNote(turn: SettingsTurn): string | undefined {
  if (!turn.changed || !turn.panel) return undefined;
  const line = turn.panel.lines.find((l) => l.field === turn.changed);
  return line ? translator(turn.locale)('team:settings.changed', { field: line.label, value: line.value }) : undefined;
}

/** `/settings` shows; `/settings budget 3000` changes (admins) and shows. */
export async function settingsCommand(ctx: BotContext, advisor: Advisor, text: string): Promise<void> {
  const command = parseSettingsCommand(text);
  const who = { ...ctx.wc.who, isAdmin: await ctx.wc.isAdmin() };
  const turn = await advisor.changeSetting(who, ctx.wc.where, command);
  const t = translator(turn.locale);
  if (turn.notice?.kind === 'notAdmin' || !turn.panel) {
    await ctx.reply(t('errors:notAdmin'), replyTo(ctx));
    return;
  }
  const keyboard = panelKeyboard(turn.panel);
  await ctx.reply(panelHtml(turn.panel, changedNote(turn)), { parse_mode: 'HTML', ...(keyboard ? { reply_markup: keyboard } : {}), ...replyTo(ctx) });
}

/** A press on the settings keyboard: changed (admins) and the panel edited in place; else refused. */
export async function settingsPress(ctx: BotContext, advisor: Advisor, data: string): Promise<PressOutcome> {
  const button = readSettingsButton(data);
  if (!button) return { answered: false };
  const who = { ...ctx.wc.who, isAdmin: await ctx.wc.isAdmin() };
  const values = button.value === 'all' ? [] : button.value.split(',');
  const patch = controlPatch(button.field, values);
  const turn = await advisor.changeSetting(who, ctx.wc.where, { kind: 'change', field: button.field, patch });
  const t = translator(turn.locale);
  if (turn.notice?.kind === 'notAdmin' || !turn.panel) return { answered: false, text: t('errors:notAdmin'), alert: true };
  const keyboard = panelKeyboard(turn.panel);
  await ctx.editMessageText(panelHtml(turn.panel, changedNote(turn)), { parse_mode: 'HTML', ...(keyboard ? { reply_markup: keyboard } : {}) }).catch(() => undefined);
  return { answered: false, text: changedNote(turn) ?? '' };
}
