/**
 * The format a question asks about is the one judged ("does Q8_0 fit or do i have to drop to Q4_K_M?"), over the formats
 * the post ran or tried; a fallback asked about beside it lets the verdict go down from it to the first that fits.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { askedFormat, fallbackAsked, formatBesideModel } from '../../../src/core/parse/format-switch.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';

const catalog = loadCatalog();
const NOW = new Date('2026-12-02T00:00:00Z');
const read = (text: string) => parseRequest(text, catalog, NOW).request;

describe('the format a question asks about', () => {
  it.each([
    ['llama.cpp on a 2080 Ti: does Q8_0 fit or do i have to drop to Q4_K_M?', 'q8_0', true],
    ['Baichuan2-13B fp16 放不下；切到 int4 以后能跑了。想问 int8 能在一张 3090 上放下吗？还是只能 int4', 'int8', true],
    ['16G 的 T4 放得下 fp16 吗？是不是直接 fp16 跑就行', 'fp16', false],
    ['AWQ is slower than fp16 on my A800 40GB. should I even bother with awq or just serve the fp16 one', 'fp16', false],
    ['do I even need to quantize a 7b on a 40gb card or is bf16 fine?', 'bf16', false],
    ['I have 2x 3090. with load_in_8bit (bitsandbytes) is 48gb enough or do I have to go down to 4-bit?', 'int8', true],
  ] as const)('%s → %s', (text, format, fallback) => {
    expect(askedFormat(text)).toBe(format);
    expect(fallbackAsked(text)).toBe(fallback);
  });

  it('reads the format leading a question sentence, the card after a comma', () => {
    expect(askedFormat('先用单卡8bit，调一半爆显存挂了。单卡 fp16 的 LoRA，一张A100 40G够不够？')).toBe('fp16');
    // A switch between the format and the question is a switch, not this question.
    expect(askedFormat('跑 Qwen3.6 27B 的 AWQ，想换成不量化的原版（bf16）跑，两张 22G 放得下吗？')).toBeUndefined();
  });

  it("reads the format written right after the model as that model's", () => {
    expect(formatBesideModel('qwen3-1.7b in fp16 with a draft -> OOM. meanwhile 4B int8 works', 'qwen3-1.7b')).toBe('fp16');
    expect(read('qwen3-1.7b in fp16 with qwen3-0.6b as the draft -> OOM on an A800. meanwhile 4B int8 + the same draft works fine').precision).toBe('fp16');
    // An optimizer's bits are not the weights'.
    expect(formatBesideModel('Full fine-tune Llama 3.1 8B with 8-bit Adam', 'Llama 3.1 8B')).toBeUndefined();
  });

  it('reads no format asked in a statement or an open question', () => {
    expect(askedFormat('we run qwen2.5 7b in int4 with vllm')).toBeUndefined();
    expect(askedFormat('which quant should i download for a 4060 ti 16gb')).toBeUndefined();
  });

  it('judges the asked format, with the fallback marked, over the format tried', () => {
    expect(read('Baichuan2-13B fp16 放不下；切到 int4 以后能跑了。int8 能在一张 3090 上放下吗？还是只能 int4')).toMatchObject({ precision: 'int8', precisionFallback: true });
    expect(read('ChatGLM3-6B 在 T4 上 quantize(8) 太慢。16G 的 T4 放得下 fp16 吗？')).toMatchObject({ precision: 'fp16' });
    // The format itself asked as well: none fixed, the verdict finds the best that fits.
    expect(read('一张 A100 40G 部署 Qwen2.5-32B。bf16 放得下吗？放不下的话 AWQ、GPTQ、bnb 哪个合适？').precision).toBeUndefined();
  });

  it("reads a 16-bit format beside QLoRA as its compute dtype, and 'not lora/qlora' as ruling both out", () => {
    expect(read('QLoRA on Qwen1.5-7B-Chat on a single V100 16GB: lora rank 64, fp16. is a 16GB V100 enough').precision).toBeUndefined();
    expect(read('FULL finetune of TinyLlama-1.1B on a T4? not lora/qlora, all weights').method).toBe('full');
  });

  it('keeps the format run when a lighter one is only asked about ("or do i really need fp8")', () => {
    expect(read('vllm OOM on 8xA100 (80GB) with Qwen3-235B-A22B in bf16, tp 8. shouldn\'t 8x80G be plenty? or do i really need fp8 / more gpus').precision).toBe('bf16');
  });
});
