import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';

const NOW = new Date('2026-12-02T10:00:00Z');
const catalog = defaultCatalog();

describe('consumer and workstation cards in a sentence', () => {
  it.each<[string, string]>([
    ['RTX 4060 8GB 能跑 deepseek r1 吗', 'rtx4060'],
    ['can my 3060 12GB run llama 3 8b?', 'rtx3060'],
    ['3060 12g 跑 qwen2.5 7b', 'rtx3060'],
    ['我的3060ti能跑 qwen2.5 7b 吗', 'rtx3060ti'],
    ['4060ti 跑 llama 3.1 8b', 'rtx4060ti'],
    ['4060 Ti 16G 能跑 Qwen2.5-14B 吗', 'rtx4060ti-16gb'],
    ['4070 Ti Super 16GB for Qwen2.5-14B?', 'rtx4070tisuper'],
    ['4070tis 跑 qwen2.5 14b', 'rtx4070tisuper'],
    ['4070S 能不能跑 qwen2.5 7b', 'rtx4070super'],
    ['rtx 4080 super for llama 3.1 8b', 'rtx4080super'],
    ['5060 Ti 16G 跑 qwen2.5 14b', 'rtx5060ti-16gb'],
    ['can a 5070 Ti run qwen2.5 14b', 'rtx5070ti'],
    ['2080 Ti 11G 跑 llama 3 8b', 'rtx2080ti'],
    ['RTX 4000 Ada for llama 3.1 8b', 'rtx4000-ada'],
  ])('%s → %s', (text, gpu) => {
    const parsed = parseRequest(text, catalog, NOW);
    expect(parsed.request.gpu).toBe(gpu);
    expect(parsed.unknownGpu).toBeUndefined();
    expect(parsed.assumptions.map((a) => a.key)).not.toContain('unknownGpu');
  });

  it('reads the model next to the card and the user owning it', () => {
    expect(parseRequest('can my 3060 12GB run llama 3.1 8b?', catalog, NOW).request).toEqual({
      model: 'llama-3.1-8b',
      gpu: 'rtx3060',
      count: 1,
      ownsGpu: true,
      task: 'infer',
    });
  });
});

describe('a card the catalog does not know', () => {
  it.each<[string, string]>([
    ['can my Arc A770 run llama 3.1 8b?', 'Arc A770'],
    ['我的 RX 580 8G 能跑 qwen2.5 7b 吗', 'RX 580 8G'],
    ['GTX 1080 Ti 跑 llama 3 8b', 'GTX 1080 Ti'],
    ['RX 7900 XTX for llama 3 8b', 'RX 7900 XTX'],
    ['Quadro RTX 6000 for llama 3 8b', 'Quadro RTX 6000'],
  ])('%s: says “%s” is unknown instead of sizing another card', (text, name) => {
    const parsed = parseRequest(text, catalog, NOW);
    expect(parsed.request.gpu).toBeUndefined();
    expect(parsed.unknownGpu).toBe(name);
    expect(parsed.assumptions).toContainEqual({ key: 'unknownGpu', params: { name } });
  });

  it('does not read the unknown card’s digits as amounts', () => {
    const parsed = parseRequest('RX 580 8G 跑 qwen2.5 7b 推理', catalog, NOW);
    expect(parsed.request).toEqual({ model: 'qwen2.5-7b', task: 'infer' });
  });

  it('leaves text without a card name alone', () => {
    for (const text of ['arc of 2000 tokens', 'llama 3 8b on 2 4090s', 'qwen2.5 7b 推理 并发 10']) {
      expect(parseRequest(text, catalog, NOW).unknownGpu).toBeUndefined();
    }
  });
});

describe('a memory the catalog’s card does not have', () => {
  it.each<[string, string, string, number]>([
    ['can my 4090 48G run qwen2.5 72b', 'rtx4090', '4090 48GB', 24],
    ['48G的4090 跑 qwen2.5 72b', 'rtx4090', '4090 48GB', 24],
    ['2080 Ti 22G 两张 跑 qwen2.5 32b', 'rtx2080ti', '2080 Ti 22GB', 11],
  ])('%s: a modified board, judged with the memory written, and said', (text, gpu, name, memoryGB) => {
    const parsed = parseRequest(text, catalog, NOW);
    expect(parsed.request.gpu).toBe(gpu);
    const stated = Number(/(\d+)GB$/.exec(name)![1]);
    expect(parsed.request.gpuMemoryGB).toBe(stated);
    const card = catalog.gpus.find((g) => g.id === gpu)!;
    expect(parsed.assumptions).toContainEqual({ key: 'gpuMemoryDiffers', params: { name, gpu: card.name, memoryGB, stated } });
  });

  it('the memory of all the cards counted before it is no modified board: "两张 4090（48G）"', () => {
    const parsed = parseRequest('我这两张 4090（48G）开 32K 上下文够不够', catalog, NOW);
    expect(parsed.request).toMatchObject({ gpu: 'rtx4090', count: 2 });
    expect(parsed.request.gpuMemoryGB).toBeUndefined();
  });

  it('keeps the count written after the memory', () => {
    expect(parseRequest('2080 Ti 22G 两张 跑 qwen2.5 32b', catalog, NOW).request.count).toBe(2);
  });

  it.each(['4090 24G 的卡两张', '32G的V100', 'A100 40G', 'H100 80 GB', '3080 12GB', 'RTX 3060 12GB'])('%s: a memory the row has says nothing', (text) => {
    expect(parseRequest(text, catalog, NOW).assumptions.map((a) => a.key)).not.toContain('gpuMemoryDiffers');
  });

  it('reads "3080 12GB" as the 12 GB board, and a bare "3080" as the 10 GB one', () => {
    expect(parseRequest('3080 12GB for llama 3 8b', catalog, NOW).request.gpu).toBe('rtx3080-12gb');
    expect(parseRequest('3080 for llama 3 8b', catalog, NOW).request.gpu).toBe('rtx3080');
  });
});

