/**
 * Reinforcement-learning memory per GPU: the models an RL run holds beside the policy it trains.
 *
 * - The policy: trained as the fine-tune says (memory-train.ts: full or LoRA, ZeRO-sharded).
 * - A frozen reference policy for the KL term: a bf16 copy in full fine-tuning, sharded like the policy under
 *   ZeRO-3 / FSDP (memory-train.ts `referenceCopy`, as for DPO); with LoRA the base with its adapter disabled
 *   (TRL, verl), no copy. None when beta / kl_coef is 0 — TRL's GRPOConfig default: "beta … defaults to 0.0 …
 *   the reference model is not loaded" (huggingface/trl trl/trainer/grpo_config.py).
 * - PPO's critic (value model): as large as the policy and trained — its weights and optimizer states stay
 *   resident like the policy's; its gradients live only during its own update, when the policy's are freed
 *   (optimizer.zero_grad sets them to None), so they add nothing beyond the policy's. With LoRA, a value head on
 *   the policy model (TRL AutoModelForCausalLMWithValueHead, LLaMA-Factory's PPO): no second model.
 * - A reward model run frozen (PPO, online DPO): bf16 weights, sharded like the reference (verl and OpenRLHF wrap it
 *   in FSDP / ZeRO-3 like the policy); with LoRA an adapter on the same base (LLaMA-Factory reward_model_type
 *   'lora'). None with a rule-based (verifiable) reward, GRPO's usual math / code setting.
 * - The rollout engine (vLLM) colocated on the training GPUs: its own copy of the weights (bf16, or the frozen
 *   base's format with LoRA), split over the GPUs a sharded policy spans (engineTensorParallel), plus the KV cache
 *   of the generations × micro-batch completions at the sequence length. Unsloth's fast_inference shares the
 *   trainer's weights with vLLM, so only the KV cache is the engine's. verl frees the engine's KV cache after
 *   generation (rollout.free_cache_engine: True) and puts it to sleep while the actor trains, and the actor's
 *   gradients and activations are freed while it generates: the two phases share one peak,
 *   max(gradients + activations, engine). An engine left awake (TRL colocate without vllm_enable_sleep_mode, Unsloth
 *   without UNSLOTH_VLLM_STANDBY, ms-swift's sleep_level 0) holds its memory through the training pass: the sum. A gpu_memory_utilization is a setting, not a need: the engine is sized
 *   by what it holds, and the fraction is set to fit it. On GPUs of its own (TRL vllm_mode "server", OpenRLHF's
 *   separate vLLM engines) the engine is not on these GPUs.
 */
import type { LlmModel as Model } from '../catalog/schema.ts';
import { kvBytesForContext, kvShareOnGpu } from './kv-cache.ts';
import { baseWeightBytes, trainMemory, trainingPerGpu, type TrainMemoryArgs } from './memory-train.ts';
import { weightBytes } from './precision.ts';
import type { Recorder } from './recorder.ts';
import type { Assumption, MemoryBreakdown, RlSetup } from './types.ts';

const GB = 1e9;

export interface RlMemoryArgs {
  /** The policy's training setup (its `referenceCopy` already set when the reference is a copy). */
  policy: TrainMemoryArgs;
  rl: RlSetup;
}

/**
 * GPUs the colocated engine's weights are split over: all the policy's when it is sharded (verl and OpenRLHF split
 * the rollout model by tensor, pipeline or expert parallelism across nodes for the largest models, e.g. verl's
 * DeepSeek-V3 recipes), else one (TRL's vllm_tensor_parallel_size default 1, every GPU holding the model).
 */
export function engineTensorParallel(a: Pick<TrainMemoryArgs, 'gpus' | 'zero'>): number {
  return a.zero >= 1 ? a.gpus : 1;
}

/** What the rollout engine holds on each GPU it spans: its weights (none when shared with Unsloth's trainer) and the completions' KV cache. */
export function rolloutEngineGB(model: Model, a: Pick<TrainMemoryArgs, 'batch' | 'seq' | 'gpus' | 'zero' | 'trainer' | 'method' | 'precision'>, rl: RlSetup): { weightsGB: number; kvGB: number; tp: number } {
  const tp = engineTensorParallel(a);
  // The engine loads the checkpoint the trainer does: bf16 for a full fine-tune, the frozen base's format for LoRA.
  const weightsGB = a.trainer === 'unsloth' ? 0 : weightBytes(model, a.method === 'full' ? 'bf16' : a.precision) / tp / GB;
  const kvGB = (rl.generations * a.batch * kvBytesForContext(model, 'bf16', a.seq) * kvShareOnGpu(model, tp)) / GB;
  return { weightsGB, kvGB, tp };
}

