/**
 * Serving speed rules: per-user and total decode at a batch, the all-reduce cost of tensor parallelism
 * over PCIe, and the smaller KV cache of sliding-window / linear-attention layers.
 */
import { describe, expect, it } from 'vitest';
import { estimate, kvBytesPerToken } from '../../../src/core/estimate/index.ts';
import { allReduceSeconds, speed } from '../../../src/core/estimate/speed.ts';
import { Recorder } from '../../../src/core/estimate/recorder.ts';
import { kvBytesForContext } from '../../../src/core/estimate/kv-cache.ts';
import type { LlmModel } from '../../../src/core/catalog/schema.ts';
import { gpu, model } from './helpers.ts';

describe('decode per user and in total', () => {
  it('batching shares the weight read: 32 users get less each but far more in total (vLLM continuous batching)', () => {
    const one = estimate({ model: model('llama-3.1-8b'), task: 'infer', gpu: gpu('h100-sxm'), concurrency: 1, contextTokens: 2048 });
    const many = estimate({ model: model('llama-3.1-8b'), task: 'infer', gpu: gpu('h100-sxm'), concurrency: 32, contextTokens: 2048 });
    expect(many.throughput!.decodeTokensPerSecPerStream).toBeLessThan(one.throughput!.decodeTokensPerSecPerStream);
    expect(many.throughput!.totalTokensPerSec).toBeGreaterThan(10 * one.throughput!.totalTokensPerSec);
  });
});

describe('tensor parallelism over PCIe costs speed', () => {
  it('four 4090s (PCIe, no NVLink) pay ~25 µs per all-reduce, 2 per layer per step; NVLink H100s far less', () => {
    const m = model('llama-3.1-70b').model as LlmModel;
    const pcie = allReduceSeconds(gpu('rtx4090'), m, 4, 1);
    const nvlink = allReduceSeconds(gpu('h100-sxm'), m, 4, 1);
    expect(pcie).toBeGreaterThan(2 * m.layers * 25e-6);
    expect(pcie).toBeLessThan(2 * m.layers * 30e-6);
    expect(nvlink).toBeLessThan(pcie / 2);
    expect(allReduceSeconds(gpu('rtx4090'), m, 1, 1)).toBe(0);
    const e = estimate({ model: model('llama-3.1-70b'), task: 'infer', precision: 'int4', engine: 'vllm', gpu: gpu('rtx4090'), count: 4, contextTokens: 4096 });
    expect(e.trace.some((t) => t.id === 'speed.allReduce')).toBe(true);
  });
});

describe('KV cache of sliding-window and linear-attention layers', () => {
  const base = model('llama-3.1-8b').model as LlmModel;
  it('sliding layers stop growing at their window (Gemma 3: 5 local layers of 1024 tokens per global layer)', () => {
    const gemmaLike: LlmModel = { ...base, layers: 48, slidingWindow: { window: 1024, globalEvery: 6 } };
    const full = kvBytesForContext({ ...gemmaLike, slidingWindow: null }, 'bf16', 32768);
    const sliding = kvBytesForContext(gemmaLike, 'bf16', 32768);
    // 8 global layers hold 32k tokens, 40 local ones 1k: (8 × 32768 + 40 × 1024) ÷ (48 × 32768).
    expect(sliding / full).toBeCloseTo((8 * 32768 + 40 * 1024) / (48 * 32768), 6);
    expect(kvBytesPerToken(gemmaLike, 'bf16')).toBe(kvBytesPerToken({ ...gemmaLike, slidingWindow: null }, 'bf16'));
    // Gemma 3 27B: 62 layers, every 6th global → 10 global layers (layer i global when (i + 1) % 6 == 0).
    const gemma27 = { ...gemmaLike, layers: 62 };
    const perLayer = kvBytesForContext({ ...gemmaLike, layers: 1, slidingWindow: null }, 'bf16', 1);
    expect(kvBytesForContext(gemma27, 'bf16', 32768)).toBe(perLayer * (10 * 32768 + 52 * 1024));
  });

  it('linear-attention layers keep no KV (Qwen3-Next: 36 of 48 layers Gated DeltaNet)', () => {
    const hybrid: LlmModel = { ...base, layers: 48, linearAttentionLayers: 36 };
    expect(kvBytesForContext(hybrid, 'bf16', 1000) / kvBytesForContext({ ...hybrid, linearAttentionLayers: 0 }, 'bf16', 1000)).toBeCloseTo(12 / 48, 6);
    const e = estimate({ model: { model: hybrid, assumed: false }, task: 'infer', gpu: gpu('h100-sxm'), contextTokens: 32768, concurrency: 8 });
    const dense = estimate({ model: { model: { ...hybrid, linearAttentionLayers: 0 }, assumed: false }, task: 'infer', gpu: gpu('h100-sxm'), contextTokens: 32768, concurrency: 8 });
    expect(e.memory.kvCacheGB).toBeCloseTo(dense.memory.kvCacheGB / 4, 6);
  });
});

