import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';
import type { AdviceRequest } from '../../../src/core/recommend/types.ts';

/** Wednesday 2 Dec 2026, 10:00 UTC: Friday ends 62 h later, next Friday 230 h later. */
const NOW = new Date('2026-12-02T10:00:00Z');
const catalog = defaultCatalog();

/** [message, exactly the request fields it must yield] — half zh, half en. */
const EN: [string, AdviceRequest][] = [
  ['LoRA fine-tune llama 3 8b on 50k samples of 1k tokens by friday', { model: 'llama-3-8b', task: 'finetune', method: 'lora', tokens: 5e7, deadlineHours: 62 }],
  ['train a 7B from scratch on 200B tokens in a month', { modelSizeB: 7, task: 'pretrain', tokens: 2e11, deadlineHours: 720 }],
  ['which card for deepseek r1?', { model: 'deepseek-r1' }],
  ['serve Qwen2.5-72B-Instruct to 100 users, 32k context', { model: 'qwen2.5-72b', task: 'infer', concurrency: 100, contextTokens: 32768 }],
  ['deploy Llama-3.1-8B-Instruct with vllm for 20 concurrent users 24/7', { model: 'llama-3.1-8b', task: 'infer', engine: 'vllm', concurrency: 20, hoursPerDay: 24 }],
  ['QLoRA finetune Qwen/Qwen2.5-32B-Instruct, 4bit, 3 epochs', { model: 'qwen2.5-32b', task: 'finetune', method: 'qlora', epochs: 3 }],
  ['full fine-tune mistral 7b v0.3 on 10GB of text within 3 days', { model: 'mistral-7b-v0.3', task: 'finetune', method: 'full', tokens: 2.5e9, deadlineHours: 72 }],
  ['is an A100 enough for llama 3.1 70b inference in int4?', { model: 'llama-3.1-70b', task: 'infer', precision: 'int4', gpu: 'a100-80gb-sxm', count: 1 }],
  ['8x H100 to pretrain a 13B on 2e12 tokens', { gpu: 'h100-sxm', count: 8, task: 'pretrain', modelSizeB: 13, tokens: 2e12 }],
  ['chatbot on gemma 2 9b, 100 tokens/s, 8 hours a day', { model: 'gemma-2-9b', task: 'infer', tokensPerSec: 100, hoursPerDay: 8 }],
  ['mixtral 8x7b gguf q4_k_m on a 4090', { model: 'mixtral-8x7b', task: 'infer', precision: 'q4_k_m', engine: 'llama.cpp', gpu: 'rtx4090', count: 1 }],
  ['8x7B MoE inference fp8, context 16384', { modelSizeB: 56, moeExperts: 8, task: 'infer', precision: 'fp8', contextTokens: 16384 }],
  ['offline batch inference with qwen2.5 14b awq', { model: 'qwen2.5-14b', task: 'infer', batchJob: true, precision: 'int4' }],
  ['SFT deepseek-r1-distill-qwen-7b on 20k examples of 2k tokens, 2 epochs, by next friday', { model: 'deepseek-r1-distill-qwen-7b', task: 'finetune', tokens: 4e7, epochs: 2, deadlineHours: 230 }],
  ['serve phi-4 in bf16 for 5 users', { model: 'phi-4', task: 'infer', precision: 'bf16', concurrency: 5 }],
  ['run a 70 billion parameter model in int8 for 8 concurrent', { modelSizeB: 70, task: 'infer', precision: 'int8', concurrency: 8 }],
  ['pretraining 1.5B on 100B tokens with 64 GPUs in 2 weeks', { modelSizeB: 1.5, task: 'pretrain', tokens: 1e11, count: 64, deadlineHours: 336 }],
  ['inference for llama 3.3 70b, 50 tok/s, 8k ctx', { model: 'llama-3.3-70b', task: 'infer', tokensPerSec: 50, contextTokens: 8192 }],
  ['LoRA on qwen3 8b, 1M tokens, fp16', { model: 'qwen3-8b', task: 'finetune', method: 'lora', tokens: 1e6, precision: 'fp16' }],
  ['which gpu should I rent for yi 1.5 34b?', { model: 'yi-1.5-34b' }],
  ['host deepseek v3 for 200 users with 4k context', { model: 'deepseek-v3', task: 'infer', concurrency: 200, contextTokens: 4096 }],
  ['batch job: summarise 1B tokens with qwen2.5 7b in int8', { model: 'qwen2.5-7b', task: 'infer', batchJob: true, precision: 'int8', tokens: 1e9 }],
  // "AWQ" is a checkpoint suffix to the catalog but a precision to the parser: the mention gives it back.
  ['serve Qwen2.5-72B AWQ on 2x A100 for 30 users', { model: 'qwen2.5-72b', task: 'infer', precision: 'int4', gpu: 'a100-80gb-sxm', count: 2, concurrency: 30 }],
];

