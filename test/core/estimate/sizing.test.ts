/**
 * The planner's probe (the light estimate that ranks cards) and the full estimate of the same plan
 * show the same per-user speed, and the plan meets the per-user target it was sized for.
 */
import { describe, expect, it } from 'vitest';
import { planSize } from '../../../src/core/estimate/sizing.ts';
import { gpu, model } from './helpers.ts';

describe('a plan and what it shows agree', () => {
  it('prompts arriving at a rate: the probe counts their prefill share as the full estimate does, and every stream gets the target', () => {
    // QPS 20 × 500 prompt tokens: prefill takes a share of each copy's time, so decode per stream is lower than without it.
    const input = {
      model: model('qwen2.5-7b'), task: 'infer' as const, gpu: gpu('rtx3090'), precision: 'fp16' as const, engine: 'vllm' as const,
      concurrency: 50, contextTokens: 700, promptTokens: 500, promptTokensPerSec: 20 * 500, perUserTokensPerSec: 20,
    };
    const full = planSize(input);
    const probe = planSize(input, true);
    expect(full.fits).toBe(true);
    expect(probe.count).toBe(full.count);
    expect(probe.throughput!.decodeTokensPerSecPerStream).toBeCloseTo(full.throughput!.decodeTokensPerSecPerStream, 6);
    expect(full.throughput!.decodeTokensPerSecPerStream).toBeGreaterThanOrEqual(20);
    // Without the rate the same layout would read faster: the share is really there.
    const { promptTokensPerSec: _rate, ...plain } = input;
    expect(planSize({ ...plain, count: full.count }).throughput!.decodeTokensPerSecPerStream).toBeGreaterThan(full.throughput!.decodeTokensPerSecPerStream);
  });
});
