/**
 * Converts the researched CSV files (../shared/data) into the catalog's JSON files, keeping every
 * source string and as-of date. Run: `npx tsx scripts/import-shared-data.ts [../shared/data]`.
 *
 * Rows researched after the shared collection live inside the repository, in `catalog/extra/`
 * (each row with its source and date), and are merged here, so the generated catalog stays
 * reproducible from the two together: extra/gpus.csv and extra/models.csv use the shared files'
 * columns plus `as_of` and `aliases`; extra/gpu-facts.csv adds driver-reported memory (MiB) and FP4
 * rates; extra/model-details.json adds quantized artifacts, rope scaling, sliding windows, vision
 * encoders and diffusion parts. `catalog/providers.json` is hand-kept and checked against the offers.
 *
 * The output is validated with the same zod schemas the app loads it with, so a conversion bug fails
 * here rather than at start-up. Hand-made additions (GPU aliases, segments, per-node limits) live in
 * the tables below, each with the reason it is not in the CSV.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FxFile, GpusFile, ModelsFile, OffersFile, ProvidersFile } from '../src/core/catalog/schema.ts';
import type { Gpu, Model, Offer, ProviderCosts, FxRate } from '../src/core/catalog/schema.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = resolve(process.argv[2] ?? join(repoRoot, '../shared/data'));
/** Second argument: write somewhere else (the reproducibility test compares against catalog/). */
const outDir = process.argv[3] ? resolve(process.argv[3]) : undefined;
const catalogDir = outDir ?? join(repoRoot, 'catalog');

/** RFC 4180 CSV (quoted fields, doubled quotes, commas and newlines inside quotes). */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.some((f) => f.trim() !== ''));
  if (!header) return [];
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h.trim(), (r[i] ?? '').trim()])));
}

function readCsv(name: string): Record<string, string>[] {
  return parseCsv(readFileSync(join(dataDir, name), 'utf8'));
}

const extraDir = join(repoRoot, 'catalog/extra');

/** A file of catalog/extra/; a missing file is an empty list (nothing researched yet). */
function readExtraCsv(name: string): Record<string, string>[] {
  const file = join(extraDir, name);
  return existsSync(file) ? parseCsv(readFileSync(file, 'utf8')) : [];
}

/** "a | b" → ["a", "b"]: the aliases column of the extra files. */
const list = (s: string | undefined): string[] => (s ?? '').split('|').map((a) => a.trim()).filter(Boolean);

/** An extra row's source with its research date, so the date travels with the figure. */
function dated(source: string, asOf: string | undefined, what: string): string {
  if (!source) throw new Error(`${what}: a row without a source`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf ?? '')) throw new Error(`${what}: as_of must be an ISO date, got "${asOf}"`);
  return `${source} (read ${asOf})`;
}

const num = (s: string | undefined): number | null => (s === undefined || s === '' ? null : Number(s));
function req(s: string | undefined, what: string): number {
  const n = num(s);
  if (n === null || !Number.isFinite(n)) throw new Error(`missing number for ${what}`);
  return n;
}

// ---------------------------------------------------------------------------------------------
// GPUs
// ---------------------------------------------------------------------------------------------

/**
 * Names people type for a card that normalisation alone (case, spaces, dashes, vendor words) cannot
 * map to the id: bare model numbers and the memory-size spellings. "A100" alone means the 80 GB SXM
 * board because that is what rental platforms list by default.
 */
