/**
 * The asker's card as the post names it — a catalog name, an instance, a memory alone or a card the catalog lacks — with
 * its count, memory variant, machines and ownership, and the second card of a comparison.
 */
import type { Catalog, Gpu } from '../catalog/schema.ts';
import { gpuKey } from '../catalog/normalize.ts';
import { findGpu } from '../catalog/resolve.ts';
import type { AdviceRequest } from '../recommend/types.ts';
import type { ParseResult } from './index.ts';
import { findGenericCard, NVIDIA_SMI_TOTAL } from './generic-card.ts';
import { findInstance } from './instance.ts';
import { findMention, mentionsFrom, type Mention, type NameLookup } from './mentions.ts';
import { blank, consume, questionsLastFirst, type Span } from './spans.ts';
import { COUNT } from './rules/patterns.ts';
import { CARD_COUNT, CARD_TIME_AFTER, COUNT_ASKED, COUNT_QUESTION, HOW_MANY_BEFORE, MACHINE_AFTER, MEMORY, cardCount, countBeforeAt, countBeforeOf, machinesAround, machinesTimesAfter, machinesTold, wholeMachinesAssumed } from './count-words.ts';

/** Memory written before the card ("32G的V100", "80GB A100", "40G显存单张A100"). */
const MEMORY_BEFORE = new RegExp(`(?:^|[^\\w.])${MEMORY}\\s*(?:显存)?\\s*(?:的|of)?\\s*(?:单张|单卡|单块|一张|一块)?\\s*$`, 'iu');

/** Card memory written just after the name ("4090 48G", "2080 Ti 22GB", "2080ti 魔改22G"), or after its form factor ("V100-PCIE-16GB"), when it is not part of a catalog name. */
export const MEMORY_AFTER = /^\s*[-_]?\s*(?:=\s*)?(?:(?:pcie|sxm\d?)[-_\s]*)?(?:(?:单卡|单张|每张|每卡)\s*)?(?:(?:魔改|改装|modded)\s*(?:版|的)?\s*)?(\d{1,3})\s*g(?:b)?(?![a-z])/iu;

/** The memory nvidia-smi reports, just after the card ("A10（23028MiB）", "4060 Ti has 16380MiB total"). */
const MIB_AFTER = /^[^.,;，。；]{0,14}?(\d{4,6})\s*mib\b/iu;

/** A count just after it: "H100 × 8", "4090 x2", "3090 双卡", "A100 两张", "a 4090 dual GPU". */
const COUNT_AFTER = new RegExp(`^\\s*(?:(?:pcie|sxm\\d?|nvl|hgx)\\s*)?(?:\\d{2,3}\\s*g(?:b)?\\s*)?(?:(?:pcie|sxm\\d?|nvl)\\s*)?(?:的?\\s*(?:(?:涡轮版|涡轮|公版|水冷|风冷)\\s*)?(?:显卡|卡)\\s*)?(?:(?:x|×|\\*)\\s*(${COUNT})\\b|(${CARD_COUNT})\\s*(?:张|块|片|台|卡)|(dual|quad)[\\s-]*(?:gpus?|cards?)\\b)`, 'iu');

/** One card by its article: "my 4090", "an A100", "a single RTX 4090" (not "my 4090s"). */
const ONE_BEFORE = /(?:^|[^\w.])(?:my|an?|this|that)\s+$/iu;

/**
 * The cards are the user's own ("on my 4090", "we have 2 3090s", "我的服务器是8*A6000", "手上有两张3090") or a free
 * notebook's ("a free Colab T4", "Kaggle 的 2x T4"): a possessive, "have" or the notebook shortly before the name,
 * with no renting, money or budget around it.
 */
const OWN_BEFORE = /(?:(?<![\w])(?:my|our|i\s+(?:have|own|got)|i'?ve\s+got|we\s+(?:have|own|got)|we'?ve\s+got|colab|kaggle)(?![\w])|我的|我们的|我有|我们有|我这|我们这|手[上里头](?:有)?|家里(?:有)?|自己的|现有的?|已有的?)([^.?!;,，。？！；]{0,24})$/iu;

const NOT_OWN_GAP = /rent|lease|buy|budget|cloud|[$¥€£]|\d\s*(?:usd|cny|元|块|美元|dollars?)|租|买|预算|云/iu;

/** The post's hardware, labelled: "The graphics card is h20", "GPU: NVIDIA A800", "显卡是 4090" (the card follows). */
const HARDWARE_LABEL = /(?<![\w])(?:graphics\s+card|gpus?|显卡)\s*(?:is|are|=|:|：|是|为)\s*(?:an?\s+|nvidia\s+|英伟达\s*)?/giu;

const LABEL_FIRST = new RegExp(`^${HARDWARE_LABEL.source}`, 'iu');

