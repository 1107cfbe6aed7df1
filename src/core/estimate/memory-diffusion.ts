/**
 * A diffusion model (FLUX, SDXL) by its weights alone: params × bytes + a stated workspace fraction.
 * Its catalog entry has no transformer fields, so nothing else would be honest.
 */
import type { Gpu, Model } from '../catalog/schema.ts';
import { DIFFUSION_WORKSPACE_FRACTION } from './constants.ts';
import { withRuntimeGB } from './device.ts';
import { bitsPerWeight } from './precision.ts';
import type { Recorder } from './recorder.ts';
import type { MemoryBreakdown, WeightPrecision } from './types.ts';

export function diffusionMemory(model: Model, gpu: Gpu, precision: WeightPrecision, gpus: number, rec?: Recorder): MemoryBreakdown {
  const weightsGB = (model.paramsB * bitsPerWeight(precision)) / 8 / gpus;
  const activationsGB = weightsGB * DIFFUSION_WORKSPACE_FRACTION;
  const perGpuGB = weightsGB + activationsGB;
  rec?.step('memory.weights', 'params × bits ÷ 8 ÷ GPUs', { paramsB: model.paramsB, precision, gpus }, weightsGB, 'GB');
  rec?.step('memory.activations', 'weights × workspace fraction', { fraction: DIFFUSION_WORKSPACE_FRACTION }, activationsGB, 'GB');
  const deviceGB = withRuntimeGB(perGpuGB);
  rec?.step('memory.device', 'allocated × (1 + allocator slack) + CUDA context', { perGpuGB, vramGB: gpu.memoryGB }, deviceGB, 'GB');
  return { perGpuGB, totalGB: perGpuGB * gpus, deviceGB, weightsGB, kvCacheGB: 0, activationsGB, gradientsGB: 0, optimizerGB: 0, overheadGB: 0 };
}
