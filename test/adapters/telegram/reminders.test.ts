import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Api } from 'grammy';
import { pino } from 'pino';
import { telegramDeliverer } from '../../../src/adapters/telegram/reminders.ts';
import { DEFAULT_SETTINGS } from '../../../src/core/recommend/types.ts';
import { Advisor } from '../../../src/session/index.ts';
import { openStore, type Store } from '../../../src/store/index.ts';
import { scheduleReminder } from '../../../src/store/reminders.ts';
import { FAKE_TOKEN, FakeTelegram } from './fake-telegram.ts';

describe('Telegram reminder delivery', () => {
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
    const logger = pino({ level: 'silent' });
    store = await openStore(`sqlite://${join(dir, 's.sqlite')}`, { logger });
    const t0 = new Date('2026-12-01T10:00:00Z');
    await scheduleReminder(store, { id: 'r1', platform: 'telegram', target: { chatId: '55', messageId: '9' }, dueAt: new Date(t0.getTime() + 3_600_000), locale: 'en', payload: { title: 'RTX 4090 × 1', what: 'x' } }, t0);
    await scheduleReminder(store, { id: 'r2', platform: 'discord', target: { channelId: '1' }, dueAt: new Date(t0.getTime() + 3_600_000), locale: 'en', text: 'x' }, t0);
    const clock = { now: t0 };
    const advisor = new Advisor({ store, logger, catalog: () => { throw new Error('no catalog needed'); }, clock: () => clock.now, defaults: DEFAULT_SETTINGS });
    const loop = advisor.deliverReminders('telegram', telegramDeliverer(new Api(FAKE_TOKEN, { apiRoot: fake.apiRoot })), { intervalMs: 60_000 });
    expect(await loop.tick()).toEqual({ delivered: 0, failed: 0 });
    clock.now = new Date(t0.getTime() + 2 * 3_600_000);
    expect(await loop.tick()).toEqual({ delivered: 1, failed: 0 });
    expect(await loop.tick()).toEqual({ delivered: 0, failed: 0 });
    await loop.stop();
    const sent = fake.callsOf('sendMessage');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.payload).toMatchObject({ chat_id: '55', reply_parameters: { message_id: 9 } });
    expect(sent[0]?.payload.text).toMatch(/^⏰ /);
    // The advice's title is quoted; the wording is the session's (issue 17: in the chat, with buttons).
    expect(sent[0]?.payload.text).toContain('RTX 4090 × 1');
    expect(JSON.stringify(sent[0]?.payload.reply_markup)).toContain('wr:s1:r1');
  });
});
