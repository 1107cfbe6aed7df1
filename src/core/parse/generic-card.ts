/**
 * A card named only by its memory: "16G 显存的卡能跑 14b 吗", "16G显存能跑吗", "a 24GB card", "I have 12GB VRAM",
 * "max context on 24GB".
 * Whether a model fits is a question of memory, so the answer is judged on the catalog card of that memory that
 * is rented most (the one a reader of the answer can actually rent), and says which card stood in for "a 16 GB
 * card". A memory that something needs ("needs 16GB VRAM", "显存占用 16G") is no card.
 */
import type { Catalog } from '../catalog/schema.ts';

const GB = '(\\d{1,3})\\s*(?:g|gb|gib)';
/** "16G 显存的卡", "16GB的显卡", "24GB card", "24 GB GPU", "16G显存", "16GB VRAM", "16GB of VRAM", "显存只有 16G", "显存 16GB 的卡". */
const GENERIC_CARD = new RegExp(
  [
    `(?<![\\w.])${GB}(?![a-z])\\s*(?:显存|vram|of\\s+vram)?\\s*(?:的)?\\s*(?:显卡|卡|(?:graphics\\s+)?cards?|gpus?)`,
    `(?<![\\w.])${GB}(?![a-z])\\s*(?:of\\s+)?(?:显存|vram)`,
    `(?:显存|vram)\\s*(?:只有|才|是|为|有|:|：)?\\s*${GB}(?![a-z])`,
    // "on 24GB", "with a 12GB", "在 24G 上": a memory the model runs on, not data, RAM or disk.
    `\\b(?:on|with)\\s+(?:an?\\s+|one\\s+|my\\s+|a\\s+single\\s+|single\\s+)?${GB}(?![a-z])(?!\\s*(?:of\\s+)?(?:data|text|ram|system|dataset|corpus|disk|storage|ssd|files?|weights|tokens?|unified|memory))`,
    `(?:在|用)\\s*(?:一张|单张)?\\s*${GB}(?![a-z])\\s*(?:上|的(?:卡|显卡))`,
    // The memory as what runs the model: "can 16G run gpt-oss-20b", "16G能跑吗", "24G 跑得动吗".
    `\\bcan\\s+(?:an?\\s+)?${GB}(?![a-z])\\s+(?:of\\s+vram\\s+)?(?:run|handle|fit|load)\\b`,
    // (Not a card's own memory after its name: "RX 580 8G 能跑" is that card.)
    `(?<![\\w.]\\s{0,2})${GB}(?![a-z])\\s*(?:能|可以)?\\s*(?:跑|跑得动|跑得了|带得动)`,
    // Each card's memory after the count: "4 GPUs, 24GB each", "24G per GPU", "每张24G", "每张卡显存 24G".
    `(?<![\\w.])${GB}(?![a-z])\\s*(?:of\\s+)?(?:vram\\s*|显存\\s*)?(?:each|apiece|per\\s+(?:gpu|card)|/\\s*(?:gpu|card))\\b`,
    `(?:每张|每块|每卡)(?:卡|显卡)?\\s*(?:的)?\\s*(?:显存)?\\s*(?:都是|是|为|有)?\\s*${GB}(?![a-z])`,
    // The cards, then each one's memory: "2 GPUs, each with 80 GB of memory", "4 cards each 24GB".
    `\\b(?:gpus?|cards?)\\s*[,，]?\\s*each\\s+(?:with\\s+|has\\s+|having\\s+)?${GB}(?![a-z])(?:\\s*(?:of\\s+)?(?:memory|vram))?`,
    // Cards, then their memory in brackets (which the parser has unbracketed): "8张GPU（每张 49 GB）", "4 GPUs (24GB)".
    `(?<=(?:gpus?|cards?|显卡|卡)\\s{1,12})${GB}(?![a-z])(?!\\s*(?:of\\s+)?(?:ram|system|disk|内存|硬盘))`,
    // Count and memory multiplied, no card named: "8x40G", "46 GB * 8" (the count is read by the caller, COUNT_TIMES).
    `(?<=(?<![\\w.])\\d{1,2}\\s*[*x×]\\s*)${GB}(?![a-z])`,
    `(?<![\\w.])${GB}(?![a-z])(?=\\s*[*x×]\\s*\\d{1,2}(?![\\d.]))`,
  ].join('|'),
  'iu',
);
/**
 * PyTorch's OOM message gives the card's memory as the driver reports it ("GPU 0 has a total capacity of 79.15 GiB",
 * "(GPU 1; 11.77 GiB total capacity; …)"): the card of that size, named by its box's figure (an "80GB" card reports 79.15 GiB).
 */
