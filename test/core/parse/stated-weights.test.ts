/**
 * Sub-4-bit GGUF names read from posts, and the file size stated beside them (review cases ho81, ho63, ho105, ho120, ho103).
 */
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';

const NOW = new Date('2026-12-02T10:00:00Z');
const catalog = defaultCatalog();
const read = (text: string) => parseRequest(text, catalog, NOW).request;

describe('sub-4-bit formats named in a post', () => {
  it('reads the GGUF type, Unsloth-dynamic names included, never as Q4/Q5', () => {
    expect(read('Is 4x A800 80GB enough to hold the whole DeepSeek-R1-UD-Q2_K_XL on the GPUs?').precision).toBe('q2_k');
    expect(read('Are 4 A100 80GB enough for the deepseek-v3 Q2_K_L or do I need more GPUs?').precision).toBe('q2_k');
    expect(read('qwen3 30b a3b IQ4_XS on a 3090').precision).toBe('iq4_xs');
    expect(read('Qwen3-30B-A3B-Q3_K_L on a 4060').precision).toBe('q3_k_l');
    expect(read('llama 3 70b IQ2_XXS on a 4090').precision).toBe('iq2_xxs');
  });

  it('a bit width alone is the GGUF type llama.cpp names for it', () => {
    expect(read('shouldnt a 3bit mixtral 8x7b GPTQ fit in the 4090?').precision).toBe('q3_k_m');
    expect(read('llama 3 70b 2-bit on one 3090?').precision).toBe('q2_k');
    expect(read('DeepSeek R1 动态 1.58-bit 量化，两张 H100 够吗').precision).toBe('iq1_s');
  });

  it('the file size stated beside the format is the weights', () => {
    // Unsloth's R1 UD-IQ1_S is 131 GB (unsloth/DeepSeek-R1-GGUF), as the posts say.
    expect(read('unsloth 那个 DeepSeek R1 动态 1.58-bit 量化（IQ1_S，131GB），用 llama.cpp 跑，2 张 H100 80G 够不够？').weightsGB).toBe(131);
    expect(read('DeepSeek-R1 671B 被 Unsloth 动态量化到 131GB（1.58bit），要几张 4090？').weightsGB).toBe(131);
    expect(read('5080 16G 跑 Qwen3.6-35B-A3B 的 UD-Q3_K_S（14.3GB）跑不起来').weightsGB).toBe(14.3);
    expect(read('DeepSeek-R1-UD-Q2_K_XL, the 212 GB file, on 4x A800?').weightsGB).toBe(212);
  });

  it('no stated size, or a 4-bit file: sized by the format', () => {
    expect(read('Is 4x A800 80GB enough to hold the whole DeepSeek-R1-UD-Q2_K_XL on the GPUs?').weightsGB).toBeUndefined();
    expect(read('qwen3 32b Q4_K_M (20GB) on a 4090').weightsGB).toBeUndefined();
  });
});

describe('a sub-4-bit format set aside or only run today', () => {
  it('"not a 1.58-bit quant" is no request for one', () => {
    expect(read("serve the full 671B R1 in its native fp8 (not a distill, not a 1.58-bit quant) with ~32k context").precision).toBe('fp8');
  });

  it('"what\'s the best precision/quant that fits" asks for one, over the Q3_K_M run today', () => {
    expect(read("gemma2 27b on one 4090 is slow (q3_K_M, ollama). what's the best precision/quant that actually fits fully in the 24G?").precision).not.toBe('q3_k_m');
  });
});