/** The card written after `lead` is the user's own: a possessive before it, and no renting around it ("rent my first H100"). */
function owned(lead: string): boolean {
  const own = OWN_BEFORE.exec(lead);
  return own !== null && !NOT_OWN_GAP.test(lead.slice(Math.max(0, own.index - 12)));
}

/** The card is the post's hardware where the post labels it so, wherever else it is named. */
function labelledHardware(text: string, card: string): boolean {
  // (The mention may carry the label: "GPU: A800".)
  const name = card.replace(LABEL_FIRST, '').toLowerCase();
  return [...text.matchAll(HARDWARE_LABEL)].some((m) => {
    const after = m.index + m[0].length;
    return text.slice(after, after + name.length).toLowerCase() === name && !NOT_OWN_GAP.test(text.slice(Math.max(0, m.index - 12), m.index));
  });
}

/** A count glued to the card inside one word: "2x4090", "a100x2". */
const GLUED = /^(\d{1,3})[x×*](?=\S)|(?<=\S)[x×*](\d{1,3})$|^(\d)(?=[ahlb]\d{2,3}[a-z]*$)/iu;

/** The catalog's exact GPU lookup, also taking "4090s" / "A100s" and a glued count ("2x4090"). */
export function gpuLookup(lookup: NameLookup): NameLookup {
  return (name) => {
    const exact = lookup(name);
    if (exact !== undefined) return exact;
    const unglued = name.replace(GLUED, '');
    const card = unglued !== name ? lookup(unglued) : undefined;
    if (card !== undefined) return card;
    // "4090s", "A100-40Gs": the plural of the card.
    const bare = /(?:\d|\dgb?)s$/iu.test(unglued) ? unglued.slice(0, -1) : unglued;
    const plural = bare !== name ? lookup(bare) : undefined;
    if (plural !== undefined) return plural;
    // "5060TI16G", "L40S48G": the memory glued to a name that ends in a letter; "A100-40": after a hyphen.
    const memory = MEMORY_GLUED.exec(unglued);
    const [base, gb] = [memory?.[1] ?? memory?.[3], memory?.[2] ?? memory?.[4]];
    return base !== undefined ? (lookup(`${base} ${gb}gb`) ?? lookup(base)) : undefined;
  };
}

/** A card's memory glued to its name: "5060TI16G" (after a letter), "A100-40" (after a hyphen). */
const MEMORY_GLUED = /^(.*\d[a-z]+)(\d{1,3})g(?:b)?$|^(.*[a-z]\d+[a-z]*)-(\d{2,3})$/iu;

/** A card's name as compared with another mention of it: "A100s" is "A100", "A100-40G" begins with it. */
export const cardKey = (mention: Mention): string => gpuKey(mention.text.replace(/s$/iu, ''));

/** A card written with a count next to it ("8 张 A100", "H100 × 8", "2x4090"). */
export function counted(text: string, mention: Mention): boolean {
  return GLUED.test(mention.text) || countBeforeAt(text, mention.start) !== null || COUNT_AFTER.test(text.slice(mention.end));
}

/**
 * The card named again later with a count (or "how many" before it), when the first mention has none ("the readme lists 9600 tok/s on H100s … with
 * 128 H100s, can we finish?", "how many A100 GPU hours … We have 8 A100 40GB"): that mention is the asker's cards.
 */
function countedMention(text: string, first: Mention, lookup: NameLookup): Mention {
  if (counted(text, first)) return first;
  const base = cardKey(first);
  for (const at of mentionsFrom(text, lookup, first.end)) {
    // (Or asked to be counted: "We only have A100 40GB cards. … how many A100 40GB do we actually need?")
    if (gpuKey(at.text).startsWith(base) && (counted(text, at) || HOW_MANY_BEFORE.test(text.slice(0, at.start)))) return at;
  }
  return first;
}

/** The asker's own instance of a card: "I spun up an L40 instance", "I rented a 4090", "we're using an A100". */
const USED = String.raw`(?<![\w])(?:(?:i|we)\s+(?:spun\s+up|rented|launched|booted|provisioned)|(?:i'm|we're|i\s+am|we\s+are)\s+using)\s+(?:an?|one|the|a\s+single|single)?\s*`;

const USED_BEFORE = new RegExp(`${USED}$`, 'iu');

const USED_SAID = new RegExp(USED, 'iu');

/**
 * A card the asker has an instance of ("I spun up an L40 instance (48GB) … H100s on Runpod max out at 94GB"), when the longest
 * name found is no such card: the asker's is the one judged, the other only quoted. (A card owned is no such sign: "my 4090 …
 * if I swap it for a 5090, will it fit?" asks about the other.)
 */
