/**
 * The advice corpus: a fixed spread of questions and structured requests, answered in-process, so a
 * change meant to make the planner faster can be shown to leave every answer byte for byte as it was.
 *   npx tsx bench/lib/advice-corpus.ts save  <file>   # before: write the answers
 *   npx tsx bench/lib/advice-corpus.ts check <file>   # after: compare, print every case that differs
 * Three kinds of entries: `whichcard advise "<question>" --json` (the CLI's run(), as the review test
 * calls it) for every review question plus extra ones; recommend + presentAdvice for structured
 * requests (models of every kind, tasks, counts, named cards, budgets, zh and en); and the same
 * structured requests over the catalog with each offer listed 10× (marketplace scale, where the offer
 * index's robust per-card prices decide). A refusal is recorded as its UserError key and params.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { run } from '../../src/adapters/cli/main.ts';
import { loadCatalog, type Catalog } from '../../src/core/catalog/index.ts';
import type { Offer } from '../../src/core/catalog/schema.ts';
import { isUserError } from '../../src/core/errors.ts';
import type { Locale } from '../../src/core/i18n.ts';
import { presentAdvice } from '../../src/core/present/advice.ts';
import { renderText } from '../../src/core/present/text.ts';
import { recommend } from '../../src/core/recommend/index.ts';
import { DEFAULT_SETTINGS, type AdviceRequest, type CoreContext, type Settings } from '../../src/core/recommend/types.ts';

const REVIEW_DIR = new URL('../../test/review/', import.meta.url);
const now = new Date('2026-12-01T00:00:00Z');

/** Questions beyond the review sets: image models, devices, budgets, counts, odd phrasings. */
const EXTRA_QUESTIONS: Array<[Locale, string]> = [
  ['en', 'FLUX.1-dev, 1000 images a day'],
  ['en', 'SDXL on one RTX 4090'],
  ['zh', '每天 500 张图 sd3.5-large'],
  ['en', 'LoRA train flux.1-dev on 30 images'],
  ['en', 'deepseek-r1 for me alone'],
  ['zh', 'DeepSeek-R1 给 200 人用'],
  ['en', 'Qwen3-30B-A3B on one 4090'],
  ['en', 'QLoRA Qwen3-30B-A3B on one 3090'],
  ['en', 'full fine-tune llama 3.1 70b on 1B tokens'],
  ['zh', '全量微调 Qwen2.5-72B，10 亿 token'],
  ['en', 'full fine-tune 8B with 8-bit adam on one A100 80GB'],
  ['en', 'llama 3.1 405b inference for 20 users'],
  ['zh', '用 8 张 H100 跑 llama-3.1-70b，并发 100，够吗'],
  ['en', 'is one H100 enough for qwen2.5-72b int4 for 10 users? if not, how many?'],
  ['en', 'pretrain a 1.5B model on 300B tokens on A800s'],
  ['zh', '预算每月 300 美元，跑 qwen2.5-7b 给 10 人用'],
  ['en', 'mixtral 8x22b on V100s'],
  ['en', 'kimi-k2 chatbot for 50 users, 32k context'],
  ['en', 'run gpt-oss-120b on my mac'],
  ['zh', 'glm-4.5-air 微调 lora 5 万条数据'],
  ['en', 'batch inference 5B tokens through qwen2.5-7b'],
  ['en', 'a 13B model for 1000 users at 30 tokens/s'],
  ['zh', '4 张 4090 能跑 qwen3-235b-a22b 吗'],
];

