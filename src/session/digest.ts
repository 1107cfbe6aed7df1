/**
 * The daily spending digest, opt-in per chat (`/gpu digest on 09:00 Asia/Shanghai`, `/digest …`): at
 * that local time each day (an IANA zone through Intl, so daylight-saving changes move the instant,
 * not the wall-clock time) the chat gets its open reminders and what each has run up since its start
 * (the reminder's price per hour, which already counts the cards, × the hours). Nothing is posted
 * when nothing is open.
 *
 * Exactly once across replicas, like reminders: a replica posts a chat's digest of one local date
 * only after winning the store's claim `digest:<chat>:<date>:<attempt>` (with expiry). Each pass
 * looks at the latest occurrence at or before now, so a digest missed while every bot was down is
 * posted once at start-up, marked late — never a backlog of days.
 */
import { UserError } from '../core/errors.ts';
import { translator, type Locale } from '../core/i18n.ts';
import { formatMoney } from '../core/present/format.ts';
import type { Logger } from '../logger.ts';
import type { Store } from '../store/index.ts';
import { getDigest, listDigests, saveDigest, type Digest } from '../store/digests.ts';
import { listReminders, type Reminder } from '../store/reminders.ts';
import { openReminder, samePlace } from './reminder-list.ts';
import { LATE_AFTER_MS, reminderPayload, runUp } from './reminders.ts';
import type { Platform, Where, Who } from './types.ts';

const DAY_MS = 24 * 3_600_000;
/** A claim outlives any restart that could still post the same date. */
const CLAIM_TTL_MS = 3 * DAY_MS;
/** Posts of one date that failed this often are given up (the next day tries again). */
const MAX_ATTEMPTS = 3;
export const DEFAULT_ZONE = 'UTC';

// ── time zones ────────────────────────────────────────────────────────────────────────────────

export interface LocalDate {
  y: number;
  m: number;
  d: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall clock in `zone` at instant `t`. */
export function wallClock(t: number, zone: string): LocalDate & { h: number; min: number; s: number } {
  const parts = Object.fromEntries(formatter(zone).formatToParts(new Date(t)).map((p) => [p.type, p.value]));
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day), h: Number(parts.hour) % 24, min: Number(parts.minute), s: Number(parts.second) };
}

