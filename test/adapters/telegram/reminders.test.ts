import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Api } from 'grammy';
import { pino } from 'pino';
import { remindAfterHours, startTelegramReminders } from '../../../src/adapters/telegram/reminders.ts';
import { DEFAULT_SHUTDOWN_HOURS as DEFAULT_REMIND_AFTER_HOURS } from '../../../src/core/recommend/workload.ts';
import { openStore, type Store } from '../../../src/store/index.ts';
import { scheduleReminder } from '../../../src/store/reminders.ts';
import { FAKE_TOKEN, FakeTelegram } from './fake-telegram.ts';

type AdviceLike = Parameters<typeof remindAfterHours>[0];
/** A training job of `training` hours, else a service of `hoursPerDay`, else an advice without a workload. */
const advice = (training: number | undefined, hoursPerDay: number | undefined): AdviceLike => ({
  workload:
    training !== undefined ? { kind: 'job', hours: training, checkpointable: true } : hoursPerDay !== undefined ? { kind: 'service', hoursPerDay } : undefined,
});

describe('remindAfterHours', () => {
  it('uses the training job time, rounded up', () => {
    expect(remindAfterHours(advice(30.2, undefined))).toBe(31);
    expect(remindAfterHours(advice(0.2, 8))).toBe(1);
  });
  it("uses a service's hours a day when it is not always on, else a working day", () => {
    expect(remindAfterHours(advice(undefined, 6))).toBe(6);
    expect(remindAfterHours(advice(undefined, 24))).toBe(DEFAULT_REMIND_AFTER_HOURS);
    expect(remindAfterHours(advice(undefined, undefined))).toBe(DEFAULT_REMIND_AFTER_HOURS);
    expect(remindAfterHours(advice(Number.NaN, undefined))).toBe(DEFAULT_REMIND_AFTER_HOURS);
  });
});

describe('startTelegramReminders', () => {
  let fake: FakeTelegram | undefined;
  let store: Store | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await store?.close();
    await fake?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('delivers a due Telegram reminder once, as a reply, and leaves other platforms alone', async () => {
    fake = await FakeTelegram.start();
    dir = mkdtempSync(join(tmpdir(), 'wc-tg-rem-'));
    store = await openStore(`sqlite://${join(dir, 's.sqlite')}`, { logger: pino({ level: 'silent' }) });
    const t0 = new Date('2026-12-01T10:00:00Z');
    await scheduleReminder(store, { id: 'r1', platform: 'telegram', target: { chatId: '55', messageId: '9' }, dueAt: new Date(t0.getTime() + 3_600_000), locale: 'en', text: '⏰ shut it down' }, t0);
    await scheduleReminder(store, { id: 'r2', platform: 'discord', target: { channelId: '1' }, dueAt: new Date(t0.getTime() + 3_600_000), locale: 'en', text: 'x' }, t0);
    const clock = { now: t0 };
    const loop = startTelegramReminders(new Api(FAKE_TOKEN, { apiRoot: fake.apiRoot }), { store, logger: pino({ level: 'silent' }), now: () => clock.now, intervalMs: 60_000 });
    expect(await loop.tick()).toEqual({ delivered: 0, failed: 0 });
    clock.now = new Date(t0.getTime() + 2 * 3_600_000);
    expect(await loop.tick()).toEqual({ delivered: 1, failed: 0 });
    expect(await loop.tick()).toEqual({ delivered: 0, failed: 0 });
    await loop.stop();
    const sent = fake.callsOf('sendMessage');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payload).toMatchObject({ chat_id: '55', text: '⏰ shut it down', reply_parameters: { message_id: 9 } });
  });
});
