/**
 * The format the asker means, whatever format the message says they run today or tried: the one they switch to ("should i
 * just run the full fp16 instead?", "想换成不量化的原版（bf16）跑", "干脆不量化直接 bf16 跑"), or the one a question asks about
 * ("does Q8_0 fit or do i have to drop to Q4_K_M?"). An alternative only asked about ("or do I need fp8", "还是得上 fp8") or
 * refused ("不想换成 FP8") is neither.
 */
import type { WeightPrecision } from '../estimate/types.ts';

/** A format's names, to the precision it is judged in ("16" is the card's own 16-bit format, decided by the caller). */
const FORMATS: [RegExp, WeightPrecision | '16'][] = [
  [/^(?:bf-?16|bfloat16)$/iu, 'bf16'],
  [/^(?:fp-?16|float16|half)$/iu, 'fp16'],
  [/^(?:16[\s-]?bits?|full[\s-]precision|unquantized|原版|原始|不量化|没量化)/iu, '16'],
  [/^(?:fp-?8)$/iu, 'fp8'],
  [/^q8_?0$/iu, 'q8_0'],
  [/^(?:int-?8|8[\s-]?bits?|load_in_8bit)$/iu, 'int8'],
  [/^gptq[\s_-]?int-?8$/iu, 'int8'],
  [/^(?:int-?4|4[\s-]?bits?|awq|gptq(?:[\s_-]?int-?4)?|nf4|load_in_4bit)$/iu, 'int4'],
  [/^(?:q4_?k_?m|q4)$/iu, 'q4_k_m'],
];

const FORMAT = String.raw`bf-?16|bfloat16|fp-?16|float16|half|16[\s-]?bits?|fp-?8|int-?[48]|[48][\s-]?bits?|q8_?0|q4_?k_?m|awq|gptq(?:[\s_-]?int-?[48])?|nf4|load_in_[48]bit`;
const NOT_ALNUM_BEFORE = String.raw`(?<![a-z0-9])`;
const NOT_ALNUM_AFTER = String.raw`(?![a-z0-9])`;

/** "switch to fp8", "run the full fp16 instead", "load it in 8-bit instead" ("loading in full bf16 instead of … fp8" complains of what happens: no switch). */
const SWITCH_EN = new RegExp(
  String.raw`\b(?:(?:switch|move|go|change|upgrade|jump)(?:ing|ed)?\s+(?:over\s+|up\s+|back\s+)?to|(?:run|use|load|try|serve)(?:ning|ing)?\s+(?:it\s+|the\s+model\s+)?(?:in\s+|at\s+|with\s+)?)\s*(?:the\s+)?(?:full\s+|original\s+|unquantized\s+|plain\s+)?${NOT_ALNUM_BEFORE}(?<f>${FORMAT}|full[\s-]precision|unquantized)${NOT_ALNUM_AFTER}(?<rest>(?:\s+(?:weights|version|checkpoint|model|one))?\s+instead\b(?!\s+of\b))?`,
  'giu',
);
/** "想换成不量化的原版（bf16）跑", "干脆不量化直接 bf16 跑", "改用 fp8". */
const SWITCH_ZH = new RegExp(
  String.raw`(?:换成|改成|改用|换用|切到|切换到|切换成|转成|干脆|直接)\s*(?:用|跑|上)?\s*(?:(?<u>不量化|没量化)(?:的)?\s*(?:直接\s*(?:用|跑)?)?)?\s*(?:原版|原始)?(?:的)?\s*(?:权重|模型)?\s*[（(]?\s*(?:${NOT_ALNUM_BEFORE}(?<f>${FORMAT})${NOT_ALNUM_AFTER})?`,
  'giu',
);
/** What turns a switch into an alternative asked about or a refusal. */
const NOT_A_SWITCH = /(?:\bor\s+(?:(?:do|should|must|would|will)\s+(?:i|we)\s+|(?:i|we)\s+)?(?:(?:need|have)\s+to\s+)?|\b(?:don'?t|do\s+not|never|rather\s+not|not|won'?t|no\s+need\s+to)\s+(?:want\s+to\s+|need\s+to\s+|have\s+to\s+)?|还是\s*(?:得|要)?\s*|不想|不要|不打算|不用|不愿意?|要不要|需不需要|是不是\s*(?:得|要)?)\s*$/iu;

/** A switch weighed rather than made: "会不会更快", "效果会不会好一点". */
const WEIGHED_AFTER = /^[^。？！?!，,]{0,8}?(?:会不会|会更|更快|更好|快一点|好一点|效果)/u;

