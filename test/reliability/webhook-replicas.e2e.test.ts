/**
 * The "done when": two WhichCard processes in Telegram webhook mode on one real Redis,
 * started with the image's own start command (the Dockerfile's CMD, on the compiled dist/ that
 * `npm start` also runs), outside a container. Checked over
 * HTTP: the secret (401 without it, nothing sent), de-duplication of a re-delivered update across
 * the replicas, /healthz (200, then 503 while Redis is down), /metrics, a SIGTERM that exits 0 — and
 * no line of either process's log contains the bot token or the webhook secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TOKEN, FakeTelegram } from '../adapters/telegram/fake-telegram.ts';
import { freePort, hasRedisServer, TestRedis } from './redis-server.ts';
import { buildDist, postUpdate, startReplica, type Replica } from './replica.ts';

const SECRET = 'e2e-webhook-secret-42';
const HOOK_PATH = '/tg/hook-e2e';

let redis: TestRedis;
let telegram: FakeTelegram;
let replicas: Replica[] = [];

const user = { id: 3001, is_bot: false, first_name: 'Lin', language_code: 'en' };
const chat = { id: 3001, type: 'private' as const, first_name: 'Lin' };

const post = (replica: Replica, body: unknown, secret?: string): Promise<Response> => postUpdate(replica, HOOK_PATH, body, secret);

describe.skipIf(!hasRedisServer)('two replicas in webhook mode on one Redis', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    // The image runs the compiled output: build it as the image's build stage does.
    buildDist();
    redis = new TestRedis(await freePort());
    await redis.start();
    telegram = await FakeTelegram.start();
    const env = {
      TELEGRAM_BOT_TOKEN: FAKE_TOKEN,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      TELEGRAM_WEBHOOK_URL: `https://bot.example.test${HOOK_PATH}`,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
      WHICHCARD_STORE: redis.url,
      WHICHCARD_STORE_TIMEOUT_MS: '500',
    };
    replicas = await Promise.all([startReplica(env), startReplica(env)]);
  }, 120_000);

  afterAll(async () => {
    for (const r of replicas) if (r.child.exitCode === null) r.child.kill('SIGKILL');
    await telegram?.close();
    await redis?.dispose();
  });

  it('checks the secret, handles a re-delivered update once, reports health and metrics, stops on SIGTERM, logs no secret', async () => {
    const [a, b] = replicas as [Replica, Replica];
    expect(telegram.callsOf('setWebhook').map((c) => c.payload.secret_token)).toEqual([SECRET, SECRET]);
    for (const r of replicas) expect(await (await fetch(`http://127.0.0.1:${r.port}/healthz`)).json()).toMatchObject({ status: 'ok', store: 'redis' });

    // No or a wrong secret: 401, and nothing is sent.
    const help = telegram.sendText(user, chat, '/help');
    expect((await post(a, { update_id: 5001, message: help })).status).toBe(401);
    expect((await post(b, { update_id: 5001, message: help }, 'not-the-secret-000')).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${a.port}${HOOK_PATH}`, { method: 'POST', headers: { 'x-telegram-bot-api-secret-token': SECRET }, body: '{oops' })).status).toBe(400);
    await new Promise((r) => setTimeout(r, 300));
    expect(telegram.callsOf('sendMessage')).toHaveLength(0);

    // The same update to both replicas (Telegram re-delivering after a timeout): one answer.
    const statuses = await Promise.all([post(a, { update_id: 5002, message: help }, SECRET), post(b, { update_id: 5002, message: help }, SECRET)]);
    expect(statuses.map((s) => s.status)).toEqual([200, 200]);
    expect((await post(b, { update_id: 5002, message: help }, SECRET)).status).toBe(200);
    await telegram.waitFor(() => telegram.callsOf('sendMessage').length > 0, 10_000, 'the help answer');
    await new Promise((r) => setTimeout(r, 500));
    expect(telegram.callsOf('sendMessage')).toHaveLength(1);

    // A conversation across the replicas: asked on one, answered on the other.
    await post(a, { update_id: 5003, message: telegram.sendText(user, chat, '/ask which card?') }, SECRET);
    await telegram.waitFor(() => telegram.callsOf('sendMessage').length >= 2, 10_000, 'the question');
    await post(b, { update_id: 5004, message: telegram.sendText(user, chat, 'qwen2.5 7b chatbot for 5 users') }, SECRET);
    const advice = await telegram.waitFor(() => telegram.callsOf('sendMessage').slice(2).find((c) => /NVIDIA|RTX|A100|L4/.test(String(c.payload.text))), 20_000, 'the advice');
    expect(String(advice.payload.text)).toMatch(/Qwen2\.5-7B/);

    const metrics = await (await fetch(`http://127.0.0.1:${a.port}/metrics`)).text();
    expect(metrics).toMatch(/whichcard_updates_total\{transport="telegram",kind="message",outcome="unauthorized"\} 1/);
    expect(metrics).toMatch(/whichcard_updates_total\{transport="telegram",kind="message",outcome="ok"\} \d/);
    expect(metrics).toMatch(/whichcard_turn_duration_seconds_count\{action="begin"\} 1/);
    expect(metrics).toMatch(/process_cpu_user_seconds_total/);

    // Redis down: not ready (the load balancer takes the replica out), and back when Redis is.
    await redis.stop();
    expect((await fetch(`http://127.0.0.1:${a.port}/healthz`)).status).toBe(503);
    await redis.start();
    let ready = 0;
    for (let i = 0; i < 40 && ready !== 200; i++) {
      ready = (await fetch(`http://127.0.0.1:${a.port}/healthz`)).status;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready).toBe(200);

    for (const r of replicas) r.child.kill('SIGTERM');
    expect(await Promise.all(replicas.map((r) => r.exit))).toEqual([0, 0]);
    for (const r of replicas) {
      const lines = r.log().split('\n').filter(Boolean);
      expect(lines.length).toBeGreaterThan(5);
      for (const line of lines) {
        expect(line).not.toContain(FAKE_TOKEN);
        expect(line).not.toContain(FAKE_TOKEN.split(':')[1]!);
        expect(line).not.toContain(SECRET);
      }
      expect(r.log()).toContain('shutting down');
    }
  });
});
