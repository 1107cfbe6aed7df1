/**
 * Published image-model measurements (test/fixtures/image-measurements.jsonl: generation speed,
 * training memory, training step time, each with its source and setup) mapped to estimator inputs
 * and scored. The mapping reads only what each row states — model, format, card, image size,
 * batch, rank, optimizer, checkpointing, caching — never a per-row correction.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Catalog, DiffusionModel } from '../../../src/core/catalog/schema.ts';
import { diffusionStepSeconds } from '../../../src/core/estimate/diffusion-train-time.ts';
import { estimate, modelRef } from '../../../src/core/estimate/index.ts';
import type { ImageOptimizer, LoraTargets, Method, WeightPrecision } from '../../../src/core/estimate/types.ts';

export interface ImageRecord {
  kind: 'image_speed' | 'image_train_memory' | 'image_train_step';
  model: string;
  precision: WeightPrecision;
  gpu: string;
  width: number;
  height: number;
  measured: number;
  unit: 'GB' | 'it/s' | 's/image' | 's/step';
  source: string;
  notes: string;
  steps?: number;
  method?: Method;
  batch?: number;
  rank?: number;
  targets?: LoraTargets;
  optimizer?: ImageOptimizer;
  checkpointing?: boolean;
  cached?: boolean;
  text_tokens?: number;
  /** 'device': what the GPU shows (allocated + allocator cache + CUDA context); 'allocated': torch's peak. */
  basis?: 'device' | 'allocated';
  bound?: 'le' | 'gt';
}

export interface ImageScored {
  record: ImageRecord;
  label: string;
  estimated: number;
  /** Signed relative error (estimated − measured) ÷ measured. */
  error: number;
  passed?: boolean;
}

export function loadImageRecords(): ImageRecord[] {
  const file = fileURLToPath(new URL('../../fixtures/image-measurements.jsonl', import.meta.url));
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ImageRecord);
}

function modelOf(catalog: Catalog, id: string): DiffusionModel {
  const model = catalog.models.find((m) => m.id === id);
  if (!model || model.kind !== 'diffusion') throw new Error(`image model ${id} not in the catalog`);
  return model;
}

function gpuOf(catalog: Catalog, id: string) {
  const gpu = catalog.gpus.find((g) => g.id === id);
  if (!gpu) throw new Error(`GPU ${id} not in the catalog`);
  return gpu;
}

export function estimateImage(catalog: Catalog, r: ImageRecord): number {
  const model = modelOf(catalog, r.model);
  const gpu = gpuOf(catalog, r.gpu);
  const textTokens = r.text_tokens !== undefined ? { textTokens: r.text_tokens } : {};
  if (r.kind === 'image_speed') {
    const e = estimate({ model: modelRef(model), task: 'infer', precision: r.precision, gpu, headroom: 0, imageOptions: { width: r.width, height: r.height, ...(r.steps ? { steps: r.steps } : {}), ...textTokens } });
    // it/s rows time the denoiser alone; s/image rows the whole pipeline call.
    return r.unit === 'it/s' ? 1 / e.image!.secondsPerStep! : e.image!.secondsPerImage;
  }
  if (r.kind === 'image_train_step') {
    return diffusionStepSeconds({ model, gpu, method: r.method ?? 'lora', precision: r.precision, pixels: r.width * r.height, batch: r.batch ?? 1, gradientCheckpointing: r.checkpointing ?? true, ...textTokens }).seconds;
  }
  const e = estimate({
    model: modelRef(model),
    task: 'finetune',
    method: r.method ?? 'lora',
    precision: r.precision,
    gpu,
    batch: r.batch ?? 1,
    ...(r.method !== 'full' ? { loraRank: r.rank, loraTargets: r.targets ?? 'all' } : {}),
    gradientCheckpointing: r.checkpointing ?? true,
    imageOptions: { width: r.width, height: r.height, cachedEncoders: r.cached ?? true, ...(r.optimizer ? { optimizer: r.optimizer } : {}), ...textTokens },
  });
  return r.basis === 'allocated' ? e.memory.perGpuGB : e.memory.deviceGB;
}

export function scoreImage(catalog: Catalog, r: ImageRecord): ImageScored {
  const estimated = estimateImage(catalog, r);
  const setup = r.kind === 'image_speed' ? `${r.unit}` : `${r.method ?? 'lora'} r=${r.rank ?? '-'} b=${r.batch ?? 1} ${r.optimizer ?? ''} ${r.cached === false ? 'uncached' : 'cached'}`;
  const label = `${r.model} ${r.precision} ${r.width}x${r.height} ${r.gpu} ${setup}`;
  const scored: ImageScored = { record: r, label, estimated, error: (estimated - r.measured) / r.measured };
  if (r.bound === 'le') scored.passed = estimated <= r.measured;
  if (r.bound === 'gt') scored.passed = estimated > r.measured;
  return scored;
}
