/**
 * Precisions as the card runs them: bf16 → fp16 where there is no bf16, fp8 weight-only where there
 * are no fp8 tensor cores, GGUF Q5_K_M, and published checkpoint sizes over bits × params.
 */
import { describe, expect, it } from 'vitest';
import { estimate, parsePrecision, runsAs, supportedPrecisions } from '../../../src/core/estimate/index.ts';
import { releasedPrecision, withinRelease } from '../../../src/core/estimate/precision.ts';
import type { LlmModel } from '../../../src/core/catalog/schema.ts';
import { gpu, model } from './helpers.ts';

describe('precision as the card runs it', () => {
  it('V100 / T4 have no bf16 (catalog tflops.bf16 null): a bf16 request runs as fp16 and says so', () => {
    for (const id of ['v100-32gb', 't4']) {
      const e = estimate({ model: model('qwen2.5-7b'), task: 'infer', gpu: gpu(id) });
      expect(e.input.precision).toBe('fp16');
      expect(e.input.kvPrecision).toBe('fp16');
      expect(e.assumptions.map((a) => a.key)).toContain('bf16AsFp16');
    }
    expect(supportedPrecisions(gpu('v100-32gb'))[0]).toBe('fp16');
    expect(supportedPrecisions(gpu('h100-sxm'))[0]).toBe('bf16');
  });

  it('fp8 is native on Hopper/Ada, weight-only (W8A16) on an A100: same 1 B/param, computed at the bf16 rate', () => {
    expect(runsAs(gpu('h100-sxm'), 'fp8')).toBe('native');
    expect(runsAs(gpu('l40s'), 'fp8')).toBe('native');
    expect(runsAs(gpu('a100-80gb-sxm'), 'fp8')).toBe('weight-only');
    expect(supportedPrecisions(gpu('a100-80gb-sxm'))).not.toContain('fp8');
    expect(supportedPrecisions(gpu('h100-sxm'))).toContain('fp8');
    const a100 = estimate({ model: model('llama-3.1-8b'), task: 'infer', precision: 'fp8', gpu: gpu('a100-80gb-sxm'), concurrency: 64, contextTokens: 2048 });
    expect(a100.assumptions.map((a) => a.key)).toContain('fp8WeightOnly');
    const m = model('llama-3.1-8b').model as LlmModel;
    expect(a100.memory.weightsGB).toBeLessThan(m.paramsB * 1.2); // ~1 byte per weight (+ 16-bit embeddings, lm_head)
    // Prefill is compute-bound: at the A100's bf16 rate, not an fp8 rate it does not have.
    const bf16 = estimate({ model: model('llama-3.1-8b'), task: 'infer', precision: 'bf16', gpu: gpu('a100-80gb-sxm'), concurrency: 64, contextTokens: 2048 });
    expect(a100.throughput!.prefillSeconds).toBeCloseTo(bf16.throughput!.prefillSeconds, 6);
  });

  it('fp8 runs nowhere before Turing (docs.vllm.ai "FP8 W8A8": weight-only "on compute capability >= 7.5"): a V100 is refused, a T4 runs it weight-only', () => {
    expect(runsAs(gpu('t4'), 'fp8')).toBe('weight-only');
    expect(runsAs(gpu('v100-32gb'), 'fp8')).toBe('unsupported');
    expect(runsAs(gpu('p100'), 'fp8')).toBe('unsupported');
    expect(runsAs(gpu('mi250'), 'fp8')).toBe('unsupported'); // ROCm has no FP8 Marlin
    expect(() => estimate({ model: model('qwen2.5-7b'), task: 'infer', precision: 'fp8', gpu: gpu('v100-32gb') })).toThrow(/precisionUnsupported/);
  });

  // llama.cpp's quantize README table: Llama-3-8B Q5_K_M 5.33 GiB (5.70 bits per weight); Llama-3.1-8B Q6_K 6.14 GiB
  // against 14.96 GiB in F16 (6.56 bits per weight).
  it.each([
    ['Q5_K_M', 'q5_k_m', 'llama-3-8b', 5.33],
    ['Q6_K', 'q6_k', 'llama-3.1-8b', 6.14],
  ] as const)('GGUF %s is read, sized from its bits per weight and run on llama.cpp', (name, precision, id, gib) => {
    expect(parsePrecision(name)).toBe(precision);
    const e = estimate({ model: model(id), task: 'infer', precision, gpu: gpu('rtx4090') });
    expect(e.input.engine).toBe('llama.cpp');
    expect(e.memory.weightsGB / ((gib * 2 ** 30) / 1e9)).toBeGreaterThan(0.97);
    expect(e.memory.weightsGB / ((gib * 2 ** 30) / 1e9)).toBeLessThan(1.03);
  });

  it("uses a model's published checkpoint size when the catalog lists it", () => {
    const ref = model('qwen3-30b-a3b');
    const withFile = { ...ref, model: { ...ref.model, quantized: [{ format: 'q4_k_m' as const, sizeGB: 18.6, repo: 'r', source: 's' }] } };
    const e = estimate({ model: withFile, task: 'infer', precision: 'q4_k_m', gpu: gpu('rtx4090') });
    expect(e.memory.weightsGB).toBeCloseTo(18.6, 6);
    const bits = estimate({ model: ref, task: 'infer', precision: 'q4_k_m', gpu: gpu('rtx4090') });
    expect(bits.memory.weightsGB).not.toBeCloseTo(18.6, 1);
  });
});

