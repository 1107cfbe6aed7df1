/**
 * The bots' own price refresh: every WHICHCARD_PRICES_REFRESH (default 12 h) one replica — whichever
 * claims the slot in the shared store first (a claim that expires, so a crashed replica never holds
 * it) — runs the update; failures are logged and retried with back-off, and the last good snapshots
 * stay. Every replica then reloads the catalog when a current snapshot changed, and tells the
 * listeners (price alerts) with the new catalog. `lastRefresh()` gives each source's snapshot time
 * (for the "price refresh age" gauge of /metrics).
 */
import type { Catalog } from '../core/catalog/schema.ts';
import { readCurrentSnapshots, SOURCES, type SourceId } from '../core/prices/snapshot.ts';
import type { Logger } from '../logger.ts';
import { updatePrices, type SourceOutcome, type UpdateOptions } from './update.ts';

export type RefreshListener = (catalog: Catalog) => Promise<void> | void;

export interface PriceRefresher {
  /** The catalog with the current snapshots; replaced after each refresh that changed them. */
  catalog(): Catalog;
  /** Be told after every refresh that changed the prices; returns the unsubscribe function. */
  onRefreshed(listener: RefreshListener): () => void;
  /** When each source's current snapshot was written (absent: no snapshot yet). */
  lastRefresh(): Partial<Record<SourceId, Date>>;
  /** One refresh now (if this replica gets the claim); resolves when done. */
  refreshNow(): Promise<{ ran: boolean; outcomes: SourceOutcome[] }>;
  stop(): Promise<void>;
}

export interface RefreshOptions {
  dir: string;
  /** Loads the catalog with the snapshots (catalog/ + WHICHCARD_PRICES_DIR). */
  load: () => Catalog;
  /** null: never refresh on a timer (the terminal advisor, WHICHCARD_PRICES_REFRESH=off). */
  intervalMs: number | null;
  /** Set-if-absent with expiry across replicas (Store.claimOnce). */
  claim: (key: string, ttlMs: number) => Promise<boolean>;
  logger: Logger;
  now?: () => Date;
  /** The update (tests pass their own, e.g. with --from). */
  update?: (options: Pick<UpdateOptions, 'dir' | 'catalog' | 'now'>) => Promise<SourceOutcome[]>;
  /** First retry after a failure; doubles each time, never beyond the interval. */
  retryBaseMs?: number;
}

const DEFAULT_RETRY_BASE_MS = 5 * 60_000;
const FIRST_REFRESH_MIN_DELAY_MS = 60_000;

/** What identifies the current snapshots: a change means the catalog must be reloaded. */
function snapshotStamp(dir: string): string {
  try {
    return readCurrentSnapshots(dir).map((s) => `${s.source}@${s.writtenAt}`).join(',');
  } catch {
    return 'unreadable';
  }
}

export function createPriceRefresher(options: RefreshOptions): PriceRefresher {
  const now = options.now ?? (() => new Date());
  const update = options.update ?? ((o) => updatePrices(o));
  const listeners = new Set<RefreshListener>();
  let current: Catalog | undefined;
  let stamp = snapshotStamp(options.dir);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<{ ran: boolean; outcomes: SourceOutcome[] }> | undefined;
  let failures = 0;
  let stopped = false;

  const catalog = () => (current ??= options.load());

  function lastRefreshTimes(): Partial<Record<SourceId, Date>> {
    const out: Partial<Record<SourceId, Date>> = {};
    try {
      for (const s of readCurrentSnapshots(options.dir)) if ((SOURCES as readonly string[]).includes(s.source)) out[s.source] = new Date(s.writtenAt);
    } catch {
      // unreadable snapshots: nothing to report
    }
    return out;
  }

  async function reloadIfChanged(): Promise<void> {
    const next = snapshotStamp(options.dir);
    if (next === stamp) return;
    let loaded: Catalog;
    try {
      loaded = options.load();
    } catch (error) {
      // A snapshot the catalog cannot read: keep answering with the catalog we have.
      options.logger.error({ err: error }, 'prices: the new snapshots do not load; keeping the current catalog');
      return;
    }
    stamp = next;
    current = loaded;
    for (const listener of listeners) {
      try {
        await listener(loaded);
      } catch (error) {
        options.logger.error({ err: error }, 'prices: a refresh listener failed');
      }
    }
  }

  async function attempt(): Promise<{ ran: boolean; outcomes: SourceOutcome[] }> {
    const interval = options.intervalMs ?? 86_400_000;
    const slot = Math.floor(now().getTime() / interval);
    // One replica per slot (and per retry); the claim lapses by itself, so a crash frees it.
    const key = `prices-refresh:${slot}:${failures}`;
    if (!(await options.claim(key, interval))) {
      await reloadIfChanged();
      return { ran: false, outcomes: [] };
    }
    const outcomes = await update({ dir: options.dir, catalog: catalog(), now });
    for (const o of outcomes) {
      const log = { source: o.source, status: o.status, ms: o.ms, parts: o.parts.map((p) => `${p.name}:${p.status}`).join(' ') };
      if (o.status === 'failed') options.logger.warn(log, 'prices: source failed; its last good snapshot stays');
      else options.logger.info(log, 'prices: source refreshed');
    }
    await reloadIfChanged();
    return { ran: true, outcomes };
  }

  function schedule(delayMs: number): void {
    if (stopped || options.intervalMs === null) return;
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref?.();
  }

  async function tick(): Promise<void> {
    let failed: boolean;
    try {
      const result = await refreshNow();
      failed = result.ran && result.outcomes.some((o) => o.status === 'failed');
    } catch (error) {
      failed = true;
      options.logger.error({ err: error }, 'prices: refresh failed');
    }
    failures = failed ? failures + 1 : 0;
    const interval = options.intervalMs ?? 0;
    schedule(failed ? Math.min(interval, (options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS) * 2 ** (failures - 1)) : interval);
  }

  function refreshNow(): Promise<{ ran: boolean; outcomes: SourceOutcome[] }> {
    // One refresh at a time in this process too.
    running ??= attempt().finally(() => {
      running = undefined;
    });
    return running;
  }

  // The first refresh when the newest snapshot is an interval old (a restart does not re-read fresh
  // prices), but not in the first minute (start-up is busy); then every interval.
  if (options.intervalMs !== null) {
    const newest = Math.max(0, ...Object.values(lastRefreshTimes()).map((d) => d.getTime()));
    const due = options.intervalMs - (now().getTime() - newest);
    schedule(Math.min(options.intervalMs, Math.max(FIRST_REFRESH_MIN_DELAY_MS, due)));
  }

  return {
    catalog,
    onRefreshed(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lastRefresh: lastRefreshTimes,
    refreshNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
