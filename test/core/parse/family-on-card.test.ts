import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { sizeOnCard } from '../../../src/core/parse/family-on-card.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';

const catalog = defaultCatalog();
const NOW = new Date('2026-12-06T12:00:00Z');

describe('a family named without a size, on the cards it runs on', () => {
  it('is the one size of it whose 16-bit weights load there', () => {
    // Llama-3-8B: 8.0B × 2 B = 16 GB on 32 GB; the 70B's 141 GB does not.
    expect(sizeOnCard('llama3', 32, catalog)?.id).toBe('llama-3-8b');
    expect(sizeOnCard('Llama 3.1', 24, catalog)?.id).toBe('llama-3.1-8b');
  });
  it('is nothing when several sizes load (the size is asked) or none does', () => {
    expect(sizeOnCard('qwen2.5', 24, catalog)).toBeUndefined();
    expect(sizeOnCard('llama3', 320, catalog)).toBeUndefined();
    expect(sizeOnCard('llama3', 8, catalog)).toBeUndefined();
    // A bare family word, a vision family: asked.
    expect(sizeOnCard('Qwen', 8, catalog)).toBeUndefined();
    expect(sizeOnCard('qwen2-vl', 11, catalog)).toBeUndefined();
  });
  it('is read from a post with its card, and said', () => {
    const { request, assumptions } = parseRequest("I'm using llama3 with a single Nividia V100 GPU (32GiB), batch 1 to 8 throughput drops", catalog, NOW);
    expect(request).toMatchObject({ model: 'llama-3-8b', gpu: 'v100-32gb' });
    expect(assumptions.map((a) => a.key)).toContain('familySizedByCard');
    expect(parseRequest('我使用llama3.1测试longbench，在单张4090进行实验', catalog, NOW).request.model).toBe('llama-3.1-8b');
    // A fine-tune's memory is not the weights': the size stays the question.
    expect(parseRequest('lora 微调 llama3，单张4090', catalog, NOW).request.model).toBeUndefined();
  });
});
