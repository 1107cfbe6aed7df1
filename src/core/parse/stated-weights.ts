/**
 * The file size an asker states for a sub-4-bit GGUF quant ("IQ1_S，131GB", "UD-Q3_K_S（14.3GB）", "动态量化到 131GB",
 * "the 212 GB file"). Unsloth's dynamic quants keep attention, embeddings and some layers at 4–8 bits, so their file is
 * not params × the type's bits: the size the post states is the weights. Read only beside a sub-4-bit format, where
 * the type's bits and the file diverge most; a 4-bit or heavier file is sized as before.
 */
import { classBits } from '../estimate/precision.ts';
import { isGguf } from '../estimate/gguf.ts';
import type { AdviceRequest } from '../recommend/types.ts';

const SIZE = String.raw`(?:~|约|大约|about\s+)?(\d+(?:\.\d+)?)\s*(?:GB|GiB|G)(?![a-z])`;
/** A GGUF type's name, or Unsloth's "1.58-bit" / "dynamic" quant. */
const NAME = String.raw`(?<![a-z0-9])(?:ud[-_])?i?q[1-8](?:_[a-z0-9]+)*(?![a-z0-9])|1\.58[\s-]?(?:bits?|位|比特)|dynamic|动态`;
const STATED = [
  // "IQ1_S，131GB", "UD-Q3_K_S（14.3GB）", "Q2_K_XL (212 GB)", "1.58-bit: 131GB".
  new RegExp(String.raw`(?:${NAME})[\s，,（(:：=]{0,4}${SIZE}`, 'iu'),
  // "动态量化到 131GB", "quantized down to 131 GB".
  new RegExp(String.raw`(?:量化|压缩)(?:到|成|为)\s*${SIZE}|\bquanti[sz]ed\s+(?:down\s+)?to\s+${SIZE}`, 'iu'),
  // "the 212 GB file", "131GB 的 GGUF".
  new RegExp(String.raw`${SIZE}\s*(?:的\s*)?(?:gguf|file|download|文件|模型文件)`, 'iu'),
];

/** Sets `weightsGB` when a sub-4-bit GGUF format was read and the post states its file size. */
export function statedWeights(text: string, request: AdviceRequest): void {
  const precision = request.precision;
  if (precision === undefined || !isGguf(precision) || classBits(precision) >= 4) return;
  for (const pattern of STATED) {
    const m = pattern.exec(text);
    const gb = m ? Number(m.slice(1).find((g) => g !== undefined)) : NaN;
    if (gb > 0) {
      request.weightsGB = gb;
      return;
    }
  }
}
