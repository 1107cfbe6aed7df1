/**
 * Formats weighed against each other with the speeds the asker measured ("float16 4267 tokens/s, awq 4963 … is it even
 * worth quantizing?", "FP16 98 tok/s vs FP8 80 tok/s … stay on FP16?", "GPTQ-Int8 比原版慢 … T4 上应该用哪个版本？"): the
 * speeds are results, not a load to serve, and the format is the question, not the asker's choice — the planner picks it.
 */
import { WEIGHT_BITS } from '../estimate/constants.ts';

const FORMATS = new Set([...Object.keys(WEIGHT_BITS), 'gguf']);

/** Distinct weight formats the post names (the keyword rules' precision.<format> rows). */
export function formatsNamed(matched: readonly string[]): number {
  return new Set(matched.filter((m) => m.startsWith('precision.') && FORMATS.has(m.slice('precision.'.length)))).size;
}

const SPEED = /\d[\d,.]*\s*(?:tokens?|toks?|t)\s*(?:\/|per\s+)\s*(?:s|sec|second)\b|\d[\d,.]*\s*tokens?\s*(?:\/\s*秒|每秒)|\d[\d,.]*\s*tps\b/giu;
/** A speed measured: "the benchmark is", "I get", "compared the throughput", "实测", "只有". */
const MEASURED = /\bbenchmark(?:s|ed)?\b|\bmeasured\b|\bcompared\s+the\s+(?:throughput|speed)|\b(?:i|we)\s+(?:get|got|see|saw)\b|实测|测得|测出|跑出|只有/iu;

/** Speeds the asker measured: two or more given, or one with a word saying it was measured. */
export function speedsMeasured(text: string): boolean {
  return (text.match(SPEED)?.length ?? 0) >= 2 || MEASURED.test(text);
}

/** The format asked about as a choice still open: "worth it", "stay on FP16?", "need the 4bits one at all", "哪个版本". */
const WEIGHED = /\bworth\s+(?:it|quantiz|using|switching|the)|\bstay\s+(?:on|with)\b|\bneed\s+(?:the\s+)?[\w-]+\s+(?:one\s+)?at\s+all\b|\bwhich\s+(?:precision|format|quant(?:ization)?|version|one)\b|哪个版本|哪种精度|哪个精度|用哪个|值不值得|有没有必要|有必要吗/iu;

export function formatWeighed(text: string): boolean {
  return WEIGHED.test(text);
}
