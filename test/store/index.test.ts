import { existsSync, mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entries, NAMESPACES, openStore, StoreError } from '../../src/store/index.ts';
import { backends, REDIS_SKIP_REASON, redisUrl, tempSqliteUrl, uniq } from './backends.ts';

describe.skipIf(redisUrl)(`redis store: ${REDIS_SKIP_REASON}`, () => {
  it.skip('needs WHICHCARD_TEST_REDIS', () => {});
});

describe.each(backends)('openStore on $name', ({ url }) => {
  it('persists every namespace on the real adapter, never an in-memory Map', async () => {
    const store = await openStore(url());
    try {
      for (const ns of NAMESPACES) {
        expect(store[ns].store).not.toBeInstanceOf(Map);
        expect(store[ns].namespace).toBe(ns);
      }
    } finally {
      await store.close();
    }
  });

  it('keeps namespaces apart and survives close + reopen', async () => {
    const where = url();
    const key = uniq('k');
    const first = await openStore(where);
    await first.settings.set(key, { currency: 'CNY' });
    await first.conversations.set(key, { step: 2 });
    await first.close();

    const second = await openStore(where);
    try {
      expect(await second.settings.get(key)).toEqual({ currency: 'CNY' });
      expect(await second.conversations.get(key)).toEqual({ step: 2 });
      expect(await second.reminders.get(key)).toBeUndefined();
    } finally {
      await second.close();
    }
  });

  it('claimOnce is won by exactly one of many concurrent callers, and again after its ttl', async () => {
    const store = await openStore(url());
    try {
      const key = uniq('claim');
      const results = await Promise.all(Array.from({ length: 8 }, () => store.claimOnce(key, 300)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await store.claimOnce(key, 300)).toBe(false);
      await new Promise((r) => setTimeout(r, 350));
      expect(await store.claimOnce(key, 300)).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('claimOnce never takes over a key written without expiry, and refuses an endless ttl', async () => {
    const store = await openStore(url());
    try {
      const key = uniq('forever');
      await store.dedupe.set(key, true);
      expect(await store.claimOnce(key, 1000)).toBe(false);
      await expect(store.claimOnce(uniq('x'), 0)).rejects.toThrow(RangeError);
      await expect(store.claimOnce(uniq('x'), Number.POSITIVE_INFINITY)).rejects.toThrow(RangeError);
      // A claim is readable through keyv like any other value while it lasts.
      const claimed = uniq('readable');
      expect(await store.claimOnce(claimed, 60_000)).toBe(true);
      expect(await store.dedupe.get(claimed)).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('claimOnce is atomic across two separately opened stores (two replicas)', async () => {
    const where = url();
    const [a, b] = await Promise.all([openStore(where), openStore(where)]);
    try {
      const key = uniq('replica');
      const results = await Promise.all([a.claimOnce(key, 10_000), b.claimOnce(key, 10_000), a.claimOnce(key, 10_000), b.claimOnce(key, 10_000)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('scans a namespace again when a key is deleted under the scan, and lets another error through', async () => {
    const store = await openStore(url());
    try {
      const key = uniq('kept');
      await store.reminders.set(key, { n: 1 });
      const iterate = store.reminders.iterator!.bind(store.reminders);
      // keyv's iterator reading a value another replica deleted after the scan found its key: the TypeError it throws.
      let deleted = 1;
      store.reminders.iterator = ((namespace?: string) =>
        deleted-- > 0
          ? (async function* () {
              yield* [];
              throw new TypeError("Cannot read properties of undefined (reading 'expires')");
            })()
          : iterate(namespace)) as typeof store.reminders.iterator;
      expect((await entries(store.reminders)).map(([k]) => k)).toContain(key);
      store.reminders.iterator = (() =>
        (async function* () {
          yield* [];
          throw new Error('store down');
        })()) as unknown as typeof store.reminders.iterator;
      await expect(entries(store.reminders)).rejects.toThrow('store down');
    } finally {
      await store.close();
    }
  });

  it('lists a namespace with entries() and skips expired values', async () => {
    const store = await openStore(url());
    try {
      const live = uniq('live');
      const gone = uniq('gone');
      await store.reminders.set(live, { n: 1 });
      await store.reminders.set(gone, { n: 2 }, 20);
      await new Promise((r) => setTimeout(r, 40));
      const keys = (await entries(store.reminders)).map(([k]) => k);
      expect(keys).toContain(live);
      expect(keys).not.toContain(gone);
    } finally {
      await store.close();
    }
  });
});

describe('openStore URLs', () => {
  it('creates the SQLite folder on demand', async () => {
    const url = tempSqliteUrl();
    const store = await openStore(url);
    await store.settings.set('x', 1);
    await store.close();
    expect(existsSync(url.slice('sqlite://'.length))).toBe(true);
  });

  it('a path SQLite cannot open (a folder) is one clear StoreError', async () => {
    const url = tempSqliteUrl();
    const folder = url.slice('sqlite://'.length);
    mkdirSync(folder, { recursive: true });
    await expect(openStore(url)).rejects.toThrow(/WHICHCARD_STORE: cannot open SQLite file/);
  });

  it('leaves no connection failing unhandled behind that StoreError (npm start died on it with a raw dump)', async () => {
    const url = tempSqliteUrl();
    mkdirSync(url.slice('sqlite://'.length), { recursive: true });
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => void unhandled.push(reason);
    // Vitest's own handler would only report these after the test; collect them here instead.
    const others = process.listeners('unhandledRejection');
    process.removeAllListeners('unhandledRejection');
    process.on('unhandledRejection', listener);
    try {
      await expect(openStore(url)).rejects.toThrow(StoreError);
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      process.off('unhandledRejection', listener);
      for (const l of others) process.on('unhandledRejection', l);
    }
    expect(unhandled.map(String)).toEqual([]);
  });

  it('rejects an unknown scheme with an error naming WHICHCARD_STORE', async () => {
    await expect(openStore('mysql://localhost/db')).rejects.toThrow(StoreError);
    await expect(openStore('mysql://localhost/db')).rejects.toThrow(/WHICHCARD_STORE/);
  });

  it('fails fast, naming WHICHCARD_STORE, when Redis cannot be reached', async () => {
    const started = Date.now();
    await expect(openStore('redis://127.0.0.1:1', { connectTimeoutMs: 2000 })).rejects.toThrow(/WHICHCARD_STORE: cannot connect to Redis/);
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
