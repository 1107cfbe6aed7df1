/**
 * Traditional Chinese read as Simplified ("租一張 H100 給 10 個人用，記憶體夠嗎？" is "租一张 H100 给 10 个人用，内存够吗？"):
 * the parser's Chinese words are written in Simplified, and Taiwan and Hong Kong users write Traditional. OpenCC's
 * Taiwan-phrases conversion (opencc-js) also maps the words that differ ("記憶體" → "内存", "顯示卡" → "显卡").
 * Its converter takes ~0.1 s to build, so it is built for the first message that holds a character Simplified
 * writes otherwise (the single characters of OpenCC's Traditional→Simplified table); a Simplified question never pays it.
 */
import { ConverterFactory, type ConverterFunction, type DictLike } from 'opencc-js/core';
import { from, to } from 'opencc-js/preset/t2cn';

let traditional: Set<string> | undefined;
let convert: ConverterFunction | undefined;

/** The characters a table maps to another single character: "張 张|個 个|…" (an array table is the same pairs). */
function changedCharacters(dict: DictLike): string[] {
  const pairs = typeof dict === 'string' ? dict.split('|').map((entry) => entry.split(' ')) : dict.map(([a, b]) => [a, b]);
  return pairs.filter(([a, b]) => a !== undefined && b !== undefined && [...a].length === 1 && a !== b).map(([a]) => a!);
}

function traditionalCharacters(): Set<string> {
  traditional ??= new Set((to.cn ?? []).flat().flatMap(changedCharacters));
  return traditional;
}

/** The text in Simplified Chinese; unchanged (and no converter built) when it has no Traditional-only character. */
export function toSimplified(text: string): string {
  const chars = traditionalCharacters();
  if (![...text].some((c) => chars.has(c))) return text;
  convert ??= ConverterFactory(from.twp ?? [], to.cn ?? []);
  return convert(text);
}
