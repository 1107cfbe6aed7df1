/**
 * The advisory contract between the conversation, the recommender and the adapters.
 */
import type { Billing, Currency, Catalog } from '../catalog/schema.ts';
import type { Engine, Estimate, KvPrecision, Method, Optimizer, Task, Preference, TraceStep, Trainer, WeightPrecision } from '../estimate/types.ts';
import type { Locale } from '../i18n.ts';
import type { Verdict } from './verdict.ts';
import type { CpuVerdict } from './cpu.ts';
import type { MacVerdictResult } from './mac.ts';
import type { CardModel } from './card-models.ts';
import type { MacSpec } from '../parse/mac.ts';
import type { Workload } from './workload.ts';

/** What was understood from the user (the `request` of `whichcard advise --json`). */
export interface AdviceRequest {
  /** Catalog model id, or absent when only a bare size is known. */
  model?: string;
  /** Bare size in billions for an unknown model ("7B", "70亿"); experts × size for "8x7B". */
  modelSizeB?: number;
  moeExperts?: number;
  /** An MoE's active parameters said beside its total ("80B total, 3B active", "总参 800 亿，激活 30 亿"). */
  modelActiveB?: number;
  task?: Task;
  method?: Method;
  precision?: WeightPrecision;
  /** The file size stated for a sub-4-bit GGUF quant ("IQ1_S，131GB"), GB: the weights, over params × the type's bits. */
  weightsGB?: number;
  kvPrecision?: KvPrecision;
  engine?: Engine;
  concurrency?: number;
  /** Total decode tokens/s wanted. */
  tokensPerSec?: number;
  /** tokensPerSec is a day's or month's volume averaged ("10M tokens daily"): a total over many users, never one stream's speed. */
  tokensPerSecAverage?: boolean;
  /** Requests arriving per second ("30 req/s", "QPS 20"): users in flight follow from the answers' length (Little's law). */
  requestsPerSecond?: number;
  /** Tokens one answer generates ("500 output tokens", "输出 300 token"). */
  outputTokens?: number;
  contextTokens?: number;
  hoursPerDay?: number;
  /** Training tokens per epoch (samples × length, or GB of text × tokens per GB, already multiplied). */
  tokens?: number;
  /** Dataset samples said without their length ("2 万条"): the parser turns them into `tokens` at the sequence length. */
  samples?: number;
  /** A sample's length said apart from the count ("52K data (avg ~200 tokens per example)"): samples × it are the tokens. */
  sampleTokens?: number;
  /**
   * The precision is the asker's first choice with a fallback asked about ("fp16 原版能放下吗？还是得上 GPTQ-Int8 / Int4？"):
   * the verdict judges it first and, if it does not fit, the next format down that does.
   */
  precisionFallback?: boolean;
  /** The method was assumed from the cards (a full fine-tune on several datacenter cards), not said: the verdict may choose another. */
  methodAssumed?: boolean;
  epochs?: number;
  deadlineHours?: number;
  /** The model FLOPs utilisation the asker assumes or measured ("assume ~40% MFU"): training time uses it, said. */
  mfu?: number;
  /** A card the user asked about ("should I rent an H100?"). */
  gpu?: string;
  count?: number;
  /**
   * The user asks how many of the card ("需要几张", "how many A100s", "4090s", "多卡") instead of
   * naming a count: the verdict searches the fewest that do the job.
   */
  countAsked?: boolean;
  /** The fewest cards wanted ("what's the smallest setup?", "as few GPUs as possible", "卡越少越好"): the cheapest plan among those with the fewest. */
  fewestCards?: boolean;
  /** The user asks how long a context fits ("能跑多长上下文", "max context on a 3090"): the answer leads with it. */
  contextAsked?: boolean;
  /** Reinforcement learning named ("GRPO", "PPO", "RLHF"): sized with the models the run holds (rl-setup.ts, estimate/memory-rl.ts). */
  reinforcement?: boolean;
  /** What the post says of the RL recipe (parse/rl-recipe.ts); each unsaid part takes the recipes' default (rl-setup.ts). */
  rl?: RlRecipe;
  /** Preference training named ("DPO" keeps a frozen reference model; "ORPO", "SimPO" do not): sized with it (estimate/types.ts). */
  preference?: Preference;
  /** The user asks how many users it serves at once ("能跑多少并发", "how many concurrent users can it handle"): the answer says. */
  concurrencyAsked?: boolean;
  /** The user asks how much memory it takes ("需要多少显存", "how much VRAM"): the answer leads with the figure and its parts. */
  memoryAsked?: boolean;
  /** The user thinks in machines of this many cards ("8xH100 nodes", "8卡A100机器"): "how many" is answered in whole machines. */
  machineGpus?: number;
  /** The named cards are the user's own ("on my 4090", "我手上有两张3090"): no rent on them; renting the same is a comparison. */
  ownsGpu?: boolean;
  /**
   * Cards of the asker's counted but not named ("i have 2 gpus … need to run it", "8 张卡全参微调到底够不够"): when which card
   * they are decides the answer, it is asked (recommend/card-question.ts); false once the asker declined to say.
   */
  unnamedCards?: boolean;
  /** Offline batch work (checkpointable, spot allowed) rather than an always-on service. */
  batchJob?: boolean;
  /** An image model's steps: sampling steps per image ("30 steps", "30 步"); an image fine-tune's training steps. */
  steps?: number;
  /** An image's size in pixels ("1024x1024", "768×1344"). */
  imageSize?: { width: number; height: number };
  /** Images an image model must generate a day ("1,000 SDXL images a day", "每天 500 张图"). */
  imagesPerDay?: number;
  /** A spending limit stated in the question ("$300/month", "预算 500 美元" = per job). */
  budget?: { amount: number; currency: Currency; per: 'month' | 'hour' | 'job' };
  /**
   * Part of the model may live in system RAM (llama.cpp offload): true when said or implied by stating the RAM ("with
   * 64GB RAM", "CPU offload"), false when ruled out ("entirely in VRAM", "without offload").
   */
  ramOffload?: boolean;
  /**
   * Memory the user states for the card they named where the catalog's card has other memory (a modified "2080ti 22g",
   * "4090 48G"): their cards are judged with it; rented plans keep the catalog's cards.
   */
  gpuMemoryGB?: number;
  /** The computer's RAM when stated ("64G内存"), GB: what an offload may use. */
  systemRamGB?: number;
  /** The user has no GPU to size ("my Mac", "CPU only"). */
  device?: 'mac' | 'cpu';
  /** The Mac's chip and unified memory when it was named ("M2 Ultra 192GB"): judged by recommend/mac.ts. */
  mac?: MacSpec;
  /** Training optimizer when named ("8-bit Adam" is an optimizer, not a weight precision). */
  optimizer?: Optimizer;
  /** The fine-tuning stack when the post names one (LLaMA-Factory, axolotl, DeepSpeed … are transformers'; Unsloth its own). */
  trainer?: Trainer;
  /**
   * Spot is out: said ("no spot"), or the job cannot resume from a checkpoint ("can NOT resume"), or it was preempted
   * before and now has a hard deadline. A job is then never planned on spot.
   */
  spotRuledOut?: boolean;
  /** A billing mode the user asked for ("按月租", "on-demand", "spot instances", "包年"): priced that way where an offer is. */
  billing?: BillingPreference;
  /** A second card weighed against `gpu` ("A100 还是 4090", "an H100 or two A100s"): judged beside it. */
  compareWith?: { gpu: string; count?: number; countAsked?: boolean };
  /** A provider named in the question ("用 autodl 跑", "on Lambda"): its offers only, within the team's allowed ones. */
  provider?: string;
}

