/** `/reminders`: a chat's open reminders as every platform lists them, each with a cancel button. */
import { translator, type Locale } from '../core/i18n.ts';
import { formatMoney, formatNumber } from '../core/present/format.ts';
import type { Reminder } from '../store/reminders.ts';
import { reminderButton, reminderPayload, runUp } from './reminders.ts';
import type { Where } from './types.ts';

export interface OpenReminder {
  id: string;
  userId?: string;
  dueAt: Date;
  /** "NVIDIA A100 SXM4 80GB × 4 · due 2026-12-01 17:00 UTC · running 3.0 h, about ¥…" */
  text: string;
  cancel: { label: string; data: string };
}

/** A reminder belongs to the chat (Telegram, terminal) or channel (Discord) it was set in. */
export function samePlace(reminder: Reminder, where: Where): boolean {
  const t = reminder.target;
  if (where.chatId) return t.chatId === where.chatId;
  if (where.channelId) return t.channelId === where.channelId;
  return false;
}

export function openReminder(reminder: Reminder, locale: Locale, now: Date): OpenReminder {
  const t = translator(locale);
  const p = reminderPayload(reminder);
  const ran = runUp(p, now);
  const parts = [
    p.what || t('team:remind.yourMachines'),
    t('team:remind.dueAt', { due: reminder.dueAt.slice(0, 16).replace('T', ' ') + ' UTC' }),
    ran.cost
      ? t('team:remind.runningCost', { hours: formatNumber(locale, ran.hours, 1), total: formatMoney(locale, ran.cost.amount, ran.cost.currency) })
      : t('team:remind.running', { hours: formatNumber(locale, ran.hours, 1) }),
  ];
  return {
    id: reminder.id,
    ...(reminder.target.userId ? { userId: reminder.target.userId } : {}),
    dueAt: new Date(reminder.dueAt),
    text: parts.join(' · '),
    cancel: { label: t('team:remind.cancel'), data: reminderButton('x', reminder.id) },
  };
}
