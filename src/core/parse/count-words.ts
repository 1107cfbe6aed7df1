/**
 * How posts count cards and machines: count words ("双卡", "dual", "8 张"), a count written before a card, "how many"
 * asked, and machines each holding some cards ("两台 8 卡", "3 nodes of 8x"). Shared by the readers of the card and of
 * the counts judged after it.
 */
import type { Gpu } from '../catalog/schema.ts';
import type { ParseResult } from './index.ts';
import { parseQuantity } from './numbers.ts';
import { COUNT } from './rules/patterns.ts';

/** Count words that only mean a number of cards ("双卡 3090", "4090D 单卡", "dual 4090"). */
const CARD_COUNT_WORDS: Record<string, number> = { 双: 2, 单: 1, 四: 4, 八: 8, dual: 2, quad: 4, single: 1 };

export const CARD_COUNT = `(?:${COUNT}|双|单|dual|quad|single)`;

const COUNT_SEP = '(?:x|×|\\*|张|块|片|台|卡|路|个)';

/** Card memory written around the name: "1张 32G的V100", "v100 24G的卡两张". */
export const MEMORY = '(\\d{2,3})\\s*g(?:b)?';

/**
 * A count just before the card: "8 张 A100", "8x H100", "双卡3090", "two 4090s", "2 3090s", "4张魔改2080ti", "两张24G显存的3090",
 * "a 4-card board of V100", "2 GPUs (V100, 32G)". Groups: [1] the count, [2] its memory, [3] a board's count, [4] a count with the
 * card in brackets.
 */
const COUNT_BEFORE = new RegExp(`(?:^|[^\\w.])(${CARD_COUNT})(?:\\s*${COUNT_SEP}\\s*|\\s+|(?<=[双单]))(?:(?:魔改|改装|二手|全新|租的|都是|全是|均为|全部是|modded|used|rented|spare|cloud)\\s*(?:的|版)?\\s*|(?<=[张块个台片]\\s*)\\p{L}{2,10}的\\s*)?(?:${MEMORY}\\s*(?:显存)?\\s*(?:的|of)?\\s*)?$|(?:^|[^\\w.])(${CARD_COUNT})[-\\s]?(?:cards?|gpus?)\\s+(?:board|box|server|machine|node|rig|system)\\s+(?:of|with)\\s+$|(?:^|[^\\w.])(${CARD_COUNT})\\s*(?:gpus?|cards?)\\s*[(（]\\s*$`
    // "an 8-GPU 4090 machine"; "4张48G显卡（A6000）": the card named in brackets after the counted cards.
    + `|(?:^|[^\\w.])(\\d{1,2})-(?:(?:cards?|gpus?)\\s+)?$|(?:^|[^\\w.])(${CARD_COUNT})\\s*(?:张|块)?\\s*(?:\\d{2,3}\\s*g(?:b)?\\s*(?:显存)?\\s*(?:的)?\\s*)?(?:显卡|卡)\\s*[(（]\\s*$`, 'iu');

/** The count COUNT_BEFORE read, whichever of its forms matched. */
export const countBeforeOf = (m: RegExpExecArray | null): string | undefined => m?.[1] ?? m?.[3] ?? m?.[4] ?? m?.[5] ?? m?.[6];

/** The characters before a card COUNT_BEFORE can match within (a count, its separator, a short modifier, the memory). */
const COUNT_BEFORE_WINDOW = 80;

/**
 * COUNT_BEFORE on the text just before a card (`end`): what it matches is a few dozen characters long, so it runs on that
 * window, not on the whole post before the card at every mention (most of its cost on long posts). The match's index is the text's.
 */
export function countBeforeAt(text: string, end: number): RegExpExecArray | null {
  const from = Math.max(0, end - COUNT_BEFORE_WINDOW);
  const m = COUNT_BEFORE.exec(text.slice(from, end));
  if (m) m.index += from;
  return m;
}

/**
 * Asking for the count instead of naming one: "需要几张", "最少要几块", "几台机器", "多卡", "how many
 * A100s", "how many GPUs", "multiple 4090s". The verdict then searches the fewest cards.
 */
