/**
 * A small fake Discord (REST + gateway on one 127.0.0.1 port) that a real discord.js Client can log in
 * to (ENGINEERING.md §1b). It records every REST call so tests assert on what the bot sent, and lets
 * tests dispatch gateway events (INTERACTION_CREATE, MESSAGE_CREATE, GUILD_CREATE).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { APIMessage, APIUser } from 'discord-api-types/v10';
import { messageObject } from './fixtures.ts';
import { parseMultipart, type UploadedFile } from '../multipart.ts';

export interface RecordedCall {
  method: string;
  /** Path without the query string, e.g. /api/v10/interactions/1/tok/callback. */
  path: string;
  query: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** Files uploaded with the call (multipart), their bytes as sent. */
  files?: UploadedFile[];
}

export interface FakeDiscordOptions {
  appId?: string;
  botUser?: Partial<APIUser>;
}

export class FakeDiscord {
  readonly appId: string;
  readonly botUser: APIUser;
  readonly calls: RecordedCall[] = [];
  /** Every gateway IDENTIFY (op 2) received, so tests can check the intents the bot asked for. */
  readonly identifies: { token: string; intents: number }[] = [];
  private server?: Server;
  private wss?: WebSocketServer;
  private sockets = new Set<WebSocket>();
  private sequence = 0;
  private nextId = 1_000_000n;
  private waiters: { predicate: (c: RecordedCall) => boolean; resolve: (c: RecordedCall) => void }[] = [];
  private port = 0;

  constructor(options: FakeDiscordOptions = {}) {
    this.appId = options.appId ?? '900000000000000001';
    this.botUser = {
      id: this.appId,
      username: 'WhichCard',
      discriminator: '0',
      global_name: null,
      avatar: null,
      bot: true,
      ...options.botUser,
    };
  }

