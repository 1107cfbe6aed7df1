/**
 * The card question: raised when the asker's unnamed cards decide the answer, answered by a button, by typing the card,
 * or by "not sure" (then what to rent for that many); the card named is judged as the asker's own.
 */
import { describe, expect, it } from 'vitest';
import { start } from '../../../src/core/conversation/index.ts';
import { adviceOf, answer, context, questionOf } from './helpers.ts';

const en = context('en');
const zh = context('zh');
const POST = 'i am looking for running LLAMA 2 70B model . i have 2 gpus . need to run';

describe('which cards are yours?', () => {
  it('asks it with both answers as the reason, the popular cards as buttons and "not sure"', () => {
    const q = questionOf(start(en, POST));
    expect(q.id).toBe('gpu');
    expect(q.hint).toMatch(/Which cards are your 2\?.*4090.*A100/);
    const values = q.view.actions.flat().map((a) => a.value);
    expect(values).toEqual(expect.arrayContaining(['gpu:rtx3090', 'gpu:rtx4090', 'gpu:a100-80gb-sxm', 'gpu:unsure', 'back']));
    expect(values.every((v) => v.length <= 40)).toBe(true);
    expect(q.view.fields.map((f) => f.value).join('\n')).toMatch(/Your cards: 2/);
  });

  it('judges the card picked as the asker\'s, at the count they gave', () => {
    const advice = adviceOf(answer(en, start(en, POST), '!gpu:rtx3090'));
    expect(advice.advice.request).toMatchObject({ gpu: 'rtx3090', count: 2, ownsGpu: true });
    expect(advice.advice.verdict).toMatchObject({ gpu: 'rtx3090', count: 2, fits: true });
  });

  it('reads the card typed, without turning "3090s" into a question of how many', () => {
    const advice = adviceOf(answer(en, start(en, POST), "they're 3090s"));
    expect(advice.advice.request.countAsked).toBeUndefined();
    expect(advice.advice.verdict).toMatchObject({ gpu: 'rtx3090', count: 2 });
    expect(adviceOf(answer(zh, start(zh, '我有两张卡，跑 llama 2 70b 够不够？'), 'A100 80G')).advice.verdict).toMatchObject({ gpu: 'a100-80gb-sxm', count: 2, fits: true });
  });

  it('recommends what to rent for that many when the asker is not sure, by button or typed', () => {
    for (const input of ['!gpu:unsure', 'not sure', '不知道']) {
      const advice = adviceOf(answer(en, start(en, POST), input));
      expect(advice.advice.verdict, input).toBeUndefined();
      expect(advice.advice.request.unnamedCards, input).toBe(false);
    }
  });

  it('re-asks with a hint when the answer names no card, and keeps what it knew', () => {
    const r = answer(en, start(en, POST), 'hmm');
    expect(questionOf(r).id).toBe('gpu');
    expect(questionOf(r).hint).toMatch(/didn't catch a card/);
    expect(r.state.request).toMatchObject({ model: 'llama-2-70b', count: 2 });
  });
});
