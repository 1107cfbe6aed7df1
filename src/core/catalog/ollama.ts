/**
 * Ollama tags ("deepseek-r1:32b", "qwen2.5:32b-instruct-q8_0"): the names people paste from
 * `ollama run`. Most are the catalog name with ":" for "-" and resolve through normal
 * normalisation; the few whose family name means another model (Ollama's "deepseek-r1:32b" is the
 * R1-Distill-Qwen-32B, not the 671B R1) are listed here. A tag also carries a quantization: the
 * one its suffix names, or Ollama's default Q4_K_M.
 */
import type { Quantized } from './schema.ts';

/**
 * Ollama library tags that name a different catalog row than their spelling suggests. The
 * deepseek-r1 sizes are the distills of the DeepSeek-R1 README (Qwen2.5 1.5B/7B/14B/32B, Llama
 * 70B); Ollama's /api/tags reports deepseek-r1:7b and :14b as family qwen2, 7.6B and 14.8B
 * (a published output, wenku.csdn.net/answer/4fz5j1xej4). deepseek-r1:8b is left out: no source
 * read says which 8B checkpoint the tag serves today.
 */
const TAGS: Record<string, string> = {
  'deepseek-r1:1.5b': 'deepseek-r1-distill-qwen-1.5b',
  'deepseek-r1:7b': 'deepseek-r1-distill-qwen-7b',
  'deepseek-r1:14b': 'deepseek-r1-distill-qwen-14b',
  'deepseek-r1:32b': 'deepseek-r1-distill-qwen-32b',
  'deepseek-r1:70b': 'deepseek-r1-distill-llama-70b',
  'deepseek-r1:671b': 'deepseek-r1',
  'deepseek-v3:671b': 'deepseek-v3',
  'phi4:14b': 'phi-4',
};

/**
 * Tags that name another row only as tags: Ollama's `qwen` library is Qwen1.5-Chat (Qwen1.5 docs, run_locally/ollama:
 * "Qwen1.5 is officially on Ollama … ollama run qwen:7b … qwen:14b … qwen:72b"), while "Qwen 72B" or "Qwen-72B" written
 * out is the first Qwen release.
 */
const TAG_ONLY: Record<string, string> = {
  'qwen:7b': 'qwen1.5-7b',
  'qwen:14b': 'qwen1.5-14b',
  'qwen:72b': 'qwen1.5-72b',
};

/** Quantization suffixes of Ollama tags, as the catalog's artifact formats (fp16/bf16 = none). */
const SUFFIX: [RegExp, Quantized['format'] | null][] = [
  [/(?:^|-)q4_k_m$/i, 'q4_k_m'],
  [/(?:^|-)q5_k_m$/i, 'q5_k_m'],
  [/(?:^|-)q8_0$/i, 'q8_0'],
  [/(?:^|-)(?:fp16|bf16)$/i, null],
];

export interface OllamaTag {
  /** The family name before ":" ("deepseek-r1"), without a namespace ("user/"). */
  name: string;
  /** The tag after ":" ("32b", "32b-instruct-q8_0"). */
  tag: string;
  /**
   * The weights the tag pulls: its suffix's format, null for an fp16/bf16 tag, or — with no
   * suffix — Ollama's default q4_k_m (`fromDefault` true). Undefined for a suffix not listed.
   */
  quantization: Quantized['format'] | null | undefined;
  fromDefault: boolean;
}

/**
 * "deepseek-r1:32b" → { name: "deepseek-r1", tag: "32b", quantization: "q4_k_m", fromDefault: true }.
 * Anything that is not one word, one ":" and a tag (a sentence, a URL) is not a tag. Ollama's
 * default quantization is Q4_K_M: its /api/tags lists the default deepseek-r1 tags at
 * quantization_level Q4_K_M (the output cited above), and runaihome.com's 2026 R1 guide calls
 * Q4_K_M "the Ollama default".
 */
export function parseOllamaTag(text: string): OllamaTag | undefined {
  const m = /^(?:[a-z0-9._-]+\/)?([a-z0-9][a-z0-9._-]*):([a-z0-9][a-z0-9._-]*)$/i.exec(text.trim());
  if (!m) return undefined;
  const [, name, tag] = m as unknown as [string, string, string];
  if (tag.toLowerCase() === 'latest') return { name, tag, quantization: 'q4_k_m', fromDefault: true };
  for (const [pattern, format] of SUFFIX) if (pattern.test(tag)) return { name, tag, quantization: format, fromDefault: false };
  // A tag naming a quant the catalog has no format for ("q3_K_S", "q6_K") says nothing about ours.
  if (/(?:^|-)(?:q\d|iq\d)/i.test(tag)) return { name, tag, quantization: undefined, fromDefault: false };
  return { name, tag, quantization: 'q4_k_m', fromDefault: true };
}

/**
 * The catalog id an Ollama tag names when its spelling would mislead (see TAGS), else undefined. `asWritten` is false
 * for a name spelled out as words ("DeepSeek R1 32B"), which only TAGS read the same way.
 */
export function ollamaModelId(text: string, asWritten = true): string | undefined {
  const parsed = parseOllamaTag(text);
  if (!parsed) return undefined;
  // "deepseek-r1:32b-qwen-distill-q4_K_M" is still the 32B distill: the size is the tag's first part.
  const key = `${parsed.name.toLowerCase()}:${parsed.tag.toLowerCase().split('-')[0]}`;
  return TAGS[key] ?? (asWritten ? TAG_ONLY[key] : undefined);
}
