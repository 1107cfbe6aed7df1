/** Catalog fixtures for the estimator tests: the real catalog, resolved by id. */
import { loadCatalog, resolveGpu, resolveModel } from '../../../src/core/catalog/index.ts';
import type { Gpu } from '../../../src/core/catalog/schema.ts';
import { modelRef } from '../../../src/core/estimate/index.ts';
import type { ModelRef } from '../../../src/core/estimate/types.ts';

export const catalog = loadCatalog();
export const model = (name: string): ModelRef => modelRef(resolveModel(catalog, name));
export const gpu = (name: string): Gpu => resolveGpu(catalog, name);

/** Every finite number in a JSON-able value (NaN/Infinity would make JSON.stringify emit null). */
export function assertFiniteDeep(value: unknown, path = '$'): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${path} is ${value}`);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => assertFiniteDeep(v, `${path}[${i}]`));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) assertFiniteDeep(v, `${path}.${k}`);
  }
}
