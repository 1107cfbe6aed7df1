/**
 * GGUF types below 4 bits: their bits per weight (llama.cpp tools/quantize README, Llama-3.1-8B table), their tags,
 * and a file size the asker states winning over params × bits.
 */
import { describe, expect, it } from 'vitest';
import { ggufTag, isGguf, SUB_FOUR_GGUF } from '../../../src/core/estimate/gguf.ts';
import { bitsPerWeight, classBits, parsePrecision, weightBytes, withStatedWeights } from '../../../src/core/estimate/precision.ts';
import { supportedPrecisions } from '../../../src/core/estimate/index.ts';
import { GGUF_LADDER } from '../../../src/core/recommend/search-space.ts';
import type { LlmModel } from '../../../src/core/catalog/schema.ts';
import { gpu, model } from './helpers.ts';

describe('sub-4-bit GGUF types', () => {
  it('bits per weight are the llama.cpp quantize README figures for Llama-3.1-8B (Q2_K 3.1593, IQ1_S 2.0042, Q3_K_S 3.6429)', () => {
    expect(bitsPerWeight('q2_k')).toBeCloseTo(3.1593, 1);
    expect(bitsPerWeight('iq1_s')).toBeCloseTo(2.0042, 1);
    expect(bitsPerWeight('q3_k_s')).toBeCloseTo(3.6429, 1);
    expect(bitsPerWeight('iq4_xs')).toBeCloseTo(4.4597, 1);
    // Q3_K_M from llama-quantize's list: 3.74G at Llama-3-8B against Q4_K_M's 4.58G (4.8944 bpw).
    expect(bitsPerWeight('q3_k_m')).toBeCloseTo((3.74 / 4.58) * 4.8944, 2);
    // Each lighter than Q4_K_M, each a GGUF file with llama.cpp's tag.
    for (const p of SUB_FOUR_GGUF) {
      expect(bitsPerWeight(p)).toBeLessThan(bitsPerWeight('q4_k_m'));
      expect(isGguf(p)).toBe(true);
      expect(ggufTag(p)).toBe(p.toUpperCase());
    }
    expect(classBits('iq1_s')).toBe(1);
    expect(classBits('q3_k_l')).toBe(3);
  });

  it('a 671B at Q2_K is ~265 GB by the 8B figure, under 4 × A100 80GB (343.6 GB)', () => {
    const r1 = model('deepseek-r1').model as LlmModel;
    expect(weightBytes(r1, 'q2_k') / 1e9).toBeGreaterThan(250);
    expect(weightBytes(r1, 'q2_k') / 1e9).toBeLessThan(290);
  });

  it("a stated file size is the weights: Unsloth's R1 UD-IQ1_S is 131 GB, not 671B × 2.0 bit (168 GB)", () => {
    const r1 = model('deepseek-r1').model as LlmModel;
    expect(weightBytes(withStatedWeights(r1, 'iq1_s', 131), 'iq1_s') / 1e9).toBe(131);
    // Only a sub-4-bit GGUF file is replaced; other formats keep the catalog's sizes.
    expect(withStatedWeights(r1, 'q4_k_m', 131)).toBe(r1);
  });

  it('names as typed: Q3_K is Q3_K_M, UD-Q2_K_XL and Q2_K_L are Q2_K files', () => {
    expect(parsePrecision('Q3_K')).toBe('q3_k_m');
    expect(parsePrecision('UD-Q2_K_XL')).toBe('q2_k');
    expect(parsePrecision('Q2_K_L')).toBe('q2_k');
    expect(parsePrecision('IQ2_XXS')).toBe('iq2_xxs');
  });

  it('the recommender never searches a sub-4-bit format on its own', () => {
    const searched: string[] = [...GGUF_LADDER, ...supportedPrecisions(gpu('rtx4090')), ...supportedPrecisions(gpu('h100-sxm'))];
    for (const p of SUB_FOUR_GGUF) expect(searched).not.toContain(p);
  });
});