const HOW_MANY = [
  // Not GPU-hours or card-days ("多少卡时", "how many h800 gpu hrs"): that is the job's time, asked of the cards named.
  '(?:几|多少)\\s*(?:张|块|片|台|个)?\\s*(?:卡|显卡|gpu|机器|服务器|节点)(?!\\s*(?:时|小时|天|hours?|hrs?|days?))|(?:几|多少)\\s*(?:张|块|片|台)',
  '\\bhow\\s+many\\s+(?:[\\w.-]+\\s+){0,3}?(?:gpus?|cards?|nodes?|machines?|servers?|[a-z]*\\d+[a-z\\d]*s)\\b(?![\\s-]*(?:gpu[\\s-]*)?(?:hours?|hrs?|h\\b|days?))',
  // A bare "how many?" after the card ("We'd rent H100 80GB — how many?", "how many do we need").
  '\\bhow\\s+many(?:\\s+of\\s+(?:them|those|these))?(?=\\s*(?:[?？]|$|(?:do|would|will|should)\\s+(?:i|we|you)\\s+(?:\\w+\\s+)?need))',
  // "if not, how many A100 40GB?", "how many H100 NVL?": the card and its variant, then the question mark.
  '\\bhow\\s+many\\s+[a-z]*\\d+[a-z\\d-]*(?![^?？]*\\b(?:hours?|hrs?|days?|h)\\b)(?:\\s+[\\w-]+){0,4}?\\s*[?？]',
];

/** "How many H100 80GB do I need": the card named right after "how many". */
export const HOW_MANY_BEFORE = /\bhow\s+many\s+$/iu;

/** "how many h800 gpu hrs": the card's hours, not its count. */
export const CARD_TIME_AFTER = /^[\s-]*(?:gpu[\s-]*)?(?:hours?|hrs?|h|days?)\b/iu;

/** The question itself is the count ("需要几张", "how many GPUs"): it wins over a count named as what failed. */
export const COUNT_QUESTION = new RegExp(HOW_MANY.join('|'), 'iu');

export const COUNT_ASKED = new RegExp(
  [
    ...HOW_MANY,
    '多卡|多机',
    '\\bmulti-?gpu\\b|\\b(?:multiple|several)\\s+(?:[\\w.-]+\\s+)?(?:gpus?|cards?|[a-z]*\\d+[a-z\\d]*s)\\b',
    '\\b(?:fewest|minimum\\s+(?:number\\s+of\\s+)?)(?:gpus?|cards?)\\b',
  ].join('|'),
  'iu',
);

export function cardCount(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = CARD_COUNT_WORDS[text.toLowerCase()] ?? parseQuantity(text);
  return n !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Machines written before a per-machine count: "两台 8 卡", "4机8卡", "3 nodes of 8x", "2 nodes with 4x", "2 nodes x 8 A100", "2 x 8 卡", "two" (with "nodes" after the card). */
const MACHINES_BEFORE = new RegExp(`(?:^|[^\\w.])(${COUNT})\\s*(?:台|个?节点|个?机器|机|个|(?:gpu\\s+)?(?:nodes?|machines?|servers?|boxes|sets?)\\s*(?:of|with|[x×*])|[x×*])?\\s*$`, 'iu');

/**
 * Machines, then the count each holds: "9台机器，每台 8*A800", "3 nodes, each with 8x H100", "6台PC，每台只有一张 3060",
 * "32 nodes, GPU per node: 8x A100".
 */
const MACHINES_EACH = new RegExp(`(?:^|[^\\w.])(${COUNT})\\s*(?:台|个节点|nodes?|machines?|servers?|boxes|pcs|computers)\\s*(?:机器|服务器|节点|电脑|主机|pc)?\\s*[，,、:：]?\\s*(?:每台|每个节点|每个|各(?:有|自有?)?|each(?:\\s+(?:with|has|having))?|(?:gpus?|cards?)\\s*(?:per|\\/)\\s*(?:node|machine|server))\\s*(?:机器|服务器|电脑|主机)?\\s*(?:都是|是|有|只有|都有|(?:only\\s+)?(?:has|have)|:|：)?\\s*$`, 'iu');

/** Machines listed before a per-machine count: "4 nodes, 2 GPUs (…) per node", "3 台服务器，每台…". */
const MACHINES_LISTED = new RegExp(`(?:^|[^\\w.])(${COUNT})\\s*(?:nodes?|machines?|servers?|boxes|hosts?|台(?:机器|服务器)?|个?节点)\\s*[,，、;；]\\s*$`, 'iu');

/** A count said to be per machine after the card: "…) per node", "each node", "/node". */
const PER_MACHINE_AFTER = /^[^.;。；\]]{0,30}?(?:per|each|every|\/)\s*(?:node|machine|server|box|host)\b/iu;

