/**
 * Shut-down reminders, for every platform. Set from an advice ("Remind me to shut it down": due
 * when the advised run should be over) or by command (`/remind 8h a100 x4`); delivered in the same
 * chat or channel, mentioning the person, with what the machines cost an hour and what they have
 * run up since the start; Snooze 1 h / 4 h and "done, it's off" on the delivered message. The store
 * fires each one once across replicas (claimOnce); a reminder due while the bot was down fires at
 * start-up, marked late.
 */
import { randomBytes } from 'node:crypto';
import type { Catalog } from '../core/catalog/schema.ts';
import { findGpu, suggestGpus } from '../core/catalog/resolve.ts';
import { UserError } from '../core/errors.ts';
import { translator, type Locale } from '../core/i18n.ts';
import { formatMoney, formatNumber } from '../core/present/format.ts';
import { teamCurrency, type Advice, type Settings } from '../core/recommend/types.ts';
import { shutdownAfterHours } from '../core/recommend/workload.ts';
import type { Store } from '../store/index.ts';
import { scheduleReminder, type Reminder } from '../store/reminders.ts';
import { cardPrices } from './card-price.ts';
import { commandReminderId, reminderClaim, reminderId } from './keys.ts';
import { RECORD_TTL_MS, type SessionRecord } from './records.ts';
import type { Where, Who } from './types.ts';

const HOUR_MS = 3_600_000;
/** A reminder delivered more than this after its time was due while the bot was down: said so. */
export const LATE_AFTER_MS = 2 * 60_000;
/** Longest a reminder may be set ahead by command. */
const MAX_COMMAND_HOURS = 24 * 30;

type Money = { amount: number; currency: 'CNY' | 'USD' };

/** What a reminder needs from an advice, kept with the session (the advice itself is not stored). */
export function runPlan(advice: Advice, catalog: Catalog, title: string): NonNullable<SessionRecord['plan']> {
  const rec = advice.recommendation;
  // An id lookup, not the name resolver: the id came from the catalog.
  const name = catalog.gpus.find((g) => g.id === rec.gpu)?.name ?? rec.gpu;
  const perHour = rec.cost.perHour;
  return { hours: shutdownAfterHours(advice.workload), what: `${name} × ${rec.count}`, title, perHour: { amount: perHour.amount, currency: perHour.currency } };
}

/** The text of a reminder is worded at delivery from this payload. */
export interface ReminderPayload {
  /** "NVIDIA H100 SXM 80GB × 2" ('' when the command named no card). */
  what: string;
  /** The advice's title line ('' for a command reminder). */
  title: string;
  /** What the machines cost an hour, in the team's currency, when known. */
  perHour?: Money;
  /** Where the hourly price came from (a command reminder quotes the cheapest allowed offer). */
  price?: { provider: string; asOf: string };
  /** When the machines started (the reminder's creation): the run-up counts from here, across snoozes. */
  startedAt: string;
}

export type Scheduled = { kind: 'already' } | { kind: 'set'; reminder: Reminder; hours: number; dueAt: Date };

function targetOf(who: Who, where: Where): Reminder['target'] {
  return {
    userId: who.userId,
    ...(where.chatId ? { chatId: where.chatId } : {}),
    ...(where.channelId ? { channelId: where.channelId } : {}),
    ...(where.guildId ? { guildId: where.guildId } : {}),
    ...(where.messageId ? { messageId: where.messageId } : {}),
  };
}

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
  const payload: ReminderPayload = {
    what: record.plan.what,
    title: record.plan.title,
    ...(record.plan.perHour ? { perHour: record.plan.perHour } : {}),
    startedAt: now.toISOString(),
  };
  const reminder = await scheduleReminder(store, { id, platform: where.platform, target: targetOf(who, where), dueAt, locale, payload: { ...payload } }, now);
  return { kind: 'set', reminder, hours, dueAt };
}

// ── by command ─────────────────────────────────────────────────────────────────────────────────

