/**
 * Counts read after the card and its own count: the count a question weighs ("8 张 A800 够不够"), a total stated beside
 * machines, cards written as count × memory, whole nodes, a rig listed card by card, and a launch command's GPUs.
 */
import type { Catalog, Gpu } from '../catalog/schema.ts';
import { findGpu } from '../catalog/resolve.ts';
import type { AdviceRequest } from '../recommend/types.ts';
import type { ParseResult } from './index.ts';
import { mentionsFrom, type NameLookup } from './mentions.ts';
import { blank, escapeRegExp, spanOf } from './spans.ts';
import { CARD_COUNT, cardCount } from './count-words.ts';

/**
 * The count a question is about when it is not the one the user has: "could I drop to two 3090s?", "减到两张",
 * "tensor-parallel across 4 of the A10s", "只用其中 4 张". The cards named after it are the same card (or just "cards").
 */
const COUNT_JUDGED = new RegExp(
  [
    `\\b(?:drop|go|come|get|scale|cut|reduce|shrink|downsize|move)\\s+(?:down\\s+|back\\s+)?to\\s+(?:just\\s+|only\\s+)?(?:an?\\s+)?(${CARD_COUNT})\\s*(?:x\\s*)?(?<card>[\\w-]+)`,
    `\\b(?:across|on|over|using|use|with|giv(?:e|ing)\\s+it|dedicat(?:e|ing))\\s+(?:just\\s+|only\\s+)?(${CARD_COUNT})\\s+of\\s+(?:the|our|my|those|these|them)\\b(?!\\s+(?:[\\w-]+\\s+){0,2}?(?:nodes?|machines?|servers?|boxes)\\b)`,
    // "can I just use the two CPU-attached 3090s", "I force to use only one t4 GPU instead".
    `\\b(?:(?:just|only)\\s+use|use\\s+(?:just|only))\\s+(?:the\\s+)?(${CARD_COUNT})\\s+(?:[\\w-]+\\s+){0,2}?(?<card5>[a-z]*\\d+[\\w-]*)`,
    `(?:减到|降到|减少到|缩到|只用|只留|改成|换成)\\s*(?:其中(?:的)?)?\\s*(${CARD_COUNT})\\s*(?:张|块|片)`,
    // "有4张卡…我配置了3张": the cards the job was given, of those owned.
    `(?:配置了|只配了|配了|分配了|指定了)\\s*(${CARD_COUNT})\\s*(?:张|块|片)`,
    // "单张卡显存不够，但4张合起来显存是够的": the cards counted together.
    `(?<![\\d.])(${CARD_COUNT})\\s*(?:张|块)\\s*(?:卡|显卡)?\\s*(?:合起来|加起来|加在一起|合在一起)`,
    `其中(?:的)?\\s*(${CARD_COUNT})\\s*(?:张|块|片)`,
  ].join('|'),
  'iu',
);

const CARD_WORDS = /^(?:cards?|gpus?|of)$/iu;

/** Whether the cards run it, asked: "能不能跑", "能跑吗", "跑得动吗". */
const RUNS_ASKED = '能不能(?:跑|运行|部署|用)|能(?:跑|运行|部署)吗|跑得(?:动|起来)吗|可以跑吗';

/**
 * The count the question judges, named with the card again: "is 8x H100 enough for lora on the 120b?", "8 张 A800 够不够",
 * "do i even need more than one L20", "一张 4090 是不是就够了", "finetune the 7B model using 8*3090?"
 * (over "one H100 is enough" quoted from elsewhere before it), and the asker's cards counted after the card: "we got 64 of them".
 */
