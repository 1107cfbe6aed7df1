import { describe, expect, it } from 'vitest';
import type { LlmModel } from '../../../src/core/catalog/schema.ts';
import { weightBytes, weightBytesOnGpu } from '../../../src/core/estimate/precision.ts';
import { replicatedParams } from '../../../src/core/estimate/shape.ts';
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
