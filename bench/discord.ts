/**
 * Discord, side by side on the project's fake Discord (test/adapters/discord/fake-discord.ts):
 * WhichCard and a bare discord.js bot that replies "ok" (bench/bare/discord.js), each spawned fresh
 * BENCH_REPEATS times. Per run: spawn → IDENTIFY (cold start), RSS at idle, then 200 interactions
 * (¾ `/gpu ask` with a whole question, ¼ `/gpu card`) dispatched every 20 ms, each timed from
 * INTERACTION_CREATE to its callback, to its answer (the first edit of a deferred reply, or the
 * callback itself when the answer is immediate) and to its pictures (the edit that uploads the
 * charts: with the answer when they were cached, else just after it), RSS after, and (WhichCard) RSS
 * once its worker threads have stopped idle (IDLE_STOP_MS). BENCH_DISCORD_TRACE=<file> appends each run's
 * per-interaction timings (which interactions are slow: the first of a burst, or a run of them behind one stall).
 */
import { appendFileSync } from 'node:fs';
import { startFakeDiscord, type FakeDiscord } from '../test/adapters/discord/fake-discord.ts';
import { slashCommand } from '../test/adapters/discord/fixtures.ts';
import { startBare, startWhichCard, type Program } from './lib/bots.ts';
import { leafPid, threadsOf, treeRss, until } from './lib/proc.ts';
import { IDLE_STOP_MS, load, loadRange, mb, median, ms, quantile, ratio, REPEATS, sleep } from './lib/stats.ts';

const INTERACTIONS = Number(process.env.BENCH_DISCORD_INTERACTIONS ?? 200);
const GAP_MS = 20;
/** BENCH_DISCORD_TRACE=<file>: each run's per-interaction timings appended as one JSON line (which answers are slow). */
const TRACE = process.env.BENCH_DISCORD_TRACE;
const USERS = 100;
const QUESTIONS = [
  'serve Qwen2.5-7B-Instruct for 10 concurrent users, bf16, 4k context, 8 hours a day',
  'LoRA fine-tune llama 3 8b on 50k samples of 1k tokens in 2 days',
  '给 20 个人用的 Qwen2.5-14B 客服机器人',
  'deepseek r1 inference for 5 users',
  'Qwen2.5-72B 10 users on 2x A100 80GB bf16',
];
const CARDS = ['rtx4090', 'h100-sxm', 'a100-80gb-sxm', 'l40s', 'rtx3090'];

export interface DiscordRun {
  coldMs: number;
  callback: number[];
  final: number[];
  /** To the upload of the charts, for the answers that have some. */
  pictures: number[];
  idleRss: number;
  afterRss: number;
  stoppedRss: number;
  threads: [number, number];
  failed: number;
  loads: number[];
}

/** Resolves with the time of the first matching call (the fake records calls synchronously). */
function timeOf(fake: FakeDiscord, predicate: Parameters<FakeDiscord['waitFor']>[0]): Promise<number> {
  return fake.waitFor(predicate, 60_000).then(() => performance.now());
}

async function once(start: (env: Record<string, string>) => Program, idleStop: boolean): Promise<DiscordRun> {
  const fake = await startFakeDiscord();
  const loads = [load()];
  const t0 = performance.now();
  const program = start({ DISCORD_TOKEN: 'fake-token', DISCORD_API_ROOT: fake.apiRoot, DISCORD_APP_ID: fake.appId });
  try {
    await until(() => fake.identifies.length > 0, 30_000, 'IDENTIFY');
    const coldMs = performance.now() - t0;
    await sleep(1500); // READY, command registration, first GC
    const pid = program.spawned.child.pid!;
    const idleRss = treeRss(pid);

    const trace: { i: number; kind: string; sent: number; callback: number; final: number }[] = [];
    const timings: Promise<{ callback: number; final: number; pictures?: number } | undefined>[] = [];
    for (let i = 0; i < INTERACTIONS; i++) {
      const card = i % 4 === 3;
      const command = card
        ? slashCommand('card', [{ name: 'gpu', value: CARDS[(i >> 2) % CARDS.length]! }])
        : slashCommand('ask', [{ name: 'question', value: QUESTIONS[i % QUESTIONS.length]! }], i % 3 === 0 ? { locale: 'zh-CN' } : {});
      // 100 different members, as in a busy server (one member alone would meet the per-user rate limit).
      const member = command.member!;
      const payload = { ...command, member: { ...member, user: { ...member.user, id: String(700000000000001000n + BigInt(i % USERS)) } } };
      const callbackPath = `/interactions/${payload.id}/${payload.token}/callback`;
      const callback = timeOf(fake, (c) => c.method === 'POST' && c.path.endsWith(callbackPath));
      // The final answer: after a defer (type 5), the edit of @original or a follow-up; else the callback itself.
      const edit = timeOf(fake, (c) => (c.method === 'PATCH' || c.method === 'POST') && c.path.includes(`/webhooks/`) && c.path.includes(`/${payload.token}`));
      edit.catch(() => undefined); // an immediate answer has no edit: this wait just times out
      // The charts' upload (multipart, with files): none for the bare bot or an answer without charts.
      const pictures = timeOf(fake, (c) => (c.files?.length ?? 0) > 0 && c.path.includes(`/${payload.token}`)).catch(() => undefined);
      const sent = performance.now();
      fake.dispatch('INTERACTION_CREATE', payload);
      timings.push(
        callback
          .then(async (at) => {
            const deferred = fake.calls.find((c) => c.path.endsWith(callbackPath))?.body?.type === 5;
            const final = (deferred ? await edit : at) - sent;
            const drawn = await Promise.race([pictures, sleep(10_000).then(() => undefined)]);
            if (TRACE) trace.push({ i, kind: card ? 'card' : 'ask', sent: sent - t0, callback: at - sent, final });
            return { callback: at - sent, final, ...(drawn !== undefined ? { pictures: drawn - sent } : {}) };
          })
          .catch(() => undefined),
      );
      await sleep(GAP_MS);
    }
    const done = await Promise.all(timings);
    if (TRACE) appendFileSync(TRACE, JSON.stringify({ side: idleStop ? 'whichcard' : 'bare', coldMs, trace: trace.sort((a, b) => a.i - b.i) }) + '\n');
    const ok = done.filter((d): d is { callback: number; final: number; pictures?: number } => d !== undefined);
    await sleep(1500);
    const afterRss = treeRss(pid);
    const threads: [number, number] = [threadsOf(leafPid(pid)), NaN];
    loads.push(load());
    let stoppedRss = NaN;
    if (idleStop && IDLE_STOP_MS > 0) {
      await sleep(IDLE_STOP_MS);
      stoppedRss = treeRss(pid);
      threads[1] = threadsOf(leafPid(pid));
    }
    return {
      coldMs,
      callback: ok.map((d) => d.callback),
      final: ok.map((d) => d.final),
      pictures: ok.flatMap((d) => (d.pictures !== undefined ? [d.pictures] : [])),
      idleRss,
      afterRss,
      stoppedRss,
      threads,
      failed: INTERACTIONS - ok.length,
      loads,
    };
  } finally {
    await program.stop();
    await fake.stop();
  }
}

