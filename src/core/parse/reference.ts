/**
 * Someone else's run quoted for scale: "GLM-130B 用 768 张 A100 训 400B token 花了 60 天。我想用同样的卡预训练
 * LLaMA-33B，数据 1T token…", "Llama 2 70B took 1.7M GPU-hours on 2T tokens. I want to pretrain…". A sentence
 * that reports a run (took, trained, 花了…) or repeats a claim (听说, "people say") with no first person and no question is a report, not the ask: its
 * model is not the asker's when another is named elsewhere, and its amounts (tokens, days) are not the asker's.
 */
import { findMention, type Mention, type NameLookup } from './mentions.ts';
import { blank, spanOf, type Span } from './spans.ts';

/**
 * A sentence ends at CJK or Latin end punctuation ("1.5B" keeps its point: a Latin stop needs a space after, or a closing
 * quote and then a space: "…in FP8.' So …"). NFKC, which
 * the parser reads, turns "？！；" into ASCII, and Chinese puts no space after them: one before a Chinese character ends it too.
 */
const SENTENCE_END = /[。！？；\n]|[.!?;](?=\s|$)|(?<=[.!?])['"’”](?=\s|$)|[!?;](?=[\u3400-\u9fff])|(?<=[\u3400-\u9fff])[!?](?=[a-z])/giu;
/** The asker speaking: first person in either language. */
const FIRST_PERSON = /(?<![a-z'])(?:i|i'm|i've|i'd|i'll|my|me|we|we're|we've|our|us)(?![a-z'])|我|咱|^\s*(?:training|fine-?tuning|running|serving|trying|testing)\s/iu;
/** (A question mark closing a quoted title is the title's: "A blog ('How Much Memory Does Llama-3 70B Actually Need?') computes …".) */
const QUESTION = /[?？](?!['"’”]?[)）])|吗|呢|多少|几(?!乎)/u;
/** The asker's own run from before, told in the first person ("I was able to train sdxl loras on an 8gb 4060 ti before"). */
const PAST_RUN = /(?<![a-z])(?:(?:was|were)\s+able\s+to|used\s+to\s+(?:run|train|use|serve))(?![a-z])/iu;
/** A later sentence referring back to the model a report named: "a model of the same shape", "同样规模的模型". */
const SAME_AS = /(?<![a-z])(?:the\s+)?same\s+(?:shape|architecture|size|config(?:uration)?|model)(?![a-z])|(?<![a-z])(?:like|as)\s+(?:it|that\s+one|that\s+model)(?![a-z])|同样(?:规模|结构|大小|架构|配置)|一样(?:规模|结构|大小|架构)的|同(?:规模|结构|架构)的/iu;

/**
 * Another setup set beside the asker's for comparison: "llama.cpp 同规模 4bit gguf 上下文开到 200k 都能用", "a same-size GGUF runs fine",
 * "I tested the same command on llava-hf/llava-1.5-7b-hf and it works fine", "同样的命令跑 X 没问题".
 */
const OTHER_SETUP = /同规模|同尺寸|同样大小|同等规模|同参数量|(?<![a-z])same[\s-]sized?(?![a-z])|(?<![a-z])(?:the\s+)?same\s+(?:command|config(?:uration)?|settings?|script|setup|flags?|parameters?)\s+(?:on|with|for)(?![a-z])|同样的?(?:命令|配置|脚本|参数)\s*(?:在|用|跑)|(?:在)?(?:别的|另一台|另外一台|其他)(?:机器|服务器|卡)上|(?<![a-z])on\s+(?:another|a\s+different|other)\s+(?:machine|box|server|node)s?(?![a-z])/iu;

/** Words that report a finished run, or one from before ("之前在 A800 上跑 SFT 吃了 60 多 G。现在想在 8 张 4090 上…"). */
const REPORTED = /(?<![a-z])(?:took|reports|trained|was\s+trained|were\s+trained|used|required|needed|reported|quotes|quoted|states|stated|spent|cost)(?![a-z])|花了|用了|训了|训练了|耗时|耗费|据报道|吃了|占了|占用了|(?:^|[，,\s])(?:之前|以前|上次|此前)(?:在|用|跑|试|拿)|(?<![a-z])(?:previously|last\s+time)(?![a-z])/iu;
/**
 * Hearsay: a claim read or heard elsewhere ("看到有文章说 … 得用 A100 80G", "people say …", "the FastDeploy PR says …", "a blog ('…')
 * computes …", "官方的推理推荐配置表里说",
 * "部署最佳实践里用的是 … 32 张 H200") is not the asker's setup either.
 */
const HEARSAY = /(?:看了|看过|读了|读过)[^，。,.!?！？]{0,48}?(?:文章|帖子|博客|视频|教程|报告)|文章说|(?:文章|帖子|博客|视频|教程|报告|文档)(?:里|中|上)?(?:的)?(?:表格|图表|数据|表)\s*(?:说|写着|写的是|提到|显示)|有人说|网上说|听说|据说|楼主说|楼上说|博主说|作者说|(?:有)?大佬说|看到(?:有)?(?:文章|帖子|博客|视频|教程|人)|(?<![a-z])(?:people|ppl|they|someone|many|folks|(?:the\s+)?(?:maintainers?|devs?|developers?|authors?|op|mods?))(?:\s+[\w'-]+){0,6}?\s+(?:says?|said|claims?|claimed|replied|answered|wrote|told\s+(?:me|us)|think|thinks|believe|believes|assume|assumes)(?![a-z])|(?<![a-z])(?:article|post|blog|guide|pr|issue|thread|docs?|documentation|readme|paper|model\s+card|tutorial|video|benchmarks?|results?)(?:\s*\([^()]{1,100}\))?\s+(?:says?|said|claims?|claimed|states?|mentions?|suggests?|recommends?|shows?|ran|got|reached|hit|used|comput(?:es|ed)|calculat(?:es|ed)|estimat(?:es|ed))(?![a-z])|(?:文档|官方|readme|issue|pr|帖子|论文|博客|教程|指南|攻略|最佳实践)\s*(?:里|中|上)?\s*(?:说|写着|写的是|提到|建议|用的是|采用的是)|(?:官方|最低)?(?:推荐|建议)(?:的)?配置(?:表|清单)?\s*(?:里|中|上|是|为|:|：)|(?:其他|别的|另一个|另外的?)\s*(?:issue|帖子|回答|回复|文章)\s*(?:中|里|上)?\s*(?:有人)?\s*(?:有)?\s*(?:提到|说)|(?<![a-z])according\s+to(?![a-z])/iu;

function sentences(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    const end = m.index + m[0].length;
    spans.push({ start, end });
    start = end;
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans;
}

/** The sentences that report someone's run (or another setup compared); none in a message of one sentence (that is the ask). */
export function reportedSentences(text: string): Span[] {
  const all = sentences(text);
  if (all.length < 2) return [];
  // An aside in brackets about a setup elsewhere ("（我们另外还有 Qwen2.5-VL-72B-AWQ 在别的机器上跑）") is one too.
  const asides = [...text.matchAll(/[（(][^（）()]{4,200}[）)]/gu)].filter((m) => OTHER_SETUP.test(m[0])).map(spanOf);
  return [...asides, ...all.filter(({ start, end }) => {
    const sentence = text.slice(start, end);
    // Another setup compared or running elsewhere is not the asker's, even told in the first person ("我们另外还有 X 在别的机器上跑").
    return (((REPORTED.test(sentence) || HEARSAY.test(sentence)) && !FIRST_PERSON.test(sentence)) || OTHER_SETUP.test(sentence) || PAST_RUN.test(sentence)) && !QUESTION.test(sentence);
  })];
}

/**
 * The setup of the people asked ("peak VRAM during your 8×L40S SFT run?", "你们的 8 卡 A100 上训了多久"), up to the clause's end
 * and before the asker speaks of their own ("your model on my 3090" leaves "my 3090").
 */
const THEIR_SETUP = /(?<![a-z])(?:your|their)\s+(?:(?!\b(?:my|our|i|we)\b)[^,.;:?!，。；：？！()（）\n]){1,40}|(?:你们|作者|官方)(?:的|用的|那边的?)\s*(?:(?![我咱])[^，。；：？！,.;:?!()（）\n]){1,30}/giu;

/** Clauses telling of the setup of the people the post is asked of: their cards are not the asker's. */
export function theirSetups(text: string): Span[] {
  return [...text.matchAll(THEIR_SETUP)].map(spanOf);
}

/** A run that failed: out of memory, or would not start. */
export const FAILED = /(?<![a-z])(?:oom(?:'?d|s|ed)?|out\s+of\s+memory|ran\s+out\s+of\s+(?:v?ram|memory)|(?:didn'?t|did\s+not|doesn'?t|does\s+not|won'?t)\s+fit)(?![a-z])|爆显存|显存不足|显存溢出|跑不起来|跑不动|装不下|放不下/iu;

/**
 * Sentences that say a run failed on some cards ("I tried 4x A10G 24GB and got CUDA OOM."), with no question in
 * them: those cards are what did not work, the card asked about is named elsewhere ("Would a single A100 be enough
 * instead?"). None in a message of one sentence.
 */
export function triedSentences(text: string): Span[] {
  const all = sentences(text);
  if (all.length < 2) return [];
  return all.filter(({ start, end }) => {
    const sentence = text.slice(start, end);
    return FAILED.test(sentence) && !QUESTION.test(sentence);
  });
}

/**
 * "replaced openai/gpt-oss-120b with openai/gpt-oss-20b", "swapped X for Y", "把 X 换成 Y", "模型从 X 变为 Y", "switched from X to
 * Y": X is what is no longer run.
 */
const REPLACED = /(?<![a-z])(?:replac(?:e|ed|ing)|swap(?:ped|ping)?|substitut(?:e|ed|ing))\s+(?:the\s+)?((?:[^.?!\n]|\.(?=\S)){1,60}?)\s+(?:with|for|by)\s+(?=\S)|(?:把|将)\s*([^，。？！,?!\n]{1,40}?)\s*(?:换成|替换成|替换为|改成)|(?:从|由)\s*([^，。？！,?!\n]{1,40}?)\s*(?:变为|变成|换成|换为|改为|改成|切换到|切到)(?=\s*\S)|\b(?:switch(?:ed|ing)?|mov(?:ed|ing)|went)\s+from\s+((?:[^.?!,\n]|\.(?=\S)){1,60}?)\s+to\s+(?=\S)/giu;

/** The names a post says it replaced (the one put in their place is the one run): their spans, set aside when reading the model. */
export function replacedNames(text: string): Span[] {
  return [...text.matchAll(REPLACED)].map((m) => {
    const name = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    const start = m.index + m[0].indexOf(name);
    return { start, end: start + name.length };
  });
}

/**
 * A model a sentence says works, with no question in it ("the code works with Qwen 2.5-1.5B-Instruct with LoRA.",
 * "用 Qwen2.5-7B 可以正常跑通"): the contrast to the one that fails, not the one asked about — when another is named.
 */
const WORKED = /(?<![a-z])(?:works|worked|working|runs|ran)\s+(?:fine\s+|well\s+|ok\s+|perfectly\s+)?(?:with|for|on)\s+((?:[^?!;,\n.]|\.(?=\S)){1,60})|(?:用|跑)\s*([^，。？！,?!\n]{1,40}?)\s*(?:是)?(?:可以|能)(?:正常)?(?:跑通|跑起来|运行|训练|训)|([^，。？！,?!\n]{1,40}?)\s*(?:是)?(?:可以|能)?(?:正常)?(?:跑通了|没问题|(?:就|都|倒是|却)?\s*没有?(?:这个|这种|这样的|这些)问题)/giu;

/** The spans of models said to work, in sentences that ask nothing. */
export function workedNames(text: string): Span[] {
  return sentences(text).flatMap(({ start, end }) => {
    const sentence = text.slice(start, end);
    if (QUESTION.test(sentence)) return [];
    return [...sentence.matchAll(WORKED)].map((m) => {
      const name = m[1] ?? m[2] ?? m[3] ?? '';
      const at = start + m.index + m[0].indexOf(name);
      return { start: at, end: at + name.length };
    });
  });
}

/**
 * A card held up as a measure, not used: "显存加起来还不到一张 A100(80GB)的一半", "只有 4090 的一半", "less than half an A100".
 * The asker's card is never read from it.
 */
const YARDSTICK = /(?:还?不到|不足|不及|比不上|抵不上|没有|只有|仅有)\s*(?:一张|一块|单张|单卡)?\s*[^，。,;；?？!！\n]{1,30}?(?:的)?(?:一半|零头|三分之一|四分之一)|(?<![a-z])(?:less\s+than|under|not\s+even)\s+(?:half|a\s+third|a\s+quarter)\s+(?:of\s+)?(?:an?|one|a\s+single)\s+[\w-]+(?:\s+\d+\s*gb)?/giu;

export function yardsticks(text: string): Span[] {
  return [...text.matchAll(YARDSTICK)].map(spanOf);
}

/**
 * A post that asks nothing and tells of runs, the last card named in one that failed ("实验1：同样的配置，单卡H800训练，显存几乎占满；
 * 实验2：同样的配置，双卡H800训练，发生OOM。"): the failed run is the one to judge, so the other sentences naming a card are set aside.
 * Undefined when something is asked, or a card is named after the failure (the one tried next).
 */
export function besideLastFailure(text: string, namesCard: (s: Span) => boolean): Span[] | undefined {
  if (QUESTION.test(text)) return undefined;
  const carded = sentences(text).filter(namesCard);
  const last = carded.at(-1);
  if (carded.length < 2 || !last || !FAILED.test(text.slice(last.start, last.end))) return undefined;
  return carded.slice(0, -1);
}

/**
 * The reported sentences whose amounts are not the asker's: hearsay, and those naming a model (a catalog one, or a
 * model-like `family` name such as "GLM-130B") outside the sentence where the asker named theirs (`own`).
 */
export function quotedRuns(text: string, reported: readonly Span[], own: Span, models: NameLookup, family: RegExp | undefined): Span[] {
  return reported.filter(({ start, end }) => {
    // The asker's model named only in the report, then referred back to ("If we pretrain a model of the same shape …"):
    // the report's figures are still the original run's.
    if (start < own.end && own.start < end) return SAME_AS.test(text.slice(end));
    const sentence = text.slice(start, end);
    // Any model named in a report, the asker's own included ("Meta quotes 1.3M GPU-hours for Llama 3 8B"): the figures
    // are the report's; a claim heard elsewhere ("Someone in a thread claims … ~360 concurrent sequences") is never the asker's amount.
    return HEARSAY.test(sentence) || OTHER_SETUP.test(sentence) || findMention(sentence, models) !== undefined || (family?.test(sentence) ?? false);
  });
}

/**
 * A switch asked about as such ("need change to A100?", "要不要换A800？"): the card after it is the alternative, the one the
 * asker has is judged (when one is named elsewhere). A setup asked about on the new card ("换成 4 张 A100 能跑吗") is no such
 * question: the card is followed by what it should do, not by the question mark.
 */
const SWITCH_ASKED = /(?<![a-z])(?:change|switch|upgrade|move|go)\s+(?:over\s+)?to\s+(?:an?\s+|the\s+)?[\w .-]{1,24}?\s*[?？]|\bor\s+(?:do|would|will|should|must)\s+(?:i|we)\s+(?:really\s+|actually\s+|just\s+)?(?:need|rent|get|go\s+with|have\s+to\s+(?:rent|get|use))\s+(?:an?\s+|the\s+)?[\w .-]{1,24}?\s*[?？]|\bor\s+is\s+(?:an?\s+|the\s+)[\w .-]{1,24}?\s+the\s+(?:cheapest|smallest|only)\b[^?？]{0,40}[?？]|(?:要不要|需不需要|是否要|是不是要|是不是得|是不是直接|要不|干脆|还是得|还是要|还是直接|或者直接|还是|或者)\s*(?:必须|一定要|非得|只能|得|要|需要)?\s*(?:去)?\s*(?:换|换成|改用|升级到|上|租)\s*[^，。？！,.?!]{1,14}?\s*[?？]/giu;

export function switchQuestions(text: string): Span[] {
  return [...text.matchAll(SWITCH_ASKED)].map(spanOf);
}

/**
 * The model a question asks about when another is only told about ("my falcon 180B Q5 gguf blew way past that. would
 * gpt-oss-120b actually fit?"): the asked one, and the sentences that only name the other (their format and amounts are
 * that model's). Undefined when the first model named is the one asked about, or nothing is asked.
 */
export function askedModel(text: string, models: NameLookup): { mention: Mention; told: Span[] } | undefined {
  const told = toldSentences(text);
  if (told.length === 0) return undefined;
  const first = findMention(text, models);
  // A model heard of inside the question ("作者说全参 llama-7b 要 4 张 32G，我手上只有 2 张 V100，够不够？") is not the one asked about.
  const asked = findMention(blank(text, [...told, ...hearsayClauses(text)]), models);
  if (!first || !asked || first.id === asked.id) return undefined;
  // The model named again more loosely ("…on Mistral-7B-Instruct-v0.1 … is 40gb enough for lora on mistral 7b?"): the same one.
  if (squash(first.text).includes(squash(asked.text))) return undefined;
  return { mention: asked, told: told.filter(({ start, end }) => findMention(text.slice(start, end), models)?.id === first.id) };
}

const squash = (name: string): string => name.toLowerCase().replace(/[\s_.-]+/gu, '');

/** Clauses of someone else's claim ("作者说全参 llama-7b 要 4 张 32G", "the readme says 9600 tok/s on H100s"), up to the next comma. */
function hearsayClauses(text: string): Span[] {
  return [...text.matchAll(/[^，,;；。！？!?\n]+/gu)].filter((m) => HEARSAY.test(m[0])).map(spanOf);
}

/** The sentences that ask nothing (no question mark, 吗, 多少…): what the asker tells about, not what they ask. */
export function toldSentences(text: string): Span[] {
  const all = sentences(text);
  const told = all.filter(({ start, end }) => !QUESTION.test(text.slice(start, end)));
  return told.length === all.length ? [] : told;
}

