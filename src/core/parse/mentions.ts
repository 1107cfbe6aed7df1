/**
 * Finds a catalog name inside a sentence: "给 20 个人用的 Qwen2.5-14B 客服机器人" → qwen2.5-14b.
 * The sentence is cut into words (letters and digits, a dot only inside a number so a full stop
 * is not part of "8b."; each Chinese character is a word of its own, so "通义千问2.5-7B" can be
 * looked up without the text around it), and runs of up to MAX_WORDS consecutive words are handed to an exact
 * lookup — the catalog's own `findModel` / `findGpu`, so the scanner and every other lookup agree
 * on what a name is. The longest run that resolves wins ("deepseek r1 distill qwen 7b" over
 * "deepseek r1").
 */
import { spanOf, type Span } from './spans.ts';

export interface Mention {
  id: string;
  /** The matched text as the user wrote it. */
  text: string;
  /** Span in `text.normalize('NFKC')`, which is what the parser works on. */
  start: number;
  end: number;
}

/**
 * Exact lookup of one name: a catalog id, or undefined (never fuzzy: a sentence is full of near misses).
 * `glued`: the name begins inside a longer token ("v3" in "whisper-large-v3").
 */
export type NameLookup = (name: string, glued?: boolean) => string | undefined;

/** A word joined to the word before it by "-", "_" or ".": the middle of one longer name. */
const GLUE = /^[-_.]$/u;

/** Longest catalog names seen are 6–7 words ("meta llama 3.1 70b instruct awq"). */
const MAX_WORDS = 8;
/** ("单张24G 4090GPU", "两张80gA100": a "GPU" glued after a card's name, and a memory glued before it, are words of their own.) */
const WORD = /[a-z0-9]+?(?=gpus?(?![a-z0-9]))|(?<![a-z0-9])\d+gb?(?=[a-z]+\d)|[a-z0-9]+(?:\.[0-9]+[a-z0-9]*)*|[\u4e00-\u9fff]/giu;

function words(text: string): Span[] {
  return [...text.matchAll(WORD)].map(spanOf);
}

/** A weight format written before a model's name. */
const LEADING_FORMAT = /^(?:fp16|bf16|fp8|fp32|int4|int8|awq|gptq|gguf|4bit|8bit|q[2-8])$/iu;

/** What may stand between two words of one name: separators (a star or times sign alone: "mixtral 8*7B"), and a "/" only after a Hugging Face owner. */
const GAP = /^[\s\-_.:]*$|^\s*[*×]\s*$/u;
const OWNER_GAP = /^\/$/u;

/** A short command-line flag just before a word (" -t", " --c"), or the apostrophe of a contraction ("shouldn't": a word before it). */
const SHORT_FLAG = /(?:^|\s)--?$|^['’]$/u;

/** A version glued after a name: "-V3", "-R1", "V2.5". */
const VERSION_AFTER = /^[-\s]?[vr]\d/iu;

/**
 * The longest run of words in `text` that `lookup` resolves; with `first`, the first name written (the longest at its
 * place), for reading the names of a text in order.
 */
export function findMention(text: string, lookup: NameLookup, order: 'longest' | 'first' = 'longest'): Mention | undefined {
  const normalised = text.normalize('NFKC');
  const ws = words(normalised);
  let best: { i: number; j: number; id: string } | undefined;
  const span = (i: number, j: number): string => normalised.slice(ws[i]?.start ?? 0, ws[j]?.end ?? 0);
  for (let i = 0; i < ws.length && !(order === 'first' && best); i++) {
    const before = normalised.slice(ws[i - 1]?.end ?? 0, ws[i]?.start ?? 0);
    // A command line's short flag and its value ("-t 4" threads, "-c 2048"), or a contraction's letter ("Shouldn't 4 x 48GB"), are
    // no name ("T4").
    if (SHORT_FLAG.test(before) && /^[a-z]{1,2}$/iu.test(normalised.slice(ws[i]?.start ?? 0, ws[i]?.end ?? 0))) continue;
    const glued = i > 0 && GLUE.test(before);
    // Runs stop at the first gap that cannot sit inside a name ("8 张 A100 微调 Qwen/…" is three mentions).
    let last = i;
    while (last + 1 < Math.min(ws.length, i + MAX_WORDS)) {
      const gap = normalised.slice(ws[last]?.end ?? 0, ws[last + 1]?.start ?? 0);
      if (!(GAP.test(gap) || (last === i && OWNER_GAP.test(gap)))) break;
      last++;
    }
    for (let j = last; j >= i; j--) {
      const length = (ws[j]?.end ?? 0) - (ws[i]?.start ?? 0);
      if (best && length <= (ws[best.j]?.end ?? 0) - (ws[best.i]?.start ?? 0)) break;
      const id = lookup(span(i, j), glued);
      // A name continued by a version ("满血 DeepSeek" in "满血 DeepSeek-V3" or "满血 DeepSeek V3") is part of a longer name: not this one.
      if (id !== undefined && VERSION_AFTER.test(normalised.slice(ws[j]?.end ?? 0, (ws[j + 1]?.end ?? ws[j]?.end) ?? 0))) continue;
      if (id !== undefined) {
        // The same name written again, longer ("2080ti … 2080 Ti"): the first time it is written is the mention.
        if (!best || id !== best.id) best = { i, j, id };
        break;
      }
    }
  }
  if (!best) return undefined;
  // Give back trailing words the lookup ignores ("llama 3 8b chat": "chat" still says what the task is), and a leading
  // format ("fp16 Qwen3-32B": the fp16 is the precision asked, not part of the name).
  while (best.j > best.i && lookup(span(best.i, best.j - 1)) === best.id) best.j--;
  while (best.i < best.j && LEADING_FORMAT.test(span(best.i, best.i)) && lookup(span(best.i + 1, best.j)) === best.id) best.i++;
  const start = ws[best.i]?.start ?? 0;
  const end = ws[best.j]?.end ?? start;
  return { id: best.id, text: normalised.slice(start, end), start, end };
}

/** The mentions from a position on, in the order written, at their places in the whole text. */
export function* mentionsFrom(text: string, lookup: NameLookup, from: number): Generator<Mention> {
  while (from < text.length) {
    const next = findMention(text.slice(from), lookup, 'first');
    if (!next) return;
    yield { ...next, start: next.start + from, end: next.end + from };
    from += next.end;
  }
}
