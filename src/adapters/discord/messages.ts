/**
 * The Discord message for each step of a conversation: a question with its quick picks (plus
 * "Type your own…", which opens a modal), the advice with its buttons, or the cancelled notice.
 */
import { ActionRowBuilder, ModalBuilder, TextInputBuilder, TextInputStyle } from 'discord.js';
import type { Next } from '../../core/conversation/types.ts';
import { translator, type Locale } from '../../core/i18n.ts';
import type { Action, View } from '../../core/present/view.ts';
import { CUSTOM_VALUE, MODAL_INPUT_ID, encodeCustomId } from './custom-id.ts';
import { renderMessage, truncate } from './render.ts';
import type { AdviceViews } from './session.ts';

/** Adapter-side values of the advice's tab buttons (the core's own are `math`, `alts`, `remind`). */
export const ADVICE_VALUE = '!advice';
export const MODAL_VALUE = '!modal';

export type AdviceTab = keyof AdviceViews;

export function messageForNext(next: Next, conversationId: string, locale: Locale) {
  const t = translator(locale);
  if (next.kind === 'question') {
    const view: View = next.question.hint
      ? { ...next.question.view, description: [`⚠️ ${next.question.hint}`, next.question.view.description].filter(Boolean).join('\n\n') }
      : next.question.view;
    const custom: Action = { value: CUSTOM_VALUE, label: t('discord:custom.button'), style: 'secondary' };
    return renderMessage(view, conversationId, [custom]);
  }
  if (next.kind === 'advice') return renderMessage(next.view, conversationId);
  return renderMessage({ ...next.view, actions: [] }, conversationId);
}

/** One of the advice's views; the math and alternatives tabs get a way back to the advice. */
export function messageForTab(views: AdviceViews, tab: AdviceTab, conversationId: string, locale: Locale) {
  if (tab === 'main') return renderMessage(views.main, conversationId);
  const back: Action = { value: ADVICE_VALUE, label: translator(locale)('discord:tabs.advice'), style: 'primary' };
  // The main view's buttons stay available, minus the one for the tab being shown.
  const current = tab === 'math' ? 'math' : 'alts';
  const others = views.main.actions.map((row) => row.filter((a) => a.value !== current));
  return renderMessage({ ...views[tab], actions: [...views[tab].actions, ...others] }, conversationId, [back]);
}

/** The "type your own answer" modal, tied to the conversation through its custom id. */
export function answerModal(conversationId: string, locale: Locale, question?: string): ModalBuilder {
  const t = translator(locale);
  const input = new TextInputBuilder()
    .setCustomId(MODAL_INPUT_ID)
    .setLabel(truncate(question ?? t('discord:custom.label'), 45))
    .setPlaceholder(truncate(t('discord:custom.placeholder'), 100))
    .setStyle(TextInputStyle.Short)
    .setRequired(true)
    .setMaxLength(300);
  return new ModalBuilder()
    .setCustomId(encodeCustomId(conversationId, MODAL_VALUE))
    .setTitle(truncate(t('discord:custom.title'), 45))
    .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input));
}