const ENOUGH_JUDGED = new RegExp(
  [
    `\\b(?:is|are|would|will|could|can|do)\\s+(?:the\\s+|my\\s+|our\\s+|just\\s+|only\\s+|an?\\s+)?(${CARD_COUNT})\\s*(?:x\\s*)?(?<card>[\\w-]+)(?:\\s+(?<mem>\\d+)\\s*g(?:b|ib)?)?\\s+(?:(?:actually|really|even|still)\\s+)?(?:not\\s+)?(?:be\\s+)?(?:enough|sufficient|suffice|fit|hold|handle|run|serve|do\\s+it|do(?=\\s*(?:[?？,.]|$|for\\b|with\\b)))\\b`,
    // "one A100 pcie is enough for this right?": the count leads its sentence.
    `(?:^|[.!?;。！？；]\\s*|\\b(?:so|and|but)\\s+)(${CARD_COUNT})\\s*(?:x\\s*)?(?<card6>[a-z]*\\d+[\\w-]*)(?:\\s+(?:pcie|sxm|nvl|\\d+\\s*g(?:b)?))?\\s+(?:is|are|(?:would|will|should)\\s+be)\\s+(?:really\\s+|still\\s+)?(?:enough|sufficient|fine|ok(?:ay)?)\\b`,
    // "does the AWQ 7B fit on one T4 by itself?", "will it run on a single L4?", "Can GLM-4.5 run on a single RTX PRO 6000?",
    // "Should the 4-bit Falcon 180B fit on 4 x A100 40GB at all?", "does full-parameter GRPO fit in the 12 x A10G?",
    // "Can --tp 8 be changed so it runs on my one H200?".
    `\\b(?:does|do|will|would|can|could|should)\\b(?:[^.?!。？！]|\\.(?=\\d)){0,40}?\\b(?:fit|run|work|load)s?\\s+(?:on|in|into)\\s+(?:the\\s+|our\\s+|my\\s+)?(?:just\\s+|only\\s+)?(?:an?\\s+)?(${CARD_COUNT})\\s*(?:x\\s*)?(?<card2>[\\w-]+)(?=[^.?!。？！]{0,60}[?？])`,
    `\\b(?:we|i)(?:'ve|\\s+have)?\\s+(?:got|have|own|bought|rented)\\s+(?:like\\s+|about\\s+|around\\s+)?(${CARD_COUNT})\\s+of\\s+(?:them|those|these)\\b`,
    // "两张 A100 80G 够不够", "单卡 4090D 24G 用 vLLM 能不能跑".
    // "单卡 4090D 24G 跑 gpt-oss-20b 到底够不够", "4 张 A800 80G 跑 BF16 的 Qwen2.5-VL-72B 够吗".
    `(?<![\\d.])(${CARD_COUNT})\\s*(?:张|块|卡)\\s*(?<card3>[a-z\\d][\\w-]*\\d[\\w-]*|[a-z][\\w-]*\\d)(?:\\s*(?<mem3>\\d+)\\s*g(?:b)?)?\\s*(?:的)?\\s*(?:显存)?(?:\\s*(?:用|跑|运行|部署|推理|训练|微调)\\s*(?:[\\w.-]{1,40}\\s*的?\\s*){1,3})?\\s*(?:到底|真的)?\\s*(?:够不够|够吗|够用吗|能行吗|行不行|行吗|${RUNS_ASKED})`,
    // "24 张够不够", "16 张卡够吗".
    `(?<![\\d.])(${CARD_COUNT})\\s*(?:张|片|块\\s*(?=卡|显卡))\\s*(?:卡|显卡)?\\s*(?:到底)?\\s*(?:够不够|够吗|够用吗|能行吗|行不行|行吗)`,
    // "do i even need more than one L20", "其实一张 4090 是不是就够了".
    `\\bneed\\s+more\\s+than\\s+(${CARD_COUNT})\\b`,
    // "Is it possible to finetune the 7B model using 8*3090?": cards counted by a product in the question that uses them.
    `\\b(?:using|with|on)\\s+(\\d{1,3})\\s*[x×*]\\s*(?<card7>[a-z]*\\d+[\\w-]*)(?=[^.?!。？！]{0,40}[?？])`,
    `(?<![\\d.])(${CARD_COUNT})\\s*(?:张|块)\\s*(?:[\\w-]+)?\\s*(?:是不是|是否)?\\s*(?:其实|应该|可能|真的)?\\s*就?\\s*(?:够了|够用了|足够了)`,
  ].join('|'),
  'iu',
);

