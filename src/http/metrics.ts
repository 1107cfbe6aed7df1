/**
 * /metrics (prom-client): the process's default metrics plus what an operator watches on a bot —
 * updates and interactions by kind and outcome, how long a turn takes (advice latency), store
 * errors, and the age of the last price refresh per source. One registry per process (not the
 * global one), so tests can build several. Labels are fixed vocabularies, never raw input, or the
 * series would grow without bound.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { isUserError } from '../core/errors.ts';
import type { Advisor } from '../session/index.ts';
import { isStoreUnavailable } from '../session/index.ts';

export type UpdateOutcome = 'ok' | 'duplicate' | 'unauthorized' | 'bad_request' | 'rate_limited' | 'error';

export interface Metrics {
  registry: Registry;
  /** A Telegram update or Discord interaction that reached the HTTP server. */
  update(transport: 'telegram' | 'discord', kind: string, outcome: UpdateOutcome): void;
  /** A failed or timed-out store call (hook for openStore's onError). */
  storeError(operation: string): void;
  /** The refresh times per price source, read at every scrape (the prices helper's refresh loop). */
  watchPriceRefresh(source: () => Record<string, Date | undefined>): void;
  /** The Advisor with each conversation call timed and counted by outcome. */
  instrument(advisor: Advisor): Advisor;
  /** Prometheus text exposition. */
  render(): Promise<{ contentType: string; body: string }>;
}

/** Advisor calls that run a conversation turn (and so the core's parse/recommend/present). */
const TURNS = ['begin', 'input', 'press', 'choose', 'view', 'cancel', 'card', 'compare', 'help'] as const;

/** Turn latency buckets: a cached view is milliseconds, an advice a few hundred, the cap about a second. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const updates = new Counter({
    name: 'whichcard_updates_total',
    help: 'Telegram updates and Discord interactions received over HTTP, by kind and outcome',
    labelNames: ['transport', 'kind', 'outcome'] as const,
    registers: [registry],
  });
  const turns = new Counter({
    name: 'whichcard_turns_total',
    help: 'Advisor calls by action and outcome (ok, notice, user_error, store_unavailable, error)',
    labelNames: ['action', 'outcome'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'whichcard_turn_duration_seconds',
    help: 'Time to answer one turn (parse, recommend, present, store), by action',
    labelNames: ['action'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const storeErrors = new Counter({
    name: 'whichcard_store_errors_total',
    help: 'Store calls that failed or passed their deadline, by operation',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  let priceSource: (() => Record<string, Date | undefined>) | undefined;
  new Gauge({
    name: 'whichcard_price_refresh_age_seconds',
    help: 'Seconds since the last successful price refresh, per source',
    labelNames: ['source'] as const,
    registers: [registry],
    collect() {
      this.reset();
      if (!priceSource) return;
      const now = Date.now();
      for (const [source, at] of Object.entries(priceSource())) if (at) this.set({ source }, Math.max(0, (now - at.getTime()) / 1000));
    },
  });

  return {
    registry,
    update: (transport, kind, outcome) => updates.inc({ transport, kind, outcome }),
    storeError: (operation) => storeErrors.inc({ operation: operation.replace(/\W.*$/, '') || 'other' }),
    watchPriceRefresh: (source) => {
      priceSource = source;
    },
    instrument(advisor) {
      return new Proxy(advisor, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          if (!(TURNS as readonly (string | symbol)[]).includes(property)) return value.bind(target);
          const action = String(property);
          return async (...args: unknown[]) => {
            const end = latency.startTimer({ action });
            try {
              const turn = (await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)) as { notice?: unknown } | undefined;
              turns.inc({ action, outcome: turn && typeof turn === 'object' && turn.notice ? 'notice' : 'ok' });
              return turn;
            } catch (error) {
              turns.inc({ action, outcome: isStoreUnavailable(error) ? 'store_unavailable' : isUserError(error) ? 'user_error' : 'error' });
              throw error;
            } finally {
              end();
            }
          };
        },
      });
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