function formatOf(name: string): WeightPrecision | '16' | undefined {
  const word = name.trim();
  return FORMATS.find(([pattern]) => pattern.test(word))?.[1];
}

/** The format switched to, or undefined when the message switches to none. */
export function switchedFormat(text: string): WeightPrecision | '16' | undefined {
  const normalized = text.normalize('NFKC');
  let found: WeightPrecision | '16' | undefined;
  for (const m of normalized.matchAll(SWITCH_EN)) {
    const verb = m[0].toLowerCase();
    // "use fp8" alone describes; "use fp8 instead" or "switch to fp8" switches.
    if (!m.groups?.rest && !/^(?:switch|move|go|change|upgrade|jump)/u.test(verb)) continue;
    if (NOT_A_SWITCH.test(normalized.slice(Math.max(0, m.index - 40), m.index))) continue;
    found = formatOf(m.groups?.f ?? '') ?? found;
  }
  for (const m of normalized.matchAll(SWITCH_ZH)) {
    const named = m.groups?.f ? formatOf(m.groups.f) : m.groups?.u ? '16' : undefined;
    if (named === undefined) continue;
    if (NOT_A_SWITCH.test(normalized.slice(Math.max(0, m.index - 12), m.index))) continue;
    // "换成fp8版本会不会更快一点": the switch weighed for its speed or quality is an alternative asked about, not the plan.
    if (WEIGHED_AFTER.test(normalized.slice(m.index + m[0].length, m.index + m[0].length + 16))) continue;
    found = named;
  }
  return found;
}

/**
 * A question about one format, the rest alternatives ("does Q8_0 fit or do i have to drop to Q4_K_M?", "int8 能在一张 3090
 * 上放下吗？还是只能 int4", "16G 的 T4 放得下 fp16 吗", "or is bf16 fine?", "or just serve the fp16 one", "with load_in_8bit
 * … is 48gb enough or do I have to go down to 4-bit?"): the format the verdict is on, whatever the message ran or tried.
 */
const ASKED_EN = [
  // "does Q8_0 fit", "will the fp16 version run", "is bf16 fine/enough".
  new RegExp(String.raw`\b(?:does|do|will|would|can|could|is|are)\s+(?:the\s+|an?\s+)?${NOT_ALNUM_BEFORE}(?<f>${FORMAT})${NOT_ALNUM_AFTER}(?:\s+(?:one|version|weights|model|quant|file|gguf))?\s+(?:even\s+|still\s+|actually\s+)?(?:fit|work|run|load|enough|fine|ok|okay|good\s+enough|be\s+enough)\b`, 'iu'),
  // "would FP8 on ONE H100 80GB be enough".
  new RegExp(String.raw`\b(?:would|will|could|does|do|can)\s+(?:the\s+)?${NOT_ALNUM_BEFORE}(?<f>${FORMAT})${NOT_ALNUM_AFTER}\s+(?:on|with|in)\b[^.?!]{0,40}?\b(?:enough|fit|work|run|do)\b`, 'iu'),
  // "or just serve the fp16 one".
  new RegExp(String.raw`\bor\s+just\s+(?:serve|run|use|go\s+with|stick\s+with|load)\s+(?:it\s+in\s+|the\s+)?${NOT_ALNUM_BEFORE}(?<f>${FORMAT})${NOT_ALNUM_AFTER}`, 'iu'),
  // "with load_in_8bit (…) is 48gb enough": a format the asker runs with, then asks whether the cards are enough.
  new RegExp(String.raw`\bwith\s+${NOT_ALNUM_BEFORE}(?<f>${FORMAT})${NOT_ALNUM_AFTER}[^.?!]{0,60}?\b(?:is|are)\s+[^.?!]{0,20}?\benough\b`, 'iu'),
];
const ASKED_ZH = [
  // "int8 能在一张 3090 上放下吗", "fp16 原版能不能塞进去", "Q8_0 够不够".
  new RegExp(String.raw`${NOT_ALNUM_BEFORE}(?<f>${FORMAT})${NOT_ALNUM_AFTER}(?:的)?(?:原版|版本|模型|权重)?[^，。？！,.?!]{0,14}?(?:能不能|能否|可不可以|可以|能)?[^，。？！,.?!]{0,8}?(?:放下|放得下|塞进去|塞得下|装下|装得下|跑起来|跑得动|够不够|行不行)(?:吗|么|嘛)?`, 'iu'),
  // "单卡 fp16 的 LoRA，一张A100 40G够不够？": the format leads the question sentence, the card after a comma.
  new RegExp(String.raw`(?:^|[。？！?!]\s*|\.(?!\d)\s*)[^。？！?!]{0,8}?${NOT_ALNUM_BEFORE}(?<f>${FORMAT})${NOT_ALNUM_AFTER}(?:(?!换|改|切|\.(?!\d))[^。？！?!]){0,30}?(?:够不够|够吗|行不行|能不能跑|跑得动吗|放得下吗)`, 'iu'),
  // "放得下 fp16 吗".
  new RegExp(String.raw`(?:放得下|塞得下|装得下|跑得动)\s*${NOT_ALNUM_BEFORE}(?<f>${FORMAT})${NOT_ALNUM_AFTER}\s*(?:吗|么|嘛)`, 'iu'),
  // The format wanted over a default or one refused: "不想用默认的4bit，想用8-bit（q8_0）", "不想用 GGUF Q4，就想跑 FP16", "默认拉的是
  // Q4_K_M，我想拉 fp16 原版".
  new RegExp(String.raw`(?:不想|不要|别用|默认)[^。？！?!]{0,40}?(?<!不)(?:就想|想|要)\s*(?:用|跑|拉|上|换)?\s*(?:个|成)?\s*${NOT_ALNUM_BEFORE}(?<f>${FORMAT})${NOT_ALNUM_AFTER}`, 'iu'),
];

