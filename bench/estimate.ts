/**
 * Times size() over every catalog model × GPU: the bot sizes a question on every GPU, so one
 * question costs one row of this table. Prints median and p95 per call and per question.
 */
import { loadCatalog } from '../src/core/catalog/index.ts';
import { modelRef, size } from '../src/core/estimate/index.ts';
import type { EstimateInput } from '../src/core/estimate/types.ts';

const catalog = loadCatalog();
const scenarios: Array<{ name: string; input: Omit<EstimateInput, 'model' | 'gpu'> }> = [
  { name: 'chat, 20 users × 8k, 300 tok/s', input: { task: 'infer', concurrency: 20, contextTokens: 8192, targetTokensPerSec: 300 } },
  { name: 'LoRA fine-tune, 50M tokens, 24 h', input: { task: 'finetune', method: 'lora', tokens: 5e7, deadlineHours: 24 } },
];

function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

for (const { name, input } of scenarios) {
  const perCall: number[] = [];
  const perQuestion: number[] = [];
  for (const model of catalog.models) {
    const ref = modelRef(model);
    const q0 = performance.now();
    for (const gpu of catalog.gpus) {
      const t0 = performance.now();
      try {
        size({ ...input, model: ref, gpu, ...(model.kind === 'llm' ? {} : { task: 'infer' }) });
      } catch {
        // a model that cannot take this question (e.g. an image model for training) costs the same check
      }
      perCall.push(performance.now() - t0);
    }
    perQuestion.push(performance.now() - q0);
  }
  console.log(
    `${name}: ${catalog.models.length} models × ${catalog.gpus.length} GPUs — size() median ${quantile(perCall, 0.5).toFixed(3)} ms, p95 ${quantile(perCall, 0.95).toFixed(3)} ms; per question (all GPUs) median ${quantile(perQuestion, 0.5).toFixed(1)} ms, p95 ${quantile(perQuestion, 0.95).toFixed(1)} ms`,
  );
}

// Accuracy against the published measurements (the same scoring as test/core/estimate/accuracy.test.ts).
const { loadRecords, median, score } = await import('../test/core/estimate/reference.ts');
const kinds = ['infer_memory', 'train_memory', 'decode_speed', 'train_gpu_hours'];
const scoredRows = loadRecords()
  .filter((r) => kinds.includes(r.kind) && !r.bound)
  .map((r) => score(catalog, r))
  .filter((s): s is Extract<ReturnType<typeof score>, { estimated: number }> => 'estimated' in s);
for (const kind of kinds) {
  const rows = scoredRows.filter((s) => s.record.kind === kind);
  console.log(`accuracy ${kind}: ${rows.length} records, median |error| ${(median(rows.map((s) => Math.abs(s.error))) * 100).toFixed(1)} %`);
}

// Reinforcement learning against its published figures (test/fixtures/rl-measurements.jsonl): fit verdicts and component errors.
const { loadRlRecords, scoreRl } = await import('../test/core/estimate/rl-reference.ts');
for (const s of loadRlRecords().map((r) => scoreRl(catalog, r))) {
  if (s.kind === 'fits') console.log(`accuracy rl: ${s.record.name}: need ${s.needGB.toFixed(1)} of ${s.haveGB} GB, ${s.fits === s.record.fits ? 'verdict as published' : 'verdict NOT as published'}`);
  else console.log(`accuracy rl: ${s.record.name}: ${s.estimated.toFixed(2)} GB vs ${s.measured} GB published (error ${s.errorGB >= 0 ? '+' : ''}${s.errorGB.toFixed(2)} GB)`);
}

// The closed forms the planner sizes with: one division per call, no request cloning.
const { inferenceLine, maxConcurrencyAt, usableGB } = await import('../src/core/estimate/capacity.ts');
const llms = catalog.models.filter((m) => m.kind === 'llm');
const t0 = performance.now();
let calls = 0;
for (const m of llms) {
  for (const gpu of catalog.gpus) {
    const line = inferenceLine({ model: m, precision: 'bf16', kvPrecision: 'bf16', engine: 'vllm', gpusPerReplica: 1, fullPromptLogits: false, gpu });
    maxConcurrencyAt(line, usableGB(gpu, 'infer', 'vllm', 0.1), 8192);
    calls++;
  }
}
console.log(`inferenceLine + maxConcurrencyAt: ${calls} calls, ${(((performance.now() - t0) / calls) * 1000).toFixed(2)} µs each`);
