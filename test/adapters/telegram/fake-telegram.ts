/**
 * A small fake Telegram Bot API server (node:http on 127.0.0.1:0) for end-to-end tests with the real
 * grammY Bot pointed at it through `client.apiRoot` (ENGINEERING.md §1a, level B). It answers the
 * methods the adapter uses (getMe, deleteWebhook, getUpdates, sendMessage, editMessageText,
 * editMessageReplyMarkup, answerCallbackQuery, setMyCommands, sendChatAction), records every call
 * with its parsed payload, feeds `getUpdates` long polls from a queue the test fills, and can inject
 * a 429 `retry_after` (or any error) once for a method.
 */
import { parseMultipart, pngDimensions } from '../multipart.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  payload: Record<string, unknown>;
  /** Milliseconds since the server started: lets a test check that a retry waited. */
  at: number;
  /** The answer given: false when the call was failed on purpose (injected 429). */
  ok: boolean;
}

export interface FakeUser {
  id: number;
  first_name: string;
  username?: string;
  language_code?: string;
  is_bot?: boolean;
}

export interface FakeChat {
  id: number;
  type: 'private' | 'group' | 'supergroup';
  title?: string;
}

/** A message as this fake stores and returns it (a subset of Telegram's Message). */
export interface FakeMessage {
  message_id: number;
  date: number;
  chat: FakeChat;
  from?: FakeUser;
  text?: string;
  entities?: { type: string; offset: number; length: number }[];
  reply_to_message?: FakeMessage;
  reply_markup?: unknown;
  photo?: { file_id: string; file_unique_id: string; width: number; height: number }[];
  caption?: string;
}

type Update = { update_id: number } & Record<string, unknown>;

interface Poller {
  offset: number;
  res: ServerResponse;
  timer: NodeJS.Timeout;
}

export interface FakeTelegramOptions {
  /** How long an idle `getUpdates` is held before answering []: short, so tests stay fast. */
  idlePollMs?: number;
  botUsername?: string;
  /** The first update id (a shared Redis remembers update ids across test runs: start somewhere fresh). */
  firstUpdateId?: number;
}

export const FAKE_TOKEN = '123456789:AAFakeTokenForTestsOnly_abcdefghijkl';

export class FakeTelegram {
  readonly calls: RecordedCall[] = [];
  /** Every message sent (by users through this fake, or by the bot), by `chatId:messageId`; edits replace. */
  readonly messages = new Map<string, FakeMessage>();
  readonly bot: FakeUser;

  private readonly server: Server;
  private readonly started = Date.now();
  private readonly queue: Update[] = [];
  private readonly pollers = new Set<Poller>();
  private readonly failures = new Map<string, { error_code: number; retry_after?: number; description: string }[]>();
  private readonly chats = new Map<number, FakeChat>();
  /** Chat id → the user ids getChatMember reports as administrators (everyone else is a member). */
  readonly admins = new Map<number, Set<number>>();
  private readonly waiters = new Set<() => void>();
  private nextUpdateId = 1;
  private nextMessageId = 1000;
  /** Photos uploaded so far, by the file_id they were given: Telegram lets a bot send one again by its id. */
  private readonly photos = new Map<string, { width: number; height: number }>();
  private readonly idlePollMs: number;