/** The policy's memory with the reference, critic, reward model and rollout engine the run holds beside it. */
export function rlMemory(a: RlMemoryArgs, policy: MemoryBreakdown, rec?: Recorder): MemoryBreakdown {
  const { rl } = a;
  const p = a.policy;
  const { model } = p;
  const n = p.gpus;
  const full = p.method === 'full';
  const sharded = p.zero >= 3 ? n : 1;
  const offloadParams = p.offload === 'params';

  // The reference copy is in the policy's weights already (memory-train.ts); stated here as its own line.
  const referenceGB = p.referenceCopy ? weightBytes(model, 'bf16') / GB / sharded : 0;
  rec?.step('rl.reference', rl.reference ? (full ? 'bf16 weights ÷ GPUs under ZeRO-3 (in the weights above)' : 'the base with the adapter disabled: no copy') : 'none (no KL term)', { paramsB: model.paramsB, gpus: sharded }, referenceGB, 'GB');

  // The critic: a second trained model of the policy's size (full), or a value head on it (LoRA).
  let criticWeightsGB = 0;
  let criticOptimizerGB = 0;
  let criticHostGB = 0;
  if (rl.critic && full) {
    const critic = trainMemory({ ...p, referenceCopy: false });
    criticWeightsGB = offloadParams ? 0 : baseWeightBytes(p) / GB / sharded;
    criticOptimizerGB = critic.optimizerGB;
    criticHostGB = critic.hostGB ?? 0;
  }
  rec?.step('rl.critic', rl.critic ? (full ? 'value model: weights (÷ GPUs under ZeRO-3) + optimizer states, as the policy' : 'value head on the policy: no second model') : 'none', { weightsGB: criticWeightsGB, optimizerGB: criticOptimizerGB }, criticWeightsGB + criticOptimizerGB, 'GB');

  // The reward model: frozen bf16 weights sharded like the reference, or an adapter on the same base (LoRA).
  const rewardGB = rl.rewardModel && full ? (offloadParams ? 0 : weightBytes(model, 'bf16') / GB / sharded) : 0;
  rec?.step('rl.rewardModel', rl.rewardModel ? (full ? 'bf16 weights ÷ GPUs under ZeRO-3' : 'an adapter on the same base: no copy') : 'none (rule-based reward)', { paramsB: model.paramsB, gpus: sharded }, rewardGB, 'GB');

  // The rollout engine shares one peak with the training pass: max(gradients + activations, engine).
  let rolloutExtraGB = 0;
  if (rl.rollout === 'colocated') {
    const engine = rolloutEngineGB(model, p, rl);
    const engineGB = engine.weightsGB + engine.kvGB;
    // Asleep while the policy trains, the engine uses what the training pass frees; awake, it holds all of its memory.
    const freed = rl.engineSleeps ? policy.gradientsGB + policy.activationsGB : 0;
    rolloutExtraGB = Math.max(0, engineGB - freed);
    rec?.step(
      'rl.rollout',
      rl.engineSleeps ? 'max(0, engine weights ÷ TP + generations × batch × seq × KV/token ÷ TP − (gradients + activations))' : 'engine weights ÷ TP + generations × batch × seq × KV/token ÷ TP (awake while the policy trains)',
      { engineWeightsGB: engine.weightsGB, kvGB: engine.kvGB, tensorParallel: engine.tp, generations: rl.generations, batch: p.batch, seq: p.seq, freedGB: freed },
      rolloutExtraGB,
      'GB',
    );
  } else {
    rec?.step('rl.rollout', 'on GPUs of its own: not on these', {}, 0, 'GB');
  }

  const { perGpuGB, ...rest } = trainingPerGpu(
    {
      weightsGB: policy.weightsGB + criticWeightsGB + rewardGB,
      gradientsGB: policy.gradientsGB,
      optimizerGB: policy.optimizerGB + criticOptimizerGB,
      activationsGB: policy.activationsGB,
      kvCacheGB: rolloutExtraGB,
    },
    rec,
    policy.overheadGB,
  );
  const rewardHostGB = rl.rewardModel && full && offloadParams ? weightBytes(model, 'bf16') / GB : 0;
  const hostGB = (policy.hostGB ?? 0) + criticHostGB + rewardHostGB;
  return { perGpuGB, totalGB: perGpuGB * n, ...rest, ...(hostGB > 0 ? { hostGB } : {}) };
}

/** What the answer states of each model the run holds (locales/<lng>/estimate.json assumption.rl*). */
export function rlAssumptions(rl: RlSetup, method: TrainMemoryArgs['method']): Assumption[] {
  const full = method === 'full';
  const out: Assumption[] = [];
  out.push({ key: !rl.reference ? 'rlNoReference' : full ? 'rlReferenceCopy' : 'rlReferenceBase', params: {} });
  if (rl.critic) out.push({ key: full ? 'rlCritic' : 'rlCriticHead', params: {} });
  out.push({ key: !rl.rewardModel ? 'rlRuleReward' : full ? 'rlRewardModel' : 'rlRewardAdapter', params: {} });
  if (rl.rollout === 'separate') out.push({ key: 'rlRolloutSeparate', params: {} });
  else out.push({ key: rl.engineSleeps ? 'rlRolloutColocated' : 'rlRolloutAwake', params: { generations: rl.generations } });
  return out;
}
