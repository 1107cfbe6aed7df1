/**
 * Distillation posts name two models: the student is the one trained and sized, the teacher only generates its outputs.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';

const catalog = loadCatalog();
const NOW = new Date('2026-12-07T00:00:00Z');
const read = (text: string) => parseRequest(text, catalog, NOW).request;

describe('the student of a distillation is the model trained', () => {
  it('reads the student named before its cue, after it, or after the teacher', () => {
    expect(read("Could I train the Qwen2.5-3B-Instruct student distilled from the Qwen2.5-32B-Instruct teacher's trajectories on 4 x A100 40GB?").model).toBe('qwen2.5-3b');
    expect(read('I want to distill Llama 3.1 70B (teacher) into a Llama 3.1 8B student, full fine-tuning the student. How many H100s?')).toMatchObject({ model: 'llama-3.1-8b', task: 'finetune', method: 'full' });
    expect(read('Step 1: generate teacher outputs with meta-llama/Llama-3-70B-Instruct. Step 2: train the student Qwen/Qwen2.5-1.5B. Is a single H100 enough?').model).toBe('qwen2.5-1.5b');
    expect(read('教师模型用 Qwen2.5-72B 生成数据，学生模型用 Qwen2.5-7B 做 SFT，4 张 4090 够吗？').model).toBe('qwen2.5-7b');
  });

  it('leaves a post without a student named to the usual reading', () => {
    expect(read('I want to train a smaller student from Llama 3.1 70B outputs. How many H100s?').model).toBe('llama-3.1-70b');
    expect(read('LoRA on Qwen2.5-7B for my students, one 4090 enough?').model).toBe('qwen2.5-7b');
  });
});

describe('how a training post says its method and length', () => {
  it("reads a step over all the weights as a full fine-tune, and a base loaded in 4 bits as QLoRA (a 16-bit format beside it is the compute dtype)", () => {
    expect(read('train Qwen2.5-1.5B with a KL loss, opt.step() over all its weights, on one H100').method).toBe('full');
    const unsloth = read('Colab 的免费 T4 上用 Unsloth 对 Qwen2.5-1.5B-Instruct 做 SFT，load_in_4bit 加载模型。这样能跑得动吗？要开 bf16 吗？');
    expect(unsloth).toMatchObject({ task: 'finetune', method: 'qlora' });
    expect(unsloth.precision).toBeUndefined();
    // A flag turned off is no 4-bit base.
    expect(read('LoRA qwen2.5 7b on a 4090 with load_in_4bit=False').method).toBe('lora');
  });

  it('reads a training length set in the config or written with a typo', () => {
    expect(read('we modify the max_position_embedding in config.json to 32768 and full-SFT Qwen2.5-Math-7B at that length').contextTokens).toBe(32768);
    expect(read('how can I finetune llama2-7B with 128K seqence length on 8 A100 GPUS?').contextTokens).toBe(131072);
  });
});