/** A machine word right after the card: "8xH100 nodes", "8卡A100机器", "8 卡 H800 服务器". */
export const MACHINE_AFTER = /^\s*(?:nodes?|machines?|servers?|boxes|hosts?|节点|机器|服务器|主机)/iu;

const MACHINE_WORD_BEFORE = /(?:台|节点|机器|[\d一二两三四五六七八九十]\s*[机个]|(?:nodes?|machines?|servers?|boxes|sets?)\s+(?:of|with)|[x×*])\s*$/iu;

/** The machines around a card written with its per-machine count, and the span they widen it to. */
export function machinesAround(text: string, start: number, end: number): { machines: number; start: number; end: number } | undefined {
  const lead = text.slice(0, start);
  // "4 nodes, 2 GPUs (V100, 32G) per node": the machines listed, then what each holds, said to be per machine after the card.
  const listed = MACHINES_LISTED.exec(lead);
  const perAfter = listed ? PER_MACHINE_AFTER.exec(text.slice(end)) : null;
  const listedCount = cardCount(listed?.[1]);
  if (listed && perAfter && listedCount !== undefined && listedCount <= 64) return { machines: listedCount, start: listed.index + listed[0].indexOf(listed[1] ?? ''), end: end + perAfter[0].length };
  // "9台机器，每台 8*A800", "3 nodes, each with 8x H100": the machines, then what each holds.
  const each = MACHINES_EACH.exec(lead);
  const eachCount = cardCount(each?.[1]);
  if (each && eachCount !== undefined && eachCount <= 64) return { machines: eachCount, start: each.index + each[0].indexOf(each[1] ?? ''), end };
  const m = MACHINES_BEFORE.exec(lead);
  if (!m) return undefined;
  // A machine word must say these are machines: before the per-machine count ("两台") or after the card ("nodes").
  const after = MACHINE_AFTER.exec(text.slice(end));
  if (!MACHINE_WORD_BEFORE.test(lead) && !after) return undefined;
  const machines = cardCount(m[1]);
  if (machines === undefined || machines > 64) return undefined;
  return { machines, start: m.index + m[0].indexOf(m[1] ?? ''), end: end + (after?.[0].length ?? 0) };
}

/** Machines written after the counted card: "16卡 V100 32G × 4台", "8张A100 x 2 nodes". */
const MACHINES_TIMES_AFTER = /^\s*(?:\d{2,3}\s*g(?:b)?\s*)?[×x*]\s*(\d{1,3})\s*(?:台|个?节点|nodes?\b|machines?\b|servers?\b)/iu;

export function machinesTimesAfter(text: string, start: number, end: number): { machines: number; start: number; end: number } | undefined {
  const m = MACHINES_TIMES_AFTER.exec(text.slice(end));
  const machines = cardCount(m?.[1]);
  return m && machines !== undefined && machines <= 64 ? { machines, start, end: end + m[0].length } : undefined;
}

/** Machines counted with no cards each, taken as whole machines of a datacenter card as the catalog rents it: said in the answer. */
export function wholeMachinesAssumed(machines: number, card: Gpu): ParseResult['assumptions'][number] {
  return { key: 'wholeMachines', params: { machines, perMachine: card.maxPerNode, gpu: card.name } };
}

/** Machines counted on their own: "64台机器", "8 个节点", "16 nodes", "4 servers". */
const MACHINES_TOLD = /(?<![\d.])(\d{1,4})\s*(?:台|个)\s*(?:机器|服务器|主机|节点)|(?<![\d.])(\d{1,4})\s+(?:machines|nodes|servers)\b/iu;

export const machinesTold = (text: string): number => {
  const m = MACHINES_TOLD.exec(text);
  return Number(m?.[1] ?? m?.[2] ?? NaN);
};
