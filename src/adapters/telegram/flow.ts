/**
 * The advisory conversation on Telegram: /ask, free-text answers, button presses and /cancel. All
 * decisions are the core's (`start` / `step`); this module stores the state (keyv, keyed by chat +
 * user, so group members each have their own and a restart resumes) and shows the core's Views —
 * as a reply to the message being answered, or by editing the message whose button was pressed.
 */
import { GrammyError } from 'grammy';
import { start, step } from '../../core/conversation/index.ts';
import type { ConversationState, Input, Next } from '../../core/conversation/types.ts';
import type { View } from '../../core/present/view.ts';
import type { Store } from '../../store/index.ts';
import { deleteConversation, loadConversation, saveConversation } from '../../store/conversations.ts';
import type { Logger } from '../../logger.ts';
import type { BotContext } from './context.ts';
import { newThreadId } from './callback-data.ts';
import { renderView, type RenderedMessage } from './render.ts';
import { replyTo, type PressOutcome } from './reply.ts';
import { activeThread, clearActiveThread, conversationKey, deleteThread, loadThread, saveThread, setActiveThread, type Thread } from './threads.ts';
import { remindAfterHours, remindFromAdvice } from './reminders.ts';

export interface FlowDeps {
  store: Pick<Store, 'conversations' | 'reminders' | 'claimOnce'>;
  logger: Logger;
}

/** Button values that switch between the advice's views rather than feed the conversation. */
const VIEW_SWITCH: Record<string, 'main' | 'math' | 'alternatives'> = { math: 'math', alts: 'alternatives', main: 'main' };

/**
 * The math and the alternatives replace the answer in the same message, so they need a way back to it
 * (on Discord they are separate messages; here the edit would otherwise be a dead end).
 */
function withWayBack(ctx: BotContext, view: View, which: 'main' | 'math' | 'alternatives'): View {
  if (which === 'main') return view;
  return { ...view, actions: [...view.actions, [{ value: 'main', label: ctx.wc.t('telegram:nav.back'), style: 'primary' }]] };
}

function ids(ctx: BotContext): { chatId: number; userId: number } {
  const chatId = ctx.chat?.id;
  const userId = ctx.from?.id;
  if (chatId === undefined || userId === undefined) throw new Error('update without chat or user');
  return { chatId, userId };
}

/** `/ask [text]`, or a message addressed to the bot while no question is open: a new conversation. */
export async function beginConversation(ctx: BotContext, deps: FlowDeps, text: string): Promise<void> {
  const { chatId, userId } = ids(ctx);
  await ctx.replyWithChatAction('typing').catch(() => undefined); // cosmetic; never worth failing for
  const previous = await activeThread(deps.store, chatId, userId);
  const result = start(ctx.wc.core(), text || undefined);
  await show(ctx, deps, { threadId: newThreadId(), chatId, userId }, result.state, result.next, 'reply');
  // The superseded question's buttons would only answer "expired" now; take them away.
  if (previous && !previous.advice) await stripButtons(ctx, deps, previous);
}

/**
 * Free text from a user: answers their open question, or starts a new conversation when none is open
 * (finished, cancelled, expired or never started).
 */
export async function answerText(ctx: BotContext, deps: FlowDeps, text: string): Promise<void> {
  const { chatId, userId } = ids(ctx);
  const loaded = await loadConversation(deps.store, conversationKey(chatId, userId), { logger: deps.logger });
  const thread = await activeThread(deps.store, chatId, userId);
  if (loaded.status !== 'active' || loaded.state.done || !loaded.state.pending || !thread) {
    await beginConversation(ctx, deps, text);
    return;
  }
  const result = step(ctx.wc.core(), loaded.state, { kind: 'text', text });
  await show(ctx, deps, thread, result.state, result.next, 'reply');
  // The answered question moved to a new message; its old buttons would only say "expired".
  await stripButtons(ctx, deps, thread);
}

/** `/cancel`: the core's own cancel (it knows what "cancelled" looks like); false when nothing is open. */
export async function cancelConversation(ctx: BotContext, deps: FlowDeps): Promise<boolean> {
  const { chatId, userId } = ids(ctx);
  const loaded = await loadConversation(deps.store, conversationKey(chatId, userId), { logger: deps.logger });
  const thread = await activeThread(deps.store, chatId, userId);
  if (loaded.status !== 'active' || loaded.state.done || !thread) return false;
  const result = step(ctx.wc.core(), loaded.state, { kind: 'text', text: 'cancel' });
  await show(ctx, deps, thread, result.state, result.next, 'reply');
  await stripButtons(ctx, deps, thread);
  return true;
}

/**
 * A press on `wc:<threadId>:<value>`. The advice's own buttons (math, alternatives, remind) work on any
 * answer still on record; question buttons only on the presser's live question. Anything else (a
 * restart lost the state, a newer question replaced it, someone else's question) is answered with a
 * short notice instead of being ignored.
 */