describe('counts as posts give them', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads a total of cards stated beside machines and cards each', () => {
    expect(read('are THREE A100 nodes (8x80GB each, so 24 gpus) enough to deploy DeepSeek-R1 in bf16?')).toMatchObject({ count: 24, machineGpus: 8 });
    expect(read('zero-3 训练 LLaMA-2-70B，40G的A100，10个结点，每个结点8张卡（一共80张），全参数')).toMatchObject({ count: 80, machineGpus: 8 });
    // Money is no total of cards.
    expect(read('AutoDL 租一张 4090 做 LoRA 微调 Qwen2.5-7B，总共 100 块钱以内能搞定吗').count).toBe(1);
  });

  it('reads 个 before a card as its count, and people at once in more words', () => {
    expect(read('2 个 RTX 3090 跑 chatglm3-6b，想撑到 60 个并发').count).toBe(2);
    expect(read('我们组 15 个开发同时用 Qwen3-Coder-30B-A3B').concurrency).toBe(15);
    expect(read('GLM-4.7 给 10 个程序员跑 Claude Code，同时在用的就这 10 个').concurrency).toBe(10);
    expect(read('asyncio.Semaphore(3) 控制同时 3 个 agent 在跑，Qwen2.5-Coder-32B').concurrency).toBe(3);
    expect(read('when the agent spawns two subagents at the same time the server OOMs, Qwen3-32B').concurrency).toBe(2);
  });
});

describe('prices quoted from a rate card', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads no budget from a price per tokens, per GB, a card\'s listed hourly price, or what something costs today', () => {
    expect(read('deepseek-chat 的 API 输出 8 块钱一百万 token，满血 DeepSeek-V3 放 8 张 H20 上划算吗').budget).toBeUndefined();
    expect(read('runpod lists container disk ~$0.10/GB/month, so is my endpoint quietly costing me ~$6/mo? Qwen3-8B, 32k context').budget).toBeUndefined();
    expect(read('Baseten lists A10G (24 GB) at $1.21/hour and A100 (80 GB) at $6.14/hour. Mistral-7B for 16 users').budget).toBeUndefined();
  });

  it('still reads a budget', () => {
    expect(read('Mistral-7B for 16 users, we can spend at most $1.50/hour').budget).toEqual({ amount: 1.5, currency: 'USD', per: 'hour' });
    expect(read('Qwen2.5-7B LoRA，预算 500 块').budget).toEqual({ amount: 500, currency: 'CNY', per: 'job' });
  });
});

