import { describe, expect, it } from 'vitest';
import { evaluatedAsReleased, evaluates, launchedAsReleased } from '../../../src/core/parse/launched-as-released.ts';

describe('launchedAsReleased', () => {
  it.each([
    'vllm serve Qwen/Qwen3-8B --gpu-memory-utilization 0.95 --max-model-len 22768',
    'python -m vllm.entrypoints.openai.api_server --model /models--Qwen--Qwen1.5-7B-Chat',
    'AutoModel.from_pretrained(MODEL_PATH, trust_remote_code=True, device_map="auto")',
    'llm = LLM(model="meta-llama/Llama-3.1-8B-Instruct", tensor_parallel_size=2)',
    'Llama-2-7b: CUDA out of memory with max_seq_len 128 in example_text_completion.py',
    "I'm trying to execute example.py with LlaMA 7B on a Google Cloud VM",
    'INFO 02-07 11:26:55 model_runner.py:1110] Starting to load model /root/sdb2/DeepSeek-R1-Distill-Qwen-32B...',
    'text-generation-launcher --model-id meta-llama/Llama-2-7b-chat-hf',
    'torch.cuda.OutOfMemoryError: CUDA out of memory ... Shard 0 failed to start. llama2 7b on a 2080 TI',
  ])('reads a command that quantizes nothing: %s', (text) => expect(launchedAsReleased(text)).toBe(true));

  it.each([
    'vllm serve Qwen/Qwen3-32B-AWQ --max-model-len 8192',
    'vllm serve Qwen/Qwen3-8B --quantization fp8',
    'AutoModelForCausalLM.from_pretrained(path, load_in_4bit=True)',
    'from_pretrained(path, quantization_config=BitsAndBytesConfig(...))',
    'chatglm3-6b 用 from_pretrained 加载，再 .quantize(4)',
    'vllm serve Qwen/Qwen2.5-32B-Instruct-GPTQ-Int4',
    'ollama run qwen2.5:14b on a 3090',
    'text-generation-launcher --model-id TheBloke/Llama-2-7B-GPTQ --quantize gptq',
  ])('leaves the format to the message when it quantizes or names no command: %s', (text) => expect(launchedAsReleased(text)).toBe(false));

  it.each([
    'How to evaluate a large model like llama-65B with lm-eval on A100 80G?',
    'opencompass 评测 Qwen2-72B-Instruct 的 mmlu 时 oom',
    'python eval.py --config configs/rag_llama3_70b.yaml on 4 A100',
  ])('reads an evaluation with nothing quantized: %s', (text) => expect(evaluatedAsReleased(text)).toBe(true));

  it.each([
    'evaluate the AWQ Qwen2.5-72B with lm-eval',
    'ollama run llama3:70b, evaluate it on my notes',
    'qwen2.5 7b on a 4090, is it fast enough?',
  ])('leaves the format alone when the evaluation quantizes or there is none: %s', (text) => expect(evaluatedAsReleased(text)).toBe(false));

  it('reads data scored by a model and a benchmark measured as an evaluation, not any "score"', () => {
    expect(evaluates('how long it took you to score the 300k data? LLM scoring is very slow')).toBe(true);
    expect(evaluates('qwen1.5B 自己下来测其中一个math500感觉都要好几天')).toBe(true);
    expect(evaluates('what score did qwen2.5 7b get on a 4090?')).toBe(false);
  });
});

