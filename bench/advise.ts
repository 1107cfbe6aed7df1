/**
 * One question end to end, as a bot answers it: parse the text, recommend over the whole catalog,
 * render the views. Discord wants a first answer within 3 s (else the reply must be deferred), so
 * the figure that matters is the median per question and its share of that budget. The stages are
 * timed side by side in the same loop, so their ratios hold on a noisy machine.
 */
import { loadCatalog } from '../src/core/catalog/index.ts';
import { parseRequest } from '../src/core/parse/index.ts';
import { presentAdvice } from '../src/core/present/advice.ts';
import { recommend } from '../src/core/recommend/index.ts';
import { DEFAULT_SETTINGS, type CoreContext } from '../src/core/recommend/types.ts';

const QUESTIONS = [
  '给 20 个人用的 Qwen2.5-14B 客服机器人',
  'LoRA fine-tune llama 3 8b on 50k samples of 1k tokens by friday',
  '70B 推理 int4 并发 8',
  'train a 7B from scratch on 200B tokens in a month',
  'deepseek r1 inference for 5 users',
];
const ROUNDS = 7;
const DISCORD_DEADLINE_MS = 3000;

const catalog = loadCatalog();
const now = new Date('2026-12-02T00:00:00Z');

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const timings = { parse: [] as number[], recommend: [] as number[], present: [] as number[], total: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  for (const text of QUESTIONS) {
    const ctx: CoreContext = { catalog, now, locale: /[\u4e00-\u9fff]/.test(text) ? 'zh' : 'en', settings: DEFAULT_SETTINGS };
    const t0 = performance.now();
    const { request } = parseRequest(text, catalog, now);
    const t1 = performance.now();
    const advice = recommend(ctx, { task: 'infer', concurrency: 1, ...request });
    const t2 = performance.now();
    presentAdvice(ctx, advice);
    const t3 = performance.now();
    timings.parse.push(t1 - t0);
    timings.recommend.push(t2 - t1);
    timings.present.push(t3 - t2);
    timings.total.push(t3 - t0);
  }
}

const total = median(timings.total);
for (const [stage, values] of Object.entries(timings)) {
  const m = median(values);
  console.log(`${stage.padEnd(9)} median ${m.toFixed(1)} ms (${((m / total) * 100).toFixed(0)} % of a question)`);
}
console.log(`per question: median ${total.toFixed(1)} ms = ${((total / DISCORD_DEADLINE_MS) * 100).toFixed(1)} % of Discord's 3 s reply deadline (${QUESTIONS.length} questions × ${ROUNDS} rounds)`);
