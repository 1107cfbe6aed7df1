import { describe, expect, it } from 'vitest';
import { run } from '../../../src/adapters/cli/main.ts';
import { assertFiniteDeep, catalog } from '../../core/estimate/helpers.ts';

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(args, { stdout: (t) => (out += t), stderr: (t) => (err += t), env: {}, now: new Date('2026-12-01T00:00:00Z'), color: false, catalog });
  return { code, out, err };
}

describe('whichcard estimate', () => {
  it('prints the JSON contract for one GPU, with only finite numbers', async () => {
    const { code, out } = await cli(['estimate', '--model', 'qwen2.5-7b', '--task', 'infer', '--gpu', 'rtx4090', '--context', '8k', '--concurrency', '4', '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    for (const key of ['perGpuGB', 'totalGB', 'deviceGB', 'weightsGB', 'kvCacheGB', 'activationsGB', 'gradientsGB', 'optimizerGB', 'overheadGB']) expect(typeof json.memory[key]).toBe('number');
    expect(json.gpu).toBe('rtx4090');
    expect(json.layout.tensorParallel * json.layout.replicas * json.layout.pipelineStages).toBe(json.count);
    expect(json.throughput.decodeTokensPerSecPerStream).toBeGreaterThan(0);
    expect(json.maxContextTokens).toBeGreaterThan(0);
    expect(json.assumptions.every((a: unknown) => typeof a === 'string' && !String(a).includes('assumption.'))).toBe(true);
    assertFiniteDeep(json);
  });

  it('reproduces the seed example from the command line (--mfu, bare size, 200B tokens)', async () => {
    const { code, out } = await cli(['estimate', '--model', '7B', '--task', 'pretrain', '--tokens', '200B', '--gpu', 'h100-sxm', '--count', '8', '--mfu', '0.5', '--json']);
    expect(code).toBe(0);
    const json = JSON.parse(out);
    // The article's 6·N·D; the estimator adds the attention products on top (≈ 2 % at 2048 tokens).
    expect(json.training.flops / 8.4e21).toBeGreaterThan(1);
    expect(json.training.flops / 8.4e21).toBeLessThan(1.05);
    // 8 × 989 TFLOP/s (the catalog's dense bf16) rather than the article's rounded 900: ≈ 24.6 days + attention.
    expect(json.training.hours / 24).toBeCloseTo((json.training.flops / (8 * 989.4e12 * 0.5)) / 86400, 1);
    expect(json.assumptions.join(' ')).toMatch(/7B/);
  });

  it('without --gpu lists the feasible catalog GPUs as a JSON array', async () => {
    const { code, out } = await cli(['estimate', '--model', 'llama-3.1-70b', '--precision', 'int4', '--json']);
    expect(code).toBe(0);
    const list = JSON.parse(out) as Array<{ gpu: string; fits: boolean; memory: { deviceGB: number } }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((e) => e.fits)).toBe(true);
    expect(list.map((e) => e.gpu)).toContain('h100-sxm');
    assertFiniteDeep(list);
  });

  it('without --gpu states the assumptions of every listed card, not only the first row\'s', async () => {
    const { code, out } = await cli(['estimate', '--model', '7B', '--task', 'infer']);
    expect(code).toBe(0);
    const t4 = catalog.gpus.find((g) => g.id === 't4')!;
    expect(out).toContain(t4.name);
    // The T4 row (no bf16) is not the first row, yet its bf16-as-fp16 assumption is listed.
    expect(out.slice(out.indexOf('Assumptions'))).toContain(`${t4.name} has no published bf16 rate`);
  });

  it('prints localized text', async () => {
    const { code, out } = await cli(['estimate', '--model', 'qwen2.5-14b', '--gpu', 'a100-80gb-sxm', '--locale', 'zh']);
    expect(code).toBe(0);
    expect(out).toContain('每张卡的显存');
    expect(out).toContain('估算假设');
  });

  it.each([
    [['estimate', '--model', 'qwen2.5-7b', '--precision', 'int3', '--gpu', 'l4'], /int3/],
    [['estimate', '--model', 'qwen2.5-7b', '--task', 'infer', '--method', 'lora', '--gpu', 'l4'], /fine-tuning method/],
    [['estimate', '--model', 'qwen2.5-7b', '--task', 'pretrain', '--tokens', '-5', '--gpu', 'l4'], /-5/],
    [['estimate', '--model', 'qwen2.5-7b', '--context', '20000000', '--gpu', 'l4'], /32768|131072/],
    [['estimate', '--model', 'not-a-model-at-all', '--gpu', 'l4'], /not-a-model-at-all/],
  ])('bad input %j → exit 2 with a message', async (args, message) => {
    const { code, err } = await cli(args);
    expect(code).toBe(2);
    expect(err).toMatch(message);
  });
});
