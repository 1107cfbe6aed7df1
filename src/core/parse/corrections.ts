/**
 * A post that corrects itself ("40 users — scratch that, 60", "oh wait it is a 3090 not a 4090", "改一下：不是 7B 是 14B",
 * "两台 8 卡 A800……更正一下，是三台"): the text is rewritten with the corrected value in place of the one it replaces, so every
 * reading rule sees one value, the asker's last word. Cards and models are replaced by the card or model named after the
 * correction; a number by the number after it, in the unit the earlier one was written in.
 */
import type { NameLookup } from './mentions.ts';
import { findMention } from './mentions.ts';
import { escapeRegExp } from './spans.ts';

/**
 * The words that take back what came just before, a plan cut down ("想缩成两台 16 张卡"), and "this time" after a run from
 * before ("之前…喂了 2 亿 token，这次想喂 100 亿").
 */
const MARKER = /(?<![a-z])(?:oh\s+wait|no\s+wait|wait(?=\s*[,—–-])|sorry(?=\s*[,—–-])|scratch\s+that|correction:|make\s+(?:it|that))(?![a-z])[\s,:—–-]*|(?:^|[,.;—–-]\s*)actually[\s,:—–-]+|(?:改一下|不对|说错了|更正(?:一下)?|算了|哦不对|(?:前面|上面)写错了|补充[:：])[\s，,:：—-]*(?:其实)?|(?<![a-z])(?:update|edit)\s*:\s*(?:turns\s+out\s+)?|(?:想|打算|准备)?(?:缩成|缩到|减到|减成|降到|砍到|缩减到|scale\s+down\s+to|cut\s+(?:it\s+)?(?:down\s+)?to)\s*|(?<=(?:之前|以前|上次)[^。！？]{0,80})(?:这次|这回)\s*(?:想|打算|准备|要)?|(?<=(?<![a-z])(?:before|previously|last\s+time)(?![a-z])[^.!?]{0,80})(?<![a-z])this\s+time(?![a-z])[\s,]*(?:i|we)?\s*(?:want|plan|'d\s+like)?(?:\s+to)?\s*/giu;
/** "it is a 3090 not a 4090", "不是 7B 是 14B". */
const NOT_A_BUT_B = [
  /(?<![a-z])(?:it'?s|it\s+is|is|was|are|they'?re|these\s+are|we\s+have|i\s+have|i\s+meant?)\s+(?:an?\s+|the\s+)?(?<b>[\w-]+(?:\.\d+)?)\s*,?\s+not\s+(?:an?\s+|the\s+)?(?<a>[\w-]+(?:\.\d+)?)/iu,
  /不是\s*(?<a>[\w-]+(?:\.\d+)?)\s*[，,]?\s*(?:而)?是\s*(?<b>[\w-]+(?:\.\d+)?)/u,
];
/** A number with what it counts, as the rules read it: "60 users", "3 epochs", "$3,000", "16k", "三台", "64 路". */
const QUANTITY = /(?<money>[$¥])?\s*(?<n>\d+(?:,\d{3})*(?:\.\d+)?|[一二两三四五六七八九十]+)\s*(?<unit>[kKmMbBtT](?![a-z])|万|亿|x(?=\s*[a-z]*\d)|users?|people|ppl|epochs?|nodes?|machines?|cards?|gpus?|张|块|台|卡|路|个|轮|人)?/giu;
/** A count written just before a card ("一张 ", "2x ", "两张 "), and a memory just after it (" 8G", " 24g"). */
const COUNTED_BEFORE = /(?:\d+|[一二两三四五六七八九十]+)\s*(?:张|块|台|x|×|\*)?\s*$/iu;
const MEMORY_AFTER = /^\s*\d{1,3}\s*g(?:b)?(?![a-z])/iu;
/** Switching to another card or model ("ok we gave up on 13B and switched to llama2-7B instead", "改用 A800"): that one. */
const SWITCHED = /(?<![a-z])(?:switched|moved|changed|went)\s+(?:over\s+)?to\s+|改用|换成了/giu;
/** What may follow a bare number that corrects one ("scratch that, 60.", "make it 3", "has 8 of them not 4"): not "24GB". */
const BARE_AFTER = /^(?:\s*(?:[.,;!?。，！？)]|$)|\s*(?:of\s+them|not|instead|then|now|total)\b)/iu;
/** Suffixes of magnitude, not of what is counted. */
const MAGNITUDES = new Set(['k', 'm', 'b', 't', '万', '亿']);
/** Units that count cards or machines: "of them" in a count correction refers to these. */
const CARD_UNITS = new Set(['x', 'card', 'gpu', 'node', 'machine', '张', '块', '台', '卡']);
/** How far back a correction reaches for what it corrects. */
const REACH = 240;

interface Quantity {
  start: number;
  end: number;
  number: string;
  unit: string;
  money: boolean;
}

