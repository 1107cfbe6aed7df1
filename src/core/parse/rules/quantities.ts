/**
 * Quantity rules for free text: one row per way people state a number, as
 * `{ pattern, set }` where the pattern's named groups `a`/`b` are quantities (read by
 * parseQuantity) and `unit` is a unit word. Rows run in order and each match consumes its text,
 * so the specific rows ("50k samples of 1k tokens") come before the generic ones ("1k tokens").
 */
import type { AdviceRequest } from '../../recommend/types.ts';
import type { Assumption } from '../../estimate/types.ts';
import { DEFAULT_ANSWER_TOKENS, DEFAULT_SEQ_TOKENS } from '../../estimate/constants.ts';
import { COUNT, NUM, TOKENS } from './patterns.ts';
import { OFFICE_HOURS } from '../office-hours.ts';

/**
 * Tokens per GB of raw text. OpenAI's rule of thumb is ~4 characters of English per token
 * (help.openai.com "What are tokens and how to count them?"), i.e. ~0.25e9 tokens per GB of ASCII
 * text; Chinese is ~3 UTF-8 bytes per character at roughly 1.3–1.5 characters per token with
 * Qwen/DeepSeek tokenizers, which lands near the same figure. The advice states it as an assumption.
 */
export const TOKENS_PER_GB = 2.5e8;
/** Tokens per Chinese character (DeepSeek API docs, token usage: "1 个中文字符 ≈ 0.6 个 token"). */
const CHINESE_TOKENS_PER_CHAR = 0.6;
/** Tokens per English word (help.openai.com "What are tokens and how to count them?": "100 tokens ~= 75 words"). */
const TOKENS_PER_WORD = 4 / 3;
/** The shortest text whose length is worth converting: shorter ones fit any context. */
const MIN_TEXT_TOKENS = 1000;
/** Between "context" and its length: "of", "=", "~", "开到", "开满", "想开", "最长", "最多能开到", "set to", a change asked for ("raise max_model_len to", "恢复到", "已经调小到"), a setting ("设置的"), "可以一直支持到", the default it is left at ("max_model_len 没设（默认 32768）", "defaults to 131072"). */
const CONTEXT_TO = '(?:(?:(?:没|未|没有|不)设(?:置)?|not\\s+set|unset)?\\s*[(（,，]?\\s*(?:默认(?:值)?|defaults?\\s+(?:to|is)|default(?:s|\\s+of)?)\\s*(?:是|为|=|:|：)?|of|is|=|:|：|~|≈|to|at|(?:(?:was|is|were|are)\\s+)?set(?:\\s+to)?|up\\s+to|(?:(?:最长|最多|最大|上限|想|能|可以|需要|得|要|大概|大约|大致|差不多|约|已经|一直|都)\\s*)*(?:(?:开|设|调整|调|调小|调低|调大|降|降低|减|减小|缩小|拉|改|加|跑|用|恢复|提高|提升|扩大|扩展|扩|增加|增大|支持)(?:到|成|为|满|的|了)?|设置(?:为|成了|成|的|了|到)?|达到|为|是|按)?|(?:一般|通常|大多|大概|大约|基本)\\s*在)?';
/** What may stand between "每个人" and the rate: "的输出速度不低于", "速度要达到", "至少". */
const PER_USER_SPEED_ZH = '(?:(?:输出|生成|解码|推理)?\\s*(?:速度|速率|吞吐)\\s*)?(?:要|需要|要求|得|能)?\\s*(?:达到|不低于|不少于|不小于|至少|最少|≥|>=|大于|高于|在)?\\s*';

export interface Captured {
  a: number;
  /** The text of `a` as written ("32k"). */
  raw?: string;
  b?: number;
  unit?: string;
  /** The whole matched text, for rows whose meaning rides on words around the number (a budget's currency and period). */
  match: string;
}

export interface QuantityRule {
  id: string;
  pattern: RegExp;
  /** The request fields this match fills; undefined when the numbers make no sense here. */
  set: (q: Captured) => Partial<AdviceRequest> | undefined;
  /** An assumption the answer must state when this rule fired (e.g. tokens per GB of text). */
  assumption?: (q: Captured) => Assumption;
}

const HOURS_PER_UNIT: Record<string, number> = {
  hour: 1, hours: 1, hr: 1, hrs: 1, h: 1, 小时: 1, 个小时: 1, 钟头: 1,
  day: 24, days: 24, 天: 24,
  week: 168, weeks: 168, wk: 168, 周: 168, 星期: 168, 个星期: 168, 礼拜: 168, 个礼拜: 168,
  month: 720, months: 720, 个月: 720,
  year: 8760, years: 8760, 年: 8760,
};
/** A deadline of so many units ("6 个小时内", "48 hour reservation", "(~48 hours)"). */
const deadlineIn = ({ a, unit }: Captured): Partial<AdviceRequest> | undefined => defined({ deadlineHours: positive(a * (HOURS_PER_UNIT[unit?.toLowerCase() ?? ''] ?? NaN)) });


const GB_PER_UNIT: Record<string, number> = { mb: 1e-3, m: 1e-3, gb: 1, g: 1, tb: 1e3, t: 1e3 };

const rx = (source: string): RegExp => new RegExp(source, 'giu');
/** A parallelism size flag up to its number: "tp=2", "--tensor-parallel-size 4", "TP 8", "pp=4"; `separator`: what may stand between. */
const PARALLEL_SEPARATOR = String.raw`=|:|of|[-_]?size\s*=?`;
const parallelSize = (word: string, short: string, separator = PARALLEL_SEPARATOR): string =>
  String.raw`(?:${word}[\s_-]*parallel(?:ism)?(?:[\s_-]*size)?|\b${short})["']?\s*(?:${separator})?\s*`;
