import { describe, expect, it } from 'vitest';
import { findGpu, findModel, loadCatalog } from '../../../src/core/catalog/index.ts';

const catalog = loadCatalog();

// Names as people write them in chats and on China's rental platforms, with the memory the row must have.
const GPUS: [string, string, number][] = [
  ['A100 40G', 'a100-40gb', 40],
  ['A100 80G', 'a100-80gb-sxm', 80],
  ['A100 PCIe 40G', 'a100-40gb-pcie', 40],
  ['4090D', 'rtx4090d', 24],
  ['H20', 'h20', 96],
  ['A800', 'a800', 80],
  ['A800 40G', 'a800-40gb-pcie', 40],
  ['A6000', 'rtx-a6000', 48],
  ['L20', 'l20', 48],
  ['NVIDIA L20', 'l20', 48],
  ['3090', 'rtx3090', 24],
  ['3080', 'rtx3080', 10],
  ['V100 16G', 'v100-16gb', 16],
  ['V100 32G', 'v100-32gb', 32],
  ['Tesla V100-SXM2-16GB', 'v100-16gb', 16],
  ['T4', 't4', 16],
  ['P100', 'p100', 16],
  ['MI300X', 'mi300x', 192],
  ['A30', 'a30', 24],
  ['L40', 'l40', 48],
  ['L40S', 'l40s', 48],
  ['H100 NVL', 'h100-nvl', 94],
  ['GH200', 'gh200', 96],
  ['B300', 'b300', 288],
  ['RTX PRO 6000', 'rtxpro6000-blackwell', 96],
  ['A5000', 'rtx-a5000', 24],
  // Consumer and workstation cards as people type them in "can my … run …" questions.
  ['3060', 'rtx3060', 12],
  ['3060 12g', 'rtx3060', 12],
  ['RTX 3060 12GB', 'rtx3060', 12],
  ['3060ti', 'rtx3060ti', 8],
  ['RTX 3070', 'rtx3070', 8],
  ['3070 Ti', 'rtx3070ti', 8],
  ['3080 Ti', 'rtx3080ti', 12],
  ['3080 12G', 'rtx3080-12gb', 12],
  ['2080 Ti', 'rtx2080ti', 11],
  ['RTX 4060 8GB', 'rtx4060', 8],
  ['4060ti', 'rtx4060ti', 8],
  ['4060 Ti 8G', 'rtx4060ti', 8],
  ['4060 Ti 16G', 'rtx4060ti-16gb', 16],
  ['4060ti 16g', 'rtx4060ti-16gb', 16],
  ['RTX 4060 Ti 16GB', 'rtx4060ti-16gb', 16],
  ['4070', 'rtx4070', 12],
  ['4070 Super', 'rtx4070super', 12],
  ['4070S', 'rtx4070super', 12],
  ['4070 Ti', 'rtx4070ti', 12],
  ['4070tis', 'rtx4070tisuper', 16],
  ['RTX 4070 Ti SUPER', 'rtx4070tisuper', 16],
  ['4070 Ti Super 16G', 'rtx4070tisuper', 16],
  ['4080 Super', 'rtx4080super', 16],
  ['4080S', 'rtx4080super', 16],
  ['5060 Ti', 'rtx5060ti', 8],
  ['5060ti 16g', 'rtx5060ti-16gb', 16],
  ['RTX 5070', 'rtx5070', 12],
  ['5070 Ti', 'rtx5070ti', 16],
  ['5080', 'rtx5080', 16],
  ['RTX 4000 Ada', 'rtx4000-ada', 20],
  ['RTX 2000 Ada', 'rtx2000-ada', 16],
];