  /** The value for discord.js's `rest.api` option (no /v10: discord.js appends it). */
  get apiRoot(): string {
    return `http://127.0.0.1:${this.port}/api`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.wss = new WebSocketServer({ server: this.server });
    this.wss.on('connection', (socket) => this.onConnection(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.terminate();
    this.sockets.clear();
    await new Promise<void>((resolve) => this.wss?.close(() => resolve()) ?? resolve());
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** A fresh snowflake-like id. */
  snowflake(): string {
    this.nextId += 1n;
    return this.nextId.toString();
  }

  /** Send a gateway dispatch (op 0) to every connected shard. */
  dispatch(t: string, d: unknown): void {
    const payload = JSON.stringify({ op: 0, s: ++this.sequence, t, d });
    for (const socket of this.sockets) socket.send(payload);
  }

  get connected(): number {
    return this.sockets.size;
  }

  /** Resolves with the first recorded call (past or future) matching the predicate. */
  waitFor(predicate: (c: RecordedCall) => boolean, timeoutMs = 5000): Promise<RecordedCall> {
    const seen = this.calls.find(predicate);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(new Error(`fake-discord: no matching call within ${timeoutMs} ms; calls: ${this.calls.map((c) => `${c.method} ${c.path}`).join(', ')}`));
      }, timeoutMs);
      const done = (c: RecordedCall) => {
        clearTimeout(timer);
        resolve(c);
      };
      this.waiters.push({ predicate, resolve: done });
    });
  }

  /** Calls recorded after index `since` (so a test can wait for "the next" call of a kind). */
  waitForNext(since: number, predicate: (c: RecordedCall) => boolean, timeoutMs = 5000): Promise<RecordedCall> {
    return this.waitFor((c) => this.calls.indexOf(c) >= since && predicate(c), timeoutMs);
  }

  private record(call: RecordedCall): void {
    this.calls.push(call);
    for (const waiter of [...this.waiters]) {
      if (waiter.predicate(call)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(call);
      }
    }
  }

  private onConnection(socket: WebSocket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.send(JSON.stringify({ op: 10, d: { heartbeat_interval: 45_000 } }));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { op: number; d: unknown };
      if (message.op === 1) socket.send(JSON.stringify({ op: 11 }));
      if (message.op === 2) {
        const identify = message.d as { token: string; intents: number };
        this.identifies.push({ token: identify.token, intents: identify.intents });
        socket.send(
          JSON.stringify({
            op: 0,
            s: ++this.sequence,
            t: 'READY',
            d: {
              v: 10,
              session_id: `session-${this.sequence}`,
              resume_gateway_url: `ws://127.0.0.1:${this.port}`,
              user: this.botUser,
              guilds: [],
              application: { id: this.appId, flags: 0 },
              shard: [0, 1],
            },
          }),
        );
      }
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const raw = bytes.toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let body: unknown = undefined;
    let files: UploadedFile[] | undefined;
    if (raw) {
      const type = req.headers['content-type'] ?? '';
      if (type.includes('multipart/form-data')) {
        // discord.js sends multipart only with files: the JSON part, and the files' bytes.
        const parts = parseMultipart(bytes, type);
        body = parts.fields.payload_json !== undefined ? JSON.parse(parts.fields.payload_json) : parts.fields;
        files = parts.files;
      } else {
        body = JSON.parse(raw);
      }
    }
    const call: RecordedCall = { method: req.method ?? 'GET', path: url.pathname, query: url.search, body, ...(files ? { files } : {}) };
    this.record(call);
    const [status, result] = this.route(call);
    if (status === 204) {
      res.writeHead(204).end();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(result));
  }

  private route(call: RecordedCall): [number, unknown] {
    const { method, path } = call;
    const p = path.replace(/^\/api\/v\d+/, '');
    if (method === 'GET' && p === '/gateway/bot') {
      return [200, { url: `ws://127.0.0.1:${this.port}`, shards: 1, session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 } }];
    }
    if (method === 'GET' && p === '/gateway') return [200, { url: `ws://127.0.0.1:${this.port}` }];
    if (method === 'GET' && p === '/applications/@me') {
      return [200, { id: this.appId, name: 'WhichCard', icon: null, description: '', bot_public: true, bot_require_code_grant: false, verify_key: '', flags: 0, bot: this.botUser }];
    }
    if (method === 'GET' && p === '/users/@me') return [200, this.botUser];
    const userById = /^\/users\/(\d+)$/.exec(p);
    if (method === 'GET' && userById) return [200, { id: userById[1], username: `user${userById[1]!.slice(-4)}`, discriminator: '0', global_name: null, avatar: null }];
    if (method === 'PUT' && /^\/applications\/\d+(\/guilds\/\d+)?\/commands$/.test(p)) {
      const commands = Array.isArray(call.body) ? call.body : [];
      return [200, commands.map((c: Record<string, unknown>) => ({ ...c, id: this.snowflake(), application_id: this.appId, version: '1', default_member_permissions: null, type: c.type ?? 1 }))];
    }
    if (method === 'POST' && /^\/interactions\/\d+\/[^/]+\/callback$/.test(p)) return [204, undefined];
    const webhook = /^\/webhooks\/(\d+)\/([^/]+)(\/messages\/(@original|%40original|\d+))?$/.exec(p);
    if (webhook && (method === 'PATCH' || method === 'POST')) {
      return [200, this.message('900000000000000100', call.body, this.botUser)];
    }
    if (webhook && method === 'GET') return [200, this.message('900000000000000100', {}, this.botUser)];
    if (webhook && method === 'DELETE') return [204, undefined];
    const channelMessage = /^\/channels\/(\d+)\/messages$/.exec(p);
    if (channelMessage && method === 'POST') return [200, this.message(channelMessage[1]!, call.body, this.botUser)];
    if (method === 'POST' && p === '/users/@me/channels') {
      const recipient = (call.body as { recipient_id?: string })?.recipient_id ?? '1';
      return [200, { id: `7${recipient.slice(1)}`, type: 1, last_message_id: null, recipients: [{ id: recipient, username: 'user', discriminator: '0', global_name: null, avatar: null }] }];
    }
    return [404, { message: `fake-discord: no route for ${method} ${path}`, code: 0 }];
  }

  /** A message object as Discord returns it, echoing what the bot sent. */
  message(channelId: string, sent: unknown, author: APIUser): APIMessage {
    const body = (sent ?? {}) as Partial<APIMessage>;
    return messageObject({
      id: this.snowflake(),
      channel_id: channelId,
      author,
      content: body.content ?? '',
      embeds: body.embeds ?? [],
      components: body.components ?? [],
      flags: body.flags ?? (0 as APIMessage['flags']),
    });
  }
}

export async function startFakeDiscord(options?: FakeDiscordOptions): Promise<FakeDiscord> {
  return new FakeDiscord(options).start();
}
