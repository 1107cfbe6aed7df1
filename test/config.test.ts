import { describe, expect, it } from 'vitest';
import { catalogOptions, ConfigError, DEFAULT_STORE_URL, loadConfig } from '../src/config.ts';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives the defaults for an empty environment: no bots, SQLite store, currency left to the user\'s language', () => {
    const config = loadConfig({});
    expect(config.discordToken).toBeUndefined();
    expect(config.telegramBotToken).toBeUndefined();
    expect(config.storeUrl).toBe(DEFAULT_STORE_URL);
    expect(config.currency).toBeUndefined();
    expect(config.discordMessageContent).toBe(false);
    expect(config.logLevel).toBeUndefined();
  });

  it('reads and normalises valid values', () => {
    const config = loadConfig({
      DISCORD_TOKEN: 'abc.def.ghi',
      DISCORD_APP_ID: '123456789012345678',
      DISCORD_API_ROOT: 'http://127.0.0.1:3001/api/',
      DISCORD_MESSAGE_CONTENT: 'true',
      TELEGRAM_BOT_TOKEN: '123456:ABC-def_1',
      TELEGRAM_API_ROOT: 'http://127.0.0.1:3002/',
      WHICHCARD_STORE: 'redis://127.0.0.1:6390',
      WHICHCARD_STALE_DAYS: '45',
      WHICHCARD_CURRENCY: 'CNY',
      WHICHCARD_USD_CNY: '7.12',
      LOG_LEVEL: 'debug',
      DISCORD_GUILD_ID: '',
    });
    expect(config).toMatchObject({
      discordToken: 'abc.def.ghi',
      discordApiRoot: 'http://127.0.0.1:3001/api',
      discordMessageContent: true,
      telegramApiRoot: 'http://127.0.0.1:3002',
      storeUrl: 'redis://127.0.0.1:6390',
      staleDays: 45,
      currency: 'CNY',
      usdCny: { from: 'USD', to: 'CNY', rate: 7.12 },
      logLevel: 'debug',
    });
    expect(config.discordGuildId).toBeUndefined();
  });

  it.each([
    ['WHICHCARD_STORE', 'mysql://db'],
    ['WHICHCARD_STORE', 'sqlite://'],
    ['TELEGRAM_API_ROOT', 'not a url'],
    ['TELEGRAM_BOT_TOKEN', 'no-colon'],
    ['DISCORD_API_ROOT', 'ftp://x'],
    ['DISCORD_APP_ID', '12ab'],
    ['DISCORD_MESSAGE_CONTENT', 'maybe'],
    ['WHICHCARD_STALE_DAYS', '-3'],
    ['WHICHCARD_STALE_DAYS', 'ten'],
    ['WHICHCARD_CURRENCY', 'EUR'],
    ['WHICHCARD_USD_CNY', '0'],
    ['WHICHCARD_USD_CNY', '7.1@yesterday'],
    ['LOG_LEVEL', 'loud'],
    ['PORT', '70000'],
  ])('a bad %s (%s) is reported by name', (variable, value) => {
    const error = errorOf({ [variable]: value });
    expect(error.variables).toEqual([variable]);
    expect(error.message).toMatch(new RegExp(`^${variable}: `));
  });

  it('accepts a dated exchange rate, the same format the catalog reads', () => {
    expect(loadConfig({ WHICHCARD_USD_CNY: '7.2@2026-11-01' }).usdCny).toMatchObject({ rate: 7.2, asOf: '2026-11-01' });
  });

  it('names every bad variable at once', () => {
    const error = errorOf({ WHICHCARD_CURRENCY: 'EUR', LOG_LEVEL: 'loud', TELEGRAM_API_ROOT: 'x' });
    expect(error.variables.sort()).toEqual(['LOG_LEVEL', 'TELEGRAM_API_ROOT', 'WHICHCARD_CURRENCY']);
    expect(error.message.split('\n')).toHaveLength(3);
  });

  it('requires the webhook secret with a webhook URL', () => {
    expect(errorOf({ TELEGRAM_WEBHOOK_URL: 'https://bot.example.com/tg' }).variables).toEqual(['TELEGRAM_WEBHOOK_SECRET']);
  });

  it('derives the run mode from the tokens: one schema, a union by mode', () => {
    expect(loadConfig({}).mode).toBe('terminal');
    expect(loadConfig({ DISCORD_TOKEN: 'abc' }).mode).toBe('discord');
    expect(loadConfig({ TELEGRAM_BOT_TOKEN: '123456:ABC' }).mode).toBe('telegram');
    const both = loadConfig({ DISCORD_TOKEN: 'abc', TELEGRAM_BOT_TOKEN: '123456:ABC' });
    expect(both.mode).toBe('both');
    // The type follows the mode: in 'both' both tokens are strings.
    if (both.mode === 'both') expect([both.discordToken.length, both.telegramBotToken.length]).toEqual([3, 10]);
  });

  it("reads the terminal's language (LC_ALL > LC_MESSAGES > LANG, the first that names zh or en) and NO_COLOR", () => {
    expect(loadConfig({ LC_ALL: 'C', LANG: 'zh_CN.UTF-8' }).terminalLocale).toBe('zh_CN.UTF-8');
    expect(loadConfig({ LC_MESSAGES: 'en_GB.UTF-8', LANG: 'zh_CN.UTF-8' }).terminalLocale).toBe('en_GB.UTF-8');
    expect(loadConfig({ LANG: 'C' }).terminalLocale).toBeUndefined();
    expect(loadConfig({ NO_COLOR: '1' }).noColor).toBe(true);
    expect(loadConfig({ NO_COLOR: '' }).noColor).toBe(false);
  });

  it('gives the catalog its options from the configuration', () => {
    const config = loadConfig({ WHICHCARD_OFFERS_FILE: 'my-offers.json', WHICHCARD_STALE_DAYS: '30', WHICHCARD_USD_CNY: '7.2@2026-11-01' });
    expect(catalogOptions(config)).toMatchObject({ extraOffersFile: 'my-offers.json', staleAfterDays: 30, fxOverride: { rate: 7.2, asOf: '2026-11-01' } });
    // Price snapshots are read from data/prices unless WHICHCARD_PRICES_DIR says otherwise.
    expect(catalogOptions(loadConfig({}))).toEqual({ pricesDir: 'data/prices' });
    expect(catalogOptions(loadConfig({ WHICHCARD_PRICES_DIR: '/var/prices' })).pricesDir).toBe('/var/prices');
  });

  it('reads the price refresh interval: 12 h by default, a duration, or off', () => {
    expect(loadConfig({}).pricesRefreshMs).toBe(12 * 3_600_000);
    expect(loadConfig({ WHICHCARD_PRICES_REFRESH: '90m' }).pricesRefreshMs).toBe(90 * 60_000);
    expect(loadConfig({ WHICHCARD_PRICES_REFRESH: 'off' }).pricesRefreshMs).toBeNull();
    expect(() => loadConfig({ WHICHCARD_PRICES_REFRESH: 'often' })).toThrow(/WHICHCARD_PRICES_REFRESH/);
    expect(() => loadConfig({ WHICHCARD_PRICES_REFRESH: '1s' })).toThrow(/WHICHCARD_PRICES_REFRESH/);
  });
});

