/**
 * One configuration, fully evaluated: memory, speed or training time, and whether it fits. Both
 * estimate() (a fixed count) and size() (a search over counts) are built on this.
 */
import type { DiffusionModel, LlmModel } from '../catalog/schema.ts';
import { DESK_CARD_DRIVER_SHARE, ENGINE_SPEED } from './constants.ts';
import { neededGB } from './device.ts';
import { kvFreeShare, preallocates, utilization } from './engine.ts';
import { inferenceLine, maxConcurrencyAt, maxContextAt, totalMemoryGB, usableGB, type InferenceLine } from './capacity.ts';
import { diffusionMemory, type DiffusionMemory } from './memory-diffusion.ts';
import { diffusionTrainMemory, type DiffusionTrainArgs, type DiffusionTrainMemory } from './memory-diffusion-train.ts';
import { diffusionTrainingTime } from './diffusion-train-time.ts';
import { imageSettings, imageSpeed } from './image-speed.ts';
import { inferMemory, type InferenceSetup, type InferMemoryArgs } from './memory-infer.ts';
import { rlMemory } from './memory-rl.ts';
import { trainMemory, trainableParams as trainableOf, type TrainMemoryArgs } from './memory-train.ts';
import { Recorder, gpuSource, modelSource } from './recorder.ts';
import { shownInput, type Resolved } from './resolve.ts';
import { speed } from './speed.ts';
import { statedMinimum } from './stated-minimum.ts';
import { trainingTime, type TrainingTimeArgs } from './training-time.ts';
import { defaultOptimizer, trainerAt } from './trainer.ts';
import type { Assumption, Estimate, MemoryBreakdown } from './types.ts';

export interface Layout {
  /** GPUs one model copy spans, and how many of them run tensor-parallel. */
  gpusPerReplica: number;
  tensorParallel: number;
  replicas: number;
  /** Inference of an MLA MoE model on vLLM/SGLang: attention data-parallel over the span (shape.ts). */
  dataParallelAttention?: boolean;
  /** Training only: ZeRO stage. */
  zero?: 0 | 1 | 2 | 3;
  /** Training only: GPUs one sequence is split over (sequence parallelism, sizing.ts); 1 when absent. */
  sequenceParallel?: number;
}

/** VRAM a configuration may use on each GPU, GB (10⁹ B) of the driver-reported total (capacity.ts). */
export function capacityGB(r: Resolved): number {
  return usableGB(r.gpu, r.task, r.engine, r.headroom, r.gpuMemoryUtilization);
}

/** The inference fields memory and speed share; the concurrency is split over the replicas. */
function inferenceSetup(r: Resolved, llm: LlmModel, layout: Layout): InferenceSetup {
  return {
    model: llm,
    gpu: r.gpu,
    precision: r.precision,
    kvPrecision: r.kvPrecision,
    engine: r.engine,
    contextTokens: r.contextTokens,
    promptTokens: r.promptTokens,
    concurrency: Math.ceil(r.concurrency / layout.replicas),
  };
}

