/**
 * Shared plumbing of the `whichcard` commands: where output goes, the locale, the catalog, and one
 * wrapper that turns errors into exit codes (a user's mistake → localized message + 2, bad catalog
 * data → its message + 1). Each command file only declares its options and prints.
 */
import type { Command } from 'commander';
import type { TFunction } from 'i18next';
import { isCatalogError, loadCatalog, optionsFromEnv } from '../../core/catalog/index.ts';
import type { Catalog } from '../../core/catalog/index.ts';
import { UserError, isUserError, userErrorText } from '../../core/errors.ts';
import { isLocale, normalizeLocale, translator } from '../../core/i18n.ts';
import type { Locale } from '../../core/i18n.ts';
import { DEFAULT_SETTINGS } from '../../core/recommend/types.ts';
import type { CoreContext } from '../../core/recommend/types.ts';
import { chooseLocale } from '../../session/index.ts';

/** Where a run reads and writes; tests pass their own to run the CLI in-process. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  now: Date;
  color: boolean;
  /** A preloaded catalog (tests); otherwise loaded from catalog/ with the environment applied. */
  catalog?: Catalog;
}

/** Catalogs by environment: one load per process for the real one, however many commands run. */
const catalogs = new WeakMap<Io['env'], Catalog>();

function catalogFor(env: Io['env'], now: Date): Catalog {
  let catalog = catalogs.get(env);
  if (!catalog) {
    catalog = loadCatalog(optionsFromEnv(env, now.toISOString().slice(0, 10)));
    catalogs.set(env, catalog);
  }
  return catalog;
}

/** Per-run state, attached to the root program. */
interface RunState {
  io: Io;
  locale: Locale;
  exitCode: number;
  catalog?: Catalog;
}

const states = new WeakMap<Command, RunState>();

function root(command: Command): Command {
  let c = command;
  while (c.parent) c = c.parent;
  return c;
}

function state(command: Command): RunState {
  const s = states.get(root(command));
  if (!s) throw new Error('whichcard: command used outside run()');
  return s;
}

export function attachRun(program: Command, io: Io, locale: Locale): void {
  states.set(program, { io, locale, exitCode: 0 });
}

export function exitCodeOf(program: Command): number {
  return state(program).exitCode;
}

/** Locale from the environment the way POSIX orders it: LC_ALL > LC_MESSAGES > LANG; undefined when none says zh or en. */
export function envLocale(env: Io['env']): Locale | undefined {
  return normalizeLocale(env.LC_ALL) ?? normalizeLocale(env.LC_MESSAGES) ?? normalizeLocale(env.LANG);
}

/** `--locale zh` / `--locale=zh` on the command line, read before parsing (help texts are localized too). */
export function argvLocale(argv: readonly string[]): Locale | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = arg === '--locale' ? argv[i + 1] : arg.startsWith('--locale=') ? arg.slice('--locale='.length) : undefined;
    const locale = normalizeLocale(value);
    if (locale) return locale;
  }
  return undefined;
}

/** --locale, else the environment's language, else English (the session's one precedence). */
export function localeFromArgv(argv: readonly string[], env: Io['env']): Locale {
  return chooseLocale({ explicit: argvLocale(argv), platform: envLocale(env) });
}

/** The t() of the run, for descriptions at registration time. */
export function textOf(program: Command): TFunction {
  return translator(state(program).locale);
}

export interface CliContext {
  io: Io;
  locale: Locale;
  t: TFunction;
  now: Date;
  /** Loaded on first use, so `--help` never touches the data files. */
  catalog(): Catalog;
  /** What the core needs: catalog, now, locale and the default team settings (the CLI has no team). */
  core(): CoreContext;
  json(value: unknown): void;
  print(text: string): void;
  /** Subcommand options merged with the global ones (--locale). */
  options: Record<string, unknown>;
}

function contextOf(command: Command): CliContext {
  const s = state(command);
  const options = command.optsWithGlobals() as Record<string, unknown>;
  const explicit = options.locale as string | undefined;
  if (explicit !== undefined && !isLocale(explicit)) {
    throw new UserError('invalidChoice', { value: explicit, option: translator(s.locale)('cli:optionName.locale'), allowed: 'zh, en' });
  }
  const locale = explicit ?? s.locale;
  const catalog = (): Catalog => {
    s.catalog ??= s.io.catalog ?? catalogFor(s.io.env, s.io.now);
    return s.catalog;
  };
  return {
    io: s.io,
    locale,
    t: translator(locale),
    now: s.io.now,
    catalog,
    core: () => ({ catalog: catalog(), now: s.io.now, locale, settings: DEFAULT_SETTINGS }),
    json: (value) => s.io.stdout(`${JSON.stringify(value, null, 2)}\n`),
    print: (text) => s.io.stdout(text.endsWith('\n') ? text : `${text}\n`),
    options,
  };
}

/**
 * Wraps a commander action: builds the context and maps errors to exit codes. Anything that is
 * neither a UserError nor a CatalogError is a bug: its stack goes to stderr with exit code 1.
 */
export function runAction<A extends unknown[]>(handler: (cli: CliContext, ...args: A) => void | Promise<void>): (...args: unknown[]) => Promise<void> {
  return async (...args: unknown[]) => {
    const command = args.at(-1) as Command;
    const s = state(command);
    try {
      const cli = contextOf(command);
      await handler(cli, ...(args.slice(0, -2) as A));
    } catch (error) {
      const locale = localeOf(command, s.locale);
      if (isUserError(error)) {
        s.io.stderr(`${userErrorText(locale, error)}\n`);
        s.exitCode = 2;
      } else if (isCatalogError(error)) {
        s.io.stderr(`${error.message}\n`);
        s.exitCode = 1;
      } else {
        s.io.stderr(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
        s.exitCode = 1;
      }
    }
  };
}

function localeOf(command: Command, fallback: Locale): Locale {
  const explicit = (command.optsWithGlobals() as { locale?: string }).locale;
  return isLocale(explicit) ? explicit : fallback;
}

/**
 * Validates a choice option case-insensitively; UserError 'invalidChoice' names the option (its
 * label under `cli:optionName.<optionKey>` unless `labelKey` says where) and lists what is allowed.
 */
export function choice<T extends string>(cli: CliContext, value: unknown, allowed: readonly T[], optionKey: string, labelKey = `cli:optionName.${optionKey}`): T | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  // "on-demand" = "on_demand", "USD" = "usd": case and dash/underscore never matter.
  const fold = (s: string) => s.trim().toLowerCase().replace(/-/g, '_');
  const match = allowed.find((a) => fold(a) === fold(text));
  if (match) return match;
  throw new UserError('invalidChoice', { value: text, option: cli.t(labelKey), allowed: allowed.join(', ') });
}
