/**
 * Offline batch work over counted items is inference run as a job: its tokens are the answers generated (items × the
 * answer each), each item's prompt said apart from the count is in the context, and a label is a short answer.
 * A sample's length said apart from its count multiplies the count in a fine-tune too.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { LABEL_ANSWER_TOKENS } from '../../../src/core/parse/batch-job.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';
import type { AdviceRequest } from '../../../src/core/recommend/types.ts';

const catalog = loadCatalog();
const NOW = new Date('2026-12-02T00:00:00Z');
const read = (text: string) => parseRequest(text, catalog, NOW).request;

describe('batch work over counted items', () => {
  it.each<[string, Partial<AdviceRequest>]>([
    // 3M × one label: the label's answer, the ticket's 300 tokens plus it in the context; "~48h" after the weekend.
    ['~3M support tickets, avg ~300 tokens each incl. the instruction, one label per ticket from Qwen2.5-72B-Instruct. Has to be done over one weekend, ~48h.',
      { task: 'infer', batchJob: true, tokens: 3e6 * LABEL_ANSWER_TOKENS, outputTokens: LABEL_ANSWER_TOKENS, contextTokens: 300 + LABEL_ANSWER_TOKENS, deadlineHours: 48 }],
    // max_tokens is the answer's length when it is said.
    ['classify 200k docs with qwen2.5 7b, max_tokens 10', { task: 'infer', batchJob: true, outputTokens: 10, tokens: 2e6 }],
    ['summarise ~250k reports (avg ~25k tokens each) into a ~300-token summary each with Llama 3.1 8B',
      { task: 'infer', batchJob: true, outputTokens: 300, tokens: 250e3 * 300, contextTokens: 25_300 }],
    ['用 Qwen2.5-32B 给 21万条 数据做分类，每条 prompt 大概 1500 token，输出就一个标签', { task: 'infer', batchJob: true, tokens: 210e3 * LABEL_ANSWER_TOKENS, contextTokens: 1500 + LABEL_ANSWER_TOKENS }],
    ['要把 300 万句中文翻成英文（加上 prompt 一条大概 100 token 输入、50 token 输出），用 Qwen2.5-14B', { task: 'infer', batchJob: true, tokens: 3e6 * 50, contextTokens: 150 }],
    ['500 万个 SKU，每个用 Qwen2.5-72B 生成 300 字左右的描述（大概 400 token 输出）', { task: 'infer', batchJob: true, tokens: 5e6 * 400 }],
    ['generate 1 billion synthetic tokens with Qwen2.5-7B on vLLM', { task: 'infer', batchJob: true, tokens: 1e9 }],
    ['synthetic data gen with Qwen3-30B-A3B, target ~300M generated tokens per day', { task: 'infer', batchJob: true, tokens: 3e8, deadlineHours: 24 }],
    // Embeddings: the work, no answer length; the amount is left to the defaults.
    ['embed ~5M chunks with our model by Friday', { task: 'infer', batchJob: true }],
  ])('%s', (text, expected) => expect(read(text)).toMatchObject(expected));

  it('keeps a service a service: a chatbot\'s tokens a day are traffic, and "N tokens each second" a speed', () => {
    expect(read('startup chatbot running Llama 3.1 8B, ~10M tokens/day').batchJob).toBeUndefined();
    expect(read('qwen-72b on 8*4090, output about 10 token each second, 2 people').contextTokens).toBeUndefined();
  });

  it('reads pictures to train an image model on as no tokens', () => {
    expect(read('train an SDXL LoRA on 30 images').tokens).toBeUndefined();
  });
});

describe("a sample's length said apart from its count", () => {
  it.each<[string, Partial<AdviceRequest>]>([
    ['Full finetune of LLaMA 7B on the alpaca 52K data (avg ~200 tokens per example), 3 epochs, on 8 A100 80GB', { tokens: 52e3 * 200 }],
    // The mean after the count with a comma; a count written with its kind ("hand-written examples", "convos", "100万个问答数据");
    // sequences packed to a length.
    ['~518k convos, avg ~750 tokens, one epoch QLoRA of Mistral-7B v0.3 on a single 4090', { tokens: 518e3 * 750 }],
    ['~5,000 hand-written examples, avg ~800 tokens, FULL fine-tune Llama 3.1 8B, 3 epochs', { tokens: 5e3 * 800 }],
    ['8千条医疗问答，平均 300 token，ChatGLM3-6B LoRA，10 个 epoch', { tokens: 8e3 * 300 }],
    ['llama-7b-hf lora + 100万个问答数据，T4 16G，平均每条大概 300 token，3 个 epoch', { tokens: 1e6 * 300 }],
    ['2x A100 80GB, full finetune of Llama-2-7b, 20k samples packed to 1024 tokens, 3 epochs', { tokens: 20e3 * 1024 }],
    ['full SFT of Qwen3 8B, ~120k agent trajectories, avg ~6k tokens each, 3 epochs', { tokens: 120e3 * 6000, contextTokens: 6000 }],
    ['用 qwen2.5-7b lora 微调，100万条医疗问答，平均每条250 token', { tokens: 1e6 * 250 }],
    ['full fine-tune Llama 3.1 70B on our 3B-token corpus for 2 epochs', { tokens: 3e9 }],
  ])('%s', (text, expected) => expect(read(text)).toMatchObject({ task: 'finetune', ...expected }));

  it('reads a length "each" with no dataset as what one sequence holds', () => {
    expect(read('Llama 3.1 70B in bf16, peak 64 simultaneous sessions with ~8k tokens each')).toMatchObject({ concurrency: 64, contextTokens: 8192 });
  });
});

describe('items a model writes, and inference run in batches', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads the length of written items as the answer: items × length are the job’s tokens', () => {
    expect(read('LLaMA-7B generating its own training data, 100k sentences of 1024 tokens. how many A100 80GB to get them generated in a day?'))
      .toMatchObject({ task: 'infer', batchJob: true, outputTokens: 1024, tokens: 100e3 * 1024 });
  });

  it('reads a batch size of an inference run as the sequences decoded together, not a server cap or a training batch', () => {
    expect(read('Llama-3.1-8B-Instruct with vLLM on a single H100 GPU with a batch size of 8, 128k context').concurrency).toBe(8);
    expect(read('推理速度过慢：2*a100 80GB，batch inference，batch size为8，qwen2.5-vl-7b bf16').concurrency).toBe(8);
    expect(read('how to avoid oom when inference qwen2-vl 7B with batch=2? I try to inference it with batch = 2 on 4090 (24G)').concurrency).toBe(2);
    expect(read('trtllm-build --max_batch=16 for qwen2-vl 7B on a 4090').concurrency).toBeUndefined();
    expect(read('swift infer --max_batch_size 8 qwen2.5 7b on a 4090').concurrency).toBeUndefined();
    expect(read('lora finetune qwen2.5 7b, per_device_train_batch_size 4, on a 4090').concurrency).toBeUndefined();
  });
});
