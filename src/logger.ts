/**
 * The process logger. pino writes JSON lines to stderr (fd 2) so logs never mix with the CLI's
 * `--json` output or the terminal advisor's text on stdout.
 */
import { pino, type Logger } from 'pino';
import { fallbackLogLevel, type LogLevel } from './config.ts';

export type { Logger };

export function createLogger(level: LogLevel = 'info'): Logger {
  return pino({ name: 'whichcard', level }, pino.destination({ fd: 2, sync: true }));
}

/**
 * Shared logger for modules that have none injected. The level follows LOG_LEVEL when it is valid.
 * `npm start` does not use it: main.ts creates its own (errors only for the terminal advisor) and
 * passes it to the store and the adapters it starts.
 */
export const logger: Logger = createLogger(fallbackLogLevel());