const GPU_ALIASES: Record<string, string[]> = {
  'h100-sxm': ['H100', 'H100 SXM', 'H100 SXM5', 'H100 80G', 'H100 SXM 80G'],
  'h100-pcie': ['H100 PCIe 80G', 'H100 80G PCIe'],
  h200: ['H200 SXM', 'H200 141G'],
  'a100-40gb': ['A100 40G', 'A100-SXM4-40GB', 'A100 40G SXM'],
  'a100-80gb-sxm': ['A100', 'A100 80G', 'A100-SXM4-80GB', 'A100 SXM', 'A100 80G SXM'],
  'a100-80gb-pcie': ['A100 PCIe', 'A100 80G PCIe', 'A100 PCIe 80G'],
  l40s: ['L40S 48G'],
  l4: ['L4 24G'],
  mi300x: ['MI300'],
  b200: ['B200 180G'],
  gb200: ['GB200 NVL72'],
  h800: ['H800 80G'],
  h20: ['H20 96G'],
  a800: ['A800 80G', 'A800-SXM4-80GB'],
  // AWS G5g's "NVIDIA T4G Tensor Core GPU" (g5g.2xlarge: "1 NVIDIA T4G Tensor Core GPU, 16GB GPU memory") is the T4 for Arm hosts.
  t4: ['Tesla T4', 'T4G'],
  'v100-32gb': ['V100', 'V100 32G', 'V100-SXM2-32GB'],
  a10: ['A10 24G'],
  a10g: ['A10G 24G'],
  a40: ['A40 48G'],
  'rtx-a6000': ['A6000', 'RTX A6000 48G'],
  // "A6000 Ada" is how many posts name it (the Ampere RTX A6000 has no Ada version).
  // "RTX 6000 48G": the Turing Quadro RTX 6000 has 24 GB, so a 48 GB "RTX 6000" is the Ada card.
  'rtx6000-ada': ['6000 Ada', 'RTX 6000 Ada', 'RTX6000 Ada', 'A6000 Ada', 'RTX A6000 Ada', 'RTX 6000 48G', 'RTX6000 48G'],
  rtx3090: ['3090', 'RTX 3090'],
  rtx4080: ['4080', 'RTX 4080'],
  rtx4090: ['4090', 'RTX 4090', '4090 24G'],
  rtx4090d: ['4090D', '4090 D', 'RTX 4090D', 'RTX 4090 D'],
  rtx5090: ['5090', 'RTX 5090', '5090 32G'],
  mi325x: ['MI325'],
};

const CONSUMER = new Set(['rtx3090', 'rtx4080', 'rtx4090', 'rtx4090d', 'rtx5090']);
const WORKSTATION = new Set(['rtx-a6000', 'rtx6000-ada']);

/**
 * Largest count of the card in one machine. Not a CSV column: SXM/OAM boards come on 8-GPU
 * baseboards (HGX, OAM UBB); PCIe cards are rented in hosts of up to 8 (AWS g6.48xlarge 8×L4,
 * g5.48xlarge 8×A10G, the 8×4090 bare-metal offers in offers-cny.csv), so 8 is the convention there too.
 */
function maxPerNode(id: string, formFactor: string): { value: number; note: string } {
  if (id === 'gb200')
    return { value: 4, note: 'maxPerNode 4: a GB200 compute tray holds 4 GPUs (CoreWeave rents 4-GPU slices); the NVLink domain spans 72 GPUs in an NVL72 rack.' };
  if (/SXM|OAM|HGX/i.test(formFactor)) return { value: 8, note: 'maxPerNode 8: 8-GPU baseboard (HGX/OAM).' };
  return {
    value: 8,
    note: 'maxPerNode 8 by convention: rental hosts with PCIe cards offer up to 8 per machine (e.g. AWS g5/g6 48xlarge, 8-card bare-metal offers); tensor parallel then runs over PCIe.',
  };
}

/** One GPU row (shared gpus.csv, or catalog/extra/gpus.csv with its own segment, aliases and date). */
function gpuFromRow(r: Record<string, string>, extra: boolean): Gpu {
  const id = r.id!;
  const perNode = r.max_per_node
    ? { value: req(r.max_per_node, `${id}.max_per_node`), note: r.max_per_node_note ?? '' }
    : maxPerNode(id, r.form_factor ?? '');
  const segment = (r.segment || (CONSUMER.has(id) ? 'consumer' : WORKSTATION.has(id) ? 'workstation' : 'datacenter')) as Gpu['segment'];
  const sources = (r.source_url ?? '').split(/\s+;\s+/).filter(Boolean);
  return {
    id,
    name: r.name!,
    aliases: [...(GPU_ALIASES[id] ?? []), ...list(r.aliases)],
    vendor: r.vendor as Gpu['vendor'],
    segment,
    memoryGB: req(r.vram_gb, `${id}.vram_gb`),
    memoryMiB: null,
    bandwidthGBs: req(r.mem_bandwidth_gbps, `${id}.mem_bandwidth_gbps`),
    tflops: {
      fp32: num(r.fp32_tflops),
      tf32: num(r.tf32_tflops_dense),
      bf16: num(r.bf16_tflops_dense),
      fp16: num(r.fp16_tflops_dense),
      fp8: num(r.fp8_tflops_dense),
      int8: num(r.int8_tops_dense),
      fp4: num(r.fp4_tflops_dense),
    },
    maxPerNode: perNode.value,
    interconnect: r.interconnect ?? '',
    nvlinkGBs: num(r.nvlink_gbps),
    tdpW: num(r.tdp_w),
    formFactor: r.form_factor ?? '',
    releaseYear: num(r.release_year),
    sources: extra ? sources.map((src) => dated(src, r.as_of, `extra/gpus.csv ${id}`)) : sources,
    notes: [r.notes, perNode.note].filter(Boolean).join(' '),
  };
}

