/**
 * An owner's stated serving minimum (catalog `servingMinimum`): for its longest contexts a model may
 * need memory its long-context engine allocates beyond weights + KV cache (Qwen2.5-1M's sparse
 * attention and 128k-token prefill chunks: "at least 120 GB (total across GPUs)" for the 7B, where
 * weights + KV explain 73). The owner's figure is a floor on one model copy's total VRAM; a lighter
 * format than the one it was stated in lowers it by exactly the bytes that format saves.
 */
import { kvBytesForContext } from './kv-cache.ts';
import { weightBytes } from './precision.ts';
import type { Resolved } from './resolve.ts';

const GB = 1e9;

export interface StatedMinimum {
  /** Total VRAM one model copy's GPUs need, GB, adjusted to this request's formats. */
  totalGB: number;
  statedGB: number;
  contextTokens: number;
  source: string;
}

/** The floor that applies to this request, or undefined (no stated minimum, or a shorter context). */
export function statedMinimum(r: Resolved): StatedMinimum | undefined {
  const stated = r.llm?.servingMinimum;
  if (!r.llm || !stated || r.task !== 'infer' || r.contextTokens < stated.contextTokens) return undefined;
  const weightsSaved = weightBytes(r.llm, stated.precision) - weightBytes(r.llm, r.precision);
  const kvSaved = kvBytesForContext(r.llm, stated.precision, stated.contextTokens) - kvBytesForContext(r.llm, r.kvPrecision, stated.contextTokens);
  return {
    totalGB: Math.max(0, stated.totalGB - Math.max(0, weightsSaved + kvSaved) / GB),
    statedGB: stated.totalGB,
    contextTokens: stated.contextTokens,
    source: stated.source,
  };
}
