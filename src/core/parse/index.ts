/**
 * Free text → AdviceRequest, in zh and en: "给 20 个人用的 Qwen2.5-14B 客服机器人",
 * "LoRA fine-tune llama 3 8b on 50k samples of 1k tokens by friday". Fills whatever one message
 * says and leaves the rest for the conversation to ask.
 *
 * Order matters and is fixed here, not in the tables: catalog names first (so the "14B" in
 * "Qwen2.5-14B" is not read as a bare size), then keywords, then quantities, then named days. Each
 * match blanks its text so no number is read twice.
 */
import type { Catalog, LlmModel } from '../catalog/schema.ts';
import type { Assumption, WeightPrecision } from '../estimate/types.ts';
import type { AdviceRequest } from '../recommend/types.ts';
import { findDeadline } from './deadline.ts';
import { findGpu, findModel } from '../catalog/resolve.ts';
import { DEFAULT_CONTEXT_TOKENS, DEFAULT_SEQ_TOKENS } from '../estimate/constants.ts';
import { releasedPrecision } from '../estimate/precision.ts';
import { halfPrecision } from '../estimate/precision-support.ts';
import { formatsNamed, formatWeighed, speedsMeasured } from './formats-weighed.ts';
import { statedWeights } from './stated-weights.ts';
import { formatOfStatedSize } from './file-size.ts';
import { askedFormat, fallbackAsked, formatBesideModel, switchedFormat } from './format-switch.ts';
import { EVAL_HARNESS, evaluatedAsReleased, evaluates, launchedAsReleased } from './launched-as-released.ts';
import { pretrainingFramework, trainerNamed, trainingThroughput } from './training-run.ts';
import { officeHours } from './office-hours.ts';
import { readBatchJob } from './batch-job.ts';
import { applyCorrections } from './corrections.ts';
import { findMention, type Mention, type NameLookup } from './mentions.ts';
import { findGenericCard } from './generic-card.ts';
import { sizeOnCard } from './family-on-card.ts';
import { parseQuantity } from './numbers.ts';
import { toSimplified } from './simplified.ts';
import { studentModel } from './distillation.ts';
import { namedExactly } from './exact-name.ts';
import { askedModel, besideLastFailure, quotedRuns, replacedNames, reportedSentences, switchQuestions, theirSetups, toldSentences, triedSentences, workedNames, yardsticks } from './reference.ts';
import { blank, consume, questionsLastFirst, spanOf, within, type Span } from './spans.ts';
import { KEYWORD_RULES, METHOD_ASKED_OF_OTHERS, type KeywordRule } from './rules/keywords.ts';
import { QUANTITY_RULES, TENSOR_PARALLEL, type Captured, type QuantityRule } from './rules/quantities.ts';
import { GGUF_RUNTIMES } from './rules/patterns.ts';
import { parseMac } from './mac.ts';
import { helperModels, readRlRecipe, sftInstead } from './rl-recipe.ts';
import { readServedTunes } from './served-tunes.ts';
import { CARD_TIME_AFTER, COUNT_ASKED, COUNT_QUESTION, HOW_MANY_BEFORE } from './count-words.ts';
import { markUnnamedCards } from './unnamed-cards.ts';
import { countedByMemory, eachMachineHolds, judgedCount, launchedCount, listedCount, mixedRig, nodeCount, QUESTION_AHEAD, statedTotal } from './card-counts.ts';
import { cardKey, COMPARE, counted, gpuLookup, instanceCount, MEMORY_AFTER, readAskerGpu, readComparedGpu, readGenericCard, readGpu, readInstance, readUnknownGpu, variantBySmiTotal, variantToldElsewhere } from './gpu-mention.ts';

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

/** A family's name with its size glued on, no separator: "Qwen32B", "llama70b". */
const GLUED_SIZE = /^[a-z]+(\d+(?:\.\d+)?)b$/iu;
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