export function memoryFor(r: Resolved, layout: Layout, rec?: Recorder): MemoryBreakdown {
  const llm = r.llm;
  if (!llm && r.image) return diffusionTrainMemory(diffusionTrainArgs(r), rec);
  if (!llm) {
    const { width, height } = imageSettings(r.model.model as DiffusionModel, r.imageOptions);
    return diffusionMemory(r.model.model as DiffusionModel, r.gpu, r.precision, width * height, capacityGB(r), rec);
  }
  if (r.task === 'infer') {
    // One literal, not inferenceSetup() spread into another: this runs for every span a probe sizes.
    const args: InferMemoryArgs = {
      model: llm, gpu: r.gpu, precision: r.precision, kvPrecision: r.kvPrecision, engine: r.engine, contextTokens: r.contextTokens, promptTokens: r.promptTokens,
      concurrency: Math.ceil(r.concurrency / layout.replicas), gpusPerReplica: layout.gpusPerReplica, tensorParallel: layout.tensorParallel,
      dataParallelAttention: layout.dataParallelAttention === true, fullPromptLogits: r.fullPromptLogits, gpuMemoryUtilization: r.gpuMemoryUtilization,
    };
    return inferMemory(args, rec);
  }
  const trainer = trainerAt(r, layout.zero ?? 0);
  const args: TrainMemoryArgs = {
    trainer,
    deepspeed: r.deepspeed ?? (trainer === 'hf' && (layout.zero ?? 0) >= 1),
    model: llm,
    method: r.method,
    precision: r.precision,
    // A preference pair's chosen and rejected sequences go through the model in one step.
    batch: r.preference ? 2 * r.batch : r.batch,
    seq: r.seq,
    sequenceParallel: layout.sequenceParallel ?? 1,
    gpus: layout.replicas,
    zero: layout.zero ?? 0,
    optimizer: r.optimizer ?? defaultOptimizer(trainer),
    offload: r.offload,
    gradientCheckpointing: r.gradientCheckpointing,
    flashAttention: r.flashAttention,
    chunkedLoss: r.chunkedLoss ?? trainer === 'unsloth',
    scalarHead: r.preference === 'rewardModel',
    pureBf16: r.pureBf16,
    optimizerInBackward: r.optimizerInBackward,
    loraRank: r.loraRank,
    loraTargets: r.loraTargets,
    trainEmbeddings: r.trainEmbeddings,
    // A frozen reference beside a fully trained model: DPO's, or an RL run's KL reference (memory-rl.ts).
    referenceCopy: (r.preference === 'reference' || r.reinforcement?.reference === true) && r.method === 'full',
  };
  const policy = trainMemory(args, rec);
  return r.reinforcement ? rlMemory({ policy: args, rl: r.reinforcement }, policy, rec) : policy;
}

/** The image-training setup of a resolved request (r.image is set for image models in training). */
export function diffusionTrainArgs(r: Resolved): DiffusionTrainArgs {
  return {
    model: r.model.model as DiffusionModel,
    method: r.method,
    precision: r.precision,
    pixels: r.image!.pixels,
    batch: r.batch,
    loraRank: r.loraRank,
    loraTargets: r.loraTargets,
    optimizer: r.image!.optimizer,
    gradientCheckpointing: r.gradientCheckpointing,
    cachedEncoders: r.image!.cachedEncoders,
    ...(r.imageOptions?.textTokens !== undefined ? { textTokens: r.imageOptions.textTokens } : {}),
  };
}

function trainableParams(llm: LlmModel, r: Resolved): number {
  return trainableOf({ model: llm, method: r.method, loraRank: r.loraRank, loraTargets: r.loraTargets, trainEmbeddings: r.trainEmbeddings });
}

/** The training-time inputs of a resolved job on `gpus` GPUs: one source for the estimate and the sizer's deadline search. */
export function trainingTimeArgs(r: Resolved, llm: LlmModel, tokens: number, gpus: number): TrainingTimeArgs {
  return {
    model: llm, gpu: r.gpu, method: r.method, precision: r.precision, tokens, epochs: r.epochs, gpus, mfu: r.mfu,
    gradientCheckpointing: r.gradientCheckpointing, seq: r.seq, batch: r.batch, offload: r.offload, trainableParams: trainableParams(llm, r),
    ...(r.preference ? { preference: r.preference } : {}),
  };
}

/** How the card's memory was found, as the trace shows it. */
const MEMORY_SOURCE = {
  driver: 'driver-reported MiB × 2²⁰ ÷ 10⁹',
  binary: 'memoryGB GiB × 2³⁰ × the lowest share measured desk cards report ÷ 10⁹',
  nominal: 'nominal memoryGB (no driver figure in the catalog)',
} as const;