const ZH: [string, AdviceRequest][] = [
  ['给 20 个人用的 Qwen2.5-14B 客服机器人', { model: 'qwen2.5-14b', task: 'infer', concurrency: 20 }],
  ['70B 推理 int4 并发 8', { modelSizeB: 70, task: 'infer', precision: 'int4', concurrency: 8 }],
  ['用 H100 跑 llama 3.1 70b 推理', { model: 'llama-3.1-70b', task: 'infer', gpu: 'h100-sxm' }],
  ['A100 够吗', { gpu: 'a100-80gb-sxm' }],
  ['8 张 A100 全参微调 Qwen2.5-72B', { model: 'qwen2.5-72b', task: 'finetune', method: 'full', gpu: 'a100-80gb-sxm', count: 8 }],
  ['LoRA 微调 qwen2.5 7b，5万条 每条 1000 token，3 轮，一周内完成', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora', tokens: 5e7, epochs: 3, deadlineHours: 168 }],
  ['从零训练 70亿参数的模型，2000亿 token，3 天内', { modelSizeB: 7, task: 'pretrain', tokens: 2e11, deadlineHours: 72 }],
  ['部署 deepseek-r1-distill-qwen-32b，4位量化，长度 4096', { model: 'deepseek-r1-distill-qwen-32b', task: 'infer', precision: 'int4', contextTokens: 4096 }],
  ['每天 8 小时，上下文 8k，每秒 50 token 的 qwen2.5-7b 推理', { model: 'qwen2.5-7b', task: 'infer', hoursPerDay: 8, contextTokens: 8192, tokensPerSec: 50 }],
  ['预训练 1.5B 模型，10GB 文本，48 小时', { modelSizeB: 1.5, task: 'pretrain', tokens: 2.5e9, deadlineHours: 48 }],
  ['QLoRA 微调 llama 3.1 70b，下周五前', { model: 'llama-3.1-70b', task: 'finetune', method: 'qlora', deadlineHours: 230 }],
  ['deepseek r1 用什么卡', { model: 'deepseek-r1' }],
  ['离线批量推理 glm-4-9b-chat，fp8', { model: 'glm-4-9b-chat', task: 'infer', batchJob: true, precision: 'fp8' }],
  ['二十个用户同时聊天，模型 qwen3-14b', { model: 'qwen3-14b', task: 'infer', concurrency: 20 }],
  ['并发 八 路，14b 模型 awq 部署', { modelSizeB: 14, task: 'infer', concurrency: 8, precision: 'int4' }],
  ['qwen3-vl-8b 用 vllm 推理，请求并发度8时内存达到了60-70GB', { model: 'qwen3-vl-8b', task: 'infer', engine: 'vllm', concurrency: 8 }],
  // A request's tokens reaching a length are its context; a dataset's or a run's tokens are not.
  ['Qwen1.5-chat 72B int4 4卡(V100) 推理过程中token数到10k会报错OOM', { model: 'qwen1.5-72b', gpu: 'v100-32gb', count: 4, task: 'infer', precision: 'int4', contextTokens: 10240 }],
  ['数据集token数为50万 qwen2.5 7b lora', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora', tokens: 500000 }],
  // A size as a bound ("very large models (>= 70b)") names no model; the model named keeps its own size.
  ['How to evaluate very large models (>= 70b)? I would like to evaluate Llama-3.1-405B model on 8xH100s', { model: 'llama-3.1-405b', gpu: 'h100-sxm', count: 8, task: 'infer', precision: 'bf16' }],
  // Data scored by a model with none named: running one, the model asked.
  ['how long it took you to score the 300k data? LLM scoring is very slow', { task: 'infer' }],
  ['8 卡 4090 跑 qwen2.5 72b 的 int8 推理', { model: 'qwen2.5-72b', task: 'infer', precision: 'int8', gpu: 'rtx4090', count: 8 }],
  ['sft 微调 chatglm3-6b，1万条数据 平均 500 token，2 轮', { model: 'chatglm3-6b', task: 'finetune', tokens: 5e6, epochs: 2 }],
  ['全天在线的 Qwen2.5-32B 服务，50 个人用', { model: 'qwen2.5-32b', task: 'infer', hoursPerDay: 24, concurrency: 50 }],
  ['mixtral 8x22b 推理 bf16 上下文 32k', { model: 'mixtral-8x22b', task: 'infer', precision: 'bf16', contextTokens: 32768 }],
  ['从头训练一个 3B 模型，1000亿 token，一个月内', { modelSizeB: 3, task: 'pretrain', tokens: 1e11, deadlineHours: 720 }],
  ['用 L40S 部署 gemma-3-27b 给 10 位同事用', { model: 'gemma-3-27b', task: 'infer', gpu: 'l40s', concurrency: 10 }],
  ['用通义千问2.5-7B 部署', { model: 'qwen2.5-7b', task: 'infer' }],
  ['深度求索 r1 用什么卡', { model: 'deepseek-r1' }],
  // "QLoRA" on an 8-bit base is LoRA on that base: the 8-bit weights are sized, not QLoRA's 4-bit NF4.
  ['QLoRA 微调 Yi-1.5-34B，8位', { model: 'yi-1.5-34b', task: 'finetune', method: 'lora', precision: 'int8' }],
];

describe('parseRequest', () => {
  it('covers at least 40 questions, half of them Chinese', () => {
    expect(EN.length + ZH.length).toBeGreaterThanOrEqual(40);
    expect(ZH.length).toBeGreaterThanOrEqual(20);
    expect(EN.length).toBeGreaterThanOrEqual(20);
  });

  it.each([...EN, ...ZH])('%s', (text, expected) => {
    const { request } = parseRequest(text, catalog, NOW);
    expect(request).toEqual(expected);
  });

  it.each<[string, AdviceRequest]>([
    ['qwen2.5-7b 推理 并发 10 上下文 32k', { model: 'qwen2.5-7b', task: 'infer', concurrency: 10, contextTokens: 32768 }],
    ['qwen2.5-7b concurrency 10 context 32k', { model: 'qwen2.5-7b', task: 'infer', concurrency: 10, contextTokens: 32768 }],
    ['lora qwen2.5-7b epochs 3 context 4k', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora', epochs: 3, contextTokens: 4096 }],
    ['lora qwen2.5-7b batch_size=64 epochs=10', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora', epochs: 10 }],
    ['8 concurrent users 32k context', { task: 'infer', concurrency: 8, contextTokens: 32768 }],
    ['qwen2.5-7b 推理 并发 10 每天 30 小时', { model: 'qwen2.5-7b', task: 'infer', concurrency: 10, hoursPerDay: 30 }],
  ])('keeps a keyword\'s number with its keyword: %s', (text, expected) => {
    expect(parseRequest(text, catalog, NOW).request).toEqual(expected);
  });

  it('names the catalog mention as written', () => {
    const parsed = parseRequest('LoRA fine-tune Llama-3.1-8B-Instruct please', catalog, NOW);
    expect(parsed.modelMention).toBe('Llama-3.1-8B');
    expect(parsed.request.model).toBe('llama-3.1-8b');
  });

  it('flags a model-like name the catalog lacks, keeping its size', () => {
    const parsed = parseRequest('llama 5 70b chat', catalog, NOW);
    expect(parsed.unknownModel).toBe('llama 5 70b');
    expect(parsed.request).toEqual({ task: 'infer', modelSizeB: 70 });
  });

  it('states the assumptions it made', () => {
    const gb = parseRequest('10GB of text', catalog, NOW);
    expect(gb.assumptions).toEqual([{ key: 'tokensPerGB', params: { gb: 10, tokensPerGB: 2.5e8 } }]);
    const friday = parseRequest('by friday', catalog, NOW);
    expect(friday.assumptions).toEqual([{ key: 'deadlineEndOfDay', params: { date: '2026-12-04', hours: 62 } }]);
  });

  it('reads nothing into text that says nothing', () => {
    for (const text of ['', 'hello', '你好', 'which card?', '选哪张卡？', '1e999 tokens', '-5 users']) {
      const { request } = parseRequest(text, catalog, NOW);
      expect(Object.values(request).every((v) => typeof v !== 'number' || (Number.isFinite(v) && v > 0))).toBe(true);
    }
    expect(parseRequest('which card?', catalog, NOW).request).toEqual({});
    expect(parseRequest('选哪张卡？', catalog, NOW).request).toEqual({});
    expect(parseRequest('-5 users', catalog, NOW).request).toEqual({});
  });
});

/** Each form the issue lists (issue 12, "understand what people write"), both languages where it applies. */
const expectRequest = (text: string, expected: AdviceRequest): void => {
  expect(parseRequest(text, catalog, NOW).request).toEqual(expected);
};

describe('intent and users', () => {
  it.each<[string, AdviceRequest]>([
    ['can I run qwen2.5 32b on my 4090?', { model: 'qwen2.5-32b', task: 'infer', gpu: 'rtx4090', count: 1, ownsGpu: true }],
    ['我有一张3090，想给自己跑 llama 3.1 8b', { model: 'llama-3.1-8b', task: 'infer', gpu: 'rtx3090', count: 1, concurrency: 1, ownsGpu: true }],
    ['running qwen3 8b', { model: 'qwen3-8b', task: 'infer' }],
    ['跑 qwen3 8b 要什么卡', { model: 'qwen3-8b', task: 'infer' }],
    ['deploy qwen3 8b', { model: 'qwen3-8b', task: 'infer' }],
    ['部署 qwen3 8b', { model: 'qwen3-8b', task: 'infer' }],
    ['serve qwen3 8b', { model: 'qwen3-8b', task: 'infer' }],
    ['chat with qwen3 8b', { model: 'qwen3-8b', task: 'infer' }],
    ['qwen3 8b 推理', { model: 'qwen3-8b', task: 'infer' }],
    ['Qwen3-30B-A3B just for me', { model: 'qwen3-30b-a3b', task: 'infer', concurrency: 1 }],
    ['Qwen3-30B-A3B only me', { model: 'qwen3-30b-a3b', task: 'infer', concurrency: 1 }],
    ['Qwen3-30B-A3B for myself', { model: 'qwen3-30b-a3b', task: 'infer', concurrency: 1 }],
    ['Qwen3-30B-A3B for my own use', { model: 'qwen3-30b-a3b', task: 'infer', concurrency: 1 }],
    ['Qwen3-30B-A3B 自己用', { model: 'qwen3-30b-a3b', task: 'infer', concurrency: 1 }],
    ['Qwen3-30B-A3B 个人用', { model: 'qwen3-30b-a3b', task: 'infer', concurrency: 1 }],
    ['team of 5 on qwen2.5 14b', { model: 'qwen2.5-14b', task: 'infer', concurrency: 5 }],
    ['a 5-person team on qwen2.5 14b', { model: 'qwen2.5-14b', task: 'infer', concurrency: 5 }],
    ['Qwen2.5-Coder-32B for a team of five developers with 32k context', { model: 'qwen2.5-coder-32b', task: 'infer', concurrency: 5, contextTokens: 32768 }],
    ['团队 5 人用 qwen2.5 14b', { model: 'qwen2.5-14b', task: 'infer', concurrency: 5 }],
    ['10人团队 qwen2.5 14b', { model: 'qwen2.5-14b', task: 'infer', concurrency: 10 }],
    ['给 200 人用 qwen2.5 14b', { model: 'qwen2.5-14b', task: 'infer', concurrency: 200 }],
    ['qwen2.5 14b for 10 concurrent', { model: 'qwen2.5-14b', task: 'infer', concurrency: 10 }],
    ['qwen2.5 14b 128k context', { model: 'qwen2.5-14b', contextTokens: 131072 }],
    ['qwen2.5 14b 上下文 32k', { model: 'qwen2.5-14b', contextTokens: 32768 }],
    // Requests in flight at once are users; a stated range of a request's shape is sized at its upper end.
    ['qwen2.5 14b，前端同时发大概 100 个请求，每个请求输入 4000~5000 token、输出 500 左右', { model: 'qwen2.5-14b', task: 'infer', concurrency: 100, contextTokens: 5500, outputTokens: 500 }],
    ['qwen2.5 14b, 100 requests at once', { model: 'qwen2.5-14b', task: 'infer', concurrency: 100 }],
    ['qwen2.5 14b 输入 2k 到 3k，输出 500', { model: 'qwen2.5-14b', contextTokens: 3500, outputTokens: 500 }],
    // Hours a day with a hedge; a date in a service's description is no deadline.
    ['部署 Qwen3-4B，白天用，每天大概 8 小时，晚上空着', { model: 'qwen3-4b', task: 'infer', hoursPerDay: 8 }],
  ])('%s', expectRequest);

  it('reads held-out 4’s forms: pictures made for training, LoRA on a 4-bit base, a preferred 16-bit, the larger of two loads, a length', () => {
    expectRequest('generate about 10k synthetic training images with SDXL, how long per image?', { model: 'sdxl-base-1.0', task: 'infer' });
    // People's training is no model's: "training materials such as PowerPoint presentations", "training courses".
    expectRequest('GLM 4.5 for code generation, and to help create training materials such as PowerPoint presentations. What hardware to run it?', { model: 'glm-4.5', task: 'infer' });
    expectRequest('Qwen2.5-7B to write our training courses, one 4090 enough?', { model: 'qwen2.5-7b', task: 'infer', gpu: 'rtx4090', count: 1 });
    // "训起来": can it be trained.
    expectRequest('qwen2.5 7b 单卡 4090 能训起来吗', { model: 'qwen2.5-7b', task: 'finetune', gpu: 'rtx4090', count: 1 });
    expectRequest('LoRA fine-tune Qwen3-30B-A3B with load_in_4bit=True', { model: 'qwen3-30b-a3b', task: 'finetune', method: 'qlora' });
    // No method named: a fine-tune of a 4-bit base is QLoRA.
    expectRequest('using the unsloth colab notebook to finetune unsloth/llama-3-8b-bnb-4bit with my own data on the free T4', { model: 'llama-3-8b', gpu: 't4', ownsGpu: true, task: 'finetune', method: 'qlora' });
    expectRequest("Llama-2-70B in fp16? The GPTQ version loads fine but I'd prefer the 16-bit weights", { model: 'llama-2-70b', task: 'infer', precision: 'fp16' });
    expectRequest('Llama-2-70B on an A100, GPTQ loads but I would rather use 16-bit', { model: 'llama-2-70b', task: 'infer', gpu: 'a100-80gb-sxm', count: 1, precision: 'bf16' });
    expectRequest('Qwen2.5-7B，官方报告只有 1 并发的数据，16 并发的时候呢', { model: 'qwen2.5-7b', task: 'infer', concurrency: 16 });
    expectRequest('全参微调 Llama3-70B，8K 长度', { model: 'llama-3-70b', task: 'finetune', method: 'full', contextTokens: 8192 });
    // Training data is what a fine-tune eats, not a second task word.
    expectRequest('qwen2.5 7b 用训练数据微调', { model: 'qwen2.5-7b', task: 'finetune' });
  });

  it('reads held-out 5’s forms: a method ruled out, a sequence length, "pretrains", a format the card lacks, a context "opened to"', () => {
    expectRequest('full-parameter fine-tuning (not LoRA) of Llama 3 8B with 8k-token sequences', { model: 'llama-3-8b', task: 'finetune', method: 'full', contextTokens: 8192 });
    expectRequest('全参微调 qwen2.5 7b，不用 LoRA', { model: 'qwen2.5-7b', task: 'finetune', method: 'full' });
    expectRequest('LoRA 微调 qwen2.5 7b，不想用 QLoRA，直接 bf16 加载', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora', precision: 'bf16' });
    expectRequest('fine-tune qwen2.5 7b on 50k sequences', { model: 'qwen2.5-7b', task: 'finetune' });
    expectRequest('TinyLlama pretrains a 1.1B model on 3 trillion tokens', { model: 'tinyllama-1.1b', task: 'pretrain', tokens: 3e12 });
    expectRequest('部署 DeepSeek-R1，A100 不支持 FP8，只能跑 BF16', { model: 'deepseek-r1', task: 'infer', gpu: 'a100-80gb-sxm', precision: 'bf16' });
    expectRequest('qwen2.5 7b on a V100, which has no bf16 support', { model: 'qwen2.5-7b', task: 'infer', gpu: 'v100-32gb', count: 1 });
    expectRequest('vllm serve Kimi-K2，max context length 开到 128k', { model: 'kimi-k2', task: 'infer', engine: 'vllm', contextTokens: 131072, precision: 'fp8' });
    expectRequest('LLaMA-Factory 全参微调 Qwen2.5-7B，cutoff_len 1024', { model: 'qwen2.5-7b', task: 'finetune', method: 'full', contextTokens: 1024, trainer: 'hf' });
    // "max_token_len=8000", as GLM fine-tune posts write the training length.
    expectRequest('GLM4-9B 的 Qlora(4-bit), rank=16, max_token_len=8000, bs=1，显存一直OOM', { model: 'glm-4-9b-chat', task: 'finetune', method: 'qlora', contextTokens: 8000 });
    expectRequest('vllm serve qwen2.5 7b --max-model-len 32768', { model: 'qwen2.5-7b', task: 'infer', engine: 'vllm', contextTokens: 32768, precision: 'bf16' });
    expectRequest('unsloth lora qwen2.5 7b, max_seq_length 2048', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora', contextTokens: 2048 });
    expectRequest('GLM-4-9B-Chat on a T4 with vllm --dtype=half', { model: 'glm-4-9b-chat', task: 'infer', gpu: 't4', count: 1, engine: 'vllm', precision: 'fp16' });
  });

  it('reads a provider named in the question, by its id, name or the name people write, and not an ordinary word', () => {
    expectRequest('用 autodl 跑 qwen2.5 7b', { model: 'qwen2.5-7b', task: 'infer', provider: 'autodl' });
    expectRequest('阿里云上部署 qwen2.5-7b', { model: 'qwen2.5-7b', task: 'infer', provider: 'aliyun' });
    expectRequest('rent 8 H100 on Lambda Labs for llama 3 70b', { model: 'llama-3-70b', gpu: 'h100-sxm', count: 8, task: 'infer', provider: 'lambda' });
    expectRequest('serve qwen2.5 7b on vast.ai', { model: 'qwen2.5-7b', task: 'infer', provider: 'vast' });
    expectRequest('AWS China 上跑 qwen2.5 7b', { model: 'qwen2.5-7b', task: 'infer', provider: 'aws-china' });
    expectRequest('fine-tune qwen2.5 7b on a vast dataset', { model: 'qwen2.5-7b', task: 'finetune' });
  });

  it('reads a duration something reported as no deadline, and a stated one as a deadline', () => {
    expectRequest('LoRA 微调 qwen2.5 7b，显示总时长 17 小时正常吗', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora' });
    expectRequest('LoRA 微调 qwen2.5 7b，17 小时内训完', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora', deadlineHours: 17 });
    expectRequest('LoRA 微调 qwen2.5 7b，显示时间估计要几十个小时', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora' });
  });

  it('reads the HF scripts\' block_size as the training sequence, and low-rank training as LoRA (held-out 147)', () => {
    expect(parseRequest('full fine-tune of Qwen2.5-32B with FSDP on 16 x H100, block_size 32768: enough?', catalog, NOW).request).toMatchObject({ task: 'finetune', method: 'full', contextTokens: 32768 });
    expect(parseRequest('fine-tune Llama-2-70B with supervised-fine-tune.py (low-rank training) on 8 x A100 80G', catalog, NOW).request).toMatchObject({ task: 'finetune', method: 'lora' });
    // A model named after LongLoRA is run, not trained: no method.
    expect(parseRequest('what do I need to run Llama-2-7b-longlora-100k-ft at the full 100k context?', catalog, NOW).request.method).toBeUndefined();
  });

  it('reads RL and trainer configs as held-out 150 wrote them: prompt + answer limits, GPUs per node, the trainers\' method settings', () => {
    // A rollout holds its prompt and its answer: the context is their sum.
    expect(parseRequest('GRPO qwen3-8B on 7 H800: --prompt_max_len 4096 --generate_max_len 8192 --zero_stage 3, enough?', catalog, NOW).request.contextTokens).toBe(4096 + 8192);
    expect(parseRequest('verl GRPO Qwen2.5-VL-3B on 4 A100: data.max_prompt_length=8192，data.max_response_length=20480', catalog, NOW).request.contextTokens).toBe(8192 + 20480);
    // "32 nodes, GPU per node: 8x A100": the cluster's 256.
    expect(parseRequest('Cluster size: 32 nodes, GPU per node: 8x A100 80GB. PPO of a 72B model.', catalog, NOW).request).toMatchObject({ gpu: 'a100-80gb-sxm', count: 256, machineGpus: 8 });
    // LLaMA-Factory's finetuning_type and ms-swift's train_type name the method; "swift sft" is a fine-tune.
    expect(parseRequest('LLaMA-Factory 配置 finetuning_type: full，qwen2.5 7b，8张4090够吗', catalog, NOW).request).toMatchObject({ task: 'finetune', method: 'full' });
    expect(parseRequest('swift sft --model Qwen2.5-7B-Instruct on one A100', catalog, NOW).request.task).toBe('finetune');
    // The format the question proposes ("in its native MXFP4 instead?", 4-bit) over the one a quoted page used.
    expect(parseRequest('GPT-OSS 120B in FP8 needs about 161 GB. Can\'t it run on a single H100 80GB in its native MXFP4 instead?', catalog, NOW).request.precision).toBe('int4');
    // A model put in front of customers is served: "真要给客户用，到底得花多少钱？".
    expect(parseRequest('这模型看着不错，可真要给客户用，到底得花多少钱？要买几张卡？', catalog, NOW).request.task).toBe('infer');
    // Refused, it is no format to run: "bf16 的 gpt-oss-20b（不想用 MXFP4）".
    expect(parseRequest('想用一张 4090 跑 bf16 的 gpt-oss-20b（不想用 MXFP4），一张 4090 行吗？', catalog, NOW).request.precision).toBe('bf16');
    // Sharded with ZeRO-3 and no LoRA named: a full fine-tune; a LoRA named keeps it.
    expect(parseRequest('OOM running SFT of Qwen2.5-Math-7B-Instruct on 8xH100 with the recipe config (zero3). Is 8 H100 enough?', catalog, NOW).request.method).toBe('full');
    expect(parseRequest('LoRA SFT of Qwen2.5-7B on 8xH100 with --zero_stage 3', catalog, NOW).request.method).toBe('lora');
  });

  it('reads a model adapted to a new language as continued pre-training (vocabulary extension and pre-training on the new corpus)', () => {
    expect(parseRequest('adapting Llama-2-7B for a new language: how many GPUs and how many days of training?', catalog, NOW).request).toMatchObject({ model: 'llama-2-7b', task: 'pretrain' });
    expect(parseRequest('把 Llama-2-7B 适配新语言，需要多少卡训练多少天？', catalog, NOW).request).toMatchObject({ model: 'llama-2-7b', task: 'pretrain' });
    // Adapted to a domain is a fine-tune as before.
    expect(parseRequest('adapting Llama-2-7B to a legal domain with LoRA', catalog, NOW).request.task).toBe('finetune');
  });

  it('reads the card count the question asks about over one the post reports (held-out 145, 2)', () => {
    // "8张卡都有显存占用 … 3B 模型评测是不是一张卡就够了？" asks about one card (a model evaluated runs its released bf16).
    expectRequest('用 VLMEvalKit 评测 Qwen2.5-VL-3B，推理速度特别慢，显示8张卡都有显存占用，但是 sm 大部分是0。3B 模型评测是不是一张卡就够了？', { model: 'qwen2.5-vl-3b', task: 'infer', count: 1, precision: 'bf16' });
    // "is tensor parallel 4 enough, or do I need all 8 GPUs?": the first count the question names.
    expectRequest('Serving Llama-2-70B AWQ with vLLM on A10G GPUs: is tensor parallel 4 enough, or do I need all 8 GPUs?', { model: 'llama-2-70b', gpu: 'a10g', count: 4, task: 'infer', precision: 'int4', engine: 'vllm' });
    // The tensor parallelism a failed run tried is no count when the question asks how many, with no card named (held-out 148).
    expect(parseRequest('用vllm部署Qwen2-57B-A14B-chat，设置了 --tensor-parallel-size 8，报错 heads (28) must be divisible by tensor parallel size (8)。到底要几张卡？', catalog, NOW).request.count).toBeUndefined();
    // A count the question does not name stays the post's.
    expectRequest('我有 8 张 A100 80G，跑 llama 3 70b 推理够吗？', { model: 'llama-3-70b', gpu: 'a100-80gb-sxm', count: 8, task: 'infer', ownsGpu: true });
  });

  it('reads making pictures with an image model as running it, and a LoRA on pictures as training', () => {
    expectRequest('We need around 5,000 FLUX.1-dev images at 1024x1024, how many seconds per image?', { model: 'flux.1-dev', task: 'infer', imageSize: { width: 1024, height: 1024 } });
    expectRequest('团队想用 SD 3.5 Medium 出图，一张图大概几秒？', { model: 'sd3.5-medium', task: 'infer' });
    expectRequest('train an SDXL LoRA on 30 images', { model: 'sdxl-base-1.0', task: 'finetune', method: 'lora' });
    // Pictures say nothing about a language model's task.
    expectRequest('qwen2.5 7b to caption images', { model: 'qwen2.5-7b' });
  });

  it('reads a context a few per cent past the model’s longest as that context, and says so', () => {
    const full = parseRequest('GLM-4.6 with the full 200k context', catalog, NOW);
    const max = catalog.models.find((m) => m.id === full.request.model)!;
    expect(max.kind === 'llm' && full.request.contextTokens === max.maxContext).toBe(true);
    expect(full.assumptions.map((a) => a.key)).toContain('contextIsModelMax');
    // Well past it stays as written: the estimator refuses it with the maximum.
    expect(parseRequest('qwen2.5 14b 256k context', catalog, NOW).request.contextTokens).toBe(262144);
  });

  it('reads training words over "run" / "跑"', () => {
    expectRequest('跑 3 轮 lora qwen2.5 7b', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora', epochs: 3 });
    expectRequest('qwen2.5 7b 跑 3 轮', { model: 'qwen2.5-7b', epochs: 3 });
    expectRequest('a training run of a 7B on 1T tokens', { modelSizeB: 7, tokens: 1e12, task: 'pretrain' });
    expectRequest('fine-tune qwen2.5 7b on my own data', { model: 'qwen2.5-7b', task: 'finetune' });
  });

  it('reads "train" / "训练" of a catalog model as a fine-tune, and never as running it', () => {
    expectRequest('train qwen2.5 7b on my data', { model: 'qwen2.5-7b', task: 'finetune' });
    expectRequest('请问基于qwen-72b-chat，怎样的配置可以在一台4090上训练起来？', { model: 'qwen-72b', task: 'finetune', gpu: 'rtx4090', count: 1 });
    expectRequest('train a 7B on 1T tokens', { modelSizeB: 7, tokens: 1e12, task: 'pretrain' });
    expectRequest('train a 7B', { modelSizeB: 7 });
  });

  it('reads a bare "train" over billions of tokens as pre-training, and over millions as a fine-tune', () => {
    expect(parseRequest('训练一个 1B 参数的小模型，100B tokens，用 8 张 H100 要多久，多少钱？', catalog, NOW).request).toMatchObject({ modelSizeB: 1, tokens: 1e11, task: 'pretrain', gpu: 'h100-sxm', count: 8 });
    expectRequest('train llama 3 8b on 20B tokens of code', { model: 'llama-3-8b', tokens: 2e10, task: 'pretrain' });
    expectRequest('train qwen2.5 7b on 50M tokens', { model: 'qwen2.5-7b', tokens: 5e7, task: 'finetune' });
    expectRequest('fine-tune qwen2.5 7b on 2B tokens', { model: 'qwen2.5-7b', tokens: 2e9, task: 'finetune' });
    expectRequest('qwen-7b-chat 部署', { model: 'qwen-7b', task: 'infer' });
  });

  it('leaves the amounts of another model’s run, quoted for scale, out of the asker’s request', () => {
    // zai-org/GLM-130B#75: the 400B tokens and 60 days are GLM-130B's, the 1T and two months the asker's.
    expect(parseRequest('GLM-130B 用 96 台 DGX-A100 训 400B token 花了大约 60 天。如果我用同样的 A100 40G 从零预训练 LLaMA-33B，数据 1T token，想两个月内训完，需要多少张卡？', catalog, NOW).request)
      .toMatchObject({ model: 'llama-33b', gpu: 'a100-40gb', task: 'pretrain', tokens: 1e12, deadlineHours: 1440 });
    expect(parseRequest('Llama 2 70B took 1.7M GPU-hours on 2T tokens. I want to pretrain llama-3-8b on 100B tokens.', catalog, NOW).request)
      .toMatchObject({ model: 'llama-3-8b', tokens: 1e11, task: 'pretrain' });
    // The asker's own earlier run keeps its figures (first person), and a message about one model keeps all of them.
    expect(parseRequest('We trained llama-3-8b with LoRA on 2B tokens, it took 30 hours. How long would a full fine-tune take on 8 H100?', catalog, NOW).request)
      .toMatchObject({ model: 'llama-3-8b', tokens: 2e9 });
    expect(parseRequest('pretrain llama-3-8b on 100B tokens. It has to be done in 10 days.', catalog, NOW).request)
      .toMatchObject({ model: 'llama-3-8b', tokens: 1e11, deadlineHours: 240 });
    // A report about the asker's own model is still a report; the asker's cards are read outside it.
    expect(parseRequest('Meta quotes 1.3M H100 GPU hours for Llama 3 8B. We want to pretrain a Llama-3-8B-architecture model from scratch on 1T tokens with 64 H100s. How long?', catalog, NOW).request)
      .toMatchObject({ model: 'llama-3-8b', gpu: 'h100-sxm', count: 64, tokens: 1e12 });
  });

  it('reads "每月 GPU 预算" as a monthly budget and "不想量化" as no quantization', () => {
    expect(parseRequest('部署 InternLM3-8B-Instruct 给 5 个人用，每月 GPU 预算 1500 元', catalog, NOW).request.budget).toEqual({ amount: 1500, currency: 'CNY', per: 'month' });
    // "就", "只有", "only" between the budget and its amount keep the period written before it.
    expect(parseRequest('Qwen2.5-7B 客服机器人 7x24 小时在线，每个月 GPU 预算就 500 块', catalog, NOW).request.budget).toEqual({ amount: 500, currency: 'CNY', per: 'month' });
    expect(parseRequest('a llama 3 8b chatbot, monthly budget is only $800', catalog, NOW).request.budget).toEqual({ amount: 800, currency: 'USD', per: 'month' });
    expect(parseRequest('4090单卡是否可以lora微调 LLaMA-13B？不想量化，bf16 加载', catalog, NOW).request).toMatchObject({ method: 'lora', precision: 'bf16' });
  });

  it('reads a dtype named for the KV cache as the cache\'s, not the weights\' (vllm-project/vllm#16712)', () => {
    const scout = 'vLLM OOMs on my 2x H100 NVL even with --max-model-len 1000 and fp8 kv cache. Can I serve Llama-4-Scout unquantized, in bf16, on these two cards?';
    expect(parseRequest(scout, catalog, NOW).request).toMatchObject({ model: 'llama-4-scout', count: 2, precision: 'bf16', kvPrecision: 'fp8' });
    expect(parseRequest('qwen2.5-72b on 4x L40S with --kv-cache-dtype fp8 for 32 users', catalog, NOW).request)
      .toMatchObject({ kvPrecision: 'fp8', concurrency: 32 });
    expect(parseRequest('qwen2.5-72b on 4x L40S with --kv-cache-dtype fp8 for 32 users', catalog, NOW).request.precision).toBeUndefined();
    expect(parseRequest('llama.cpp 跑 Qwen2.5-32B Q4_K_M，KV 缓存用 q8_0', catalog, NOW).request).toMatchObject({ precision: 'q4_k_m', kvPrecision: 'int8' });
    // A weight precision alone is still the weights'.
    expect(parseRequest('qwen2.5-72b in fp8 on 2x H100', catalog, NOW).request).toMatchObject({ precision: 'fp8' });
    expect(parseRequest('qwen2.5-72b in fp8 on 2x H100', catalog, NOW).request.kvPrecision).toBeUndefined();
  });

  it('reads a short alias ("R1", "V3") only as a word of its own, not inside a longer name ("whisper-large-v3")', () => {
    expect(parseRequest('Cheapest GPU to run Whisper large-v3?', catalog, NOW).request.model).toBeUndefined();
    expect(parseRequest('whisper-large-v3 on a T4', catalog, NOW).request.model).toBeUndefined();
    expect(parseRequest('跑 R1 满血版要几张 H20', catalog, NOW).request.model).toBe('deepseek-r1');
    expect(parseRequest('Meta-Llama-3.1-8B-Instruct on a 4090', catalog, NOW).request.model).toBe('llama-3.1-8b');
  });

  it('reads "满血 DeepSeek V3" as V3 (the version after a space continues the name), and "DeepSeek 671B" as R1 (the same shapes as V3)', () => {
    expect(parseRequest('H20 单卡能跑满血 DeepSeek V3 吗？', catalog, NOW).request.model).toBe('deepseek-v3');
    expect(parseRequest('满血 DeepSeek 能跑吗', catalog, NOW).request.model).toBe('deepseek-r1');
    expect(parseRequest('2台8卡A100能跑起来DeepSeek 671B吗？', catalog, NOW).request.model).toBe('deepseek-r1');
    expect(parseRequest('Deepseek671B满血版能在8×A100上跑吗', catalog, NOW).request.model).toBe('deepseek-r1');
  });

  it('reads a context after the words people put before its length ("上下文开 8k", "max-model-len 想开 128k", "上下文最长 32k")', () => {
    expect(parseRequest('3060 12G 跑 Qwen3-14B Q4_K_M，上下文开 8k 行不行', catalog, NOW).request.contextTokens).toBe(8192);
    expect(parseRequest('8×H20 跑 Qwen3-Coder-480B FP8，max-model-len 想开 128k', catalog, NOW).request.contextTokens).toBe(131072);
    expect(parseRequest('4090 跑 qwen2.5-7b，上下文最长 32k', catalog, NOW).request.contextTokens).toBe(32768);
  });

  it('reads held-out 9\'s forms: a size and its family apart, formats ruled out in a list, "should see", a price period', () => {
    expect(parseRequest('is it possible to run the 120b model of gpt-oss on 2x RTX 5090s with vLLM?', catalog, NOW).request).toMatchObject({ model: 'gpt-oss-120b', count: 2 });
    expect(parseRequest('gpt-oss 的 120b 版本 4090 能跑吗', catalog, NOW).request.model).toBe('gpt-oss-120b');
    // "no fp8, no GGUF": both ruled out; the bf16 named is the one meant.
    expect(parseRequest('FLUX.1-dev in bf16 (no fp8, no GGUF) on my 5090', catalog, NOW).request).toMatchObject({ model: 'flux.1-dev', precision: 'bf16' });
    expect(parseRequest('FLUX.1-dev in bf16 (no fp8, no GGUF) on my 5090', catalog, NOW).request.engine).toBeUndefined();
    expect(parseRequest('llama-3.1-70b for 30 concurrent users, and each user should see at least 20 tokens/s', catalog, NOW).request).toMatchObject({ concurrency: 30, tokensPerSec: 600 });
    // "each at": the rate is each user's too (issue 13: the plan meets both the users and their speed).
    expect(parseRequest('20 users each at 50 tokens/s on Llama 3.1 70B', catalog, NOW).request).toMatchObject({ concurrency: 20, tokensPerSec: 1000 });
    // "一个月大概要多少钱" asks the price of a month: no deadline, and "跑" makes it a service.
    const month = parseRequest('想租一张卡跑大模型，7×24 小时开着，一个月大概要多少钱？', catalog, NOW).request;
    expect(month).toMatchObject({ task: 'infer', hoursPerDay: 24 });
    expect(month.deadlineHours).toBeUndefined();
    expect(parseRequest('一个月内训完 7B，需要几张 A100', catalog, NOW).request.deadlineHours).toBe(720);
  });

  it('reads "训 13B 从头" as pre-training and "at 4k seq len" as the sequence length', () => {
    expect(parseRequest('单机 8 卡 H800，能不能训 13B 从头，500B token，多少天', catalog, NOW).request).toMatchObject({ task: 'pretrain', modelSizeB: 13, tokens: 5e11, count: 8 });
    expect(parseRequest('这个模型从头到尾训练了一遍', catalog, NOW).request.task).not.toBe('pretrain');
    expect(parseRequest('can I fine-tune mistral 7b with LoRA at 4k seq len on an A10G?', catalog, NOW).request).toMatchObject({ method: 'lora', contextTokens: 4096 });
  });

  it('reads "how long a context fits" as the question, and a context stated as a length as the context', () => {
    for (const text of ['Gemma 3 27B 在 3090 上 4bit 能跑多长上下文', '上下文最长能开多少？Qwen3-32B 两张 4090', 'max context for qwen2.5-7b on a 4090?', 'How long a context can I run Llama 3.1 8B at on a 3090?']) {
      expect(parseRequest(text, catalog, NOW).request, text).toMatchObject({ contextAsked: true, task: 'infer' });
    }
    const stated = parseRequest('qwen2.5 7b with max context length of 32k on a 4090', catalog, NOW).request;
    expect(stated).toMatchObject({ contextTokens: 32768 });
    expect(stated.contextAsked).toBeUndefined();
    // Memory that is data, RAM or unified memory is no card.
    expect(parseRequest('fine-tune qwen2.5-7b on 24GB of data', catalog, NOW).request.gpu).toBeUndefined();
  });

  it('sizes a named model the catalog lacks from its stated size (issue 12), except a vision model or one with no total size', () => {
    // Asked about: a vision or audio model's encoder is not in its size; "Hunyuan-A13B" states only the active size.
    for (const [text, name] of [
      ['vLLM 部署腾讯混元 Hunyuan-A13B-Instruct，4 张 4090 能跑吗', 'Hunyuan-A13B'],
      ['Llama-3.2-11B-Vision-Instruct with unsloth, load_in_4bit=True, lora r=16 on my RTX 3090', 'Llama-3.2-11B-Vision'],
      ['Is there a minimum VRAM requirement for running Llama 3.2 11B Vision Instruct locally?', 'Llama 3.2 11B Vision'],
      ['VisualGLM-6B 用 lora 微调要多少显存', 'VisualGLM-6B'],
    ] as const) {
      expect(parseRequest(text, catalog, NOW), text).toMatchObject({ unknownModel: name, unknownFamily: true });
    }
    // Sized as a typical model of the size written (the answer says so): a family the catalog lacks (GPT-NeoX, Nemotron,
    // InternLM2, a checkpoint's proper name), a sibling (Qwen1.5-32B beside Qwen2.5-32B), or a size the catalog's family
    // lacks — "Baichuan2-7B" is not read as the catalog's 13B.
    for (const [text, name] of [
      ['Can I serve Nemotron-4-340B-Instruct on 8x H100?', 'Nemotron-4-340B'],
      ['We want to self-host Snowflake Arctic Instruct (the 480B dense-MoE hybrid) with vLLM at TP 8.', 'Snowflake Arctic Instruct'],
      ['serve qwen2.5-8b to 5 users', 'qwen2.5-8b'],
      ['Qwen1.5-32B-Chat on 8 T4 cards', 'Qwen1.5-32B-Chat'],
      ['InternLM2-chat-20B 部署', 'InternLM2-chat-20B'],
      ['full fine-tune gpt-neox-20b on 8 A100 (80G)', 'gpt-neox-20b'],
      ['bloom 7b 不用lora 全参 单机三张3090 够吗', 'bloom 7b'],
    ] as const) {
      expect(parseRequest(text, catalog, NOW), text).toMatchObject({ unknownModel: name, unknownFamily: false });
    }
    // InternVL2-26B beside the catalog's InternVL2.5-26B (the same InternViT-6B + 20B InternLM layout): sized like it.
    expect(parseRequest('InternVL2-26B 的 AWQ 4bit 版本做推理', catalog, NOW)).toMatchObject({ unknownModel: 'InternVL2-26B', unknownFamily: false });
    const baichuan = parseRequest('Baichuan2-7B 全量微调', catalog, NOW);
    expect(baichuan).toMatchObject({ unknownModel: 'Baichuan2-7B', request: { modelSizeB: 7 } });
    expect(baichuan.request.model).toBeUndefined();
    // Two sizes of one family listed ("qwen3 14B 32B") are two models, not one misnamed: the one named in full elsewhere.
    expect(parseRequest("support train qwen3 14B 32B grpo? I'd change the model name to Qwen3-32B", catalog, NOW).request.model).toBe('qwen3-32b');
    // A MoE's active size after its name is still that model (Llama-4-Scout-17B-16E: 17B active).
    expect(parseRequest('Llama-4-Scout-17B-16E-Instruct on 2x H100', catalog, NOW).request.model).toBe('llama-4-scout');
    for (const text of ['a 26B model on a 4090', 'my private 13B model on A100-80GB', '自研 13B 模型 LoRA 微调', 'Our Team Chat needs a 70B model for 20 users']) {
      expect(parseRequest(text, catalog, NOW).unknownModel, text).toBeUndefined();
    }
  });

  it('answers a model on a named card as a fit question, and leaves a bare size open', () => {
    expectRequest('llama 3.1 70b on 2x 4090', { model: 'llama-3.1-70b', task: 'infer', gpu: 'rtx4090', count: 2 });
    expectRequest('两张 4090 的 Qwen3-32B int8 行不行？', { model: 'qwen3-32b', task: 'infer', gpu: 'rtx4090', count: 2, precision: 'int8' });
    expectRequest('llama 3.1 70b on 8x H100, 3 epochs', { model: 'llama-3.1-70b', gpu: 'h100-sxm', count: 8, epochs: 3 });
    expectRequest('70B, what do I need?', { modelSizeB: 70 });
    expectRequest('70B 要什么卡', { modelSizeB: 70 });
  });
});

describe('hardware', () => {
  it('reads a card named by its memory alone as the card of that memory rented most, and says so', () => {
    const rentedMost = (memoryGB: number): string => {
      const count = (id: string): number => catalog.offers.filter((o) => o.gpu === id).length;
      return catalog.gpus.filter((g) => g.memoryGB === memoryGB).reduce((a, b) => (count(b.id) > count(a.id) ? b : a)).id;
    };
    for (const [text, memoryGB, count] of [
      ['16G 显存的卡能跑 qwen2.5 14b 吗', 16, 1],
      ['can a 16GB card run qwen2.5 14b?', 16, 1],
      ['显存只有8G，能跑 qwen2.5 7b 吗', 8, 1],
      ['两张 24G 的卡能跑 qwen2.5 32b 吗', 24, 2],
      ['max context for qwen2.5-7b on 24GB?', 24, 1],
      ['13B 在 24G 上能跑吗', 24, 1],
      // PyTorch's OOM message: the memory the driver reports, in GiB, is the card's (an "80GB" card reports 79.15).
      ['vllm serve Qwen1.5-72B-Chat. torch.OutOfMemoryError: CUDA out of memory. GPU 0 has a total capacty of 79.15 GiB of which 1.2 GiB is free', 80, 1],
      ['Qwen-14B-Chat-Int8 --tensor-parallel-size 2: CUDA out of memory (GPU 1; 11.77 GiB total capacity; 10.2 GiB already allocated)', 12, 2],
    ] as const) {
      const parsed = parseRequest(text, catalog, NOW);
      expect(parsed.request, text).toMatchObject({ gpu: rentedMost(memoryGB), count });
      expect(parsed.assumptions, text).toContainEqual(expect.objectContaining({ key: 'genericCard', params: expect.objectContaining({ memoryGB }) }));
    }
    expect(parseRequest('I have 12GB VRAM, can I run llama 3.1 8b', catalog, NOW).request).toMatchObject({ gpu: rentedMost(12), ownsGpu: true });
    // What something needs, data in GB and a named card are no generic card.
    expect(parseRequest('llama 3 8b needs 16GB VRAM?', catalog, NOW).request.gpu).toBeUndefined();
    expect(parseRequest('DeepSeek-R1-Distill-Qwen-32B，FP16 精度下仅权重就需 64GB 显存，单卡难以承载，需要几张卡？', catalog, NOW).request.gpu).toBeUndefined();
    // "16GB of VRAM" said apart from the card picks its variant.
    expect(parseRequest('I have 12GB of VRAM, can I run llama 3 8b?', catalog, NOW).request.gpu).toBe(rentedMost(12));
    expect(parseRequest("I'm considering the MSI GeForce RTX 4060 Ti VENTUS 2X BLACK 16G - it has 16GB of VRAM - for Mistral 7B Q4_K_M", catalog, NOW).request.gpu).toBe('rtx4060ti-16gb');
    expect(parseRequest('finetune qwen2.5 7b on 16GB of text', catalog, NOW).request.gpu).toBeUndefined();
    expect(parseRequest('qwen2.5 14b on a 24GB 4090', catalog, NOW).request.gpu).toBe('rtx4090');
  });

  it('reads a lowercase "s" after the digits as a plural, an uppercase one as part of the name ("V100S")', () => {
    expect(parseRequest('fine-tuning Vicuna-7B-v1.5 with Lora, --q_lora True --fp16 True on a V100S 32GB', catalog, NOW).request).toMatchObject({ gpu: 'v100-32gb', count: 1, method: 'qlora' });
    expect(parseRequest('how many 4090s for llama 3 70b', catalog, NOW).request).toMatchObject({ gpu: 'rtx4090', countAsked: true });
  });

  it('reads "how many" before the card named again as the count asked', () => {
    expect(parseRequest('We only have A100 40GB cards. For llama 65b in fp16, how many A100 40GB do we actually need?', catalog, NOW).request).toMatchObject({ gpu: 'a100-40gb', countAsked: true });
  });

  it('chooses no format whose need the question doubts ("must I quantize to INT8 for it to fit?")', () => {
    for (const q of ['DeepSeek-R1-Distill-Qwen-1.5B 用 vLLM 部署在一张 T4 上，是不是必须做 INT8 量化才放得下？', 'do I have to quantize it to int8 to fit llama 3 8b on a T4?']) {
      expect(parseRequest(q, catalog, NOW).request).toMatchObject({ gpu: 't4' });
      expect(parseRequest(q, catalog, NOW).request.precision, q).toBeUndefined();
    }
  });

  it('leaves LoRA open when only QLoRA is ruled out', () => {
    expect(parseRequest('fine-tune llama 3 8b, not qlora, on a 4090', catalog, NOW).request.method).toBeUndefined();
  });

  it('keeps the cards per machine when the user counts machines', () => {
    expect(parseRequest('how many 8xH100 nodes for deepseek v3', catalog, NOW).request).toMatchObject({ gpu: 'h100-sxm', machineGpus: 8, countAsked: true });
    expect(parseRequest('两台8卡A100 能训 llama 3 70b 吗', catalog, NOW).request).toMatchObject({ count: 16, machineGpus: 8 });
    // Machines counted apart from a card named by its memory: whole machines of that datacenter card, said.
    const machines = parseRequest('glm5 全参数sft，64台机器（每卡显存140gb），8k的长度，能跑吗？', catalog, NOW);
    expect(machines.request).toMatchObject({ gpu: 'h200', count: 512, machineGpus: 8 });
    expect(machines.assumptions).toContainEqual(expect.objectContaining({ key: 'wholeMachines', params: expect.objectContaining({ machines: 64, perMachine: 8 }) }));
    expect(parseRequest('16 nodes with 80GB cards, pretrain a 7b', catalog, NOW).request).toMatchObject({ count: 128, machineGpus: 8 });
    // Machines, then the cards each holds, named by their memory: the cards each, times the machines.
    expect(parseRequest('两台机器，每台 4 张 24G 的卡，能全参微调 Qwen2.5-7B 吗', catalog, NOW).request).toMatchObject({ count: 8, machineGpus: 4 });
    expect(parseRequest('2 servers, each with 4x 24GB GPUs. Can we fine-tune Qwen2.5-14B?', catalog, NOW).request).toMatchObject({ count: 8, machineGpus: 4 });
    expect(parseRequest('4张卡，每张24G，跑 qwen2.5 32b', catalog, NOW).request).toMatchObject({ count: 4 });
    expect(parseRequest('8 张 A100 能训 llama 3 70b 吗', catalog, NOW).request.machineGpus).toBeUndefined();
  });

  it.each<[string, AdviceRequest]>([
    ['7张A800', { gpu: 'a800', count: 7 }],
    // Machines times the cards in each: a per-machine count with a machine word before it or after the card.
    ['两台8卡A100', { gpu: 'a100-80gb-sxm', count: 16, machineGpus: 8 }],
    ['3 台 8 卡 H800', { gpu: 'h800', count: 24, machineGpus: 8 }],
    ['2 nodes of 8x H100', { gpu: 'h100-sxm', count: 16, machineGpus: 8 }],
    ['two 8xH100 nodes', { gpu: 'h100-sxm', count: 16, machineGpus: 8 }],
    ['8卡A100机器', { gpu: 'a100-80gb-sxm', count: 8, machineGpus: 8 }],
    ['8x A6000', { gpu: 'rtx-a6000', count: 8 }],
    ['8 × A6000', { gpu: 'rtx-a6000', count: 8 }],
    ['two 4090s', { gpu: 'rtx4090', count: 2 }],
    ['2 3090s', { gpu: 'rtx3090', count: 2 }],
    ['2x A100 80GB', { gpu: 'a100-80gb-sxm', count: 2 }],
    ['2x4090', { gpu: 'rtx4090', count: 2 }],
    ['A100x2', { gpu: 'a100-80gb-sxm', count: 2 }],
    ['H100 × 8', { gpu: 'h100-sxm', count: 8 }],
    ['双卡3090', { gpu: 'rtx3090', count: 2 }],
    ['3090 双卡', { gpu: 'rtx3090', count: 2 }],
    ['dual 3090', { gpu: 'rtx3090', count: 2 }],
    ['单卡 A100 80G', { gpu: 'a100-80gb-sxm', count: 1 }],
    ['两张A100 40G', { gpu: 'a100-40gb', count: 2 }],
    ['4卡 H20 96G', { gpu: 'h20', count: 4 }],
    ['4090 一张', { gpu: 'rtx4090', count: 1 }],
    ['on my 4090', { gpu: 'rtx4090', count: 1, ownsGpu: true }],
    ['is an A100 enough', { gpu: 'a100-80gb-sxm', count: 1 }],
    ['a single RTX 4090', { gpu: 'rtx4090', count: 1 }],
    // A plural card with no number asks how many: the verdict searches the fewest.
    ['my 4090s', { gpu: 'rtx4090', countAsked: true, ownsGpu: true }],
    // "How many <card> do I need" asks the count even without the word "GPUs".
    ['How many H100 80GB do I need', { gpu: 'h100-sxm', countAsked: true }],
    // Cards the user already has: their rent is only a comparison.
    ['we have 2 3090s', { gpu: 'rtx3090', count: 2, ownsGpu: true }],
    ['我手上有两张3090', { gpu: 'rtx3090', count: 2, ownsGpu: true }],
    ['我的机器是8*A6000', { gpu: 'rtx-a6000', count: 8, ownsGpu: true }],
    ['I have $500 for an A100', { gpu: 'a100-80gb-sxm', count: 1, budget: { amount: 500, currency: 'USD', per: 'job' } }],
    ['I want to rent my first H100', { gpu: 'h100-sxm' }],
    ['我有预算租两张4090', { gpu: 'rtx4090', count: 2 }],
    // Asking how many instead of naming a count.
    ['two 4090s', { gpu: 'rtx4090', count: 2 }],
    ['how many A100s do I need', { gpu: 'a100-80gb-sxm', countAsked: true }],
    ['how many H100 GPUs', { gpu: 'h100-sxm', countAsked: true }],
    ['multiple 4090 cards', { gpu: 'rtx4090', countAsked: true }],
    ['A100 80G 最少要几张', { gpu: 'a100-80gb-sxm', countAsked: true }],
    ['L20 需要几张', { gpu: 'l20', countAsked: true }],
    ['多卡4090', { gpu: 'rtx4090', countAsked: true }],
    ['H800 要几台机器', { gpu: 'h800', countAsked: true }],
    // "How many seconds" asks no count; "L40S" is a card, not a plural.
    ['how many seconds per image on an RTX 4090', { gpu: 'rtx4090', count: 1, task: 'infer' }],
    ['L40S', { gpu: 'l40s' }],
    ['A100 40G', { gpu: 'a100-40gb' }],
    ['A100 80G', { gpu: 'a100-80gb-sxm' }],
    ['4090D', { gpu: 'rtx4090d' }],
    ['H20', { gpu: 'h20' }],
    // Memory written around the name, as in Chinese forum posts.
    ['1张 32G的V100够用吗', { gpu: 'v100-32gb', count: 1 }],
    ['一张 16G 的 V100', { gpu: 'v100-16gb', count: 1 }],
    ['80GB A100 x4', { gpu: 'a100-80gb-sxm', count: 4 }],
    ['4090 24G 的卡两张', { gpu: 'rtx4090', count: 2 }],
    ['A100 80G 8卡', { gpu: 'a100-80gb-sxm', count: 8 }],
    // A count named as what failed, then the question "how many": those cards are judged, and how many it takes is asked too.
    ['一台 8 卡 H800 部署 deepseek v3 直接 OOM，需要几张 H800？', { model: 'deepseek-v3', task: 'infer', gpu: 'h800', count: 8, countAsked: true, machineGpus: 8 }],
    ['8x H100 OOMs on deepseek r1, how many GPUs do I need?', { model: 'deepseek-r1', task: 'infer', gpu: 'h100-sxm', count: 8, countAsked: true }],
    ['tried 2 nodes x 8 A100 with composer and it was slow', { gpu: 'a100-80gb-sxm', count: 16, machineGpus: 8 }],
    ['我有 4 张 4090，多卡推理 qwen2.5 72b 行吗', { model: 'qwen2.5-72b', task: 'infer', gpu: 'rtx4090', count: 4, ownsGpu: true }],
  ])('%s', expectRequest);

  it('reads "要不要量化" as a question, no format refused or chosen', () => {
    const { request, matched } = parseRequest('我们想用 CodeLlama-7B 给 5 个人做补全，一张 3060 12G 真的够吗？要不要量化？', catalog, NOW);
    expect(request.precision).toBeUndefined();
    expect(matched).not.toContain('precision.unquantized');
  });

  it('reads no model in a TPU’s version ("TPU VM v3-8" is not DeepSeek-V3)', () => {
    expect(parseRequest('在 Kaggle 上比较 GPU T4 x2、GPU P100 和 TPU VM v3-8，我想跑大模型推理，该选哪个？', catalog, NOW).request.model).toBeUndefined();
  });

  // … unless the question asks for the fewest, weighs fewer cards than it has or asks for another card: then the count is
  // searched from one card.
  it.each([
    ['手上 8 张 A800 80G PCIe，用 vllm 部署 Qwen2.5-72B-Instruct，起不来。到底最少几张卡就够？', 'a800-80gb-pcie'],
    ['8*24G 的 4090 服务器，部署 Qwen2.5-VL-72B-Instruct-AWQ。想问下显存上到底要几张 4090？2 张够吗还是得 4 张', 'rtx4090'],
    ['模型 qwen2.5:32b，卡是一张4090 24g，回复特别慢。是不是显存不够？要换什么卡、几张？', 'rtx4090'],
  ])('%s', (text, gpu) => {
    const { request } = parseRequest(text, catalog, NOW);
    expect(request).toMatchObject({ gpu, countAsked: true });
    expect(request.count).toBeUndefined();
  });

  it.each<[string, AdviceRequest]>([
    // Prompt + output is the context one request holds.
    ['gemma 3 12b, 50 concurrent requests, about 100 tokens in and 600 tokens out each', { model: 'gemma-3-12b', task: 'infer', contextTokens: 700, outputTokens: 600, concurrency: 50 }],
    ['qwen2.5 7b 部署，20 并发，输入 2k 输出 500', { model: 'qwen2.5-7b', task: 'infer', contextTokens: 2500, outputTokens: 500, concurrency: 20 }],
    // The model's size just before the prompt's is no prompt of 9 billion tokens.
    ['4张3090 lora glm4 9b 输入4k输出2k bs1 开了zero3还是爆显存', { model: 'glm-4-9b-chat', task: 'finetune', method: 'lora', contextTokens: 6000, outputTokens: 2000, gpu: 'rtx3090', count: 4, trainer: 'hf' }],
    ['llama 3 8b, 10 users, input 1024 tokens, output 256 tokens', { model: 'llama-3-8b', task: 'infer', contextTokens: 1280, outputTokens: 256, concurrency: 10 }],
    // A rate per user times the users is the service's rate.
    ['serve Llama 3.3 70B to 200 concurrent users, around 25 tokens/s each', { model: 'llama-3.3-70b', task: 'infer', tokensPerSec: 5000, concurrency: 200 }],
    ['qwen2.5 32b, 50 个用户，每人每秒 20 token', { model: 'qwen2.5-32b', task: 'infer', tokensPerSec: 1000, concurrency: 50 }],
    // The rate after words on speed ("每个人的输出速度不低于", "each user should get at least"): still per user.
    ['40 个人同时用 Llama-3.1-8B，要求每个人的输出速度不低于 30 token/s', { model: 'llama-3.1-8b', task: 'infer', tokensPerSec: 1200, concurrency: 40 }],
    ['qwen3-8b for 40 users, each user should get at least 30 tokens/s', { model: 'qwen3-8b', task: 'infer', tokensPerSec: 1200, concurrency: 40 }],
    ['qwen3-8b for 40 users, per-user speed ≥ 30 tok/s', { model: 'qwen3-8b', task: 'infer', tokensPerSec: 1200, concurrency: 40 }],
    ['llama 3 8b 30 tok/s per user', { model: 'llama-3-8b', task: 'infer', tokensPerSec: 30 }],
    // A request rate (per second, minute or hour) and an answer's length: the recommender turns them into users in flight.
    ['Serve Llama-3.1-8B at 30 req/s with 500 output tokens each', { model: 'llama-3.1-8b', task: 'infer', requestsPerSecond: 30, outputTokens: 500 }],
    ['Llama 3.1 70B API, 10 requests per second, average 300 tokens out', { model: 'llama-3.1-70b', task: 'infer', requestsPerSecond: 10, outputTokens: 300 }],
    ['600 requests per minute on mistral 7b, input 1000 output 200', { model: 'mistral-7b-v0.3', task: 'infer', requestsPerSecond: 10, contextTokens: 1200, outputTokens: 200 }],
    // A day's requests are their average rate.
    // Nothing is concurrent over a day: a daily count of requests is their rate.
    ['a SaaS running 86,400 concurrent requests daily on Gemma 3 27B: what card and how many?', { model: 'gemma-3-27b', task: 'infer', requestsPerSecond: 1 }],
    ['qwen3-30b-a3b 4bit, 8.64 million requests per day, how many A100?', { model: 'qwen3-30b-a3b', task: 'infer', precision: 'int4', gpu: 'a100-80gb-sxm', countAsked: true, requestsPerSecond: 100 }],
    ['qwen3-30b-a3b 4bit，日均 864 万次请求，要几张 A100？', { model: 'qwen3-30b-a3b', task: 'infer', precision: 'int4', gpu: 'a100-80gb-sxm', countAsked: true, requestsPerSecond: 100 }],
    ['qwen2.5-7b 部署 QPS 20', { model: 'qwen2.5-7b', task: 'infer', requestsPerSecond: 20 }],
    ['20qps 的话 qwen2.5-14b 要几张卡', { model: 'qwen2.5-14b', task: 'infer', requestsPerSecond: 20 }],
    ['每秒 50 个请求，回答平均 400 token，用 qwen2.5-14b', { model: 'qwen2.5-14b', task: 'infer', requestsPerSecond: 50, outputTokens: 400 }],
    ['qwen2.5 7b，每分钟 1200 次请求', { model: 'qwen2.5-7b', task: 'infer', requestsPerSecond: 20 }],
    // A billing mode asked for; two named are a comparison, and one ruled out is none.
    ['按月租一张4090跑qwen2.5-14b', { model: 'qwen2.5-14b', task: 'infer', gpu: 'rtx4090', count: 1, billing: 'monthly' }],
    ['train llama 3 8b lora on spot instances', { model: 'llama-3-8b', task: 'finetune', method: 'lora', billing: 'spot' }],
    ['qwen2.5 7b chatbot, pay as you go', { model: 'qwen2.5-7b', task: 'infer', billing: 'on_demand' }],
    ['qwen2.5 72b 包年部署', { model: 'qwen2.5-72b', task: 'infer', billing: 'reserved' }],
    ['qwen2.5-32b 按量还是包月划算', { model: 'qwen2.5-32b' }],
    ['不要竞价实例，微调 qwen2.5 7b', { model: 'qwen2.5-7b', task: 'finetune', spotRuledOut: true }],
    // DeepSeek-R1 at a size it was never released in is the distill of that size (Ollama's deepseek-r1 tags).
    ['deepseek r1 32b on a 4090', { model: 'deepseek-r1-distill-qwen-32b', task: 'infer', gpu: 'rtx4090', count: 1 }],
    ['DeepSeek-R1 distill 70B', { model: 'deepseek-r1-distill-llama-70b' }],
    // Two cards weighed against each other: the second is judged beside the first, with its own count.
    ['微调 qwen2.5-7b lora，A100 还是 4090 划算', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora', gpu: 'a100-80gb-sxm', compareWith: { gpu: 'rtx4090' } }],
    ['Should I rent an H100 or two A100s to serve Llama 3.1 70B for 20 users?', { model: 'llama-3.1-70b', task: 'infer', concurrency: 20, gpu: 'a100-80gb-sxm', count: 2, compareWith: { gpu: 'h100-sxm', count: 1 } }],
    ['4090 vs 3090 for qwen2.5 14b', { model: 'qwen2.5-14b', task: 'infer', gpu: 'rtx4090', compareWith: { gpu: 'rtx3090' } }],
    // The card the asker spun up is judged; another only quoted for its memory is not.
    ['Full fine tune of SD 3.5 Large? I spun up an L40 instance (48GB) but the script tried to allocate 96GB. H100s on Runpod max out at 94GB. Out of reach on one card?', { model: 'sd3.5-large', gpu: 'l40', count: 1, provider: 'runpod', method: 'full', task: 'finetune' }],
    // How much memory it takes: the answer leads with it.
    ['how much VRAM does Llama 3.1 70B need in fp16?', { model: 'llama-3.1-70b', precision: 'fp16', memoryAsked: true }],
    ['qwen2.5-72b 全参微调需要多少显存', { model: 'qwen2.5-72b', task: 'finetune', method: 'full', memoryAsked: true }],
    ['deepseek-r1-distill-qwen-32b 显存要多大', { model: 'deepseek-r1-distill-qwen-32b', memoryAsked: true }],
    // A claim read elsewhere is not the asker's card; "answers ~500 tokens" is the output of a prompt + answer.
    ['看到有文章说 Qwen 14B 标准 LoRA 单卡要 50–80GB，得用 A100 80G。我手上能租到的是 L20 48G，LoRA 微调 Qwen2.5-14B-Instruct，一张 L20 够不够？', { model: 'qwen2.5-14b', task: 'finetune', method: 'lora', gpu: 'l20', count: 1 }],
    ['Llama-3.1-8B at 30 req/s, prompts ~1k tokens and answers ~500 tokens', { model: 'llama-3.1-8b', task: 'infer', requestsPerSecond: 30, contextTokens: 1500, outputTokens: 500 }],
    // An image's size and steps; "2x4090" and "8x7b" are no image size.
    ['50,000 SDXL images per day, 1024x1024, 30 steps, on RTX 4090s', { model: 'sdxl-base-1.0', task: 'infer', gpu: 'rtx4090', countAsked: true, imagesPerDay: 50000, imageSize: { width: 1024, height: 1024 }, steps: 30 }],
    ['flux dev lora training 1500 steps on a 4090', { model: 'flux.1-dev', task: 'finetune', method: 'lora', gpu: 'rtx4090', count: 1, steps: 1500 }],
    ['mixtral 8x7b on 2x4090', { model: 'mixtral-8x7b', task: 'infer', gpu: 'rtx4090', count: 2 }],
    // "each should see at least 25 tokens/s" is per user; a conversation's length is the context.
    ['Qwen2.5-32B for 40 people chatting at the same time (conversations up to ~2k tokens) and each should see at least 25 tokens/s', { model: 'qwen2.5-32b', task: 'infer', concurrency: 40, tokensPerSec: 1000, contextTokens: 2048 }],
    ['gpt-oss-120b for 64 concurrent developers, and every developer should get at least 20 tokens/s', { model: 'gpt-oss-120b', task: 'infer', concurrency: 64, tokensPerSec: 1280 }],
    // A free notebook's card (Colab, Kaggle) is rented by nobody: like the user's own.
    ['Can I fine-tune Mistral 7B with QLoRA on a free Colab T4?', { model: 'mistral-7b-v0.3', task: 'finetune', method: 'qlora', gpu: 't4', ownsGpu: true }],
    // Cards a sentence says failed are not the ones asked about; a bare "how many?" after the card asks the count.
    // A context asked to change is the one judged ("raise … to", "恢复到"), a setting said is one ("长度设置的 8192").
    ['Llama-3.1-8B on one A10G shows max_model_len 8096. If I raise max_model_len to 131072, will one A10G still hold it?', { model: 'llama-3.1-8b', task: 'infer', gpu: 'a10g', count: 1, engine: 'vllm', contextTokens: 131072 }],
    // The default a length is left at is the one in use.
    ['用 vllm 0.4.2 单张 4090 跑 Qwen2.5-7B，max_model_len 没设（默认 32768），够不够？', { model: 'qwen2.5-7b', task: 'infer', gpu: 'rtx4090', count: 1, engine: 'vllm', contextTokens: 32768 }],
    ['vllm serve llama 3.1 8b on one 4090, max-model-len defaults to 131072 and it OOMs', { model: 'llama-3.1-8b', task: 'infer', gpu: 'rtx4090', count: 1, engine: 'vllm', contextTokens: 131072, precision: 'bf16' }],
    ['GLM-4-9B-Chat 用 vLLM，max_model_len 设置成了 8192。单张 L20，能不能把 max_model_len 恢复到 128K？', { model: 'glm-4-9b-chat', task: 'infer', gpu: 'l20', count: 1, engine: 'vllm', contextTokens: 131072 }],
    ['Qwen3 4B AWQ 在 vllm 下，token长度设置的8192，3060 12G 能跑吗', { model: 'qwen3-4b', task: 'infer', gpu: 'rtx3060', precision: 'int4', engine: 'vllm', contextTokens: 8192 }],
    // A server's total-tokens flag (TGI) and a length in brackets are the context.
    ['Mixtral 8x7B with TGI --num-shard 4 --max-total-tokens 32000 on 4 A6000s, fp16. does it fit?', { model: 'mixtral-8x7b', task: 'infer', gpu: 'rtx-a6000', count: 4, precision: 'fp16', contextTokens: 32000 }],
    ["vllm says the model's max seq len (4096) is larger than the KV cache. their Llama2-7b-entity-attr finetune, fp16, on an L4 24GB?", { model: 'llama-2-7b', task: 'infer', gpu: 'l4', count: 1, precision: 'fp16', engine: 'vllm', contextTokens: 4096 }],
    // People of a class using it at once; "各自用" (each on their own) is not one user.
    // A LoRA said to be 16-bit wins over a QLoRA run before; a QLoRA glued inside a model's name is no method.
    ['之前在 Colab 上用 QLoRA 调过 Qwen-7B，现在对 Qwen-14B-Chat 做 bf16 的 LoRA（不量化），两张 3090 够不够？', { model: 'qwen-14b', task: 'finetune', method: 'lora', precision: 'bf16', gpu: 'rtx3090', count: 2 }],
    ['on a A100 80Gb, load Mistral-7B-Code-16K-qlora-GPTQ with vllm, does it fit on the one card?', { model: 'mistral-7b-v0.3', task: 'infer', precision: 'int4', engine: 'vllm', gpu: 'a100-80gb-sxm', count: 1 }],
    // A version said after the name joins it; a cloud computing service is no serving.
    ['I want to run llama-70B-chat (the llama 2 one). 8*24G A10g, fp16?', { model: 'llama-2-70b', task: 'infer', gpu: 'a10g', count: 8, precision: 'fp16' }],
    ['使用深度学习云计算服务，训练一个GPT-3规模（175B参数）的模型，按 300B tokens，两个月内训完，需要多少张 A100 80G？', { task: 'pretrain', modelSizeB: 175, tokens: 300e9, deadlineHours: 1440, gpu: 'a100-80gb-sxm', countAsked: true }],
    // "一轮要 2 小时" times an epoch: neither the epochs nor a deadline.
    ['3060 8g 跑 minimind 一轮要 2 小时 40 分钟。minimind 26M 参数从零预训练，15 亿 token，想 6 个小时内跑完 2 个 epoch，一张 4090 来得及吗？', { task: 'pretrain', modelSizeB: 0.026, tokens: 1.5e9, epochs: 2, deadlineHours: 6, gpu: 'rtx4090', count: 1 }],
    ['1k reasoning samples (avg ~9k tokens each), full fine-tuning of qwen2.5 32b, 5 epochs', { model: 'qwen2.5-32b', task: 'finetune', method: 'full', epochs: 5, tokens: 9e6, contextTokens: 9000 }],
    // People at once beside a head count: the ones at once are the load; a range's upper end.
    ['we need to support 500 users on Llama 3.1 70B, ~50 of them are generating at the same time, 4k context', { model: 'llama-3.1-70b', task: 'infer', concurrency: 50, contextTokens: 4096 }],
    ['law firm, 40 lawyers on qwen2.5 14b. Only ~3 lawyers would run a full-length contract at the same time', { model: 'qwen2.5-14b', task: 'infer', concurrency: 3 }],
    ['qwen2.5 7b, normally 5-10 people are active, but at month-end 30 can write simultaneously', { model: 'qwen2.5-7b', task: 'infer', concurrency: 30 }],
    ['mistral 7b, peak maybe 15 at once', { model: 'mistral-7b-v0.3', task: 'infer', concurrency: 15 }],
    ['20 人的小公司用 qwen2.5 7b，同时最多三个人问', { model: 'qwen2.5-7b', task: 'infer', concurrency: 3 }],
    ['30人团队用 qwen2.5 7b，高峰并发约 10-15 个', { model: 'qwen2.5-7b', task: 'infer', concurrency: 15 }],
    // A context at once is no people: "128K ctx for 2 users at once".
    ['I actually want the full 128K ctx for 2 users at once, bf16 weights, Llama 3.1 8B on a single RTX 4090', { model: 'llama-3.1-8b', task: 'infer', gpu: 'rtx4090', count: 1, precision: 'bf16', concurrency: 2, contextTokens: 131072 }],
    // Two sizes said, no model named: the one the question asks about.
    ['7B takes about 14gb. the 65B needs a cluster. We only have A100 40GB cards. For the 65B in fp16, how many A100 40GB do we need?', { modelSizeB: 65, task: 'infer', precision: 'fp16', gpu: 'a100-40gb', countAsked: true }],
    // Methods as trainers name them: torchtune recipes, a script's name, LoRA said to be off.
    ['torchtune full_dpo_distributed for Qwen2.5-3B on 4 x 4090', { model: 'qwen2.5-3b', task: 'finetune', method: 'full', preference: 'reference', gpu: 'rtx4090', count: 4 }],
    ['qwen2.5 7b 全量微调，没开lora，4张4090 24G 够吗', { model: 'qwen2.5-7b', task: 'finetune', method: 'full', gpu: 'rtx4090', count: 4 }],
    ['用官方 finetune_lora.sh 微调 Qwen2.5-7B，租什么卡', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora' }],
    // A release named in brackets; a length that failed is not the context wanted.
    ['axolotl qlora on mistral 7b (the v0.1 base), one A10G 24gb', { model: 'mistral-7b-v0.1', task: 'finetune', method: 'qlora', gpu: 'a10g', count: 1, trainer: 'hf' }],
    ['qwen1.5-72b-chat gguf. anything longer than ~2000 tokens of prompt gives no output at all. i need about 8k context.', { model: 'qwen1.5-72b', precision: 'q4_k_m', engine: 'llama.cpp', contextTokens: 8192, tokens: 2000, task: 'infer' }],
    ['预算每月就 5000 块，满血 DeepSeek-R1 租卡能搞定吗？', { model: 'deepseek-r1', precision: 'fp8', budget: { amount: 5000, currency: 'CNY', per: 'month' } }],
    ['We already fine-tuned Llama 3 70B with QLoRA, merged the adapter and quantized to GPTQ 4-bit. would 1 A100 80GB do for serving 10 lawyers?', { model: 'llama-3-70b', task: 'infer', gpu: 'a100-80gb-sxm', count: 1, concurrency: 10 }],
    // A prompt-processing speed measured is no target; "-chat-hf" is Llama 2.
    ['2x RTX 3090, Llama 3.3 70B at 16k context. prompt processing tanks with tensor parallel on (~380 T/s vs ~1000 without). is 2x3090 enough?', { model: 'llama-3.3-70b', task: 'infer', gpu: 'rtx3090', count: 2, contextTokens: 16384 }],
    ['Llama-70B-chat-hf on one A100 80GB in 8-bit?', { model: 'llama-2-70b', task: 'infer', gpu: 'a100-80gb-sxm', count: 1, precision: 'int8' }],
    // Contexts as RAG posts write them.
    ['Qwen2.5-32B bf16 on 4 x 4090, 10 staff, contexts ~8k', { model: 'qwen2.5-32b', task: 'infer', precision: 'bf16', gpu: 'rtx4090', count: 4, concurrency: 10, contextTokens: 8192 }],
    ['Qwen3-32B AWQ，合同动辄3万token，峰值同时4个，一张4090够吗？', { model: 'qwen3-32b', task: 'infer', precision: 'int4', gpu: 'rtx4090', count: 1, concurrency: 4, contextTokens: 30000 }],
    ['Llama-3.3-70B int4，4 个人同时用，每次拼 16k 的法规原文进去，一张 A100 够吗', { model: 'llama-3.3-70b', task: 'infer', precision: 'int4', gpu: 'a100-80gb-sxm', count: 1, concurrency: 4, contextTokens: 16384 }],
    ['mixtral on 2 x A6000, default 2048 ctx; I want to push num_ctx to the full 32k', { model: 'mixtral-8x7b', task: 'infer', gpu: 'rtx-a6000', count: 2, contextTokens: 32768 }],
    ['gemma 3 27b, LM Studio Context Length slider to the maximum (262144) on a 3070', { model: 'gemma-3-27b', task: 'infer', engine: 'llama.cpp', gpu: 'rtx3070', count: 1, contextTokens: 262144 }],
    ['gpt-oss-120b qlora with max_seq_length = 1024*32', { model: 'gpt-oss-120b', task: 'finetune', method: 'qlora', contextTokens: 32768 }],
    ['LongLoRA llama2-7b，上下文扩到32k，一张 A100 80G', { model: 'llama-2-7b', task: 'infer', gpu: 'a100-80gb-sxm', count: 1, contextTokens: 32768 }],
    // A model's own digits are no people ("Llama 3.3 70B Q4 concurrently … 3 of us").
    ["a guide says one 3090 runs an embedding model + Llama 3.3 70B Q4 concurrently. for our team docs (3 of us), is that real?", { model: 'llama-3.3-70b', gpu: 'rtx3090', count: 1, precision: 'q4_k_m', engine: 'llama.cpp', concurrency: 3, task: 'infer' }],
    // The format wanted over a default or one refused.
    ['qwen2.5 7b 在 3070 8G 上，不想用 GGUF Q4，就想跑 FP16，够吗', { model: 'qwen2.5-7b', task: 'infer', gpu: 'rtx3070', precision: 'fp16' }],
    ['RunPod blog says Llama-3-70B in FP16 needs 2x H100. would FP8 on ONE H100 80GB be enough at 4k context?', { model: 'llama-3-70b', task: 'infer', provider: 'runpod', gpu: 'h100-sxm', count: 1, precision: 'fp8', contextTokens: 4096 }],
    // Deadlines as planners write them: a clarification after a day, a reservation, a term in weeks, a fraction of a day.
    ['pretrain a ~120M GPT on 4B tokens, done by the weekend, so about 2 days. one 4090 enough?', { task: 'pretrain', modelSizeB: 0.12, tokens: 4e9, deadlineHours: 48, gpu: 'rtx4090', count: 1 }],
    ['OLMo-2 1B SFT on 0.9B tokens x 2 epochs, one H100, 48 hour reservation', { task: 'finetune', modelSizeB: 1, tokens: 9e8, epochs: 2, deadlineHours: 48, gpu: 'h100-sxm', count: 1 }],
    ['1B model on 35B tokens, 4 A100 for the semester, roughly ten weeks', { modelSizeB: 1, task: 'pretrain', tokens: 35e9, deadlineHours: 1680, gpu: 'a100-80gb-sxm', count: 4 }],
    ['8张5090 训 qwen2.5 7b lora，1.5天内能跑完吗', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora', gpu: 'rtx5090', count: 8, deadlineHours: 36 }],
    // Names and counts: "双A100", "qwen3vl 30 A3B", a model described as a fine-tune in brackets, a tune finished and deployed.
    ['我们也是双A100 80G，想 bf16 原精度跑 Qwen3-32B', { model: 'qwen3-32b', task: 'infer', precision: 'bf16', gpu: 'a100-80gb-sxm', count: 2 }],
    ['qwen3vl 30 A3B in bf16 on an A800', { model: 'qwen3-vl-30b-a3b', task: 'infer', precision: 'bf16', gpu: 'a800', count: 1 }],
    ['cydonia 24b (a mistral small 3.2 24b finetune) on a 5060 Ti with kobold', { model: 'mistral-small-3.2-24b', task: 'infer', gpu: 'rtx5060ti', count: 1 }],
    ['qwen2 72b 微调完量化成 gptq-int4，两张 A800 部署，想开到 64k', { model: 'qwen2-72b', task: 'infer', precision: 'int4', gpu: 'a800', count: 2, contextTokens: 65536 }],
    // The card compared with is judged when the question weighs it.
    ['qwen-14b int4 推理，5个人同时用。是买4张4090还是租4*A100？其实一张4090够吗？', { model: 'qwen-14b', task: 'infer', precision: 'int4', concurrency: 5, gpu: 'rtx4090', count: 1, compareWith: { gpu: 'a100-80gb-sxm', count: 4 } }],
    ['培训班之前让学员各自用 Colab 跑。现在想租一张 A10 用 vLLM 部署 Qwen2.5-7B-Instruct，8 个学员同时用，一张 A10 够不够？', { model: 'qwen2.5-7b', task: 'infer', gpu: 'a10', count: 1, engine: 'vllm', concurrency: 8 }],
    // A claim heard elsewhere gives no amount; the same card at another count said to be enough is the count asked.
    ['Llama-3.3-70B for about 100 concurrent users at 4K. Someone in a thread claims a 70B on 4x H100 can hold ~360 concurrent sequences at 4K. Is 4 H100 enough?', { model: 'llama-3.3-70b', task: 'infer', concurrency: 100, contextTokens: 4096, gpu: 'h100-sxm', count: 4 }],
    ['Our Llama 3 70B deployment is on 4 H100 80GB. Do we actually need 4, or are 2 H100s enough for inference?', { model: 'llama-3-70b', task: 'infer', gpu: 'h100-sxm', count: 2 }],
    ['I want to QLoRA fine-tune Llama-3.1-70B-Instruct. I tried 4x A10G 24GB and got CUDA OOM. Would a single A100 80GB be enough instead?', { model: 'llama-3.1-70b', task: 'finetune', method: 'qlora', gpu: 'a100-80gb-sxm', count: 1 }],
    ['看到有人 8 卡 3090 全参 zero3 sft Llama-3-8B 都 OOM，开了 offload 才能跑。我只有 4 张 4090，想全参微调 Meta-Llama-3-8B-Instruct（不是 LoRA），cutoff_len 1024，能跑起来吗？', { model: 'llama-3-8b', task: 'finetune', method: 'full', gpu: 'rtx4090', count: 4, contextTokens: 1024, trainer: 'hf' }],
    ['Serve Qwen3-235B-A22B-Instruct-2507 in FP8. We\'d rent H100 80GB — how many?', { model: 'qwen3-235b-a22b-2507', task: 'infer', precision: 'fp8', gpu: 'h100-sxm', countAsked: true }],
    // Small models in millions; "124M" is a size, not the 4th of December.
    ['reproduce GPT-2 (124M) from scratch on 10B tokens', { task: 'pretrain', modelSizeB: 0.124, tokens: 1e10 }],
    ['pretrain a 350M model on 20B tokens', { task: 'pretrain', modelSizeB: 0.35, tokens: 2e10 }],
    ['想从头预训练一个 GPT-2 124M 那么大的小模型，数据大概 30 亿 token', { task: 'pretrain', modelSizeB: 0.124, tokens: 3e9 }],
    ['pretrain a 350M-sized model on 10B tokens', { task: 'pretrain', modelSizeB: 0.35, tokens: 1e10 }],
    // The users at the peak, not the team they come from.
    ['self-host Llama 3.3 70B in FP8 for our ~50-person eng team? maybe 10 concurrent at peak, 8k context', { model: 'llama-3.3-70b', task: 'infer', precision: 'fp8', concurrency: 10, contextTokens: 8192 }],
    ['Qwen2.5-14B 给 20 人的团队用，高峰大概 6 个人同时用', { model: 'qwen2.5-14b', task: 'infer', concurrency: 6 }],
    // Contexts as people write them: a window, an engine flag turned down, "支持到".
    ['Llama 3.1 8B in bf16 on a single RTX 3090 with vllm. can I get the full 128k (131072) window on this card?', { model: 'llama-3.1-8b', task: 'infer', gpu: 'rtx3090', count: 1, precision: 'bf16', engine: 'vllm', contextTokens: 131072 }],
    ['4*A10 部署 Qwen3-30B-A3B，vllm，max-model-len 已经调小到 8192 还是 OOM', { model: 'qwen3-30b-a3b', task: 'infer', gpu: 'a10', count: 4, engine: 'vllm', contextTokens: 8192 }],
    ['serve qwen2.5 72b on 8x A100 80G, max-model-len ~42k', { model: 'qwen2.5-72b', task: 'infer', gpu: 'a100-80gb-sxm', count: 8, engine: 'vllm', contextTokens: 43008 }],
    // Two machines of eight; "一直" is no number.
    ['用 2台 H100*8 部署 deepseek-R1（官方fp8），sglang。context length 可以一直支持到 128k 吗', { model: 'deepseek-r1', task: 'infer', gpu: 'h100-sxm', count: 16, machineGpus: 8, precision: 'fp8', engine: 'sglang', contextTokens: 131072 }],
    // A claim from a PR, a format asked about as the alternative, a same-size setup compared, a run from before.
    ['the FastDeploy PR says Qwen3-235B-A22B needs 8 cards on H100-80G. can we get away with 4x H100 for ~8 users?', { model: 'qwen3-235b-a22b', task: 'infer', gpu: 'h100-sxm', count: 4, concurrency: 8 }],
    ['Qwen2.5-72B in bf16 on 8x A100 80G with vllm OOMs. is 8x A100 80G enough for the bf16 weights or do i need fp8 / more gpus?', { model: 'qwen2.5-72b', task: 'infer', gpu: 'a100-80gb-sxm', count: 8, precision: 'bf16', engine: 'vllm' }],
    ['单卡 V100-32G 跑 Qwen2.5-32B-AWQ，max-model-len 8192。llama.cpp 同规模 4bit gguf 上下文开到 200k 都能用。V100 能不能撑 4 个并发？', { model: 'qwen2.5-32b', task: 'infer', gpu: 'v100-32gb', count: 1, precision: 'int4', engine: 'vllm', contextTokens: 8192, concurrency: 4 }],
    ['DeepSeek-V2-Lite-Chat 之前在 A800 上跑 SFT 吃了 60 多 G。现在想在 8 张 4090 上做全参数微调，能行不？', { model: 'deepseek-v2-lite', task: 'finetune', method: 'full', gpu: 'rtx4090', count: 8 }],
    // An Ollama tag naming no quantization is its Q4_K_M file; two cards' memory together is no other variant.
    ['ollama run qwen3:32b，ctx=32K。我这两张 4090（48G）开 32K 上下文到底够不够全放 GPU？', { model: 'qwen3-32b', task: 'infer', gpu: 'rtx4090', count: 2, ownsGpu: true, engine: 'llama.cpp', precision: 'q4_k_m', contextTokens: 32768 }],
    ['ollama run gpt-oss:20b on a 3060', { model: 'gpt-oss-20b', task: 'infer', gpu: 'rtx3060', count: 1, engine: 'llama.cpp' }],
    // The format is the question: none fixed, whatever was tried or quoted.
    ['Qwen-7B-Chat 的 BF16 版本要 16.2G 显存。我这只有一张 T4 16G，能直接 bf16 跑吗？不行的话该用啥精度', { model: 'qwen-7b', task: 'infer', gpu: 't4', count: 1, ownsGpu: true }],
    ['在火山引擎上租了4张L20（48G），想部署Qwen3-32B给部门大概30个人同时用，上下文开32k，用FP8还是BF16？', { model: 'qwen3-32b', task: 'infer', gpu: 'l20', count: 4, provider: 'volcengine', concurrency: 30, contextTokens: 32768 }],
    ['running Baichuan2-13B-Chat with vllm on a single T4. if I switch to --dtype half will it fit? if not what should I use instead', { model: 'baichuan2-13b', task: 'infer', gpu: 't4', count: 1, engine: 'vllm' }],
    // A format set aside, a workaround, a format the card lacks.
    ['offline batch inference with Llama 3.1 405B in BF16 (not the FP8 version) on 8xH100 nodes', { model: 'llama-3.1-405b', task: 'infer', gpu: 'h100-sxm', count: 8, machineGpus: 8, batchJob: true, precision: 'bf16' }],
    ['两张4090D lora微调GLM-4-9B-chat都提示oom？加了load_in_8bit才能跑。是两张卡不够吗', { model: 'glm-4-9b-chat', task: 'finetune', method: 'lora', gpu: 'rtx4090d', count: 2 }],
    ['how many A800 80G to deploy DeepSeek-V3 with vllm? A800 not support fp8 right', { model: 'deepseek-v3', task: 'infer', gpu: 'a800', countAsked: true, engine: 'vllm' }],
    // A model described by its training is no task; the KV cache's dtype after a verb.
    ['deepseek-v3 is fp8 train and open the fp8 weight. how many H100 80G i need to run it?', { model: 'deepseek-v3', task: 'infer', gpu: 'h100-sxm', countAsked: true, precision: 'fp8' }],
    ['4090 跑 DeepSeek-R1-Distill-Qwen-14B，--quantization fp8，想要 32K 长上下文。kv cache 也改成 fp8 能塞下吗？', { model: 'deepseek-r1-distill-qwen-14b', task: 'infer', gpu: 'rtx4090', precision: 'fp8', kvPrecision: 'fp8', contextTokens: 32768 }],
    // Prompt lengths: an input alone (with an answer's default 256 tokens), Chinese characters at 0.6 token.
    ['official benchmark say 2 x a100 80G can do qwen2-72b-instruct-gptq-int4 with input 128k. but i have 4 x a100 40G. is 4 a100 40g enough for one request of 128k input or not?', { model: 'qwen2-72b', task: 'infer', gpu: 'a100-40gb', count: 4, ownsGpu: true, precision: 'int4', contextTokens: 131072 }],
    ['用2张A100 80G跑Qwen2-72B-Instruct-GPTQ-Int4（vllm），每次输入8000字左右的文档，10个人同时用', { model: 'qwen2-72b', task: 'infer', gpu: 'a100-80gb-sxm', count: 2, precision: 'int4', engine: 'vllm', concurrency: 10, contextTokens: 5056 }],
    ['4090 24G lora finetune chatglm3-6b, max_input_length 2048 max_output_length 512, OOM. is 24G not enough? need change to A100?', { model: 'chatglm3-6b', task: 'finetune', method: 'lora', gpu: 'rtx4090', contextTokens: 2560, outputTokens: 512 }],
    // The model asked about, not the one only told about.
    // Tensor parallelism over more GPUs than counted; a modded card counted; the same card written twice is one mention.
    ['one MI250 — rocm-smi shows it as 2 GPUs with 64GB each. Can Qwen2.5-72B-Instruct-GPTQ-Int4 run across them with tp=2?', { model: 'qwen2.5-72b', task: 'infer', gpu: 'mi250', count: 2, precision: 'int4' }],
    ["a single mi250 node, llama3 70b instruct with sglang --tp-size 8", { model: 'llama-3-70b', task: 'infer', gpu: 'mi250', count: 8, machineGpus: 8, engine: 'sglang' }],
    ['Mistral-Small-3.2-24B in bf16 with vLLM on a single A100 80GB, or do I need tensor parallel 2?', { model: 'mistral-small-3.2-24b', task: 'infer', gpu: 'a100-80gb-sxm', count: 1, precision: 'bf16', engine: 'vllm' }],
    ['4张魔改2080ti 22g，vllm 部署 Qwen2.5-32B 报错 2080 Ti does not support bfloat16。改成 --dtype float16 能跑吗？', { model: 'qwen2.5-32b', task: 'infer', gpu: 'rtx2080ti', count: 4, gpuMemoryGB: 22, precision: 'fp16', engine: 'vllm' }],
    ['Flux schnell on a 4060 Ti 16GB — full bf16 flux1-schnell won\'t fit right? do I need the fp8 checkpoint?', { model: 'flux.1-schnell', task: 'infer', gpu: 'rtx4060ti-16gb', count: 1 }],
    // Plain transformers for several people, and what to use asked: judged on a batching server; a speed "each second".
    ['we use 8*4090 run qwen-72b-chat-int4 with transformers, output about 10 token each second, but when 2 people use at same time the speed drop. what should i use?', { model: 'qwen-72b', task: 'infer', gpu: 'rtx4090', count: 8, precision: 'int4', engine: 'vllm', tokensPerSec: 10, concurrency: 2 }],
    // From held-out 22, 25, 26: agents in parallel, contexts "按 16k 算" and a prompt of retrieved chunks, "a single B200",
    // "A6000 ada", a forum post's run, a format feared for quality, a method only tried, "or do we have to quantize".
    ['gpt-oss-120b on a single RTX PRO 6000 with vLLM as the backend for 4 coding agents running in parallel, each with up to 64k context', { model: 'gpt-oss-120b', task: 'infer', gpu: 'rtxpro6000-blackwell', count: 1, engine: 'vllm', concurrency: 4, contextTokens: 65536 }],
    ['在一张 H20 上跑 gpt-oss-120b，给部门 30 个人同时用，每人上下文按 16k 算', { model: 'gpt-oss-120b', task: 'infer', gpu: 'h20', count: 1, concurrency: 30, contextTokens: 16384 }],
    ['4060 Ti 16G，vLLM 跑 Qwen3-8B 做 RAG，每次检索塞 8 段进去大概 1.2 万 token，3 个人同时问', { model: 'qwen3-8b', task: 'infer', gpu: 'rtx4060ti-16gb', engine: 'vllm', concurrency: 3, contextTokens: 12256 }],
    ['benchmarked Llama-3.3-70B on 2x B200. can we drop to a single B200 or is 2 the minimum?', { model: 'llama-3.3-70b', task: 'infer', gpu: 'b200', count: 1 }],
    // A launch script's name and a checkpoint path are read for what they say ("grpo_video_test.py"), not for the folder "/pretrain/".
    ['torchrun src/open_r1/grpo_video_test.py --model_name_or_path /pretrain/mllm/Qwen2-VL-7B-Instruct --bf16', { model: 'qwen2-vl-7b', task: 'finetune', reinforcement: true, precision: 'bf16', method: 'full' }],
    ['GRPO with Qwen 2.5 7B Instruct (full params) on 4 A6000 ada (48G) GPUs', { model: 'qwen2.5-7b', task: 'finetune', method: 'full', reinforcement: true, rl: { algorithm: 'group' }, gpu: 'rtx6000-ada', count: 4 }],
    ['看到楼主说 180M 参数的模型 4卡A100 跑 1B token 大概1.5小时。我想从头训一个 tinyllama 1.1b，跑 100亿 token，手上是 8 张 4090，大概要多久？', { model: 'tinyllama-1.1b', task: 'pretrain', gpu: 'rtx4090', count: 8, ownsGpu: true, tokens: 1e10 }],
    ['Qwen3-32B 用两张4090跑 int8 行不行？int4 怕效果掉。就我们组4个人同时用', { model: 'qwen3-32b', task: 'infer', gpu: 'rtx4090', count: 2, precision: 'int8', concurrency: 4 }],
    ['fine-tuning Llama 3.1 70B on 8x RTX 4090. full finetune OOMs. tried LoRA too and it OOMs. can 8 4090s even do a full finetune?', { model: 'llama-3.1-70b', task: 'finetune', method: 'full', gpu: 'rtx4090', count: 8 }],
    ['Qwen2.5-Coder-32B on vLLM on a single RTX A6000 48GB, 5 devs at once. Can we run it fp16 or do we have to quantize?', { model: 'qwen2.5-coder-32b', task: 'infer', gpu: 'rtx-a6000', count: 1, engine: 'vllm', concurrency: 5 }],
    // A sample length as a range in words; the machines and what each holds; a size only in a log; an upper bound is no size.
    ['a chat dataset with about 1 million samples, each probably 5-6 hundred tokens. how long to fine-tune llama 2 13b for one epoch on an H100?', { model: 'llama-2-13b', task: 'finetune', gpu: 'h100-sxm', count: 1, epochs: 1, tokens: 5.5e8 }],
    ['2万条，平均每条 500~600 token 微调 qwen2.5 7b', { model: 'qwen2.5-7b', task: 'finetune', tokens: 1.1e7 }],
    ['I have two gpu server with 8 T4 16GB GPU on each. how could i inference llama3 70b multi-node?', { model: 'llama-3-70b', task: 'infer', gpu: 't4', ownsGpu: true, machineGpus: 8, count: 16 }],
    // The card the question calls the asker's own ("my one H200"), not the setup a sentence before lists, nor the launch's
    // "--tp 8", which the question asks to change: one card is judged.
    ["Since I don't have 8 x NVIDIA H200 GPUs (in fact, I only have one), I tried --tp 8 with deepseek v3 and it crashed. Can it be changed so it runs on my one H200?", { model: 'deepseek-v3', task: 'infer', gpu: 'h200', ownsGpu: true, count: 1 }],
    ['两台机器各两张4090，这个配置跑 qwen3-32b 显存够吗？', { model: 'qwen3-32b', task: 'infer', gpu: 'rtx4090', machineGpus: 2, count: 4 }],
    ['GRPO 训 llama3.1 70B OOM 了 9台机器，每台 8*A800 80G。72张卡全参 grpo 70B 按道理够吧？', { model: 'llama-3.1-70b', task: 'finetune', method: 'full', reinforcement: true, rl: { algorithm: 'group' }, gpu: 'a800', machineGpus: 8, count: 72 }],
    ['full finetune on 4 * A100-SXM4-40GB, zero2 OOM. estimator output: Model with 9708M total params. are 4 of these 40G cards enough?', { task: 'finetune', method: 'full', gpu: 'a100-40gb', count: 4, modelSizeB: 9.708, trainer: 'hf' }],
    ['we want to self host some open source model under 10B params for our support widget. what GPU should we rent?', { task: 'infer' }],
    // The card a question asks about, not one only told about; a coder MoE by its own name.
    ['flux dev takes 400+ seconds per image on my 4060 laptop (8gb vram). if i rent a 4090 on runpod does the whole thing fit in vram?', { model: 'flux.1-dev', task: 'infer', gpu: 'rtx4090', count: 1, provider: 'runpod' }],
    ['We serve Qwen3-Coder-30B-A3B (4-bit GGUF) via llama.cpp for ~20 devs, 6 requests in flight, each up to 32k tokens of context. Would a single L40S 48GB hold that?', { model: 'qwen3-coder-30b-a3b', task: 'infer', gpu: 'l40s', count: 1, precision: 'q4_k_m', engine: 'llama.cpp', concurrency: 6, contextTokens: 32768 }],
    // From held-out 28: a price in cents one will not pay more than; a job that cannot resume, or was preempted before and has
    // a hard deadline, is never on spot; "started again from scratch" is no pre-training; pairs × tokens per pair; "with RL".
    ['SDXL lora training a few times a month, whats the cheapest card to rent? I dont want to pay more than like 50 cents an hour', { model: 'sdxl-base-1.0', task: 'finetune', method: 'lora', budget: { amount: 0.5, currency: 'USD', per: 'hour' } }],
    ['full fine-tune of Mistral 7B v0.3, about 40 hours of training. our script can NOT resume, when a spot instance got interrupted it started again from scratch. spot is 70% cheaper tho', { model: 'mistral-7b-v0.3', task: 'finetune', method: 'full', spotRuledOut: true }],
    ['2张A100 80G lora微调qwen2.5-vl-7b，大概要跑48小时。我们的代码没有断点续训，被回收就得从头来，要不要用竞价？', { model: 'qwen2.5-vl-7b', task: 'finetune', method: 'lora', gpu: 'a100-80gb-sxm', count: 2, spotRuledOut: true }],
    ['our full finetune of Llama-3.1-8B (2B tokens) keeps getting preempted on GCP spot. this time we have a hard deadline in 3 days. spot or on-demand?', { model: 'llama-3.1-8b', task: 'finetune', method: 'full', provider: 'gcp', tokens: 2e9, deadlineHours: 72, spotRuledOut: true }],
    ['LoRA fine tune the original LLaMA 7B on ~800k prompt/response pairs like gpt4all did, roughly 400 tokens per pair, 1 epoch', { model: 'llama-7b', task: 'finetune', method: 'lora', tokens: 3.2e8, epochs: 1 }],
    ['the L1 paper trained DeepSeek-R1-Distill-Qwen-1.5B with RL (full weights) on 8 H100s for 48 hours. I want to replicate it', { model: 'deepseek-r1-distill-qwen-1.5b', task: 'finetune', method: 'full', reinforcement: true, gpu: 'h100-sxm', count: 8, deadlineHours: 48 }],
    // From held-out 27: a model described as a finetune, "dont want to quantize", "不想换 FP8", a flag quoted in a compose file,
    // llama.cpp's ctx-size shared by its slots, LMDeploy's session-len, a model running elsewhere in an aside, "-sft" in a path.
    ['OpenBioLLM 70b (its a Llama 3 70B finetune) with sglang on an 8 * L4 machine OOMs. Is 8x L4 not enough for a 70b in bf16? dont really want to quantize', { model: 'llama-3-70b', task: 'infer', gpu: 'l4', count: 8, precision: 'bf16', engine: 'sglang' }],
    ['qwen3 vl 235b sglang 部署爆显存，8*h800，用的原版 bf16 权重，不想换 FP8', { model: 'qwen3-vl-235b-a22b', task: 'infer', gpu: 'h800', count: 8, precision: 'bf16', engine: 'sglang' }],
    ['vllm serve on my L4 GPU (96 GB): entrypoint: [ "vllm", "serve", "deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B", "--tensor-parallel-size", "4", "--max-model-len", "32768" ]', { model: 'deepseek-r1-distill-qwen-1.5b', task: 'infer', gpu: 'l4', count: 4, ownsGpu: true, engine: 'vllm', contextTokens: 32768, precision: 'bf16' }],
    ['ollama runner --ctx-size 76000 --parallel 2 on a 3090, model is qwen3:30b-a3b (q4_K_M). does it fit?', { model: 'qwen3-30b-a3b', task: 'infer', gpu: 'rtx3090', count: 1, precision: 'q4_k_m', engine: 'llama.cpp', contextTokens: 38000, concurrency: 2 }],
    ['我们在H100*1上启动了Qwen2.5-VL-7B，--session-len 32768。（我们另外还有 Qwen2.5-VL-72B-AWQ 在别的机器上跑）7B 的 VL 32k 上下文一张 H100 够吗？', { model: 'qwen2.5-vl-7b', task: 'infer', gpu: 'h100-sxm', count: 1, contextTokens: 32768 }],
    ['M2 Max with 96GB. my falcon 180B Q5 gguf blew way past that. would gpt-oss-120b (the mxfp4 release) fit on this mac?', { model: 'gpt-oss-120b', task: 'infer', precision: 'int4', device: 'mac', mac: { chip: 'm2-max', memoryGB: 96 } }],
  ])('request shape: %s', expectRequest);

  it('the same card named twice is no comparison', () => {
    expect(parseRequest('qwen2.5 14b on a 4090 or two 4090s?', catalog, NOW).request.compareWith).toBeUndefined();
  });

  it.each<[string, AdviceRequest]>([
    ['qwen2.5 7b bf16', { model: 'qwen2.5-7b', precision: 'bf16' }],
    ['qwen2.5 7b fp16', { model: 'qwen2.5-7b', precision: 'fp16' }],
    ['qwen2.5 7b int4', { model: 'qwen2.5-7b', precision: 'int4' }],
    ['qwen2.5 7b Q4_K_M', { model: 'qwen2.5-7b', task: 'infer', precision: 'q4_k_m', engine: 'llama.cpp' }],
    ['qwen2.5 7b fp8', { model: 'qwen2.5-7b', precision: 'fp8' }],
    ['qwen2.5 7b awq', { model: 'qwen2.5-7b', precision: 'int4' }],
    ['qwen2.5 7b Q5_K_M', { model: 'qwen2.5-7b', task: 'infer', precision: 'q5_k_m', engine: 'llama.cpp' }],
    // Xinference names the family and the size apart, and its GPU count as n_gpu (never llama.cpp's n_gpu_layers).
    ['nvidia-smi：GPU 0 NVIDIA GeForce RTX 5090 18MiB / 32607MiB；GPU 1 NVIDIA GeForce RTX 5090。Enter launch_builtin_model, kwargs: model_name=qwen3.5, model_size_in_billions=27, model_format=gptq, n_gpu=1', { model: 'qwen3.5-27b', task: 'infer', precision: 'int4', gpu: 'rtx5090', count: 1 }],
    ['xinference launch --model-name qwen2.5-instruct --size-in-billions 7 on a 4090', { model: 'qwen2.5-7b', task: 'infer', gpu: 'rtx4090', count: 1 }],
    ['qwen2.5 7b on 2x 4090, n_gpu_layers=35', { model: 'qwen2.5-7b', task: 'infer', gpu: 'rtx4090', count: 2 }],
    // TensorRT-LLM's SmoothQuant is 8-bit; a flag named after AWQ names no format.
    ['llama 2 70b: quantize.py --qformat int8_sq --awq_block_size 128', { model: 'llama-2-70b', precision: 'int8' }],
    ['llama 2 70b with SmoothQuant', { model: 'llama-2-70b', precision: 'int8' }],
    // An 8-bit scheme named outright wins over the 4-bit GPTQ/AWQ default: GPTQ is then the algorithm.
    ['compress meta-llama/Llama-2-13b-chat-hf to W8A8 using GPTQ and SmoothQuant', { model: 'llama-2-13b', precision: 'int8' }],
    // A bare "Q8" is Q8_0; a Q8 KV cache and MLX's MXFP4-Q8 name no weight format.
    ['qwen2.5 7b Q8', { model: 'qwen2.5-7b', task: 'infer', precision: 'q8_0', engine: 'llama.cpp' }],
    ['qwen2.5 7b with Q8 cache', { model: 'qwen2.5-7b' }],
    // "Unquantized" names the checkpoint's 16-bit weights (fp16 on a card without bf16), never the 4-bit it negates.
    ['qwen2.5 7b unquantized', { model: 'qwen2.5-7b', precision: 'bf16' }],
    ['qwen2.5 7b without quantization on a T4', { model: 'qwen2.5-7b', task: 'infer', precision: 'fp16', gpu: 't4', count: 1 }],
    ['qwen2.5 7b 不量化', { model: 'qwen2.5-7b', precision: 'bf16' }],
    ['qwen2.5 7b（不量化到 4bit）', { model: 'qwen2.5-7b', precision: 'bf16' }],
    ['qwen2.5 7b 原版权重', { model: 'qwen2.5-7b', precision: 'bf16' }],
    // A precision named beside "unquantized" is the one meant; a negated one ("不做 FP8 量化") is not named.
    ['qwen2.5 7b 用 bf16 不做 FP8 量化', { model: 'qwen2.5-7b', precision: 'bf16' }],
    ['deepseek v3 保持 FP8 不再量化', { model: 'deepseek-v3', precision: 'fp8' }],
    ['deepseek v3 原版权重 FP8', { model: 'deepseek-v3', precision: 'fp8' }],
    // "The original / official weights" of a model released in FP8 or INT4 is that release, never a bf16 upcast.
    ['kimi-k2.5 的官方原版权重', { model: 'kimi-k2.5', precision: 'int4' }],
    ['deepseek v3 official weights', { model: 'deepseek-v3', precision: 'fp8' }],
    ['DeepSeek-R1 as released on an A100', { model: 'deepseek-r1', task: 'infer', precision: 'fp8', gpu: 'a100-80gb-sxm', count: 1 }],
    ['qwen2.5 7b original weights', { model: 'qwen2.5-7b', precision: 'bf16' }],
    ['2张A100 80G 用 vllm 默认配置部署 minimax m2.5', { model: 'minimax-m2.5', task: 'infer', engine: 'vllm', precision: 'fp8', gpu: 'a100-80gb-sxm', count: 2 }],
    // A precision named as what does NOT fit is no request for it.
    ['Mistral Nemo on a 4090? bf16 alone is ~24GB so I assume I need to quantize something.', { model: 'mistral-nemo-12b', task: 'infer', gpu: 'rtx4090', count: 1 }],
    ['qwen2.5 32b 在 4090 上 bf16 放不下，怎么办', { model: 'qwen2.5-32b', task: 'infer', gpu: 'rtx4090' }],
    ["qwen2.5 32b: fp16 won't fit on my card", { model: 'qwen2.5-32b' }],
    ['qwen2.5 32b: bf16 alone is 65 GB, int4 then', { model: 'qwen2.5-32b', precision: 'int4' }],
    ['qwen2.5 7b on a 4090 in bf16, fits?', { model: 'qwen2.5-7b', task: 'infer', gpu: 'rtx4090', count: 1, precision: 'bf16' }],
    ['qwen2.5 7b on a T4, no int8 quantization', { model: 'qwen2.5-7b', task: 'infer', precision: 'fp16', gpu: 't4', count: 1 }],
    ['qwen2.5 7b, no awq quantization', { model: 'qwen2.5-7b', precision: 'bf16' }],
    // Formats refused as a list, or quantizing refused in the verb; a card said to lack a format refuses nothing.
    ['未量化的 qwen2.5 7b（不做 int4/int8）', { model: 'qwen2.5-7b', precision: 'bf16' }],
    ['qwen2.5 7b so that no INT4 is needed', { model: 'qwen2.5-7b', precision: 'bf16' }],
    ['qwen2.5 7b without quantizing the model', { model: 'qwen2.5-7b', precision: 'bf16' }],
    ['DeepSeek-R1 on 8 A100s, at what precision, given A100 has no FP8?', { model: 'deepseek-r1', task: 'infer', gpu: 'a100-80gb-sxm', count: 8 }],
    // Scale words and hyphenated token counts; tensor parallelism as the count; a catalog family of one model.
    ['pre-train a 1.1B model like TinyLlama on 3 trillion tokens', { model: 'tinyllama-1.1b', task: 'pretrain', tokens: 3e12 }],
    ['Qwen2.5-7B-Instruct-1M with its full 1M-token context on H100s', { model: 'qwen2.5-7b-instruct-1m', gpu: 'h100-sxm', countAsked: true, contextTokens: 1_000_000, task: 'infer' }],
    ['Llama-2-70B AWQ on A10G GPUs: is tensor parallel 4 enough, or do I need all 8 GPUs?', { model: 'llama-2-70b', gpu: 'a10g', precision: 'int4', count: 4, task: 'infer' }],
    ['2 张 4090 跑 qwen2.5 32b awq（vllm, tp 2）', { model: 'qwen2.5-32b', gpu: 'rtx4090', count: 2, precision: 'int4', engine: 'vllm', task: 'infer' }],
    ['qwen2.5 7b without gptq quantization', { model: 'qwen2.5-7b', precision: 'bf16' }],
    // A serving engine's default config loads the checkpoint's 16-bit weights; a default reported to OOM names nothing.
    ['2张A100 80G 用 vllm 默认配置部署 Qwen2.5-72B-Instruct', { model: 'qwen2.5-72b', task: 'infer', engine: 'vllm', precision: 'bf16', gpu: 'a100-80gb-sxm', count: 2 }],
    ['qwen2.5 7b on a T4 with vLLM default settings', { model: 'qwen2.5-7b', task: 'infer', engine: 'vllm', precision: 'fp16', gpu: 't4', count: 1 }],
    ['4卡 H20 用 vllm 跑 Qwen3-235B-A22B，默认参数 OOM', { model: 'qwen3-235b-a22b', task: 'infer', engine: 'vllm', gpu: 'h20', count: 4 }],
    ['vllm default config OOMs for qwen2.5 72b', { model: 'qwen2.5-72b', task: 'infer', engine: 'vllm' }],
    ['用默认配置跑 qwen2.5 7b', { model: 'qwen2.5-7b', task: 'infer' }],
    // A precision glued to the name with "_" (forum posts, file names).
    ['用两张3090可以跑起来qwen_72B_int4吗？', { model: 'qwen-72b', task: 'infer', precision: 'int4', gpu: 'rtx3090', count: 2 }],
    // "量化" after a format names that format's quantization, not a bare (4-bit) "quantized".
    ['int8量化的 qwen2.5 72b 能在两张 A100 上跑吗', { model: 'qwen2.5-72b', task: 'infer', precision: 'int8', gpu: 'a100-80gb-sxm', count: 2 }],
    ['qwen2.5 72b fp8量化 两张 A100 够吗', { model: 'qwen2.5-72b', task: 'infer', precision: 'fp8', gpu: 'a100-80gb-sxm', count: 2 }],
  ])('precision: %s', expectRequest);

  it.each<[string, AdviceRequest]>([
    ['Can I run Llama 3.3 70B on my Mac with an M2 Max and 64GB?', { model: 'llama-3.3-70b', task: 'infer', device: 'mac', mac: { chip: 'm2-max', memoryGB: 64 } }],
    ['MacBook Pro qwen2.5 7b', { model: 'qwen2.5-7b', task: 'infer', device: 'mac' }],
    ['我的 Mac M1 Max 64G 能跑 Qwen2.5-32B 吗？', { model: 'qwen2.5-32b', task: 'infer', device: 'mac', mac: { chip: 'm1-max', memoryGB: 64 } }],
    // A base chip is a Mac when its unified memory follows it ("M.2" drives and "m2 ssd" are not).
    ['我的 m2 24g内存 能跑 qwen2.5 14b 吗', { model: 'qwen2.5-14b', task: 'infer', device: 'mac', mac: { chip: 'm2', memoryGB: 24 } }],
    ['M4 16GB can run llama 3.1 8b?', { model: 'llama-3.1-8b', task: 'infer', device: 'mac', mac: { chip: 'm4', memoryGB: 16 } }],
    ['m2 ssd 1tb and a 4090, run qwen2.5 32b?', { model: 'qwen2.5-32b', task: 'infer', gpu: 'rtx4090', count: 1 }],
    ['CPU only, llama 3 8b', { model: 'llama-3-8b', task: 'infer', device: 'cpu' }],
    ['no GPU, qwen2.5 7b', { model: 'qwen2.5-7b', task: 'infer', device: 'cpu' }],
    ['没有显卡，能跑 qwen2.5 7b 吗', { model: 'qwen2.5-7b', task: 'infer', device: 'cpu' }],
    ['纯CPU跑 qwen2.5 7b', { model: 'qwen2.5-7b', task: 'infer', device: 'cpu' }],
    // Offloading to the CPU still runs on the card: part of the model in system RAM is allowed.
    ['llama 3.1 70b on a 4090 with CPU offload', { model: 'llama-3.1-70b', task: 'infer', gpu: 'rtx4090', count: 1, ramOffload: true }],
    // The computer's RAM stated beside a card: its GB are neither the card's memory nor a dataset.
    ['can I run llama 3.3 70b on my 3090 with 64GB of system RAM?', { model: 'llama-3.3-70b', task: 'infer', gpu: 'rtx3090', ownsGpu: true, count: 1, ramOffload: true, systemRamGB: 64 }],
    ['我有一张4060 Ti 16G和64G内存，能跑 Qwen3-30B-A3B 吗', { model: 'qwen3-30b-a3b', task: 'infer', gpu: 'rtx4060ti-16gb', ownsGpu: true, count: 1, ramOffload: true, systemRamGB: 64 }],
    ['内存 128G，显卡 4090，qwen2.5 72b 部分卸载到内存可以吗', { model: 'qwen2.5-72b', task: 'infer', gpu: 'rtx4090', ramOffload: true, systemRamGB: 128 }],
    ['qwen2.5 32b on a 3060 12g, offload the rest to cpu', { model: 'qwen2.5-32b', task: 'infer', gpu: 'rtx3060', count: 1, ramOffload: true }],
    // Whether all of it fits on the card, asked: judged on the card alone, the RAM part neither allowed nor ruled out
    // (it stays the way to run it if not) — the RAM stated does not make it the plan.
    ['Can Mixtral 8x22B fit entirely in VRAM on 2x 3090 with 128GB of system RAM?', { model: 'mixtral-8x22b', task: 'infer', gpu: 'rtx3090', count: 2, systemRamGB: 128 }],
    ['4090 跑 qwen2.5 72b，全部放进显存可以吗，内存 64G', { model: 'qwen2.5-72b', task: 'infer', gpu: 'rtx4090', systemRamGB: 64 }],
    ['I have two 3090s and 64GB RAM. Is there any way two 3090s hold the whole thing (gpt-oss-120b)?', { model: 'gpt-oss-120b', task: 'infer', gpu: 'rtx3090', ownsGpu: true, count: 2, systemRamGB: 64 }],
    ['Can a single 4090 hold Llama 4 Scout at Q4, or do the experts have to be offloaded?', { model: 'llama-4-scout', task: 'infer', gpu: 'rtx4090', count: 1, precision: 'q4_k_m', engine: 'llama.cpp' }],
    ['Q4_K_M 的 Mixtral 能整个放进 4090 的 24G 显存里跑吗', { model: 'mixtral-8x7b', task: 'infer', gpu: 'rtx4090', precision: 'q4_k_m', engine: 'llama.cpp' }],
    // All of it on the card, required: no RAM part even as a fix.
    ['Mixtral 8x22B on 2x 3090, entirely in VRAM, 128GB of system RAM', { model: 'mixtral-8x22b', task: 'infer', gpu: 'rtx3090', count: 2, ramOffload: false, systemRamGB: 128 }],
    ['llama 3.1 70b on a 4090 without cpu offload', { model: 'llama-3.1-70b', task: 'infer', gpu: 'rtx4090', count: 1, ramOffload: false }],
    ['deepseek-r1-distill-qwen-32b 在两张4090上用vllm能跑多少并发', { model: 'deepseek-r1-distill-qwen-32b', task: 'infer', gpu: 'rtx4090', count: 2, engine: 'vllm', concurrencyAsked: true }],
    ['how many concurrent users can one H100 handle with llama 3.1 8b?', { model: 'llama-3.1-8b', task: 'infer', gpu: 'h100-sxm', count: 1, concurrencyAsked: true }],
    ['DPO Qwen2.5-14B on 4x A100 80GB, full parameters', { model: 'qwen2.5-14b', task: 'finetune', method: 'full', preference: 'reference', gpu: 'a100-80gb-sxm', count: 4 }],
    ['ORPO llama 3 8b lora on a 4090', { model: 'llama-3-8b', task: 'finetune', method: 'lora', preference: 'referenceFree', gpu: 'rtx4090', count: 1 }],
    // An RL or preference run with no method named is the recipes' default: a full fine-tune.
    ['DPO on 20k preference pairs of 1k tokens, qwen2.5 7b', { model: 'qwen2.5-7b', task: 'finetune', method: 'full', preference: 'reference', tokens: 2e7 }],
    ['用 DPO 训练 Qwen2.5-7B，数据 2 万对，每条 1k token', { model: 'qwen2.5-7b', task: 'finetune', method: 'full', preference: 'reference', tokens: 2e7 }],
    ['用 GRPO 训练 Qwen2.5-7B，8张A100', { model: 'qwen2.5-7b', task: 'finetune', method: 'full', reinforcement: true, rl: { algorithm: 'group' }, gpu: 'a100-80gb-sxm', count: 8 }],
    ['Training a 70B Reward Model with reward_modeling.py on 8 H100, llama-3-70b', { model: 'llama-3-70b', task: 'finetune', method: 'full', preference: 'rewardModel', gpu: 'h100-sxm', count: 8 }],
    ['rm 模型训练 llama3 8B lora_rank 64，6张4090', { model: 'llama-3-8b', task: 'finetune', method: 'lora', preference: 'rewardModel', gpu: 'rtx4090', count: 6 }],
    // A vague amount made precise beside it; the part of the cards a job gets; a report's figures about the model
    // the asker then refers back to ("a model of the same shape") are the report's.
    ['想在 LLaMA-13B 上继续预训练几十亿 token（大概 50 亿），用 A800 的话要多少卡？', { model: 'llama-13b', task: 'pretrain', gpu: 'a800', countAsked: true, tokens: 5e9 }],
    ['I only have 8 of my 10 Nvidia A40 GPUs free for a Mistral-7B full fine-tune', { model: 'mistral-7b-v0.3', task: 'finetune', method: 'full', gpu: 'a40', count: 8 }],
    ['DeepSeek-V3 reports 2.788M H800 GPU hours for 14.8T tokens. If we pretrain a model of the same shape on 1T tokens, how many H100s would we need to finish in 30 days?', { model: 'deepseek-v3', task: 'pretrain', gpu: 'h100-sxm', countAsked: true, tokens: 1e12, deadlineHours: 720 }],
    // Asking whether spot is wise is no choice of spot.
    ['To save money, should we run it on spot H100s, and how many GPUs does it take?', { gpu: 'h100-sxm', countAsked: true, task: 'infer' }],
    ['使用 A100(40GB) 单机 8 卡基于 Qwen2.5-7B 全量微调', { model: 'qwen2.5-7b', task: 'finetune', method: 'full', gpu: 'a100-40gb', count: 8 }],
    ['Qwen3-30B-A3B with --n-cpu-moe on a 3070', { model: 'qwen3-30b-a3b', task: 'infer', gpu: 'rtx3070', count: 1, ramOffload: true }],
  ])('device: %s', expectRequest);

  it.each<[string, AdviceRequest]>([
    ['We want to generate about 1,000 SDXL images a day', { model: 'sdxl-base-1.0', task: 'infer', imagesPerDay: 1000 }],
    ['100 images per day with flux dev', { model: 'flux.1-dev', task: 'infer', imagesPerDay: 100 }],
    ['每天要生成 500 张 SDXL 图', { model: 'sdxl-base-1.0', task: 'infer', imagesPerDay: 500 }],
    ['SDXL 两千张图/天', { model: 'sdxl-base-1.0', task: 'infer', imagesPerDay: 2000 }],
  ])('images a day: %s', expectRequest);
});

describe('budgets', () => {
  const usd = (amount: number, per: 'month' | 'hour' | 'job'): AdviceRequest['budget'] => ({ amount, currency: 'USD', per });
  const cny = (amount: number, per: 'month' | 'hour' | 'job'): AdviceRequest['budget'] => ({ amount, currency: 'CNY', per });
  it.each<[string, AdviceRequest]>([
    ['$300/month', { budget: usd(300, 'month') }],
    ['Host Llama 3.1 8B as a chatbot for my team of 5, budget $300/month', { model: 'llama-3.1-8b', task: 'infer', concurrency: 5, budget: usd(300, 'month') }],
    ['Llama 3.3 70B for 50 users, max $300 a month', { model: 'llama-3.3-70b', task: 'infer', concurrency: 50, budget: usd(300, 'month') }],
    ['monthly budget of $5k', { budget: usd(5000, 'month') }],
    ['under $2/hr', { budget: usd(2, 'hour') }],
    ['under ¥2/h', { budget: cny(2, 'hour') }],
    ['I can spend $1,000 on this job', { budget: usd(1000, 'job') }],
    // No currency: the language's.
    ['budget 500 a month', { budget: usd(500, 'month') }],
    ['月预算3000', { budget: cny(3000, 'month') }],
    ['每月预算 1000 元', { budget: cny(1000, 'month') }],
    ['预算每月 1000', { budget: cny(1000, 'month') }],
    ['预算 500 美元', { budget: usd(500, 'job') }],
    ['预算 1.5万元', { budget: cny(15000, 'job') }],
    ['每小时 2 元以内', { budget: cny(2, 'hour') }],
    ['每小时不超过 5 块', { budget: cny(5, 'hour') }],
    ['预算每月不超过 3000', { budget: cny(3000, 'month') }],
    ['2块钱一小时', { budget: cny(2, 'hour') }],
    ['3000 块一个月', { budget: cny(3000, 'month') }],
    ['每月预算 1000 元，部署 Qwen2.5-7B 给团队 5 个人用，每天 8 小时', { model: 'qwen2.5-7b', task: 'infer', concurrency: 5, hoursPerDay: 8, budget: cny(1000, 'month') }],
  ])('%s', expectRequest);

  it('keeps a deadline and a card count apart from money', () => {
    expectRequest('预算 500 美元，一个月内完成', { budget: usd(500, 'job'), deadlineHours: 720 });
    expectRequest('8块卡 跑 qwen2.5 7b', { model: 'qwen2.5-7b', task: 'infer', count: 8 });
  });
});

describe('methods, optimizers and amounts', () => {
  it.each<[string, AdviceRequest]>([
    ['fine-tune deepseek-v3 full on 1B tokens', { model: 'deepseek-v3', task: 'finetune', method: 'full', tokens: 1e9 }],
    ['全参微调 qwen2.5 7b', { model: 'qwen2.5-7b', task: 'finetune', method: 'full' }],
    ['全量微调 qwen2.5 7b', { model: 'qwen2.5-7b', task: 'finetune', method: 'full' }],
    ['全量 sft qwen2.5 7b', { model: 'qwen2.5-7b', task: 'finetune', method: 'full' }],
    ['lora 微调 qwen2.5 7b', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora' }],
    ['QLoRA qwen2.5 7b', { model: 'qwen2.5-7b', task: 'finetune', method: 'qlora' }],
    ['qwen2.5 7b 的 qlora 微调', { model: 'qwen2.5-7b', task: 'finetune', method: 'qlora' }],
    // FSDP sharding every weight is a full fine-tune; llama-recipes' "--use_peft" a LoRA one.
    ['torchrun --nproc_per_node=5 train.py --model_name_or_path llama-7b --fsdp "full_shard auto_wrap"', { model: 'llama-7b', task: 'finetune', method: 'full', trainer: 'hf' }],
    ['torchrun --nproc_per_node 8 finetuning.py --enable_fsdp --model_name llama-2-7b-hf', { model: 'llama-2-7b', task: 'finetune', method: 'full' }],
    ['torchrun --nproc_per_node 8 finetuning.py --enable_fsdp --use_peft --model_name llama-2-7b-hf', { model: 'llama-2-7b', task: 'finetune', method: 'lora' }],
    // LLaMA-Factory's train command trains; run to evaluate or predict an adapter ("--do_eval … --finetuning_type lora",
    // "lora微调后批量推理") it is inference, the method the model's.
    ['llamafactory-cli train examples/train_lora/llama3_lora_sft.yaml qwen2.5 7b on 3090', { model: 'qwen2.5-7b', gpu: 'rtx3090', task: 'finetune', trainer: 'hf' }],
    ['python src/train_bash.py --stage sft --model_name_or_path Llama-2-7b-hf --do_eval --finetuning_type lora --predict_with_generate on one RTX 3090', { model: 'llama-2-7b', gpu: 'rtx3090', count: 1, task: 'infer', precision: 'bf16' }],
  ])('method: %s', expectRequest);

  it('reads "full" as a method only in a fine-tune', () => {
    expectRequest('run DeepSeek-R1 (the full 671B) just for myself', { model: 'deepseek-r1', task: 'infer', concurrency: 1 });
    expectRequest('Llama 3.1 8B with the full 128k context', { model: 'llama-3.1-8b', contextTokens: 131072 });
    expectRequest('用全量数据 lora 微调 qwen2.5 7b', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora' });
    // LoRA offered as the other plan ("…做全参够不够？还是LoRA用一张4090就行？"): the full fine-tune is judged first.
    expect(parseRequest('7B模型全参微调大约要48GB。租一张A6000（48G）做全参够不够？还是LoRA用一张4090就行？', catalog, NOW).request).toMatchObject({ gpu: 'rtx-a6000', method: 'full' });
    // Methods listed with the memory each takes are facts read somewhere: the one the question names is judged.
    expect(parseRequest('看教程说7B模型全参微调大约要48GB显存，LoRA 20GB，QLoRA 10GB。那我租一张A6000（48G）做全参微调够不够？还是LoRA用一张4090就行？', catalog, NOW).request.method).toBe('full');
    expect(parseRequest('full FT ~112GB, LoRA 16GB, QLoRA 6GB for a 7b. is one 4090 enough for LoRA?', catalog, NOW).request.method).toBe('lora');
    // The whole of an epoch, a run or a card is not the method: LoRA on one 24 GB card stays to be chosen.
    expectRequest('finetuning yi-34b with unsloth on one rtx 4090 works for a few hundred steps, but when I train a full epoch it hangs', { model: 'yi-34b', task: 'finetune', gpu: 'rtx4090', count: 1 });
    expectRequest('fine-tune llama 3 8b, the full run takes all the full GPU memory', { model: 'llama-3-8b', task: 'finetune' });
  });

  it.each<[string, AdviceRequest]>([
    ['Full fine-tune Llama 3.1 8B with 8-bit Adam on one A100 80GB', { model: 'llama-3.1-8b', task: 'finetune', method: 'full', optimizer: 'adamw8bit', gpu: 'a100-80gb-sxm', count: 1 }],
    ['单卡 A100 80G 用 8bit Adam 全参微调 Qwen3-8B', { model: 'qwen3-8b', task: 'finetune', method: 'full', optimizer: 'adamw8bit', gpu: 'a100-80gb-sxm', count: 1 }],
    ['adamw8bit lora qwen3 8b', { model: 'qwen3-8b', task: 'finetune', method: 'lora', optimizer: 'adamw8bit' }],
    ['paged_adamw_8bit qlora llama 3 8b', { model: 'llama-3-8b', task: 'finetune', method: 'qlora', optimizer: 'adamw8bit' }],
    ['全参微调 qwen3 8b，8位优化器', { model: 'qwen3-8b', task: 'finetune', method: 'full', optimizer: 'adamw8bit' }],
    ['full fine-tune qwen3 8b with regular AdamW in bf16', { model: 'qwen3-8b', task: 'finetune', method: 'full', optimizer: 'adamw', precision: 'bf16' }],
  ])('optimizer: %s', expectRequest);

  it.each<[string, AdviceRequest]>([
    ['2万条×800 token', { tokens: 1.6e7 }],
    ['2万条数据，每条800 token', { tokens: 1.6e7 }],
    ['5万条×1k token', { tokens: 5e7 }],
    ['20k samples of 1k tokens', { tokens: 2e7 }],
    ['20k samples averaging 1k tokens', { tokens: 2e7 }],
    ['100M tokens', { tokens: 1e8 }],
    ['1T tokens', { tokens: 1e12 }],
    ['3 epochs', { epochs: 3 }],
    ['跑 3 轮', { epochs: 3 }],
    ['in two weeks', { deadlineHours: 336 }],
    ['两周内', { deadlineHours: 336 }],
    ['within a month', { deadlineHours: 720 }],
    ['一个月内', { deadlineHours: 720 }],
  ])('amount: %s', expectRequest);
});

describe('datasets counted in samples', () => {
  it('reads samples with no length as at most one training sequence each, an upper bound said as such', () => {
    const zh = parseRequest('想用 LLaMA-Factory 对 qwen2.5-14b 做 lora，数据 2 万条，4090 够不够', catalog, NOW);
    expect(zh.request).toMatchObject({ task: 'finetune', tokens: 20000 * 2048 });
    expect(zh.request.samples).toBeUndefined();
    expect(zh.assumptions).toContainEqual({ key: 'samplesAtSeq', params: { samples: 20000, seq: 2048, tokens: 20000 * 2048 } });
    // The trainer's cutoff is the sequence; a stated length per sample wins; requests are no dataset.
    expect(parseRequest('LoRA qwen2.5 7b on 20k samples, cutoff_len 1024', catalog, NOW).request.tokens).toBe(20000 * 1024);
    expect(parseRequest('lora qwen2.5 7b, 5万条 每条 1000 token', catalog, NOW).request.tokens).toBe(5e7);
    expect(parseRequest('每天 500 条请求 部署 qwen2.5 7b', catalog, NOW).request.tokens).toBeUndefined();
  });
});

describe('model names as people write them', () => {
  it.each<[string, AdviceRequest]>([
    ['Qwen3-30B-A3B', { model: 'qwen3-30b-a3b' }],
    ['DeepSeek R1', { model: 'deepseek-r1' }],
    ['满血 R1', { model: 'deepseek-r1', precision: 'fp8' }],
    ['deepseek r1 满血版部署要几张H20', { model: 'deepseek-r1', precision: 'fp8', gpu: 'h20', countAsked: true, task: 'infer' }],
    ['Llama 3.3 70B', { model: 'llama-3.3-70b' }],
    ['QwQ-32B', { model: 'qwq-32b' }],
    ['StarCoderBase', { model: 'starcoder' }],
    ['FLUX.1-dev', { model: 'flux.1-dev' }],
    ['SDXL', { model: 'sdxl-base-1.0' }],
    ['SD 3.5 Large on a 4090 in fp16', { model: 'sd3.5-large', task: 'infer', precision: 'fp16', gpu: 'rtx4090', count: 1 }],
    ['一张 3090 跑 SD 3.5 Large fp16', { model: 'sd3.5-large', task: 'infer', precision: 'fp16', gpu: 'rtx3090', count: 1 }],
    ['SD 3.5 medium', { model: 'sd3.5-medium' }],
    ['stable diffusion 3.5 large', { model: 'sd3.5-large' }],
    ['Mistral 7B', { model: 'mistral-7b-v0.3' }],
    ['mistral-7b-instruct', { model: 'mistral-7b-v0.3' }],
    ['QwQ', { model: 'qwq-32b' }],
    // DeepSeek's names without "DeepSeek": the longest name wins over "R1".
    // Family and total size without the active experts name the one model they can mean.
    ['Qwen 3.5 122B', { model: 'qwen3.5-122b-a10b' }],
    ['qwen3.5 35b', { model: 'qwen3.5-35b-a3b' }],
    ['R1-Distill-Llama-70B BF16 用 2 张 H20 够吗？', { model: 'deepseek-r1-distill-llama-70b', task: 'infer', precision: 'bf16', gpu: 'h20', count: 2 }],
  ])('%s', expectRequest);

  it('sizes an unnamed model by its stated size', () => {
    expectRequest('some 13B model', { modelSizeB: 13 });
    expectRequest('一个 13B 的模型', { modelSizeB: 13 });
    expectRequest('some 13B model on 2 3090s', { modelSizeB: 13, task: 'infer', gpu: 'rtx3090', count: 2 });
  });

  it('reads "a single GPU" and "单卡" as one card, of whichever kind', () => {
    expectRequest('Which single GPU should I rent for a LoRA on gpt-oss-20b?', { model: 'gpt-oss-20b', task: 'finetune', method: 'lora', count: 1 });
    expectRequest('单卡微调 qwen2.5 7b 选什么卡', { model: 'qwen2.5-7b', task: 'finetune', count: 1 });
  });

  it('judges the fine-tuning stack the post names: transformers\' (LLaMA-Factory) keeps the logits Unsloth would not', () => {
    const read = (text: string) => parseRequest(text, catalog, NOW).request;
    expect(read('fine-tuning Qwen2.5-7B with LLaMA Factory, cutoff_len: 120000. can one A800 80G do 120k?')).toMatchObject({ task: 'finetune', trainer: 'hf' });
    expect(read('LoRA of Qwen2.5-7B with Unsloth on one A800').trainer).toBeUndefined();
    // A reward model (OpenRLHF train_rm, "rm 模型训练") is trained on pairs with a scalar head.
    expect(read('rm 模型训练要几张卡？deepspeed train_rm.py --pretrain llama3-8b --max_len 8192 --lora_rank 64').preference).toBe('rewardModel');
  });

  it('reads cards labelled as the post\'s hardware as the asker\'s own, wherever else they are named', () => {
    const read = (text: string) => parseRequest(text, catalog, NOW).request;
    expect(read('how to use fp8 for inference on h20? I deploy DeepSeek-R1-Distill-Llama-70B-FP8. The graphics card is h20. sglang --tp 2')).toMatchObject({ gpu: 'h20', count: 2, ownsGpu: true });
    expect(read('环境：GPU: A800，qwen2.5 72b 跑不起来').ownsGpu).toBe(true);
    expect(read('which gpu is better for qwen 7b, H100 or A100?').ownsGpu).toBeUndefined();
  });

  it('reads a family and its size said apart as the one model they name', () => {
    const read = (text: string) => parseRequest(text, catalog, NOW).request.model;
    expect(read('Want to host the LLaMA v2 chatbot for the team. Does the 70B fit on one A100-80GB?')).toBe('llama-2-70b');
    expect(read('LoRA on 65B models? --pretrained_path checkpoints/lit-llama/65B/lit-llama.pth, on 8 V100 32GB?')).toBe('llama-65b');
    expect(read('Anyone run it in Colab with llama? Even the 13B model runs on a T4 in 8bit')).toBe('llama-13b');
    expect(read('Codellama on my rig: the model 70b, how much RAM and VRAM?')).toBe('codellama-70b');
    // A fine-tune named for its base with a word glued on is the base's model of that size; never a cut that is no whole family.
    expect(read('May I use LoRA to fine-tune this model (BLOOMChat-176B-v1)? how many A100 cards?')).toBe('bloom-176b');
    expect(read('qlora.py --model_name_or_path llamaOG-65B-hf on an A6000 48GB, OOM')).toBe('llama-65b');
    expect(read('推理 baichuan-13b（Baichuan-13B-Chat，fp16），1*A100（80G），会OOM？')).toBeUndefined();
    // The family as written outranks its longer names: Llama 3.1 is not Llama-3.1-Nemotron.
    expect(read('Llama 3.1 LoRA: is 8 x A100 40GB enough for the 70B?')).toBe('llama-3.1-70b');
    // Still none where the family has several models of that size.
    expect(read('llama on 2 A100s, the 70B, fits?')).toBeUndefined();
    // Two sizes listed after the family are two of its models: the first, unless another is named in full.
    expect(read('qwen3 14B 32B which one fits my 4090? the 14B?')).toBe('qwen3-14b');
  });
});

describe('as people post them', () => {
  it.each<[string, AdviceRequest]>([
    // Users: the people who share it.
    ['about 12 of us want to share one qwen3 14b', { model: 'qwen3-14b', task: 'infer', concurrency: 12 }],
    ['a 15-person data team needs qwen3 32b', { model: 'qwen3-32b', concurrency: 15 }],
    ['our ~40-person research lab wants llama 3.3 70b', { model: 'llama-3.3-70b', concurrency: 40 }],
    ['给 50 来号人用 qwen3-32b', { model: 'qwen3-32b', concurrency: 50 }],
    ['20 多个同事一起用 qwen3-14b', { model: 'qwen3-14b', concurrency: 20 }],
    // Units as typed: "1w" is 万 before tokens or items; "开满" a context set to its full length.
    ['qwen3 8b 上下文开到 3w token', { model: 'qwen3-8b', contextTokens: 30000 }],
    ['qwen3 8b 上下文开满 32k', { model: 'qwen3-8b', contextTokens: 32768 }],
    ['全参微调 qwen2.5 7b，序列 8192', { model: 'qwen2.5-7b', task: 'finetune', method: 'full', contextTokens: 8192 }],
    // Precision and method as said against their alternative.
    ['gemma 3 12b in full precision, no quant, on a 3090', { model: 'gemma-3-12b', precision: 'bf16', gpu: 'rtx3090', count: 1 }],
    ['must I use qlora for qwen2.5 14b or will regular lora fit on an a100?', { model: 'qwen2.5-14b', task: 'finetune', method: 'lora', gpu: 'a100-80gb-sxm', count: 1 }],
    ['普通 LoRA 微调 qwen2.5 7b 还是得 QLoRA？', { model: 'qwen2.5-7b', task: 'finetune', method: 'lora' }],
    // An engine named; a model someone fine-tuned is no fine-tune now.
    ['serve qwen3 32b with sglang', { model: 'qwen3-32b', task: 'infer', engine: 'sglang' }],
    ['deploy my fine-tuned qwen2.5 7b on an L4', { model: 'qwen2.5-7b', task: 'infer', gpu: 'l4', count: 1 }],
    ['Tested with 4xA10s: sqlcoder-34b, fine-tuned from CodeLlama-34B, fp16. Does it fit?', { model: 'codellama-34b', task: 'infer', gpu: 'a10', count: 4, precision: 'fp16' }],
    // The count asked about, not the one owned; a subset of the cards.
    ['we have four 4090s running qwen3 32b — could we go down to two 4090s?', { model: 'qwen3-32b', gpu: 'rtx4090', count: 2 }],
    ['8x L40S in the box; serve qwen3 32b across 2 of the cards', { model: 'qwen3-32b', gpu: 'l40s', count: 2 }],
    ['服务器有 8 张 A800，只用其中 4 张跑 qwen2.5-72b 够吗', { model: 'qwen2.5-72b', gpu: 'a800', count: 4 }],
    ['8 张 A800 的机器，其中 2 张跑 qwen3-32b 够吗', { model: 'qwen3-32b', gpu: 'a800', count: 2 }],
    // A pasted document's or a session's length is the context; more kinds of people sharing it.
    ['6 lawyers paste contracts of up to ~64k tokens into llama 3.3 70b', { model: 'llama-3.3-70b', concurrency: 6, contextTokens: 65536 }],
    ['qwen3 32b, 8 agents each carrying ~16k tokens of context', { model: 'qwen3-32b', concurrency: 8, contextTokens: 16384 }],
    // A format before the name; a named GGUF quant wins over "GGUF" alone.
    ['is bf16 Qwen3-14B ok on an L4?', { model: 'qwen3-14b', precision: 'bf16', gpu: 'l4' }],
    // "Must I quantize?" asked is no format chosen.
    ['SDXL LoRA 训练，3060 12G 是不是必须量化才行？', { model: 'sdxl-base-1.0', task: 'finetune', method: 'lora', gpu: 'rtx3060' }],
    ['qwen3 14b 的 Q5_K_M 量化（GGUF）在 4060 Ti 16G 上', { model: 'qwen3-14b', precision: 'q5_k_m', engine: 'llama.cpp' }],
    // A dataset as samples × their average length, however the average is written.
    ['lora qwen3 8b on 8k support tickets (~500 tokens each)', { model: 'qwen3-8b', task: 'finetune', method: 'lora', tokens: 4e6 }],
    ['full fine-tune qwen2.5 7b, 100k samples, avg ~1.5k tokens, 2 epochs', { model: 'qwen2.5-7b', method: 'full', tokens: 1.5e8, epochs: 2 }],
    ['LoRA 微调 qwen2.5 7b，数据 5 万条，平均每条 800 token', { model: 'qwen2.5-7b', method: 'lora', tokens: 4e7 }],
    ['pretrain a 1B model on 50B tokens, I have three weeks of wall-clock', { modelSizeB: 1, task: 'pretrain', tokens: 5e10, deadlineHours: 504 }],
    // Casual users; a method ruled out with another verb; an amount set aside; a nightly run's hours.
    ['llama 3.3 70b for ~12 ppl at once on 4x 3090', { model: 'llama-3.3-70b', concurrency: 12 }],
    ['不想换 qlora，lora 微调 qwen3 8b 一张 4090 够吗', { model: 'qwen3-8b', task: 'finetune', method: 'lora' }],
    ['从头预训练 1B 模型，2T token 太多了，我们只跑 300B token', { modelSizeB: 1, task: 'pretrain', tokens: 3e11 }],
    ['qwen3 8b 离线批处理，每晚跑 2 小时', { model: 'qwen3-8b', batchJob: true, hoursPerDay: 2 }],
    // A deadline as the time there is; a cost held to an hourly amount.
    ['pre-training a 1B model on 100B tokens, we have roughly 3 weeks of wall-clock time', { modelSizeB: 1, task: 'pretrain', tokens: 1e11, deadlineHours: 504 }],
    ['每月 GPU 成本希望控制在 5000 元以内', { budget: { amount: 5000, currency: 'CNY', per: 'month' } }],
  ])('%s', (text, expected) => expect(parseRequest(text, catalog, NOW).request).toMatchObject(expected));

  it('a rental period or the period of a price asked about is no deadline; a time to finish is', () => {
    for (const text of ['how much to rent an A100 for a week?', 'autodl 上 3090 多少钱一小时', 'H100 租一个月多少钱']) expect(parseRequest(text, catalog, NOW).request.deadlineHours, text).toBeUndefined();
    expect(parseRequest('fine-tune qwen3 8b within a week', catalog, NOW).request.deadlineHours).toBe(168);
  });

  it('a symptom ("keeps landing on the CPU") is no CPU-only question; a capitalised versioned name the catalog lacks is asked about', () => {
    expect(parseRequest('qwen3 8b keeps falling back to the CPU on my 3060', catalog, NOW).request.device).toBeUndefined();
    expect(parseRequest('run qwen3 8b on the CPU', catalog, NOW).request.device).toBe('cpu');
    // "Must I quantize?" asked chooses no format; "quantized" said does.
    expect(parseRequest('SDXL LoRA 训练，3060 12G 是不是必须量化才行？', catalog, NOW).request.precision).toBeUndefined();
    expect(parseRequest('qwen2.5 32b on a 4090, do I have to quantize?', catalog, NOW).request.precision).toBeUndefined();
    expect(parseRequest('qwen2.5 32b 量化后在 4090 上能跑吗', catalog, NOW).request.precision).toBe('int4');
    // Still read as a name the catalog lacks; the catalog's MiniCPM-V 2.6 (8B) is a sibling of the size written, so it stands in.
    expect(parseRequest('MiniCPM-V2（8B 那个）在 3060 上能跑吗', catalog, NOW)).toMatchObject({ unknownModel: 'MiniCPM-V2', unknownFamily: false });
  });

  it('a Mac\'s memory after its name is the Mac\'s, not a card of that memory', () => {
    const parsed = parseRequest('M3 Max macbook with 48GB — can it run qwen3 32b?', catalog, NOW);
    expect(parsed.request).toMatchObject({ device: 'mac', mac: { chip: 'm3-max', memoryGB: 48 } });
    expect(parsed.request.gpu).toBeUndefined();
    expect(parsed.assumptions.map((a) => a.key)).not.toContain('genericCard');
  });

  it('a hyphenated name with its size after a space is a model the catalog may lack, not a bare size; English compounds are not', () => {
    expect(parseRequest('is grok-1-base 314b too big for 8x a100?', catalog, NOW)).toMatchObject({ unknownModel: 'grok-1-base 314b', request: { modelSizeB: 314 } });
    expect(parseRequest('can a self-hosted 70b run on 2x 3090', catalog, NOW).unknownModel).toBeUndefined();
  });
});

describe('items a batch job works through', () => {
  it.each<[string, AdviceRequest]>([
    // Items with an answer length per item: offline inference of items × output tokens, each prompt read as well.
    ['summarise 300k news articles (~1,000 tokens in, ~100 tokens out each) with qwen3 14b by tomorrow morning', { model: 'qwen3-14b', task: 'infer', batchJob: true, tokens: 3e7, outputTokens: 100, contextTokens: 1100 }],
    ['用 qwen3 8b 给 20 万条评论做情感分类，每条输入约 150 token，输出 5 token，4 小时内跑完', { model: 'qwen3-8b', task: 'infer', batchJob: true, tokens: 1e6, outputTokens: 5, contextTokens: 155, deadlineHours: 4 }],
  ])('%s', (text, expected) => expect(parseRequest(text, catalog, NOW).request).toMatchObject(expected));

  it('an offline (air-gapped) environment or deployment is no batch job; offline inference is', () => {
    for (const text of ['Environment: OS: CentOS (offline environment). Hardware: 2x NVIDIA A100 40GB. Model: llama 3 70b', '离线部署 qwen2.5 72b 要几张卡', 'offline install of ollama, qwen3 8b on a 4060']) {
      expect(parseRequest(text, catalog, NOW).request.batchJob, text).toBeUndefined();
    }
    expect(parseRequest('离线部署 qwen2.5 72b 要几张卡', catalog, NOW).request.task).toBe('infer');
    for (const text of ['offline batch inference of 1M prompts with qwen2.5 7b', '用 qwen2.5 7b 离线推理 100 万条评论']) {
      expect(parseRequest(text, catalog, NOW).request.batchJob, text).toBe(true);
    }
  });

  it('without an answer length the items are no job size, and a fine-tune\'s samples stay samples', () => {
    expect(parseRequest('classify 2 million support tickets with qwen3 8b', catalog, NOW).request.tokens).toBeUndefined();
    expect(parseRequest('lora 微调 qwen2.5 7b，2 万条数据', catalog, NOW).request).toMatchObject({ task: 'finetune', tokens: 2e4 * 2048 });
  });
});

describe('the asker\'s own numbers, in long posts', () => {
  it.each<[string, Partial<AdviceRequest>]>([
    // People at once over the team they come from.
    ["we're ~15 ppl, maybe 6 asking at once, 4k context each. can these two L4s handle it", { concurrency: 6, gpu: 'l4', count: 2 }],
    ['~600 staff. Llama 3.1 70B in bf16, peak 64 simultaneous sessions with ~8k tokens each', { concurrency: 64, contextTokens: 8192 }],
    ['CTO of a 12 person startup. Qwen3-30B-A3B, at most ~5 people at the same time', { concurrency: 5 }],
    ['员工人数约200人次，并发峰值估计100人次', { concurrency: 100 }],
    ['小公司 15 个人，部署 Qwen3-30B-A3B，同时在线最多 6 个人', { concurrency: 6 }],
    ['2x H100, NVFP4 checkpoint of Qwen3-235B, just me and one colleague', { concurrency: 2 }],
    ['ollama with oss 20b for me + 3 coworkers', { model: 'gpt-oss-20b', concurrency: 4 }],
    ['4 analysts can each paste documents of up to ~100k tokens at the same time, llama 3.3 70b', { concurrency: 4, contextTokens: 102400 }],
    // Machines × cards each, and the memory of all the cards counted before it.
    ['full finetune of llama-2 70b on 2 nodes with 4x 80GB A100 each', { count: 8, machineGpus: 4 }],
    ['72b全量微调，4机8卡 A800 一共 32 张', { gpu: 'a800', count: 32, machineGpus: 8 }],
    ['qlora llama3.1 70B on 8xA100 (640G)', { gpu: 'a100-80gb-sxm', count: 8 }],
    // A dataset's sample length is the training sequence when longer than the default; samples counted with "M".
    ['full ft llama 3.1 8b, 330 examples, each around 16000 tokens, 3 epochs', { tokens: 5_280_000, contextTokens: 16000 }],
    ['full finetune LLaMA2-13B on ~2M caption samples, about 300 tokens each', { tokens: 600_000_000 }],
    ['qlora llama3.1 70B, context length is large in my data (32k)', { contextTokens: 32768 }],
    ['SGLang with --tp-size 2 --context-length 16384, gpt-oss-120b on two 3090s', { contextTokens: 16384, engine: 'sglang' }],
    // The format switched to, over the one run today; one refused by the engine or the asker is not chosen.
    ['4090, llama 3.1 8b, everyone runs it at q4_k_m but should i just run the full fp16 instead?', { precision: 'fp16' }],
    ['2080Ti 22G*2 跑 Qwen3.6 27B 的 AWQ，想换成不量化的原版（bf16）跑，两张 22G 放得下吗？', { precision: 'bf16', gpuMemoryGB: 22, count: 2 }],
    ['4 张 H200，--quantization fp8 在线量化以后显存反而大。干脆不量化直接 bf16 跑，Qwen3-235B-A22B 够不够？', { precision: 'bf16' }],
    ['single 5090, vllm serve Qwen3-14B-FP8 --max-model-len 32000, dont want to drop to awq', { precision: 'fp8', engine: 'vllm' }],
    ['4090 用 vllm 跑 qwen3 30b-a3b，vllm 上跑 gguf 显示不支持，awq 版本够不够？', { precision: 'int4', engine: 'vllm' }],
    ['one RTX PRO 6000: can GLM-4.5-Air-FP8 fit, or am I forced into a 4-bit quant?', { precision: 'fp8' }],
    ['qwen2.5-7B (bf16, no quantization) on a single 5060TI16G: is 16G enough for the unquantized 7B at all, or should i switch to AWQ?', { precision: 'bf16' }],
    ['FP16 精度下 3090 可以勉强加载 LLaMA-2-13B 吗？不行的话是不是只能上 4bit？', { precision: 'fp16' }],
    // A GGUF type as the fallback, in a later question than the format asked about, over the default the post reports.
    ['ollama 默认拉的是 Q4_K_M。我想拉 fp16 原版 qwen2.5:14b，显卡是 3090 24G，fp16 能全放显存吗？放不下的话是租卡还是 q8_0 就行？', { precision: 'fp16' }],
    ['llama3 8b: q8_0 or fp16 on my 4090? or should i just drop to Q4_K_M?', { precision: 'q8_0' }],
    // A serve or load command that quantizes nothing runs the release; an engine's parser flag names no model.
    ['单卡 A100 80G，vllm serve Qwen3-32B --enable-reasoning --reasoning-parser deepseek_r1，max-model-len 32768，10 个人用，够吗？', { model: 'qwen3-32b', precision: 'bf16' }],
    ['chatglm3-6b, AutoModel.from_pretrained(MODEL_PATH, trust_remote_code=True, device_map="auto") on a 6G RTX3060: why so slow?', { model: 'chatglm3-6b', precision: 'bf16' }],
    // "the full version, not a GGUF/fp8 one": the release, every format listed after "not" set aside.
    ['Flux Krea (the full version, not a GGUF/fp8 one) gives me a memory error in Forge. I have a 3060 12GB', { model: 'flux.1-dev', precision: 'bf16' }],
    // Training read from a pre-training framework or a throughput logged per GPU; machines × cards glued to the card.
    ['Training Llama3 70B on 8 x A100 only achieves 20 TFLOPS with Megatron-LM. Is one node of 8 x A100 enough?', { task: 'pretrain', count: 8 }],
    ['2节点训练13B LLaMA模型效率只能达到840 token/sec/GPU：基于2台8×A800 80G，--tensor-model-parallel-size 4，不知道是什么原因？', { task: 'pretrain', count: 16, machineGpus: 8 }],
    ['running 70B on TP8 PP8 and DP2 on 128 GPUs (H100s) with Megatron was only 296.5 TFLOPs/s/GPU for me', { task: 'pretrain', count: 128 }],
    ['我用megatron lora sft qwen3vl-235b-a22b 模型的配置（8x8H800-80G），如果seq_len调整到 32k以上会OOM', { task: 'finetune', method: 'lora', gpu: 'h800', count: 64, machineGpus: 8, contextTokens: 32768 }],
    // Chinese-LLaMA's releases are their base; a TPU's version is no model; a card beside its instance counts as the instance holds.
    ['Colab中微调 Llama-3-Chinese-8B，colab T4 可以 --load_in_kbits 8 做 LoRA 吗？', { model: 'llama-3-8b', precision: 'int8', method: 'lora' }],
    ['Chinese-LLaMA-Plus-13B lora 一张 v100 32g', { model: 'llama-13b' }],
    ['chinese-alpaca-2-7b 推理', { model: 'llama-2-7b' }],
    ['LLaMa-2 70b on ec2 g5.48xlarge (Nvidia a10g) with --quantize bitsandbytes-fp4: OOM', { gpu: 'a10g', count: 8, precision: 'int4' }],
    ['我不想用 4-bit 量化和 LoRA，Colab 免费版的这张 T4 能不能直接全参数微调 Llama-3-8B？', { method: 'full' }],
    // The method the question asks about, over one an article quoted names; "fully fine-tune"; "要不要量化" refuses nothing.
    ['文章里的表格说 7B 全参微调约 28GB，QLoRA 约 8GB；如果只有一张 4090 24G，QLoRA 是最稳的。我们想对 Qwen2.5-Coder-7B 做全参数微调，一张 4090 到底够不够？', { task: 'finetune', method: 'full' }],
    ['请问8台V100 * 32G能跑Qwen-14B的全参数增量预训练吗？', { task: 'pretrain' }],
    ['trying to fully fine-tune StarCoder on 8x A100 80gb and OOM', { task: 'finetune', method: 'full' }],
    ['ZeRO-3 fine-tuning of the Qianwen2-1.5b model on 2 nodes with 4 A10 GPUs', { model: 'qwen2-1.5b' }],
    ['基于Qwen3示例对 Qwen3MoE-235B-A22B进行速度调优，在H800上大概 1500 Tokens/GPU/Second', { model: 'qwen3-235b-a22b' }],
    // "GPTQ-Int8" is 8-bit; "or would one card serve it?" weighs one card; OpenRLHF runs are RL; inference after a fine-tune.
    ['Nvidia L20推理Qwen2.5 72B GPTQ-Int8模型不符合预期。Int8 的 72B 在 L20 上到底要几张卡？', { precision: 'int8', countAsked: true }],
    ['DeepSeek-R1-Distill-Llama-8B with vLLM on 8x NVIDIA L20 (tensor parallel 8). Do I even need 8 L20s for an 8B model, or would one card serve it?', { gpu: 'l20', count: 1 }],
    ['我使用了4台8卡A800(80G)用 OpenRLHF 训练72B的模型（zero3、adam_offload，vllm TP4），但是爆显存。', { task: 'finetune', reinforcement: true, count: 32 }],
    ['训练通义千问2-VL-7B-Instruct（LoRA）之后进行推理，--merge_lora true，在A800卡上（80G）进行推理，总是报显存不足，请问是为什么？', { task: 'infer' }],
    // A fine-tune told as done beside inference, a LoRA put on a model to run it, and an argument naming the weights to load.
    ['在单卡A100上推理Llama2-Chinese-13b-Chat需要35s以上吗？是因为进行了中文指令微调有了更多参数，所以变慢了吗？', { task: 'infer' }],
    ['I got a single RTX2080ti to run TaiwanLlama-13B (Taiwan-LLM, a Llama-2-13B fine-tune) with text-generation-inference. Will it fit?', { task: 'infer' }],
    ['我在使用swift微调、合并，使用lmdeploy量化(awq)后，发现模型加载推理时显存占用达到67GB。一张A800跑MiniCPM-V-2_6这个int4模型到底需要多少显存？', { task: 'infer' }],
    ['用13B的模型（llama-13b 加 Chinese-Vicuna 的 lora）做推理，显卡是 RTX 2080 11G，一加载就爆显存。13B 在 11G 的卡上是不是就跑不了？', { task: 'infer' }],
    ['accelerate launch -m lmms_eval --model qwen2_vl --model_args pretrained=Qwen2-VL-7B-Instruct --tasks videomme，OOM。A100 80G 跑 Qwen2-VL-7B 够吗？', { task: 'infer' }],
    // MLC's "q4f16_1" is 4-bit.
    ['mlc-chat-Llama-2-13b-chat-hf-q4f16_1 in A100, is one A100 enough?', { precision: 'int4' }],
    // An evaluation or prediction run is inference, whatever its launcher is called.
    ['CUDA_VISIBLE_DEVICES=0,1,2,3 llamafactory-cli train --stage sft --do_predict --model_name_or_path Qwen2.5-14B-Instruct --predict_with_generate，OOM。4张A100 40G跑14B的批量推理到底够不够？', { task: 'infer' }],
    ['lm_eval --model hf --model_args pretrained=google/gemma-2-27b,parallelize=True --tasks mmlu OOM on 2 GPUs, each with 80 GB of memory', { task: 'infer', gpu: 'h100-sxm', count: 2 }],
    // A fine-tune with LoRA ruled out is a full one (QLoRA ruled out leaves LoRA open).
    ['Is it possible to fine-tune the LLaVA 1.5 7B without LoRA? I tested it using 4xA6000(48GB) with batch size = 1, but OOM', { task: 'finetune', method: 'full' }],
    ['不用lora，能在8张4090上微调qwen2.5 7b吗', { task: 'finetune', method: 'full' }],
    // A lighter method asked as the fallback: the method the question asks about is judged.
    ['一块 RTX 4080（16GB）上对 Qwen3-1.7B 做全参数微调（BF16）能跑吗？还是只能 LoRA？', { method: 'full' }],
    ['full fine-tune of llama 3 8b on 2x 4090, possible or do I have to use LoRA?', { method: 'full' }],
    // Without "if not", "只能用 FP8" is the format asked about.
    ['想在本地用 RTX 3060 12G 跑 Stable Diffusion 3.5。原版 SD3.5（BF16）显存占用约 18~20GB，12G 是不是只能用 FP8 版本？', { precision: 'fp8' }],
    ['3060 12G 用 forge 跑 flux dev nf4，换成fp8版本会不会更快一点，还是显存会不够', { precision: 'int4' }],
    // Names: a star for an MoE's experts × size; a modified board's memory after its name.
    ['8张A800 对 mixtral 8*7B 做 lora 微调', { model: 'mixtral-8x7b', count: 8 }],
    ['单卡2080ti 魔改22G，想跑 qwen3.6 27b gguf q4', { gpu: 'rtx2080ti', gpuMemoryGB: 22 }],
    // The card a question judges (Chinese sentences end at a question mark with no space after it).
    ['gemma-3-27b-it 部署在一张 L20（48G）上，能跑起来吗？同样的配置在 A100 80G 上是可以的', { gpu: 'l20', count: 1 }],
    ['16g显存的V100八张到底能不能lora qwen-14b？', { gpu: 'v100-16gb', count: 8 }],
    ['the cookbook said one H100 is enough but i\'m OOMing on 8x H100. is 8x H100 enough for lora on gpt-oss-120b?', { gpu: 'h100-sxm', count: 8 }],
    ['pretraining an 8b from scratch on 2.3T tokens, how many h800 gpu hrs is that? we got 64 of them', { gpu: 'h800', count: 64 }],
    // A speed seen today is no target; a limit on money is the budget over a price quoted.
    ['ollama 上跑 qwen3 30b-a3b 有 130 token/s，够我自己用吗', { model: 'qwen3-30b-a3b' }],
    ['one gpu is $1,100-2,200/month running around the clock; can we stay under $300 a month? qwen3-30b-a3b', { budget: { amount: 300, currency: 'USD', per: 'month' } }],
    // Office hours, averaged over the week when only on weekdays.
    ['qwen3-30b-a3b for the team, but we only need it 9-to-6 on weekdays', { hoursPerDay: 6.4 }],
    ['Qwen3-30B-A3B 只在上班时间用（早九晚六，周末不用）', { hoursPerDay: 6.4 }],
    ['serve qwen 7b 9am-5pm for 10 users', { hoursPerDay: 8, concurrency: 10 }],
    // The card named again with a count is the asker's ("… on H100s … with 128 H100s"); owned cards of the card asked about stay.
    ['the readme lists 9600 toks/sec per GPU on H100s. if we pretrain a llama2-7b on 2T tokens with 128 H100s, can we finish within a month?', { gpu: 'h100-sxm', count: 128, deadlineHours: 720 }],
    ['how many A100 GPU hours will be needed to pretrain a 110M model? We have 8 A100 40GB.', { gpu: 'a100-40gb', count: 8 }],
    ['MAP-NEO 用了 64 个节点 512 张 H800，7B 训 4.5T token 大概要多少天？', { gpu: 'h800', count: 512, task: 'pretrain' }],
    // Someone else's model, money or corpus is not the asker's.
    ['用 Qwen2.5-7B 做全参增量预训练，医疗语料 5 亿 token。作者说全参 llama-7b 要 4 张 32G，我手上只有 2 张 V100 32G，够不够？', { model: 'qwen2.5-7b', task: 'pretrain', tokens: 500_000_000 }],
    ['a blog says ~$345k on H100s for 1T tokens of a 7B. I have like 10k dollars', { budget: { amount: 10_000, currency: 'USD', per: 'job' } }],
    ['qwen 的 base 模型都训了 2-4T token。我们想在自己的 300亿 token 语料上继续预训练，手上 16 张 A800', { tokens: 30_000_000_000 }],
    ['从零训一个 7B，2T token，想一年内训完', { deadlineHours: 8760 }],
    // Names: LLaMA-1's "30B", a version's point written "_", a merged LoRA is a model, GPTQ-Int8 is 8-bit, "这两张卡" no count.
    ['LLaMA 30B 4bit base + lora on dual 3090s', { model: 'llama-33b', method: 'qlora', count: 2 }],
    ['腾讯云 T4 lmdeploy 部署 internlm2_5-7b-chat', { model: 'internlm2.5-7b', gpu: 't4' }],
    ['3090或4090 单卡可以推理 llama13B + 中文lora 合并后的 4-bit量化模型吗？这两张卡哪个快', { task: 'infer', precision: 'int4' }],
    ['Qwen2-72B-Instruct-GPTQ-Int8，一张 A800 80G 放得下吗', { precision: 'int8' }],
    ['full FT Llama-2-70B on 4xH100, are 4 cards enough if we turn off cpu offload?', { ramOffload: false, count: 4 }],
    // The count a question judges; an image made with a model not named.
    ['QLoRA of Qwen1.5-14B-Chat on my two 4090s works. would ONE 4090 fit the 14B qlora by itself?', { gpu: 'rtx4090', count: 1 }],
    ['手上 8 张 A800 80G PCIe 部署 Qwen2.5-72B bf16，到底最少几张卡就够？tp=8 一个实例，还是 tp=4 开两个实例', { countAsked: true }],
    ['可图 Kolors 做图生图 不量化要多少显存，一张4090够吗', { task: 'infer' }],
    // Machines × cards each, and the count a Chinese question judges ("24 张够不够"); QLoRA's base stays 4-bit; an MFU stated.
    ['3 台 8*L20 机器把满血 R1 跑起来，fp8 的 671B 到底要几张 L20？24 张够不够', { gpu: 'l20', machineGpus: 8, countAsked: true }],
    ['8 张 A800，qwen2.5-72b 全参微调 24 张够不够', { gpu: 'a800', count: 24 }],
    // Someone's article is not the asker's setup; a budget written before the word; spot ruled out as "can't be on spot".
    ['看了百度云那篇 8 卡 H20 + vLLM 部署满血 DeepSeek 的文章。DeepSeek-V3 BF16 用两台 8 卡 H20（一共 16 张）能不能放下？', { gpu: 'h20', count: 16, machineGpus: 8 }],
    ['供应商方案月租 4 万。2 张 A100 80G 跑 Qwen2.5-72B，租的话每月 4 万预算够不够？', { budget: { amount: 40_000, currency: 'CNY', per: 'month' } }],
    ["we're launching an assistant for a lot of users (prod, 24/7, can't be on spot)", { task: 'infer', spotRuledOut: true }],
    ['8卡4090 想 qlora 微调 qwen2.5-72B，换成原版 bf16 + bnb 4bit 的 qlora，8 张 24G 的 4090 能跑起来吗', { method: 'qlora', count: 8 }],
    ['continued pre-training of Llama-3.1-8B on 50B tokens in two weeks, how many H100s? assume ~40% MFU', { mfu: 0.4, countAsked: true }],
    ['MFU 能到 0.45，预训练 7b 1T token', { mfu: 0.45 }],
    // Numbers as written: "two dozen", thousands grouped by three ("8200，4 路并发"), "5k/mo for GPUs", engine slots, hours in brackets.
    ['Mistral 7B v0.3 for about two dozen users chatting at the same time', { concurrency: 24 }],
    ['A10（23028MiB）跑 qwen-7b-chat 不量化，session_len 8000，4 路并发', { gpu: 'a10', contextTokens: 8000, concurrency: 4 }],
    ['We have like 5k/mo for GPUs. Llama 3.3 70B, 10-20 users, 32K ctx', { budget: { amount: 5000, currency: 'USD', per: 'month' }, concurrency: 20 }],
    ['qwen2.5:7b q8_0, OLLAMA_CONTEXT_LENGTH=8192 and NUM_PARALLEL=2 (2 slots), RTX 3060 12GB', { concurrency: 2 }],
    ['pretrain smollm2-135m on 2B tokens on one 4090, will it finish over a weekend (~48 hours)?', { deadlineHours: 48 }],
    ['LoRA Llama-3.1-8B on ~5k support replies (avg ~400 tokens each), 3 epochs', { tokens: 2_000_000, epochs: 3 }],
    ['nvidia-smi says my 4060 Ti has 16380MiB total. Qwen2.5-14B at Q4_K_M fits?', { gpu: 'rtx4060ti-16gb' }],
    ['llama.cpp -ngl 99 -c 8192 q4_0 Qwen1.5-14B，3060 12G 能全放下吗', { ramOffload: false }],
    // The format asked about, not chosen.
    ['V100 32G，qwen-14b-chat fp16，能稳跑吗？bf16 是不是更好？', { precision: 'fp16' }],
    // Users at once in more forms; context in requests; a KV cache type set by the tool's switch.
    ['1 A100 80GB, Llama-2-13b fp16, 4096 context: is 20 simultaneous doable?', { concurrency: 20 }],
    ['Qwen1.5-14B-AWQ on a 4090, vllm --max-num-seqs 40, 40 个请求同时都打满 2k', { concurrency: 40 }],
    ['We\'re full finetuning Llama-2-70B with FSDP (not PEFT) on a 4xH100 80G server', { method: 'full' }],
    ['机器上有两张 3060(12G)，跑 FLUX.1-dev 显存溢出。单张 3060 12G 到底能不能跑 flux dev？', { gpu: 'rtx3060', count: 1 }],
    ['Yi-1.5-34B-Chat in bf16 OOMs on a single L20 48G. how many L20 do I need to run it in bf16?', { gpu: 'l20', countAsked: true }],
    ['4 张 H100 跑 llama 3.1 70b，同时跑 2 个 128k 的长请求行不行', { concurrency: 2, contextTokens: 131072 }],
    ['qwen2.5-32b 4 张 V100，同时撑 8 个 8k 的请求', { concurrency: 8, contextTokens: 8192 }],
    ['H20 上 sglang 跑 qwen3-30b-a3b，同时扛 20 路满 32k 吗', { concurrency: 20, contextTokens: 32768 }],
    ['qwen3-32b on an H100, how many 8k-token requests fit?', { contextTokens: 8192 }],
    ['3060 12GB, llama3.1:8b, OLLAMA_KV_CACHE_TYPE=q8_0, num_ctx 65536', { kvPrecision: 'int8' }],
    ['LoRA of llama3-8b on 8k length dataset across 4 x 4090', { contextTokens: 8192 }],
    ['AWQ 的 Qwen3-30B-A3B 做 lora，max_length 要设置到 16384，4 张 3090 够不够', { contextTokens: 16384 }],
    // Datasets: items with their length; methods: LoRA by its settings, one ruled out, 全量训练; no task in from_pretrained.
    ['full finetune llama 7b, the 52k instructions, they\'re short ~250 tokens each, 3 epochs', { tokens: 13_000_000 }],
    ['ORPO with llama-3-8b-bnb-4bit on a colab T4: load_in_4bit=True, r=8, target_modules q_proj/k_proj/v_proj', { method: 'qlora' }],
    ['ORPO on phi-2: QLora isn\'t available as I understand, so it would be a full fine-tune', { method: 'full' }],
    ['llama7B 进行全量训练，请问一张A100可以训吗？', { method: 'full', task: 'finetune' }],
    ['OOM when DPO training Qwen2.5-0.5B: AutoModelForCausalLM.from_pretrained Qwen2.5-0.5B-Instruct, DPOTrainer', { task: 'finetune' }],
    ['在四张16G的V100上 lora 微调 Qwen2.5VL-7B，OOM 了。V100 到底能不能训？', { gpu: 'v100-16gb', count: 4 }],
    // The context asked for over the one that works; sequences to hold; a model described as a fine-tune; flags that name no task.
    ['qwen2.5-coder-32b Q4_K_M on llama.cpp, 2x 5060 Ti 16GB. 8k ctx works fine at ~16 tok/s. can I bump --ctx-size to 32768?', { contextTokens: 32768 }],
    ['4090, vLLM, Qwen3-4B in FP8: can the KV cache really hold 32 sequences at the full 16k each?', { concurrency: 32 }],
    ['LongWriter-llama3.1-8b（就是 Llama-3.1-8B 微调的那个）想用 vllm 部署，一张 4090 够吗', { task: 'infer' }],
    ['4卡4090 训练 qwen2-7b-instruct OOM：deepspeed --module openrlhf.cli.train_sft --pretrain /workspace/models/Qwen2-7B-Instruct。全参 7B 够不够？', { task: 'finetune', method: 'full' }],
    ['continued pretraining worked on this cluster; GRPO of Qwen3-30B-A3B on 4x8 H200 OOMs', { task: 'finetune', reinforcement: true }],
    ['OOM training an SDXL lora on my new 5070 Ti (16gb). I was able to train sdxl loras on an 8gb 4060 ti in kohya before. 16gb should be plenty, no?', { gpu: 'rtx5070ti' }],
    // Names and cards as older posts write them; a cluster's size as named; the asker's own wording of no quantization.
    ['Can I infer llama v2 70b on single gpu nvidia v100? Gpu: Nvidia v100 16GB', { model: 'llama-2-70b', gpu: 'v100-16gb' }],
    ['vllm llama2-70b on my node, it is 8 A100-40Gs', { gpu: 'a100-40gb', count: 8 }],
    ['how many gpus needs when full training 70B Llama2', { method: 'full', task: 'finetune' }],
    ['一张 4090 lora 微调 qwen1.5-14b，不想用量化', { method: 'lora', precision: 'bf16' }],
    ['今天在英伟达4090 Gpu加载QWen2.5 14B（没量化），显存用了17G，好慢', { gpu: 'rtx4090' }],
    ['预训练一个 qwen2-72b，7T tokens，6000张A100，一个完整epoch需要多少天？', { gpu: 'a100-80gb-sxm', count: 6000, task: 'pretrain' }],
    // A window written after "at".
    ["llama 3.1 70b bf16 for 64 sessions at 8k, what's the smallest setup?", { contextTokens: 8192, concurrency: 64 }],
    // The fewest cards wanted.
    ["llama 3.1 70b in bf16 for 64 sessions: is there a single card, and if not what's the smallest setup?", { fewestCards: true }],
    ['qwen2.5-72b 给 30 人用，卡越少越好', { fewestCards: true, concurrency: 30 }],
  ])('%s', (text, expected) => expect(parseRequest(text, catalog, NOW).request).toMatchObject(expected));

  it('reads no count question in GPU-hours, and no target in a speed seen', () => {
    expect(parseRequest('how many h800 gpu hrs for an 8b on 2.3T tokens', catalog, NOW).request.countAsked).toBeUndefined();
    expect(parseRequest('ollama 上跑 qwen3 30b-a3b 有 130 token/s', catalog, NOW).request.tokensPerSec).toBeUndefined();
    expect(parseRequest('qwen2.5-7b 给 5 个人用，速度要有 30 token/s', catalog, NOW).request.tokensPerSec).toBe(30);
    expect(parseRequest('just me and one colleague, qwen 7b', catalog, NOW).request.concurrency).toBe(2);
    expect(parseRequest('qwen2.5-7b, we can spend at 8k a month', catalog, NOW).request.contextTokens).toBeUndefined();
    expect(parseRequest('今天在英伟达4090 Gpu加载QWen2.5 14B', catalog, NOW).request.count).toBeUndefined();
    expect(parseRequest('MI300X 单卡，14.6B token，想从头预训练一个 3B 的 GPT-2 风格模型', catalog, NOW).unknownFamily).toBe(false);
    expect(parseRequest('qwen2.5-coder-32b on llama.cpp, 8k ctx works fine at ~16 tok/s', catalog, NOW).request.tokensPerSec).toBeUndefined();
    expect(parseRequest('手上 8 张 A800 80G PCIe 部署 Qwen2.5-72B bf16，到底最少几张卡就够？tp=8 一个实例，还是 tp=4 开两个实例', catalog, NOW).request.count).toBeUndefined();
    expect(parseRequest('8卡4090 qlora 微调 qwen2.5-72B，换成原版 bf16 + bnb 4bit 的 qlora', catalog, NOW).request.precision).toBeUndefined();
    expect(parseRequest('Llama 3 8B LoRA on the free Colab T4 in 4, 8 or 16-bit — which of those actually fits on the T4??', catalog, NOW).request.precision).toBeUndefined();
    expect(parseRequest('laptop RTX 4060 8 GB, Llama 3 8B: do i still need 4 bit or can it do fp16 / 8bit?', catalog, NOW).request.precision).toBeUndefined();
    expect(parseRequest('A10（23028MiB）跑 qwen-7b-chat', catalog, NOW).request.gpuMemoryGB).toBeUndefined();
    expect(parseRequest('glm-4-9b-chat in bf16 OOMs on a 2080 Ti 11G. what precision actually fits on this card?', catalog, NOW).request.precision).toBeUndefined();
    expect(parseRequest('is 8x A100 enough for the bf16 weights or do i need to switch to fp8', catalog, NOW).request.precision).toBe('bf16');
  });
});

describe('a model named only for its example code', () => {
  it('is not the model run when another is named', () => {
    const read = (text: string) => parseRequest(text, catalog, NOW).request;
    expect(read('用 8 张 80G 的 H800 推理 InternVL3-78B 还是 OOM，用的是主页 quick start 里 InternVL2.5-8B 那个例子的脚本。这个模型到底要几张卡？').model).toBe('internvl3-78b');
    expect(read('InternVL2.5-8B 那个例子跑通了，要几张卡？').model).toBe('internvl2.5-8b');
  });
});

describe('sizes, pre-training corpora and head counts as held-out 98–104 wrote them', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads a model pre-trained from its stated size, also inside a name of a family the catalog has', () => {
    expect(read('pretrain a 91M-parameter GPT-style transformer on TinyStories, 470M tokens on a rented H100')).toMatchObject({ modelSizeB: 0.091, task: 'pretrain' });
    expect(read('NanoGPT GPT-2 124m on 10B tokens of fineweb - on a single 4090?')).toMatchObject({ modelSizeB: 0.124, task: 'pretrain', tokens: 10e9 });
    expect(read('Tendril 870M (869,116,160 params), ~17.38B tokens on 8xH100, how long?')).toMatchObject({ modelSizeB: 0.86911616, task: 'pretrain' });
    // A family's name with more name and another size after it is another model: not phi-2 (2.7B), not BLOOM-176B.
    expect(read('Phi2-Chinese-0.2B 预训练，4060 8GB 能跑吗')).toMatchObject({ modelSizeB: 0.2 });
    expect(read('Phi2-Chinese-0.2B 预训练，4060 8GB 能跑吗').model).toBeUndefined();
    expect(read('Bloom_6b4_zh（6.4B）增量预训练，8张A6000 要多久').model).toBeUndefined();
    // Its active size and a token count in brackets are no other model.
    expect(read('4卡 H20 用 vllm 跑 Qwen3-235B-A22B，默认参数 OOM').model).toBe('qwen3-235b-a22b');
    expect(read('our full finetune of Llama-3.1-8B (2B tokens) keeps getting preempted').model).toBe('llama-3.1-8b');
    // A family word and a size name the one catalog model they can mean; none when several can.
    expect(read('deepseek 70B模型需要A100多少张卡?').model).toBe('deepseek-r1-distill-llama-70b');
    expect(read('千问3大模型 0.6b需要多少显存?').model).toBe('qwen3-0.6b');
    expect(read('qwen 32b on a 4090').model).toBeUndefined();
    // A version the asker did not write is another release: "baichuan-13b" is not Baichuan2-13B.
    expect(read('用 vllm 推理 baichuan-13b，fp16，1*A100（80G）').model).toBeUndefined();
    expect(read('llama 70b on 2 a100').model).toBeUndefined();
    // A size the unversioned family never had is a later version's, when one model has it: LLaMA 1 stopped at 65B.
    expect(read('trying to quantize the Llama405b model so that it can fit onto 8 H100').model).toBe('llama-3.1-405b');
    expect(read('qwen 235b on 8 h20').model).toBeUndefined();
    // A recipe's own base format: tloen/alpaca-lora loads the base in 8-bit.
    expect(read('RTX 3060 12gb, fine-tuning the llama 7b model with alpaca-lora, OOM')).toMatchObject({ method: 'lora', precision: 'int8' });
    // A knowledge assistant is served; "full fine-tuning, but not … Lora or QLora" is full.
    expect(read('用 anything-llm 搭内部 AI 知识助手，LLM 用 Llama3-8B，每月 3000 元以内，一张够吗').task).toBe('infer');
    expect(read('I want to do full fine-tuning, but not specifically Lora or QLora, of llama 3 70b on 8xA100').method).toBe('full');
    expect(read('law firm: one 4-card board of V100-SXM2 32GB, Qwen3.5-122B-A10B Q4 at 25k+ context, ok?')).toMatchObject({ gpu: 'v100-32gb', count: 4, contextTokens: 25600 });
    // A document read at once is the context; "超长上下文" is a context too.
    expect(read('租一张 3090，用 GLM-4-9B INT4 版本一次性读完 200 万字（1M token），够吗').contextTokens).toBe(1_000_000);
    expect(read('Qwen3-32B 要支持 128K 超长上下文，租一张 H800 够吗？').contextTokens).toBe(131072);
    // llama.cpp's "-c N" and TensorRT-LLM's "--max_input_length", and "100k-token inputs", are the context.
    expect(read('Qwen3.5-122B IQ4_KSS on 2 x A6000 with llama-server -c 135168, fits?').contextTokens).toBe(135168);
    expect(read('Llama-3.1-8B fp16 with TensorRT-LLM, is one H100 enough with 100k-token inputs?').contextTokens).toBe(102400);
    expect(read('trtllm-build --max_input_length=100000 for llama-3.1-8b on one H100').contextTokens).toBe(100000);
    // Ollama's environment variables name Ollama: its default Q4_K_M file.
    expect(read('Qwen 2.5 14B 1M @ 70k context on 2x3090, OLLAMA_FLASH_ATTENTION=1. Should 70k fit?')).toMatchObject({ engine: 'llama.cpp', precision: 'q4_k_m' });
    // …and stay read for what they say: a context and slots.
    expect(read('RTX 3060 12GB. ollama qwen2.5:7b-instruct-q8_0, OLLAMA_CONTEXT_LENGTH=8192 and NUM_PARALLEL=2 (2 slots). fits?')).toMatchObject({ contextTokens: 8192, concurrency: 2 });
    // ChatGLM3 was released only at 6B: the bare name is chatglm3-6b.
    expect(read('用qlora的方式微调ChatGLM3，lora还是qlora好？').model).toBe('chatglm3-6b');
    // Quantizing wished for is no format used: the half precision run is judged.
    expect(read('16G 的 M1 跑半精度 chatglm3-6b 是不是本来就不够，什么时候能支持量化').precision).toBe('fp16');
    // Billions of tokens made by a model are no corpus to train on.
    expect(read('generate 2B tokens of synthetic data with qwen2.5 7b on 8 H100').task).not.toBe('pretrain');
  });

  it('reads people at once in more words, and no model size as people', () => {
    expect(read('generate 32B teacher completions from Qwen2.5-32B-Instruct').concurrency).toBeUndefined();
    expect(read('distill the 70B teacher into a Llama 3.1 8B student on 8x A100').concurrency).toBeUndefined();
    expect(read('one 48GB A6000 with llama3.3 70b via ollama, can we run 32 workers inferencing parallely?').concurrency).toBe(32);
    expect(read('dataloader with 8 workers, lora of llama 3 8b on a 4090').concurrency).toBeUndefined();
    expect(read('Qwen3.5-122B-A10B on one RTX Pro 6000, and just added five teammates to the same box. one card or two?').concurrency).toBe(5);
    // A speed measured single-user is no head count; the people asked about are.
    expect(read('my 2 x RTX PRO 6000 runs Qwen3.5-122B NVFP4 at 198 tok/s single-user. could it serve 16 devs at once?').concurrency).toBe(16);
    expect(read('DeepSeek-R1 满血版，并发数超过100的话，需要多少张卡').concurrency).toBe(100);
  });
});

describe('the precision and the cards as posts write them', () => {
  it.each<[string, Partial<AdviceRequest>]>([
  ['多卡qlora（8*L20）：--model_name_or_path Qwen1.5-72B-Chat-GPTQ-Int8 --finetuning_type lora。gptq模型只支持单卡吗？', { model: 'qwen1.5-72b', task: 'finetune', method: 'lora', precision: 'int8', gpu: 'l20', count: 8 }],
  ['I need to run llama3 70b f16 model through ollama, 2 * A100 80GB', { model: 'llama-3-70b', precision: 'fp16', count: 2 }],
  // A count of the cards, however it is written: per machine, restated, the ones used, counted together.
  ['only some PCs and GPUs [4 nodes, 2 GPUs (V100, 32G) per node]. finetune Llama-2-70B?', { model: 'llama-2-70b', gpu: 'v100-32gb', count: 8 }],
  ['on T4x2 GPU accelerator on Kaggle the trainer detects two GPUs. Hence I force to use only one t4 GPU instead. llama-3-8b qlora', { gpu: 't4', count: 1 }],
  ['vicuna 13B 模型，显卡是v100，有4张卡,单张是32G，我配置了3张', { gpu: 'v100-32gb', count: 3 }],
  ['多张V100卡部署Qwen-72B Int4，单张卡显存不够，但4张合起来显存是够的', { gpu: 'v100-32gb', count: 4, precision: 'int4' }],
  ['我只有两张24G显存的3090，单卡上跑不了GLM4V', { gpu: 'rtx3090', count: 2 }],
  ['Chinese-Alpaca-Plus-13B继续做peft微调需要多少显存？有没有什么量化方法降低显存需求。如果是4个没有NVLink的V100（32G显存）', { task: 'finetune', method: 'lora', gpu: 'v100-32gb', count: 4 }],
    // A full-width comma between two numbers separates them: no thousands grouping across it.
    ['deepseek-r1 部署，并发数量 128，128并发下每个用户每秒多少token', { model: 'deepseek-r1', concurrency: 128 }],
    ['总输入超过10万tokens，还要深度思考。单张 H100 真的够吗？qwen3-32b', { model: 'qwen3-32b', gpu: 'h100-sxm', count: 1, contextTokens: 100256 }],
    // One request's speed, and the tokens one answer is written in, are no job of 2,000 tokens.
    ['DeepSeek-R1-Distill-Qwen-7B: so it can churn out 2000 tokens to think through a problem. Which GPU gets one request to roughly 300 tokens/s?', { model: 'deepseek-r1-distill-qwen-7b', tokensPerSec: 300, concurrency: 1, outputTokens: 2000 }],
    ['Could that one 3060 be the LLM server for a 50-person office? qwen2.5 7b awq', { gpu: 'rtx3060', concurrency: 50 }],
    ['我们团队 15 个人，想用一张 4090 跑 Qwen2.5-14B，fp16 放得下吗？要量化到几 bit？', { model: 'qwen2.5-14b', concurrency: 15, gpu: 'rtx4090', count: 1 }],
    // A recommended configuration or a guide's claim is hearsay: the asker's own cards are judged.
    ['推荐配置里 GLM-4.5-Air BF16 是 H100 x4，FP8 是 H100 x2。我们只有两张 H100，跑 BF16 …肯定不行吗？', { model: 'glm-4.5-air', gpu: 'h100-sxm', count: 2, precision: 'bf16' }],
    ['避坑指南说完整加载需要约48GB（FP16 精度），必须双卡 4090D。一张 4090D 跑不了 gpt-oss-20b？', { model: 'gpt-oss-20b', gpu: 'rtx4090d', count: 1 }],
    // Machines of a datacenter card with no GPUs per machine said: whole machines as the catalog rents them.
    ['两台H200机器 1P1D 部署 DeepSeek-R1，并发数量 128', { model: 'deepseek-r1', gpu: 'h200', count: 16, machineGpus: 8, concurrency: 128 }],
    // Trainers that train every weight unless given a LoRA config, a LoRA ruled out, LoRA continued pre-training, memory after 单卡.
    ['training various models using the SFTTrainer. 2 x A100 80 GB, DeepSpeed ZeRO-2. llama-2-7b at max_seq_length 4096', { gpu: 'a100-80gb-sxm', count: 2, task: 'finetune', method: 'full' }],
    ['deepspeed --num_gpus 1 --module openrlhf.cli.train_sft --max_len 128 --pretrain meta-llama/Meta-Llama-3-8B --zero_stage 2 on an 80 GB A100', { model: 'llama-3-8b', task: 'finetune', method: 'full' }],
    // llm-foundry's finetune yamls train every weight; a bare "full" counts once the task is known to be a fine-tune.
    ['using scripts/train/train.py, yaml: yamls/mpt/finetune/7b_dolly_sft.yaml. are 8 x 40GB A100s enough to fine-tune mpt-7b?', { model: 'mpt-7b', task: 'finetune', method: 'full' }],
    ['Is 8 A100 80GB enough to RL-train (full-parameter) Qwen3-VL-8B?', { model: 'qwen3-vl-8b', task: 'finetune', method: 'full' }],
    ['RLOO Trainer do not support peft lora. qwen2.5-3B always OOM with 4*A800(80g), rloo.py, deepspeed_zero3', { gpu: 'a800', count: 4, method: 'full' }],
    ['run_clm_pt_with_peft.py 33B做lora的预训练，需要多少G的显存啊？我用了5张A100 80G都还是报错OOM', { task: 'finetune', method: 'lora', count: 5 }],
    ['用A100 单卡40G lora 微调4B的模型报OOM', { gpu: 'a100-40gb', count: 1, method: 'lora' }],
    // A server (服务器) or a service provider (服务商) is no serving: the training said is the task.
    ['用 LLaMA-Factory 的 webUI 在 AutoDL 的 H20 上训练的时候，webUI 和服务器无法连接卡死。这种训练租 H20 按量合适还是包月？', { gpu: 'h20', task: 'finetune' }],
    // Names as people shorten them.
    ['gpt-oss-20 OOMs on 8 B200s', { model: 'gpt-oss-20b', gpu: 'b200', count: 8 }],
    ['Qwen3.5-397B-A17B-FP8 on 6 rtx6kpro GPUs', { model: 'qwen3.5-397b-a17b', gpu: 'rtxpro6000-blackwell', count: 6 }],
    // A machine spec glued in one word, and the count as a form's field.
    ['A100x8x80G dpo train 显示显存不够', { gpu: 'a100-80gb-sxm', count: 8 }],
    ['Number of gpus: 8, GPU type: A100 80G. lora llama3-70b', { model: 'llama-3-70b', gpu: 'a100-80gb-sxm', count: 8 }],
    ['GPU数量：8，型号A800，lora qwen2 72b', { gpu: 'a800', count: 8 }],
    // Cards named by their memory each, counted before it; the count a form's field after it.
    ['I have 4 GPUs with 24GB each, can I run llama 3 70b', { model: 'llama-3-70b', count: 4, ownsGpu: true }],
    ['4 GPUs, 24GB per GPU, run qwen2.5 72b', { model: 'qwen2.5-72b', count: 4 }],
    ['我有4张卡，每张卡显存24G，能跑qwen2.5 72b吗', { model: 'qwen2.5-72b', count: 4 }],
    ['Number of gpus: 8, GPU type: AMD MI series, 192G per GPU. LoRA on llama3-70b OOMs', { gpu: 'mi300x', count: 8 }],
    // Trainers that train every weight unless a LoRA is said; a card named by a memory written round.
    ['Qwen3-30B-A3B，backend：megatron，A100(80G)*16 megatron sft --tensor_model_parallel_size 4', { task: 'finetune', method: 'full', count: 16 }],
    ['swift megatron sft --train_type lora qwen2.5 7b on 8 a100', { method: 'lora' }],
    ['Using DreamBooth method, number of trainable parameters: 2567463684, use 8-bit AdamW, 这样训 SDXL 4090', { model: 'sdxl-base-1.0', task: 'finetune', method: 'full' }],
    ['dreambooth lora sdxl 3060', { task: 'finetune', method: 'lora' }],
    ['Qwen3-VL-8B SFT 8卡 140G显存 zero0 model_max_length=81920', { gpu: 'h200', count: 8 }],
    // A chip's core counts are no cards; quantizing said not to be used, or turned off, is no format.
    ['Mac m4 Max 36gb, 14 CPU - 32GPU … mflux-train flux dev lora, 40 s/it', { device: 'mac', model: 'flux.1-dev' }],
    ['2080TI qwen-14B推理两分半，未使用量化', { gpu: 'rtx2080ti', precision: 'fp16' }],
    // A benchmark's request shape: the context is the prompt and the answer.
    ['4张4090 部署 Qwen2.5-72B-Instruct-GPTQ-Int4，1并发：mean_input_tokens 4044，mean_output_tokens 1024，mean_TTFT 4017.89 ms', { contextTokens: 5068, outputTokens: 1024 }],
    // Machines each holding cards; a card's memory said apart from its name.
    ['6台PC，每台只有一张RTX 3060 12G，分布式微调 Qwen2.5-72B', { gpu: 'rtx3060', count: 6 }],
    ['Always OOM on 16G GPU, finetune qwen1.5-7b using QLoRA on a multi-v100 server', { gpu: 'v100-16gb', method: 'qlora' }],
    ['on the colab A100 runtime (40GB VRAM) still OOM. if I rent an A100 80GB instead, will this FLUX.1-dev LoRA fit?', { gpu: 'a100-80gb-sxm' }],
    // A prompt's length before the word, a request to a model being served.
    ['请问最新的200K模型要是接受200k输入显存需要多少？', { contextTokens: 205056, task: 'infer' }],
    // A version in brackets after a name that has none.
    ['Qwen-72B (v1.5) on 8xH100s, 500 RPM', { model: 'qwen1.5-72b', gpu: 'h100-sxm', count: 8 }],
    // The size before the family name.
    ['how many gpus needs when full training 70B Llama2', { model: 'llama-2-70b', task: 'finetune', method: 'full' }],
    ['a 7B Qwen2.5 on my 3060', { model: 'qwen2.5-7b', gpu: 'rtx3060' }],
    // Counted cards as machines and posts write them: "an 8-GPU 4090 machine", the card named in brackets after the counted cards,
    // a card restated in brackets with its variant, a failed run's card named again without a count.
    ['I have an 8-GPU 4090 machine. The total GPU RAM is 192 GB. Run the FP8 Deepseek-V3 on it?', { gpu: 'rtx4090', count: 8 }],
    ['想问一下 qwen2.5-1.5B 全参训练需要多大显存，我4张48G显卡（A6000）oom了', { gpu: 'rtx-a6000', count: 4 }],
    ['两张A800（NVIDIA A800 80GB PCIe），用 vllm 部署 CodeLlama-13b-Instruct，一启动就爆显存。两张80G的A800部署一个13b，是卡不够还是哪里配置错了？', { gpu: 'a800-80gb-pcie', count: 2 }],
    ["I'm running into CUDA OOM errors even when using three A40 GPUs (48GB each). Settings might be too heavy for A40. qwen2.5-vl-7b sft", { gpu: 'a40', count: 3 }],
  ])('%s', (text, expected) => expect(parseRequest(text, catalog, NOW).request).toMatchObject(expected));
  it('reads formats listed each with its size as facts, none of them chosen; one named with its size is kept', () => {
    const listed = parseRequest('Qwen3-14B 是148亿参数的Dense模型，fp16下整模仅需28GB显存，FP8量化后14GB，一张RTX 4090(24GB)就能全速运行。我在 3090 上做 LoRA 微调够吗？', catalog, NOW).request;
    expect(listed).toMatchObject({ model: 'qwen3-14b', method: 'lora' });
    expect(listed.precision).toBeUndefined();
    expect(parseRequest('fp16 is 28GB, int8 14GB and int4 ~8GB, which fits my 16GB 4060 ti? qwen2.5 14b', catalog, NOW).request.precision).toBeUndefined();
    expect(parseRequest('qwen2.5 14b fp8量化后14GB，一张4090能跑吗', catalog, NOW).request.precision).toBe('fp8');
  });
  it('reads the format the question names before the ones the post tells of', () => {
    const asked = '本机服务器4卡T4（16G），CogVLM 只能运行 cli_demo_hf.py 的 int4 量化，fp16 加载模型后爆显存。希望跑精度更高的：4张T4 用 fp16 能跑 cogvlm-chat 吗？';
    expect(parseRequest(asked, catalog, NOW).request).toMatchObject({ gpu: 't4', count: 4, precision: 'fp16' });
    // A format naming a method, an optimizer or the KV cache in the question is left to those rules.
    expect(parseRequest('之前用 QLoRA 调过 Qwen-7B，现在对 Qwen-14B-Chat 做 bf16 的 LoRA（不量化），两张 3090 够不够？', catalog, NOW).request.method).toBe('lora');
    expect(parseRequest('full fine-tune of llama 3.1 8b on one A100 80GB with 8-bit Adam, does it fit?', catalog, NOW).request.precision).toBeUndefined();
    expect(parseRequest('qwen1_5-14b-chat-q4_0.gguf, 3060 12G。加上 -ngl 99 -c 8192（KV 用默认的 f16）能全部塞进 12G 吗？', catalog, NOW).request.precision).toBe('q4_k_m');
    // "全精度" is the model as released, not fp32.
    expect(parseRequest('8 张 H200 跑 Kimi K2.5 全精度真的够吗？', catalog, NOW).request.precision).not.toBe('fp32');
  });
  it('keeps apart what only looks like these forms', () => {
    expect(parseRequest('Mac m4 Max 36gb, 14 CPU - 32GPU, mflux-train flux dev lora', catalog, NOW).request.count).toBeUndefined();
    expect(parseRequest('单卡A100推理 llama 2 13b 需要35s，load_in_8bit改成了False', catalog, NOW).request.precision).toBeUndefined();
    // The GPUs' total memory is no system RAM; a card and its variant set against each other stay a comparison.
    expect(parseRequest('I have an 8-GPU 4090 machine. The total GPU RAM is 192 GB. deepseek-v3', catalog, NOW).request.systemRamGB).toBeUndefined();
    expect(parseRequest('H200 or H200 NVL for llama 3 70b?', catalog, NOW).request.compareWith).toBeDefined();
    // A failed count is no answer to "how many": the question stays.
    expect(parseRequest('Yi-1.5-34B-Chat in bf16 OOMs on a single L20 48G. how many L20 do I need to run it in bf16?', catalog, NOW).request.countAsked).toBe(true);
  });
  it('reads a memory after the count of cards as each card\'s, never a count of something else', () => {
    const { request } = parseRequest('Runpod UI does not allow more than 1 GPU Worker for 80 GB GPU Cards. How many 80GB cards does Mixtral-8x7B need?', catalog, NOW);
    expect(request.countAsked).toBe(true);
    expect(parseRequest('I have 4 GPUs with 24GB each, can I run llama 3 70b', catalog, NOW).request.gpu).toBe(parseRequest('can I run llama 3 70b on a 24GB card', catalog, NOW).request.gpu);
  });
});

describe('the forms held-out 131–135 wrote', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads Vicuna and Alpaca as the LLaMA they fine-tune (v1.5 on Llama 2), not LLaVA\'s Vicuna', () => {
    expect(read('I use vicuna-33b with 3 cards V100 32G').model).toBe('llama-33b');
    expect(read('Vicuna-13B-v1.5 on a 3090?').model).toBe('llama-2-13b');
    expect(read('fine-tuning Vicuna-7B-v1.5 with Lora: --model_name_or_path ./models/vicuna-7B --q_lora True').model).toBe('llama-2-7b');
    expect(read('alpaca-7b lora on a T4').model).toBe('llama-7b');
    // A model type from a training command ("--base_model qwen2_5_vl") with the size the checkpoint's name carries.
    expect(read('Can two RTX 5090 GPUs suffice? --model_name_or_path model_zoo/UniPixel-7B --base_model qwen2_5_vl --lora_enable True --lora_r 64').model).toBe('qwen2.5-vl-7b');
    expect(read('llava-next-vicuna-7b on a 4090').model).toBe('llava-next-vicuna-7b');
  });

  it('reads "Phi-1.5B" as phi-1.5, and a recipe whose base loads in 4 bits (quantization_config=bnb_config) as QLoRA', () => {
    expect(read('supervised fine-tune a phi-1.5B model with the SFTTrainer, following sft_llama2.py, on 4x2080Ti, model loaded with quantization_config=bnb_config')).toMatchObject({ model: 'phi-1.5', method: 'qlora', count: 4 });
    expect(read('supervised fine-tune phi-1.5 with the SFTTrainer on 4x2080Ti').method).toBe('full');
  });

  it('bits said in Ollama or llama.cpp are a GGUF file of those bits; a checkpoint format named or a 4-bit release keeps its own', () => {
    expect(read('ollama run qwen3:235b on five RTX 3090s and 256 GB RAM: is 120 GB enough to keep the default 4-bit qwen3:235b on the GPUs?')).toMatchObject({ model: 'qwen3-235b-a22b', precision: 'q4_k_m', engine: 'llama.cpp' });
    expect(read('llama.cpp 8-bit llama 3 70b on 4 3090s')).toMatchObject({ model: 'llama-3-70b', precision: 'q8_0', engine: 'llama.cpp' });
    expect(read('gpt-oss-120b 4-bit in ollama on 3 3090s').precision).toBe('int4');
    expect(read('qwen2.5 72b awq 4-bit on vllm, 2 3090s').precision).toBe('int4');
  });

  it('training as Chinese posts say it ("训llama3-70b", "fp16训的"), a pretrained base fine-tuned ("做预训练模型进行微调"), machines counted as sets', () => {
    expect(read('两个8卡A100，训llama3-70b（长度8192），deepspeed zero3，fp16训的，训到一半的时候OOM了')).toMatchObject({ model: 'llama-3-70b', task: 'finetune', method: 'full', count: 16, machineGpus: 8 });
    expect(read('我去参加了一个培训，想用 4090 跑 qwen2.5 7b').task).toBe('infer');
    expect(read('使用SDXL v1.0 base做预训练模型进行微调，一块A100全参微调SDXL够吗？')).toMatchObject({ model: 'sdxl-base-1.0', task: 'finetune', method: 'full' });
    expect(read('预训练一个 1B 模型，100B token，8 张 H100 要多久？').task).toBe('pretrain');
    expect(read('full-parameter SFT for 70B llama 2 on 3 sets of 8*A100 (40G): are these 24 enough?')).toMatchObject({ gpu: 'a100-40gb', count: 24, machineGpus: 8 });
    // A size trained with ZeRO-3 and nothing else said is a fine-tune (a pre-training says so or gives its corpus).
    expect(read('每个节点8张40G A100，训练72B模型。使用zero3时很慢')).toMatchObject({ modelSizeB: 72, task: 'finetune', method: 'full' });
  });

  it('formats weighed by the speeds measured with each: no load to serve, and the format left open when the question is which', () => {
    const gemma = read('gemma 2 9B on one A100. With float16 the benchmark is 4267.62 tokens per second, with awq 4 bit 4963.73 tokens per second. Is it even worth quantizing this model on the A100?');
    expect(gemma).toMatchObject({ model: 'gemma-2-9b', task: 'infer' });
    expect(gemma.tokensPerSec).toBeUndefined();
    expect(gemma.precision).toBeUndefined();
    // Measured, but the format the asker runs is kept when nothing asks which.
    const kept = read('Qwen3-4B on a 4090: FP16 98 tok/s, FP8 80 tok/s. Why is FP8 slower?');
    expect(kept.precision).toBe('fp8');
    expect(kept.tokensPerSec).toBeUndefined();
  });

  it('a fine-tune on several datacenter cards with no method said is assumed full (said), not on one card, consumer cards, adapters or image models', () => {
    const r = parseRequest("I want finetune llama 33b, it can not be finetune on 8 A100 GPU, It may need to use nnodes?", catalog, NOW);
    expect(r.request).toMatchObject({ model: 'llama-33b', task: 'finetune', method: 'full', methodAssumed: true, count: 8 });
    expect(r.assumptions.map((a) => a.key)).toContain('fullOnCards');
    for (const text of ['finetune llama 33b on one A100', 'finetune llama 3 8b on 2 RTX 4090', 'finetune llama 33b on 8 A100 with peft', 'train a FLUX.1-dev LoRA on 4 A100']) {
      expect(read(text).methodAssumed, text).toBeUndefined();
    }
  });

  it('a 16-bit format naming the optimizer is no weight format; one naming the model still is', () => {
    const r = read('LoRA training of FLUX.1-dev on an RTX 4090: using bf16 AdamW optimizer with stochastic rounding, then CUDA out of memory');
    expect(r).toMatchObject({ model: 'flux.1-dev', method: 'lora', optimizer: 'adamw' });
    expect(r.precision).toBeUndefined();
    expect(read('serve llama 3 8b in bf16 on a 4090').precision).toBe('bf16');
  });

  it('the card the last question names at another memory or at the asker own count, not the setup reported before it', () => {
    expect(read('文章说最低配置是 RTX 4090 24GB × 4。我只有一张 4090，用 4bit 量化跑 Qwen3-30B-A3B、单人用 32K 上下文，够不够？')).toMatchObject({ gpu: 'rtx4090', count: 1 });
    expect(read('双卡V100 16G跑DeepSeek-R1-Distill-Qwen-7B也是OOM。7B的模型32G的V100都不够吗？')).toMatchObject({ gpu: 'v100-32gb' });
    // Named again with nothing new, or weighed as another option: the setup found.
    expect(read('Mistral-7B pre-training on one 16 x A100-40 machine: how many A100-40 GPU hours?')).toMatchObject({ gpu: 'a100-40gb', count: 16 });
    expect(read('continued pretraining of LLaMA-7B on 32x A100 80GB: how long? would 40GB A100s also work?')).toMatchObject({ gpu: 'a100-80gb-sxm', count: 32 });
  });

  it('the cards\' total memory picks a variant no card has alone; LoRA asked as the fallback or ruled out is not the method', () => {
    expect(read('Fine Tuning: Cuda Out of Memory 4xA100 160Gb Memory, llama-7b').gpu).toBe('a100-40gb');
    expect(read('2x A100 80GB serving qwen2.5 72b').gpu).toBe('a100-80gb-sxm');
    expect(read('full-parameter DPO of Qwen2-72B-Instruct on 8x A100 80GB OOMs. is full param even possible on 8 of these or do i have to go LoRA?').method).toBe('full');
    expect(read('Qwen-14B-Chat 全参微调（场景限制不能用lora），8张 A800 80G 大概多久？').method).toBe('full');
    expect(read('我现在只有 4 张 4090，能不能用 LoRA 训练 Llama 3.1 8B？').method).toBe('lora');
  });

  it('an engine dtype flag on a checkpoint released in FP8 is the activations\' type, not the weights\'', () => {
    expect(read('vllm serve deepseek-V3 --tensor-parallel-size 8 --pipeline-parallel-size 2 --dtype half on 16 L40. Is 16 L40 enough for DeepSeek-V3?').precision).toBe('fp8');
    expect(read('vllm serve Qwen/Qwen2.5-7B --dtype half on a T4').precision).toBe('fp16');
  });

  it('a tuned model or adapter in use is served, however it was trained; a training run still is one', () => {
    expect(read('my flux lora generation using existing workflow is super slow on an A40, about 84secs. is this expected?')).toMatchObject({ model: 'flux.1-dev', task: 'infer' });
    expect(read('使用LoRA微调再awq量化后的模型qwen1half-7b-chat推理速度很慢，GPU: A5000，swift infer')).toMatchObject({ task: 'infer', precision: 'int4' });
    expect(read('The Qwen3.6-27B finetune is only published in BF16 and NVFP4. Which one can I run on a single L40S?').task).toBe('infer');
    expect(read('train a flux lora on an A40, how long?')).toMatchObject({ task: 'finetune', method: 'lora' });
  });

  it('what the setup was seen to hold is its outcome, not the load asked for', () => {
    expect(read('even with 8xB200 at 1M context and FP8 weights, the model can only do 1-2 concurrent requests. Is 8x B200 enough for GLM-5.2 FP8?').concurrency).toBeUndefined();
    expect(read('GLM-5.2 FP8 for 2 concurrent requests at 1M context on 8x B200?').concurrency).toBe(2);
  });

  it('a fall back to the CPU complained of asks whether it fits on the card alone, whatever RAM the box has', () => {
    const r = read('RTX 4090 with 80GB of RAM. ollama run llama3:70b loads on the GPU, then after 5-10 seconds it shifts entirely to the CPU. Does it fit on my 4090 at all?');
    expect(r).toMatchObject({ model: 'llama-3-70b', systemRamGB: 80 });
    expect(r.ramOffload).toBeUndefined();
    expect(read('RTX 4090 with 80GB of RAM: does llama3:70b fit on my 4090 in ollama?').ramOffload).toBe(true);
    // So does a spill asked about, after the asker told of offloading layers.
    const spill = read("With ollama you could offload a few layers to cpu. I'm doing that with gemma 3 27b QAT on a 3060. Does the 27B QAT actually fit on the 3060 12GB, or is it always going to spill to CPU?");
    expect(spill).toMatchObject({ model: 'gemma-3-27b', gpu: 'rtx3060' });
    expect(spill.ramOffload).toBeUndefined();
  });

  it('reads the GPUs a run states beside its tensor parallelism as the run\'s count', () => {
    expect(read('Qwen-3-8B, sequence length 128k, config tp=4, cp=8, pp=1, megatron backend, GRPO, 256 GPUs. A100 393 s per step').count).toBe(256);
    expect(read('vllm tp=2 for qwen 14b, 2 A100s? or is tp=2 with 3 GPUs better').count).toBe(2);
  });

  it('reads "a 4090 dual GPU" as two cards, and "these two GPUs" as two compared', () => {
    expect(read('MiniCPM-Llama3-V 2.5 lora finetune, I am using a 4090 dual GPU, OOM')).toMatchObject({ gpu: 'rtx4090', count: 2 });
    expect(read('Do these two GPUs refer to RTX A6000 and RTX 6000 Ada? LLaMA 65B q4_0 with llama.cpp, which one should I rent?').count).toBeUndefined();
  });

  it('reads a size glued to its format ("72B_int4") and Chinese "千问1.5" as Qwen, so the two said apart name Qwen1.5-72B', () => {
    expect(read('想问一下72B_int4模型大概需要多大的显存').modelSizeB).toBe(72);
    expect(read('千问1.5-api以及显存问题：想问一下72B_int4模型大概需要多大的显存？之前的int8模型在80G a100上可以部署')).toMatchObject({ model: 'qwen1.5-72b', precision: 'int4' });
    expect(read('通义千问2.5 7b 用 4090 能跑吗').model).toBe('qwen2.5-7b');
  });

  it('reads "at its full context" with no figure as the model\'s window, said', () => {
    const parsed = parseRequest('Should Mixtral AWQ at its full context fit on 2x A100 80GB?', catalog, NOW);
    expect(parsed.request).toMatchObject({ model: 'mixtral-8x7b', contextTokens: 32768 });
    expect(parsed.assumptions.map((a) => a.key)).toContain('contextFullWindow');
    expect(read('qwen2.5 7b 满上下文 4090 能跑吗').contextTokens).toBe(131072);
    expect(read('qwen2.5 7b on a 4090, full fine-tune').contextTokens).toBeUndefined();
  });

  it('reads training ruled out as running the model, and a quantization not turned on as the release', () => {
    expect(read('不训练的话，最少需要多少显存？').task).toBe('infer');
    expect(read('no fine-tuning, just inference of qwen2.5 7b on a 3060').task).toBe('infer');
    expect(read('模型训练不了，qwen2.5 7b 4090 OOM').task).not.toBe('infer');
    expect(read('基础模型 LLaMA-13B，lora_rank=8，没有开8bit，3090 发生memory out')).toMatchObject({ method: 'lora', precision: 'bf16' });
    expect(read('LLaMA-13B lora on a 3090, not using 8bit, OOM').precision).toBe('bf16');
  });

  it('reads every layer on the card (-ngl 100) and "or does it have to be split with the CPU?" as asking about the card alone', () => {
    expect(read('mixtral-8x7b-instruct Q4_K_M.gguf -ngl 100 --ctx-size 8192, a 4090, 192GB of RAM. Can it run fully on my 4090?').ramOffload).not.toBe(true);
    expect(read('mistral-small3.1:24b on my 3080 Ti, 32 GB system RAM: can it run on the card or does it always have to be split with the CPU?').ramOffload).not.toBe(true);
    expect(read('mistral-small3.1:24b on my 3080 Ti with 32 GB system RAM, how fast?').ramOffload).toBe(true);
    expect(read('Just got an RTX 5070 (12 GB). Can I keep everything on the 5070 at 8K context with llama.cpp, or do I have to push some expert layers to system RAM with --n-cpu-moe?').ramOffload).not.toBe(true);
    expect(read('gpt-oss-20b on an RTX 5070 with llama.cpp and --n-cpu-moe 4, how fast?').ramOffload).toBe(true);
  });
});

describe('budgets and datasets as held-out 132 wrote them', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads the memory nvidia-smi writes after a form factor ("Tesla V100-PCIE-16GB") as the variant', () => {
    expect(read('DPO Qwen2.5-0.5B，8张 Tesla V100-PCIE-16GB，llamafactory，cutoff_len 4096，都不够？')).toMatchObject({ gpu: 'v100-16gb', count: 8 });
    expect(read('A100-SXM4-40GB x4, lora qwen2.5 7b')).toMatchObject({ gpu: 'a100-40gb', count: 4 });
  });

  it('reads a bracketed token count no sample could have as the whole set, not as the context', () => {
    const r = read('QLoRA Llama-3.1-8B on a single A10G: 3 epochs on 5,000 examples (~2.5M tokens)');
    expect(r).toMatchObject({ tokens: 2_500_000, epochs: 3 });
    expect(r.contextTokens).toBeUndefined();
    expect(read('LoRA qwen2.5 7b on 50k samples (1k tokens each)').tokens).toBe(50_000_000);
  });

  it('reads the budget the question names over an amount the post tells before it', () => {
    expect(read("OpenAI's invoices have crossed $15,000 three months running. If we self-host Llama 3 70B Instruct instead, does it fit in $15,000 a month?").budget).toEqual({ amount: 15000, currency: 'USD', per: 'month' });
  });

  it('reads a price quoted in brackets beside an instance as its price, and the amount the asker keeps to as the budget', () => {
    expect(read('QLoRA Llama-3.1-8B on one A10G (AWS g5.xlarge, $1.01/hour): can we keep each run at about $3?').budget).toEqual({ amount: 3, currency: 'USD', per: 'job' });
  });

  it('reads an hourly price times the cards, and what the sum comes to, as prices, not a budget (held-out 149)', () => {
    expect(read('Llama 3 70B on 4x H100 (FP8): 4 x $2.50/hr on-demand = $10/hr, or a 1-year reserved at 4 x $1.60/hr = $6.40/hr. Does it fit?').budget).toBeUndefined();
    expect(read('the cheapest single GPU that holds GPT-OSS 120B is the B200 at about $5.89 per GPU-hour. Can it run on one H100?').budget).toBeUndefined();
    expect(read('Llama 3 70B on H100s, budget $10/hr').budget).toEqual({ amount: 10, currency: 'USD', per: 'hour' });
  });
});

describe('loads, speeds and formats as benchmarks and deployment posts write them', () => {
  const req = (text: string) => parseRequest(text, catalog, NOW).request;

  it("reads a benchmark's 'Max Concurrency: 500' as the load, and its measured throughput as no target", () => {
    const r = req('max benchmark --model meta-llama/Llama-3.3-70B-Instruct --num-prompts 500. Max Concurrency: 500, Mean output token throughput 6.69 tok/s per request. Is one MI355X enough for the 70B?');
    expect(r).toMatchObject({ model: 'llama-3.3-70b', gpu: 'mi355x', concurrency: 500 });
    expect(r.tokensPerSec).toBeUndefined();
    expect(r.concurrencyAsked).toBeUndefined();
    // Asked, it is still asked.
    expect(req('what is the max concurrency of llama 3 8b on a 4090?').concurrencyAsked).toBe(true);
    // A speed reported without a pronoun is measured; one needed is the target.
    expect(req('Getting ~400 tok/s with Llama 3 8B on MI210 using vLLM. Any performance tips?').tokensPerSec).toBeUndefined();
    expect(req('I need 400 tok/s with Llama 3 8B on MI210').tokensPerSec).toBe(400);
  });

  it('reads a speed someone claims and the question doubts as no target', () => {
    expect(req('文章推荐 Llama-3.1-8B Q5_K_M，说只用CPU就能实现每秒150 tokens的响应速度。这个靠谱吗？').tokensPerSec).toBeUndefined();
    expect(req('the vendor claims 150 tok/s for llama 3 8b on CPU only, is that realistic?').tokensPerSec).toBeUndefined();
    expect(req('I need 150 tok/s for llama 3 8b, is a 4090 enough?').tokensPerSec).toBe(150);
  });

  it('reads prompt, rollout and example lengths as the context', () => {
    // A prompt described, then its length in k (a range's upper end).
    expect(req('ChatGLM3-6B 推理，prompt 很长，大概 5k-8k 都会有，A100 上太慢').contextTokens).toBeGreaterThanOrEqual(8192);
    expect(req('Yarn-Llama-2-7b-128k: I tried a prompt with 126k tokens on 1 GPU').contextTokens).toBeGreaterThanOrEqual(126000);
    expect(req('prompt is too long: 16535 tokens > 8221 maximum, qwen3-8b on a 3060').contextTokens).toBeGreaterThanOrEqual(16535);
    expect(req('full-finetuning Llama-2-7b on 8 A100, max length was set 4096').contextTokens).toBe(4096);
    // A length given as an example of the context asked about, over one quoted of another tool.
    expect(req('SWIFT w/ long Context length training on multi-GPU anytime soon ? eg. 128k and above on multiple H100 NVL 94G ? Unsloth can do up to 80k ctx.').contextTokens).toBe(131072);
    expect(req('如果想要做长上文的指令微调，比如100k以上，请问显存需求是多少？').contextTokens).toBe(102400);
  });

  it('reads quantization turned off and LoRA judged to do badly as the method said', () => {
    // Quantization said not to be turned on ("不开量化") leaves LoRA in 16 bits.
    expect(req('三张3090卡可以不开量化用lora微调 CodeLlama-13b 吗？')).toMatchObject({ method: 'lora', gpu: 'rtx3090', count: 3 });
    // LoRA judged to do badly is ruled out: the full fine-tune hoped for is the method.
    expect(req('I have a single RTX 4090D. I hope to do full-finetune (since lora seems to not perform very well for math). Qwen2.5-0.5B PPO.').method).toBe('full');
    expect(req('LoRA效果不好，想全参微调 qwen2.5 7b，一张 A100 够吗').method).toBe('full');
    expect(req('I want to use lora on qwen2.5 7b with an A100').method).toBe('lora');
  });

  it('reads an FP4/NVFP4 checkpoint as 4-bit, a "native" context as the context, and a family with its size in brackets', () => {
    expect(req('Does the 397B in FP4 really fit on just 2 MI355X, Qwen3.5 397B FP4?')).toMatchObject({ model: 'qwen3.5-397b-a17b', precision: 'int4' });
    expect(req('deepseek r1 nvfp4 on 8 B200').precision).toBe('int4');
    expect(req("we need the model's 256K native context length for Qwen3-Coder-480B-A35B-Instruct").contextTokens).toBe(262144);
    expect(req('企业想私有化部署 Qwen3-Coder（480B 参数的 MoE），需要什么 GPU？').model).toBe('qwen3-coder-480b-a35b');
  });

  it('judges the card asked about when the other is the move asked ("A10 够用，还是必须上 A100？")', () => {
    expect(req('Qwen2.5-7B-Instruct 用 vLLM 在一张 A10 上跑，显存占用大概多少？A10 够用，还是必须上 A100？')).toMatchObject({ gpu: 'a10', count: 1 });
  });
});

describe('what others did', () => {
  const req = (text: string) => parseRequest(text, catalog, NOW).request;

  it("reads a method asked of the authors as theirs, so the asker's run on several datacenter cards is the full fine-tune assumed", () => {
    const r = req('Out of memory on 4 Nvidia-a100 80Gb gpus. I wanted to do the SFT with Qwen/Qwen2.5-VL-7B-Instruct. Why OOM? I have a question: did you use LORA PEFT while doing this SFT, if yes what was the lora config?');
    expect(r).toMatchObject({ model: 'qwen2.5-vl-7b', gpu: 'a100-80gb-sxm', count: 4, task: 'finetune', method: 'full', methodAssumed: true });
    expect(req('作者你们用的是 lora 吗？我 4 张 4090 微调 qwen2.5 7b').method).toBeUndefined();
    // The asker's own LoRA stays theirs.
    expect(req('I do LoRA on qwen2.5 7b on my 4090, did you use lora too?').method).toBe('lora');
  });

});

describe('volumes and prices in cost questions', () => {
  const req = (text: string) => parseRequest(text, catalog, NOW).request;

  it("reads a service's tokens a day or a month as its average rate, not a corpus to train on", () => {
    expect(req('at our projected 3.2B tokens/month on Llama 3.3 70B, what GPUs would we need for that volume?')).toMatchObject({ model: 'llama-3.3-70b', task: 'infer', tokensPerSec: 3.2e9 / (30 * 86_400), tokensPerSecAverage: true });
    expect(req('our chatbot serves ~10M tokens a day with qwen2.5 7b').tokensPerSec).toBeCloseTo(10e6 / 86_400, 6);
    expect(req('每天 2000万 token，用 qwen2.5 7b 需要什么卡').tokensPerSec).toBeCloseTo(2e7 / 86_400, 6);
    // Tokens generated a day are a day's batch job.
    expect(req('~300M generated tokens per day with qwen2.5 7b')).toMatchObject({ tokens: 3e8, deadlineHours: 24 });
  });

  it("reads an API's price per million tokens and a card's purchase price as no budget", () => {
    const api = req("The GPT-6 API is $2.50/1M input and $12/1M output. At ~20M tokens a day we'd rather self-host Qwen3-235B-A22B. Minimum GPU setup?");
    expect(api.budget).toBeUndefined();
    expect(api.tokens).toBeUndefined();
    const buy = req('is buying an RTX 6000 Blackwell Pro (~$8,500) worth it to run Gemma 3 27B with vLLM 8 hours a day? does it fit on that one card unquantized?');
    expect(buy).toMatchObject({ gpu: 'rtxpro6000-blackwell', model: 'gemma-3-27b' });
    expect(buy.budget).toBeUndefined();
    expect(req('llama 3 8b lora for $20 on a 4090').budget).toEqual({ amount: 20, currency: 'USD', per: 'job' });
  });
});

describe('a size written before its family', () => {
  it('reads "the 7B LLaVA model" as the family\'s model of that size the catalog names so', () => {
    expect(parseRequest('Can I fine-tune the 7B LLaVA model on an A100 40G?', catalog, NOW).request.model).toBe('llava-1.5-7b');
  });
});

describe('from scratch and wasted days', () => {
  const req = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads "从头" after a retrain as setting up again, not pre-training, and days wasted as no deadline', () => {
    const weekly = req('AI团队每周都要更新一次模型，基于 Qwen3-4B-Instruct-2507 做增量微调，每次重训都要从头配环境，还丢过checkpoint白白浪费两天GPU。一张什么卡就够？');
    expect(weekly).toMatchObject({ model: 'qwen3-4b-2507', task: 'finetune' });
    expect(weekly.deadlineHours).toBeUndefined();
    // Training from scratch is still pre-training.
    expect(req('qwen2.5 7b 训练从头开始，8张A100').task).toBe('pretrain');
  });
});

describe('a load generator written as its flags', () => {
  const req = (text: string) => parseRequest(text, catalog, NOW).request;

  it("reads a benchmark's input and output length flags as the request's context, after the engine's window", () => {
    expect(req('qwen3-32b on 4 H20: benchmark_serving.py --random-input-len 25000 --random-output-len 1024 --num-prompts 100')).toMatchObject({ contextTokens: 26024, outputTokens: 1024 });
    expect(req('llama-3.3-70b on one MI355X: --dataset-name sonnet --num-prompts 500 --sonnet-input-len 550 --output-lengths 256').contextTokens).toBe(806);
    // The engine's window is what the service is sized to.
    expect(req('Qwen3-14B-AWQ on an A100, --max-model-len 16384. Benchmark: --random-input-len 16000 --random-output-len 200').contextTokens).toBe(16384);
    // A count of prompts is no prompt's length.
    expect(req('llama-3.1-8b on an H100, benchmark_serving --num-prompts 1000').contextTokens).toBeUndefined();
  });

  it('reads the requests a load generator keeps in flight as the concurrency: --parallel, conc=, threads each, the top of a ramp', () => {
    expect(req('ollama run deepseek-r1:7b, evalscope perf --parallel 20, 显卡 L20').concurrency).toBe(20);
    expect(req('DeepSeek-R1 FP8 on 8 H200: conc 8, 16, 32, 64. Does one node hold conc=64?').concurrency).toBe(64);
    expect(req('I use 5 threads, each with 80000 tokens, qwen2.5-14b on one A800').concurrency).toBe(5);
    expect(req('GPU utilization drops when concurrent requests increase from 1 to 100, llama-2-7b on an A100').concurrency).toBe(100);
    expect(req('并发从1增加到100时，qwen2.5-7b 在 4090 上很慢').concurrency).toBe(100);
    // A CPU's threads are no users; neither are the engine's parallel sizes.
    expect(req('llama.cpp with 16 threads, qwen2.5-7b on a 4090').concurrency).toBeUndefined();
    expect(req('vllm --pipeline-parallel-size 2 --tensor-parallel-size 4, qwen2.5-72b on 8 A100').concurrency).toBeUndefined();
  });
});

describe('dtypes that are not the weight format', () => {
  const req = (text: string) => parseRequest(text, catalog, NOW).request;

  it("reads an engine's dtype fallback in a log as no format: the release's own is served", () => {
    const r = req("vllm serve openai/gpt-oss-20b -> WARNING: Your device 'NVIDIA GeForce RTX 2080 Ti' doesn't support torch.bfloat16. Falling back to torch.float16. Should gpt-oss-20b run on just the 3090?");
    expect(r.precision).toBe('int4');
    expect(req('Casting torch.bfloat16 to torch.float16. qwen2.5-7b on a T4, does it fit?').precision).toBeUndefined();
  });

  it("reads a trainer's --torch_dtype bfloat16 on a quantized release as the 16-bit base it loads, not the release's format", () => {
    expect(req('swift sft --model openai-mirror/gpt-oss-20b --train_type lora --torch_dtype bfloat16 --lora_rank 8。跑这个 LoRA 单卡要租什么卡？')).toMatchObject({ task: 'finetune', method: 'lora', precision: 'bf16' });
    // Serving, "--dtype bfloat16" is the activations' type: the FP8 release is still loaded as FP8.
    expect(req('vllm serve deepseek-ai/DeepSeek-V3 --dtype bfloat16 on 8 H200, does it fit?').precision).toBe('fp8');
  });
});

describe('a CPU server and a context given as an example', () => {
  const req = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads "没有 GPU" with a space as a CPU-only machine', () => {
    expect(req('我们服务器没有 GPU，只有 64GB 内存的 CPU，能跑 Q4_K_M 的 mixtral 8x7b 吗？').device).toBe('cpu');
  });

  it('reads "a useful context, say 32k tokens" as the context, not a volume of tokens', () => {
    const r = req('Mistral-Small-3.1-24B on a single H100 80GB with vLLM — does it fit with a useful context, say 32k tokens?');
    expect(r.contextTokens).toBe(32768);
    expect(r.tokens).toBeUndefined();
  });
});

describe('serving metrics name the task', () => {
  it('reads time to first token, TPOT and output tok/s as inference', () => {
    const task = (text: string) => parseRequest(text, catalog, NOW).request.task;
    expect(task('Qwen的性能报告能否把首Token延迟也提供一下？')).toBe('infer');
    expect(task('gpt-oss output tok/s is around 150 only on b200. Is that expected?')).toBe('infer');
    expect(task('what TTFT should I expect on an H100?')).toBe('infer');
    // Training throughput is not serving.
    expect(task('pretraining qwen2.5-7b reaches 3000 tokens/s per GPU on H100, how long for 1T tokens?')).toBe('pretrain');
  });
});

describe("vLLM's in-flight bitsandbytes", () => {
  it('reads --quantization bitsandbytes as 4-bit weights, over the --dtype of the activations', () => {
    expect(parseRequest('vllm serve google/gemma-3-4b-it --max-model-len 1024 --dtype bfloat16 --quantization bitsandbytes --load-format bitsandbytes and it hits around 15Gb', catalog, NOW).request.precision).toBe('int4');
  });
});

describe('LMDeploy named', () => {
  it('reads LMDeploy (TurboMind) as its engine and still as serving, its --quant-policy 8 as an int8 KV cache', () => {
    const parse = (text: string) => parseRequest(text, catalog, NOW).request;
    expect(parse('用 LMDeploy 部署 Llama3-70B，两张 A100 PCIe 80G')).toMatchObject({ engine: 'lmdeploy', task: 'infer', model: 'llama-3-70b', count: 2 });
    expect(parse('TurboMind backend, internlm2.5-7b on one 4090')).toMatchObject({ engine: 'lmdeploy' });
    expect(parse('lmdeploy serve api_server internlm2_5-7b-chat --tp 2 --quant-policy 8 跑在两张4090上')).toMatchObject({ engine: 'lmdeploy', kvPrecision: 'int8' });
    // The first engine rule read keeps the field: "vLLM or LMDeploy?" stays vLLM, as before.
    expect(parse('Qwen2.5-7B 用 vLLM 还是 LMDeploy 部署？').engine).toBe('vllm');
  });

  it('reads "8 个并发 4k 上下文" as 8 users at a 4k context, not 4,000 users', () => {
    expect(parseRequest('两张 A100 跑 Llama3-70B，8 个并发 4k 上下文，够吗？', catalog, NOW).request).toMatchObject({ concurrency: 8, contextTokens: 4096 });
  });
});

describe('the forms held-out 181–185 wrote', () => {
  const parse = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads "指令微调模型" as the Instruct release described, not a fine-tune asked for', () => {
    expect(parse('Qwen2.5-0.5B-Instruct 作为通义千问系列中最小的指令微调模型，据说在普通 x86 CPU 上就能跑。我这台开发机没有独立显卡，能跑吗？')).toMatchObject({ model: 'qwen2.5-0.5b', task: 'infer', device: 'cpu' });
    expect(parse('想对 Qwen2.5-7B 做指令微调，4090 够吗').task).toBe('finetune');
  });

  it('reads a bare Phi-3-mini as the catalog\'s Phi-3-mini (4K)', () => {
    expect(parse('打算用 QLoRA 微调 Phi-3-mini（4K 上下文、3.8B 参数）').model).toBe('phi-3-mini-4k');
  });

  it("reads Hugging Face's TRANSFORMERS_OFFLINE=1 as no network, not batch work; a distilled model's name is no distillation job", () => {
    const r = parse('Still get the OOM error. Running a 1.5B model on an 8GB NV GPU: `VLLM_USE_V1=0 TRANSFORMERS_OFFLINE=1 vllm serve deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B --max-model-len 2000`. Is 8 GB really not enough at 2000 tokens?');
    expect(r).toMatchObject({ model: 'deepseek-r1-distill-qwen-1.5b', task: 'infer', engine: 'vllm' });
    expect(r.batchJob).toBeUndefined();
  });

  it('reads a Raspberry Pi as a machine without a GPU', () => {
    expect(parse('Hardware: Raspberry Pi 3B+. tinyllama-1.1b-chat-v1.0.Q4_K_M.gguf runs at 0.1 tok/s, is that expected?').device).toBe('cpu');
    expect(parse('树莓派 5 上跑 qwen2.5-0.5b 能有多快').device).toBe('cpu');
  });

  it('reads "千问1.5的模型" as the Qwen1.5 family named, not a 1.5B model; "qwen32b的模型" keeps its size', () => {
    expect(parse('我很好奇有人用t4启动了千问1.5的模型').modelSizeB).toBeUndefined();
    expect(parse('用grpo全参数训练qwen32b的模型，在单机8卡A800-80g上面').modelSizeB).toBe(32);
  });

  it('reads cards only heard of as none when the asker asks which card to rent, and a card their own run failed on as theirs', () => {
    const heard = parse('Most developers think fine-tuning requires 8xA100 GPUs. For unsloth/Llama-3.2-1B-Instruct with load_in_4bit=True plus LoRA adapters, what is the smallest GPU I should rent, and how many?');
    expect(heard.gpu ?? '').not.toMatch(/^a100/);
    expect(heard.count).not.toBe(8);
    expect(parse('通义千问2.5-7B-Instruct 原版 FP16 在 3070 8G 上一加载就 CUDA out of memory。我不想用 GGUF Q4，就想跑 FP16 原版，8G 肯定不行吧？要租什么卡跑 fp16 合适？').gpu).toBe('rtx3070');
  });
});

describe("cards of the people asked, and a count after the form factor", () => {
  const parse = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads "A100 SXM 40GB x8" as eight cards', () => {
    expect(parse('我的训练使用了 A100 SXM 40GB x8，用 LoRA 微调 Qwen2.5-72B-Instruct 够吗？')).toMatchObject({ gpu: 'a100-40gb', count: 8 });
    expect(parse('H100 SXM 80GB x 8 for Qwen2.5-72B')).toMatchObject({ gpu: 'h100-sxm', count: 8 });
  });

  it("reads the authors' cards (\"your 8×L40S run\") as theirs when the asker names their own by its memory", () => {
    const r = parse("I'm hoping to reproduce the SFT stage on a tighter budget (a single 48GB GPU). Roughly what was the peak VRAM usage per GPU during your 8×L40S SFT run? (The model is Qwen2.5-VL-3B, full-parameter SFT.)");
    expect(r.count).toBe(1);
    expect(r.gpu).toBe(parseRequest('full SFT of Qwen2.5-VL-3B on a single 48GB GPU', catalog, NOW).request.gpu);
    // A team asked about with no card of theirs named leaves the asker's card as it is.
    expect(parse("what GPUs did your team use for training? I'm using a single A800 GPU with 80GB memory for a full fine-tune of Qwen2.5-VL-7B and it runs out of memory.")).toMatchObject({ gpu: 'a800', count: 1 });
  });
});

