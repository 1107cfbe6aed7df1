import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.ts';
import { loadCatalog, resolveGpu, resolveModel, suggestGpus, suggestModels } from '../../../src/core/catalog/index.ts';

const catalog = loadCatalog();

function failure(fn: () => unknown): UserError {
  try {
    fn();
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('expected a UserError');
}

describe('resolveGpu', () => {
  it.each([
    ['4090', 'rtx4090'],
    ['RTX 4090', 'rtx4090'],
    ['rtx4090', 'rtx4090'],
    ['NVIDIA GeForce RTX 4090 24GB', 'rtx4090'],
    ['4090D', 'rtx4090d'],
    ['RTX 4090 D', 'rtx4090d'],
    ['A100 80G', 'a100-80gb-sxm'],
    ['A100-80G', 'a100-80gb-sxm'],
    ['a100', 'a100-80gb-sxm'],
    ['A100 40GB', 'a100-40gb'],
    ['h100', 'h100-sxm'],
    ['H100 SXM', 'h100-sxm'],
    ['H100 PCIe', 'h100-pcie'],
    ['3090', 'rtx3090'],
    ['l40s', 'l40s'],
    ['MI300X', 'mi300x'],
    ['H20', 'h20'],
    ['ＲＴＸ　４０９０', 'rtx4090'],
    ['A100 80GB PCIe', 'a100-80gb-pcie'],
    ['a100-pcie-80g', 'a100-80gb-pcie'],
    ['H100 80 GB', 'h100-sxm'],
    ['4090 24G', 'rtx4090'],
  ])('%s → %s', (name, id) => {
    expect(resolveGpu(catalog, name).id).toBe(id);
  });

  it('suggests the closest cards for an unknown one', () => {
    // The RTX 4050 is a laptop chip with no row; its desktop neighbours are suggested.
    const error = failure(() => resolveGpu(catalog, 'RTX 4050'));
    expect(error.key).toBe('unknownGpu');
    expect(error.context.name).toBe('RTX 4050');
    expect(String(error.context.suggestions).split(', ')).toContain('rtx4060');
  });
});

describe('resolveModel', () => {
  it.each([
    ['Qwen/Qwen2.5-72B-Instruct', 'qwen2.5-72b'],
    ['qwen2.5 72b', 'qwen2.5-72b'],
    ['qwen2.5-72b-instruct', 'qwen2.5-72b'],
    ['llama3.1-8b', 'llama-3.1-8b'],
    ['Llama-3.1-8B-Instruct', 'llama-3.1-8b'],
    ['meta-llama/Llama-3.1-8B-Instruct', 'llama-3.1-8b'],
    ['Meta-Llama-3-8B-Instruct', 'llama-3-8b'],
    ['deepseek r1', 'deepseek-r1'],
    ['DeepSeek-R1', 'deepseek-r1'],
    ['R1', 'deepseek-r1'],
    ['deepseek-ai/DeepSeek-V3', 'deepseek-v3'],
    ['mixtral 8x7b', 'mixtral-8x7b'],
    ['mistralai/Mixtral-8x7B-Instruct-v0.1', 'mixtral-8x7b'],
    ['google/gemma-2-9b-it', 'gemma-2-9b'],
    ['Qwen3-30B-A3B', 'qwen3-30b-a3b'],
    // An MoE's total written without its "B" before the active size.
    ['Qwen3.5-35-a3b', 'qwen3.5-35b-a3b'],
    ['qwen3-30-a3b', 'qwen3-30b-a3b'],
    ['千问2.5 7b', 'qwen2.5-7b'],
  ])('%s → %s', (name, id) => {
    expect(resolveModel(catalog, name).id).toBe(id);
  });

  it('keeps close ids apart (dots are kept)', () => {
    expect(resolveModel(catalog, 'qwen2.5-7b').id).toBe('qwen2.5-7b');
    expect(resolveModel(catalog, 'qwen2-57b-a14b').id).toBe('qwen2-57b-a14b');
  });

  it.each([
    ['qwen2.5-72', 'qwen2.5-72b'],
    ['lama 3 8b', 'llama-3-8b'],
    ['deepsek v3', 'deepseek-v3'],
  ])('suggests for the near miss %s', (name, expected) => {
    const error = failure(() => resolveModel(catalog, name));
    expect(error.key).toBe('unknownModel');
    const suggestions = String(error.context.suggestions).split(', ');
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0]).toBe(expected);
  });
});

describe('autocomplete', () => {
  it('ranks prefix matches first', () => {
    const ids = suggestGpus(catalog, 'h1', 5).map((s) => s.id);
    expect(ids.slice(0, 3).sort()).toEqual(['h100-nvl', 'h100-pcie', 'h100-sxm']);
    const models = suggestModels(catalog, 'qwen2.5-1', 3).map((s) => s.id);
    expect(models).toEqual(expect.arrayContaining(['qwen2.5-14b', 'qwen2.5-1.5b']));
  });

  it('lists the first entries for an empty query, with display names', () => {
    const list = suggestModels(catalog, '', 4);
    expect(list).toHaveLength(4);
    expect(list[0]).toEqual({ id: catalog.models[0]!.id, name: catalog.models[0]!.name });
  });
});

describe('checkpoint and file names', () => {
  it.each([
    ['Qwen/Qwen2.5-72B-Instruct-GPTQ-Int4', 'qwen2.5-72b'],
    ['Qwen2.5-7B-Instruct-AWQ', 'qwen2.5-7b'],
    ['Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf', 'llama-3.1-8b'],
    ['bartowski/gemma-2-27b-it-Q8_0', 'gemma-2-27b'],
  ])('%s → %s', (name, id) => {
    expect(resolveModel(catalog, name).id).toBe(id);
  });
});
