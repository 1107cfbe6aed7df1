/**
 * Turns what people type ("4090", "Qwen/Qwen2.5-72B-Instruct", "deepseek r1") into catalog entries,
 * and offers "did you mean" suggestions for near misses and for autocomplete.
 */
import { distance } from 'fastest-levenshtein';
import { UserError } from '../errors.ts';
import { gpuKey, modelKey } from './normalize.ts';
import { ollamaModelId } from './ollama.ts';
import type { Catalog, Gpu, Model } from './schema.ts';

interface Named {
  id: string;
  name: string;
  aliases: string[];
}

/** Normalised key → entry id, plus the keys of each entry (for fuzzy matching). */
export interface NameIndex {
  byKey: Map<string, string>;
  keys: { key: string; id: string }[];
  /** Keys claimed by two different entries (the loader rejects these). */
  collisions: { key: string; ids: [string, string] }[];
}

export function buildIndex(entries: readonly Named[], keyOf: (name: string) => string): NameIndex {
  const byKey = new Map<string, string>();
  const keys: NameIndex['keys'] = [];
  const collisions: NameIndex['collisions'] = [];
  // Ids and names claim their keys before any alias does, so a colliding alias is blamed on
  // the entry that lists it.
  const names = entries.flatMap((entry) => [entry.id, entry.name].map((name) => ({ entry, name })));
  const aliases = entries.flatMap((entry) => entry.aliases.map((name) => ({ entry, name })));
  for (const { entry, name } of [...names, ...aliases]) {
    const key = keyOf(name);
    if (!key) continue;
    const owner = byKey.get(key);
    if (owner === undefined) {
      byKey.set(key, entry.id);
      keys.push({ key, id: entry.id });
    } else if (owner !== entry.id) collisions.push({ key, ids: [owner, entry.id] });
  }
  return { byKey, keys, collisions };
}

// Indexes are derived from an immutable catalog, so they are built once per catalog object.
const gpuIndexes = new WeakMap<Catalog, NameIndex>();
const modelIndexes = new WeakMap<Catalog, NameIndex>();

function gpuIndex(catalog: Catalog): NameIndex {
  let index = gpuIndexes.get(catalog);
  if (!index) gpuIndexes.set(catalog, (index = buildIndex(catalog.gpus, gpuKey)));
  return index;
}

function modelIndex(catalog: Catalog): NameIndex {
  let index = modelIndexes.get(catalog);
  if (!index) modelIndexes.set(catalog, (index = withSizeNames(withSoleFamilies(buildIndex(catalog.models, modelKey), catalog.models), catalog.models)));
  return index;
}

/**
 * A family the catalog holds one model of names that model ("like TinyLlama" is TinyLlama-1.1B); a
 * family with several sizes stays ambiguous, and a family key another name already owns is left alone.
 */
function withSoleFamilies(index: NameIndex, models: readonly Model[]): NameIndex {
  const members = new Map<string, number>();
  for (const m of models) members.set(modelKey(m.family), (members.get(modelKey(m.family)) ?? 0) + 1);
  for (const m of models) {
    const key = modelKey(m.family);
    if (!key || members.get(key) !== 1 || index.byKey.has(key)) continue;
    index.byKey.set(key, m.id);
    index.keys.push({ key, id: m.id });
  }
  return index;
}

/**
 * Ids ranked by closeness to `query`: keys that start with it first (someone still typing), then
 * keys containing it, then by edit distance relative to length. Always returns the best `limit`,
 * so an unknown name is never answered without a hint.
 */
/** A name up to its first size: "Qwen3.5-122B-A10B" → "Qwen3.5-122B", "Mixtral-8x22B-Instruct" → "Mixtral-8x22B". */
const UP_TO_SIZE = /^(.*?\d+(?:\.\d+)?[bm])(?![a-z0-9])/iu;

/**
 * People name a model by family and total size ("Qwen 3.5 122B", "qwen3.6:35b", without the "-A10B" of its active
 * experts, in its name or an alias's): that short name finds the one model it can mean, never one of two — unless the two are
 * releases of one shape ("Qwen3 235B": Qwen3-235B-A22B and its Instruct-2507 update, the same weights'
 * layout), where the first release is meant and the answer is the same for either.
 */
function withSizeNames(index: NameIndex, models: readonly Model[]): NameIndex {
  const owners = new Map<string, Model[]>();
  for (const m of models) {
    // Its aliases too: a later release of the same weights' layout ("Qwen3.6-35B-A3B" → "qwen3.6:35b").
    for (const name of [m.name, ...m.aliases]) {
      const short = UP_TO_SIZE.exec(name)?.[1];
      if (!short || short === name) continue;
      const key = modelKey(short);
      const owning = owners.get(key) ?? [];
      if (!owning.includes(m)) owners.set(key, [...owning, m]);
    }
  }
  for (const [key, owning] of owners) {
    if (!key || index.byKey.has(key) || !owning.every((m) => sameShape(m, owning[0]!))) continue;
    const first = owning.reduce((a, b) => (b.name.length < a.name.length ? b : a));
    index.byKey.set(key, first.id);
    index.keys.push({ key, id: first.id });
  }
  return index;
}

/** Two catalog rows with the same size and layout: what memory and speed are computed from. */
function sameShape(a: Model, b: Model): boolean {
  if (a.kind !== b.kind || a.paramsB !== b.paramsB) return false;
  if (a.kind !== 'llm' || b.kind !== 'llm') return a.kind !== 'llm' && b.kind !== 'llm';
  return a.activeParamsB === b.activeParamsB && a.layers === b.layers && a.hiddenSize === b.hiddenSize && a.kvHeads === b.kvHeads && a.headDim === b.headDim;
}