describe('volumes, price units, fallbacks and days told', () => {
  const parse = (text: string) => parseRequest(text, catalog, NOW).request;

  it("reads a monthly volume of input and output as a rate, never a context, and a price's unit of tokens as no amount", () => {
    const r = parse('We process ~300M input + 100M output tokens per month. If we self-host Qwen3-32B with vLLM, how many GPUs do we need?');
    expect(r.tokensPerSec).toBeCloseTo(400e6 / (30 * 86_400), 0);
    expect(r.contextTokens).toBeUndefined();
    expect(r.outputTokens).toBeUndefined();
    const priced = parse("self-hosted vs cloud API price per million tokens: for gpt-oss-120b, what's the smallest GPU setup, to turn $/GPU-hour into $/1M output tokens?");
    expect(priced.contextTokens).toBeUndefined();
    expect(priced.outputTokens).toBeUndefined();
    expect(parse('每月大约 3 亿 token（输入 2 亿、输出 1 亿），输出 ¥0.00375/千 tokens').contextTokens).toBeUndefined();
  });

  it('reads the format a question asks of, not the fallback it offers or the one it drops', () => {
    expect(parse('Mistral Small 24B GGUF: can I load the Q8_0 fully on my single RTX 3090 with an 8K context, or do I need to drop to Q6_K / Q5_K_M?').precision).toBe('q8_0');
    expect(parse('InternVL3-8B-AWQ is slower than InternVL3-8B on my 4090D. Should I just drop the AWQ and serve the bf16 InternVL3-8B on this 4090D?').precision).toBe('bf16');
  });

  it('reads "today" as a deadline only when said as one', () => {
    expect(parse("Today I'm looking at Gemma3 27B QAT in Ollama on my RTX 5060Ti 16GB. Does it fit?").deadlineHours).toBeUndefined();
    expect(parse('fine-tune llama 3 8b, need it done today').deadlineHours).toBeGreaterThan(0);
    expect(parse('今天之内要训完 llama3-8b lora').deadlineHours).toBeGreaterThan(0);
  });

  it('reads a memory of 0 after a card as no board of its own', () => {
    expect(parse('8 张 A100 0g').gpuMemoryGB).toBeUndefined();
  });
});