function quantities(text: string): Quantity[] {
  return [...text.matchAll(QUANTITY)].map((m) => ({ start: m.index, end: m.index + m[0].length, number: m.groups?.n ?? '', unit: (m.groups?.unit ?? '').toLowerCase(), money: Boolean(m.groups?.money) }));
}

const kindOf = (q: Quantity): string => (q.money ? '$' : q.unit.replace(/s$/u, ''));

/** The replacement of one value by the one after the marker, or undefined when the tail names nothing to correct. */
function correctAt(text: string, at: number, markerEnd: number, cards: NameLookup, models: NameLookup, amounts = true): string | undefined {
  const head = text.slice(Math.max(0, at - REACH), at);
  const offset = Math.max(0, at - REACH);
  const tail = text.slice(markerEnd).split(/[。.!?！？\n]/u)[0]?.slice(0, 60) ?? '';
  // "不是 7B 是 14B" after the marker is read by NOT_A_BUT_B.
  if (NOT_A_BUT_B.some((p) => p.test(tail))) return undefined;
  for (const lookup of [cards, models]) {
    const now = findMention(tail, lookup);
    if (!now) continue;
    // The last card (or model) named before the correction, with the count and memory written around it ("一张 4090 24g").
    let before;
    for (let from = 0; ; ) {
      const next = findMention(head.slice(from), lookup, 'first');
      if (!next) break;
      before = { start: next.start + from, end: next.end + from };
      from += next.end;
    }
    if (!before) return undefined;
    const lead = COUNTED_BEFORE.exec(head.slice(0, before.start));
    const trail = MEMORY_AFTER.exec(head.slice(before.end));
    const nowLead = lead ? COUNTED_BEFORE.exec(tail.slice(0, now.start)) : null;
    const start = offset + before.start - (lead && nowLead ? lead[0].length : 0);
    const replacement = (lead && nowLead ? nowLead[0] : '') + now.text + (MEMORY_AFTER.exec(tail.slice(now.end))?.[0] ?? '');
    return text.slice(0, start) + replacement + text.slice(offset + before.end + (trail?.[0].length ?? 0));
  }
  if (!amounts) return undefined;
  // The amount corrected: one with a unit first ("一天要 5000 张": not the 一 of 一天), else a bare number.
  const found = quantities(tail).filter((q) => q.start <= 48 && !(q.number === '一' && !q.unit));
  const value = found.find((q) => q.unit || q.money) ?? found.find((q) => BARE_AFTER.test(tail.slice(q.end)));
  if (!value) return undefined;
  const all = quantities(head);
  const earlier = all.filter((q) => q.unit !== '' || q.money);
  // A context in k corrects the last long bare length ("4096 长度，想加到 32768……算了，16k").
  const same = value.unit === 'k' ? all.filter((q) => q.unit === 'k' || (q.unit === '' && Number(q.number) >= 1000)) : value.unit || value.money ? earlier.filter((q) => kindOf(q) === kindOf(value)) : earlier;
  // "the node has 8 of them not 4": the 4 written earlier is the one corrected.
  const replaced = /(?<![a-z])not\s+(\d+)(?!\d)/iu.exec(tail)?.[1];
  const written = all.filter((q) => q.number === replaced);
  const target = replaced !== undefined ? (written.find((q) => CARD_UNITS.has(kindOf(q))) ?? written.at(-1)) : same.at(-1);
  if (!target) return undefined;
  const start = offset + target.start + text.slice(offset + target.start).indexOf(target.number);
  const number = value.unit === 'k' && target.unit === '' ? `${value.number}k` : value.number;
  // "$2k/month … actually $3,000": the magnitude goes with the number it was written on.
  const magnitude = MAGNITUDES.has(target.unit) && !MAGNITUDES.has(value.unit) ? text.slice(start + target.number.length).match(/^\s*[kmbt万亿]/iu)?.[0].length ?? 0 : 0;
  return text.slice(0, start) + number + text.slice(start + target.number.length + magnitude);
}

export function applyCorrections(text: string, cards: NameLookup, models: NameLookup): string {
  let out = text;
  for (const pattern of NOT_A_BUT_B) {
    const m = pattern.exec(out);
    const a = m?.groups?.a;
    const b = m?.groups?.b;
    if (m && a && b && a.toLowerCase() !== b.toLowerCase()) {
      const before = out.slice(0, m.index).replace(new RegExp(`(?<![\\w.])${escapeRegExp(a)}(?!\\w)`, 'giu'), b);
      out = before + out.slice(m.index);
    }
  }
  for (const m of [...out.matchAll(MARKER)].reverse()) {
    const corrected = correctAt(out, m.index, m.index + m[0].length, cards, models);
    if (corrected !== undefined) out = corrected;
  }
  for (const m of [...out.matchAll(SWITCHED)].reverse()) {
    const corrected = correctAt(out, m.index, m.index + m[0].length, cards, models, false);
    if (corrected !== undefined) out = corrected;
  }
  return out;
}
