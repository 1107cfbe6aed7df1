/**
 * How to start the planned setup: the serving engine's command with the numbers the plan was sized at — the
 * tensor/pipeline split, the context, the sequences each copy keeps in flight, the memory share and KV format
 * it counted on — so "how should I set max_num_seqs?" has its answer next to the card and the cost. Only the
 * flags follow from the plan; the checkpoint is named by the catalog's repository where it has one (GGUF files),
 * else by the model and format to download.
 */
import type { Catalog } from '../catalog/schema.ts';
import { DEFAULT_GPU_MEMORY_UTILIZATION } from '../estimate/constants.ts';
import { ggufTag } from '../estimate/gguf.ts';
import type { Estimate } from '../estimate/types.ts';

/** The checkpoint a format means: vLLM and SGLang read the quantization from the checkpoint's own config. */
const CHECKPOINT: Partial<Record<string, string>> = { int4: 'AWQ or GPTQ int4', int8: 'GPTQ / W8A8 int8', fp8: 'FP8' };

/** The command for one copy of the plan, or undefined for an engine without one (transformers, diffusers). */
export function launchCommand(catalog: Catalog, e: Estimate): string | undefined {
  const input = e.input;
  if (!input.model || input.task !== 'infer') return undefined;
  const model = catalog.models.find((m) => m.id === input.model?.model.id);
  const name = model?.name ?? input.model.model.name;
  const context = input.contextTokens;
  const seqs = Math.max(1, Math.ceil((input.concurrency ?? 1) / Math.max(1, e.layout.replicas)));
  const tp = e.layout.tensorParallel;
  const pp = e.layout.pipelineStages ?? 1;
  const dp = e.layout.dataParallelAttention === true;
  const checkpoint = `${name} ${CHECKPOINT[input.precision] ?? input.precision}`;
  if (input.engine === 'vllm') {
    const flags = [
      // Data-parallel attention: one attention rank per GPU, the experts split over them (expert parallel).
      tp > 1 ? (dp ? `--data-parallel-size ${tp} --enable-expert-parallel` : `--tensor-parallel-size ${tp}`) : '',
      pp > 1 ? `--pipeline-parallel-size ${pp}` : '',
      context ? `--max-model-len ${context}` : '',
      `--max-num-seqs ${seqs}`,
      input.gpuMemoryUtilization !== undefined && input.gpuMemoryUtilization !== DEFAULT_GPU_MEMORY_UTILIZATION ? `--gpu-memory-utilization ${input.gpuMemoryUtilization}` : '',
      input.kvPrecision === 'fp8' ? '--kv-cache-dtype fp8' : '',
    ];
    return [`vllm serve <${checkpoint}>`, ...flags].filter(Boolean).join(' ');
  }
  if (input.engine === 'sglang') {
    const flags = [tp > 1 ? `--tp ${tp}` : '', dp ? `--enable-dp-attention --dp ${tp}` : '', context ? `--context-length ${context}` : '', `--max-running-requests ${seqs}`];
    return [`python -m sglang.launch_server --model-path <${checkpoint}>`, ...flags].filter(Boolean).join(' ');
  }
  if (input.engine === 'lmdeploy') {
    // TurboMind reads an AWQ/GPTQ checkpoint's format from its config; the 8-bit KV cache is its quant policy.
    const flags = [tp > 1 ? `--tp ${tp}` : '', context ? `--session-len ${context}` : '', `--max-batch-size ${seqs}`, input.kvPrecision === 'int8' ? '--quant-policy 8' : ''];
    return [`lmdeploy serve api_server <${checkpoint}>`, ...flags].filter(Boolean).join(' ');
  }
  if (input.engine === 'llama.cpp') {
    const gguf = input.precision ? model?.quantized?.find((q) => q.format === input.precision) : undefined;
    const tag = input.precision ? ggufTag(input.precision) : undefined;
    const source = gguf && tag ? `-hf ${gguf.repo}:${tag}` : `-m <${name}${tag ? `-${tag}` : ''}.gguf>`;
    // Every layer on the GPUs (-ngl 99), split over them by layers; one slot per user in flight.
    return [`llama-server ${source}`, context ? `-c ${context * seqs}` : '', '-ngl 99', seqs > 1 ? `-np ${seqs}` : ''].filter(Boolean).join(' ');
  }
  return undefined;
}
