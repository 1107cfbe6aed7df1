/**
 * From the allocated peak (torch.cuda.max_memory_allocated) to what a GPU shows in use: the
 * allocator caches beyond its peak and the CUDA context lives outside it. One formula for every
 * memory model, the fit check and the warnings, so they can never disagree.
 */
import { ALLOCATOR_SLACK, CUDA_CONTEXT_GB, TRAIN_ALLOCATOR_SLACK } from './constants.ts';
import type { MemoryBreakdown } from './types.ts';

/**
 * Allocated GB per GPU + allocator slack + CUDA context. The slack grows with what is allocated and
 * freed while running (KV blocks, activations, gradients, optimizer temporaries); weights are loaded
 * once into exact-size tensors (`staticGB`) and leave no cache behind.
 */
export function withRuntimeGB(perGpuGB: number, staticGB = 0, slack = ALLOCATOR_SLACK): number {
  return staticGB + (perGpuGB - staticGB) * (1 + slack) + CUDA_CONTEXT_GB;
}

/**
 * What a training step frees and allocates again (activations, the loss, temporaries) leaves the
 * allocator's cache behind; weights, gradients and optimizer states stay allocated from step to step.
 * Inference holds neither gradients nor optimizer states, so its persistent part is the weights.
 */
function persistentGB(memory: Pick<MemoryBreakdown, 'weightsGB' | 'gradientsGB' | 'optimizerGB'>): number {
  return memory.weightsGB + memory.gradientsGB + memory.optimizerGB;
}
const training = (memory: Pick<MemoryBreakdown, 'gradientsGB' | 'optimizerGB'>): boolean => memory.gradientsGB > 0 || memory.optimizerGB > 0;

/** What a training GPU shows: its allocated peak + the training cache on what is freed every step + CUDA context. */
export function trainingDeviceGB(memory: Pick<MemoryBreakdown, 'perGpuGB' | 'weightsGB' | 'gradientsGB' | 'optimizerGB'>): number {
  return withRuntimeGB(memory.perGpuGB, persistentGB(memory), TRAIN_ALLOCATOR_SLACK);
}

/** Memory a configuration needs per GPU for the fit check (for vLLM/SGLang: before their pre-allocation). */
export function neededGB(memory: Pick<MemoryBreakdown, 'perGpuGB' | 'weightsGB' | 'gradientsGB' | 'optimizerGB'>): number {
  return training(memory) ? trainingDeviceGB(memory) : withRuntimeGB(memory.perGpuGB, memory.weightsGB);
}
