/**
 * "Remind me to shut it down", for every platform: one reminder per person per answer, due when the
 * advised run should be over (a job's estimated hours, a service's hours a day, else a working day),
 * in whole hours and at least one. The store delivers it once across replicas (claimOnce).
 */
import type { Catalog } from '../core/catalog/schema.ts';
import type { Locale } from '../core/i18n.ts';
import type { Advice } from '../core/recommend/types.ts';
import { shutdownAfterHours } from '../core/recommend/workload.ts';
import type { Store } from '../store/index.ts';
import { scheduleReminder, type Reminder } from '../store/reminders.ts';
import { reminderClaim, reminderId } from './keys.ts';
import { RECORD_TTL_MS, type SessionRecord } from './records.ts';
import type { Where, Who } from './types.ts';

const HOUR_MS = 3_600_000;

/** What a reminder needs from an advice, kept with the session (the advice itself is not stored). */
export function runPlan(advice: Advice, catalog: Catalog, title: string): NonNullable<SessionRecord['plan']> {
  const rec = advice.recommendation;
  // An id lookup, not the name resolver: the id came from the catalog.
  const name = catalog.gpus.find((g) => g.id === rec.gpu)?.name ?? rec.gpu;
  return { hours: shutdownAfterHours(advice.workload), what: `${name} × ${rec.count}`, title };
}

/** The text of a reminder is worded by the platform that delivers it, from this payload. */
export interface ReminderPayload {
  /** "NVIDIA H100 SXM 80GB × 2" */
  what: string;
  /** The advice's title line. */
  title: string;
}

export type Scheduled = { kind: 'already' } | { kind: 'set'; reminder: Reminder; hours: number; dueAt: Date };

export async function remindFromSession(
  store: Pick<Store, 'reminders' | 'claimOnce'>,
  record: SessionRecord & { plan: NonNullable<SessionRecord['plan']> },
  who: Who,
  where: Where,
  locale: Locale,
  now: Date,
): Promise<Scheduled> {
  const id = reminderId(where.platform, record.id, who.userId);
  // Atomic in the shared store: a double tap, or a tap on another replica, gets "already set".
  if (!(await store.claimOnce(reminderClaim(id), RECORD_TTL_MS))) return { kind: 'already' };
  const hours = Math.max(1, Math.ceil(record.plan.hours));
  const dueAt = new Date(now.getTime() + hours * HOUR_MS);
  const target = {
    userId: who.userId,
    ...(where.chatId ? { chatId: where.chatId } : {}),
    ...(where.channelId ? { channelId: where.channelId } : {}),
    ...(where.guildId ? { guildId: where.guildId } : {}),
    ...(where.messageId ? { messageId: where.messageId } : {}),
  };
  const payload: ReminderPayload = { what: record.plan.what, title: record.plan.title };
  const reminder = await scheduleReminder(store, { id, platform: where.platform, target, dueAt, locale, payload: { ...payload } }, now);
  return { kind: 'set', reminder, hours, dueAt };
}

export function reminderPayload(reminder: Reminder): ReminderPayload {
  const p = reminder.payload ?? {};
  return { what: typeof p.what === 'string' ? p.what : '', title: typeof p.title === 'string' ? p.title : '' };
}
