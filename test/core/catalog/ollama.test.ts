/**
 * Ollama tags as people paste them: each resolves to the row Ollama actually serves (its
 * deepseek-r1 sizes are the distills, not the 671B R1), and says which quantization it pulls.
 */
import { describe, expect, it } from 'vitest';
import { findModel, loadCatalog, parseOllamaTag, resolveModel } from '../../../src/core/catalog/index.ts';

const catalog = loadCatalog();

describe('Ollama tags', () => {
  it.each([
    ['deepseek-r1:32b', 'deepseek-r1-distill-qwen-32b', 32.8],
    ['deepseek-r1:14b', 'deepseek-r1-distill-qwen-14b', 14.8],
    ['deepseek-r1:7b', 'deepseek-r1-distill-qwen-7b', 7.6],
    ['deepseek-r1:1.5b', 'deepseek-r1-distill-qwen-1.5b', 1.5],
    ['deepseek-r1:70b', 'deepseek-r1-distill-llama-70b', 70],
    ['deepseek-r1:671b', 'deepseek-r1', 671],
    ['deepseek-r1:32b-qwen-distill-q8_0', 'deepseek-r1-distill-qwen-32b', 32.8],
    ['qwen2.5:32b', 'qwen2.5-32b', 32.5],
    ['qwen2.5:72b-instruct-q4_K_M', 'qwen2.5-72b', 72.7],
    ['llama3.1:70b', 'llama-3.1-70b', 70],
    ['llama3.3:70b', 'llama-3.3-70b', 70],
    ['qwen3:30b-a3b', 'qwen3-30b-a3b', 30.5],
    ['qwen3:32b', 'qwen3-32b', 32.8],
    ['gemma3:27b', 'gemma-3-27b', 27],
    ['qwq:32b', 'qwq-32b', 32.5],
    ['phi4:14b', 'phi-4', 14],
    ['gpt-oss:20b', 'gpt-oss-20b', 21],
    ['mistral-small:24b', 'mistral-small-3.2-24b', 24],
  ])('"%s" → %s', (tag, id, paramsB) => {
    const model = findModel(catalog, tag);
    expect(model?.id).toBe(id);
    expect(model!.paramsB).toBeCloseTo(paramsB, 0);
  });

  it("reads Ollama's qwen library as Qwen1.5, and the name written out as the first Qwen", () => {
    expect(findModel(catalog, 'qwen:72b')?.id).toBe('qwen1.5-72b');
    expect(findModel(catalog, 'qwen:14b-chat-v1.5-q4_0')?.id).toBe('qwen1.5-14b');
    expect(findModel(catalog, 'Qwen 72B')?.id).toBe('qwen-72b');
    expect(findModel(catalog, 'Qwen-7B')?.id).toBe('qwen-7b');
  });

  it('does not treat the 671B R1 and its distills as one model', () => {
    expect(findModel(catalog, 'deepseek-r1')?.id).toBe('deepseek-r1');
    expect(findModel(catalog, 'deepseek-r1:32b')?.paramsB).toBeLessThan(40);
  });

  it('leaves a tag it cannot place unresolved, with suggestions, instead of guessing', () => {
    // Which 8B checkpoint Ollama's deepseek-r1:8b serves was not read from a source.
    expect(findModel(catalog, 'deepseek-r1:8b')).toBeUndefined();
    expect(() => resolveModel(catalog, 'deepseek-r1:8b')).toThrow();
  });

  it.each([
    ['deepseek-r1:32b', { name: 'deepseek-r1', tag: '32b', quantization: 'q4_k_m', fromDefault: true }],
    ['qwen2.5:32b-instruct-q8_0', { name: 'qwen2.5', tag: '32b-instruct-q8_0', quantization: 'q8_0', fromDefault: false }],
    ['llama3.1:70b-instruct-q5_K_M', { quantization: 'q5_k_m', fromDefault: false }],
    ['gemma3:27b-it-fp16', { quantization: null, fromDefault: false }],
    ['qwen3:30b-a3b-q6_K', { quantization: undefined, fromDefault: false }],
    ['library/qwen3:latest', { name: 'qwen3', quantization: 'q4_k_m', fromDefault: true }],
  ])('"%s" carries its quantization', (tag, expected) => {
    expect(parseOllamaTag(tag)).toMatchObject(expected);
  });

  it('is not fooled by text that merely contains a colon', () => {
    expect(parseOllamaTag('Qwen2.5 32B: will it fit?')).toBeUndefined();
    expect(parseOllamaTag('https://ollama.com/library/qwen3')).toBeUndefined();
    expect(parseOllamaTag('qwen2.5-32b')).toBeUndefined();
  });
});
