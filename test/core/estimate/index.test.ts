import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.ts';
import { estimate, modelFromSize, size } from '../../../src/core/estimate/index.ts';
import { translator } from '../../../src/core/i18n.ts';
import { assertFiniteDeep, gpu, model } from './helpers.ts';

describe('estimate', () => {
  it('reproduces the seed article: 7B on 200B tokens, 8 GPUs at 900 TFLOP/s and 50 % → 8.4e21 FLOPs, ≈ 27 days (+ the attention term it leaves out)', () => {
    const h100 = gpu('h100-sxm');
    const card = { ...h100, tflops: { ...h100.tflops, bf16: 900 } };
    const e = estimate({ model: modelFromSize(7), task: 'pretrain', gpu: card, count: 8, tokens: 200e9, mfu: 0.5, seq: 2048 });
    const t = e.training!;
    expect(t.flopsPerToken!.weights * 200e9).toBeCloseTo(8.4e21, -19);
    // 6·N·D omits the attention products: at 2048 tokens they add a few per cent for a 7B.
    const share = t.flopsPerToken!.attention / t.flopsPerToken!.weights;
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.1);
    expect(t.hours / 24 / (1 + share)).toBeGreaterThan(26.5);
    expect(t.hours / 24 / (1 + share)).toBeLessThan(27.5);
    expect(t.gpuHours).toBeCloseTo(t.hours * 8, 6);
  });

  it('counts 2 bytes per bf16 param and 16 bytes per param for full AdamW fine-tuning', () => {
    const m = model('qwen2.5-7b');
    const inf = estimate({ model: m, task: 'infer', gpu: gpu('a100-80gb-sxm') });
    expect(inf.memory.weightsGB).toBeCloseTo(m.model.paramsB * 2, 1);
    const ft = estimate({ model: m, task: 'finetune', method: 'full', gpu: gpu('h100-sxm'), count: 1 });
    // The optimizer's states (its trace step); optimizerGB also holds the step's temporaries.
    const optimizerStates = ft.trace.find((t) => t.id === 'memory.optimizer')!.result;
    const states = ft.memory.weightsGB + ft.memory.gradientsGB + optimizerStates;
    expect(states).toBeCloseTo(m.model.paramsB * 16, 0);
    expect(ft.fits).toBe(false);
  });

  it('uses the real GGUF size: a 70B Q4_K_M is about 42.5 GB, not 35', () => {
    const e = estimate({ model: model('llama-3.1-70b'), task: 'infer', precision: 'q4_k_m', gpu: gpu('a100-80gb-sxm') });
    expect(e.memory.weightsGB).toBeGreaterThan(41.5);
    expect(e.memory.weightsGB).toBeLessThan(43.5);
    expect(e.input.engine).toBe('llama.cpp');
  });

  it('shows the vLLM pre-allocation as deviceGB and keeps the need in perGpuGB', () => {
    const e = estimate({ model: model('qwen2.5-7b'), task: 'infer', engine: 'vllm', gpu: gpu('a100-80gb-sxm') });
    expect(e.memory.deviceGB).toBeCloseTo(72, 0);
    expect(e.memory.perGpuGB).toBeLessThan(20);
    expect(e.fits).toBe(true);
  });

  it('counts MLA KV cache from the compressed width', () => {
    const e = estimate({ model: model('deepseek-v3'), task: 'infer', precision: 'fp8', gpu: gpu('h200'), count: 8, contextTokens: 32768, concurrency: 1 });
    // 61 layers × 576 × 2 B × 32768 tokens ≈ 2.3 GB in all, replicated on every GPU.
    expect(e.memory.kvCacheGB).toBeGreaterThan(2);
    expect(e.memory.kvCacheGB).toBeLessThan(2.6);
  });

  it('gives the longest context that fits and never more than the model allows', () => {
    const e = estimate({ model: model('llama-3.1-8b'), task: 'infer', gpu: gpu('rtx4090'), engine: 'transformers', concurrency: 4 });
    expect(e.maxContextTokens).toBeGreaterThan(1000);
    expect(e.maxContextTokens).toBeLessThan(131072);
    const longer = estimate({ model: model('llama-3.1-8b'), task: 'infer', gpu: gpu('rtx4090'), engine: 'transformers', concurrency: 4, contextTokens: e.maxContextTokens! + 1 });
    expect(longer.fits).toBe(false);
    const at = estimate({ model: model('llama-3.1-8b'), task: 'infer', gpu: gpu('rtx4090'), engine: 'transformers', concurrency: 4, contextTokens: e.maxContextTokens! });
    expect(at.fits).toBe(true);
  });

  it('records a trace step and translatable assumptions', () => {
    const e = estimate({ model: modelFromSize(13), task: 'infer', gpu: gpu('l40s') });
    expect(e.trace.map((s) => s.id)).toEqual(expect.arrayContaining(['memory.weights', 'memory.kvCache', 'speed.decode']));
    expect(e.trace.find((s) => s.id === 'gpu.memory')?.source?.id).toBe('l40s');
    const t = translator('zh');
    for (const a of e.assumptions) {
      const text = t(`estimate:assumption.${a.key}`, a.params);
      expect(text).not.toContain('assumption.');
      expect(text).not.toContain('{{');
    }
    expect(e.assumptions.map((a) => a.key)).toContain('assumedModel');
    assertFiniteDeep(JSON.parse(JSON.stringify(e)));
  });
});

