/**
 * Giving resvg's native memory back once a burst of charts is drawn (issue 16, the RSS a burst leaves).
 *
 * A resvg render returns a `RenderedImage`: a small JS object holding the whole pixmap (800×450×4 =
 * 1.4 MB) in native memory that resvg-js allocates with its own mimalloc and never reports to V8. The
 * chart worker's heap is small and mostly idle, so V8 sees no reason to collect these wrappers and
 * their pixmaps stay until the process ends (terminating the worker does not run their finalizers):
 * 90 charts drawn held ~150 MB in resvg's mimalloc arena, ~20–40 MB once each burst ends with a GC.
 * So the worker asks V8 for one full GC whenever the last render in flight has finished.
 *
 * What the pixmaps leave behind, resvg's mimalloc keeps as free pages of the threads that drew (the
 * libuv pool's, which never end) for later reuse, returned to the system only after a delay counted
 * from that thread's next allocation, which an idle bot never makes. `mimallocDefaults` has them
 * returned after 1 ms: after 18 charts drawn, its arena held ~39 MB resident with mimalloc's defaults
 * and ~20 MB with a delay of 0. Not 0: resvg reads its font file once per run of text, ~230 times a
 * chart, into a fresh ~220 kB buffer each time; with no delay at all every buffer's pages went back
 * to the system on free and were faulted in again by the next read (with a TLB flush on each return),
 * ~4.5 s of CPU for 19 charts instead of ~1 s with a 1 ms delay, which keeps them for the next read.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * mimalloc reads its options from the environment when resvg's binding loads (the chart worker's
 * first chart), so main.ts sets them in the process's environment at start, before that; an
 * operator's own MIMALLOC_* settings win. `purge_delay` 1: freed pages go back 1 ms after they were
 * freed (at the thread's next allocation past it), not 10 ms; `arena_purge_mult` 1: the same delay for
 * whole freed segments (10× by default).
 */
export const MIMALLOC_DEFAULTS: Readonly<Record<string, string>> = { MIMALLOC_PURGE_DELAY: '1', MIMALLOC_ARENA_PURGE_MULT: '1' };

export function mimallocDefaults(env: NodeJS.ProcessEnv): void {
  for (const [name, value] of Object.entries(MIMALLOC_DEFAULTS)) env[name] ??= value;
}

/** V8's `gc()`, without starting node with --expose-gc (a worker may not be given that flag). */
export function v8Gc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * One full (mark-compact) collection, for a moment known to be idle. After a burst of 500 Telegram
 * updates the bots' main thread still held 46–76 MB of V8 heap (heapUsed 44–52 MB) 60 s later in 3 of 5
 * runs, against ~26 MB of objects alive: garbage V8 had not collected at idle. Plain `gc()`: on Node 20
 * (V8 11.3) `gc({ type: 'major', … })` runs a scavenge, not a full collection (checked with --trace-gc).
 */
export function idleCollect(gc: () => void = v8Gc()): () => void {
  return () => gc();
}

/**
 * Counts renders in flight and calls `gc` when the last one ends (resolved or not): one collection
 * per burst, not per chart, and none while charts are still being drawn.
 */
export function releaseAfterBurst(gc: () => void): <T>(render: () => Promise<T>) => Promise<T> {
  let inFlight = 0;
  return async (render) => {
    inFlight++;
    try {
      return await render();
    } finally {
      if (--inFlight === 0) gc();
    }
  };
}
