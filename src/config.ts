/**
 * Start-up configuration, read once from the environment by src/main.ts and validated with one zod
 * schema — a discriminated union by run mode — so a typo in a deployment fails at start with the
 * variable's name instead of deep inside a bot an hour later. Nothing else reads the environment
 * (an ESLint rule enforces it); the result goes down as AppDeps.config.
 */
import { z } from 'zod';
import { fxFromEnv, type FxRate, type LoadOptions } from './core/catalog/index.ts';
import { normalizeLocale } from './core/i18n.ts';
import { DEFAULT_REFRESH, parseRefreshInterval } from './core/prices/interval.ts';

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
  /** 0 picks a free port (tests; the chosen one is logged). */
  PORT: optional(z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535)),
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
  /** Per-user turns per window, "30/60" (30 per 60 s), or "off". */
  WHICHCARD_RATE_LIMIT: optional(
    z.union([
      z.literal('off').transform(() => null),
      z
        .string()
        .regex(/^\d{1,6}\/\d{1,6}$/, 'must be <turns>/<seconds> such as 30/60, or off')
        .transform((v) => {
          const [max, seconds] = v.split('/').map(Number) as [number, number];
          return { max, windowMs: seconds * 1000 };
        })
        .refine((r) => r.max > 0 && r.windowMs > 0, 'must be <turns>/<seconds> with both above 0, or off'),
    ]),
  ),
  /** Deadline of every store call in milliseconds (past it: "storage unavailable, try again"). */
  WHICHCARD_STORE_TIMEOUT_MS: optional(z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(50).max(60_000)),
  /** Worker threads that plan the bots' answers (default: one per core but one, 1–4); 0 plans on the main thread. */
  WHICHCARD_TURN_WORKERS: optional(z.coerce.number({ error: 'must be a number of worker threads' }).int().min(0).max(16)),
  /** Where `whichcard prices update` and the bots' refresh keep price snapshots. */
  WHICHCARD_PRICES_DIR: optional(z.string()),
  /** How often the bots refresh prices: "12h" (default), "90m", "1d", or "off". */
  WHICHCARD_PRICES_REFRESH: optional(
    z.string().transform((value, ctx) => {
      try {
        return parseRefreshInterval(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `must be a duration such as 12h, 90m or 1d, or off (${(error as Error).message})` });
        return z.NEVER;
      }
    }),
  ),
  // The terminal's own environment: its language (POSIX order) and whether colour is wanted.
  LC_ALL: optional(z.string()),
  LC_MESSAGES: optional(z.string()),
  LANG: optional(z.string()),
  NO_COLOR: optional(z.string()),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_STORE_URL = 'sqlite://./data/whichcard.sqlite';
export const DEFAULT_PRICES_DIR = 'data/prices';

/** The HTTP server's port (webhooks, interactions, /healthz, /metrics) when PORT is unset. */
export const DEFAULT_PORT = 8080;

/** 30 turns a minute per user: far above a person typing and tapping, far below a script. */
export const DEFAULT_RATE_LIMIT = { max: 30, windowMs: 60_000 };

/** What every run mode reads. */
const Common = z.object({
  discordAppId: z.string().optional(),
  discordGuildId: z.string().optional(),
  discordApiRoot: z.string().optional(),
  /** Enables the privileged MessageContent intent (mentions work without it). */
  discordMessageContent: z.boolean(),
  discordPublicKey: z.string().optional(),
  telegramApiRoot: z.string().optional(),
  telegramWebhookUrl: z.string().optional(),
  telegramWebhookSecret: z.string().optional(),
  port: z.number().optional(),
  /** keyv store URL: sqlite://<path> or redis://host:port. */
  storeUrl: z.string(),
  offersFile: z.string().optional(),
  staleDays: z.number().optional(),
  /** Currency of a team that has not chosen one; unset: the user's language decides (zh → CNY, en → USD). */
  currency: z.enum(['CNY', 'USD']).optional(),
  /** Operator's USD→CNY rate (with its date), if set. */
  usdCny: z.custom<FxRate>().optional(),
  /** Absent when LOG_LEVEL is unset, so each mode picks its own default (bots info, terminal quiet). */
  logLevel: z.enum(LOG_LEVELS).optional(),
  /** Price snapshots folder (default data/prices). */
  pricesDir: z.string(),
  /** Milliseconds between the bots' price refreshes; null = off. */
  pricesRefreshMs: z.number().positive().nullable(),
  /** The terminal's language: the first of LC_ALL > LC_MESSAGES > LANG that names zh or en (the session normalises it). */
  terminalLocale: z.string().optional(),
  /** NO_COLOR is set: the terminal advisor prints no colour even on a TTY. */
  noColor: z.boolean(),
  /** Per-user rate limit of the bots; null when switched off. */
  rateLimit: z.object({ max: z.number(), windowMs: z.number() }).nullable().optional(),
  /** Deadline of each store call (ms); absent: the store's default (2 s). */
  storeTimeoutMs: z.number().optional(),
  /** Worker threads planning the bots' answers; absent: the pool's default; 0: the main thread. */
  turnWorkers: z.number().optional(),
});

