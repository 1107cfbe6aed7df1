/**
 * The advisory conversation on Telegram: /ask, free-text answers, button presses and /cancel, each
 * one Advisor call; this module shows the Turn that comes back — as a reply to the message being
 * answered, or by editing the message whose button was pressed — and carries out its effects.
 */
import { GrammyError } from 'grammy';
import { translator } from '../../core/i18n.ts';
import type { View } from '../../core/present/view.ts';
import type { Logger } from '../../logger.ts';
import { decodeButton, VIEW_VALUES, type Advisor, type AdviceTab, type Notice, type Turn } from '../../session/index.ts';
import type { BotContext } from './context.ts';
import { chartPictures, type Pictures } from '../../render/attach.ts';
import { CAPTION_LIMIT, replyText, replyWithPicture, sendPicture } from './photo.ts';
import { escapeHtml, renderView, type RenderedMessage } from './render.ts';
import { replyTo, type PressOutcome } from './reply.ts';

export interface FlowDeps {
  advisor: Advisor;
  logger: Logger;
  /** How the advice's charts are drawn (absent: text only). */
  pictures?: Pictures | undefined;
}

export { CAPTION_LIMIT };

/**
 * An answer not ready this soon shows "typing…" meanwhile. Telegram advises the chat action only for
 * a reply that takes noticeable time; most answers come sooner, and one call less each.
 */
export const TYPING_AFTER_MS = 500;

/** Sends "typing…" once the answer is late; `stop()` before the answer is sent (Telegram clears it then). */
function typingIfSlow(ctx: BotContext): () => void {
  const timer = setTimeout(() => void ctx.replyWithChatAction('typing').catch(() => undefined), TYPING_AFTER_MS); // cosmetic; never worth failing for
  return () => clearTimeout(timer);
}

/** `/ask [text]`, or a message addressed to the bot while no question is open: a new conversation. */
export async function beginConversation(ctx: BotContext, deps: FlowDeps, text: string): Promise<void> {
  const stopTyping = typingIfSlow(ctx);
  try {
    await show(ctx, deps, await deps.advisor.begin(ctx.wc.who, ctx.wc.where, text || undefined), 'reply', stopTyping);
  } finally {
    stopTyping();
  }
}

/** Free text from a user: answers their open question, or starts a new conversation. */
export async function answerText(ctx: BotContext, deps: FlowDeps, text: string): Promise<void> {
  await show(ctx, deps, await deps.advisor.input(ctx.wc.who, ctx.wc.where, text), 'reply');
}

/** `/cancel`: the core's own cancel; "nothing to cancel" when no question is open. */
export async function cancelConversation(ctx: BotContext, deps: FlowDeps): Promise<void> {
  const turn = await deps.advisor.cancel(ctx.wc.who, ctx.wc.where);
  if (turn.notice) await ctx.reply(translator(turn.locale)('telegram:ask.nothingToCancel'), replyTo(ctx));
  else await show(ctx, deps, turn, 'reply');
}

/** A button press: always answered with exactly one notice (or silently), never left spinning. */
export async function pressButton(ctx: BotContext, deps: FlowDeps, data: string | undefined): Promise<PressOutcome> {
  const who = decodeButton(data).kind === 'language' ? { ...ctx.wc.who, isAdmin: await ctx.wc.isAdmin() } : ctx.wc.who;
  const turn = await deps.advisor.press(who, ctx.wc.where, data);
  if (turn.notice?.kind === 'languageSet') {
    const confirmation = translator(turn.locale)('telegram:lang.set');
    await ctx.editMessageText(confirmation).catch((error: unknown) => deps.logger.debug({ err: error }, 'telegram: language message not edited'));
    return { answered: false, text: confirmation };
  }
  if (turn.notice) return noticeOutcome(turn.notice, turn);
  await show(ctx, deps, turn, 'edit');
  return { answered: false };
}

function noticeOutcome(notice: Notice, turn: Turn): PressOutcome {
  const t = translator(turn.locale);
  switch (notice.kind) {
    case 'notYours':
      return { answered: false, text: t('telegram:ask.notYours') };
    case 'reminderSet':
      return { answered: false, text: t('telegram:remind.set', { hours: notice.hours }), alert: true };
    case 'reminderAlready':
      return { answered: false, text: t('telegram:remind.already') };
    case 'notAdmin':
      return { answered: false, text: t('errors:notAdmin'), alert: true };
    case 'invalidButton':
      return { answered: false, text: t('errors:invalidButton'), alert: true };
    case 'error':
      return { answered: false, text: notice.text.slice(0, 200), alert: true };
    default:
      return { answered: false, text: t('telegram:ask.expired'), alert: true };
  }
}

