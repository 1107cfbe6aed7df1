/**
 * The core's own speed (`npm run bench -- core`): advice latency over today's catalog and with 10× and
 * 100× its offers. How fast the planner answers. Issue 13's targets: with today's catalog, advice p99 ≤ 5 ms and the
 * slowest request ≤ 20 ms; with 100× as many offers (marketplaces list thousands), p50 ≤ 10 ms.
 * A machine shared with other work is noisy, so every figure is printed beside a same-run
 * reference (sorting 200k numbers), and the ratio is what to compare between runs, and each answer's
 * CPU time beside its wall time. The first answers after start (interpreted, compiling) are reported
 * on their own line; the ×1 figures are the steady state after a few warm-up rounds. Then one
 * question end to end (parse → recommend → present), as a bot answers it. Then the bytes allocated
 * per answer (V8's sampling heap profiler, counting objects already collected), since garbage is
 * paid for in collector pauses on the slow answers. No timing asserts: this prints, tests do not time.
 */
import { Session } from 'node:inspector/promises';
import { loadCatalog, type Catalog } from '../src/core/catalog/index.ts';
import type { Offer } from '../src/core/catalog/schema.ts';
import { isUserError } from '../src/core/errors.ts';
import { parseRequest } from '../src/core/parse/index.ts';
import { presentAdvice } from '../src/core/present/advice.ts';
import { recommend } from '../src/core/recommend/index.ts';
import { DEFAULT_SETTINGS, type AdviceRequest, type CoreContext } from '../src/core/recommend/types.ts';

/** A spread of requests: services small to huge, fine-tunes, pre-training, named cards, a budget. */
const REQUESTS: AdviceRequest[] = [
  { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 },
  { model: 'qwen2.5-14b', task: 'infer', concurrency: 20 },
  { model: 'llama-3.1-8b', task: 'infer', concurrency: 1 },
  { model: 'qwen3-30b-a3b', task: 'infer', concurrency: 1 },
  { model: 'qwen3-30b-a3b', task: 'infer', concurrency: 1, gpu: 'rtx4090', count: 1 },
  { model: 'llama-3.3-70b', task: 'infer', concurrency: 200 },
  { model: 'qwen2.5-72b', task: 'infer', concurrency: 200 },
  { model: 'llama-3.1-70b', task: 'infer', concurrency: 10 },
  { model: 'llama-3.1-70b', task: 'infer', concurrency: 8, precision: 'int4' },
  { model: 'deepseek-r1', task: 'infer', concurrency: 1 },
  { model: 'deepseek-r1', task: 'infer', concurrency: 200 },
  { model: 'qwen3-235b-a22b', task: 'infer', concurrency: 50 },
  { model: 'llama-3.1-405b', task: 'infer', concurrency: 20 },
  { model: 'qwen2.5-7b', task: 'infer', concurrency: 64, batchJob: true, tokens: 5e9 },
  { model: 'qwen2.5-7b', task: 'infer', concurrency: 1, gpu: 'v100-32gb' },
  { model: 'llama-3.1-8b', task: 'finetune', method: 'lora', tokens: 5e7 },
  { model: 'llama-3.1-8b', task: 'finetune', tokens: 5e7 },
  { model: 'qwen3-30b-a3b', task: 'finetune', method: 'qlora' },
  { model: 'llama-3.1-70b', task: 'finetune', method: 'full' },
  { model: 'qwen2.5-72b', task: 'finetune', method: 'full', tokens: 1e9 },
  { model: 'llama-3.1-8b', task: 'finetune', method: 'full', gpu: 'a100-80gb-sxm' },
  { modelSizeB: 7, task: 'pretrain', tokens: 1e12 },
  { modelSizeB: 7, task: 'pretrain', tokens: 200e9, deadlineHours: 730 },
  { modelSizeB: 1.5, task: 'pretrain', tokens: 300e9, gpu: 'a800' },
  { model: 'deepseek-v3', task: 'finetune', method: 'full', tokens: 1e9 },
  { model: 'llama-3.1-8b', task: 'infer', concurrency: 5, },
  { model: 'llama-3.3-70b', task: 'infer', concurrency: 50, },
];
const QUESTIONS = [
  '给 20 个人用的 Qwen2.5-14B 客服机器人',
  'LoRA fine-tune llama 3 8b on 50k samples of 1k tokens by friday',
  '70B 推理 int4 并发 8',
  'train a 7B from scratch on 200B tokens in a month',
  'deepseek r1 inference for 5 users',
];
const now = new Date('2026-12-02T00:00:00Z');

function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

/** The same-run yardstick: sorting 200k pseudo-random numbers (median of 5). */
function reference(): number {
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    let x = 12345;
    const values = Array.from({ length: 200_000 }, () => ((x = (x * 1103515245 + 12345) % 2 ** 31), x));
    const t = performance.now();
    values.sort((a, b) => a - b);
    times.push(performance.now() - t);
  }
  return quantile(times, 0.5);
}

/** Each offer listed `times` times, as a marketplace would: other regions, prices within ±20 %. */
function multiplied(catalog: Catalog, times: number): Catalog {
  const offers: Offer[] = [];
  catalog.offers.forEach((o, i) => {
    for (let k = 0; k < times; k++) offers.push(k === 0 ? o : { ...o, region: `${o.region}-${k}`, pricePerGpuHour: o.pricePerGpuHour * (0.8 + (((i * 7919 + k * 104729) % 1000) / 1000) * 0.4) });
  });
  return { ...catalog, offers };
}

