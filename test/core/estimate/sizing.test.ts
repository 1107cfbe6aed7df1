/**
 * The planner's probe (the light estimate that ranks cards) and the full estimate of the same plan
 * show the same per-user speed, and the plan meets the per-user target it was sized for.
 */
import { describe, expect, it } from 'vitest';
import { planSize } from '../../../src/core/estimate/sizing.ts';
import { estimate } from '../../../src/core/estimate/index.ts';
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

  it('a batch job whose items\' prompts must be read too: copies are added until the total holds with each copy\'s prefill share', () => {
    // 5 M items × (200 in + 20 out) in 8 h: 3,472 generated tokens/s and 34,722 prompt tokens/s, 32 sequences per copy.
    const total = (5e6 * 20) / (8 * 3600);
    const input = {
      model: model('qwen2.5-7b'), task: 'infer' as const, gpu: gpu('rtx4090'), precision: 'fp8' as const, engine: 'vllm' as const,
      concurrency: 32, contextTokens: 220, promptTokens: 200, targetTokensPerSec: total,
    };
    const withPrompts = planSize({ ...input, promptTokensPerSec: total * 10 });
    expect(withPrompts.fits).toBe(true);
    expect(withPrompts.throughput!.totalTokensPerSec).toBeGreaterThanOrEqual(total);
    // Reading the prompts costs copies: sized without them the plan is smaller, and would miss with them.
    const without = planSize(input);
    expect(without.layout.replicas).toBeLessThan(withPrompts.layout.replicas);
    expect(planSize({ ...input, promptTokensPerSec: total * 10, count: without.count }).throughput!.totalTokensPerSec).toBeLessThan(total);
  });
});

describe('data-parallel attention for MLA MoE models', () => {
  // DeepSeek-R1's cache is one 576-wide latent a layer: 61 × (512 + 64) × 2 B = 70,272 B/token, kept whole by
  // every tensor-parallel rank (vLLM: "MLA is always replicated"). SGLang --enable-dp-attention and vLLM
  // --data-parallel-size N --enable-expert-parallel deal the requests out instead (deepseek-ai/DeepSeek-R1#507:
  // 8 × H200 NVL, max-model-len 131072, gpu-memory-utilization 0.8, 10 requests).
  const r1 = { model: model('deepseek-r1'), task: 'infer', engine: 'vllm', precision: 'fp8', kvPrecision: 'bf16', gpu: gpu('h200-nvl'), contextTokens: 131_072, concurrency: 10, gpuMemoryUtilization: 0.8 } as const;

  it('at a named count, tensor parallel keeps 10 × 128k latents on every GPU and misses; data-parallel attention keeps ⌈10 ÷ 8⌉ = 2 and fits', () => {
    const e = estimate({ ...r1, count: 8 });
    expect(e.layout).toMatchObject({ tensorParallel: 8, dataParallelAttention: true });
    expect(e.memory.kvCacheGB).toBeCloseTo((2 * 131_072 * 70_272) / 1e9, 1); // 18.4 GB, not 92 GB
    expect(e.fits).toBe(true);
    expect(e.assumptions.some((a) => a.key === 'dataParallelAttention')).toBe(true);
    // One request: tensor parallel needs less per GPU (9.2 GB of cache beside 1/8 of the attention), so it stays.
    const one = estimate({ ...r1, count: 8, concurrency: 1 });
    expect(one.layout.dataParallelAttention).toBeUndefined();
    expect(one.fits).toBe(true);
  });

  it('the planner takes it only where it needs fewer GPUs: 64 users at 32k fit one 8 × H200 machine with it, two without', () => {
    const many = planSize({ ...r1, gpu: gpu('h200'), contextTokens: 32_768, concurrency: 64, gpuMemoryUtilization: undefined });
    expect(many.fits).toBe(true);
    expect(many.count).toBe(8);
    expect(many.layout.dataParallelAttention).toBe(true);
    // Each GPU: the experts ÷ 8 + the whole attention + 8 requests × 32k × 70,272 B; under TP every GPU would hold all 64 (147 GB).
    expect(many.memory.kvCacheGB).toBeCloseTo((8 * 32_768 * 70_272) / 1e9, 1);
    const alone = planSize({ ...r1, gpu: gpu('h200'), contextTokens: 32_768, concurrency: 1, gpuMemoryUtilization: undefined });
    expect(alone.layout.dataParallelAttention).toBeUndefined();
  });
});

describe('sequence parallelism for long-context training', () => {
  // Qwen2-7B full fine-tuning at 128K on one 8 × H800 machine: the states are 7.07B × 16 B = 113 GB (14 GB a GPU under
  // ZeRO-3), but one 131,072-token sequence's checkpoints alone are 28 × 131,072 × 3,584 × 2 B = 26 GB and its logits
  // 131,072 × 152,064 × 4 B = 80 GB: no count holds it whole. The xtuner maintainers report 128K trained on 8 × A100 80G
  // with sequence_parallel_size 8 (InternLM/xtuner#769, cited in held-out 47): each GPU holds 16,384 tokens' activations.
  const input = { model: model('qwen2-7b'), task: 'finetune' as const, method: 'full' as const, gpu: gpu('h800'), seq: 131_072, batch: 1 };

  it('splits a sequence over a machine\'s GPUs when whole sequences fit no count, and says so', () => {
    const plan = planSize({ ...input, count: 8 });
    expect(plan.fits).toBe(true);
    expect(plan.layout.sequenceParallel).toBeGreaterThan(1);
    expect(plan.layout.sequenceParallel).toBeLessThanOrEqual(8);
    expect(plan.assumptions.map((a) => a.key)).toContain('sequenceParallel');
    // Split, each GPU's activations are the slice's: a fraction of the whole sequence's.
    const whole = planSize({ ...input, count: 8, seq: 131_072 / plan.layout.sequenceParallel! });
    expect(plan.memory.activationsGB).toBeCloseTo(whole.memory.activationsGB, 1);
    // Unsized, the fewest GPUs is one machine at most.
    expect(planSize(input).count).toBeLessThanOrEqual(8);
  });

  it('keeps whole sequences when they fit, and never splits a short one', () => {
    expect(planSize({ ...input, seq: 4096, count: 8 }).layout.sequenceParallel).toBeUndefined();
    // 8K on the same model does not fit one GPU whole at ZeRO-0 but fits sharded: no split.
    const short = planSize({ ...input, seq: 8192 });
    expect(short.fits).toBe(true);
    expect(short.layout.sequenceParallel).toBeUndefined();
  });
});