describe('the count a question judges', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads one card asked about beside the cards owned, and cards written as count × memory', () => {
    expect(read('got a box with 3x L20 (48GB each) running qwen3:0.6b. do i even need more than one L20 for a 0.6b model lol').count).toBe(1);
    expect(read('双卡 4090 用 vllm 部署 DeepSeek-R1-Distill-Qwen-7B，其实一张 4090 是不是就够了？').count).toBe(1);
    expect(read('全参 sft llama2-13b，8*40G（A100 40G）爆显存了。8 张 40G 到底能不能全参训 13B？')).toMatchObject({ gpu: 'a100-40gb', count: 8 });
  });

  it('reads the count the question weighs over the count the post runs or tried', () => {
    expect(read('A800*2 for llama 3.1 70B AWQ with vllm, works. would a single A800 80G hold the 70B AWQ with 8k?').count).toBe(1);
    expect(read('works fine on a single A100 with qwen2.5 72b awq. when I scale to two A100 it is slower. is one A100 80G enough?').count).toBe(1);
    expect(read('Lora+Zero2 做 qwen2-7B 的 DPO 占了120G，两张A800。是不是一张A800其实就够了？').count).toBe(1);
    expect(read('using 8xH100 for llama 3.3 70b with eagle3. would 4 H100s do for 32 concurrent chats of 8k?').count).toBe(4);
    expect(read('Kaggle 2xT4, qwen2.5 7b awq. does the AWQ 7B fit on one T4 by itself?').count).toBe(1);
    expect(read("Since I don't have 8 x H200 GPUs, I tried multi-node tensor parallelism with --tp 8. Can --tp 8 be changed so it runs on my one H200?").count).toBe(1);
    // "do the N X hold", and a count leading its question sentence; a machine ("one of our A40 nodes") is not a card.
    expect(read("our nodes are 8x A40 48GB each. I'd prefer to use one of our A40 nodes. in fp16, do the 8 A40s hold the full OPT-175B?").count).toBe(8);
    expect(read('the 4xA100 pcie box runs llama-2-7b Q4_K_M. just giving it ONE of the A100 PCIe cards, one A100 pcie is enough for this right?')).toMatchObject({ gpu: 'a100-80gb-pcie', count: 1 });
    // A tensor-parallel flag the post ran with is not the count asked about.
    expect(read('lmdeploy --tp 4 llama3 70b lora，两张 A100 80G 够不够').count).toBe(2);
  });

  it('reads the count a doubt gives way to ("一定要双卡吗？单卡…能不能跑"), and a card whose name has spaces', () => {
    expect(read('vLLM 双卡 4090D 实测能跑 GPT-OSS-20B。请问一定要双卡 4090D 吗？单卡 4090D 24G 用 vLLM 能不能跑？')).toMatchObject({ gpu: 'rtx4090d', count: 1 });
    expect(read('单卡 4090 跑不动 qwen2.5 32b，双卡 4090 能跑吗？')).toMatchObject({ gpu: 'rtx4090', count: 2 });
    // The tensor-parallel flag the post failed with is not the count the question weighs.
    expect(read('vllm with -tp 2 fails for GLM-4.5. Can GLM-4.5 run on a single RTX PRO 6000 96GB at all, or do I really need the second card?')).toMatchObject({ gpu: 'rtxpro6000-blackwell', count: 1 });
  });

  it('reads cards as posts spell and count them', () => {
    expect(read('got cuda OOM with 3090Ti 24GB on a FLUX dev LoRA').gpu).toBe('rtx3090ti');
    expect(read('With a single RTX 6000 48G, Qwen2.5-72B-Instruct-AWQ at 15K, fits?')).toMatchObject({ gpu: 'rtx6000-ada', count: 1 });
    expect(read('OOM with DPO Trainer on A100 GPU (the 40GB one), mistral 7b qlora').gpu).toBe('a100-40gb');
    expect(read('lora of gpt-oss-20b on A100s (40gb), do I need 80GB cards?').gpu).toBe('a100-40gb');
    expect(read('full finetune of llama-7b OOMs. My machine: 4 A100 GPUs (40g each). Is it enough?')).toMatchObject({ gpu: 'a100-40gb', count: 4 });
    expect(read('I have a 5060TI16G, can it run qwen2.5-14b?').gpu).toBe('rtx5060ti-16gb');
    // A plural counted after it: "…V100s not 32GB, 4 of them" (not the ones that failed).
    expect(read('I have 16GB V100s not 32GB, 4 of them, can I serve llama-2-70b in fp16?')).toMatchObject({ gpu: 'v100-16gb', count: 4 });
    expect(read('I have 3090s, 2 of them died, can I run qwen2.5 32b?').count).toBeUndefined();
    expect(read('Mistral-7B-v0.1 continued pretraining with 8B tokens on a single 16 x A100-40 machine')).toMatchObject({ gpu: 'a100-40gb', count: 16 });
    expect(read('Is 8x A100 (the 40GB ones) enough for the LoRA of llama 3.1 70b?')).toMatchObject({ gpu: 'a100-40gb', count: 8 });
    expect(read('will Kimi K2.5 work with 512GB RAM and 2xRTX 6000 Pro')).toMatchObject({ gpu: 'rtxpro6000-blackwell', count: 2 });
    expect(read('Kimi K2 Thinking on 4x RTX 6000 Workstation Pro, enough?')).toMatchObject({ gpu: 'rtxpro6000-blackwell', count: 4 });
    // "is 4x B200 really not enough?" weighs the four, not the eight a paper quoted; a form factor after the count is the card's.
    expect(read('GLM-4.5-FP8: the paper lists 128K on 8xB200 but 65K on 4xB200. for 4 engineers at 128K, is 4x B200 really not enough?').count).toBe(4);
    expect(read('A800单机8卡PCIE，怎么做Qwen72B的全量微调')).toMatchObject({ gpu: 'a800-80gb-pcie', count: 8 });
    // A launch command's GPUs count the named card when the post says no count; a count asked stays asked.
    expect(read('qwen2-vl双卡全量微调，A100 80G，CUDA_VISIBLE_DEVICES=0,1，zero3，OOM 了').count).toBe(2);
    expect(read('torchrun --nproc_per_node 8 full finetune llama 3 8b on H100').count).toBe(8);
    expect(read('how many A100 do I need? CUDA_VISIBLE_DEVICES=0,1').count).toBeUndefined();
    // "不够的话最少要几张" asks for the fewest, whatever count it weighs first.
    expect(read('想用 H20（96G）部署 Kimi K2，官方 fp8 权重。一台 8 卡 H20 够不够？不够的话最少要几张？')).toMatchObject({ gpu: 'h20', countAsked: true });
    // The single card asked about, over the two an article used.
    expect(read('为何需要双4090D？单卡 4090D 24G 跑 gpt-oss-20b 到底够不够')).toMatchObject({ gpu: 'rtx4090d', count: 1 });
    expect(read('GPU: NVIDIA RTX 4090 24G 涡轮显卡 *2，CPU: INTEL 至强金牌 6133 *2，能跑 14b 的微调吗')).toMatchObject({ gpu: 'rtx4090', count: 2 });
    // Cards counted by their memory, the card named (in the plural) in brackets.
    expect(read('fine tune llama-2-70b using 8 x 48GB GPUs (RTX A6000s) with lora')).toMatchObject({ gpu: 'rtx-a6000', count: 8 });
    // An L4 "GPU (96 GB)" is four of them, not a card of 96 GB.
    expect(read('vllm serve on my L4 GPU (96 GB) with --tensor-parallel-size 4').gpuMemoryGB).toBeUndefined();
  });

  it('reads a count glued to a card, and the card the question names over a variant the post tells of', () => {
    expect(read('Would 2H100 in a cluster be enough for Llama-3-70B-Instruct?')).toMatchObject({ gpu: 'h100-sxm', count: 2 });
    expect(read('4L40S for qwen 7b')).toMatchObject({ gpu: 'l40s', count: 4 });
    expect(read('I only have A100 40GB. I want to full fine-tune llama 3.1 8b. is one A100 80GB enough?')).toMatchObject({ gpu: 'a100-80gb-sxm', count: 1 });
    // "or do I really need X?" names the alternative; the card before it is judged.
    expect(read('would one rented 4090 with 24gb do a 4-bit qlora of gemma-3-27b or do I really need an A100 80gb?')).toMatchObject({ gpu: 'rtx4090', count: 1, compareWith: { gpu: 'a100-80gb-sxm' } });
  });

  it('reads counts of rigs as written', () => {
    expect(read('3x 3090 rig, GPU1 and GPU2 on CPU lanes. llama 3.3 70b AWQ in vllm. can I just use the two CPU-attached 3090s (tp=2), or do i need all three?')).toMatchObject({ gpu: 'rtx3090', count: 2, precision: 'int4' });
    expect(read('3x 3090 rig, GPU1 and GPU2 on CPU lanes, llama 3.3 70b').device).toBeUndefined();
    expect(read('8卡2080ti（每张11G）无法启动qwen2-72b-instruct。8张2080ti显存到底够不够？不够的话要租什么卡、几张？')).toMatchObject({ gpu: 'rtx2080ti', count: 8 });
    expect(read('4卡 2080Ti（都是魔改22G），FP16 Qwen3-32B，4张22g显存够不够？')).toMatchObject({ gpu: 'rtx2080ti', gpuMemoryGB: 22, count: 4 });
    expect(read('单机16卡 V100 32G × 4台，全参 SFT Llama2-70B 够吗')).toMatchObject({ gpu: 'v100-32gb', count: 64, machineGpus: 16 });
    expect(read('8张A100 x 2 nodes for a full sft of qwen2.5 72b')).toMatchObject({ gpu: 'a100-80gb-sxm', count: 16, machineGpus: 8 });
    expect(read('14B全参数训练需要多少显卡？假设是A100=40G.')).toMatchObject({ gpu: 'a100-40gb', countAsked: true });
    expect(read('How many 80GB cards does mixtral 8x7b need if I serve it without using any quantization version?')).toMatchObject({ countAsked: true, precision: 'bf16' });
    // 块 counts cards here, not yuan; a P40's digits are no count.
    const p40 = read('两块P40卡（每张24G）部署GLM-4-9B-Chat，只能在一块卡上跑，另外一块不参与工作');
    expect(p40.budget).toBeUndefined();
    expect(p40.count).toBe(1);
  });

  it('reads the card the asker has as judged, the one to rent instead as the alternative', () => {
    expect(read('单机5张3090卡lora微调Baichuan2-13B-Chat OOM，但单卡a6000(48g)可以。请问5张3090到底能不能跑？不行的话是不是直接去租A6000？')).toMatchObject({ gpu: 'rtx3090', count: 5 });
    expect(read('Llama 3 8B in fp16, one request at a time. Would a single T4 meet that, or is an A100 the cheapest single card that does?')).toMatchObject({ gpu: 't4', count: 1, compareWith: { gpu: 'a100-80gb-sxm' } });
  });

  it('reads "if not, how many" as the fewest, unless other cards are asked about too', () => {
    expect(read('full-parameter fine-tune llama 3.1 8b. is one A100 80GB enough? if not, how many A100 80GB do I need?')).toMatchObject({ gpu: 'a100-80gb-sxm', countAsked: true });
    expect(read('qwen2.5 14b 一张 A100 40G 够吗？不够的话要几张').countAsked).toBe(true);
    expect(read('full finetune llama 3.1 70b. can 8 4090s even do it? if not how many (and which) cards would i need')).toMatchObject({ gpu: 'rtx4090', count: 8 });
    // "…enough, or how many…" in one sentence judges the card named; "how many X?" alone asks for the fewest.
    expect(read('full fine-tuning of Llama 3 8B. Is a single A100 80GB enough, or how many A100 80GB do I need?')).toMatchObject({ gpu: 'a100-80gb-sxm', count: 1 });
    expect(read('Does one V100 32GB hold a full finetune of llama 3.2 1b, or do I need FSDP across the 8?')).toMatchObject({ gpu: 'v100-32gb', count: 1 });
  });

  it('reads "how many (of them)" after a card as the count asked, over a count tried', () => {
    expect(read('full fine-tune of llama-7b on one A100 40GB? if not, how many A100 40GB?')).toMatchObject({ gpu: 'a100-40gb', countAsked: true });
    expect(read('full fine-tune llama-7b. we only have A100 40GB cards – how many of them do I need at minimum?')).toMatchObject({ gpu: 'a100-40gb', countAsked: true });
    expect(read('gpt-oss-20b on four H100 NVL, 16 parallel at 131072 tokens each. how many H100 NVL?')).toMatchObject({ gpu: 'h100-nvl', countAsked: true });
  });
});

