/**
 * Telegram webhook mode against the fake Bot API: setWebhook at start (secret, allowed_updates),
 * the secret header checked before anything runs, malformed bodies refused, and a re-delivered
 * update handled once across two replicas sharing one store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { startTelegramWebhook, ALLOWED_UPDATES, type TelegramWebhook } from '../../../src/adapters/telegram/webhook.ts';
import type { Request } from '../../../src/http/server.ts';
import { openStore, type Store } from '../../../src/store/index.ts';
import { FAKE_TOKEN, FakeTelegram } from './fake-telegram.ts';

const SECRET = 'webhook-secret-0123456789';
const URL_ = 'https://bot.example.com/telegram/hook-1';
const logger = pino({ level: 'silent' });

let fake: FakeTelegram;
let store: Store;
let dir: string;
let replicas: TelegramWebhook[];

const post = (body: unknown, secret?: string): Request => ({
  method: 'POST',
  path: '/telegram/hook-1',
  headers: secret === undefined ? {} : { 'x-telegram-bot-api-secret-token': secret },
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
});

beforeAll(async () => {
  fake = await FakeTelegram.start();
  dir = mkdtempSync(join(tmpdir(), 'whichcard-webhook-'));
  store = await openStore(`sqlite://${join(dir, 'store.sqlite')}`, { logger });
  const deps = { config: { telegramBotToken: FAKE_TOKEN, telegramApiRoot: fake.apiRoot, currency: 'USD' as const }, store, logger };
  replicas = [await startTelegramWebhook(deps, { url: URL_, secret: SECRET }), await startTelegramWebhook(deps, { url: URL_, secret: SECRET })];
});

afterAll(async () => {
  for (const r of replicas ?? []) await r.stop();
  await store?.close();
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

const user = { id: 501, is_bot: false, first_name: 'Wu', language_code: 'zh' };
const chat = { id: 501, type: 'private' as const, first_name: 'Wu' };

describe('Telegram webhook', () => {
  it('sets the webhook at start with the secret and the updates the bot handles; routes on the URL’s path', () => {
    const set = fake.callsOf('setWebhook');
    expect(set.length).toBe(2);
    expect(set[0]!.payload).toMatchObject({ url: URL_, secret_token: SECRET, allowed_updates: [...ALLOWED_UPDATES] });
    expect(replicas[0]!.path).toBe('/telegram/hook-1');
  });

  it('a missing or wrong secret is 401 and runs nothing; a body that is not an Update is 400', async () => {
    const message = fake.sendText(user, chat, '/help');
    const before = fake.callsOf('sendMessage').length;
    expect((await replicas[0]!.handle(post({ update_id: 900, message }))).status).toBe(401);
    expect((await replicas[0]!.handle(post({ update_id: 901, message }, 'wrong-secret-000000'))).status).toBe(401);
    expect((await replicas[0]!.handle(post('{"update_id": 9', SECRET))).status).toBe(400);
    expect((await replicas[0]!.handle(post([1, 2], SECRET))).status).toBe(400);
    expect((await replicas[0]!.handle(post({ message }, SECRET))).status).toBe(400);
    await new Promise((r) => setTimeout(r, 100));
    expect(fake.callsOf('sendMessage').length).toBe(before);
  });

  it('answers a valid update; the same update_id re-delivered to the other replica is handled once', async () => {
    const message = fake.sendText(user, chat, '/help');
    const before = fake.callsOf('sendMessage').length;
    const update = { update_id: 77_001, message };
    const replies = await Promise.all([replicas[0]!.handle(post(update, SECRET)), replicas[1]!.handle(post(update, SECRET))]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect((await replicas[1]!.handle(post(update, SECRET))).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const sent = fake.callsOf('sendMessage').slice(before);
    expect(sent.length).toBe(1);
    expect(String(sent[0]!.payload.text)).toMatch(/[\u4e00-\u9fff]/); // in the user's language
  });

  it('a conversation started on one replica continues on the other', async () => {
    const ask = fake.sendText(user, chat, '/ask which card?');
    await replicas[0]!.handle(post({ update_id: 77_010, message: ask }, SECRET));
    const question = await fake.waitFor(() => fake.callsOf('sendMessage').find((c) => c.payload.reply_markup && /模型|model/i.test(String(c.payload.text))), 5000, 'the model question');
    const answer = fake.sendText(user, chat, 'qwen2.5 7b 推理 5 个人用');
    await replicas[1]!.handle(post({ update_id: 77_011, message: answer }, SECRET));
    const next = await fake.waitFor(() => fake.callsOf('sendMessage').find((c) => c.at >= question.at && c !== question && /NVIDIA|RTX|A100|L4|4090|显卡/.test(String(c.payload.text))), 10_000, 'an advice');
    expect(String(next.payload.text)).toMatch(/\d/);
  });
});
