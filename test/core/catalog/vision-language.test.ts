/**
 * Vision-language models people ask about by name (LLaVA, MiniCPM-V/o, GLM-4V, InternVL, Qwen2-VL, CogVLM): the
 * spellings they write resolve to the catalog row, a sentence naming one is read as that model, and the row's weights are
 * the whole checkpoint (language model + vision tower + projector), so bf16 weights are paramsB × 2 bytes.
 */
import { describe, expect, it } from 'vitest';
import { defaultCatalog, findModel, resolveGpu, resolveModel } from '../../../src/core/catalog/index.ts';
import { estimate, modelRef } from '../../../src/core/estimate/index.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';

const catalog = defaultCatalog();
const NOW = new Date('2026-12-02T10:00:00Z');

const NAMES: [string, string][] = [
  ['LLaVA-1.5-7B', 'llava-1.5-7b'],
  ['llava-7b', 'llava-1.5-7b'],
  ['llava-v1.5-7b', 'llava-1.5-7b'],
  ['liuhaotian/llava-v1.5-13b', 'llava-1.5-13b'],
  ['llava 1.5 13b', 'llava-1.5-13b'],
  ['llava-v1.6-mistral-7b', 'llava-next-mistral-7b'],
  ['LLaVA-NeXT-34B', 'llava-next-34b'],
  ['llava-v1.6-vicuna-13b-hf', 'llava-next-vicuna-13b'],
  ['MiniCPM-V 2.6', 'minicpm-v-2.6'],
  ['minicpm-v2.6', 'minicpm-v-2.6'],
  ['MiniCPM-V-2_6', 'minicpm-v-2.6'],
  ['openbmb/MiniCPM-V-2_6', 'minicpm-v-2.6'],
  ['MiniCPM-Llama3-V 2.5', 'minicpm-llama3-v-2.5'],
  ['MiniCPM-Llama3-V-2_5', 'minicpm-llama3-v-2.5'],
  ['miniCPM-V2.5', 'minicpm-llama3-v-2.5'],
  ['MiniCPM-o 2.6', 'minicpm-o-2.6'],
  ['MiniCPM-o-2_6', 'minicpm-o-2.6'],
  ['glm-4v-9b', 'glm-4v-9b'],
  ['glm4v', 'glm-4v-9b'],
  ['glm 4v 9b', 'glm-4v-9b'],
  ['THUDM/glm-4v-9b', 'glm-4v-9b'],
  ['InternVL2.5-38B', 'internvl2.5-38b'],
  ['internvl2_5-38b', 'internvl2.5-38b'],
  ['OpenGVLab/InternVL2_5-78B-AWQ', 'internvl2.5-78b'],
  ['InternVL2_5-8B', 'internvl2.5-8b'],
  ['InternVL2.5-26B', 'internvl2.5-26b'],
  ['InternVL3-8B', 'internvl3-8b'],
  ['InternVL3-38B-Instruct', 'internvl3-38b'],
  ['InternVL3 78B', 'internvl3-78b'],
  ['intern-vl-3.5-241B', 'internvl3.5-241b-a28b'],
  ['InternVL3_5-241B-A28B', 'internvl3.5-241b-a28b'],
  ['Qwen2-VL-2B-Instruct', 'qwen2-vl-2b'],
  ['Qwen2-VL-7B', 'qwen2-vl-7b'],
  ['Qwen/Qwen2-VL-72B-Instruct', 'qwen2-vl-72b'],
  ['Qwen2.5-VL-3B-Instruct', 'qwen2.5-vl-3b'],
  ['cogvlm', 'cogvlm-17b'],
  ['cogvlm-chat', 'cogvlm-17b'],
  ['THUDM/cogvlm-chat-hf', 'cogvlm-17b'],
  ['CogVLM2', 'cogvlm2-19b'],
  ['cogvlm2-llama3-chat-19B', 'cogvlm2-19b'],
];

