import { describe, expect, it } from 'vitest';
import { appleChip, appleChips } from '../../../src/core/catalog/apple-silicon.ts';
import { loadCatalog, resolveModel } from '../../../src/core/catalog/index.ts';
import type { LlmModel } from '../../../src/core/catalog/schema.ts';
import { kvBytesForContext } from '../../../src/core/estimate/kv-cache.ts';
import type { MemoryBreakdown } from '../../../src/core/estimate/types.ts';
import { decodeTokensPerSecond, macTrainVerdict, macVerdict, slowestChipWith, type MacTrainVerdict, type MacVerdict } from '../../../src/core/recommend/mac.ts';
import { TOKENS_PER_SEC_PER_USER } from '../../../src/core/recommend/to-estimate.ts';

const catalog = loadCatalog();
const model = (name: string) => resolveModel(catalog, name) as LlmModel;
const GIB = 2 ** 30 / 1e9;

describe('apple-silicon catalog', () => {
  it('loads with a source on every chip', () => {
    expect(appleChips().length).toBeGreaterThanOrEqual(9);
    for (const c of appleChips()) expect(c.source).toMatch(/https?:\/\//);
    expect(appleChip('m2-ultra')).toMatchObject({ bandwidthGBs: 800, maxMemoryGB: 192 });
  });
});

describe('macVerdict', () => {
  it('DeepSeek-R1 does not fit a 192 GB M2 Ultra even at Q4_K_M (≈ 404 GB of weights)', () => {
    const v = macVerdict({ chip: 'm2-ultra', memoryGB: 192 }, model('deepseek-r1'), 4096) as MacVerdict;
    expect(v.status).toBe('doesNotFit');
    expect(v.precision).toBe('q4_k_m');
    expect(v.weightsGB).toBeGreaterThan(380);
    expect(v.weightsGB).toBeLessThan(420);
    // 75 % of 192 GiB, in 10⁹-byte GB.
    expect(v.usableGB).toBeCloseTo(0.75 * 192 * GIB, 0);
    expect(v.subFourBitWeightsGB).toBeCloseTo(v.usableGB - v.kvGB, 0);
  });

  it('Macs joined split the layers: two 192 GB M2 Ultras still do not hold R1 at Q4_K_M in the GPU memory share, two 512 GB M3 Ultras hold Kimi-K2.5; the speed is one Mac\'s', () => {
    const one = macVerdict({ chip: 'm2-ultra', memoryGB: 192 }, model('deepseek-r1'), 4096) as MacVerdict;
    const two = macVerdict({ chip: 'm2-ultra', memoryGB: 192, count: 2 }, model('deepseek-r1'), 4096) as MacVerdict;
    expect(two).toMatchObject({ machines: 2, fits: false, precision: 'q4_k_m' });
    expect(two.usableGB).toBeCloseTo(2 * one.usableGB, 0);
    expect(two.haveGB).toBeCloseTo(2 * one.haveGB, 0);
    expect(two.needGB).toBeGreaterThan(two.usableGB);
    const kimi = model('kimi-k2.5');
    expect((macVerdict({ chip: 'm3-ultra', memoryGB: 512 }, kimi, 4096) as MacVerdict).fits).toBe(false);
    const joined = macVerdict({ chip: 'm3-ultra', memoryGB: 512, count: 2 }, kimi, 4096) as MacVerdict;
    expect(joined).toMatchObject({ machines: 2, fits: true });
    expect(joined.perUserTokensPerSecond).toBeCloseTo(decodeTokensPerSecond(appleChip('m3-ultra')!, kimi, joined.weightsGB, joined.kvGB), 0);
  });

  it('Qwen2.5-32B fits a 64 GB M1 Max (Q8_0: 34.8 GB file + fp16 KV ≤ 75 % of 64 GiB) but below reading speed, so the faster Q4_K_M is judged', () => {
    const m = model('qwen2.5-32b');
    const v = macVerdict({ chip: 'm1-max', memoryGB: 64 }, m, 8192) as MacVerdict;
    const kv = kvBytesForContext(m, 'fp16', 8192) / 1e9;
    expect(v.status).toBe('fits');
    expect(v.usableGB).toBeCloseTo(48 * GIB, 0);
    // Q8_0 fits the share, yet decodes under the per-user target: the fastest format that fits is the answer.
    const chip = appleChip('m1-max')!;
    expect(decodeTokensPerSecond(chip, m, 34.8, kv)).toBeLessThan(TOKENS_PER_SEC_PER_USER);
    expect(v.precision).toBe('q4_k_m');
    // A model small enough to read at speed in Q8_0 keeps the best quality.
    expect((macVerdict({ chip: 'm1-max', memoryGB: 64 }, model('qwen2.5-7b'), 8192) as MacVerdict).precision).toBe('q8_0');
    // A bit width named is the one judged: "4bit" on a Mac that holds the 8-bit file is still the 4-bit file.
    expect((macVerdict({ chip: 'm1-max', memoryGB: 64 }, model('qwen2.5-7b'), 8192, 'int4') as MacVerdict).precision).toBe('q4_k_m');
    expect((macVerdict({ chip: 'm1-max', memoryGB: 64 }, model('qwen2.5-7b'), 8192, 'q6_k') as MacVerdict).precision).toBe('q6_k');
    // The base M1 (68.25 GB/s, llama.cpp#1642) is in the catalog: Llama-3-8B in Q4_K_M on a 16 GB one.
    expect(macVerdict({ chip: 'm1', memoryGB: 16 }, model('llama-3-8b'), 4096)).toMatchObject({ fits: true, precision: 'q4_k_m' });
  });

  it('judges 16-bit weights when they are named, and says which file the GPU holds instead when they do not fit', () => {
    // Llama 3.1 70B in F16: ≈ 141 GB, within 75 % of a 192 GB M2 Ultra (154.6 GB).
    const big = macVerdict({ chip: 'm2-ultra', memoryGB: 192 }, model('llama-3.1-70b'), 4096, 'bf16') as MacVerdict;
    expect(big).toMatchObject({ status: 'fits', precision: 'fp16' });
    expect(big.weightsGB).toBeGreaterThan(135);
    expect(big.instead).toBeUndefined();
    // Llama-3-8B unquantized (16 GB) on a 16 GB M2 (11.5 GB for the GPU): the F16 is judged, a GGUF file the share holds is named.
    const small = macVerdict({ chip: 'm2', memoryGB: 16 }, model('llama-3-8b'), 4096, 'fp16') as MacVerdict;
    expect(small.precision).toBe('fp16');
    expect(small.status).not.toBe('fits');
    expect(small.instead?.precision).toMatch(/^q/);
    expect(small.instead!.needGB).toBeLessThanOrEqual(small.usableGB);
    // Unnamed, the ladder is searched as before and nothing is offered instead.
    expect((macVerdict({ chip: 'm2', memoryGB: 16 }, model('llama-3-8b'), 4096) as MacVerdict).instead).toBeUndefined();
  });

  it('fits only with the wired limit raised when the job is between the default share and the whole memory', () => {
    // Qwen2.5-32B Q4_K_M 19.9 GB + KV vs a 32 GB M4 Pro: 2/3 × 34.4 = 22.9 GB usable.
    const m = model('qwen2.5-32b');
    const context = 32768;
    const kv = kvBytesForContext(m, 'fp16', context) / 1e9;
    const v = macVerdict({ chip: 'm4-pro', memoryGB: 32 }, m, context) as MacVerdict;
    expect(19.9 + kv).toBeGreaterThan(v.usableGB);
    expect(v.status).toBe('fitsIf');
    expect(v.wiredLimitMb).toBeGreaterThan((v.usableGB * 1e9) / 2 ** 20);
  });

  it('refuses a memory the chip does not ship with and asks when none is given', () => {
    expect(macVerdict({ chip: 'm4', memoryGB: 128 }, model('qwen2.5-32b'), 4096)).toMatchObject({ error: 'memoryTooLarge', maxMemoryGB: 32 });
    expect(macVerdict({ chip: 'm4' }, model('qwen2.5-32b'), 4096)).toMatchObject({ error: 'memoryNotStated' });
  });
});

describe('macTrainVerdict', () => {
  const memory = (perGpuGB: number): MemoryBreakdown => ({ perGpuGB, totalGB: perGpuGB, deviceGB: perGpuGB + 1, weightsGB: perGpuGB / 2, kvCacheGB: 0, activationsGB: perGpuGB / 4, gradientsGB: perGpuGB / 8, optimizerGB: perGpuGB / 8 - 0.5, overheadGB: 0.5 });
  const train = { method: 'lora', precision: 'bf16', seq: 2048, batch: 1, gradientCheckpointing: true } as const;

  it('judges the training peak against the same share of unified memory as serving, no CUDA context added', () => {
    const v = macTrainVerdict({ chip: 'm3-max', memoryGB: 128 }, memory(40), train) as MacTrainVerdict;
    expect(v).toMatchObject({ task: 'finetune', engine: 'mlx', method: 'lora', status: 'fits', needGB: 40, weightsGB: 20, statesGB: 9.5, activationsGB: 10 });
    expect(v.usableGB).toBeCloseTo(0.75 * 128 * GIB, 0);
  });

  it('fits only with the wired limit raised above the default share, and does not fit past the whole memory', () => {
    const raised = macTrainVerdict({ chip: 'm2-max', memoryGB: 96 }, memory(90), train) as MacTrainVerdict;
    expect(raised.status).toBe('fitsIf');
    expect(raised.wiredLimitMb).toBe(Math.ceil((90 * 1e9) / 2 ** 20));
    expect((macTrainVerdict({ chip: 'm3-ultra', memoryGB: 512 }, memory(13_000), train) as MacTrainVerdict).status).toBe('doesNotFit');
  });

  it('asks for the memory when none is given, and refuses one the chip does not ship with', () => {
    expect(macTrainVerdict({ chip: 'm1-pro' }, memory(30), train)).toMatchObject({ error: 'memoryNotStated', needGB: 30 });
    expect(macTrainVerdict({ chip: 'm1-pro', memoryGB: 64 }, memory(30), train)).toMatchObject({ error: 'memoryTooLarge', maxMemoryGB: 32 });
  });
});

describe('Mac decode speed', () => {
  // llama.cpp Metal, Llama 3.1 8B Q4_K_M tg128 (normiebench submissions):
  // M1 Max 64 GB 46.2 t/s (github.com/brand-o/normiebench/issues/40), Mac mini M4 16 GB 20.87 t/s (issues/3).
  it.each([
    ['m1-max', 46.2],
    ['m4', 20.87],
  ])('%s within 30 %% of the measured %s t/s', (chip, measured) => {
    const m = model('llama-3.1-8b');
    const tps = decodeTokensPerSecond(appleChip(chip)!, m, 4.92, kvBytesForContext(m, 'fp16', 128) / 1e9);
    expect(tps / measured).toBeGreaterThan(0.7);
    expect(tps / measured).toBeLessThan(1.3);
  });
});

describe('a Mac told by its memory alone', () => {
  it('assumes the slowest chip that ships with that memory (the least speed it can have)', () => {
    expect(slowestChipWith(64)?.id).toBe('m4-pro');
    expect(slowestChipWith(32)?.id).toBe('m4');
    expect(slowestChipWith(192)?.id).toBe('m2-ultra');
    expect(slowestChipWith(1024)).toBeUndefined();
    for (const gb of [8, 16, 24, 32, 36, 48, 64, 96, 128, 192, 512]) {
      const chip = slowestChipWith(gb)!;
      expect(chip.maxMemoryGB).toBeGreaterThanOrEqual(gb);
      for (const c of appleChips().filter((x) => x.maxMemoryGB >= gb)) expect(c.bandwidthGBs).toBeGreaterThanOrEqual(chip.bandwidthGBs);
    }
  });

  it('judges the fit by the memory and says the chip its speed assumes', () => {
    const v = macVerdict({ memoryGB: 64 }, model('qwen2.5-32b'), 4096) as MacVerdict;
    expect(v).toMatchObject({ chip: 'm4-pro', chipAssumed: true, memoryGB: 64, fits: true });
    expect(v.usableGB).toBeCloseTo(0.75 * 64 * GIB, 0);
    const big = macVerdict({ memoryGB: 64 }, model('qwen3.5-397b-a17b'), 4096) as MacVerdict;
    expect(big).toMatchObject({ fits: false, chipAssumed: true });
    expect((macVerdict({ chip: 'm1-max', memoryGB: 64 }, model('qwen2.5-32b'), 4096) as MacVerdict).chipAssumed).toBeUndefined();
  });
});
