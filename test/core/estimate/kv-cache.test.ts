import { describe, expect, it } from 'vitest';
import { estimate } from '../../../src/core/estimate/index.ts';
import { kvBytesForContext, kvBytesPerToken, kvShareOnGpu } from '../../../src/core/estimate/kv-cache.ts';
import type { LlmModel } from '../../../src/core/catalog/schema.ts';
import { gpu, model } from './helpers.ts';

const llm = (id: string): LlmModel => model(id).model as LlmModel;
const GIB = 2 ** 30;

describe('KV cache per GPU under tensor and pipeline parallelism', () => {
  it('keeps the whole MLA latent on every tensor-parallel rank (vLLM: "MLA is always replicated")', () => {
    // vllm-project/recipes moonshotai/Kimi-K2-Think.md, Kimi-K2-Thinking on 8 × H200 with TP8, vLLM's log:
    // "Available KV cache memory: 46.80 GiB" and "GPU KV cache size: 715,072 tokens" (per rank). Kimi-K2.5
    // has K2-Thinking's text shapes; Kimi-K2 the same MLA: 61 layers × (512 + 64) × 2 B = 70,272 B/token.
    const perRankBytesPerToken = (46.8 * GIB) / 715_072;
    for (const id of ['kimi-k2', 'kimi-k2.5']) {
      const m = llm(id);
      const perToken = kvBytesPerToken(m, 'bf16') * kvShareOnGpu(m, 8);
      expect(Math.abs(perToken - perRankBytesPerToken) / perRankBytesPerToken).toBeLessThan(0.002);
    }
    // Divided by TP it would be 8,784 B/token: vLLM's pool would then hold 5.7 M tokens, not 715 k.
    expect(kvShareOnGpu(llm('deepseek-v3'), 8)).toBe(1);
  });

  it('splits GQA KV heads across tensor-parallel ranks, one head per rank at least', () => {
    const m = llm('llama-3.1-70b');
    expect(m.kvHeads).toBe(8);
    expect(kvShareOnGpu(m, 1)).toBe(1);
    expect(kvShareOnGpu(m, 4)).toBeCloseTo(1 / 4, 12);
    expect(kvShareOnGpu(m, 8)).toBeCloseTo(1 / 8, 12);
    // More ranks than KV heads: each rank still holds one whole head (replicated), not a fraction.
    expect(kvShareOnGpu(m, 16)).toBeCloseTo(1 / 8, 12);
  });

  it('divides the KV cache by pipeline stages: each GPU keeps only its own layers (the most loaded stage)', () => {
    expect(kvShareOnGpu(llm('llama-3.1-70b'), 8, 2)).toBeCloseTo(1 / 16, 12); // 80 layers: 40 per stage
    expect(kvShareOnGpu(llm('kimi-k2'), 8, 2)).toBeCloseTo(31 / 61, 12); // 61 layers: 31 + 30
  });

  it('Kimi-K2 FP8 at 128k: 8 × H200 cannot hold it with a 16-bit KV cache; two pipelined machines halve the KV per GPU', () => {
    // Moonshot's deploy guide (MoonshotAI/Kimi-K2 docs/deploy_guidance.md; vllm-project/recipes
    // moonshotai/Kimi-K2.md): "The smallest deployment unit for Kimi-K2 FP8 weights with 128k seqlen on
    // mainstream H200 or H20 platform is a cluster with 16 GPUs" (MoonshotAI/Kimi-K2#76 asks about 8 × H200).
    const input = { model: model('kimi-k2'), task: 'infer', engine: 'vllm', precision: 'fp8', kvPrecision: 'bf16', gpu: gpu('h200'), contextTokens: 131_072, concurrency: 1 } as const;
    const eight = estimate({ ...input, count: 8 });
    expect(eight.memory.kvCacheGB).toBeCloseTo((131_072 * 70_272) / 1e9, 1); // 9.2 GB on every rank
    expect(eight.fits).toBe(false);
    expect(eight.maxContextTokens).toBeLessThan(131_072);
    const sixteen = estimate({ ...input, count: 16 });
    expect(sixteen.layout).toMatchObject({ tensorParallel: 8, pipelineStages: 2 });
    expect(sixteen.memory.kvCacheGB).toBeCloseTo((eight.memory.kvCacheGB * 31) / 61, 6);
    expect(sixteen.fits).toBe(true);
  });
});

describe('global layers with their own KV shape', () => {
  it("sizes Gemma 4 31B's global layers at 4 KV heads × 512 (config.json), the sliding ones at 16 × 256 within their window", () => {
    const gemma = llm('gemma-4-31b');
    expect(gemma.slidingWindow?.globalKv).toEqual({ kvHeads: 4, headDim: 512 });
    // 60 layers, one global in six: 10 global, 50 sliding with a 1,024-token window; bf16 K and V.
    const context = 131072;
    const global = 10 * 2 * 4 * 512 * 2 * context;
    const sliding = 50 * 2 * 16 * 256 * 2 * 1024;
    expect(kvBytesForContext(gemma, 'bf16', context)).toBe(global + sliding);
    // Half of what the sliding layers' shape would give the global layers.
    expect(global).toBe((10 * 2 * 16 * 256 * 2 * context) / 2);
  });
});
