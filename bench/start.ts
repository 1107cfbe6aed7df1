/**
 * Cold start of each run mode, spawned fresh BENCH_REPEATS times, beside its floor: the terminal
 * advisor through `npm start` until its first prompt (and the whole process tree's memory there:
 * npm, sh and node — the RSS sum, the same tree's PSS, npm's and the app's own RSS, beside the
 * floor of npm plus an idle `node`) against `node -e 0`; the Telegram bot until its first getUpdates and the Discord bot
 * until its gateway IDENTIFY, on the project's fakes, against the bare bots of bench/bare/.
 */
import { startFakeDiscord } from '../test/adapters/discord/fake-discord.ts';
import { FAKE_TOKEN, FakeTelegram } from '../test/adapters/telegram/fake-telegram.ts';
import { startBare, startWhichCard, type Program } from './lib/bots.ts';
import { leafPid, rssOf, start, treePss, treeRss, until } from './lib/proc.ts';
import { load, loadRange, mb, median, ms, ratio, REPEATS, sleep } from './lib/stats.ts';

export interface StartFigures {
  nodeMs: number;
  terminalMs: number;
  terminalRss: number;
  terminalPss: number;
  /** npm's own RSS (the tree's root) and the app's (its leaf), at the prompt. */
  npmRss: number;
  appRss: number;
  /** An idle `node` process's RSS: npm + this is the least a tree of npm and node can hold. */
  nodeRss: number;
  loads: number[];
  telegramMs: number;
  bareTelegramMs: number;
  discordMs: number;
  bareDiscordMs: number;
}

async function nodeNothing(): Promise<number> {
  const t0 = performance.now();
  const p = start(process.execPath, ['-e', '0'], { cwd: process.cwd(), stdin: 'ignore' });
  await p.exited;
  return performance.now() - t0;
}

/** `npm start` with no token, until "What do you want to run?"; then the tree's memory at that prompt. */
async function terminal(): Promise<{ ms: number; rss: number; pss: number; npmRss: number; appRss: number }> {
  const t0 = performance.now();
  const program = startWhichCard({}, { terminal: true });
  try {
    await until(() => /What do you want to run\?/.test(program.spawned.output()), 60_000, 'the first prompt');
    const elapsed = performance.now() - t0;
    await sleep(1000);
    const root = program.spawned.child.pid!;
    return { ms: elapsed, rss: treeRss(root), pss: treePss(root), npmRss: rssOf(root), appRss: rssOf(leafPid(root)) };
  } finally {
    await program.stop();
  }
}

/** An idle node process's RSS, a second after it started. */
async function nodeIdle(): Promise<number> {
  const p = start(process.execPath, ['-e', 'setInterval(() => undefined, 1000)'], { cwd: process.cwd(), stdin: 'ignore' });
  await sleep(1000);
  const rss = rssOf(p.child.pid!);
  await p.stop();
  return rss;
}

async function telegram(launch: (env: Record<string, string>) => Program): Promise<number> {
  const fake = await FakeTelegram.start({ idlePollMs: 1000 });
  const t0 = performance.now();
  const program = launch({ TELEGRAM_BOT_TOKEN: FAKE_TOKEN, TELEGRAM_API_ROOT: fake.apiRoot });
  try {
    await fake.waitFor(() => fake.callsOf('getUpdates').length > 0, 60_000, 'the first getUpdates');
    return performance.now() - t0;
  } finally {
    await program.stop();
    await fake.close();
  }
}

async function discord(launch: (env: Record<string, string>) => Program): Promise<number> {
  const fake = await startFakeDiscord();
  const t0 = performance.now();
  const program = launch({ DISCORD_TOKEN: 'fake-token', DISCORD_API_ROOT: fake.apiRoot, DISCORD_APP_ID: fake.appId });
  try {
    await until(() => fake.identifies.length > 0, 60_000, 'IDENTIFY');
    return performance.now() - t0;
  } finally {
    await program.stop();
    await fake.stop();
  }
}

export async function benchStart(): Promise<StartFigures> {
  const runs: StartFigures[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const loads = [load()];
    const term = await terminal();
    runs.push({
      nodeMs: await nodeNothing(),
      terminalMs: term.ms,
      terminalRss: term.rss,
      terminalPss: term.pss,
      npmRss: term.npmRss,
      appRss: term.appRss,
      nodeRss: await nodeIdle(),
      loads,
      telegramMs: await telegram((env) => startWhichCard(env)),
      bareTelegramMs: await telegram((env) => startBare('telegram', env)),
      discordMs: await discord((env) => startWhichCard(env)),
      bareDiscordMs: await discord((env) => startBare('discord', env)),
    });
    loads.push(load());
  }
  const med = (k: Exclude<keyof StartFigures, 'loads'>) => median(runs.map((r) => r[k]));
  return {
    nodeMs: med('nodeMs'),
    terminalMs: med('terminalMs'),
    terminalRss: med('terminalRss'),
    terminalPss: med('terminalPss'),
    npmRss: med('npmRss'),
    appRss: med('appRss'),
    nodeRss: med('nodeRss'),
    loads: runs.flatMap((r) => r.loads),
    telegramMs: med('telegramMs'),
    bareTelegramMs: med('bareTelegramMs'),
    discordMs: med('discordMs'),
    bareDiscordMs: med('bareDiscordMs'),
  };
}

export function printStart(f: StartFigures): void {
  console.log(`cold start (medians of ${REPEATS}):`);
  console.log(`  terminal, npm start → first prompt  ${ms(f.terminalMs)} (node -e 0 ${ms(f.nodeMs)}, ${ratio(f.terminalMs, f.nodeMs)}×)`);
  console.log(`  process tree at the prompt          RSS ${mb(f.terminalRss)} (npm ${mb(f.npmRss)}, app ${mb(f.appRss)}; floor npm + idle node ${mb(f.npmRss + f.nodeRss)}), PSS ${mb(f.terminalPss)}`);
  console.log(`  telegram, spawn → first getUpdates  ${ms(f.telegramMs)} (bare grammY ${ms(f.bareTelegramMs)}, ${ratio(f.telegramMs, f.bareTelegramMs)}×)`);
  console.log(`  discord, spawn → IDENTIFY           ${ms(f.discordMs)} (bare discord.js ${ms(f.bareDiscordMs)}, ${ratio(f.discordMs, f.bareDiscordMs)}×)`);
  console.log(`  load average                        ${loadRange(f.loads)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printStart(await benchStart());