export const BILLING_PREFERENCES = ['on_demand', 'spot', 'monthly', 'reserved'] as const;
export type BillingPreference = (typeof BILLING_PREFERENCES)[number];

/** Team settings passed into the core (stored by adapters in keyv). */
export interface Settings {
  /** The team's currency; unset until a team (or the operator) chooses: then the user's language decides. */
  currency?: Currency;
  /** Allowed providers; empty = all. */
  providers: string[];
  /** Monthly budget in `currency`, if any. */
  budget?: number;
  locale?: Locale;
  /** Fraction of VRAM kept free (default 0.10). */
  headroom: number;
  /** Allowed regions (matched against an offer's region words: "cn", "us-east-1", "eu"); absent = all. */
  regions?: string[];
  /** Spot / pre-emptible offers allowed; absent = allowed. */
  spot?: boolean;
  /** The serving engine an inference question that names none is planned with. */
  engine?: Engine;
  /** In a group: answer only commands and @mentions (a reply to the bot is not enough). */
  quiet?: boolean;
}

export const DEFAULT_SETTINGS: Settings = { providers: [], headroom: 0.1 };

/**
 * The currency prices are shown in: the team's choice, else the user's language's — 人民币 for zh
 * (China's rental platforms bill in CNY), US dollars for en.
 */
export function teamCurrency(ctx: { settings: Pick<Settings, 'currency'>; locale: Locale }): Currency {
  return ctx.settings.currency ?? (ctx.locale === 'zh' ? 'CNY' : 'USD');
}

/** Everything the pure core needs from outside: data, the moment, the user's language and settings. */
export interface CoreContext {
  catalog: Catalog;
  now: Date;
  locale: Locale;
  settings: Settings;
}

export interface Money {
  amount: number;
  currency: Currency;
  /** Set when converted from the offer's currency. */
  converted?: { from: Currency; rate: number; asOf: string; source: string };
}

export interface ModeCost {
  billing: Billing;
  reservedPeriod?: string;
  provider: string;
  pricePerGpuHour: number;
  currency: Currency;
  asOf: string;
  stale: boolean;
  /** Job cost (training) or monthly cost (service), in the team's currency. */
  cost: Money;
  /** Why this mode is or is not advised (locale key + params). */
  note?: { key: string; params: Record<string, string | number> };
}