describe('per-step overhead of the serving engine', () => {
  it("vLLM pays its scheduler/sampler between steps, SGLang overlaps it (Qwen2.5 speed benchmark, vLLM 0.6.3, A100: Qwen2.5-0.5B GPTQ-Int4 261 tokens/s; Qwen2.5-32B bf16 22.1)", () => {
    const run = (id: string, precision: 'int4' | 'bf16', engine: 'vllm' | 'sglang') =>
      estimate({ model: model(id), task: 'infer', precision, engine, gpu: gpu('a100-80gb-sxm'), contextTokens: 2049, promptTokens: 1, headroom: 0 }).throughput!.decodeTokensPerSecPerStream;
    expect(Math.abs(run('qwen2.5-0.5b', 'int4', 'vllm') / 261 - 1)).toBeLessThan(0.12);
    // The fixed 0.6 ms barely moves a 32B model, whose 65 GB read takes ~38 ms.
    expect(Math.abs(run('qwen2.5-32b', 'bf16', 'vllm') / 22.13 - 1)).toBeLessThan(0.05);
    expect(run('qwen2.5-0.5b', 'int4', 'sglang')).toBeGreaterThan(run('qwen2.5-0.5b', 'int4', 'vllm') * 1.1);
  });
});

describe('what a serving engine keeps out of its KV pool', () => {
  it('vLLM reserves the profiled chunk and its CUDA graphs whatever the prompt; weights carry no allocator slack', async () => {
    const { CUDA_GRAPH_GB, ALLOCATOR_SLACK, CUDA_CONTEXT_GB } = await import('../../../src/core/estimate/constants.ts');
    const { neededGB } = await import('../../../src/core/estimate/device.ts');
    const shape = { model: model('qwen2.5-7b'), task: 'infer', precision: 'bf16', concurrency: 1, contextTokens: 4096, gpu: gpu('h100-sxm'), count: 1, headroom: 0 } as const;
    const short = estimate({ ...shape, engine: 'vllm', promptTokens: 16 }).memory;
    const long = estimate({ ...shape, engine: 'vllm', promptTokens: 4000 }).memory;
    // vLLM logs "PyTorch activation peak memory takes 1.20GiB" for a 7B at max_num_batched_tokens: the same for any prompt.
    expect(short.activationsGB).toBeCloseTo(long.activationsGB, 6);
    expect(short.activationsGB).toBeGreaterThan(0.5);
    expect(short.overheadGB).toBeCloseTo(CUDA_GRAPH_GB, 6);
    const dynamic = short.perGpuGB - short.weightsGB;
    expect(neededGB(short)).toBeCloseTo(short.weightsGB + dynamic * (1 + ALLOCATOR_SLACK) + CUDA_CONTEXT_GB, 6);
  });
});

describe('MLA decode under tensor parallelism', () => {
  it('every TP rank reads the whole latent KV of its sequences each step (vLLM: "MLA is always replicated"), while a GQA model splits its KV heads', () => {
    const kvRead = (id: string, count: number) => {
      const e = estimate({ model: model(id), task: 'infer', engine: 'vllm', precision: 'fp8', gpu: gpu('h200'), count, concurrency: 16, contextTokens: 8192, promptTokens: 4096 });
      return Number(e.trace.find((t) => t.id === 'speed.decodeStep')!.inputs['kvReadGB']);
    };
    const mla = model('deepseek-v3').model as LlmModel;
    // 16 streams × 6,144 tokens on average (prompt + half the reply) × 61 layers × (512 + 64) latent × 2 B (bf16 KV), per rank.
    expect(kvRead('deepseek-v3', 8)).toBeCloseTo((16 * kvBytesForContext(mla, 'bf16', 6144)) / 1e9, 6);
    const gqa = model('llama-3.1-70b').model as LlmModel;
    expect(kvRead('llama-3.1-70b', 8)).toBeCloseTo((16 * kvBytesForContext(gqa, 'bf16', 6144)) / 8 / 1e9, 6);
  });
});