export interface RemindRequest {
  hours: number;
  gpu?: { id: string; name: string };
  count: number;
}

const UNIT_HOURS: [RegExp, number][] = [
  [/^(?:h|hr|hrs|hour|hours|小时|个小时|时)$/i, 1],
  [/^(?:m|min|mins|minute|minutes|分钟|分)$/i, 1 / 60],
  [/^(?:d|day|days|天)$/i, 24],
];

/** "8h", "90m", "1.5 hours", "2d", "8小时": hours; undefined when it is not a duration. */
export function readDuration(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*([a-z\u4e00-\u9fff]+)$/i.exec(text.trim());
  if (!m) return undefined;
  const unit = UNIT_HOURS.find(([re]) => re.test(m[2]!));
  return unit ? Number(m[1]) * unit[1] : undefined;
}

/**
 * `8h a100 x4`, `90m`, `2d 4090`, `8小时 4张 A100`: the delay first, then optionally the card and
 * how many. An unreadable delay → UserError 'team.remindUsage'; an unknown card → 'unknownGpu'.
 */
export function parseRemind(text: string, catalog: Catalog): RemindRequest {
  const trimmed = text.trim();
  // The delay: "8h", "8 h", "1.5 hours", or Chinese run together with what follows ("8小时4张A100").
  const m = /^(\d+(?:\.\d+)?)\s*(个小时|小时|分钟|天|[a-z]+)?/i.exec(trimmed);
  const hours = m ? readDuration(`${m[1]}${m[2] ?? ''}`) : undefined;
  if (!m || hours === undefined || hours <= 0 || hours > MAX_COMMAND_HOURS) throw new UserError('team.remindUsage', { value: trimmed.split(/\s+/)[0] ?? '' });
  let rest = trimmed.slice(m[0].length).trim();
  let count = 1;
  // "x4", "×4", "4x", "4张", "4 卡" — before or after the card's name.
  const counted = /(?:^|\s)[x×*]\s*(\d{1,4})(?=\s|$)|(?:^|\s)(\d{1,4})\s*(?:[x×*]|张|卡|块)(?=\s|$|[^\d])|[x×*](\d{1,4})$/i.exec(rest);
  if (counted) {
    count = Math.max(1, Number(counted[1] ?? counted[2] ?? counted[3]));
    rest = (rest.slice(0, counted.index) + ' ' + rest.slice(counted.index + counted[0].length)).trim();
  }
  if (!rest) return { hours, count };
  const gpu = findGpu(catalog, rest);
  if (!gpu) throw new UserError('unknownGpu', { name: rest, suggestions: suggestGpus(catalog, rest, 3).map((g) => g.name).join(', ') || '—' });
  return { hours, gpu: { id: gpu.id, name: gpu.name }, count };
}

export async function remindByCommand(
  store: Pick<Store, 'reminders' | 'claimOnce'>,
  request: RemindRequest,
  ctx: { catalog: Catalog; settings: Settings; locale: Locale; now: Date },
  who: Who,
  where: Where,
): Promise<{ reminder: Reminder; dueAt: Date; hours: number }> {
  const id = commandReminderId(where.platform, randomBytes(5).toString('hex'), who.userId);
  const currency = teamCurrency(ctx);
  // The cheapest offer the team allows: what an hour of these machines costs at least.
  const price = request.gpu ? cardPrices(ctx.catalog, request.gpu.id, ctx.settings, currency)[0] : undefined;
  const payload: ReminderPayload = {
    what: request.gpu ? `${request.gpu.name} × ${request.count}` : '',
    title: '',
    ...(price ? { perHour: { amount: price.perGpuHour.amount * request.count, currency }, price: { provider: price.providerName, asOf: price.asOf } } : {}),
    startedAt: ctx.now.toISOString(),
  };
  const dueAt = new Date(ctx.now.getTime() + request.hours * HOUR_MS);
  const reminder = await scheduleReminder(store, { id, platform: where.platform, target: targetOf(who, where), dueAt, locale: ctx.locale, payload: { ...payload } }, ctx.now);
  return { reminder, dueAt, hours: request.hours };
}

