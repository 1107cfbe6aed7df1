/**
 * A typical architecture for a bare size ("7B", "70亿", "8x7B"): the power laws in constants.ts
 * (fitted on the catalog's dense models) give layers and hidden size; the stated size stays the
 * parameter count. "8x7B" is a Mixtral-style MoE: E experts of a 7B-shaped MLP, top-2 routing.
 */
import type { LlmModel, Model } from '../catalog/schema.ts';
import { UserError } from '../errors.ts';
import { ASSUMED_SHAPE as S } from './constants.ts';
import type { ModelRef } from './types.ts';

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

export function modelFromSize(sizeB: number, experts?: number, activeB?: number): ModelRef {
  if (!Number.isFinite(sizeB) || sizeB <= 0) throw new UserError('estimate.negative', { field: 'model', value: String(sizeB) });
  if (activeB !== undefined && activeB < sizeB) return moeFromSizes(sizeB, activeB, experts);
  if (experts !== undefined && (!Number.isInteger(experts) || experts < 2)) throw new UserError('estimate.negative', { field: 'experts', value: String(experts) });
  const layers = Math.max(2, Math.round(S.layersCoef * Math.pow(sizeB, S.layersExp)));
  const hidden = roundTo(S.hiddenCoef * Math.pow(sizeB, S.hiddenExp), S.headDim);
  const heads = hidden / S.headDim;
  const kvHeads = Math.min(S.kvHeads, heads);
  const intermediate = roundTo(S.ffnRatio * hidden, 256);
  const vocab = S.vocab;
  const tied = sizeB < 3;
  const label = experts ? `${experts}x${sizeB}B` : `${sizeB}B`;

  let paramsB = sizeB;
  let activeParamsB = sizeB;
  let moe: LlmModel['moe'] = null;
  if (experts) {
    // Each extra expert adds one MLP (gate, up, down) per layer to the dense shape.
    const mlpB = (3 * hidden * intermediate * layers) / 1e9;
    const k = Math.min(S.expertsPerToken, experts);
    paramsB = sizeB + (experts - 1) * mlpB;
    activeParamsB = sizeB + (k - 1) * mlpB;
    moe = { experts, expertsPerToken: k, expertIntermediateSize: intermediate };
  }
  const model: LlmModel = {
    id: `assumed-${label.toLowerCase()}`,
    name: label,
    family: 'assumed',
    aliases: [],
    kind: 'llm',
    paramsB,
    activeParamsB,
    layers,
    hiddenSize: hidden,
    intermediateSize: intermediate,
    heads,
    kvHeads,
    headDim: S.headDim,
    vocabSize: vocab,
    maxContext: S.maxContext,
    attention: kvHeads < heads ? 'gqa' : 'mha',
    moe,
    mla: null,
    tiedEmbeddings: tied,
    license: null,
    source: 'assumed',
  };
  return { model, assumed: true };
}

/**
 * A MoE known by its total and active sizes ("671B-A37B", "30B-A3B"): attention and the dense shape
 * follow the ACTIVE size (DeepSeek-V3: 37B active → 57 layers × 6656 by the power laws vs 61 × 7168
 * real); the remaining params are routed experts of width ffnRatio·h ÷ k, k experts per token (so the
 * active MLP is the dense one). The expert count follows from the params; `experts` when stated.
 */
function moeFromSizes(sizeB: number, activeB: number, experts?: number): ModelRef {
  if (!Number.isFinite(activeB) || activeB <= 0) throw new UserError('estimate.negative', { field: 'activeParams', value: String(activeB) });
  const dense = modelFromSize(activeB).model as LlmModel;
  const k = S.expertsPerToken;
  const expertWidth = roundTo(S.ffnRatio * dense.hiddenSize / k, 64);
  const perExpert = 3 * dense.hiddenSize * expertWidth * dense.layers;
  const count = experts ?? Math.max(k + 1, Math.round(k + ((sizeB - activeB) * 1e9) / perExpert));
  const label = `${sizeB}B-A${activeB}B`;
  const model: LlmModel = {
    ...dense,
    id: `assumed-${label.toLowerCase()}`,
    name: label,
    paramsB: sizeB,
    activeParamsB: activeB,
    moe: { experts: count, expertsPerToken: Math.min(k, count), expertIntermediateSize: expertWidth },
  };
  return { model, assumed: true };
}

/** A catalog model as a reference (its architecture is read from its config). */
export function modelRef(model: Model): ModelRef {
  return { model, assumed: false };
}
