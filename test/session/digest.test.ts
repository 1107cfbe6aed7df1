/**
 * The daily spending digest in the session: the command (on / off / state, admins only in a group,
 * bad time or zone), the zone arithmetic (DST-correct through Intl), and the loop with a clock the
 * test moves — posted once at the chat's local time with what each open reminder has run up,
 * nothing when nothing is open, once across two loops on one store, late once after downtime.
 */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { defaultCatalog } from '../../src/core/catalog/index.ts';
import { UserError } from '../../src/core/errors.ts';
import { translator } from '../../src/core/i18n.ts';
import { formatMoney } from '../../src/core/present/format.ts';
import { DEFAULT_SETTINGS } from '../../src/core/recommend/types.ts';
import { Advisor, type DigestMessage, type Where, type Who } from '../../src/session/index.ts';
import { lastOccurrence, nextOccurrence, parseDigest, zonedInstant } from '../../src/session/digest.ts';
import { memoryStore } from '../../src/store/memory.ts';

const logger = pino({ level: 'silent' });
const en = translator('en');
const zh = translator('zh');
const admin: Who = { userId: '7', platformLocale: 'en', isAdmin: true };
const member: Who = { userId: '8', platformLocale: 'en', isAdmin: false };
const chat: Where = { platform: 'telegram', scope: 'telegram:chat:-5', chatId: '-5', shared: true };

function setup(start = '2026-12-01T09:00:00Z') {
  const clock = { now: new Date(start) };
  const store = memoryStore(() => Date.now());
  const sent: DigestMessage[] = [];
  const make = () => new Advisor({ store, logger, catalog: () => defaultCatalog(), clock: () => clock.now, defaults: DEFAULT_SETTINGS });
  const loop = (a: Advisor) => a.deliverDigests('telegram', async (_d, m) => void sent.push(m), { intervalMs: 3_600_000 });
  return { clock, store, sent, make, loop };
}

function throwsKey(run: () => unknown, key: string): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).key).toBe(key);
    return;
  }
  throw new Error(`no ${key}`);
}

describe('digest command', () => {
  it('reads on / off / nothing; refuses a bad time or zone with its own error', () => {
    expect(parseDigest('')).toEqual({ kind: 'show' });
    expect(parseDigest('off')).toEqual({ kind: 'off' });
    expect(parseDigest('on 9:30 asia/shanghai')).toEqual({ kind: 'on', time: '09:30', zone: 'Asia/Shanghai' });
    expect(parseDigest('开 08:00')).toEqual({ kind: 'on', time: '08:00' });
    throwsKey(() => parseDigest('on 25:00 UTC'), 'team.digestTime');
    throwsKey(() => parseDigest('on 09:00 Mars/Olympus'), 'team.digestZone');
    throwsKey(() => parseDigest('sometimes'), 'team.digestUsage');
  });

  it('only an admin changes it in a group; everyone reads the state', async () => {
    const { make, clock } = setup('2026-12-01T03:00:00Z');
    const a = make();
    expect((await a.digestCommand(member, chat, 'on 09:00 Asia/Shanghai')).text).toBe(en('errors:notAdmin'));
    expect((await a.digestCommand(member, chat, '')).text).toBe(en('team:digest.stateOff'));
    const on = (await a.digestCommand(admin, chat, 'on 09:00 Asia/Shanghai')).text;
    // 03:00Z is 11:00 in Shanghai: the next digest is tomorrow 09:00 local = 01:00Z.
    expect(on).toContain('2026-12-02 01:00 UTC');
    expect((await a.digestCommand(member, chat, '')).text).toContain('09:00 (Asia/Shanghai)');
    expect((await a.digestCommand(admin, chat, 'off')).text).toBe(en('team:digest.off'));
    clock.now = new Date('2026-12-01T04:00:00Z');
    expect((await a.digestCommand(member, chat, '')).text).toBe(en('team:digest.stateOff'));
  });
});