/** Evaluate one layout; `base` carries the assumptions recorded while resolving the input. */
export function evaluate(r: Resolved, layout: Layout, base: Recorder): Estimate {
  const rec = new Recorder();
  rec.assumptions.push(...base.assumptions);
  const { model, assumed } = r.model;
  const count = layout.gpusPerReplica * layout.replicas;
  rec.step('model.params', 'catalog entry', { paramsB: model.paramsB, activeParamsB: model.activeParamsB }, model.paramsB, 'B params', modelSource(model, assumed));
  const total = totalMemoryGB(r.gpu);
  rec.step('gpu.memory', MEMORY_SOURCE[total.source], { memoryGB: r.gpu.memoryGB, bandwidthGBs: r.gpu.bandwidthGBs }, total.gb, 'GB', gpuSource(r.gpu));
  if (total.source === 'binary') rec.assume('memoryFromGiB', { gpu: r.gpu.name, memoryGB: r.gpu.memoryGB, share: Math.round(DESK_CARD_DRIVER_SHARE * 1000) / 10, gb: round(total.gb) });
  if (total.source === 'nominal') rec.assume('memoryFromGB', { gpu: r.gpu.name, memoryGB: r.gpu.memoryGB });

  const memory = memoryFor(r, layout, rec);
  const capacity = capacityGB(r);
  const need = neededGB(memory);
  let fits = need <= capacity;
  let reason: Assumption | undefined = fits ? undefined : { key: 'tooBig', params: { needGB: round(need), capacityGB: round(capacity), gpu: r.gpu.name, count } };
  const floor = statedMinimum(r);
  if (floor) {
    const copyGB = layout.gpusPerReplica * total.gb;
    rec.assume('statedMinimum', { model: model.name, statedGB: floor.statedGB, totalGB: round(floor.totalGB), context: floor.contextTokens, source: floor.source });
    if (fits && copyGB < floor.totalGB) {
      fits = false;
      reason = { key: 'belowStatedMinimum', params: { totalGB: round(floor.totalGB), count: layout.gpusPerReplica, gpu: r.gpu.name, copyGB: round(copyGB) } };
    }
  }

  const estimate: Estimate = {
    gpu: r.gpu.id,
    count,
    layout: estimateLayout(layout),
    fits,
    memory,
    input: shownInput(r),
    assumptions: rec.assumptions,
    trace: rec.trace,
  };

  if (!r.llm && r.image) {
    // Image training: no tokens — time is steps × seconds per step (diffusion-train-time.ts), a stated lower bound.
    if (layout.replicas > 1) rec.assume('imageDataParallel', { gpus: layout.replicas });
    estimate.memory = stripTrainable(memory as DiffusionTrainMemory);
    const args = diffusionTrainArgs(r);
    const time = diffusionTrainingTime({ ...args, gpu: r.gpu, steps: r.image.steps, gpus: count }, rec);
    rec.assume('imageTrainTime', { steps: r.image.steps, secondsPerStep: round(time.secondsPerStep, 2) });
    estimate.training = { flops: time.flops, hours: time.hours, gpuHours: time.gpuHours, mfu: time.mfu };
    if (fits && r.deadlineHours !== undefined && time.hours > r.deadlineHours) {
      fits = false;
      reason = { key: 'tooLong', params: { deadline: round(r.deadlineHours), got: round(time.hours) } };
    }
  } else if (!r.llm) {
    const image = r.model.model as DiffusionModel;
    const dm = memory as DiffusionMemory;
    if (dm.offloaded) rec.assume('diffusionOffload', { model: image.name });
    const settings = imageSettings(image, r.imageOptions);
    if (!settings.stated) rec.assume('imageDefaults', { resolution: settings.width, steps: settings.steps });
    estimate.image = imageSpeed(image, r.gpu, r.precision, dm.parts, dm.offloaded, r.imageOptions, rec);
    estimate.memory = stripParts(dm);
  } else if (r.task === 'infer' && r.llm) {
    if (preallocates(r.engine)) rec.assume('preallocation', { engine: r.engine, fraction: utilization(r.engine, r.gpuMemoryUtilization) });
    if (kvFreeShare(r.engine) < 1) rec.assume('kvFreeShare', { engine: r.engine, share: kvFreeShare(r.engine) });
    rec.assume('engineSpeed', { engine: r.engine, eta: ENGINE_SPEED[r.engine].eta });
    const ceiling = ENGINE_SPEED[r.engine].maxBandwidthGBs;
    if (ceiling !== undefined && ENGINE_SPEED[r.engine].eta * r.gpu.bandwidthGBs > ceiling) rec.assume('engineBandwidthCeiling', { engine: r.engine, ceilingGBs: ceiling });
    if (layout.dataParallelAttention) rec.assume('dataParallelAttention', { gpus: layout.gpusPerReplica, model: r.llm.name });
    const setup = { ...inferenceSetup(r, r.llm, layout), tensorParallel: layout.tensorParallel, dataParallelAttention: layout.dataParallelAttention === true, replicas: layout.replicas };
    estimate.throughput = speed({ ...setup, ...(r.promptTokensPerSec ? { promptTokensPerSec: r.promptTokensPerSec } : {}) }, rec);
    // Memory is linear in the context and in the streams (capacity.ts): the longest context at the request's
    // streams, and the most streams at its context, are divisions of one line.
    const line = lineOf(r, r.llm, layout);
    estimate.maxContextTokens = Math.min(r.llm.maxContext, maxContextAt(line, capacity, setup.concurrency));
    const most = maxConcurrencyAt(line, capacity, r.contextTokens) * layout.replicas;
    if (most > 0) {
      const perStream = speed({ ...setup, concurrency: Math.ceil(most / layout.replicas) }).decodeTokensPerSecPerStream;
      estimate.maxConcurrency = { streams: most, perStreamTokensPerSec: perStream };
    }
    if (fits && r.targetTokensPerSec !== undefined && estimate.throughput.totalTokensPerSec < r.targetTokensPerSec) {
      fits = false;
      reason = { key: 'tooSlow', params: { target: round(r.targetTokensPerSec), got: round(estimate.throughput.totalTokensPerSec) } };
    }
  } else if (r.task !== 'infer') {
    if (layout.replicas > 1) rec.assume('zeroStage', { zero: layout.zero ?? 0, gpus: layout.replicas });
    const sp = layout.sequenceParallel ?? 1;
    if (sp > 1) rec.assume('sequenceParallel', { sp, seq: r.seq, tokens: Math.ceil(r.seq / sp) });
    const trainer = trainerAt(r, layout.zero ?? 0);
    estimate.input.trainer = trainer;
    if (r.trainer === undefined) rec.assume(trainer === 'unsloth' ? 'trainerUnsloth' : 'trainerHf', {});
    if (r.optimizer === undefined) rec.assume('defaultOptimizer', { optimizer: defaultOptimizer(trainer) });
    if (r.tokens !== undefined && r.llm) {
      estimate.training = trainingTime(trainingTimeArgs(r, r.llm, r.tokens, count), rec);
      if (fits && r.deadlineHours !== undefined && estimate.training.hours > r.deadlineHours) {
        fits = false;
        reason = { key: 'tooLong', params: { deadline: round(r.deadlineHours), got: round(estimate.training.hours) } };
      }
    }
  }
  estimate.fits = fits;
  if (reason) estimate.reason = reason;
  return estimate;
}