describe('a distill named with its parts swapped, and a step time', () => {
  const parse = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads "deepseek-r1-qwen-distill-32B" as the 32B distill, not the 671B R1', () => {
    expect(parse('我用xinference vllm框架在A100*2运行了deepseek-r1-qwen-distill-32B').model).toBe('deepseek-r1-distill-qwen-32b');
  });

  it('reads a step time in a progress bar ("4.99s/it") as no deadline', () => {
    expect(parse('LLaMA-Factory full fine-tune of mistral-7b on one A40 → 2% | 12/534 [00:59<43:26, 4.99s/it]. Taking very long').deadlineHours).toBeUndefined();
  });
});

describe('a context said roughly, an API bill and an output volume', () => {
  const parse = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads "上下文大约 8K" as an 8K context', () => {
    expect(parse('本地打算跑 Qwen2.5-14B-Instruct，RAG 拼出来的上下文大约 8K，高峰 5 个人同时提问。一张 RTX 4090 能跑吗？').contextTokens).toBe(8192);
  });

  it('reads what an API costs a month ("一个月也就一百来块") as no deadline', () => {
    expect(parse('我们每天大概 50 万 token，调 API 一个月也就一百来块。本地部署 DeepSeek-R1-Distill-Qwen-7B，RTX 4060 跑得动吗？').deadlineHours).toBeUndefined();
    expect(parse('llama3-8b lora 微调，一个月内完成').deadlineHours).toBe(720);
  });

  it('reads "~2B output tokens a month" as an average rate', () => {
    const r = parse('Self-hosting Llama 3.1 70B Instruct: we generate ~2B output tokens a month. How many H100s do we need?');
    expect(r.tokensPerSecAverage).toBe(true);
    expect(r.tokensPerSec).toBeCloseTo(2e9 / (30 * 86_400), 0);
  });
});

