/**
 * Maps the published measurements (test/fixtures/measurements.jsonl, see
 * shared/data/measurements.NOTES.md) to estimator inputs and scores them. The mapping reads only
 * what each record states — model, precision, method, framework, batch, lengths, GPU and the setup
 * written in its notes — never a per-case correction.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findModel } from '../../../src/core/catalog/resolve.ts';
import type { Catalog } from '../../../src/core/catalog/schema.ts';
import { estimate, modelFromSize, modelRef } from '../../../src/core/estimate/index.ts';
import { CUDA_CONTEXT_GB } from '../../../src/core/estimate/constants.ts';
import { trainingDeviceGB } from '../../../src/core/estimate/device.ts';
import type { Engine, EstimateInput, Estimate, ModelRef, Offload, Optimizer, WeightPrecision } from '../../../src/core/estimate/types.ts';

export interface Record {
  kind: string;
  model: string;
  params_b: number;
  active_params_b?: number;
  precision: string;
  method: string;
  context_tokens: number | null;
  batch: number | null;
  seq_len: number | null;
  gpu: string | null;
  gpu_count: number | null;
  measured: number;
  measured_gb?: number;
  framework: string | null;
  notes: string;
  bound?: 'le' | 'gt';
  tokens_b?: number;
  unit_basis?: string;
}

/** The records of a measurements file under test/fixtures (the shared set by default). */
export function loadRecords(name = 'measurements.jsonl'): Record[] {
  const file = fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url));
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record);
}

/** A short setup length when a source says only "short prompt, a few dozen new tokens" / nothing. */
const UNSTATED_INFER_CONTEXT = 256;
const UNSTATED_TRAIN_SEQ = 512;
/** Pre-training sequence when a source does not state it: the estimator's default training sequence. */
const UNSTATED_PRETRAIN_SEQ = 2048;

/**
 * LoRA rank of a training script whose record does not state one, read from the script's own source:
 * QwenLM/Qwen finetune.py `LoraArguments.lora_r = 64` (targets c_attn, c_proj, w1, w2 = all linear).
 * This describes the run's setup; it is not a correction of the estimate.
 */
const SCRIPT_DEFAULT_RANK: Array<[RegExp, number]> = [[/Qwen finetune\.py/i, 64]];

