/**
 * Sentences that report someone else's claim ("ppl say …", "the maintainer replied that …", "有人说 …") give no amounts of
 * the asker's; a Chinese question mark ends a sentence even when Latin letters follow it.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';

const catalog = loadCatalog();
const NOW = new Date('2026-12-02T00:00:00Z');
const read = (text: string) => parseRequest(text, catalog, NOW).request;

describe('what is heard, and sentences run together', () => {
  it("reads a count or format someone else gave as theirs, not the asker's", () => {
    expect(read("mixtral 8x7b - ppl say fp16 needs 2x80gb or 4x 3090s. I have 2x 3090. is 48gb enough?")).toMatchObject({ gpu: 'rtx3090', count: 2 });
    expect(read('4x V100 32G full SFT of llama2-7b OOMs. the maintainer replied that llama2-7b needs at least 16x 32G V100. really?? how many do I need')).toMatchObject({ gpu: 'v100-32gb', countAsked: true });
    expect(read('4x V100 32G full SFT of llama2-7b OOMs. the maintainer replied that llama2-7b needs at least 16x 32G V100. really??').count).not.toBe(16);
  });

  it("reads an official configuration table or a vendor's best practice as hearsay: the asker's one machine is the count, its TP flags none", () => {
    expect(read('GLM-4.5 官方的推理推荐配置表里说，要跑满 128K 上下文，GLM-4.5-FP8 需要 H100 x 16 或 H200 x 8。我们只有一台 8 卡 H100 80G，能不能跑？')).toMatchObject({ gpu: 'h100-sxm', count: 8 });
    expect(read('DeepSeek-V3.2 部署最佳实践里用的是分离部署：Decode 2 机 16 卡（跨节点 TP=16），一共 4 台机器 32 张 H200。我们只有一台 8 卡 H200，能不能单机跑 DeepSeek-V3.2 满血 FP8？')).toMatchObject({ gpu: 'h200', count: 8 });
  });

  it("ends a quoted claim at its closing quote, so its tensor-parallel sizes are the PR's, not the asker's count", () => {
    expect(read("h200 tuning fused_moe_triton config for Mixtral 8x22B — the PR says 'For Mixtral 8x22b, H200 can serving with tp4/tp8 in BF16, and tp2/tp4/tp8 in FP8.' So Mixtral-8x22B in FP8 really fits on just 2 x H200 with SGLang?")).toMatchObject({ gpu: 'h200', count: 2 });
  });

  it("reads hearsay with a card's name in it as hearsay, and the asker's own run told without a pronoun as theirs", () => {
    const post = 'Training a flux dev lora at 768x768, network_dim 16, AdamW8bit, 2 steps took 4 minutes. Someone with a rtx 5060 ti 16gb says they train flux 1600 steps in 3 hours 10 minutes with the fp8 model. Does a flux dev lora fit on a 5060 Ti 16GB?';
    const r = read(post);
    // The asker's sentence ("Training … took") keeps its size and optimizer; the claim heard keeps its steps and hours.
    expect(r).toMatchObject({ model: 'flux.1-dev', gpu: 'rtx5060ti-16gb', imageSize: { width: 768, height: 768 }, optimizer: 'adamw8bit' });
    expect(r.steps).toBeUndefined();
    expect(r.deadlineHours).toBeUndefined();
    // Steps timed are a speed measured, not the job's length; steps alone are.
    expect(read('flux dev lora on my 4090, 2 steps took 4 minutes. does it fit?').steps).toBeUndefined();
    expect(read('flux dev lora, 1600 steps on my 4090').steps).toBe(1600);
  });

  it('judges the run that failed last when a post tells of runs and asks nothing, and reads "几乎" (almost) as no question', () => {
    const experiments = '模型 glm4-9B-chat，LoRA r=8，deepspeed ds_zero_3。实验1：同样的配置文件，单卡H800训练，80g显存几乎占满；实验2：同样的配置文件，双卡H800训练，发生OOM。';
    expect(read(experiments)).toMatchObject({ gpu: 'h800', count: 2 });
    expect(read(experiments).memoryAsked).toBeUndefined();
    // A card named after the failure is the one tried next; a question asks of its own.
    expect(read('Tried 2x A100 80GB for the full fine-tune of llama 3 8b and got OOM. Going to rent 4x A100 80GB instead.')).toMatchObject({ gpu: 'a100-80gb-sxm', count: 4 });
    expect(read('单卡 H800 微调 glm4-9B-chat 能跑。双卡 H800 OOM 了，单卡到底够不够？').count).toBe(1);
  });

  it('reads the model put in place of another as the one run ("replaced X with Y", "把 X 换成 Y")', () => {
    expect(read('I followed the Deploying GPT-OSS on TRT-LLM blog but replaced openai/gpt-oss-120b with openai/gpt-oss-20b. Is the 5090 just not able to run the 20b?').model).toBe('gpt-oss-20b');
    // Dotted names, and the model switched from ("从 X 变为 Y", "switched from X to Y").
    expect(read('I replaced Llama-3.1-70B with Qwen2.5-7B, will one 4090 do?').model).toBe('qwen2.5-7b');
    expect(read('I switched from Llama-3.1-70B to Llama-3.1-8B, will one 4090 do?').model).toBe('llama-3.1-8b');
    expect(read('swift sft --model Qwen3-8B --train_type full。参数只改了模型从qwen3 14b变为8b，怎么解决？').model).toBe('qwen3-8b');
    expect(read('我把 qwen2.5-72b 换成 qwen2.5-32b 了，4090 两张够吗').model).toBe('qwen2.5-32b');
    expect(read('swapped llama 3 70b for llama 3 8b, does it fit a 4090 now?').model).toBe('llama-3-8b');
  });

  it('reads a model a sentence says works as the contrast, when another is named ("the code works with X")', () => {
    expect(read('We ran into issues running Qwen 2.5-72B-Instruct with LoRA; the code works with Qwen 2.5-1.5B-Instruct with LoRA. Is 8x H100 enough for LoRA on the 72B?').model).toBe('qwen2.5-72b');
    expect(read('Qwen2.5-7B 用 LoRA 可以正常跑通。Qwen2.5-32B 在 4 张 4090 上要怎么配？').model).toBe('qwen2.5-32b');
    expect(read('qwen 2.5 14B KTO 训练爆显存，2块h800起不来。同样训KTO，我的qwen 2.5 vl 7B 就没有这个问题，而且还是单卡。').model).toBe('qwen2.5-14b');
    // The only model named stays the one asked about.
    expect(read('llama 3 8b works fine on my 3090. how fast would it be on a 4090?').model).toBe('llama-3-8b');
  });

  it("reads the question's context and concurrency before a scenario told earlier, but not a rate or a fallback", () => {
    const sla = 'The benchmark report runs 1 to 32 concurrent requests across chatbot (1,024 in / 256 out) and agentic (32K in) scenarios. Does R1 fit on 8 x H200 in FP8 with room for 32 concurrent 32K-token agentic requests, or do we need a second node?';
    expect(read(sla)).toMatchObject({ concurrency: 32, contextTokens: 32768 });
    expect(read('QLoRA llama2 70b, max_length 2048, on a single A100 40GB. Is one A100 40G enough, or do I need to reduce max_length to 512?').contextTokens).toBe(2048);
    expect(read('A 34b model at 4.0bpw on my 4090 with 16k context. How much additional VRAM per 1k context?').contextTokens).toBe(16384);
  });

  it("reads a serving engine's logged throughput as measured, not as a speed wanted", () => {
    const logged = read('vllm serve Qwen/Qwen3-VL-30B-A3B-Instruct --max-model-len 32768 on an H100. Logs show Avg prompt throughput 474.7 tokens/s, Avg generation throughput 9.8 tokens/s. Is a single H100 enough?');
    expect(logged.tokensPerSec).toBeUndefined();
    expect(logged.tokens).toBeUndefined();
  });

  it('reads a model named again more loosely in the question as the one named first', () => {
    expect(read('running the lora example on Mistral-7B-Instruct-v0.1 i run out of memory on an A100 40GB. is 40gb just not enough for lora on mistral 7b?').model).toBe('mistral-7b-v0.1');
  });

  it('ends a sentence at a Chinese question mark followed by Latin letters, so a claim after it stays a claim', () => {
    expect(read('DeepSeek-V2（bf16）想推理 128k 的长文本，8 卡 a100 80G 能推理 128k 吗？vllm 输入长度设到 100k 就报错了，有人说要 int4 量化才行。'))
      .toMatchObject({ precision: 'bf16', contextTokens: 131072 });
  });

  it('reads a size said apart from its family', () => {
    expect(read('4060 Ti 16GB, ollama with llama3.2 (the 3b one, default q4). will 16gb hold a 100k context?').model).toBe('llama-3.2-3b');
    expect(read('how many H100s to pretrain a 65B llama-style model on 1T tokens within a month?').model).toBe('llama-65b');
  });

  it('reads the size the question asks about when a post tells of another size of the same family', () => {
    expect(read('I was able to get the llama 7B model to work. It looks like I might be able to run the 33B version on one A100 80GB?').model).toBe('llama-33b');
    expect(read('I run llama 3 8b on my 4090. would the 70b fit on two of them?').model).toBe('llama-3-70b');
    expect(read('The Llama 3.1 lora.yaml takes 40 mins on 8 A100 to LoRA the 8B. I want MODEL_SIZE=70B: is 8x A100 40GB enough for the 70B LoRA?').model).toBe('llama-3.1-70b');
    // The last size before the mark, the model's own size asked about beside a draft, and a fallback, are not re-sized.
    expect(read("FSDP+QLoRA needs ~2x40GB for the 70B so llama 3 8B on 4x48GB should be trivial?? is 4xA40 enough").model).toBe('llama-3-8b');
    expect(read('llama-3.1-70b-instruct as target with llama-3.1-8b-instruct as the draft. is 4x H100 enough for 70b + the 8b draft?').model).toBe('llama-3.1-70b');
    expect(read('Full fine-tune of Qwen2.5-32B-Instruct, budget $100. Enough, or do I need to fall back to the 14B?').model).toBe('qwen2.5-32b');
  });

  it('reads "mixtral" alone as Mixtral 8x7B, and a wanted context said a sentence after max_model_len', () => {
    expect(read('mixtral q4_0 on my 4090 with 32k context, can it fit?').model).toBe('mixtral-8x7b');
    expect(read('8 张 V100S 32G 跑 DeepSeek-R1-Distill-Llama-70B，max_model_len 一过 8192 就报错。想开到 128k（131072），够吗？').contextTokens).toBe(131072);
  });

  it('reads an answer longer than the default context as the context it needs, and a client\'s requests at once', () => {
    expect(read('QwQ-32B with max_tokens 81920 and concurrent_limit 32, how many A100 80GB at bf16?')).toMatchObject({ concurrency: 32, outputTokens: 81920, contextTokens: 81920 });
    expect(read('R1-Distill-Qwen-14B 不量化，思考输出一般 8k 左右，要几张 4090').contextTokens).toBe(8192);
    expect(read('Full R1 on 8xA100 80GB, answers often run 8-16k tokens. fits?').contextTokens).toBe(16384);
    // A server's cap on sequences is no load.
    expect(read('vllm serve Qwen3-14B-FP8 --max-model-len 32000 --max-num-seqs 256 on a 5090').concurrency).toBeUndefined();
  });

  it("reads vLLM's progress bar throughput as measured, not as a speed wanted", () => {
    expect(read('lm_eval --model vllm Llama3.2-1B-Instruct. Processed prompts: 14%| 20791/152671 [15:38<1:23:11, 26.42it/s, est. speed input: 24555.79 toks/s, output: 22.14 toks/s]. I using A100 80GB single.').tokensPerSec).toBeUndefined();
    expect(read('DeepSeek V3 on our 8x MI300X: I get a whopping 28 tokens/s but garbled text. Does it fit?').tokensPerSec).toBeUndefined();
    expect(read('I get 12 tokens/s now; I need 30 tokens/s for llama 3 70b, how many 4090s?').tokensPerSec).toBe(30);
  });

  it('reads "X instead of Y" as a complaint about X, not a switch to it', () => {
    expect(read("DeepSeek V3 on 8x MI300X: it seems to be loading in full bf16 instead of respecting the config and loading fp8 w8a8. Should it run in fp8, and does it fit?").precision).toBe('fp8');
    expect(read('llama 3 70b on 2 A100s: could I run it in fp16 instead?').precision).toBe('fp16');
  });

  it('reads the answer length wanted over one that truncates, and windows said without "tokens"', () => {
    expect(read('Qwen3-4B thinking: max_tokens=4096 truncates it. I want max_tokens 32768 and 8 parallel sequences in vLLM. Will a single RTX 4090 hold that?')).toMatchObject({ outputTokens: 32768, concurrency: 8 });
    expect(read('would 4 H100s do for llama 3.3 70b at ~32 concurrent chats of 8k?')).toMatchObject({ concurrency: 32, contextTokens: 8192 });
    expect(read("I'm just using the default 32k for the model context window. qwen3:32b on 4 x 3060 12gb").contextTokens).toBe(32768);
    // A count of conversations is no window.
    expect(read('llama 3 8b chatbot, 10k chats of 2 minutes a day on one L4').contextTokens).toBeUndefined();
  });

  it('reads training a released model the catalog lacks as a fine-tune, and 运行/部署 as running it', () => {
    expect(read('Can I use 8*A100(40G) to train LLaVA-v1.5-13B? OOM even with batch size 1.').task).toBe('finetune');
    expect(read('是否能用8*2080ti 22g直接运行DeepSeek-V4-Flash-0731').task).toBe('infer');
  });

  it('reads model names as training tools spell them', () => {
    expect(read('swift sft --model_type qwen1half-7b-chat --sft_type full, one A100 OOMs').model).toBe('qwen1.5-7b');
    expect(read('grpo千问2.5 7b, --model Qwen2___5-7B-Instruct on 4 a100').model).toBe('qwen2.5-7b');
  });

  it('reads a context range at its longest, and "N tokens of repo context"', () => {
    expect(read('8 张 A10 跑 Qwen3-32B AWQ，50 个用户，上下文 2K-4K').contextTokens).toBe(4096);
    expect(read('Qwen2.5-Coder-7B, ~30k tokens of repo context each, one H200').contextTokens).toBe(30720);
  });

  it('reads a name continued by its version as the longer name ("满血 DeepSeek-V3" is V3; "满血 DeepSeek" alone is R1)', () => {
    expect(read('老板想自己部署满血 DeepSeek-V3（FP8 原版），8 张 H20 放得下吗').model).toBe('deepseek-v3');
    expect(read('满血 DeepSeek 要几张 H20').model).toBe('deepseek-r1');
  });
});

describe("a blog's arithmetic and another model tried", () => {
  it("reads a blog's computation, its title's question mark included, as hearsay: the model the asker will run is judged", () => {
    const post = "A blog ('How Much Memory Does Llama-3 70B Actually Need?') computes: an 80 GB GPU serving INT4 Llama-3 70B has 45 GB remaining for KV cache, 45,000 MB / 160 MB ≈ 280 concurrent requests max. We'd use Llama 3.1 70B (INT4 AWQ) since it has the 128K window. So can one H100 serve 35 concurrent users with 32K-token contexts?";
    expect(read(post)).toMatchObject({ model: 'llama-3.1-70b', gpu: 'h100-sxm', concurrency: 35 });
  });

  it('reads a catalog model run with "the same command" as the contrast: the unknown model the asker serves is asked about, not sized as the other', () => {
    const post = 'Llama-3.2-11B-Vision OOM on A100 80GB. I want to serve Llama-3.2-11B-Vision, but it OOMs. Command is: `vllm serve meta-llama/Llama-3.2-11B-Vision-Instruct --max-model-len 1024`. I tested the same command on llava-hf/llava-1.5-7b-hf and it works fine. How much GPU memory does this model really need?';
    const r = parseRequest(post, catalog, NOW);
    expect(r.request.model).toBeUndefined();
    expect(r.unknownModel).toMatch(/^Llama-3\.2-11B-Vision/);
    // With nothing unknown beside it, a model named only in such a sentence is still read.
    expect(read('I tested the same command on llava-hf/llava-1.5-7b-hf and it works fine. How much memory on an A100?').model).toBe('llava-1.5-7b');
  });
});
