/**
 * A model as people name it: a catalog name / alias / HF id first, else a bare size ("7B", "70b",
 * "70亿", "1.5万亿", "8x7B") with an assumed architecture. Shared by the CLI and the free-text reader.
 */
import { findModel, resolveModel } from '../catalog/resolve.ts';
import type { Catalog } from '../catalog/schema.ts';
import { parseQuantity } from '../parse/numbers.ts';
import { modelFromSize, modelRef } from './assumed-model.ts';
import type { ModelRef } from './types.ts';

/**
 * "7B" → {sizeB: 7}; "8x7B" → {sizeB: 7, experts: 8}; "70亿" → {sizeB: 7}; "30B-A3B" → {sizeB: 30,
 * activeB: 3} (a MoE by total and active size); undefined if not a size.
 */
export function parseModelSize(text: string): { sizeB: number; experts?: number; activeB?: number } | undefined {
  const t = text.trim().replace(/\s*(参数|params?|parameters)$/i, '').replace(/\s*moe$/i, '');
  const split = /^(.+?)[\s-]+a(\d+(?:\.\d+)?\s*b)$/i.exec(t);
  if (split) {
    const total = parseModelSize(split[1]!);
    const active = parseModelSize(split[2]!);
    if (total && active && !total.experts && active.sizeB < total.sizeB) return { sizeB: total.sizeB, activeB: active.sizeB };
    return undefined;
  }
  const moe = /^(\d+)\s*[x×]\s*(.+)$/i.exec(t);
  const single = moe ? moe[2]! : t;
  // A bare number means billions only with a unit: "7B", "7b", "70亿", "7e9" are sizes; "7" is not.
  if (!/[bkmgt亿万]$/i.test(single) && !/e\d+$/i.test(single)) return undefined;
  const value = parseQuantity(single);
  if (value === undefined || value <= 0) return undefined;
  const sizeB = value / 1e9;
  return moe ? { sizeB, experts: Number(moe[1]) } : { sizeB };
}

export function resolveModelRef(catalog: Catalog, text: string): ModelRef {
  const found = findModel(catalog, text);
  if (found) return modelRef(found);
  const size = parseModelSize(text);
  if (size) return modelFromSize(size.sizeB, size.experts, size.activeB);
  return modelRef(resolveModel(catalog, text)); // throws unknownModel with suggestions
}
