/**
 * A model loaded by a command that quantizes nothing is run as released: `vllm serve Qwen/Qwen3-8B …`,
 * `python -m vllm.entrypoints.openai.api_server --model …`, `AutoModel.from_pretrained(path, device_map="auto")`
 * load the checkpoint's own dtype (vLLM's and transformers' dtype "auto": the config's 16-bit weights). An OOM on such a
 * command is an OOM in 16-bit, whatever format would fit, so that is the format judged.
 */
import { GGUF_RUNTIMES } from './rules/patterns.ts';

/**
 * A load or serve command written out, or the log it writes: Meta's reference scripts (`torchrun example.py`,
 * `example_chat_completion.py`) load fp16; vLLM's worker log ("model_runner.py … Starting to load model …") and TGI's launcher
 * ("text-generation-launcher", "Shard 0 failed to start") load the checkpoint's dtype unless told to quantize, and so does vLLM
 * failing "during model loading".
 */
const LAUNCH = /\bexample(?:_(?:text|chat)_completion)?\.py\b|\bmodel_runner\.py\b|\bStarting\s+to\s+load\s+model\b|\btext-generation-launcher\b|\btext-generation-inference\b|\bShard\s+\d+\s+failed\s+to\s+start\b|\bvllm\s+serve\s+\S|\bvllm\.entrypoints\b|\bsglang\.launch_server\b|\blmdeploy\s+serve\b|\bLLM\s*\(\s*model\s*=|\.from_pretrained\s*\(|\bvllm\b[^.。]{0,120}\b(?:during|while|when)\s+(?:the\s+)?model\s+loading\b/iu;

/** Anything that quantizes, in a flag, a config or the checkpoint's name: then the message's own format rules decide. */
const QUANTIZED = /quantiz|量化|load_in_[48]bit|bitsandbytes|\bbnb\b|awq|gptq|gguf|exl2|\bnf4\b|mxfp4|nvfp4|(?<![a-z])(?:fp8|int[48]|w[48]a\d+|[48][\s-]?bits?)(?![a-z])|\bq[2-8](?:_[0-9a-z]+)?\b/iu;

/** Whether the message loads its model with a command that quantizes nothing. */
export function launchedAsReleased(text: string): boolean {
  return LAUNCH.test(text) && !QUANTIZED.test(text);
}

/** The evaluation harnesses (lm-eval, lmms-eval, lighteval, OpenCompass, VLMEvalKit, EvalScope), as a pattern's source. */
export const EVAL_HARNESS = String.raw`\blm[_-]?eval\b|\blmms[_-]eval\b|\blighteval\b|\bopencompass\b|\bvlmevalkit\b|\bevalscope\b`;

/** A model evaluated: its benchmark scores are of the released weights (a harness, "evaluate", "测评"). */
const EVALUATED = new RegExp(String.raw`\bevaluat(?:e|es|ed|ing|ion)\b|\beval(?:uation)?\.py\b|--do_eval\b|${EVAL_HARNESS}|测评|评测|评估(?!一下)`, 'iu');

/** Runtimes whose default load is quantized (Ollama's Q4_K_M, a GGUF file). */
const QUANTIZED_RUNTIME = new RegExp(String.raw`\b(?:${GGUF_RUNTIMES})\b`, 'iu');

/** Whether the message evaluates or scores with a model: a benchmark run, "LLM scoring" of data, "测 math500". */
export function evaluates(text: string): boolean {
  return EVALUATED.test(text) || SCORED.test(text);
}

/** Data scored by a model, or a benchmark measured ("LLM scoring", "score the 300k data", "测其中一个math500"). */
const SCORED = /\bllm[\s-]+scor(?:e|ing)\b|\bscor(?:e|ing)\s+(?:the\s+)?[\d,.]+\s*k?\s+(?:data|samples|examples|rows|items)\b|测(?:其中|了|完)?\s*(?:一个|一下)?\s*(?:math\s*500|gsm8k|mmlu|c-?eval|cmmlu|humaneval|gpqa|aime|bbh)\b/iu;

/**
 * Whether the message evaluates the model with nothing quantized: a score is only the model's if its released weights are run,
 * so that format is planned and judged (the plan does not quantize to save cards).
 */
export function evaluatedAsReleased(text: string): boolean {
  return EVALUATED.test(text) && !QUANTIZED.test(text) && !QUANTIZED_RUNTIME.test(text);
}