/**
 * Driver-reported memory and FP4 rates (extra/gpu-facts.csv) onto the rows. The MiB figure's source
 * (an nvidia-smi output) goes to memoryMiBSource, an FP4 figure's to the GPU's sources. Two rows
 * giving one GPU different figures is an error, not a choice.
 */
function applyGpuFacts(gpus: Gpu[]): void {
  for (const r of readExtraCsv('gpu-facts.csv')) {
    const gpu = gpus.find((g) => g.id === r.id);
    if (!gpu) throw new Error(`extra/gpu-facts.csv: unknown GPU id "${r.id}"`);
    const mib = num(r.memory_mib);
    const fp4 = num(r.fp4_tflops_dense);
    if (mib !== null) {
      if (gpu.memoryMiB !== null && gpu.memoryMiB !== mib) throw new Error(`extra/gpu-facts.csv: ${gpu.id} memory_mib ${mib} vs ${gpu.memoryMiB}`);
      gpu.memoryMiB = mib;
      gpu.memoryMiBSource = dated(r.source!, r.as_of, `extra/gpu-facts.csv ${r.id}`);
    }
    if (fp4 !== null) {
      gpu.tflops.fp4 = fp4;
      gpu.sources.push(dated(r.source!, r.as_of, `extra/gpu-facts.csv ${r.id}`));
    }
  }
}

function convertGpus(): Gpu[] {
  const gpus = [...readCsv('gpus.csv').map((r) => gpuFromRow(r, false)), ...readExtraCsv('gpus.csv').map((r) => gpuFromRow(r, true))];
  applyGpuFacts(gpus);
  return gpus;
}

// ---------------------------------------------------------------------------------------------
// Models
// ---------------------------------------------------------------------------------------------

/**
 * Only true aliases: names that share no spelling with the id. Spelling variants (HF ids, -Instruct,
 * spaces vs dashes, "llama3.1" vs "llama-3.1") are handled by the resolver's normalisation.
 */
