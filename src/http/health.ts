/**
 * GET /healthz: ready only when the store answers within a deadline — a replica that cannot reach
 * Redis is taken out of the load balancer (and Docker's HEALTHCHECK marks it unhealthy) rather than
 * answering every chat "storage unavailable".
 */
import type { Store } from '../store/index.ts';
import { json, type Route } from './server.ts';

export const HEALTH_TIMEOUT_MS = 1000;

export function healthRoute(store: Pick<Store, 'ping' | 'kind'>, timeoutMs = HEALTH_TIMEOUT_MS): Route {
  return {
    method: 'GET',
    path: '/healthz',
    name: 'healthz',
    async handler() {
      const t0 = performance.now();
      try {
        await store.ping(timeoutMs);
        return json(200, { status: 'ok', store: store.kind, ms: Math.round(performance.now() - t0) });
      } catch {
        return json(503, { status: 'unavailable', store: store.kind });
      }
    },
  };
}
