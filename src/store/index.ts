/**
 * The one place WhichCard keeps state: keyv namespaces on SQLite (embedded default, one file) or
 * Redis (shared by stateless replicas). Every Keyv gets an adapter INSTANCE: keyv 5 silently falls
 * back to an in-memory Map when handed a URL string, which would lose everything on restart.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Keyv from 'keyv';
// The two backends' libraries are imported when a store of that kind is opened (below): @redis/client
// alone took ~0.4 s of every start-up, SQLite deployments included.
import type KeyvRedis from '@keyv/redis';
import { logger as defaultLogger, type Logger } from '../logger.ts';
import { StoreGuard } from './guard.ts';

export { DEFAULT_STORE_TIMEOUT_MS, isStoreUnavailable, StoreUnavailableError } from './guard.ts';

export const NAMESPACES = ['conversations', 'settings', 'reminders', 'dedupe', 'wanted', 'alerts', 'digests'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export interface Store {
  kind: 'sqlite' | 'redis' | 'memory';
  conversations: Keyv;
  settings: Keyv;
  reminders: Keyv;
  dedupe: Keyv;
  /** Model and card names asked for that the catalog lacks, counted per name (store/wanted.ts). */
  wanted: Keyv;
  /** Price alerts (store/alerts.ts). */
  alerts: Keyv;
  /** Daily spending digests, one per chat that opted in (store/digests.ts). */
  digests: Keyv;
  /**
   * Atomic set-if-absent in the `dedupe` namespace: true for exactly one caller per key until
   * `ttlMs` passes, across processes sharing the store (Redis SET NX PX; SQLite one upsert
   * statement). Use it for Telegram update ids and for firing a reminder once.
   */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
  /**
   * Count one event under `key` in a fixed window of `windowMs` and return the count so far (1 for
   * the first), atomically across processes (Redis INCR in a script; SQLite one upsert). Rate limits.
   */
  hit(key: string, windowMs: number): Promise<number>;
  /** Resolves when the backend answers (health checks); rejects with StoreUnavailableError otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** The store URL could not be used; the message names WHICHCARD_STORE. */
export class StoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`WHICHCARD_STORE: ${message}`, options);
    this.name = 'StoreError';
  }
}

export interface OpenStoreOptions {
  logger?: Logger;
  /** Redis only: how long to wait for the first connection before giving up. */
  connectTimeoutMs?: number;
  /** Every store call's deadline (default 2 s); past it the caller gets StoreUnavailableError. */
  timeoutMs?: number;
  /** Each failed or timed-out store call, by operation (the /metrics counter). */
  onError?: (operation: string) => void;
}

/** Open the store at `url` (the configuration's WHICHCARD_STORE, src/config.ts). */
export async function openStore(url: string, options: OpenStoreOptions = {}): Promise<Store> {
  const log = options.logger ?? defaultLogger;
  const guard = new StoreGuard({ logger: log, ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}), ...(options.onError ? { onError: options.onError } : {}) });
  if (url.startsWith('sqlite://')) return openSqlite(url, log, guard);
  if (/^rediss?:\/\//.test(url)) return openRedis(url, log, options.connectTimeoutMs ?? 5000, guard);
  throw new StoreError(`"${url}" is not sqlite://<path> or redis://host:port`);
}

/** Fail loudly if a namespace ended up on keyv's in-memory fallback. */
function assertPersistent(keyv: Keyv, ns: string): void {
  if (keyv.store instanceof Map) throw new StoreError(`namespace "${ns}" fell back to an in-memory Map`);
}

/** A claim must end: a missing or endless TTL would block its key forever. */
function checkTtl(ttlMs: number): void {
  if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new RangeError(`claimOnce needs a positive ttl in ms, got ${ttlMs}`);
}

/** Keyv's storage format (what keyv itself writes), so raw claim rows read back through keyv. */
function serialized(expires: number): string {
  return JSON.stringify({ value: true, expires });
}

/** A fixed-window counter: the first hit (or the first after the window) starts at 1. */
function windowCheck(windowMs: number): void {
  if (!Number.isFinite(windowMs) || windowMs <= 0) throw new RangeError(`hit needs a positive window in ms, got ${windowMs}`);
}