function usedMention(text: string, found: Mention, lookup: NameLookup): Mention {
  // (Most posts say no such thing: no walk over their mentions.)
  if (!USED_SAID.test(text)) return found;
  const asker = (m: Mention) => USED_BEFORE.test(text.slice(Math.max(0, m.start - 40), m.start));
  if (asker(found)) return found;
  for (const at of mentionsFrom(text, lookup, 0)) if (at.id !== found.id && asker(at)) return at;
  return found;
}

/** A card changed for another: "upgraded GPUs from a 3080 ti to a 5080", "switched from an RX 7600 XT to an RTX 3080 ti", "从 3090 换成 4090". */
const CHANGED_TO = /\b(?:upgrad|switch|mov|chang|swapp|replac|went)(?:e|ed|ing|es)?\s+(?:(?:my\s+|the\s+)?(?:gpus?|cards?|graphics\s+cards?)\s+)?from\s+[^.?!。？！]{1,40}?\s+to\s+(?:an?\s+|the\s+|my\s+)?|从\s*[^，。,.？！?!]{1,20}?\s*(?:换成|换到|升级到|升级成|换为)\s*/giu;

/**
 * The card the asker has now, when the post tells of changing cards: the last change's new card, not the first card named
 * (which is the one given up).
 */
function changedMention(text: string, found: Mention, lookup: NameLookup): Mention {
  const last = [...text.matchAll(CHANGED_TO)].at(-1);
  if (!last) return found;
  const from = last.index + last[0].length;
  const next = findMention(text.slice(from), lookup, 'first');
  return next && next.start === 0 ? { ...next, start: next.start + from, end: next.end + from } : found;
}

/** A name inside a list of cards written with slashes ("A10/A100/L4多卡环境"): a topic, not the asker's card. */
const inSlashList = (text: string, m: Mention): boolean => /\/\s*$/u.test(text.slice(Math.max(0, m.start - 2), m.start)) || /^\s*\//u.test(text.slice(m.end, m.end + 2));

/**
 * The last card named outside such a list, when the card found is in one: the asker's, told after the topic ("…A10/A100/L4…
 * 我们手头有一台 8×A10(24GB) 服务器", "如 RTX 3090/4090 或 A10G … 我手上只有一张3090").
 */
function outsideSlashList(text: string, found: Mention, lookup: NameLookup): Mention {
  if (!inSlashList(text, found)) return found;
  return [...mentionsFrom(text, lookup, 0)].filter((at) => !inSlashList(text, at)).at(-1) ?? found;
}

/**
 * The card the last question names, when the same card found is outside it ("文章说最低配置是 RTX 4090 24GB × 4 … 我只有一张
 * 4090，…够不够？", "双卡V100 16G也是OOM。7B的模型32G的V100都不够吗？"): the setup asked about, not one reported before it.
 */
function questionMention(text: string, found: Mention, lookup: NameLookup): Mention {
  const question = questionsLastFirst(text)[0];
  if (!question || (found.start >= question.start && found.end <= question.end)) return found;
  const asked = text.slice(question.start, question.end);
  const inside = findMention(asked, lookup);
  if (!inside) return found;
  const at = { ...inside, start: inside.start + question.start, end: inside.end + question.start };
  // The same card at another memory ("32G的V100") or at the asker's own count ("我只有一张 4090"): another card in the question
  // is a comparison (readComparedGpu), and the card named again with nothing new ("how many A100-40 GPU hours?") is the one found.
  const memory = (m: Mention) => MEMORY_BEFORE.exec(text.slice(0, m.start))?.[1] ?? MEMORY_AFTER.exec(text.slice(m.end))?.[1];
  const otherMemory = memory(at) !== undefined && at.id !== found.id && !ALTERNATIVE_ASKED.test(asked);
  const ownCount = counted(text, at) && OWN_COUNT_WORDS.test(text.slice(Math.max(0, at.start - 12), at.start));
  return cardFamily(at.id) === cardFamily(found.id) && (otherMemory || ownCount) ? at : found;
}

/** A card's id without its memory and form factor: "a100-80gb-sxm" → "a100", "v100-16gb" → "v100". */
const cardFamily = (id: string): string => id.replace(/-\d+gb.*$/u, '');

/** A card weighed as another option: "would 40GB A100s also work?", "还是用 3090？". */
const ALTERNATIVE_ASKED = /\balso\b|\binstead\b|\bor\b|还是|也行|也可以|换成/iu;

/** The asker's own count, said as a limit or as theirs: "我只有一张 4090", "I only have one 3090", "runs on my one H200". */
const OWN_COUNT_WORDS = /只有|仅有|只剩|\bonly\b|\bjust\b|\bmy\b|我的/iu;