const MODEL_ALIASES: Record<string, string[]> = {
  // 满血 ("full-blooded") is how Chinese users say the full 671B R1, as opposed to the distills; "DeepSeek 671B" is how
  // they name it by its size (V3 has the same architecture and config, so it sizes the same either way).
  'deepseek-r1': ['R1', '满血 R1', '满血版 R1', 'DeepSeek R1 满血版', '满血 DeepSeek', 'DeepSeek 671B', 'DeepSeek671B'],
  'deepseek-v3': ['V3'],
  // "DeepSeek-V2.5 is an upgraded version that combines DeepSeek-V2-Chat and DeepSeek-Coder-V2-Instruct … For model details, please
  // visit DeepSeek-V2 page" (deepseek-ai/DeepSeek-V2.5 model card; Xinference's spec: 236 billion): V2's shapes.
  'deepseek-v2': ['DeepSeek-V2.5', 'DeepSeek-V2.5-1210'],
  // "mixtral" alone is the first Mixtral, 8x7B: Ollama's `mixtral` tag and most posts name it so (8x22B is always said).
  'mixtral-8x7b': ['Mixtral'],
  // Fine-tunes that keep their base's shapes under another name (their Hugging Face model cards): WizardLM-2 8x22B is
  // "base model: mistral-community/Mixtral-8x22B-v0.1"; Llama Guard 3 8B "is a Llama-3.1-8B pretrained model, fine-tuned
  // for content safety classification".
  'mixtral-8x22b': ['WizardLM-2-8x22B'],
  'llama-3.1-8b': ['Llama-Guard-3-8B'],
  // More fine-tunes read by their own names, each keeping its base's shapes (their model cards): Taiwan-LLaMa v1.0 is "a full
  // parameter fine-tuned model based on LLaMa 2" 13B (yentinglin/Taiwan-LLaMa-v1.0); DeepCoder-14B-Preview is "finetuned from
  // Deepseek-R1-Distilled-Qwen-14B via distributed RL" (agentica-org); Qwen3Guard-Gen-8B is Qwen3-8B tuned as a safety
  // classifier (Qwen/Qwen3Guard-Gen-8B). (Lynx-70B and DeepCoder-1.5B: catalog/extra/models.json, where their bases' rows are.)
  'llama-2-13b': ['Taiwan-LLaMa-13b', 'Taiwan-LLaMa-13b-1.0', 'Taiwan-LLaMa-v1.0', 'Taiwan-LLM-13B', 'vicuna-13b-v1.5'],
  'deepseek-r1-distill-qwen-14b': ['DeepCoder-14B-Preview', 'DeepCoder-14B'],
  'qwen3-8b': ['Qwen3Guard-Gen-8B'],
  // MedGemma "is a collection of Gemma 3 variants trained for performance on medical text and image comprehension … available in
  // 4B and 27B versions" (ollama.com/library/medgemma:27b: gemma3 architecture, 27.4B; its GGUF metadata has Gemma 3 27B's 62
  // blocks, 5376 width, 32 heads and 16 KV heads of 128).
  'gemma-3-27b': ['MedGemma 27B', 'medgemma-27b-text-it', 'medgemma-27b-it', 'medgemma:27b'],
  'gemma-3-4b': ['MedGemma 4B', 'medgemma-4b-it', 'medgemma-4b-pt', 'medgemma:4b'],
  // WizardCoder-15B-V1.0 is StarCoder-15B fine-tuned with Evol-Instruct (WizardLMTeam/WizardCoder-15B-V1.0 model card).
  starcoder: ['WizardCoder-15B', 'WizardCoder-15B-V1.0'],
  'qwen3-30b-a3b': ['Qwen3-30B-MoE'],
  'qwen3-235b-a22b': ['Qwen3-235B-MoE'],
  'llama-3.3-70b': ['Llama-3.3-70B'],
  'phi-1.5': ['phi-1_5'],
  // Phi-3-mini was released in a 4K and a 128K-context variant of the same weights (microsoft/Phi-3-mini-4k-instruct and
  // -128k-instruct); the catalog holds the 4K one, so the bare name is it (the context asked is sized as said).
  'phi-3-mini-4k': ['Phi-3-mini', 'Phi 3 mini'],
  // LLaMA-1's 32.5B model was released, and is still called, "llama-30b" (huggyllama/llama-30b on Hugging Face).
  'llama-33b': ['LLaMA-30B', 'airoboros-33B', 'guanaco-33B', 'vicuna-33b-v1.3'],
  // 2023 fine-tunes of LLaMA-1 under their own names (their model cards: Guanaco is QLoRA adapters on LLaMA 7–65B; airoboros-33b
  // fine-tunes llama-30b; gpt4-x-alpaca fine-tunes Alpaca 13B, itself LLaMA-13B).
  'llama-65b': ['Guanaco-65B'],
  'llama-13b': ['guanaco-13B', 'gpt4-x-alpaca-13B', 'gpt4-x-alpaca', 'vicuna-13b-v1.3'],
  // Vicuna by version (lmsys model cards): "Vicuna v1.3 is fine-tuned from LLaMA" (7B, 13B, 33B); "Vicuna v1.5 is fine-tuned from
  // Llama 2" (7B, 13B).
  'llama-7b': ['vicuna-7b-v1.3'],
  'llama-2-7b': ['vicuna-7b-v1.5'],
  'bloom-176b': ['BLOOM'],
  'glm-4-9b-chat': ['GLM-4-9B', 'glm4-9b'],
  // ChatGLM3 was released only as 6B models (chatglm3-6b, -base, -32k, -128k: github THUDM/ChatGLM3 README), so the bare name is it.
  'chatglm3-6b': ['ChatGLM3'],
  'mistral-nemo-12b': ['Mistral-Nemo', 'Mistral-Nemo-12B'],
  // v0.3 is Mistral's current 7B, so the bare name and "mistral-7b-instruct" mean it.
  'mistral-7b-v0.3': ['Mistral-7B', 'Mistral 7B v0.3'],
  'qwq-32b': ['QwQ'],
  'llama-4-scout': ['Llama-4-Scout-17B-16E'],
  'llama-4-maverick': ['Llama-4-Maverick-17B-128E'],
  'sdxl-base-1.0': ['SDXL', 'Stable Diffusion XL'],
  'flux.1-dev': ['FLUX dev', 'flux-dev'],
  'flux.1-schnell': ['FLUX schnell', 'flux-schnell'],
};

/** Rows whose empty cells have a documented meaning (models.NOTES.md) rather than an unknown. */
const MODEL_FILLS: Record<string, { note: string; fill: Partial<Record<string, string>> }> = {
  'baichuan2-13b': {
    note: 'kvHeads = heads: the config has no num_key_value_heads key, so it is MHA (models.NOTES.md).',
    fill: { num_kv_heads: '40' },
  },
  'deepseek-v2': {
    note:
      'config_236B.json has no max_position_embeddings, tie or KV-head keys: maxContext 131072 is the README\'s "128k"; ' +
      'kvHeads = heads is the nominal MLA value (KV width is kv_lora_rank + qk_rope_head_dim); tiedEmbeddings false is the DeepseekV2Config default.',
    fill: { max_context: '131072', num_kv_heads: '128', tied_embeddings: 'false' },
  },
};

