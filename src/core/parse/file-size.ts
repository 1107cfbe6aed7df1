/**
 * The format a post's stated model size names: "Model Size: ~20 GB" of Gemma 4 31B loaded in LM Studio is a ~5-bit GGUF,
 * "模型大小 17G" of a 32B model a 4-bit one. The asker reports what they loaded; the format whose weights are nearest that
 * size is it (a GGUF file when the runtime loads those), so the verdict judges what runs, not the best format that would fit.
 */
import type { LlmModel } from '../catalog/schema.ts';
import { weightBytes } from '../estimate/precision.ts';
import type { WeightPrecision } from '../estimate/types.ts';

const SIZE = String.raw`(?:~|≈|约|大约|about\s+|approx(?:\.|imately)?\s+|around\s+)?(\d+(?:\.\d+)?)\s*(?:GB|GiB|G)(?![a-z])`;
/** "Model Size: ~20 GB", "model file size is 17GB", "模型大小 17G", "模型文件大小约 20GB". */
const MODEL_SIZE = new RegExp(String.raw`\bmodel(?:\s+file)?\s+size\s*(?:is\s+|[:：=]\s*)?${SIZE}|模型(?:文件)?大小\s*(?:是|为|[:：])?\s*${SIZE}`, 'iu');

const GGUF_FILES: WeightPrecision[] = ['bf16', 'q8_0', 'q6_k', 'q5_k_m', 'q4_k_m'];
const CHECKPOINTS: WeightPrecision[] = ['bf16', 'int8', 'int4'];
/** A stated size further than this from every format's names none (another quant, or the size of something else). */
const MAX_OFF = 0.2;

export function formatOfStatedSize(text: string, model: LlmModel, gguf: boolean): WeightPrecision | undefined {
  const m = MODEL_SIZE.exec(text);
  const gb = m ? Number(m[1] ?? m[2]) : NaN;
  if (!(gb > 0)) return undefined;
  let best: { precision: WeightPrecision; off: number } | undefined;
  for (const precision of gguf ? GGUF_FILES : CHECKPOINTS) {
    const off = Math.abs(weightBytes(model, precision) / 1e9 - gb) / gb;
    if (!best || off < best.off) best = { precision, off };
  }
  return best && best.off <= MAX_OFF ? best.precision : undefined;
}
