import { describe, expect, it } from 'vitest';
import { mergeRequest, sameRequest } from '../../../src/core/conversation/merge.ts';

describe('mergeRequest', () => {
  it('a method said replaces one assumed from the cards', () => {
    const merged = mergeRequest({ model: 'llama-33b', task: 'finetune', method: 'full', methodAssumed: true }, { method: 'lora' });
    expect(merged.method).toBe('lora');
    expect(merged.methodAssumed).toBeUndefined();
  });
  it('serving has no method, assumed or said', () => {
    const merged = mergeRequest({ model: 'llama-33b', task: 'finetune', method: 'full', methodAssumed: true }, { task: 'infer' });
    expect(merged).toEqual({ model: 'llama-33b', task: 'infer' });
  });
  it('a speed said replaces a volume averaged', () => {
    const merged = mergeRequest({ model: 'llama-3-70b', tokensPerSec: 116, tokensPerSecAverage: true }, { tokensPerSec: 40 });
    expect(merged).toEqual({ model: 'llama-3-70b', tokensPerSec: 40 });
  });
  it('another field leaves the assumption standing', () => {
    expect(mergeRequest({ task: 'finetune', method: 'full', methodAssumed: true }, { epochs: 3 })).toMatchObject({ method: 'full', methodAssumed: true, epochs: 3 });
  });
});

describe('sameRequest', () => {
  it('compares every field of both', () => {
    expect(sameRequest({ task: 'infer', count: 2 }, { task: 'infer', count: 2 })).toBe(true);
    expect(sameRequest({ task: 'infer' }, { task: 'infer', count: 2 })).toBe(false);
  });
});