/** The steps from the first card named to the asker's: out of a slash list, to a changed card, an instance used, the question's card, the counted one. */
const ASKER_CARD_STEPS: ((text: string, found: Mention, lookup: NameLookup) => Mention)[] = [outsideSlashList, changedMention, usedMention, questionMention, countedMention];

/** The GPU mention and a count written next to it ("8 张 A100", "8x H100", "H100 × 8", "my 4090"). */
export function readGpu(text: string, index: NameLookup, request: AdviceRequest, out: ParseResult, cardOf: (id: string) => Gpu | undefined): string {
  const lookup = gpuLookup(index);
  const found = findMention(text, lookup);
  if (!found) return text;
  // The asker's card among those named: each step may move from the mention before it to another.
  const mention = ASKER_CARD_STEPS.reduce((at, step) => step(text, at, lookup), found);
  // Memory written before the name picks the variant ("32G的V100", "80GB A100"); so does the total nvidia-smi reports after it
  // ("my 4060 Ti has 16380MiB total": the 16 GB one), which is never a modified board's memory (drivers report less than the box says).
  const memory = MEMORY_BEFORE.exec(text.slice(0, mention.start))?.[1];
  const mib = memory === undefined ? Number(MIB_AFTER.exec(text.slice(mention.end))?.[1] ?? NaN) : NaN;
  const reported = Number.isFinite(mib) ? index(`${mention.text} ${Math.round(mib / 1024)}gb`) : undefined;
  const memoryAfter = memory === undefined ? MEMORY_AFTER.exec(text.slice(mention.end))?.[1] : undefined;
  // Memory written after the name picks the variant too ("single v100 16GB"), when the card has one of that memory.
  // "4090s" is a plural only when the name without its "s" is the card ("L40S" is a card of its own); a plural's variant
  // ("A100s (40gb)") is the singular's. An "S" joined to its memory ("V100s-32GB") is the board's name (Tesla V100S), not many.
  const plural = /\ds$/u.test(mention.text) && index(mention.text) === undefined && !/^-\d{2,3}\s*g/iu.test(text.slice(mention.end));
  const named = plural ? mention.text.slice(0, -1) : mention.text;
  // "A800单机8卡PCIE", "H100 x8 SXM": the form factor written after the count.
  const form = FORM_AFTER.exec(text.slice(mention.end))?.[1];
  request.gpu = (memory !== undefined ? index(`${named} ${memory}gb`) : undefined) ?? reported ?? (memoryAfter !== undefined ? index(`${named} ${memoryAfter}gb`) : undefined) ?? (form !== undefined ? index(`${named} ${form}`) : undefined) ?? mention.id;
  out.gpuMention = mention.text;
  out.matched.push('gpu');
  // A memory no row of that card has ("4090 48G", a modified board): sized with the catalog's memory, and said.
  const stated = memory ?? memoryAfter;
  const card = cardOf(request.gpu);
  let start = mention.start;
  let end = mention.end;
  const glued = index(mention.text) === undefined ? GLUED.exec(mention.text) : null;
  const before = countBeforeAt(text, start);
  const after = COUNT_AFTER.exec(text.slice(end));
  const one = !plural && ONE_BEFORE.exec(text.slice(0, start));
  // "2台 H100*8": machines before the card, the count per machine after it.
  const machinesFirst = !glued && before && after && /(?:台|节点)\s*$/u.test(before[0]) ? { machines: cardCount(before[1]), perMachine: cardCount(after[1] ?? after[2] ?? after[3]) } : undefined;
  // "16GB V100s not 32GB, 4 of them": a plural counted after it in the same sentence.
  const ofThem = plural ? cardCount(OF_THEM_AFTER.exec(text.slice(end))?.[1]) : undefined;
  const count = machinesFirst?.perMachine ?? cardCount(glued?.[1] ?? glued?.[2] ?? glued?.[3]) ?? cardCount(countBeforeOf(before)) ?? cardCount(after?.[1] ?? after?.[2] ?? after?.[3]) ?? (one ? 1 : undefined) ?? ofThem;
  if (count !== undefined) {
    if (!glued && before) start = before.index + before[0].indexOf(countBeforeOf(before) ?? '');
    if (!glued && after && (!before || machinesFirst)) end += after[0].length;
  }
  // "两台8卡A100", "two 8xH100 nodes", "3 nodes of 8x H800": the count is per machine, times the machines.
  // (More than one machine holds is the total: "64 个节点 512 张 H800".)
  const countBefore = count !== undefined && count <= (card?.maxPerNode ?? 8) && (glued !== null || before !== null);
  const perMachine =
    machinesFirst?.machines !== undefined ? { machines: machinesFirst.machines, start, end }
    : countBefore ? (machinesAround(text, start, end) ?? machinesTimesAfter(text, start, end))
    : before !== null && count !== undefined ? machinesTimesAfter(text, start, end) : undefined;
  if (perMachine) {
    start = perMachine.start;
    end = perMachine.end;
  }
  const machineAfter = countBefore && !perMachine ? MACHINE_AFTER.exec(text.slice(end)) : null;
  if (machineAfter) end += machineAfter[0].length;
  // "两台H200机器": machines counted (台) with no GPUs per machine said — each a whole machine of a datacenter card as rented
  // (its GPUs per machine in the catalog), said in the answer.
  const wholeMachines = machineAfter && before && !machinesFirst && /台\s*$/u.test(before[0]) && card?.segment === 'datacenter' && card.maxPerNode > 1;
  if (wholeMachines && count !== undefined) {
    out.assumptions.push(wholeMachinesAssumed(count, card));
    out.matched.push('gpu.wholeMachines');
  }
  const perWhole = wholeMachines && card ? card.maxPerNode : undefined;
  if (count !== undefined && (perMachine || machineAfter) && count > 1) request.machineGpus = perWhole ?? count;
  // "两张 4090（48G）", "8xA100 (640G)": the memory of all the cards counted before it is no other variant ("2080 Ti 22G 两张" is one).
  const countedBefore = count !== undefined && (before !== null || glued !== null);
  // ("4xA100 160Gb": no A100 has 160 GB, so the total of four 40 GB ones picks that variant.)
  const family = cardFamily(request.gpu);
  const perCard = countedBefore && stated !== undefined && count > 1 && index(`${family} ${stated}gb`) === undefined ? index(`${family} ${Number(stated) / count}gb`) : undefined;
  if (perCard && perCard !== request.gpu && memory === undefined && reported === undefined) request.gpu = perCard;
  const total = countedBefore && (perCard !== undefined || (card !== undefined && Math.abs(Number(stated) - count * card.memoryGB) < 1));
  // Another memory than the catalog's card has ("4张魔改2080ti 22g", "4090 48G"): a modified board, judged with the memory written.
  // (A memory of 0, "A100 0g", is no board's.)
  if (stated !== undefined && Number(stated) > 0 && card && !total && Math.abs(Number(stated) - card.memoryGB) >= 1) {
    request.gpuMemoryGB = Number(stated);
    out.assumptions.push({ key: 'gpuMemoryDiffers', params: { name: `${mention.text} ${stated}GB`, gpu: card.name, memoryGB: card.memoryGB, stated: Number(stated) } });
    out.matched.push('gpu.memoryDiffers');
  }
  if (owned(text.slice(0, start)) || labelledHardware(text, mention.text)) {
    request.ownsGpu = true;
    out.matched.push('gpu.owned');
  }
  // "8 卡 H800 上 OOM，需要几张？": the 8 cards the asker has are judged, and how many it takes is the question too (the count
  // is dropped at the end when the fewest, fewer cards or another card is asked for). "how many 8xA100 nodes": the 8 is a node's.
  const howManyBefore = HOW_MANY_BEFORE.test(text.slice(0, start)) && !CARD_TIME_AFTER.test(text.slice(end));
  const asksCount = COUNT_QUESTION.test(consume(text, Math.max(0, start), end)) || howManyBefore;
  if (count !== undefined && !howManyBefore) {
    request.count = perWhole !== undefined ? count * perWhole : count * (perMachine?.machines ?? 1);
    out.matched.push(asksCount ? 'gpu.countTold' : 'gpu.count');
  }
  if (asksCount || (count === undefined && (plural || COUNT_ASKED.test(text)))) {
    request.countAsked = true;
    out.matched.push(asksCount || COUNT_ASKED.test(text) ? 'gpu.countAsked' : 'gpu.plural');
  }
  return consume(text, Math.max(0, start), end);
}

