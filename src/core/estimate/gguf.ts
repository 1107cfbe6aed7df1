/**
 * GGUF quantization types: the precision ids llama.cpp's files are sized at, and the tag each is
 * named by in file names and in `llama-server -hf repo:TAG`. The sub-4-bit ones are judged only when
 * the asker names them: the recommender never picks a format below 4 bits on its own.
 */
import type { WeightPrecision } from './types.ts';

/** Each GGUF precision's tag, from the heaviest down. */
const GGUF_TAGS = {
  q8_0: 'Q8_0',
  q6_k: 'Q6_K',
  q5_k_m: 'Q5_K_M',
  q4_k_m: 'Q4_K_M',
  iq4_xs: 'IQ4_XS',
  q3_k_l: 'Q3_K_L',
  q3_k_m: 'Q3_K_M',
  q3_k_s: 'Q3_K_S',
  iq3_m: 'IQ3_M',
  iq3_xxs: 'IQ3_XXS',
  q2_k: 'Q2_K',
  iq2_m: 'IQ2_M',
  iq2_xxs: 'IQ2_XXS',
  iq1_m: 'IQ1_M',
  iq1_s: 'IQ1_S',
} as const satisfies Partial<Record<WeightPrecision, string>>;

export type GgufPrecision = keyof typeof GGUF_TAGS;
export const GGUF_PRECISIONS = Object.keys(GGUF_TAGS) as GgufPrecision[];
/** The GGUF types below 4 bits (IQ4_XS counts as 4), which only a stated file or a named format brings in. */
export const SUB_FOUR_GGUF = ['iq4_xs', 'q3_k_l', 'q3_k_m', 'q3_k_s', 'iq3_m', 'iq3_xxs', 'q2_k', 'iq2_m', 'iq2_xxs', 'iq1_m', 'iq1_s'] as const satisfies readonly GgufPrecision[];

/** GGUF files (llama.cpp / Ollama formats). */
export function isGguf(precision: WeightPrecision): precision is GgufPrecision {
  return precision in GGUF_TAGS;
}

/** "Q2_K", "IQ1_S": the file's tag, or undefined for a format that is no GGUF file. */
export function ggufTag(precision: string): string | undefined {
  return (GGUF_TAGS as Record<string, string>)[precision];
}
