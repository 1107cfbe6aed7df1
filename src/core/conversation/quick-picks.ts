/**
 * The quick picks each question offers, as data: the question views render them and the choice
 * reader decodes them from the same rows, so a button can never mean something the reader does not
 * know. Values are ASCII and ≤ 40 characters (they become Discord custom ids and Telegram
 * callback_data).
 */
import type { AdviceRequest } from '../recommend/types.ts';

/** Popular open models people ask about first; ids not in the catalog are skipped at render time. */
export const POPULAR_MODELS = ['qwen2.5-7b', 'llama-3.1-8b', 'qwen2.5-14b', 'qwen2.5-72b', 'llama-3.1-70b', 'deepseek-r1'];

/** "Other — type it": re-asks the model question with a typing hint. */
export const OTHER_MODEL = 'model:other';

export interface TaskPick {
  value: string;
  /** Label key under `conversation:task.*`. */
  label: string;
  set: Pick<AdviceRequest, 'task' | 'method' | 'precision'>;
}

/** Inference in the two precisions people choose between, the three fine-tuning methods, pre-training. */
export const TASK_PICKS: TaskPick[] = [
  { value: 'task:infer', label: 'infer', set: { task: 'infer' } },
  { value: 'task:infer:int4', label: 'inferInt4', set: { task: 'infer', precision: 'int4' } },
  { value: 'task:lora', label: 'lora', set: { task: 'finetune', method: 'lora' } },
  { value: 'task:qlora', label: 'qlora', set: { task: 'finetune', method: 'qlora' } },
  { value: 'task:full', label: 'full', set: { task: 'finetune', method: 'full' } },
  { value: 'task:pretrain', label: 'pretrain', set: { task: 'pretrain' } },
];

/**
 * The cards people own or rent most, from a desk card to a datacenter one, for "which are your cards?"; ids not in
 * the catalog are skipped at render time.
 */
export const POPULAR_GPUS = ['rtx3090', 'rtx4090', 'rtx-a6000', 'a100-80gb-sxm', 'a800', 'h100-sxm'];

/** Quick-pick value prefix of the card question, and its "not sure": recommend what to rent for the count. */
export const CARD = { prefix: 'gpu:', unsure: 'gpu:unsure' } as const;

/** Typical concurrent users of a team service: one person, a small team, a department, a product. */
export const USER_PICKS = [1, 5, 20, 100];

/** Typical dataset sizes in tokens: fine-tuning sets are 10M–1B, pre-training corpora 10B–1T. */
export const TOKEN_PICKS = { finetune: [1e7, 1e8, 1e9], pretrain: [1e10, 1e11, 1e12] };

/** Quick-pick value prefixes for the amount question. */
export const AMOUNT = { users: 'amount:users=', tokensPerSec: 'amount:tps=', tokens: 'amount:tokens=' } as const;

/** Control values every question view carries. */
export const CONTROLS = ['back', 'restart', 'cancel'] as const;
export type Control = (typeof CONTROLS)[number];
