/**
 * Offline batch work over a counted set of items ("label ~3M support tickets", "给 21万条 数据做分类", "embed ~5M chunks",
 * "造 5 万条数学 CoT 数据"): inference run as a job, not a service. The job's tokens are the ones generated, items × the
 * answer per item; each item's prompt (its length said apart, "~300 tokens each") is read too, so the context holds both.
 */
import type { Assumption } from '../estimate/types.ts';
import type { AdviceRequest } from '../recommend/types.ts';

/** Work a model does once over each item of a dataset (not a distilled model's name: "DeepSeek-R1-Distill-Qwen-1.5B"). */
const BATCH_WORK =
  /\b(?:label(?:l?ing|s|l?ed)?|tag(?:ging|s)?|classif(?:y|ying|ication)|annotat(?:e|ing|ion)|code\s+(?:~?\s*[\d.,]+\s*\w*\s+)?(?:short\s+)?(?:tweets|posts|responses|answers)|summari[sz](?:e|es|ing|ation)|caption(?:ing|s)?|translat(?:e|ing|ion)|embed(?:ding|s)?|vectori[sz](?:e|ing|ation)|re-?index|synthetic\s+(?:data|tokens|samples)|(?:generate|generating)\s+(?:(?:our|its|their|my)\s+own\s+)?(?:[\w-]+\s+){0,2}(?:traces|descriptions|data(?:set)?s?|samples|answers|sentences|completions|responses)|(?:data|text|sample|completion)\s+generation|(?<![-_/])distill(?:ation)?(?![-_])|sentiment)\b|打标|标注|分类|情感分析|摘要|翻译|翻成|向量化|生成[^，。？！]{0,12}描述|合成[^，。？！]{0,4}数据|造[^，。？！]{0,10}数据/iu;

/** Items the model writes rather than reads: "generating … 100k sentences", "生成 … 样本". */
const GENERATED_ITEMS = /\b(?:generat(?:e|es|ed|ing|ion)|synthes(?:is|i[sz]e|i[sz]ing))\b|生成|合成|造[^，。？！]{0,10}数据/iu;

/** One label per item ("one label per ticket", "output is a single label", "输出就一个标签", "max_tokens 10"). */
const LABEL_ANSWER = /\b(?:one|a|single)\s+(?:\w+\s+)?(?:label|category|class|tag)\b|(?:一个|单个)(?:标签|类别)|\bmax_(?:new_)?tokens\s*[=:]?\s*(?<n>\d+)/iu;

/**
 * A label's answer: a few tokens and the end of sequence (a class name such as "positive" is one to three tokens in
 * the Llama and Qwen tokenizers); said in the answer, and small beside the prompt it reads.
 */
export const LABEL_ANSWER_TOKENS = 8;

/** Read batch work into the request; assumptions it makes are pushed to `assumptions`. */
export function readBatchJob(text: string, request: AdviceRequest, assumptions: Assumption[]): void {
  const { samples, sampleTokens } = request;
  if (request.task !== undefined && request.task !== 'infer') return;
  const work = BATCH_WORK.test(text);
  // Tokens read as a dataset of items × their length ("3M tickets, avg ~300 tokens each") are the items' prompts here.
  const fromItems = samples !== undefined && sampleTokens !== undefined && request.tokens === samples * sampleTokens;
  if (work && (samples !== undefined || request.tokens !== undefined)) {
    request.task = 'infer';
    request.batchJob = true;
  }
  if (samples === undefined || (request.tokens !== undefined && !fromItems)) return;
  const label = LABEL_ANSWER.exec(text);
  // Items a model writes ("generating its own training data, 100k sentences of 1024 tokens"): their length is its answer.
  const written = GENERATED_ITEMS.test(text) && sampleTokens !== undefined ? Math.round(sampleTokens) : undefined;
  const output = request.outputTokens ?? (label ? Number(label.groups?.n ?? LABEL_ANSWER_TOKENS) : written);
  if (output === undefined || (!work && request.outputTokens === undefined)) {
    if (fromItems && work) delete request.tokens; // the prompts are not the job's answers; its amount is left to the defaults
    return;
  }
  delete request.samples;
  delete request.sampleTokens;
  request.task = 'infer';
  request.batchJob = true;
  if (request.outputTokens === undefined) {
    request.outputTokens = output;
    if (label && !label.groups?.n) assumptions.push({ key: 'labelAnswer', params: { tokens: output } });
  }
  request.tokens = samples * output;
  // A written item's length is the answer, not a prompt before it.
  const prompt = written === undefined ? sampleTokens : undefined;
  if (prompt !== undefined && (request.contextTokens === undefined || (fromItems && request.contextTokens === Math.round(prompt)))) {
    request.contextTokens = Math.round(prompt + output);
  }
  assumptions.push({ key: 'batchItems', params: { items: samples, output, tokens: request.tokens } });
}
