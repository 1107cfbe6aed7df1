/**
 * Serving-engine behaviour that changes the numbers: which engine a precision implies, whether it
 * pre-allocates VRAM for its KV cache (vLLM, SGLang), and how it splits a model over GPUs.
 */
import { DEFAULT_GPU_MEMORY_UTILIZATION, ENGINE_SPEED } from './constants.ts';
import type { Engine, WeightPrecision } from './types.ts';

export const ENGINES = Object.keys(ENGINE_SPEED) as Engine[];

/** GGUF formats run on llama.cpp; everything else defaults to a serving engine (vLLM). */
export function defaultEngine(precision: WeightPrecision): Engine {
  return isGguf(precision) ? 'llama.cpp' : 'vllm';
}

/** GGUF files (llama.cpp / Ollama formats). */
export function isGguf(precision: WeightPrecision): boolean {
  return precision === 'q4_k_m' || precision === 'q5_k_m' || precision === 'q8_0';
}

/** vLLM and SGLang reserve a fixed fraction of VRAM at start-up and fill it with KV blocks. */
export function preallocates(engine: Engine): boolean {
  return engine === 'vllm' || engine === 'sglang';
}

export function utilization(engine: Engine, requested?: number): number {
  return preallocates(engine) ? (requested ?? DEFAULT_GPU_MEMORY_UTILIZATION) : 1;
}

/** Eager frameworks run every op from Python; they are the ones whose prefill buffers are unbounded. */
export function isEager(engine: Engine): boolean {
  return engine === 'transformers';
}

/** Tokens a serving engine prefills in one step (vLLM max_num_batched_tokens, llama.cpp n_batch). */
export function prefillChunk(engine: Engine): number {
  if (engine === 'llama.cpp') return 512;
  if (preallocates(engine)) return 8192;
  return Number.POSITIVE_INFINITY;
}

export function parseEngine(raw: string): Engine | undefined {
  const key = raw.trim().toLowerCase().replace(/^llamacpp$|^llama-cpp$|^gguf$|^ollama$/, 'llama.cpp').replace(/^hf$|^huggingface$|^litgpt$/, 'transformers').replace(/^comfy(ui)?$/, 'diffusers');
  return (ENGINES as string[]).includes(key) ? (key as Engine) : undefined;
}
