import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { UserError } from '../../src/core/errors.ts';
import { openStore, type Store } from '../../src/store/index.ts';
import { cancelReminder, claimReminder, dueReminders, getReminder, scheduleReminder, startReminderLoop, type Reminder } from '../../src/store/reminders.ts';
import { backends, uniq } from './backends.ts';

const quiet = pino({ level: 'silent' });
const T0 = new Date('2026-12-02T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function input(id: string, dueAt: Date, platform: Reminder['platform'] = 'telegram') {
  return { id, platform, target: { chatId: '-1001', userId: '42' }, dueAt, locale: 'zh' as const, text: 'shut down h100' };
}

/** Only this test's reminders (a shared Redis may hold other runs'). */
async function dueIds(store: Store, now: Date, ids: string[]) {
  return (await dueReminders(store, now, quiet)).map((r) => r.id).filter((id) => ids.includes(id));
}

describe.each(backends)('reminders on $name', ({ url }) => {
  it('schedules, lists only what is due (oldest first), and keeps them across a restart', async () => {
    const where = url();
    const [early, late, later] = [uniq('early'), uniq('late'), uniq('later')];
    const a = await openStore(where);
    await scheduleReminder(a, input(late, at(30)), T0);
    await scheduleReminder(a, input(early, at(10)), T0);
    await scheduleReminder(a, input(later, at(90)), T0);
    await a.close();
    const b = await openStore(where);
    try {
      expect(await dueIds(b, at(5), [early, late, later])).toEqual([]);
      expect(await dueIds(b, at(45), [early, late, later])).toEqual([early, late]);
      expect((await getReminder(b, later))?.target).toEqual({ chatId: '-1001', userId: '42' });
      expect(await cancelReminder(b, later)).toBe(true);
      expect(await dueIds(b, at(100), [early, late, later])).toEqual([early, late]);
    } finally {
      await b.close();
    }
  });

  it('rejects a time in the past or an invalid one with UserError invalidReminderTime', async () => {
    const store = await openStore(url());
    try {
      for (const when of [at(-1), new Date('nope'), 'tomorrow-ish', at(60 * 24 * 400)]) {
        const error = await scheduleReminder(store, { ...input(uniq('bad'), at(1)), dueAt: when }, T0).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(UserError);
        expect((error as UserError).key).toBe('invalidReminderTime');
      }
    } finally {
      await store.close();
    }
  });

  it('a reminder claimed twice fires once — also from two stores on the same data (two replicas)', async () => {
    const where = url();
    const [a, b] = await Promise.all([openStore(where), openStore(where)]);
    try {
      const id = uniq('once');
      await scheduleReminder(a, input(id, at(1)), T0);
      expect(await claimReminder(a, id)).toBe(true);
      expect(await claimReminder(a, id)).toBe(false);
      expect(await claimReminder(b, id)).toBe(false);

      // Two loops (replicas) ticking at the same moment deliver it once.
      const other = uniq('loops');
      await scheduleReminder(a, input(other, at(1)), T0);
      const delivered: string[] = [];
      const deliver = async (r: Reminder) => void delivered.push(r.id);
      const loops = [a, b].map((store) => startReminderLoop({ store, now: () => at(2), intervalMs: 60_000, deliver, logger: quiet }));
      await Promise.all(loops.map((l) => l.tick()));
      await Promise.all(loops.map((l) => l.stop()));
      expect(delivered.filter((d) => d === other)).toEqual([other]);
      expect(await getReminder(a, other)).toBeUndefined();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('retries a failed delivery after a backoff, a bounded number of times, and only its platform', async () => {
    const store = await openStore(url());
    try {
      const id = uniq('flaky');
      const discordOnly = uniq('discord');
      await scheduleReminder(store, input(id, at(1)), T0);
      await scheduleReminder(store, input(discordOnly, at(1), 'discord'), T0);
      let now = at(2);
      const calls: string[] = [];
      const loop = startReminderLoop({
        store,
        now: () => now,
        platform: 'telegram',
        intervalMs: 60_000,
        maxAttempts: 3,
        retryDelayMs: 60_000,
        logger: quiet,
        deliver: async (r) => {
          calls.push(r.id);
          if (r.id === id) throw new Error('telegram is down');
        },
      });
      await loop.tick();
      expect((await getReminder(store, id))?.attempts).toBe(1);
      await loop.tick(); // the retry is not due yet (1 min backoff)
      expect(calls.filter((c) => c === id)).toHaveLength(1);
      now = at(4);
      await loop.tick();
      expect((await getReminder(store, id))?.attempts).toBe(2);
      now = at(10);
      await loop.tick(); // third failure = maxAttempts: dropped
      expect(await getReminder(store, id)).toBeUndefined();
      expect(calls.filter((c) => c === id)).toHaveLength(3);
      expect(calls).not.toContain(discordOnly);
      expect(await getReminder(store, discordOnly)).toBeDefined();
      await loop.stop();
    } finally {
      await store.close();
    }
  });

  it('the loop delivers on its own timer, without anyone calling tick()', async () => {
    const store = await openStore(url());
    try {
      const id = uniq('timer');
      await scheduleReminder(store, input(id, at(1)), T0);
      const delivered: string[] = [];
      const loop = startReminderLoop({ store, now: () => at(5), intervalMs: 50, logger: quiet, deliver: async (r) => void delivered.push(r.id) });
      const deadline = Date.now() + 5000;
      while (!delivered.includes(id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      await loop.stop();
      expect(delivered.filter((d) => d === id)).toEqual([id]);
    } finally {
      await store.close();
    }
  });
});
