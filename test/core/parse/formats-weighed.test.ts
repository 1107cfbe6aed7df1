import { describe, expect, it } from 'vitest';
import { formatsNamed, formatWeighed, speedsMeasured } from '../../../src/core/parse/formats-weighed.ts';

describe('formatsNamed', () => {
  it('counts the distinct formats the keyword rules read, not the rows about them', () => {
    expect(formatsNamed(['model', 'precision.int4', 'precision.inQuestion', 'precision.fp16', 'throughput.en'])).toBe(2);
    expect(formatsNamed(['precision.fp8', 'precision.fp8', 'precision.asked'])).toBe(1);
  });
});

describe('speedsMeasured', () => {
  it.each([
    'FP16 98 tok/s vs FP8 80 tok/s',
    'with float16 the benchmark is 4267.62 tokens per second',
    'GPTQ-Int8 的推理速度大概只有3-5tokens/s',
  ])('reads speeds the asker measured: %s', (text) => expect(speedsMeasured(text)).toBe(true));
  it.each(['serve it to 50 users at 20 tokens/s each', 'we need 3,000 tokens/s in total'])('leaves a target alone: %s', (text) => expect(speedsMeasured(text)).toBe(false));
});

describe('formatWeighed', () => {
  it.each(['Is it even worth quantizing this model on the A100?', 'should I stay on FP16?', 'Do I need the 4bits one at all on this card?', 'T4 上应该用哪个版本？'])(
    'reads the format as a choice still open: %s',
    (text) => expect(formatWeighed(text)).toBe(true),
  );
  it('not a format the asker runs and asks to fit', () => expect(formatWeighed('Can I run it in AWQ on two 3090s?')).toBe(false));
});
