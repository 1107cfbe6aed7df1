/**
 * The one HTTP server: fixed routes, /healthz tied to the store, /metrics, bounded bodies, and a
 * graceful close that lets a request in flight finish while refusing new ones.
 */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createMetrics, healthRoute, json, metricsRoute, startHttpServer } from '../../src/http/index.ts';
import { MAX_BODY_BYTES as MAX_BODY_BYTES_FOR_TEST } from '../../src/http/server.ts';
import { memoryStore } from '../../src/store/memory.ts';
import { StoreUnavailableError } from '../../src/store/index.ts';

const logger = pino({ level: 'silent' });

describe('http server', () => {
  it('serves /healthz from the store, /metrics, 404, 405 and 413', async () => {
    const store = memoryStore();
    let down = false;
    const probe = {
      kind: store.kind,
      ping: async () => {
        if (down) throw new StoreUnavailableError('ping');
      },
    };
    const metrics = createMetrics();
    metrics.watchPriceRefresh(() => ({ runpod: new Date(Date.now() - 60_000) }));
    metrics.storeError('conversations.get');
    const server = await startHttpServer({ port: 0, host: '127.0.0.1', routes: [healthRoute(probe), metricsRoute(metrics), { method: 'POST', path: '/echo', name: 'echo', handler: async (r) => json(200, { bytes: r.body.length }) }], logger });
    const base = `http://127.0.0.1:${server.port}`;
    try {
      expect(await (await fetch(`${base}/healthz`)).json()).toMatchObject({ status: 'ok', store: 'memory' });
      down = true;
      expect((await fetch(`${base}/healthz`)).status).toBe(503);
      const text = await (await fetch(`${base}/metrics`)).text();
      expect(text).toMatch(/whichcard_store_errors_total\{operation="conversations"\} 1/);
      expect(text).toMatch(/whichcard_price_refresh_age_seconds\{source="runpod"\} (59|6\d)/);
      expect(text).toMatch(/nodejs_heap_size_used_bytes/);
      expect((await fetch(`${base}/nope`)).status).toBe(404);
      expect((await fetch(`${base}/healthz`, { method: 'POST' })).status).toBe(405);
      expect(await (await fetch(`${base}/echo`, { method: 'POST', body: 'abc' })).json()).toEqual({ bytes: 3 });
      const big = await fetch(`${base}/echo`, { method: 'POST', body: Buffer.alloc(MAX_BODY_BYTES_FOR_TEST + 1) }).catch(() => undefined);
      expect(big === undefined || big.status === 413).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('on close: the request in flight finishes, a new one is refused', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const server = await startHttpServer({ port: 0, host: '127.0.0.1', routes: [{ method: 'GET', path: '/slow', name: 'slow', handler: async () => (await gate, json(200, { done: true })) }], logger });
    const base = `http://127.0.0.1:${server.port}`;
    const inFlight = fetch(`${base}/slow`);
    await new Promise((r) => setTimeout(r, 100));
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(closed).toBe(false);
    release();
    expect(await (await inFlight).json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${base}/slow`)).rejects.toThrow();
  });
});
