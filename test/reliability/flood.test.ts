/**
 * Telegram flood control: five 429s in a row, each with retry_after, and the message is still
 * delivered once the waits are over — retries are bounded by time (RETRY_BUDGET_MS), not by a small
 * count (four 429s used to lose the advice: "Something went wrong").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createBot } from '../../src/adapters/telegram/index.ts';
import { RETRY_BUDGET_MS } from '../../src/adapters/telegram/bot.ts';
import { memoryStore } from '../../src/store/memory.ts';
import { FAKE_TOKEN, FakeTelegram } from '../adapters/telegram/fake-telegram.ts';

let fake: FakeTelegram;
beforeAll(async () => {
  fake = await FakeTelegram.start();
});
afterAll(async () => {
  await fake?.close();
});

describe('429 from the Bot API', () => {
  it('waits out five retry_after in a row and delivers the message once', async () => {
    const bot = createBot({ config: { telegramBotToken: FAKE_TOKEN, telegramApiRoot: fake.apiRoot, currency: 'USD' }, store: memoryStore(), logger: pino({ level: 'silent' }) });
    await bot.init();
    for (let i = 0; i < 5; i++) fake.failOnce('sendMessage', 1);
    const message = fake.sendText({ id: 8, is_bot: false, first_name: 'F', language_code: 'en' }, { id: 8, type: 'private' }, '/help');
    const t0 = Date.now();
    await bot.handleUpdate({ update_id: 1, message } as never);
    const sends = fake.callsOf('sendMessage');
    expect(sends.map((c) => c.ok)).toEqual([false, false, false, false, false, true]);
    // Each retry waited its retry_after (1 s), in order.
    for (let i = 1; i < sends.length; i++) expect(sends[i]!.at - sends[i - 1]!.at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - t0).toBeLessThan(RETRY_BUDGET_MS);
    expect(String(sends.at(-1)!.payload.text)).toMatch(/\w/);
  }, 30_000);
});
