/**
 * Fine-tuned weights being served. LoRA adapters loaded by a serving engine ("vllm multi-lora: --enable-lora
 * --max-loras 8", "TGI's LORA_ADAPTERS", "12 个 LoRA 的多 lora 推理服务") or fine-tunes already made and now hosted
 * ("four full finetunes of Qwen2.5-1.5B, each as its own vllm process", "Qwen2.5-7B 的全量微调版 … 每个一个 vllm 实例")
 * ask about inference: the training words describe the weights, not a job to size. A post that also plans the
 * training ("want to fine-tune", "3 epochs", "微调要几张卡") keeps it.
 */
import type { AdviceRequest } from '../recommend/types.ts';

/** A serving engine's multi-adapter settings and the systems built for it: adapters served, whatever else is said. */
const SERVED_ADAPTERS =
  /--?enable[-_]lora\b|\benable_lora\b|\bmax[-_](?:cpu[-_])?loras\b|--?lora[-_]modules\b|\blora_modules\b|\bLORA_ADAPTERS\b|\bmulti[\s-]?loras?\b|多\s*(?:个\s*)?lora|\bs-lora\b|\blorax\b|\bpunica\b/iu;

/** Fine-tuned weights spoken of as things that exist: adapters, "finetunes of", 微调版, 做了…微调. */
const MADE_TUNES =
  /\b(?:already|have|had|we'?ve|i'?ve)\s+(?:\w+ly\s+)?fine[\s-]?tuned\b|\bmerged\s+(?:the\s+)?(?:lora|adapters?)\b|\b(?:full\s+)?fine[\s-]?tunes\s+of\b|\bfine[\s-]?tuned\s+(?:versions?|variants?|copies|models|checkpoints?|weights|adapters?|loras?)\b|\b(?:lora\s+)?adapters\b|\bloras\b|微调版|微调(?:后|过|好|完)(?:的)?|微调\s*[\w.-]{1,40}\s*(?:后|之后|完)|做了[^，。；;\n]{0,12}(?:微调|训练)|适配器|(?:\d+|[一二两三四五六七八九十几多])\s*个\s*lora/iu;

/** Words of serving them. */
const SERVING =
  /\bvllm\b|\bsglang\b|\bsampl(?:e|es|ing)\b|\btgi\b|text-generation-inference|\blmdeploy\b|\bxinference\b|推理|部署|预测|serv(?:e|es|ed|ing)\b|\binference\b|\brequests?\b|请求|并发|\bconcurrent\b|\bhost(?:ing)?\b/iu;

/** The training itself planned, sized or run in the same post. */
const TRAINING_AHEAD =
  /\btrain(?:s|ing)?\b|(?<!不(?:考虑|做|打算|需要|想)?\s*)训练(?!好|过|完)|\b(?:want|wants|plan(?:ning)?|going|need|trying|hope)\s+to\s+(?:fine[\s-]?tune|train)\b|\bhow\s+(?:long|much|many)\b[^.?!\n]{0,40}\b(?:fine[\s-]?tun(?:e|ing)|train(?:ing)?)\b|\b\d+\s*epochs?\b|\blearning[_\s]rate\b|\bper_device_train_batch_size\b|\bgradient_accumulation|(?:想|要|打算|准备|计划)(?:用\s*\S{1,12}\s*)?(?:做)?(?:微调|训练|训)|(?:微调|训练)(?:需要|要)(?:多少|几)|微调\s*[+＋和与及、]\s*推理|推理\s*[+＋和与及、]\s*微调|(?:只能用|跑\S{0,8}的|要做|想做|能做)\s*\S{0,10}?(?:微调|训练)|\bfine[\s-]?tun\w*\s+(?:and|\+|&)\s+(?:inference|serving)\b|\d+\s*(?:个\s*)?(?:epoch|轮)/iu;

/** The fields a fine-tune reading set that a served model does not have. */
const TRAINING_FIELDS = ['method', 'optimizer', 'preference', 'tokens', 'samples', 'sampleTokens'] as const;

/** Whether the post asks about serving weights it fine-tuned (or adapters), not about the fine-tune. */
export function servesTunedWeights(text: string): boolean {
  return SERVING.test(text) && (SERVED_ADAPTERS.test(text) || MADE_TUNES.test(text)) && !TRAINING_AHEAD.test(text);
}

/** A fine-tune reading of a post that serves its fine-tuned weights, made a question about inference. */
export function readServedTunes(text: string, request: AdviceRequest): boolean {
  if (request.task !== 'finetune' || request.epochs !== undefined || request.reinforcement || !servesTunedWeights(text)) return false;
  request.task = 'infer';
  for (const key of TRAINING_FIELDS) delete request[key];
  return true;
}