interface Timed {
  /** Wall time of each answer, ms. */
  wall: number[];
  /**
   * CPU time of the process during each answer, ms (process.cpuUsage: the collector's and compiler's threads
   * included): what a shared machine's waiting for a core leaves out of the wall time.
   */
  cpu: number[];
  slowest: { ms: number; request: AdviceRequest };
}

/** Every request answered `rounds` times; the first `skip` rounds are not counted (the offer index is built in the first). */
function time(catalog: Catalog, rounds: number, skip = 1): Timed {
  const out: Timed = { wall: [], cpu: [], slowest: { ms: 0, request: REQUESTS[0]! } };
  for (let round = 0; round < rounds; round++) {
    for (const request of REQUESTS) {
      const ctx: CoreContext = { catalog, now, locale: 'en', settings: DEFAULT_SETTINGS };
      const cpu = process.cpuUsage();
      const t = performance.now();
      try {
        recommend(ctx, request);
      } catch (e) {
        if (!isUserError(e)) throw e;
      }
      const ms = performance.now() - t;
      const used = process.cpuUsage(cpu);
      if (round < skip) continue;
      out.wall.push(ms);
      out.cpu.push((used.user + used.system) / 1000);
      if (ms > out.slowest.ms) out.slowest = { ms, request };
    }
  }
  return out;
}

const catalog = loadCatalog();
const ref = reference();
console.log(`reference: sorting 200k numbers takes ${ref.toFixed(1)} ms in this run`);
const fmt = (ms: number) => `${ms.toFixed(2)} ms (${(ms / ref).toFixed(2)} × ref)`;
const cpuFmt = (cpu: number[]) => `CPU an answer p50 ${quantile(cpu, 0.5).toFixed(2)} ms, p99 ${quantile(cpu, 0.99).toFixed(2)} ms`;
// A process starts interpreted and compiles what runs hot: its first answers are reported on their own, and
// the steady state a running bot answers in is measured after WARMUP_ROUNDS more rounds of the same requests.
const WARMUP_ROUNDS = 4;
const cold = time(catalog, 1, 0);
console.log(`advice ×1, the first ${cold.wall.length} answers after start: p50 ${fmt(quantile(cold.wall, 0.5))}, slowest ${fmt(cold.slowest.ms)}, ${cpuFmt(cold.cpu)}`);
for (const [times, rounds, skip] of [[1, WARMUP_ROUNDS + 7, WARMUP_ROUNDS], [10, 3, 1], [100, 2, 1]] as const) {
  const cat = times === 1 ? catalog : multiplied(catalog, times);
  const { wall, cpu, slowest } = time(cat, rounds, skip);
  console.log(
    `advice ×${times} (${cat.offers.length} offers, ${wall.length} answers): p50 ${fmt(quantile(wall, 0.5))}, p99 ${fmt(quantile(wall, 0.99))}, slowest ${fmt(slowest.ms)}, ${cpuFmt(cpu)} — ${JSON.stringify(slowest.request)}`,
  );
}

const stages = { parse: [] as number[], recommend: [] as number[], present: [] as number[] };
for (let round = 0; round < 5; round++) {
  for (const text of QUESTIONS) {
    const ctx: CoreContext = { catalog, now, locale: /[\u4e00-\u9fff]/.test(text) ? 'zh' : 'en', settings: DEFAULT_SETTINGS };
    const t0 = performance.now();
    const { request } = parseRequest(text, catalog, now);
    const t1 = performance.now();
    const advice = recommend(ctx, { task: 'infer', concurrency: 1, ...request });
    const t2 = performance.now();
    presentAdvice(ctx, advice);
    const t3 = performance.now();
    if (round === 0) continue;
    stages.parse.push(t1 - t0);
    stages.recommend.push(t2 - t1);
    stages.present.push(t3 - t2);
  }
}
for (const [stage, values] of Object.entries(stages)) console.log(`question end to end, ${stage.padEnd(9)} p50 ${fmt(quantile(values, 0.5))}`);

/** Bytes allocated while `work` runs (sampled every 512 B, objects already collected included). */
async function allocated(work: () => void): Promise<number> {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', { samplingInterval: 512, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  work();
  const { profile } = await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  type Node = { selfSize: number; children: Node[] };
  const sum = (n: Node): number => n.selfSize + n.children.reduce((a, c) => a + sum(c), 0);
  return sum(profile.head as Node);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const perRecommend = (await allocated(() => time(catalog, 2, 0))) / (2 * REQUESTS.length);
const perQuestion =
  (await allocated(() => {
    for (const text of QUESTIONS) {
      const ctx: CoreContext = { catalog, now, locale: /[\u4e00-\u9fff]/.test(text) ? 'zh' : 'en', settings: DEFAULT_SETTINGS };
      presentAdvice(ctx, recommend(ctx, { task: 'infer', concurrency: 1, ...parseRequest(text, catalog, now).request }));
    }
  })) / QUESTIONS.length;
console.log(`allocated per answer: recommend ${kb(perRecommend)} (×1, the requests above), question end to end ${kb(perQuestion)}`);
