/**
 * Redis stopped (and frozen) mid-conversation, then back (issue 18): every turn that needs the store
 * gets the localized "storage unavailable" within the store deadline instead of silence, /help still
 * answers, and once Redis is back the same conversation continues where it was — nothing lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { defaultCatalog } from '../../src/core/catalog/index.ts';
import { Advisor, encodeButton, isStoreUnavailable, type Turn, type Where, type Who } from '../../src/session/index.ts';
import { DEFAULT_SETTINGS } from '../../src/core/recommend/types.ts';
import { openStore, type Store } from '../../src/store/index.ts';
import { freePort, hasRedisServer, TestRedis } from './redis-server.ts';

const TIMEOUT_MS = 400;
const logger = pino({ level: 'silent' });
const catalog = defaultCatalog();
const alice: Who = { userId: '7', platformLocale: 'zh' };
const chat: Where = { platform: 'telegram', scope: 'telegram:chat:7', chatId: '7', shared: false };

let redis: TestRedis;
let store: Store;
let advisor: Advisor;

async function failsFast(run: () => Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const t0 = performance.now();
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  return { ms: performance.now() - t0, error };
}

function pick(turn: Turn): string {
  return turn.show!.view.actions.flat()[0]!.value;
}

describe.skipIf(!hasRedisServer)('Redis outage mid-conversation', () => {
  beforeAll(async () => {
    redis = new TestRedis(Number(process.env.WHICHCARD_OUTAGE_REDIS_PORT) || (await freePort()));
    await redis.start();
    store = await openStore(redis.url, { logger, timeoutMs: TIMEOUT_MS });
    advisor = new Advisor({ store, logger, catalog: () => catalog, clock: () => new Date(), defaults: DEFAULT_SETTINGS });
  });
  afterAll(async () => {
    await store?.close();
    await redis?.dispose();
  });

  it('answers "storage unavailable" in the user’s language while Redis is away, keeps /help, and continues after', async () => {
    const first = await advisor.begin(alice, chat, 'which card?');
    expect(first.show).toMatchObject({ kind: 'question', question: 'model' });
    await advisor.attach(first.session, '100');
    const where = { ...chat, messageId: '100' };

    // 1. Frozen: the socket is open but nothing answers — keyv alone would wait for ever.
    redis.freeze();
    const frozen = await failsFast(() => advisor.press(alice, where, encodeButton(first.session, pick(first))));
    expect(isStoreUnavailable(frozen.error)).toBe(true);
    expect(frozen.ms).toBeLessThan(5000); // the deadline (400 ms) plus a loaded machine, not "for ever"
    expect(advisor.explain(frozen.error, 'zh')).toEqual({ text: expect.stringMatching(/存储暂时不可用/), bug: false });
    // Help needs no store: the settings read falls back to the defaults.
    const help = await advisor.help(alice, chat, '/');
    expect(help.view.title.length).toBeGreaterThan(0);
    redis.thaw();

    // 2. Stopped: the connection is gone and the client reconnects in the background.
    await redis.stop();
    const down = await failsFast(() => advisor.input(alice, chat, 'qwen2.5 7b'));
    expect(isStoreUnavailable(down.error)).toBe(true);
    expect(down.ms).toBeLessThan(5000);
    expect(advisor.explain(down.error, 'en').text).toMatch(/storage is unavailable/i);
    expect((await advisor.help(alice, chat, '/')).locale).toBe('zh');
    expect(await advisor.firstDelivery('telegram', 1)).toBe(true); // served rather than dropped

    // 3. Back: the client reconnects by itself, and the same conversation continues.
    await redis.start();
    let turn: Turn | undefined;
    for (let i = 0; i < 60 && !turn; i++) {
      turn = await advisor.press(alice, where, encodeButton(first.session, pick(first))).catch((e: unknown) => {
        if (!isStoreUnavailable(e)) throw e;
        return undefined;
      });
      if (!turn) await new Promise((r) => setTimeout(r, 250));
    }
    expect(turn?.notice).toBeUndefined();
    expect(turn?.session).toBe(first.session);
    expect(turn?.show?.kind).toMatch(/question|advice/);
    await expect(store.ping()).resolves.toBeUndefined();
  }, 30_000);
});
