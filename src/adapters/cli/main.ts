/**
 * `whichcard`: the catalog and advisor from the command line. One file per command under
 * commands/, each exporting register(program); adding a command is one import and one line below.
 */
import { pathToFileURL } from 'node:url';
import { Command, CommanderError } from 'commander';
import { translator } from '../../core/i18n.ts';
import { attachRun, exitCodeOf, localeFromArgv, textOf } from './context.ts';
import type { Io } from './context.ts';
import { register as card } from './commands/card.ts';
import { register as catalogCommands } from './commands/catalog.ts';
import { register as advise } from './commands/advise.ts';
import { register as compare } from './commands/compare.ts';
import { register as estimate } from './commands/estimate.ts';
import { register as gpus } from './commands/gpus.ts';
import { register as models } from './commands/models.ts';
import { register as offers } from './commands/offers.ts';
import { register as prices } from './commands/prices.ts';
import { register as settings } from './commands/settings.ts';
import { register as remind } from './commands/remind.ts';
import { register as alert } from './commands/alert.ts';

const COMMANDS: ((program: Command) => void)[] = [gpus, models, offers, card, compare, estimate, advise, catalogCommands, settings, prices, remind, alert];

export function buildProgram(io: Io, argv: readonly string[]): Command {
  const program = new Command('whichcard');
  attachRun(program, io, localeFromArgv(argv, io.env));
  const t = textOf(program);
  program
    .description(t('cli:description'))
    .option('--locale <lng>', t('cli:option.locale'))
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr, outputError: () => {} })
    .exitOverride()
    .showSuggestionAfterError(true);
  for (const register of COMMANDS) register(program);
  // Subcommands inherit the overrides so a parse error anywhere becomes an exit code, not process.exit.
  for (const command of program.commands) {
    for (const c of [command, ...command.commands]) c.exitOverride().configureOutput({ writeOut: io.stdout, writeErr: io.stderr, outputError: () => {} });
  }
  return program;
}

/**
 * This process's input and output. The `whichcard` tool is a program entry like src/main.ts: its
 * commands read their environment (--locale, WHICHCARD_*) through `Io.env`, never process.env.
 */
export function processIo(): Io {
  return {
    stdout: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
    stderr: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
    env: process.env,
    now: new Date(),
    color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
  };
}

/**
 * A pasted post that begins with a flag ("--n-gpu-layers doesn't do anything…") is a question, not an option: an argument
 * with a dash first and a space inside is moved after "--", where the parser reads it as the question it is.
 */
export function questionsAsOperands(argv: readonly string[]): string[] {
  const pasted = (arg: string) => arg.startsWith('-') && /\s/u.test(arg);
  if (argv[0] !== 'advise' || !argv.some(pasted) || argv.includes('--')) return [...argv];
  return [...argv.filter((arg) => !pasted(arg)), '--', ...argv.filter(pasted)];
}

/** Runs one command line; returns the exit code (0 ok, 1 bad data or a bug, 2 bad input). */
export async function run(argv: readonly string[], io: Partial<Io> = {}): Promise<number> {
  const full: Io = { ...processIo(), ...io };
  const program = buildProgram(full, argv);
  try {
    await program.parseAsync(questionsAsOperands(argv), { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help (0) and a bare `whichcard` (help on stderr, 1): commander already printed the usage.
      if (error.exitCode === 0 || error.code === 'commander.help') return error.exitCode;
      const t = translator(localeFromArgv(argv, full.env));
      full.stderr(`${t('cli:usageError', { message: error.message.replace(/^error: /, '') })}\n`);
      return 2;
    }
    throw error;
  }
  return exitCodeOf(program);
}

/** The program: runs argv and sets the exit code. bin/whichcard.js (through dist/) and a direct run call it. */
export async function main(argv: readonly string[]): Promise<void> {
  // `whichcard offers | head` closes the pipe while we write: stop quietly like any Unix tool.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
  process.exitCode = await run(argv);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
