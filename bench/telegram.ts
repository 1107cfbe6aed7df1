/**
 * Telegram, side by side on the project's fake Bot API (test/adapters/telegram/fake-telegram.ts):
 * WhichCard and a bare grammY bot that replies "ok" (bench/bare/telegram.js), each spawned fresh
 * BENCH_REPEATS times. Per run: spawn → first getUpdates (cold start), RSS at idle, then 500 updates
 * (¾ `/ask` with a whole question, ¼ `/card`) from 100 users pushed at once, timed until every one
 * has its reply (updates/s), RSS after, and (WhichCard) RSS once its worker threads have stopped
 * idle (IDLE_STOP_MS). Prints medians and the load average seen; bench/run.ts puts them in the table.
 */
import { FAKE_TOKEN, FakeTelegram, type FakeUser } from '../test/adapters/telegram/fake-telegram.ts';
import { startBare, startWhichCard, type Program } from './lib/bots.ts';
import { leafPid, threadsOf, treeRss } from './lib/proc.ts';
import { IDLE_STOP_MS, load, loadRange, mb, median, ms, ratio, REPEATS, sleep } from './lib/stats.ts';

const UPDATES = Number(process.env.BENCH_TELEGRAM_UPDATES ?? 500);
const USERS = 100;
const DISTINCT = process.env.BENCH_TELEGRAM_DISTINCT === '1';
/** How long after the last reply the RSS is read (the same for both bots). */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 1500);
const QUESTIONS = [
  '/ask serve Qwen2.5-7B-Instruct for 10 concurrent users, bf16, 4k context, 8 hours a day',
  '/ask LoRA fine-tune llama 3 8b on 50k samples of 1k tokens in 2 days',
  '/ask 给 20 个人用的 Qwen2.5-14B 客服机器人',
  '/ask deepseek r1 inference for 5 users',
  '/ask Qwen2.5-72B 10 users on 2x A100 80GB bf16',
];
const CARDS = ['/card 4090', '/card h100 sxm', '/card a100 80gb', '/card l40s', '/card 3090'];

/**
 * BENCH_SNAPSHOT=1 with BENCH_WHICHCARD="node --heapsnapshot-signal=SIGUSR2 bin/start.js": a heap
 * snapshot of the bot at idle and after the load (in its working directory), to see what grew.
 */
async function snapshot(pid: number): Promise<void> {
  if (!process.env.BENCH_SNAPSHOT || !/heapsnapshot|alloc/.test(process.env.BENCH_WHICHCARD ?? '')) return;
  process.kill(leafPid(pid), 'SIGUSR2');
  await sleep(8000);
}

export interface TelegramRun {
  coldMs: number;
  perSecond: number;
  idleRss: number;
  afterRss: number;
  /** RSS after the worker threads' idle stop (WhichCard; NaN when not measured). */
  stoppedRss: number;
  /** Threads after the load and after the idle stop (workers are threads). */
  threads: [number, number];
  loads: number[];
}

const users: FakeUser[] = Array.from({ length: USERS }, (_, i) => ({ id: 5000 + i, first_name: `u${i}`, language_code: i % 3 === 0 ? 'zh-hans' : 'en' }));