const FORM_AFTER = /^\s*(?:单机|单台|一台)?\s*(?:\d{1,2}|[一二两四八])?\s*(?:卡|张|块|x|×|\*)?\s*(pcie|sxm\d?|nvl)(?![a-z])/iu;

const OF_THEM_AFTER = new RegExp(`^[^.!?。！？;；]{0,40}?[,，(（]\\s*(?:(?:we|i)\\s+have\\s+)?(${CARD_COUNT})\\s+of\\s+them\\b(?!\\s+(?:died|broke|failed|are\\s+(?:dead|broken|busy|taken)))`, 'iu');

/** "… enough", "够吗", "够不够", "suffice" right after a card and its count. */
const ENOUGH_AFTER = /^[^.!?。！？,，;；]{0,30}?(?:\benough\b|\bsuffic|够)/iu;

/** Two cards weighed against each other: "A100 还是 4090", "an H100 or two A100s", "4090 vs 3090", "和 A800 比". */
export const COMPARE = /还是|或者|或是|对比|比较|相比|\bor\b(?!\s+not\b)|\bvs\.?(?![a-z])|\bversus\b|\bcompared?\s+(?:to|with)\b|\bover\b/iu;

/**
 * The second card of a comparison, read like the first (its own count, "two A100s"); the answer judges both.
 * A second mention of the same card, or a count that only says "how many", is no comparison.
 */