/** How far `zone`'s wall clock is ahead of UTC at instant `t`, in ms. */
function offsetAt(t: number, zone: string): number {
  const w = wallClock(t, zone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(t / 1000) * 1000;
}

/**
 * The instant of wall-clock `hh:mm` on `date` in `zone`. A time skipped by a spring-forward change
 * comes out an hour later (when the clocks show it again); a repeated one is its first occurrence.
 */
export function zonedInstant(date: LocalDate, hh: number, mm: number, zone: string): Date {
  const wall = Date.UTC(date.y, date.m - 1, date.d, hh, mm);
  // The zone's offsets half a day either side cover any change that day (they are equal on most days).
  const before = offsetAt(wall - DAY_MS / 2, zone);
  const after = offsetAt(wall + DAY_MS / 2, zone);
  const fits = [wall - before, wall - after].filter((t) => offsetAt(t, zone) === wall - t);
  // Two readings (fall back): the earlier; none (spring forward): the reading with the old offset, an hour on.
  return new Date(fits.length > 0 ? Math.min(...fits) : wall - before);
}

const iso = (d: LocalDate) => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;

/** The latest daily occurrence of `time` in `zone` at or before `now`, with its local date. */
export function lastOccurrence(now: Date, time: string, zone: string): { at: Date; date: string } {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const today = wallClock(now.getTime(), zone);
  const at = zonedInstant(today, hh, mm, zone);
  if (at.getTime() <= now.getTime()) return { at, date: iso(today) };
  const y = new Date(Date.UTC(today.y, today.m - 1, today.d - 1));
  const yesterday = { y: y.getUTCFullYear(), m: y.getUTCMonth() + 1, d: y.getUTCDate() };
  return { at: zonedInstant(yesterday, hh, mm, zone), date: iso(yesterday) };
}

/** The next occurrence after `now` (for "next digest: …"). */
export function nextOccurrence(now: Date, time: string, zone: string): Date {
  const last = lastOccurrence(now, time, zone);
  // A day later on the wall clock, found from an instant safely inside the next local day.
  return lastOccurrence(new Date(last.at.getTime() + DAY_MS + 3 * 3_600_000), time, zone).at;
}

/** The canonical IANA name of a zone Intl knows ("asia/shanghai" → "Asia/Shanghai"), else undefined. */
export function canonicalZone(text: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

// ── the command ───────────────────────────────────────────────────────────────────────────────

export type DigestCommand = { kind: 'show' } | { kind: 'off' } | { kind: 'on'; time?: string; zone?: string };

const ON = /^(?:on|enable|开|开启|打开)$/i;
const OFF = /^(?:off|disable|stop|关|关闭)$/i;

/** "", "off", "on 09:00 Asia/Shanghai", "on 9:30", "开 09:00 Asia/Shanghai"; anything else → UserError. */
export function parseDigest(text: string): DigestCommand {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { kind: 'show' };
  const [first, ...rest] = words as [string, ...string[]];
  if (OFF.test(first) && rest.length === 0) return { kind: 'off' };
  if (!ON.test(first) || rest.length > 2) throw new UserError('team.digestUsage', { value: text.trim() });
  let time: string | undefined;
  let zone: string | undefined;
  for (const word of rest) {
    const clock = /^(\d{1,2})[:：](\d{2})$/.exec(word);
    if (clock && time === undefined) {
      const [h, m] = [Number(clock[1]), Number(clock[2])];
      if (h > 23 || m > 59) throw new UserError('team.digestTime', { value: word });
      time = `${String(h).padStart(2, '0')}:${clock[2]}`;
      continue;
    }
    if (/^\d/.test(word)) throw new UserError('team.digestTime', { value: word });
    zone = canonicalZone(word);
    if (!zone) throw new UserError('team.digestZone', { value: word });
  }
  return { kind: 'on', ...(time ? { time } : {}), ...(zone ? { zone } : {}) };
}

export const digestId = (where: Where): string => `${where.platform}:${where.chatId ?? where.channelId ?? where.scope}`;

/** When no time was given the first time: the morning, in the zone given (else UTC). */
const DEFAULT_TIME = '09:00';

/** The chat's digest after `command` (admins only in a group); the reply in `locale`. */
export async function changeDigest(
  store: Pick<Store, 'digests'>,
  command: DigestCommand,
  ctx: { who: Who; where: Where; locale: Locale; now: Date },
): Promise<DigestReply> {
  const t = translator(ctx.locale);
  const id = digestId(ctx.where);
  const current = await getDigest(store, id);
  if (command.kind === 'show') return { text: describeDigest(current, ctx.locale, ctx.now), changed: false };
  if (ctx.where.shared && !ctx.who.isAdmin) return { text: t('errors:notAdmin'), changed: false, refused: true };
  if (command.kind === 'off') {
    if (current?.enabled) await saveDigest(store, { ...current, enabled: false });
    return { text: t('team:digest.off'), changed: true };
  }
  const { where } = ctx;
  const digest = await saveDigest(store, {
    id,
    platform: where.platform,
    scope: where.scope,
    target: { ...(where.chatId ? { chatId: where.chatId } : {}), ...(where.channelId ? { channelId: where.channelId } : {}), ...(where.guildId ? { guildId: where.guildId } : {}) },
    enabled: true,
    time: command.time ?? current?.time ?? DEFAULT_TIME,
    zone: command.zone ?? current?.zone ?? DEFAULT_ZONE,
    locale: ctx.locale,
    enabledAt: ctx.now.toISOString(),
    enabledBy: ctx.who.userId,
  });
  return { text: t('team:digest.on', scheduleText(digest, ctx.locale, ctx.now)), changed: true };
}

/** What `/digest …` answers: the text, whether the chat's digest changed, or that a non-admin was refused. */
export interface DigestReply {
  text: string;
  changed: boolean;
  refused?: boolean;
}

/** IANA zones for autocomplete: those containing `partial` (any case), UTC first when it matches. */
export function suggestZones(partial: string, max: number): string[] {
  const needle = partial.trim().toLowerCase().replace(/\s+/g, '_');
  const zones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')];
  return zones.filter((z) => z.toLowerCase().includes(needle)).slice(0, max);
}

function scheduleText(digest: Digest, locale: Locale, now: Date): { time: string; zone: string; next: string } {
  const next = nextOccurrence(new Date(Math.max(now.getTime(), Date.parse(digest.enabledAt)) - 1), digest.time, digest.zone);
  const shown = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', { timeZone: digest.zone, dateStyle: 'medium', timeStyle: 'short' }).format(next);
  return { time: digest.time, zone: digest.zone, next: `${shown} (${next.toISOString().slice(0, 16).replace('T', ' ')} UTC)` };
}

export function describeDigest(digest: Digest | undefined, locale: Locale, now: Date): string {
  const t = translator(locale);
  if (!digest?.enabled) return t('team:digest.stateOff');
  return t('team:digest.stateOn', scheduleText(digest, locale, now));
}

// ── the message ───────────────────────────────────────────────────────────────────────────────

/** What a digest says; the adapter lays it out (each line may name its reminder's owner). */
export interface DigestMessage {
  locale: Locale;
  title: string;
  items: { userId?: string; text: string }[];
  /** "In all about ¥1,234.00 so far" (per currency), when any reminder has a price. */
  total?: string;
  /** Posted late: every bot was down at the digest's time. */
  late?: string;
  /** Everything as plain text, one item per line. */
  text: string;
}

export function digestMessage(digest: Digest, reminders: Reminder[], occurrence: { at: Date; date: string }, now: Date): DigestMessage | undefined {
  if (reminders.length === 0) return undefined;
  const locale = digest.locale;
  const t = translator(locale);
  const items = reminders.map((r) => {
    const open = openReminder(r, locale, now);
    return { ...(open.userId ? { userId: open.userId } : {}), text: open.text };
  });
  const sums = new Map<'CNY' | 'USD', number>();
  for (const r of reminders) {
    const cost = runUp(reminderPayload(r), now).cost;
    if (cost) sums.set(cost.currency, (sums.get(cost.currency) ?? 0) + cost.amount);
  }
  const total = sums.size > 0 ? t('team:digest.total', { total: [...sums].map(([currency, amount]) => formatMoney(locale, amount, currency)).join(' + ') }) : undefined;
  const late = now.getTime() - occurrence.at.getTime() > LATE_AFTER_MS ? t('team:digest.late', { due: `${digest.time} ${digest.zone}` }) : undefined;
  const title = t('team:digest.title', { date: occurrence.date, count: reminders.length });
  const text = [title, ...items.map((i) => `• ${i.text}`), ...(total ? [total] : []), ...(late ? [late] : [])].join('\n');
  return { locale, title, items, ...(total ? { total } : {}), ...(late ? { late } : {}), text };
}

// ── the loop ──────────────────────────────────────────────────────────────────────────────────

export interface DigestLoopOptions {
  store: Pick<Store, 'digests' | 'reminders' | 'claimOnce'>;
  now: () => Date;
  platform: Platform;
  /** Post the digest; throw to have it tried again (a new claim) on the next pass. */
  deliver: (digest: Digest, message: DigestMessage) => Promise<void>;
  logger: Logger;
  /** How often to look (default 60 s). */
  intervalMs?: number;
  /** Look at once: a digest missed while the bot was down is posted at start-up. */
  tickOnStart?: boolean;
}

export interface DigestLoop {
  /** One pass; resolves with how many digests were posted. */
  tick(): Promise<{ posted: number }>;
  stop(): Promise<void>;
}

export function startDigestLoop(options: DigestLoopOptions): DigestLoop {
  const { store, now, platform, deliver, logger } = options;
  let running: Promise<{ posted: number }> | undefined;

  async function pass(): Promise<{ posted: number }> {
    let posted = 0;
    const at = now();
    const digests = (await listDigests(store, logger)).filter((d) => d.enabled && d.platform === platform);
    if (digests.length === 0) return { posted };
    const reminders = await listReminders(store, logger);
    for (const digest of digests) {
      const occurrence = lastOccurrence(at, digest.time, digest.zone);
      // Turned on (or changed) after this occurrence: the first digest is the next one.
      if (occurrence.at.getTime() < Date.parse(digest.enabledAt)) continue;
      const attempt = digest.failures?.date === occurrence.date ? digest.failures.count : 0;
      if (attempt >= MAX_ATTEMPTS) continue;
      if (!(await store.claimOnce(`digest:${digest.id}:${occurrence.date}:${attempt}`, CLAIM_TTL_MS))) continue;
      const where: Where = { platform, scope: digest.scope, ...digest.target };
      const message = digestMessage(digest, reminders.filter((r) => r.platform === platform && samePlace(r, where)), occurrence, at);
      if (!message) continue;
      try {
        await deliver(digest, message);
        posted += 1;
      } catch (error) {
        logger.warn({ err: error, digest: digest.id, date: occurrence.date, attempt }, 'digest not delivered; the next pass tries again');
        const latest = await getDigest(store, digest.id);
        if (latest) await saveDigest(store, { ...latest, failures: { date: occurrence.date, count: attempt + 1 } });
      }
    }
    return { posted };
  }

  // Passes never overlap: a slow post must not let the next pass claim the following attempt.
  function tick(): Promise<{ posted: number }> {
    running ??= pass().finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => {
    tick().catch((error: unknown) => logger.error({ err: error }, 'digest pass failed'));
  }, options.intervalMs ?? 60_000);
  timer.unref();
  if (options.tickOnStart) tick().catch((error: unknown) => logger.error({ err: error }, 'digest pass failed'));
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