export async function pressButton(ctx: BotContext, deps: FlowDeps, threadId: string, value: string): Promise<PressOutcome> {
  const { chatId, userId } = ids(ctx);
  const t = ctx.wc.t;
  const expired: PressOutcome = { answered: false, text: t('telegram:ask.expired'), alert: true };
  const thread = await loadThread(deps.store, threadId);
  if (!thread || thread.chatId !== chatId || thread.messageId !== ctx.callbackQuery?.message?.message_id) return expired;
  if (thread.userId !== userId) return { answered: false, text: t('telegram:ask.notYours') };

  // Own keys only: callback data is client input, and "toString" is on every object.
  const switchTo = Object.hasOwn(VIEW_SWITCH, value) ? VIEW_SWITCH[value] : undefined;
  if (thread.advice && switchTo) {
    await edit(ctx, renderView(withWayBack(ctx, thread.advice[switchTo], switchTo), thread.threadId), deps.logger);
    return { answered: false };
  }
  if (thread.advice && value === 'remind') return remindFromAdvice(ctx, deps, thread);

  const active = await activeThread(deps.store, chatId, userId);
  const loaded = await loadConversation(deps.store, conversationKey(chatId, userId), { logger: deps.logger });
  if (active?.threadId !== threadId || loaded.status !== 'active') return expired;
  const result = step(ctx.wc.core(), loaded.state, { kind: 'choice', value } satisfies Input);
  await show(ctx, deps, thread, result.state, result.next, 'edit');
  return { answered: false };
}

/** Render `next`, send or edit it, then store state and thread so the next input finds them. */
async function show(ctx: BotContext, deps: FlowDeps, thread: Thread, state: ConversationState, next: Next, mode: 'reply' | 'edit'): Promise<void> {
  const base: Thread = { threadId: thread.threadId, chatId: thread.chatId, userId: thread.userId };
  let rendered: RenderedMessage;
  let nextThread: Thread = base;
  switch (next.kind) {
    case 'question':
      rendered = renderView(next.question.view, thread.threadId, next.question.hint ? { hint: next.question.hint } : {});
      break;
    case 'advice':
      rendered = renderView(next.view, thread.threadId);
      nextThread = {
        ...base,
        advice: {
          main: next.view,
          math: next.math,
          alternatives: next.alternatives,
          reminder: { afterHours: remindAfterHours(next.advice), summary: next.view.title },
        },
      };
      break;
    case 'cancelled':
      rendered = renderView(next.view, thread.threadId);
      break;
  }
  if (rendered.dropped.length > 0) deps.logger.warn({ dropped: rendered.dropped }, 'telegram: button values too long for callback_data');

  const messageId = mode === 'edit' ? await edit(ctx, rendered, deps.logger) : await reply(ctx, rendered);
  const { chatId, userId } = thread;
  const key = conversationKey(chatId, userId);
  if (next.kind === 'cancelled') {
    await Promise.all([deleteConversation(deps.store, key), clearActiveThread(deps.store, chatId, userId), deleteThread(deps.store, thread.threadId)]);
    return;
  }
  await saveConversation(deps.store, key, state);
  await saveThread(deps.store, { ...nextThread, ...(messageId !== undefined ? { messageId } : {}) });
  await setActiveThread(deps.store, chatId, userId, thread.threadId);
}

async function reply(ctx: BotContext, rendered: RenderedMessage): Promise<number> {
  const sent = await ctx.reply(rendered.text, {
    parse_mode: rendered.parse_mode,
    ...(rendered.reply_markup ? { reply_markup: rendered.reply_markup } : {}),
    ...replyTo(ctx),
  });
  return sent.message_id;
}

/** Edits the pressed message in place (no new message per tap). Omitting reply_markup removes stale buttons. */
export async function edit(ctx: BotContext, rendered: RenderedMessage, logger: Logger): Promise<number | undefined> {
  try {
    await ctx.editMessageText(rendered.text, { parse_mode: rendered.parse_mode, ...(rendered.reply_markup ? { reply_markup: rendered.reply_markup } : {}) });
  } catch (error) {
    // A double tap re-renders the same text; Telegram refuses that edit, and nothing is wrong.
    if (!(error instanceof GrammyError && /message is not modified/i.test(error.description))) throw error;
    logger.debug('telegram: edit skipped, message not modified');
  }
  return ctx.callbackQuery?.message?.message_id;
}

/** Best effort: a message that was deleted or is too old to edit keeps its (now expired) buttons. */
async function stripButtons(ctx: BotContext, deps: FlowDeps, old: Thread): Promise<void> {
  if (old.messageId === undefined) return;
  await ctx.api
    .editMessageReplyMarkup(old.chatId, old.messageId, { reply_markup: { inline_keyboard: [] } })
    .catch((error: unknown) => deps.logger.debug({ err: error }, 'telegram: old buttons not removed'));
}
