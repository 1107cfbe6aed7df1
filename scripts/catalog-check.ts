/**
 * `npm run catalog:check`: validates the catalog beyond what loading does, so a bad row fails CI
 * rather than an answer. Loading already checks every file with its zod schema, unique ids,
 * unambiguous aliases and that offers name known GPUs and providers; this adds:
 *   - every model's parameter count recomputed from its config shapes and compared with paramsB
 *     (and activeParamsB for MoE): a typo in layers, widths or vocab shows up as a mismatch;
 *   - every LLM's KV bytes per token recomputed here and compared with the estimator's own formula;
 *   - diffusion parts adding up to paramsB, quantized artifacts smaller than bf16 weights;
 *   - every GPU's figures consistent (memoryMiB near memoryGB, tensor rates ordered) and sourced.
 * Exit 1 with one line per problem; warnings (small mismatches with a known reason) are printed.
 */
import { countParams, kvCacheBytesPerToken } from '../src/core/catalog/architecture.ts';
import { isLlm, loadCatalog } from '../src/core/catalog/index.ts';
import type { Catalog, LlmModel, Model } from '../src/core/catalog/schema.ts';
import { kvBytesPerToken } from '../src/core/estimate/kv-cache.ts';

/** Relative gap above which a recomputed parameter count fails the check. */
const PARAMS_ERROR = 0.12;
/** Relative gap reported as a warning (owner figures are rounded, embeddings sometimes left out). */
const PARAMS_WARN = 0.03;

/**
 * Rows whose config shapes cannot be counted with the generic formula, each with the documented
 * reason (models.NOTES.md / models-extra.NOTES.md); they are still checked for everything else.
 */
const PARAM_EXCEPTIONS: Record<string, string> = {
  'qwen-1.8b': 'Qwen (1.0) stores twice the per-projection FFN width in intermediate_size (models-extra.NOTES.md)',
  'qwen-7b': 'Qwen (1.0) stores twice the per-projection FFN width in intermediate_size (models-extra.NOTES.md)',
  'qwen-14b': 'Qwen (1.0) stores twice the per-projection FFN width in intermediate_size (models-extra.NOTES.md)',
  'qwen-72b': 'Qwen (1.0) stores twice the per-projection FFN width in intermediate_size (models-extra.NOTES.md)',
};

export interface Problem {
  level: 'error' | 'warning';
  where: string;
  message: string;
}

const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;

function checkParams(m: LlmModel, out: Problem[]): void {
  const exception = PARAM_EXCEPTIONS[m.id];
  if (exception) {
    out.push({ level: 'warning', where: `models ${m.id}`, message: `parameter count not recomputed: ${exception}` });
    return;
  }
  const counted = countParams(m);
  const pairs: [string, number, number][] = [['paramsB', m.paramsB, counted.totalB]];
  if (m.moe) pairs.push(['activeParamsB', m.activeParamsB, counted.activeB]);
  for (const [field, stated, computed] of pairs) {
    const gap = Math.abs(computed - stated) / stated;
    // Vision-language rows state the total with the vision encoder, which the text config does not hold.
    const visionB = m.vision?.encoderParamsB ?? 0;
    const gapWithVision = Math.abs(computed + visionB - stated) / stated;
    // Owners count active parameters with or without the input embedding (gpt-oss's 3.6B leaves it out).
    const embeddingB = (m.vocabSize * m.hiddenSize) / 1e9;
    const gapWithoutEmbedding = field === 'activeParamsB' ? Math.abs(computed - embeddingB - stated) / stated : Infinity;
    const best = Math.min(gap, gapWithVision, gapWithoutEmbedding);
    const text = `${field} ${stated} vs ${computed.toFixed(3)} recomputed from the config${visionB ? ` (+${visionB} vision)` : ''} (${pct(best)} apart)`;
    const tolerance = counted.approximate ? PARAMS_ERROR * 2 : PARAMS_ERROR;
    if (best > tolerance) out.push({ level: 'error', where: `models ${m.id}`, message: text });
    else if (best > PARAMS_WARN) out.push({ level: 'warning', where: `models ${m.id}`, message: `${text}${counted.approximate ? `; approximate: ${counted.approximate}` : ''}` });
  }
}