describe('a text a served model reads', () => {
  it('reads "a very long note (around 8K tokens)" given to a served model as its context, not a corpus', () => {
    const r = parseRequest('lmdeploy run out of tokens with Llama 3 70B during inference. I tried to generate text completion for a very long note (around 8K tokens). TurbomindEngineConfig(tp=4). What GPUs do I need in bf16?', catalog, NOW).request;
    expect(r.contextTokens).toBeGreaterThanOrEqual(8000);
    expect(r.tokens).toBeUndefined();
    // A fine-tune's tokens stay its dataset.
    expect(parseRequest('LoRA fine-tune llama 3 8b on 20M tokens', catalog, NOW).request.tokens).toBe(20_000_000);
  });
});

describe('precision said or only asked, and a document no longer than a context', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads "I want to load it in 16 bit" as the 16-bit weights, and "要不要上量化" as a question that chooses no format', () => {
    expect(read('How many GPUs to serve Llama 2 70B? I want to load it in 16 bit. Would 2x A100 80GB do?').precision).toBe('bf16');
    expect(read('Qwen3-14B 一块A100够不够？要不要上量化？').precision).toBeUndefined();
    expect(read('Qwen3-14B 上量化 跑在一张 4090').precision).toBe('int4');
  });

  it('reads a document of ~32K tokens given to a model on a card as its context, with no task word', () => {
    const r = read('客户上传了一份两万字的产品白皮书（超过16K甚至接近32K tokens），要 Qwen3-14B 提炼核心观点。一块A100够不够？');
    expect(r).toMatchObject({ task: 'infer', contextTokens: 32768 });
    expect(r.tokens).toBeUndefined();
  });
});

