/**
 * The core's own speed (`npm run bench -- core`): advice latency over today's catalog and with 10× and
 * 100× its offers. How fast the planner answers. Issue 13's targets: with today's catalog, advice p99 ≤ 5 ms and the
 * slowest request ≤ 20 ms; with 100× as many offers (marketplaces list thousands), p50 ≤ 10 ms.
 * A machine shared with other work is noisy, so every figure is printed beside a same-run
 * reference (sorting 200k numbers), and the ratio is what to compare between runs. Then one
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

function time(catalog: Catalog, rounds: number): { samples: number[]; slowest: { ms: number; request: AdviceRequest }; cpuMs: number } {
  const samples: number[] = [];
  let slowest = { ms: 0, request: REQUESTS[0]! };
  let cpu = process.cpuUsage();
  for (let round = 0; round < rounds; round++) {
    if (round === 1) cpu = process.cpuUsage();
    for (const request of REQUESTS) {
      const ctx: CoreContext = { catalog, now, locale: 'en', settings: DEFAULT_SETTINGS };
      const t = performance.now();
      try {
        recommend(ctx, request);
      } catch (e) {
        if (!isUserError(e)) throw e;
      }
      const ms = performance.now() - t;
      samples.push(ms);
      if (round > 0 && ms > slowest.ms) slowest = { ms, request };
    }
  }
  const used = process.cpuUsage(cpu);
  return { samples: samples.slice(REQUESTS.length), slowest, cpuMs: (used.user + used.system) / 1000 };
}

const catalog = loadCatalog();
const ref = reference();
console.log(`reference: sorting 200k numbers takes ${ref.toFixed(1)} ms in this run`);
const fmt = (ms: number) => `${ms.toFixed(2)} ms (${(ms / ref).toFixed(2)} × ref)`;
for (const [times, rounds] of [[1, 8], [10, 3], [100, 2]] as const) {
  const cat = times === 1 ? catalog : multiplied(catalog, times);
  const { samples, slowest, cpuMs } = time(cat, rounds);
  // CPU time (process.cpuUsage, collector threads included) is what a shared machine's waiting leaves out of the wall times.
  console.log(
    `advice ×${times} (${cat.offers.length} offers, ${samples.length} answers): p50 ${fmt(quantile(samples, 0.5))}, p99 ${fmt(quantile(samples, 0.99))}, slowest ${fmt(slowest.ms)}, CPU ${(cpuMs / samples.length).toFixed(2)} ms an answer — ${JSON.stringify(slowest.request)}`,
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
const perRecommend = (await allocated(() => time(catalog, 2))) / (2 * REQUESTS.length);
const perQuestion =
  (await allocated(() => {
    for (const text of QUESTIONS) {
      const ctx: CoreContext = { catalog, now, locale: /[\u4e00-\u9fff]/.test(text) ? 'zh' : 'en', settings: DEFAULT_SETTINGS };
      presentAdvice(ctx, recommend(ctx, { task: 'infer', concurrency: 1, ...parseRequest(text, catalog, now).request }));
    }
  })) / QUESTIONS.length;
console.log(`allocated per answer: recommend ${kb(perRecommend)} (×1, the requests above), question end to end ${kb(perQuestion)}`);