/** The estimate's layout fields of a layout (pipeline stages = the span over its tensor-parallel width). */
export function estimateLayout(layout: Layout): Estimate['layout'] {
  const out: Estimate['layout'] = { tensorParallel: layout.tensorParallel, replicas: layout.replicas, pipelineStages: layout.gpusPerReplica / layout.tensorParallel };
  if (layout.dataParallelAttention) out.dataParallelAttention = true;
  if ((layout.sequenceParallel ?? 1) > 1) out.sequenceParallel = layout.sequenceParallel;
  return out;
}

/** The linear inference-memory model (capacity.ts) of one model copy in this span. */
export function lineOf(r: Resolved, llm: LlmModel, span: Pick<Layout, 'gpusPerReplica' | 'tensorParallel' | 'dataParallelAttention'>): InferenceLine {
  return inferenceLine({
    model: llm, precision: r.precision, kvPrecision: r.kvPrecision, engine: r.engine, gpusPerReplica: span.gpusPerReplica, tensorParallel: span.tensorParallel,
    dataParallelAttention: span.dataParallelAttention === true, fullPromptLogits: r.fullPromptLogits, gpu: r.gpu,
  });
}

function stripTrainable(m: DiffusionTrainMemory): Estimate['memory'] {
  const { trainableParams: _t, ...rest } = m;
  return rest;
}

/** The public breakdown without the per-part list (kept in the trace). */
function stripParts(m: DiffusionMemory): Estimate['memory'] {
  const { offloaded: _o, parts: _p, ...rest } = m;
  return rest;
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