/**
 * Architecture facts of shared rows that models.csv has no column for, from the notes that describe
 * them (models.NOTES.md, models-extra.NOTES.md): MoE shared experts and dense layers, MLA query
 * compression and head widths, and the plain (non-gated) MLP of GPT-2/NeoX-style models. They let
 * catalog:check recompute each row's parameter count from its shapes.
 */
const DEEPSEEK_MLA = { qLoraRank: 1536, qkNopeHeadDim: 128, vHeadDim: 128 };
const MODEL_ARCH: Record<string, { moe?: Record<string, number>; mla?: Record<string, number | null>; mlp?: 'plain' }> = {
  'deepseek-v3': { moe: { sharedExperts: 1, denseLayers: 3 }, mla: DEEPSEEK_MLA },
  'deepseek-r1': { moe: { sharedExperts: 1, denseLayers: 3 }, mla: DEEPSEEK_MLA },
  'deepseek-v2': { moe: { sharedExperts: 2, denseLayers: 1 }, mla: DEEPSEEK_MLA },
  'deepseek-v2-lite': { moe: { sharedExperts: 2, denseLayers: 1 }, mla: { qLoraRank: null, qkNopeHeadDim: 128, vHeadDim: 128 } },
  'qwen2-57b-a14b': { moe: { sharedExperts: 1, sharedExpertIntermediateSize: 20480, denseLayers: 0 } },
  'llama-4-scout': { moe: { sharedExperts: 1, sharedExpertIntermediateSize: 8192, denseLayers: 0 } },
  'llama-4-maverick': { moe: { sharedExperts: 1, sharedExpertIntermediateSize: 8192, denseLayers: 24 } },
  'qwen3-30b-a3b': { moe: { denseLayers: 0 } },
  'qwen3-235b-a22b': { moe: { denseLayers: 0 } },
  'mixtral-8x7b': { moe: { denseLayers: 0 } },
  'mixtral-8x22b': { moe: { denseLayers: 0 } },
  ...Object.fromEntries(
    ['falcon-7b', 'falcon-40b', 'falcon-180b', 'bloom-176b', 'opt-175b', 'mpt-7b', 'mpt-1b-redpajama-200b', 'starcoder', 'pythia-1b', 'phi-1.5', 'phi-2', 'stablelm-base-alpha-3b'].map((id) => [id, { mlp: 'plain' as const }]),
  ),
};

function convertModels(): Model[] {
  return readCsv('models.csv').map((raw): Model => {
    const id = raw.id!;
    const fills = MODEL_FILLS[id];
    const r = { ...raw, ...(fills?.fill ?? {}) } as Record<string, string>;
    const paramsB = req(r.params_b, `${id}.params_b`);
    const common = {
      id,
      name: r.name!,
      kind: (r.layers === '' ? 'diffusion' : 'llm') as 'llm' | 'diffusion',
      family: r.family!,
      aliases: MODEL_ALIASES[id] ?? [],
      paramsB,
      activeParamsB: num(r.active_params_b) ?? paramsB,
      license: r.license || null,
      source: r.source!,
      ...(fills ? { notes: fills.note } : {}),
    };
    if (r.layers === '') {
      // Image models: the CSV carries params and license only, so nothing else is invented.
      return { ...common, kind: 'diffusion' };
    }
    const experts = num(r.num_experts);
    const attention = r.attention as 'mha' | 'gqa' | 'mla';
    return {
      ...common,
      kind: 'llm',
      layers: req(r.layers, `${id}.layers`),
      hiddenSize: req(r.hidden_size, `${id}.hidden_size`),
      intermediateSize: num(r.intermediate_size),
      heads: req(r.num_attention_heads, `${id}.heads`),
      kvHeads: req(r.num_kv_heads, `${id}.kv_heads`),
      headDim: num(r.head_dim),
      vocabSize: req(r.vocab_size, `${id}.vocab`),
      maxContext: req(r.max_context, `${id}.max_context`),
      attention,
      moe:
        experts === null
          ? null
          : { experts, expertsPerToken: req(r.experts_per_token, `${id}.experts_per_token`), expertIntermediateSize: num(r.moe_intermediate_size), ...(MODEL_ARCH[id]?.moe ?? {}) },
      mla:
        attention === 'mla'
          ? { kvLoraRank: req(r.kv_lora_rank, `${id}.kv_lora_rank`), qkRopeHeadDim: req(r.qk_rope_head_dim, `${id}.qk_rope`), ...(MODEL_ARCH[id]?.mla ?? {}) }
          : null,
      tiedEmbeddings: r.tied_embeddings === 'true',
      ...(MODEL_ARCH[id]?.mlp ? { mlp: MODEL_ARCH[id].mlp } : {}),
    };
  });
}

