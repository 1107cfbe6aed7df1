/**
 * Merging an answer into what is known. A later statement wins (the user is correcting), and
 * fields that belong together move together: a catalog model replaces a bare size and the
 * reverse; a new task drops the old task's method and precision.
 */
import type { AdviceRequest } from '../recommend/types.ts';

export function mergeRequest(known: AdviceRequest, answer: Partial<AdviceRequest>): AdviceRequest {
  const merged: AdviceRequest = { ...known };
  if (answer.model !== undefined) {
    delete merged.modelSizeB;
    delete merged.moeExperts;
  }
  if (answer.modelSizeB !== undefined) {
    delete merged.model;
    delete merged.moeExperts;
  }
  // A method said replaces one assumed from the cards (parse: fullOnCards).
  if (answer.method !== undefined) delete merged.methodAssumed;
  // A speed said replaces a volume averaged.
  if (answer.tokensPerSec !== undefined && answer.tokensPerSecAverage === undefined) delete merged.tokensPerSecAverage;
  if (answer.task !== undefined && answer.task !== known.task) {
    if (answer.method === undefined) delete merged.method;
    if (answer.precision === undefined) delete merged.precision;
  }
  for (const [key, value] of Object.entries(answer)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  if (merged.task === 'pretrain' || merged.task === 'infer') {
    delete merged.method;
    delete merged.methodAssumed;
  }
  return merged;
}

/** Shallow equality of two requests (plain JSON values only). */
export function sameRequest(a: AdviceRequest, b: AdviceRequest): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof AdviceRequest>;
  return [...keys].every((k) => a[k] === b[k]);
}