describe('whole nodes of a datacenter card', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it("reads a node of the card as the cards a node holds (the catalog's maxPerNode), the node count not as cards", () => {
    expect(read('llama 4 scout lora on AMD MI300 (1 node) runs into OOM. Is one MI300 node not enough?')).toMatchObject({ gpu: 'mi300x', count: 8, machineGpus: 8 });
    expect(read('can one H100 node serve deepseek r1?')).toMatchObject({ gpu: 'h100-sxm', count: 8 });
    expect(read('can 2 H100 nodes serve deepseek r1?')).toMatchObject({ gpu: 'h100-sxm', count: 16, machineGpus: 8 });
    expect(read('How much RAM to train a 70B Llama2 model with two 80G A800 nodes?')).toMatchObject({ gpu: 'a800', count: 16, machineGpus: 8 });
    expect(read('OOM when running the PPO of qwen2.5-32b on 4-node H800.')).toMatchObject({ gpu: 'h800', count: 32, machineGpus: 8 });
  });

  it('keeps a count of the card said outside the node phrase, and a consumer card named with "node"', () => {
    expect(read('Will DeepSeek-V3 int4 fit on one 8 x H20 node?').count).toBe(8);
    expect(read('run eight vLLM instances on one MI300X node. Does Llama 3 70B in fp16 fit on a single MI300X?').count).toBe(1);
    expect(read('is one 4090 node enough for qwen2.5 7b?').count).toBe(1);
  });

  it("reads a node said with its memory as the cards that memory is (one H100 NVL's 94 GB), not a full node", () => {
    const one = read('I am running vllm on a single H100 NVL node with 95GB VRAM. Is bf16 fine for Qwen3 32B?');
    expect(one).toMatchObject({ gpu: 'h100-nvl', count: 1 });
    expect(one.machineGpus).toBeUndefined();
    expect(read('can one H100 node with 640GB serve deepseek r1?')).toMatchObject({ count: 8, machineGpus: 8 });
    expect(read('can one H100 node (320GB) serve llama 3 70b?')).toMatchObject({ count: 4, machineGpus: 4 });
  });
});