export function reminderPayload(reminder: Reminder): ReminderPayload {
  const p = reminder.payload ?? {};
  const perHour = p.perHour as Money | undefined;
  const price = p.price as ReminderPayload['price'] | undefined;
  return {
    what: typeof p.what === 'string' ? p.what : '',
    title: typeof p.title === 'string' ? p.title : '',
    ...(perHour && typeof perHour.amount === 'number' && (perHour.currency === 'CNY' || perHour.currency === 'USD') ? { perHour } : {}),
    ...(price && typeof price.provider === 'string' ? { price } : {}),
    startedAt: typeof p.startedAt === 'string' ? p.startedAt : reminder.createdAt,
  };
}

// ── delivery and its buttons ───────────────────────────────────────────────────────────────────

export const REMINDER_ACTIONS = ['s1', 's4', 'done', 'x'] as const;
export type ReminderAction = (typeof REMINDER_ACTIONS)[number];

/** `wr:<action>:<reminder id>` (≤ 64 bytes for Telegram: ids are short). */
export function reminderButton(action: ReminderAction, id: string): string {
  return `wr:${action}:${id}`;
}

export function readReminderButton(data: string | null | undefined): { action: ReminderAction; id: string } | undefined {
  const m = /^wr:([a-z0-9]+):([\w:-]{1,100})$/.exec(data ?? '');
  const action = m?.[1] as ReminderAction | undefined;
  return action && REMINDER_ACTIONS.includes(action) ? { action, id: m![2]! } : undefined;
}

/** A due reminder as every platform words it; the adapter adds its own mention of `userId`. */
export interface DueMessage {
  locale: Locale;
  userId?: string;
  text: string;
  late: boolean;
  buttons: { label: string; data: string }[];
}

/** Hours since the start and the run-up at the hourly price ("8.0 h · about ¥126.40 so far"). */
export function runUp(payload: ReminderPayload, now: Date): { hours: number; cost?: Money } {
  const hours = Math.max(0, (now.getTime() - Date.parse(payload.startedAt)) / HOUR_MS);
  return { hours, ...(payload.perHour ? { cost: { amount: payload.perHour.amount * hours, currency: payload.perHour.currency } } : {}) };
}

export function dueMessage(reminder: Reminder, now: Date): DueMessage {
  const t = translator(reminder.locale);
  const locale = reminder.locale;
  const p = reminderPayload(reminder);
  const late = now.getTime() - Date.parse(reminder.dueAt) > LATE_AFTER_MS;
  const ran = runUp(p, now);
  const lines = [
    t('team:remind.due', { what: p.what || t('team:remind.yourMachines') }),
    ...(p.title ? [t('team:remind.forAnswer', { title: p.title })] : []),
    p.perHour && ran.cost
      ? t('team:remind.cost', { perHour: formatMoney(locale, p.perHour.amount, p.perHour.currency), hours: formatNumber(locale, ran.hours, 1), total: formatMoney(locale, ran.cost.amount, ran.cost.currency) })
      : t('team:remind.noCost', { hours: formatNumber(locale, ran.hours, 1) }),
    ...(p.price ? [t('team:remind.priceFrom', { provider: p.price.provider, asOf: p.price.asOf })] : []),
    ...(late ? [t('team:remind.late', { due: reminder.dueAt.slice(0, 16).replace('T', ' ') + ' UTC' })] : []),
  ];
  return {
    locale,
    ...(reminder.target.userId ? { userId: reminder.target.userId } : {}),
    text: lines.join('\n'),
    late,
    buttons: [
      { label: t('team:remind.snooze1'), data: reminderButton('s1', reminder.id) },
      { label: t('team:remind.snooze4'), data: reminderButton('s4', reminder.id) },
      { label: t('team:remind.done'), data: reminderButton('done', reminder.id) },
    ],
  };
}