/**
 * The math and the alternatives replace the answer in the same message, so they need a way back to it
 * (on Discord they are separate tabs; here the edit would otherwise be a dead end).
 */
function withWayBack(view: View, tab: AdviceTab, locale: Turn['locale']): View {
  if (tab === 'main') return view;
  return { ...view, actions: [...view.actions, [{ value: VIEW_VALUES.main, label: translator(locale)('telegram:nav.back'), style: 'primary' }]] };
}

/** Send or edit the turn's view, then its effects (old buttons taken away); `beforeSend` once it is ready to go. */
async function show(ctx: BotContext, deps: FlowDeps, turn: Turn, mode: 'reply' | 'edit', beforeSend?: () => void): Promise<void> {
  const session = turn.session ?? '';
  const s = turn.show;
  if (s) {
    const view = s.kind === 'tab' ? withWayBack(s.view, s.tab, turn.locale) : s.view;
    const options = s.kind === 'question' && s.hint ? { hint: s.hint } : {};
    const rendered = renderView(view, session, options);
    if (rendered.dropped.length > 0) deps.logger.warn({ dropped: rendered.dropped }, 'telegram: button values too long for callback_data');
    // The advice's cost chart (within its deadline; without it the text goes alone).
    const [picture] = s.kind === 'advice' && s.charts && deps.pictures ? await chartPictures(deps.pictures, [s.charts.cost]) : [];
    beforeSend?.();
    if (mode === 'edit') {
      await edit(ctx, rendered, deps.logger, () => renderView(view, session, { ...options, limit: CAPTION_LIMIT }));
      // An edited message cannot become a photo: the chart follows it, as a reply to it.
      if (picture) await sendPicture(ctx, deps.logger, picture, { caption: escapeHtml(picture.title), parse_mode: 'HTML', ...replyToPressed(ctx) });
    } else {
      const sent = picture ? await replyWithPicture(ctx, deps.logger, rendered, picture) : await replyText(ctx, rendered);
      // The buttons' message: a press on any other message is stale.
      if (turn.session && s.kind !== 'cancelled') await deps.advisor.attach(turn.session, String(sent));
    }
  }
  for (const effect of turn.effects) {
    if (effect.kind === 'retireButtons' && ctx.chat) {
      // Best effort: a message that was deleted or is too old to edit keeps its (now expired) buttons.
      await ctx.api
        .editMessageReplyMarkup(ctx.chat.id, Number(effect.messageId), { reply_markup: { inline_keyboard: [] } })
        .catch((error: unknown) => deps.logger.debug({ err: error }, 'telegram: old buttons not removed'));
    }
  }
}

function replyToPressed(ctx: BotContext): { reply_parameters?: { message_id: number; allow_sending_without_reply: boolean } } {
  const id = ctx.callbackQuery?.message?.message_id;
  return id !== undefined ? { reply_parameters: { message_id: id, allow_sending_without_reply: true } } : {};
}

/**
 * Edits the pressed message in place (no new message per tap). Omitting reply_markup removes stale
 * buttons. An answer sent as a photo's caption is edited as a caption (`asCaption`: within 1024).
 */
async function edit(ctx: BotContext, rendered: RenderedMessage, logger: Logger, asCaption: () => RenderedMessage): Promise<void> {
  try {
    const pressed = ctx.callbackQuery?.message;
    if (pressed && 'photo' in pressed && pressed.photo) {
      const caption = asCaption();
      await ctx.editMessageCaption({ caption: caption.text, parse_mode: caption.parse_mode, ...(caption.reply_markup ? { reply_markup: caption.reply_markup } : {}) });
      return;
    }
    await ctx.editMessageText(rendered.text, { parse_mode: rendered.parse_mode, ...(rendered.reply_markup ? { reply_markup: rendered.reply_markup } : {}) });
  } catch (error) {
    // A double tap re-renders the same text; Telegram refuses that edit, and nothing is wrong.
    if (!(error instanceof GrammyError && /message is not modified/i.test(error.description))) throw error;
    logger.debug('telegram: edit skipped, message not modified');
  }
}