/** The words that lead to a fallback format: "or do i have to drop to", "还是只能", "不行的话". */
const DOWN_TO = String.raw`drop|go(?:\s+down)?|fall\s+back|step\s+down`;
const LEAD_EN = (verbs: string) => String.raw`\bor\s+(?:(?:do|should|must|would)\s+(?:i|we)\s+)?(?:(?:have|need)\s+to\s+)?(?:${verbs})\s+to`;
const LEAD_ZH = String.raw`还是\s*(?:只能|得|要)?\s*(?:上|用|换成?)?|不行的话`;

/** Before a format: it is the alternative ("or do i have to drop to", "还是只能"), not the one asked about. */
const ALTERNATIVE_BEFORE = new RegExp(String.raw`(?:${LEAD_EN(`${DOWN_TO}|switch|move`)}\s+(?:an?\s+|the\s+)?|(?:${LEAD_ZH})\s*)$`, 'iu');

/** A fallback asked about after the question ("或者/还是得上 GPTQ-Int8", "or do i have to drop to Q4_K_M"). */
const FALLBACK_ASKED = new RegExp(String.raw`(?:${LEAD_EN(DOWN_TO)}|${LEAD_ZH})\s*(?:an?\s+|the\s+)?[^，。？！,.?!]{0,12}?${NOT_ALNUM_BEFORE}(?:${FORMAT})${NOT_ALNUM_AFTER}`, 'iu');

/** Whether the message asks about a fallback format besides the one asked about. */
export function fallbackAsked(text: string): boolean {
  return FALLBACK_ASKED.test(text.normalize('NFKC'));
}

/** The format a question asks about, or undefined. */
export function askedFormat(text: string): WeightPrecision | '16' | undefined {
  const normalized = text.normalize('NFKC');
  for (const pattern of [...ASKED_EN, ...ASKED_ZH]) {
    const m = pattern.exec(normalized);
    if (!m?.groups?.f) continue;
    const at = m.index + m[0].indexOf(m.groups.f);
    if (ALTERNATIVE_BEFORE.test(normalized.slice(Math.max(0, at - 40), at))) continue;
    const format = formatOf(m.groups.f);
    if (format !== undefined) return format;
  }
  return undefined;
}

/**
 * The format written right after the model asked about ("qwen3-1.7b in fp16 … OOM; meanwhile 4B int8 works"): that model's
 * format, over formats the message gives other models or runs.
 */
export function formatBesideModel(text: string, mention: string | undefined): WeightPrecision | '16' | undefined {
  if (!mention) return undefined;
  const normalized = text.normalize('NFKC');
  const at = normalized.indexOf(mention.normalize('NFKC'));
  if (at < 0) return undefined;
  const after = normalized.slice(at + mention.length, at + mention.length + 24);
  // Not an optimizer's or a cache's bits ("Llama 3.1 8B with 8-bit Adam").
  const m = new RegExp(String.raw`^\s*(?:\(|（)?\s*(?:in|at|with|用|的)?\s*${NOT_ALNUM_BEFORE}(?<f>${FORMAT})${NOT_ALNUM_AFTER}(?!\s*(?:adam|optim|kv|cache|lora|优化器))`, 'iu').exec(after);
  return m?.groups?.f ? formatOf(m.groups.f) : undefined;
}