describe('estimate on a card without bf16', () => {
  it('states that bf16 runs as fp16 on T4/V100 and keeps the fp16 numbers', () => {
    const t4 = gpu('t4');
    expect(t4.tflops.bf16).toBeNull();
    const e = estimate({ model: model('qwen2.5-7b'), task: 'infer', gpu: t4, count: 2 });
    const asFp16 = estimate({ model: model('qwen2.5-7b'), task: 'infer', gpu: t4, count: 2, precision: 'fp16', kvPrecision: 'fp16' });
    expect(e.assumptions.find((a) => a.key === 'bf16AsFp16')?.params).toEqual({ gpu: t4.name });
    expect(asFp16.assumptions.map((a) => a.key)).not.toContain('bf16AsFp16');
    expect(e.memory).toEqual(asFp16.memory);
    expect(e.throughput).toEqual(asFp16.throughput);
    for (const lng of ['en', 'zh'] as const) expect(translator(lng)('estimate:assumption.bf16AsFp16', { gpu: t4.name })).toContain('fp16');
    const train = estimate({ model: model('qwen2.5-7b'), task: 'finetune', method: 'lora', gpu: gpu('v100-32gb'), tokens: 1e8 });
    expect(train.assumptions.map((a) => a.key)).toContain('bf16AsFp16');
    expect(estimate({ model: model('qwen2.5-7b'), task: 'infer', gpu: gpu('l4') }).assumptions.map((a) => a.key)).not.toContain('bf16AsFp16');
  });
});

describe('size', () => {
  it('finds the smallest count that fits and meets a tokens/s target', () => {
    const s = size({ model: model('llama-3.1-70b'), task: 'infer', gpu: gpu('h100-sxm'), concurrency: 16, contextTokens: 8192, targetTokensPerSec: 400 });
    expect(s.fits).toBe(true);
    expect(s.count).toBe(s.layout.tensorParallel * (s.layout.pipelineStages ?? 1) * s.layout.replicas);
    expect(s.throughput!.totalTokensPerSec).toBeGreaterThanOrEqual(400);
    if (s.count > 1) {
      const fewer = estimate({ model: model('llama-3.1-70b'), task: 'infer', gpu: gpu('h100-sxm'), concurrency: 16, contextTokens: 8192, targetTokensPerSec: 400, count: s.count / 2 });
      expect(fewer.fits).toBe(false);
    }
  });

  it('meets a training deadline with more GPUs, and says why when nothing fits', () => {
    const s = size({ model: model('llama-3.1-8b'), task: 'pretrain', gpu: gpu('h100-sxm'), tokens: 1e11, deadlineHours: 24 * 7 });
    expect(s.fits).toBe(true);
    expect(s.training!.hours).toBeLessThanOrEqual(24 * 7);
    const none = size({ model: model('llama-3.1-405b'), task: 'infer', gpu: gpu('rtx3090'), contextTokens: 4096 });
    expect(none.fits).toBe(false);
    expect(none.reason?.key).toBe('tooBig');
  });

  it('recomputes activations when pre-training fits no count of the card without it, and says so', () => {
    // LLaMA-33B (60 layers, hidden 6656) at 2048 tokens keeps ~35 GB of activations per sequence without
    // checkpointing: more than an A100 40GB holds beside anything, however far ZeRO-3 shards the states.
    const base = { model: model('llama-33b'), task: 'pretrain' as const, gpu: gpu('a100-40gb'), tokens: 1e12, deadlineHours: 1440, seq: 2048 };
    const off = size({ ...base, gradientCheckpointing: false });
    expect(off.fits).toBe(false);
    const unsaid = size(base);
    expect(unsaid.fits).toBe(true);
    expect(unsaid.memory.activationsGB).toBeLessThan(off.memory.activationsGB / 5);
    expect(unsaid.assumptions.map((a) => a.key)).toContain('checkpointingForMemory');
    expect(unsaid.assumptions.map((a) => a.key)).not.toContain('checkpointingOff');
    // The same card named at a count: judged with recomputation too.
    expect(estimate({ ...base, count: unsaid.count }).fits).toBe(true);
    // Where it fits without, pre-training keeps it off (runs report their time without recomputation).
    const small = size({ ...base, model: model('llama-3.1-8b'), gpu: gpu('h100-sxm'), tokens: 1e11, deadlineHours: 24 * 7 });
    expect(small.assumptions.map((a) => a.key)).toContain('checkpointingOff');
  });
});

