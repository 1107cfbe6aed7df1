/**
 * A family and a size said loosely ("llama 7b") resolve to the family's first release; the exact name written elsewhere in the
 * post says which release the asker means.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';

const catalog = loadCatalog();
const NOW = new Date('2026-12-07T00:00:00Z');
const model = (text: string) => parseRequest(text, catalog, NOW).request.model;

describe('a model said loosely and named exactly elsewhere', () => {
  it('is the release the exact name gives, before or after the loose one', () => {
    expect(model('Is 7B llama speed expected to be slow? I tested ChenMnZ/Llama-2-7b-EfficientQAT-w2g64-BitBLAS on 2x RTX3060')).toBe('llama-2-7b');
    expect(model('I downloaded meta-llama/Llama-2-7b-chat-hf. Is the 4070 just too small for llama 7b in fp16?')).toBe('llama-2-7b');
    expect(model('qwen 7b 能在 3060 上跑吗？我下载的是 Qwen2.5-7B-Instruct')).toBe('qwen2.5-7b');
  });

  it('keeps the loose reading when no exact name of the same family and size is written', () => {
    expect(model('Is the 4070 too small for llama 7b in fp16?')).toBe('llama-7b');
    // Another size of the family is another model, not the loose one told exactly.
    expect(model('Is the 4070 too small for llama 7b in fp16? Llama-3.1-8B runs fine.')).toBe('llama-7b');
  });
});
