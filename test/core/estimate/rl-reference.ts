/**
 * Published RL figures (test/fixtures/rl-measurements.jsonl) scored against the estimator: the verl minimum-resource
 * recipes must fit as published, and the rollout engine's parts match the published breakdown. Shared by
 * memory-rl.test.ts and bench/estimate.ts, which prints each row with its error.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolveModel } from '../../../src/core/catalog/index.ts';
import type { Catalog, LlmModel } from '../../../src/core/catalog/schema.ts';
import { estimate, modelRef } from '../../../src/core/estimate/index.ts';
import { kvBytesForContext } from '../../../src/core/estimate/kv-cache.ts';
import { rolloutEngineGB } from '../../../src/core/estimate/memory-rl.ts';
import type { Offload, Trainer } from '../../../src/core/estimate/types.ts';

export interface RlRecord {
  kind: 'rl_fits' | 'rl_engine_weights' | 'rl_engine_kv';
  name: string;
  model: string;
  gpu?: string;
  gpu_count?: number;
  method?: 'full' | 'lora' | 'qlora';
  lora_rank?: number;
  offload?: Offload;
  zero?: 0 | 1 | 2 | 3;
  sequence_parallel?: number;
  seq?: number;
  batch?: number;
  generations?: number;
  kl?: boolean;
  reward_model?: boolean;
  engine_sleeps?: boolean;
  fits?: boolean;
  trainer?: Trainer;
  sequences?: number;
  measured_gb?: number;
  source: string;
}

export function loadRlRecords(): RlRecord[] {
  const path = fileURLToPath(new URL('../../fixtures/rl-measurements.jsonl', import.meta.url));
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as RlRecord);
}

export type RlScore =
  | { record: RlRecord; kind: 'fits'; fits: boolean; needGB: number; haveGB: number }
  | { record: RlRecord; kind: 'component'; estimated: number; measured: number; errorGB: number };

export function scoreRl(catalog: Catalog, r: RlRecord): RlScore {
  const model = resolveModel(catalog, r.model);
  if (!model) throw new Error(`no model ${r.model}`);
  const llm = model as LlmModel;
  if (r.kind === 'rl_engine_weights') {
    const engine = rolloutEngineGB(llm, { batch: 1, seq: 1, gpus: 1, zero: 0, trainer: r.trainer ?? 'hf', method: 'lora', precision: 'bf16' }, { reference: false, critic: false, rewardModel: false, generations: 1, rollout: 'colocated', engineSleeps: true });
    return { record: r, kind: 'component', estimated: engine.weightsGB, measured: r.measured_gb!, errorGB: engine.weightsGB - r.measured_gb! };
  }
  if (r.kind === 'rl_engine_kv') {
    const gb = ((r.sequences ?? 1) * kvBytesForContext(llm, 'bf16', r.seq!)) / 1e9;
    return { record: r, kind: 'component', estimated: gb, measured: r.measured_gb!, errorGB: gb - r.measured_gb! };
  }
  const gpu = catalog.gpus.find((g) => g.id === r.gpu);
  if (!gpu) throw new Error(`no gpu ${r.gpu}`);
  const e = estimate({
    model: modelRef(model),
    task: 'finetune',
    method: r.method!,
    precision: 'bf16',
    gpu,
    count: r.gpu_count!,
    seq: r.seq!,
    batch: r.batch ?? 1,
    tokens: 1e7,
    ...(r.lora_rank !== undefined ? { loraRank: r.lora_rank } : {}),
    ...(r.offload ? { offload: r.offload } : {}),
    ...(r.zero !== undefined ? { zero: r.zero } : {}),
    trainer: 'hf',
    reinforcement: { reference: r.kl ?? true, critic: false, rewardModel: r.reward_model ?? false, generations: r.generations ?? 1, rollout: 'colocated', engineSleeps: r.engine_sleeps ?? true },
  });
  return { record: r, kind: 'fits', fits: e.fits, needGB: e.memory.deviceGB, haveGB: gpu.memoryGB };
}
