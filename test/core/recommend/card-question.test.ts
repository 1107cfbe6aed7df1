/**
 * Unnamed cards of the asker's: asked about only when a 24 GB desk card and an 80 GB datacenter card at that count give
 * different answers; both answers are the question's reason.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { isUserError, type UserError } from '../../../src/core/errors.ts';
import { recommend } from '../../../src/core/recommend/index.ts';
import { DEFAULT_SETTINGS, type AdviceRequest, type CoreContext } from '../../../src/core/recommend/types.ts';

const catalog = loadCatalog();
const ctx: CoreContext = { catalog, now: new Date('2026-12-02T00:00:00Z'), locale: 'en', settings: { ...DEFAULT_SETTINGS } };

function askedWith(request: AdviceRequest): UserError | undefined {
  try {
    recommend(ctx, request);
    return undefined;
  } catch (error) {
    if (isUserError(error)) return error;
    throw error;
  }
}

describe('which card the asker has, when it decides the answer', () => {
  it('asks when two desk cards hold a 70B only in 4-bit and two 80 GB cards in 16-bit (138 GB of bf16 weights)', () => {
    const error = askedWith({ model: 'llama-2-70b', task: 'infer', count: 2, unnamedCards: true });
    expect(error?.key).toBe('cardUnnamed.lighter');
    expect(error?.context).toMatchObject({ count: 2, small: expect.stringContaining('4090'), large: expect.stringContaining('A100') });
    expect(['q4_k_m', 'int4', 'awq', 'gptq']).toContain(error?.context.smallPrecision);
  });

  it('asks when eight desk cards cannot hold a full fine-tune that eight 80 GB cards can (31B × 16 B = 496 GB of states)', () => {
    const error = askedWith({ model: 'qwen3-vl-30b-a3b', task: 'finetune', method: 'full', count: 8, unnamedCards: true });
    expect(error?.key).toBe('cardUnnamed.shortTrain');
    expect(error?.context).toMatchObject({ count: 8, largeMethod: 'full' });
  });

  it('answers without asking when any of those cards would do the same (a 7B in bf16 on two cards)', () => {
    expect(askedWith({ model: 'qwen2.5-7b', task: 'infer', count: 2, unnamedCards: true })).toBeUndefined();
  });

  it('answers without asking when neither would hold it (DeepSeek-R1 on two cards)', () => {
    expect(askedWith({ model: 'deepseek-r1', task: 'infer', count: 2, unnamedCards: true })).toBeUndefined();
  });

  it('asks nothing once the card is named or the asker does not know it', () => {
    const named = recommend(ctx, { model: 'llama-2-70b', task: 'infer', count: 2, unnamedCards: true, gpu: 'rtx3090', ownsGpu: true });
    expect(named.verdict).toMatchObject({ gpu: 'rtx3090', count: 2 });
    expect(askedWith({ model: 'llama-2-70b', task: 'infer', count: 2, unnamedCards: false })).toBeUndefined();
  });
});
