/** Giving resvg's native memory back after a burst of charts: one GC when the last render in flight ends, mimalloc's purge options. */
import { describe, expect, it } from 'vitest';
import { idleCollect, mimallocDefaults, releaseAfterBurst, v8Gc } from '../../src/render/release.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('releaseAfterBurst', () => {
  it('collects once, when the last of overlapping renders has finished', async () => {
    let collections = 0;
    const released = releaseAfterBurst(() => collections++);
    const a = deferred<string>();
    const b = deferred<string>();
    const ra = released(() => a.promise);
    const rb = released(() => b.promise);
    a.resolve('a');
    expect(await ra).toBe('a');
    expect(collections).toBe(0); // b is still being drawn
    b.resolve('b');
    expect(await rb).toBe('b');
    expect(collections).toBe(1);
    expect(await released(async () => 'c')).toBe('c');
    expect(collections).toBe(2); // the next burst, its own collection
  });

  it('a failed render still ends the burst, and its error reaches the caller', async () => {
    let collections = 0;
    const released = releaseAfterBurst(() => collections++);
    await expect(released(() => Promise.reject(new Error('resvg failed')))).rejects.toThrow('resvg failed');
    expect(collections).toBe(1);
  });

  it("v8Gc is V8's gc(), callable without --expose-gc", () => {
    const gc = v8Gc();
    expect(typeof gc).toBe('function');
    expect(() => gc()).not.toThrow();
  });
});

describe('idleCollect', () => {
  it('calls gc() with no options: a full collection (with options, V8 11.3 runs a scavenge)', () => {
    const calls: unknown[] = [];
    idleCollect((...args: unknown[]) => void calls.push(args))();
    expect(calls).toEqual([[]]);
  });

  it("runs with V8's own gc()", () => {
    expect(() => idleCollect()()).not.toThrow();
  });
});

describe('mimallocDefaults', () => {
  it("sets mimalloc's purge options when unset, and leaves an operator's own", () => {
    const env: NodeJS.ProcessEnv = { MIMALLOC_ARENA_PURGE_MULT: '10' };
    mimallocDefaults(env);
    expect(env).toEqual({ MIMALLOC_PURGE_DELAY: '1', MIMALLOC_ARENA_PURGE_MULT: '10' });
  });
});
