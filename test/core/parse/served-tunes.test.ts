/**
 * Fine-tuned weights being served (adapters loaded by a serving engine, fine-tunes already made and hosted) ask about
 * inference; a post that also plans the training keeps the fine-tune.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';
import { servesTunedWeights } from '../../../src/core/parse/served-tunes.ts';
import type { AdviceRequest } from '../../../src/core/recommend/types.ts';

const catalog = loadCatalog();
const NOW = new Date('2026-12-02T00:00:00Z');
const read = (text: string) => parseRequest(text, catalog, NOW).request;

describe('fine-tuned weights served', () => {
  it.each<[string, Partial<AdviceRequest>]>([
    ['40 customer LoRAs on llama 3.1 8B served with vllm --enable-lora --max-loras 8, 30 requests in flight. is one A100 80GB enough?',
      { task: 'infer', model: 'llama-3.1-8b', concurrency: 30 }],
    ["TGI's multi-lora (LORA_ADAPTERS=...) with Mistral-7B-v0.1 and 20 adapters, 4 concurrent at 4k on one A10G?", { task: 'infer', model: 'mistral-7b-v0.1', concurrency: 4, contextTokens: 4096 }],
    ['用 swift deploy 起 Qwen2.5-7B-Instruct + 12 个 LoRA 的多 lora 推理服务，同时 10 个请求，一张 A10 够吗', { task: 'infer', model: 'qwen2.5-7b', concurrency: 10 }],
    ['four different full finetunes of Qwen2.5-1.5B, each as its own vllm process, ~20 concurrent requests each. one H100?', { task: 'infer', model: 'qwen2.5-1.5b' }],
    // Sampling from a fine-tune already made; "微调<model>后 … 推理".
    ["I've already successfully fine-tuned LLaMA-2 7B with llama_finetune.py. when I tried to get samples using llama_sample.py it was slow. is one A100 enough?", { task: 'infer', model: 'llama-2-7b' }],
    ['微调Qwen2.5-VL-7B-Instruct后，用 swift infer 推理，2000条数据要跑多久？', { task: 'infer', model: 'qwen2.5-vl-7b' }],
    ['三个都是 Qwen2.5-7B 的全量微调版，每个一个 vllm 实例，一张 A100 40G 放得下吗', { task: 'infer', model: 'qwen2.5-7b' }],
    // The requests of a batch, each with its own adapter, are decoded together.
    ['llama-2-7b on one H100, batch size 16 where every request has its own LoRA adapter (max_loras=16), 4096 max len', { task: 'infer', concurrency: 16, contextTokens: 4096 }],
    ['通过FSDP+QLoRA可以正常对qwen-72b进行微调。rtx-4090多卡推理（模型为qlora微调后qwen72b）大概要几张4090', { task: 'infer', model: 'qwen-72b' }],
    ['A10能否支持该模型预测？（模型是基于LLaMA-7B的金融微调版）目前暂时不考虑训练的问题', { task: 'infer', model: 'llama-7b' }],
    // A fine-tune only told of, the questions asking about inference alone.
    ['文章说 Llama 2-7B 单次微调需消耗约8-12个A100 GPU小时，而推理阶段要4块V100。推理真的要4块V100吗？', { task: 'infer', model: 'llama-2-7b' }],
    ['Qwen在10w数据上微调只需要40分钟，然而需要8小时才能生成不到1w条文本。想一天内生成 10 万条，得租什么卡？', { task: 'infer' }],
  ])('%s', (text, expected) => {
    const request = read(text);
    expect(request).toMatchObject(expected);
    expect(request.method).toBeUndefined();
  });

  it.each([
    // The training planned: the fine-tune stays, whatever is said about serving it afterwards.
    ['want to fine-tune llama 3.1 8b with LoRA and then serve the adapters with vllm, which card?', 'finetune'],
    ['LoRA 微调 qwen2.5 7b 3 个 epoch，之后 vllm 部署，要几张卡', 'finetune'],
    ['qlora fine-tune qwen2.5 14b on one 4090, then inference', 'finetune'],
    ['fine-tune qwen2.5 7b on our tickets and serve it to the team: which card do we rent to train it?', 'finetune'],
    ['只有一张24G的4090，想要跑13B模型，但只能用QLoRA微调，请问微调后能跑得动推理吗？有其他方法可以在这张卡上跑13B的微调+推理吗？', 'finetune'],
  ])('keeps a planned fine-tune: %s', (text, task) => {
    expect(read(text).task).toBe(task);
  });

  it('needs serving words', () => {
    expect(servesTunedWeights('we have 12 LoRA adapters for qwen2.5 7b')).toBe(false);
    expect(servesTunedWeights('we have 12 LoRA adapters for qwen2.5 7b to serve with vllm')).toBe(true);
  });
});
