/**
 * Turns remembered: runTurn and runView are pure functions of (catalog, job), so the same job within
 * the same minute gets the answer already computed (or being computed) instead of planning it again —
 * a group where several people ask the same question, a user who repeats one, a card looked up by
 * many. The key is the whole job (text, conversation state, settings, locale) with its clock read to
 * the minute: what the core does with the time (prices' age in days, a deadline in hours) cannot
 * change within it. A new catalog (the price refresh swaps the object) empties the memory.
 *
 * Results are shared between the callers of one key: the session reads them and stores copies,
 * never changes them. A failed turn is not remembered.
 */
import { LRUCache } from 'lru-cache';
import type { Catalog } from '../core/catalog/schema.ts';
import type { View } from '../core/present/view.ts';
import type { TurnRunner } from './pool.ts';
import type { Planned, TurnJob, ViewJob } from './turn.ts';

export interface MemoOptions {
  /** Jobs remembered (default 500), the least recently used dropped first. */
  max?: number;
}

/** The job as a key: everything it carries, its clock to the minute. */
export function jobKey(job: TurnJob | ViewJob): string {
  return JSON.stringify({ ...job, now: Math.floor(job.now.getTime() / 60_000) });
}

export function remembered(runner: TurnRunner, catalog: () => Catalog, options: MemoOptions = {}): TurnRunner {
  const memory = new LRUCache<string, Promise<Planned | View>>({ max: options.max ?? 500 });
  let heldFor: Catalog | undefined;

  function recall<T extends Planned | View>(job: TurnJob | ViewJob, compute: () => Promise<T>): Promise<T> {
    const current = catalog();
    if (current !== heldFor) {
      memory.clear();
      heldFor = current;
    }
    const key = jobKey(job);
    const known = memory.get(key);
    if (known) return known as Promise<T>;
    const pending = compute();
    memory.set(key, pending);
    pending.catch(() => {
      if (memory.peek(key) === pending) memory.delete(key);
    });
    return pending;
  }

  return {
    run: (job) => recall(job, () => runner.run(job)),
    view: (job) => recall(job, () => runner.view(job)),
    close: () => runner.close(),
  };
}
