/**
 * Cards of the asker's own counted without being named: "i have 2 gpus … need to run it", "8 张卡全参微调到底够不够", "模型切到
 * 四张卡上为什么还会OOM". Whether they hold the job may turn on which card they are, so the recommender may ask
 * (recommend/card-question.ts). Cards to rent ("I'd rent a single GPU", "租两张卡") are the plan's to choose, and a post
 * that neither asks whether they hold it nor reports that they did not (a speed or a setting asked of a running
 * deployment) is answered as it is.
 */
import type { AdviceRequest } from '../recommend/types.ts';
import { FAILED } from './reference.ts';

/** Cards to be rented or bought: the count is the plan's, the card the recommender's choice. */
const TO_RENT = /(?<![a-z])(?:rent(?:s|ed|ing)?|leas(?:e|ing)|buy(?:ing)?|purchas(?:e|ing)|afford|budget|cloud)(?![a-z])|租|买|购|预算|云/iu;

/** Cards the asker has: "i have", "my", "我有", "手上", "现在 5 张卡", "有 8 张卡可用" (not "I have been running into …"). */
const OWNED = /(?<![a-z])(?:my|our|i\s+(?:have|own|got)(?!\s+(?:been|had|tried|seen|read|to)\b)|i'?ve\s+got|we\s+(?:have|own|got)(?!\s+(?:been|had|tried|seen|read|to)\b)|we'?ve\s+got|available)(?![a-z])|我的|我们的|我有|我们有|手[上里头]|现在|目前|现有|已有|可用/iu;

/**
 * The card itself asked for ("What GPUs (and how many) do I need", "需要什么卡"), or a count told as what the model needs
 * ("至少需要两块卡才能放下", "it needs at least 2 GPUs"): no cards of the asker's are counted.
 */
const NOT_THEIRS = /(?<![a-z])(?:what|which)\s+(?:kind\s+of\s+|type\s+of\s+)?(?:gpus?|cards?|graphics\s+cards?|hardware)(?![a-z])|(?:什么|哪种|哪款|哪个|哪些)(?:样的)?(?:显?卡|gpu)|(?<![a-z])needs?\s+(?:at\s+least\s+)?(?:\d+|two|three|four|eight)\s+(?:gpus?|cards?)(?![a-z])|(?:至少|最少)?需要\s*(?:至少|最少)?\s*(?:\d+|[两二三四五六七八九十])\s*(?:张|块)/iu;

/** Whether the cards hold it, asked: "enough", "need to run", "can I run", "够不够", "能不能跑", "放得下吗". */
const HOLDS_ASKED = /(?<![a-z])(?:enough|sufficient|suffice|need\s+to\s+run|(?:can|could|will|would)\s+(?:i|we|it|they|they\s+all|these|those)\s+(?:run|fit|load|serve|hold|handle|train|fine[\s-]?tune))(?![a-z])|够不够|够吗|够用|足够|能不能|能否|能跑|跑得动|跑得起来|放得下|装得下/iu;

export function markUnnamedCards(text: string, request: AdviceRequest): void {
  if (request.count === undefined || request.gpu !== undefined || request.device !== undefined || request.countAsked) return;
  if (TO_RENT.test(text) || NOT_THEIRS.test(text) || !(HOLDS_ASKED.test(text) || FAILED.test(text))) return;
  // One card is too often the one to rent ("on a single GPU"): it is the asker's only when said so.
  if (request.count < 2 && !OWNED.test(text)) return;
  request.unnamedCards = true;
}
