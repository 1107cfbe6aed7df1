/**
 * Reading a price source: an http(s) URL or a local file (a mirror, a test fixture). Over HTTP it
 * follows redirects and takes gzip (Node's fetch does both), sends If-None-Match with the last ETag
 * and reports 304 as "not modified", waits out a 429's Retry-After (bounded) and retries 5xx with
 * back-off, and gives up after a timeout. A body that ends short of its Content-Length, or breaks off,
 * is an error — never a shorter file — so a partial download cannot become a snapshot.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

export type FetchErrorCode = 'timeout' | 'http' | 'truncated' | 'network' | 'not-found' | 'rate-limited';

export class FetchError extends Error {
  constructor(readonly code: FetchErrorCode, readonly location: string, message: string, readonly status?: number) {
    super(`${location}: ${message}`);
    this.name = 'FetchError';
  }
}

export interface FetchOptions {
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** The ETag of the copy we have: a 304 answer means it is still current. */
  etag?: string;
  /** Whole request, body included. */
  timeoutMs?: number;
  /** Retries after a 429 or a 5xx. */
  retries?: number;
  /** A Retry-After longer than this is not waited for (the update fails instead, and the refresh loop backs off). */
  maxRetryAfterMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** What was read: the bytes as a stream (checked as they come), and what identifies this version. */
export interface Fetched {
  kind: 'body';
  /** Final URL after redirects, or the file path. */
  location: string;
  etag?: string;
  lastModified?: string;
  body: AsyncIterable<Uint8Array>;
  /** sha256 of the bytes read, once the body has been read to its end. */
  digest(): string;
}

export interface NotModified {
  kind: 'not-modified';
  location: string;
  etag?: string;
}

export const USER_AGENT = 'WhichCard-prices/0.1 (+https://github.com/; price import)';
const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_RETRIES = 3;
const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;

export const isUrl = (location: string) => /^https?:\/\//i.test(location);

/** sha256 of what went through, computed once the body has been read. */
function digestOf(hash: ReturnType<typeof createHash>): () => string {
  let value: string | undefined;
  return () => (value ??= `sha256:${hash.digest('hex').slice(0, 16)}`);
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date → milliseconds (undefined when absent or unreadable). */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Passes the bytes through, hashing them and failing on a short or broken body. */
function checked(location: string, source: AsyncIterable<Uint8Array>, expectedBytes: number | undefined, hash: ReturnType<typeof createHash>): AsyncIterable<Uint8Array> {
  return {
    async *[Symbol.asyncIterator]() {
      let bytes = 0;
      try {
        for await (const chunk of source) {
          bytes += chunk.byteLength;
          hash.update(chunk);
          yield chunk;
        }
      } catch (error) {
        if (error instanceof FetchError) throw error;
        const name = (error as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError') throw new FetchError('timeout', location, 'timed out while reading the body');
        throw new FetchError('truncated', location, `the body broke off after ${bytes} bytes (${(error as Error).message})`);
      }
      if (expectedBytes !== undefined && bytes !== expectedBytes) throw new FetchError('truncated', location, `got ${bytes} of ${expectedBytes} bytes`);
    },
  };
}

async function openFile(path: string): Promise<Fetched> {
  try {
    await stat(path);
  } catch {
    throw new FetchError('not-found', path, 'no such file');
  }
  const hash = createHash('sha256');
  return { kind: 'body', location: path, body: checked(path, createReadStream(path), undefined, hash), digest: digestOf(hash) };
}

async function openUrl(url: string, options: FetchOptions): Promise<Fetched | NotModified> {
  const doFetch = options.fetchImpl ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const retries = options.retries ?? DEFAULT_RETRIES;
  const headers: Record<string, string> = { 'user-agent': USER_AGENT, 'accept-encoding': 'gzip', ...options.headers };
  if (options.etag) headers['if-none-match'] = options.etag;
  for (let attempt = 0; ; attempt++) {
    const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    let response: Response;
    try {
      response = await doFetch(url, { method: options.method ?? 'GET', headers, signal, redirect: 'follow', ...(options.body !== undefined ? { body: options.body } : {}) });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new FetchError('timeout', url, `no answer within ${(options.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000} s`);
      throw new FetchError('network', url, (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message);
    }
    const location = response.url || url;
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: 'not-modified', location, ...(options.etag ? { etag: options.etag } : {}) };
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel();
      const wait = response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : undefined;
      const backoff = wait ?? Math.min(30_000, 1000 * 2 ** attempt);
      if (attempt >= retries || backoff > (options.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS)) {
        throw new FetchError(response.status === 429 ? 'rate-limited' : 'http', location, `HTTP ${response.status}${wait !== undefined ? ` (Retry-After ${Math.round(wait / 1000)} s)` : ''}`, response.status);
      }
      await sleep(backoff);
      continue;
    }
    if (response.status === 404) {
      await response.body?.cancel();
      throw new FetchError('not-found', location, 'HTTP 404', 404);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new FetchError('http', location, `HTTP ${response.status}`, response.status);
    }
    // Content-Length counts the compressed bytes when the body is encoded; fetch hands us decoded ones.
    const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity';
    const length = Number(response.headers.get('content-length'));
    const hash = createHash('sha256');
    const etag = response.headers.get('etag') ?? undefined;
    const lastModified = response.headers.get('last-modified') ?? undefined;
    return {
      kind: 'body', location,
      ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}),
      body: checked(location, response.body as unknown as AsyncIterable<Uint8Array>, !encoded && Number.isFinite(length) && length > 0 ? length : undefined, hash),
      digest: digestOf(hash),
    };
  }
}

/** Open a URL or a file. */
export function openSource(location: string, options: FetchOptions = {}): Promise<Fetched | NotModified> {
  return isUrl(location) ? openUrl(location, options) : openFile(location);
}

/** The whole body as bytes (for zips and JSON answers, which are small). */
export async function readAll(fetched: Fetched): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of fetched.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** `base` + `/path` for a URL or a folder. */
export function joinLocation(base: string, ...parts: string[]): string {
  return [base.replace(/\/+$/, ''), ...parts.map((p) => p.replace(/^\/+|\/+$/g, ''))].join('/');
}
