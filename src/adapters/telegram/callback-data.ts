/**
 * Inline-button payloads. Telegram caps `callback_data` at 64 bytes, so a button carries only a short
 * id of the conversation thread (its state lives in keyv) and the View action's value:
 * `wc:<shortId>:<value>`. The language picker uses `wl:<locale>`; it needs no state.
 */
import { randomBytes } from 'node:crypto';

export const CALLBACK_DATA_MAX_BYTES = 64;

export type CallbackData = { kind: 'thread'; threadId: string; value: string } | { kind: 'lang'; locale: string };

/** 8 url-safe characters (48 random bits): unique enough for live threads, short enough for 64 bytes. */
export function newThreadId(): string {
  return randomBytes(6).toString('base64url');
}

/** `undefined` when the value would push the payload past Telegram's limit (the caller drops that button). */
export function encodeThreadButton(threadId: string, value: string): string | undefined {
  const data = `wc:${threadId}:${value}`;
  return Buffer.byteLength(data, 'utf8') <= CALLBACK_DATA_MAX_BYTES ? data : undefined;
}

export function encodeLangButton(locale: string): string {
  return `wl:${locale}`;
}

export function decodeCallbackData(data: string | undefined): CallbackData | undefined {
  if (!data) return undefined;
  const thread = /^wc:([A-Za-z0-9_-]{1,16}):(.+)$/s.exec(data);
  if (thread) return { kind: 'thread', threadId: thread[1] as string, value: thread[2] as string };
  const lang = /^wl:([a-z]{2})$/.exec(data);
  if (lang) return { kind: 'lang', locale: lang[1] as string };
  return undefined;
}
