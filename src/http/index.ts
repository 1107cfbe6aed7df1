/** The process's HTTP server and what it serves (src/main.ts wires them). */
export { healthRoute } from './health.ts';
export { createMetrics, type Metrics, type UpdateOutcome } from './metrics.ts';
export { json, startHttpServer, text, type Handler, type HttpServer, type Reply, type Request, type Route } from './server.ts';

import type { Metrics } from './metrics.ts';
import type { Route } from './server.ts';

export function metricsRoute(metrics: Metrics): Route {
  return {
    method: 'GET',
    path: '/metrics',
    name: 'metrics',
    async handler() {
      const { contentType, body } = await metrics.render();
      return { status: 200, headers: { 'content-type': contentType }, body };
    },
  };
}
