/**
 * Discord, side by side on the project's fake Discord (test/adapters/discord/fake-discord.ts):
 * WhichCard and a bare discord.js bot that replies "ok" (bench/bare/discord.js), each spawned fresh
 * BENCH_REPEATS times. Per run: spawn → IDENTIFY (cold start), RSS at idle, then 200 interactions
 * (¾ `/gpu ask` with a whole question, ¼ `/gpu card`) dispatched every 20 ms, each timed from
 * INTERACTION_CREATE to its callback and to its final answer (the edit of a deferred reply, or the
 * callback itself when the answer is immediate), and RSS after.
 */
import { startFakeDiscord, type FakeDiscord } from '../test/adapters/discord/fake-discord.ts';
import { slashCommand } from '../test/adapters/discord/fixtures.ts';
import { startBare, startWhichCard, type Program } from './lib/bots.ts';
import { treeRss, until } from './lib/proc.ts';
import { mb, median, ms, quantile, ratio, REPEATS, sleep } from './lib/stats.ts';

const INTERACTIONS = Number(process.env.BENCH_DISCORD_INTERACTIONS ?? 200);
const GAP_MS = 20;
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
  idleRss: number;
  afterRss: number;
  failed: number;
}

/** Resolves with the time of the first matching call (the fake records calls synchronously). */
function timeOf(fake: FakeDiscord, predicate: Parameters<FakeDiscord['waitFor']>[0]): Promise<number> {
  return fake.waitFor(predicate, 60_000).then(() => performance.now());
}

async function once(start: (env: Record<string, string>) => Program): Promise<DiscordRun> {
  const fake = await startFakeDiscord();
  const t0 = performance.now();
  const program = start({ DISCORD_TOKEN: 'fake-token', DISCORD_API_ROOT: fake.apiRoot, DISCORD_APP_ID: fake.appId });
  try {
    await until(() => fake.identifies.length > 0, 30_000, 'IDENTIFY');
    const coldMs = performance.now() - t0;
    await sleep(1500); // READY, command registration, first GC
    const pid = program.spawned.child.pid!;
    const idleRss = treeRss(pid);

    const timings: Promise<{ callback: number; final: number } | undefined>[] = [];
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
      const sent = performance.now();
      fake.dispatch('INTERACTION_CREATE', payload);
      timings.push(
        callback
          .then(async (at) => {
            const deferred = fake.calls.find((c) => c.path.endsWith(callbackPath))?.body?.type === 5;
            return { callback: at - sent, final: (deferred ? await edit : at) - sent };
          })
          .catch(() => undefined),
      );
      await sleep(GAP_MS);
    }
    const done = await Promise.all(timings);
    const ok = done.filter((d): d is { callback: number; final: number } => d !== undefined);
    await sleep(1500);
    const afterRss = treeRss(pid);
    return { coldMs, callback: ok.map((d) => d.callback), final: ok.map((d) => d.final), idleRss, afterRss, failed: INTERACTIONS - ok.length };
  } finally {
    await program.stop();
    await fake.stop();
  }
}

export interface DiscordSide {
  coldMs: number;
  callbackP50: number;
  callbackP99: number;
  finalP99: number;
  idleRss: number;
  afterRss: number;
  failed: number;
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
    finalP99: quantile(runs.flatMap((r) => r.final), 0.99),
    idleRss: median(runs.map((r) => r.idleRss)),
    afterRss: median(runs.map((r) => r.afterRss)),
    failed: runs.reduce((n, r) => n + r.failed, 0),
  };
};

export async function benchDiscord(): Promise<DiscordFigures> {
  const w: DiscordRun[] = [];
  const b: DiscordRun[] = [];
  for (let i = 0; i < REPEATS; i++) {
    w.push(await once((env) => startWhichCard(env)));
    b.push(await once((env) => startBare('discord', env)));
  }
  return { whichcard: summary(w), bare: summary(b) };
}

export function printDiscord({ whichcard: w, bare: b }: DiscordFigures): void {
  console.log(`discord (${INTERACTIONS} interactions every ${GAP_MS} ms, ${REPEATS} runs):`);
  console.log(`  → callback p50/p99  WhichCard ${ms(w.callbackP50)} / ${ms(w.callbackP99)}, bare ${ms(b.callbackP50)} / ${ms(b.callbackP99)}`);
  console.log(`  → final answer p99  WhichCard ${ms(w.finalP99)}, bare ${ms(b.finalP99)}`);
  console.log(`  cold start          WhichCard ${ms(w.coldMs)}, bare ${ms(b.coldMs)}, ${ratio(w.coldMs, b.coldMs)}×`);
  console.log(`  RSS idle→after      WhichCard ${mb(w.idleRss)} → ${mb(w.afterRss)}, bare ${mb(b.idleRss)} → ${mb(b.afterRss)}`);
  if (w.failed + b.failed > 0) console.log(`  unanswered          WhichCard ${w.failed}, bare ${b.failed}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printDiscord(await benchDiscord());
