/**
 * Which fine-tuning stack a layout runs on, and the optimizer it uses when none is named.
 *
 * Unsloth is what a LoRA/QLoRA job on one card is run with (the Unsloth docs and notebooks, and what
 * single-card answers cite); it keeps each layer's checkpoint in CPU RAM and fuses the loss with
 * the lm_head in chunks, so its activations are one layer's recomputation (memory-train.ts), and its
 * notebooks train with optim="adamw_8bit". It never shards the model: several GPUs run DDP, each with
 * a whole copy (Unsloth docs, "Multi-GPU fine-tuning with Unsloth: DDP"). It needs an NVIDIA card of
 * CUDA capability ≥ 7.0 (Unsloth requirements page), i.e. one with tensor cores. Anything sharded
 * (ZeRO ≥ 1), a full fine-tune, or another card runs Hugging Face transformers + PEFT/TRL (+ DeepSpeed).
 */
import type { Gpu } from '../catalog/schema.ts';
import type { Method, Offload, Optimizer, Trainer } from './types.ts';

/** CUDA capability 7.0 is Volta (V100, 2017); the catalog's undated NVIDIA cards are all later SKUs. */
const FIRST_CC7_YEAR = 2017;
export function unslothRuns(gpu: Gpu): boolean {
  return gpu.vendor === 'NVIDIA' && (gpu.releaseYear ?? FIRST_CC7_YEAR) >= FIRST_CC7_YEAR;
}

export interface TrainerChoice {
  trainer?: Trainer;
  method: Method;
  gpu: Gpu;
  offload: Offload;
}

/** The stack a layout trains with: the named one, else Unsloth where it applies (ZeRO-Offload is DeepSpeed's). */
export function trainerAt(r: TrainerChoice, zero: 0 | 1 | 2 | 3): Trainer {
  if (r.trainer) return r.trainer;
  return r.method !== 'full' && zero === 0 && r.offload === 'none' && unslothRuns(r.gpu) ? 'unsloth' : 'hf';
}

/** The optimizer when none is named: Unsloth's notebooks use 8-bit AdamW, transformers' Trainer AdamW (torch). */
export function defaultOptimizer(trainer: Trainer): Optimizer {
  return trainer === 'unsloth' ? 'adamw8bit' : 'adamw';
}