describe('a card changed for another', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('judges the card the last change went to, not the first card named', () => {
    expect(read('I switched from an RX 7600 XT to an RTX 3080 ti without a problem. I upgraded GPUs from a 3080 ti to a 5080 and now llama 3.1 70b on ollama is slow').gpu).toBe('rtx5080');
    expect(read('if I switch from a 4090 to an H100, will qwen2.5 72b fit?').gpu).toBe('h100-sxm');
    expect(read('我从 3090 换成 4090 后跑 qwen2.5 32b 变慢了').gpu).toBe('rtx4090');
  });
});

describe('cards listed with slashes as a topic', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it("judges the asker's card told after the list, not the list's first", () => {
    expect(read('Qwen3-VL-8B高算力适配：A10/A100/L4多卡环境下的vLLM分布式部署。我们手头有一台 8×A10(24GB) 服务器，直接 vllm serve Qwen/Qwen3-VL-8B-Instruct 就报 CUDA out of memory。是不是一张 A10 放不下 Qwen3-VL-8B，必须开 --tensor-parallel-size？').gpu).toBe('a10');
    expect(read('LoRA 需要24GB显存的GPU（如NVIDIA RTX 3090/4090或A10G）。我手上只有一张3090，能不能直接LoRA微调glm-4-9b-chat？')).toMatchObject({ gpu: 'rtx3090', count: 1 });
    expect(read('3090/4090 for qwen2.5 14b?').gpu).toBe('rtx3090');
  });
});

describe('integrated graphics', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('runs the model on the CPU when the machine has only integrated graphics', () => {
    expect(read('本地 ollama 的 deepseek-r1-7b，回答非常慢，i7-13620H 32G内存 核显').device).toBe('cpu');
    expect(read('ollama deepseek-r1 7b on my laptop with integrated graphics is slow').device).toBe('cpu');
  });

  it('does not count the integrated GPU beside a discrete card', () => {
    const laptop = 'ollama llama2 13b is slow. GPU0: Intel UHD Graphics, GPU1: NVIDIA GeForce RTX 4060 with 8GB VRAM. Is it because it has two GPUs?';
    expect(read(laptop)).toMatchObject({ gpu: 'rtx4060', count: 1 });
    expect(read(laptop).device).toBeUndefined();
  });
});

describe("a pasted list of the devices in vLLM's collect_env", () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('counts its entries by the highest index, one entry as no count', () => {
    expect(read('GPU models and configuration: GPU 0: Tesla V100-SXM2-32GB GPU 1: Tesla V100-SXM2-32GB. vllm serve Models/qwen2-VL-72B/ --dtype half')).toMatchObject({ gpu: 'v100-32gb', count: 2 });
    expect(read('GPU 0: NVIDIA A100-SXM4-80GB\nGPU 1: NVIDIA A100-SXM4-80GB\nGPU 2: NVIDIA A100-SXM4-80GB\nGPU 3: NVIDIA A100-SXM4-80GB\ncan this run llama 3 70b')).toMatchObject({ count: 4 });
    expect(read('GPU 0: NVIDIA GeForce RTX 4090 with llama 3 8b').count).toBeUndefined();
  });
});

describe('the same card told with its memory elsewhere in the post', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('is that variant wherever the question names it bare; two variants told leave the card as read', () => {
    expect(read('How long does fine-tuning take on a 4060 Ti? QLoRA Llama 3 8B, 3 epochs, on an RTX 4060 Ti 16GB.').gpu).toBe('rtx4060ti-16gb');
    expect(read('On dual RTX 5060 Ti 16 GB, Gemma 4 26B A4B QAT runs at 88 tok/s. Is that what two 5060 Ti should give?')).toMatchObject({ gpu: 'rtx5060ti-16gb', count: 2 });
    expect(read('想要在8张40G 的A100 上微调Mixtral 8x7b，之前在单卡A100 80G 上用相同的配置都没问题').gpu).toBe('a100-40gb');
    expect(read("colab pro+ still only has A100 40GB, no 80GB option, so I'm moving to a rented cloud. full fine-tune llama 3.1 8b: is one A100 80GB enough? if not, how many A100 80GB do I need?").gpu).toBe('a100-80gb-sxm');
  });
});

describe('cards told by their indices in prose', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('counts two or more distinct indices by the highest; one index, or the card a PyTorch OOM names, is no count', () => {
    expect(read('GPU: NVIDIA-4090-24GB. deploy DeepSeek-R1-Distill-Llama-70B Q4_0: it allocates 21 GB of VRAM to GPU 0 and the remaining 22 GB to GPU 1.')).toMatchObject({ gpu: 'rtx4090', count: 2 });
    expect(read('llama 3 70b on A100 80GB: weights on cuda:0 and cuda:1, then cuda:2 runs out')).toMatchObject({ count: 3 });
    expect(read('RTX 4090, GPU 0 occupies about 4 GB with qwen2.5 3b').count).toBeUndefined();
    const oom = 'V100 32G, qwen 7b lora: CUDA out of memory (GPU 7; 31.74 GiB total capacity) … again (GPU 3; 31.74 GiB total capacity)';
    expect(read(oom).count).toBeUndefined();
  });
});