  private constructor(options: FakeTelegramOptions) {
    this.idlePollMs = options.idlePollMs ?? 150;
    this.nextUpdateId = options.firstUpdateId ?? 1;
    this.bot = { id: 123456789, is_bot: true, first_name: 'WhichCard', username: options.botUsername ?? 'whichcard_test_bot' };
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((error: unknown) => {
        this.send(res, 500, { ok: false, error_code: 500, description: String(error) });
      });
    });
  }

  static async start(options: FakeTelegramOptions = {}): Promise<FakeTelegram> {
    const fake = new FakeTelegram(options);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  /** grammY's `client.apiRoot` (no trailing slash: grammY rejects one). */
  get apiRoot(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    for (const poller of this.pollers) this.answerPoller(poller, []);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // ---- feeding updates -------------------------------------------------------------------------

  pushUpdate(update: Record<string, unknown>): number {
    const full = { ...update, update_id: this.nextUpdateId++ } as Update;
    this.queue.push(full);
    this.flushPollers();
    return full.update_id;
  }

  /** A user's text message; commands get their `bot_command` entity like Telegram's. */
  sendText(from: FakeUser, chat: FakeChat, text: string, extra: { replyTo?: FakeMessage } = {}): FakeMessage {
    this.chats.set(chat.id, chat);
    const entities: FakeMessage['entities'] = [];
    const command = /^\/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?/.exec(text);
    if (command) entities.push({ type: 'bot_command', offset: 0, length: command[0].length });
    for (const mention of text.matchAll(/@[A-Za-z0-9_]{5,}/g)) {
      if (command && mention.index < command[0].length) continue;
      entities.push({ type: 'mention', offset: mention.index, length: mention[0].length });
    }
    const message: FakeMessage = {
      message_id: this.nextMessageId++,
      date: Math.floor(Date.now() / 1000),
      chat,
      from,
      text,
      ...(entities.length > 0 ? { entities } : {}),
      ...(extra.replyTo ? { reply_to_message: extra.replyTo } : {}),
    };
    this.messages.set(`${chat.id}:${message.message_id}`, message);
    this.pushUpdate({ message });
    return message;
  }

  /** A press on an inline button of a message the bot sent. */
  pressButton(from: FakeUser, message: FakeMessage, data: string): string {
    const id = `cq${this.nextUpdateId}`;
    this.pushUpdate({ callback_query: { id, from, message, chat_instance: `ci${message.chat.id}`, data } });
    return id;
  }

  // ---- fault injection and inspection ----------------------------------------------------------

  /** The next call of `method` answers 429 with `retry_after` (seconds); later calls succeed. */
  failOnce(method: string, retryAfter = 1): void {
    this.failNext(method, { error_code: 429, retry_after: retryAfter, description: `Too Many Requests: retry after ${retryAfter}` });
  }

  /** The next call of `method` fails with this error (e.g. a 400 that no retry fixes). */
  failNext(method: string, failure: { error_code: number; description: string; retry_after?: number }): void {
    const list = this.failures.get(method) ?? [];
    list.push(failure);
    this.failures.set(method, list);
  }

  callsOf(method: string): RecordedCall[] {
    return this.calls.filter((c) => c.method === method);
  }

  /** Resolves with the first value `probe` returns that is not undefined/false, re-checked on every call. */
  async waitFor<T>(probe: () => T | undefined | false | null, timeoutMs = 5000, what = 'condition'): Promise<T> {
    const first = probe();
    if (first !== undefined && first !== false && first !== null) return first;
    return new Promise<T>((resolve, reject) => {
      const check = (): void => {
        const value = probe();
        if (value === undefined || value === false || value === null) return;
        cleanup();
        resolve(value);
      };
      const timer = setTimeout(() => {
        cleanup();
        const recent = this.calls.slice(-8).map((c) => `${c.method} ${JSON.stringify(c.payload).slice(0, 300)}`);
        reject(new Error(`timed out waiting for ${what}; last calls:\n${recent.join('\n')}`));
      }, timeoutMs);
      const cleanup = (): void => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
    });
  }

  /** Waits for the n-th (1-based, counted from `after`) call of `method` matching `match`. */
  async nextCall(method: string, after = 0, match: (c: RecordedCall) => boolean = () => true, timeoutMs = 5000): Promise<RecordedCall> {
    return this.waitFor(() => this.calls.slice(after).find((c) => c.method === method && c.ok && match(c)), timeoutMs, `${method} after #${after}`);
  }

  // ---- the HTTP side -----------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    if (!match) return this.send(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
    const method = match[2] as string;
    const payload = { ...Object.fromEntries(url.searchParams), ...(await readPayload(req)) };
    if (match[1] !== FAKE_TOKEN) {
      this.record(method, payload, false);
      return this.send(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
    }
    const failure = this.failures.get(method)?.shift();
    if (failure) {
      this.record(method, payload, false);
      return this.send(res, failure.error_code, {
        ok: false,
        error_code: failure.error_code,
        description: failure.description,
        ...(failure.retry_after !== undefined ? { parameters: { retry_after: failure.retry_after } } : {}),
      });
    }
    if (method === 'getUpdates') return this.getUpdates(payload, res);
    const result = this.answer(method, payload);
    this.record(method, payload, result !== undefined);
    if (result === undefined) return this.send(res, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    if (result instanceof Error) return this.send(res, 400, { ok: false, error_code: 400, description: result.message });
    return this.send(res, 200, { ok: true, result });
  }

  private answer(method: string, payload: Record<string, unknown>): unknown {
    switch (method) {
      case 'getMe':
        return this.bot;
      case 'deleteWebhook':
      case 'setWebhook':
      case 'setMyCommands':
      case 'sendChatAction':
      case 'answerCallbackQuery':
        return true;
      case 'sendMessage': {
        const chatId = Number(payload.chat_id);
        const chat = this.chats.get(chatId) ?? { id: chatId, type: 'private' };
        const reply = payload.reply_parameters as { message_id?: number } | undefined;
        const message: FakeMessage = {
          message_id: this.nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat,
          from: this.bot,
          text: String(payload.text ?? ''),
          ...(payload.reply_markup ? { reply_markup: payload.reply_markup } : {}),
          ...(reply?.message_id ? { reply_to_message: this.quoted(chatId, reply.message_id) } : {}),
        };
        if (message.text !== undefined && message.text.length > 4096) return new Error('Bad Request: message is too long');
        const unparsable = payload.parse_mode === 'HTML' ? htmlProblem(String(message.text)) : undefined;
        if (unparsable) return new Error(`Bad Request: can't parse entities: ${unparsable}`);
        this.messages.set(`${chatId}:${message.message_id}`, message);
        return message;
      }
      case 'editMessageText': {
        const key = `${Number(payload.chat_id)}:${Number(payload.message_id)}`;
        const existing = this.messages.get(key);
        if (!existing) return new Error('Bad Request: message to edit not found');
        const text = String(payload.text ?? '');
        if (text.length > 4096) return new Error('Bad Request: message is too long');
        const unparsable = payload.parse_mode === 'HTML' ? htmlProblem(text) : undefined;
        if (unparsable) return new Error(`Bad Request: can't parse entities: ${unparsable}`);
        const edited: FakeMessage = { ...existing, text, reply_markup: payload.reply_markup };
        this.messages.set(key, edited);
        return edited;
      }
      case 'sendPhoto': {
        const chatId = Number(payload.chat_id);
        const chat = this.chats.get(chatId) ?? { id: chatId, type: 'private' };
        // grammY uploads a Buffer as a file part and names it in the field: photo = "attach://<part>";
        // a photo Telegram already has is sent by its file_id (a string without attach://).
        const photo = String(payload.photo ?? '');
        let size: { width: number; height: number } | undefined;
        if (photo.startsWith('attach://')) {
          const file = payload[photo.slice('attach://'.length)] as { data?: Buffer } | undefined;
          size = file?.data ? pngDimensions(file.data) : undefined;
          if (!size) return new Error('Bad Request: IMAGE_PROCESS_FAILED');
        } else {
          size = this.photos.get(photo);
          if (!size) return new Error('Bad Request: wrong file identifier/HTTP URL specified');
        }
        const caption = payload.caption === undefined ? undefined : String(payload.caption);
        if (caption !== undefined && caption.length > 1024) return new Error('Bad Request: message caption is too long');
        const unparsable = caption !== undefined && payload.parse_mode === 'HTML' ? htmlProblem(caption) : undefined;
        if (unparsable) return new Error(`Bad Request: can't parse entities: ${unparsable}`);
        const reply = payload.reply_parameters as { message_id?: number } | undefined;
        const message: FakeMessage = {
          message_id: this.nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat,
          from: this.bot,
          photo: [{ file_id: photo.startsWith('attach://') ? `photo-${this.nextMessageId}` : photo, file_unique_id: `u${this.nextMessageId}`, ...size }],
          ...(caption !== undefined ? { caption } : {}),
          ...(payload.reply_markup ? { reply_markup: payload.reply_markup } : {}),
          ...(reply?.message_id ? { reply_to_message: this.quoted(chatId, reply.message_id) } : {}),
        };
        this.messages.set(`${chatId}:${message.message_id}`, message);
        this.photos.set(message.photo![0]!.file_id, size);
        return message;
      }
      case 'editMessageCaption': {
        const key = `${Number(payload.chat_id)}:${Number(payload.message_id)}`;
        const existing = this.messages.get(key);
        if (!existing?.photo) return new Error('Bad Request: there is no caption in the message to edit');
        const caption = String(payload.caption ?? '');
        if (caption.length > 1024) return new Error('Bad Request: message caption is too long');
        const badHtml = payload.parse_mode === 'HTML' ? htmlProblem(caption) : undefined;
        if (badHtml) return new Error(`Bad Request: can't parse entities: ${badHtml}`);
        const edited: FakeMessage = { ...existing, caption, reply_markup: payload.reply_markup };
        this.messages.set(key, edited);
        return edited;
      }
      case 'getChatMember': {
        const userId = Number(payload.user_id);
        const admin = this.admins.get(Number(payload.chat_id))?.has(userId) ?? false;
        return { status: admin ? 'administrator' : 'member', user: { id: userId, is_bot: false, first_name: 'U' } };
      }
      case 'editMessageReplyMarkup': {
        const key = `${Number(payload.chat_id)}:${Number(payload.message_id)}`;
        const existing = this.messages.get(key);
        if (!existing) return new Error('Bad Request: message to edit not found');
        const edited: FakeMessage = { ...existing, reply_markup: payload.reply_markup };
        this.messages.set(key, edited);
        return edited;
      }
      default:
        return undefined;
    }
  }

  /** The message being replied to, one level deep like Telegram's own `reply_to_message`. */
  private quoted(chatId: number, messageId: number): FakeMessage {
    const original = this.messages.get(`${chatId}:${messageId}`);
    if (!original) return { message_id: messageId, date: 0, chat: this.chats.get(chatId) ?? { id: chatId, type: 'private' } };
    const { reply_to_message: _nested, ...flat } = original;
    return flat;
  }

  /** The latest state of a message (after edits), as a button press would carry it. */
  message(chatId: number, messageId: number): FakeMessage {
    const found = this.messages.get(`${chatId}:${messageId}`);
    if (!found) throw new Error(`no message ${chatId}:${messageId}`);
    return found;
  }

  private getUpdates(payload: Record<string, unknown>, res: ServerResponse): void {
    const offset = Number(payload.offset ?? 0);
    // Telegram forgets updates below the offset: they were confirmed.
    while (this.queue.length > 0 && (this.queue[0] as Update).update_id < offset) this.queue.shift();
    this.record('getUpdates', payload, true);
    const timeoutSec = Number(payload.timeout ?? 0);
    if (this.queue.length > 0 || timeoutSec <= 0) return this.send(res, 200, { ok: true, result: this.queue.slice(0, Number(payload.limit ?? 100)) });
    const poller: Poller = {
      offset,
      res,
      timer: setTimeout(() => this.answerPoller(poller, []), Math.min(timeoutSec * 1000, this.idlePollMs)),
    };
    res.on('close', () => {
      clearTimeout(poller.timer);
      this.pollers.delete(poller);
    });
    this.pollers.add(poller);
  }

  private flushPollers(): void {
    for (const poller of this.pollers) this.answerPoller(poller, this.queue.filter((u) => u.update_id >= poller.offset));
  }

  private answerPoller(poller: Poller, updates: Update[]): void {
    clearTimeout(poller.timer);
    this.pollers.delete(poller);
    if (!poller.res.writableEnded) this.send(poller.res, 200, { ok: true, result: updates });
  }

  private record(method: string, payload: Record<string, unknown>, ok: boolean): void {
    this.calls.push({ method, payload, at: Date.now() - this.started, ok });
    for (const waiter of [...this.waiters]) waiter();
  }

  private send(res: ServerResponse, status: number, body: unknown): void {
    if (res.writableEnded) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
}

/** The tags Telegram's HTML parse mode accepts (https://core.telegram.org/bots/api#html-style). */
const TELEGRAM_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 'ins', 's', 'strike', 'del', 'span', 'tg-spoiler', 'a', 'tg-emoji', 'code', 'pre', 'blockquote']);

/**
 * Why Telegram would refuse this HTML text, or undefined: like the real API, a `<` or `&` that does
 * not start a supported tag or entity, or tags that do not nest, fail the whole message.
 */
export function htmlProblem(text: string): string | undefined {
  const open: string[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '&') {
      const entity = /^&(?:lt|gt|amp|quot|#\d+|#x[0-9a-f]+);/i.exec(text.slice(i));
      if (!entity) return `unsupported HTML entity at byte offset ${i}`;
      i += entity[0].length - 1;
    } else if (c === '<') {
      const tag = /^<(\/?)([a-z-]+)(?:\s[^<>]*)?>/i.exec(text.slice(i));
      const name = tag?.[2]?.toLowerCase();
      if (!tag || !name || !TELEGRAM_TAGS.has(name)) return `unsupported start tag at byte offset ${i}`;
      if (tag[1]) {
        if (open.pop() !== name) return `unmatched end tag "${name}" at byte offset ${i}`;
      } else {
        open.push(name);
      }
      i += tag[0].length - 1;
    }
  }
  return open.length > 0 ? `can't find end tag corresponding to start tag "${open.at(-1)}"` : undefined;
}

/** Parses JSON, urlencoded and (field-only) multipart bodies; JSON-looking form values are decoded. */
async function readPayload(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const raw = bytes.toString('utf8');
  if (!raw) return {};
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/json')) return JSON.parse(raw) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  if (type.includes('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(raw)) fields[key] = decodeField(value);
  } else if (type.includes('multipart/form-data')) {
    // Text fields decoded; an uploaded file under its part name as { filename, data } (its bytes).
    const parts = parseMultipart(bytes, type);
    for (const [name, value] of Object.entries(parts.fields)) fields[name] = decodeField(value);
    for (const file of parts.files) fields[file.field] = { filename: file.filename, data: file.data };
  }
  return fields;
}

function decodeField(value: string): unknown {
  if (/^[[{]/.test(value)) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}