describe('vision-language models by the names people write', () => {
  it.each(NAMES)('%s → %s', (name, id) => {
    expect(findModel(catalog, name)?.id).toBe(id);
  });

  it('steals no existing name, and a family without its size names no model', () => {
    expect(findModel(catalog, 'glm-4')?.id).toBe('glm-4-9b-chat');
    expect(findModel(catalog, 'GLM-4-9B')?.id).toBe('glm-4-9b-chat');
    expect(findModel(catalog, 'Qwen2.5-VL-7B')?.id).toBe('qwen2.5-vl-7b');
    for (const bare of ['llava', 'LLaVA-NeXT', 'llava 1.5', 'InternVL2.5', 'InternVL3', 'InternVL3.5', 'MiniCPM-V', 'MiniCPM-o', 'Qwen2-VL']) {
      expect(findModel(catalog, bare), bare).toBeUndefined();
    }
  });

  const ASKED: [string, string][] = [
    ['MiniCPM-V 2.6 lora on 8 3090s', 'minicpm-v-2.6'],
    ['run llava 1.5 13b on a 4090', 'llava-1.5-13b'],
    ['fine-tune llava-v1.5-7b with LoRA on a 4090', 'llava-1.5-7b'],
    // The name's 9B is the language model's; the row counts the vision tower too (13.9B): still this model.
    ['glm-4v-9b inference on one A100', 'glm-4v-9b'],
    ['can I run glm 4v 9b on a 3090?', 'glm-4v-9b'],
    ['InternVL2.5-38B on 2x A100 80G', 'internvl2.5-38b'],
    ['deploy intern-vl-3.5-241B on 8 H100', 'internvl3.5-241b-a28b'],
    ['Qwen2.5-VL-3B-Instruct on a 3060', 'qwen2.5-vl-3b'],
    ['cogvlm-chat on a 4090', 'cogvlm-17b'],
    ['用两张4090跑 MiniCPM-o 2.6', 'minicpm-o-2.6'],
    ['MiniCPM-Llama3-V-2_5 int4 on a 3060', 'minicpm-llama3-v-2.5'],
    ['部署 InternVL3-78B 需要几张 H20', 'internvl3-78b'],
  ];

  it.each(ASKED)('"%s" asks about %s', (question, id) => {
    expect(parseRequest(question, catalog, NOW).request.model).toBe(id);
  });

  it('reads a release the catalog lacks as no catalog model (MiniCPM-o 4.5 is not 2.6, InternVL3.5-8B not the 241B)', () => {
    expect(parseRequest('请问4张16G的V100显卡可以部署 MiniCPM-o 4.5 的推理不？', catalog, NOW).request.model).toBeUndefined();
    expect(parseRequest('InternVL3.5-8B on a 4090', catalog, NOW).request.model).toBeUndefined();
  });

  it('reads a size the catalog lacks after a name as another model, as before ("Mixtral 7B" is not Mixtral-8x7B)', () => {
    const parsed = parseRequest('Mixtral 7B on a 4090', catalog, NOW);
    expect(parsed.request.model).toBeUndefined();
    expect(parsed.unknownModel).toBe('Mixtral 7B');
  });
});

describe('vision-language rows count the whole checkpoint', () => {
  const WHOLE: [string, number][] = [
    ['llava-1.5-7b', 7.06],
    ['minicpm-v-2.6', 8],
    ['glm-4v-9b', 13.9],
    ['internvl2.5-38b', 38.4],
    ['internvl3.5-241b-a28b', 240.7],
    ['qwen2-vl-7b', 8.29],
    ['cogvlm-17b', 17],
  ];

  it.each(WHOLE)('%s: %f B params, weights = paramsB × 2 bytes in bf16', (id, paramsB) => {
    const model = resolveModel(catalog, id);
    expect(model.paramsB).toBe(paramsB);
    expect(model.kind === 'llm' && model.vision?.encoderParamsB).toBeGreaterThan(0);
    const e = estimate({ model: modelRef(model), task: 'infer', precision: 'bf16', gpu: resolveGpu(catalog, 'h100-sxm') });
    expect(e.memory.weightsGB).toBeCloseTo(paramsB * 2, 1);
  });

  it('sizes the KV cache from the language model: InternVL3.5-241B-A28B is Qwen3-235B-A22B inside', () => {
    const vl = resolveModel(catalog, 'internvl3.5-241b-a28b');
    const text = resolveModel(catalog, 'qwen3-235b-a22b');
    if (vl.kind !== 'llm' || text.kind !== 'llm') throw new Error('expected LLM rows');
    expect([vl.layers, vl.kvHeads, vl.headDim, vl.moe?.experts]).toEqual([text.layers, text.kvHeads, text.headDim, text.moe?.experts]);
    expect(vl.activeParamsB).toBe(28);
  });

  it('every new row says where its figures come from', () => {
    for (const id of WHOLE.map(([id]) => id)) {
      const model = resolveModel(catalog, id);
      expect(model.source).toMatch(/\(read \d{4}-\d{2}-\d{2}\)$/);
      expect(model.notes).toMatch(/paramsB/);
    }
  });
});
