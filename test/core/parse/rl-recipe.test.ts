/**
 * The RL recipe read from a post (src/core/parse/rl-recipe.ts): the algorithm, a KL term turned off, the reward,
 * the group size and where the rollout engine runs and whether it sleeps.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';
import { helperModels, readRlRecipe } from '../../../src/core/parse/rl-recipe.ts';
import type { RlRecipe } from '../../../src/core/recommend/types.ts';

const catalog = loadCatalog();
const read = (text: string) => parseRequest(text, catalog, new Date('2026-12-02T00:00:00Z')).request;

describe('the RL recipe a post states', () => {
  it.each<[string, RlRecipe]>([
    ['PPO on Qwen2.5-7B with a 7B reward model and a critic', { algorithm: 'ppo', rewardModel: true }],
    ['RLHF of llama 3 8b', { algorithm: 'ppo' }],
    ['GRPO with a rule-based reward, num_generations=16', { algorithm: 'group', rewardModel: false, generations: 16 }],
    ['verl ppo trainer with algorithm.adv_estimator=grpo actor_rollout_ref.rollout.n=5', { algorithm: 'group', generations: 5, engineSleeps: true }],
    ['GRPO, beta=0.0, 8 completions per prompt', { algorithm: 'group', kl: false, generations: 8 }],
    ['GRPO with beta 0.04', { algorithm: 'group', kl: true }],
    ['GRPO use_kl_loss=False', { algorithm: 'group', kl: false }],
    // TRL's GRPOConfig beta defaults to 0.0: no reference model unless a beta is given; its engine stays awake.
    ['TRL GRPOTrainer on Qwen2.5-3B with use_vllm', { algorithm: 'group', kl: false, engineSleeps: false }],
    ['TRL GRPOTrainer with beta 0.001 and vllm_enable_sleep_mode=True', { algorithm: 'group', kl: true, engineSleeps: true }],
    ['trl GRPO with vllm_mode server', { algorithm: 'group', kl: false, rollout: 'separate', engineSleeps: false }],
    ['3B GRPO on 4 3090s（3张卡训练 + 1张卡给vllm生成）', { algorithm: 'group', rollout: 'separate' }],
    ['unsloth GRPO with UNSLOTH_VLLM_STANDBY=1', { algorithm: 'group', engineSleeps: true }],
    ['Online DPO of qwen2.5 1.5b', { algorithm: 'group', generations: 2, rewardModel: true }],
  ])('%s', (text, expected) => {
    expect(readRlRecipe(text)).toEqual(expected);
  });

  it('is read into the request only when reinforcement learning is named', () => {
    expect(read('GRPO of Qwen2.5-7B on 8 H100, num_generations 8, rule-based reward').rl).toEqual({ algorithm: 'group', generations: 8, rewardModel: false });
    expect(read('SFT of Qwen2.5-7B with a reward model in mind, 8 H100').rl).toBeUndefined();
  });

  it('plain SFT asked after an RL run is no RL', () => {
    const request = read("I used 72 H100-80g for GRPO with vllm colocate and it OOM'd. Now I just want plain full-parameter SFT of gpt-oss-120b — how many H100s?");
    expect(request.reinforcement).toBeUndefined();
    expect(request.task).toBe('finetune');
  });

  it('an RL "quick start" is RL, and its rollout length the context', () => {
    expect(read('Can the Qwen3-4B RL quick start with a 16k rollout length run on a single H200?')).toMatchObject({ task: 'finetune', reinforcement: true, contextTokens: 16384 });
    expect(read('R1-Distill-Qwen-1.5B GRPO (8k response length) OOM on 8 A100').contextTokens).toBe(8192);
  });

  it('the reward, critic and reference models a config loads are not the model trained', () => {
    const yaml = 'PPO yaml:\nmodel_name_or_path: Qwen/Qwen-14B-Chat\nreward_model: Qwen/Qwen1.5-7B-Chat\nreward_model_adapters: saves/Qwen1.5-7B-Chat/lora/reward\nstage: ppo\nfinetuning_type: lora\n单卡 A100 80G 跑这个 PPO（14B 策略 + 7B 奖励模型）显存够吗？';
    expect(read(yaml).model).toBe('qwen-14b');
    const flags = '--pretain x --reward_pretrain /ckpt/Meta-Llama-3-8B-Instruct --critic_pretrain /ckpt/Qwen2.5-7B';
    expect(helperModels(flags).map(({ start, end }) => flags.slice(start, end))).toEqual(['/ckpt/Meta-Llama-3-8B-Instruct', '/ckpt/Qwen2.5-7B']);
  });
});
