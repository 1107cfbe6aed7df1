/**
 * A stated model size names the format loaded: the format whose weights are nearest it (a GGUF file when the runtime loads
 * those), or none when no format is near.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog, resolveModel } from '../../../src/core/catalog/index.ts';
import type { LlmModel } from '../../../src/core/catalog/schema.ts';
import { weightBytes } from '../../../src/core/estimate/precision.ts';
import { formatOfStatedSize } from '../../../src/core/parse/file-size.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';

const catalog = loadCatalog();
const model = (name: string) => resolveModel(catalog, name) as LlmModel;

describe('formatOfStatedSize', () => {
  it('reads the format whose weights are nearest the size stated', () => {
    const gemma = model('gemma-4-31b');
    expect(formatOfStatedSize('Observations: Model Size: ~20 GB. VRAM Usage: 31 GB', gemma, true)).toMatch(/^q[45]_k_m$/);
    const qwen = model('qwen2.5-32b');
    const int4 = weightBytes(qwen, 'int4') / 1e9;
    expect(formatOfStatedSize(`模型大小 ${Math.round(int4)}G，跑不起来`, qwen, false)).toBe('int4');
    expect(formatOfStatedSize(`the model file size is ${Math.round(weightBytes(qwen, 'bf16') / 1e9)}GB`, qwen, false)).toBe('bf16');
  });

  it('names none without a model size, or far from every format', () => {
    expect(formatOfStatedSize('VRAM usage: 20 GB', model('gemma-4-31b'), true)).toBeUndefined();
    expect(formatOfStatedSize('Model Size: 3 GB', model('qwen2.5-32b'), true)).toBeUndefined();
  });

  it('sets the request\'s format only when none was named', () => {
    const read = (text: string) => parseRequest(text, catalog, new Date('2026-12-07T00:00:00Z')).request;
    expect(read('lms load google/gemma-4-31b --context-length 80000. Model Size: ~20 GB. 2x RTX 3090').precision).toMatch(/^q[45]_k_m$/);
    expect(read('gemma 4 31b in Q8_0, Model Size: ~20 GB, 2x RTX 3090').precision).toBe('q8_0');
  });

  it('reads a GGUF file where the app Jan loads it, not where January is the date', () => {
    const read = (text: string) => parseRequest(text, catalog, new Date('2026-12-07T00:00:00Z')).request;
    const gb = Math.round(weightBytes(model('qwen2.5-32b'), 'q4_k_m') / 1e9);
    expect(read(`qwen2.5-32b in Jan, model size ${gb} GB`).precision).toBe('q4_k_m');
    expect(read(`since Jan 2026 qwen2.5-32b, model size ${gb} GB`).precision).not.toMatch(/^q\d/);
  });
});