export interface Option {
  gpu: string;
  count: number;
  /** machines = the rented machines the plan spans (from the offer's shape); several only from a provider that joins them. */
  layout: { tensorParallel: number; replicas: number; pipelineStages?: number; dataParallelAttention?: true; sequenceParallel?: number; machines: number };
  billing: Billing;
  provider: string;
  region: string;
  pricePerGpuHour: number;
  currency: Currency;
  asOf: string;
  stale: boolean;
  source: string;
  /** Per hour, per day, per month, per million tokens (services) or per job (training). */
  cost: { perHour: Money; perDay?: Money; perMonth?: Money; perMillionTokens?: Money; perJob?: Money };
  estimate: Estimate;
  /** GPUs paid for: `count`, or rounded up to whole instances of `instanceGpus` when rentUnit is 'instance'. */
  billedGpus?: number;
  /** 'gpu' = the provider rents single GPUs (price × count); 'instance' = fixed machine shapes. */
  rentUnit?: 'gpu' | 'instance';
  instanceGpus?: number;
  reservedPeriod?: string;
  /** The provider's display name where its id is a romanisation ("共绩算力"). */
  providerName?: string;
  /**
   * How the price was taken: 'median' = the median of a marketplace's comparable listings (the
   * listing at the median, with its own source), 'typical' = the catalog's stated typical price.
   * Absent = a list price. Member/promo prices are never mixed in unlabelled.
   */
  priceKind?: 'median' | 'typical' | 'member' | 'promo';
  /** Listings the median was taken over. */
  listings?: number;
}

export interface Advice {
  request: AdviceRequest;
  /** The verdict on the card the user named (verdict.ts), when a card was named. */
  verdict?: Verdict;
  /** The verdict on the second card of a comparison (request.compareWith), judged like `verdict`. */
  compared?: Verdict;
  /** The verdict on the user's Mac (recommend/mac.ts), when a Mac chip was named. */
  mac?: MacVerdictResult;
  /** No GPU ("CPU only"): the model on the CPU from system RAM (recommend/cpu.ts), before the rental plan. */
  cpu?: CpuVerdict;
  /** Far from fitting the named cards: the largest smaller model of its family (or its distills) they hold. */
  smallerKin?: CardModel;
  /**
   * The per-user decode speed the asker stated (one request, "20 users each at 50 tokens/s") and whether the plan
   * meets it; `got` is the plan's tokens/s per user. Not met: no plan reaches it and the plan is the fastest found.
   */
  speedTarget?: { perUser: number; got: number; met: boolean };
  recommendation: Option;
  alternatives: { fastest?: Option; cheapestOtherGpu?: Option; /** The card the user asked about, priced for the same job. */ requested?: Option };
  /** The job in every billing mode side by side, with the break-even. */
  modes: ModeCost[];
  billingReason: { key: string; params: Record<string, string | number> };
  breakEvenHoursPerMonth?: number;
  /** Billing modes the catalog has no offer for on the recommended GPU ('monthly' = no commitment of any kind). */
  missingModes?: string[];
  /** How the GPUs are used: a service some hours a day, or a job of so many hours. */
  workload?: Workload;
  /** Spot plan when the job may run on spot: checkpoint interval and expected re-run. */
  spot?: { intervalHours: number; rerunHours: number; rerunFraction: number; reclaimsPerHour: number; instances: number };
  hiddenCosts: { key: string; params: Record<string, string | number>; amount?: Money }[];
  warnings: { key: string; params: Record<string, string | number> }[];
  tips: { key: string; params: Record<string, string | number> }[];
  /** Assumptions the user did not state, each changeable with one tap (value = an input for the conversation). */
  assumptions: { key: string; params: Record<string, string | number>; change?: { label: string; value: string }[] }[];
  trace: TraceStep[];
}

/** An RL recipe as the post states it; every field is optional (parse/rl-recipe.ts). */
export interface RlRecipe {
  /** 'ppo' (a critic and a reward model: PPO, RLHF) or 'group' (a group baseline, no critic: GRPO, RLOO, DAPO, online DPO). */
  algorithm?: 'ppo' | 'group';
  /** False when the KL term is off (beta 0, kl_coef 0, use_kl_loss False): no reference model. */
  kl?: boolean;
  /** False with a rule-based / verifiable reward, true when a reward model is named. */
  rewardModel?: boolean;
  /** Completions per prompt (num_generations, rollout.n, n_samples_per_prompt). */
  generations?: number;
  /** The rollout engine on GPUs of its own (TRL vllm_mode server, a card set aside for vLLM). */
  rollout?: 'colocated' | 'separate';
  /** Whether the colocated engine sleeps while the policy trains: said (a sleep flag) or the named stack's default. */
  engineSleeps?: boolean;
}
