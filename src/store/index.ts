/**
 * The one place WhichCard keeps state: keyv namespaces on SQLite (embedded default, one file) or
 * Redis (shared by stateless replicas). Every Keyv gets an adapter INSTANCE: keyv 5 silently falls
 * back to an in-memory Map when handed a URL string, which would lose everything on restart.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';
import KeyvRedis, { createClient } from '@keyv/redis';
import { logger as defaultLogger, type Logger } from '../logger.ts';

export const NAMESPACES = ['conversations', 'settings', 'reminders', 'dedupe', 'wanted'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export interface Store {
  kind: 'sqlite' | 'redis' | 'memory';
  conversations: Keyv;
  settings: Keyv;
  reminders: Keyv;
  dedupe: Keyv;
  /** Model and card names asked for that the catalog lacks, counted per name (store/wanted.ts). */
  wanted: Keyv;
  /**
   * Atomic set-if-absent in the `dedupe` namespace: true for exactly one caller per key until
   * `ttlMs` passes, across processes sharing the store (Redis SET NX PX; SQLite one upsert
   * statement). Use it for Telegram update ids and for firing a reminder once.
   */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
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
}

/** Open the store at `url` (the configuration's WHICHCARD_STORE, src/config.ts). */
export async function openStore(url: string, options: OpenStoreOptions = {}): Promise<Store> {
  const log = options.logger ?? defaultLogger;
  if (url.startsWith('sqlite://')) return openSqlite(url, log);
  if (/^rediss?:\/\//.test(url)) return openRedis(url, log, options.connectTimeoutMs ?? 5000);
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

async function openSqlite(url: string, log: Logger): Promise<Store> {
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
  const adapters = NAMESPACES.map(() => new KeyvSqlite({ uri: `sqlite://${path}`, busyTimeout: 5000 }));
  // Errors while opening become one StoreError below; after that each one is logged.
  let opened = false;
  const keyvs = NAMESPACES.map((ns, i) => {
    const keyv = new Keyv({ store: adapters[i], namespace: ns });
    keyv.on('error', (error: unknown) => {
      if (opened) log.error({ err: error, namespace: ns }, 'store error');
    });
    assertPersistent(keyv, ns);
    return keyv;
  });
  try {
    // Every adapter opens its own connection: wait for all of them, so a file that cannot be opened is
    // this one StoreError and not, besides, three unhandled rejections that kill the process.
    await Promise.all(adapters.map((a) => a.query('SELECT 1')));
    // WAL lets the terminal advisor, a bot and `whichcard` share the file without "database is locked".
    await retryWhileBusy(() => adapters[0]!.query('PRAGMA journal_mode=WAL'));
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
    async claimOnce(key, ttlMs) {
      checkTtl(ttlMs);
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
    },
    async close() {
      await Promise.allSettled(adapters.map((a) => a.disconnect()));
    },
  };
}

async function openRedis(url: string, log: Logger, connectTimeoutMs: number): Promise<Store> {
  // One client for all namespaces; each adapter keeps its own namespace prefix ("settings::…").
  // The first connection fails fast (a wrong URL should stop start-up); later drops reconnect with
  // backoff while keyv reports errors through its 'error' event instead of crashing the process.
  let connected = false;
  const client = createClient({
    url,
    socket: {
      connectTimeout: connectTimeoutMs,
      reconnectStrategy: (retries, cause) => (connected ? Math.min(retries * 200, 5000) : cause),
    },
  });
  client.on('error', (error: unknown) => {
    if (connected) log.warn({ err: error }, 'redis connection error');
  });
  try {
    await withTimeout(client.connect(), connectTimeoutMs);
    connected = true;
  } catch (error) {
    if (client.isOpen) client.destroy();
    throw new StoreError(`cannot connect to Redis at ${url}: ${(error as Error).message}`, { cause: error });
  }
  const keyvs = NAMESPACES.map((ns) => {
    const adapter = new KeyvRedis(client as never, { namespace: ns, throwOnConnectError: false });
    // useKeyPrefix false: the adapter already prefixes; keyv would add a second "ns:" (double prefixing).
    const keyv = new Keyv({ store: adapter, namespace: ns, useKeyPrefix: false });
    keyv.on('error', (error: unknown) => log.error({ err: error, namespace: ns }, 'store error'));
    assertPersistent(keyv, ns);
    return keyv;
  });
  const dedupeAdapter = keyvs[NAMESPACES.indexOf('dedupe')]!.store as KeyvRedis<unknown>;
  return {
    kind: 'redis',
    ...byName(keyvs),
    async claimOnce(key, ttlMs) {
      checkTtl(ttlMs);
      const reply = await client.set(dedupeAdapter.createKeyPrefix(key, 'dedupe'), serialized(Date.now() + ttlMs), {
        condition: 'NX',
        expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
      });
      return reply === 'OK';
    },
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

/** Every stored value of a namespace, for small namespaces (reminders); expired entries are skipped. */
export async function entries<T = unknown>(keyv: Keyv): Promise<[string, T][]> {
  if (!keyv.iterator) throw new Error(`store namespace ${keyv.namespace ?? '?'} cannot be iterated`);
  const out: [string, T][] = [];
  for await (const [key, value] of keyv.iterator(keyv.namespace)) out.push([key as string, value as T]);
  return out;
}