function rank(index: NameIndex, query: string, limit: number): string[] {
  const best = new Map<string, number>();
  for (const { key, id } of index.keys) {
    const tier = key.startsWith(query) ? 0 : key.includes(query) ? 1 : 2;
    const score = tier * 10 + distance(query, key) / Math.max(query.length, key.length, 1);
    if (score < (best.get(id) ?? Infinity)) best.set(id, score);
  }
  return [...best.entries()]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([id]) => id);
}

function lookup<T extends { id: string }>(entries: readonly T[], index: NameIndex, key: string): T | undefined {
  const id = index.byKey.get(key);
  return id === undefined ? undefined : entries.find((e) => e.id === id);
}

export function findGpu(catalog: Catalog, name: string): Gpu | undefined {
  return lookup(catalog.gpus, gpuIndex(catalog), gpuKey(name));
}

export function findModel(catalog: Catalog, name: string): Model | undefined {
  // Ollama tags whose family name means another row ("deepseek-r1:32b" is the 32B distill) first.
  const tagged = ollamaModelId(name) ?? spacedTag(name);
  if (tagged) return catalog.models.find((m) => m.id === tagged);
  const index = modelIndex(catalog);
  // A version written without its point ("kimi-k25", "qwen25-7b", "glm45-air"), when the name as written is none.
  const dotted = name.replace(UNDOTTED_VERSION, '$1.$2');
  return lookup(catalog.models, index, modelKey(name)) ?? (dotted !== name ? lookup(catalog.models, index, modelKey(dotted)) : undefined);
}

/** Two digits after a letter that end a word, not a size ("k25", "qwen25-", never "34b"): a version such as 2.5 written "25". */
const UNDOTTED_VERSION = /(?<=[a-z])(\d)(\d)(?![\d.])(?=[-_\s:]|$)/giu;

/**
 * The same tags written as words ("DeepSeek R1 32B", "deepseek-r1 distill 70b"): a size no release of the
 * family has, after its name, is the row the Ollama tag of that size names.
 */
function spacedTag(name: string): string | undefined {
  const m = /^(.+?)[\s_-]+(?:distill(?:ed)?[\s_-]+)?(\d+(?:\.\d+)?b)$/iu.exec(name.trim());
  return m ? ollamaModelId(`${m[1]!.replace(/[\s_]+/gu, '-')}:${m[2]}`, false) : undefined;
}

/** A name someone asked for that the catalog lacks (what `whichcard catalog wanted` counts). */
export type UnknownNameListener = (kind: 'model' | 'gpu', name: string) => void;
const unknownNameListeners = new Set<UnknownNameListener>();

/**
 * Be told of every name resolveGpu/resolveModel could not find: the process that owns the store
 * (src/main.ts, for all three front ends) records them. Returns the unsubscribe function.
 */
export function onUnknownName(listener: UnknownNameListener): () => void {
  unknownNameListeners.add(listener);
  return () => unknownNameListeners.delete(listener);
}

function reportUnknown(kind: 'model' | 'gpu', name: string): void {
  for (const listener of unknownNameListeners) {
    try {
      listener(kind, name);
    } catch {
      // Recording what was asked must never change the answer.
    }
  }
}

/** A GPU by id, name or alias; UserError 'unknownGpu' with the three closest ids otherwise. */
export function resolveGpu(catalog: Catalog, name: string): Gpu {
  const gpu = findGpu(catalog, name);
  if (gpu) return gpu;
  reportUnknown('gpu', name);
  throw new UserError('unknownGpu', { name: name.trim(), suggestions: rank(gpuIndex(catalog), gpuKey(name), 3).join(', ') });
}

/**
 * The card the user named, with the memory they state for it when that differs from the catalog's (a modified board):
 * its nominal memory is theirs and the driver's figure unknown; speed, formats and id stay the catalog card's.
 */
export function namedGpu(catalog: Catalog, name: string, memoryGB?: number): Gpu {
  const gpu = resolveGpu(catalog, name);
  return memoryGB === undefined || memoryGB === gpu.memoryGB ? gpu : { ...gpu, memoryGB, memoryMiB: null, name: gpu.name.replace(/\s*\d+\s*GB$/iu, '') + ` ${memoryGB}GB` };
}

/** A model by id, name, alias or Hugging Face id; UserError 'unknownModel' with suggestions otherwise. */
export function resolveModel(catalog: Catalog, name: string): Model {
  const model = findModel(catalog, name);
  if (model) return model;
  reportUnknown('model', name);
  throw new UserError('unknownModel', { name: name.trim(), suggestions: rank(modelIndex(catalog), modelKey(name), 3).join(', ') });
}

export interface Suggestion {
  id: string;
  name: string;
}

function suggest<T extends Named>(entries: readonly T[], index: NameIndex, key: string, limit: number): Suggestion[] {
  const ids = key ? rank(index, key, limit) : entries.slice(0, limit).map((e) => e.id);
  return ids.map((id) => {
    const entry = entries.find((e) => e.id === id)!;
    return { id: entry.id, name: entry.name };
  });
}

/** Autocomplete: the closest GPUs to a partial name (catalog order when it is empty). */
export function suggestGpus(catalog: Catalog, partial: string, limit = 10): Suggestion[] {
  return suggest(catalog.gpus, gpuIndex(catalog), gpuKey(partial), limit);
}

/** Autocomplete: the closest models to a partial name (catalog order when it is empty). */
export function suggestModels(catalog: Catalog, partial: string, limit = 10): Suggestion[] {
  return suggest(catalog.models, modelIndex(catalog), modelKey(partial), limit);
}