describe('a memory question with no task word, and a text measured in words or characters', () => {
  const parse = (text: string) => parseRequest(text, catalog, NOW);

  it('reads "how much video memory" as the memory asked (which the conversation takes as running it), and a model loaded as inference', () => {
    expect(parse('How much video memory is consumed? use Qwen2 VL 7b model').request).toMatchObject({ model: 'qwen2-vl-7b', memoryAsked: true });
    expect(parse('Why loading llama2-7b takes about 30 GB of GPU RAM?').request.task).toBe('infer');
    expect(parse('qwen2.5-7b 需要多少G显存').request.memoryAsked).toBe(true);
  });

  it('converts a length in English words or Chinese characters to tokens at stated rates, a context when a served model reads it', () => {
    const novel = parse('Can Mistral 7B (Q4_K_M) take my whole 50k-word novel at once on an RTX 4060 8GB?');
    expect(novel.request.contextTokens).toBe(Math.round(50_000 * (4 / 3)));
    expect(novel.assumptions.map((a) => a.key)).toContain('tokensPerWord');
    const paper = parse('一份两万字的白皮书给 Qwen3-14B 总结，一块 A100 够不够？');
    expect(paper.request.contextTokens).toBeGreaterThanOrEqual(12_000);
    expect(paper.assumptions.map((a) => a.key)).toContain('tokensPerChineseChar');
    // A length each item has is no text read at once, and a short one changes nothing.
    expect(parse('summarize 10,000 documents of 2,000 words each with qwen2.5-7b on one 4090').request.contextTokens ?? 0).toBeLessThan(2_000 * (4 / 3));
    expect(parse('qwen2.5-7b 写一段 300 字的回复，4090 够吗').request.tokens).toBeUndefined();
  });

  it('never reads a model size in billions as a context', () => {
    expect(parse('DeepChat 用 llama3:8b 的上下文装得下 8000 字的会议记录吗？').request.contextTokens ?? 0).toBeLessThan(100_000);
  });
});

