/**
 * Regex building blocks shared by the rule tables. Kept as source strings so tables can compose
 * them; every table compiles its own RegExp with the flags it needs.
 */

/** Chinese numerals people type for small counts ("八", "二十", "两千"). */
// Not the 一 of a word: 一直 (all along), 一共, 一下, 一起, 一般, 一定, 一些, 一点, 一样, 一旦, 一切, 一致, 一边, 一味, 一向.
const CN = '(?:[零〇一二两三四五六七八九十百千]+(?<!一)|[零〇一二两三四五六七八九十百千]*一(?![直共下起般定些点样旦切致边味向过]))';

/** English number words (numbers.ts EN_NUMBER), whole words only. */
const EN = '\\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|sixteen|twenty|thirty|fifty)\\b';

/**
 * One quantity as `parseQuantity` reads it: "50k", "1.5M", "2e11", "50,000", "70亿", "五万", "二十", "two dozen". Thousands
 * are grouped by three: "8200，4 路并发" (NFKC makes the Chinese comma ASCII) is 8200 and 4, not one number.
 * A Latin suffix must not run into a word ("1 month" is not 1 M), so it is only taken when no
 * letter follows ("w" for 万 only before tokens or items: "1w tokens", "5w条"). A minus sign in front makes it no quantity at all ("-5 users").
 */
export const NUM = `(?<![.\\d])(?<!(?<!\\d)[-−])(?:\\d+(?:,\\d{3}(?!\\d))*(?:\\.\\d+)?(?:e[+-]?\\d+)?(?:\\s*(?:万亿|百万|千万|千|万|亿)|[kmbt](?![a-z])|w(?=\\+?\\s*(?:tokens?|toks?|个?\\s*token|词元|条|字|上下文|context|ctx|个|张|句|篇|份)(?![a-z]))|\\s+(?:hundred|thousand|million|billion|trillion)\\b)?|${CN}(?:万亿|万|亿)?|(?:\\b(?:a|one|two|three|half\\s+a)\\s+dozen\\b)|${EN})`;

/** A number with no magnitude suffix, for counts where "8k users" would be odd ("8 张", "3 轮"). */
export const COUNT = `(?<![-−.\\d])(?:\\d+|${CN}|${EN})`;

/** Words for "tokens" in both languages. */
export const TOKENS = '(?:tokens?|toks?|个?\\s*token|词元)';

/** The runtimes that load GGUF files, whose default model is a quantized GGUF (Ollama's Q4_K_M). */
export const GGUF_RUNTIMES = String.raw`ollama|llama\.?cpp|lm\s*studio|koboldcpp`;