/** catalog/extra/models.json: rows written by scripts/add-model-from-hf-config.ts (or by hand), each with its source and date. */
function extraModels(): Model[] {
  const file = join(extraDir, 'models.json');
  if (!existsSync(file)) return [];
  return ModelsFile.parse(JSON.parse(readFileSync(file, 'utf8'))).models;
}

/**
 * catalog/extra/model-details.json: facts added to any row by id — quantized artifacts, documented
 * rope scaling, sliding windows, vision encoders, diffusion parts and aliases — each group with its
 * source, which is appended to the row's notes so it travels with the figure.
 */
function applyModelDetails(models: Model[]): Model[] {
  const file = join(extraDir, 'model-details.json');
  if (!existsSync(file)) return models;
  const details = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown> & { source?: string; asOf?: string }>;
  for (const [key, d] of Object.entries(details)) {
    if (key.startsWith('//')) continue;
    // "qwen3-32b#quantized": a second group of facts for one row, with a source of its own.
    const id = key.split('#')[0]!;
    const model = models.find((m) => m.id === id) as (Model & Record<string, unknown>) | undefined;
    if (!model) throw new Error(`extra/model-details.json: unknown model id "${id}"`);
    const { source, asOf, aliases, ...fields } = d;
    if (Object.keys(fields).length > 0) {
      if (!source) throw new Error(`extra/model-details.json ${key}: facts without a source`);
      // Published artifacts add up across groups; any other field is set once.
      if (Array.isArray(fields.quantized) && Array.isArray(model.quantized)) fields.quantized = [...(model.quantized as unknown[]), ...fields.quantized];
      Object.assign(model, fields);
      const note = `${Object.keys(fields).filter((k) => k !== 'quantized').join(', ') || 'quantized'}: ${dated(source, asOf, `extra/model-details.json ${key}`)}`;
      model.notes = [model.notes, note].filter(Boolean).join(' ');
    }
    if (Array.isArray(aliases)) model.aliases = [...model.aliases, ...aliases.map(String)];
  }
  return models;
}

// ---------------------------------------------------------------------------------------------
// Offers
// ---------------------------------------------------------------------------------------------

const PRECISION: Record<string, Offer['asOfPrecision']> = { day: 'day', 'month only': 'month', 'year only': 'year' };

function asOfPrecision(value: string): { precision: Offer['asOfPrecision']; note?: string } {
  if (value.startsWith('estimated')) return { precision: 'estimated', note: `as-of ${value}` };
  const precision = PRECISION[value];
  if (!precision) throw new Error(`unknown as_of_precision "${value}"`);
  return { precision };
}

