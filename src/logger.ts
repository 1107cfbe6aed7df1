/**
 * The process logger. pino writes JSON lines to stderr (fd 2) so logs never mix with the CLI's
 * `--json` output or the terminal advisor's text on stdout; on a terminal (stderr is a TTY) the
 * lines are pretty-printed instead.
 *
 * Secrets never reach a log line, by two nets: `redact` removes the fields that hold them (a
 * config object, request headers), and every finished line is scrubbed of the configured secret
 * values themselves — an error from an HTTP client may quote a URL with the bot token inside it,
 * which no field path can catch.
 */
import { pino, type Logger } from 'pino';
import { createRequire } from 'node:module';
import type { PrettyStream } from 'pino-pretty';
import { fallbackLogLevel, type LogLevel } from './config.ts';

export type { Logger };

/** Fields that hold secrets wherever they appear (one level deep, and in the config object). */
export const REDACT_PATHS = [
  'token',
  '*.token',
  'secret',
  '*.secret',
  'secretToken',
  '*.secretToken',
  'publicKey',
  '*.publicKey',
  'discordToken',
  '*.discordToken',
  'telegramBotToken',
  '*.telegramBotToken',
  'telegramWebhookSecret',
  '*.telegramWebhookSecret',
  'telegramWebhookUrl',
  '*.telegramWebhookUrl',
  'discordPublicKey',
  '*.discordPublicKey',
  'headers.authorization',
  '*.headers.authorization',
  'headers["x-telegram-bot-api-secret-token"]',
  '*.headers["x-telegram-bot-api-secret-token"]',
  'headers["x-signature-ed25519"]',
  '*.headers["x-signature-ed25519"]',
];

const CENSOR = '[redacted]';

export interface LoggerOptions {
  /** Values that must never appear in a line (tokens, the webhook secret and URL, the public key). */
  secrets?: (string | undefined)[];
  /** Pretty lines (pino-pretty) instead of JSON; default: stderr is a TTY (a container's is not: JSON). */
  pretty?: boolean;
  /** Where lines go (tests); default stderr. */
  destination?: { write(line: string): unknown };
}

function scrubber(secrets: (string | undefined)[]): ((line: string) => string) | undefined {
  // Longest first, so a URL is removed whole before a shorter secret inside it; short values (an
  // empty path, "/") are not secrets and would garble every line.
  const values = [...new Set(secrets.filter((s): s is string => typeof s === 'string' && s.length >= 8))].sort((a, b) => b.length - a.length);
  if (values.length === 0) return undefined;
  // Also the JSON-escaped form (a "/" stays, but a quote or backslash would be escaped in the line).
  const forms = [...new Set(values.flatMap((v) => [v, JSON.stringify(v).slice(1, -1)]))];
  return (line) => forms.reduce((out, value) => out.split(value).join(CENSOR), line);
}

/**
 * pino-pretty, loaded by the first line it prints: importing it took ~0.1–0.4 s of every start on a
 * terminal, and the terminal advisor (errors only) usually prints none.
 */
function lazyPretty(): { write(line: string): void } {
  let stream: PrettyStream | undefined;
  return {
    write(line) {
      if (!stream) {
        const build = createRequire(import.meta.url)('pino-pretty') as (options: object) => PrettyStream;
        stream = build({ destination: 2, sync: true, colorize: true });
      }
      stream.write(line);
    },
  };
}

export function createLogger(level: LogLevel = 'info', options: LoggerOptions = {}): Logger {
  const scrub = scrubber(options.secrets ?? []);
  const base = {
    name: 'whichcard',
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    ...(scrub ? { hooks: { streamWrite: scrub } } : {}),
  };
  if (options.destination) return pino(base, options.destination);
  const wantPretty = options.pretty ?? process.stderr.isTTY === true;
  if (wantPretty) return pino(base, lazyPretty());
  return pino(base, pino.destination({ fd: 2, sync: true }));
}

/**
 * Shared logger for modules that have none injected. The level follows LOG_LEVEL when it is valid.
 * `npm start` does not use it: main.ts creates its own (errors only for the terminal advisor) and
 * passes it to the store and the adapters it starts.
 */
export const logger: Logger = createLogger(fallbackLogLevel());
