/**
 * The Mac in a question ("Mac Studio M2 Ultra 192GB", "M1 Max 64G", "Mac mini M4 16GB",
 * "M3 Ultra 512GB 统一内存"): the chip family (M1…M4 × base/Pro/Max/Ultra) and the unified memory.
 * The memory is the number with GB/G next to the chip or "内存/memory/RAM"; absent → undefined, and the
 * verdict says how much the job needs instead of guessing a configuration. A Mac told by its memory alone ("My Mac only has
 * 64G memory", "macmini pro 64g") has no chip: the verdict judges the memory and says which chip its speed assumes.
 */
import { parseQuantity } from './numbers.ts';
import { COUNT } from './rules/patterns.ts';

export interface MacSpec {
  /** Catalog id: 'm2-ultra', 'm4' …; absent when only the memory was said. */
  chip?: string;
  memoryGB?: number;
  /** Macs joined to run one model ("2 mac studio m2 ultra 192G", "两台 Mac Studio"): each of this chip and memory. */
  count?: number;
}

/**
 * Macs counted before the name: "2 mac studio", "两台顶配 Mac Studio", "2x M3 Ultra", "both Mac Studio"; never "the two Macs I
 * have" alone, which may be two different ones.
 */
const COUNTED = new RegExp(
  `(?:^|[^\\w.])(${COUNT}|both)\\s*(?:x|×|\\*|台|个)?\\s*(?:顶配|满配|高配)?\\s*(?:(?:apple\\s+)?mac\\s*(?:studio|mini|book(?:\\s*(?:pro|air))?|pro)s?|m[1-9]\\s*(?:ultra|max|pro)(?:\\s+mac\\s*(?:studio|mini|book(?:\\s*pro)?)?)?s?)(?![a-z0-9])`,
  'iu',
);
/** More Macs than this in one post are not one cluster (a lab's fleet). */
const MAX_JOINED = 8;

const CHIP = /(?<![a-z0-9])m\s?([1-9])(?:\s*(pro|max|ultra))?(?![a-z0-9])/gi;
const MEMORY = /(\d{1,3})\s*(?:gb|go|g)(?![a-z])(?!\s*(?:\/s|bps))/gi;
/** The rest of a sentence that asks: "… fit on the 192GB M2 Ultra?". */
const ASKED_AFTER = /^[^.!?。！？\n]*[?？]/u;

/** `countIn`: the text the Macs joined are counted in (the parser leaves out sentences that report someone else's setup). */
export function parseMac(text: string, countIn = text): MacSpec | undefined {
  const chip = askedChip(text);
  if (!chip) return memoryOnly(text);
  const id = `m${chip[1]}${chip[2] ? `-${chip[2].toLowerCase()}` : ''}`;
  // The memory is the first GB figure after the chip (else the nearest before it): "M2 Ultra 192GB", "the 192GB M2 Ultra?".
  const after = text.slice(chip.index + chip[0].length);
  const memory = memories(after)[0] ?? memories(text.slice(0, chip.index)).at(-1);
  const count = joinedCount(countIn);
  return { chip: id, ...(memory === undefined ? {} : { memoryGB: memory }), ...(count === undefined ? {} : { count }) };
}

/** A Mac's word ("Mac", "macmini", "MacBook Air", "Mac Studio"), for its memory said without a chip. */
const MAC_WORD = /(?<![a-z])mac(?:\s*(?:book|mini|studio|pro))?(?![a-z])/iu;

/** The memory said after the Mac's word in its sentence or the next ("My Mac only has 64G memory", "mac mini 32GB内存"). */
function memoryOnly(text: string): MacSpec | undefined {
  const word = MAC_WORD.exec(text);
  if (!word) return undefined;
  const after = text.slice(word.index + word[0].length).split(/[.!?。！？\n](?!\d)/u).slice(0, 2).join(' ');
  const memory = memories(after)[0];
  return memory === undefined ? undefined : { memoryGB: memory };
}

/** How many Macs run the model together, when more than one is counted. */
function joinedCount(text: string): number | undefined {
  const said = COUNTED.exec(text)?.[1];
  if (said === undefined) return undefined;
  const n = said.toLowerCase() === 'both' ? 2 : parseQuantity(said);
  return n !== undefined && Number.isInteger(n) && n > 1 && n <= MAX_JOINED ? n : undefined;
}

/**
 * Of the chips a post names, the one its question is about ("decide between M2 Max macbookpro and M2 Ultra studio. Would
 * BLOOM 176B fit on the 192GB M2 Ultra?") unless the asker says which is theirs ("…on mac m2 GPU? … I'm using a mac m2 pro");
 * else the first, told more exactly later ("…on M1 Macs … Chip: Apple M1 Max").
 */
function askedChip(text: string): RegExpExecArray | undefined {
  const chips = [...text.matchAll(CHIP)];
  // The asker's own chip comes first ("I have a Macbook Pro with M1 Max 64 GB … I wonder if the M2 owner has better performance?").
  const owned = chips.find((c) => OWNED_BEFORE.test(text.slice(Math.max(0, c.index - 40), c.index)));
  const asked = owned ? undefined : chips.filter((c) => ASKED_AFTER.test(text.slice(c.index + c[0].length))).at(-1);
  if (asked) return asked;
  const first = owned ?? chips[0];
  return first && !first[2] ? (chips.find((c) => c[1] === first[1] && c[2]) ?? first) : first;
}

/** The chip is the asker's: "I have a Macbook Pro with", "I'm using a", "my", "我的". */
const OWNED_BEFORE = /(?:\b(?:i\s+(?:have|own|got|use)|i(?:'m|\s+am)\s+(?:using|on|running)|my|our)\b|我的|我有|我用)[^.!?。！？\n]*$/iu;

/** Apple ships 8…512 GB configurations; a figure outside that is a model size or a bandwidth, not memory. */
function memories(text: string): number[] {
  return [...text.matchAll(MEMORY)].map((m) => Number(m[1])).filter((gb) => gb >= 8 && gb <= 512);
}
