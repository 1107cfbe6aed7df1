import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { launchCommand } from '../../../src/core/present/launch.ts';
import { recommend } from '../../../src/core/recommend/index.ts';
import { DEFAULT_SETTINGS, type AdviceRequest, type CoreContext } from '../../../src/core/recommend/types.ts';

const catalog = loadCatalog();
const ctx: CoreContext = { catalog, now: new Date('2026-12-02T00:00:00Z'), locale: 'en', settings: { ...DEFAULT_SETTINGS } };
const planOf = (request: AdviceRequest) => recommend(ctx, request).recommendation.estimate;

describe('launchCommand', () => {
  it('vLLM gets the split, the context and the sequences per copy the plan was sized at', () => {
    const e = planOf({ model: 'llama-3.1-70b', task: 'infer', concurrency: 40, contextTokens: 8192, engine: 'vllm', precision: 'int4' });
    const command = launchCommand(catalog, e)!;
    expect(command).toMatch(/^vllm serve <Llama-3\.1-70B AWQ or GPTQ int4>/);
    expect(command).toContain('--max-model-len 8192');
    expect(command).toContain(`--max-num-seqs ${Math.ceil(40 / e.layout.replicas)}`);
    if (e.layout.tensorParallel > 1) expect(command).toContain(`--tensor-parallel-size ${e.layout.tensorParallel}`);
    else expect(command).not.toContain('--tensor-parallel-size');
  });

  it('llama.cpp pulls the catalog\'s GGUF file of the planned quantization, every layer on the GPUs', () => {
    const e = recommend(ctx, { model: 'qwen2.5-32b', task: 'infer', concurrency: 1, gpu: 'rtx4090', count: 1, ownsGpu: true }).verdict!.option!.estimate;
    expect(e.input.engine).toBe('llama.cpp');
    const file = catalog.models.find((m) => m.id === 'qwen2.5-32b')!.quantized!.find((q) => q.format === e.input.precision)!;
    expect(launchCommand(catalog, e)).toBe(`llama-server -hf ${file.repo}:${e.input.precision.toUpperCase()} -c ${e.input.contextTokens} -ngl 99`);
  });

  it('data-parallel attention is started as one attention rank per GPU with the experts split (vLLM and SGLang flags)', () => {
    const base = { model: 'deepseek-r1', task: 'infer', gpu: 'h200', count: 8, ownsGpu: true, precision: 'fp8', contextTokens: 32_768, concurrency: 64 } as const;
    const vllm = recommend(ctx, { ...base, engine: 'vllm' }).verdict!.option!.estimate;
    expect(vllm.layout.dataParallelAttention).toBe(true);
    expect(launchCommand(catalog, vllm)).toContain('--data-parallel-size 8 --enable-expert-parallel');
    expect(launchCommand(catalog, vllm)).not.toContain('--tensor-parallel-size');
    const sglang = recommend(ctx, { ...base, engine: 'sglang' }).verdict!.option!.estimate;
    expect(launchCommand(catalog, sglang)).toContain('--tp 8 --enable-dp-attention --dp 8');
  });

  it('LMDeploy gets its own api_server flags: the split, the session length, the batch, and --quant-policy 8 for an int8 cache', () => {
    const e = recommend(ctx, { model: 'llama-3-70b', task: 'infer', gpu: 'a100-80gb-pcie', count: 2, ownsGpu: true, engine: 'lmdeploy', precision: 'bf16', contextTokens: 4096, concurrency: 8 }).verdict!.option!.estimate;
    expect(launchCommand(catalog, e)).toBe('lmdeploy serve api_server <Meta-Llama-3-70B bf16> --tp 2 --session-len 4096 --max-batch-size 8');
    expect(launchCommand(catalog, { ...e, input: { ...e.input, kvPrecision: 'int8' } })).toMatch(/ --quant-policy 8$/);
  });

  it('has no command for plain transformers or an image pipeline', () => {
    expect(launchCommand(catalog, planOf({ model: 'flux.1-dev', task: 'infer' }))).toBeUndefined();
    expect(launchCommand(catalog, planOf({ model: 'qwen2.5-7b', task: 'finetune', method: 'lora' }))).toBeUndefined();
  });
});
