/**
 * "Remind me to shut it down": reminders stored in keyv, found when due, and fired once.
 *
 * Fire-once across replicas: before delivering, a replica claims `reminder:<id>:<attempt>` with the
 * store's atomic set-if-absent (`Store.claimOnce`: Redis SET NX PX, or one SQLite upsert statement,
 * which is atomic across processes sharing the file). Only the winner delivers. A failed delivery
 * is rescheduled with attempt + 1 — a new claim key — after a backoff, up to `maxAttempts`.
 */
import { z } from 'zod';
import { UserError } from '../core/errors.ts';
import { LOCALES } from '../core/i18n.ts';
import { logger as defaultLogger, type Logger } from '../logger.ts';
import { entries, type Store } from './index.ts';

export const PLATFORMS = ['discord', 'telegram', 'cli'] as const;
export type Platform = (typeof PLATFORMS)[number];

const id = z.string().min(1).max(100);

export const ReminderSchema = z.object({
  id,
  platform: z.enum(PLATFORMS),
  /** Where to deliver: the ids the platform needs (channel/chat, user, guild, message to reply to). */
  target: z
    .object({ chatId: id, channelId: id, userId: id, guildId: id, messageId: id, threadId: id })
    .partial()
    .refine((t) => Object.values(t).some(Boolean), { message: 'a reminder needs at least one target id' }),
  /** ISO instant. */
  dueAt: z.iso.datetime({ offset: true }),
  locale: z.enum(LOCALES),
  text: z.string().max(2000).optional(),
  payload: z.record(z.string(), z.unknown()).optional(),
  attempts: z.number().int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Reminder = z.infer<typeof ReminderSchema>;

export type ReminderInput = Omit<Reminder, 'dueAt' | 'attempts' | 'createdAt'> & { dueAt: Date | string };

/** How long a fired reminder's claim is remembered (longer than any retry schedule). */
const CLAIM_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** A reminder nobody delivered is dropped this long after it was due. */
const KEEP_AFTER_DUE_MS = 7 * 24 * 60 * 60 * 1000;
/** Longest a reminder may be set ahead. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

type ReminderStore = Pick<Store, 'reminders' | 'claimOnce'>;

/** Store a reminder. A time that is not a valid instant in the future (within a year) → UserError 'invalidReminderTime'. */
export async function scheduleReminder(store: ReminderStore, input: ReminderInput, now: Date = new Date()): Promise<Reminder> {
  const due = input.dueAt instanceof Date ? input.dueAt : new Date(input.dueAt);
  if (Number.isNaN(due.getTime()) || due.getTime() <= now.getTime() || due.getTime() - now.getTime() > MAX_AHEAD_MS) {
    throw new UserError('invalidReminderTime', { value: String(input.dueAt) });
  }
  const reminder = ReminderSchema.parse({ ...input, dueAt: due.toISOString(), attempts: 0, createdAt: now.toISOString() });
  await put(store, reminder, now);
  return reminder;
}

async function put(store: ReminderStore, reminder: Reminder, now: Date): Promise<void> {
  const ttl = Date.parse(reminder.dueAt) - now.getTime() + KEEP_AFTER_DUE_MS;
  await store.reminders.set(reminder.id, reminder, Math.max(ttl, 1000));
}

export async function getReminder(store: ReminderStore, reminderId: string): Promise<Reminder | undefined> {
  const parsed = ReminderSchema.safeParse(await store.reminders.get(reminderId));
  return parsed.success ? parsed.data : undefined;
}

export async function cancelReminder(store: ReminderStore, reminderId: string): Promise<boolean> {
  return store.reminders.delete(reminderId);
}

/**
 * Reminders due at `now`, oldest first. Scans the namespace: fine for the few hundred open reminders
 * a team bot has; an index would be needed for millions.
 */
export async function dueReminders(store: ReminderStore, now: Date, log: Logger = defaultLogger): Promise<Reminder[]> {
  const due: Reminder[] = [];
  for (const [key, value] of await entries(store.reminders)) {
    const parsed = ReminderSchema.safeParse(value);
    if (!parsed.success) {
      log.warn({ key, issues: parsed.error.issues }, 'skipping an unreadable reminder');
      continue;
    }
    if (Date.parse(parsed.data.dueAt) <= now.getTime()) due.push(parsed.data);
  }
  return due.sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
}

/**
 * True for exactly one caller per reminder attempt, across processes sharing the store. The due
 * time is part of the claim when given: a snoozed reminder keeps its id and is due again later.
 */
export function claimReminder(store: ReminderStore, reminderId: string, attempt = 0, dueAt?: string): Promise<boolean> {
  return store.claimOnce(`reminder:${reminderId}:${dueAt ? `${dueAt}:` : ''}${attempt}`, CLAIM_TTL_MS);
}

/** Every readable reminder (due or not), soonest first: for listing a chat's open reminders. */
export async function listReminders(store: ReminderStore, log: Logger = defaultLogger): Promise<Reminder[]> {
  const out: Reminder[] = [];
  for (const [key, value] of await entries(store.reminders)) {
    const parsed = ReminderSchema.safeParse(value);
    if (parsed.success) out.push(parsed.data);
    else log.warn({ key }, 'skipping an unreadable reminder');
  }
  return out.sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
}

/** Store a reminder again as it is (a snooze: a new due time, the same id and start). */
export async function rescheduleReminder(store: ReminderStore, reminder: Reminder, dueAt: Date, now: Date): Promise<Reminder> {
  const next = ReminderSchema.parse({ ...reminder, dueAt: dueAt.toISOString(), attempts: 0 });
  await put(store, next, now);
  return next;
}

export interface ReminderLoopOptions {
  store: ReminderStore;
  /** The loop's clock (tests pass a fake one). */
  now: () => Date;
  /** How often to look for due reminders (default 30 s). */
  intervalMs?: number;
  /** Send the reminder; throw to have it retried. */
  deliver: (reminder: Reminder) => Promise<void>;
  /** Only this platform's reminders (each bot delivers its own). */
  platform?: Platform;
  /** Attempts before a reminder is dropped (default 5). */
  maxAttempts?: number;
  /** Delay before the first retry, doubled each time (default 60 s). */
  retryDelayMs?: number;
  logger?: Logger;
  /** Look at once, not only after the first interval: a reminder due while the bot was down fires at start-up. */
  tickOnStart?: boolean;
}

export interface ReminderLoop {
  /** One pass: deliver what is due now. Resolves with the counts. */
  tick(): Promise<{ delivered: number; failed: number }>;
  /** Stop the timer and wait for a pass in progress. */
  stop(): Promise<void>;
}

export function startReminderLoop(options: ReminderLoopOptions): ReminderLoop {
  const { store, now, deliver, platform } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const retryDelayMs = options.retryDelayMs ?? 60_000;
  const log = options.logger ?? defaultLogger;
  let running: Promise<{ delivered: number; failed: number }> | undefined;

  async function pass(): Promise<{ delivered: number; failed: number }> {
    let delivered = 0;
    let failed = 0;
    const at = now();
    for (const reminder of await dueReminders(store, at, log)) {
      if (platform && reminder.platform !== platform) continue;
      if (!(await claimReminder(store, reminder.id, reminder.attempts, reminder.dueAt))) continue;
      // Off the open list before it is posted: a Snooze pressed the moment the post appears stores it
      // again, and this pass must not delete that afterwards. A failed delivery puts it back below.
      await store.reminders.delete(reminder.id);
      try {
        await deliver(reminder);
        delivered += 1;
      } catch (error) {
        failed += 1;
        const attempts = reminder.attempts + 1;
        if (attempts >= maxAttempts) {
          log.error({ err: error, reminder: reminder.id, attempts }, 'reminder dropped after repeated delivery failures');
          continue;
        }
        const retryAt = new Date(at.getTime() + retryDelayMs * 2 ** (attempts - 1));
        log.warn({ err: error, reminder: reminder.id, attempts, retryAt }, 'reminder delivery failed; will retry');
        await put(store, { ...reminder, attempts, dueAt: retryAt.toISOString() }, at);
      }
    }
    return { delivered, failed };
  }

  // Passes never overlap: a slow delivery must not let the next tick claim the following attempt.
  function tick(): Promise<{ delivered: number; failed: number }> {
    running ??= pass().finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => {
    tick().catch((error: unknown) => log.error({ err: error }, 'reminder pass failed'));
  }, options.intervalMs ?? 30_000);
  timer.unref();
  if (options.tickOnStart) tick().catch((error: unknown) => log.error({ err: error }, 'reminder pass failed'));

  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
