import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { findInstance } from '../../../src/core/parse/instance.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';

const catalog = defaultCatalog();
const NOW = new Date('2026-12-06T10:00:00Z');

describe('cloud instances named for their cards', () => {
  it.each<[string, string, number | undefined]>([
    // SageMaker's "ml." prefix names the same EC2 type.
    ['Mixtral + TGI on ml.g5.48xlarge is expensive', 'a10g', 8],
    ['p3.2xlarge for llama 2 7b fp16?', 'v100-16gb', 1],
    ['p4d.24xlarge or p5.48xlarge?', 'a100-40gb', 8],
    ['a2-highgpu-8g for llama 3 70b', 'a100-40gb', 8],
    // Azure's names with or without "Standard_".
    ['Standard_ND96asr_v4 for qwen2.5 72b bf16', 'a100-40gb', 8],
    ['NC24ads_A100_v4 for qwen2.5 32b', 'a100-80gb-pcie', 1],
    // A family with its cloud: the card, no count.
    ['how much VRAM to finetune SDXL 1.0 on AWS G5?', 'a10g', undefined],
  ])('%s → %s × %s', (text, gpu, count) => {
    const found = findInstance(text, catalog);
    expect(found?.gpu).toBe(gpu);
    expect(found?.count).toBe(count);
  });

  it('finds no instance in words that only look like one', () => {
    expect(findInstance('my g5 mouse and a 4090', catalog)).toBeUndefined();
    expect(findInstance('tokens.xlarge is not a type', catalog)).toBeUndefined();
  });

  it('gives the request the instance’s cards, and leaves a count asked open', () => {
    expect(parseRequest('p3.2xlarge for llama 2 7b fp16?', catalog, NOW).request).toMatchObject({ gpu: 'v100-16gb', count: 1 });
    const asked = parseRequest('how many p4d.24xlarge do I need for llama 3 70b full fine-tuning?', catalog, NOW).request;
    expect(asked).toMatchObject({ gpu: 'a100-40gb', countAsked: true });
    expect(asked.count).toBeUndefined();
  });
});
