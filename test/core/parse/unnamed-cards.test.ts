/**
 * Cards of the asker's counted without a name are marked (the recommender may ask which they are); cards to rent, a
 * count told as what a model needs, a card asked for, and "I have been running into …" are not.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';

const catalog = loadCatalog();
const NOW = new Date('2026-12-02T00:00:00Z');
const read = (text: string) => parseRequest(text, catalog, NOW).request;

describe('cards of the asker counted but not named', () => {
  it('marks a count the asker has and asks about, or whose run failed', () => {
    expect(read('i am looking for running LLAMA 2 70B model . i have 2 gpus . need to run')).toMatchObject({ count: 2, unnamedCards: true });
    expect(read('Qwen3-VL-30B-A3B 出现 OOM；8 张卡全参微调到底够不够？')).toMatchObject({ count: 8, unnamedCards: true });
    expect(read('16B模型 zero_stage 3，模型切到四张卡上为什么还会OOM？')).toMatchObject({ count: 4, unnamedCards: true });
    expect(read('我有一张卡，能跑 qwen2.5 32b 吗')).toMatchObject({ count: 1, unnamedCards: true });
  });

  it('leaves cards to rent, a card asked for and a count a model needs to the plan', () => {
    expect(read('I want to rent 2 gpus for llama 2 70b, is that enough?').unnamedCards).toBeUndefined();
    expect(read('What GPUs (and how many) do I need to run Llama 3 70B in bf16? I ran it with tp=4 and it ran out of memory').unnamedCards).toBeUndefined();
    expect(read('这个 72B 模型放单张卡上会 OOM, 至少需要两块卡才能放下，如何多卡并行？').unnamedCards).toBeUndefined();
  });

  it('needs the asker to own a single card, and a question of whether it holds', () => {
    expect(read('Hi, I have been running into out of memory issues with llama-2-7b on 1 GPU').unnamedCards).toBeUndefined();
    expect(read('Can we train a Qwen-2.5-VL-3B on a single GPU with LoRA?').unnamedCards).toBeUndefined();
    // A running deployment asked about its speed: the cards are not in question.
    expect(read('单机2卡推理 Qwen-14B-Chat-Int4，速度反而变慢，如何实现并行？').unnamedCards).toBeUndefined();
  });

  it('never marks cards that are named', () => {
    expect(read('i have 2 x 3090 gpus, can they run llama 2 70b?')).toMatchObject({ gpu: 'rtx3090', count: 2 });
    expect(read('i have 2 x 3090 gpus, can they run llama 2 70b?').unnamedCards).toBeUndefined();
  });
});