const none = z.undefined().optional();

/**
 * The run mode decides what must be there: the terminal advisor needs no token, each bot its own.
 * (Webhook / HTTP modes join this union when they exist.)
 */
export const RunConfig = z.discriminatedUnion('mode', [
  Common.extend({ mode: z.literal('terminal'), discordToken: none, telegramBotToken: none }),
  Common.extend({ mode: z.literal('discord'), discordToken: z.string().min(1), telegramBotToken: none }),
  Common.extend({ mode: z.literal('telegram'), discordToken: none, telegramBotToken: z.string().min(1) }),
  Common.extend({ mode: z.literal('both'), discordToken: z.string().min(1), telegramBotToken: z.string().min(1) }),
  /** No bot token, DISCORD_PUBLIC_KEY set: only the Discord HTTP interactions endpoint (plus /healthz, /metrics). */
  Common.extend({ mode: z.literal('interactions'), discordToken: none, telegramBotToken: none, discordPublicKey: z.string() }),
]);

export type Config = z.infer<typeof RunConfig>;
export type RunMode = Config['mode'];

type Env = z.infer<typeof EnvSchema>;

function runMode(e: Env): RunMode {
  if (e.DISCORD_TOKEN && e.TELEGRAM_BOT_TOKEN) return 'both';
  if (e.DISCORD_TOKEN) return 'discord';
  if (e.TELEGRAM_BOT_TOKEN) return 'telegram';
  if (e.DISCORD_PUBLIC_KEY) return 'interactions';
  return 'terminal';
}

/** The environment, validated variable by variable, then shaped into the run mode's configuration. */
export const ConfigSchema = EnvSchema.superRefine((e, ctx) => {
  if (e.TELEGRAM_WEBHOOK_URL && !e.TELEGRAM_WEBHOOK_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['TELEGRAM_WEBHOOK_SECRET'], message: 'is required when TELEGRAM_WEBHOOK_URL is set' });
  }
})
  // The union checks the shape for the mode (a bot's token where its mode needs one).
  .transform((e) => ({
    mode: runMode(e),
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
    pricesDir: e.WHICHCARD_PRICES_DIR ?? DEFAULT_PRICES_DIR,
    pricesRefreshMs: e.WHICHCARD_PRICES_REFRESH === undefined ? parseRefreshInterval(DEFAULT_REFRESH) : e.WHICHCARD_PRICES_REFRESH,
    terminalLocale: [e.LC_ALL, e.LC_MESSAGES, e.LANG].find((tag) => normalizeLocale(tag) !== undefined),
    noColor: e.NO_COLOR !== undefined,
    rateLimit: e.WHICHCARD_RATE_LIMIT === undefined ? DEFAULT_RATE_LIMIT : e.WHICHCARD_RATE_LIMIT,
    storeTimeoutMs: e.WHICHCARD_STORE_TIMEOUT_MS,
    turnWorkers: e.WHICHCARD_TURN_WORKERS,
  }) as z.input<typeof RunConfig>)
  .pipe(RunConfig);

/** A configuration problem; `message` names every bad variable, one per line. */
export class ConfigError extends Error {
  readonly variables: string[];
  constructor(issues: { variable: string; message: string }[]) {
    super(issues.map((i) => `${i.variable}: ${i.message}`).join('\n'));
    this.name = 'ConfigError';
    this.variables = issues.map((i) => i.variable);
  }
}

/** Read and validate the configuration; called once, by a program's entry (src/main.ts). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => ({ variable: String(i.path[0] ?? 'environment'), message: i.message })));
  }
  return parsed.data;
}

/** The catalog's load options from the configuration (the operator's offers, staleness, exchange rate). */
export function catalogOptions(config: Pick<Config, 'offersFile' | 'staleDays' | 'usdCny'> & { pricesDir?: string }): LoadOptions {
  return {
    ...(config.pricesDir ? { pricesDir: config.pricesDir } : {}),
    ...(config.offersFile ? { extraOffersFile: config.offersFile } : {}),
    ...(config.staleDays !== undefined ? { staleAfterDays: config.staleDays } : {}),
    ...(config.usdCny ? { fxOverride: config.usdCny } : {}),
  };
}

/**
 * LOG_LEVEL for the shared fallback logger (src/logger.ts) of modules that were handed none; an
 * invalid value there is ignored (loadConfig reports it when a program starts).
 */
export function fallbackLogLevel(env: Record<string, string | undefined> = process.env): LogLevel {
  return LOG_LEVELS.find((l) => l === env.LOG_LEVEL?.trim()) ?? 'info';
}
