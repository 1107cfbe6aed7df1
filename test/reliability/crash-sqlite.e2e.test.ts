/**
 * kill -9 mid-conversation, and two processes on one SQLite file: a question asked on process A,
 * A killed with SIGKILL (no shutdown at all), the answer sent to process B on the same file
 * continues the same conversation to an advice; A restarted serves the advice's buttons.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TOKEN, FakeTelegram } from '../adapters/telegram/fake-telegram.ts';
import { buildDist, postUpdate, startReplica, type Replica } from './replica.ts';

const SECRET = 'crash-test-secret-42';
const PATH = '/tg/crash';
let telegram: FakeTelegram;
let dir: string;
let env: Record<string, string>;
const replicas: Replica[] = [];

const user = { id: 4001, is_bot: false, first_name: 'Ana', language_code: 'en' };
const chat = { id: 4001, type: 'private' as const, first_name: 'Ana' };

describe('kill -9 mid-conversation; two processes on one SQLite file', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    buildDist();
    telegram = await FakeTelegram.start();
    dir = mkdtempSync(join(tmpdir(), 'whichcard-crash-'));
    env = {
      TELEGRAM_BOT_TOKEN: FAKE_TOKEN,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      TELEGRAM_WEBHOOK_URL: `https://bot.example.test${PATH}`,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
      WHICHCARD_STORE: `sqlite://${join(dir, 'whichcard.sqlite')}`,
    };
  }, 60_000);

  afterAll(async () => {
    for (const r of replicas) if (r.child.exitCode === null) r.child.kill('SIGKILL');
    await telegram?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('continues where it stopped', async () => {
    const [a, b] = await Promise.all([startReplica(env), startReplica(env)]);
    replicas.push(a, b);
    await postUpdate(a, PATH, { update_id: 1, message: telegram.sendText(user, chat, '/ask which card?') }, SECRET);
    const question = await telegram.waitFor(() => telegram.callsOf('sendMessage').find((c) => c.payload.reply_markup), 20_000, 'the model question');
    expect(String(question.payload.text)).toMatch(/model/i);

    a.child.kill('SIGKILL');
    expect(await a.exit).toBeNull(); // killed, no clean exit

    await postUpdate(b, PATH, { update_id: 2, message: telegram.sendText(user, chat, 'qwen2.5 7b chatbot for 5 users') }, SECRET);
    const hasMath = (c: { payload: Record<string, unknown> }) => JSON.stringify(c.payload.reply_markup ?? {}).includes(':math"');
    const advice = await telegram.waitFor(() => telegram.callsOf('sendMessage').find(hasMath), 30_000, 'the advice');
    expect(String(advice.payload.text)).toMatch(/Qwen2\.5-7B/);
    const buttons = (advice.payload.reply_markup as { inline_keyboard: { callback_data: string }[][] }).inline_keyboard.flat();
    const math = buttons.find((k) => k.callback_data.endsWith(':math'))!;
    expect(math).toBeDefined();

    // A again, restarted on the same file: the advice's "show the math" works there.
    const again = await startReplica(env);
    replicas.push(again);
    const adviceMessage = [...telegram.messages.values()].filter((m) => m.chat.id === chat.id && m.from?.is_bot && m.text === advice.payload.text).at(-1)!;
    expect(adviceMessage).toBeDefined();
    const update = { update_id: 3, callback_query: { id: 'cq-crash', from: user, message: adviceMessage, chat_instance: 'ci', data: math.callback_data } };
    expect((await postUpdate(again, PATH, update, SECRET)).status).toBe(200);
    const edited = await telegram.waitFor(() => telegram.callsOf('editMessageText').at(-1), 20_000, 'the math view');
    expect(String(edited.payload.text)).toMatch(/\d/);

    for (const r of [b, again]) r.child.kill('SIGTERM');
    expect(await Promise.all([b.exit, again.exit])).toEqual([0, 0]);
  });
});
