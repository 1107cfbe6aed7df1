/**
 * The models an RL run holds, from what the post says of its recipe (parse/rl-recipe.ts) and, for what it does not
 * say, the recipes' defaults:
 * - PPO (and RLHF named without an algorithm) trains a critic and scores with a reward model (InstructGPT's recipe;
 *   OpenRLHF train_ppo_ray, verl's PPO example with a reward model); GRPO, RLOO and DAPO have no critic, and their usual
 *   reward is a rule (verl's GSM8K / DAPO math examples, open-r1's accuracy and format rewards).
 * - A KL term against a frozen reference unless it is turned off (verl's GRPO examples use_kl_loss=True; DeepSeek-R1's
 *   beta 0.001). TRL's GRPOTrainer loads none by default: "beta … defaults to 0.0 … the reference model is not loaded"
 *   (huggingface/trl trl/trainer/grpo_config.py).
 * - A group of 8 completions per prompt: TRL GRPOConfig num_generations "defaults to 8" (same file); PPO samples one.
 * - The rollout engine colocated on the training GPUs (verl's hybrid engine, OpenRLHF --colocate_all_models, TRL
 *   vllm_mode "colocate"), unless the post puts it on GPUs of its own, and asleep while the policy trains as verl's
 *   is (rollout.free_cache_engine: True, verl/trainer/config/rollout/rollout.yaml) unless the post names a stack
 *   whose engine stays awake by default (parse/rl-recipe.ts).
 */
import type { RlSetup } from '../estimate/types.ts';
import type { AdviceRequest } from './types.ts';

/** TRL GRPOConfig `num_generations` default (huggingface/trl trl/trainer/grpo_config.py). */
export const DEFAULT_RL_GENERATIONS = 8;

/** The RL setup of a request that names reinforcement learning. */
export function rlSetup(request: Pick<AdviceRequest, 'rl'>): RlSetup {
  const said = request.rl ?? {};
  const ppo = said.algorithm === 'ppo';
  return {
    reference: said.kl ?? true,
    critic: ppo,
    rewardModel: said.rewardModel ?? ppo,
    generations: said.generations ?? (ppo ? 1 : DEFAULT_RL_GENERATIONS),
    rollout: said.rollout ?? 'colocated',
    engineSleeps: said.engineSleeps ?? true,
  };
}
