/**
 * What a post says of its RL recipe beyond the algorithm's name (the `reinforcement` keyword rule): PPO or a group
 * method, the KL term turned off, a rule-based reward or a reward model, the group size and where the rollout engine
 * runs. Read only when reinforcement learning is named; the defaults for what is not
 * said are recommend/rl-setup.ts's.
 */
import type { RlRecipe } from '../recommend/types.ts';
import type { Span } from './spans.ts';

/** Group-baseline methods (no critic): GRPO and its variants, RLOO, REINFORCE++, ReMax, online DPO. */
const GROUP = /\b(?:grpo|dapo|gspo|rloo|remax|reinforce\+\+|online[\s_-]?dpo)\b|\b(?:GRPO|RLOO|OnlineDPO)(?:Trainer|Config)\b|adv_estimator\s*[=:]\s*["']?(?:grpo|rloo|reinforce_plus_plus|remax)/iu;
/** PPO and the classic RLHF recipe (a critic and a reward model). */
const PPO = /\bppo\b|\bPPO(?:Trainer|Config)\b|\brlhf\b|\bcritic\b|\bvalue\s+model\b|价值模型/iu;
const ONLINE_DPO = /\bonline[\s_-]?dpo\b/iu;

/** The KL term off: beta / kl_coef 0, use_kl_loss False, "no KL". A nonzero beta (0.04, 0.001) is not this. */
const KL_OFF =
  /\b(?:beta|kl_coef|init_kl_coef|kl_loss_coef)\b\s*[=:]?\s*0(?:\.0+)?(?![\d.])|\buse_kl_loss\s*[=:]?\s*false\b|\b(?:no|without(?:\s+a|\s+the)?)\s+kl\b|(?:不加|去掉|关掉|不用)\s*kl/iu;
/** A KL coefficient stated nonzero: the reference is loaded whatever a trainer's default. */
const KL_ON = /\b(?:beta|kl_coef|init_kl_coef|kl_loss_coef)\b\s*[=:]?\s*(?:0?\.\d*[1-9]|[1-9])|\buse_kl_loss\s*[=:]?\s*true\b/iu;
/** TRL's GRPOTrainer, whose GRPOConfig beta defaults to 0.0 (no reference model; huggingface/trl grpo_config.py). */
const TRL_GRPO = /\bGRPOTrainer\b|\bGRPOConfig\b|\btrl\b[^.\n]{0,60}\bgrpo\b|\bgrpo\b[^.\n]{0,60}\btrl\b/iu;

const RULE_REWARD = /\brule[\s-]?based\b|\bverifiable\b|\brlvr\b|\breward[\s_]?func(?:tion)?s?\b|\baccuracy[\s_]reward\b|规则奖励|基于规则|可验证/iu;
const REWARD_MODEL = /\breward[\s_-]?models?\b|\breward_(?:model_path|pretrain|model_name)\b|奖励模型|\brm\b(?!\s*-rf)/iu;

const GENERATIONS =
  /\b(?:num_generations|n_samples_per_prompt|rollout\.n|group[\s_]size)\b\s*[=:]?\s*(\d{1,3})\b|\b(\d{1,3})\s+(?:generations|completions|rollouts|samples|responses)\s+(?:per|for\s+each|each)\s+prompt\b|每(?:个|条)\s*prompt\s*(?:生成|采样)?\s*(\d{1,3})\s*(?:条|个|次)/iu;

/** The engine on GPUs of its own: TRL's server mode, a card set aside for vLLM. */
const SEPARATE =
  /\bvllm_mode\s*[=:]?\s*["']?server\b|\btrl\s+vllm-serve\b|(?:\d|一|两|二)\s*(?:张|块)\s*(?:卡|gpu|GPU)?\s*(?:给|跑|用于|用来跑)\s*vllm|\b(?:one|1|a)\s+(?:gpu|card)\s+(?:for|running|dedicated\s+to)\s+vllm\b|\bvllm\s+on\s+(?:a\s+|its\s+own\s+|a\s+separate\s+|separate\s+)(?:gpus?|cards?)\b/iu;

/** Supervised fine-tuning asked for instead ("now I just want plain SFT", "只做 SFT"): the RL named is another run's. */
const SFT_INSTEAD = /\b(?:plain|just|only|simple|regular)\s+(?:full[\s-]?param(?:eter)?s?\s+|full\s+)?sft\b|(?:只|仅|单纯)(?:想|要)?(?:做|跑)?\s*(?:全参|全量)?\s*sft/iu;

/** Whether the post asks for plain supervised fine-tuning, the RL it names being another run. */
export function sftInstead(text: string): boolean {
  return SFT_INSTEAD.test(text);
}

/** A sleep mode said: the colocated engine frees its memory while the policy trains. */
const SLEEP_ON =
  /\bvllm_enable_sleep(?:_mode)?\b(?!\s*[=:]?\s*false)|\benable_sleep_mode\b(?!\s*[=:]?\s*false)|\bUNSLOTH_VLLM_STANDBY\s*=\s*1\b|\bsleep_level\s*[=:]?\s*[12]\b|\bfree_cache_engine\s*[=:]?\s*true\b|\bsleep\s+mode\b/iu;
/** verl and its forks (EasyR1) sleep the engine by default (rollout.free_cache_engine: True). */
const SLEEPING_STACK = /\bverl\b|\beasyr1\b|\bfree_cache_engine\b/iu;
/**
 * Stacks whose colocated engine stays awake unless told: TRL (vllm_enable_sleep_mode defaults to False,
 * trl/trainer/grpo_config.py), Unsloth (UNSLOTH_VLLM_STANDBY is opt-in), ms-swift (sleep_level 0 by default).
 */
const AWAKE_STACK = /\bunsloth\b|\btrl\b|\bGRPOTrainer\b|\bms-swift\b|\bswift\s+rlhf\b|\buse_vllm\b/iu;

/** The recipe a post names, or undefined when it says nothing beyond the algorithm's name. */
export function readRlRecipe(text: string): RlRecipe | undefined {
  const out: RlRecipe = {};
  if (GROUP.test(text)) out.algorithm = 'group';
  else if (PPO.test(text)) out.algorithm = 'ppo';
  if (KL_OFF.test(text)) out.kl = false;
  else if (KL_ON.test(text)) out.kl = true;
  else if (TRL_GRPO.test(text)) out.kl = false;
  if (RULE_REWARD.test(text)) out.rewardModel = false;
  else if (REWARD_MODEL.test(text)) out.rewardModel = true;
  const generations = GENERATIONS.exec(text);
  const n = generations ? Number(generations[1] ?? generations[2] ?? generations[3]) : undefined;
  if (n !== undefined && n >= 1) out.generations = n;
  // Online DPO samples two completions a prompt and ranks them with a reward model or judge (TRL OnlineDPOTrainer).
  if (ONLINE_DPO.test(text)) {
    out.generations ??= 2;
    out.rewardModel ??= true;
  }
  if (SEPARATE.test(text)) out.rollout = 'separate';
  if (SLEEP_ON.test(text) || SLEEPING_STACK.test(text)) out.engineSleeps = true;
  else if (AWAKE_STACK.test(text)) out.engineSleeps = false;
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The models an RL or preference config loads beside the one trained ("reward_model: Qwen/Qwen1.5-7B-Chat", "--reward_pretrain
 * …/Meta-Llama-3-8B-Instruct", "--critic_pretrain …", "ref_model: …"): their names, set aside when reading the model trained.
 */
const HELPER_MODEL = /(?:\b|--)(?:(?:reward|critic|ref)_model\w*|reward_pretrain|critic_pretrain|rm_path)["']?\s*[:=\s]\s*["']?([^\s"',]+)/giu;

export function helperModels(text: string): Span[] {
  return [...text.matchAll(HELPER_MODEL)].map((m) => {
    const start = m.index + m[0].length - (m[1] ?? '').length;
    return { start, end: m.index + m[0].length };
  });
}
