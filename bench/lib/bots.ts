/**
 * How the benchmarks start each program: WhichCard as it is deployed (`node bin/start.js`, what
 * `npm start` runs), the terminal advisor through `npm start` itself (the issue counts npm), and the
 * bare reference bots in bench/bare/. BENCH_WHICHCARD and BENCH_TERMINAL override the commands, so
 * the same benchmarks measure an older checkout (e.g. BENCH_WHICHCARD="node_modules/.bin/tsx src/main.ts").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, type Spawned } from './proc.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const words = (command: string): string[] => command.trim().split(/\s+/);

export interface Program {
  spawned: Spawned;
  /** Stops the process and removes its store. */
  stop(): Promise<void>;
}

/** WhichCard with its own fresh SQLite store; `env` chooses the mode (bot tokens, API roots). */
export function startWhichCard(env: Record<string, string>, options: { terminal?: boolean } = {}): Program {
  const dir = mkdtempSync(join(tmpdir(), 'whichcard-bench-'));
  const command = words(options.terminal ? (process.env.BENCH_TERMINAL ?? 'npm start') : (process.env.BENCH_WHICHCARD ?? 'node bin/start.js'));
  const spawned = start(command[0]!, command.slice(1), {
    cwd: ROOT,
    env: { WHICHCARD_STORE: `sqlite://${join(dir, 'store.sqlite')}`, LANG: 'en_US.UTF-8', DISCORD_TOKEN: '', TELEGRAM_BOT_TOKEN: '', ...env },
  });
  return {
    spawned,
    async stop() {
      await spawned.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function startBare(name: 'telegram' | 'discord', env: Record<string, string>): Program {
  const spawned = start(process.execPath, [join(ROOT, 'bench', 'bare', `${name}.js`)], { cwd: ROOT, env });
  return { spawned, stop: () => spawned.stop() };
}