export function readComparedGpu(text: string, index: NameLookup, request: AdviceRequest, out: ParseResult, cardOf: (id: string) => Gpu | undefined): string {
  const other: AdviceRequest = {};
  const scratch: ParseResult = { request: other, assumptions: [], matched: [] };
  const rest = readGpu(text, index, other, scratch, cardOf);
  if (other.gpu === undefined) return text;
  // "两张A800（NVIDIA A800 80GB PCIe）… 两张80G的A800": the card and a variant of it with the same memory, not set against each
  // other ("H200 or H200 NVL"), are one card, the variant named.
  const [a, b] = [request.gpu ?? '', other.gpu];
  const mention = scratch.gpuMention ?? '';
  const at = mention === '' ? -1 : text.indexOf(mention);
  const variant = (b.startsWith(`${a}-`) || a.startsWith(`${b}-`)) && cardOf(a)?.memoryGB === cardOf(b)?.memoryGB;
  const around = `${text.slice(Math.max(0, at - 12), at)} ${text.slice(at + mention.length, at + mention.length + 12)}`;
  if (variant && at >= 0 && !COMPARE.test(around)) {
    if (b.length > a.length) request.gpu = b;
    request.count ??= other.count;
    return rest;
  }
  if (other.gpu === request.gpu) {
    // "Do we actually need 4, or are 2 H100s enough?": the same card at another count, said to be enough, is the count asked about.
    let end = rest.length;
    while (end > 0 && rest[end - 1] === text[end - 1]) end--;
    if (other.count === undefined || other.count === request.count || !ENOUGH_AFTER.test(text.slice(end))) return text;
    request.count = other.count;
    out.matched.push('gpu.countEnough');
    return rest;
  }
  request.compareWith = { gpu: other.gpu, ...(other.count !== undefined ? { count: other.count } : other.countAsked ? { countAsked: true } : {}) };
  out.matched.push('gpu.compare');
  return rest;
}

/** The asker asking which card to take: "what is the smallest GPU I should rent", "which GPU do I need", "最省钱租哪张卡". */
const WHICH_CARD = /\b(?:which|what)\s+(?:(?:is|are)\s+the\s+)?(?:(?:smallest|cheapest|minimum|best|right)\s+)?(?:gpus?|cards?|graphics\s+cards?)\b|(?:租|用|选|买)\s*(?:哪|什么)\s*(?:张|种|款|块|个)?\s*(?:显?卡|gpu)/iu;

/**
 * What else `readAskerGpu` knows of the post: the sentences only heard of, and — when the cards set aside are those of the people
 * asked — whether a text names a card by its memory alone.
 */
export interface AskerGpuHints {
  heard?: readonly Span[];
  memoryOnlyCard?: (text: string) => boolean;
}

/**
 * The asker's card: read outside reported sentences first ("Meta quotes 1.3M H100 hours … with our 64 H100s"), else anywhere —
 * unless the asker names their card by its memory alone outside them ("on a tighter budget (a single 48GB GPU) … your 8×L40S
 * run"), or asks which card to take: then a card only heard of ("Most developers think fine-tuning requires 8xA100") is none,
 * while one the asker's own run failed on is still theirs.
 */
export function readAskerGpu(text: string, setAside: readonly Span[], read: (text: string) => string, hints: AskerGpuHints = {}): string {
  if (setAside.length === 0) return read(text);
  const blanked = blank(text, setAside);
  const outside = read(blanked);
  if (outside !== blanked) return restore(outside, text, setAside);
  if (hints.memoryOnlyCard?.(blanked)) return text;
  const heard = hints.heard ?? [];
  if (!WHICH_CARD.test(blanked) || heard.length === 0) return read(text);
  const unheard = blank(text, heard);
  const rest = read(unheard);
  return rest === unheard ? text : restore(rest, text, heard);
}

/** Put the set-aside sentences back: their own amounts are judged later (quotedRuns). */
function restore(read: string, text: string, spans: readonly Span[]): string {
  let merged = read;
  for (const { start, end } of spans) merged = merged.slice(0, start) + text.slice(start, end) + merged.slice(end);
  return merged;
}