const MODELS: [string, string][] = [
  ['Mistral 7B', 'mistral-7b-v0.3'],
  ['mistral-7b-instruct', 'mistral-7b-v0.3'],
  ['Qwen3-30B-A3B', 'qwen3-30b-a3b'],
  ['DeepSeek R1', 'deepseek-r1'],
  ['满血 R1', 'deepseek-r1'],
  ['满血版R1', 'deepseek-r1'],
  ['Llama 3.3 70B', 'llama-3.3-70b'],
  ['QwQ', 'qwq-32b'],
  ['FLUX.1-dev', 'flux.1-dev'],
  ['SDXL', 'sdxl-base-1.0'],
  ['gpt-oss-20b', 'gpt-oss-20b'],
  ['openai/gpt-oss-120b', 'gpt-oss-120b'],
  ['Kimi K2', 'kimi-k2'],
  ['DeepSeek-V3.1', 'deepseek-v3'],
  ['GLM-5', 'glm-5'],
  ['Qwen/Qwen3-Coder-480B-A35B-Instruct', 'qwen3-coder-480b-a35b'],
  ['Qwen2.5-Coder-7B-Instruct', 'qwen2.5-coder-7b'],
  ['Qwen3-VL-8B-Instruct', 'qwen3-vl-8b'],
  ['Mistral Large 2', 'mistral-large-2411'],
  ['Phi-4-mini-instruct', 'phi-4-mini'],
  ['DeepSeek-R1-Distill-Qwen-1.5B', 'deepseek-r1-distill-qwen-1.5b'],
  ['Qwen/Qwen2.5-VL-7B-Instruct', 'qwen2.5-vl-7b'],
  ['Qwen2.5-VL-72B-Instruct-AWQ', 'qwen2.5-vl-72b'],
  ['GLM-4.5-Air', 'glm-4.5-air'],
  ['zai-org/GLM-4.5', 'glm-4.5'],
  ['GLM-4.6', 'glm-4.7'],
  ['Mistral Small 3.1', 'mistral-small-3.2-24b'],
  ['mistralai/Mistral-Small-3.2-24B-Instruct-2506', 'mistral-small-3.2-24b'],
  ['Magistral Small', 'mistral-small-3.2-24b'],
  ['Devstral-Small-2505', 'mistral-small-3.2-24b'],
  ['Yi-1.5-9B-Chat', 'yi-1.5-9b'],
  // Yi-34B is its own release, not Yi-1.5-34B (which continued its pre-training).
  ['Yi-34B-Chat', 'yi-34b'],
  ['yi 1.5 34b', 'yi-1.5-34b'],
  ['internlm/internlm3-8b-instruct', 'internlm3-8b'],
  ['google/gemma-4-31B-it', 'gemma-4-31b'],
  ['Gemma 4 26B A4B', 'gemma-4-26b-a4b'],
  ['Kimi K2.5', 'kimi-k2.5'],
  ['Kimi2.5', 'kimi-k2.5'],
  ['Kimi2', 'kimi-k2'],
  ['Qwen3.6-35B-A3B', 'qwen3.5-35b-a3b'],
  ['Phi-4-reasoning-plus', 'phi-4-reasoning'],
  // 2023 fine-tunes named after "Mistral 7B" are built on v0.1 (their model cards); the bare name is today's v0.3.
  ['teknium/OpenHermes-2.5-Mistral-7B', 'mistral-7b-v0.1'],
  ['Open-Orca/Mistral-7B-OpenOrca', 'mistral-7b-v0.1'],
  ['HuggingFaceH4/zephyr-7b-beta', 'mistral-7b-v0.1'],
  ['Mistral-7B', 'mistral-7b-v0.3'],
  // Code fine-tunes that keep their bases' shapes (their model cards).
  ['WizardCoder-Python-34B-V1.0', 'codellama-34b'],
  ['WizardLMTeam/WizardCoder-15B-V1.0', 'starcoder'],
  ['openchat/openchat_3.5', 'mistral-7b-v0.1'],
  ['berkeley-nest/Starling-LM-7B-alpha', 'mistral-7b-v0.1'],
  ['timdettmers/guanaco-65b', 'llama-65b'],
  ['airoboros-33B', 'llama-33b'],
  ['GPT4-X-Alpaca-13B', 'llama-13b'],
  // Fine-tunes read by their own names (their model cards): Taiwan-LLaMa on Llama 2 13B, Lynx on Llama 3 70B, DeepCoder and
  // DeepScaleR on the R1 distills, Qwen3Guard-Gen-8B on Qwen3-8B.
  ['yentinglin/Taiwan-LLaMa-v1.0', 'llama-2-13b'],
  ['Taiwan-LLaMa-13b-1.0', 'llama-2-13b'],
  ['PatronusAI/Llama-3-Patronus-Lynx-70B-Instruct', 'llama-3-70b'],
  ['agentica-org/DeepCoder-1.5B-Preview', 'deepseek-r1-distill-qwen-1.5b'],
  ['agentica-org/DeepCoder-14B-Preview', 'deepseek-r1-distill-qwen-14b'],
  ['DeepScaleR-1.5B-Preview', 'deepseek-r1-distill-qwen-1.5b'],
  ['Qwen/Qwen3Guard-Gen-8B', 'qwen3-8b'],
  ['oobabooga/CodeBooga-34B-v0.1', 'codellama-34b'],
  // A version written without its point, never read as another model whose digits run the same ("qwen2-57b").
  ['kimi-k25', 'kimi-k2.5'],
  ['qwen25-7b', 'qwen2.5-7b'],
  ['glm45-air', 'glm-4.5-air'],
  ['Qwen2-57B', 'qwen2-57b-a14b'],
  // MedGemma: Gemma 3 variants tuned on medical data (ollama.com/library/medgemma).
  ['MedGemma 27B', 'gemma-3-27b'],
  ['google/medgemma-4b-it', 'gemma-3-4b'],
  // Yi by its maker's name (零一万物, 01.AI).
  ['零一万物 34B', 'yi-34b'],
  // Family and total size, where a later release of the same shape shares the short name: the first release.
  ['qwen3 235b', 'qwen3-235b-a22b'],
  ['Qwen3-30B', 'qwen3-30b-a3b'],
  // …and by an alias's family and total size: Ollama's "qwen3.6:35b" is Qwen3.6-35B-A3B, an alias of the 3.5 of its shape.
  ['qwen3.6:35b', 'qwen3.5-35b-a3b'],
];

