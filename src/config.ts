/**
 * Start-up configuration, read once from the environment and validated with zod, so a typo in a
 * deployment fails at start with the variable's name instead of deep inside a bot an hour later.
 */
import { z } from 'zod';
import { fxFromEnv, type FxRate } from './core/catalog/index.ts';

/** Empty strings count as unset: `FOO= npm start` and docker-compose `FOO:` leave a variable blank. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const boolean = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const storeUrl = z
  .string()
  .refine((v) => /^sqlite:\/\/.+/.test(v) || /^rediss?:\/\/[^/]+/.test(v), { error: 'must be sqlite://<path> or redis://host:port' });

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = z.object({
  DISCORD_TOKEN: optional(z.string()),
  DISCORD_APP_ID: optional(z.string().regex(/^\d{17,20}$/, 'must be a Discord snowflake (17–20 digits)')),
  DISCORD_GUILD_ID: optional(z.string().regex(/^\d{17,20}$/, 'must be a Discord snowflake (17–20 digits)')),
  /** discord.js's REST `api` option: the `/api` root without `/v10`. */
  DISCORD_API_ROOT: optional(httpUrl.transform((v) => v.replace(/\/+$/, ''))),
  DISCORD_MESSAGE_CONTENT: optional(boolean),
  DISCORD_PUBLIC_KEY: optional(z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters')),
  TELEGRAM_BOT_TOKEN: optional(z.string().regex(/^\d+:[\w-]+$/, 'must look like 123456:ABC-DEF… (from BotFather)')),
  /** grammY throws on a trailing slash, so strip it here rather than crash at the first API call. */
  TELEGRAM_API_ROOT: optional(httpUrl.transform((v) => v.replace(/\/+$/, ''))),
  TELEGRAM_WEBHOOK_URL: optional(z.url({ protocol: /^https$/, error: 'must be an https URL' })),
  TELEGRAM_WEBHOOK_SECRET: optional(z.string().regex(/^[A-Za-z0-9_-]{12,256}$/, 'must be 12–256 of A-Z a-z 0-9 _ -')),
  PORT: optional(z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535)),
  WHICHCARD_STORE: optional(storeUrl),
  WHICHCARD_OFFERS_FILE: optional(z.string()),
  WHICHCARD_STALE_DAYS: optional(z.coerce.number({ error: 'must be a number of days' }).positive({ error: 'must be a positive number of days' })),
  WHICHCARD_CURRENCY: optional(z.enum(['CNY', 'USD'], { error: 'must be CNY or USD' })),
  /** Parsed by the catalog's own reader, so start-up and the catalog accept exactly the same values. */
  WHICHCARD_USD_CNY: optional(
    z.string().transform((value, ctx) => {
      try {
        return fxFromEnv(value, new Date().toISOString().slice(0, 10));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a rate such as 7.2 or 7.2@2026-11-01 (CNY per USD)' });
        return z.NEVER;
      }
    }),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_STORE_URL = 'sqlite://./data/whichcard.sqlite';

export interface Config {
  discordToken?: string;
  discordAppId?: string;
  discordGuildId?: string;
  discordApiRoot?: string;
  /** Enables the privileged MessageContent intent (mentions work without it). */
  discordMessageContent: boolean;
  discordPublicKey?: string;
  telegramBotToken?: string;
  telegramApiRoot?: string;
  telegramWebhookUrl?: string;
  telegramWebhookSecret?: string;
  port?: number;
  /** keyv store URL: sqlite://<path> or redis://host:port. */
  storeUrl: string;
  offersFile?: string;
  staleDays?: number;
  /** Currency of a team that has not chosen one; unset: the user's language decides (zh → CNY, en → USD). */
  currency?: 'CNY' | 'USD';
  /** Operator's USD→CNY rate (with its date), if set. */
  usdCny?: FxRate;
  /** Absent when LOG_LEVEL is unset, so each mode picks its own default (bots info, terminal quiet). */
  logLevel?: LogLevel;
}

/** A configuration problem; `message` names every bad variable, one per line. */
export class ConfigError extends Error {
  readonly variables: string[];
  constructor(issues: { variable: string; message: string }[]) {
    super(issues.map((i) => `${i.variable}: ${i.message}`).join('\n'));
    this.name = 'ConfigError';
    this.variables = issues.map((i) => i.variable);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? 'environment'), message: i.message })));
  }
  const e = parsed.data;
  if (e.TELEGRAM_WEBHOOK_URL && !e.TELEGRAM_WEBHOOK_SECRET) {
    throw new ConfigError([{ variable: 'TELEGRAM_WEBHOOK_SECRET', message: 'is required when TELEGRAM_WEBHOOK_URL is set' }]);
  }
  return {
    discordToken: e.DISCORD_TOKEN,
    discordAppId: e.DISCORD_APP_ID,
    discordGuildId: e.DISCORD_GUILD_ID,
    discordApiRoot: e.DISCORD_API_ROOT,
    discordMessageContent: e.DISCORD_MESSAGE_CONTENT ?? false,
    discordPublicKey: e.DISCORD_PUBLIC_KEY,
    telegramBotToken: e.TELEGRAM_BOT_TOKEN,
    telegramApiRoot: e.TELEGRAM_API_ROOT,
    telegramWebhookUrl: e.TELEGRAM_WEBHOOK_URL,
    telegramWebhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
    port: e.PORT,
    storeUrl: e.WHICHCARD_STORE ?? DEFAULT_STORE_URL,
    offersFile: e.WHICHCARD_OFFERS_FILE,
    staleDays: e.WHICHCARD_STALE_DAYS,
    currency: e.WHICHCARD_CURRENCY,
    usdCny: e.WHICHCARD_USD_CNY,
    logLevel: e.LOG_LEVEL,
  };
}