/** The cards in all, said beside machines and cards each: "(8x80GB each, so 24 gpus)", "（一共80张）". */
const TOTAL_CARDS = /(?:\bso\s+|\b(?:a\s+)?total\s+(?:of\s+)?|\bin\s+total\s+|一共|总共|合计)\s*(\d{1,5})\s*(?:gpus?|cards?|张|块(?!钱))(?![a-z])/iu;

/**
 * A total of cards the post states, when the count read is a factor of it (the machines, or the cards in one): the
 * total is the count, and the larger factor a machine holds is the cards per machine.
 */
export function statedTotal(text: string, request: AdviceRequest, maxPerNode: number): void {
  const total = Number(TOTAL_CARDS.exec(text)?.[1]);
  const read = request.count;
  if (!Number.isInteger(total) || read === undefined || request.countAsked || total <= read || total % read !== 0) return;
  const perMachine = [read, total / read].filter((n) => n <= maxPerNode).sort((a, b) => b - a)[0];
  request.count = total;
  if (perMachine !== undefined && perMachine > 1) request.machineGpus = perMachine;
}

/** Cards written as count × their memory, the card named apart: "8*40G（A100 40G）", "4x80GB". */
const COUNT_TIMES_MEMORY = /(?<![\d.])(\d{1,3})\s*[*x×]\s*(\d{2,3})\s*g(?:b|ib)?(?![a-z])/giu;

export function countedByMemory(text: string, request: AdviceRequest, memoryGB: number, pluralOnly: boolean): void {
  // A plural card name ("8 x 48GB GPUs (RTX A6000s)") asks for no count; a question of how many does.
  if (request.count !== undefined || (request.countAsked && !pluralOnly)) return;
  for (const m of text.matchAll(COUNT_TIMES_MEMORY)) {
    if (Math.abs(Number(m[2]) - memoryGB) < 1) {
      request.count = Number(m[1]);
      delete request.countAsked;
      return;
    }
  }
}

const ALTERNATIVE_COUNT_BEFORE = /\bor\s+(?:do|would|should|must|will)\s+(?:we|i)\s+(?:really\s+)?(?:need|have)\s+to\s+$/iu;

/** "is one enough? if not, how many?", "一张够吗？不够的话要几张": the fewest is the question, whatever count it tries first. */
const IF_NOT_HOW_MANY = /(?:\bif\s+not|\botherwise|不行的话|不够的话|如果不够|否则)[,，\s]*(?:then\s+)?(?:how\s+many(?![^?？.]*\bwhich\b)|(?:最少|至少|起码)?\s*(?:要|需要|得)?\s*(?:几|多少)\s*(?:张|块|台|个)?(?![^？。]*(?:什么|哪种|哪个)))/iu;

/**
 * The card's name written as one word wherever the post spells it with spaces ("a single RTX PRO 6000" → "RTX-PRO-6000"), so the
 * patterns' one-word card group holds the whole name. Same length: the matches' indexes stay the text's.
 */
function oneWordCard(text: string, mention: string | undefined): string {
  if (mention === undefined || !/\s/u.test(mention.trim())) return text;
  return text.replace(new RegExp(escapeRegExp(mention.trim()), 'giu'), (name) => name.replace(/\s/gu, '-'));
}