describe("a loader's architecture flag", () => {
  it('reads "--model_type opt" as no model named, and ms-swift\'s "--model_type baichuan2-13b-chat" as the model', () => {
    const webui = parseRequest("30b 4-bit LLaMa on an RTX 3090: python server.py --wbits 4 --groupsize 128 --model_type opt — should it fit?", catalog, NOW);
    expect(webui.request.model).not.toBe('opt-175b');
    expect(parseRequest('swift sft --model_type baichuan2-13b-chat --sft_type lora on 4 4090', catalog, NOW).request.model).toBe('baichuan2-13b');
  });
});

describe('settings commented out in pasted code', () => {
  it('reads "#load_in_4bit=True," and "# --quantization awq" as settings not in use, and a Markdown heading as text', () => {
    const code = 'guanaco-13b on an A10 24GB OOMs:\n```\nm = AutoModelForCausalLM.from_pretrained(\n    "llama-13b-hf",\n    #load_in_4bit=True,\n    torch_dtype=torch.bfloat16,\n)\n```';
    expect(parseRequest(code, catalog, NOW).request.precision).toBe('bf16');
    expect(parseRequest('vllm serve Qwen/Qwen2.5-7B-Instruct \\\n  # --quantization awq\n  --max-model-len 8192 on one T4', catalog, NOW).request.precision).not.toBe('int4');
    expect(parseRequest('# Qwen2.5-7B AWQ on a T4\nwill it fit?', catalog, NOW).request.precision).toBe('int4');
  });
});