/** A cloud instance named for its cards ("ml.g5.48xlarge", "a2-highgpu-1g", "AWS G5"): its card and count from the catalog's offers. */
export function readInstance(text: string, catalog: Catalog, request: AdviceRequest, out: ParseResult): string {
  const instance = findInstance(text, catalog);
  if (!instance) return text;
  request.gpu = instance.gpu;
  if (COUNT_QUESTION.test(text) || HOW_MANY_BEFORE.test(text.slice(0, instance.start))) request.countAsked = true;
  else if (instance.count !== undefined) request.count = instance.count;
  out.gpuMention = text.slice(instance.start, instance.end).trim();
  out.matched.push('gpu.instance');
  return consume(text, instance.start, instance.end);
}

/** The card named beside its instance ("g5.48xlarge (Nvidia a10g)"): as many as the instance holds. */
export function instanceCount(text: string, catalog: Catalog, request: AdviceRequest, out: ParseResult): string {
  const instance = findInstance(text, catalog);
  if (!instance || instance.gpu !== request.gpu || instance.count === undefined) return text;
  request.count = instance.count;
  out.matched.push('gpu.instance');
  return consume(text, instance.start, instance.end);
}

/** Cards counted without a name, a few words before their memory: "4 GPUs with ", "4 GPUs, ", "4张卡，每张", "4机32卡，". */
const CARDS_COUNTED_BEFORE = new RegExp(`(?:^|[^\\w.])(${CARD_COUNT})\\s*(?:x\\s*)?(?:(?:张|块|个)?\\s*(?:gpus?|cards?)|张卡|块卡|张显卡|块显卡|张|块|卡)\\s*[,，、:：(（]?\\s*(?:(?:each\\s+)?(?:with|having|has)|of|每张|每块|每卡|单卡)?\\s*(?:卡|显卡)?\\s*(?:的)?\\s*(?:显存)?\\s*$`, 'iu');

/** The count before or after a memory multiplied with it: "8x40G", "46 GB * 8". */
const COUNT_TIMES = /(?<![\w.])(\d{1,2})\s*[*x×]\s*$/u;
const TIMES_COUNT = /^\s*[*x×]\s*(\d{1,2})(?![\d.])/u;

/** A card named by its memory alone ("16G 显存的卡", "a 24GB card"): judged as the card of that memory rented most, said. */
export function readGenericCard(text: string, catalog: Catalog, request: AdviceRequest, out: ParseResult): string {
  const card = findGenericCard(text, catalog);
  const gpu = card && findGpu(catalog, card.gpu);
  if (!card || !gpu) return text;
  const lead = text.slice(0, card.start);
  request.gpu = card.gpu;
  // "4 GPUs with 24GB each", "4张卡，每张24G": the cards counted just before their memory.
  const listFrom = Math.max(0, lead.length - 40);
  const listedFirst = CARDS_COUNTED_BEFORE.exec(lead.slice(listFrom));
  // "256卡，单卡96G显存": after the cards counted, "单卡" says each card's memory, not one card.
  const perCard = listedFirst !== null && /单卡\s*$/u.test(lead) && cardCount(listedFirst[1]) !== 1;
  const before = perCard ? null : countBeforeAt(lead, lead.length);
  const listed = before ? null : listedFirst;
  // "8x40G", "46 GB * 8": the count multiplied with the memory.
  const times = COUNT_TIMES.exec(lead) ?? TIMES_COUNT.exec(text.slice(card.end));
  const countText = countBeforeOf(before) ?? listed?.[1] ?? times?.[1];
  const counted = cardCount(countText);
  // "两台机器，每台 4 张 24G 的卡", "2 servers, each with 4x 24GB GPUs": that count is each machine's, times the machines.
  const countStart = before ? before.index + before[0].indexOf(countText ?? '') : listed ? listFrom + listed.index + listed[0].indexOf(countText ?? '') : -1;
  const eachMachine = counted !== undefined && counted <= gpu.maxPerNode ? machinesAround(text, countStart, card.end) : undefined;
  // "64台机器（每卡显存140gb）": machines counted with no cards each — each a whole machine of that datacenter card, said.
  const machines = counted === undefined && gpu.segment === 'datacenter' && gpu.maxPerNode > 1 ? machinesTold(text) : NaN;
  // "How many 80GB cards does it need?": the count is the question.
  if (counted === undefined && COUNT_QUESTION.test(text)) request.countAsked = true;
  else if (machines > 1) {
    request.count = machines * gpu.maxPerNode;
    request.machineGpus = gpu.maxPerNode;
    out.assumptions.push(wholeMachinesAssumed(machines, gpu));
  }
  else if (eachMachine && counted !== undefined && eachMachine.machines > 1) {
    request.count = eachMachine.machines * counted;
    if (counted > 1) request.machineGpus = counted;
  }
  // (Else its count may be a form's field read later — "Number of gpus: 8, … 192G per GPU" — and is one when none is.)
  else if (counted !== undefined) request.count = counted;
  if (owned(lead)) request.ownsGpu = true;
  out.gpuMention = text.slice(card.start, card.end).trim();
  out.assumptions.push({ key: 'genericCard', params: { memoryGB: card.memoryGB, gpu: gpu.name } });
  out.matched.push('gpu.generic');
  return consume(text, card.start, card.end);
}

