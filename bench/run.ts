/**
 * `npm run bench`: every benchmark, then issue 16's table — WhichCard beside the bare bot of the same
 * library on the same fake server, medians of BENCH_REPEATS (default 3) runs, the ratio, the goal and
 * whether it holds. `npm run bench -- telegram discord` runs only those (names of files in bench/).
 * The core's figures (core.ts, estimate.ts) and the chart render times (chart.ts) print as they run.
 */
import { cpus, totalmem } from 'node:os';
import { benchDiscord, printDiscord, type DiscordFigures } from './discord.ts';
import { IDLE_STOP_MS, loadRange, mb, ms, REPEATS, row } from './lib/stats.ts';
import { benchStart, printStart, type StartFigures } from './start.ts';
import { benchTelegram, printTelegram, type TelegramFigures } from './telegram.ts';

const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

for (const script of ['core', 'estimate', 'chart']) {
  if (!wanted(script)) continue;
  console.log(`\n# bench/${script}.ts`);
  await import(`./${script}.ts`);
}

let start: StartFigures | undefined;
let telegram: TelegramFigures | undefined;
let discord: DiscordFigures | undefined;
if (wanted('start')) {
  console.log('\n# bench/start.ts');
  printStart((start = await benchStart()));
}
if (wanted('telegram')) {
  console.log('\n# bench/telegram.ts');
  printTelegram((telegram = await benchTelegram()));
}
if (wanted('discord')) {
  console.log('\n# bench/discord.ts');
  printDiscord((discord = await benchDiscord()));
}

const MB = 1e6;
const met = (ok: boolean) => (ok ? '✔' : '✘');
const x = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
const rows: string[][] = [];
if (telegram) {
  const { whichcard: w, bare: b } = telegram;
  const r = w.perSecond / b.perSecond;
  rows.push(['Telegram updates/s (500 updates, ¾ `/ask`, ¼ `/card`)', w.perSecond.toFixed(0), b.perSecond.toFixed(0), r.toFixed(2), '≥ 0.8', met(r >= 0.8)]);
}
if (start) {
  rows.push(['Telegram cold start, spawn → first getUpdates', ms(start.telegramMs), ms(start.bareTelegramMs), x(start.telegramMs, start.bareTelegramMs), '≤ 0.5 s', met(start.telegramMs <= 500)]);
} else if (telegram) {
  const { whichcard: w, bare: b } = telegram;
  rows.push(['Telegram cold start, spawn → first getUpdates', ms(w.coldMs), ms(b.coldMs), x(w.coldMs, b.coldMs), '≤ 0.5 s', met(w.coldMs <= 500)]);
}
if (telegram) {
  const { whichcard: w, bare: b } = telegram;
  const ok = w.idleRss <= 100 * MB && w.afterRss - w.idleRss <= 10 * MB;
  rows.push(['Telegram RSS idle → after 500 updates', `${mb(w.idleRss)} → ${mb(w.afterRss)}`, `${mb(b.idleRss)} → ${mb(b.afterRss)}`, '', '≤ 100 MB idle, growth ≤ 10 MB', met(ok)]);
  if (!Number.isNaN(w.stoppedRss)) rows.push([`Telegram RSS ${IDLE_STOP_MS / 1000} s later (worker threads stopped idle)`, mb(w.stoppedRss), '', '', 'growth ≤ 10 MB', met(w.stoppedRss - w.idleRss <= 10 * MB)]);
}
if (discord) {
  const { whichcard: w, bare: b } = discord;
  const r50 = w.callbackP50 / b.callbackP50;
  const r99 = w.callbackP99 / b.callbackP99;
  rows.push([
    'Discord INTERACTION_CREATE → callback, p50 / p99',
    `${ms(w.callbackP50)} / ${ms(w.callbackP99)}`,
    `${ms(b.callbackP50)} / ${ms(b.callbackP99)}`,
    `${r50.toFixed(1)}× / ${r99.toFixed(1)}×`,
    '≤ 1.5× / ≤ 3×',
    met(r50 <= 1.5 && r99 <= 3),
  ]);
  rows.push(['Discord → final answer (edit of the deferred reply), p99', ms(w.finalP99), ms(b.finalP99), '', '≤ 30 ms', met(w.finalP99 <= 30)]);
  rows.push(['Discord → the answer\'s charts uploaded (same edit if cached, else the next), p99', ms(w.picturesP99), '', '', '', '']);
}
if (start) {
  const r = start.discordMs / start.bareDiscordMs;
  rows.push(['Discord cold start, spawn → IDENTIFY', ms(start.discordMs), ms(start.bareDiscordMs), x(start.discordMs, start.bareDiscordMs), '≤ 1.3×', met(r <= 1.3)]);
} else if (discord) {
  const { whichcard: w, bare: b } = discord;
  rows.push(['Discord cold start, spawn → IDENTIFY', ms(w.coldMs), ms(b.coldMs), x(w.coldMs, b.coldMs), '≤ 1.3×', met(w.coldMs / b.coldMs <= 1.3)]);
}
if (discord) {
  const { whichcard: w, bare: b } = discord;
  const ok = w.idleRss <= 120 * MB && w.afterRss - w.idleRss <= 10 * MB;
  rows.push(['Discord RSS idle → after 200 interactions', `${mb(w.idleRss)} → ${mb(w.afterRss)}`, `${mb(b.idleRss)} → ${mb(b.afterRss)}`, '', '≤ 120 MB idle, growth ≤ 10 MB', met(ok)]);
  if (!Number.isNaN(w.stoppedRss)) rows.push([`Discord RSS ${IDLE_STOP_MS / 1000} s later (worker threads stopped idle)`, mb(w.stoppedRss), '', '', 'growth ≤ 10 MB', met(w.stoppedRss - w.idleRss <= 10 * MB)]);
}
if (start) {
  rows.push(['Terminal `npm start` → first prompt', ms(start.terminalMs), `\`node -e 0\` ${ms(start.nodeMs)}`, x(start.terminalMs, start.nodeMs), '≤ 0.6 s', met(start.terminalMs <= 600)]);
  // Judged on the RSS sum (the measure); the PSS counts the node binary npm and the app share once.
  rows.push([
    'Terminal, whole process tree at idle (npm + app), RSS sum (PSS)',
    `${mb(start.terminalRss)} (${mb(start.terminalPss)})`,
    `npm + idle \`node\` ${mb(start.npmRss + start.nodeRss)}`,
    '',
    '≤ 100 MB',
    met(start.terminalRss <= 100 * MB),
  ]);
}

if (rows.length > 0) {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const loads = [...(start?.loads ?? []), ...(telegram ? [...telegram.whichcard.loads, ...telegram.bare.loads] : []), ...(discord ? [...discord.whichcard.loads, ...discord.bare.loads] : [])];
  console.log(
    `\n# issue 16's table — medians of ${REPEATS} runs; ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z, load average ${loadRange(loads)}`,
  );
  console.log(row(['', 'WhichCard', 'bare bot', 'ratio', 'goal', 'met']));
  console.log(row(['---', '---', '---', '---', '---', '---']));
  for (const cells of rows) console.log(row(cells));
}