export interface DiscordSide {
  coldMs: number;
  callbackP50: number;
  callbackP99: number;
  finalP50: number;
  finalP99: number;
  picturesP50: number;
  picturesP99: number;
  idleRss: number;
  afterRss: number;
  stoppedRss: number;
  threads: [number, number];
  failed: number;
  loads: number[];
}

export interface DiscordFigures {
  whichcard: DiscordSide;
  bare: DiscordSide;
}

/** Latency quantiles over every interaction of every run; the rest are medians of the runs. */
const summary = (runs: DiscordRun[]): DiscordSide => {
  const callback = runs.flatMap((r) => r.callback);
  return {
    coldMs: median(runs.map((r) => r.coldMs)),
    callbackP50: quantile(callback, 0.5),
    callbackP99: quantile(callback, 0.99),
    finalP50: quantile(runs.flatMap((r) => r.final), 0.5),
    finalP99: quantile(runs.flatMap((r) => r.final), 0.99),
    picturesP50: quantile(runs.flatMap((r) => r.pictures), 0.5),
    picturesP99: quantile(runs.flatMap((r) => r.pictures), 0.99),
    idleRss: median(runs.map((r) => r.idleRss)),
    afterRss: median(runs.map((r) => r.afterRss)),
    stoppedRss: median(runs.map((r) => r.stoppedRss)),
    threads: [median(runs.map((r) => r.threads[0])), median(runs.map((r) => r.threads[1]))],
    failed: runs.reduce((n, r) => n + r.failed, 0),
    loads: runs.flatMap((r) => r.loads),
  };
};

export async function benchDiscord(): Promise<DiscordFigures> {
  const w: DiscordRun[] = [];
  const b: DiscordRun[] = [];
  for (let i = 0; i < REPEATS; i++) {
    w.push(await once((env) => startWhichCard(env), true));
    b.push(await once((env) => startBare('discord', env), false));
  }
  return { whichcard: summary(w), bare: summary(b) };
}

export function printDiscord({ whichcard: w, bare: b }: DiscordFigures): void {
  console.log(`discord (${INTERACTIONS} interactions every ${GAP_MS} ms, ${REPEATS} runs):`);
  console.log(`  → callback p50/p99  WhichCard ${ms(w.callbackP50)} / ${ms(w.callbackP99)}, bare ${ms(b.callbackP50)} / ${ms(b.callbackP99)}`);
  console.log(`  → answer p50/p99    WhichCard ${ms(w.finalP50)} / ${ms(w.finalP99)}, bare ${ms(b.finalP50)} / ${ms(b.finalP99)}`);
  console.log(`  → charts p50/p99    WhichCard ${ms(w.picturesP50)} / ${ms(w.picturesP99)} (the upload of an answer's charts)`);
  console.log(`  cold start          WhichCard ${ms(w.coldMs)}, bare ${ms(b.coldMs)}, ${ratio(w.coldMs, b.coldMs)}×`);
  console.log(`  RSS idle→after      WhichCard ${mb(w.idleRss)} → ${mb(w.afterRss)} (${w.threads[0]} threads), bare ${mb(b.idleRss)} → ${mb(b.afterRss)}`);
  if (!Number.isNaN(w.stoppedRss)) console.log(`  RSS ${IDLE_STOP_MS / 1000} s later, workers stopped: WhichCard ${mb(w.stoppedRss)} (${w.threads[1]} threads)`);
  console.log(`  load average        ${loadRange([...w.loads, ...b.loads])}`);
  if (w.failed + b.failed > 0) console.log(`  unanswered          WhichCard ${w.failed}, bare ${b.failed}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printDiscord(await benchDiscord());
