/**
 * A cloud instance named for its cards: "ml.g5.48xlarge", "p3.2xlarge", "a2-highgpu-8g", "Standard_ND96asr_v4", or a family
 * with its cloud ("AWS G5", "g6e instances"). The catalog's offers name the instance types they price with their card and
 * count, so what an instance holds is read from there, never from a table of our own.
 */
import type { Catalog } from '../catalog/schema.ts';

export interface InstanceCards {
  gpu: string;
  /** Cards in the instance; undefined for a family named without its size ("AWS G5"). */
  count?: number;
  start: number;
  end: number;
}

interface Index {
  /** Instance type (lower case, without a cloud's prefix) → its card and count. */
  types: Map<string, { gpu: string; count: number }>;
  /** AWS family ("g5") → its card, when every size of the family has the same one. */
  families: Map<string, string>;
}

/** Instance types as the hyperscalers spell them: AWS "g5.48xlarge", GCP "a3-highgpu-8g", Azure "Standard_NC24ads_A100_v4". */
const TYPE = /(?<![\w.-])(?:ml\.)?([a-z]\d[a-z\d-]*\.(?:\d*x?large|metal)|a\d-(?:high|ultra|mega)gpu-\d+g|(?:standard_)?n[cdv]\d+[a-z]*(?:_[a-z\d]+)*_v\d)(?![\w.-])/giu;
/** A family with its cloud or the word instance: "AWS G5", "EC2 p4d", "g6e instances". */
const FAMILY = /\b(?:aws|ec2|sagemaker)\s+([gp]\d[a-z]{0,2})\b|\b([gp]\d[a-z]{0,2})\s+instances?\b/iu;

const cache = new WeakMap<Catalog, Index>();

function indexOf(catalog: Catalog): Index {
  const cached = cache.get(catalog);
  if (cached) return cached;
  const types = new Map<string, { gpu: string; count: number }>();
  const conflicting = new Set<string>();
  const familyGpus = new Map<string, Set<string>>();
  for (const offer of catalog.offers) {
    if (!offer.instanceType) continue;
    const key = offer.instanceType.toLowerCase().replace(/^standard_/u, '');
    const seen = types.get(key);
    if (seen && (seen.gpu !== offer.gpu || seen.count !== offer.gpuCount)) conflicting.add(key);
    else types.set(key, { gpu: offer.gpu, count: offer.gpuCount });
    const family = /^([gp]\d[a-z]{0,2})\./u.exec(key)?.[1];
    if (family) familyGpus.set(family, (familyGpus.get(family) ?? new Set()).add(offer.gpu));
  }
  for (const key of conflicting) types.delete(key);
  const families = new Map([...familyGpus].filter(([, gpus]) => gpus.size === 1).map(([family, gpus]) => [family, [...gpus][0]!]));
  const index = { types, families };
  cache.set(catalog, index);
  return index;
}

export function findInstance(text: string, catalog: Catalog): InstanceCards | undefined {
  const { types, families } = indexOf(catalog);
  for (const m of text.matchAll(TYPE)) {
    const found = types.get(m[1]!.toLowerCase().replace(/^standard_/u, ''));
    if (found) return { gpu: found.gpu, count: found.count, start: m.index, end: m.index + m[0].length };
  }
  const family = FAMILY.exec(text);
  const gpu = family && families.get((family[1] ?? family[2])!.toLowerCase());
  return family && gpu ? { gpu, start: family.index, end: family.index + family[0].length } : undefined;
}