async function openSqlite(url: string, log: Logger, guard: StoreGuard): Promise<Store> {
  const path = url.slice('sqlite://'.length);
  if (!path) throw new StoreError('sqlite:// needs a file path, e.g. sqlite://./data/whichcard.sqlite');
  if (path !== ':memory:') {
    try {
      mkdirSync(dirname(resolve(path)), { recursive: true });
    } catch (error) {
      throw new StoreError(`cannot create the folder for ${path}: ${(error as Error).message}`, { cause: error });
    }
  }
  // One adapter per namespace (each with its own connection): keyv writes the namespace onto the
  // adapter, so sharing one adapter between namespaces would mix up iteration and clear().
  const { default: KeyvSqlite } = await import('@keyv/sqlite');
  const adapters = NAMESPACES.map(() => new KeyvSqlite({ uri: `sqlite://${path}`, busyTimeout: 5000 }));
  // Errors while opening become one StoreError below; after that each one is logged.
  let opened = false;
  const keyvs = NAMESPACES.map((ns, i) => {
    // throwOnErrors: a failed read must not look like "nothing stored" (a lost conversation).
    const keyv = new Keyv({ store: adapters[i], namespace: ns, throwOnErrors: true });
    keyv.on('error', (error: unknown) => {
      if (opened) log.debug({ err: error, namespace: ns }, 'store error');
    });
    assertPersistent(keyv, ns);
    return guard.keyv(keyv, ns);
  });
  try {
    // Every adapter opens its own connection: wait for all of them, so a file that cannot be opened is
    // this one StoreError and not, besides, three unhandled rejections that kill the process.
    await Promise.all(adapters.map((a) => a.query('SELECT 1')));
    // WAL lets the terminal advisor, a bot and `whichcard` share the file without "database is locked".
    await retryWhileBusy(() => adapters[0]!.query('PRAGMA journal_mode=WAL'));
    // In WAL mode, NORMAL syncs at checkpoints instead of at every commit (SQLite's advice for WAL): a
    // crash of the process loses nothing, a power cut at most the last commits. Per connection.
    await Promise.all(adapters.map((a) => a.query('PRAGMA synchronous=NORMAL')));
  } catch (error) {
    await Promise.allSettled(adapters.map((a) => a.disconnect()));
    throw new StoreError(`cannot open SQLite file ${path}: ${(error as Error).message}`, { cause: error });
  }
  opened = true;
  const dedupe = adapters[NAMESPACES.indexOf('dedupe')]!;
  const table = dedupe.opts.table ?? 'keyv';
  return {
    kind: 'sqlite',
    ...byName(keyvs),
    claimOnce: async (key, ttlMs) => {
      checkTtl(ttlMs);
      return guard.run('claimOnce', () => sqliteClaim(key, ttlMs));
    },
    hit: async (key, windowMs) => {
      windowCheck(windowMs);
      return guard.run('hit', async () => {
        const now = Date.now();
        // Within the window the count goes up; an expired or unreadable row starts a new window.
        const rows = (await dedupe.query(
          `INSERT INTO ${table} (key, value) VALUES (?, ?)
           ON CONFLICT(key) DO UPDATE SET value = CASE
             WHEN json_valid(${table}.value) AND json_extract(${table}.value, '$.expires') >= ?
             THEN json_set(${table}.value, '$.value', json_extract(${table}.value, '$.value') + 1)
             ELSE excluded.value END
           RETURNING json_extract(value, '$.value') AS n`,
          `dedupe:rate:${key}`,
          JSON.stringify({ value: 1, expires: now + windowMs }),
          now,
        )) as { n: number }[];
        return Number(rows[0]?.n ?? 1);
      });
    },
    ping: (timeoutMs) => guard.run('ping', async () => void (await dedupe.query('SELECT 1')), timeoutMs),
    async close() {
      await Promise.allSettled(adapters.map((a) => a.disconnect()));
    },
  };

  async function sqliteClaim(key: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    // A single statement is atomic even across processes: it inserts, or takes over an expired
    // claim (one without an expiry, or unreadable, is kept), and RETURNING yields a row only when
    // this call won.
    const rows = (await dedupe.query(
      `INSERT INTO ${table} (key, value) VALUES (?, ?)
       ON CONFLICT(key) DO UPDATE SET value = excluded.value
       WHERE json_valid(${table}.value) AND json_extract(${table}.value, '$.expires') < ?
       RETURNING key`,
      `dedupe:${key}`,
      serialized(now + ttlMs),
      now,
    )) as unknown[];
    return rows.length === 1;
  }
}

/** Atomic fixed-window count: the first INCR of a window sets its expiry. */
const HIT_SCRIPT = "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n";

