/**
 * Name normalisation shared by the resolver (lookups, suggestions) and the loader (alias
 * collisions): both sides of a comparison go through the same function, so spelling variants
 * collapse to one key instead of being listed as aliases.
 */

/** Vendor and product-line words people add or leave out: "NVIDIA GeForce RTX 4090" = "RTX 4090". */
const GPU_NOISE = new Set(['nvidia', 'geforce', 'amd', 'instinct', 'tesla', 'gpu', 'card', '显卡']);

/**
 * Tokens that name a checkpoint variant or a file format, not a different model:
 * "Qwen2.5-72B-Instruct-GPTQ-Int4", "Llama-3.1-8B-Instruct-Q4_K_M.gguf" and "gemma-2-9b-it" are
 * their base models (precision is asked separately). "meta" is the owner prefix in "Meta-Llama-3-8B".
 */
const MODEL_NOISE = new Set([
  // "latest" is Ollama's default tag ("qwen2.5:latest").
  ...['instruct', 'chat', 'it', 'hf', 'base', 'meta', 'latest'],
  ...['gguf', 'awq', 'gptq', 'bnb', 'mlx', 'exl2', 'int4', 'int8', 'fp8', 'fp16', 'bf16', '4bit', '8bit'],
  // GGUF quant names split on "_": Q4_K_M → q4, k, m; Q8_0 → q8, 0; the i-quants IQ1_S, IQ2_XXS, IQ4_NL; Unsloth's
  // dynamic quants are marked "UD" ("DeepSeek-R1-UD-IQ1_S" is DeepSeek-R1).
  ...['q2', 'q3', 'q4', 'q5', 'q6', 'q8', 'k', 'm', 's', 'l', '0', 'iq1', 'iq2', 'iq3', 'iq4', 'xs', 'xxs', 'nl', 'ud'],
]);

/** Chinese names for model families. */
const MODEL_WORDS: [RegExp, string][] = [
  [/通义千问|千问/g, 'qwen '],
  [/深度求索/g, 'deepseek '],
  // "deepseek-r1-distilled-qwen-32b": the distills' names misspelt as the past participle.
  [/distilled/giu, 'distill'],
];

function tokens(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\.gguf$/u, '')
    // ":" separates an Ollama tag ("qwen2.5:32b" = "qwen2.5 32b").
    .split(/[\s_\-/()（）,，:：]+/u)
    .filter(Boolean);
}

/** "NVIDIA GeForce RTX 4090" → "rtx4090"; "A100-80G" → "a10080g". */
export function gpuKey(name: string): string {
  return (
    tokens(name)
      .filter((t) => !GPU_NOISE.has(t))
      // Memory sizes: "80G" = "80GB" = "80 GB" (the spellings of rental platforms and datasheets).
      .map((t) => t.replace(/^(\d+)g$/, '$1gb'))
      .join('')
  );
}

/**
 * "meta-llama/Llama-3.1-8B-Instruct", "llama3.1 8b", "Llama-3.1-8B" → "llama3.1|8b". The owner prefix
 * of a Hugging Face id (up to the last "/") is dropped; dots stay, so "qwen2.5-7b" ≠ "qwen2-57b".
 */
export function modelKey(name: string): string {
  let text = name.normalize('NFKC');
  for (const [pattern, replacement] of MODEL_WORDS) text = text.replace(pattern, replacement);
  // An MoE's experts × size written with a star or a times sign: "mixtral 8*7B", "8×22B" = "8x7b"; a version's point
  // written as "_" in repository names: "internlm2_5-7b" = "internlm2.5-7b".
  // "Llama v2 70B" is Llama 2.
  // An MoE's total written without its "B" before the active size: "Qwen3.5-35-a3b" = "Qwen3.5-35B-A3B".
  text = text.replace(/(?<![\d.])(\d{1,4})[-_](a\d+(?:\.\d+)?b)\b/giu, '$1b-$2');
  text = text.replace(/\b(llama)[\s-]*v(?=\d)/giu, '$1 ').replace(/(\d)\s*[*×]\s*(\d)/gu, '$1x$2').replace(/(?<!\b[iI]?[qQ])(\d)_(\d)(?!\d*[bkm]\b)/gu, '$1.$2');
  const slash = text.lastIndexOf('/');
  if (slash >= 0 && slash < text.length - 1) text = text.slice(slash + 1);
  // Tokens are joined without a gap, except between two digits: "qwen25-7b" is not "qwen2-57b" (a version's point left out).
  return tokens(text)
    .filter((t) => !MODEL_NOISE.has(t))
    .reduce((key, t) => key + (/\d$/u.test(key) && /^\d/u.test(t) ? '|' : '') + t, '');
}