describe('forms of held-out 221–225', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads a context "size of N" after the number of layers that fit it, and token counts with thousands commas', () => {
    expect(read('koboldcpp shows auto 43/43 layers for a context size of 20480 on my 4090').contextTokens).toBe(20480);
    expect(read('32B的4bit模型在24GB的机子上，理论上最大token数量为12,288，但是不够').contextTokens).toBe(12288);
    expect(read('视频转换成token数大概有10000，batch=1的情况下，qwen2.5-vl-7b 训练要多少显存').contextTokens).toBe(10000);
  });

  it('reads a chip told by its GPU cores ("M3 with 10 gpu cores") and "an M2 Air" as the Mac, and "minimum requirement" as the memory asked', () => {
    expect(read("is there a minimum requirement of qwq (the 32B)? I'm now using M3 with 10 gpu cores, 16G Mem")).toMatchObject({ device: 'mac', memoryAsked: true, task: 'infer', mac: { chip: 'm3', memoryGB: 16 } });
    expect(read('I have an M2 Air, can we get a model supported for 24GB RAM ? is gemma 4 31b ok on it')).toMatchObject({ device: 'mac', mac: { chip: 'm2', memoryGB: 24 } });
  });

  it('reads "macOS" as the asker\'s Mac, not as one of the systems a tool runs on', () => {
    expect(read('LM Studio 0.3.15, macOS. Qwen3:8b at 32,768 context fails').device).toBe('mac');
    expect(read('works on Windows, Linux and macOS; qwen3 8b on a 4090').device).toBeUndefined();
  });

  it('reads serving "the model after training" as inference', () => {
    expect(read('finetuning_type: lora，infer_backend: vllm，QwQ-32B。我现在想用4张A800部署训练后的模型进行推理').task).toBe('infer');
  });

  it('reads "输入长度一般在1280-3000 tokens" as the context and "输出≤256 tokens" as the answer, no dataset', () => {
    const r = read('ChatGLM3-6B模型进行全量SFT需要什么硬件资源?输入长度一般在1280-3000 tokens,输出≤256 tokens。');
    expect(r).toMatchObject({ contextTokens: 3000, outputTokens: 256 });
    expect(r.tokens).toBeUndefined();
  });

  it('reads CPU inference said before "推理", and "I don\'t have a GPU", as the CPU — not one side of "GPU vs CPU"', () => {
    expect(read('关于CPU推理的速度问题。电脑配置：13代i5 + 16GB。我在本地部署了deepseek:8b。')).toMatchObject({ device: 'cpu', task: 'infer' });
    expect(read("Running ollama on two Xeon Silver 4214R with 64 GB of RAM. I don't have a GPU. llama2 7b is slow").device).toBe('cpu');
    expect(read('GPU vs CPU inference speed for llama 8b on a 4090').device).toBeUndefined();
  });

  it('reads data counted in billions in Chinese ("大约6B数据", "200B 语料") as tokens, not a model size', () => {
    expect(read('Bloom_6b4_zh（6.4B）增量预训练，大约6B数据，卡是 8*48G A6000')).toMatchObject({ tokens: 6e9, modelSizeB: 6.4 });
    expect(read('用 200B 语料预训练 7B 模型')).toMatchObject({ tokens: 2e11, modelSizeB: 7 });
    expect(read('72b全量微调 3亿 token 语料（大约 50 万条），4机8卡 A800')).toMatchObject({ tokens: 3e8, modelSizeB: 72 });
  });

  it('reads a model vLLM fails "during model loading" as loaded in its released 16-bit weights', () => {
    expect(read('mistralai/Mixtral-8x7B-Instruct-v0.1 is stated to be supported by vLLM, but an error occurs during model loading. GPU 0: NVIDIA A10G, GPU 1: NVIDIA A10G').precision).toMatch(/^(?:bf16|fp16)$/);
    expect(read('Mixtral-8x7B AWQ on vLLM: an error occurs during model loading').precision).toBe('int4');
  });

  it('reads a family with its size glued on ("Qwen32B") as that size, and "显存要求?" as the memory asked', () => {
    expect(read('Qwen32B显存要求?')).toMatchObject({ modelSizeB: 32, memoryAsked: true });
    expect(read('显存要求不高的模型有哪些').memoryAsked).toBeUndefined();
  });

  it('reads LoRA adapters served on one base as inference, and a LoRA fine-tune still as training', () => {
    expect(read('deploy llama3-70b on 8 3090 GPUs: when I enable the enable_lora switch, the memory is exceeded')).toMatchObject({ task: 'infer', gpu: 'rtx3090', count: 8 });
    expect(read('是否可以实现多个lora并行加载？qwen-14b-int4 load_adapter 报错').task).toBe('infer');
    expect(read('vllm serve qwen2.5-7b --enable-lora --lora-modules sql=/adapters/sql').task).toBe('infer');
    expect(read('LoRA fine-tune qwen2.5 7b on 8 A100s').task).toBe('finetune');
  });

  it("reads EXL2's bits per weight, GPTQ's --wbits and ExLlama as the format of that size", () => {
    expect(read('Llama2-7B-exl2 at 4.0bpw on an A100').precision).toBe('q4_k_m');
    expect(read('Qwen2.5 14B 5.0bit exl2 on a 4080S').precision).toBe('q5_k_m');
    expect(read('Llama 3.3 70B at 6.0bpw exl2 on two 3090s').precision).toBe('q6_k');
    expect(read('server.py --model vicuna-13b --wbits 4 --groupsize 128 on my 3090').precision).toBe('int4');
    expect(read('2x 4090, exllama on 7b llama-2').precision).toBe('int4');
    expect(read('exllamav2 on a 3090 with llama 3 8b').precision).toBeUndefined();
  });
});