/** A size written right after a model's name, or after more of its name: the size and all that was read up to it. */
const SIZE_AFTER_NAME = /^(?:[_-][a-z0-9]+(?=[\s_(（-])){0,3}?(?:[\s_-]*(?:(?:chat|base|instruct)[\s_-]*)?|\s*[(（]\s*)(?<![a-z])(\d+(?:\.\d+)?)\s*b\b(?!\s*(?:tokens?|toks?|tok\b|words?|samples?|个?\s*token))/iu;

/**
 * A size written right after a model's name ("Baichuan2-7B", "llama 3 13b chat"), or after more of its name ("Phi2-Chinese-0.2B",
 * "Bloom_6b4_zh（6.4B）"), that is not that catalog model's: the name with it.
 */
function sizeWrittenAfter(text: string, mention: Mention, catalog: Catalog): string | undefined {
  const after = SIZE_AFTER_NAME.exec(text.slice(mention.end));
  if (!after) return undefined;
  const written = Number(after[1]);
  const found = findModel(catalog, mention.id);
  // The total or the active size (Llama-4-Scout-17B-16E: 17B active) written after it: that model.
  if (!found || aboutSize(written, found.paramsB) || aboutSize(written, found.activeParamsB)) return undefined;
  // Or the size its own name says ("GLM-4V-9B": 9B names the language model, 13.9B counts the vision tower too).
  if (sizeInName(found.name, written)) return undefined;
  if (sizesListed(text, mention, catalog) !== undefined) return undefined;
  return `${mention.text}${after[0]}`.trim();
}

/**
 * Where a list of the family's sizes ends, when the name read is its first ("support train qwen3 14B 32B grpo?"): two models
 * listed, not one misnamed.
 */
function sizesListed(text: string, mention: Mention, catalog: Catalog): number | undefined {
  const own = /[\s_-]*\d+(?:\.\d+)?\s*b$/iu.exec(mention.text);
  const after = own ? /^[\s/,，、]+(\d+(?:\.\d+)?)\s*b\b/iu.exec(text.slice(mention.end)) : null;
  if (!own || !after || !familyAtSize(mention.text.slice(0, own.index), Number(after[1]), catalog)) return undefined;
  return mention.end + after[0].length;
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

/** Another card asked for: "要换什么卡", "换成什么显卡", "which card should I switch to", "what GPU should we upgrade to". */
const OTHER_CARD_ASKED = /换(?:成|用)?\s*(?:什么|哪(?:种|款|张|个))\s*(?:显)?卡|\b(?:which|what)\s+(?:card|gpu)s?\s+(?:should|to|do|would)\b[^.?!]{0,30}\b(?:switch|upgrade|move|rent|buy|get)\b/iu;
/** The fewest cards asked for: "最少几张", "至少要几张", "实际要几张就够", "how many do I actually need", "the minimum number of GPUs". */
const FEWEST_ASKED = /最少|至少|起码|最低|就够|\bfewest\b|\bminimum\b|\bmin(?:imal)?\s+(?:number|count|gpus?)\b|\bat\s+least\b|\bactually\s+need\b|\bthe\s+least\b/iu;
/** A capacity seen: "can only do 1-2 concurrent requests", "only handles 4 users", "只能同时跑 2 个". */
const OBSERVED_CAPACITY = /\b(?:can|could)\s+only\s+(?:do|handle|serve|run|support|take|hold)\s+(?:about\s+|~)?(\d{1,4})(?:\s*[-–~]\s*(\d{1,4}))?\s+(?:concurrent|simultaneous|parallel)|\bonly\s+(?:handles?|serves?|supports?)\s+(\d{1,4})\s+(?:concurrent|users|requests)|只能(?:同时)?(?:跑|支持|撑|扛|处理)\s*(\d{1,4})\s*(?:个|路)/iu;

/** A job reclaimed before: "keeps getting preempted", "got interrupted", "被回收了好几次". */
const PREEMPTED = /\b(?:keeps?|kept)\s+(?:getting\s+|being\s+)?(?:preempted|interrupted|reclaimed)\b|\bgot\s+(?:preempted|reclaimed)\b|被(?:回收|抢占)(?:了)?(?:好几次|多次|几次)/iu;

/** The asker asking what to use instead: "what should i use", "用什么好", "该换什么", "怎么办". */
const WHAT_TO_USE = /\bwhat\s+(?:should|do|would|can)\s+(?:i|we)\s+(?:use|do|try|switch\s+to)\b|\bwhat\s+(?:else\s+)?(?:to|should)\s+use\b|(?:该|应该|要)?(?:用|换|改用)(?:什么|啥)|怎么办|怎么优化|如何优化/iu;

/** An alternative asked about just before a setting: "or do I need …", "还是要 …". */
const ASKED_ALTERNATIVE = /\bor\b[^.?!]*$|\b(?:do|would|will)\s+(?:i|we)\s+need\b[^.?!]*$|还是[^。？！]*$|要不要[^。？！]*$/iu;

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
      const aText = g.a ?? g.a2 ?? g.a3 ?? g.a4 ?? g.a5 ?? g.a6 ?? g.a7 ?? g.a8 ?? g.a9;
      const q: Captured = { a: aText === undefined ? NaN : (parseQuantity(aText) ?? NaN), raw: aText, unit: g.unit ?? g.unit2, match: m[0] };
      const bText = g.b ?? g.b2;
      if (bText !== undefined) q.b = parseQuantity(bText);
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
const QUESTION_FIRST_RULES = QUANTITY_RULES.filter((rule) => rule.id.startsWith('budget.') || rule.id === 'price.quoted' || rule.id === 'count.tensorParallel' || rule.id === 'count.tpTimesPp' || rule.id === 'count' || rule.id === 'count.single' || rule.id.startsWith('context.') || (rule.id.startsWith('concurrency.') && rule.id !== 'concurrency.team'));
const METHOD_ONLY_RULES: readonly KeywordRule[] = METHOD_RULES.map((rule) => {
  const { task: _task, ...set } = rule.set;
  return { ...rule, set };
});
const BEFORE_METHOD = /^[\s-]*(?:的)?\s*(?:(?:q-?)?lora\b|adam|optim|优化器|paged|kv|cache|缓存)/iu;
const BEFORE_OPTIMIZER = /^[\s-]*(?:的)?\s*(?:adam|optim|优化器)/iu;
const SIXTEEN_BIT_RULES = new Set(['precision.bf16', 'precision.fp16']);
const IN_NAME = /[-_]$/u;
/** The longest text read as one request's context (the catalog's longest windows are 1M–10M; a larger count is a corpus). */
const SERVED_TEXT_MAX = 1_048_576;

/** A format offered as the way down ("drop to Q6_K / Q5_K_M", "fall back to int4", "降到 q4"), after the alternatives before it. */
const FALLBACK_FORMAT = /(?:\b(?:drop|fall\s+back|go|step|come)\s+(?:down\s+)?to|\bdowngrade\s+to|降到|降为|退到|退而求其次用)\s*(?:[\w.]+\s*(?:\/|\bor\b|,|、)\s*)*$/iu;
/** A format the question lets go of: "drop the AWQ", "instead of int4", "不用 AWQ". */
const DROPPED_FORMAT = /(?:\b(?:drop|ditch|skip|remove|lose)\s+(?:the\s+)?|\b(?:instead\s+of|rather\s+than|without)\s+(?:the\s+)?|不用|去掉|放弃|舍弃)\s*$/iu;
/** The KV cache's format ("KV 用默认的 f16"), not the weights'. */
const KV_BEFORE = /(?:kv|cache|缓存)[^，。,;；]{0,8}$/iu;

/**
 * A loader's architecture flag: "--model_type opt", "--model-type llama" (text-generation-webui's GPTQ loader). A value with a
 * size is a model's id (ms-swift's "--model_type baichuan2-13b-chat").
 */
const ARCHITECTURE_FLAG = /--model[_-]type[=\s]+(?![\w.-]*\d)[\w.-]+/giu;

/** DeepSpeed ZeRO stage 3 named: "zero3", "--zero_stage 3", "ds_z3_config.json", "ZeRO-3". */
const ZERO_3 = /\bzero[_\s-]?(?:stage)?[_\s=:-]{0,3}3\b|\bds_z3\b|(?<![a-z])zero3(?![a-z0-9])/iu;

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
      // (Nor a fallback the question offers: "…the Q8_0 fully on my 3090, or do I need to drop to Q6_K / Q5_K_M?" asks of Q8_0.)
      // (…or one it drops: "drop the AWQ and serve the bf16 InternVL3-8B" asks of bf16.)
      const fallback = FALLBACK_FORMAT.test(current.slice(Math.max(0, m.index - 40), m.index)) || DROPPED_FORMAT.test(before);
      return !BEFORE_METHOD.test(current.slice(m.index + m[0].length)) && !IN_NAME.test(before) && !KV_BEFORE.test(before) && !fallback;
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

const INFERENCE_BATCH = /(?<![\w-])(?:batch[\s_-]*size|bsz|batch(?=\s*[=:：]))\s*(?:of|=|:|：|为|是)?\s*(\d{1,4})(?![\d.])/iu;

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
  // weights in the release's format from its quantization config. Not a trainer's "--torch_dtype bfloat16": a fine-tune loads
  // the base dequantized to it (ms-swift's gpt-oss-20b LoRA recipe: "# 42GB").
  const training = request.task === 'finetune' || request.task === 'pretrain';
  if ((request.precision === 'fp16' || request.precision === 'bf16') && !training && DTYPE_FLAG.test(text) && released && releasedPrecision(released) !== 'bf16') {
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
 * A price's unit of tokens ("$/1M output tokens", "per million tokens", "¥0.0012/千 tokens", "每百万 token"): no amount of
 * the asker's — not a context, an answer's length or a volume — so it is blanked before any rule reads it.
 */
const PRICE_UNIT = /(?:\bper|\/|每)\s*(?:1\s*[mk]\b|one\s+million|a\s+million|million|thousand|百万|千|万)\s*(?:(?:input|output|cached|prompt|completion)\s+|输入\s*|输出\s*)?(?:tokens?\b|toks?\b|个?\s*token)/giu;

function withoutPriceUnits(text: string): string {
  return text.replace(PRICE_UNIT, (unit) => ' '.repeat(unit.length));
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
    // Xinference names a model by its family and size apart: "model_name=qwen3.5, model_size_in_billions=27" (its launch log),
    // "--model-name qwen2.5-instruct … --size-in-billions 7" (its CLI): the model "qwen3.5-27B".
    .replace(/\bmodel_name\s*=\s*([\w.-]+)\s*,\s*model_size_in_billions\s*=\s*(\d+(?:\.\d+)?)\b/giu, 'model_name=$1-$2B,')
    .replace(/(--model[-_]name\s+)([\w.-]+)([^\n]{0,200}?)\s--size[-_]in[-_]billions\s+(\d+(?:\.\d+)?)\b/giu, '$1$2-$4B$3')
    // "deepseek-r1-qwen-distill-32B": the distill's name with its parts swapped is the distill ("DeepSeek-R1-Distill-Qwen-32B").
    .replace(/\b(deepseek[-_\s]?r1)[-_\s](qwen|llama)[-_\s]distill\b/giu, '$1-Distill-$2')
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
 * Lines of pasted code or config commented out ("    #load_in_4bit=True,", "# --quantization awq"): settings not in use. (A Markdown
 * heading or an issue number is no setting: only a "key=value" or a "--flag" after the "#" is dropped.)
 */
const COMMENTED_SETTING = /^[ \t]*#[ \t]*(?:[a-z_][\w.]*[ \t]*[=:][^\n]*|--[a-z][\w-]*[^\n]*)$/gimu;

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
  const text = applyCorrections(cardSpellings(withoutPriceUnits(toolSpellings(toSimplified(collapseWhitespace(posted.replace(COMMENTED_SETTING, '')).replace(FULL_WIDTH_COMMA_BETWEEN_DIGITS, '$1， ').normalize('NFKC'))))), gpuLookup(indexes.gpus), indexes.models);
  let working = text;

  // The asker's model: outside sentences that report someone else's run, when one is named there.
  const reported = reportedSentences(working);
  // Cards a sentence says failed ("I tried 4x A10G and got CUDA OOM."): the asker's card is the one asked about next.
  const tried = triedSentences(working);
  // A model only told about beside the one asked about: the asked one, its sentences' amounts set aside below.
  const asked = reported.length === 0 ? askedModel(working, indexes.models) : undefined;
  // A model the post says it replaced ("replaced openai/gpt-oss-120b with openai/gpt-oss-20b") is not the one run.
  // One said to work ("the code works with Qwen 2.5-1.5B") is the contrast to another named, not the one asked about.
  // So is a reward, critic or reference model an RL config loads beside it ("reward_model: Qwen/Qwen1.5-7B-Chat").
  // So is an architecture a loader flag names ("--model_type opt" in text-generation-webui's GPTQ loader, for a LLaMA).
  const unreplacedAll = blank(working, [...replacedNames(working), ...helperModels(working), ...[...working.matchAll(ARCHITECTURE_FLAG)].map(spanOf)]);
  const unworked = blank(unreplacedAll, workedNames(working));
  const unreplaced = findMention(unworked, indexes.models) ? unworked : unreplacedAll;
  const outsideReported = reported.length > 0 ? blank(unreplaced, reported) : undefined;
  const namedOutside = outsideReported !== undefined ? findMention(outsideReported, indexes.models) : undefined;
  // A model the catalog lacks, named where the asker speaks ("I want to serve Llama-3.2-11B-Vision … I tested the same command on
  // llava-1.5-7b and it works fine"): the one a reported sentence names is not it.
  const unknownOutside = outsideReported !== undefined && namedOutside === undefined && SIZED_NAME.test(outsideReported);
  // A distillation's student is the model trained, whichever is named first or largest.
  const first = studentModel(working, indexes.models) ?? asked?.mention ?? namedOutside ?? (unknownOutside ? undefined : (findMention(unreplaced, indexes.models) ?? sizeOfFamily(unreplaced, indexes.models) ?? onlyModelOfSize(text, catalog)));
  // A model named only for its example or script ("用的是 InternVL2.5-8B 那个例子的脚本") is not the one run: another named is.
  const exampled = first && EXAMPLE_OF.test(working.slice(first.end)) ? (findMention(blank(unreplaced, [first]), indexes.models) ?? first) : first;
  // A list of the family's sizes ("qwen3 14B 32B grpo? … change the model name to Qwen3-32B"): a model named elsewhere, else its first.
  const listEnd = exampled && sizesListed(working, exampled, catalog);
  const found = exampled && listEnd ? (findMention(blank(unreplaced, [{ start: exampled.start, end: listEnd }]), indexes.models) ?? exampled) : exampled;
  // "Baichuan2-7B" where the catalog holds only Baichuan2-13B: the name read is not the size written after it.
  const otherSize = found ? sizeWrittenAfter(working, found, catalog) : undefined;
  if (otherSize) out.unknownModel = otherSize;
  // Of two sizes said, the one the question names: read once, for the model named, a family sized apart and a size alone.
  const askedSize = questionSize(text);
  // A family and size said loosely ("llama 7b") and exactly elsewhere ("Llama-2-7b-chat-hf"): the exact name's release.
  const model = otherSize ? undefined : found && (resizedByQuestion(text, askedSize, found, catalog) ?? namedExactly(unreplaced, found, indexes.models));
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
  // (The setup of the people asked — "your 8×L40S run" — is theirs; the asker's, named by its memory alone, is read later.)
  const theirs = theirSetups(working);
  const setAside = besideLastFailure(working, (s) => cardIn(s) !== undefined) ?? [...reported, ...tried.filter((s) => !sameCardIn(s) && !namedAgain(s)), ...switches, ...toldOnly, ...theirs];
  // (A card held up as a measure is never the one read: "还不到一张 A100 的一半".)
  const measures = yardsticks(working);
  const readOutsideMeasures = (text: string) => {
    const shown = measures.length > 0 ? blank(text, measures) : text;
    const rest = readGpu(shown, indexes.gpus, request, out, (id) => findGpu(catalog, id));
    return rest === shown ? text : rest;
  };
  working = readAskerGpu(working, setAside, readOutsideMeasures, { heard: reported, memoryOnlyCard: theirs.some((s) => cardIn(s) !== undefined) ? (t) => findGenericCard(t, catalog) !== undefined : undefined });
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
  if (request.gpu !== undefined) variantToldElsewhere(text, catalog, request, out);
  if (request.gpu !== undefined) variantBySmiTotal(text, catalog, request, out);
  if (request.gpu !== undefined) judgedCount(text, request, out, (name) => findGpu(catalog, name)?.id);
  if (request.gpu !== undefined) launchedCount(text, request, out);
  if (request.gpu !== undefined) listedCount(text, request, out);
  if (request.gpu !== undefined) nodeCount(text, request, out, findGpu(catalog, request.gpu));
  if (request.gpu !== undefined) eachMachineHolds(text, request, out, (name) => findGpu(catalog, name)?.id);
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
  inferWithFineTuned(text, request, out, questions);
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
  // A family with its size glued on ("Qwen32B显存要求?"): that size.
  const glued = !model && out.unknownModel !== undefined && request.modelSizeB === undefined ? GLUED_SIZE.exec(out.unknownModel) : null;
  if (glued) {
    request.modelSizeB = Number(glued[1]);
    out.matched.push('size.glued');
  }
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
  // (A deployment the post reports — "Decode 2 机 16 卡（跨节点 TP=16）" — sets no flag of the asker's.)
  readSetupFlags(blank(text, reported), request, out.matched.includes('count.judged'));
  // The count asked for ("最少几张卡就够？tp=8 一个实例，还是 tp=4…", no card named: "设置了 --tensor-parallel-size 8，报错 … 到底要几张卡？")
  // is not the tensor parallelism the message tried.
  const countQuestion = request.countAsked || (request.gpu === undefined && COUNT_QUESTION.test(text));
  const parallelCount = (out.matched.includes('count.tensorParallel') || out.matched.includes('count.tpTimesPp')) && !out.matched.includes('gpu.count');
  if (countQuestion && parallelCount) delete request.count;
  // The run's GPUs stated beside its tensor parallelism ("tp=4, cp=8, pp=1 … 256 GPUs"): the whole run, a multiple of the TP
  // (not one weighed against it: "is TP 4 enough, or all 8 GPUs?").
  if (parallelCount && request.count !== undefined) {
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
  const launched = !releaseNamed && request.task !== 'finetune' && request.task !== 'pretrain' && (launchedAsReleased(text) || evaluatedAsReleased(text));
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
    } else if (evaluates(text)) {
      // A benchmark run or data scored by a model ("LLM scoring is very slow", "测其中一个math500要好几天") runs the model.
      request.task = 'infer';
      out.matched.push('task.evaluation');
    }
  }
  // Inference run in batches ("a single H100 with a batch size of 8", "batch size为8", "bsz = 32", "with batch = 2", served fine-tunes' "batch size 16
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
  // A text of so many tokens a served model reads ("generate a completion for a very long note (around 8K tokens)") is its context:
  // serving has no corpus.
  if (request.task === 'infer' && !request.batchJob && request.contextTokens === undefined && request.tokens !== undefined && request.tokens > DEFAULT_CONTEXT_TOKENS && request.tokens <= SERVED_TEXT_MAX && request.tokensPerSec === undefined) {
    request.contextTokens = asContext(request.tokens);
    delete request.tokens;
    out.matched.push('context.servedText');
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
  // A card named in the plural ("We're using H200s": no count asked anywhere) with the count told apart ("4 nodes x 8 GPUs").
  else if (out.matched.includes('gpu.plural') && request.count !== undefined) delete request.countAsked;
  // Sizes of two models said, no model named: the size the question names.
  if (request.model === undefined && request.modelSizeB !== undefined && askedSize) request.modelSizeB = askedSize.b;
  statedWeights(text, request);
  // "Model Size: ~20 GB": the format loaded, when none is named.
  const loaded = request.precision === undefined ? catalog.models.find((m): m is LlmModel => m.id === request.model && m.kind === 'llm') : undefined;
  const sized = loaded && formatOfStatedSize(text, loaded, request.engine === 'llama.cpp' || GGUF_RUNTIME.test(text));
  if (sized) {
    request.precision = sized;
    out.matched.push('precision.statedSize');
  }
  // The stack a fine-tune runs on, when named: its memory is judged, not the default's (Unsloth for LoRA on one card).
  const trainer = request.task === 'finetune' && !request.reinforcement ? trainerNamed(text) : undefined;
  if (trainer) request.trainer = trainer;
  // A machine whose only graphics is the CPU's ("32G内存 核显", "integrated graphics only"): the model runs on the CPU. Beside a
  // card ("GPU0: Intel UHD Graphics, GPU1: RTX 4060 … it having two GPUs"), GPUs counted without a name count it too: one less.
  if (INTEGRATED_ONLY.test(text)) {
    if (request.device === undefined && request.gpu === undefined) {
      request.device = 'cpu';
      out.matched.push('device.integratedOnly');
    } else if (request.gpu !== undefined && request.count !== undefined && request.count > 1 && out.matched.includes('count') && !out.matched.some((id) => id.startsWith('gpu.count') || id.startsWith('count.'))) {
      request.count -= 1;
      out.matched.push('count.integratedGpu');
    }
  }
  if (request.device === 'mac') {
    // "文章说两台 Mac Studio 组网就能跑 … 我只有一台": Macs counted in a report are not the asker's.
    const mac = parseMac(text, blank(text, reported));
    if (mac) request.mac = mac;
    // "an M2 Max macbook with 64GB": the memory is the Mac's, not a 64 GB card's.
    if (mac && out.matched.includes('gpu.generic')) dropGenericCard(request, out);
  }
  markUnnamedCards(text, request);
  return out;
}

/** A GGUF file loaded: a runtime that loads them, LM Studio's CLI, the format named (Jan the app, not January: "Jan 2025"). */
const GGUF_RUNTIME = new RegExp(String.raw`\b(?:${GGUF_RUNTIMES}|lms\s+load|gguf|llamafile|jan(?![\s.,'’-]*\d))\b`, 'iu');

/** Integrated graphics said as the machine's graphics: "核显", "集显", "集成显卡", "integrated graphics (only)", "Intel UHD/Iris Xe". */
const INTEGRATED_ONLY = /核显|集显|集成显卡|\bintegrated\s+(?:graphics|gpu)\b|\bintel\s+(?:uhd|iris(?:\s+xe)?|hd)\s+graphics\b/iu;

/** Every size the size rule reads, for a text read whole. */
const SIZES = new RegExp(QUANTITY_RULES.find((rule) => rule.id === 'size.b')!.pattern.source, 'giu');

/** A fine-tune told as done: "进行了中文指令微调", "a Llama-2-13B fine-tune", "微调、合并", "the fine-tuned model". */
const FINE_TUNE_DONE = /微调(?:后|过|完|好了)|(?:微调|精调)\s*[、,，和并]\s*合并|进行了?[^，。？！,?!]{0,12}?(?:微调|精调)|(?<![a-z])(?:fine[\s-]?tuned|after\s+fine[\s-]?tuning)(?![a-z])|\ban?\s+[\w.-]+(?:\s+[\w.-]+){0,3}\s+fine[\s-]?tune\b(?!\s+(?:it|them|on|with|for)\b)/iu;
/**
 * A tuned model or adapter in use: served, generating, or published as a model ("部署训练后的模型进行推理"); adapters served on
 * one base ("enable_lora", vLLM's "--lora-modules", "multi-LoRA", "多个lora并行加载").
 */
const TUNED_IN_USE = /(?:微调|精调|训练)(?:再|并|然后|之后)?[^，。？！,?!]{0,12}?(?:后|过)的模型[^。？！?!]{0,40}?(?:推理|部署|速度|infer)|\bloras?\s+(?:generation|inference|workflow)\b|\b(?:generat\w*|render\w*|inference)\s+with\s+(?:a|my|the|this)\s+loras?\b|\bfine[\s-]?tune\s+(?:is|was)\s+(?:only\s+)?(?:published|released|available|uploaded)\b|--enable[-_]lora\b|\benable_lora\b|--lora[-_]modules\b|--max[-_]loras\b|\bmax_loras\b|\bmulti[-_\s]?loras?\b|多个?\s*lora\s*(?:并行)?\s*(?:切换|加载|部署|服务|推理)|(?:加载|切换|部署)\s*多个?\s*lora/iu;
/** A Trainer's prediction flags, or batch inference said in Chinese. */
const PREDICTION = String.raw`--do_predict\b|\bdo_predict["']?\s*[:=]\s*["']?true\b|\bpredict_with_generate\b|批量推理`;
/** Runs that evaluate or predict: the harnesses, a Trainer's prediction flags or config, batch inference. */
const EVALUATION_RUN = new RegExp(String.raw`${EVAL_HARNESS}|${PREDICTION}|\b\w+_predict\.ya?ml\b|\bbatch(?:ed)?\s+inference\b`, 'iu');
/** A trainer run to evaluate or predict, not to train: its flags, or batch inference said. */
const EVAL_COMMAND = new RegExp(String.raw`--do_eval\b|${PREDICTION}`, 'iu');
/** Training named other than by its method: RL, preference pairs, pre-training. */
const TRAINING_OTHER_THAN_METHOD = /^(?:preference\.|reinforcement$|task\.pretrain$|task\.inferAfterTraining$)/u;
const TRAINING_NAMED = new RegExp(String.raw`^method\.|${TRAINING_OTHER_THAN_METHOD.source}`, 'u');

/**
 * A fine-tune word that does not name the run asked about: an evaluation or prediction run ("llamafactory-cli train
 * --stage sft --do_predict … 批量推理"), or a fine-tune told as done beside inference (the model was fine-tuned; running it
 * is the question). Only a bare fine-tune word: a method or RL named is a training run.
 */
function inferWithFineTuned(text: string, request: AdviceRequest, out: ParseResult, questions: readonly Span[]): void {
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
  // An evaluation or prediction command names the adapter it loads ("--do_eval … --finetuning_type lora", "lora微调后批量推理"):
  // the method is the model's, not the run's. Only a run that also trains (--do_train), or RL, preference or pre-training named,
  // is training.
  const evalCommand = EVAL_COMMAND.test(text) && !/--do_train\b/u.test(text);
  const training = evalCommand ? TRAINING_OTHER_THAN_METHOD : TRAINING_NAMED;
  if (out.matched.some((id) => training.test(id))) return;
  if (evalCommand) delete request.method;
  if (EVALUATION_RUN.test(text)) {
    request.task = 'infer';
    out.matched.push('task.evaluation');
  } else if (out.matched.includes('task.finetune') && out.matched.includes('task.infer') && FINE_TUNE_DONE.test(text)) {
    request.task = 'infer';
    out.matched.push('task.inferFineTuned');
  } else if (askedOnlyInference(text, questions)) {
    // A fine-tune told beside a question about inference alone ("文章说单次微调需消耗约8-12个A100 GPU小时 … 推理真的要4块V100吗？").
    request.task = 'infer';
    out.matched.push('task.inferAsked');
  }
}

/** Inference words and training words, as the questions of a post name them. */
const INFERENCE_ASKED = /推理|部署|生成|上线|\binfer(?:ence)?\b|\bserv(?:e|ing)\b|\bdeploy\w*|\bgenerat\w*|\bchat(?:ting)?\b/iu;
const TRAINING_ASKED = /训|微调|精调|\btrain\w*|fine[\s-]?tun\w*|\bsft\b|\bq?lora\b|\bepochs?\b/iu;

/** The post's questions name inference and no training: the fine-tune it tells of is not what it asks about. */
function askedOnlyInference(text: string, questions: readonly Span[]): boolean {
  const asked = questions.map(({ start, end }) => text.slice(start, end));
  return asked.length > 0 && asked.some((q) => INFERENCE_ASKED.test(q)) && !asked.some((q) => TRAINING_ASKED.test(q));
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
    .filter((m) => !SIZE_THRESHOLD.before.test(text.slice(Math.max(0, m.index - 20), m.index)) && !SIZE_THRESHOLD.after.test(text.slice(m.index + m[0].length)))
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

/** A size as a bound, not a model: "very large models (>= 70b)", "models over 30B", "70B+", "70B 以上的模型" (not "70b + the 8b"). */
const SIZE_THRESHOLD = {
  before: /(?:>=?|≥|<=?|≤|\bat\s+least|\bover|\babove|\bmore\s+than|\blarger\s+than|\bbigger\s+than|\bunder|\bbelow|超过|大于|小于|不到)\s*$/iu,
  after: /^(?:\+|\s*(?:以上|以下|及以上|or\s+(?:more|larger|bigger|above)))/iu,
};

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
  // (A text no longer than a context, "接近32K tokens" of a document given to the model, is read, not trained on.)
  return !request.batchJob && ((request.tokens !== undefined && request.tokens > SERVED_TEXT_MAX) || request.deadlineHours !== undefined);
}