describe('zone arithmetic', () => {
  it('09:00 in New York is 13:00Z in summer time and 14:00Z after the clocks go back (1 Nov 2026)', () => {
    expect(zonedInstant({ y: 2026, m: 10, d: 31 }, 9, 0, 'America/New_York').toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(zonedInstant({ y: 2026, m: 11, d: 1 }, 9, 0, 'America/New_York').toISOString()).toBe('2026-11-01T14:00:00.000Z');
    // The repeated hour: its first reading (EDT); the skipped hour in March: an hour on (03:30 EDT).
    expect(zonedInstant({ y: 2026, m: 11, d: 1 }, 1, 30, 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedInstant({ y: 2027, m: 3, d: 14 }, 2, 30, 'America/New_York').toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(zonedInstant({ y: 2026, m: 10, d: 25 }, 2, 30, 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedInstant({ y: 2026, m: 12, d: 1 }, 9, 0, 'Asia/Shanghai').toISOString()).toBe('2026-12-01T01:00:00.000Z');
  });

  it('the latest occurrence at or before now, and the next one, across a date line and a DST change', () => {
    expect(lastOccurrence(new Date('2026-12-01T00:30:00Z'), '09:00', 'Asia/Shanghai')).toEqual({ at: new Date('2026-11-30T01:00:00Z'), date: '2026-11-30' });
    expect(lastOccurrence(new Date('2026-12-01T01:00:00Z'), '09:00', 'Asia/Shanghai')).toEqual({ at: new Date('2026-12-01T01:00:00Z'), date: '2026-12-01' });
    expect(nextOccurrence(new Date('2026-10-31T13:00:00Z'), '09:00', 'America/New_York').toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });
});

describe('the digest loop', () => {
  it('posts at the local time with each open reminder’s run-up (price × cards × hours) and the total, once a day', async () => {
    const { clock, sent, make, loop } = setup('2026-11-30T20:00:00Z');
    const a = make();
    await a.digestCommand(admin, chat, 'on 09:00 Asia/Shanghai');
    await a.remindCommand(admin, chat, '24h a100 x4');
    await a.remindCommand(member, chat, '12h');
    await a.remindCommand(admin, { ...chat, chatId: '-6', scope: 'telegram:chat:-6' }, '8h h100');
    const l = loop(a);
    await l.tick();
    expect(sent).toEqual([]);
    clock.now = new Date('2026-12-01T00:59:00Z');
    await l.tick();
    expect(sent).toEqual([]);
    clock.now = new Date('2026-12-01T01:00:00Z');
    await l.tick();
    expect(sent).toHaveLength(1);
    const m = sent[0]!;
    expect(m.title).toBe(en('team:digest.title', { date: '2026-12-01', count: 2 }));
    expect(m.items).toHaveLength(2); // the other chat's reminder is not in this chat's digest
    const [priced] = (await a.openReminders(admin, chat)).items.filter((r) => r.text.includes('× 4'));
    expect(m.items.map((i) => i.text)).toContain(priced!.text);
    // 5 h since the start: the line's total is 5 × the hourly price of four cards.
    const perHour = (await a.remindCommand(admin, { ...chat, chatId: '-9', scope: 'telegram:chat:-9' }, '1h a100 x4')).effects[0];
    const hourly = (perHour as unknown as { reminder: { payload: { perHour: { amount: number } } } }).reminder.payload.perHour.amount;
    expect(m.total).toBe(en('team:digest.total', { total: formatMoney('en', hourly * 5, 'USD') }));
    expect(m.late).toBeUndefined();
    await l.tick();
    clock.now = new Date('2026-12-01T20:00:00Z');
    await l.tick();
    expect(sent).toHaveLength(1);
    clock.now = new Date('2026-12-02T01:01:00Z');
    await l.tick();
    expect(sent).toHaveLength(2);
    await l.stop();
  });

  it('posts nothing when nothing is open', async () => {
    const { clock, sent, make, loop } = setup('2026-11-30T20:00:00Z');
    const a = make();
    await a.digestCommand(admin, chat, 'on 09:00 Asia/Shanghai');
    const l = loop(a);
    clock.now = new Date('2026-12-01T01:05:00Z');
    expect(await l.tick()).toEqual({ posted: 0 });
    expect(sent).toEqual([]);
    await l.stop();
  });

  it('two loops on one store post it once; missed while down, it comes once at start-up, late; zh', async () => {
    const { clock, sent, make, loop } = setup('2026-11-30T20:00:00Z');
    const a = make();
    await a.digestCommand({ ...admin, platformLocale: 'zh' }, chat, 'on 09:00 Asia/Shanghai');
    await a.remindCommand(admin, chat, '48h a100 x2');
    const [l1, l2] = [loop(a), loop(make())];
    await Promise.all([l1.tick(), l2.tick()]); // the start-up passes (nothing due yet)
    clock.now = new Date('2026-12-01T01:00:00Z');
    await Promise.all([l1.tick(), l2.tick(), l1.tick(), l2.tick()]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.title).toBe(zh('team:digest.title', { date: '2026-12-01', count: 1 }));
    await Promise.all([l1.stop(), l2.stop()]);
    // Every bot down from before 09:00 on the 2nd to noon on the 3rd: one late digest (the 3rd's), not two.
    clock.now = new Date('2026-12-03T04:00:00Z');
    const restarted = loop(make());
    await restarted.tick();
    await restarted.tick();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.title).toContain('2026-12-03');
    expect(sent[1]!.late).toBe(zh('team:digest.late', { due: '09:00 Asia/Shanghai' }));
    expect(sent[1]!.text).toMatch(/[\u4e00-\u9fff]/);
    await restarted.stop();
  });
});