describe('machines counted with the card, then the cards each holds', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('multiplies the machines by the cards each server holds', () => {
    expect(read('I have 4 T4 GPU server, each server has 8 T4, can i run a 70b model on these machines?')).toMatchObject({ gpu: 't4', count: 32, machineGpus: 8 });
    expect(read('我有4个T4服务器，每台有8张卡，能跑70b吗')).toMatchObject({ gpu: 't4', count: 32, machineGpus: 8 });
  });

  it('leaves a count of cards alone when no machine is counted with them, or each holds another card', () => {
    expect(read('I have 4 T4 GPUs, each server has 8 GPUs, can i run a 70b')).toMatchObject({ gpu: 't4', count: 4 });
    expect(read('I have 2 A100 servers, each server has 8 H100 too, can i run a 70b')).toMatchObject({ gpu: 'a100-80gb-sxm', count: 2 });
  });
});

describe('a rig of several cards listed with their counts', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('reads cards of one memory as that many of the most numerous, and cards of another memory as the first named', () => {
    expect(read('Ollama server, 256gb of system ram, 1 x 3080 12gb, 4 x 3060 12gb. qwen3:32b spills to RAM, why?')).toMatchObject({ gpu: 'rtx3060', count: 5 });
    expect(read('I have 2 x 3090, 1 x 4090 for llama 3.1 70b')).toMatchObject({ gpu: 'rtx3090', count: 3 });
    // 24 GB and 48 GB cards are no such rig; a comparison is no list.
    const matched = (text: string) => parseRequest(text, catalog, NOW).matched;
    expect(matched('I have 2 x 3090, 1 x A6000 for llama 3.1 70b')).not.toContain('count.mixedRig');
    expect(matched('2 x 3090 vs 1 x 4090 for llama 3.1 70b')).not.toContain('count.mixedRig');
    expect(read('2 x 3090 vs 1 x 4090 for llama 3.1 70b').count).toBe(2);
  });
});

describe('machines and cards said with "都是" between', () => {
  it('reads "8机8卡 都是A100 80G" as 8 machines of 8 cards', () => {
    expect(parseRequest('qwen72B 全参数微调，8机8卡 都是A100 80G，deepspeed zero 3，够吗？', catalog, NOW).request).toMatchObject({ gpu: 'a100-80gb-sxm', machineGpus: 8, count: 64 });
    expect(parseRequest('2张 都是3090 跑 qwen 14b', catalog, NOW).request).toMatchObject({ gpu: 'rtx3090', count: 2 });
  });
});

describe('a card held up as a measure', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it('never reads the card of "不到一张 A100 的一半" as the asker\'s', () => {
    expect(read('手头的显卡显存加起来还不到一张 A100(80GB)的一半。文章说单张 24GB 显存的 RTX 4090 就能 QLoRA 微调 Qwen3-VL-8B，靠谱吗?').gpu).toBe('rtx4090');
    expect(read('my VRAM is less than half an A100 80GB. can I fine-tune llama 3 8b on my 4090?').gpu).toBe('rtx4090');
    // With no other card the measure names none.
    expect(read('我的显存只有A100的一半，能跑 qwen2.5-7b 吗').gpu).toBeUndefined();
    expect(read('一张 A100 80G 能跑 qwen2.5-72b 吗').gpu).toBe('a100-80gb-sxm');
  });
});

describe('a card named by its memory and its make', () => {
  it('"16gb Vram rtx" is a GeForce card of that memory, not the datacenter card rented most at that size', () => {
    const read = (text: string) => parseRequest(text, catalog, NOW).request.gpu;
    const rtx = read('Using Ubuntu, 16gb Vram rtx 32gb Ram, Qwen2.5-Coder 14b');
    expect(catalog.gpus.find((g) => g.id === rtx)).toMatchObject({ memoryGB: 16, segment: 'consumer' });
    expect(catalog.gpus.find((g) => g.id === read('I have an RTX with 12GB VRAM, qwen2.5 14b?'))).toMatchObject({ memoryGB: 12, segment: 'consumer' });
    // The memory as what runs the model, beside the card's name: its variant of that memory.
    expect(read('My graphics card is 4060ti, can 16G run gpt-oss-20b?')).toBe('rtx4060ti-16gb');
    expect(read('我的卡是4060ti，16G能跑gpt-oss-20b吗')).toBe('rtx4060ti-16gb');
    // Without the make, the card of that memory rented most.
    expect(read('16G显存能跑 qwen2.5 14b 吗')).toBe('t4');
  });
});