/** Tensor parallelism stated: "tp=2", "--tensor-parallel-size 4", "TP 8" — the GPUs one copy spans (also a list's next item: `"tp", "4"`). */
export const TENSOR_PARALLEL = rx(String.raw`${parallelSize('tensor', 'tp', String.raw`${PARALLEL_SEPARATOR}|,\s*["']`)}(?<a>\d{1,2})\b`);
/**
 * A serving engine's tensor × pipeline parallel sizes ("--tensor-parallel-size 2 and --pipeline-parallel-size 4", "tp=8, pp=8"): the
 * GPUs one copy spans are their product (a trainer's model-parallel group, "--pipeline-model-parallel-size", is one share of its
 * GPUs, so it is not read here).
 */
const TP_SIZE = parallelSize('tensor', 'tp');
const PP_SIZE = parallelSize('pipeline', 'pp');
const TP_TIMES_PP = rx(String.raw`${TP_SIZE}(?<a>\d{1,2})\b[^.;\n]{0,60}?${PP_SIZE}(?<b>\d{1,2})\b|${PP_SIZE}(?<a2>\d{1,2})\b[^.;\n]{0,60}?${TP_SIZE}(?<b2>\d{1,2})\b`);
/** One request, user or stream named as the one a speed is for. */
const ONE_REQUEST = /\b(?:one|a\s+single)\s+(?:request|user|stream|query)\b/iu;
const positiveInt = (n: number): number | undefined => (Number.isInteger(n) && n > 0 ? n : undefined);
/** Context windows are powers of two: "32k context" means 32 768 tokens, not 32 000. */
// (A number in billions, "llama3:8b 的上下文", is the model's size, never a context.)
const contextTokens = ({ a, raw }: Captured): number | undefined => (/[bt]\s*$|亿/iu.test(raw ?? '') ? undefined : positiveInt(/k\s*$/i.test(raw ?? '') ? Math.round((a / 1000) * 1024) : a));
const positive = (n: number): number | undefined => (Number.isFinite(n) && n > 0 ? n : undefined);
/** Seconds in the period a rate or volume was said per: a month (30 days), a week, a day, a minute, an hour, else a second. */
const periodSeconds = (text: string): number =>
  /month|月/iu.test(text) ? 30 * 86_400 : /week|周/iu.test(text) ? 7 * 86_400 : /\bday\b|\bdaily\b|日均|每天|每日|一天/iu.test(text) ? 86_400 : /min|分钟/iu.test(text) ? 60 : /hour|\bhr\b|\bh\b|小时/iu.test(text) ? 3600 : 1;
const defined = <T extends object>(fields: T): T | undefined =>
  Object.values(fields).every((v) => v !== undefined) ? fields : undefined;
/** "4000~5000", "4k 到 5k": the lower end of a range, so the capture that follows is its upper end (the worst case). */
const RANGE_FROM = `(?:${NUM}\\s*(?:${TOKENS}\\s*)?(?:~|～|–|—|到|至|\\s-\\s|\\s+to\\s+)\\s*)?`;
/** A bracketed length with no "each" or "per" ("5,000 examples (~2.5M tokens)"): the whole set's, when no sample could be that long. */
const BRACKETED_TOTAL = /\(\s*(?:~|about|around|roughly|approx\.?)?\s*[\d.,]+\s*[km]?\s*(?:tokens?|toks?)\s*\)?$/iu;
/** Longer than any sample a fine-tune trains on in one sequence (the longest contexts people fine-tune at are ~128k). */
const LONGEST_SAMPLE_TOKENS = 131_072;

/**
 * A dataset as samples × tokens each: its tokens, and a sample longer than the default training sequence is the sequence
 * ("330 examples, each around 16000 tokens" trains 16k sequences: truncating them to 2k would not be the asker's run).
 */
function samplesTimesLength({ a, b, match }: Captured): Partial<AdviceRequest> | undefined {
  if (b === undefined) return undefined;
  if (b > LONGEST_SAMPLE_TOKENS && BRACKETED_TOTAL.test(match)) return defined({ tokens: positive(b), samples: positiveInt(a) });
  const each = meanOfRange(match, b);
  // The parts stay beside the product: a batch job over the items recounts its tokens as answers (batch-job.ts).
  const tokens = defined({ tokens: positive(a * each), samples: positiveInt(a), sampleTokens: positive(each) });
  return tokens && each > DEFAULT_SEQ_TOKENS ? { ...tokens, ...defined({ contextTokens: positiveInt(Math.round(each)) }) } : tokens;
}

/**
 * A sample's length written as a range ("5-6 hundred tokens", "500~600 token"): its middle, the average a dataset's
 * samples have, with the lower end in the upper end's magnitude when it is written bare ("5-6 hundred").
 */
function meanOfRange(match: string, upper: number): number {
  const ranges = [...match.matchAll(/(\d+(?:\.\d+)?)\s*(?:-|–|~|～|到|至|to)\s*(\d+(?:\.\d+)?)/giu)];
  const last = ranges.at(-1);
  if (!last) return upper;
  const low = Number(last[1]);
  const high = Number(last[2]);
  const lower = high > 0 && upper / high >= 10 ? low * (upper / high) : low;
  return lower < upper ? (lower + upper) / 2 : upper;
}

/** A sample's length said apart from the count, its middle when written as a range. */
const sampleLength = ({ a, match }: Captured): Partial<AdviceRequest> | undefined => defined({ sampleTokens: positive(meanOfRange(match, a)) });

/** What an answer is called: a length written as its adjective ("a ~300-token summary") is the answer's, not the data's. */
const ANSWER_NOUNS = 'summary|summaries|answers?|responses?|replies|outputs?|descriptions?|completions?';

/** One request's context: its prompt plus what it generates. */
/**
 * The most tokens one answer is taken to be: a million and more written out ("100M output tokens per month", "5M in + 5M out"
 * a day) is a volume of many requests — no model's release generates that much in one answer — not a sequence's length.
 */
const ONE_ANSWER_MAX = 1_000_000;

const promptPlusOutput = ({ a, b }: Captured): Partial<AdviceRequest> | undefined =>
  b === undefined || b >= ONE_ANSWER_MAX ? undefined : defined({ contextTokens: positiveInt(Math.round(a + b)), outputTokens: positiveInt(Math.round(b)) });

/**
 * Budgets: "$300/month", "每月预算 1000 元", "under ¥2/h", "预算 500 美元" (no period = the whole job),
 * "月预算3000" (no currency = the language's: 元 in Chinese, dollars in English). ¥ is read as 元:
 * WhichCard prices in CNY and USD only.
 */
/** Per hour, of a card or a GPU: "/hr", "per hour", "an hour", "/GPU-hour". */
const HOURLY = '(?:/|per\\s+|an?\\s+)\\s*(?:gpu[\\s-]*)?(?:h|hr|hrs|hour)\\b';
const MONEY_BEFORE = '(?:us\\$|\\$|¥|rmb\\s*|cny\\s*|usd\\s*)';
const MONEY_AFTER = '(?:\\s*(?:usd|us\\s*dollars?|dollars?|bucks|rmb|cny|yuan|元|块钱|块(?!\\s*(?:卡|显卡|gpu|[a-z]|不|也|是|在|用|跑|都))|美元|美金|刀|人民币))';
const PER_BEFORE = '(?:(?:monthly|hourly|per[\\s-]+month|per[\\s-]+hour|每个?月|一个月|月|每小时|一小时)\\s*(?:就|只有|也就|才|大概|大约|约)?\\s*)';
const PER_AFTER =
  '(?:\\s*(?:/|per|an?|each|every)\\s*(?:gpu[\\s-]*)?(?:month|mo|mon|hour|hr|h)\\b|\\s*(?:monthly|hourly)\\b|\\s*(?:/|每)\\s*(?:个)?(?:月|小时)|\\s*(?:一个月|每个?月|一小时|每小时|包月)(?!\\s*(?:内|以内|之内)))';
const LIMIT_BEFORE = '(?:(?:不超过|不高于|不要超过|最多|低于|控制在|under|below|at\\s+most|up\\s+to|max(?:imum)?|less\\s+than|no\\s+more\\s+than)\\s*)';
const LIMIT_AFTER = '(?:\\s*(?:以内|以下|之内|左右|封顶))?';
/** "预算", and a cost held to an amount ("每小时 GPU 费用想控制在 30 元以内"). */
const BUDGET_WORD = '(?:budget|spend(?:ing)?|预算|经费|费用|成本|开销|花费)';
const USD_WORD = /\$|usd|dollar|bucks|美元|美金|刀/iu;
const CNY_WORD = /¥|rmb|cny|yuan|元|块|人民币/iu;

function budget({ a, match }: Captured): Partial<AdviceRequest> | undefined {
  const amount = positive(a);
  if (amount === undefined) return undefined;
  const currency = USD_WORD.test(match) ? 'USD' : CNY_WORD.test(match) || /[\u4e00-\u9fff]/u.test(match) ? 'CNY' : 'USD';
  const per = /month|\bmon?\b|月/iu.test(match) ? 'month' : /hour|\bhr\b|\/\s*h\b|小时/iu.test(match) ? 'hour' : 'job';
  return { budget: { amount, currency, per } };
}

/** A text's length in tokens, when long enough to matter. */
function textTokens({ a, unit }: Captured): number | undefined {
  const tokens = Math.round(a * (/字/u.test(unit ?? '') ? CHINESE_TOKENS_PER_CHAR : TOKENS_PER_WORD));
  return tokens >= MIN_TEXT_TOKENS ? tokens : undefined;
}

/** "a"/"an"/"one" read as 1 in durations ("in a month"). */
const A = '(?:an?|one)';

/** A prompt's length: the context holds it and an answer of the default length (Chinese characters counted as tokens). */
function promptContext(q: Captured): Partial<AdviceRequest> | undefined {
  const prompt = /字/u.test(q.match) ? q.a * CHINESE_TOKENS_PER_CHAR : contextTokens(q);
  return defined({ contextTokens: prompt === undefined ? undefined : positiveInt(Math.round(prompt + DEFAULT_ANSWER_TOKENS)) });
}

export const QUANTITY_RULES: QuantityRule[] = [
  // A serving engine's log line ("Avg prompt throughput: 474.7 tokens/s, Avg generation throughput: 9.8 tokens/s") is what
  // was measured, not a speed wanted nor an amount of data: consumed first.
  {
    id: 'throughput.logged',
    // vLLM's progress bar too: "est. speed input: 24555.79 toks/s, output: 22.14 toks/s"; and a speed the asker reports
    // getting ("I get a whopping 28 tokens/s but garbled output", "Getting ~400 tok/s with Llama 3 8B on MI210"); a benchmark's
    // summary ("Mean output token throughput 6.69 tok/s per request", "Output token throughput (tok/s): 1234").
    // (The first person with get/see/measure: a speed wanted is said with want/need/target.)
    pattern: rx(`\\b(?:avg|average)\\s+(?:prompt|generation)\\s+throughput\\s*[:=]?\\s*${NUM}\\s*(?:${TOKENS}|t)\\s*/\\s*s\\b|\\b(?:(?:mean|median|avg|average|peak)\\s+)?(?:output|input|total)\\s+token\\s+throughput\\s*(?:\\(\\s*tok(?:en)?s?\\s*/\\s*s\\s*\\))?\\s*[:=]?\\s*${NUM}\\s*(?:(?:${TOKENS}|t)\\s*/\\s*s\\b)?(?:\\s+per\\s+(?:request|user|stream))?|(?:^|[.!?;]\\s+)(?:getting|got|seeing|measured)\\s+(?:only\\s+|just\\s+|about\\s+|around\\s+|roughly\\s+|~\\s*)?${NUM}\\s*(?:${TOKENS}|t)\\s*/\\s*s\\b|\\best\\.?\\s+speed\\s+input\\s*:\\s*${NUM}\\s*(?:${TOKENS}|t)\\s*/\\s*s(?:\\s*,\\s*output\\s*:\\s*${NUM}\\s*(?:${TOKENS}|t)\\s*/\\s*s)?|(?<!\\b(?:can|could|will|would|should|do|does|to|if|how)\\s+)\\b(?:i|we)(?:'m|\\s+am|'re|\\s+are)?\\s+(?:get|got|getting|see|saw|seeing|measured?|hit|only\\s+get)\\s+(?:a\\s+whopping\\s+|only\\s+|just\\s+|about\\s+|around\\s+|roughly\\s+|~\\s*)?${NUM}\\s*(?:${TOKENS}|t)\\s*/\\s*s\\b`),
    set: () => ({}),
  },
  // A speed someone else claims, doubted by the question ("说可在普通服务器上…实现每秒150 tokens的响应速度。这个靠谱吗？", "the
  // vendor claims 150 tok/s on CPU, is that realistic?"): a claim to check, not a speed wanted.
  {
    id: 'throughput.claimed',
    pattern: rx(`(?<=(?:号称|宣称|声称|据说|说|\\bclaim(?:s|ed)?\\b|\\bsays?\\b)(?:[^。？！?!]|\\.(?=\\d)){0,60}?)(?:每秒(?:钟)?\\s*(?:生成|输出)?\\s*${NUM}\\s*(?:个)?\\s*${TOKENS}|${NUM}\\s*(?:${TOKENS}|t)\\s*(?:/\\s*(?:s|秒)\\b|每秒))(?=[^?？]{0,60}?(?:靠谱|可信|真的|是真的|现实|realistic|true|legit|believable|plausible|possible)[^?？]{0,10}[?？])`),
    set: () => ({}),
  },
  // The computer's own RAM ("with 64GB of system RAM", "64G内存", "内存 32G"; not "the total GPU RAM is 192 GB"): first, so
  // its GB is no card's memory nor a dataset. Stated beside a card it allows part of the model there (parseRequest), unless ruled out.
  {
    id: 'systemRam',
    pattern: rx(`(?<a>${NUM})\\s*(?:gb|gib|g)\\s*(?:of\\s+)?(?:(?:system|cpu|host|ddr[345])\\s+)?(?:ram|memory\\s+\\(ram\\))\\b|(?<!(?:gpu|video|graphics|card|total\\s+gpu)\\s+)\\b(?:system\\s+)?ram\\s*(?:is|of|:|=)?\\s*(?<a2>${NUM})\\s*(?:gb|gib|g)\\b|(?<a3>${NUM})\\s*(?:gb|g)\\s*(?:的)?\\s*(?:系统|电脑|主机)?内存|(?<!(?:gpu|显卡)\\s*)(?:系统|电脑|主机)?内存\\s*(?:有|是|为|:|：)?\\s*(?<a4>${NUM})\\s*(?:gb|g)`),
    set: ({ a }) => defined({ systemRamGB: positive(a) }),
  },
  // A price quoted in brackets beside the instance or card it is for ("a single A10G (AWS g5.xlarge, $1.01/hour)"): what it
  // costs, not what the asker will spend; consumed before the budget rules.
  {
    id: 'price.quoted',
    pattern: rx(`[(（][^()（）]{0,40}?${MONEY_BEFORE}\\s*${NUM}\\s*(?:/|per\\s+|an?\\s+)\\s*(?:h|hr|hrs|hour|gpu[\\s-]?h(?:our)?)\\b[^()（）]{0,12}[)）]`),
    set: () => ({}),
  },
  // A price a user will pay at most, in cents ("I dont want to pay more than like 50 cents an hour"): dollars.
  {
    id: 'budget.cents',
    pattern: rx(`(?:pay|spend)\\s+(?:more\\s+than|over|above)\\s+(?:like\\s+|about\\s+|around\\s+|~)?(?<a>${NUM})\\s*(?:cents?|¢)${PER_AFTER}?`),
    set: (q) => budget({ ...q, a: q.a / 100, match: `$${q.match}` }),
  },
  // A price quoted from a rate card is no budget: per tokens ("8 块钱一百万 token", "$0.15 per 1M tokens"), per GB of
  // storage ("~$0.10/GB/month"), a card's hourly price ("lists A10G (24 GB) at $1.21/hour … and A100 at $6.14/hour"), or what
  // something costs today ("quietly costing me ~$6/mo"); an hourly price times the cards, and what such a sum comes to
  // ("4 x $2.50/hr on-demand = $10/hr, or … reserved at 4 x $1.60/hr = $6.40/hr"), and a card "at about $5.89 per GPU-hour".
  // Consumed, sets nothing.
  {
    id: 'price.quoted',
    pattern: rx(`\\b\\d{1,4}\\s*[x×*]\\s*${MONEY_BEFORE}\\s*${NUM}\\s*${HOURLY}|\\bat\\s+(?:about|around|roughly|~)?\\s*${MONEY_BEFORE}\\s*${NUM}\\s*(?:/|per\\s+)\\s*gpu[\\s-]*h(?:ou)?rs?\\b|(?:=|≈)\\s*${MONEY_BEFORE}\\s*${NUM}\\s*${HOURLY}|(?:${MONEY_BEFORE}\\s*${NUM}${MONEY_AFTER}?|${NUM}${MONEY_AFTER})\\s*(?:\\/|per|每|一|for\\s+(?:a|one|1|every))\\s*(?:百万|千万|万|千|million|thousand|1\\s*m|m|k)?\\s*(?:input\\s+|output\\s+)?(?:个\\s*)?tokens?\\b|${MONEY_BEFORE}\\s*${NUM}\\s*(?:\\/|per)\\s*gb\\b|(?<=\\b(?:lists?|listed|charges?|costs?|priced|pricing|prices?|rents?\\s+for|goes\\s+for)\\b(?:[^.?!;]|\\.(?=\\d)){0,60})\\bat\\s+${MONEY_BEFORE}\\s*${NUM}\\s*(?:\\/|per|an?)\\s*(?:gpu[\\s-]*)?(?:h|hr|hour)\\b|\\b(?:costing|cost(?:s|ing)?\\s+(?:me|us)|charging|billing|billed)\\s+(?:me\\s+|us\\s+)?(?:~|about|around)?\\s*${MONEY_BEFORE}\\s*${NUM}${MONEY_AFTER}?${PER_AFTER}?`),
    set: () => ({}),
  },
  // Prices that are no budget, consumed before the budget rows: an API's price per million tokens ("$2.50/1M input") and what a
  // card costs to buy ("is buying an RTX 6000 Blackwell Pro (~$8,500) worth it") — one was read as the job's budget.
  {
    id: 'price.notBudget',
    pattern: rx(`(?:${MONEY_BEFORE}\\s*${NUM}${MONEY_AFTER}?|${NUM}${MONEY_AFTER})\\s*(?:/|per|a|for\\s+(?:a|one|each|every))\\s*(?:1\\s*m|m|million|1\\s*k|k|thousand|百万|千)\\b\\s*(?:input|output|prompt|completion|in|out)?\\s*(?:${TOKENS})?|(?<=(?:\\bbuy(?:ing)?|\\bbought|\\bpurchas(?:e|ing|ed)|买|购买|入手)\\b[^.?!。？！]{0,60}?)[(（]?\\s*(?:~|about|around|≈|约)?\\s*(?:${MONEY_BEFORE}\\s*${NUM}${MONEY_AFTER}?|${NUM}${MONEY_AFTER})`),
    set: () => ({}),
  },
  // Budgets first: "$5k" or "1万元" is money, not a dataset size or a count.
  {
    id: 'budget.keyword',
    pattern: rx(`${PER_BEFORE}?(?:(?:gpu|显卡|算力|租卡|服务器|云)\\s*)?${BUDGET_WORD}\\s*(?:is|of|:|：|=|是|为|在|有)?\\s*(?:(?:about|around|only|just|~|大概|约|大约|就|只有|只|才|仅|也就)\\s*)*${PER_BEFORE}?(?:想|要|需要|希望|得|最好)?\\s*${LIMIT_BEFORE}?${MONEY_BEFORE}?\\s*(?<a>${NUM})${MONEY_AFTER}?${PER_AFTER}?${LIMIT_AFTER}`),
    set: budget,
  },
  // An amount written before the word budget ("每月 4 万预算够不够", "a $300 budget"), over a price quoted before it ("月租 4 万").
  {
    id: 'budget.before',
    pattern: rx(`${PER_BEFORE}?${MONEY_BEFORE}?\\s*(?<a>${NUM})${MONEY_AFTER}?${PER_AFTER}?\\s*(?:的)?\\s*(?:预算|\\bbudget\\b)`),
    set: budget,
  },
  // An amount held under a limit ("can we stay under $300 a month?", "1000 块以内") is the budget, over a price the message
  // quotes before it ("everyone says one gpu is $1,100-2,200/month").
  {
    id: 'budget.limited',
    pattern: rx(`${PER_BEFORE}?(?:${LIMIT_BEFORE}(?:${MONEY_BEFORE}\\s*(?<a>${NUM})${MONEY_AFTER}?|(?<a2>${NUM})${MONEY_AFTER})${PER_AFTER}?|(?:${MONEY_BEFORE}\\s*(?<a3>${NUM})${MONEY_AFTER}?|(?<a4>${NUM})${MONEY_AFTER})${PER_AFTER}?\\s*(?:以内|以下|之内|封顶))`),
    set: budget,
  },
  // Money the asker has ("I have like 10k dollars", "we only have $5k"), over figures quoted from a blog before it.
  {
    id: 'budget.own',
    pattern: rx(`\\b(?:i|we)(?:'ve)?\\s+(?:only\\s+)?(?:have|got|can\\s+spend|can\\s+afford)\\s+(?:got\\s+)?(?:(?:like|about|around|roughly|~|only|just)\\s*)*(?:${MONEY_BEFORE}\\s*(?<a>${NUM})${MONEY_AFTER}?|(?<a2>${NUM})${MONEY_AFTER})${PER_AFTER}?`),
    set: budget,
  },
  // An amount a month for the hardware without a currency sign ("We have like 5k/mo for GPUs", "每月 GPU 5000"): the budget,
  // in the language's currency.
  {
    id: 'budget.perMonthFor',
    pattern: rx(`(?<a>${NUM})\\s*(?:/\\s*|per\\s+|a\\s+)(?:mo|mon|month)\\b\\s*(?:for|on)\\s+(?:the\\s+)?(?:gpus?|compute|cloud|hosting|inference|servers?|hardware)`),
    set: budget,
  },
  {
    id: 'budget.money',
    pattern: rx(`${PER_BEFORE}?${LIMIT_BEFORE}?(?:${MONEY_BEFORE}\\s*(?<a>${NUM})${MONEY_AFTER}?|(?<a2>${NUM})${MONEY_AFTER})${PER_AFTER}?${LIMIT_AFTER}`),
    set: budget,
  },
  // Dataset as samples × length: "50k samples of 1k tokens", "5万条 每条 1000 token".
  {
    id: 'dataset.samples.en',
    pattern: rx(`(?<a>${NUM})\\s*(?:(?:preference|training|instruction|chat|support|sft|prompt[/-]response|question[/-]answer|q&a|qa|instruction[/-]response|[a-z]+)\\s+)?(?:samples?|examples?|rows?|records?|conversations?|dialogues?|pairs?|docs?|documents?|logs?|transcripts?|tickets?|threads?|replies|responses|answers|lines|texts?|instructions|entries|items|sentences|passages|articles)\\s*(?:of|x|×|\\*|@|at|with|,|\\()?\\s*(?:(?:they'?re|they\\s+are|each\\s+is|all|mostly)\\s+(?:short|long|small|tiny)?\\s*,?\\s*)?(?:(?:~|about|around|roughly|approx\\.?|avg\\.?|average(?:\\s+of)?|averaging|each\\s+of|of\\s+about|each|probably|maybe|usually)\\s*)*(?:like\\s+[\\w-]+\\s+did\\s*,?\\s*)?(?:(?:~|about|around|roughly|approx\\.?|each|probably|maybe|usually)\\s*)*(?:\\d+(?:\\.\\d+)?\\s*(?:-|–|~|to)\\s*)?(?<b>${NUM})\\s*${TOKENS}`),
    set: samplesTimesLength,
  },
  {
    id: 'dataset.samples.zh',
    pattern: rx(`(?!一\\s*条)(?<a>${NUM})\\s*(?:条|个样本|组|对(?![比于应话]))(?:偏好)?(?:数据|样本|对话|语料|问答)?[\\s，,、×x*（(]*(?:平均)?(?:每条|每个|每组|单条)?(?:平均)?(?:约|大约|大概|长度)?\\s*(?:\\d+(?:\\.\\d+)?\\s*(?:-|–|~|～|到|至)\\s*)?(?<b>${NUM})\\s*${TOKENS}`),
    set: samplesTimesLength,
  },
  // A sample's length said apart from the count ("the alpaca 52K data (avg ~200 tokens per example)", "120k trajectories,
  // avg ~6k tokens each", "100万条问答，平均每条250 token"): parseRequest multiplies it by the count (samplesToTokens).
  {
    id: 'dataset.sampleLength.en',
    pattern: rx(`\\b(?:packed|truncated|chunked|cut)\\s+(?:in)?to\\s+(?<a2>${NUM})[\\s-]*${TOKENS}|(?<=(?:samples?|examples?|convos|conversations?|rows?|records?|pairs?|instructions)[^.;]{0,12}[,(]\\s*)(?:avg\\.?|average|mean)\\s*(?:of\\s+)?(?:maybe\\s+|about\\s+|~\\s*)?(?<a3>${NUM})\\s*${TOKENS}|(?:(?:~|about|around|roughly|approx\\.?|avg\\.?|average|mean|on\\s+average)\\s*)*(?:\\d+(?:\\.\\d+)?\\s*(?:-|–|~|to)\\s*)?(?<a>${NUM})\\s*${TOKENS}\\s*(?:(?:per|\\/|an?|for\\s+each|each|every)\\s*(?:example|sample|row|record|conversation|dialogue|trajectory|episode|rollout|item|doc(?:ument)?|entry|pair|instance|line)s?\\b|each\\b(?!\\s+(?:second|sec|s|minute|min)\\b)|apiece\\b)`),
    set: sampleLength,
  },
  {
    // "prompts are short (~200 tok)": each item's prompt.
    id: 'dataset.promptLength.en',
    pattern: rx(`\\bprompts\\s+(?:are\\s+)?(?:short|long|small)\\s*[(,]\\s*(?:~|about|around|roughly)?\\s*(?<a>${NUM})\\s*${TOKENS}(?![a-z])(?!\\s*(?:in|input|out|output)\\b)`),
    set: ({ a }) => defined({ sampleTokens: positive(a) }),
  },
  {
    id: 'dataset.sampleLength.zh',
    pattern: rx(`(?<=(?:条|个样本|个数据|个问答)[^，。；;]{0,12}[，,]\\s*)平均\\s*(?:约|大约|大概)?\\s*(?<a2>${NUM})\\s*(?:个)?\\s*${TOKENS}|(?:平均)?(?:每条|每个样本|每一条|单条|每句|每篇|每个文档|每份)(?:数据|样本|对话|问答|语料|评论|文本)?\\s*(?:连\\s*)?(?:prompt|输入|提示词)?\\s*(?:平均)?(?:长度)?\\s*(?:约|大约|大概|在)?\\s*(?:\\d+(?:\\.\\d+)?\\s*(?:-|–|~|～|到|至)\\s*)?(?<a>${NUM})\\s*(?:个)?\\s*${TOKENS}`),
    set: sampleLength,
  },
  // Samples with no length: "数据 2 万条", "20k samples" — parseRequest turns them into tokens at the sequence length
  // (an upper bound: a sample is at most one sequence), said. Requests and messages are no dataset.
  {
    id: 'dataset.samples.count',
    // ("prompt 一条大概 100 token": "一条" is "each", no count.)
    pattern: rx(`(?!一\\s*条)(?<a>${NUM})\\s*(?:条|个样本|对(?![比于应话])|(?:(?:training|reasoning|instruction|preference|chat|math|code|sft|dpo|hand-written|handwritten|labeled|labelled|curated|synthetic)\\s+)?(?:samples?|examples?|conversations?|convos|dialogues?|instruction\\s+pairs?|pairs?)\\b|个\\s*(?:问答|对话|指令)?\\s*(?:数据|样本)(?![集库])|(?:[a-z]+\\s+)?(?:trajectories|episodes|rollouts)\\b|(?<=[kKmw万]\\s*)(?:instruction\\s+|sft\\s+|training\\s+)?(?:data(?:set)?|set)\\b)(?!\\s*(?:请求|消息|对话请求|queries|requests|messages|per))`),
    set: ({ a }) => defined({ samples: positiveInt(a) }),
  },
  // Items a batch job works through ("2 million short support tickets", "10k product descriptions"): counted like samples;
  // with a per-item answer length the parser makes them an offline job (index.ts itemsToBatch), else they are dropped.
  {
    id: 'batch.items',
    pattern: rx(`(?<![a-z])(?<a>${NUM})\\s+(?:(?:short|long|small|customer|support|product|news|legal|user|chat|web|search|e-?mail|pdf|scanned|math|code|coding|math\\/code|eval|synthetic|reasoning|instruction|txt|text)\\s+){0,3}(?:tickets?|documents?|docs|titles?|reviews?|e-?mails?|articles?|product\\s+listings?|descriptions?|comments?|posts?|transcripts?|pages?|records?|rows|items|prompts|questions|abstracts?|papers?|tweets?|listings?|reports?|chunks?|passages?|sentences?|paragraphs?|(?:images?|photos?|pictures?)(?!\\s*(?:a|per|\\/|each|every)\\s*day)|files?|traces|skus?)\\b|(?<a2>${NUM})\\s*(?:句|篇|份|张(?:图片?|照片)(?!\\s*(?:\\/\\s*天|每天|一天))|个\\s*(?:[a-z]+\\s*)?(?:文档|文件|sku|商品|问题|图片?))`),
    set: ({ a }) => defined({ samples: positiveInt(Math.round(a)) }),
  },
  // Dataset as raw text volume: "10GB of text", "10GB 文本", "1TB 语料".
  {
    id: 'dataset.gb',
    pattern: rx(`(?<a>${NUM})\\s*(?<unit>tb|gb|mb|t|g|m)\\s*(?:of\\s+)?(?:raw\\s+|clean\\s+|plain\\s+)?(?:text|data|corpus|文本|数据|语料|的文本|的数据|的语料)`),
    set: ({ a, unit }) => defined({ tokens: positive(a * (GB_PER_UNIT[unit?.toLowerCase() ?? ''] ?? NaN) * TOKENS_PER_GB) }),
    assumption: ({ a, unit }) => ({ key: 'tokensPerGB', params: { gb: a * (GB_PER_UNIT[unit?.toLowerCase() ?? ''] ?? NaN), tokensPerGB: TOKENS_PER_GB } }),
  },
  // A speed seen, not wanted: "ollama 上跑有 130 token/s", "只能到 40+ token/s", "eval rate 3.35 tokens/s", "i get 12 tok/s" — what the
  // asker's setup gives today; the rows below read a target. Consumed, sets nothing.
  {
    id: 'throughput.observed',
    pattern: rx(`(?:(?<![不没要能得想望]\\s*)有|只有|才|只能到|只能跑到?|跑到了|跑出了?|达到了|测出来?|实测)\\s*(?:大概|大约|约|差不多)?\\s*(?<a>${NUM})\\s*\\+?\\s*(?:多|来)?\\s*(?:个)?\\s*(?:${TOKENS}|t)\\s*(?:/\\s*(?:s|秒)|每秒)|\\b(?:eval\\s+rate(?:\\s+of)?|(?:works?|running|runs|ran|goes|going)\\s+(?:fine\\s+|ok\\s+|okay\\s+|well\\s+)?at|(?:i|we)(?:'m|\\s+am|\\s+are)?\\s+(?:just\\s+|only\\s+)?(?:get|got|getting|see|saw|seeing)|(?:it|that)\\s+(?:gives?|gave|does|did)(?:\\s+me)?|giving\\s+me|only\\s+(?:gets?|getting|does|doing)|(?<!\\bto\\s)\\b(?:does|did)|\\bfar\\s+(?:from|below|short\\s+of))(?:\\s+(?:is|was))?\\s*(?:about|around|~|≈|like|only|just)?\\s*(?<a2>${NUM})\\s*\\+?\\s*(?:(?:${TOKENS}|t)\\s*(?:/|per\\s+)\\s*(?:s|sec|second)\\b|tps\\b)`),
    set: () => ({}),
  },
  // Throughput per user: "25 tokens/s each", "20 tok/s per user", "20 users each at 50 tokens/s", "每人每秒 20 token". parseRequest
  // multiplies it by the users (rate × users is the target the plan must reach); first, so the total
  // rows below do not read it as the whole service's rate.
  {
    id: 'throughput.perUser',
    pattern: rx(`(?<a>${NUM})\\s*(?:${TOKENS}|t)\\s*(?:/|per\\s+)\\s*(?:s|sec|second)\\b\\s*(?:each|apiece|per\\s+(?:user|person|request|stream|head)|for\\s+each\\s+(?:user|person))|(?:每人|每个(?:用户|人|请求)|每用户|每路|单用户|单路)\\s*(?:的\\s*)?${PER_USER_SPEED_ZH}\\s*(?:每秒(?:钟)?)?\\s*(?:生成|输出)?\\s*(?<a2>${NUM})\\s*(?:${TOKENS})\\s*(?:/\\s*(?:秒|s)|每秒)?`
      + `|\\beach\\s+(?:one\\s+|of\\s+them\\s+)?(?:(?:should|must|will|would|needs?\\s+to|has\\s+to)\\s+)?(?:sees?|gets?|has|have|receives?|at)\\s+(?:at\\s+least\\s+|no\\s+less\\s+than\\s+|≥\\s*|>=\\s*)?(?<a4>${NUM})\\s*(?:${TOKENS}|t)\\s*(?:/|per\\s+)\\s*(?:s|sec|second)\\b`
      + `|\\b(?:each|every|per)[\\s-]+(?:user|person|request|stream|developer|dev|engineer|employee|member|customer|client|student|colleague|agent|seat|session|conversation|chat)(?:'s)?\\s*(?:(?:decode|output|generation)\\s+)?(?:speed|rate|throughput)?\\s*(?:(?:should|must|will|would|needs?\\s+to|has\\s+to)\\s+)?(?:gets?|sees?|have|has|receives?|needs?|wants?|be|is|of|at|with|=|:|≥|>=|>)?\\s*(?:at\\s+least|no\\s+less\\s+than|≥|>=|>)?\\s*(?<a3>${NUM})\\s*(?:${TOKENS}|t)\\s*(?:/|per\\s+)\\s*(?:s|sec|second)\\b`
      // One request's speed: "which GPU gets one request to roughly 300 tokens/s", "300 tok/s for a single stream".
      + `|\\b(?:gets?|brings?|push(?:es)?|takes?)\\s+(?:one|a\\s+single)\\s+(?:request|user|stream|query)\\s+(?:to|up\\s+to)\\s+(?:roughly\\s+|about\\s+|around\\s+|~\\s*)?(?<a5>${NUM})\\s*(?:${TOKENS}|t)\\s*(?:/|per\\s+)\\s*(?:s|sec|second)\\b|(?<a6>${NUM})\\s*(?:${TOKENS}|t)\\s*(?:/|per\\s+)\\s*(?:s|sec|second)\\s+(?:for|on)\\s+(?:one|a\\s+single)\\s+(?:request|user|stream|query)\\b`),
    set: ({ a, match }) => defined({ tokensPerSec: positive(a), ...(ONE_REQUEST.test(match) ? { concurrency: 1 } : {}) }),
  },
  // Throughput: "100 tokens/s", "50 tok/s", "10 token each second", "每秒 50 token", "50 token/秒".
  {
    id: 'throughput.en',
    // Not a prompt-processing (prefill) speed measured: "prompt processing tanks … (~380 T/s vs ~1000 without)".
    pattern: rx(`(?<!(?:prompt[\\s-]+processing|prefill|\\bpp)\\b[^.?!\\n]{0,40})(?<a>${NUM})\\s*(?:${TOKENS}|t)\\s*(?:/|per\\s+|each\\s+|a\\s+|every\\s+)\\s*(?:s|sec|second)\\b|(?<a2>${NUM})\\s*tps\\b`),
    set: ({ a }) => defined({ tokensPerSec: positive(a) }),
  },
  {
    id: 'throughput.zh',
    pattern: rx(`每秒(?:钟)?\\s*(?:生成|输出)?\\s*(?<a>${NUM})\\s*${TOKENS}|(?<a2>${NUM})\\s*${TOKENS}\\s*(?:/\\s*秒|每秒)`),
    set: ({ a }) => defined({ tokensPerSec: positive(a) }),
  },
  // A request rate: "30 req/s", "QPS 20", "20 qps", "600 requests per minute", "每秒 20 个请求", "20 次请求/秒", a day's requests.
  // The recommender turns it into users in flight (Little's law) at an answer's length; the period is read from the words.
  {
    id: 'requestRate',
    pattern: rx(`(?<a>${NUM})\\s*(?:req(?:uest)?s?|queries|calls|api\\s+calls)\\s*(?:/|per|an?|each|every)\\s*(?:s|sec|second|min|minute|h|hr|hour)\\b|(?<a2>${NUM})\\s*(?:qps|rps|req/s)\\b|\\b(?:qps|rps)\\s*(?:of|=|:|：|is|at|about|around|~|≈|约|大概|大约|为|是|要|能|达到|在|峰值)*\\s*(?<a3>${NUM})|每(?:秒|分钟|小时)(?:钟)?\\s*(?:大概|大约|约|有|要|需要|处理|要处理|来|进来)*\\s*(?<a4>${NUM})\\s*(?:个|次|条)?\\s*(?:请求|调用|查询|问题)`
      + `|(?<a5>${NUM})\\s*(?:个|次|条)?\\s*(?:请求|调用|查询)\\s*(?:/|每)\\s*(?:秒|分钟|小时|s\\b|min\\b)`
      // A day's requests, their average rate: "10 million requests per day", "日均千万级请求", "每天 1 万次调用", "1,000
      // concurrent requests daily" (a day's count: nothing is concurrent over a day).
      + `|(?<a6>${NUM})\\s*(?:concurrent\\s+)?(?:req(?:uest)?s?|queries|calls|api\\s+calls)\\s*(?:(?:/|per|an?|each|every)\\s*day|daily)\\b|(?:日均|每天|每日|一天)\\s*(?:大概|大约|约|有|要|需要|处理|要处理|来|进来)*\\s*(?<a7>${NUM})\\s*(?:级|多)?\\s*(?:个|次|条)?\\s*(?:的)?\\s*(?:请求|调用|查询)`),
    set: (q) => defined({ task: 'infer' as const, requestsPerSecond: positive(q.a / periodSeconds(q.match)) }),
  },
  // Keyword-first rows before the context rows: in "并发 10 上下文 32k" or "epochs 3 context 4k" the
  // number after the keyword is its own, not a "10 上下文" context (that read 10 tokens and 32 000 users).
  // Concurrency, keyword first: "并发 8", "并发度8", "concurrency of 8" — not "8 concurrent users 32k context" or "8 个并发 4k 上下文",
  // where a number before the keyword (with its measure word) says it is the number-first form below.
  {
    id: 'concurrency.before',
    pattern: rx(`(?<!\\d\\s*(?:个|路|位)?\\s*)(?:并发(?:数量|数|量|度|用户)?|同时在线(?:人数)?|concurrency|concurrent\\s+users)\\s*(?:of|is|=|:|：|为|是|要|大概|大约|约|峰值|高峰|估计|预计|最多|最高|可能|会有|有|在|达到|超过|超|上|过|破|至少|不少于|不低于)*\\s*(?:\\d+\\s*[-–~～到至]\\s*)?(?<a>${NUM})`),
    set: ({ a }) => defined({ concurrency: positiveInt(a) }),
  },
  // Users at once at the peak, before the team they come from: "~50-person team? maybe 10 concurrent at peak",
  // "20 人的团队，高峰大概 6 个人同时用" — the team's size is who may ask, the peak is what the plan must hold.
  // "峰值同时4个": requests at once, no noun after the count.
  {
    id: 'concurrency.peakAtOnce',
    pattern: rx(`(?:峰值|高峰)(?:期|时)?\\s*同时\\s*(?:大概|约|有)?\\s*(?<a>\\d{1,5})\\s*个(?!\\s*(?:token|k|K|万|卡|张|G))`),
    set: ({ a }) => defined({ concurrency: positiveInt(a) }),
  },
  {
    id: 'concurrency.peak',
    pattern: rx(`(?<a>${NUM})\\s*(?:concurrent(?:ly)?|simultaneous(?:ly)?|active)?\\s*(?:users?|people|requests?|sessions?|of\\s+them)?\\s*(?:concurrent(?:ly)?\\s+)?at\\s+(?:the\\s+)?peak\\b|\\bpeak(?:\\s+(?:load|concurrency|usage|of))?\\s*(?:is|of|:|=|~|≈|about|around|maybe|roughly|probably)*\\s*(?<a2>${NUM})\\s*(?:(?:concurrent|simultaneous|parallel|active)\\s*)?(?=concurrent|users?|people|requests?|sessions?|chats?|conversations?)`
      + `|高峰(?:期|时|时段)?\\s*(?:大概|大约|约|差不多|可能|也就|最多|估计)?\\s*(?:有|会有)?\\s*(?<a3>${NUM})\\s*(?:个|名|位)?\\s*(?:人|用户|请求|并发)|(?<a4>${NUM})\\s*(?:个|名|位)?\\s*(?:人|用户)\\s*同时\\s*(?:用|使用|在线|访问|提问|问|调用)`),
    set: ({ a }) => defined({ concurrency: positiveInt(a) }),
  },
  // Requests or people at once, before the team they come from: "同时发大概 100 个请求", "100 requests at once", "4 coding
  // agents running in parallel", "we're ~15 ppl, maybe 6 asking at once", "a 12 person startup … at most ~5 people at the same time".
  {
    id: 'concurrency.requests',
    pattern: rx(`同时\\s*(?:发|来|有|处理|跑|进来|打过来|打|撑|扛|支持|承载|服务)?\\s*(?:大概|大约|约|差不多|将近|近|最多|顶多|也就|最高)?\\s*(?<a>${NUM})\\s*(?:个|路)?(?=\\s*(?:满\\s*)?\\d[\\d.]*\\s*[kK万]|\\s*[^，。,.]{0,10}?(?:请求|会话|连接|用户|人|agent|智能体|进程|线程|worker))|(?<![a-z\\d.])(?<a5>${NUM})\\s*(?:simultaneous|concurrent)(?:ly)?\\b(?!\\s+(?:users?|people|requests?|sessions?))|(?<a2>${NUM})\\s*(?:个|路)?\\s*(?:请求|会话|连接)\\s*同时|(?<![a-z\\d.])(?<a6>\\d{1,6})(?![\\d.,])\\+?\\s+(?!(?:gpus?|cards?|nodes?|machines?|models?|tokens?|tok|ctx|context|gb|b|k|x|with|and|plus|more)\\b)(?:(?:of\\s+(?:them|those|us)|[a-z]+)\\s+)?(?:(?:are|is|would|will|can|could|may|might|should)\\s+)?(?:(?:be\\s+)?[a-z][\\w-]*\\s+){0,5}?(?:at\\s+once|at\\s+the\\s+same\\s+(?:time|moment)|simultaneously|concurrently)\\b|(?<a3>${NUM})\\s*(?:(?:[a-z-]+\\s+)?(?:requests?|queries|sessions?|chats?|prompts?|conversations?|(?:sub-?)?agents?|workers?|bots?|jobs?|clients?|users?|people|ppl|folks|persons?|colleagues?|coworkers?|employees?|staff|of\\s+(?:us|them))\\s*(?:(?:running|working|going|asking|using(?:\\s+it)?|chatting|querying|online|active|on\\s+it)\\s+)?|(?:asking|using(?:\\s+it)?|chatting|querying|online|active|on\\s+it)\\s+)(?:at\\s+(?:once|a\\s+time|the\\s+same\\s+time)|simultaneously|concurrently|in\\s+parallel|in\\s+flight)`
      // "同时在线最多 6 个人": the users online at once, however many the team is.
      + `|同时\\s*(?:在线|使用|用|在用)\\s*(?:的)?\\s*(?:就|就是|有)?\\s*(?:这)?\\s*(?:最多|最高|大概|大约|约|也就|顶多|峰值)*\\s*(?<a4>${NUM})\\s*(?:个|名|位)?\\s*(?:人|用户)?(?![\\d.]*\\s*(?:[kK万]|token|卡|张))`),
    set: ({ a, raw }) => (/b\s*$/iu.test(raw ?? '') ? undefined : defined({ concurrency: positiveInt(a) })),
  },
  // Sequences a card is asked to hold at once ("can the KV cache really hold 32 sequences at the full 16k each?").
  {
    id: 'concurrency.hold',
    pattern: rx(`\\b(?:hold|serve|run|handle|fit|keep)\\s+(?<a>\\d{1,3})\\s+(?:concurrent\\s+|parallel\\s+|simultaneous\\s+)?(?:sequences|seqs|requests|streams|sessions|users)\\b`),
    set: ({ a }) => defined({ concurrency: positiveInt(a) }),
  },
  // The asker and the people with them: "just me and one colleague", "me + 3 coworkers", "我和另外两个同事" — them plus the asker.
  {
    id: 'concurrency.meAnd',
    pattern: rx(`\\bme\\s*(?:and|\\+|&|plus)\\s*(?:my\\s+)?(?<a>${COUNT}|an?)\\s+(?:other\\s+)?(?:colleagues?|co-?workers?|friends?|teammates?|team\\s*mates?|people|others?|devs?|developers?|engineers?|students?|users?|classmates?|labmates?)\\b|我\\s*(?:和|跟|加上?)\\s*(?:另外|其他)?\\s*(?<a2>${COUNT})\\s*(?:个|名|位)?\\s*(?:同事|朋友|同学|队友|人)`),
    set: ({ a, raw }) => defined({ concurrency: positiveInt((/^an?$/iu.test(raw ?? '') ? 1 : a) + 1) }),
  },
  // Slots an engine serves at once ("OLLAMA_NUM_PARALLEL=2", "2 slots"): the users it answers together, after the people said to ask at once.
  {
    id: 'concurrency.slots',
    // Also a client's requests at once ("concurrent_limit: 32", "8 parallel sequences"); a server's cap (vLLM's max_num_seqs,
    // 256 by default) is no load.
    pattern: rx(`\\b(?:ollama_)?num_parallel\\s*[=:]\\s*(?<a>\\d{1,3})\\b|\\(?\\s*(?<a2>\\d{1,3})\\s+(?:parallel\\s+)?slots?\\b|\\b(?:concurrent[-_]limit|max[-_]concurren(?:cy|t)|max(?:imum)?\\s+concurrency\\s*[=:])\\s*[=:]?\\s*(?<a3>\\d{1,4})\\b|(?<a4>\\d{1,3})\\s+parallel\\s+(?:sequences|seqs|requests|streams)\\b`),
    set: ({ a }) => defined({ concurrency: positiveInt(a) }),
  },
  // A load generator's requests at once: evalscope's "--parallel 20", a sweep's "conc=64", "5 threads, each with 80000 tokens",
  // and the top of a ramp ("concurrent requests increase from 1 to 100", "并发从 1 加到 100"): the most the plan must hold.
  {
    id: 'concurrency.load',
    pattern: rx(`(?<![\\w-])--parallel[=\\s]+(?<a>\\d{1,4})\\b|\\bconc\\s*[=:]\\s*(?<a2>\\d{1,4})\\b|(?<a3>\\d{1,4})\\s+(?:(?:concurrent|parallel)\\s+threads?\\b|threads?\\s*,?\\s*each\\b)|\\bconcurren(?:cy|t\\s+(?:requests?|users?))\\s+(?:\\w+\\s+){0,2}?from\\s+\\d{1,4}\\s+to\\s+(?<a4>\\d{1,5})\\b|并发(?:数|量)?\\s*(?:从)\\s*\\d{1,4}\\s*(?:个)?\\s*(?:增加|提高|加|升|涨)?\\s*(?:到|至)\\s*(?<a5>\\d{1,5})`),
    set: ({ a }) => defined({ concurrency: positiveInt(a) }),
  },
  // A team: "team of 5", "a 5-person team", "a 20-person dev team", "a 50-person office", "10 of us", "团队 5 人", "5 人团队" — everyone on it may ask at once.
  {
    id: 'concurrency.team',
    pattern: rx(`(?:team|group)\\s+of\\s+(?<a>${NUM})|(?<a2>${NUM})[\\s-]*(?:person|people|man|member|dev|developer)[\\s-]*(?:[a-z]+[\\s-]+)?(?:team|group|company|startup|shop|lab|org|office|firm|practice|clinic|department|agency)|(?<a5>${NUM})\\s+of\\s+us\\b|(?:团队|小组|公司|部门|组里)\\s*(?:有|共|一共|大概|约)?\\s*(?<a3>${NUM})\\s*(?:个|名|位)?\\s*人|(?<a4>${NUM})\\s*(?:个)?人(?:的)?(?:团队|小组|小团队|公司|部门|办公室|事务所|工作室)`),
    set: ({ a }) => defined({ concurrency: positiveInt(a) }),
  },
  // The utilisation the asker assumes or measured: "assume ~40% MFU", "MFU 45%", "MFU 能到 0.45".
  {
    id: 'mfu',
    pattern: rx(`(?<a>\\d{1,2}(?:\\.\\d+)?)\\s*%\\s*(?:of\\s+)?(?:the\\s+)?mfu\\b|\\bmfu\\s*(?:of|is|=|:|：|~|≈|about|around|at|能到|大概|约|在)*\\s*(?:(?<a2>\\d{1,2}(?:\\.\\d+)?)\\s*%|(?<a3>0?\\.\\d+))`),
    set: ({ a, raw }) => defined({ mfu: raw?.startsWith('0') || raw?.startsWith('.') ? positive(a) : positive(a / 100) }),
  },
  // Epochs: "3 epochs", "3 轮", "epochs=3" ("batch_size=64 epochs=10": the number before a key that takes its own is not it).
  {
    id: 'epochs',
    // "一轮要 2 小时" times one epoch: no count of epochs.
    pattern: rx(`(?<a>${COUNT})\\s*(?:个)?\\s*(?:epochs?(?![a-z])|轮|遍)(?!\\s*[=:：]\\s*\\d)(?!\\s*(?:就|都)?\\s*(?:要|需要|得|花了?|用了?|跑了|大概|大约|takes?|took|lasts?)(?![a-z])\\s*(?:约|大概|大约|about|~)?\\s*\\d)|epochs?\\s*(?:=|:|of)?\\s*(?<a2>${COUNT})`),
    set: ({ a }) => defined({ epochs: positiveInt(a) }),
  },
  // A document read at once is the context: "一次性读完 200 万字（1M token）", "一口气塞进 128k token".
  {
    id: 'context.readAtOnce',
    pattern: rx(`(?:一次性?|一口气)\\s*(?:读完?|输入|处理|塞进去?|塞|喂进?去?|看完?)[^，。？！,.?!]{0,24}?(?<a>${NUM})\\s*(?:个\\s*)?(?:token|tokens|tok)\\b`),
    set: (q) => defined({ contextTokens: contextTokens(q) }),
  },
  // The context the asker wants to go to, over the one that works today ("8k ctx works fine … can I bump --ctx-size to 32768",
  // "上下文想拉到 32k").
  {
    id: 'context.target',
    pattern: rx(`\\b(?:bump|raise|increase|push|take|grow)\\s+(?:the\\s+|my\\s+)?(?:--?ctx[-_]size|context(?:\\s+(?:length|window))?|ctx|max[-_]model[-_]len|num_ctx|n_ctx)\\s+(?:up\\s+)?to\\s+(?:the\\s+)?(?:full\\s+|max(?:imum)?\\s+)?(?<a>${NUM})|(?:长度|上下文|max_len(?:gth)?|cutoff_len|max[-_]model[-_]len|num_ctx|n_ctx|ctx[-_]size)[^!?！？]{0,40}?(?:想|要|打算)\\s*(?:加|开|拉|调|提|扩)(?:大|高|长)?到\\s*(?<a2>${NUM})`),
    set: (q) => defined({ contextTokens: contextTokens(q) }),
  },
  // Tokens to generate a day ("~300M generated tokens per day"): a day's job of that many tokens (batch work when the
  // post says what work, batch-job.ts). A service's traffic ("~10M tokens/day") is read by the throughput rows.
  {
    id: 'tokensPerDay',
    pattern: rx(`(?<a>${NUM})\\s*(?:generated|output|synthetic|new)\\s+${TOKENS}\\s*(?:a|per|/|each|every)\\s*day\\b`),
    set: ({ a }) => defined({ tokens: positive(a), deadlineHours: 24 }),
  },
  // A service's volume over a day, week or month ("~20M tokens a day", "3.2B tokens/month", "每天 2000 万 token", "300M input + 100M
  // output tokens per month"): its average
  // rate in tokens per second, not a corpus to train on (3.2B tokens/month had made Llama 3.3 70B a pre-training).
  {
    id: 'tokensPerPeriod',
    pattern: rx(`(?<a>${NUM})\\s*(?:(?:output|input|generated|prompt)\\s+)?${TOKENS}\\s*(?:(?:/|per|an?|each|every)\\s*(?<period>day|week|month)\\b|(?<period2>daily|weekly|monthly)\\b)|(?:每(?<period3>天|日|周|月)|日均|月均)\\s*(?:大概|大约|约|有|要|处理|消耗|调用)*\\s*(?<a2>${NUM})\\s*${TOKENS}`
      // Its input and output said apart: "~300M input + 100M output tokens per month".
      + `|(?<a3>${NUM})\\s*(?:${TOKENS}\\s*)?(?:in|input|输入)\\s*(?:\\+|and|&|,|，|、|和)\\s*(?<b>${NUM})\\s*(?:${TOKENS}\\s*)?(?:out|output|输出)\\s*(?:${TOKENS}\\s*)?(?:(?:/|per|an?|each|every)\\s*(?:day|week|month)\\b|daily|weekly|monthly)`),
    set: ({ a, b, match }) => defined({ tokensPerSec: positive((a + (b ?? 0)) / periodSeconds(match)), tokensPerSecAverage: true }),
  },
  // A request's shape: "100 tokens in and 600 out", "input 2k, output 500", "输入 2k 输出 500", a benchmark's "mean_input_tokens
  // 4044，mean_output_tokens 1024". The context a
  // sequence holds is prompt + generated, so each one's KV is sized for the sum, not a 4k default.
  {
    id: 'context.inOut',
    // Not a model's size before a prompt's ("glm4 9b 输入4k输出2k": 6k, not 9 billion).
    pattern: rx(`${RANGE_FROM}(?!\\d+(?:\\.\\d+)?\\s*b\\b)(?<a>${NUM})\\s*(?:${TOKENS}\\s*)?(?:in|input|of\\s+input|prompt|输入)\\s*(?:and|,|/|\\+|&|，|、|和)?\\s*[~≈]?\\s*(?<b>${NUM})\\s*(?:${TOKENS}\\s*)?(?:out|output|of\\s+output|completion|generated|输出)`),
    set: promptPlusOutput,
  },
  {
    id: 'context.inputOutput',
    pattern: rx(`(?:input|prompts?|输入)[\\s_]*(?:${TOKENS}|length|len|长度)?\\s*(?:of|=|:|：|约|大约|about|~|≈)?\\s*${RANGE_FROM}(?<a>${NUM})\\s*(?:${TOKENS})?\\s*(?:左右|上下|or\\s+so)?\\s*(?:and|,|/|\\+|，|、|和|;|；)?\\s*(?:max[\\s_-]*(?:new[\\s_-]*)?|(?:mean|avg|average|median)[\\s_]+)?(?:(?:the\\s+)?(?:outputs?|answers?|responses?|replies|generations?)|completions?|输出|回答|回复)[\\s_]*(?:${TOKENS}|length|len|长度)?\\s*(?:of|=|:|：|约|大约|about|~|≈)?\\s*${RANGE_FROM}(?<b>${NUM})`),
    set: promptPlusOutput,
  },
  // The answer length the asker wants, over one that truncates today ("max_tokens=4096 truncates it. I want max_tokens 32768").
  {
    id: 'outputTokens.target',
    pattern: rx(`\\b(?:want|need|set|raise|increase|bump|push)\\s+(?:the\\s+|my\\s+|it\\s+to\\s+)?(?:--)?max[-_](?:new[-_])?tokens\\s*(?:up\\s+)?(?:to\\s+|=\\s*|of\\s+)?(?<a>\\d{2,7})\\b|max[-_](?:new[-_])?tokens[^，。,.!?！？]{0,12}?(?:想|要|打算)\\s*(?:加|开|拉|调|提|扩)(?:大|高|长)?到\\s*(?<a2>\\d{2,7})\\b`),
    set: ({ a }) => defined({ outputTokens: positiveInt(Math.round(a)) }),
  },
  // An answer's length alone (after the prompt + output rows): "500 output tokens", "300 tokens out", "answers of ~400 tokens", "输出 500 token", "回答平均 300 个 token".
  {
    id: 'outputTokens',
    pattern: rx(`(?<a>${NUM})\\s*(?:output|generated|completion|response|answer)\\s*${TOKENS}|(?<a2>${NUM})\\s*${TOKENS}\\s*(?:(?:out|output|generated|of\\s+output|per\\s+(?:answer|response|reply|completion))\\b|输出)|\\b(?:outputs?|completions?|responses?|answers?|replies)\\s*(?:length|len)?\\s*(?:of|=|:|：|is|are|about|around|average|avg\\.?|~|≈)*\\s*(?<a3>${NUM})\\s*${TOKENS}(?![a-z])(?!\\s*(?:/\\s*s|per\\s+s(?:ec(?:ond)?)?|(?:each|a|every)\\s+second|每秒))|(?:输出|回答|回复|生成)\\s*(?:长度)?\\s*(?:就|只有)?\\s*(?:一般|通常|往往|经常|都|能)?\\s*(?:平均|大概|大约|约|在|≤|<=|<|不超过|最多|至多)*\\s*(?<a4>${NUM})\\s*(?:来|多)?\\s*(?:${TOKENS}|(?=左右))|(?:--|\\b)max[-_](?:new[-_])?tokens\\s*[=:]?\\s*(?<a5>\\d{2,7})\\b|\\b(?:answers?|outputs?|responses?|completions?|generations?|traces?|reasoning)\\s+(?:often\\s+|usually\\s+|typically\\s+|can\\s+|tend\\s+to\\s+)?(?:run|go|reach|hit|are|\\s{3})\\s+(?:to\\s+|up\\s+to\\s+|about\\s+|around\\s+|~\\s*)?(?:\\d+(?:\\.\\d+)?\\s*k?\\s*[-–~]\\s*)?(?<a6>${NUM})\\s*${TOKENS}`
      // Tokens one answer is written in: "so it can churn out 2000 tokens to think through a difficult problem".
      + `|\\b(?:churn(?:s|ing)?\\s+out|spit(?:s|ting)?\\s+out|generat(?:e|es|ing)|produc(?:e|es|ing)|emit(?:s|ting)?)\\s+(?:up\\s+to\\s+|about\\s+|around\\s+|roughly\\s+|~\\s*)?(?<a7>${NUM})\\s*${TOKENS}\\s+(?:to|while|when|per|each)\\b`),
    set: ({ a }) => (a >= ONE_ANSWER_MAX ? undefined : defined({ outputTokens: positiveInt(Math.round(a)) })),
  },
  // An answer's length as an adjective: "a ~300-token summary each", "400-token descriptions".
  {
    id: 'outputTokens.adjective',
    pattern: rx(`(?<a>${NUM})-${TOKENS}\\s+(?:${ANSWER_NOUNS})\\b`),
    set: ({ a }) => defined({ outputTokens: positiveInt(Math.round(a)) }),
  },
  // A prompt's length alone ("with input 128k", "when input reach 2w+ tokens", "one request of 128k input", "每次输入 8000 字左右的
  // 文档"): the context holds it and an answer of the default length. Chinese characters count 0.6 token each (DeepSeek's API
  // docs, token usage: "1 个中文字符 ≈ 0.6 个 token").
  {
    id: 'context.input',
    pattern: rx(`(?<!\\bnum[-_]|\\bnumber[-_\\s]of[-_\\s])\\b(?:input|prompt)s?\\s*(?:length|len|size)?\\s*(?:(?:of|=|:|is|are|reach(?:es|ed)?|~|≈|up\\s+to|around|about)\\s*)*(?<a>${NUM})\\+?\\s*(?:${TOKENS})?(?![\\w/])|(?<a2>${NUM})\\+?\\s*${TOKENS}\\s*(?:of\\s+)?(?:input|prompt)\\b(?!\\s*(?:gives|returns|fails?|crash\\w*|errors?|ooms?|breaks?|hangs?|doesn'?t|does\\s+not|won'?t)\\b)|\\b(?:request|query|call)\\s+of\\s+(?<a6>${NUM})\\s*(?:of\\s+)?(?:input|prompt)\\b|\\bprompts?\\s+(?:with|of|is\\s+too\\s+long\\s*:?)\\s*(?:about\\s+|around\\s+|~\\s*)?(?<a9>${NUM})\\s*${TOKENS}|(?:输入|提示词)\\s*(?:长度)?\\s*(?:大概|大约|约|在|有|是|达到)?\\s*(?<a3>${NUM})\\s*(?:个)?\\s*(?:字|${TOKENS})|总输入\\s*(?:超过|超出|高达|多达)\\s*(?<a7>${NUM})\\s*(?:个)?\\s*${TOKENS}(?!\\s*(?:就|会|则|时|的时候|后))|每次(?:请求|提问|问答|对话|检索|prompt|输入)?[^，。？！,.?!]{0,16}?(?:大概|大约|约|差不多)?\\s*(?<a4>${NUM})\\s*(?:个)?\\s*(?:字|${TOKENS})|\\beach\\s+(?:prompt|request|query|call)\\s+(?:carries|has|holds|is|includes|with|of)\\s+(?:about\\s+|around\\s+|~\\s*|up\\s+to\\s+)?(?<a5>${NUM})\\s*${TOKENS}`
      // "prompt 很长，大概 5k-8k": described, then its length in k (a range's upper end).
      + `|(?:prompt|输入|提示词)\\s*(?:很长|较长|比较长|特别长|都很长|(?:的)?长度)?\\s*[，,]?\\s*(?:大概|大约|约|一般|通常|在|有)?\\s*(?:\\d+(?:\\.\\d+)?\\s*[kK]\\s*[-–~～到至]\\s*)?(?<a8>\\d+(?:\\.\\d+)?\\s*[kK])(?![a-z\\d])`),
    set: promptContext,
  },
  // The prompt's length before the word ("接受200k输入", "20万字的输入").
  {
    id: 'context.inputAfter',
    pattern: rx(`(?<![\\w.])(?<a>${NUM})\\s*(?:个)?\\s*(?:字|${TOKENS})?\\s*(?:的)?\\s*输入(?!法)`),
    set: promptContext,
  },
  // A conversation's (or a pasted document's) length is the context it holds: "conversations up to ~2k tokens",
  // "documents of up to ~100k tokens", "sessions carrying ~32k tokens"
  // (a count before them — "50k conversations of 1k tokens" — is a dataset, read by the rows above).
  {
    id: 'context.conversation',
    pattern: rx(`\\b(?:conversations?|chats?|dialogues?|sessions?|threads?|documents?|docs|files|reports?|contracts?|papers?|transcripts?|codebases?|repos?)\\s+(?:(?:of|up\\s+to|around|about|averaging|under|below|at\\s+most|max(?:imum)?|carrying|holding|with)\\s+)*[~≈]?\\s*(?<a>${NUM})\\s*${TOKENS}`
      // A window's length with no "tokens" ("~32 concurrent chats of 8k"): one of the lengths windows come in. Only the length is
      // taken: the chats may be counted by a later rule. (Bounded spaces: an unbounded lookbehind rescans a run of whitespace at every position.)
      + `|(?<=\\b(?:conversations?|chats?|dialogues?|sessions?|requests?)\\s{1,3}of\\s{1,3}[~≈]?\\s{0,2})(?<a2>(?:2|4|8|16|32|64|128|256)\\s*k)\\b(?!\\s*(?:\\/|per\\b|each\\b|a\\s+(?:day|month)|words|chars|characters|rows|samples|examples|users))`),
    set: (q) => defined({ contextTokens: contextTokens(q) }),
  },
  // An RL run's prompt and answer limits (OpenRLHF "--prompt_max_len 4096 … --generate_max_len 8192", verl
  // "data.max_prompt_length=8192 data.max_response_length=20480", TRL's max_prompt_length / max_completion_length): a
  // rollout's sequence holds both, so the context is their sum. Before the flags are read one by one below.
  {
    id: 'context.promptAndAnswer',
    pattern: rx(`\\b(?:[a-z_]+\\.)?(?:prompt_max_len|max_prompt_len(?:gth)?)["']?\\s*[=:\\s]\\s*(?<a>\\d{3,6})\\b[^。\\n]{0,300}?\\b(?:[a-z_]+\\.)?(?:generate_max_len|max_response_len(?:gth)?|max_completion_len(?:gth)?)["']?\\s*[=:\\s]\\s*(?<b>\\d{3,6})\\b`),
    set: ({ a, b }) => defined({ contextTokens: b === undefined ? undefined : positiveInt(a + b) }),
  },
  // A length given as an example of the context asked about ("long context length training … eg. 128k and above", "长上文的指令微调，
  // 比如100k以上", "with a useful context, say 32k tokens"): the context, its lower end.
  {
    id: 'context.example',
    pattern: rx(`(?<=(?:context|ctx|上下文|上文)[^。！!\\n]{0,60}?)(?:\\be\\.?g\\.?|\\bsuch\\s+as|,\\s*say|比如|例如)\\s*(?<a>\\d+(?:\\.\\d+)?\\s*[kK])(?![a-z])\\s*(?:and\\s+above|or\\s+more|\\+|以上|及以上)?`),
    set: (q) => defined({ contextTokens: contextTokens(q) }),
  },
  // Context length: "32k context", "context of 8k", "上下文 8k", "长度 4096", "seq len 4096", and the engines' and
  // trainers' flags: vLLM's "--max-model-len 32768", SGLang's "--context-length 16384", LLaMA-Factory's "cutoff_len 1024",
  // unsloth's "max_seq_length 2048", the HF causal-LM scripts' "block_size 32768" (the number of the flag before,
  // "--tp-size 2 --context-length", is not the context).
  {
    id: 'context.after',
    // "8k-token sequences" / "4096-token sequence length": a sequence's length is the context (tokens said, so
    // "50k sequences" of a dataset stays a count of samples).
    pattern: rx(`(?<a>${NUM})\\+?(?!\\s*--)[\\s-]*(?:${TOKENS}[\\s-]*)?(?:[(（]\\s*[\\d,]+\\s*[)）]\\s*)?(?:(?:of|for)\\s+(?:[a-z-]+\\s+){0,2}?|的)?(?:(?:native|full|maximum|original|extended)\\s+)?(?:context(?:\\s*(?:window|length))?|(?:token\\s+)?window\\b|ctx|seq(?:u?en?ce)?[\\s_-]*len(?:gth)?\\b|(?:rollout|response)[\\s_-]*len(?:gth)?\\b|max[\\s_-]*(?:model[\\s_-]*|seq(?:u?en?ce)?[\\s_-]*)?len(?:gth)?\\b|(?:超|满)?长?上下文(?:长度)?|(?:序列|训练|文本)?长度)(?![\\s_-]*(?:size|length|window|len)?\\s*(?:of|is|=|:|为|是)\\s*\\d)|(?<a2>${NUM})[\\s-]*${TOKENS}[\\s-]*(?:long\\s+)?(?:[a-z]{3,12}\\s+)?(?:sequences?|seqs?|requests?|prompts?|inputs?|conversations?|chats?|sessions?)\\b|(?<a3>\\d[\\d.]*\\s*k)[\\s-]*(?:token\\s+)?length\\s+(?:dataset|data|samples?|sequences?)|(?<![\\d.])(?<a4>\\d[\\d.]*\\s*[kK])\\s*(?:token\\s*)?(?:的)?\\s*(?:长)?(?:请求|对话|会话)|(?:路|个)?\\s*满\\s*(?<a5>\\d[\\d.]*\\s*[kK])\\b|(?<![\\d.])(?<a6>\\d[\\d.]*\\s*[kK])\\s*(?:token\\s*)?(?:的)?\\s*长?(?:文本|文档)`),
    set: (q) => defined({ contextTokens: contextTokens(q) }),
  },
  // A length written as a product ("max_seq_length = 1024*32"), a slider at its maximum ("Context Length … to the maximum
  // (262144)"), a document stuffed in ("每次拼 16k 的法规原文进去", "合同动辄3万token"), a request's tokens reaching a length
  // ("推理过程中token数到10k", "token数大概有10000"; not a training run's or a dataset's tokens).
  {
    id: 'context.product',
    pattern: rx(`(?:max[_-]?seq(?:u?en?ce)?[_-]?len(?:gth)?|max[_-]?model[_-]?len|cutoff[_-]?len|context[_-]?length|n_ctx|num_ctx)\\s*[=:]\\s*(?<a>\\d{1,6})\\s*\\*\\s*(?<b>\\d{1,6})\\b`),
    set: ({ a, b }) => defined({ contextTokens: b === undefined ? undefined : positiveInt(a * b) }),
  },
  {
    id: 'context.stuffed',
    pattern: rx(`\\bcontext[\\s_-]*(?:length|window)?\\s+(?:slider\\s+)?(?:to|at)\\s+(?:the\\s+)?max(?:imum)?\\s*[(（]\\s*(?<a>${NUM})\\s*[)）]|(?:拼|塞|喂|灌)\\s*(?:满)?\\s*(?<a2>\\d[\\d.]*\\s*[kK万])\\s*(?:token)?\\s*(?:的)?[^，。,.]{0,12}?(?:进去|进来)|动辄\\s*(?<a3>\\d[\\d.]*\\s*[kK万]?)\\s*(?:token|tokens|个\\s*token)|(?:想|要|打算|准备)\\s*(?:把\\s*(?:上下文|长度)\\s*)?开到\\s*(?<a4>\\d[\\d.]*\\s*[kK])\\b|(?<!训练|预训练|数据|数据集|语料|总|共)\\btokens?\\s*数(?:量)?\\s*(?:(?:会|就|已经)?(?:到|达到|超过|大概|大约|约|有|为|是)\\s*)+(?<a5>\\d{1,3}(?:,\\d{3})+(?!\\d)|\\d[\\d.]*\\s*[kK万]?)(?![\\d.]|,\\d|\\s*[bBtT亿])`),
    set: (q) => defined({ contextTokens: contextTokens(q) }),
  },
  {
    id: 'context.before',
    pattern: rx(`(?:contexts?(?:[\\s_-]*(?:window|length|len|size))?|(?:--?)?ctx[\\s_-]*size|\\bn[_-]?ctx|\\bnum[_-]?ctx|ctx|上下文(?:长度|窗口)?|序列(?:长度)?|长度|seq(?:u?en?ce)?[\\s_-]*len(?:gth)?|max[\\s_-]*(?:model[\\s_-]*|seq(?:u?en?ce)?[\\s_-]*)?len(?:gth)?|max[_-]?position[_-]?embeddings?(?:\\s+in\\s+(?:the\\s+)?[\\w./-]+)?|cutoff[\\s_-]*len(?:gth)?|\\bblock[\\s_-]*size|session[\\s_-]*len(?:gth)?|max[\\s_-]*token[\\s_-]*len(?:gth)?|max[\\s_-]*total[\\s_-]*tokens|max[\\s_-]*input[\\s_-]*len(?:gth)?|(?:rollout|response)[\\s_-]*len(?:gth)?|(?<![\\w-])-c(?=[\\s=]+\\d))["']?\\s*(?:,\\s*["'])?\\s*${CONTEXT_TO}\\s*[(（]?\\s*(?:\\d+(?:\\.\\d+)?\\s*[kK]?\\s*[-–~～到至]\\s*(?<a2>\\d+(?:\\.\\d+)?\\s*[kK]?)(?![\\d.])|(?<a>${NUM}))\\s*(?:${TOKENS})?`),
    set: (q) => defined({ contextTokens: contextTokens(q) }),
  },
  // A serving benchmark's request shape as its flags: vLLM's "--random-input-len 25000 --random-output-len 1024", SGLang's
  // "--random-input 1024 --random-output 1024", "--sonnet-input-len 550 --output-lengths 256": prompt plus output, or the
  // prompt alone. After the engine's window ("--max-model-len 16384"), which the service is sized to.
  {
    id: 'context.benchmarkFlags',
    pattern: rx(`--(?:[a-z]+[-_])?input(?:[-_]len(?:gths?)?)?[=\\s]+(?<a>\\d{1,7})\\b(?:[^\\n]{0,200}?--(?:[a-z]+[-_])?output(?:[-_]len(?:gths?)?)?[=\\s]+(?<b>\\d{1,7})\\b)?`),
    set: (q) => promptPlusOutput(q) ?? promptContext(q),
  },
  // A window written after "at" ("64 sessions at 8k", "70b at 32k?"): the context, when it is one of the lengths windows come in
  // and no money or rate follows.
  {
    id: 'context.at',
    pattern: rx(`\\bat\\s+(?<a>(?:2|4|8|16|32|64|128|256)\\s*k)\\b(?!\\s*(?:\\/|per\\b|a\\s+(?:month|day|year)|usd|dollars?|\\$|tokens?\\s*(?:\\/|per|a\\s)|tok\\/|t\\/s|steps?|images?|samples?|rows?))`),
    set: (q) => defined({ contextTokens: contextTokens(q) }),
  },
  // A context described before its length: "context length is large in my data (32k)", "the context gets long, 16k tokens or so".
  // The words between may be anything, so the length must say it is one: in brackets, with "k" or with "tokens".
  {
    id: 'context.described',
    pattern: rx(`\\bcontext(?:\\s*(?:window|length|len))?\\s+(?:is|are|gets?|goes|runs|can\\s+be)\\s+(?:[a-z']+[\\s,]+){0,6}?(?:[(（]\\s*(?:~|about|around|up\\s+to)?\\s*(?<a>${NUM})\\s*(?:${TOKENS})?\\s*[)）]|(?<a2>\\d+(?:\\.\\d+)?\\s*k)\\b|(?<a3>${NUM})\\s*${TOKENS})`),
    set: (q) => defined({ contextTokens: contextTokens(q) }),
  },
  // An image's size and steps: "1024x1024", "768×1344", "30 steps", "30 步", "steps=30" (sampling steps; an image fine-tune's training steps).
  // Steps timed ("2 steps took 4 minutes", "10 步花了 3 分钟") are a speed measured, not the job's length.
  {
    id: 'image.size',
    pattern: rx(`(?<![\\d.])(?<a>\\d{3,4})\\s*[x×*]\\s*(?<b>\\d{3,4})(?![\\d.]|\\s*(?:gpus?|cards?|张|卡))`),
    set: ({ a, b }) => (b !== undefined && a >= 256 && b >= 256 && a <= 4096 && b <= 4096 ? { imageSize: { width: a, height: b } } : undefined),
  },
  {
    id: 'image.steps',
    pattern: rx(`(?<a>${COUNT})[\\s-]*(?:sampling\\s+|inference\\s+|training\\s+)?(?:steps?|步|步数)(?![a-z])(?!\\s+(?:took|take|takes|taking)\\b|\\s*(?:花了|用了|要了|耗时))|\\b(?:num_inference_steps|steps|max_train_steps)\\s*(?:=|:|：|of)?\\s*(?<a2>${COUNT})|(?:步数|采样步数)\\s*(?:为|是|=|:|：)?\\s*(?<a3>${COUNT})`),
    set: ({ a }) => defined({ steps: positiveInt(a) }),
  },
  // Images a day: "1,000 SDXL images a day", "每天 500 张图", "500 张图/天" — generating is inference.
  {
    id: 'imagesPerDay',
    pattern: rx(`(?<a>${NUM})\\s*(?:[a-z][\\w.-]*\\s+){0,2}?(?:images?|pictures?|pics|photos?|renders?)\\s*(?:a|per|/|each|every)\\s*day\\b|(?:每天|每日|一天)\\s*(?:要|需要|能)?\\s*(?:生成|出|画|跑|产出)?\\s*(?<a2>${NUM})\\s*(?:张|幅)\\s*(?:图|图片|照片)?|(?<a3>${NUM})\\s*(?:张|幅)\\s*(?:图|图片|照片)\\s*(?:每天|每日|一天|/\\s*天)`),
    set: ({ a }) => defined({ task: 'infer' as const, imagesPerDay: positiveInt(a) }),
  },
  // Office hours ("9-to-6 on weekdays", "早九晚六"): read by parseRequest (office-hours.ts); consumed here so their numbers are no amount.
  { id: 'hoursPerDay.office', pattern: rx(OFFICE_HOURS), set: () => ({}) },
  // Hours a day: "8 hours a day", "每天 8 小时", "一天 8 小时". Over 24 is still hours a day (the advice
  // refuses it with a hint); dropping it let "每天 30 小时" be read as a 30-hour deadline.
  {
    id: 'hoursPerDay.en',
    pattern: rx(`(?<a>${NUM})\\s*(?:hours?|hrs?|h)\\s*(?:a|per|/|each)\\s*day`),
    set: ({ a }) => defined({ hoursPerDay: positive(a) }),
  },
  {
    id: 'hoursPerDay.zh',
    pattern: rx(`(?:每天|每日|一天|每晚|每天晚上|每天凌晨|一晚上?|一夜)\\s*(?:大概|大约|约|差不多|基本|只|就|最多)?\\s*(?:用|跑|开|运行|开机|使用)?\\s*(?:大概|大约|约|差不多)?\\s*(?<a>${NUM})\\s*(?:个)?\\s*(?:小时|钟头|h)`),
    set: ({ a }) => defined({ hoursPerDay: positive(a) }),
  },
  // Training tokens: "200B tokens", "2000亿 token", "1e9 tokens".
  // A vague amount made precise beside it ("几十亿 token（大概 50 亿）", "a few billion tokens (~5B)"): the precise one.
  {
    id: 'tokens.clarified',
    pattern: rx(`(?:几|数|若干)(?:十|百|千)?(?:万亿|万|亿)\\s*${TOKENS}\\s*[(（]\\s*(?:大概|大约|约|差不多|about|around|~|≈)?\\s*(?<a>${NUM})\\s*(?:${TOKENS})?\\s*[)）]|\\ba\\s+few\\s+(?:hundred\\s+)?(?:million|billion|trillion)\\s+${TOKENS}\\s*\\(\\s*(?:about|around|~|≈)?\\s*(?<a2>${NUM})\\s*(?:${TOKENS})?\\s*\\)`),
    set: ({ a }) => defined({ tokens: positive(a) }),
  },
  // A run continued from one count to another ("continue it from 800B to 1.5T tokens", "从 800B 训到 1.5T token"): the tokens
  // still to train are the difference.
  {
    id: 'tokens.continued',
    pattern: rx(`(?:\\bfrom|从)\\s*(?<a>${NUM})\\s*(?:${TOKENS}\\s*)?(?:\\bto|到|训到|练到|跑到)\\s*(?<b>${NUM})\\s*${TOKENS}`),
    set: ({ a, b }) => defined({ tokens: b !== undefined && b > a ? positive(b - a) : undefined }),
  },
  // The tokens a corpus or run holds, written after their name ("总训练token数3万亿", "token 数量：2T").
  {
    id: 'tokens.counted',
    pattern: rx(`(?:总|训练|预训练)?\\s*(?:token|tokens|词元)\\s*(?:总)?(?:数|数量|量|总数)\\s*(?:为|是|约|大约|达到|:|：)?\\s*(?<a>${NUM})(?!\\s*(?:[\\/每]|per\\b|个?\\s*(?:条|样本|字)))`),
    set: ({ a }) => defined({ tokens: positive(a) }),
  },
  // An amount the user sets aside ("3T token 太多了，我们只跑 500B", "2T tokens is too much"): no amount of theirs.
  {
    id: 'tokens.rejected',
    pattern: rx(`(?<a>${NUM})\\s*${TOKENS}\\s*(?:也|还是|都|实在)?\\s*(?:太多|太大|太贵|太久|太长|is\\s+too\\s+(?:much|many|long)|are\\s+too\\s+many|too\\s+(?:much|many))`),
    set: () => ({}),
  },
  // The asker's own corpus, over amounts told about others ("qwen 的 base 都训了 2-4T token。我们想在自己的 300亿 token 语料上…").
  {
    id: 'tokens.own',
    pattern: rx(`(?:自己的|我们的|我的|\\bour\\s+(?:own\\s+)?|\\bmy\\s+(?:own\\s+)?)[^，。,.;；!?！？]{0,12}?(?<a>${NUM})\\s*${TOKENS}`),
    set: ({ a }) => defined({ tokens: positive(a) }),
  },  {
    id: 'tokens',
    // "a 3B-token corpus": the hyphenated adjective too.
    // An adjective between ("1 billion synthetic tokens").
    pattern: rx(`(?<a>${NUM})(?:\\s*|-)(?:(?:synthetic|generated|new|more|total|training|text)\\s+)?${TOKENS}(?!-?\\s*(?:${ANSWER_NOUNS}|prompts?|chunks?|windows?)\\b)`),
    set: ({ a }) => defined({ tokens: positive(a) }),
  },
  // A text's length in English words or Chinese characters ("a 50k-word novel", "~80,000 words", "两万字的白皮书",
  // "8000多字的会议记录"): its tokens, at the rates above, said in the answer. Token counts written beside it were read first; a
  // length each item has ("2,000 words each", "每篇 3000 字") is a sample's, not read here.
  {
    id: 'tokens.textLength',
    pattern: rx(`(?<a>${NUM})\\+?\\s*-?\\s*(?<unit>words?)\\b(?!\\s*(?:each|apiece|per\\b|\\/|a\\s+(?:minute|min|second|day|page)))|(?<!(?:每|一)\\s*(?:条|篇|个|份|段|章)\\s*(?:约|大概|大约|平均)?\\s*)(?<a2>${NUM})\\s*(?:多|余|来)?\\s*(?:个)?\\s*(?<unit2>汉?字)(?![节符段幕体号典母数])(?!\\s*(?:\\/|每|一条|一篇|左右的?(?:输入|提示)))`),
    set: (q) => defined({ tokens: textTokens(q) }),
    assumption: (q) => ({ key: /字/u.test(q.unit ?? '') ? 'tokensPerChineseChar' : 'tokensPerWord', params: { amount: q.a, tokens: textTokens(q) ?? 0 } }),
  },
  // Concurrency, number first: "20 users", "8 concurrent", "20 个人", "30 来号人", "二十个用户" — not a day's count ("1,000
  // concurrent requests daily": requestRate).
  {
    id: 'concurrency.after',
    // A model's size is no head count ("32B teacher completions", "the 70B teacher").
    pattern: rx(`(?!\\d+(?:\\.\\d+)?\\s*[bt](?![a-z]))(?<a>${NUM})\\s*(?:concurrent|simultaneous|parallel|active)?\\s*(?:users?|people|persons?|clients?|seats?|streams?|sessions?|developers?|devs|engineers?|employees?|colleagues?|coworkers?|staff|members?|students?|customers?|ppl|folks|analysts?|researchers?|scientists?|lawyers?|writers?|editors?|translators?|teachers?|doctors?|agents?|testers?|designers?|teammates?|team\\s*mates|workers?(?=\\s+(?:\\w+\\s+)?(?:in\\s+parallel|parallel+y|at\\s+once|simultaneously|concurrently))|concurrent(?:\\s+requests)?)\\b(?!(?:\\s+requests)?\\s+(?:daily|(?:per|an?|each|every)\\s+day)\\b)|(?<a2>${NUM})\\s*(?:来|多|余)?\\s*(?:个|名|位|路|号)?\\s*(?:人|用户|同事|员工|客户|并发|开发|程序员|工程师|研发|客服|坐席|学员|学生|同学|老师)`),
    set: ({ a }) => defined({ concurrency: positiveInt(a) }),
  },
  // Deadlines as durations: "in a month", "within 3 days", "3 天内", "一周内", "48 小时". Bare "月"/"日"
  // are left to the date reader: "12月20日" is a date, not twelve months.
  {
    id: 'deadline.en',
    // "about two months of wall-clock time", "we have ~3 weeks": the time the job may take.
    // A rental period asked about ("rent an H100 for a month, how much?") is no deadline.
    pattern: rx(`(?<!\\b(?:rent|rented|renting|rental|lease|leasing|hire)\\s+(?:(?:an?|one|two|\\d+|x)\\s+)?(?:[\\w-]+\\s+){0,2})(?:in|within|under|by|over|for|takes?|(?:have|has|got|given)(?:\\s+(?:about|around|roughly|~|only|just|at\\s+most))?)\\s+(?:the\\s+next\\s+)?(?:(?<a>${COUNT})|${A})\\s*(?<unit>hours?|hrs?|days?|weeks?|wk|months?|years?)\\b|(?:about|around|roughly|~)?\\s*(?:(?<a2>${COUNT})|${A})\\s*(?<unit2>hours?|days?|weeks?|months?)\\s+of\\s+(?:wall[\\s-]?clock|compute|training|gpu)\\s+time\\b`),
    set: ({ a, unit }) => defined({ deadlineHours: positive((Number.isNaN(a) ? 1 : a) * (HOURS_PER_UNIT[unit?.toLowerCase() ?? ''] ?? NaN)) }),
  },
  {
    id: 'deadline.zh',
    // A duration something reported ("显示总时长 17 小时", "预计 3 天", "大概要跑48小时", "白白浪费两天GPU") is not the user's deadline, nor the period a
    // price is asked for or told ("一个月大概要多少钱", "多少钱一小时", "调 API 一个月也就一百来块"), nor a vague "几十个小时".
    pattern: rx(`(?<!(?:显示|预计|估计|提示|时长|耗时|用时|用了|跑了|花了|浪费了?|白白浪费了?|白跑了?|需时|钱|价|价格|费用|租金|元|块|要跑|得跑|需要跑|大概跑|估计跑|会跑|大概要|大约要|估计要|预计要|(?:轮|遍|epoch|步|step)\\s{0,3}(?:就|都)?\\s{0,3}(?:要|需要|得))\\s{0,3}(?:跑)?\\s{0,3}(?:约|大概|大约|为|是|:|：)?\\s{0,3})(?<![几数])(?<a>\\d+\\.\\d+|${COUNT})\\s*(?<unit>个小时|小时|钟头|天|个星期|星期|个礼拜|礼拜|周|个月)(?!\\s*(?:大概|大约|约|得|要|需要|下来)*\\s*(?:花|付|交)?\\s*(?:多少钱|多少费用|什么价|几块|多少元|要多少|费用|成本|租金|价格)|\\s*(?:也就|就|才|只要|只需|大概|大约|约)\\s*[\\d一二两三四五六七八九十百千万几]+\\s*(?:来|多)?\\s*(?:块|元|刀|美元))\\s*(?:以内|之内|内|完成|搞定|跑完|训完|训练完)?`),
    set: deadlineIn,
  },
  // The hours written beside a stretch of the calendar ("over a weekend (~48 hours)", "周末两天（48 小时）"): those hours, not a date.
  {
    id: 'deadline.bracketed',
    // Also after a comma, and after a day named ("over one weekend, ~48h", "by Monday morning (~60h from now)").
    pattern: rx(`(?:weekend|week|overnight|night|morning|evening|tonight|tomorrow|semester|term|quarter|(?:mon|tues|wednes|thurs|fri|satur|sun)day|周末|一晚|一周|两天)\\s*(?:[(（]|[,，]\\s*(?:(?:so|i\\.e\\.?|that'?s|which\\s+is)\\s+)?(?=~|≈|about|around|roughly|约|大概|\\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\b))\\s*(?:~|≈|about|around|roughly|约|大概)?\\s*(?<a>${COUNT})\\s*(?<unit>hours?|hrs?|h|days?|weeks?|小时|个小时|天)\\s*(?:from\\s+now|left)?\\s*(?:[)）]|(?=[.。!?,，]|$))`),
    set: deadlineIn,
  },
  // A reservation or allocation of so many hours ("one H100, 48 hour reservation"): the time the job has.
  {
    id: 'deadline.reservation',
    pattern: rx(`(?<a>\\d{1,4})[\\s-]*(?<unit>hours?|hrs?|days?)\\s+(?:reservation|allocation|slot|window|booking)\\b`),
    set: deadlineIn,
  },
  // A year to finish in ("想一年内训完", "两年之内"): only with 内/以内 after it — a year alone is too often an age or a term.
  {
    id: 'deadline.zhYear',
    pattern: rx(`(?<a>${COUNT})\\s*(?<unit>年)\\s*(?:以内|之内|内)`),
    set: deadlineIn,
  },
  // Mixture of experts by shape: "8x7B", "8×22B MoE".
  // An MoE's total and active sizes said apart from its name: "80B total, 3B active", "总参 800 亿，每次只激活 30 亿".
  {
    id: 'size.totalActive',
    pattern: rx(`(?<a>\\d+(?:\\.\\d+)?)\\s*b\\s+total(?:\\s+param(?:eter)?s)?\\s*[,，/]?\\s*(?:and\\s+|with\\s+)?(?:only\\s+)?(?<b>\\d+(?:\\.\\d+)?)\\s*b\\s+active\\b|总参(?:数|数量|量)?\\s*(?:是|为|约|大概|有)?\\s*(?<a2>\\d+(?:\\.\\d+)?)\\s*(?<unit>亿|b)[^。！？]{0,10}?激活(?:参数)?(?:量)?\\s*(?:是|为|约|大概|有)?\\s*(?<b2>\\d+(?:\\.\\d+)?)\\s*(?:亿|b)`),
    set: ({ a, match }) => {
      const zh = /亿/u.test(match);
      const nums = [...match.matchAll(/(\d+(?:\.\d+)?)\s*(?:b|亿)/giu)].map((m) => Number(m[1]) / (zh ? 10 : 1));
      const [total, active] = [nums[0] ?? a, nums[1]];
      return active !== undefined && active < total ? { modelSizeB: total, modelActiveB: active } : undefined;
    },
  },
  {
    id: 'size.moe',
    pattern: rx(`(?<a>\\d+)\\s*[x×*]\\s*(?<b>\\d+(?:\\.\\d+)?)\\s*b\\b`),
    set: ({ a, b }) => defined({ moeExperts: positiveInt(a), modelSizeB: b === undefined ? undefined : positive(a * b) }),
  },
  {
    id: 'count.tpTimesPp',
    pattern: TP_TIMES_PP,
    set: ({ a, b }) => defined({ count: b === undefined ? undefined : positiveInt(a * b) }),
  },
  // Machines times the GPUs each, no card named there (before tensor parallelism, which is one copy's share of them): "4 nodes x 8 GPUs", "2 machines × 8 cards", "2台机器×8卡".
  {
    id: 'count.nodesTimes',
    pattern: rx(`(?<![\\d.])(?<a>\\d{1,3})\\s*(?:nodes?|machines?|servers?|hosts?|台(?:机器|服务器)?)\\s*[x×*]\\s*(?<b>\\d{1,2})\\s*(?:gpus?|cards?|张卡|卡)`),
    set: ({ a, b }) => defined({ count: b === undefined ? undefined : positiveInt(a * b), machineGpus: b === undefined || b < 2 ? undefined : positiveInt(b) }),
  },
  // Tensor parallelism names the GPUs one copy spans: "tensor parallel 4", "tp 2", "TP=8",
  // "--tensor-parallel-size 4". Before the card-less count, so "is TP 4 enough, or all 8 GPUs?" asks about 4.
  {
    id: 'count.tensorParallel',
    pattern: TENSOR_PARALLEL,
    set: ({ a }) => defined({ count: positiveInt(a) }),
  },
  // GPU count without a card: "8 GPUs", "8 张卡", "8卡"; as a form's field: "Number of gpus: 8", "GPU数量：8", "gpu count = 4",
  // LLaMA-Factory's system info "GPU number: 48".
  {
    id: 'count',
    // "这两张卡", "these two GPUs" are two cards compared, not two cards to run on.
    // (A card's model number is no count: "英伟达4090 Gpu".)
    pattern: rx(
      `(?<![这那哪]\\s*)(?<!\\b(?:these|those)\\s+)(?<![a-z])(?<a>${COUNT})(?<!\\d{4})\\s*(?:x\\s*)?(?:gpus?|cards?|张卡|块卡|张显卡|块显卡|卡)` +
        `|\\b(?:number\\s+of\\s+(?:gpus?|cards?)|gpu\\s+(?:count|number|num)|num[_\\s]?gpus)\\s*[:=：]\\s*(?<a2>\\d{1,3})\\b|(?:gpu|显卡|卡)\\s*(?:数量|数目|个数|数)\\s*[:=为是]?\\s*(?<a3>\\d{1,3})(?!\\d)`,
    ),
    set: ({ a }) => defined({ count: positiveInt(a) }),
  },
  // "a single GPU", "单卡": one card, whichever it is.
  { id: 'count.single', pattern: rx('\\bsingle[\\s-]+(?:gpus?|cards?|graphics\\s+cards?)\\b|单卡|单(?:张|块)(?:显)?卡'), set: () => ({ count: 1 }) },
  // Small models in millions: "GPT-2 (124M)", "a 350M model", "500M 参数", "124M 那么大的小模型", "a 124M-sized model". Only beside "(" or a model word:
  // a bare "124M" is too often something else (and chrono reads it as a date, 12/4).
  {
    id: 'size.m',
    pattern: rx(`\\((?<a>\\d+(?:\\.\\d+)?)\\s*(?:m|million)\\s*\\)|(?<a2>\\d+(?:\\.\\d+)?)\\s*(?:m|million)\\b(?=\\s*(?:[-\\s]?(?:sized?|scale|class)\\b|那么大|这么大|大小|规模|级别|量级)?\\s*(?:的)?\\s*(?:小)?(?:(?:total|trainable)\\s+)?[-\\s]?(?:params?|parameters?|参数|的模型|模型|models?\\b|llm\\b|gpt))`
      // "GPT-2 124m", "pythia 160m": a size in millions right after a family name.
      + `|(?<a3>\\d+(?:\\.\\d+)?)(?<=\\b(?:gpt-?2|gpt|nanogpt|pythia|bert|roberta|t5|opt|llama|mamba|smollm2?)[\\s_-]{0,2}[\\d.]+)\\s*m\\b(?!\\s*(?:tokens?|samples?|rows?|examples?|words?|steps?|images?))`
      // "(869,116,160 params)": the exact count.
      + `|(?<![\\d,.])(?<a4>\\d{1,3}(?:,\\d{3}){2,4})\\s*(?:trainable\\s+)?(?:params|parameters)\\b`),
    set: ({ a, raw }) => defined({ modelSizeB: positive(/,\d{3},/u.test(raw ?? '') ? a / 1e9 : a / 1000) }),
  },
  // Data counted in billions of tokens, said in Chinese ("增量预训练大约6B数据", "200B 语料"): tokens, not a model's size.
  {
    id: 'tokens.dataB',
    // (One space at most: text other rules took leaves blanks, and "72b           语料" is a size beside the corpus.)
    pattern: rx(`(?<![a-z\\d.])(?<a>\\d+(?:\\.\\d+)?) ?b ?(?:的)? ?(?:数据|语料)(?!集)`),
    set: ({ a }) => defined({ tokens: positive(a * 1e9) }),
  },
  // A bare model size: "7B", "14b", "70 billion", "70亿参数", "7b 参数".
  {
    id: 'size.b',
    // "A13B" / "-A22B" names the active parameters of an MoE (Hunyuan-A13B, Qwen3-235B-A22B), not its size.
    // An upper bound ("some model under 10B", "10B 以下") names no size: the model is still to be chosen.
    pattern: rx(`(?<![a-z\\d.])(?<!\\b(?:under|below|less\\s+than|smaller\\s+than|up\\s+to|at\\s+most|max(?:imum)?|<|≤|<=)\\s*)(?<a>\\d+(?:\\.\\d+)?)\\s*(?:b|billion)(?:\\b|(?=_))(?!\\s*(?:params?|parameters?)?\\s*(?:以下|以内|之内|or\\s+(?:less|smaller|under)))(?:\\s*(?:params?|parameters?|参数|的模型|模型))?`),
    set: ({ a }) => defined({ modelSizeB: positive(a) }),
  },
  {
    id: 'size.zh',
    // (Not a version glued to its family: "千问1.5的模型", "qwen1.5的模型" name Qwen1.5, no size; "qwen32b的模型" is 32B.)
    pattern: rx(`(?:(?<![a-z]|千问)|(?=[\\d.]+b))(?<a>${NUM})\\s*(?:参数|参数量|的模型)`),
    // "70亿参数" → 7e9 → 7 B; a plain "7 参数" is taken as billions already.
    set: ({ a }) => defined({ modelSizeB: positive(a >= 1e6 ? a / 1e9 : a) }),
  },
];