/** The count the question weighs (COUNT_JUDGED, ENOUGH_JUDGED) over the counts the post runs, tried or quoted; "if not, how many" asks for the fewest. */
export function judgedCount(text: string, request: AdviceRequest, out: ParseResult, gpuOf: (name: string) => string | undefined): void {
  text = oneWordCard(text, out.gpuMention);
  if (IF_NOT_HOW_MANY.test(text)) {
    delete request.count;
    request.countAsked = true;
    return;
  }
  // A count only weighed beside the question of how many ("要几张？2 张够吗还是得 4 张") leaves that question open.
  const found: { n: number; at: number; compared?: boolean }[] = [];
  for (const pattern of [COUNT_JUDGED, ENOUGH_JUDGED]) {
    const m = pattern.exec(text);
    // "Is a single A100 80GB enough, or how many do I need?" judges the single card; the count asked stays the alternative.
    if (m && request.countAsked && pattern === ENOUGH_JUDGED && !OR_HOW_MANY.test(text.slice(m.index + m[0].length))) {
      out.matched.push('count.weighed');
      continue;
    }
    // "… or do we need to go to 8 GPUs?": the count asked about as the alternative is not the one judged.
    if (m && ALTERNATIVE_COUNT_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const card = m?.groups?.card ?? m?.groups?.card2 ?? m?.groups?.card3 ?? m?.groups?.card5 ?? m?.groups?.card6 ?? m?.groups?.card7;
    const memory = m?.groups?.mem ?? m?.groups?.mem3;
    // The count is whichever alternative's group matched (the card's name is a group of its own).
    const n = cardCount(m?.slice(1).find((g) => g !== undefined && g !== card));
    if (!m || n === undefined) continue;
    const names = card === undefined ? [] : [card.replace(/s$/iu, ''), card, ...(memory === undefined ? [] : [`${card} ${memory}gb`])];
    // The card compared with is the one the question weighs ("买4张4090还是租4*A100？其实一张4090够吗？"): it is judged.
    const compared = request.compareWith !== undefined && names.some((name) => gpuOf(name) === request.compareWith?.gpu);
    if (card !== undefined && !CARD_WORDS.test(card) && !compared && !names.some((name) => gpuOf(name) === request.gpu)) continue;
    found.push({ n, at: m.index, ...(compared ? { compared } : {}) });
  }
  // A count the question itself weighs wins over one the post tells ("when I scale to two A100 it is slower. is one A100 enough?").
  const asked = found.find(({ at }) => QUESTION_AHEAD.test(text.slice(at)));
  const judged = asked ?? found[0];
  if (!judged) return;
  if (judged.compared && request.compareWith && request.gpu !== undefined) {
    const other = request.compareWith;
    request.compareWith = { gpu: request.gpu, ...(request.count !== undefined ? { count: request.count } : {}) };
    request.gpu = other.gpu;
  }
  request.count = judged.n;
  delete request.countAsked;
  out.matched.push('count.judged');
}

/** "…, or how many do I need?" in the same sentence, or a fallback to other cards after the question ("够不够？不够的话要租什么卡"). */
const OR_HOW_MANY = /^[^.?!。？！]*[,，]?\s*\bor\s+how\s+many\b|^[^.。!！\n]{0,20}?[?？]\s*(?:不够的话|不行的话|如果不够|if\s+not|otherwise)/iu;

/** A question mark or a question word before the sentence ends. */
export const QUESTION_AHEAD = /^(?:[^.。!！\n]|\.(?=\d))*?(?:[?？]|吗|够不够|行不行)/u;

/**
 * Whole nodes of the card said as such, with no count of cards: "MI300 (1 node)", "one H100 node", "two 80G A800 nodes",
 * "4-node H800".
 */
const NODE_COUNT = '(\\d{1,2}|one|a|single|two|three|four|eight)';
const NODES_OF_CARD = (card: string) =>
  new RegExp(`${escapeRegExp(card)}\\s*[(（]\\s*${NODE_COUNT}\\s*(?:nodes?|节点|台)\\s*[)）]|(?:^|[^\\w.])${NODE_COUNT}\\s+(?:(?!x\\s)[a-z]+\\s+|\\d{2,3}\\s*g(?:b)?\\s+)?${escapeRegExp(card)}\\s+nodes?\\b|(?:^|[^\\w.])(\\d{1,2})-nodes?\\s+(?:of\\s+)?${escapeRegExp(card)}(?!\\s*[x×*]|\\w)`, 'giu');

/** A count of the card said outside a node phrase ("a single MI300X", "8x H20"). */
const COUNT_OF_CARD = (card: string) => new RegExp(`(?:^|[^\\w.])(?:\\d{1,2}|one|a|single|two|four|eight)\\s*[x×*]?\\s*${escapeRegExp(card)}(?!\\s*(?:[(（]|nodes?\\b))`, 'iu');

/**
 * A count of whole datacenter nodes of the named card: the cards a node of it holds (the catalog's maxPerNode) times the
 * nodes. The node count read as a card count ("one MI300 node" read as one card) is replaced; a count of the card said
 * elsewhere ("a single MI300X", "8x H20") is kept.
 */
export function nodeCount(text: string, request: AdviceRequest, out: ParseResult, gpu: Gpu | undefined): void {
  if (request.countAsked || !gpu || gpu.segment !== 'datacenter' || !out.gpuMention) return;
  const phrases = [...text.matchAll(NODES_OF_CARD(out.gpuMention))];
  const word = (phrases[0]?.[1] ?? phrases[0]?.[2] ?? phrases[0]?.[3])?.toLowerCase();
  if (!word) return;
  const nodes = cardCount(word) ?? 1;
  const elsewhere = COUNT_OF_CARD(out.gpuMention).test(blank(text, phrases.map(spanOf)));
  if (request.count !== undefined && (request.count !== nodes || elsewhere)) return;
  // "a single H100 NVL node with 95GB VRAM": the memory said is the node's, so it holds that many cards, not a full node's.
  const first = phrases[0];
  const perNode = first ? cardsInMemory(Number(NODE_MEMORY_AFTER.exec(text.slice(first.index + first[0].length))?.[1]), gpu) : undefined;
  const cards = perNode ?? gpu.maxPerNode;
  request.count = nodes * cards;
  if (cards > 1) request.machineGpus = cards;
  else delete request.machineGpus;
  out.matched.push('count.nodes');
}

/** The memory a node is said to have, right after it: "node with 95GB VRAM", "node (640GB)". */
const NODE_MEMORY_AFTER = /^\s*(?:[,(（]\s*)?(?:with|having|of)?\s*(\d{2,4})\s*(?:gb|g|gib)(?![a-z])(?:\s*(?:of\s+)?(?:vram|gpu\s+memory|memory|显存))?/iu;

/** How many of the card hold a stated memory (within 6 %, a driver's figure or a rounding), if a whole node's count or fewer. */
function cardsInMemory(memoryGB: number, gpu: Gpu): number | undefined {
  if (!Number.isFinite(memoryGB) || memoryGB <= 0) return undefined;
  const cards = Math.round(memoryGB / gpu.memoryGB);
  return cards >= 1 && cards <= gpu.maxPerNode && Math.abs(memoryGB - cards * gpu.memoryGB) <= 0.06 * cards * gpu.memoryGB ? cards : undefined;
}

/** The cards each machine holds, said after the machines: "each server has 8 T4", "每台服务器有8张". */
const EACH_MACHINE_HOLDS = new RegExp(
  `\\beach\\s+(?:gpu\\s+)?(?:server|node|machine|box|host)\\s+(?:has|have|with|having|holds?|contains?|is\\s+equipped\\s+with)\\s+(${CARD_COUNT})\\s*(?:x\\s*)?(?<card>[\\w-]+)?|每台(?:机器|服务器|主机)?\\s*(?:都)?(?:有|是|装了?|配了?)\\s*(${CARD_COUNT})\\s*(?:张|块)`,
  'iu',
);

/**
 * Machines counted with the card, then the cards each holds: "I have 4 T4 GPU server, each server has 8 T4" is 4 machines of
 * 8, not four cards (nor "4个T4服务器，每台有8张卡" four cards in one machine). Only when the count read leads the card with a machine word after it, and the cards each holds are
 * that card (or just "GPUs").
 */
export function eachMachineHolds(text: string, request: AdviceRequest, out: ParseResult, gpuOf: (name: string) => string | undefined): void {
  const machines = request.count;
  // (A count read as the cards of one machine, "4个T4服务器", is the machines too when each is then said to hold more.)
  if (machines === undefined || (request.machineGpus !== undefined && request.machineGpus !== machines) || request.countAsked || !out.gpuMention) return;
  const each = EACH_MACHINE_HOLDS.exec(text);
  const perMachine = cardCount(each?.[1] ?? each?.[3]);
  if (!each || perMachine === undefined || perMachine <= 1) return;
  const card = each.groups?.card;
  if (card !== undefined && !CARD_WORDS.test(card) && gpuOf(card) !== request.gpu) return;
  const machinesOfCard = new RegExp(`(?<![\\w.])(${CARD_COUNT})\\s*(?:个|台)?\\s*(?:x\\s*)?${escapeRegExp(out.gpuMention)}\\s*(?:gpus?\\s+)?(?:servers?|nodes?|machines?|boxes|hosts?|服务器|机器|节点)`, 'iu');
  if (cardCount(machinesOfCard.exec(text.slice(0, each.index))?.[1]) !== machines) return;
  request.count = machines * perMachine;
  request.machineGpus = perMachine;
  out.matched.push('count.eachMachine');
}

/** Two counts written "N x" before a name. */
const TWO_COUNTED = /\d\s*[x×*]\s*\S[\s\S]*?\d\s*[x×*]\s*\S/u;

/** The first card of a rig's list, counted: "1 x 3080 12gb". */
const LISTED_FIRST = /(?:^|[^\w.])(\d{1,2})\s*[x×*]\s*$/u;

/** The next card of the list, after the one before it and its memory: ", 4 x " in "1 x 3080 12gb, 4 x 3060 12gb". */
const LISTED_NEXT = /^\s*(?:\d{1,3}\s*g(?:b)?\s*)?(?:,|，|、|and|&|\+)\s*(\d{1,2})\s*[x×*]\s*$/iu;

/**
 * A rig of several cards of one memory listed with their counts ("1 x 3080 12gb, 4 x 3060 12gb"): judged as that many cards
 * of the most numerous one — the same memory each, so the same fit — not as the first one alone.
 */
export function mixedRig(text: string, request: AdviceRequest, out: ParseResult, lookup: NameLookup, catalog: Catalog): void {
  const gpu = request.gpu === undefined ? undefined : findGpu(catalog, request.gpu);
  // (Most posts count no two cards: no walk over their mentions.)
  if (!gpu || request.countAsked || !TWO_COUNTED.test(text)) return;
  let list: Array<{ id: string; count: number; end: number }> = [];
  for (const m of mentionsFrom(text, lookup, 0)) {
    const previous = list.at(-1);
    const next = previous ? LISTED_NEXT.exec(text.slice(previous.end, m.start))?.[1] : undefined;
    if (next) {
      list.push({ id: m.id, count: Number(next), end: m.end });
      continue;
    }
    if (list.length >= 2) break;
    const first = LISTED_FIRST.exec(text.slice(Math.max(0, m.start - 8), m.start))?.[1];
    list = first ? [{ id: m.id, count: Number(first), end: m.end }] : [];
  }
  if (list.length < 2 || new Set(list.map((l) => l.id)).size < 2 || !list.some((l) => l.id === gpu.id)) return;
  if (!list.every((l) => findGpu(catalog, l.id)?.memoryGB === gpu.memoryGB)) return;
  request.gpu = list.reduce((a, b) => (b.count > a.count ? b : a)).id;
  request.count = list.reduce((sum, l) => sum + l.count, 0);
  out.matched.push('count.mixedRig');
}

/**
 * A GPU's row in an nvidia-smi table ("|   3  NVIDIA H100 80GB HBM3   On  | …"), in gpustat's listing ("[7] NVIDIA
 * A100-SXM4-40GB | 39°C, …") or in vLLM's collect_env ("GPU 1: Tesla V100-SXM2-32GB", often pasted on one line): its index,
 * counted from 0.
 */
const LISTED_GPU_ROW = /(?:^\s*(?:\|\s+(\d{1,2})|\[(\d{1,2})\])|\bGPU\s*(\d{1,2})\s*[:：])\s+(?:NVIDIA|Tesla|GeForce|Quadro)\b/gmu;

/**
 * The cards a pasted nvidia-smi, gpustat or collect_env listing shows, when the post says no count of its own: the highest
 * index plus one (rows elided with "…" are still there). Two or more only: one row says nothing a single card does not.
 */
export function listedCount(text: string, request: AdviceRequest, out: ParseResult): void {
  if (request.count !== undefined || request.countAsked) return;
  const rows = [...text.matchAll(LISTED_GPU_ROW)];
  // A table's rows may be elided ("…"), so its highest index counts; collect_env lists every GPU, an integrated one ("GPU0:
  // Intel UHD Graphics") too, so only its NVIDIA rows count.
  const highest = Math.max(-1, ...rows.filter((m) => m[3] === undefined).map((m) => Number(m[1] ?? m[2])));
  const named = new Set(rows.filter((m) => m[3] !== undefined).map((m) => m[3])).size;
  // Cards told by their indices in prose ("allocates 21 GB to GPU 0 and the remaining 22 GB to GPU 1", "cuda:0 … cuda:1"):
  // two or more distinct indices, the highest counting as in a table.
  const indices = new Set([...text.matchAll(GPU_INDEX)].map((m) => Number(m[1] ?? m[2])));
  const told = indices.size >= 2 ? Math.max(...indices) + 1 : 0;
  const count = Math.max(highest + 1, named, told);
  if (count < 2) return;
  request.count = count;
  out.matched.push('count.listed');
}

/**
 * A card by its index in prose: "GPU 0", "GPU #1", "device 1", "cuda:1" (a listing's "GPU 1:" row is LISTED_GPU_ROW's; PyTorch's
 * OOM message, "(GPU 3; 31.74 GiB total capacity" or "GPU 0 has a total capacity", names the one card that ran out).
 */
const GPU_INDEX = /\b(?:gpu|device)\s*#?(\d{1,2})\b(?!\s*(?:[:：;]|has\s+a\s+total))|\bcuda:(\d{1,2})\b/giu;

/**
 * The GPUs a launch command runs on: "CUDA_VISIBLE_DEVICES=0,1", "--nproc_per_node 8", "NPROC_PER_NODE=2", "--num_gpus 4", accelerate's
 * "num_processes: 6", Xinference's "n_gpu=1" (never llama.cpp's "n_gpu_layers").
 */
const LAUNCH_GPUS = /\bCUDA_VISIBLE_DEVICES\s*=\s*["']?(\d+(?:\s*,\s*\d+)*)|(?:\bnproc[_-]per[_-]node|\bnum[_-]gpus|\bnum[_-]processes|\bn[_-]gpus?\b)\s*[=:\s]\s*(\d{1,2})\b/iu;

/** The count of the named card a launch command gives, when the post says no count of its own. */
export function launchedCount(text: string, request: AdviceRequest, out: ParseResult): void {
  // (A plural alone — "our A800s" — asks no count: the launch command gives it.)
  if (request.count !== undefined || (request.countAsked && !out.matched.includes('gpu.plural'))) return;
  const m = LAUNCH_GPUS.exec(text);
  const n = m?.[1] !== undefined ? m[1].split(',').length : Number(m?.[2]);
  if (!m || !(n >= 1)) return;
  request.count = n;
  delete request.countAsked;
  out.matched.push('count.launched');
}
