/**
 * Free text → AdviceRequest, in zh and en: "给 20 个人用的 Qwen2.5-14B 客服机器人",
 * "LoRA fine-tune llama 3 8b on 50k samples of 1k tokens by friday". Fills whatever one message
 * says and leaves the rest for the conversation to ask.
 *
 * Order matters and is fixed here, not in the tables: catalog names first (so the "14B" in
 * "Qwen2.5-14B" is not read as a bare size), then keywords, then quantities, then named days. Each
 * match blanks its text so no number is read twice.
 */
import type { Catalog, Gpu } from '../catalog/schema.ts';
import type { Assumption, WeightPrecision } from '../estimate/types.ts';
import type { AdviceRequest } from '../recommend/types.ts';
import { findDeadline } from './deadline.ts';
import { gpuKey } from '../catalog/normalize.ts';
import { findGpu, findModel } from '../catalog/resolve.ts';
import { DEFAULT_CONTEXT_TOKENS, DEFAULT_SEQ_TOKENS } from '../estimate/constants.ts';
import { releasedPrecision } from '../estimate/precision.ts';
import { halfPrecision } from '../estimate/precision-support.ts';
import { formatsNamed, formatWeighed, speedsMeasured } from './formats-weighed.ts';
import { statedWeights } from './stated-weights.ts';
import { askedFormat, fallbackAsked, formatBesideModel, switchedFormat } from './format-switch.ts';
import { launchedAsReleased } from './launched-as-released.ts';
import { pretrainingFramework, trainerNamed, trainingThroughput } from './training-run.ts';
import { officeHours } from './office-hours.ts';
import { readBatchJob } from './batch-job.ts';
import { applyCorrections } from './corrections.ts';
import { findMention, mentionsFrom, type Mention, type NameLookup } from './mentions.ts';
import { findGenericCard } from './generic-card.ts';
import { sizeOnCard } from './family-on-card.ts';
import { findInstance } from './instance.ts';
import { parseQuantity } from './numbers.ts';
import { toSimplified } from './simplified.ts';
import { studentModel } from './distillation.ts';
import { askedModel, besideLastFailure, quotedRuns, replacedNames, reportedSentences, switchQuestions, toldSentences, triedSentences, workedNames } from './reference.ts';
import { blank, consume, escapeRegExp, within, type Span } from './spans.ts';
import { KEYWORD_RULES, METHOD_ASKED_OF_OTHERS, type KeywordRule } from './rules/keywords.ts';
import { COUNT } from './rules/patterns.ts';
import { QUANTITY_RULES, TENSOR_PARALLEL, type Captured, type QuantityRule } from './rules/quantities.ts';
import { parseMac } from './mac.ts';
import { readRlRecipe, sftInstead } from './rl-recipe.ts';
import { readServedTunes } from './served-tunes.ts';

export interface ParseResult {
  request: AdviceRequest;
  /** The catalog model's name as the user wrote it. */
  modelMention?: string;
  /** A model-like name ("llama 5 70b") that is not in the catalog: the caller asks or suggests. */
  unknownModel?: string;
  /** The unknown name is of no family the catalog has ("InternVL2-26B"), so no sibling's architecture stands in for it. */
  unknownFamily?: boolean;
  /** The card as the user wrote it ("A100"). */
  gpuMention?: string;
  /** A graphics-card name the catalog has no row for ("Arc A770", "RX 580"): said in the answer, never sized. */
  unknownGpu?: string;
  /** Assumptions made while reading (tokens per GB of text, end of day for a deadline). */
  assumptions: Assumption[];
  /** Ids of the rules that fired, in order (tests and logs). */
  matched: string[];
}

interface Indexes {
  models: NameLookup;
  gpus: NameLookup;
  providers: NameLookup;
  families: RegExp | undefined;
}

const indexCache = new WeakMap<Catalog, Indexes>();

/** Family words too common in ordinary text to flag as a model name on their own. */
const FAMILY_STOPWORDS = new Set(['opt', 'yi', 'phi']);
/** Tokens that may follow a family word inside a model name ("llama 5 70b instruct"). */
const VERSION_TOKEN = '(?:v?\\d[\\w.]*|[a-z]\\d[\\w.]*|instruct|chat|coder|base|math|vl|moe|distill|lite|pro|max|turbo|mini|large|small|medium|nemo)';

/**
 * A name with its size joined on ("InternVL2-26B", "Nemotron-4-340B"), or a hyphenated name with its size after a space
 * ("command-r-plus 104b"), of a family the catalog lacks: a model, not "a 26B model". English compounds before a size
 * ("a fine-tuned 7b") are no name.
 */
const SIZED_NAME = /(?<![\w.-])(?!(?:fine|pre|self|open|in|off|state|well|high|low|top|mid|full|half|home|custom|small|large)-)[a-z][a-z0-9]*(?:(?:[-_.][a-z0-9]+)*[-_]|(?:[-_.][a-z0-9]+)+\s+)a?\d+(?:\.\d+)?b(?:[-_](?:vision|vl|omni|audio))?(?![\w])/iu;
/** A card's memory in brackets right after its name: "(40GB)", "（80G）", "A100 GPUs (40g each)". */
const BRACKETED_MEMORY = /(?<=[a-z0-9])(?:(?<=\b(?:[a-z]{1,4}\d{2,4}s?|\d{4}(?:\s?ti)?))\s+(?:gpus?|cards?))?\s*(?:[(（]\s*(?:每张|每块|单卡|都是|均为|全是|each)?\s*(?:魔改|改装|modded)?\s*(?:的)?\s*|[(（]\s*the\s+(?=\d{1,3}\s*g\w*\s+(?:ones?|version|variant)\s*[)）]))(\d{1,3}\s*(?:gb|gib|g))(?:\s+(?:ones?|version|variant|each))?\s*[)）]/giu;

/** "8 of my 10", "4 of our 16": the part of the cards a job gets, its second count blanked. */
const PART_OF_CARDS = /\b(\d+)(\s+(?:of|out\s+of)\s+(?:my|our|the|all|their)?\s*\d+)(?=\s)/giu;

/**
 * A released checkpoint named by its proper name and variant ("Snowflake Arctic Instruct", "Falcon Mamba Chat"), of a
 * family the catalog lacks: a model whose shape the size beside it ("the 480B MoE") cannot give. Two capitalised
 * words at least, not opening with a pronoun or article ("Our Team Chat" is no model).
 */
const CHECKPOINT_NAME = /(?<![\w.-])(?!(?:Our|My|The|This|That|Your|Their|Its)\b)(?:[A-Z][A-Za-z0-9.]{2,}[\s-]){2,3}(?:Instruct|Chat|Base)\b/u;

/** A capitalised name with a versioned part ("Skywork-R1V", "MiniCPM-V2"), its size said elsewhere: a model the catalog lacks. */
const VERSIONED_NAME = /(?<![\w.-])[A-Z][A-Za-z]{2,}-(?=[A-Za-z0-9]*\d)[A-Za-z0-9]+(?:[-.][A-Za-z0-9]+)*(?![\w])/u;

/**
 * A name that starts inside a longer token must carry a family word of its own: "v3" in "whisper-large-v3" is
 * no DeepSeek-V3 (a short alias like "V3" or "R1" counts only as a word of its own).
 */
const FAMILY_WORD = /[a-z]{3,}/iu;

/** "The 120b model of gpt-oss", "gpt-oss 的 120b 版本", "llama3.2 (the 3b one)": a size and its family apart. */
const SIZE_OF_FAMILY = [
  /\b(?:the\s+)?(?<size>\d+(?:\.\d+)?b)\s+(?:model|version|variant|one|size)\s+(?:of|from)\s+(?<family>[a-z][\w.-]*[a-z0-9])/iu,
  /(?<family>[a-z][\w.-]*[a-z0-9])\s*(?:的|里的)\s*(?<size>\d+(?:\.\d+)?b)\s*(?:版本|版|模型|那个)?/iu,
  // "the 7B LLaVA model": the size written before the family's name.
  /\b(?:the|a|an|this|that)\s+(?<size>\d+(?:\.\d+)?b)\s+(?<family>[a-z][\w.-]*[a-z0-9])\s+(?:model|checkpoint|version|variant)\b/iu,
  // "a 65B llama-style model": that family's model of that size.
  /\b(?<size>\d+(?:\.\d+)?b)\s+(?<family>[a-z][a-z0-9.]*[a-z0-9])[\s-](?:style|like|based|architecture)\b/iu,
  // "llama3.2 (the 3b one, default q4)", "Qwen3-Coder（480B 参数的 MoE…".
  /(?<family>[a-z][\w.-]*[a-z0-9])\s*[(（]\s*(?:the\s+)?(?<size>\d+(?:\.\d+)?b)(?:\s+(?:one|version|model|variant)|\s*[,，)）]|\s*(?:参数|params?\b|parameters?\b|total\b))/iu,
];

/** A base loaded in 4 bits by bitsandbytes (not a flag turned off: "load_in_4bit=False"). */
const LOADED_IN_4BIT = /\b(?:load_in_4bit|bnb_4bit\w*)\b(?!\s*(?:[:=]\s*|改成了?\s*|set\s+to\s+)(?:false|0)\b)/iu;
/** A full-width comma between digits: a list separator in Chinese, never a thousands separator. */
const FULL_WIDTH_COMMA_BETWEEN_DIGITS = /(\d)，(?=\d)/gu;

/** LoRA named outright (not only its settings). */
const LORA_SAID = /(?<![a-z])q?lora(?![a-z])|with_peft/iu;
/** Words quoted from elsewhere (“…”, 「…」): another post's, not the asker's. */
const QUOTED = /“[^”]{0,400}”|「[^」]{0,400}」/gu;

/** A GPTQ checkpoint in 8 bits, and a 4-bit format named outright (a bare "GPTQ" is neither). */
const GPTQ_INT8 = /gptq[\s_-]*int-?8/iu;
const FOUR_BIT_NAMED = /gptq[\s_-]*int-?4|\bawq\b|\bint-?4\b|\b4[\s-]?bits?\b|\bnf4\b|4\s*位/iu;

/** A multimodal variant's suffix: "-Vision", "-VL", "-Omni", "-Audio". */
const MULTIMODAL = /[-_\s](?:vision|vl|omni|audio)$/iu;

/** A vision or audio model by a word inside its name ("VisualGLM-6B", "Qwen2.5-Omni-7B", "InternVL-Mini-2B", "Skywork-R1V"). */
const MULTIMODAL_NAME = /vision|visual|omni|audio|(?:^|[-_\s\d])vl(?:$|[-_\s\d])|internvl|r1v\b/iu;

/**
 * Whether a model the catalog lacks may be sized as a typical model of its stated size (answer.ts, with a note) instead of
 * asked about. Issue 12's rule: "an unknown model with a size ('some 13B model') is sized as a generic dense model of that
 * size, said so" — whatever its family: a full fine-tune of "bloom 7b" or "gpt-neox-20b" is weights and optimizer states,
 * which the size decides. Not a vision or audio model: its encoder and cross-attention are parts the size does not describe
 * ("Llama-3.2-11B-Vision"), unless a sibling of about its size stands in (Qwen2.5-VL-32B beside Qwen2.5-32B).
 */
function standsIn(name: string, sizeB: number | undefined, catalog: Catalog): boolean {
  if (sizeB === undefined || MULTIMODAL.test(name)) return false;
  if (sizeB < 1) return true;
  const family = familyName(name.replace(/[\s_-]*(?:a?\d+(?:\.\d+)?\s*b\b).*$/iu, ''));
  if (family && catalog.models.some((m) => familyName(m.family) === family && aboutSize(m.paramsB, sizeB))) return true;
  return !MULTIMODAL_NAME.test(name);
}

/** A family's name without its version or separators ("Qwen1.5" and "Qwen2.5" are "qwen"; "gpt-neox" is not "gpt-oss"). */
function familyName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/[\d.\s_-]+/gu, '');
}

/**
 * A size written right after a model's name ("Baichuan2-7B", "llama 3 13b chat"), or after more of its name ("Phi2-Chinese-0.2B",
 * "Bloom_6b4_zh（6.4B）"), that is not that catalog model's: the name with it.
 */
