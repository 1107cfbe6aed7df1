import { describe, expect, it } from 'vitest';
import { parseMac } from '../../../src/core/parse/mac.ts';

describe('parseMac', () => {
  it.each([
    ['can my mac studio m2 ultra 192gb run deepseek r1', { chip: 'm2-ultra', memoryGB: 192 }],
    ['我的 Mac M1 Max 64G 能跑 Qwen2.5-32B 吗？', { chip: 'm1-max', memoryGB: 64 }],
    ['Mac mini M4 16GB can run Qwen3.5 122B?', { chip: 'm4', memoryGB: 16 }],
    ['MacBook Pro M3 Max 128GB llama 70b', { chip: 'm3-max', memoryGB: 128 }],
    ['M3 Ultra 512GB 统一内存 跑 DeepSeek-V3', { chip: 'm3-ultra', memoryGB: 512 }],
    ['Mac Studio M2 Ultra 192G', { chip: 'm2-ultra', memoryGB: 192 }],
    ['64GB MacBook Pro M1 Max', { chip: 'm1-max', memoryGB: 64 }],
    // French "Go" for gigaoctets.
    ['does mixtral fit on the MacBook pro m1 pro with 32Go', { chip: 'm1-pro', memoryGB: 32 }],
  ])('%s', (text, expected) => {
    expect(parseMac(text)).toEqual(expected);
  });

  it('counts Macs joined to run one model, by product or chip; "the two Macs I have" alone may be two different ones', () => {
    expect(parseMac('i have 2 mac studio m2 ultra 192G')).toEqual({ chip: 'm2-ultra', memoryGB: 192, count: 2 });
    expect(parseMac('我用两台Mac Studio M3 Ultra 512gb统一内存')).toEqual({ chip: 'm3-ultra', memoryGB: 512, count: 2 });
    expect(parseMac('两台顶配 Mac Studio（M2 Ultra，192GB 统一内存）通过雷雳4组网')).toEqual({ chip: 'm2-ultra', memoryGB: 192, count: 2 });
    expect(parseMac('exo on 2x M3 Ultra 512GB')).toEqual({ chip: 'm3-ultra', memoryGB: 512, count: 2 });
    expect(parseMac('Kimi on both Mac Studio M3 ULTRA, 512GB RAM')).toEqual({ chip: 'm3-ultra', memoryGB: 512, count: 2 });
    expect(parseMac('I ran tests on the two Macs I have access to. M2 Pro Mac mini 32GB')).toEqual({ chip: 'm2-pro', memoryGB: 32 });
    // The text the count is read in leaves out a report of someone else's setup.
    const post = '文章说两台 Mac Studio M2 Ultra 192GB 组网就能跑。我只有一台，能跑吗？';
    expect(parseMac(post, post.replace(/^[^。]*。/u, (s) => ' '.repeat(s.length)))).toEqual({ chip: 'm2-ultra', memoryGB: 192 });
  });

  it('leaves the memory unset when none is given, and ignores bandwidth and model sizes', () => {
    expect(parseMac('my M4 Pro mac, run qwen2.5-32b')).toEqual({ chip: 'm4-pro' });
    expect(parseMac('M4 Max 546GB/s, 70B model')).toEqual({ chip: 'm4-max' });
  });

  it('reads the chip the question is about: the asker\'s own, else the one asked about, else the first told more exactly', () => {
    expect(parseMac('This will help me decide between M2 Max macbookpro and M2 Ultra studio. Would BLOOM 176B actually fit on the 192GB M2 Ultra?')).toEqual({ chip: 'm2-ultra', memoryGB: 192 });
    expect(parseMac('I have a Macbook Pro with M1 Max 64 GB and run Llama 2 70B q4_0. I wonder if the M2 owner has better performance?')).toEqual({ chip: 'm1-max', memoryGB: 64 });
    expect(parseMac('Llama 2 70b not working on M1 Macs with Metal. Running on my M1 Macbook Pro, Chip: Apple M1 Max, Memory: 64 GB. Is 64GB enough?')).toEqual({ chip: 'm1-max', memoryGB: 64 });
    expect(parseMac('我的 M2 Max 96G 和朋友的 M3 Ultra 比，哪个跑 70B 快？')).toEqual({ chip: 'm2-max', memoryGB: 96 });
  });

  it('reads "I\'m using a mac m2 pro" as the asker\'s chip over the bare "m2" a title asks about', () => {
    expect(parseMac("Possible to train LoRa on mac m2 GPU ? … I'm using a mac m2 pro with 32G of unified memory. Does it fit?")).toEqual({ chip: 'm2-pro', memoryGB: 32 });
  });

  it('finds no chip in a GPU question', () => {
    expect(parseMac('4090 24GB run llama 8b')).toBeUndefined();
    expect(parseMac('H100 80GB')).toBeUndefined();
  });
});

describe('a Mac told by its memory alone', () => {
  it('reads the memory said after the Mac, with no chip', () => {
    expect(parseMac('Failed to load Qwen3.5 397B in my Mac. My Mac only has 64G memory. Error: (218.08GB) exceeds max-model-memory (25.00GB)')).toEqual({ memoryGB: 64 });
    expect(parseMac('mac 崩溃了：模型 Qwopus3.5-27B-v3-oQ8e，macmini pro 64g，日志如下')).toEqual({ memoryGB: 64 });
    expect(parseMac('我使用的是mac mini 32GB内存的电脑')).toEqual({ memoryGB: 32 });
  });

  it('reads nothing from a Mac with no memory said, and a chip named still wins', () => {
    expect(parseMac('在 MacBook Air 上把上下文开满 32K 够吗')).toBeUndefined();
    expect(parseMac('Mac Studio M2 Ultra 192G')).toEqual({ chip: 'm2-ultra', memoryGB: 192 });
  });
});