describe('sequences beyond the native context', () => {
  it('fine-tunes them with RoPE scaling, stated, sized for the sequence asked; pre-training refuses', () => {
    const llama3 = model('llama-3-8b');
    const native = (llama3.model as { maxContext: number }).maxContext;
    const at = (seq: number) => estimate({ model: llama3, gpu: gpu('a100-80gb-sxm'), task: 'finetune', method: 'qlora', seq });
    const long = at(native * 2);
    const scaled = long.assumptions.find((a) => a.key === 'ropeScaledTraining');
    expect(scaled?.params).toMatchObject({ seq: native * 2, native, factor: 2 });
    expect(long.memory.perGpuGB).toBeGreaterThan(at(native).memory.perGpuGB);
    expect(at(native).assumptions.some((a) => a.key === 'ropeScaledTraining')).toBe(false);
    // A continued pre-training that extends the context is sized the same way, not refused.
    const pretrain = estimate({ model: llama3, gpu: gpu('a100-80gb-sxm'), task: 'pretrain', seq: native * 2 });
    expect(pretrain.assumptions.find((a) => a.key === 'ropeScaledTraining')?.params).toMatchObject({ seq: native * 2, factor: 2 });
  });
});

describe('bad input', () => {
  const base = { model: model('qwen2.5-7b'), gpu: gpu('a100-80gb-sxm') } as const;
  const cases: Array<[string, () => unknown, string]> = [
    ['negative tokens', () => estimate({ ...base, task: 'pretrain', tokens: -5 }), 'estimate.negative'],
    ['NaN concurrency', () => estimate({ ...base, task: 'infer', concurrency: Number.NaN }), 'estimate.negative'],
    ['unknown precision', () => estimate({ ...base, task: 'infer', precision: 'int3' as never }), 'estimate.unknownPrecision'],
    ['LoRA on inference', () => estimate({ ...base, task: 'infer', method: 'lora' }), 'estimate.loraOnInference'],
    ['context beyond any model\'s window', () => estimate({ ...base, task: 'infer', contextTokens: 20_000_000 }), 'estimate.contextTooLong'],
    ['zero stage 4', () => estimate({ ...base, task: 'finetune', zero: 4 as never }), 'estimate.invalid'],
    ['mfu above 1', () => estimate({ ...base, task: 'pretrain', mfu: 1.5 }), 'estimate.invalid'],
    ['size 0', () => modelFromSize(0), 'estimate.negative'],
    // Names that are not a number have no "at most": they list what is allowed instead.
    ['unknown task', () => estimate({ ...base, task: 'train' as never }), 'invalidChoice'],
    ['unknown method', () => estimate({ ...base, task: 'finetune', method: 'dora' as never }), 'invalidChoice'],
    ['unknown optimizer', () => estimate({ ...base, task: 'finetune', optimizer: 'sgd' as never }), 'invalidChoice'],
    // Finite but absurd: these made the KV cache, activations or FLOPs Infinity/NaN.
    ['1e300 users', () => estimate({ ...base, task: 'infer', concurrency: 1e300 }), 'estimate.invalid'],
    ['1e300 micro-batch', () => estimate({ ...base, task: 'finetune', batch: 1e300 }), 'estimate.invalid'],
    ['1e308 tokens', () => estimate({ ...base, task: 'pretrain', tokens: 1e308 }), 'estimate.invalid'],
    ['1e300 epochs', () => estimate({ ...base, task: 'pretrain', tokens: 1e9, epochs: 1e300 }), 'estimate.invalid'],
    ['LoRA rank 1e300', () => estimate({ ...base, task: 'finetune', loraRank: 1e300 }), 'estimate.invalid'],
    ['1e300 GPUs', () => estimate({ ...base, task: 'infer', count: 1e300 }), 'estimate.invalid'],
  ];
  it.each(cases)('%s → a UserError with a locale key', (_name, run, key) => {
    let error: unknown;
    try {
      run();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).key).toBe(key);
    const text = translator('en')(`errors:${key}`, (error as UserError).context);
    expect(text).not.toBe(key);
    expect(text).not.toContain('{{');
  });

  it('names the model maximum in the context error', () => {
    try {
      estimate({ ...base, task: 'infer', contextTokens: 10_000_000 });
    } catch (e) {
      expect((e as UserError).context.max).toBe(base.model.model.kind === 'llm' ? base.model.model.maxContext : -1);
    }
  });
});

describe('context past the native length', () => {
  it('serves up to the extension the owner documents (Qwen3 YaRN to 131,072), said; sizes beyond it as asked, said', () => {
    const at = (contextTokens: number) => estimate({ model: model('qwen3-8b'), task: 'infer', concurrency: 1, contextTokens, gpu: gpu('l20') });
    expect(at(131072).assumptions.map((a) => a.key)).toContain('ropeScaledContext');
    expect(at(32768).assumptions.map((a) => a.key)).not.toContain('ropeScaledContext');
    // Beyond the documented extension (a long-context variant, "LLaMA-3-70B at 128k"): the KV cache grows as asked.
    const beyond = at(262144);
    expect(beyond.assumptions.map((a) => a.key)).toContain('contextBeyondModel');
    expect(beyond.memory.kvCacheGB).toBeCloseTo(2 * at(131072).memory.kvCacheGB, 1);
    expect(() => at(20_000_000)).toThrow(/contextTooLong/);
  });
});
