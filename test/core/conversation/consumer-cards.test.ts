import { describe, expect, it } from 'vitest';
import { start } from '../../../src/core/conversation/index.ts';
import { translator } from '../../../src/core/i18n.ts';
import { adviceOf, context } from './helpers.ts';

const en = context('en');
const zh = context('zh');

describe('a question about the user’s own consumer card', () => {
  it('“can my 3060 12GB run llama 3.1 8b?” answers a verdict on the RTX 3060 12GB', () => {
    const r = adviceOf(start(en, 'can my 3060 12GB run llama 3.1 8b?'));
    const verdict = r.advice.verdict;
    expect(verdict?.gpu).toBe('rtx3060');
    expect(verdict?.count).toBe(1);
    // 12 GiB as the driver holds them (no nvidia-smi figure in the catalog: 12 × 2³⁰ B × 0.995).
    expect(verdict?.haveGB).toBe(12.8);
    // 16 GB of bf16 weights do not fit in 12.8 GB: the verdict fits it at a lighter precision and says so.
    expect(verdict?.fits).toBe(true);
    expect(verdict?.chosen?.field).toBe('precision');
    expect(verdict?.needGB).toBeLessThanOrEqual(12.8);
    expect(r.view.title).toContain('RTX 3060 12GB');
  });

  it('“RTX 4060 8GB 能跑 deepseek r1 吗” answers that the full R1 does not fit the 8 GB card', () => {
    const r = adviceOf(start(zh, 'RTX 4060 8GB 能跑 deepseek r1 吗'));
    expect(r.advice.verdict?.gpu).toBe('rtx4060');
    expect(r.advice.verdict?.fits).toBe(false);
    expect(r.view.title).toContain('RTX 4060 8GB');
  });
});

describe('a card the catalog does not know', () => {
  it.each([
    [en, 'en', 'can my Arc A770 run llama 3.1 8b?', 'Arc A770'],
    [zh, 'zh', '我的 RX 580 8G 能跑 qwen2.5 7b 吗', 'RX 580 8G'],
  ] as const)('%#: the answer says the card is not in the catalog and gives no verdict on another card', (ctx, locale, text, name) => {
    const r = adviceOf(start(ctx, text));
    expect(r.advice.verdict).toBeUndefined();
    const note = translator(locale)('conversation:assumption.unknownGpu', { name });
    expect(note).toContain(name);
    expect(r.view.fields.map((f) => f.value).join('\n')).toContain(note);
  });
});

describe('a card with a memory no catalog row has', () => {
  it('“4090 48G” is judged as the user’s modified 48 GB board, and the answer says so', () => {
    const r = adviceOf(start(zh, '我有一张 4090 48G，能跑 qwen2.5 72b 吗'));
    expect(r.advice.verdict).toMatchObject({ gpu: 'rtx4090', gpuName: 'NVIDIA GeForce RTX 4090 48GB' });
    // 48 GB, not the catalog's 24: what the user's card holds.
    expect(r.advice.verdict!.haveGB).toBeGreaterThan(40);
    const note = translator('zh')('conversation:assumption.gpuMemoryDiffers', { name: '4090 48GB', gpu: 'NVIDIA GeForce RTX 4090 24GB', memoryGB: 24, stated: 48 });
    expect(r.view.fields.map((f) => f.value).join('\n')).toContain(note);
  });
});
