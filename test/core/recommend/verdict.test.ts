import { describe, expect, it } from 'vitest';
import { loadCatalog, resolveModel } from '../../../src/core/catalog/index.ts';
import { totalMemoryGB } from '../../../src/core/estimate/capacity.ts';
import { neededGB } from '../../../src/core/estimate/device.ts';
import { estimate, modelRef } from '../../../src/core/estimate/index.ts';
import { recommend } from '../../../src/core/recommend/index.ts';
import { DEFAULT_SETTINGS, type AdviceRequest, type CoreContext } from '../../../src/core/recommend/types.ts';
import type { Verdict } from '../../../src/core/recommend/verdict.ts';
import { DEFAULT_PRETRAIN_DEADLINE_HOURS } from '../../../src/core/recommend/to-estimate.ts';

const catalog = loadCatalog();
const ctx: CoreContext = { catalog, now: new Date('2026-12-02T00:00:00Z'), locale: 'en', settings: { ...DEFAULT_SETTINGS } };
const gpu = (id: string) => catalog.gpus.find((g) => g.id === id)!;

function verdictOf(request: AdviceRequest): Verdict {
  const v = recommend(ctx, request).verdict;
  expect(v, JSON.stringify(request)).toBeDefined();
  return v!;
}

describe('how many, counted in whole machines', () => {
  it('finds the fewest 8-card machines past what the sizer searches alone (R1 in FP8 on 8 × L20 boxes: three)', () => {
    const v = verdictOf({ model: 'deepseek-r1', task: 'infer', precision: 'fp8', concurrency: 1, gpu: 'l20', machineGpus: 8, countAsked: true });
    expect(v.fits).toBe(true);
    expect(v.count % 8).toBe(0);
    expect(v.count).toBeGreaterThanOrEqual(16);
    expect(v.count).toBeLessThanOrEqual(24);
  });
});