const REPORTED_CAPACITY = /total\s+capac?i?ty\s+of\s+(\d{1,3}(?:\.\d+)?)\s*gib|(\d{1,3}(?:\.\d+)?)\s*gib\s+total\s+capac?i?ty/iu;
/** nvidia-smi's memory column, "used / total": "18490MiB / 49140MiB". */
export const NVIDIA_SMI_TOTAL = /\d+\s*MiB\s*\/\s*(\d{4,6})\s*MiB/iu;
/** What a model or job needs, not what the card has. */
const NEED_BEFORE = /(?:need|needs|needed|requires?|required|takes?|uses?|using|occup\w*|需要|要|需|占用|占了|占|用了|吃)\s*(?:about|around|~|约|大约)?\s*$/iu;

/** The memory said of a GeForce/RTX card ("16gb Vram rtx", "an RTX with 16GB"): one of those, not a datacenter card of that size. */
const RTX_AFTER = /^\s*(?:nvidia\s+)?(?:geforce|rtx)(?![a-z])/iu;
const RTX_BEFORE = /(?<![a-z])(?:geforce|rtx)(?:\s+(?:card|gpu))?\s+(?:with\s+)?(?:an?\s+)?$/iu;
const RTX_NAME = /\b(?:geforce|rtx)\b/iu;

interface BySize {
  all: Map<number, string>;
  rtx: Map<number, string>;
  /** By the MiB nvidia-smi reports (49,140 is an RTX A6000's, 46,068 an L40S's). */
  mib: Map<number, string>;
}

const cache = new WeakMap<Catalog, BySize>();

/**
 * Per memory size, the catalog card with the most offers (rented most), else the first of that size; of all cards and of the RTX
 * ones, and per memory nvidia-smi reports.
 */
function mostRented(catalog: Catalog): BySize {
  const cached = cache.get(catalog);
  if (cached) return cached;
  const offers = new Map<string, number>();
  for (const o of catalog.offers) offers.set(o.gpu, (offers.get(o.gpu) ?? 0) + 1);
  const bySize = (gpus: Catalog['gpus'], size: (g: Catalog['gpus'][number]) => number | null | undefined = (g) => g.memoryGB) => {
    const best = new Map<number, string>();
    for (const g of gpus) {
      const key = size(g);
      if (key === null || key === undefined) continue;
      const current = best.get(key);
      if (current === undefined || (offers.get(g.id) ?? 0) > (offers.get(current) ?? 0)) best.set(key, g.id);
    }
    return best;
  };
  const maps = { all: bySize(catalog.gpus), rtx: bySize(catalog.gpus.filter((g) => RTX_NAME.test(g.name))), mib: bySize(catalog.gpus, (g) => g.memoryMiB) };
  cache.set(catalog, maps);
  return maps;
}

/**
 * The card of that memory, or of a memory within a gigabyte and a half of it ("140G" is the H200's 141 GB, written round), or
 * up to 2.5 GB below it: nvidia-smi's MiB read as GB ("46 GB" is a 48 GB L40S's 46,068 MiB).
 */
function nearestSize(bySize: Map<number, string>, memoryGB: number): string | undefined {
  const exact = bySize.get(memoryGB);
  if (exact !== undefined) return exact;
  let best: [number, string] | undefined;
  for (const [size, gpu] of bySize) {
    const off = Math.abs(size - memoryGB);
    if ((off <= 1.5 || (size > memoryGB && off <= 2.5)) && (best === undefined || off < best[0])) best = [off, gpu];
  }
  return best?.[1];
}

export interface GenericCard {
  gpu: string;
  memoryGB: number;
  start: number;
  end: number;
}

export function findGenericCard(text: string, catalog: Catalog): GenericCard | undefined {
  const reported = REPORTED_CAPACITY.exec(text);
  const m = reported ?? GENERIC_CARD.exec(text);
  if (!m || (!reported && NEED_BEFORE.test(text.slice(0, m.index)))) return undefined;
  const stated = Number(m.slice(1).find((g) => g !== undefined));
  const end = m.index + m[0].length;
  const rtx = RTX_AFTER.test(text.slice(end)) || RTX_BEFORE.test(text.slice(0, m.index));
  const rented = mostRented(catalog);
  const nominal = (rtx ? nearestSize(rented.rtx, stated) : undefined) ?? nearestSize(rented.all, stated);
  // nvidia-smi's "used / total" of that size names the board: "9764MiB / 49140MiB" is an A6000's, not an L40S's.
  const smi = NVIDIA_SMI_TOTAL.exec(text);
  const byTotal = smi ? rented.mib.get(Number(smi[1])) : undefined;
  const memoryOf = (id: string | undefined) => catalog.gpus.find((g) => g.id === id)?.memoryGB;
  const gpu = byTotal !== undefined && memoryOf(byTotal) === memoryOf(nominal) ? byTotal : nominal;
  if (gpu === undefined) return undefined;
  const memoryGB = reported ? (catalog.gpus.find((g) => g.id === gpu)?.memoryGB ?? stated) : stated;
  return { gpu, memoryGB, start: m.index, end };
}
