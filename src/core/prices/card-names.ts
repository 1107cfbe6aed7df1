/**
 * Source GPU names → catalog GPU ids, through the catalog's own names and aliases (findGpu), never a
 * second table: SkyPilot's "A100-80GB", Vast's "A100_SXM4" with 81,559 MiB, dstack's "A100" with
 * 40 GB all become lookups such as "A100 80G SXM" that the catalog already answers. The memory the
 * source reports must agree with the card found, so a 48 GB RTX 4090 (a modified card) or a
 * mislabelled row is kept out rather than priced as the 24 GB card.
 */
import { findGpu } from '../catalog/index.ts';
import type { Catalog, Gpu } from '../catalog/schema.ts';

export type Variant = 'sxm' | 'pcie' | 'nvl';

export interface SourceCard {
  /** The source's GPU name ("A100-80GB", "H100", "RTX 4090", "NVIDIA A100 80GB PCIe"). */
  name: string;
  /** Memory per GPU the source reports, MiB. */
  memoryMiB?: number;
  /** Form factor when the source says it elsewhere (Vast's InstanceType "1x-H100_NVL-…"). */
  variant?: Variant;
}

/** Why a row was kept out; rendered per locale in the summary. */
export type SkipReason =
  | { code: 'unknownGpu'; name: string }
  | { code: 'memoryMismatch'; name: string; memoryGB: number; gpu: string; gpuMemoryGB: number };

export type CardMatch = { gpu: Gpu } | { skip: SkipReason };

/** Reported memory may differ from the catalog's by rounding and driver reserve; beyond this it is another card. */
const MEMORY_TOLERANCE = 0.12;

const VARIANT = /[\s_-]*(sxm\d?|pcie|nvl)$/i;

/** The form factor a name or instance type spells out ("A100_PCIE", "H100 SXM5", "H100-NVL"). */
export function variantOf(text: string): Variant | undefined {
  const m = /(?:^|[\s_-])(sxm\d?|pcie|nvl)(?:$|[\s_-])/i.exec(text);
  if (!m) return undefined;
  const v = m[1]!.toLowerCase();
  return v.startsWith('sxm') ? 'sxm' : (v as Variant);
}

/** Memory the catalog records for a card, MiB (driver-reported where known, else the datasheet's GB). */
function catalogMiB(gpu: Gpu): number {
  return gpu.memoryMiB ?? (gpu.memoryGB * 1e9) / 2 ** 20;
}

function memoryAgrees(gpu: Gpu, memoryMiB: number | undefined): boolean {
  if (memoryMiB === undefined) return true;
  const ref = catalogMiB(gpu);
  return Math.abs(memoryMiB - ref) / ref <= MEMORY_TOLERANCE;
}

/**
 * Names to look up, most specific first. Sizes are written "80G" (the catalog aliases' spelling) and
 * both orders are tried ("A100 80G SXM" and "A100 SXM 80G"), since a key keeps word order.
 */
export function candidateNames(card: SourceCard): string[] {
  let base = card.name.trim().replace(/_/g, ' ');
  let memoryGB: number | undefined;
  // "A100-80GB", "V100-32GB": SkyPilot's memory variant in the name.
  const sized = /^(.*?)[\s-]*(\d+)\s*GB$/i.exec(base);
  if (sized && /[a-z]/i.test(sized[1]!)) {
    base = sized[1]!;
    memoryGB = Number(sized[2]);
  }
  // "H100-MEGA" is SkyPilot's name for the H100 in GCP's a3-megagpu machines (a network option, same card).
  base = base.replace(/[\s-]+MEGA$/i, '');
  // "RTXPRO6000WS", "RTX PRO 6000 WS": the Workstation Edition, the same 96 GB card as the catalog's row.
  base = base.replace(/[\s-]*WS$/i, '');
  let variant = card.variant;
  const named = VARIANT.exec(base);
  if (named) {
    base = base.slice(0, named.index);
    variant ??= variantOf(named[1]!);
  }
  const sizes = [memoryGB, card.memoryMiB !== undefined ? Math.round(card.memoryMiB / 1024) : undefined].filter((x): x is number => x !== undefined);
  const out: string[] = [];
  for (const size of [...new Set(sizes)]) {
    if (variant) out.push(`${base} ${size}G ${variant}`, `${base} ${variant} ${size}G`);
    out.push(`${base} ${size}G`);
  }
  if (variant) out.push(`${base} ${variant}`);
  out.push(base);
  return [...new Set(out)];
}

/** The catalog card a source names, or why it is kept out (unknown name, memory of another card). */
export function matchCard(catalog: Catalog, card: SourceCard): CardMatch {
  let mismatch: Gpu | undefined;
  for (const name of candidateNames(card)) {
    const gpu = findGpu(catalog, name);
    if (!gpu) continue;
    if (memoryAgrees(gpu, card.memoryMiB)) return { gpu };
    mismatch ??= gpu;
  }
  if (mismatch && card.memoryMiB !== undefined) {
    return { skip: { code: 'memoryMismatch', name: card.name, memoryGB: Math.round(card.memoryMiB / 1024), gpu: mismatch.id, gpuMemoryGB: mismatch.memoryGB } };
  }
  return { skip: { code: 'unknownGpu', name: card.name } };
}

/** Memoised per catalog and name: a file repeats the same few names thousands of times. */
export function cardMatcher(catalog: Catalog): (card: SourceCard) => CardMatch {
  const seen = new Map<string, CardMatch>();
  return (card) => {
    const key = `${card.name}|${card.memoryMiB === undefined ? '' : Math.round(card.memoryMiB / 256)}|${card.variant ?? ''}`;
    let hit = seen.get(key);
    if (!hit) seen.set(key, (hit = matchCard(catalog, card)));
    return hit;
  };
}