describe('verdict on the named card', () => {
  it('a desk card that holds no GGUF format: llama.cpp with part of the model in system RAM, the last fix on the same card, with its speed', () => {
    const v = verdictOf({ model: 'llama-3.3-70b', task: 'infer', concurrency: 1, gpu: 'rtx3090', count: 1, ownsGpu: true });
    expect(v.fits).toBe(false);
    expect(v.status).toBe('fitsIf');
    const ram = v.conditions.find((c) => c.key === 'ramLayers');
    expect(ram?.params).toMatchObject({ precision: 'q4_k_m', layers: 80 });
    expect(Number(ram!.params.perUser)).toBeLessThan(5);
    expect(v.conditions.at(-1)?.key).toBe('moreCards');
    // A MoE model moves experts, not layers; a service (many users) is never offered RAM.
    const moe = verdictOf({ model: 'qwen3-30b-a3b', task: 'infer', concurrency: 1, gpu: 'rtx3070', count: 1, ownsGpu: true });
    expect(moe.conditions.map((c) => c.key)).toContain('ramExperts');
    // "4bit" named without an engine is met by the 4-bit GGUF llama.cpp loads; with vLLM named it is not.
    const fourBit = verdictOf({ model: 'mixtral-8x7b', task: 'infer', precision: 'int4', concurrency: 1, gpu: 'rtx4090', count: 1, ownsGpu: true });
    expect(fourBit.conditions.find((c) => c.key === 'ramExperts')?.params.precision).toBe('q4_k_m');
    const onVllm = verdictOf({ model: 'mixtral-8x7b', task: 'infer', precision: 'int4', engine: 'vllm', concurrency: 1, gpu: 'rtx4090', count: 1, ownsGpu: true });
    expect(onVllm.conditions.map((c) => c.key)).not.toContain('ramExperts');
    const service = verdictOf({ model: 'llama-3.3-70b', task: 'infer', concurrency: 20, gpu: 'rtx3090', count: 1 });
    expect(service.conditions.map((c) => c.key)).not.toContain('ramLayers');
  });

  it('part of the model in system RAM allowed ("with 64GB of RAM", "CPU offload"): the first way it fits, at the speed the RAM part leaves, when the RAM said holds it — the card alone does not', () => {
    const base = { model: 'llama-3.3-70b', task: 'infer', concurrency: 1, gpu: 'rtx3090', count: 1, ownsGpu: true, ramOffload: true } as const;
    const v = verdictOf({ ...base, systemRamGB: 64 });
    expect(v).toMatchObject({ fits: false, status: 'fitsIf' });
    expect(v.needGB).toBeGreaterThan(v.haveGB);
    const ram = v.conditions[0]!;
    expect(ram).toMatchObject({ key: 'ramLayers', params: { precision: 'q4_k_m' } });
    expect(Number(ram.params.perUser)).toBeLessThan(5);
    expect(Number(ram.params.ramGB)).toBeLessThan(64);
    // 16 GB of RAM cannot take the ~19 GB that must leave the card: still "fits only if", with the RAM it needs.
    const small = verdictOf({ ...base, systemRamGB: 16 });
    expect(small.fits).toBe(false);
    expect(small.conditions.map((c) => c.key)).toContain('ramLayers');
    // Without offload allowed, the same question is judged on the card alone; ruled out, it is not even offered.
    const { ramOffload: _r, ...plain } = base;
    expect(verdictOf(plain).fits).toBe(false);
    const vramOnly = verdictOf({ ...base, ramOffload: false, systemRamGB: 64 });
    expect(vramOnly.fits).toBe(false);
    expect(vramOnly.conditions.map((c) => c.key)).not.toContain('ramLayers');
  });

  it('a fine-tune that fits no same-card fix: the weights in CPU RAM (FSDP+QLoRA of a 70B on two 24 GB cards), with the RAM it takes', () => {
    const base = { model: 'llama-3-70b', task: 'finetune', method: 'qlora', gpu: 'rtx4090', count: 2, ownsGpu: true } as const;
    const v = verdictOf(base);
    expect(v.status).toBe('fitsIf');
    const offload = v.conditions[0]!;
    expect(offload.key).toBe('offloadWeights');
    // The 4-bit base (~39 GB) goes to RAM; what stays fits the two cards.
    expect(Number(offload.params.ramGB)).toBeGreaterThan(35);
    expect(Number(offload.params.needGB)).toBeLessThan(2 * totalMemoryGB(gpu('rtx4090')).gb);
    // Not when the RAM said cannot take it, nor when everything must stay on the cards.
    expect(verdictOf({ ...base, ramOffload: true, systemRamGB: 32 }).conditions.map((c) => c.key)).not.toContain('offloadWeights');
    expect(verdictOf({ ...base, ramOffload: false }).conditions.map((c) => c.key)).not.toContain('offloadWeights');
    // Allowed ("we have 128 GB of RAM, CPU offload is fine"): it fits that way.
    expect(verdictOf({ ...base, ramOffload: true, systemRamGB: 128 })).toMatchObject({ fits: true, status: 'fits', method: 'qlora', ramOffload: { kind: 'offloadWeights' } });
    // A lighter fix comes first and is enough: a full fine-tune of an 8B on one card is offered LoRA, not streaming.
    const full = verdictOf({ model: 'llama-3.1-8b', task: 'finetune', method: 'full', gpu: 'rtx4090', count: 1, ownsGpu: true });
    expect(full.conditions[0]?.key).not.toBe('offloadWeights');
  });

  it('reinforcement learning is sized with the models the run holds, each one stated', () => {
    const sft = recommend(ctx, { model: 'qwen2.5-7b', task: 'finetune', method: 'full', gpu: 'a100-80gb-sxm', count: 8 });
    const grpo = recommend(ctx, { model: 'qwen2.5-7b', task: 'finetune', method: 'full', reinforcement: true, gpu: 'a100-80gb-sxm', count: 8 });
    const ppo = recommend(ctx, { model: 'qwen2.5-7b', task: 'finetune', method: 'full', reinforcement: true, rl: { algorithm: 'ppo' }, gpu: 'a100-80gb-sxm', count: 8 });
    expect(grpo.recommendation.estimate.assumptions.map((a) => a.key)).toEqual(expect.arrayContaining(['rlReferenceCopy', 'rlRuleReward', 'rlRolloutColocated']));
    expect(ppo.recommendation.estimate.assumptions.map((a) => a.key)).toEqual(expect.arrayContaining(['rlReferenceCopy', 'rlCritic', 'rlRewardModel']));
    // Each picks its own ZeRO stage on the named cards, so needs are compared at one layout in memory-rl.test.ts.
    expect([sft, grpo, ppo].map((a) => a.verdict?.fits)).toEqual([true, true, true]);
  });

  it('is absent when no card was named', () => {
    expect(recommend(ctx, { model: 'qwen2.5-7b', task: 'infer', concurrency: 1 }).verdict).toBeUndefined();
  });

  it('a card with room to spare: ✔ fits, the numbers come from the estimator at exactly that card and count', () => {
    const v = verdictOf({ model: 'llama-3.1-8b', task: 'infer', concurrency: 1, gpu: 'h100-sxm', precision: 'bf16' });
    expect(v).toMatchObject({ gpu: 'h100-sxm', count: 1, precision: 'bf16', fits: true, status: 'fits', conditions: [] });
    expect(v.haveGB).toBeCloseTo(totalMemoryGB(gpu('h100-sxm')).gb, 1);
    expect(v.needGB).toBeLessThan(v.usableGB);
    expect(v.perUserTokensPerSecond).toBeGreaterThan(0);
    // The same configuration estimated directly gives the same memory.
    const direct = estimate({ model: modelRef(resolveModel(catalog, 'llama-3.1-8b')), task: 'infer', precision: 'bf16', engine: v.engine, concurrency: 1, contextTokens: 4096, gpu: gpu('h100-sxm'), count: 1, headroom: 0.1 });
    expect(v.needGB).toBeCloseTo(neededGB(direct.memory), 0);
  });

  it('judges a model released in INT4 or FP8 as released when no precision is named (Kimi-K2.5 on 8 × H20: ≈ 0.6 TB INT4, not 2 TB bf16)', () => {
    const kimi = verdictOf({ model: 'kimi-k2.5', task: 'infer', concurrency: 1, gpu: 'h20', count: 8 });
    expect(kimi).toMatchObject({ precision: 'int4', fits: true, status: 'fits' });
    // Nothing was "chosen" for the user: the release is the model itself.
    expect(kimi.chosen).toBeUndefined();
    expect(kimi.needGB).toBeLessThan(700);
    // DeepSeek-V3's FP8 release on 8 × H200 fits as FP8; the verdict never tries a bf16 upcast.
    const v3 = verdictOf({ model: 'deepseek-v3', task: 'infer', concurrency: 1, gpu: 'h200', count: 8 });
    expect(v3).toMatchObject({ precision: 'fp8', fits: true });
    expect(v3.chosen).toBeUndefined();
    // Where the release does not fit, the lighter format chosen is measured from the release.
    const a100 = verdictOf({ model: 'deepseek-v3', task: 'infer', concurrency: 1, gpu: 'a100-80gb-sxm', count: 8 });
    expect(a100.chosen?.from).toBe('fp8');
  });

  it('holds a long context with an 8-bit KV cache when no 16-bit one fits (Mistral-Nemo 128k on one 4090), and says the engine flag', () => {
    const v = verdictOf({ model: 'mistral-nemo-12b', task: 'infer', concurrency: 1, contextTokens: 131072, gpu: 'rtx4090', count: 1 });
    expect(v.fits).toBe(true);
    expect(v.kvCache).toBeDefined();
    expect(v.kvCache!.flag).toMatch(/kv-cache-dtype fp8|-ctk q8_0/);
    expect(['fp8', 'int8']).toContain(v.kvCache!.precision);
    // Never where a 16-bit cache fits: the same model at 8k keeps its 16-bit KV cache.
    expect(verdictOf({ model: 'mistral-nemo-12b', task: 'infer', concurrency: 1, contextTokens: 8192, gpu: 'rtx4090', count: 1 }).kvCache).toBeUndefined();
    // A named precision keeps its weights; the 8-bit KV cache is a "fits only if" change with its one tap.
    const named = verdictOf({ model: 'mistral-nemo-12b', task: 'infer', concurrency: 1, contextTokens: 131072, gpu: 'rtx4090', count: 1, precision: 'q4_k_m' });
    expect(named).toMatchObject({ fits: false, status: 'fitsIf', precision: 'q4_k_m' });
    const kv = named.conditions.find((c) => c.key === 'kvCache')!;
    expect(kv.params).toMatchObject({ precision: 'q4_k_m', engine: 'llama.cpp', kv: 'q8_0' });
    expect(kv.change).toBe('set:kvPrecision=int8');
    expect(kv.params.needGB).toBeLessThanOrEqual(named.usableGB);
    // A KV format the user named is kept.
    expect(verdictOf({ model: 'mistral-nemo-12b', task: 'infer', concurrency: 1, contextTokens: 131072, gpu: 'rtx4090', count: 1, kvPrecision: 'bf16' }).kvCache).toBeUndefined();
  });

  it("judges the planner's 8-bit format: int8 weight-only on a card without fp8 tensor cores, fp8 where it has them", () => {
    // Qwen3-30B-A3B: 61 GB in bf16, ~31 GB at 8 bits: two A10s (Ampere) or two L4s (Ada) hold it at 8 bits only.
    expect(verdictOf({ model: 'qwen3-30b-a3b', task: 'infer', concurrency: 1, gpu: 'a10', count: 2 })).toMatchObject({ precision: 'int8', fits: true });
    expect(verdictOf({ model: 'qwen3-30b-a3b', task: 'infer', concurrency: 1, gpu: 'l4', count: 2 })).toMatchObject({ precision: 'fp8', fits: true });
  });

  it('keeps a named count and precision, says by how much it misses, and what works on the same cards first', () => {
    const v = verdictOf({ model: 'qwen2.5-72b', task: 'infer', concurrency: 20, gpu: 'a100-80gb-sxm', count: 2, precision: 'bf16' });
    expect(v).toMatchObject({ count: 2, precision: 'bf16', fits: false, status: 'fitsIf' });
    expect(v.haveGB).toBeCloseTo(2 * totalMemoryGB(gpu('a100-80gb-sxm')).gb, 1);
    expect(v.needGB).toBeGreaterThan(v.usableGB);
    const keys = v.conditions.map((c) => c.key);
    expect(keys).toContain('precision');
    // Same hardware before more of the same card.
    expect(keys.indexOf('precision')).toBeLessThan(keys.indexOf('moreCards'));
    const precision = v.conditions.find((c) => c.key === 'precision')!;
    expect(['int8', 'int4', 'q4_k_m']).toContain(precision.params.precision);
    expect(precision.params.needGB).toBeLessThan(v.usableGB);
    expect(precision.change).toBe(`set:precision=${precision.params.precision}`);
    const more = v.conditions.find((c) => c.key === 'moreCards')!;
    expect(more.params.count).toBeGreaterThan(2);
    expect(more.change).toBe(`set:count=${more.params.count}`);
  });

  it('a format chosen for the user leaves the headroom free: Qwen2-72B on 2 × A100 40GB is 4-bit, not an 8-bit that fits with a few hundred MB to spare (QwenLM/Qwen3#499: only the 4-bit model runs there)', () => {
    const v = verdictOf({ model: 'qwen2-72b', task: 'infer', concurrency: 1, gpu: 'a100-40gb', count: 2 });
    expect(v.fits).toBe(true);
    expect(v.tight).toBeUndefined();
    expect(['int4', 'q4_k_m']).toContain(v.precision);
    // The 8-bit formats were tried first: on an A100 fp8 runs weight-only, in vLLM only.
    const fp8 = recommend(ctx, { model: 'qwen2-72b', task: 'infer', concurrency: 1, gpu: 'a100-40gb', count: 2, precision: 'fp8' }).verdict!;
    expect(fp8.engine).toBe('vllm');
  });

  it('counted in whole machines: the best precision within the same machines (vllm#8188: 405B at 120k on 8xH100 nodes)', () => {
    const asked = { model: 'llama-3.1-405b', task: 'infer', concurrency: 1, contextTokens: 122880, gpu: 'h100-sxm', countAsked: true } as const;
    const cards = verdictOf(asked);
    const machines = verdictOf({ ...asked, machineGpus: 8 });
    // In machines of 8 one machine holds FP8; H100s are rented by the 8-GPU machine anyway, so asked in cards the same
    // machine holds the same FP8 (not a 4-bit 405B on fewer cards), without the machines said.
    expect(machines).toMatchObject({ count: 8, precision: 'fp8', fits: true, machines: { count: 1, gpusEach: 8 } });
    expect(cards).toMatchObject({ count: 8, precision: 'fp8', fits: true });
    expect(cards.machines).toBeUndefined();
  });

  it('"is 8 enough? if not, how many?": the named count is judged, then the fewest that hold the job', () => {
    const asked = { model: 'qwen2.5-72b', task: 'infer', concurrency: 1, gpu: 'rtx4090', precision: 'bf16' } as const;
    const named = verdictOf({ ...asked, count: 2 });
    expect(named.fits).toBe(false);
    const v = verdictOf({ ...asked, count: 2, countAsked: true });
    expect(v.fits).toBe(true);
    expect(v.countSearched).toBe(true);
    expect(v.count).toBeGreaterThan(2);
    // The user's own 2 stay in the verdict, judged short with their own figures.
    expect(v.namedShort).toEqual({ count: 2, needGB: named.needGB, haveGB: named.haveGB });
    // A count that holds the job is the answer as named.
    expect(verdictOf({ ...asked, gpu: 'h100-sxm', count: 4, countAsked: true })).toMatchObject({ count: 4, fits: true });
  });

  it('a near miss on vLLM’s default 0.9 share: one person on one card fits with --gpu-memory-utilization 0.95 (said), cards in tensor parallel only if it is raised; a format chosen for the user uses it, never falling back to plain transformers', () => {
    const single = verdictOf({ model: 'qwen-14b', task: 'infer', concurrency: 1, contextTokens: 2048, gpu: 'v100-32gb', count: 1, precision: 'fp16', engine: 'vllm' });
    expect(single).toMatchObject({ fits: true, status: 'fits', engine: 'vllm', memoryFraction: { fraction: 0.95, flag: '--gpu-memory-utilization 0.95' } });
    expect(single.needGB).toBeGreaterThan(single.haveGB * 0.9);
    const asked: AdviceRequest = { model: 'qwen2-72b', task: 'infer', concurrency: 1, contextTokens: 10240, gpu: 'rtx4090', count: 2, precision: 'int4', engine: 'vllm' };
    const named = verdictOf(asked);
    expect(named).toMatchObject({ fits: false, status: 'fitsIf' });
    expect(named.needGB).toBeLessThan(named.haveGB * 0.95);
    expect(named.conditions[0]).toMatchObject({ key: 'memoryFraction', params: { engine: 'vllm', flag: '--gpu-memory-utilization 0.95' } });
    const chosen = verdictOf({ model: 'qwen2.5-72b', task: 'infer', concurrency: 1, contextTokens: 10240, gpu: 'rtx3090', count: 2, engine: 'vllm' });
    expect(chosen).toMatchObject({ fits: true, engine: 'vllm', memoryFraction: { fraction: 0.95, flag: '--gpu-memory-utilization 0.95' } });
    expect(chosen.usableGB).toBeCloseTo(chosen.haveGB * 0.95, 0);
  });

  it('a full fine-tune assumed from the cards (not said) steps down to LoRA when only that fits them, and says what full needed', () => {
    const cards = { model: 'llama-3-8b', task: 'finetune', method: 'full', gpu: 'a100-40gb', count: 4 } as const;
    const assumed = verdictOf({ ...cards, methodAssumed: true });
    expect(assumed).toMatchObject({ fits: true, method: 'lora', chosen: { field: 'method', from: 'full', to: 'lora' } });
    expect(assumed.chosen!.fromNeedGB).toBeGreaterThan(assumed.haveGB);
    // Said, it is judged as said.
    expect(verdictOf(cards)).toMatchObject({ fits: false, method: 'full' });
  });

  it('an image model that fits the named card carries its seconds per image, as the recommendation does', () => {
    const v = verdictOf({ model: 'flux.1-dev', task: 'infer', concurrency: 1, gpu: 'rtx3060' });
    expect(v.fits).toBe(true);
    expect(v.image?.secondsPerImage).toBeGreaterThan(0);
    expect(v.image?.steps).toBeGreaterThan(0);
  });

  it('an image pipeline: 16-bit named runs with model offload; no format named picks one that keeps the whole pipeline on the card', () => {
    const named = recommend(ctx, { model: 'flux.1-schnell', task: 'infer', concurrency: 1, gpu: 'rtx4090', precision: 'bf16' }).verdict!;
    expect(named).toMatchObject({ fits: true, precision: 'bf16' });
    // The denoiser's own blocks at 1024² take ~0.2 GB (the catalog's shape), not the VAE's 2 GB decode workspace.
    expect(named.needGB).toBeLessThan(named.haveGB);
    const chosen = verdictOf({ model: 'flux.1-dev', task: 'infer', concurrency: 1, gpu: 'rtx3090' });
    expect(chosen.fits).toBe(true);
    expect(chosen.precision).not.toBe('bf16');
    expect(chosen.chosen).toMatchObject({ field: 'precision', from: 'bf16' });
  });

  it('chooses the precision the user did not name, best quality first, and says what the default needed', () => {
    const v = verdictOf({ model: 'qwen2.5-72b', task: 'infer', concurrency: 1, gpu: 'h100-sxm' });
    expect(v.fits).toBe(true);
    expect(v.precision).not.toBe('bf16');
    expect(v.chosen).toMatchObject({ field: 'precision', from: 'bf16', to: v.precision });
    expect(v.chosen!.fromNeedGB).toBeGreaterThan(v.haveGB);
  });

  it('one user on a desk card with no engine named: the GGUF formats on llama.cpp, as the plan runs them (Qwen2.5-32B on a 4090 is Q4_K_M, ~20 GB)', () => {
    const desk = verdictOf({ model: 'qwen2.5-32b', task: 'infer', concurrency: 1, gpu: 'rtx4090' });
    expect(desk).toMatchObject({ precision: 'q4_k_m', engine: 'llama.cpp', fits: true, chosen: { field: 'precision', from: 'bf16', to: 'q4_k_m' } });
    // The same card serving several users, or an engine named, keeps the serving engine's formats.
    expect(verdictOf({ model: 'qwen2.5-14b', task: 'infer', concurrency: 4, gpu: 'rtx4090' })).toMatchObject({ precision: 'fp8', engine: 'vllm' });
    expect(verdictOf({ model: 'qwen2.5-32b', task: 'infer', concurrency: 1, gpu: 'rtx4090', engine: 'vllm' })).toMatchObject({ precision: 'int4', engine: 'vllm' });
    // An FP8 release goes down the GGUF files from 8 bits: DeepSeek-V3's Q4_K_M (~404 GB) is the closest 8 × A6000 come.
    expect(verdictOf({ model: 'deepseek-v3', task: 'infer', concurrency: 1, gpu: 'rtx-a6000', count: 8 })).toMatchObject({ precision: 'q4_k_m', engine: 'llama.cpp', fits: false });
    // Every GGUF file runs on llama.cpp: Q5_K_M is Qwen2.5-32B's best on a 5090, not a vLLM format.
    expect(verdictOf({ model: 'qwen2.5-32b', task: 'infer', concurrency: 1, gpu: 'rtx5090' })).toMatchObject({ precision: 'q5_k_m', engine: 'llama.cpp' });
    // llama.cpp named (Ollama) loads GGUF files whatever the card: no AWQ int4 on it.
    expect(verdictOf({ model: 'qwen2.5-32b', task: 'infer', concurrency: 4, gpu: 'rtx3090', engine: 'llama.cpp' })).toMatchObject({ precision: 'q4_k_m', engine: 'llama.cpp' });
    // A datacenter card is no desk card.
    expect(verdictOf({ model: 'qwen2.5-72b', task: 'infer', concurrency: 1, gpu: 'a100-80gb-sxm' }).engine).not.toBe('llama.cpp');
  });

  it('a model far too big for the card: ✘ does not fit, with no same-card fix', () => {
    const v = verdictOf({ model: 'deepseek-r1', task: 'infer', concurrency: 1, gpu: 'rtx3090' });
    expect(v).toMatchObject({ gpu: 'rtx3090', count: 1, fits: false, status: 'doesNotFit' });
    expect(v.needGB - v.usableGB).toBeGreaterThan(100);
    expect(v.conditions.filter((c) => c.key !== 'moreCards')).toEqual([]);
  });

  it('a full fine-tune that does not fit keeps the method asked and offers LoRA/QLoRA on the same card', () => {
    const v = verdictOf({ model: 'llama-3.1-8b', task: 'finetune', method: 'full', tokens: 1e7, gpu: 'rtx4090' });
    expect(v).toMatchObject({ method: 'full', fits: false, status: 'fitsIf' });
    const method = v.conditions.find((c) => c.key === 'method');
    expect(['lora', 'qlora']).toContain(method?.params.method);
  });

  it('a fine-tune without a method gets the verdict on the method the advice assumes', () => {
    const v = verdictOf({ model: 'qwen2.5-7b', task: 'finetune', gpu: 'rtx4090' });
    expect(v.fits).toBe(true);
    expect(['lora', 'qlora']).toContain(v.method);
  });

  it('asked how many: the fewest of the card that hold it, at the precision named; a named count is judged as named', () => {
    const asked: AdviceRequest = { model: 'qwen2.5-32b', task: 'infer', concurrency: 1, gpu: 'l20', precision: 'bf16', countAsked: true };
    const v = verdictOf(asked);
    expect(v).toMatchObject({ gpu: 'l20', precision: 'bf16', fits: true, countSearched: true });
    expect(v.count).toBeGreaterThan(1);
    // One card fewer than the answer does not hold it; the answer's count, named, does.
    expect(verdictOf({ ...asked, countAsked: undefined, count: v.count - 1 }).fits).toBe(false);
    expect(verdictOf({ ...asked, countAsked: undefined, count: v.count })).toMatchObject({ fits: true, count: v.count });
    // Without the question, one card is judged, and more cards are only a condition.
    const one = verdictOf({ ...asked, countAsked: undefined, count: 1 });
    expect(one).toMatchObject({ count: 1, fits: false, precision: 'bf16' });
    expect(one.countSearched).toBeUndefined();
  });

  it('asked how many of a datacenter card, no format said: the released format when it fits the same 8-GPU machine as a quantized one; a desk card takes the fewest', () => {
    // A 70B in bf16 is two A100 80GBs, int8 one: both one machine, so the model as released.
    const a100 = verdictOf({ model: 'deepseek-r1-distill-llama-70b', task: 'infer', concurrency: 1, gpu: 'a100-80gb-sxm', countAsked: true });
    expect(a100).toMatchObject({ precision: 'bf16', fits: true, countSearched: true });
    expect(a100.count).toBeGreaterThanOrEqual(2);
    expect(a100.count).toBeLessThanOrEqual(4);
    // 4090s are not rented by the machine: the fewest cards, quantized.
    const desk = verdictOf({ model: 'deepseek-r1-distill-llama-70b', task: 'infer', concurrency: 1, gpu: 'rtx4090', countAsked: true });
    expect(desk.precision).not.toBe('bf16');
    expect(desk.count).toBeLessThan(a100.count * 3);
  });

  it('a training job with a deadline and no count: the fewest cards that finish in time', () => {
    const job: AdviceRequest = { modelSizeB: 1.5, task: 'pretrain', tokens: 3e11, deadlineHours: 720, gpu: 'a800' };
    const v = verdictOf(job);
    expect(v.countSearched).toBe(true);
    expect(v.fits).toBe(true);
    expect(v.trainingHours).toBeLessThanOrEqual(720);
    // The next smaller layout misses the deadline.
    const fewer = verdictOf({ ...job, count: v.count / 2 });
    expect(fewer.trainingHours).toBeGreaterThan(720);
  });

  it('pre-training that fits the named card but outlasts the month assumed: the verdict stays on the card, and says how many finish in time', () => {
    const v = verdictOf({ modelSizeB: 1, task: 'pretrain', tokens: 1e11, gpu: 'h100-sxm', count: 1 });
    expect(v).toMatchObject({ count: 1, fits: true });
    expect(v.trainingHours).toBeGreaterThan(DEFAULT_PRETRAIN_DEADLINE_HOURS);
    expect(v.faster!.deadlineHours).toBe(DEFAULT_PRETRAIN_DEADLINE_HOURS);
    expect(v.faster!.hours).toBeLessThanOrEqual(DEFAULT_PRETRAIN_DEADLINE_HOURS);
    expect(v.faster!.count).toBeGreaterThan(1);
    // The count before it (half, within one machine) is still too slow.
    expect(verdictOf({ modelSizeB: 1, task: 'pretrain', tokens: 1e11, gpu: 'h100-sxm', count: v.faster!.count / 2 }).trainingHours).toBeGreaterThan(DEFAULT_PRETRAIN_DEADLINE_HOURS);
    // Within the month, or with a deadline the user stated, nothing is added.
    expect(verdictOf({ modelSizeB: 1, task: 'pretrain', tokens: 1e10, gpu: 'h100-sxm', count: 1 }).faster).toBeUndefined();
    expect(verdictOf({ modelSizeB: 1, task: 'pretrain', tokens: 1e11, gpu: 'h100-sxm', count: 1, deadlineHours: 2000 }).faster).toBeUndefined();
  });

  it('a comparison judges the second card like the first: its own count, the fewest when asked "or do we need H100s?", else one', () => {
    const base: AdviceRequest = { model: 'llama-3.1-405b', task: 'infer', concurrency: 1, precision: 'fp8', gpu: 'a100-80gb-sxm', count: 8 };
    const asked = recommend(ctx, { ...base, compareWith: { gpu: 'h100-sxm', countAsked: true } });
    expect(asked.verdict).toMatchObject({ gpu: 'a100-80gb-sxm', count: 8 });
    expect(asked.compared).toMatchObject({ gpu: 'h100-sxm', countSearched: true, fits: true });
    expect(recommend(ctx, { ...base, compareWith: { gpu: 'h100-sxm', count: 4 } }).compared).toMatchObject({ gpu: 'h100-sxm', count: 4, fits: false });
    expect(recommend(ctx, { ...base, compareWith: { gpu: 'h200' } }).compared).toMatchObject({ gpu: 'h200', count: 1 });
    expect(recommend(ctx, base).compared).toBeUndefined();
  });

  it('"how many … each at least 25 tokens/s": the count searched reaches the speed the user stated, not memory alone', () => {
    const asked: AdviceRequest = { model: 'qwen2.5-32b', task: 'infer', precision: 'int4', engine: 'vllm', concurrency: 40, contextTokens: 2048, gpu: 'rtx6000-ada', countAsked: true };
    const memoryOnly = verdictOf(asked);
    const fast = verdictOf({ ...asked, tokensPerSec: 40 * 25 });
    expect(fast.countSearched).toBe(true);
    expect(fast.perUserTokensPerSecond).toBeGreaterThanOrEqual(25);
    expect(fast.count).toBeGreaterThan(memoryOnly.count);
  });

  it('a format the card cannot run at all (fp8 on a V100): not as asked, and the 8-bit it does run (GPTQ int8) as the fix; no plan uses fp8 there', () => {
    const advice = recommend(ctx, { model: 'qwen2.5-7b', task: 'infer', precision: 'fp8', gpu: 'v100-16gb', count: 1, concurrency: 1 });
    const v = advice.verdict!;
    expect(v).toMatchObject({ formatUnsupported: true, fits: false, status: 'fitsIf', precision: 'fp8' });
    expect(v.conditions[0]).toMatchObject({ key: 'precision', params: { precision: 'int8' } });
    expect(v.perUserTokensPerSecond).toBeUndefined();
    const plans = [advice.recommendation, ...Object.values(advice.alternatives)].filter((o) => o !== undefined);
    for (const o of plans) expect(['v100-16gb', 'v100-32gb', 'p100'].includes(o.gpu) ? o.estimate.input.precision : 'ok').not.toBe('fp8');
  });

  it('judges a batch job at the sequences the cards hold when none were said, and keeps a count the asker said', () => {
    const job = { model: 'llama-3.1-8b', task: 'infer', batchJob: true, precision: 'bf16', contextTokens: 16384, gpu: 'l4', count: 1 } as const;
    const v = recommend(ctx, job).verdict!;
    expect(v.fits).toBe(true);
    expect(v.batchStreams).toBeGreaterThanOrEqual(1);
    expect(v.batchStreams).toBeLessThan(32);
    const said = recommend(ctx, { ...job, concurrency: 32 }).verdict!;
    expect(said.fits).toBe(false);
    expect(said.batchStreams).toBeUndefined();
    // With no format named, the best format that holds a sequence (not a lighter one that holds more of them).
    const { precision: _p, ...unnamed } = job;
    const open = recommend(ctx, unnamed).verdict!;
    expect(open).toMatchObject({ fits: true, precision: 'bf16' });
    expect(open.batchStreams).toBe(open.maxConcurrency?.streams ?? 1);
    // The assumed streams fit only in 4 bits where one stream fits in 16 (LLaMA-13B, 26 GB of bf16 weights, on an A100 40GB): the
    // batch shrinks, the weights stay.
    const a100 = recommend(ctx, { model: 'llama-13b', task: 'infer', batchJob: true, gpu: 'a100-40gb', count: 1 }).verdict!;
    expect(a100).toMatchObject({ fits: true, precision: 'bf16' });
    expect(a100.batchStreams).toBeGreaterThanOrEqual(1);
  });

  it('a batch job or a service on a datacenter card is judged on a batching engine\'s formats, never a GGUF file on llama.cpp', () => {
    const job = { model: 'llama-3-70b', task: 'infer', batchJob: true, gpu: 'a100-80gb-sxm', countAsked: true } as const;
    for (const request of [job, { ...job, batchJob: false, concurrency: 20 }]) {
      const v = recommend(ctx, request).verdict!;
      expect(v.fits, JSON.stringify(request)).toBe(true);
      expect(v.engine).not.toBe('llama.cpp');
      expect(['bf16', 'fp8', 'int8', 'int4']).toContain(v.precision);
    }
    // One user on a desk card still gets the GGUF ladder (Ollama's 4-bit file on a 3060).
    const desk = recommend(ctx, { model: 'qwen2.5-14b', task: 'infer', concurrency: 1, gpu: 'rtx3060', count: 1, ownsGpu: true }).verdict!;
    expect(desk.engine).toBe('llama.cpp');
  });

  it('names the fix in the format the card runs: fp16 on a V100, never bf16', () => {
    const v = recommend(ctx, { model: 'deepseek-r1-distill-qwen-14b', task: 'infer', precision: 'fp8', gpu: 'v100-32gb', count: 1, concurrency: 1 }).verdict!;
    expect(v.formatUnsupported).toBe(true);
    expect(v.conditions[0]).toMatchObject({ key: 'precision', params: { precision: 'fp16' }, change: 'set:precision=fp16' });
  });

  it('an image model\'s lighter format is one its pipeline runs (fp8 → NF4 for FLUX), not an LLM\'s AWQ or GGUF', () => {
    const v = verdictOf({ model: 'flux.1-dev', task: 'infer', precision: 'fp8', gpu: 'rtx3080', count: 1, ownsGpu: true });
    expect(v.fits).toBe(false);
    expect(v.conditions[0]).toMatchObject({ key: 'precision', params: { precision: 'nf4' } });
  });

  it('an image LoRA with no base format named trains on an fp8 copy of its denoiser where that fits (kohya --fp8_base), said as chosen', () => {
    const v = verdictOf({ model: 'flux.1-dev', task: 'finetune', method: 'lora', gpu: 'rtx3090', count: 1, ownsGpu: true });
    expect(v).toMatchObject({ fits: true, precision: 'fp8', method: 'lora', chosen: { field: 'precision', from: 'bf16', to: 'fp8' } });
    expect(v.chosen!.fromNeedGB).toBeGreaterThan(v.needGB);
    // Named, the format is kept and judged.
    expect(verdictOf({ model: 'flux.1-dev', task: 'finetune', method: 'lora', precision: 'bf16', gpu: 'rtx3090', count: 1, ownsGpu: true }).fits).toBe(false);
  });

  it('on a 16 GB card, where an fp8 base does not fit either, an image LoRA trains on an NF4 base (diffusers\' FLUX QLoRA recipe), still LoRA', () => {
    const v = verdictOf({ model: 'flux.1-dev', task: 'finetune', method: 'lora', gpu: 'rtx4070tisuper', count: 1, ownsGpu: true });
    expect(v).toMatchObject({ fits: true, precision: 'nf4', method: 'lora', chosen: { field: 'precision', from: 'bf16', to: 'nf4' } });
    expect(v.needGB).toBeLessThanOrEqual(v.usableGB);
  });

  it('judges with what the engine may use: vLLM its 0.9 of the driver-reported memory, llama.cpp the whole card', () => {
    const vllm = verdictOf({ model: 'llama-3.1-8b', task: 'infer', concurrency: 1, gpu: 'rtx4090', count: 1, engine: 'vllm', precision: 'bf16' });
    expect(vllm.usableGB).toBeCloseTo(0.9 * vllm.haveGB, 0);
    const cpp = verdictOf({ model: 'llama-3.1-8b', task: 'infer', concurrency: 1, gpu: 'rtx4090', count: 1, engine: 'llama.cpp', precision: 'q4_k_m' });
    expect(cpp.usableGB).toBeCloseTo(cpp.haveGB, 0);
    // A fit that leaves less free than the team's headroom is still a fit, flagged tight.
    const long = verdictOf({ model: 'llama-3.1-8b', task: 'infer', concurrency: 1, contextTokens: 131072, gpu: 'rtx4090', count: 1, engine: 'llama.cpp', precision: 'q4_k_m' });
    expect(long.needGB).toBeLessThanOrEqual(long.usableGB);
    expect(long.fits).toBe(true);
    expect(long.tight).toBe(long.needGB > 0.9 * long.haveGB);
  });
});
