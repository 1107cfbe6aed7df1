import { describe, expect, it } from 'vitest';
import { pretrainingFramework, trainerNamed, trainingThroughput } from '../../../src/core/parse/training-run.ts';

describe('trainingThroughput', () => {
  it.each(['840 token/sec/GPU', '1500 Tokens/GPU/Second', '大概能到多少TGS？', 'only 296.5 TFLOPs/s/GPU for me', '1845 tokens / gpu / s'])(
    'reads a throughput logged per GPU: %s',
    (text) => expect(trainingThroughput(text)).toBe(true),
  );
  it.each(['30 tokens/s per user', '3000 tokens per second in total', 'the MFU logging PR shows a batch of 256'])(
    'leaves a service’s speed alone: %s',
    (text) => expect(trainingThroughput(text)).toBe(false),
  );
});

describe('pretrainingFramework', () => {
  it.each(['Training Llama3 70B with Megatron-LM', 'train Llama-3.1-70B with Torchtitan', '--tensor-model-parallel-size 4 --pipeline-model-parallel-size 1'])(
    'reads a pre-training framework: %s',
    (text) => expect(pretrainingFramework(text)).toBe(true),
  );
  it.each(['megatron lora sft qwen3vl-235b-a22b', 'ms-swift megatron sft 全参微调 Qwen3-8B', 'train llama 3 8b with axolotl'])(
    'not when the post fine-tunes or names none: %s',
    (text) => expect(pretrainingFramework(text)).toBe(false),
  );
});

describe('trainerNamed', () => {
  it.each([
    'llamafactory-cli train examples/train_lora/llama3_lora_sft.yaml',
    'LLaMA-Factory 微调 qwen2.5-7b，cutoff_len 120000',
    'axolotl lora on mistral 7b',
    'swift sft --model Qwen3-8B --train_type lora',
    'deepspeed train_rm.py --zero_stage 3',
    'trainer = SFTTrainer(model, peft_config=config)',
    'xtuner train llama2_70b_qlora',
  ])('a transformers stack: %s', (text) => expect(trainerNamed(text)).toBe('hf'));
  it.each([
    'LLaMA-Factory with use_unsloth: true',
    'unsloth notebook on a T4',
    'tune run lora_finetune_single_device --config llama3_1/8B_lora_single_device',
    'LoRA of qwen2.5 7b on one 4090',
  ])('none when Unsloth is named, or no transformers stack is: %s', (text) => expect(trainerNamed(text)).toBeUndefined());
});
