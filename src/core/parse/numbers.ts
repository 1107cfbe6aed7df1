/**
 * Quantities as people write them: "200B", "2e12", "8k", "1.5M", "70亿", "5万", "八", "十二".
 * One parser for the CLI flags and the free-text reader, so "8k" means the same everywhere.
 */

/** Suffix multipliers; Latin ones are case-insensitive (B = billion, as in "200B tokens"; "3 trillion tokens"). */
const SUFFIX: Record<string, number> = {
  k: 1e3,
  m: 1e6,
  b: 1e9,
  g: 1e9,
  t: 1e12,
  千: 1e3,
  万: 1e4,
  // "1w tokens", "5w条": w is 万 as Chinese posts type it (patterns.ts takes it only before tokens or items).
  w: 1e4,
  亿: 1e8,
  百万: 1e6,
  千万: 1e7,
  万亿: 1e12,
  hundred: 1e2,
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
};

const CN_DIGIT: Record<string, number> = { 零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
const CN_UNIT: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** Chinese numerals below 10 000 ("八", "十二", "三百五十", "两千"); undefined if not one. */
export function parseChineseNumeral(text: string): number | undefined {
  if (!/^[零〇一二两三四五六七八九十百千]+$/.test(text)) return undefined;
  let total = 0;
  let digit: number | undefined;
  for (const ch of text) {
    if (ch in CN_DIGIT) {
      digit = CN_DIGIT[ch];
    } else {
      const unit = CN_UNIT[ch] ?? 1;
      total += (digit ?? 1) * unit;
      digit = undefined;
    }
  }
  return total + (digit ?? 0);
}

/** English number words people type for small counts ("two 4090s", "a team of five", "in two weeks"). */
export const EN_NUMBER: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, sixteen: 16, twenty: 20, thirty: 30, fifty: 50,
  'a dozen': 12, 'one dozen': 12, 'two dozen': 24, 'three dozen': 36, 'half a dozen': 6,
};

const QUANTITY = /^([0-9]+(?:\.[0-9]+)?(?:e[+-]?[0-9]+)?|[零〇一二两三四五六七八九十百千]+)\s*(万亿|百万|千万|hundred|thousand|million|billion|trillion|[kmbgtw千万亿])?$/i;

/**
 * Parse one quantity; returns undefined for anything that is not a finite, non-negative number.
 * Commas as thousands separators are accepted ("50,000").
 */
export function parseQuantity(raw: string): number | undefined {
  const text = raw.trim().replace(/,(?=\d{3}\b)/g, '');
  const word = EN_NUMBER[text.toLowerCase().replace(/\s+/gu, ' ')];
  if (word !== undefined) return word;
  const match = QUANTITY.exec(text);
  if (!match) return undefined;
  const [, numberPart = '', suffix] = match;
  const base = /^[0-9]/.test(numberPart) ? Number(numberPart) : parseChineseNumeral(numberPart);
  if (base === undefined || !Number.isFinite(base)) return undefined;
  const multiplier = suffix ? (SUFFIX[suffix.toLowerCase()] ?? SUFFIX[suffix] ?? 1) : 1;
  const value = base * multiplier;
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}
