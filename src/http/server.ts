/**
 * One node:http server per process on PORT: the Telegram webhook, the Discord interactions
 * endpoint, /healthz and /metrics. Routes are a fixed table (method + path → handler); the raw body
 * is read here (bounded) because Discord's signature covers the exact bytes. On shutdown the server
 * stops taking requests, lets the ones in flight finish (bounded by the caller), then closes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger.ts';

/** Telegram updates and Discord interactions are a few KB; anything past this is not one of them. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface Request {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The raw body (POST), exactly as received. */
  body: Buffer;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export type Handler = (request: Request) => Promise<Reply>;

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  /** A fixed name for logs and metrics (never the raw URL). */
  name: string;
  handler: Handler;
}

export interface HttpServer {
  server: Server;
  port: number;
  /** Stop taking requests; resolves when the ones in flight are done. */
  close(): Promise<void>;
}

export const json = (status: number, value: unknown): Reply => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });
export const text = (status: number, body: string): Reply => ({ status, headers: { 'content-type': 'text/plain; charset=utf-8' }, body });

class TooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new TooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent) return;
  res.writeHead(reply.status, reply.headers ?? {});
  res.end(reply.body ?? '');
}

export async function startHttpServer(options: { port: number; host?: string; routes: Route[]; logger: Logger }): Promise<HttpServer> {
  const { routes, logger } = options;
  let closing = false;
  let inFlight = 0;
  let drained: (() => void) | undefined;

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const route = routes.find((r) => r.path === path);
    if (!route) return send(res, text(404, 'not found'));
    if (req.method !== route.method) return send(res, { status: 405, headers: { allow: route.method } });
    // Shutting down: the load balancer sends this to another replica (Telegram retries later).
    if (closing) return send(res, { status: 503, headers: { connection: 'close', 'retry-after': '5' } });
    inFlight += 1;
    void (async () => {
      try {
        const body = req.method === 'POST' ? await readBody(req) : Buffer.alloc(0);
        send(res, await route.handler({ method: req.method ?? route.method, path, headers: req.headers, body }));
      } catch (error) {
        if (error instanceof TooLarge) send(res, text(413, 'payload too large'));
        else {
          logger.error({ err: error, route: route.name }, 'http handler failed');
          send(res, text(500, 'internal error'));
        }
      } finally {
        inFlight -= 1;
        if (closing && inFlight === 0) drained?.();
      }
    })();
  });
  // Slow clients must not hold a replica; Telegram and Discord send small bodies at once.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, routes: routes.map((r) => `${r.method} ${r.path}`) }, 'http server listening');

  return {
    server,
    port,
    async close() {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
      server.closeAllConnections();
      await closed;
    },
  };
}
