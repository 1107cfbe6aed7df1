import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';

const catalog = loadCatalog();

/**
 * GeForce Ampere/Ada/Blackwell cards have 128 CUDA cores per SM, and NVIDIA's whitepaper tables (the rtx3090,
 * rtx4090 and rtx5090 rows) give per-SM tensor rates in fixed multiples of the FP32 rate: TF32 1×, FP16/BF16
 * with FP32 accumulate 2×, FP8 with FP32 accumulate 4×, INT8 8×, FP4 16×. The consumer rows derived from a
 * sourced FP32 rate (catalog/extra/gpus.csv notes) must keep those multiples; a whitepaper row that broke them
 * would show the rule is wrong. Turing (no TF32) is read from NVIDIA's own table instead.
 */
const geforce = catalog.gpus.filter((g) => g.vendor === 'NVIDIA' && g.segment === 'consumer' && g.tflops.tf32 !== null);
const ratio = (value: number | null, fp32: number | null): number => (value ?? NaN) / (fp32 ?? NaN);

describe('GeForce tensor columns hold the FP32-accumulate rate', () => {
  it('covers the whitepaper rows and the added cards', () => {
    const ids = geforce.map((g) => g.id);
    expect(ids).toEqual(expect.arrayContaining(['rtx3090', 'rtx4090', 'rtx5090', 'rtx3060', 'rtx4060ti-16gb', 'rtx5070ti']));
  });

  it.each(geforce.map((g) => [g.id, g] as const))('%s', (_id, g) => {
    const { fp32, tf32, bf16, fp16, fp8, int8, fp4 } = g.tflops;
    expect(ratio(tf32, fp32)).toBeCloseTo(1, 2);
    expect(ratio(bf16, fp32)).toBeGreaterThan(1.98);
    expect(ratio(bf16, fp32)).toBeLessThan(2.02);
    expect(fp16).toBe(bf16);
    if (fp8 !== null) expect(Math.abs(ratio(fp8, fp32) - 4)).toBeLessThan(0.04);
    expect(Math.abs(ratio(int8, fp32) - 8)).toBeLessThan(0.08);
    if (fp4 !== null) expect(Math.abs(ratio(fp4, fp32) - 16)).toBeLessThan(0.16);
  });
});
