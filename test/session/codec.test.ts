import { describe, expect, it } from 'vitest';
import { DISCORD_MAX_CHARS, TELEGRAM_MAX_BYTES, decodeButton, encodeButton, encodeLanguage } from '../../src/session/index.ts';
import { CODEC_VERSION, newSessionId, readToken, sessionToken } from '../../src/session/codec.ts';
import { readAction } from '../../src/session/actions.ts';

describe('button codec', () => {
  it('round-trips session buttons within Telegram’s 64 bytes, and the language picker', () => {
    const id = newSessionId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    const data = encodeButton(id, 'model:qwen2.5-72b');
    expect(data).toMatch(/^wc:[\w-]{1,16}:model:qwen2\.5-72b$/);
    expect(Buffer.byteLength(data!)).toBeLessThanOrEqual(TELEGRAM_MAX_BYTES);
    expect(decodeButton(data)).toEqual({ kind: 'session', session: id, value: 'model:qwen2.5-72b' });
    expect(decodeButton(encodeLanguage('zh'))).toEqual({ kind: 'language', locale: 'zh' });
    expect(decodeButton('wl:de')).toEqual({ kind: 'invalid' });
    expect(decodeButton('something else')).toEqual({ kind: 'invalid' });
    expect(decodeButton(undefined)).toEqual({ kind: 'invalid' });
  });

  it('keeps colons inside the value', () => {
    expect(decodeButton(encodeButton('abcdefgh', 'set:ctx:8192'))).toEqual({ kind: 'session', session: 'abcdefgh', value: 'set:ctx:8192' });
  });

  it('refuses a payload past the platform limit rather than sending it broken', () => {
    expect(encodeButton('abcdefgh', 'x'.repeat(60))).toBeUndefined();
    expect(encodeButton('abcdefgh', 'x'.repeat(60), DISCORD_MAX_CHARS)).toBeDefined();
  });

  it('rejects another version, a changed session id and a bad check', () => {
    const token = sessionToken('abcdefgh');
    expect(token[0]).toBe(CODEC_VERSION);
    expect(readToken(token)).toBe('abcdefgh');
    expect(readToken(`${String(Number(CODEC_VERSION) + 1)}${token.slice(1)}`)).toBeUndefined();
    expect(readToken(token.replace('abcdefgh', 'abcdefgi'))).toBeUndefined();
    expect(readToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined();
    // Tokens of the version before the codec (a bare 8-character thread id) read as expired.
    expect(decodeButton('wc:abcd1234:math')).toEqual({ kind: 'invalid' });
  });
});

describe('actions', () => {
  it('reads the view switches and "remind me"; anything else is an answer for the conversation', () => {
    expect(readAction('math')).toEqual({ kind: 'view', which: 'math' });
    expect(readAction('alts')).toEqual({ kind: 'view', which: 'alternatives' });
    expect(readAction('main')).toEqual({ kind: 'view', which: 'main' });
    expect(readAction('remind')).toEqual({ kind: 'remind' });
    expect(readAction('toString')).toEqual({ kind: 'answer', value: 'toString' });
    expect(readAction('set:precision=fp8')).toEqual({ kind: 'answer', value: 'set:precision=fp8' });
  });
});