/** The catalog model when the name resolves to one of the stated size, else an assumed architecture. */
export function modelFor(catalog: Catalog, r: Record): ModelRef {
  const base = r.model
    .replace(/\(.*?\)/g, '')
    .replace(/^[\w.-]+\//, '')
    .replace(/-(GPTQ-Int\d|AWQ(-INT4)?|FP8|Int4|Int8)$/i, '')
    .replace(/-(Instruct|Chat)$/i, '')
    .trim();
  for (const name of [r.model, base]) {
    const found = findModel(catalog, name);
    if (found && Math.abs(found.paramsB - r.params_b) / r.params_b < 0.15) return modelRef(found);
  }
  // A MoE the catalog lacks keeps its stated active size: its compute follows the active params.
  const experts = /(\d+)x\d/i.exec(r.model)?.[1] ?? /(\d+)E\b/.exec(r.model)?.[1];
  const active = r.active_params_b !== undefined && r.active_params_b < r.params_b ? r.active_params_b : undefined;
  return modelFromSize(r.params_b, experts ? Number(experts) : undefined, active);
}

function engineFor(framework: string | null): Engine {
  const f = (framework ?? '').toLowerCase();
  if (f.includes('vllm')) return 'vllm';
  if (f.includes('sglang')) return 'sglang';
  if (f.includes('llama.cpp')) return 'llama.cpp';
  return 'transformers';
}

function precisionFor(r: Record): WeightPrecision {
  const p = r.precision.toLowerCase();
  const nf4 = /nf4|bitsandbytes|bnb|unsloth|qlora paper/i.test(r.notes + ' ' + (r.framework ?? ''));
  if (p === 'awq' || p === 'gptq') return 'int4';
  // QLoRA is NF4 (bitsandbytes) by definition unless the record names a GPTQ base (Qwen's Q-LoRA).
  if (p === 'int4') return nf4 || (r.method === 'qlora' && !/gptq/i.test(r.notes)) ? 'nf4' : 'int4';
  return p as WeightPrecision;
}

/** transformers < 4.45 materialises every prompt position's logits in generate(). */
function oldTransformers(notes: string): boolean {
  const m = /transformers (\d+)\.(\d+)/i.exec(notes);
  return m ? Number(m[1]) === 4 && Number(m[2]) < 45 : false;
}

/**
 * The estimate on the record's memory basis, per GPU. Most sources report PyTorch's allocated peak
 * (torch.cuda.max_memory_allocated: perGpuGB). A *reserved* peak (torch.cuda.memory_reserved, Answer.AI's
 * fsdp_qlora tables) also holds the allocator's cache; an nvidia-smi reading (a GPU-memory screenshot)
 * adds the CUDA context on top: deviceGB. The estimator's own device model (device.ts) converts, so
 * like is compared with like.
 */
function onBasis(r: Record, e: Estimate): number {
  const basis = r.unit_basis ?? '';
  const m = e.memory;
  if (/nvidia-smi|screenshot/i.test(basis)) return m.deviceGB;
  if (/reserved/i.test(basis)) return trainingDeviceGB(m) - CUDA_CONTEXT_GB;
  return m.perGpuGB;
}

/** Whether the record's figure is summed over its GPUs (else per GPU). */
function summed(r: Record): boolean {
  return /total across|summed over|sum over|appear to be totals|\(total \d/i.test(`${r.notes} ${r.unit_basis ?? ''}`) || (r.gpu_count ?? 1) === 1;
}

/**
 * CPU off-loading as the record states it: the framework names it ("ZeRO-3 CPU offload") or the notes
 * say it is on (ZeRO-Offload, offload_optimizer / offload_param). A script's file name or a run the
 * record says it did not use ("no CPU off-loading", "When disabling CPU off-loading") is not off-loading.
 * A bitsandbytes *paged* optimizer keeps its states in CUDA unified memory, which the driver pages out to
 * CPU RAM under pressure and which PyTorch's allocator (what the sources count) never sees: for the GPU
 * figure that is the optimizer states off the GPU, the estimator's 'optimizer' off-load.
 */
function offloadFor(r: Record, zero: number | undefined): Offload | undefined {
  const notes = r.notes.replace(/\S*offload\S*\.py/gi, '');
  const stated = /offload/i.test(r.framework ?? '') || /ZeRO-Offload|offload_(optimizer|param)|CPU off-?load(ing)? (on|enabled)/i.test(notes);
  const denied = /\b(no|without|disabl\w*) CPU off-?load/i.test(notes);
  if (stated && !denied) return zero === 3 ? 'params' : 'optimizer';
  if (/paged\s*_?adamw/i.test(notes)) return 'optimizer';
  return undefined;
}

/** The optimizer the record names: an 8-bit AdamW (bitsandbytes, paged or not) or plain AdamW; else the trainer's default. */
function optimizerFor(r: Record): Optimizer | undefined {
  if (/adamw_?8bit|8-bit (adam|optimizer)/i.test(r.notes)) return 'adamw8bit';
  if (/\bAdamW\b/.test(r.notes)) return 'adamw';
  return undefined;
}

/** Whether the record states activation checkpointing on or off (Unsloth always checkpoints). */
function checkpointingFor(r: Record): boolean | undefined {
  const setup = `${r.notes} ${r.framework ?? ''}`;
  if (/\b(no|without) (gradient|activation) checkpointing|checkpointing (off|False)\b/i.test(setup)) return false;
  if (/checkpointing|unsloth/i.test(setup)) return true;
  return /litgpt/i.test(r.framework ?? '') ? false : undefined;
}

export interface Scored {
  record: Record;
  label: string;
  measured: number;
  estimated: number;
  /** Signed relative error (estimated − measured) ÷ measured. */
  error: number;
  /** For bound records: whether the estimate respects the bound. */
  passed?: boolean;
}

export type Skip = { record: Record; why: string };

export function toInput(catalog: Catalog, r: Record): EstimateInput | string {
  const gpuId = r.gpu ?? 'a100-80gb-sxm';
  const gpu = catalog.gpus.find((g) => g.id === gpuId);
  if (!gpu) return `GPU ${gpuId} not in catalog`;
  const model = modelFor(catalog, r);
  const count = r.gpu_count ?? 1;
  if (r.kind === 'infer_memory' || r.kind === 'decode_speed') {
    const context = Math.max(1, r.seq_len ?? UNSTATED_INFER_CONTEXT);
    return {
      model,
      task: 'infer',
      precision: precisionFor(r),
      engine: engineFor(r.framework),
      contextTokens: context,
      promptTokens: Math.min(context, Math.max(1, r.context_tokens ?? 1)),
      concurrency: r.batch ?? 1,
      gpu,
      count,
      fullPromptLogits: oldTransformers(r.notes),
      flashAttention: !/flash-?attn(ention)? (is )?off/i.test(r.notes),
      headroom: 0,
    };
  }
  if (r.kind === 'train_memory') {
    // Activations scale with batch × sequence; with neither stated a point figure has nothing to check the
    // estimate against (unsloth's Dec-2023 table: one Mistral 7B QLoRA job spans 12.5–32.9 GB by trainer,
    // its shape only in the linked notebooks).
    if (!r.bound && r.batch == null && r.seq_len == null && r.context_tokens == null) return 'batch and sequence length not stated';
    const method = r.method as 'full' | 'lora' | 'qlora';
    const setup = `${r.notes} ${r.framework ?? ''}`;
    const rank = /\b(?:r|rank)\s*=?\s*(\d+)/i.exec(r.notes)?.[1] ?? SCRIPT_DEFAULT_RANK.find(([re]) => re.test(setup))?.[1];
    const zeroText = /ZeRO-?(\d)/i.exec(r.notes + ' ' + (r.framework ?? ''))?.[1];
    const zero = zeroText ? (Number(zeroText) as 0 | 1 | 2 | 3) : undefined;
    return {
      model,
      task: 'finetune',
      method,
      precision: precisionFor(r),
      batch: r.batch ?? 1,
      seq: r.seq_len ?? UNSTATED_TRAIN_SEQ,
      loraRank: rank ? Number(rank) : undefined,
      loraTargets: /query\+value|q,v only|\bq,? ?v\b/i.test(r.notes) ? 'qv' : 'all',
      trainEmbeddings: /embedding \+ output layer trainable|LoRA \(emb\)/i.test(r.notes),
      zero,
      trainer: /unsloth/i.test(r.framework ?? '') ? 'unsloth' : 'hf',
      // DeepSpeed as the record names it (Qwen finetune.py runs it even on one GPU); FSDP, torchtune, litgpt, Unsloth do not.
      deepspeed: /deepspeed/i.test(setup),
      gradientCheckpointing: checkpointingFor(r),
      optimizer: optimizerFor(r),
      offload: offloadFor(r, zero),
      chunkedLoss: /chunked cross-entropy|CEWithChunkedOutputLoss/i.test(r.notes) || undefined,
      pureBf16: /pure bf16|no fp32 master/i.test(r.notes) || undefined,
      optimizerInBackward: /optimizer_in_bwd:? True|step fused into backward/i.test(r.notes) || undefined,
      gpu,
      count,
    };
  }
  if (r.kind === 'train_gpu_hours') {
    // A distilled student (Llama 3.2 1B/3B: the 8B/70B's logits as token-level targets, initialised from a
    // pruned 8B) is not the pre-training run the estimator sizes; its GPU-hours are scored against nothing.
    if (/distillation/i.test(r.notes)) return 'knowledge distillation, not plain pre-training: the estimator sizes pre-training compute only';
    return { model, task: 'pretrain', method: 'full', precision: precisionFor(r), tokens: (r.tokens_b ?? 0) * 1e9, gpu, count, seq: r.seq_len ?? UNSTATED_PRETRAIN_SEQ, gradientCheckpointing: false };
  }
  return `kind ${r.kind} is not scored`;
}

export function score(catalog: Catalog, r: Record): Scored | Skip {
  const input = toInput(catalog, r);
  if (typeof input === 'string') return { record: r, why: input };
  let e: Estimate;
  try {
    e = estimate(input);
  } catch (error) {
    return { record: r, why: `estimator refused: ${(error as Error).message}` };
  }
  const measured = r.measured_gb ?? r.measured;
  let estimated: number;
  if (r.kind === 'decode_speed') {
    // The sources time generate() as a whole: generated tokens ÷ (prefill + decode).
    const generated = Math.max(1, (r.seq_len ?? UNSTATED_INFER_CONTEXT) - Math.max(0, r.context_tokens ?? 0));
    const perStream = e.throughput!.decodeTokensPerSecPerStream;
    estimated = (r.context_tokens ?? 0) > 1 ? generated / (e.throughput!.prefillSeconds + generated / perStream) : perStream;
  } else if (r.kind === 'train_gpu_hours') {
    estimated = e.training!.gpuHours;
  } else {
    estimated = summed(r) && (r.gpu_count ?? 1) > 1 ? e.memory.totalGB : onBasis(r, e);
  }
  const label = `${r.model} ${r.precision}/${r.method} ${r.framework ?? ''} ctx=${r.context_tokens ?? '-'} seq=${r.seq_len ?? '-'} b=${r.batch ?? '-'} ${r.gpu ?? '-'}×${r.gpu_count ?? '-'}`;
  const scored: Scored = { record: r, label, measured, estimated, error: (estimated - measured) / measured };
  if (r.bound === 'le') scored.passed = estimated <= measured;
  if (r.bound === 'gt') scored.passed = estimated > measured;
  return scored;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function fmt(n: number): string {
  return Math.abs(n) >= 1e4 ? n.toExponential(3) : n.toFixed(2);
}

/** One kind's table (case, measured, estimated, error; bounds pass/FAIL) printed under `title`, and its median |error|. */
export function accuracyTable(scored: Scored[], kind: string, limit: number, title = kind): { median: number; rows: Scored[]; bounds: Scored[] } {
  const rows = scored.filter((s) => s.record.kind === kind && !s.record.bound);
  const bounds = scored.filter((s) => s.record.kind === kind && s.record.bound);
  const lines = rows.map((s) => `${s.label.slice(0, 100).padEnd(100)} ${fmt(s.measured).padStart(10)} ${fmt(s.estimated).padStart(10)} ${(s.error * 100).toFixed(1).padStart(7)}%`);
  for (const b of bounds) lines.push(`${('[' + b.record.bound + '] ' + b.label).slice(0, 100).padEnd(100)} ${fmt(b.measured).padStart(10)} ${fmt(b.estimated).padStart(10)} ${b.passed ? 'pass' : 'FAIL'}`);
  const m = median(rows.map((s) => Math.abs(s.error)));
  console.log(`\n=== ${title}: ${rows.length} cases, median |error| ${(m * 100).toFixed(1)} % (limit ${limit * 100} %); bounds passed ${bounds.filter((b) => b.passed).length}/${bounds.length}\n${'case'.padEnd(100)} ${'measured'.padStart(10)} ${'estimated'.padStart(10)} ${'error'.padStart(8)}\n${lines.join('\n')}`);
  return { median: m, rows, bounds };
}
