/**
 * Service limits (src/core/limits.ts): a message too long to read and an amount too big to plan are
 * answered at once with a localized message, whatever else the request says.
 */
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/core/catalog/index.ts';
import { start, step } from '../../src/core/conversation/index.ts';
import { isUserError, userErrorText } from '../../src/core/errors.ts';
import { checkPlanLimits, MAX_INPUT_CHARS, PLAN_LIMITS } from '../../src/core/limits.ts';
import { DEFAULT_SETTINGS, type CoreContext } from '../../src/core/recommend/types.ts';

const catalog = defaultCatalog();
const ctx = (locale: 'en' | 'zh' = 'en'): CoreContext => ({ catalog, now: new Date('2026-12-01T00:00:00Z'), locale, settings: DEFAULT_SETTINGS });

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('input length cap', () => {
  it('refuses a message past the cap at once, in both languages, before parsing it', () => {
    const text = 'qwen2.5 7b for 20 users '.repeat(5000); // ~120 KB
    const t0 = performance.now();
    const error = thrown(() => start(ctx(), text));
    expect(performance.now() - t0).toBeLessThan(50);
    expect(isUserError(error) && error.key).toBe('inputTooLong');
    if (!isUserError(error)) return;
    expect(userErrorText('en', error)).toContain(String(MAX_INPUT_CHARS));
    expect(userErrorText('zh', error)).toMatch(/太长/);
  });

  it('a message at the cap is read; a long answer to an open question changes nothing', () => {
    const first = start(ctx(), 'which card?');
    expect(first.next.kind).toBe('question');
    expect(() => start(ctx(), `qwen2.5 7b ${'x'.repeat(MAX_INPUT_CHARS - 11)}`)).not.toThrow();
    const error = thrown(() => step(ctx(), first.state, { kind: 'text', text: 'y'.repeat(MAX_INPUT_CHARS + 1) }));
    expect(isUserError(error) && error.key).toBe('inputTooLong');
  });
});

describe('planner caps', () => {
  it.each([
    ['qwen2.5 14b chatbot for 1e6 users', 'concurrency'],
    ['qwen2.5 14b chatbot for 1000000 users', 'concurrency'],
    ['pretrain a 7b model on 1e15 tokens in a month', 'tokens'],
  ])('"%s" is answered at once with the cap on %s', (text, field) => {
    const t0 = performance.now();
    const result = start(ctx(), text);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(result.next.kind).toBe('question');
    if (result.next.kind !== 'question') return;
    const max = PLAN_LIMITS[field as keyof typeof PLAN_LIMITS];
    expect(result.next.question.hint).toContain(String(max));
    expect(result.next.question.hint).toMatch(/beyond what I plan/);
  });

  it('the same request just under the cap is planned', () => {
    const result = start(ctx(), 'qwen2.5 14b chatbot for 1000 users');
    expect(result.next.kind).toBe('advice');
  });

  it('checks every capped field, NaN and Infinity included', () => {
    for (const [field, max] of Object.entries(PLAN_LIMITS)) {
      expect(() => checkPlanLimits({ [field]: max })).not.toThrow();
      for (const bad of [max * 1.01, Infinity, NaN]) {
        const error = thrown(() => checkPlanLimits({ [field]: bad }));
        expect(isUserError(error) && error.context).toMatchObject({ field, max });
      }
    }
  });
});
