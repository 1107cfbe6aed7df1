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

const CHIP = /(?<![a-z0-9])m\s?([1-9])(?:\s*(pro|max|ultra))?(?![a-z0-9])/i;
const MEMORY = /(\d{1,3})\s*(?:gb|go|g)(?![a-z])(?!\s*(?:\/s|bps))/gi;

export function parseMac(text: string): MacSpec | undefined {
  const chip = CHIP.exec(text);
  if (!chip) return undefined;
  const id = `m${chip[1]}${chip[2] ? `-${chip[2].toLowerCase()}` : ''}`;
  // The memory is the first GB figure after the chip (before it only when none follows): "M2 Ultra 192GB".
  const after = text.slice(chip.index + chip[0].length);
  const memory = firstMemory(after) ?? firstMemory(text.slice(0, chip.index));
  return memory === undefined ? { chip: id } : { chip: id, memoryGB: memory };
}

/** Apple ships 8…512 GB configurations; a figure outside that is a model size or a bandwidth, not memory. */
function firstMemory(text: string): number | undefined {
  for (const m of text.matchAll(MEMORY)) {
    const gb = Number(m[1]);
    if (gb >= 8 && gb <= 512) return gb;
  }
  return undefined;
}
