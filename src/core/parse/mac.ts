/**
 * The Mac in a question ("Mac Studio M2 Ultra 192GB", "M1 Max 64G", "Mac mini M4 16GB",
 * "M3 Ultra 512GB 统一内存"): the chip family (M1…M4 × base/Pro/Max/Ultra) and the unified memory.
 * The memory is the number with GB/G next to the chip or "内存/memory/RAM"; absent → undefined, and the
 * verdict says how much the job needs instead of guessing a configuration.
 */
export interface MacSpec {
  /** Catalog id: 'm2-ultra', 'm4' … */
  chip: string;
  memoryGB?: number;
}

const CHIP = /(?<![a-z0-9])m\s?([1-9])(?:\s*(pro|max|ultra))?(?![a-z0-9])/gi;
const MEMORY = /(\d{1,3})\s*(?:gb|go|g)(?![a-z])(?!\s*(?:\/s|bps))/gi;
/** The rest of a sentence that asks: "… fit on the 192GB M2 Ultra?". */
const ASKED_AFTER = /^[^.!?。！？\n]*[?？]/u;

export function parseMac(text: string): MacSpec | undefined {
  const chip = askedChip(text);
  if (!chip) return undefined;
  const id = `m${chip[1]}${chip[2] ? `-${chip[2].toLowerCase()}` : ''}`;
  // The memory is the first GB figure after the chip (else the nearest before it): "M2 Ultra 192GB", "the 192GB M2 Ultra?".
  const after = text.slice(chip.index + chip[0].length);
  const memory = memories(after)[0] ?? memories(text.slice(0, chip.index)).at(-1);
  return memory === undefined ? { chip: id } : { chip: id, memoryGB: memory };
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