/** "suanjiayun(算家云)" → id "suanjiayun", display name "算家云". */
function splitProvider(value: string): { provider: string; providerName?: string } {
  const m = /^([^(]+)\((.+)\)$/.exec(value);
  return m ? { provider: m[1]!.trim(), providerName: m[2]!.trim() } : { provider: value };
}

/** None of offers.csv's sources is a provider's own page: price catalogs are aggregators, blog tables third-party. */
function sourceKindOf(source: string): Offer['sourceKind'] {
  if (/skypilot-catalog|instances\.vantage\.sh/.test(source)) return 'aggregator';
  if (/kaelresearch|techbytes|public GitHub file/.test(source)) return 'third-party';
  return 'vendor';
}

function billingOf(value: string): Pick<Offer, 'billing' | 'reservedPeriod'> {
  if (value === 'reserved_1y') return { billing: 'reserved', reservedPeriod: '1y' };
  if (value === 'reserved_3y') return { billing: 'reserved', reservedPeriod: '3y' };
  if (value === 'on_demand' || value === 'spot' || value === 'monthly') return { billing: value };
  throw new Error(`unknown billing "${value}"`);
}

interface Skipped {
  file: string;
  row: number;
  reason: string;
}
const skipped: Skipped[] = [];

/**
 * Providers whose billing-cny.csv "status" row says public rental ended (潞晨云 from 9月21日): their
 * old prices would otherwise be recommended as the cheapest.
 */
function discontinuedProviders(): Map<string, string> {
  const ended = new Map<string, string>();
  for (const r of readCsv('billing-cny.csv')) {
    if (r.item === 'status' && /ended|discontinued|停止/i.test(r.value ?? '')) ended.set(r.provider!, `${r.value} (${r.as_of}, ${r.source})`);
  }
  return ended;
}

/**
 * What kind of price a row is, from what its source says: AutoDL's 会员价 rows are member
 * discounts, a Vast row is one marketplace listing, SMM's are aggregated market quotes. Absent =
 * the list price.
 */
function priceKindOf(provider: string, r: Record<string, string>): Offer['priceKind'] {
  if (/会员价/.test(r.instance_type ?? '') || /member \d+% discount|会员\d+折/.test(r.notes ?? '')) return 'member';
  if (provider === 'vast') return 'listing';
  if (provider === 'smm-market') return 'typical';
  return undefined;
}

/** A serverless GPU function (腾讯云 SCF, 阿里云 FC) runs on one machine whatever its provider rents. */
function singleMachineOffer(r: Record<string, string>): boolean {
  return /函数|serverless/i.test(`${r.instance_type ?? ''} ${r.notes ?? ''}`);
}

/**
 * GPU ids of offers-unlisted-gpus.csv that name a catalog id differently: offers.NOTES.md says its
 * "v100" rows are the V100 16GB (AWS p3, Azure NCv3, Lambda, Vast), whose catalog id is v100-16gb.
 */
const UNLISTED_GPU_IDS: Record<string, string> = { v100: 'v100-16gb' };

function convertOffers(file: string, discontinued: Map<string, string>, gpuIds: Set<string>): Offer[] {
  const offers: Offer[] = [];
  readCsv(file).forEach((raw, index) => {
    const renamed = file === 'offers-unlisted-gpus.csv' ? UNLISTED_GPU_IDS[raw.gpu!] : undefined;
    const r = renamed ? { ...raw, gpu: renamed } : raw;
    const row = index + 2; // header is line 1
    if (!r.price_per_gpu_hour) {
      skipped.push({ file, row, reason: 'no price' });
      return;
    }
    if (!Number.isFinite(Number(r.price_per_gpu_hour))) {
      skipped.push({ file, row, reason: `price is not one number: ${r.price_per_gpu_hour}` });
      return;
    }
    if (!r.as_of) {
      // offers-cny-unusable.csv: an undated price cannot be shown with its age.
      skipped.push({ file, row, reason: 'undated' });
      return;
    }
    if (!gpuIds.has(r.gpu!)) {
      // offers-unlisted-gpus.csv: a card without a sourced spec row cannot be sized, so its price waits.
      skipped.push({ file, row, reason: `no spec row for gpu ${r.gpu}` });
      return;
    }
    const ended = discontinued.get(r.provider!);
    if (ended) {
      skipped.push({ file, row, reason: `provider ${r.provider}: ${ended}` });
      return;
    }
    const gpuCount = Number(r.gpu_count);
    if (!Number.isInteger(gpuCount)) {
      // A fractional partition (Azure NC8ads_A10_v4 = 1/3 A10) is not a whole card: its memory differs.
      skipped.push({ file, row, reason: `fractional gpu_count ${r.gpu_count} (${r.instance_type})` });
      return;
    }
    const { precision, note } = asOfPrecision(r.as_of_precision!);
    const kind = r.source_kind;
    const notes = [r.notes, note].filter(Boolean).join('; ');
    const provider = splitProvider(r.provider!);
    const priceKind = priceKindOf(provider.provider, r);
    offers.push({
      ...provider,
      region: r.region ?? '',
      instanceType: r.instance_type ?? '',
      gpu: r.gpu!,
      gpuCount,
      ...billingOf(r.billing!),
      pricePerGpuHour: Number(r.price_per_gpu_hour),
      currency: r.currency as Offer['currency'],
      asOf: r.as_of!,
      asOfPrecision: precision,
      source: r.source!,
      sourceKind: kind === undefined ? sourceKindOf(r.source!) : kind === 'aggregator' ? 'aggregator' : 'third-party',
      ...(singleMachineOffer(r) ? { multiNode: false } : {}),
      ...(priceKind ? { priceKind } : {}),
      ...(notes ? { notes } : {}),
    });
  });
  return offers;
}

/**
 * Disk and egress prices from billing-cny.csv: only rows with a per-GB figure and a date. Undated
 * rows (Huawei OBS, Tencent COS, Aliyun cloud disks) are left out rather than dated by guess.
 */
function providerCosts(): ProviderCosts[] {
  const rows = readCsv('billing-cny.csv');
  const find = (provider: string, item: string): Record<string, string> => {
    const row = rows.find((r) => r.provider === provider && r.item!.startsWith(item));
    if (!row) throw new Error(`billing-cny.csv: no row ${provider} / ${item}`);
    return row;
  };
  const autodl = find('autodl', '文件存储');
  const tencent = find('tencentcloud(腾讯云)', '外网出流量');
  const gongji = find('gongjiyun(共绩算力)', '镜像仓库');
  const aliyun = find('aliyun(阿里云)', 'OSS 标准存储');
  return [
    {
      provider: 'autodl',
      currency: 'CNY',
      // 0.01 CNY/GB/day × 30 days, as the source itself states (≈0.30 CNY/GB/month).
      diskPerGBMonth: 0.3,
      egressPerGB: null,
      freeDiskGB: 20,
      asOf: autodl.as_of!,
      source: autodl.source!,
      notes: `${autodl.item}: ${autodl.value} ${autodl.unit} (${autodl.notes}). Paid data disk (扩容) price per GB not found; it bills daily even when powered off.`,
    },
    {
      provider: 'tencentcloud',
      currency: 'CNY',
      diskPerGBMonth: null,
      egressPerGB: Number(tencent.value),
      freeDiskGB: 0,
      asOf: tencent.as_of!,
      source: tencent.source!,
      notes: `${tencent.item}: ${tencent.value} ${tencent.unit} (${tencent.notes})`,
    },
    {
      provider: 'gongjiyun',
      currency: 'CNY',
      diskPerGBMonth: Number(gongji.value),
      egressPerGB: null,
      freeDiskGB: 0,
      asOf: gongji.as_of!,
      source: gongji.source!,
      notes: `${gongji.item}: ${gongji.value} ${gongji.unit}; image-registry storage, the only per-GB storage price found for this provider`,
    },
    {
      provider: 'aliyun',
      currency: 'CNY',
      diskPerGBMonth: 0.12,
      egressPerGB: null,
      freeDiskGB: 0,
      asOf: aliyun.as_of!,
      source: aliyun.source!,
      notes: `${aliyun.item}: ${aliyun.value} ${aliyun.unit} (${aliyun.notes}); object storage, local redundancy tier — ECS block-disk prices were undated and are not used`,
    },
  ];
}

const FX: FxRate[] = [
  {
    from: 'USD',
    to: 'CNY',
    rate: 7.1,
    asOf: '2026-10-04',
    source:
      'Assumption of a third-party report dated 2026-10-04 (libtv cloud-GPU survey: "1 USD ≈ 7.1 CNY"); not an official fixing. Override with env WHICHCARD_USD_CNY.',
  },
];

// ---------------------------------------------------------------------------------------------

function write(name: string, value: unknown): void {
  writeFileSync(join(catalogDir, name), `${JSON.stringify(value, null, 2)}\n`);
}

function main(): void {
  mkdirSync(catalogDir, { recursive: true });
  const discontinued = discontinuedProviders();
  const gpus = GpusFile.parse({ gpus: convertGpus() });
  const models = ModelsFile.parse({ models: applyModelDetails([...convertModels(), ...extraModels()]) });
  const gpuIds = new Set(gpus.gpus.map((g) => g.id));
  const offers = OffersFile.parse({
    // offers-cny-unusable.csv holds rows set aside for an unlisted GPU (L20, B300, RTX PRO 6000), no price
    // or no date: the dated, priced ones for GPUs that now have spec rows are imported, the rest skipped.
    offers: ['offers.csv', 'offers-cny.csv', 'offers-unlisted-gpus.csv', 'offers-cny-unusable.csv'].flatMap((file) => convertOffers(file, discontinued, gpuIds)),
    providerCosts: providerCosts(),
  });
  const fx = FxFile.parse({ rates: FX });
  // providers.json is kept by hand (sources per provider); every offer must name one of them.
  const providers = ProvidersFile.parse(JSON.parse(readFileSync(join(repoRoot, 'catalog/providers.json'), 'utf8')));
  const providerIds = new Set(providers.providers.map((p) => p.id));
  const unlisted = offers.offers.find((o) => !providerIds.has(o.provider));
  if (unlisted) throw new Error(`offer from provider "${unlisted.provider}" missing in catalog/providers.json`);

  write('gpus.json', gpus);
  write('models.json', models);
  write('offers.json', offers);
  write('fx.json', fx);
  if (!outDir) {
    mkdirSync(join(repoRoot, 'test/fixtures'), { recursive: true });
    copyFileSync(join(dataDir, 'measurements.jsonl'), join(repoRoot, 'test/fixtures/measurements.jsonl'));
  }

  const byCurrency = (c: string) => offers.offers.filter((o) => o.currency === c).length;
  console.log(
    `gpus ${gpus.gpus.length}, models ${models.models.length}, offers ${offers.offers.length} (CNY ${byCurrency('CNY')}, USD ${byCurrency('USD')}), ` +
      `providerCosts ${offers.providerCosts.length}, fx ${fx.rates.length}`,
  );
  for (const s of skipped) console.log(`skipped ${s.file}:${s.row}: ${s.reason}`);
}

main();
