/**
 * The planner's sizing (src/core/estimate/sizing.ts) solves what it can in closed form; these tests
 * check each shortcut against the brute-force answer it replaces.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { neededGB } from '../../../src/core/estimate/device.ts';
import { capacityGB, memoryFor } from '../../../src/core/estimate/evaluate.ts';
import { modelRef } from '../../../src/core/estimate/index.ts';
import { Recorder } from '../../../src/core/estimate/recorder.ts';
import { resolveInput } from '../../../src/core/estimate/resolve.ts';
import { nextTrainingCount, planInference, planSize, planTraining, replicaSpans, streamsThatFit } from '../../../src/core/estimate/sizing.ts';
import { speed } from '../../../src/core/estimate/speed.ts';
import type { EstimateInput } from '../../../src/core/estimate/types.ts';

const catalog = loadCatalog();
const gpu = (id: string) => catalog.gpus.find((g) => g.id === id)!;
const model = (id: string) => modelRef(catalog.models.find((m) => m.id === id)!);
const resolve = (input: EstimateInput) => resolveInput(input, new Recorder());

describe('closed-form sizing', () => {
  it.each([
    ['llama-3.3-70b', 'a100-80gb-sxm', 'int4', 2],
    ['qwen2.5-7b', 'rtx4090', 'bf16', 1],
    ['qwen3-30b-a3b', 'l40s', 'fp8', 1],
    ['llama-3.1-8b', 'rtx4090', 'bf16', 1],
  ] as const)('the streams %s holds on %s (%s, TP %i) equal the brute-force count', (m, g, precision, tp) => {
    const r = resolve({ model: model(m), task: 'infer', gpu: gpu(g), precision, engine: 'vllm', concurrency: 400 });
    const span = { gpusPerReplica: tp, tensorParallel: tp };
    let brute = 0;
    for (let c = 1; c <= 400; c++) if (neededGB(memoryFor({ ...r, concurrency: c }, { ...span, replicas: 1 })) <= capacityGB(r)) brute = c;
    expect(streamsThatFit(r, span, 400)).toBe(brute);
  });

  it('needs no replica for one user, and enough copies for 200 users at 20 tokens/s each', () => {
    const one = resolve({ model: model('llama-3.1-70b'), task: 'infer', gpu: gpu('h100-sxm'), precision: 'fp8', engine: 'vllm', concurrency: 1 });
    expect(planInference(one, 20).layout.replicas).toBe(1);
    const many = resolve({ model: model('llama-3.1-8b'), task: 'infer', gpu: gpu('rtx4090'), precision: 'bf16', engine: 'vllm', concurrency: 200 });
    const plan = planInference(many, 20);
    expect(plan.fits).toBe(true);
    const perCopy = Math.ceil(200 / plan.layout.replicas);
    // One copy fewer would have to hold more streams than fit in memory or keep 20 tokens/s.
    expect(streamsThatFit(many, plan.layout, 200)).toBeGreaterThanOrEqual(perCopy);
  });

  it('keeps tensor parallelism within one machine and dividing the heads', () => {
    const r = resolve({ model: model('deepseek-r1'), task: 'infer', gpu: gpu('a100-80gb-sxm'), precision: 'bf16', engine: 'vllm', concurrency: 1 });
    const plan = planInference(r, 20);
    expect(plan.layout.tensorParallel).toBeLessThanOrEqual(8);
    expect(r.llm!.heads % plan.layout.tensorParallel).toBe(0);
    expect(plan.layout.gpusPerReplica).toBeGreaterThan(8); // 1.3 TB of bf16 weights: pipeline stages over machines
  });

  it('rounds training counts to 1, 2, 4… within a machine and whole machines beyond', () => {
    expect([1, 2, 3, 5, 8, 9, 17].map((n) => nextTrainingCount(n, 8))).toEqual([1, 2, 4, 8, 8, 16, 24]);
    expect(nextTrainingCount(3, 4)).toBe(4);
    expect(nextTrainingCount(5, 4)).toBe(8);
  });

  it('finds the fewest GPUs for a full fine-tune as a brute-force search over the same counts would', () => {
    const r = resolve({ model: model('llama-3.1-70b'), task: 'finetune', method: 'full', gpu: gpu('h100-sxm'), tokens: 1e7 });
    const plan = planTraining(r);
    expect(plan.fits).toBe(true);
    const fitsAt = (n: number) => [0, 1, 2, 3].some((zero) => neededGB(memoryFor(r, { gpusPerReplica: 1, tensorParallel: 1, replicas: n, zero: zero as 0 | 1 | 2 | 3 })) <= capacityGB(r));
    const counts = [1, 2, 4, 8, 16, 24, 32, 40, 48];
    expect(plan.count).toBe(counts.find(fitsAt));
  });

  it.each([
    [{ model: 'llama-3.3-70b', task: 'infer', gpu: 'h100-sxm', concurrency: 200 }, 20],
    [{ model: 'qwen2.5-7b', task: 'infer', gpu: 'v100-32gb', concurrency: 1 }, undefined],
    [{ model: 'llama-3.1-8b', task: 'finetune', gpu: 'rtx4090', tokens: 5e7 }, undefined],
  ] as const)('a probe of %j sizes the same plan as the full sizing, with neither trace nor assumptions', (input, perUser) => {
    const plan = { ...input, model: model(input.model), gpu: gpu(input.gpu), ...(perUser ? { perUserTokensPerSec: perUser } : {}) } as EstimateInput;
    const full = planSize(plan);
    const probe = planSize(plan, true);
    expect(probe).toMatchObject({ count: full.count, layout: full.layout, fits: full.fits, memory: full.memory, assumptions: [], trace: [] });
    expect(probe.throughput ?? probe.training).toEqual(full.throughput ?? full.training);
    expect(full.trace.length).toBeGreaterThan(3);
    expect(full.assumptions.length).toBeGreaterThan(0);
  });

  it.each([
    [{ model: 'llama-3.1-8b', task: 'finetune', method: 'full', optimizer: 'adamw8bit', gpu: 'a100-80gb-sxm', tokens: 5e7, count: 1 }, 'fits'],
    [{ model: 'llama-3.1-8b', task: 'finetune', method: 'full', optimizer: 'adamw8bit', gpu: 'rtx4090', tokens: 5e7, count: 1 }, 'tooBig'],
    [{ model: 'llama-3.1-8b', task: 'finetune', method: 'lora', gpu: 'a100-80gb-sxm', tokens: 1e9, deadlineHours: 1, count: 1 }, 'tooLong'],
    [{ model: 'llama-3.1-8b', task: 'pretrain', method: 'full', gpu: 'h100-sxm', tokens: 1e10, count: 8 }, 'fits'],
  ] as const)('a probe at a fixed count (%j) judges it as the full evaluation does: %s', (input, outcome) => {
    const plan = { ...input, model: model(input.model), gpu: gpu(input.gpu) } as EstimateInput;
    const full = planSize(plan);
    const probe = planSize(plan, true);
    expect(full.reason?.key ?? 'fits').toBe(outcome);
    expect(probe).toMatchObject({ count: full.count, layout: full.layout, fits: full.fits, memory: full.memory, assumptions: [], trace: [] });
    expect(probe.reason).toEqual(full.reason);
    expect(probe.training).toEqual(full.training);
  });

  it.each([
    ['llama-3.1-405b', 'v100-16gb', 'int4'],
    ['llama-3.1-405b', 'a40', 'bf16'],
    ['llama-3.1-405b', 'a100-80gb-sxm', 'bf16'],
    ['llama-3.1-405b', 'a100-40gb', 'int8'],
  ] as const)('reports the same miss for %s on %s (%s) as walking every span: the last span, too small or too slow', (m, g, precision) => {
    const r = resolve({ model: model(m), task: 'infer', gpu: gpu(g), precision, engine: 'vllm', concurrency: 20 });
    const perUser = 20;
    const plan = planInference(r, perUser);
    expect(plan.fits).toBe(false);
    // Brute force: every span from the weights' ceiling up, judged on memory, then on one stream's speed.
    const capacity = capacityGB(r);
    const minSpan = Math.ceil(memoryFor({ ...r, concurrency: 1 }, { gpusPerReplica: 1, tensorParallel: 1, replicas: 1 }).weightsGB / capacity);
    let miss: { count: number; key: string } | undefined;
    for (const span of replicaSpans(r).filter((s) => s.gpusPerReplica >= minSpan)) {
      if (streamsThatFit(r, span, 20, capacity) === 0) miss = { count: span.gpusPerReplica, key: 'tooBig' };
      else if (speed({ model: r.llm!, gpu: r.gpu, precision: r.precision, kvPrecision: r.kvPrecision, engine: r.engine, contextTokens: r.contextTokens, promptTokens: r.promptTokens, concurrency: 1, tensorParallel: span.tensorParallel, replicas: 1 }).decodeTokensPerSecPerStream < perUser) miss = { count: span.gpusPerReplica, key: 'tooSlow' };
      else throw new Error(`span ${span.gpusPerReplica} holds a stream at speed: pick a case where nothing fits`);
    }
    expect({ count: plan.layout.gpusPerReplica, key: plan.reason?.key }).toEqual(miss);
  });
});

describe('images a day', () => {
  it('adds copies of the pipeline until the day\'s images fit the hours it runs, at the card\'s own seconds per image', () => {
    const base = { model: model('sdxl-base-1.0'), task: 'infer' as const, gpu: gpu('rtx4090'), precision: 'bf16' as const, imageOptions: { steps: 30 } };
    const one = planSize(base);
    const seconds = one.image!.secondsPerImage;
    expect(one.layout.replicas).toBe(1);
    for (const [images, hoursPerDay] of [[50_000, undefined], [50_000, 8], [1_000, undefined]] as const) {
      const e = planSize({ ...base, imagesPerDay: images, ...(hoursPerDay ? { imageHoursPerDay: hoursPerDay } : {}) });
      const copies = Math.max(1, Math.ceil((images * seconds) / 3600 / (hoursPerDay ?? 24)));
      expect(e.image!.secondsPerImage).toBeCloseTo(seconds, 6);
      expect(e.layout.replicas).toBe(copies);
      expect(e.count).toBe(copies);
      // One copy fewer would not make the day's images in the hours it runs.
      if (copies > 1) expect(((copies - 1) * (hoursPerDay ?? 24) * 3600) / seconds).toBeLessThan(images);
    }
  });
});

