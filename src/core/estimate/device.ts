/**
 * From the allocated peak (torch.cuda.max_memory_allocated) to what a GPU shows in use: the
 * allocator caches beyond its peak and the CUDA context lives outside it. One formula for every
 * memory model, the fit check and the warnings, so they can never disagree.
 */
import { ALLOCATOR_SLACK, CUDA_CONTEXT_GB } from './constants.ts';
import type { MemoryBreakdown } from './types.ts';

/**
 * Allocated GB per GPU + allocator slack + CUDA context. The slack grows with what is allocated and
 * freed while running (KV blocks, activations, gradients, optimizer temporaries); weights are loaded
 * once into exact-size tensors (`staticGB`) and leave no cache behind.
 */
export function withRuntimeGB(perGpuGB: number, staticGB = 0): number {
  return staticGB + (perGpuGB - staticGB) * (1 + ALLOCATOR_SLACK) + CUDA_CONTEXT_GB;
}

/** Memory a configuration needs per GPU for the fit check (for vLLM/SGLang: before their pre-allocation). */
export function neededGB(memory: Pick<MemoryBreakdown, 'perGpuGB' | 'weightsGB'>): number {
  return withRuntimeGB(memory.perGpuGB, memory.weightsGB);
}
