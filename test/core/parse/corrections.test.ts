/**
 * A post that corrects itself is read with the correction made: the card, model or amount after "oh wait", "scratch that",
 * "改一下", "不对", "更正一下", "算了" replaces the one before it, in the unit it was written in.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';
import type { AdviceRequest } from '../../../src/core/recommend/types.ts';

const catalog = loadCatalog();
const NOW = new Date('2026-12-02T00:00:00Z');
const read = (text: string) => parseRequest(text, catalog, NOW).request;

describe('a post that corrects itself', () => {
  it.each<[string, Partial<AdviceRequest>]>([
    // A plan cut down, and this time's amount after a run from before.
    ['vllm + ray 三台八卡 A800 一共 24 张跑起来了，但只有 3 token/s。想缩成两台 16 张卡减少跨机通信，bf16 的放得下吗？', { gpu: 'a800', count: 16 }],
    ['两台 8 卡 A100 从零预训练 0.5B。之前试过 7B 只喂了 2 亿 token，效果很差，这次想喂 100 亿 token，要跑多久？', { tokens: 1e10 }],
    ['mixtral 8x7b on my 4090 – oh wait it is a 3090 not a 4090. will Q4_K_M fit fully?', { gpu: 'rtx3090' }],
    // An "update:", "补充：" or "前面写错了" after the question carries the final figure.
    ['Llama-3.1-70B fp16 OOMs on 2x L40S. update: turns out the node actually has 4 L40S. does 70B fit on all four?', { gpu: 'l40s', count: 4 }],
    ['8张 V100 16G 能全参微调 LLaMA-7B 吗？补充：我们能换的是 8 张 V100 32G，不是 16G', { gpu: 'v100-32gb', count: 8 }],
    ['qwen-14b-int4 on one A10, 6 clients worked. 前面写错了，其实要支持的是 8 个并发，每个输入 3K、输出 1K', { concurrency: 8 }],
    ['Llama 3.1 8B fp16 on one A100 80GB for 40 users — scratch that, 60.', { concurrency: 60 }],
    ['serve R1-Distill-Llama-70B on our 4x A100 40GB box for ~4 users... sorry, i miscounted, the node has 8 of them not 4.', { count: 8, concurrency: 4 }],
    ['how many A100 40GB to full FT Llama-2-7B? actually make that the 13B.', { model: 'llama-2-13b' }],
    ['Llama 3.3 70B for the team, $2k/month … actually $3,000.', { budget: { amount: 3000, currency: 'USD', per: 'month' } }],
    ['full FT llama 3 8b on 200M tokens, 2 epochs – no wait, make it 3.', { epochs: 3 }],
    ['Is 3 nodes of 8x A100 (40G) enough to full fine-tune llama-2-70B? wait, I misread our allocation, it\'s 2 nodes, so 16 cards total.', { count: 16 }],
    ['full fine-tuning llama2-13B on 4 A100s keeps OOMing. ok we gave up on 13B and switched to llama2-7B instead.', { model: 'llama-2-7b' }],
    ['两张 32G 的 V100，打算 LoRA 微调 Qwen2.5-7B……改一下：不是 7B 是 14B。', { model: 'qwen2.5-14b', count: 2 }],
    ['一张 4090 24g 显存 lora 微调 qwen2.5-14b 直接爆显存了……哦不对，我们服务器上是两张 4090。', { gpu: 'rtx4090', count: 2 }],
    ['预算每月 2000 块……改一下，老板批了每月 3000。qwen2.5-7b 客服', { budget: { amount: 3000, currency: 'CNY', per: 'month' } }],
    ['两台 A800 8卡 跑满血 R1……更正一下，是三台，一共 24 张。', { count: 24 }],
    ['单张 A100 80G 上 LoRA 微调 Qwen2.5-VL-7B，现在 4096 长度，想加到 32768……算了，16k 就够了。', { contextTokens: 16384 }],
    ['用 FLUX.1-dev 批量出商品图，每天 2000 张……改一下，一天要 5000 张。', { imagesPerDay: 5000 }],
    ['笔记本 4060 8G 跑 gemma2 9b 特别慢……说错了，是台式机的 4060 Ti 16G。', { gpu: 'rtx4060ti-16gb' }],
  ])('%s', (text, expected) => expect(read(text)).toMatchObject(expected));

  it('leaves a post without a correction as written', () => {
    expect(read('which precision actually fits qwen2.5-7b on a 3060?').precision).toBeUndefined();
    expect(read('is one 4090 actually enough for llama 3.1 8b at 8k?')).toMatchObject({ gpu: 'rtx4090', count: 1 });
    expect(read('笔记本 4060 8G 跑 gemma2 9b').gpuMemoryGB).toBeUndefined();
    // A number with a unit the corrections do not count ("24GB") corrects nothing.
    expect(read('I have 2 cards of 4090. wait, is 24GB enough for qwen2.5-32b?').count).toBe(2);
  });
});
