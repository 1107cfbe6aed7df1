/**
 * The Discord message for each turn of a conversation: a question with its quick picks (plus
 * "Type your own…", which opens a modal), the advice with its buttons, one of the advice's tabs, or
 * the cancelled notice.
 */
import { ActionRowBuilder, ModalBuilder, TextInputBuilder, TextInputStyle } from 'discord.js';
import { translator, type Locale } from '../../core/i18n.ts';
import type { Action, View } from '../../core/present/view.ts';
import { VIEW_VALUES, type AdviceTab, type AdviceViews, type Shown, type Turn } from '../../session/index.ts';
import { CUSTOM_VALUE, MODAL_INPUT_ID, MODAL_VALUE, customId, renderMessage, truncate } from './render.ts';

export function messageForTurn(show: Shown, session: string, locale: Locale) {
  const t = translator(locale);
  switch (show.kind) {
    case 'question': {
      const view: View = show.hint ? { ...show.view, description: [`⚠️ ${show.hint}`, show.view.description].filter(Boolean).join('\n\n') } : show.view;
      const custom: Action = { value: CUSTOM_VALUE, label: t('discord:custom.button'), style: 'secondary' };
      return renderMessage(view, session, [custom]);
    }
    case 'advice':
      return renderMessage(show.view, session);
    case 'tab':
      return messageForTab(show.views, show.tab, session, locale);
    case 'cancelled':
      return renderMessage({ ...show.view, actions: [] }, session);
  }
}

/** One of the advice's views; the math and alternatives tabs get a way back to the advice. */
export function messageForTab(views: AdviceViews, tab: AdviceTab, session: string, locale: Locale) {
  if (tab === 'main') return renderMessage(views.main, session);
  const back: Action = { value: VIEW_VALUES.main, label: translator(locale)('discord:tabs.advice'), style: 'primary' };
  // The main view's buttons stay available, minus the one for the tab being shown.
  const current = VIEW_VALUES[tab];
  const others = views.main.actions.map((row) => row.filter((a) => a.value !== current));
  return renderMessage({ ...views[tab], actions: [...views[tab].actions, ...others] }, session, [back]);
}

/** The "type your own answer" modal, tied to the conversation through its custom id. */
export function answerModal(session: string, locale: Locale, question?: string): ModalBuilder {
  const t = translator(locale);
  const input = new TextInputBuilder()
    .setCustomId(MODAL_INPUT_ID)
    .setLabel(truncate(question ?? t('discord:custom.label'), 45))
    .setPlaceholder(truncate(t('discord:custom.placeholder'), 100))
    .setStyle(TextInputStyle.Short)
    .setRequired(true)
    .setMaxLength(300);
  return new ModalBuilder()
    .setCustomId(customId(session, MODAL_VALUE))
    .setTitle(truncate(t('discord:custom.title'), 45))
    .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input));
}

/**
 * What a notice says to the one who clicked (always ephemeral), the same for the gateway and the
 * HTTP interactions endpoint; undefined when the turn has something to show instead.
 */
export function noticeContent(turn: Turn): string | undefined {
  const t = translator(turn.locale);
  const notice = turn.notice;
  if (notice?.kind === 'reminderSet') {
    const unix = Math.floor(notice.dueAt.getTime() / 1000);
    // Discord renders <t:…> timestamps in each reader's own time zone and language.
    return t('discord:reminder.scheduled', { when: `<t:${unix}:R> (<t:${unix}:f>)` });
  }
  if (notice?.kind === 'reminderAlready') return t('discord:reminder.already');
  if (notice?.kind === 'invalidButton' || notice?.kind === 'notAdmin') return t(`errors:${notice.kind}`);
  if (notice || !turn.show || !turn.session) return t('discord:expired');
  return undefined;
}
