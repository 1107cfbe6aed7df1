import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { UserError } from '../../src/core/errors.ts';
import { DEFAULT_SETTINGS } from '../../src/core/recommend/types.ts';
import { openStore } from '../../src/store/index.ts';
import { getSettings, isScope, operatorDefaults, resetSettings, setSettings } from '../../src/store/settings.ts';
import { backends, uniq } from './backends.ts';

/** A logger that records what it was asked to log. */
function recordingLogger() {
  const lines: { msg: string; field?: string }[] = [];
  const sink = new Writable({ write(chunk, _enc, cb) { lines.push(JSON.parse(String(chunk))); cb(); } });
  return { log: pino({ level: 'warn' }, sink), lines };
}

describe.each(backends)('settings on $name', ({ url }) => {
  it('returns the defaults for a scope that chose nothing, and the given defaults win over the built-in ones', async () => {
    const store = await openStore(url());
    try {
      const scope = `telegram:chat:${uniq('-100')}`.replace(/[^\w:-]/g, '');
      expect(await getSettings(store, scope)).toEqual(DEFAULT_SETTINGS);
      expect((await getSettings(store, scope, { ...DEFAULT_SETTINGS, currency: 'CNY' })).currency).toBe('CNY');
    } finally {
      await store.close();
    }
  });

  it('round-trips a change through close + reopen, and null resets one field', async () => {
    const where = url();
    const scope = `discord:guild:${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const a = await openStore(where);
    const set = await setSettings(a, scope, { currency: 'CNY', providers: ['autodl', 'aws'], budget: 5000, locale: 'zh' });
    expect(set).toMatchObject({ currency: 'CNY', providers: ['autodl', 'aws'], budget: 5000, locale: 'zh', headroom: DEFAULT_SETTINGS.headroom });
    await a.close();

    const b = await openStore(where);
    try {
      expect(await getSettings(b, scope)).toEqual(set);
      const after = await setSettings(b, scope, { budget: null });
      expect(after.budget).toBeUndefined();
      expect(after.currency).toBe('CNY');
      await resetSettings(b, scope);
      expect(await getSettings(b, scope)).toEqual(DEFAULT_SETTINGS);
    } finally {
      await b.close();
    }
  });

  it('rejects a bad value with UserError invalidSetting and changes nothing', async () => {
    const store = await openStore(url());
    try {
      const scope = 'cli';
      await resetSettings(store, scope);
      await setSettings(store, scope, { currency: 'CNY' });
      for (const bad of [{ currency: 'EUR' }, { headroom: 2 }, { budget: -1 }, { budget: Number.NaN }, { locale: 'fr' }, { colour: 'red' }, { toString: 'x' }, { constructor: 'x' }] as never[]) {
        const error = await setSettings(store, scope, { providers: ['aws'], ...(bad as object) }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(UserError);
        expect((error as UserError).key).toBe('invalidSetting');
      }
      expect(await getSettings(store, scope)).toEqual({ ...DEFAULT_SETTINGS, currency: 'CNY' });
    } finally {
      await store.close();
    }
  });

  it('survives corrupt stored settings: bad fields dropped with a warning, junk → defaults, never a crash', async () => {
    const store = await openStore(url());
    const { log, lines } = recordingLogger();
    try {
      const scope = `telegram:user:${Math.floor(Math.random() * 1e9)}`;
      // "toString" is no setting, though every object has one: it must be dropped, not called as a schema.
      await store.settings.set(scope, { currency: 'EUR', providers: ['aws'], headroom: 'lots', toString: 1 });
      expect(await getSettings(store, scope, DEFAULT_SETTINGS, log)).toEqual({ ...DEFAULT_SETTINGS, providers: ['aws'] });
      expect(lines.map((l) => l.field)).toEqual(expect.arrayContaining(['currency', 'headroom', 'toString']));

      await store.settings.set(scope, 'not an object');
      expect(await getSettings(store, scope, DEFAULT_SETTINGS, log)).toEqual(DEFAULT_SETTINGS);

      // Bytes keyv cannot even parse, written straight into the backend.
      await (store.settings.store as { set(k: string, v: string): Promise<unknown> }).set(store.kind === 'sqlite' ? `settings:${scope}` : `settings::${scope}`, '{not json');
      expect(await getSettings(store, scope, DEFAULT_SETTINGS, log)).toEqual(DEFAULT_SETTINGS);
      expect(lines.length).toBeGreaterThanOrEqual(4);
    } finally {
      await store.close();
    }
  });
});

describe('operatorDefaults', () => {
  it("is the built-in defaults with the operator's currency, and no currency key when none is set", () => {
    expect(operatorDefaults('CNY')).toEqual({ ...DEFAULT_SETTINGS, currency: 'CNY' });
    expect(operatorDefaults(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(Object.hasOwn(operatorDefaults(undefined), 'currency')).toBe(false);
  });
});

describe('settings scopes', () => {
  it('accepts the platforms\' scope shapes and refuses anything else before touching the store', async () => {
    for (const ok of ['cli', 'discord:guild:123456789012345678', 'telegram:chat:-1001234567890', 'telegram:user:42']) expect(isScope(ok), ok).toBe(true);
    for (const bad of ['', 'CLI', 'discord:guild:', 'telegram:chat:1 2', 'a:b:c:d', 'x'.repeat(100)]) expect(isScope(bad), bad).toBe(false);
    const store = await openStore(backends[0]!.url());
    try {
      await expect(getSettings(store, 'discord:guild:')).rejects.toThrow(/scope/);
    } finally {
      await store.close();
    }
  });
});
