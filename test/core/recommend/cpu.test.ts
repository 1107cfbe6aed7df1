import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import type { LlmModel } from '../../../src/core/catalog/schema.ts';
import { HOST_MEMORY_GBS } from '../../../src/core/estimate/constants.ts';
import { weightBytes } from '../../../src/core/estimate/precision.ts';
import { cpuVerdict } from '../../../src/core/recommend/cpu.ts';
import { recommend } from '../../../src/core/recommend/index.ts';
import { DEFAULT_SETTINGS, type CoreContext } from '../../../src/core/recommend/types.ts';

const catalog = loadCatalog();
const ctx: CoreContext = { catalog, now: new Date('2026-12-02T00:00:00Z'), locale: 'en', settings: { ...DEFAULT_SETTINGS } };
const llm = (id: string) => catalog.models.find((m) => m.id === id) as LlmModel;

describe('the CPU alone ("CPU only", "没有显卡")', () => {
  it('runs the GGUF file from system RAM, decoding at the RAM bandwidth ÷ the bytes a token reads', () => {
    const v = cpuVerdict(llm('llama-3-8b'), 4096);
    // 8B at Q4_K_M is ~4.9 GB: one token reads it all, ≈ 50 GB/s ÷ 5 GB ≈ 10 tokens/s — far below reading speed, so the
    // smallest format is the one chosen.
    expect(v.precision).toBe('q4_k_m');
    expect(v.weightsGB).toBeCloseTo(weightBytes(llm('llama-3-8b'), 'q4_k_m') / 1e9, 1);
    expect(v.perUserTokensPerSecond).toBeCloseTo(HOST_MEMORY_GBS / (v.weightsGB + v.kvGB), 0);
    expect(v.fits).toBeUndefined();
  });

  it('a MoE model reads only its active share: Qwen3-30B-A3B is faster on the CPU than a dense 8B', () => {
    expect(cpuVerdict(llm('qwen3-30b-a3b'), 4096).perUserTokensPerSecond).toBeGreaterThan(cpuVerdict(llm('llama-3-8b'), 4096).perUserTokensPerSecond);
  });

  it('judges the RAM stated', () => {
    expect(cpuVerdict(llm('qwen2.5-32b'), 4096, 32).fits).toBe(true);
    expect(cpuVerdict(llm('llama-3.3-70b'), 4096, 16)).toMatchObject({ fits: false, precision: 'q4_k_m' });
  });

  it('comes with the advice when the question has no GPU, before the rental plan, and not when a card is named', () => {
    const advice = recommend(ctx, { model: 'qwen2.5-7b', task: 'infer', device: 'cpu', concurrency: 1 });
    expect(advice.cpu?.device).toBe('cpu');
    expect(advice.recommendation).toBeDefined();
    expect(recommend(ctx, { model: 'qwen2.5-7b', task: 'infer', gpu: 'rtx3090', concurrency: 1 }).cpu).toBeUndefined();
  });
});