describe('names people write', () => {
  it.each(GPUS)('GPU %s → %s with %i GB', (name, id, memoryGB) => {
    const gpu = findGpu(catalog, name);
    expect(gpu?.id).toBe(id);
    expect(gpu?.memoryGB).toBe(memoryGB);
  });

  it.each(MODELS)('model %s → %s', (name, id) => {
    expect(findModel(catalog, name)?.id).toBe(id);
  });

  it('a short name two rows of different shapes share names neither', () => {
    // A third "Qwen3-30B" with other active experts: "Qwen3-30B" could mean two sizes of work, so it names none.
    const base = catalog.models.find((m) => m.id === 'qwen3-30b-a3b')!;
    const other = { ...base, id: 'qwen3-30b-a6b', name: 'Qwen3-30B-A6B', aliases: [], activeParamsB: 6 } as typeof base;
    const widened = { ...catalog, models: [...catalog.models, other] };
    expect(findModel(widened, 'Qwen3-30B')).toBeUndefined();
    expect(findModel(widened, 'Qwen3-30B-A6B')?.id).toBe('qwen3-30b-a6b');
  });

  it('keeps the driver-reported memory below the marketing figure it belongs to', () => {
    for (const gpu of catalog.gpus.filter((g) => g.memoryMiB !== null)) {
      const bytes = gpu.memoryMiB! * 2 ** 20;
      // nvidia-smi totals sit between 0.9× and 1.1× the GB on the box (GiB vs GB, reserved memory).
      expect(bytes / (gpu.memoryGB * 1e9), gpu.id).toBeGreaterThan(0.9);
      expect(bytes / (gpu.memoryGB * 1e9), gpu.id).toBeLessThan(1.1);
      expect(gpu.memoryMiBSource, gpu.id).toMatch(/read \d{4}-\d{2}-\d{2}/);
    }
  });
});

describe('quant and spelling variants of a model name', () => {
  it('reads the distills misspelt "distilled" and Unsloth\'s dynamic i-quants as their models', () => {
    expect(findModel(catalog, 'deepseek-r1-distilled-qwen-32b')?.id).toBe('deepseek-r1-distill-qwen-32b');
    expect(findModel(catalog, 'DeepSeek-R1-UD-IQ1_S')?.id).toBe('deepseek-r1');
    expect(findModel(catalog, 'GLM-4.7-UD-IQ2_XXS')?.id).toBe('glm-4.7');
  });
});

describe('a card with its product line glued on', () => {
  it("reads AWS G5g's T4G as the T4 it is", () => {
    expect(findGpu(catalog, 'NVIDIA T4G')?.id).toBe('t4');
  });

  it('reads "RTX4070TiS", "RTX4080S" as the Super cards, and the spaced names as before', () => {
    expect(findGpu(catalog, 'RTX4070TiS')?.id).toBe('rtx4070tisuper');
    expect(findGpu(catalog, 'RTX4080S')?.id).toBe('rtx4080super');
    expect(findGpu(catalog, 'RTX 6000 Ada')?.id).toBe('rtx6000-ada');
    expect(findGpu(catalog, 'RTX A6000')?.id).toBe('rtx-a6000');
    expect(findGpu(catalog, 'RTX PRO 6000')?.id).toBe('rtxpro6000-blackwell');
  });
});

describe('Vicuna by version', () => {
  it('reads v1.5 as the Llama 2 it is tuned from and v1.3 as LLaMA (lmsys model cards)', () => {
    expect(findModel(catalog, 'lmsys/vicuna-7b-v1.5')?.id).toBe('llama-2-7b');
    expect(findModel(catalog, 'vicuna-13b-v1.5')?.id).toBe('llama-2-13b');
    expect(findModel(catalog, 'vicuna-33b-v1.3')?.id).toBe('llama-33b');
    expect(findModel(catalog, 'vicuna-7b-v1.3')?.id).toBe('llama-7b');
  });
});

describe('DeepSeek-V2.5', () => {
  it('reads it as DeepSeek-V2, whose shapes its model card points to', () => {
    expect(findModel(catalog, 'DeepSeek-V2.5')?.id).toBe('deepseek-v2');
    expect(findModel(catalog, 'deepseek-ai/DeepSeek-V2.5-1210')?.id).toBe('deepseek-v2');
  });
});