describe('cards counted by their memory alone', () => {
  it('reads "4机32卡，80G显存" as 32 cards of that memory', () => {
    const text = 'qwen2 72B PPO OOM。环境：4机32卡，80G显存，2T内存。train_ppo_ray.py --vllm_tensor_parallel_size 8 --zero_stage 3';
    expect(parseRequest(text, catalog, NOW).request).toMatchObject({ count: 32 });
    expect(parseRequest(text, catalog, NOW).matched).toContain('gpu.generic');
  });

  it('reads "256卡，单卡96G显存" as 256 cards of 96 GB: after the cards counted, "单卡" says each one\'s memory', () => {
    const read = (text: string) => parseRequest(text, catalog, NOW).request;
    expect(read('235B模型/64k context，256卡，单卡96G显存可以训起来吗')).toMatchObject({ count: 256 });
    expect(read('单卡96G显存能跑 qwen2.5 72b 吗')).toMatchObject({ count: 1 });
  });

  it('reads a count multiplied with the memory, either way round, and cards with their memory in brackets', () => {
    const read = (text: string) => parseRequest(text, catalog, NOW).request;
    expect(read('我们这里有8x40G的可以吗 训练 qwen2.5 7b')).toMatchObject({ gpu: 'a100-40gb', count: 8 });
    expect(read('8 GPUs for a total amount of GPU memory of 46 GB * 8 = 368 GB. fine-tune Mixtral 8x7B with LoRA')).toMatchObject({ count: 8 });
    expect(read('我們這裡總共8張GPU（每張 49 GB），跑 llama-2-13b')).toMatchObject({ count: 8 });
    // Still the count before a memory a need is said of: "use 4*48GB" is the cards used, not a need.
    expect(read('you use 4*48GB GPUs to run LLaMA-70B with vLLM — is 4*48GB enough in fp16?')).toMatchObject({ count: 4 });
    // Memory in brackets after the cards that is the host's is no card.
    expect(read('4 GPUs 64G of RAM for qwen 32b').gpu).toBeUndefined();
  });

  it("reads nvidia-smi's MiB read as GB (46 GB) as the 48 GB card it reports", () => {
    const card = (text: string) => parseRequest(text, catalog, NOW).request.gpu;
    const gpu48 = (id: string | undefined) => catalog.gpus.find((g) => g.id === id)?.memoryGB;
    expect(gpu48(card('8 GPUs, 46 GB * 8, for mixtral lora'))).toBe(48);
    expect(gpu48(card('8x48GB GPUs for mixtral lora'))).toBe(48);
  });
});

describe('the cards a launch command runs on', () => {
  it("reads accelerate's num_processes as the count of a plural card", () => {
    expect(parseRequest('OOM training mistral-7b on our 80G A800s. accelerate config: distributed_type: MULTI_GPU, num_processes: 6, mixed_precision: bf16', catalog, NOW).request).toMatchObject({ gpu: 'a800', count: 6 });
    expect(parseRequest('how many A800s for mistral-7b? num_processes: 6', catalog, NOW).request.countAsked).toBe(true);
  });
});

describe('the cards a pasted GPU listing shows', () => {
  const smi = (rows: number[]) => rows.map((i) => `|   ${i}  NVIDIA H100 80GB HBM3          On  | 00000000:18:00.0 Off |                    0 |`).join('\n');
  it("counts nvidia-smi's and gpustat's rows by the highest index, rows elided with … included", () => {
    expect(parseRequest(`Qwen2.5-72B fine-tune OOM.\n${smi([0, 1, 2, 3])}\nwhy?`, catalog, NOW).request).toMatchObject({ gpu: 'h100-sxm', count: 4 });
    const gpustat = '[0] NVIDIA A100-SXM4-40GB | 40°C,  70 % |  6999 / 40960 MB |\n[1] NVIDIA A100-SXM4-40GB | 39°C,  71 % |  7085 / 40960 MB |\n...\n[7] NVIDIA A100-SXM4-40GB | 39°C,  67 % |  7015 / 40960 MB |';
    expect(parseRequest(`Full fine-tune of llama-2-7b uses little memory:\n${gpustat}\nIs that normal?`, catalog, NOW).request).toMatchObject({ gpu: 'a100-40gb', count: 8 });
  });
  it('leaves the count to a launch command, a count said, a count asked, and a single row', () => {
    expect(parseRequest(`${smi([0, 1, 2, 3])}\nqwen2.5-7b lora with CUDA_VISIBLE_DEVICES=0,1 OOM`, catalog, NOW).request.count).toBe(2);
    expect(parseRequest(`${smi([0, 1, 2, 3])}\nqwen2.5-7b on 1 H100 OOM`, catalog, NOW).request.count).toBe(1);
    expect(parseRequest(`${smi([0, 1])}\nhow many H100 do I need for qwen2.5-72b?`, catalog, NOW).request.count).toBeUndefined();
    expect(parseRequest(`${smi([0])}\nqwen2.5-7b lora OOM`, catalog, NOW).request.count).toBeUndefined();
  });
});

describe('a card with "GPU" glued to its name', () => {
  it('reads "4090GPU" and "A100GPU" as the card', () => {
    expect(parseRequest('34b 模型，用int4，vllm进行推理，单张24G 4090GPU，显示显存不足', catalog, NOW).request).toMatchObject({ gpu: 'rtx4090', count: 1 });
    expect(parseRequest('单张A100GPU跑qwen2.5-7b', catalog, NOW).request.gpu).toMatch(/^a100/);
  });
});

describe('the count a Chinese question weighs, with the model it runs', () => {
  it('reads "4 张 A800 80G 跑 BF16 的 Qwen2.5-VL-72B 够吗" as the four cards judged, over the machine of eight', () => {
    expect(parseRequest('机器 8×A800 80G（仅用 0–3 共4张卡）, vLLM, BF16，多卡张量并行 TP=4。4 张 A800 80G 跑 BF16 的 Qwen2.5-VL-72B 够吗？', catalog, NOW).request).toMatchObject({ gpu: 'a800', count: 4 });
  });
});

describe('a memory glued before the card', () => {
  it('reads "两张80gA100" and "8*80GA100" as A100 80GB cards', () => {
    expect(parseRequest('在两张80gA100上启用vllm部署qwen1.5-chat的72b模型失败', catalog, NOW).request).toMatchObject({ gpu: 'a100-80gb-sxm', count: 2 });
    expect(parseRequest('每个服务器 8*80GA100对 baichuan2-13b-chat 全参数微调', catalog, NOW).request).toMatchObject({ gpu: 'a100-80gb-sxm', count: 8 });
  });
});

