/**
 * Traditional Chinese is read as Simplified before parsing: the characters ("張" → "张") and the words Taiwan writes
 * otherwise ("記憶體" → "内存"); a message with no Traditional-only character is returned as it came.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';
import { toSimplified } from '../../../src/core/parse/simplified.ts';

const catalog = loadCatalog();
const NOW = new Date('2026-12-02T00:00:00Z');

describe('toSimplified', () => {
  it('converts Traditional characters and Taiwan words, and leaves Simplified and Latin text as it is', () => {
    expect(toSimplified('租一張 H100 給 10 個人用，記憶體夠嗎？')).toBe('租一张 H100 给 10 个人用，内存够吗？');
    const simplified = '两张 4090 能跑 Qwen2.5-32B 吗？';
    expect(toSimplified(simplified)).toBe(simplified);
    expect(toSimplified('can I run qwen2.5 32b on my 4090?')).toBe('can I run qwen2.5 32b on my 4090?');
  });

  it('lets the parser read a question written in Traditional Chinese', () => {
    expect(parseRequest('租一張 H100 80GB 給 10 個人內部用 gpt-oss-120b，每人 16k', catalog, NOW).request).toMatchObject({ model: 'gpt-oss-120b', gpu: 'h100-sxm', count: 1, concurrency: 10 });
    expect(parseRequest('全參微調 Qwen2.5-7B 需要幾張 A100？', catalog, NOW).request).toMatchObject({ model: 'qwen2.5-7b', task: 'finetune', method: 'full', countAsked: true });
  });
});
