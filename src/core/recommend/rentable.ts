/**
 * Before a card is sized: can it be rented in a count the plan needs at all? Two facts known without
 * the estimator's search — the most GPUs of this card one rental holds (a single machine unless a
 * group rents joined machines), and the fewest GPUs any fitting inference plan uses (every GPU holds
 * its share of the weights and the KV cache, plus the CUDA context) — rule out a card × format pair
 * whose plan could be neither priced nor counted as fitting, so the search skips it unsized.
 */
import { isLlm, type Gpu } from '../catalog/schema.ts';
import { usableGB } from '../estimate/capacity.ts';
import { CUDA_CONTEXT_GB, DEFAULT_CONTEXT_TOKENS, DEFAULT_HEADROOM } from '../estimate/constants.ts';
import { defaultEngine } from '../estimate/engine.ts';
import { kvBytesForContext } from '../estimate/kv-cache.ts';
import { weightBytes } from '../estimate/precision.ts';
import type { OfferGroup } from './offer-index.ts';
import type { Variant } from './search-space.ts';
import type { Prepared } from './to-estimate.ts';

const mostPerRental = new WeakMap<readonly OfferGroup[], number>();

/**
 * The most GPUs of one card a plan can be rented on from these groups: unbounded when a group rents
 * joined machines, else the largest machine (per-GPU rentals fill a host up to maxPerNode) — a plan
 * on more needs several machines, which quotePlan (placeOnGroup) refuses without a cluster.
 */
export function mostRentable(groups: readonly OfferGroup[], gpu: Gpu): number {
  const kept = mostPerRental.get(groups);
  if (kept !== undefined) return kept;
  let most = 0;
  for (const g of groups) most = g.multiNode ? Number.POSITIVE_INFINITY : Math.max(most, g.perGpu ? gpu.maxPerNode : g.gpuCount);
  mostPerRental.set(groups, most);
  return most;
}

/**
 * A lower bound on the GPUs of a fitting plan for a text model's inference (1 for other work). A plan
 * fits when each GPU's need — weights ÷ span + its KV share (≥ 1 ÷ span of a stream's cache) +
 * activations + the CUDA context, with allocator slack on all but the weights — is within the usable
 * memory; summed over the copies, the GPUs hold every copy's weights and every stream's KV cache:
 *   count ≥ (weights + streams × KV per stream) ÷ (usable − CUDA context).
 * Streams: the users (a service), one per copy for batch work (copies are added for throughput). The
 * KV cache at one byte an element, the smallest format searched (an 8-bit cache, kv-cache.ts).
 */
export function fewestGpus(prepared: Prepared, gpu: Gpu, variant: Variant, headroom: number | undefined): number {
  const { base } = prepared;
  const model = base.model.model;
  if (base.task !== 'infer' || !isLlm(model) || variant.count !== undefined) return 1;
  const engine = variant.engine ?? base.engine ?? defaultEngine(variant.precision);
  const spare = usableGB(gpu, 'infer', engine, headroom ?? DEFAULT_HEADROOM, base.gpuMemoryUtilization) - CUDA_CONTEXT_GB;
  if (!(spare > 0)) return Number.POSITIVE_INFINITY;
  const context = base.contextTokens ?? Math.min(DEFAULT_CONTEXT_TOKENS, model.maxContext);
  const batch = prepared.perUserTokensPerSec === undefined && base.targetTokensPerSec !== undefined;
  const streams = batch ? 1 : Math.max(1, base.concurrency ?? 1);
  const needGB = (weightBytes(model, variant.precision) + streams * kvBytesForContext(model, 'fp8', context)) / 1e9;
  return Math.max(1, Math.ceil(needGB / spare - 1e-9));
}