/** Structured requests (as the parser would produce them), each answered in zh and en. */
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
  { model: 'llama-3.1-70b', task: 'infer', concurrency: 8, precision: 'q4_k_m' },
  { model: 'llama-3.1-70b', task: 'infer', concurrency: 30, engine: 'sglang', contextTokens: 32768 },
  { model: 'deepseek-r1', task: 'infer', concurrency: 1 },
  { model: 'deepseek-r1', task: 'infer', concurrency: 200 },
  { model: 'deepseek-v3', task: 'infer', concurrency: 20, gpu: 'h100-sxm', countAsked: true },
  { model: 'kimi-k2', task: 'infer', concurrency: 10 },
  { model: 'qwen3-235b-a22b', task: 'infer', concurrency: 50 },
  { model: 'qwen3-235b-a22b', task: 'infer', concurrency: 4, gpu: 'rtx4090', count: 4 },
  { model: 'llama-3.1-405b', task: 'infer', concurrency: 20 },
  { model: 'mixtral-8x7b', task: 'infer', concurrency: 5, gpu: 'v100-32gb' },
  { model: 'gpt-oss-120b', task: 'infer', concurrency: 1 },
  { model: 'gpt-oss-20b', task: 'infer', concurrency: 1, device: 'mac' },
  { model: 'qwen2.5-7b', task: 'infer', concurrency: 64, batchJob: true, tokens: 5e9 },
  { model: 'qwen2.5-7b', task: 'infer', concurrency: 1, gpu: 'v100-32gb' },
  { model: 'qwen2.5-7b', task: 'infer', concurrency: 10, hoursPerDay: 8, budget: { amount: 300, currency: 'USD', per: 'month' } },
  { model: 'qwen2.5-7b', task: 'infer', concurrency: 10, tokensPerSec: 2000 },
  { modelSizeB: 13, task: 'infer', concurrency: 1000 },
  { modelSizeB: 47, moeExperts: 8, task: 'infer', concurrency: 4 },
  { model: 'flux.1-dev', task: 'infer', imagesPerDay: 1000 },
  { model: 'flux.1-schnell', task: 'infer', imagesPerDay: 200, gpu: 'rtx4090' },
  { model: 'sdxl-base-1.0', task: 'infer', imagesPerDay: 5000 },
  { model: 'sd3.5-large', task: 'infer', imagesPerDay: 100, precision: 'fp8' },
  { model: 'flux.1-dev', task: 'finetune', method: 'lora', tokens: 1e6 },
  { model: 'llama-3.1-8b', task: 'finetune', method: 'lora', tokens: 5e7 },
  { model: 'llama-3.1-8b', task: 'finetune', tokens: 5e7 },
  { model: 'llama-3.1-8b', task: 'finetune', tokens: 5e7, deadlineHours: 12 },
  { model: 'qwen3-30b-a3b', task: 'finetune', method: 'qlora' },
  { model: 'qwen3-30b-a3b', task: 'finetune', method: 'qlora', gpu: 'rtx3090', count: 1 },
  { model: 'llama-3.1-70b', task: 'finetune', method: 'full' },
  { model: 'qwen2.5-72b', task: 'finetune', method: 'full', tokens: 1e9 },
  { model: 'llama-3.1-8b', task: 'finetune', method: 'full', gpu: 'a100-80gb-sxm' },
  { model: 'llama-3.1-8b', task: 'finetune', method: 'full', optimizer: 'adamw8bit', gpu: 'a100-80gb-sxm', count: 1 },
  { model: 'glm-4.5-air', task: 'finetune', method: 'lora', tokens: 5e7, epochs: 3 },
  { modelSizeB: 7, task: 'pretrain', tokens: 1e12 },
  { modelSizeB: 7, task: 'pretrain', tokens: 200e9, deadlineHours: 730 },
  { modelSizeB: 1.5, task: 'pretrain', tokens: 300e9, gpu: 'a800' },
  { model: 'deepseek-v3', task: 'finetune', method: 'full', tokens: 1e9 },
  { model: 'llama-3.1-8b', task: 'infer', concurrency: 5, gpu: 'h100-sxm', count: 8 },
  { model: 'llama-3.3-70b', task: 'infer', concurrency: 50, gpu: 'a100-40gb', countAsked: true },
];

/** Settings variants: default, a provider whitelist, a region. */
const SETTINGS: Array<[string, Settings]> = [
  ['default', DEFAULT_SETTINGS],
  ['cn-providers', { ...DEFAULT_SETTINGS, providers: ['autodl', 'aliyun'] }],
  ['us-region', { ...DEFAULT_SETTINGS, regions: ['us'] }],
];

