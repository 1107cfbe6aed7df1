import { describe, expect, it } from 'vitest';
import type { LlmModel } from '../../../src/core/catalog/schema.ts';
import { usableGB } from '../../../src/core/estimate/capacity.ts';
import { HOST_MEMORY_GBS } from '../../../src/core/estimate/constants.ts';
import { cpuOffload, MAX_DESKTOP_RAM_GB, MIN_OFFLOAD_TOKENS_PER_SEC } from '../../../src/core/estimate/cpu-offload.ts';
import { estimate } from '../../../src/core/estimate/index.ts';
import { weightBytes } from '../../../src/core/estimate/precision.ts';
import type { WeightPrecision } from '../../../src/core/estimate/types.ts';
import { gpu, model } from './helpers.ts';

const llm = (id: string): LlmModel => model(id).model as LlmModel;

function onCard(id: string, card: string, precision: WeightPrecision = 'q4_k_m') {
  const e = estimate({ model: model(id), task: 'infer', engine: 'llama.cpp', precision, gpu: gpu(card), count: 1, concurrency: 1, contextTokens: 4096 });
  return { e, offload: cpuOffload(llm(id), precision, e, usableGB(gpu(card), 'infer', 'llama.cpp', 0)) };
}

describe('llama.cpp with part of the model in system RAM', () => {
  it('reads RAM at the rate a desktop CPU sustains: Mixtral Q8_0 entirely on the CPU at 3.37–3.58 tokens/s (ggml-org/llama.cpp#4716)', () => {
    // 5900X (DDR4-3600) and 7950X (DDR5-3600), dual channel, 128 GB: every token reads the shared weights and 2 of 8 experts.
    const m = llm('mixtral-8x7b');
    const perParam = weightBytes(m, 'q8_0') / (m.paramsB * 1e9);
    const bytesPerToken = m.activeParamsB * 1e9 * perParam; // 12.9 B active × 1.06 B = 13.7 GB
    const tokensPerSec = (HOST_MEMORY_GBS * 1e9) / bytesPerToken;
    expect(tokensPerSec).toBeGreaterThan(3.37 * 0.9);
    expect(tokensPerSec).toBeLessThan(3.58 * 1.1);
  });

  it('a dense 70B on one 3090: the first layers on the GPU (-ngl), the rest in RAM, as slow as the RAM part makes it', () => {
    const { e, offload } = onCard('llama-3.3-70b', 'rtx3090');
    expect(e.fits).toBe(false);
    expect(offload).toBeDefined();
    const o = offload!;
    expect(o.kind).toBe('layers');
    expect(o.flag).toBe(`-ngl ${o.onGpu}`);
    expect(o.onGpu).toBeGreaterThan(30);
    expect(o.onGpu).toBeLessThan(o.layers);
    // What leaves the card is the share of layers moved; with it the card holds the rest.
    const moved = (o.layers - o.onGpu) / o.layers;
    expect(o.ramGB).toBeCloseTo(moved * (e.memory.weightsGB + e.memory.kvCacheGB), 6);
    // Between the RAM-only and the GPU-only speed, and far below the GPU's: 2–3 tokens/s, what such setups report.
    expect(o.tokensPerSec).toBeLessThan(e.throughput!.decodeTokensPerSecPerStream);
    expect(o.tokensPerSec).toBeGreaterThan(HOST_MEMORY_GBS / (e.memory.weightsGB + e.memory.kvCacheGB));
    expect(o.tokensPerSec).toBeLessThan(4);
  });

  it('a MoE model keeps attention on the GPU and moves experts (--n-cpu-moe): a token reads only its own experts from RAM, so it stays fast', () => {
    const { offload } = onCard('qwen3-30b-a3b', 'rtx3070');
    expect(offload).toMatchObject({ kind: 'experts', layers: 48 });
    expect(offload!.flag).toBe(`--n-cpu-moe ${48 - offload!.onGpu}`);
    expect(offload!.tokensPerSec).toBeGreaterThan(15);
    // The same share as whole layers would read every moved weight: several times slower.
    const dense = onCard('qwen2.5-32b', 'rtx3060').offload!;
    expect(dense.kind).toBe('layers');
    expect(offload!.tokensPerSec).toBeGreaterThan(3 * dense.tokensPerSec);
  });

  it('offers nothing when the model already fits, or when what is left would read slower than one token a second', () => {
    expect(onCard('llama-3.1-8b', 'rtx3090').offload).toBeUndefined();
    const huge = onCard('llama-3.1-405b', 'rtx3060');
    expect(huge.e.fits).toBe(false);
    expect(huge.offload).toBeUndefined();
    expect(MIN_OFFLOAD_TOKENS_PER_SEC).toBe(1);
    // DeepSeek-R1's experts would need ~380 GB of RAM: a server, not a desktop (192 GB at most).
    const r1 = onCard('deepseek-r1', 'rtx4090');
    expect(r1.offload).toBeUndefined();
    expect(MAX_DESKTOP_RAM_GB).toBe(192);
  });
});
