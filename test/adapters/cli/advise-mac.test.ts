import { describe, expect, it } from 'vitest';
import { run } from '../../../src/adapters/cli/main.ts';
import { loadCatalog } from '../../../src/core/catalog/index.ts';

const catalog = loadCatalog();
const now = new Date('2026-12-01T00:00:00Z');

async function advise(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await run(['advise', ...args], { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), env: { LANG: 'C' }, now, color: false, catalog });
  return { code, stdout, stderr };
}

describe('advise on a Mac question', () => {
  it('--json carries the Mac verdict: R1 does not fit a 192 GB M2 Ultra', async () => {
    const { code, stdout } = await advise(['can my mac studio m2 ultra 192gb run deepseek r1', '--json']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.request.mac).toEqual({ chip: 'm2-ultra', memoryGB: 192 });
    expect(out.mac).toMatchObject({ device: 'mac', chip: 'm2-ultra', fits: false, status: 'doesNotFit', precision: 'q4_k_m', engine: 'llama.cpp' });
    expect(out.mac.needGB).toBeGreaterThan(out.mac.usableGB);
    // The Mac is the device asked about: its judgment is the verdict too, in the named card's shape.
    expect(out.verdict).toMatchObject({ gpu: 'm2-ultra', count: 1, device: 'mac', fits: false, precision: 'q4_k_m', needGB: out.mac.needGB, haveGB: out.mac.haveGB });
    // The rental plan is still there.
    expect(out.recommendation.gpu).toBeTypeOf('string');
  });

  it('judges Macs joined as one verdict of that many, with the split said in the answer', async () => {
    const question = 'Kimi-K2.5 on 2 Mac Studio M3 Ultra 512GB with exo: should it fit?';
    const out = JSON.parse((await advise([question, '--json'])).stdout);
    expect(out.request.mac).toEqual({ chip: 'm3-ultra', memoryGB: 512, count: 2 });
    expect(out.verdict).toMatchObject({ gpu: 'm3-ultra', count: 2, device: 'mac', fits: true });
    const text = (await advise([question])).stdout;
    expect(text).toContain('your 2 × M3 Ultra 512 GB');
    expect(text).toMatch(/Split across 2 Macs by layers .*about [\d.]+ GB on each/u);
  });

  it('keeps a 16-bit format named on a Mac as the verdict, and reports the file it can hold as the format used', async () => {
    const out = JSON.parse((await advise(['MacBook Air M2 16GB memory. running Llama-3-8B-Instruct unquantized with mlx. is 16gb just not enough for the full model? what should i run instead', '--json'])).stdout);
    expect(out.mac).toMatchObject({ chip: 'm2', precision: 'fp16' });
    expect(out.verdict).toMatchObject({ gpu: 'm2', fits: false, precision: 'fp16' });
    expect(out.request.precision).toBe(out.mac.instead.precision);
    const text = (await advise(['MacBook Air M2 16GB memory. running Llama-3-8B-Instruct unquantized with mlx. what should i run instead'])).stdout;
    expect(text).toContain(`in F16 (llama.cpp)`);
    expect(text).toMatch(/Instead, Q\w+ fits the GPU's 11\.5 GB/u);
  });

  it('judges a fine-tune on the Mac with the estimator\'s training memory (MLX), and a full fine-tune of a 671B model not at all', async () => {
    const lora = JSON.parse((await advise(['MacBook Pro M3 Max 128GB, mlx_lm.lora on Llama-3.1-8B-Instruct: should a LoRA of an 8B fit?', '--json'])).stdout);
    expect(lora.mac).toMatchObject({ task: 'finetune', engine: 'mlx', method: 'lora', precision: 'bf16', status: 'fits' });
    // The bf16 base alone is 16 GB; adapters, activations and the runtime come on top.
    expect(lora.mac.needGB).toBeGreaterThan(lora.mac.weightsGB);
    expect(lora.mac.weightsGB).toBeCloseTo(16.1, 0);
    expect(lora.verdict).toMatchObject({ gpu: 'm3-max', device: 'mac', fits: true, method: 'lora' });
    // No serving engine for a fine-tune.
    expect(lora.request.engine).toBeUndefined();
    const full = JSON.parse((await advise(['512GB 的 M3 Ultra 能在本地全参微调 DeepSeek-V3 671B 吗？', '--json'])).stdout);
    expect(full.mac).toMatchObject({ task: 'finetune', method: 'full', status: 'doesNotFit' });
    const zh = await advise(['512GB 的 M3 Ultra 能在本地全参微调 DeepSeek-V3 671B 吗？']);
    expect(zh.stdout).toMatch(/你的 Mac\n.*DeepSeek-V3 的 全参 微调放不进你的 M3 Ultra 512 GB/);
  });

  it('the text shows "Your Mac" before the rental plan, in Chinese too', async () => {
    const en = await advise(['can my mac studio m2 ultra 192gb run deepseek r1']);
    expect(en.stdout).toMatch(/Your Mac\n.*does not fit your M2 Ultra 192 GB/);
    const zh = await advise(['我的 Mac M1 Max 64G 能跑 Qwen2.5-32B 吗？']);
    expect(zh.stdout).toMatch(/你的 Mac\n.*能在你的 M1 Max 64 GB 上跑 Q4_K_M/);
  });
});