/** Each offer listed `times` times, other regions, prices within ±20 % (bench/core.ts's multiplier). */
export function multiplied(catalog: Catalog, times: number): Catalog {
  const offers: Offer[] = [];
  catalog.offers.forEach((o, i) => {
    for (let k = 0; k < times; k++) offers.push(k === 0 ? o : { ...o, region: `${o.region}-${k}`, pricePerGpuHour: o.pricePerGpuHour * (0.8 + (((i * 7919 + k * 104729) % 1000) / 1000) * 0.4) });
  });
  return { ...catalog, offers };
}

async function advise(catalog: Catalog, question: string, locale: Locale): Promise<string> {
  let stdout = '';
  let stderr = '';
  const code = await run(['advise', question, '--json', '--locale', locale], { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), env: {}, now, color: false, catalog });
  return code === 0 ? stdout : `exit ${code}\n${stdout}\n${stderr}`;
}

function structured(catalog: Catalog, request: AdviceRequest, locale: Locale, settings: Settings): string {
  const ctx: CoreContext = { catalog, now, locale, settings };
  try {
    const advice = recommend(ctx, request);
    const views = presentAdvice(ctx, advice);
    return JSON.stringify({ advice, main: renderText(views.main), math: renderText(views.math), alternatives: renderText(views.alternatives) }, null, 1);
  } catch (e) {
    if (!isUserError(e)) return `crash: ${(e as Error).stack}`;
    return `refused: ${JSON.stringify(e)} ${(e as Error).message}`;
  }
}

/** Every entry's id and answer. */
export async function adviceCorpus(): Promise<Map<string, string>> {
  const catalog = loadCatalog();
  const out = new Map<string, string>();
  for (const file of readdirSync(REVIEW_DIR).filter((f) => f.endsWith('.json')).sort()) {
    const cases = JSON.parse(readFileSync(new URL(file, REVIEW_DIR), 'utf8')) as Array<{ id: string; locale: Locale; question: string }>;
    for (const c of cases) out.set(`review/${file}/${c.id}`, await advise(catalog, c.question, c.locale));
  }
  for (const [i, [locale, q]] of EXTRA_QUESTIONS.entries()) out.set(`question/${i}/${locale}`, await advise(catalog, q, locale));
  const x10 = multiplied(catalog, 10);
  for (const [i, request] of REQUESTS.entries()) {
    for (const locale of ['en', 'zh'] as const) out.set(`request/${i}/${locale}`, structured(catalog, request, locale, DEFAULT_SETTINGS));
    for (const [name, settings] of SETTINGS.slice(1)) out.set(`request/${i}/en/${name}`, structured(catalog, request, 'en', settings));
    out.set(`request/${i}/en/x10`, structured(x10, request, 'en', DEFAULT_SETTINGS));
    out.set(`request/${i}/zh/x10`, structured(x10, request, 'zh', { ...DEFAULT_SETTINGS, currency: 'USD' }));
  }
  return out;
}

async function main(): Promise<void> {
  const [mode, file] = process.argv.slice(2);
  if ((mode !== 'save' && mode !== 'check') || !file) {
    console.error('usage: advice-corpus.ts save|check <file>');
    process.exit(2);
  }
  const t = performance.now();
  const corpus = await adviceCorpus();
  const ms = performance.now() - t;
  if (mode === 'save') {
    writeFileSync(file, JSON.stringify(Object.fromEntries(corpus)));
    console.log(`${corpus.size} answers saved to ${file} (${ms.toFixed(0)} ms)`);
    return;
  }
  const saved = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
  let differ = 0;
  for (const [id, answer] of corpus) {
    const before = saved.get(id);
    if (before === undefined) console.log(`new (not in ${file}): ${id}`);
    else if (before !== answer) {
      differ++;
      const a = before.split('\n');
      const b = answer.split('\n');
      const line = a.findIndex((l, i) => l !== b[i]);
      console.log(`DIFFERS: ${id} (line ${line + 1})\n  before: ${a[line]?.slice(0, 300)}\n  after:  ${b[line]?.slice(0, 300)}`);
    }
  }
  for (const id of saved.keys()) if (!corpus.has(id)) console.log(`gone: ${id}`);
  console.log(`${corpus.size} answers, ${differ} differ (${ms.toFixed(0)} ms)`);
  if (differ > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
