import { describe, expect, it } from 'vitest';
import type { LlmModel } from '../../../src/core/catalog/schema.ts';
import { weightBytes, weightBytesOnGpu } from '../../../src/core/estimate/precision.ts';
import { dataParallelAttentionApplies, mlaAttentionParams, replicatedParams } from '../../../src/core/estimate/shape.ts';
import { model } from './helpers.ts';

const llm = (id: string): LlmModel => model(id).model as LlmModel;

describe('weights every tensor-parallel rank keeps whole', () => {
  it('counts MLA down-projections and the MoE router from the architecture (Kimi-K2 config.json)', () => {
    // vLLM replicates q_a (7168 × 1536) and kv_a (7168 × (512 + 64)) in all 61 layers — "the latent
    // projection is not TP-sharded" (vllm-project/vllm#47929) — and the router (7168 × 384) in the 60 MoE layers.
    expect(replicatedParams(llm('kimi-k2'))).toBe(61 * 7168 * (1536 + 512 + 64) + 60 * 7168 * 384);
    // A dense GQA model splits every block matrix: nothing kept whole.
    expect(replicatedParams(llm('llama-3.1-70b'))).toBe(0);
  });

  it('adds the replicated part to each rank, and splits it over pipeline stages only', () => {
    const m = llm('kimi-k2');
    const total = weightBytes(m, 'fp8');
    const rep = replicatedParams(m); // 1 B per param at fp8 (scaled to the published checkpoint: within 1 %)
    const gb = (bytes: number) => bytes / 1e9;
    expect(gb(weightBytesOnGpu(m, 'fp8', 1, 1))).toBeCloseTo(gb(total), 6);
    expect(gb(weightBytesOnGpu(m, 'fp8', 8, 8))).toBeCloseTo(gb((total - rep) / 8 + rep), 1);
    expect(gb(weightBytesOnGpu(m, 'fp8', 16, 8))).toBeCloseTo(gb((total - rep) / 16 + rep / 2), 1);
    // ≈ 0.95 GB more per H200 than an even split at TP8.
    expect((weightBytesOnGpu(m, 'fp8', 8, 8) - total / 8) / 1e9).toBeGreaterThan(0.9);
    const dense = llm('llama-3.1-70b');
    expect(weightBytesOnGpu(dense, 'bf16', 8, 8)).toBeCloseTo(weightBytes(dense, 'bf16') / 8, -3);
  });
});

describe('data-parallel attention (MLA MoE models on vLLM/SGLang)', () => {
  it('counts the MLA attention from config.json: q_a + q_b, kv_a + kv_b, o_proj in every layer (DeepSeek-R1: 11.4 B)', () => {
    // DeepSeek-R1 config.json: hidden 7168, 128 heads, q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v 128, 61 layers.
    const perLayer = 7168 * 1536 + 1536 * 128 * (128 + 64) + 7168 * (512 + 64) + 512 * 128 * (128 + 128) + 128 * 128 * 7168;
    expect(mlaAttentionParams(llm('deepseek-r1'))).toBe(61 * perLayer);
    expect(61 * perLayer / 1e9).toBeCloseTo(11.41, 2);
    expect(mlaAttentionParams(llm('llama-3.1-70b'))).toBe(0);
  });

  it('applies to MLA MoE models on the engines that have it, nowhere else', () => {
    expect(dataParallelAttentionApplies(llm('deepseek-r1'), 'sglang')).toBe(true);
    expect(dataParallelAttentionApplies(llm('kimi-k2'), 'vllm')).toBe(true);
    expect(dataParallelAttentionApplies(llm('deepseek-r1'), 'llama.cpp')).toBe(false);
    expect(dataParallelAttentionApplies(llm('qwen3-235b-a22b'), 'vllm')).toBe(false); // GQA: TP already splits its KV heads
  });

  it('keeps the whole attention (and router) on every GPU and splits the rest: more weights per GPU than tensor parallel', () => {
    const m = llm('deepseek-r1');
    const total = weightBytes(m, 'fp8');
    const whole = replicatedParams(m, true);
    expect(whole).toBe(mlaAttentionParams(m) + 58 * 7168 * 256); // attention + the router of the 58 MoE layers
    const dp = weightBytesOnGpu(m, 'fp8', 8, 8, true);
    expect(dp / 1e9).toBeCloseTo(((total - whole) / 8 + whole) / 1e9, 0);
    expect((dp - weightBytesOnGpu(m, 'fp8', 8, 8)) / 1e9).toBeGreaterThan(9); // ≈ 7/8 of 11.4 GB more per GPU
  });
});
