/**
 * Serving-engine behaviour that changes the numbers: which engine a precision implies, whether it
 * pre-allocates VRAM for its KV cache (vLLM, SGLang: a share of the card; LMDeploy: a share of what is
 * free), and how it splits a model over GPUs.
 */
import { DEFAULT_GPU_MEMORY_UTILIZATION, ENGINE_SPEED, LMDEPLOY_CACHE_SHARE, LMDEPLOY_PREFILL_TOKENS } from './constants.ts';
import type { Gpu } from '../catalog/schema.ts';
import { isGguf } from './gguf.ts';
import type { Engine, WeightPrecision } from './types.ts';

export const ENGINES = Object.keys(ENGINE_SPEED) as Engine[];

/** GGUF formats run on llama.cpp; everything else defaults to a serving engine (vLLM). */
export function defaultEngine(precision: WeightPrecision): Engine {
  return isGguf(precision) ? 'llama.cpp' : 'vllm';
}

/** vLLM and SGLang reserve a fixed fraction of VRAM at start-up and fill it with KV blocks. */
export function preallocates(engine: Engine): boolean {
  return engine === 'vllm' || engine === 'sglang';
}

export function utilization(engine: Engine, requested?: number): number {
  return preallocates(engine) ? (requested ?? DEFAULT_GPU_MEMORY_UTILIZATION) : 1;
}

/**
 * The share of the memory left free after loading that the engine gives its KV cache: LMDeploy's
 * cache_max_entry_count (0.8), 1 for the others. A workload's cache fits when it is at most that share
 * of what is free, so it takes cache ÷ share of the card (memory-infer.ts, capacity.ts).
 */
export function kvFreeShare(engine: Engine): number {
  return engine === 'lmdeploy' ? LMDEPLOY_CACHE_SHARE : 1;
}

/** Eager frameworks run every op from Python; they are the ones whose prefill buffers are unbounded. */
export function isEager(engine: Engine): boolean {
  return engine === 'transformers';
}

/**
 * Tokens a serving engine prefills in one step (vLLM max_num_batched_tokens, llama.cpp n_batch).
 * vLLM's OpenAI server defaults to 8192 on cards of ≥ 70 GiB other than the A100, else 2048
 * (EngineArgs.get_batch_defaults, vllm/engine/arg_utils.py; the A100 exception is vLLM PR #17885).
 */
export function prefillChunk(engine: Engine, gpu: Pick<Gpu, 'memoryGB' | 'name'>): number {
  if (engine === 'llama.cpp') return 512;
  if (engine === 'lmdeploy') return LMDEPLOY_PREFILL_TOKENS;
  if (preallocates(engine)) return gpu.memoryGB * 1e9 >= 70 * 2 ** 30 && !/a100/i.test(gpu.name) ? 8192 : 2048;
  return Number.POSITIVE_INFINITY;
}

export function parseEngine(raw: string): Engine | undefined {
  const key = raw.trim().toLowerCase().replace(/^llamacpp$|^llama-cpp$|^gguf$|^ollama$/, 'llama.cpp').replace(/^hf$|^huggingface$|^litgpt$/, 'transformers').replace(/^comfy(ui)?$/, 'diffusers').replace(/^turbomind$/, 'lmdeploy');
  return (ENGINES as string[]).includes(key) ? (key as Engine) : undefined;
}
