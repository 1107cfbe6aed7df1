import type { Trainer } from '../estimate/types.ts';

/**
 * Words that make a post a training run when it names no task: a throughput counted per GPU the way trainers log it
 * ("840 token/sec/GPU", "1500 Tokens/GPU/Second", "TGS", "296.5 TFLOPs/s/GPU"), and the frameworks built for
 * pre-training (Megatron-LM, torchtitan, nanotron, GPT-NeoX), which a post fine-tunes with only when it says so ("megatron sft").
 */

/** A training throughput: tokens or TFLOPs per GPU per second, TGS. A served model's speed is per user or in total (MFU is logged by both). */
const TRAINING_THROUGHPUT = /(?:tokens?|toks?)\s*\/\s*(?:gpu\s*\/\s*(?:s|sec|second)\b|(?:s|sec|second)\s*\/\s*gpu\b)|\btokens?\s+per\s+gpu\s+per\s+sec(?:ond)?\b|\bTGS\b|\bTFLOPs?\s*\/\s*s\s*\/\s*gpu\b|\bTFLOPs?\s+per\s+gpu\b/iu;

/** Frameworks made for pre-training, by name or by Megatron's own flags. */
const PRETRAIN_FRAMEWORK = /(?<![a-z])(?:megatron(?:-lm)?|torchtitan|nanotron|gpt-neox)(?![a-z])|--(?:tensor|pipeline)-model-parallel-size\b/iu;

/** What makes a framework's run a fine-tune instead. */
const FINETUNE_WORDS = /微调|精调|指令|\bsft\b|fine[\s-]?tun|finetun|\blora\b|\bq-?lora\b|\bdpo\b|\bppo\b|\bgrpo\b|\brlhf\b|对齐|instruction[\s-]tun/iu;

/** Whether the post logs a training run's throughput. */
export function trainingThroughput(text: string): boolean {
  return TRAINING_THROUGHPUT.test(text);
}

/** Whether a training run with no task word is pre-training: a pre-training framework, and no fine-tuning said. */
export function pretrainingFramework(text: string): boolean {
  return PRETRAIN_FRAMEWORK.test(text) && !FINETUNE_WORDS.test(text);
}

/** Unsloth, named (also as an option of another stack: LLaMA-Factory's `use_unsloth`, ms-swift's `--tuner_backend unsloth`). */
const UNSLOTH = /unsloth/iu;

/**
 * Fine-tuning stacks on Hugging Face transformers that keep every layer's checkpoint on the GPU and the whole sequence's logits:
 * LLaMA-Factory, axolotl, ms-swift, TRL's trainers, PEFT with the Trainer, DeepSpeed, FSDP, xtuner, FastChat, alpaca-lora,
 * OpenRLHF, verl. (torchtune chunks its loss; kohya and diffusers train image models: neither is here.)
 */
const HF_STACK = /llama[\s_-]?factory|llamafactory|\baxolotl\b|\bms-swift\b|\bswift\s+(?:sft|pt|rlhf)\b|\b(?:SFT|DPO|GRPO|PPO|ORPO|KTO|Reward|Seq2Seq)Trainer\b|\bTRL\b|\bget_peft_model\b|\bdeepspeed\b|\bzero[\s_-]?(?:stage[\s_-]?)?[23]\b|\bds_z[23]\b|\bfsdp\b|\bxtuner\b|\bfastchat\b|alpaca[\s_-]lora|\bopenrlhf\b|\bverl\b/iu;

/**
 * The fine-tuning stack a post names, when it is one of transformers' (`hf`). Unsloth named, or nothing named, leaves the
 * estimator's default (Unsloth for LoRA on one card where it runs, transformers otherwise): "unsloth" in a post may be the
 * stack it left for another one.
 */
export function trainerNamed(text: string): Trainer | undefined {
  return HF_STACK.test(text) && !UNSLOTH.test(text) ? 'hf' : undefined;
}
