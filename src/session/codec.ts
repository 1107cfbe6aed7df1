/**
 * The one codec for button payloads on every platform (Telegram callback_data ≤ 64 bytes, Discord
 * custom_id ≤ 100 characters): `wc:<token>:<value>`, where the token is a version character, the
 * session id and a short check of both. A token from an older version of this code, a forged one or
 * a garbled one fails to decode, and the press is answered "this button has expired". The value is
 * an action value (actions.ts), which is itself checked when it is read back into a typed action.
 * Stateless buttons (the language picker) are `wl:<locale>`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { isLocale, type Locale } from '../core/i18n.ts';

/** Bumped whenever what a token refers to changes shape (the session records, the key scheme). */
export const CODEC_VERSION = '2';
export const TELEGRAM_MAX_BYTES = 64;
export const DISCORD_MAX_CHARS = 100;
const ID_CHARS = 8;
const CHECK_CHARS = 3;

/** 8 url-safe characters (48 random bits): unique enough for live sessions, short enough for 64 bytes. */
export function newSessionId(): string {
  return randomBytes(6).toString('base64url');
}

function check(version: string, session: string): string {
  return createHash('sha256').update(`${version}:${session}`).digest('base64url').slice(0, CHECK_CHARS);
}

export function sessionToken(session: string): string {
  return `${CODEC_VERSION}${session}${check(CODEC_VERSION, session)}`;
}

/** The session a token names, or undefined for a token of another version, forged or garbled. */
export function readToken(token: string): string | undefined {
  if (token.length !== 1 + ID_CHARS + CHECK_CHARS || token[0] !== CODEC_VERSION) return undefined;
  const session = token.slice(1, 1 + ID_CHARS);
  if (!/^[A-Za-z0-9_-]+$/.test(session) || token.slice(1 + ID_CHARS) !== check(CODEC_VERSION, session)) return undefined;
  return session;
}

/** A button's payload, or undefined when it would not fit `maxBytes` (the caller drops that button). */
export function encodeButton(session: string, value: string, maxBytes = TELEGRAM_MAX_BYTES): string | undefined {
  const data = `wc:${sessionToken(session)}:${value}`;
  return Buffer.byteLength(data, 'utf8') <= maxBytes ? data : undefined;
}

export function encodeLanguage(locale: Locale): string {
  return `wl:${locale}`;
}

export type Press = { kind: 'session'; session: string; value: string } | { kind: 'language'; locale: Locale } | { kind: 'invalid' };

/**
 * Values the core draws are printable ASCII (quick-picks.ts); anything else — control characters,
 * a 300-character value (only a forged custom_id can be longer than Discord's 100) — is not ours.
 */
const VALUE = /^[\x21-\x7e]+$/;

export function decodeButton(data: string | undefined | null): Press {
  if (!data || data.length > DISCORD_MAX_CHARS) return { kind: 'invalid' };
  const button = /^wc:([A-Za-z0-9_-]{1,16}):(.+)$/s.exec(data);
  if (button && !VALUE.test(button[2]!)) return { kind: 'invalid' };
  if (button) {
    const session = readToken(button[1]!);
    return session ? { kind: 'session', session, value: button[2]! } : { kind: 'invalid' };
  }
  const lang = /^wl:([a-z]{2})$/.exec(data);
  if (lang && isLocale(lang[1])) return { kind: 'language', locale: lang[1] };
  return { kind: 'invalid' };
}
