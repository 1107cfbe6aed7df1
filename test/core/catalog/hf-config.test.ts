import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countParams, kvCacheBytesPerToken } from '../../../src/core/catalog/architecture.ts';
import { architectureFromHfConfig } from '../../../src/core/catalog/hf-config.ts';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import type { LlmModel } from '../../../src/core/catalog/schema.ts';
import { kvBytesForContext } from '../../../src/core/estimate/kv-cache.ts';
import { modelRowFromConfig } from '../../../scripts/add-model-from-hf-config.ts';

const config = (name: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`../../fixtures/catalog/hf-configs/${name}.json`, import.meta.url), 'utf8'));
const row = (name: string, extra: Partial<Parameters<typeof modelRowFromConfig>[0]> = {}): LlmModel =>
  modelRowFromConfig({ config: config(name), id: 'x', name: 'X', family: 'F', license: null, source: 'test config', asOf: '2026-12-03', ...extra });

describe('architectureFromHfConfig on real config.json files', () => {
  it('reads a dense GQA model (Qwen3-8B) and counts the published size', () => {
    const a = architectureFromHfConfig(config('Qwen--Qwen3-8B'));
    expect(a).toMatchObject({ layers: 36, hiddenSize: 4096, heads: 32, kvHeads: 8, headDim: 128, vocabSize: 151936, attention: 'gqa', moe: null, mla: null, tiedEmbeddings: false });
    // The Qwen3-8B card says 8.2B; the catalog's shared row (verbatim config) says 8.19 from the shapes.
    expect(row('Qwen--Qwen3-8B').paramsB).toBeCloseTo(8.19, 1);
  });

  it('reads MLA, shared experts and the dense first layers of DeepSeek-V3 (671B / 37B)', () => {
    const a = architectureFromHfConfig(config('deepseek-ai--DeepSeek-V3'));
    expect(a.attention).toBe('mla');
    expect(a.mla).toEqual({ kvLoraRank: 512, qkRopeHeadDim: 64, qLoraRank: 1536, qkNopeHeadDim: 128, vHeadDim: 128 });
    expect(a.moe).toMatchObject({ experts: 256, expertsPerToken: 8, expertIntermediateSize: 2048, sharedExperts: 1, denseLayers: 3 });
    const r = row('deepseek-ai--DeepSeek-V3');
    expect(r.paramsB).toBeGreaterThan(665);
    expect(r.paramsB).toBeLessThan(677);
    expect(r.activeParamsB).toBeGreaterThan(36);
    expect(r.activeParamsB).toBeLessThan(39);
    // 61 layers × (512 + 64) latent × 2 bytes.
    expect(kvCacheBytesPerToken(r, 2)).toBe(61 * 576 * 2);
  });

  it('reads gpt-oss: alternating sliding window, experts sized by intermediate_size, rope already extended', () => {
    const a = architectureFromHfConfig(config('openai--gpt-oss-20b'));
    expect(a.slidingWindow).toEqual({ window: 128, globalEvery: 2 });
    expect(a.moe).toMatchObject({ experts: 32, expertsPerToken: 4, expertIntermediateSize: null });
    // YaRN 32 × 4096 = 131072 is what max_position_embeddings already says: nothing beyond it.
    expect(a.extendedContext).toBeUndefined();
    const r = row('openai--gpt-oss-20b');
    expect(r.paramsB).toBeGreaterThan(20);
    expect(r.paramsB).toBeLessThan(22); // OpenAI: 21B
    // At 100k tokens only the 12 global layers hold the whole context; the 12 sliding ones hold 128 tokens.
    const full = kvCacheBytesPerToken(r, 2) * 100_000;
    expect(kvBytesForContext(r, 'bf16', 100_000)).toBeCloseTo(full / 2 + (full / 2) * (128 / 100_000), -3);
  });

  it('reads a hybrid linear-attention model nested in text_config, with its vision encoder', () => {
    const a = architectureFromHfConfig(config('Qwen--Qwen3.5-35B-A3B'));
    expect(a).toMatchObject({ layers: 40, linearAttentionLayers: 30, kvHeads: 2, headDim: 256 });
    expect(a.vision?.encoderParamsB).toBeGreaterThan(0.2);
    expect(a.moe).toMatchObject({ experts: 256, sharedExperts: 1, sharedExpertIntermediateSize: 512 });
    // Only the 10 full-attention layers keep KV.
    expect(kvCacheBytesPerToken({ ...(a as LlmModel) }, 2)).toBe(2 * 10 * 2 * 256 * 2);
  });

  it('reads Mixtral and Llama 4 MoE layouts', () => {
    const mixtral = row('mistralai--Mixtral-8x7B-v0.1');
    expect(mixtral.moe).toMatchObject({ experts: 8, expertsPerToken: 2, expertIntermediateSize: null, denseLayers: 0 });
    expect(mixtral.paramsB).toBeCloseTo(46.7, 0); // Mistral: 46.7B total, 12.9B active
    expect(mixtral.activeParamsB).toBeCloseTo(12.9, 0);
    const scout = architectureFromHfConfig(config('meta-llama--Llama-4-Scout-17B-16E-Instruct'));
    expect(scout).toMatchObject({ layers: 48, heads: 40, kvHeads: 8, moe: { experts: 16, expertsPerToken: 1 } });
  });

  it('keeps an owner figure and records where the row came from and when', () => {
    const r = row('Qwen--Qwen3-8B', { paramsB: 8.2, paramsSource: 'HF model card', aliases: ['Qwen3 8B'] });
    expect(r.paramsB).toBe(8.2);
    expect(r.source).toBe('test config; params: HF model card (read 2026-12-03)');
    expect(r.aliases).toEqual(['Qwen3 8B']);
    expect(row('Qwen--Qwen3-8B').notes).toMatch(/computed from the config's shapes/);
  });

  it("reads GLM's Glm4Moe keys (GLM-4.5-Air shapes): shared expert, one dense first layer, 106B / 12B", () => {
    const r = row('PrimeIntellect--INTELLECT-3-Base');
    expect(r).toMatchObject({ layers: 46, hiddenSize: 4096, heads: 96, kvHeads: 8, headDim: 128, attention: 'gqa', tiedEmbeddings: false });
    expect(r.moe).toMatchObject({ experts: 128, expertsPerToken: 8, expertIntermediateSize: 1408, sharedExperts: 1, denseLayers: 1 });
    // transformers' glm4_moe docs: GLM-4.5-Air has 106B total and 12B active parameters.
    expect(r.paramsB / 106).toBeGreaterThan(0.97);
    expect(r.paramsB / 106).toBeLessThan(1.03);
    expect(r.activeParamsB / 12).toBeLessThan(1.12);
    // 46 layers × 8 KV heads × 128 × (K + V) × 2 bytes.
    expect(kvCacheBytesPerToken(r, 2)).toBe(46 * 8 * 128 * 2 * 2);
  });

  it('does not turn dynamic-NTK rope scaling into an extended context (InternLM3-8B)', () => {
    const r = row('internlm--internlm3-8b-instruct');
    expect(r).toMatchObject({ layers: 48, kvHeads: 2, headDim: 128, vocabSize: 128512, maxContext: 32768 });
    expect(r.extendedContext).toBeUndefined();
    expect(r.paramsB).toBeCloseTo(8.8, 1);
  });

  it('refuses a config without the shapes it needs', () => {
    expect(() => architectureFromHfConfig({ hidden_size: 4096 })).toThrow(/layer count/);
  });
});

describe('countParams on the catalog', () => {
  it('recounts the shared rows within the tolerance catalog:check uses', () => {
    const catalog = loadCatalog();
    const llama = catalog.models.find((m) => m.id === 'llama-3.1-70b') as LlmModel;
    expect(countParams(llama).totalB).toBeCloseTo(70.55, 1);
    const v3 = catalog.models.find((m) => m.id === 'deepseek-v3') as LlmModel;
    expect(countParams(v3).totalB).toBeCloseTo(671, -1);
  });
});
