/**
 * The turn pool: conversation turns (runTurn, turn.ts) computed in worker threads, so the bots'
 * event loop only moves bytes — a Discord callback or a Telegram update never waits behind
 * another chat's planning (issue 16). Both bots share one pool.
 *
 * - Workers start on first use, up to `size`; each holds the catalog, sent once and again whenever `catalog()` returns another object
 *   (the price refresher swaps it), checked at each turn: no separate refresh wiring to forget.
 * - One turn per worker at a time (a turn is synchronous CPU work); the rest wait in a FIFO queue,
 *   bounded so that a flood is refused with a localized "busy" (UserError) instead of piling up.
 * - A UserError thrown by the core crosses back as a UserError (its key and context), so the user
 *   reads the same localized message as in-thread. A worker that dies (a crash, out of memory)
 *   fails its turn with an Error (the generic apology) and is replaced; the pool goes on.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Catalog } from '../core/catalog/schema.ts';
import { UserError } from '../core/errors.ts';
import type { View } from '../core/present/view.ts';
import { WORKER_LIMITS } from './heap.ts';
import type * as Planner from './turn.ts';
import type { Planned, TurnJob, ViewJob } from './turn.ts';

/** Where the Advisor's turns run: this thread (`inThread`) or a pool of workers. */
export interface TurnRunner {
  run(job: TurnJob): Promise<Planned>;
  view(job: ViewJob): Promise<View>;
  close(): Promise<void>;
}

/**
 * Turns in this thread: the terminal advisor, tests, and WHICHCARD_TURN_WORKERS=0. The planner (parser,
 * estimator, recommender, views) is imported with the first turn, so the terminal's first prompt does
 * not wait for it to load.
 */
export function inThread(catalog: () => Catalog): TurnRunner {
  let turn: Promise<typeof Planner> | undefined;
  const planner = () => (turn ??= import('./turn.ts'));
  return {
    run: async (job) => (await planner()).runTurn(catalog(), job),
    view: async (job) => (await planner()).runView(catalog(), job),
    close: async () => undefined,
  };
}

/** Messages to a worker, in order: the catalog before any turn that needs it. */
export type ToWorker = { type: 'catalog'; catalog: Catalog } | { type: 'turn'; id: number; job: TurnJob | ViewJob };
/** A worker's answer to one job: a turn's plan or a catalog view. */
export type FromWorker = { id: number; planned: Planned | View } | { id: number; userError: { key: string; context: Record<string, string | number> } } | { id: number; error: string };

export interface PoolOptions {
  catalog: () => Catalog;
  /** Workers; default: one per core but one (the main thread keeps a core for the transports), at least 1, at most 4. */
  size?: number;
  /** Turns that may wait for a worker before new ones are refused (default 256 per worker). */
  maxQueue?: number;
  /** Told when a worker dies (it is replaced). */
  onWorkerError?: (error: Error) => void;
  /** Starts a worker (tests substitute one that crashes); default: turn-worker. */
  spawn?: () => Worker;
  /**
   * A worker idle this long is stopped (default 60 s), giving its heap back: V8 keeps the heap a
   * burst of answers grew, and a bot is idle most of the time. The next turn starts a new one.
   */
  idleMs?: number;
  /**
   * Told when the last worker has been stopped idle: no turn for idleMs, a burst over. main.ts has the
   * main thread's garbage collected there (release.ts), which V8 did not do by itself at idle.
   */
  onIdle?: () => void;
}

/** The pool: a TurnRunner, and how many workers are running now. */
export interface TurnPool extends TurnRunner {
  running(): number;
}

/** One core is left to the main thread; beyond 4 workers a bot's turns are not the bottleneck. */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

