import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchError, openSource, readAll, retryAfterMs, type Fetched } from '../../src/prices/fetch.ts';
import { startServer, type TestServer } from './server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const text = async (f: Awaited<ReturnType<typeof openSource>>) => Buffer.from(await readAll(f as Fetched)).toString('utf8');
const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (error) {
    return error as FetchError;
  }
  throw new Error('expected a failure');
};

describe('fetching a price source over HTTP (127.0.0.1)', () => {
  it('follows a redirect and reports the final URL, ETag and a content digest', async () => {
    server.routes.set('/old/vms.csv', (_req, res) => res.writeHead(302, { location: '/new/vms.csv' }).end());
    server.routes.set('/new/vms.csv', (_req, res) => res.writeHead(200, { etag: '"v1"', 'content-type': 'text/csv' }).end('a,b\n1,2\n'));
    const f = await openSource(`${server.url}/old/vms.csv`);
    expect(f.kind).toBe('body');
    expect(await text(f)).toBe('a,b\n1,2\n');
    expect(f.location).toBe(`${server.url}/new/vms.csv`);
    expect((f as Fetched).etag).toBe('"v1"');
    expect((f as Fetched).digest()).toMatch(/^sha256:[0-9a-f]{16}$/);
    expect(server.seen.at(-1)!.headers['user-agent']).toMatch(/WhichCard/);
  });

  it('decodes a gzip body', async () => {
    server.routes.set('/gz', (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('x,y\n3,4\n')));
    expect(await text(await openSource(`${server.url}/gz`))).toBe('x,y\n3,4\n');
  });

  it('sends If-None-Match and reports 304 as not modified', async () => {
    server.routes.set('/etag', (req, res) => (req.headers['if-none-match'] === '"v7"' ? res.writeHead(304).end() : res.writeHead(200, { etag: '"v7"' }).end('data')));
    const first = await openSource(`${server.url}/etag`);
    expect(first.kind).toBe('body');
    await readAll(first as Fetched);
    const second = await openSource(`${server.url}/etag`, { etag: '"v7"' });
    expect(second).toMatchObject({ kind: 'not-modified', etag: '"v7"' });
  });

  it('waits out a 429 with Retry-After, then reads', async () => {
    let calls = 0;
    server.routes.set('/busy', (_req, res) => (++calls === 1 ? res.writeHead(429, { 'retry-after': '2' }).end() : res.writeHead(200).end('ok')));
    const waits: number[] = [];
    const f = await openSource(`${server.url}/busy`, { sleep: async (ms) => void waits.push(ms) });
    expect(await text(f)).toBe('ok');
    expect(waits).toEqual([2000]);
    expect(calls).toBe(2);
  });

  it('gives up on a Retry-After longer than it will wait, naming the wait', async () => {
    server.routes.set('/later', (_req, res) => res.writeHead(429, { 'retry-after': '3600' }).end());
    const error = await failure(openSource(`${server.url}/later`, { sleep: async () => {} }));
    expect(error.code).toBe('rate-limited');
    expect(error.message).toMatch(/Retry-After 3600 s/);
  });

  it('fails a body cut short of its Content-Length (never a shorter file)', async () => {
    server.routes.set('/cut', (_req, res) => {
      res.writeHead(200, { 'content-length': '1000' });
      res.write('InstanceType,Price\n');
      setTimeout(() => res.destroy(), 20);
    });
    const f = await openSource(`${server.url}/cut`);
    const error = await failure(readAll(f as Fetched));
    expect(error).toBeInstanceOf(FetchError);
    expect(error.code).toBe('truncated');
  });

  it('times out a server that never answers', async () => {
    server.routes.set('/hang', () => {});
    const error = await failure(openSource(`${server.url}/hang`, { timeoutMs: 200 }));
    expect(error.code).toBe('timeout');
  });

  it('reports a missing file as not found, over HTTP and on disk', async () => {
    expect((await failure(openSource(`${server.url}/nothing/vms.csv`))).code).toBe('not-found');
    expect((await failure(openSource('/no/such/folder/vms.csv'))).code).toBe('not-found');
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('5')).toBe(5000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