async function once(start: (env: Record<string, string>) => Program, idleStop: boolean): Promise<TelegramRun> {
  const fake = await FakeTelegram.start({ idlePollMs: 1000 });
  const t0 = performance.now();
  const program = start({ TELEGRAM_BOT_TOKEN: FAKE_TOKEN, TELEGRAM_API_ROOT: fake.apiRoot });
  const loads = [load()];
  try {
    await fake.waitFor(() => fake.callsOf('getUpdates').length > 0, 30_000, 'the first getUpdates');
    const coldMs = performance.now() - t0;
    await sleep(1500); // let start-up work (command registration, first GC) settle
    const pid = program.spawned.child.pid!;
    const idleRss = treeRss(pid);
    await snapshot(pid);

    const ids = new Set(users.map((u) => u.id));
    let replies = 0;
    let scanned = 0;
    const countReplies = () => {
      for (; scanned < fake.calls.length; scanned++) {
        const call = fake.calls[scanned]!;
        if (call.method === 'sendMessage' && ids.has(Number(call.payload.chat_id))) replies++;
      }
      return replies >= UPDATES;
    };
    const started = performance.now();
    for (let i = 0; i < UPDATES; i++) {
      const user = users[i % USERS]!;
      const question = QUESTIONS[i % QUESTIONS.length]!;
      // BENCH_TELEGRAM_DISTINCT=1: every question's text differs (a trailing "?" count), so none is answered from the
      // turns remembered (src/runtime/memo.ts) — the throughput of questions never asked before.
      const text = i % 4 === 3 ? CARDS[(i >> 2) % CARDS.length]! : DISTINCT ? `${question} ${'?'.repeat(1 + i)}` : question;
      fake.sendText(user, { id: user.id, type: 'private' }, text);
    }
    await fake.waitFor(countReplies, 120_000, `${UPDATES} replies`);
    const perSecond = UPDATES / ((performance.now() - started) / 1000);
    await sleep(SETTLE_MS);
    const afterRss = treeRss(pid);
    const threads: [number, number] = [threadsOf(leafPid(pid)), NaN];
    loads.push(load());
    await snapshot(pid);
    let stoppedRss = NaN;
    if (idleStop && IDLE_STOP_MS > 0) {
      await sleep(IDLE_STOP_MS);
      stoppedRss = treeRss(pid);
      threads[1] = threadsOf(leafPid(pid));
    }
    return { coldMs, perSecond, idleRss, afterRss, stoppedRss, threads, loads };
  } finally {
    await program.stop();
    await fake.close();
  }
}

export interface TelegramFigures {
  whichcard: TelegramRun;
  bare: TelegramRun;
}

const med = (runs: TelegramRun[]): TelegramRun => ({
  coldMs: median(runs.map((r) => r.coldMs)),
  perSecond: median(runs.map((r) => r.perSecond)),
  idleRss: median(runs.map((r) => r.idleRss)),
  afterRss: median(runs.map((r) => r.afterRss)),
  stoppedRss: median(runs.map((r) => r.stoppedRss)),
  threads: [median(runs.map((r) => r.threads[0])), median(runs.map((r) => r.threads[1]))],
  loads: runs.flatMap((r) => r.loads),
});

/** Alternates WhichCard and the bare bot so both see the same machine load. */
export async function benchTelegram(): Promise<TelegramFigures> {
  const w: TelegramRun[] = [];
  const b: TelegramRun[] = [];
  for (let i = 0; i < REPEATS; i++) {
    w.push(await once((env) => startWhichCard(env), true));
    b.push(await once((env) => startBare('telegram', env), false));
  }
  return { whichcard: med(w), bare: med(b) };
}

export function printTelegram({ whichcard: w, bare: b }: TelegramFigures): void {
  console.log(`telegram (${UPDATES} updates${DISTINCT ? ', every question distinct' : ''}, medians of ${REPEATS}):`);
  console.log(`  updates/s      WhichCard ${w.perSecond.toFixed(0)}, bare ${b.perSecond.toFixed(0)}, ratio ${ratio(w.perSecond, b.perSecond)}`);
  console.log(`  cold start     WhichCard ${ms(w.coldMs)}, bare ${ms(b.coldMs)}, ${ratio(w.coldMs, b.coldMs)}×`);
  console.log(`  RSS idle→after WhichCard ${mb(w.idleRss)} → ${mb(w.afterRss)} (${w.threads[0]} threads), bare ${mb(b.idleRss)} → ${mb(b.afterRss)}`);
  if (!Number.isNaN(w.stoppedRss)) console.log(`  RSS ${IDLE_STOP_MS / 1000} s later, workers stopped: WhichCard ${mb(w.stoppedRss)} (${w.threads[1]} threads)`);
  console.log(`  load average   ${loadRange([...w.loads, ...b.loads])}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printTelegram(await benchTelegram());