describe('a board named with an S', () => {
  it('reads "V100s-32GB" as one Tesla V100S, not many V100s, so the tensor-parallel size counts it', () => {
    expect(parseRequest('在V100s-32GB上部署baichuan2-13B-chat模型，加载时就OOM。配置：args.tensor_parallel_size = 1，args.gpu_memory_utilization = 0.90', catalog, NOW).request).toMatchObject({ gpu: 'v100-32gb', count: 1 });
    // A plural is still a plural.
    expect(parseRequest('how many V100s for baichuan2-13b?', catalog, NOW).request.countAsked).toBe(true);
  });
});

describe('the count a "should it fit" question weighs', () => {
  it('reads "Should the 4-bit Falcon 180B fit on 4 x A100 40GB?" as four cards judged, over the machine of eight', () => {
    expect(parseRequest('I am using an 8 x A100 40GB machine, trying to load GPTQ Falcon 180B on 4 GPUs with --num-shard 4. Should the 4-bit Falcon 180B fit on 4 x A100 40GB at all?', catalog, NOW).request).toMatchObject({ gpu: 'a100-40gb', count: 4 });
  });

  it('reads "does … fit in the 12 x A10G?" as the twelve cards judged, over the four of one instance', () => {
    expect(parseRequest('GRPO recipe for gpt-oss-20b on g5.12xlarge (4x A10G 24GB GPUs), 3 GPU workers (12 GPUs total). Does full-parameter GRPO of gpt-oss-20b fit in the 12 x A10G?', catalog, NOW).request).toMatchObject({ gpu: 'a10g', count: 12 });
  });
});

describe('counts and boards told as a system reports them', () => {
  const read = (text: string) => parseRequest(text, catalog, NOW).request;

  it("reads LLaMA-Factory's system info \"GPU number: 48\" as the count of the card named", () => {
    expect(read('Qwen3-VL-8B sft 训练很慢。GPU type: NVIDIA H200，GPU number: 48，GPU memory: 140.06GB')).toMatchObject({ gpu: 'h200', count: 48 });
  });

  it('multiplies machines by the GPUs each, and a card named in the plural then asks no count', () => {
    const r = read('SFT of Qwen3 30B-a3b: 4 nodes x 8 GPUs, max seq length 4k. We are using H200s');
    expect(r).toMatchObject({ gpu: 'h200', count: 32, machineGpus: 8 });
    expect(r.countAsked).toBeUndefined();
    expect(read('2台机器×8卡 全参训练 qwen2.5 72b')).toMatchObject({ count: 16, machineGpus: 8 });
    // Tensor parallelism is one copy's share of those cards, not the count.
    expect(read('Qwen3 30B-a3b SFT: 4 nodes x 8 GPUs, expert parallelism 8, tensor parallelism 2: ~35 s/iter. We are using H200s')).toMatchObject({ gpu: 'h200', count: 32 });
  });

  it('reads no card from a command line\'s short flag and its value ("-t 4" is four threads, not a T4)', () => {
    expect(read('llama.cpp q4_0 llama-7b: ./main -m ggml-model-q4_0.bin -c 2048 -n 256 -t 4').gpu).toBeUndefined();
    expect(read('run llama 3 8b on a T4').gpu).toBe('t4');
    // Nor a contraction's letter: "Shouldn't 4 x 48GB" is four 48 GB cards.
    expect(read("LoRA on a 7B with 4 GPUs of 48GB: shouldn't 4 x 48GB be plenty?")).toMatchObject({ gpu: 'l40s', count: 4 });
  });

  it('reads the count the question weighs as a product ("using 8*3090?") over the launch command\'s processes', () => {
    expect(read('finetuning on 3090, is it possible? Is it possible to finetune the 7B model using 8*3090? my script: torchrun --nproc_per_node=4 train.py --model_name_or_path ../llama-7b-hf')).toMatchObject({ gpu: 'rtx3090', count: 8 });
    expect(read('finetuning on 3090 OOM. my script: torchrun --nproc_per_node=4 train.py --model_name_or_path ../llama-7b-hf')).toMatchObject({ gpu: 'rtx3090', count: 4 });
  });

  it("picks the variant of the card read by nvidia-smi's total (\"A100-SXM, 0MiB / 40960MiB\" is the 40 GB A100)", () => {
    expect(read('Is it possible to fine-tune llama-7b on a single A100 GPU(40GB)? (nvidia-smi: NVIDIA A100-SXM, 0MiB / 40960MiB)').gpu).toBe('a100-40gb');
    expect(read('fine-tune llama-7b on a single A100-SXM (nvidia-smi: 0MiB / 81920MiB)').gpu).toBe('a100-80gb-sxm');
  });

  it("reads a serving engine's tensor × pipeline parallel sizes as the GPUs one copy spans, a trainer's run by its GPUs", () => {
    expect(read('llama 3 70b on 8 nodes with vLLM, using tp=8, pp=8 for offline inference').count).toBe(64);
    expect(read('CUDA_VISIBLE_DEVICES=0,1,2 vllm serve zai-org/GLM-4.5-Air-FP8 --pipeline-parallel-size 3 --tensor-parallel-size 1').count).toBe(3);
    expect(read('Qwen-3-8B, sequence length 128k, config tp=4, cp=8, pp=1, megatron backend, GRPO, 256 GPUs on A100').count).toBe(256);
  });

  it("picks the board by the total nvidia-smi reports: 49,140 MiB is an RTX A6000's, 46,068 MiB an L40S's", () => {
    expect(read('I have one 48G GPU (nvidia-smi 9764MiB / 49140MiB) serving llama3').gpu).toBe('rtx-a6000');
    expect(read('I have one 48G GPU (nvidia-smi 9764MiB / 46068MiB) serving llama3').gpu).toBe('l40s');
    expect(read('I have one 48G GPU serving llama3').gpu).toBe('l40s');
  });
});
