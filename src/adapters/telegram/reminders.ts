/**
 * "Remind me to shut it down" on Telegram: the button schedules a reminder in the shared store
 * (`src/store/reminders.ts`), and a loop started with the bot delivers due ones as a reply to the
 * advice. Fire-once across replicas is the store's job (claimOnce), not this module's.
 */
import type { Api } from 'grammy';
import type { Advice } from '../../core/recommend/types.ts';
import { shutdownAfterHours } from '../../core/recommend/workload.ts';
import { scheduleReminder, startReminderLoop, type Reminder, type ReminderLoop } from '../../store/reminders.ts';
import type { Store } from '../../store/index.ts';
import type { Logger } from '../../logger.ts';
import type { BotContext } from './context.ts';
import { saveThread, type Thread } from './threads.ts';
import type { PressOutcome } from './reply.ts';

/** Hours until the reminder (the core's shutdownAfterHours), in whole hours as the confirmation says them. */
export function remindAfterHours(advice: Pick<Advice, 'workload'>): number {
  return Math.max(1, Math.ceil(shutdownAfterHours(advice.workload)));
}

export async function remindFromAdvice(
  ctx: BotContext,
  deps: { store: Pick<Store, 'conversations' | 'reminders' | 'claimOnce'> },
  thread: Thread,
): Promise<PressOutcome> {
  const { chatId, userId } = thread;
  const t = ctx.wc.t;
  const plan = thread.advice?.reminder;
  if (!plan) return { answered: false, text: t('telegram:remind.unavailable') };
  if (thread.reminderId) return { answered: false, text: t('telegram:remind.already') };
  const now = ctx.wc.core().now;
  const messageId = ctx.callbackQuery?.message?.message_id;
  const reminder = await scheduleReminder(
    deps.store,
    {
      id: `telegram:${chatId}:${userId}:${thread.threadId}`,
      platform: 'telegram',
      target: { chatId: String(chatId), userId: String(userId), ...(messageId !== undefined ? { messageId: String(messageId) } : {}) },
      dueAt: new Date(now.getTime() + plan.afterHours * 3_600_000),
      locale: ctx.wc.locale,
      text: t('telegram:remind.due', { what: plan.summary }),
    },
    now,
  );
  await saveThread(deps.store, { ...thread, reminderId: reminder.id });
  return { answered: false, text: t('telegram:remind.set', { hours: plan.afterHours }), alert: true };
}

/** Delivers this bot's due reminders as a reply to the advice they were set on. */
export function startTelegramReminders(
  api: Api,
  options: { store: Pick<Store, 'reminders' | 'claimOnce'>; logger: Logger; now?: () => Date; intervalMs?: number },
): ReminderLoop {
  return startReminderLoop({
    store: options.store,
    now: options.now ?? (() => new Date()),
    platform: 'telegram',
    logger: options.logger,
    ...(options.intervalMs !== undefined ? { intervalMs: options.intervalMs } : {}),
    deliver: async (reminder: Reminder) => {
      const chatId = reminder.target.chatId;
      if (!chatId) throw new Error(`reminder ${reminder.id} has no chat`);
      const messageId = Number(reminder.target.messageId);
      await api.sendMessage(chatId, reminder.text ?? '⏰', {
        ...(Number.isInteger(messageId) ? { reply_parameters: { message_id: messageId, allow_sending_without_reply: true } } : {}),
      });
    },
  });
}
