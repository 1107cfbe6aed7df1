/**
 * From the allocated peak (torch.cuda.max_memory_allocated) to what a GPU shows in use: the
 * allocator caches beyond its peak and the CUDA context lives outside it. One formula for every
 * memory model, the fit check and the warnings, so they can never disagree.
 */
import { ALLOCATOR_SLACK, CUDA_CONTEXT_GB } from './constants.ts';
import type { MemoryBreakdown } from './types.ts';

/** Allocated GB per GPU + allocator slack + CUDA context. */
export function withRuntimeGB(perGpuGB: number): number {
  return perGpuGB * (1 + ALLOCATOR_SLACK) + CUDA_CONTEXT_GB;
}

/** Memory a configuration needs per GPU for the fit check (for vLLM/SGLang: before their pre-allocation). */
export function neededGB(memory: Pick<MemoryBreakdown, 'perGpuGB'>): number {
  return withRuntimeGB(memory.perGpuGB);
}