describe('how many users at once', () => {
  it('the most streams at the context the cards hold: that many fit, one more does not; the speed of each at that load', () => {
    const base = { model: model('llama-3.1-8b'), task: 'infer', engine: 'vllm', precision: 'bf16', gpu: gpu('h100-sxm'), count: 1, contextTokens: 4096 } as const;
    const most = estimate({ ...base, concurrency: 1 }).maxConcurrency!;
    expect(most.streams).toBeGreaterThan(50);
    expect(estimate({ ...base, concurrency: most.streams }).fits).toBe(true);
    expect(estimate({ ...base, concurrency: most.streams + 1 }).fits).toBe(false);
    expect(most.perStreamTokensPerSec).toBeCloseTo(estimate({ ...base, concurrency: most.streams }).throughput!.decodeTokensPerSecPerStream, 6);
  });
});

describe('MLA decode with data-parallel attention', () => {
  it('each GPU reads the whole attention but only its own requests\' latent cache: slower per user at one request, less KV read at many', () => {
    const m = model('deepseek-r1').model as LlmModel;
    const at = (concurrency: number, dataParallelAttention: boolean) =>
      speed({ model: m, gpu: gpu('h200'), precision: 'fp8', kvPrecision: 'bf16', engine: 'sglang', contextTokens: 8192, promptTokens: 4096, concurrency, tensorParallel: 8, replicas: 1, dataParallelAttention });
    expect(at(1, true).decodeTokensPerSecPerStream).toBeLessThan(at(1, false).decodeTokensPerSecPerStream);
    const kvRead = (dataParallelAttention: boolean) => {
      const rec = new Recorder();
      speed({ model: m, gpu: gpu('h200'), precision: 'fp8', kvPrecision: 'bf16', engine: 'sglang', contextTokens: 8192, promptTokens: 4096, concurrency: 64, tensorParallel: 8, replicas: 1, dataParallelAttention }, rec);
      return Number(rec.trace.find((t) => t.id === 'speed.decodeStep')!.inputs['kvReadGB']);
    };
    // 64 requests over 8 GPUs: 8 each, so an eighth of what every tensor-parallel rank reads.
    expect(kvRead(true)).toBeCloseTo(kvRead(false) / 8, 6);
  });
});

describe('llama.cpp streams at most ~1 TB/s at batch 1', () => {
  it('8B F16: an A100 (2 TB/s) is barely faster than a 4090 (1 TB/s) — 53.2 vs 54.3 tokens/s published (XiongjieDai llama-bench) — while vLLM uses the A100 bandwidth', () => {
    const run = (engine: 'llama.cpp' | 'vllm', card: string) =>
      estimate({ model: model('llama-3.1-8b'), task: 'infer', engine, precision: 'fp16', gpu: gpu(card), count: 1, contextTokens: 1024, promptTokens: 1 });
    const a100 = run('llama.cpp', 'a100-80gb-sxm');
    const r4090 = run('llama.cpp', 'rtx4090');
    expect(a100.throughput!.decodeTokensPerSecPerStream / r4090.throughput!.decodeTokensPerSecPerStream).toBeLessThan(1.2);
    expect(a100.assumptions.map((a) => a.key)).toContain('engineBandwidthCeiling');
    expect(r4090.assumptions.map((a) => a.key)).not.toContain('engineBandwidthCeiling');
    expect(run('vllm', 'a100-80gb-sxm').throughput!.decodeTokensPerSecPerStream / run('vllm', 'rtx4090').throughput!.decodeTokensPerSecPerStream).toBeGreaterThan(1.5);
  });
});

describe('prompts arriving at a rate', () => {
  it('take their prefill share of each copy\'s time: decode gets the rest (2 × active params per prompt token at η_c of the peak)', () => {
    const base = { model: model('qwen2.5-7b'), task: 'infer' as const, gpu: gpu('rtx3090'), precision: 'fp16' as const, engine: 'vllm' as const, concurrency: 50, contextTokens: 700, promptTokens: 500 };
    const plain = estimate(base).throughput!;
    const loaded = estimate({ ...base, promptTokensPerSec: 2 * 500 });
    const share = loaded.trace.find((s) => s.id === 'speed.prefillShare')!.result / 100;
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(1);
    expect(loaded.throughput!.decodeTokensPerSecPerStream).toBeCloseTo(plain.decodeTokensPerSecPerStream * (1 - share), 6);
    // Prefill per prompt token is the same computation as a whole prompt's prefill.
    expect(share).toBeCloseTo((2 * 500 * plain.prefillSeconds) / 500, 6);
  });
});

