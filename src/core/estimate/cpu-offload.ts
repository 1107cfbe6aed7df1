/**
 * llama.cpp with part of a GGUF model in system RAM, for a card that cannot hold all of it: what people
 * run on a desk card ("70B on my 3090 with 64 GB of RAM"). A dense model keeps its first layers on the
 * GPU (`-ngl N`) and the rest on the CPU; a MoE model keeps attention and the shared weights on the
 * GPU and the routed experts of some layers in RAM (`--n-cpu-moe N`), where a token reads only the
 * experts it is routed to — so a 30B-A3B model stays fast with most of its bytes in RAM.
 *
 * Memory: the part kept on the GPU is what the card's capacity leaves after the rest of the need
 * (linear in the layers or experts moved). Speed: a token's time is the GPU's share of the all-GPU
 * step plus the bytes it reads from RAM at HOST_MEMORY_GBS, the bandwidth a desktop CPU sustains
 * (ggml-org/llama.cpp#4716: Mixtral Q8_0 entirely on the CPU, dual-channel 3600 MT/s, 3.37–3.58
 * tokens/s: 13.7 GB of active weights a token ≈ 46–49 GB/s).
 */
import type { LlmModel as Model } from '../catalog/schema.ts';
import { ALLOCATOR_SLACK, HOST_MEMORY_GBS } from './constants.ts';
import { neededGB } from './device.ts';
import { weightBytes } from './precision.ts';
import { routedExpertParams } from './shape.ts';
import type { Estimate, WeightPrecision } from './types.ts';

/** Slower than this a reply of a few hundred tokens takes minutes: not offered. */
export const MIN_OFFLOAD_TOKENS_PER_SEC = 1;

/**
 * The most RAM a desktop takes: AMD AM5 and Intel LGA1700 platforms list 192 GB (4 × 48 GB DDR5) as
 * their maximum memory. More is a server (many memory channels: another speed), not a desk card's host.
 */
export const MAX_DESKTOP_RAM_GB = 192;

export interface CpuOffload {
  /** Experts of MoE layers moved (`--n-cpu-moe`), or whole layers (`-ngl`). */
  kind: 'experts' | 'layers';
  /** Layers whose part stays on the GPU(s), of `layers` (MoE: layers with experts). */
  onGpu: number;
  layers: number;
  /** GB moved to system RAM. */
  ramGB: number;
  tokensPerSec: number;
  /** The llama.cpp flag that does it. */
  flag: string;
}

/**
 * The offload that makes `e` (one user, llama.cpp, a GGUF format, too big for its cards) fit in
 * `capacityGB` per GPU, or undefined when even that does not fit, would read slower than
 * MIN_OFFLOAD_TOKENS_PER_SEC or needs more RAM than a desktop takes.
 */
export function cpuOffload(model: Model, precision: WeightPrecision, e: Estimate, capacityGB: number): CpuOffload | undefined {
  const perStream = e.throughput?.decodeTokensPerSecPerStream;
  if (!perStream || perStream <= 0) return undefined;
  const gpuSeconds = 1 / perStream;
  const excess = neededGB(e.memory) - capacityGB; // per GPU
  if (excess <= 0) return undefined;
  const count = e.count;
  const bytesPerParam = weightBytes(model, precision) / (model.paramsB * 1e9);
  const experts = routedExpertParams(model);
  const moeLayers = model.layers - (model.moe?.denseLayers ?? 0);
  if (model.moe && experts > 0 && moeLayers > 0) {
    // Expert weights are loaded once (no allocator slack on them): moving a share frees exactly its bytes.
    const expertsGB = (experts * bytesPerParam) / 1e9 / count;
    const moved = Math.ceil((excess / expertsGB) * moeLayers - 1e-9);
    if (moved <= moeLayers) {
      const activeGB = (experts * (model.moe.expertsPerToken / model.moe.experts) * bytesPerParam) / 1e9;
      const seconds = gpuSeconds + ((moved / moeLayers) * activeGB) / HOST_MEMORY_GBS;
      return offered({ kind: 'experts', onGpu: moeLayers - moved, layers: moeLayers, ramGB: (moved / moeLayers) * expertsGB * count, tokensPerSec: 1 / seconds, flag: `--n-cpu-moe ${moved}` });
    }
  }
  // Whole layers: their weights (no slack) and KV cache (with the allocator's slack) leave the GPU.
  const layerGB = e.memory.weightsGB + e.memory.kvCacheGB * (1 + ALLOCATOR_SLACK);
  const kept = Math.floor((1 - excess / layerGB) * model.layers + 1e-9);
  if (kept <= 0) return undefined;
  const movedShare = (model.layers - kept) / model.layers;
  // A token reads every weight of the layers on the CPU, and their KV cache.
  const cpuGB = movedShare * (e.memory.weightsGB + e.memory.kvCacheGB) * count;
  const seconds = (kept / model.layers) * gpuSeconds + cpuGB / HOST_MEMORY_GBS;
  return offered({ kind: 'layers', onGpu: kept, layers: model.layers, ramGB: cpuGB, tokensPerSec: 1 / seconds, flag: `-ngl ${kept}` });
}

function offered(o: CpuOffload): CpuOffload | undefined {
  return o.tokensPerSec >= MIN_OFFLOAD_TOKENS_PER_SEC && o.ramGB <= MAX_DESKTOP_RAM_GB ? o : undefined;
}