describe('the released format is what "the model" means', () => {
  it('reads the release from the catalog (config.json quantization_config), 16-bit when none is recorded', () => {
    expect(releasedPrecision(model('deepseek-v3').model)).toBe('fp8');
    expect(releasedPrecision(model('minimax-m2.5').model)).toBe('fp8');
    expect(releasedPrecision(model('kimi-k2.5').model)).toBe('int4');
    expect(releasedPrecision(model('gpt-oss-120b').model)).toBe('int4');
    expect(releasedPrecision(model('qwen2.5-7b').model)).toBe('bf16');
    expect(releasedPrecision(model('flux.1-dev').model)).toBe('bf16');
  });

  it('serves an FP8 release as FP8 when no precision is named — weight-only on an A100 — and says why', () => {
    for (const id of ['h200', 'a100-80gb-sxm']) {
      const e = estimate({ model: model('deepseek-v3'), task: 'infer', gpu: gpu(id) });
      expect(e.input.precision).toBe('fp8');
      expect(e.assumptions.map((a) => a.key)).toContain('releasedPrecision');
      expect(e.assumptions.map((a) => a.key)).not.toContain('defaultPrecision');
    }
    expect(estimate({ model: model('deepseek-v3'), task: 'infer', gpu: gpu('a100-80gb-sxm') }).assumptions.map((a) => a.key)).toContain('fp8WeightOnly');
    // A named format is kept, and a 16-bit model still defaults to 16-bit.
    expect(estimate({ model: model('deepseek-v3'), task: 'infer', precision: 'bf16', gpu: gpu('h200') }).input.precision).toBe('bf16');
    expect(estimate({ model: model('qwen2.5-7b'), task: 'infer', gpu: gpu('h200') }).input.precision).toBe('bf16');
    // Fine-tuning is not serving: LoRA trains on a 16-bit base.
    expect(estimate({ model: model('deepseek-v2-lite'), task: 'finetune', gpu: gpu('h200') }).input.precision).toBe('bf16');
  });

  it('orders formats by class against the release: nothing heavier than an FP8 or INT4 release', () => {
    expect(withinRelease('bf16', 'fp8')).toBe(false);
    expect(withinRelease('fp8', 'fp8')).toBe(true);
    expect(withinRelease('q8_0', 'fp8')).toBe(true);
    expect(withinRelease('q5_k_m', 'int4')).toBe(false);
    expect(withinRelease('q4_k_m', 'int4')).toBe(true);
    expect(withinRelease('fp16', 'bf16')).toBe(true);
  });
});