function checkKv(m: LlmModel, out: Problem[]): void {
  const here = kvCacheBytesPerToken(m, 2);
  // Hybrid models keep KV only in their full-attention layers; the estimator leaves the linear ones out itself.
  const estimator = kvBytesPerToken(m, 'bf16');
  if (!(here > 0) || Math.abs(here - estimator) > 1e-6 * here) {
    out.push({ level: 'error', where: `models ${m.id}`, message: `KV bytes/token ${here} recomputed here vs ${estimator} from the estimator` });
  }
  const hd = m.headDim ?? m.hiddenSize / m.heads;
  if (m.attention !== 'mla' && !Number.isInteger(hd)) out.push({ level: 'error', where: `models ${m.id}`, message: `head dim ${hd} is not an integer` });
  if (m.attention === 'gqa' && m.heads % m.kvHeads !== 0) out.push({ level: 'error', where: `models ${m.id}`, message: `${m.heads} heads do not divide into ${m.kvHeads} KV groups` });
  if (m.attention === 'mha' && m.kvHeads !== m.heads) out.push({ level: 'error', where: `models ${m.id}`, message: 'mha with fewer KV heads than heads' });
  if (m.extendedContext != null && m.extendedContext <= m.maxContext) out.push({ level: 'error', where: `models ${m.id}`, message: `extendedContext ${m.extendedContext} is not above maxContext ${m.maxContext}` });
  if (m.linearAttentionLayers != null && m.linearAttentionLayers >= m.layers) out.push({ level: 'error', where: `models ${m.id}`, message: 'every layer linear: no attention layer left' });
}

function checkQuantized(m: Model, out: Problem[]): void {
  for (const q of m.quantized ?? []) {
    const bf16GB = m.paramsB * 2;
    // A quantized artifact is smaller than the bf16 weights and not below 1.5 bits a weight.
    if (!(q.sizeGB < bf16GB * 1.02 && q.sizeGB > (m.paramsB * 1.5) / 8)) {
      out.push({ level: 'error', where: `models ${m.id}`, message: `quantized ${q.format} ${q.sizeGB} GB is implausible for ${m.paramsB}B params` });
    }
  }
}

function checkDiffusion(m: Model, out: Problem[]): void {
  if (m.kind !== 'diffusion' || !m.parts) return;
  const sum = m.parts.reduce((s, p) => s + p.paramsB, 0);
  const core = m.parts.filter((p) => p.role === 'transformer' || p.role === 'unet').reduce((s, p) => s + p.paramsB, 0);
  // paramsB is the owner's headline: either the denoiser alone or the whole pipeline.
  const gap = Math.min(Math.abs(sum - m.paramsB), Math.abs(core - m.paramsB)) / m.paramsB;
  if (gap > PARAMS_ERROR) out.push({ level: 'error', where: `models ${m.id}`, message: `parts add up to ${sum.toFixed(2)}B (denoiser ${core.toFixed(2)}B) vs paramsB ${m.paramsB}` });
}

function checkGpus(catalog: Catalog, out: Problem[]): void {
  for (const g of catalog.gpus) {
    const where = `gpus ${g.id}`;
    if (g.memoryMiB !== null) {
      const ratio = (g.memoryMiB * 2 ** 20) / (g.memoryGB * 1e9);
      if (ratio < 0.9 || ratio > 1.1) out.push({ level: 'error', where, message: `memoryMiB ${g.memoryMiB} is ${ratio.toFixed(2)}× memoryGB ${g.memoryGB}` });
      if (!g.memoryMiBSource) out.push({ level: 'error', where, message: 'memoryMiB without memoryMiBSource' });
    }
    const t = g.tflops;
    // Lower precision never runs slower than higher on the same tensor cores.
    const order: [string, number | null, string, number | null][] = [
      ['fp8', t.fp8, 'bf16', t.bf16],
      ['fp4', t.fp4, 'fp8', t.fp8],
      ['bf16', t.bf16, 'fp32', t.fp32],
    ];
    for (const [a, x, b, y] of order) if (x !== null && y !== null && x < y) out.push({ level: 'error', where, message: `${a} ${x} TFLOPS below ${b} ${y}` });
    if (g.sources.length === 0) out.push({ level: 'error', where, message: 'no source' });
  }
}

export function checkCatalog(catalog: Catalog): Problem[] {
  const out: Problem[] = [];
  for (const m of catalog.models) {
    if (isLlm(m)) {
      checkParams(m, out);
      checkKv(m, out);
    }
    checkDiffusion(m, out);
    checkQuantized(m, out);
    if (!/\S/.test(m.source)) out.push({ level: 'error', where: `models ${m.id}`, message: 'no source' });
  }
  checkGpus(catalog, out);
  return out;
}

function main(): void {
  let catalog: Catalog;
  try {
    catalog = loadCatalog();
  } catch (error) {
    console.error(`catalog:check: ${(error as Error).message}`);
    process.exit(1);
  }
  const problems = checkCatalog(catalog);
  for (const p of problems) console.log(`${p.level === 'error' ? 'ERROR' : 'warn '} ${p.where}: ${p.message}`);
  const errors = problems.filter((p) => p.level === 'error').length;
  console.log(`catalog:check: ${catalog.gpus.length} GPUs, ${catalog.models.length} models, ${catalog.offers.length} offers, ${catalog.providers.length} providers — ${errors} errors, ${problems.length - errors} warnings`);
  process.exit(errors > 0 ? 1 : 0);
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) main();