async function openRedis(url: string, log: Logger, connectTimeoutMs: number, guard: StoreGuard): Promise<Store> {
  // One client for all namespaces; each adapter keeps its own namespace prefix ("settings::…").
  // The first connection fails fast (a wrong URL should stop start-up); later drops reconnect with
  // backoff while keyv reports errors through its 'error' event instead of crashing the process.
  let connected = false;
  const { createClient, default: KeyvRedisAdapter } = await import('@keyv/redis');
  const client = createClient({
    url,
    // While reconnecting, commands fail at once instead of queueing: a queued write would land
    // minutes later, after the user was told it failed. The guard turns the failure into the
    // localized "storage unavailable"; the client keeps reconnecting on its own.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: connectTimeoutMs,
      reconnectStrategy: (retries, cause) => (connected ? Math.min(retries * 200, 5000) : cause),
    },
  });
  // One line when the connection drops and one when it is back, not one per reconnect attempt.
  let up = false;
  client.on('error', (error: unknown) => {
    if (connected && up) log.warn({ err: error }, 'redis connection lost; reconnecting');
    else if (connected) log.debug({ err: error }, 'redis still unreachable');
    up = false;
  });
  client.on('ready', () => {
    if (connected && !up) log.info('redis connection ready');
    up = true;
  });
  try {
    await withTimeout(client.connect(), connectTimeoutMs);
    connected = true;
    up = true;
  } catch (error) {
    if (client.isOpen) client.destroy();
    throw new StoreError(`cannot connect to Redis at ${url}: ${(error as Error).message}`, { cause: error });
  }
  const keyvs = NAMESPACES.map((ns) => {
    // throwOnErrors (adapter and keyv): a failed read must not look like "nothing stored".
    const adapter = new KeyvRedisAdapter(client as never, { namespace: ns, throwOnConnectError: false, throwOnErrors: true });
    // useKeyPrefix false: the adapter already prefixes; keyv would add a second "ns:" (double prefixing).
    const keyv = new Keyv({ store: adapter, namespace: ns, useKeyPrefix: false, throwOnErrors: true });
    keyv.on('error', (error: unknown) => log.debug({ err: error, namespace: ns }, 'store error'));
    assertPersistent(keyv, ns);
    return guard.keyv(keyv, ns);
  });
  const dedupeAdapter = keyvs[NAMESPACES.indexOf('dedupe')]!.store as KeyvRedis<unknown>;
  return {
    kind: 'redis',
    ...byName(keyvs),
    claimOnce: async (key, ttlMs) => {
      checkTtl(ttlMs);
      return guard.run('claimOnce', async () => {
        const reply = await client.set(dedupeAdapter.createKeyPrefix(key, 'dedupe'), serialized(Date.now() + ttlMs), {
          condition: 'NX',
          expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
        });
        return reply === 'OK';
      });
    },
    hit: async (key, windowMs) => {
      windowCheck(windowMs);
      return guard.run('hit', async () => {
        const reply = await client.eval(HIT_SCRIPT, { keys: [dedupeAdapter.createKeyPrefix(`rate:${key}`, 'dedupe')], arguments: [String(Math.max(1, Math.round(windowMs)))] });
        return Number(reply);
      });
    },
    ping: (timeoutMs) => guard.run('ping', async () => void (await client.ping()), timeoutMs),
    async close() {
      if (!client.isOpen) return;
      try {
        await client.close();
      } catch {
        if (client.isOpen) client.destroy();
      }
    },
  };
}

/**
 * Switching to WAL needs a moment of exclusive access, and SQLite answers SQLITE_BUSY at once (no
 * busy handler) when another connection is opening the same file; a short retry settles it.
 */
async function retryWhileBusy<T>(run: () => Promise<T>, attempts = 40): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || i >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 25 + Math.random() * 25));
    }
  }
}

function byName(keyvs: Keyv[]): Record<Namespace, Keyv> {
  return Object.fromEntries(NAMESPACES.map((ns, i) => [ns, keyvs[i]!])) as Record<Namespace, Keyv>;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolvePromise(v)),
      (e: unknown) => (clearTimeout(timer), reject(e)),
    );
  });
}

/** Scans of a namespace tried before a concurrent delete's error is let through. */
const SCAN_ATTEMPTS = 3;

/**
 * Every stored value of a namespace, for small namespaces (reminders); expired entries are skipped. A key another replica
 * deletes between the scan and the read of its value (a reminder posted by the other bot) makes keyv's iterator read a
 * value that is gone and throw a TypeError: the scan is taken again, as a whole, so no entry is listed from two moments.
 */
export async function entries<T = unknown>(keyv: Keyv): Promise<[string, T][]> {
  if (!keyv.iterator) throw new Error(`store namespace ${keyv.namespace ?? '?'} cannot be iterated`);
  for (let attempt = 1; ; attempt++) {
    try {
      const out: [string, T][] = [];
      for await (const [key, value] of keyv.iterator(keyv.namespace)) out.push([key as string, value as T]);
      return out;
    } catch (error) {
      if (!(error instanceof TypeError) || attempt >= SCAN_ATTEMPTS) throw error;
    }
  }
}