function sizeWrittenAfter(text: string, mention: Mention, catalog: Catalog): string | undefined {
  const after = /^(?:[_-][a-z0-9]+(?=[\s_(（-])){0,3}?(?:[\s_-]*(?:(?:chat|base|instruct)[\s_-]*)?|\s*[(（]\s*)(?<![a-z])(\d+(?:\.\d+)?)\s*b\b(?!\s*(?:tokens?|toks?|tok\b|words?|samples?|个?\s*token))/iu.exec(text.slice(mention.end));
  if (!after) return undefined;
  const written = Number(after[1]);
  const found = findModel(catalog, mention.id);
  // The total or the active size (Llama-4-Scout-17B-16E: 17B active) written after it: that model.
  if (!found || aboutSize(written, found.paramsB) || aboutSize(written, found.activeParamsB)) return undefined;
  // Or the size its own name says ("GLM-4V-9B": 9B names the language model, 13.9B counts the vision tower too).
  if (sizeInName(found.name, written)) return undefined;
  return `${mention.text}${after[0]}`.trim();
}

/** Whether a catalog name states this size as a word of its own ("GLM-4V-9B" states 9; "Mixtral-8x7B" states no 7). */
function sizeInName(name: string, sizeB: number): boolean {
  return [...name.matchAll(/(?:^|[\s_/-])(\d+(?:\.\d+)?)b(?![a-z0-9])/giu)].some((m) => Number(m[1]) === sizeB);
}

/** Sizes as people round them: within a quarter of each other. */
function aboutSize(a: number, b: number): boolean {
  return a > 0 && b > 0 && Math.abs(a - b) / b <= 0.25;
}

function sizeOfFamily(text: string, lookup: NameLookup): Mention | undefined {
  for (const pattern of SIZE_OF_FAMILY) {
    const m = pattern.exec(text);
    const id = m?.groups ? lookup(`${m.groups.family}-${m.groups.size}`) : undefined;
    if (m && id) return { id, text: m[0].trim(), start: m.index, end: m.index + m[0].length };
  }
  return undefined;
}

/** What follows a model named only for its example code: "…-8B 那个例子的脚本", "the Llama-2-7B example script". */
const EXAMPLE_OF = /^\s*(?:那个|这个|的)?\s*(?:例子|示例|样例|demo|example|sample\s+script|notebook)/iu;

/** A family word and a size: "deepseek 70B", "Llama-405B", "千问3大模型 0.6b", "Qwen2.5-VL 7B". */
const FAMILY_THEN_SIZE = /(?<![\w.-])(?<family>(?:[a-z]{2,}|千问|通义千问)(?:[\s-]?\d+(?:\.\d+)?)?(?:[\s-]?vl)?)(?:[\s_-]*(?:大模型|模型|model))?[\s_-]*(?<![\d.])(?<size>\d+(?:\.\d+)?)\s*b\b/iu;

/**
 * The one catalog model a family word and a size can mean ("deepseek 70B" is R1-Distill-Llama-70B, "千问3 0.6b" is
 * Qwen3-0.6B); none when several can ("qwen 32b": asked).
 */
function onlyModelOfSize(text: string, catalog: Catalog): Mention | undefined {
  const m = FAMILY_THEN_SIZE.exec(text);
  if (!m?.groups) return undefined;
  const key = (name: string) => name.normalize('NFKC').toLowerCase().replace(/通义千问|千问/gu, 'qwen').replace(/[\s_-]+/gu, '');
  const family = key(m.groups.family!);
  // The size as the model's own name writes it ("llama-3.1-405b", not Llama-4-Maverick's 400B total).
  const sized = new RegExp(`(?:^|-)${m.groups.size!.replace('.', '\\.')}b(?:-|$)`, 'u');
  // A version the asker did not write is another release ("baichuan-13b" is not Baichuan2-13B).
  const fits = catalog.models.filter((model) => {
    const stem = key(model.id.replace(sized, ''));
    return sized.test(model.id) && stem.startsWith(family) && !/[\d.]/u.test(stem[family.length] ?? '');
  });
  // The family as written outranks its longer names ("llama 3.1 70b" is Llama-3.1-70B, not Llama-3.1-Nemotron-70B).
  const exact = fits.filter((model) => key(model.id.replace(sized, '')) === family);
  // A size the unversioned family never had, in a family whose unversioned release the catalog holds ("Llama 405B": LLaMA 1
  // stopped at 65B), is a later version's: the one model of that size, if one.
  const later = fits.length === 0 && catalog.models.some((model) => key(withoutSize(model.id)) === family)
    ? catalog.models.filter((model) => sized.test(model.id) && key(model.id.replace(sized, '')).startsWith(family))
    : [];
  const one = exact.length > 0 ? exact : fits.length > 0 ? fits : later;
  return one.length === 1 ? { id: one[0]!.id, text: m[0], start: m.index, end: m.index + m[0].length } : undefined;
}

/**
 * A family named and its size said apart ("the LLaMA v2 chatbot … does the 70B fit?", "lit-llama/65B"): that family's
 * one model of that size, by the same rule as the two written together. A name with another size in it is not. A fine-tune
 * named for its base with a word glued on ("BLOOMChat-176B", "llamaOG-65B") is that base's model of its size.
 */
function familyAtSize(name: string, sizeB: number, catalog: Catalog): string | undefined {
  if ([...name.matchAll(/(\d+(?:\.\d+)?)\s*b\b/giu)].some((m) => Number(m[1]) !== sizeB)) return undefined;
  const family = name.replace(/[\s_/-]*\d+(?:\.\d+)?\s*b\b.*$/iu, '').replace(/\bv(?=\d)/iu, '');
  const direct = onlyModelOfSize(`${family} ${sizeB}b`, catalog)?.id;
  if (direct) return direct;
  // The longest start of a one-word name that is a whole family name: "BLOOMChat" → "BLOOM" (not "baichua" → Baichuan2).
  const word = (/^[a-z]+$/iu.exec(family)?.[0] ?? '').toLowerCase();
  for (let end = word.length - 1; end >= MIN_FAMILY_LETTERS; end--) {
    const id = onlyModelOfSize(`${word.slice(0, end)} ${sizeB}b`, catalog)?.id;
    if (id && withoutSize(id) === word.slice(0, end)) return id;
  }
  return undefined;
}

/** A catalog id without the size it ends in ("llama-65b" → "llama", "llama-3.1-405b" → "llama-3.1"). */
function withoutSize(id: string): string {
  return id.replace(/-\d+(?:\.\d+)?b$/u, '');
}

/** The shortest family word a glued-on name is cut to ("qwen", "bloom"; never "phi" out of "Phind"). */
const MIN_FAMILY_LETTERS = 4;

/** Names people write without their maker's prefix: "R1-Distill-Llama-70B" is DeepSeek's. */
const VENDOR_DROPPED: [RegExp, string][] = [[/^(?:r1|v3|v2\.5)(?=[\s\-_:]|$)/iu, 'deepseek ']];

function vendorDropped(name: string, lookup: NameLookup): string | undefined {
  for (const [pattern, prefix] of VENDOR_DROPPED) if (pattern.test(name)) return lookup(prefix + name);
  return undefined;
}

function indexesFor(catalog: Catalog): Indexes {
  const cached = indexCache.get(catalog);
  if (cached) return cached;
  const families = [...new Set(catalog.models.map((m) => /^[a-z]+/.exec(m.family.normalize('NFKC').toLowerCase())?.[0] ?? ''))]
    .filter((f) => f.length >= 3 && !FAMILY_STOPWORDS.has(f))
    .sort((a, b) => b.length - a.length);
  const built: Indexes = {
    models: (name, glued) => (glued && !FAMILY_WORD.test(name) ? undefined : findModel(catalog, name)?.id ?? vendorDropped(name, (full) => findModel(catalog, full)?.id)),
    gpus: (name) => findGpu(catalog, name)?.id,
    providers: providerLookup(catalog),
    families: families.length > 0 ? new RegExp(`\\b(?:${families.join('|')})(?![.]cpp)(?:[\\s\\-_/.]*${VERSION_TOKEN}\\b)*`, 'iu') : undefined,
  };
  indexCache.set(catalog, built);
  return built;
}

/** A name as looked up: lower case, letters, digits and CJK only ("Vast.ai" = "vastai", "AWS China" = "awschina"). */
const nameKey = (name: string): string => name.normalize('NFKC').toLowerCase().replace(/[^a-z0-9\u4e00-\u9fff]/gu, '');

/** Provider ids that are ordinary words ("a vast dataset"): only their full names count ("Vast.ai", "vastai"). */
const PROVIDER_STOPWORDS = new Set(['vast']);

/**
 * Providers by the names people write: id, name (each part of "Verda (formerly DataCrunch)") and aliases. A market
 * quote source is no provider anyone rents from.
 */
function providerLookup(catalog: Catalog): NameLookup {
  const byName = new Map<string, string>();
  for (const p of catalog.providers.filter((x) => x.kind !== 'marketplace' || x.id === 'vast')) {
    const names = [p.id, p.name, ...p.name.split(/\s*[()]\s*|\s*formerly\s*/u), ...(p.aliases ?? [])];
    for (const key of names.map(nameKey)) if (key.length >= 2 && !PROVIDER_STOPWORDS.has(key)) byName.set(key, p.id);
  }
  return (name) => byName.get(nameKey(name));
}

/** Set the fields that are still unset; the first statement of a field wins. */
function fill(request: AdviceRequest, fields: Partial<AdviceRequest>): void {
  for (const [key, value] of Object.entries(fields) as [keyof AdviceRequest, unknown][]) {
    if (value !== undefined && request[key] === undefined) (request as Record<string, unknown>)[key] = value;
  }
}

/** "满血" (full-blooded): the model as released, not a distilled or quantized cut of it. */
const FULL_RELEASE = /满血/u;

/** Count words that only mean a number of cards ("双卡 3090", "4090D 单卡", "dual 4090"). */
const CARD_COUNT_WORDS: Record<string, number> = { 双: 2, 单: 1, 四: 4, 八: 8, dual: 2, quad: 4, single: 1 };
const CARD_COUNT = `(?:${COUNT}|双|单|dual|quad|single)`;
const COUNT_SEP = '(?:x|×|\\*|张|块|片|台|卡|路|个)';
/** Card memory written around the name: "1张 32G的V100", "v100 24G的卡两张". */
const MEMORY = '(\\d{2,3})\\s*g(?:b)?';
/**
 * A count just before the card: "8 张 A100", "8x H100", "双卡3090", "two 4090s", "2 3090s", "4张魔改2080ti", "两张24G显存的3090",
 * "a 4-card board of V100", "2 GPUs (V100, 32G)". Groups: [1] the count, [2] its memory, [3] a board's count, [4] a count with the
 * card in brackets.
 */
const COUNT_BEFORE = new RegExp(`(?:^|[^\\w.])(${CARD_COUNT})(?:\\s*${COUNT_SEP}\\s*|\\s+|(?<=[双单]))(?:(?:魔改|改装|二手|全新|租的|都是|全是|均为|全部是|modded|used|rented|spare|cloud)\\s*(?:的|版)?\\s*|(?<=[张块个台片]\\s*)\\p{L}{2,10}的\\s*)?(?:${MEMORY}\\s*(?:显存)?\\s*(?:的|of)?\\s*)?$|(?:^|[^\\w.])(${CARD_COUNT})[-\\s]?(?:cards?|gpus?)\\s+(?:board|box|server|machine|node|rig|system)\\s+(?:of|with)\\s+$|(?:^|[^\\w.])(${CARD_COUNT})\\s*(?:gpus?|cards?)\\s*[(（]\\s*$`
    // "an 8-GPU 4090 machine"; "4张48G显卡（A6000）": the card named in brackets after the counted cards.
    + `|(?:^|[^\\w.])(\\d{1,2})-(?:(?:cards?|gpus?)\\s+)?$|(?:^|[^\\w.])(${CARD_COUNT})\\s*(?:张|块)?\\s*(?:\\d{2,3}\\s*g(?:b)?\\s*(?:显存)?\\s*(?:的)?\\s*)?(?:显卡|卡)\\s*[(（]\\s*$`, 'iu');
/** The count COUNT_BEFORE read, whichever of its forms matched. */
const countBeforeOf = (m: RegExpExecArray | null): string | undefined => m?.[1] ?? m?.[3] ?? m?.[4] ?? m?.[5] ?? m?.[6];
/** The characters before a card COUNT_BEFORE can match within (a count, its separator, a short modifier, the memory). */
const COUNT_BEFORE_WINDOW = 80;

/**
 * COUNT_BEFORE on the text just before a card (`end`): what it matches is a few dozen characters long, so it runs on that
 * window, not on the whole post before the card at every mention (most of its cost on long posts). The match's index is the text's.
 */
function countBeforeAt(text: string, end: number): RegExpExecArray | null {
  const from = Math.max(0, end - COUNT_BEFORE_WINDOW);
  const m = COUNT_BEFORE.exec(text.slice(from, end));
  if (m) m.index += from;
  return m;
}
/** Memory written before the card ("32G的V100", "80GB A100", "40G显存单张A100"). */
const MEMORY_BEFORE = new RegExp(`(?:^|[^\\w.])${MEMORY}\\s*(?:显存)?\\s*(?:的|of)?\\s*(?:单张|单卡|单块|一张|一块)?\\s*$`, 'iu');
/** Card memory written just after the name ("4090 48G", "2080 Ti 22GB", "2080ti 魔改22G"), or after its form factor ("V100-PCIE-16GB"), when it is not part of a catalog name. */
const MEMORY_AFTER = /^\s*[-_]?\s*(?:=\s*)?(?:(?:pcie|sxm\d?)[-_\s]*)?(?:(?:单卡|单张|每张|每卡)\s*)?(?:(?:魔改|改装|modded)\s*(?:版|的)?\s*)?(\d{1,3})\s*g(?:b)?(?![a-z])/iu;
/** The memory nvidia-smi reports, just after the card ("A10（23028MiB）", "4060 Ti has 16380MiB total"). */
const MIB_AFTER = /^[^.,;，。；]{0,14}?(\d{4,6})\s*mib\b/iu;
/** A count just after it: "H100 × 8", "4090 x2", "3090 双卡", "A100 两张", "a 4090 dual GPU". */
const COUNT_AFTER = new RegExp(`^\\s*(?:\\d{2,3}\\s*g(?:b)?\\s*)?(?:的?\\s*(?:(?:涡轮版|涡轮|公版|水冷|风冷)\\s*)?(?:显卡|卡)\\s*)?(?:(?:x|×|\\*)\\s*(${COUNT})\\b|(${CARD_COUNT})\\s*(?:张|块|片|台|卡)|(dual|quad)[\\s-]*(?:gpus?|cards?)\\b)`, 'iu');
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
const HOW_MANY_BEFORE = /\bhow\s+many\s+$/iu;
/** Another card asked for: "要换什么卡", "换成什么显卡", "which card should I switch to", "what GPU should we upgrade to". */
const OTHER_CARD_ASKED = /换(?:成|用)?\s*(?:什么|哪(?:种|款|张|个))\s*(?:显)?卡|\b(?:which|what)\s+(?:card|gpu)s?\s+(?:should|to|do|would)\b[^.?!]{0,30}\b(?:switch|upgrade|move|rent|buy|get)\b/iu;
/** The fewest cards asked for: "最少几张", "至少要几张", "实际要几张就够", "how many do I actually need", "the minimum number of GPUs". */
const FEWEST_ASKED = /最少|至少|起码|最低|就够|\bfewest\b|\bminimum\b|\bmin(?:imal)?\s+(?:number|count|gpus?)\b|\bat\s+least\b|\bactually\s+need\b|\bthe\s+least\b/iu;
/** "how many h800 gpu hrs": the card's hours, not its count. */
const CARD_TIME_AFTER = /^[\s-]*(?:gpu[\s-]*)?(?:hours?|hrs?|h|days?)\b/iu;
/** The question itself is the count ("需要几张", "how many GPUs"): it wins over a count named as what failed. */
const COUNT_QUESTION = new RegExp(HOW_MANY.join('|'), 'iu');
const COUNT_ASKED = new RegExp(
  [
    ...HOW_MANY,
    '多卡|多机',
    '\\bmulti-?gpu\\b|\\b(?:multiple|several)\\s+(?:[\\w.-]+\\s+)?(?:gpus?|cards?|[a-z]*\\d+[a-z\\d]*s)\\b',
    '\\b(?:fewest|minimum\\s+(?:number\\s+of\\s+)?)(?:gpus?|cards?)\\b',
  ].join('|'),
  'iu',
);
/** A count glued to the card inside one word: "2x4090", "a100x2". */
const GLUED = /^(\d{1,3})[x×*](?=\S)|(?<=\S)[x×*](\d{1,3})$|^(\d)(?=[ahlb]\d{2,3}[a-z]*$)/iu;

/** The catalog's exact GPU lookup, also taking "4090s" / "A100s" and a glued count ("2x4090"). */
function gpuLookup(lookup: NameLookup): NameLookup {
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

function cardCount(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = CARD_COUNT_WORDS[text.toLowerCase()] ?? parseQuantity(text);
  return n !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
}

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
/**
 * The count the question judges, named with the card again: "is 8x H100 enough for lora on the 120b?", "8 张 A800 够不够",
 * "do i even need more than one L20", "一张 4090 是不是就够了"
 * (over "one H100 is enough" quoted from elsewhere before it), and the asker's cards counted after the card: "we got 64 of them".
 */
const ENOUGH_JUDGED = new RegExp(
  [
    `\\b(?:is|are|would|will|could|can|do)\\s+(?:the\\s+|my\\s+|our\\s+|just\\s+|only\\s+|an?\\s+)?(${CARD_COUNT})\\s*(?:x\\s*)?(?<card>[\\w-]+)(?:\\s+(?<mem>\\d+)\\s*g(?:b|ib)?)?\\s+(?:(?:actually|really|even|still)\\s+)?(?:not\\s+)?(?:be\\s+)?(?:enough|sufficient|suffice|fit|hold|handle|run|serve|do\\s+it|do(?=\\s*(?:[?？,.]|$|for\\b|with\\b)))\\b`,
    // "one A100 pcie is enough for this right?": the count leads its sentence.
    `(?:^|[.!?;。！？；]\\s*|\\b(?:so|and|but)\\s+)(${CARD_COUNT})\\s*(?:x\\s*)?(?<card6>[a-z]*\\d+[\\w-]*)(?:\\s+(?:pcie|sxm|nvl|\\d+\\s*g(?:b)?))?\\s+(?:is|are|(?:would|will|should)\\s+be)\\s+(?:really\\s+|still\\s+)?(?:enough|sufficient|fine|ok(?:ay)?)\\b`,
    // "does the AWQ 7B fit on one T4 by itself?", "will it run on a single L4?".
    `\\b(?:does|do|will|would|can|could)\\b[^.?!。？！]{0,40}?\\b(?:fit|run|work|load)\\s+(?:on|in|into)\\s+(?:just\\s+|only\\s+)?(?:an?\\s+)?(${CARD_COUNT})\\s*(?:x\\s*)?(?<card2>[\\w-]+)(?=[^.?!。？！]{0,60}[?？])`,
    `\\b(?:we|i)(?:'ve|\\s+have)?\\s+(?:got|have|own|bought|rented)\\s+(?:like\\s+|about\\s+|around\\s+)?(${CARD_COUNT})\\s+of\\s+(?:them|those|these)\\b`,
    // "两张 A100 80G 够不够".
    // "单卡 4090D 24G 跑 gpt-oss-20b 到底够不够".
    `(?<![\\d.])(${CARD_COUNT})\\s*(?:张|块|卡)\\s*(?<card3>[a-z\\d][\\w-]*\\d[\\w-]*|[a-z][\\w-]*\\d)(?:\\s*(?<mem3>\\d+)\\s*g(?:b)?)?\\s*(?:的)?\\s*(?:显存)?(?:\\s*(?:跑|运行|部署|推理|训练|微调)\\s*[\\w.-]{1,40})?\\s*(?:到底|真的)?\\s*(?:够不够|够吗|够用吗|能行吗|行不行|行吗)`,
    // "24 张够不够", "16 张卡够吗".
    `(?<![\\d.])(${CARD_COUNT})\\s*(?:张|片|块\\s*(?=卡|显卡))\\s*(?:卡|显卡)?\\s*(?:到底)?\\s*(?:够不够|够吗|够用吗|能行吗|行不行|行吗)`,
    // "do i even need more than one L20", "其实一张 4090 是不是就够了".
    `\\bneed\\s+more\\s+than\\s+(${CARD_COUNT})\\b`,
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
function statedTotal(text: string, request: AdviceRequest, maxPerNode: number): void {
  const total = Number(TOTAL_CARDS.exec(text)?.[1]);
  const read = request.count;
  if (!Number.isInteger(total) || read === undefined || request.countAsked || total <= read || total % read !== 0) return;
  const perMachine = [read, total / read].filter((n) => n <= maxPerNode).sort((a, b) => b - a)[0];
  request.count = total;
  if (perMachine !== undefined && perMachine > 1) request.machineGpus = perMachine;
}

/** Cards written as count × their memory, the card named apart: "8*40G（A100 40G）", "4x80GB". */
const COUNT_TIMES_MEMORY = /(?<![\d.])(\d{1,3})\s*[*x×]\s*(\d{2,3})\s*g(?:b|ib)?(?![a-z])/giu;

function countedByMemory(text: string, request: AdviceRequest, memoryGB: number, pluralOnly: boolean): void {
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

/** The count the question weighs (COUNT_JUDGED, ENOUGH_JUDGED) over the counts the post runs, tried or quoted; "if not, how many" asks for the fewest. */
function judgedCount(text: string, request: AdviceRequest, out: ParseResult, gpuOf: (name: string) => string | undefined): void {
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
    const card = m?.groups?.card ?? m?.groups?.card2 ?? m?.groups?.card3 ?? m?.groups?.card5 ?? m?.groups?.card6;
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
const QUESTION_AHEAD = /^(?:[^.。!！\n]|\.(?=\d))*?(?:[?？]|吗|够不够|行不行)/u;

/** Machines written before a per-machine count: "两台 8 卡", "4机8卡", "3 nodes of 8x", "2 nodes with 4x", "2 nodes x 8 A100", "2 x 8 卡", "two" (with "nodes" after the card). */
const MACHINES_BEFORE = new RegExp(`(?:^|[^\\w.])(${COUNT})\\s*(?:台|个?节点|个?机器|机|个|(?:nodes?|machines?|servers?|boxes|sets?)\\s*(?:of|with|[x×*])|[x×*])?\\s*$`, 'iu');
/**
 * Machines, then the count each holds: "9台机器，每台 8*A800", "3 nodes, each with 8x H100", "6台PC，每台只有一张 3060",
 * "32 nodes, GPU per node: 8x A100".
 */
const MACHINES_EACH = new RegExp(`(?:^|[^\\w.])(${COUNT})\\s*(?:台|个节点|nodes?|machines?|servers?|boxes|pcs|computers)\\s*(?:机器|服务器|节点|电脑|主机|pc)?\\s*[，,、:：]?\\s*(?:每台|每个节点|每个|each(?:\\s+(?:with|has|having))?|(?:gpus?|cards?)\\s*(?:per|\\/)\\s*(?:node|machine|server))\\s*(?:机器|服务器|电脑|主机)?\\s*(?:都是|是|有|只有|都有|(?:only\\s+)?(?:has|have)|:|：)?\\s*$`, 'iu');
/** Machines listed before a per-machine count: "4 nodes, 2 GPUs (…) per node", "3 台服务器，每台…". */
const MACHINES_LISTED = new RegExp(`(?:^|[^\\w.])(${COUNT})\\s*(?:nodes?|machines?|servers?|boxes|hosts?|台(?:机器|服务器)?|个?节点)\\s*[,，、;；]\\s*$`, 'iu');
/** A count said to be per machine after the card: "…) per node", "each node", "/node". */
const PER_MACHINE_AFTER = /^[^.;。；\]]{0,30}?(?:per|each|every|\/)\s*(?:node|machine|server|box|host)\b/iu;
/** A machine word right after the card: "8xH100 nodes", "8卡A100机器", "8 卡 H800 服务器". */
const MACHINE_AFTER = /^\s*(?:nodes?|machines?|servers?|boxes|hosts?|节点|机器|服务器|主机)/iu;
const MACHINE_WORD_BEFORE = /(?:台|节点|机器|[\d一二两三四五六七八九十]\s*[机个]|(?:nodes?|machines?|servers?|boxes|sets?)\s+(?:of|with)|[x×*])\s*$/iu;

/** The machines around a card written with its per-machine count, and the span they widen it to. */
function machinesAround(text: string, start: number, end: number): { machines: number; start: number; end: number } | undefined {
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

function machinesTimesAfter(text: string, start: number, end: number): { machines: number; start: number; end: number } | undefined {
  const m = MACHINES_TIMES_AFTER.exec(text.slice(end));
  const machines = cardCount(m?.[1]);
  return m && machines !== undefined && machines <= 64 ? { machines, start, end: end + m[0].length } : undefined;
}

/** A card's name as compared with another mention of it: "A100s" is "A100", "A100-40G" begins with it. */
const cardKey = (mention: Mention): string => gpuKey(mention.text.replace(/s$/iu, ''));

/** A card written with a count next to it ("8 张 A100", "H100 × 8", "2x4090"). */
function counted(text: string, mention: Mention): boolean {
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
  const ownCount = counted(text, at) && ONLY_HAVE.test(text.slice(Math.max(0, at.start - 12), at.start));
  return cardFamily(at.id) === cardFamily(found.id) && (otherMemory || ownCount) ? at : found;
}

/** A capacity seen: "can only do 1-2 concurrent requests", "only handles 4 users", "只能同时跑 2 个". */
const OBSERVED_CAPACITY = /\b(?:can|could)\s+only\s+(?:do|handle|serve|run|support|take|hold)\s+(?:about\s+|~)?(\d{1,4})(?:\s*[-–~]\s*(\d{1,4}))?\s+(?:concurrent|simultaneous|parallel)|\bonly\s+(?:handles?|serves?|supports?)\s+(\d{1,4})\s+(?:concurrent|users|requests)|只能(?:同时)?(?:跑|支持|撑|扛|处理)\s*(\d{1,4})\s*(?:个|路)/iu;

/** A card's id without its memory and form factor: "a100-80gb-sxm" → "a100", "v100-16gb" → "v100". */
const cardFamily = (id: string): string => id.replace(/-\d+gb.*$/u, '');

/** A card weighed as another option: "would 40GB A100s also work?", "还是用 3090？". */
const ALTERNATIVE_ASKED = /\balso\b|\binstead\b|\bor\b|还是|也行|也可以|换成/iu;
/** The asker's own count, said as a limit: "我只有一张 4090", "I only have one 3090". */
const ONLY_HAVE = /只有|仅有|只剩|\bonly\b|\bjust\b/iu;

/** The GPU mention and a count written next to it ("8 张 A100", "8x H100", "H100 × 8", "my 4090"). */
function readGpu(text: string, index: NameLookup, request: AdviceRequest, out: ParseResult, cardOf: (id: string) => Gpu | undefined): string {
  const lookup = gpuLookup(index);
  const found = findMention(text, lookup);
  if (!found) return text;
  const mention = countedMention(text, questionMention(text, usedMention(text, found, lookup), lookup), lookup);
  // Memory written before the name picks the variant ("32G的V100", "80GB A100"); so does the total nvidia-smi reports after it
  // ("my 4060 Ti has 16380MiB total": the 16 GB one), which is never a modified board's memory (drivers report less than the box says).
  const memory = MEMORY_BEFORE.exec(text.slice(0, mention.start))?.[1];
  const mib = memory === undefined ? Number(MIB_AFTER.exec(text.slice(mention.end))?.[1] ?? NaN) : NaN;
  const reported = Number.isFinite(mib) ? index(`${mention.text} ${Math.round(mib / 1024)}gb`) : undefined;
  const memoryAfter = memory === undefined ? MEMORY_AFTER.exec(text.slice(mention.end))?.[1] : undefined;
  // Memory written after the name picks the variant too ("single v100 16GB"), when the card has one of that memory.
  // "4090s" is a plural only when the name without its "s" is the card ("L40S" is a card of its own); a plural's variant
  // ("A100s (40gb)") is the singular's.
  const plural = /\ds$/u.test(mention.text) && index(mention.text) === undefined;
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
  if (stated !== undefined && card && !total && Math.abs(Number(stated) - card.memoryGB) >= 1) {
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

/** A job reclaimed before: "keeps getting preempted", "got interrupted", "被回收了好几次". */
const PREEMPTED = /\b(?:keeps?|kept)\s+(?:getting\s+|being\s+)?(?:preempted|interrupted|reclaimed)\b|\bgot\s+(?:preempted|reclaimed)\b|被(?:回收|抢占)(?:了)?(?:好几次|多次|几次)/iu;

/** The asker asking what to use instead: "what should i use", "用什么好", "该换什么", "怎么办". */
const WHAT_TO_USE = /\bwhat\s+(?:should|do|would|can)\s+(?:i|we)\s+(?:use|do|try|switch\s+to)\b|\bwhat\s+(?:else\s+)?(?:to|should)\s+use\b|(?:该|应该|要)?(?:用|换|改用)(?:什么|啥)|怎么办|怎么优化|如何优化/iu;

/** An alternative asked about just before a setting: "or do I need …", "还是要 …". */
const ASKED_ALTERNATIVE = /\bor\b[^.?!]*$|\b(?:do|would|will)\s+(?:i|we)\s+need\b[^.?!]*$|还是[^。？！]*$|要不要[^。？！]*$/iu;

/** Two cards weighed against each other: "A100 还是 4090", "an H100 or two A100s", "4090 vs 3090", "和 A800 比". */
const COMPARE = /还是|或者|或是|对比|比较|相比|\bor\b(?!\s+not\b)|\bvs\.?(?![a-z])|\bversus\b|\bcompared?\s+(?:to|with)\b|\bover\b/iu;

/**
 * The second card of a comparison, read like the first (its own count, "two A100s"); the answer judges both.
 * A second mention of the same card, or a count that only says "how many", is no comparison.
 */
function readComparedGpu(text: string, index: NameLookup, request: AdviceRequest, out: ParseResult, cardOf: (id: string) => Gpu | undefined): string {
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

/** The asker's card: read outside reported sentences first ("Meta quotes 1.3M H100 hours … with our 64 H100s"), else anywhere. */
function readAskerGpu(text: string, reported: readonly Span[], read: (text: string) => string): string {
  if (reported.length === 0) return read(text);
  const blanked = blank(text, reported);
  const outside = read(blanked);
  if (outside === blanked) return read(text);
  // Put the reported sentences back: their own amounts are judged later (quotedRuns).
  let merged = outside;
  for (const { start, end } of reported) merged = merged.slice(0, start) + text.slice(start, end) + merged.slice(end);
  return merged;
}

/** A cloud instance named for its cards ("ml.g5.48xlarge", "a2-highgpu-1g", "AWS G5"): its card and count from the catalog's offers. */
function readInstance(text: string, catalog: Catalog, request: AdviceRequest, out: ParseResult): string {
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
function instanceCount(text: string, catalog: Catalog, request: AdviceRequest, out: ParseResult): string {
  const instance = findInstance(text, catalog);
  if (!instance || instance.gpu !== request.gpu || instance.count === undefined) return text;
  request.count = instance.count;
  out.matched.push('gpu.instance');
  return consume(text, instance.start, instance.end);
}

/** Cards counted without a name, a few words before their memory: "4 GPUs with ", "4 GPUs, ", "4张卡，每张". */
const CARDS_COUNTED_BEFORE = new RegExp(`(?:^|[^\\w.])(${CARD_COUNT})\\s*(?:x\\s*)?(?:gpus?|cards?|张卡|块卡|张显卡|块显卡|张|块)\\s*[,，、:：]?\\s*(?:(?:each\\s+)?(?:with|having|has)|of|每张|每块|每卡)?\\s*(?:卡|显卡)?\\s*(?:的)?\\s*(?:显存)?\\s*$`, 'iu');

/** Machines counted with no cards each, taken as whole machines of a datacenter card as the catalog rents it: said in the answer. */
function wholeMachinesAssumed(machines: number, card: Gpu): ParseResult['assumptions'][number] {
  return { key: 'wholeMachines', params: { machines, perMachine: card.maxPerNode, gpu: card.name } };
}

/** Machines counted on their own: "64台机器", "8 个节点", "16 nodes", "4 servers". */
const MACHINES_TOLD = /(?<![\d.])(\d{1,4})\s*(?:台|个)\s*(?:机器|服务器|主机|节点)|(?<![\d.])(\d{1,4})\s+(?:machines|nodes|servers)\b/iu;
const machinesTold = (text: string): number => {
  const m = MACHINES_TOLD.exec(text);
  return Number(m?.[1] ?? m?.[2] ?? NaN);
};

/** A card named by its memory alone ("16G 显存的卡", "a 24GB card"): judged as the card of that memory rented most, said. */
function readGenericCard(text: string, catalog: Catalog, request: AdviceRequest, out: ParseResult): string {
  const card = findGenericCard(text, catalog);
  const gpu = card && findGpu(catalog, card.gpu);
  if (!card || !gpu) return text;
  const lead = text.slice(0, card.start);
  request.gpu = card.gpu;
  // "4 GPUs with 24GB each", "4张卡，每张24G": the cards counted just before their memory.
  const before = countBeforeAt(lead, lead.length);
  const listFrom = Math.max(0, lead.length - 40);
  const listed = before ? null : CARDS_COUNTED_BEFORE.exec(lead.slice(listFrom));
  const countText = countBeforeOf(before) ?? listed?.[1];
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
function readUnknownGpu(text: string, out: ParseResult): string {
  const match = CARD_NAME.exec(text);
  if (!match) return text;
  const name = match[0].trim();
  out.unknownGpu = name;
  out.assumptions.push({ key: 'unknownGpu', params: { name } });
  out.matched.push('gpu.unknown');
  return consume(text, match.index, match.index + match[0].length);
}

/** Fields sized for the worst case when one rule reads them twice ("1 并发的数据…16 并发的时候"): the largest wins. */
const WORST_CASE_FIELDS = ['concurrency', 'contextTokens'] as const;

function runQuantityRules(text: string, request: AdviceRequest, out: ParseResult, rules: readonly QuantityRule[] = QUANTITY_RULES, keep?: (m: RegExpExecArray) => boolean): string {
  let working = text;
  for (const rule of rules) {
    rule.pattern.lastIndex = 0;
    const setHere = new Set<string>();
    for (const m of [...working.matchAll(rule.pattern)]) {
      if (keep && !keep(m)) continue;
      const g = m.groups ?? {};
      const aText = g.a ?? g.a2 ?? g.a3 ?? g.a4 ?? g.a5 ?? g.a6 ?? g.a7;
      const q: Captured = { a: aText === undefined ? NaN : (parseQuantity(aText) ?? NaN), raw: aText, unit: g.unit ?? g.unit2, match: m[0] };
      if (g.b !== undefined) q.b = parseQuantity(g.b);
      const fields = rule.set(q);
      if (!fields) continue;
      const fresh = Object.keys(fields).some((k) => request[k as keyof AdviceRequest] === undefined);
      for (const key of WORST_CASE_FIELDS) {
        const value = fields[key];
        if (value !== undefined && setHere.has(key) && value > (request[key] ?? 0)) request[key] = value;
      }
      for (const key of Object.keys(fields)) if (request[key as keyof AdviceRequest] === undefined) setHere.add(key);
      fill(request, fields);
      if (fresh) {
        out.matched.push(rule.id);
        if (rule.assumption) out.assumptions.push(rule.assumption(q));
      }
      working = consume(working, m.index, m.index + m[0].length);
    }
  }
  return working;
}

function runKeywordRules(text: string, request: AdviceRequest, out: ParseResult, rules: readonly KeywordRule[] = KEYWORD_RULES, keep?: (m: RegExpExecArray, working: string, rule: KeywordRule) => boolean): string {
  let working = text;
  for (const rule of rules) {
    for (const m of [...working.matchAll(rule.pattern)]) {
      if (keep && !keep(m, working, rule)) continue;
      if (!out.matched.includes(rule.id)) out.matched.push(rule.id);
      fill(request, rule.set);
      working = consume(working, m.index, m.index + m[0].length);
    }
  }
  return working;
}

/** The rules that read a weight or KV-cache format, in their order. */
const FORMAT_RULES = KEYWORD_RULES.filter((rule) => /^(?:precision|kvCache)\./u.test(rule.id));
/**
 * The rules that read a training method, in their order; a method names a fine-tune, unless the post says pre-training, or
 * inference after the training ("训练…（LoRA）之后进行推理").
 */
const METHOD_RULES = KEYWORD_RULES.filter((rule) => /^(?:method\.|task\.inferAfterTraining$)/u.test(rule.id));
const PRETRAIN_RULE = KEYWORD_RULES.find((rule) => rule.id === 'task.pretrain')!.pattern;
/** The pre-training rule's pattern without its global flag, to test a whole post. */
const SAYS_PRETRAIN = new RegExp(PRETRAIN_RULE.source, PRETRAIN_RULE.flags.replace('g', ''));
/** An amount that is a rate or the fallback, not the question's: "how much VRAM per 1k context?", "or reduce max_length to 512?". */
const RATE_OR_FALLBACK = /(?:\bper\s*|\b(?:reduc|lower|cut|drop|shrink|decreas)\w*\s+(?:(?:the|my)\s+)?(?:(?:[\w.-]+\s+){0,3}?to\s*)?|(?:降|减|缩|改)(?:小|低|短)?到\s*)$/iu;
/**
 * The rules read in the question first, in their order: a budget (a price quoted beside an instance first: it is none), the
 * concurrency and the context ("… with room for 32 concurrent 32K-token agentic requests?" over a benchmark's "1,024 in /
 * 256 out" told before). Not a team's head count: the users at once said anywhere outrank it ("our ~50-person team? maybe 10
 * concurrent at peak").
 */
const QUESTION_FIRST_RULES = QUANTITY_RULES.filter((rule) => rule.id.startsWith('budget.') || rule.id === 'price.quoted' || rule.id === 'count.tensorParallel' || rule.id === 'count' || rule.id === 'count.single' || rule.id.startsWith('context.') || (rule.id.startsWith('concurrency.') && rule.id !== 'concurrency.team'));
const METHOD_ONLY_RULES: readonly KeywordRule[] = METHOD_RULES.map((rule) => {
  const { task: _task, ...set } = rule.set;
  return { ...rule, set };
});
const BEFORE_METHOD = /^[\s-]*(?:的)?\s*(?:(?:q-?)?lora\b|adam|optim|优化器|paged|kv|cache|缓存)/iu;
const BEFORE_OPTIMIZER = /^[\s-]*(?:的)?\s*(?:adam|optim|优化器)/iu;
const SIXTEEN_BIT_RULES = new Set(['precision.bf16', 'precision.fp16']);
const IN_NAME = /[-_]$/u;
/** The KV cache's format ("KV 用默认的 f16"), not the weights'. */
const KV_BEFORE = /(?:kv|cache|缓存)[^，。,;；]{0,8}$/iu;

/** DeepSpeed ZeRO stage 3 named: "zero3", "--zero_stage 3", "ds_z3_config.json", "ZeRO-3". */
const ZERO_3 = /\bzero[_\s-]?(?:stage)?[_\s=:-]{0,3}3\b|\bds_z3\b|(?<![a-z])zero3(?![a-z0-9])/iu;

/**
 * The sentences that ask (end in "?" or "？"), last first: a format named there is the one the question is about. The last
 * few only: each is read with the whole text's rules, and a post of a thousand "?" must not cost a thousand passes.
 */
function questionsLastFirst(text: string): Span[] {
  return [...text.matchAll(/[^。.!！?？\n]+[?？]/gu)].slice(-QUESTIONS_READ).map((m) => ({ start: m.index, end: m.index + m[0].length })).reverse();
}
const QUESTIONS_READ = 4;

/**
 * The format rules on the question first: a format it names is the one judged ("CogVLM 只能运行 int4 量化，fp16 加载后爆显存 …
 * 4张T4 用 fp16 能跑吗？" asks about fp16), not the first the post mentions; formats elsewhere are read after, if it names none.
 */
function runQuestionFormats(text: string, questions: Span[], request: AdviceRequest, out: ParseResult): string {
  let working = text;
  // An earlier question when the last names none but a fallback ("fp16 能全放显存吗？放不下的话是租卡还是 q8_0 就行？").
  for (const question of questions) {
    if (request.precision !== undefined) break;
    working = runKeywordRules(working, request, out, FORMAT_RULES, (m, current) => {
      if (!within(m, question)) return false;
      // A format naming a method, an optimizer or a cache ("bf16 的 LoRA", "8-bit Adam", "fp8 kv cache", "KV 用 f16") or ending a
      // checkpoint's name ("…-qlora-GPTQ") is left to the rules that read those.
      const before = current.slice(Math.max(0, m.index - 12), m.index);
      return !BEFORE_METHOD.test(current.slice(m.index + m[0].length)) && !IN_NAME.test(before) && !KV_BEFORE.test(before);
    });
    if (request.precision !== undefined) out.matched.push('precision.inQuestion');
  }
  return working;
}

/** The method rules on the question first: the method it asks about ("…QLoRA 是最稳的。我们想…做全参数微调，一张 4090 够不够？") is judged, not one a quoted article or an earlier attempt names. */
function runQuestionMethods(text: string, question: Span | undefined, request: AdviceRequest, out: ParseResult): string {
  if (!question) return text;
  // ("全参数增量预训练": the pre-training rule, read later, sets the task.)
  const rules = SAYS_PRETRAIN.test(text) ? METHOD_ONLY_RULES : METHOD_RULES;
  return runKeywordRules(text, request, out, rules, (m) => within(m, question));
}

/** A run's GPUs counted with no card, not as an alternative: "256 GPUs", "on 64 GPUs". */
const RUN_GPUS = /(?<!\bor\s+(?:all\s+)?)(?<![\d.])(\d{2,4})\s*(?:x\s*)?gpus\b/iu;

/** Settings written as engine flags: tensor parallelism over more GPUs than counted, llama.cpp's context shared by its slots. */
function readSetupFlags(text: string, request: AdviceRequest, judged: boolean): void {
  // Tensor parallelism over more GPUs than the count read ("one MI250 — rocm-smi shows 2 GPUs … tp=2"): one copy spans them all,
  // unless it is the alternative asked about ("on a single A100, or do I need tensor parallel 2?").
  const tp = Math.max(0, ...[...text.matchAll(TENSOR_PARALLEL)].filter((m) => !ASKED_ALTERNATIVE.test(text.slice(Math.max(0, m.index - 30), m.index))).map((m) => Number(m.groups?.a ?? 0)));
  if (request.count !== undefined && tp > request.count && !judged) request.count = tp;
  // llama.cpp's --ctx-size is shared by its --parallel slots: each request holds ctx ÷ slots, and the slots are the users.
  const slots = Number(/--parallel[\s=]+(\d{1,3})\b|-np\s+(\d{1,3})\b/u.exec(text)?.slice(1).find((g) => g !== undefined) ?? 0);
  if (slots > 1 && request.contextTokens !== undefined && /(?:--?ctx[-_\s]*size|\bn[_-]?ctx\b|-c\s+\d)/iu.test(text)) {
    request.contextTokens = Math.floor(request.contextTokens / slots);
    request.concurrency ??= slots;
  }
}

/** Whole nodes of the card said as such, with no count of cards: "MI300 (1 node)", "one H100 node", "2 MI300X nodes". */
const NODES_OF_CARD = (card: string) =>
  new RegExp(`${escapeRegExp(card)}\\s*[(（]\\s*(\\d{1,2}|one|a|single)\\s*(?:nodes?|节点|台)\\s*[)）]|(?:^|[^\\w.])(\\d{1,2}|one|a|single)\\s+(?:(?!x\\s)[a-z]+\\s+)?${escapeRegExp(card)}\\s+nodes?\\b`, 'giu');
/** A count of the card said outside a node phrase ("a single MI300X", "8x H20"). */
const COUNT_OF_CARD = (card: string) => new RegExp(`(?:^|[^\\w.])(?:\\d{1,2}|one|a|single|two|four|eight)\\s*[x×*]?\\s*${escapeRegExp(card)}(?!\\s*(?:[(（]|nodes?\\b))`, 'iu');

/**
 * A count of whole datacenter nodes of the named card: the cards a node of it holds (the catalog's maxPerNode) times the
 * nodes. The node count read as a card count ("one MI300 node" read as one card) is replaced; a count of the card said
 * elsewhere ("a single MI300X", "8x H20") is kept.
 */
function nodeCount(text: string, request: AdviceRequest, out: ParseResult, gpu: Gpu | undefined): void {
  if (request.countAsked || !gpu || gpu.segment !== 'datacenter' || !out.gpuMention) return;
  const phrases = [...text.matchAll(NODES_OF_CARD(out.gpuMention))];
  const word = (phrases[0]?.[1] ?? phrases[0]?.[2])?.toLowerCase();
  if (!word) return;
  const nodes = /^\d/u.test(word) ? Number(word) : 1;
  const elsewhere = COUNT_OF_CARD(out.gpuMention).test(blank(text, phrases.map((m) => ({ start: m.index, end: m.index + m[0].length }))));
  if (request.count !== undefined && (request.count !== nodes || elsewhere)) return;
  request.count = nodes * gpu.maxPerNode;
  request.machineGpus = gpu.maxPerNode;
  out.matched.push('count.nodes');
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
function mixedRig(text: string, request: AdviceRequest, out: ParseResult, lookup: NameLookup, catalog: Catalog): void {
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

const INFERENCE_BATCH = /(?<![\w-])(?:batch[\s_-]*size|bsz)\s*(?:of|=|:|：|为|是)?\s*(\d{1,4})(?![\d.])/iu;

/** The GPUs a launch command runs on: "CUDA_VISIBLE_DEVICES=0,1", "--nproc_per_node 8", "NPROC_PER_NODE=2", "--num_gpus 4". */
const LAUNCH_GPUS = /\bCUDA_VISIBLE_DEVICES\s*=\s*["']?(\d+(?:\s*,\s*\d+)*)|(?:\bnproc[_-]per[_-]node|\bnum[_-]gpus)\s*[=\s]\s*(\d{1,2})\b/iu;

/** The count of the named card a launch command gives, when the post says no count of its own. */
function launchedCount(text: string, request: AdviceRequest, out: ParseResult): void {
  if (request.count !== undefined || request.countAsked) return;
  const m = LAUNCH_GPUS.exec(text);
  const n = m?.[1] !== undefined ? m[1].split(',').length : Number(m?.[2]);
  if (!m || !(n >= 1)) return;
  request.count = n;
  out.matched.push('count.launched');
}

/** An engine's dtype flag: "--dtype half", "dtype=bfloat16", "--torch_dtype float16". */
const DTYPE_FLAG = /(?:--|\b)(?:torch_)?dtype[\s=:]+["']?(?:half|float16|fp16|bfloat16|bf16|auto)\b/iu;

/** A checkpoint format other than GGUF named: AWQ, GPTQ, bitsandbytes, MXFP4, MLC's, W8A8. */
const NAMED_CHECKPOINT = /\b(?:awq|gptq|nf4|bnb|bitsandbytes|mxfp4|w[48]a(?:8|16)|q4f(?:16|32)_\d|exl2|hqq)\b/iu;

/** Ollama named, or its environment variables set ("OLLAMA_KV_CACHE_TYPE=q8_0"). */
const OLLAMA = /\bollama(?:_[a-z_]+)?\b/iu;

/** The format and engine a tool's defaults imply: an Ollama tag's Q4_K_M file, a batching server asked for instead of transformers. */
function engineAsRun(text: string, request: AdviceRequest, out: ParseResult, catalog: Catalog): void {
  // "ollama run qwen3:32b": an Ollama tag that names no quantization is the library's default file, Q4_K_M (ollama.com/library
  // lists "qwen3:32b" as the 20 GB Q4_K_M), said in the answer; a model released in 4 bits (gpt-oss's MXFP4) is its own.
  // (Its environment variables are read where they say more — a context, slots — and name the engine here.)
  const ollama = OLLAMA.test(text);
  if (request.engine === undefined && ollama) {
    request.engine = 'llama.cpp';
    out.matched.push('engine.ollamaEnv');
  }
  const released = catalogModel(catalog, request);
  const ollamaModel = ollama && request.task !== 'finetune' && request.task !== 'pretrain' ? released : undefined;
  if (ollamaModel && request.precision === undefined && ollamaModel.kind !== 'diffusion' && releasedPrecision(ollamaModel) !== 'int4') {
    request.precision = 'q4_k_m';
    out.assumptions.push({ key: 'ollamaDefault', params: {} });
    out.matched.push('precision.ollamaDefault');
  }
  // "The default 4-bit qwen3:235b" in Ollama, "8-bit" in llama.cpp: a GGUF file of those bits (Q4_K_M, Q8_0), not an AWQ/GPTQ
  // checkpoint llama.cpp cannot load — unless the post names one, or the model is released in 4 bits (gpt-oss's MXFP4).
  const ggufOf = request.precision === 'int4' ? 'q4_k_m' : request.precision === 'int8' ? 'q8_0' : undefined;
  if (ggufOf && request.engine === 'llama.cpp' && request.task !== 'finetune' && !NAMED_CHECKPOINT.test(text) && !(released && releasedPrecision(released) === request.precision)) {
    request.precision = ggufOf;
    out.matched.push('precision.ggufBits');
  }
  // "--dtype half" on a checkpoint released in FP8 or INT4 (DeepSeek-V3, Kimi-K2): the activations' type; vLLM still loads the
  // weights in the release's format from its quantization config.
  if ((request.precision === 'fp16' || request.precision === 'bf16') && DTYPE_FLAG.test(text) && released && releasedPrecision(released) !== 'bf16') {
    request.precision = releasedPrecision(released);
    out.matched.push('precision.dtypeOfRelease');
  }
  // Plain transformers serving several people, and the asker asking what to use instead ("when 2 people use at same time the
  // speed drop … what should i use?"): its generate() runs one request at a time, so the answer is judged on a batching
  // server (vLLM), said.
  if (request.engine === 'transformers' && (request.concurrency ?? 1) > 1 && WHAT_TO_USE.test(text)) {
    request.engine = 'vllm';
    out.assumptions.push({ key: 'transformersServing', params: {} });
    out.matched.push('engine.batchingAsked');
  }
}

/** Spot ruled out by what was said about the job, and then no preference either. */
function settleSpot(text: string, request: AdviceRequest): void {
  // Reclaimed before and now a hard deadline ("keeps getting preempted on GCP spot … hard deadline in 3 days"): spot is out.
  if (PREEMPTED.test(text) && request.deadlineHours !== undefined) request.spotRuledOut = true;
  // Spot ruled out, it is no preference either ("spot is 70% cheaper tho … can NOT resume").
  if (request.spotRuledOut && request.billing === 'spot') delete request.billing;
}


/**
 * Model names as training tools spell them: ms-swift's "qwen1half-7b-chat" (Qwen1.5), ModelScope's cache paths
 * "Qwen2___5-7B-Instruct" (a dot escaped as three underscores).
 */
function toolSpellings(text: string): string {
  return text
    .replace(/(?<=\d)half(?=[-_\s])/giu, '.5')
    .replace(/(?<=\d)___(?=\d)/gu, '.')
    // "llama-70B-chat (the llama 2 one)": the version said after the name is part of it ("llama 2 70B-chat").
    .replace(/\b([a-z]+)[-\s]?(\d+(?:\.\d+)?b)\b([\w-]*)\s*[(（]\s*the\s+\1[-\s]?(\d+(?:\.\d+)?)\s+(?:one|version|model)\s*[)）]/giu, '$1 $4 $2$3')
    // "70B Llama2", "a 7B Qwen2.5", "13B llama model": the size before the family name, written after it.
    .replace(/\b(\d+(?:\.\d+)?)\s*b\s+(llama|qwen|mistral|gemma|yi|baichuan|chatglm|internlm|falcon|phi|codellama|vicuna|mixtral)((?:[-\s]?\d+(?:\.\d+)?)?)(?![\w.-])/giu, '$2$3 $1B')
    // Qwen as people spell it: pinyin "Qianwen2-1.5b", Chinese "千问1.5", the architecture's class name "Qwen3MoE-235B-A22B".
    .replace(/\bqianwen(?=[-_\s]?\d)/giu, 'Qwen')
    .replace(/(?:通义)?千问(?=[-_\s]?\d)/gu, 'Qwen')
    .replace(/\bqwen(\d(?:\.\d)?)[-_]?moe[-_](?=\d)/giu, 'Qwen$1-')
    // transformers' and ms-swift's model types: "--base_model qwen2_5_vl" is Qwen2.5-VL.
    .replace(/\bqwen(\d)_(\d)(_vl)?(?![a-z\d])/giu, (_m, major: string, minor: string, vl: string | undefined) => `Qwen${major}.${minor}${vl ? '-VL' : ''}`)
    // "Phi-1.5B": the release is phi-1.5 (1.4B parameters), its version read as a size.
    .replace(/\bphi-1\.5\s*b\b/giu, 'phi-1.5')
    // "TPU VM v3-8", "TPU v5e": Google's accelerators, not DeepSeek-V3.
    .replace(/\btpu\s*(?:vm\s*)?v\d+[a-z]*(?:-\d+)?\b/giu, 'TPU')
    // Chinese-LLaMA's releases are their base model further trained: "Llama-3-Chinese-8B", "Chinese-LLaMA-Plus-13B", "Chinese-Alpaca-2-7B".
    .replace(/\b(llama[-_\s]?\d?(?:\.\d)?)[-_\s]chinese(?:[-_\s](?:plus|alpaca|chat|instruct))?[-_\s](\d+b)\b/giu, '$1-$2')
    .replace(/\bchinese[-_\s](?:llama|alpaca)(?:[-_\s]?(\d))?(?:[-_\s](?:plus|pro))?[-_\s](\d+b)\b/giu, (_m, v: string | undefined, size: string) => `llama${v ? `-${v}` : ''}-${size}`)
    // Vicuna is LLaMA fine-tuned (v1.5 on Llama 2), Alpaca too: "vicuna-33b", "Vicuna-13B-v1.5", "alpaca-7b" (not LLaVA's "llava-…-vicuna-7b").
    // Named again without its version ("Vicuna-7B-v1.5 … --model_name_or_path ./models/vicuna-7B"), it is the same release.
    .replace(/(?<![\w-])vicuna[-_\s]?(\d+)b((?:[-_\s]v?\d+(?:\.\d+)?)?)(?![\w.])/giu, (_m, size: string, version: string) =>
      /1\.5$/u.test(version) || new RegExp(`vicuna[-_\\s]?${size}b[-_\\s]v?1\\.5(?![\\d.])`, 'iu').test(text) ? `llama-2-${size}b` : `llama-${size}b`)
    .replace(/(?<![\w-])alpaca[-_\s]?(\d+)b(?![\w.])/giu, 'llama-$1b')
    // "qwen3vl 30 A3B": Qwen3-VL-30B-A3B.
    .replace(/\bqwen(\d(?:\.\d)?)[-\s]?vl[-\s]?(\d+)\s*b?[-\s]+a(\d+(?:\.\d+)?)b\b/giu, 'Qwen$1-VL-$2B-A$3B')
    // "Llama-70B-chat-hf": only Llama 2 was released as "-chat-hf" checkpoints.
    .replace(/\bllama[-_\s]?(7|13|70)b[-_]chat[-_]hf\b/giu, 'llama-2-$1b-chat-hf')
    // "Qwen-72B (v1.5)": a bare version in brackets after a family with none is the release ("Qwen1.5-72B").
    .replace(/\b([a-z]+)[-\s]?(\d+(?:\.\d+)?b)\s*[(（]\s*v([1-9]\d*(?:\.\d+)?)\s*[)）]/giu, '$1$3-$2')
    // "mistral 7b (the v0.1 base)": the version in brackets names the release.
    .replace(/\b([a-z][a-z.]*)[-\s]?(\d+(?:\.\d+)?b)\s*[(（]\s*the\s+(v\d+(?:\.\d+)?)\s+(?:base|one|version|model|release)\s*[)）]/giu, '$1-$2-$3')
    // "--reasoning-parser deepseek_r1", "--tool-call-parser qwen3_coder": an engine's parser is named for a model family, not the model run.
    .replace(/(--(?:reasoning|tool[-_]call)[-_]parser)[=\s]+\S+/giu, '$1');
}

/**
 * Cards as machine specs write them, rewritten so each part is read: card, count and memory glued in one word ("A100x8x80G",
 * "H100*8*80GB"), machines and cards glued to the card ("8x8H800-80G"); a card restated in brackets with its variant ("两张A800（NVIDIA A800 80GB PCIe）" is two A800 80GB PCIe).
 */
function cardSpellings(text: string): string {
  return text
    .replace(/\b([a-z]+\d{2,4}[a-z]*)[x×*](\d{1,2})[x×*](\d{2,3})\s*(g(?:b)?)\b/giu, '$1 $3$4 x$2')
    // "8x8H800-80G": machines × cards per machine, glued to the card.
    .replace(/(?<![\w.])(\d{1,2})\s*[x×*]\s*(\d{1,2})\s*([a-z]{1,4}\d{2,4}[a-z]*)(?=[\s\-（(,，)）]|$)/giu, '$1 nodes x $2 $3')
    .replace(/\b([a-z]{0,4}\d{2,4}[a-z]*)\s*[(（]\s*(?:nvidia\s+)?(?:geforce\s+|tesla\s+)?(?:rtx\s+)?\1\b([^()（）]{1,30})[)）]/giu, '$1$2');
}

/**
 * Long runs of whitespace (a pasted table's padding, blank lines) as a paragraph break or three spaces: no rule reads more,
 * and a rule with "\s*" before its first word would rescan a run at each of its positions (2,000 newlines took ~0.3 s).
 */
function collapseWhitespace(posted: string): string {
  return posted.replace(/\s{4,}/gu, (run) => (run.includes('\n') ? '\n\n' : '   '));
}

/**
 * Read one message. Never throws on odd text: what is not understood is simply left unset.
 * `now` anchors relative deadlines ("by friday").
 */
export function parseRequest(posted: string, catalog: Catalog, now: Date): ParseResult {
  const request: AdviceRequest = {};
  const out: ParseResult = { request, assumptions: [], matched: [] };
  const indexes = indexesFor(catalog);
  // A post that corrects itself is read with its corrections made ("40 users — scratch that, 60").
  // NFKC makes a full-width comma ASCII: between two numbers ("并发数量 128，128并发") it must stay a separator, not a thousands comma.
  // Traditional Chinese is read as Simplified ("10 個人" is "10 个人").
  const text = applyCorrections(cardSpellings(toolSpellings(toSimplified(collapseWhitespace(posted).replace(FULL_WIDTH_COMMA_BETWEEN_DIGITS, '$1， ').normalize('NFKC')))), gpuLookup(indexes.gpus), indexes.models);
  let working = text;

  // The asker's model: outside sentences that report someone else's run, when one is named there.
  const reported = reportedSentences(working);
  // Cards a sentence says failed ("I tried 4x A10G and got CUDA OOM."): the asker's card is the one asked about next.
  const tried = triedSentences(working);
  // A model only told about beside the one asked about: the asked one, its sentences' amounts set aside below.
  const asked = reported.length === 0 ? askedModel(working, indexes.models) : undefined;
  // A model the post says it replaced ("replaced openai/gpt-oss-120b with openai/gpt-oss-20b") is not the one run.
  // One said to work ("the code works with Qwen 2.5-1.5B") is the contrast to another named, not the one asked about.
  const unreplacedAll = blank(working, replacedNames(working));
  const unworked = blank(unreplacedAll, workedNames(working));
  const unreplaced = findMention(unworked, indexes.models) ? unworked : unreplacedAll;
  // A distillation's student is the model trained, whichever is named first or largest.
  const first = studentModel(working, indexes.models) ?? asked?.mention ?? (reported.length > 0 ? findMention(blank(unreplaced, reported), indexes.models) : undefined) ?? findMention(unreplaced, indexes.models) ?? sizeOfFamily(unreplaced, indexes.models) ?? onlyModelOfSize(text, catalog);
  // A model named only for its example or script ("用的是 InternVL2.5-8B 那个例子的脚本") is not the one run: another named is.
  const found = first && EXAMPLE_OF.test(working.slice(first.end)) ? (findMention(blank(unreplaced, [first]), indexes.models) ?? first) : first;
  // "Baichuan2-7B" where the catalog holds only Baichuan2-13B: the name read is not the size written after it.
  const otherSize = found ? sizeWrittenAfter(working, found, catalog) : undefined;
  if (otherSize) out.unknownModel = otherSize;
  // Of two sizes said, the one the question names: read once, for the model named, a family sized apart and a size alone.
  const askedSize = questionSize(text);
  const model = otherSize ? undefined : found && (resizedByQuestion(text, askedSize, found, catalog) ?? found);
  if (model) {
    request.model = model.id;
    out.modelMention = model.text;
    out.matched.push('model');
    // "DeepSeek R1 满血版" is the full release, whether the alias or the keyword rule reads the word.
    if (FULL_RELEASE.test(model.text)) out.matched.push('precision.unquantized');
    working = consume(working, model.start, model.end);
  }
  // "A100(40GB)", "A100 (40GB)": the memory in brackets is the card's variant, read as if written beside it.
  working = working.replace(BRACKETED_MEMORY, (match, memory: string) => ` ${memory}`.padEnd(match.length));
  // "8 of my 10 A40s (are free)": the cards the job gets are the first count.
  working = working.replace(PART_OF_CARDS, (match, _n: string, rest: string) => match.slice(0, match.length - rest.length) + ' '.repeat(rest.length));
  // A card only told about beside one a question asks about ("on my 4060 laptop it takes 400 s. if i rent a 4090, does it
  // fit?"): the asked one is judged.
  const switches = switchQuestions(working);
  const told = toldSentences(working);
  const askedCard = told.length > 0 ? findMention(blank(working, [...told, ...switches]), gpuLookup(indexes.gpus)) : undefined;
  const cardIn = ({ start, end }: Span) => findMention(working.slice(start, end), gpuLookup(indexes.gpus));
  // A sentence telling of the card asked about, in a variant ("在四张16G的V100上 lora 微调…OOM 了。V100 到底能不能训？", "how many
  // A100 GPU hours …? We have 8 A100 40GB.") stays: the question names the card, the sentence says which and how many.
  // (Not when both count the card — "两张 3060(12G) … 单张 3060 12G 到底能不能跑" — or the question asks how many: the sentence's count failed.)
  const sameCardIn = (s: Span) => {
    const card = cardIn(s);
    if (!card || !askedCard || COUNT_QUESTION.test(working) || (HOW_MANY_BEFORE.test(working.slice(0, askedCard.start)) && !CARD_TIME_AFTER.test(working.slice(askedCard.end)))) return false;
    // A count in both is two claims; the sentence's own count failed or is another machine's.
    if (counted(working, askedCard) && counted(working, { ...card, start: card.start + s.start, end: card.end + s.start })) return false;
    // The question names its own variant ("only has A100 40GB … is one A100 80GB enough?"): another card than the sentence's.
    if (card.id !== askedCard.id && MEMORY_AFTER.test(working.slice(askedCard.end))) return false;
    const [a, b] = [cardKey(askedCard), cardKey(card)];
    return a.startsWith(b) || b.startsWith(a);
  };
  const toldOnly = askedCard && askedCard.id !== findMention(working, gpuLookup(indexes.gpus))?.id ? told.filter((s) => cardIn(s)?.id !== askedCard.id && !sameCardIn(s)) : [];
  // A card that failed, named again later without a count ("OOM even with three A40 GPUs … too heavy for A40"): the same cards.
  const outsideTried = tried.length > 0 ? findMention(blank(working, tried), gpuLookup(indexes.gpus)) : undefined;
  const namedAgain = (s: Span) => outsideTried !== undefined && cardIn(s)?.id === outsideTried.id && !counted(working, outsideTried) && !COUNT_ASKED.test(working) && !HOW_MANY_BEFORE.test(working.slice(0, outsideTried.start));
  const setAside = besideLastFailure(working, (s) => cardIn(s) !== undefined) ?? [...reported, ...tried.filter((s) => !sameCardIn(s) && !namedAgain(s)), ...switches, ...toldOnly];
  working = readAskerGpu(working, setAside, (text) => readGpu(text, indexes.gpus, request, out, (id) => findGpu(catalog, id)));
  if (request.gpu === undefined) working = readInstance(working, catalog, request, out);
  else if (request.count === undefined && !request.countAsked) working = instanceCount(working, catalog, request, out);
  if (request.gpu === undefined) working = readGenericCard(working, catalog, request, out);
  else if (COMPARE.test(text)) working = readComparedGpu(working, indexes.gpus, request, out, (id) => findGpu(catalog, id));
  // The card's memory said apart from its name ("OOM on 16G GPU … a multi-v100 server"): the variant of that memory — unless the
  // card read has its own memory written ("colab A100 (40GB) … rent an A100 80GB instead": the 80GB one is asked).
  const ownMemoryWritten = (id: string) => new RegExp(`(?<!\\d)${findGpu(catalog, id)?.memoryGB ?? 0}\\s*g`, 'iu').test(text);
  if (request.gpu !== undefined && out.gpuMention !== undefined && request.gpuMemoryGB === undefined && !ownMemoryWritten(request.gpu)) {
    const memory = findGenericCard(text, catalog)?.memoryGB;
    const variant = memory !== undefined ? gpuLookup(indexes.gpus)(`${out.gpuMention} ${memory}gb`) : undefined;
    if (variant !== undefined && variant !== request.gpu && findGpu(catalog, variant)?.memoryGB === memory) request.gpu = variant;
  }
  if (request.gpu !== undefined) judgedCount(text, request, out, (name) => findGpu(catalog, name)?.id);
  if (request.gpu !== undefined) launchedCount(text, request, out);
  if (request.gpu !== undefined) nodeCount(text, request, out, findGpu(catalog, request.gpu));
  mixedRig(text, request, out, gpuLookup(indexes.gpus), catalog);
  const provider = findMention(working, indexes.providers);
  if (provider) {
    request.provider = provider.id;
    out.matched.push('provider');
    working = consume(working, provider.start, provider.end);
  }
  for (const { start, end } of asked?.told ?? []) working = consume(working, start, end);
  // Amounts of a run quoted for scale are not the asker's (the card stays: "同样的 A100" refers back to it).
  if (model) {
    for (const { start, end } of quotedRuns(working, reported, model, indexes.models, indexes.families)) {
      working = consume(working, start, end);
      out.matched.push('referenceSentence');
    }
  }
  working = readUnknownGpu(working, out);
  const questions = questionsLastFirst(working);
  working = runQuestionFormats(working, questions, request, out);
  working = runQuestionMethods(working, questions[0], request, out);
  // A 16-bit format naming an optimizer's or the training's compute dtype ("bf16 AdamW optimizer with stochastic rounding") is no
  // weight format.
  working = runKeywordRules(working, request, out, KEYWORD_RULES, (m, current, rule) => !(SIXTEEN_BIT_RULES.has(rule.id) && BEFORE_OPTIMIZER.test(current.slice(m.index + m[0].length))));
  inferWithFineTuned(text, request, out);
  // A model the catalog lacks, by its whole name when it is written with its size ("gpt-neox-20b", not "gpt").
  if (!model && out.unknownModel === undefined) {
    const sibling = indexes.families?.exec(working);
    const sized = SIZED_NAME.exec(working);
    const name = sized && (!sibling || sized[0].toLowerCase().includes(sibling[0].trim().toLowerCase())) ? sized : (sibling ?? CHECKPOINT_NAME.exec(working) ?? VERSIONED_NAME.exec(working));
    // Its modality written after it ("Llama 3.2 11B Vision Instruct") is part of the name.
    const modality = name ? /^[\s_-]*(?:vision|vl|omni|audio)\b/iu.exec(working.slice(name.index + name[0].length)) : null;
    if (name) out.unknownModel = (name[0] + (modality?.[0] ?? '')).trim();
  }
  // The budget, concurrency or context the question names first ("…invoices crossed $15,000 three months running. … does it fit
  // in $15,000 a month?").
  const question = questions[0];
  if (question) working = runQuantityRules(working, request, out, QUESTION_FIRST_RULES, (m) => within(m, question) && !RATE_OR_FALLBACK.test(working.slice(Math.max(0, m.index - 40), m.index)));
  working = runQuantityRules(working, request, out);
  if (out.matched.includes('gpu.generic') && request.count === undefined && !request.countAsked) request.count = 1;
  // The family named in one place and the size in another.
  // Of two sizes said, the one the question names ("the 8B … I want MODEL_SIZE=70B … is 8x A100 enough for the 70B LoRA?").
  const apartSize = request.modelSizeB === undefined ? undefined : (askedSize?.b ?? request.modelSizeB);
  const apart = !model && out.unknownModel !== undefined && apartSize !== undefined ? familyAtSize(out.unknownModel, apartSize, catalog) : undefined;
  if (apart) {
    request.model = apart;
    request.modelSizeB = apartSize;
    out.modelMention = out.unknownModel;
    out.matched.push('model.sizeApart');
    delete out.unknownModel;
    delete out.unknownFamily;
  }
  // A family with no size on cards that hold only one of its sizes: that size, said ("llama3 on a single V100 32GB").
  if (!model && out.unknownModel !== undefined && request.modelSizeB === undefined && request.gpu !== undefined && request.task !== 'finetune' && request.task !== 'pretrain') {
    const card = findGpu(catalog, request.gpu);
    const sized = card && sizeOnCard(out.unknownModel, (request.count ?? 1) * (request.gpuMemoryGB ?? card.memoryGB), catalog);
    if (card && sized) {
      out.assumptions.push({ key: 'familySizedByCard', params: { family: out.unknownModel, model: sized.name, count: request.count ?? 1, gpu: card.name } });
      out.matched.push('model.sizedByCard');
      request.model = sized.id;
      out.modelMention = out.unknownModel;
      delete out.unknownModel;
      delete out.unknownFamily;
    }
  }
  // Its total and active sizes said outright ("总参 800 亿，每次只激活 30 亿") make its shape clear enough to size.
  if (out.unknownModel !== undefined) out.unknownFamily = request.modelActiveB === undefined && !standsIn(out.unknownModel, request.modelSizeB, catalog);
  if (request.deadlineHours === undefined) {
    const deadline = findDeadline(working, now);
    if (deadline) {
      request.deadlineHours = deadline.hours;
      out.assumptions.push(deadline.assumption);
      out.matched.push('deadline.date');
    }
  }

  // The computer's RAM stated allows part of the model there (llama.cpp offload), unless all of it must be on the card.
  if (request.systemRamGB !== undefined && request.ramOffload === undefined && !out.matched.includes('ramOffload.question')) request.ramOffload = true;
  // Whether it fits in the card alone is the question ("can the whole model sit in vram … or only with RAM offload?"):
  // judged on the card, the offload named beside it one of the fixes.
  if (out.matched.includes('ramOffload.question')) delete request.ramOffload;
  // A catalog model carries its own size; QLoRA's 4-bit base is the method, not an inference precision.
  if (request.model !== undefined) {
    delete request.modelSizeB;
    delete request.moeExperts;
    delete request.modelActiveB;
  }
  // LoRA on a 4-bit base ("LoRA with load_in_4bit") is QLoRA; so is a fine-tune that loads its base in 4 bits with no method
  // said (Unsloth's "load_in_4bit 加载学生模型"): a 16-bit format asked beside it ("要开 bf16 吗") is then the compute dtype.
  if (request.method === 'lora' && (request.precision === 'int4' || request.precision === 'nf4')) request.method = 'qlora';
  if (request.task === 'finetune' && (request.method === undefined || request.method === 'lora') && LOADED_IN_4BIT.test(text)) request.method = 'qlora';
  // A bare "GPTQ" after a GPTQ-Int8 checkpoint is named ("…-GPTQ-Int8 … gptq模型只支持单卡吗") is that checkpoint, not a 4-bit one.
  if (request.precision === 'int4' && GPTQ_INT8.test(text) && !FOUR_BIT_NAMED.test(text)) request.precision = 'int8';
  // "qlora" on an 8-bit checkpoint ("Qwen1.5-72B-Chat-GPTQ-Int8 … qlora"): LoRA on that 8-bit base, not a 4-bit one.
  if (request.method === 'qlora' && request.precision === 'int8') request.method = 'lora';
  // (A 16-bit format beside QLoRA is its compute dtype — "QLoRA … fp16" — not the base's.)
  if (request.method === 'qlora' && (request.precision === 'int4' || request.precision === 'nf4' || request.precision === 'fp16' || request.precision === 'bf16')) delete request.precision;
  // What the setup was seen to hold ("the model can only do 1-2 concurrent requests", "只能同时跑 2 个") is its outcome, not the
  // load asked for: the question is whether the cards are enough at all.
  const observed = OBSERVED_CAPACITY.exec(text);
  if (observed && request.concurrency !== undefined && observed.slice(1).some((n) => n !== undefined && Number(n) === request.concurrency)) {
    delete request.concurrency;
    out.matched.push('concurrency.observed');
  }
  // A rate per user is the service's rate times its users.
  if (out.matched.includes('throughput.perUser') && request.tokensPerSec !== undefined && request.concurrency !== undefined) {
    request.tokensPerSec *= request.concurrency;
  }
  // A serving engine's default config loads the checkpoint's dtype ("auto"): its 16-bit weights, as "unquantized" does.
  const engineDefault = out.matched.includes('precision.engineDefault') && (request.engine === 'vllm' || request.engine === 'sglang');
  // "Unquantized" / "the original weights" with no precision named is the model as released: an FP8 or INT4
  // release (DeepSeek-V3, Kimi-K2.5) as such, else the card's own 16-bit format (fp16 where it has no bf16: V100, T4).
  // A 16-bit format the user prefers wins over the others the message mentions.
  const preferred16 = out.matched.includes('precision.preferred16');
  if (preferred16) {
    // The 16-bit format it names elsewhere ("in fp16 … I'd prefer the 16-bit weights"), else the card's own.
    const named = (['fp16', 'bf16'] as const).find((p) => out.matched.includes(`precision.${p}`));
    if (named) request.precision = named;
    else delete request.precision;
  }
  readSetupFlags(text, request, out.matched.includes('count.judged'));
  // The count asked for ("最少几张卡就够？tp=8 一个实例，还是 tp=4…", no card named: "设置了 --tensor-parallel-size 8，报错 … 到底要几张卡？")
  // is not the tensor parallelism the message tried.
  const countQuestion = request.countAsked || (request.gpu === undefined && COUNT_QUESTION.test(text));
  if (countQuestion && out.matched.includes('count.tensorParallel') && !out.matched.includes('gpu.count')) delete request.count;
  // The run's GPUs stated beside its tensor parallelism ("tp=4, cp=8, pp=1 … 256 GPUs"): the whole run, a multiple of the TP
  // (not one weighed against it: "is TP 4 enough, or all 8 GPUs?").
  if (out.matched.includes('count.tensorParallel') && !out.matched.includes('gpu.count') && request.count !== undefined) {
    const total = RUN_GPUS.exec(text);
    const gpus = total ? Number(total[1]) : 0;
    if (gpus > request.count && gpus % request.count === 0) request.count = gpus;
  }
  // The format asked for ("不行的话该用啥精度", "FP8 还是 BF16", "which quant should I use", "fp16 or do we have to quantize?"): none fixed, whatever the message
  // tried or quoted; the verdict finds the best one that fits.
  const formatAsked = out.matched.includes('precision.asked') || out.matched.includes('precision.quantizeAsked');
  if (formatAsked) delete request.precision;
  // The model as released: an FP8 or INT4 release as such, else the card's own 16-bit format.
  const asReleased = (): WeightPrecision => {
    const gpu = request.gpu === undefined ? undefined : findGpu(catalog, request.gpu);
    const model = catalogModel(catalog, request);
    const released = model ? releasedPrecision(model) : 'bf16';
    return released !== 'bf16' ? released : gpu ? halfPrecision(gpu) : 'bf16';
  };
  // The format switched to ("run the full fp16 instead", "想换成不量化的原版（bf16）跑") is the one judged, over the one run today.
  // (QLoRA's base is 4-bit whatever it is loaded from: "换成原版 bf16 + bnb 4bit 的 qlora".)
  // A question about one format ("does Q8_0 fit or do i have to drop to Q4_K_M?") is judged in it, its fallback an alternative;
  // with the format itself asked too ("bf16 放得下吗？放不下的话 AWQ、GPTQ 哪个合适"), the verdict finds the best one that fits.
  const formatOpen = request.method === 'qlora' || formatAsked;
  const askedFmt = formatOpen ? undefined : askedFormat(text);
  // (A format written beside the model's name is a description of it, which a format the question names overrides.)
  const beside = out.matched.includes('precision.inQuestion') ? undefined : formatBesideModel(text, out.modelMention);
  const switched = formatOpen ? undefined : (askedFmt ?? switchedFormat(text) ?? beside);
  if (switched !== undefined) {
    request.precision = switched === '16' ? asReleased() : switched;
    // With a fallback asked about too, the asked format is judged first and the next one down that fits after it.
    if (askedFmt !== undefined && fallbackAsked(text)) request.precisionFallback = true;
    if (switched !== 'q4_k_m' && request.engine === 'llama.cpp' && !/\b(?:llama\.?cpp|ollama|lm\s*studio)\b/iu.test(text)) delete request.engine;
    out.matched.push('precision.switchedTo');
  }
  // QLoRA is a 4-bit base by definition: "won't load in full precision, so QLoRA?" names what did not fit.
  // A serve or load command that quantizes nothing runs the model as released (training picks its method's format instead).
  const releaseNamed = out.matched.includes('precision.unquantized') || engineDefault || preferred16;
  const launched = !releaseNamed && request.task !== 'finetune' && request.task !== 'pretrain' && launchedAsReleased(text);
  if (!formatAsked && (releaseNamed || launched) && request.precision === undefined && request.method !== 'qlora') {
    if (launched) out.matched.push('precision.launchedAsReleased');
    request.precision = asReleased();
  }
  engineAsRun(text, request, out, catalog);
  settleSpot(text, request);
  const office = officeHours(text);
  if (office) {
    request.hoursPerDay = office.hoursPerDay;
    if (office.assumption) out.assumptions.push(office.assumption);
    out.matched.push('hoursPerDay.office');
  }
  // Two billing modes named are a comparison ("按量还是包月", "spot or on-demand?"): every mode is priced anyway.
  if (out.matched.filter((id) => id.startsWith('billing.') && id !== 'billing.negated').length > 1) delete request.billing;
  if (readServedTunes(text, request)) out.matched.push('task.servedTunes');
  if (request.reinforcement && sftInstead(text)) {
    delete request.reinforcement;
    out.matched.push('reinforcement.sftInstead');
  }
  if (request.reinforcement) {
    const rl = readRlRecipe(text);
    if (rl) {
      request.rl = rl;
      out.matched.push('reinforcement.recipe');
    }
  }
  // A fine-tune of a 4-bit base with no method named ("finetune unsloth/llama-3-8b-bnb-4bit") can only be QLoRA.
  if (request.task === 'finetune' && request.method === undefined && (request.precision === 'int4' || request.precision === 'nf4')) {
    request.method = 'qlora';
    delete request.precision;
  }
  // RL or preference tuning of a named model is a fine-tune, whatever pre-training the post mentions ("continued pretraining worked
  // on this cluster; GRPO of Qwen3-30B-A3B OOMs").
  if (request.task === 'pretrain' && request.model !== undefined && (request.reinforcement || request.preference)) {
    request.task = 'finetune';
    out.matched.push('task.tuningOverPretrain');
  }
  // LoRA "pre-training" (continued pre-training through adapters: "33B做lora的预训练", run_clm_pt_with_peft.py) trains as a LoRA
  // fine-tune does: the frozen base, the adapters and the corpus's sequences.
  if (request.task === 'pretrain' && (request.method === 'lora' || request.method === 'qlora') && LORA_SAID.test(blank(text, reported).replace(QUOTED, ' '))) {
    request.task = 'finetune';
    out.matched.push('task.loraPretrain');
  }
  if (request.task === 'pretrain') delete request.method;
  // A throughput logged per GPU ("840 token/sec/GPU", "TFLOPs/s/GPU", "TGS") is a training run's, not a service's speed.
  if (request.task === undefined && trainingThroughput(text)) {
    delete request.tokensPerSec;
    if (!out.matched.includes('task.train')) out.matched.push('task.train');
    if (pretrainingFramework(text)) {
      request.task = 'pretrain';
      out.matched.push('task.pretrainFramework');
    }
  }
  // Formats weighed by the speeds measured with each: the speeds are results, and the format is left to the planner to choose
  // when the question is which one (formats-weighed.ts).
  if (formatsNamed(out.matched) >= 2 && speedsMeasured(text)) {
    delete request.tokensPerSec;
    if (formatWeighed(text)) delete request.precision;
    if (request.task === undefined) request.task = 'infer';
    out.matched.push('precision.weighed');
  }
  // Users or a speed only make sense for a model being served: "llama 3 8b for 10 users" is inference.
  // (A speed beside training words is the trainer's: "Megatron 能到 7200 TPS … 7B 训 4.5T token".)
  if (request.task === undefined && (request.concurrency !== undefined || (request.tokensPerSec !== undefined && !out.matched.includes('task.train')))) {
    request.task = 'infer';
    out.matched.push('task.impliedByUsers');
  }
  // So does a prompt's length with no training word ("接受200k输入显存需要多少"): a request to a model being served.
  if (request.task === undefined && !out.matched.includes('task.train') && (out.matched.includes('context.input') || out.matched.includes('context.inputAfter'))) {
    request.task = 'infer';
    out.matched.push('task.impliedByPrompt');
  }
  // "Train a 1B model on 100B tokens": billions of tokens are a pre-training corpus (fine-tuning sets run to
  // millions or hundreds of millions of tokens), so a bare "train" with one is pre-training (or continued
  // pre-training of a named model, sized the same: every parameter trained over the whole corpus).
  // So is a corpus that size with no task word at all, unless the text makes or processes it ("Tendril 870M, ~17.38B tokens on
  // 8xH100, how long?").
  const corpusOnly = (request.modelSizeB !== undefined || request.model !== undefined) && !request.batchJob && !CORPUS_PROCESSED.test(text);
  if (request.task === undefined && (out.matched.includes('task.train') || corpusOnly) && (request.tokens ?? 0) >= PRETRAIN_CORPUS_TOKENS) {
    request.task = 'pretrain';
    out.matched.push('task.trainOnCorpus');
  }
  // A model pre-trained from scratch is its size and shape: "a 3B GPT-2 style model" needs no catalog entry (sized as a generic 3B, said).
  if (request.task === 'pretrain' && request.model === undefined && request.modelSizeB !== undefined && out.unknownFamily) out.unknownFamily = false;
  // "Train qwen2.5 7b" is a fine-tune (pre-training says "from scratch"), a released model the catalog lacks too ("train
  // LLaVA-v1.5-13B"); "train a 7B" stays open — unless it is sharded with ZeRO-3 ("每个节点8张40G A100，训练72B模型。使用zero3"),
  // which a run of that size does to fine-tune (a pre-training says so, or gives its corpus: task.trainOnCorpus above).
  const shardedSize = request.modelSizeB !== undefined && ZERO_3.test(text);
  if (request.task === undefined && out.matched.includes('task.train') && (request.model !== undefined || out.unknownModel !== undefined || shardedSize)) {
    // … except in a framework made for pre-training ("Training Llama3 70B … with Megatron-LM", "train Llama-3.1-70B with Torchtitan").
    request.task = pretrainingFramework(text) ? 'pretrain' : 'finetune';
    out.matched.push(request.task === 'pretrain' ? 'task.pretrainFramework' : 'task.trainCatalogModel');
  }
  // A bare "full" is a method only in a fine-tune (read once the task is: "RL-train (full-parameter) Qwen3-VL-8B"); elsewhere it
  // was "the full 671B".
  if (request.task !== 'finetune' && out.matched.includes('method.full.word') && !out.matched.includes('method.full')) delete request.method;
  // RL and preference recipes (verl, OpenRLHF, open-r1, TRL's and alignment-handbook's scripts, SimPO), Megatron and DreamBooth train every weight
  // unless a LoRA flag or word says otherwise: with no method named, the run is a full fine-tune.
  // So is a fine-tune with LoRA ruled out and no other method named ("fine-tune the LLaVA 1.5 7B without LoRA?", "不用 LoRA"),
  // and one sharded with ZeRO-3 and no LoRA named ("SFT … on 8xH100 … (zero3)"): the stage that shards what a full fine-tune holds.
  const loraRuledOut = out.matched.includes('method.negated') && LORA_RULED_OUT.test(text);
  const fullByRecipe = request.reinforcement || request.preference || ZERO_3.test(text) || ['method.fullByDefault', 'trainer.megatron', 'trainer.dreambooth'].some((m) => out.matched.includes(m));
  const card = request.gpu === undefined ? undefined : findGpu(catalog, request.gpu);
  // A text model fine-tuned on several datacenter cards with no method, format or adapter said ("finetune llama 33b on 8 A100",
  // "8卡 A100-40G 可以做34B模型sft吗", "replicating … SFT … 16xH100"): what such a setup is for, a full fine-tune — assumed,
  // so the verdict still steps down to LoRA when only that fits the cards, and says so.
  const datacenterCards = (request.count ?? 1) >= 2 && card?.segment === 'datacenter' && request.precision === undefined && !isImageModel(catalog, request) && !ADAPTER_WORDS.test(text.replace(METHOD_ASKED_OF_OTHERS, ' '));
  if (request.task === 'finetune' && request.method === undefined && !loraRuledOut && !fullByRecipe && datacenterCards && card) {
    request.method = 'full';
    request.methodAssumed = true;
    out.assumptions.push({ key: 'fullOnCards', params: { count: request.count ?? 1, gpu: card.name } });
    out.matched.push('method.fullOnCards');
  }
  if (request.task === 'finetune' && request.method === undefined && (loraRuledOut || fullByRecipe)) {
    // (A recipe's base loaded in 4 bits — TRL's sft_llama2.py with `quantization_config=bnb_config` — trains adapters: QLoRA.)
    request.method = request.precision === 'int4' || request.precision === 'nf4' ? 'qlora' : 'full';
    out.matched.push('method.recipeFull');
  }
  // "Run" / "跑", how long a context fits, making pictures (with an image model, or one not named or in the catalog), a serving engine, or a model on a named card or machine
  // ("qwen2.5 32b on my 4090?"), is a question about running it — unless the message says training (epochs,
  // a dataset, a deadline for a job).
  if (request.task === undefined && !saysTraining(request, out)) {
    const sized = request.model !== undefined || request.modelSizeB !== undefined;
    if (out.matched.includes('task.run') || out.matched.includes('context.asked') || ((isImageModel(catalog, request) || request.model === undefined) && GENERATE_WORDS.test(text)) || request.engine === 'vllm' || request.engine === 'llama.cpp') {
      request.task = 'infer';
      out.matched.push('task.impliedByRun');
    } else if (sized && (request.gpu !== undefined || request.device !== undefined)) {
      request.task = 'infer';
      out.matched.push('task.impliedByHardware');
    }
  }
  // Inference run in batches ("a single H100 with a batch size of 8", "batch size为8", "bsz = 32", served fine-tunes' "batch size 16
  // where every request has its own LoRA"): the sequences decoded together. A server's cap (max_batch_size, max-num-seqs) is no
  // load, and a training batch is not read here.
  if (request.task === 'infer' && request.concurrency === undefined) {
    const batch = INFERENCE_BATCH.exec(text);
    if (batch) {
      request.concurrency = Number(batch[1]);
      out.matched.push('concurrency.batch');
    }
  }
  // A date read from a service's description ("晚上空着", "tonight") is not a deadline: only jobs have one.
  if (request.task === 'infer' && !request.batchJob && out.matched.includes('deadline.date')) {
    delete request.deadlineHours;
    out.assumptions = out.assumptions.filter((a) => a.key !== 'deadlineEndOfDay');
  }
  // An answer longer than the default context ("max_tokens 32768", "思考输出一般 8k 左右") needs a context that holds it at least
  // (thousands written as contexts are, k = 1024).
  if ((request.task === 'infer' || request.task === undefined) && !request.batchJob && request.contextTokens === undefined && request.outputTokens !== undefined && request.outputTokens > DEFAULT_CONTEXT_TOKENS) {
    request.contextTokens = asContext(request.outputTokens);
  }
  fullWindowAsked(catalog, request, out, text);
  clampContextToModel(catalog, request, out);
  if (card) {
    statedTotal(text, request, card.maxPerNode ?? 8);
    countedByMemory(text, request, card.memoryGB, out.matched.includes('gpu.plural'));
  }
  readBatchJob(text, request, out.assumptions);
  samplesToTokens(request, out, catalog);
  // The cards told beside "how many": the fewest asked for, counts weighed beside it ("要几张？2 张够吗还是得 4 张"), or another
  // card asked for ("要换什么卡、几张？") are searched from one card instead.
  if (out.matched.includes('gpu.countTold') && request.countAsked && (FEWEST_ASKED.test(text) || OTHER_CARD_ASKED.test(text) || out.matched.includes('count.weighed'))) delete request.count;
  // Sizes of two models said, no model named: the size the question names.
  if (request.model === undefined && request.modelSizeB !== undefined && askedSize) request.modelSizeB = askedSize.b;
  statedWeights(text, request);
  // The stack a fine-tune runs on, when named: its memory is judged, not the default's (Unsloth for LoRA on one card).
  const trainer = request.task === 'finetune' && !request.reinforcement ? trainerNamed(text) : undefined;
  if (trainer) request.trainer = trainer;
  if (request.device === 'mac') {
    const mac = parseMac(text);
    if (mac) request.mac = mac;
    // "an M2 Max macbook with 64GB": the memory is the Mac's, not a 64 GB card's.
    if (mac && out.matched.includes('gpu.generic')) dropGenericCard(request, out);
  }
  return out;
}

/** Every size the size rule reads, for a text read whole. */
const SIZES = new RegExp(QUANTITY_RULES.find((rule) => rule.id === 'size.b')!.pattern.source, 'giu');

/** A fine-tune told as done: "进行了中文指令微调", "a Llama-2-13B fine-tune", "微调、合并", "the fine-tuned model". */
const FINE_TUNE_DONE = /微调(?:后|过|完|好了)|(?:微调|精调)\s*[、,，和并]\s*合并|进行了?[^，。？！,?!]{0,12}?(?:微调|精调)|(?<![a-z])(?:fine[\s-]?tuned|after\s+fine[\s-]?tuning)(?![a-z])|\ban?\s+[\w.-]+(?:\s+[\w.-]+){0,3}\s+fine[\s-]?tune\b(?!\s+(?:it|them|on|with|for)\b)/iu;
/** A tuned model or adapter in use: served, generating, or published as a model. */
const TUNED_IN_USE = /(?:微调|精调)(?:再|并|然后|之后)?[^，。？！,?!]{0,12}?(?:后|过)的模型[^。？！?!]{0,40}?(?:推理|部署|速度|infer)|\bloras?\s+(?:generation|inference|workflow)\b|\b(?:generat\w*|render\w*|inference)\s+with\s+(?:a|my|the|this)\s+loras?\b|\bfine[\s-]?tune\s+(?:is|was)\s+(?:only\s+)?(?:published|released|available|uploaded)\b/iu;
/** Runs that evaluate or predict: the harnesses (lm-eval, lmms-eval, OpenCompass, VLMEvalKit…), a Trainer's prediction flags, batch inference. */
const EVALUATION_RUN = /\blm[_-]?eval\b|\blmms[_-]eval\b|\blighteval\b|\bopencompass\b|\bvlmevalkit\b|\bevalscope\b|--do_predict\b|\bpredict_with_generate\b|批量推理|\bbatch(?:ed)?\s+inference\b/iu;
const TRAINING_NAMED = /^(?:method\.|preference\.|reinforcement$|task\.pretrain$|task\.inferAfterTraining$)/u;

/**
 * A fine-tune word that does not name the run asked about: an evaluation or prediction run ("llamafactory-cli train
 * --stage sft --do_predict … 批量推理"), or a fine-tune told as done beside inference (the model was fine-tuned; running it
 * is the question). Only a bare fine-tune word: a method or RL named is a training run.
 */
function inferWithFineTuned(text: string, request: AdviceRequest, out: ParseResult): void {
  if (request.task !== 'finetune') return;
  // A tuned model or adapter being used, however it was trained ("LoRA微调再awq量化后的模型推理速度很慢", "my flux lora generation …
  // takes about 84secs", "the Qwen3.6-27B finetune is only published in BF16"): running it is the question.
  if (!out.matched.includes('task.train') && TUNED_IN_USE.test(text)) {
    request.task = 'infer';
    delete request.method;
    if (request.precision === 'nf4') delete request.precision;
    out.matched.push('task.inferTuned');
    return;
  }
  if (out.matched.some((id) => TRAINING_NAMED.test(id))) return;
  if (EVALUATION_RUN.test(text)) {
    request.task = 'infer';
    out.matched.push('task.evaluation');
  } else if (out.matched.includes('task.finetune') && out.matched.includes('task.infer') && FINE_TUNE_DONE.test(text)) {
    request.task = 'infer';
    out.matched.push('task.inferFineTuned');
  }
}

/** Adapters named in any script or spelling ("QLoRA配置", "peft", "adapter", "lora_r"): no full fine-tune by default. */
const ADAPTER_WORDS = /lora|peft|adapter|适配器/iu;

/** Plain LoRA ruled out (QLoRA alone ruled out leaves LoRA): "without LoRA", "not LoRA", "不用 LoRA", "不做lora". */
const LORA_RULED_OUT = /(?:\bnot|\bno|\bwithout|不用|不想用|不做|不要|别用|非)\s*(?:(?:using|with|use)\s+)?(?<!q-?)lora\b/iu;

/** Of two or more model sizes said, the one the question names ("7B takes about 14gb … For the 65B in fp16, how many?"). */
type QuestionSize = { b: number; at: number; end: number; others: number[] };

function questionSize(text: string): QuestionSize | undefined {
  const sizes = [...text.matchAll(SIZES)]
    .filter((m) => !/^\s*(?:tokens?|tok)\b/iu.test(text.slice(m.index + m[0].length)))
    .map((m) => ({ b: Number(m.groups?.a), at: m.index, end: m.index + m[0].length }));
  if (new Set(sizes.map(({ b }) => b)).size < 2) return undefined;
  // The last size before the question's mark ("…needs ~2x40GB for the 70B so 8B on 4x48GB should be trivial??"), not a
  // fallback ("or do I need to fall back to the 14B?").
  const asking = sizes
    .filter(({ at }) => !SIZE_FALLBACK.test(text.slice(Math.max(0, at - 30), at)))
    .map((size) => ({ ...size, mark: size.at + (QUESTION_AHEAD.exec(text.slice(size.at))?.[0].length ?? -Infinity) }))
    .filter(({ mark }) => Number.isFinite(mark));
  const question = asking.filter(({ mark }) => mark === asking[0]?.mark);
  const asked = question.at(-1);
  return asked && Number.isFinite(asked.b) && asked.b > 0 ? { ...asked, others: question.slice(0, -1).map(({ b }) => b) } : undefined;
}

/** A size offered as the fallback: "fall back to the 14B", "or settle for a 7B", "退而求其次用 14B". */
const SIZE_FALLBACK = /(?:\bfall\s*back\s+to|\bsettle\s+for|\bdowngrade\s+to|\binstead\s+of|退而求其次|降级到|退到|换成?小)\s*(?:the\s+|a\s+)?$/iu;

/** A bare size referring to a model already named ("the 33B version", "for the 65B", "MODEL_SIZE=70B"). */
const SIZE_REFERRED = { before: /(?:\bthe|\bthat|=|:)\s*$/iu, after: /^\s*(?:version|variant|one|model|版本|的版本|的模型)/iu };

/**
 * The same family at the size the question asks about, when a post tells of one size and asks about another ("I was
 * able to get the llama 7B model to work. It looks like I might be able to run the 33B version?"): that catalog model.
 */
function resizedByQuestion(text: string, asked: QuestionSize | undefined, model: Mention, catalog: Catalog): Mention | undefined {
  if (!asked || (asked.at < model.end && model.start < asked.end)) return undefined;
  // By id: the names were resolved already (findModel's normalising lookup is the parser's costliest call).
  const byId = (id: string) => catalog.models.find((m) => m.id === id);
  const found = byId(model.id);
  if (!found) return undefined;
  if (!SIZE_REFERRED.before.test(text.slice(0, asked.at)) && !SIZE_REFERRED.after.test(text.slice(asked.end))) return undefined;
  // Its own size asked about too ("enough for 70b + the 8b draft?"): the model named.
  if ([asked.b, ...asked.others].some((b) => aboutSize(b, found.paramsB) || aboutSize(b, found.activeParamsB) || sizeInName(found.name, b))) return undefined;
  const id = `${withoutSize(found.id)}-${asked.b}b`;
  return byId(id) ? { id, text: text.slice(asked.at, asked.end).trim(), start: asked.at, end: asked.end } : undefined;
}

/** Undo a card read from a memory figure alone (readGenericCard). */
function dropGenericCard(request: AdviceRequest, out: ParseResult): void {
  delete request.gpu;
  delete request.count;
  delete request.ownsGpu;
  delete out.gpuMention;
  out.matched = out.matched.filter((m) => m !== 'gpu.generic');
  out.assumptions = out.assumptions.filter((a) => a.key !== 'genericCard');
}

/** A length as the context it needs: in whole thousands ("~8k", "8000") as contexts are written, k = 1024. */
function asContext(tokens: number): number {
  return tokens >= 1000 && tokens % 1000 === 0 ? (tokens / 1000) * 1024 : Math.round(tokens);
}

/**
 * Fine-tuning samples: with a length said apart from them ("52K data (avg ~200 tokens per example)"), samples × that
 * length (a sample longer than the default sequence is the sequence, as samplesTimesLength does); without one
 * ("数据 2 万条"), each is at most one training sequence (the trainer truncates at its cutoff), so samples × sequence
 * length is the data's upper bound, said as such.
 */
function samplesToTokens(request: AdviceRequest, out: ParseResult, catalog: Catalog): void {
  const { samples, sampleTokens } = request;
  delete request.samples;
  delete request.sampleTokens;
  // A length "each" with no dataset counted ("64 sessions with ~8k tokens each") is what one sequence holds (in
  // thousands, k = 1024, as contexts are written).
  if (samples === undefined && sampleTokens !== undefined && request.contextTokens === undefined) request.contextTokens = asContext(sampleTokens);
  // Pictures to train an image model on ("an SDXL LoRA on 30 images") are no tokens.
  if (samples === undefined || request.tokens !== undefined || request.task !== 'finetune' || isImageModel(catalog, request)) return;
  if (sampleTokens !== undefined) {
    request.tokens = samples * sampleTokens;
    if (sampleTokens > DEFAULT_SEQ_TOKENS && request.contextTokens === undefined) request.contextTokens = Math.round(sampleTokens);
    return;
  }
  const seq = request.contextTokens ?? DEFAULT_SEQ_TOKENS;
  request.tokens = samples * seq;
  out.assumptions.push({ key: 'samplesAtSeq', params: { samples, seq, tokens: request.tokens } });
}

/** A token count from which a bare "train" means pre-training: 1B tokens. */
const PRETRAIN_CORPUS_TOKENS = 1e9;

/** Tokens a job makes or reads rather than trains on: "generate 2B tokens", "label 10B tokens", "生成/标注/翻译". */
const CORPUS_PROCESSED = /\b(?:generat|synthes|label|annotat|summari[sz]|translat|inferenc|classif|embed|scor|rewrit|distill|serv|process)\w*|生成|推理|标注|翻译|摘要|打分|蒸馏|处理/iu;

/** Making pictures ("5,000 images", "seconds per image", "出图", "一张图几秒"): running an image model. */
const GENERATE_WORDS = /\b(?:images?|pictures?|pics|photos?|renders?)\b|\bs(?:ec(?:ond)?s?)?\s*(?:\/|per)\s*(?:image|img|pic)\b|\btxt2img\b|text[\s-]to[\s-]image|出图|生图|画图|作图|绘图|文生图|生成图|(?:一|每)张图|图片/iu;

/** The catalog row of the model the request names, if any. */
function catalogModel(catalog: Catalog, request: AdviceRequest): Catalog['models'][number] | undefined {
  return request.model === undefined ? undefined : catalog.models.find((m) => m.id === request.model);
}

function isImageModel(catalog: Catalog, request: AdviceRequest): boolean {
  return catalogModel(catalog, request)?.kind === 'diffusion';
}

/** Its whole window asked for, with no figure: "at its full context", "using its long context", "满上下文", "最大上下文". */
const FULL_CONTEXT = /\b(?:at|with|using|use|to|for|on|in)\s+(?:its|the(?:\s+model'?s)?)\s+(?:full|long(?:est)?|max(?:imum)?|entire|whole|native)\s+(?:context|ctx)\b|满上下文|(?:最大|完整|全部|全长度?)(?:的)?\s*(?:上下文|context)/iu;

/** "At its full context", "满上下文" with no figure, for a model served: the model's own window, said. */
function fullWindowAsked(catalog: Catalog, request: AdviceRequest, out: ParseResult, text: string): void {
  const model = catalogModel(catalog, request);
  if (!model || model.kind !== 'llm' || request.contextTokens !== undefined || (request.task !== 'infer' && request.task !== undefined) || !FULL_CONTEXT.test(text)) return;
  request.contextTokens = model.maxContext;
  out.assumptions.push({ key: 'contextFullWindow', params: { max: model.maxContext, model: model.name } });
  out.matched.push('context.fullWindow');
}

/** How far past a model's longest context a stated one may be and still mean "its full context". */
const CONTEXT_ROUNDING = 1.05;

/**
 * "The full 200k" of a 202,752-token model reads as 204,800 (k = 1024), "1M" of a 1,010,000-token one
 * as 1,048,576, "100K" of Code Llama's 100,000 as 102,400: a figure within a few per cent above the model's longest context is that context,
 * said in the answer; further above it stays, and the estimator refuses it with the maximum.
 */
function clampContextToModel(catalog: Catalog, request: AdviceRequest, out: ParseResult): void {
  const model = catalogModel(catalog, request);
  if (!model || model.kind !== 'llm' || request.contextTokens === undefined) return;
  // The longest the model serves: its documented extension past the native window when it has one (Code Llama's 100k).
  const max = Math.max(model.maxContext, model.extendedContext ?? 0);
  if (request.contextTokens > max && request.contextTokens <= max * CONTEXT_ROUNDING) {
    out.assumptions.push({ key: 'contextIsModelMax', params: { stated: request.contextTokens, max, model: model.name } });
    request.contextTokens = max;
    out.matched.push('context.modelMax');
  }
}

/** Amounts only a training job has; a batch inference job may have tokens and a deadline too. */
function saysTraining(request: AdviceRequest, out: ParseResult): boolean {
  if (request.epochs !== undefined || request.optimizer !== undefined || out.matched.includes('task.train')) return true;
  return !request.batchJob && (request.tokens !== undefined || request.deadlineHours !== undefined);
}
