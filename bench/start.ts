/**
 * Cold start of each run mode, spawned fresh BENCH_REPEATS times, beside its floor: the terminal
 * advisor through `npm start` until its first prompt (and the whole process tree's RSS there: npm,
 * sh and node) against `node -e 0`; the Telegram bot until its first getUpdates and the Discord bot
 * until its gateway IDENTIFY, on the project's fakes, against the bare bots of bench/bare/.
 */
import { startFakeDiscord } from '../test/adapters/discord/fake-discord.ts';
import { FAKE_TOKEN, FakeTelegram } from '../test/adapters/telegram/fake-telegram.ts';
import { startBare, startWhichCard, type Program } from './lib/bots.ts';
import { start, treeRss, until } from './lib/proc.ts';
import { mb, median, ms, ratio, REPEATS, sleep } from './lib/stats.ts';

export interface StartFigures {
  nodeMs: number;
  terminalMs: number;
  terminalRss: number;
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

/** `npm start` with no token, until "What do you want to run?"; then the tree's RSS at that prompt. */
async function terminal(): Promise<{ ms: number; rss: number }> {
  const t0 = performance.now();
  const program = startWhichCard({}, { terminal: true });
  try {
    await until(() => /What do you want to run\?/.test(program.spawned.output()), 60_000, 'the first prompt');
    const elapsed = performance.now() - t0;
    await sleep(1000);
    return { ms: elapsed, rss: treeRss(program.spawned.child.pid!) };
  } finally {
    await program.stop();
  }
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
    const term = await terminal();
    runs.push({
      nodeMs: await nodeNothing(),
      terminalMs: term.ms,
      terminalRss: term.rss,
      telegramMs: await telegram((env) => startWhichCard(env)),
      bareTelegramMs: await telegram((env) => startBare('telegram', env)),
      discordMs: await discord((env) => startWhichCard(env)),
      bareDiscordMs: await discord((env) => startBare('discord', env)),
    });
  }
  const med = (k: keyof StartFigures) => median(runs.map((r) => r[k]));
  return {
    nodeMs: med('nodeMs'),
    terminalMs: med('terminalMs'),
    terminalRss: med('terminalRss'),
    telegramMs: med('telegramMs'),
    bareTelegramMs: med('bareTelegramMs'),
    discordMs: med('discordMs'),
    bareDiscordMs: med('bareDiscordMs'),
  };
}

export function printStart(f: StartFigures): void {
  console.log(`cold start (medians of ${REPEATS}):`);
  console.log(`  terminal, npm start → first prompt  ${ms(f.terminalMs)} (node -e 0 ${ms(f.nodeMs)}, ${ratio(f.terminalMs, f.nodeMs)}×); process tree at the prompt ${mb(f.terminalRss)}`);
  console.log(`  telegram, spawn → first getUpdates  ${ms(f.telegramMs)} (bare grammY ${ms(f.bareTelegramMs)}, ${ratio(f.telegramMs, f.bareTelegramMs)}×)`);
  console.log(`  discord, spawn → IDENTIFY           ${ms(f.discordMs)} (bare discord.js ${ms(f.bareDiscordMs)}, ${ratio(f.discordMs, f.bareDiscordMs)}×)`);
}

if (import.meta.url === `file://${process.argv[1]}`) printStart(await benchStart());