/**
 * A card name in the product lines people own or ask about ("Arc A770", "RX 580", "GTX 1080 Ti", "RTX 2060 Super",
 * "Quadro P4000"), looked for in what is left after the catalog's cards are read: such a card has no row, and
 * the answer must say so rather than size something else as if it were the user's card.
 */
const CARD_NAME = /\b(?:(?:geforce|quadro)\s+)?(?:rtx|gtx|rx|arc|radeon(?:\s+rx)?|quadro|titan|tesla)\s*-?\s*[a-z]?\d{2,4}[a-z]?(?:\s*(?:ti|super|xtx|xt|gre))*(?:\s*\d{1,3}\s*gb?)?\b/iu;

/** The unknown card, consumed so its digits ("580", "16GB") are not read as amounts. */
export function readUnknownGpu(text: string, out: ParseResult): string {
  const match = CARD_NAME.exec(text);
  if (!match) return text;
  const name = match[0].trim();
  out.unknownGpu = name;
  out.assumptions.push({ key: 'unknownGpu', params: { name } });
  out.matched.push('gpu.unknown');
  return consume(text, match.index, match.index + match[0].length);
}

/**
 * The variant nvidia-smi's total names, of the card read ("A100-SXM, 0MiB / 40960MiB" is the 40 GB A100, not the 80 GB one the
 * bare "A100-SXM" reads as): the catalog's card of that family whose driver-reported memory it is.
 */
export function variantBySmiTotal(text: string, catalog: Catalog, request: AdviceRequest, out: ParseResult): void {
  const total = NVIDIA_SMI_TOTAL.exec(text);
  if (!total || request.gpu === undefined || request.gpuMemoryGB !== undefined) return;
  const family = cardFamily(request.gpu);
  const board = catalog.gpus.filter((g) => g.memoryMiB === Number(total[1]) && cardFamily(g.id) === family);
  if (board.length === 0 || board.some((g) => g.id === request.gpu)) return;
  request.gpu = board[0]!.id;
  out.matched.push('gpu.smiTotal');
}

/**
 * The card named bare and told with its memory elsewhere in the post ("How long on a 4060 Ti? … on an RTX 4060 Ti 16GB", "dual
 * RTX 5060 Ti 16 GB … what two 5060 Ti should give"): that variant. Only one variant told — two ("A100 40GB … is one A100 80GB
 * enough?") leave the card as read, and so does one of the memory already read ("A800 80GB PCIe … 80G的A800").
 */
export function variantToldElsewhere(text: string, catalog: Catalog, request: AdviceRequest, out: ParseResult): void {
  const mention = out.gpuMention;
  if (request.gpu === undefined || mention === undefined || request.gpuMemoryGB !== undefined || MEMORY_WRITTEN.test(mention)) return;
  const cards = gpuLookup((name) => findGpu(catalog, name)?.id);
  const writtenMemory = (m: Mention) => Number((MEMORY_WRITTEN.exec(m.text) ?? MEMORY_AFTER_NAME.exec(text.slice(m.end)) ?? MEMORY_BEFORE_NAME.exec(text.slice(0, m.start)))?.[1]);
  const told = new Set<string>();
  for (const m of mentionsFrom(text, cards, 0)) {
    const memory = writtenMemory(m);
    const variant = memory > 0 ? cards(`${mention} ${memory}gb`) : undefined;
    if (variant !== undefined) told.add(variant);
  }
  const [variant] = told;
  if (told.size !== 1 || variant === undefined || findGpu(catalog, variant)?.memoryGB === findGpu(catalog, request.gpu)?.memoryGB) return;
  request.gpu = variant;
  out.matched.push('gpu.variantElsewhere');
}

/** A card's memory written in its name ("4060 Ti 16GB", "V100-32G"), right after it ("A100 80GB", whose memory the name lookup leaves out) or before it ("8张40G 的A100"). */
const MEMORY_WRITTEN = /(?<!\d)(\d{1,3})\s*g(?:b|ib)?\b/iu;
const MEMORY_AFTER_NAME = /^\s*[-(（]?\s*(\d{1,3})\s*g(?:b|ib)?\b/iu;
const MEMORY_BEFORE_NAME = /(?<![\d.])(\d{1,3})\s*g(?:b|ib)?\s*(?:的)?\s*$/iu;
