/**
 * The rate-limit counter (`Store.hit`) and the health probe (`Store.ping`) on every real backend,
 * and the guard that gives each store call a deadline.
 */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import Keyv from 'keyv';
import { openStore } from '../../src/store/index.ts';
import { StoreGuard, StoreUnavailableError } from '../../src/store/guard.ts';
import { backends, uniq } from './backends.ts';

describe.each(backends)('hit and ping on $name', ({ url }) => {
  it('counts within a window, across two stores on the same data, then starts again', async () => {
    const where = url();
    const a = await openStore(where);
    const b = await openStore(where);
    try {
      const key = uniq('user');
      const counts = await Promise.all([...Array(10)].map((_, i) => (i % 2 ? a : b).hit(key, 400)));
      expect([...counts].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(await a.hit(uniq('other'), 400)).toBe(1);
      await new Promise((r) => setTimeout(r, 500));
      expect(await b.hit(key, 400)).toBe(1);
      await expect(a.hit(key, 0)).rejects.toThrow(RangeError);
      await expect(a.ping()).resolves.toBeUndefined();
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('StoreGuard', () => {
  it('turns a call that never answers into StoreUnavailableError at the deadline, logs the outage once, and its end', async () => {
    const lines: { msg: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) });
    const failures: string[] = [];
    const guard = new StoreGuard({ timeoutMs: 100, logger, onError: (op) => failures.push(op) });
    let hang = true;
    const keyv = new Keyv();
    const slowGet = keyv.get.bind(keyv);
    keyv.get = ((key: string) => (hang ? new Promise(() => undefined) : slowGet(key))) as typeof keyv.get;
    const guarded = guard.keyv(keyv, 'settings');
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await expect(guarded.get('k')).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(performance.now() - t0).toBeLessThan(400);
    }
    expect(failures).toEqual(['settings.get', 'settings.get', 'settings.get']);
    expect(guard.available).toBe(false);
    hang = false;
    await guarded.set('k', 1);
    expect(await guarded.get('k')).toBe(1);
    expect(guard.available).toBe(true);
    expect(lines.map((l) => l.msg)).toEqual([expect.stringMatching(/store unavailable/), 'store available again']);
    expect(guarded.namespace).toBe(keyv.namespace); // everything else passes through
  });
});
