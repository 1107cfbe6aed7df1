/**
 * "Remind me to shut it down" on Telegram: the button schedules a reminder in the shared store
 * (`src/store/reminders.ts`), and a loop started with the bot delivers due ones as a reply to the
 * advice. Fire-once across replicas is the store's job (claimOnce), not this module's.
 */
import type { Api } from 'grammy';
import type { Advice } from '../../core/recommend/types.ts';
import { scheduleReminder, startReminderLoop, type Reminder, type ReminderLoop } from '../../store/reminders.ts';
import type { Store } from '../../store/index.ts';
import type { Logger } from '../../logger.ts';
import type { BotContext } from './context.ts';
import { saveThread, type Thread } from './threads.ts';
import type { PressOutcome } from './reply.ts';

/** When nothing says how long the machine is needed: one working day, and the confirmation says so. */
export const DEFAULT_REMIND_AFTER_HOURS = 8;

/**
 * Hours until the reminder: a training job's estimated wall-clock time; a service's hours a day when
 * it is not always on; else a working day. Rounded up, at least one hour.
 */
export function remindAfterHours(advice: Pick<Advice, 'request' | 'recommendation'>): number {
  const jobHours = advice.recommendation.estimate.training?.hours;
  const hoursPerDay = advice.request.hoursPerDay;
  const raw = jobHours !== undefined && Number.isFinite(jobHours) && jobHours > 0 ? jobHours : hoursPerDay !== undefined && hoursPerDay > 0 && hoursPerDay < 24 ? hoursPerDay : DEFAULT_REMIND_AFTER_HOURS;
  return Math.max(1, Math.min(Math.ceil(raw), 24 * 365));
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