/** A worker script that registers tsx first: the sources (tests, `tsx src/main.ts`) are TypeScript. */
function tsxBootstrap(worker: URL): string {
  const api = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(worker.href)}); });`;
}

export function spawnWorker(): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  const resourceLimits = WORKER_LIMITS; // a small young generation (heap.ts)
  return fromSources ? new Worker(tsxBootstrap(new URL('./turn-worker.ts', import.meta.url)), { eval: true, resourceLimits }) : new Worker(new URL('./turn-worker.js', import.meta.url), { resourceLimits });
}

interface Pending {
  id: number;
  job: TurnJob | ViewJob;
  resolve: (planned: Planned | View) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** The catalog this worker holds. */
  catalog: Catalog | undefined;
  busy: Pending | undefined;
  /** Stops the worker once it has been idle for idleMs. */
  idle: NodeJS.Timeout | undefined;
}

export function createTurnPool(options: PoolOptions): TurnPool {
  const size = Math.max(1, options.size ?? defaultPoolSize());
  const maxQueue = options.maxQueue ?? 256 * size;
  const idleMs = options.idleMs ?? 60_000;
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Slot {
    const slot: Slot = { worker: (options.spawn ?? spawnWorker)(), catalog: undefined, busy: undefined, idle: undefined };
    slot.worker.on('message', (message: FromWorker) => {
      const job = slot.busy;
      if (!job || job.id !== message.id) return;
      slot.busy = undefined;
      if ('planned' in message) job.resolve(message.planned);
      else if ('userError' in message) job.reject(new UserError(message.userError.key, message.userError.context));
      else job.reject(new Error(`turn failed in a worker: ${message.error}`));
      dispatch();
      if (!slot.busy) slot.idle = setTimeout(() => retire(slot), idleMs).unref();
    });
    // A worker that dies takes only its own turn with it; a fresh one takes its place.
    const died = (error: Error) => {
      const index = slots.indexOf(slot);
      if (index < 0) return;
      slots.splice(index, 1);
      clearTimeout(slot.idle);
      slot.busy?.reject(error);
      slot.busy = undefined;
      if (closed) return;
      options.onWorkerError?.(error);
      dispatch(); // starts a replacement if turns are waiting
    };
    slot.worker.on('error', died);
    slot.worker.on('exit', (code) => died(new Error(`turn worker exited with code ${code}`)));
    slot.worker.unref(); // an idle pool never keeps the process alive
    return slot;
  }

  /** An idle worker leaves the pool first, so its exit is not taken for a death. */
  function retire(slot: Slot): void {
    const index = slots.indexOf(slot);
    if (index < 0 || slot.busy) return;
    slots.splice(index, 1);
    void slot.worker.terminate();
    if (slots.length === 0) options.onIdle?.();
  }

  function dispatch(): void {
    // Workers start with the first turns that need them: an idle bot holds none (~30 MB each).
    while (slots.length < size && queue.length > slots.filter((s) => !s.busy).length) slots.push(start());
    for (const slot of slots) {
      if (slot.busy) continue;
      const job = queue.shift();
      if (!job) return;
      const catalog = options.catalog();
      if (slot.catalog !== catalog) {
        slot.worker.postMessage({ type: 'catalog', catalog } satisfies ToWorker);
        slot.catalog = catalog;
      }
      clearTimeout(slot.idle);
      slot.busy = job;
      slot.worker.postMessage({ type: 'turn', id: job.id, job: job.job } satisfies ToWorker);
    }
  }

  function submit(job: TurnJob | ViewJob): Promise<Planned | View> {
    if (closed) return Promise.reject(new Error('the turn pool is closed'));
    if (queue.length >= maxQueue) return Promise.reject(new UserError('busy'));
    return new Promise<Planned | View>((resolve, reject) => {
      queue.push({ id: nextId++, job, resolve, reject });
      dispatch();
    });
  }

  return {
    run: (job) => submit(job) as Promise<Planned>,
    view: (job) => submit(job) as Promise<View>,
    running: () => slots.length,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the turn pool is closed'));
      for (const slot of slots) clearTimeout(slot.idle);
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
