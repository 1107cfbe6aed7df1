import { describe, expect, it } from 'vitest';
import type { QuestionId } from '../../../src/core/conversation/types.ts';
import { cancelledView, questionView } from '../../../src/core/present/question.ts';
import { renderText } from '../../../src/core/present/text.ts';
import type { AdviceRequest } from '../../../src/core/recommend/types.ts';
import { context } from './helpers.ts';

const SCREENS: [string, QuestionId, AdviceRequest][] = [
  ['model, nothing known', 'model', {}],
  ['task, model known', 'task', { model: 'qwen2.5-14b' }],
  ['method, fine-tuning said', 'task', { modelSizeB: 7, task: 'finetune' }],
  ['amount, inference', 'amount', { model: 'llama-3.1-8b', task: 'infer', precision: 'int4', contextTokens: 32768 }],
  ['amount, pre-training', 'amount', { modelSizeB: 7, task: 'pretrain', deadlineHours: 720, gpu: 'h100-sxm', count: 8 }],
];

describe.each(['en', 'zh'] as const)('question views (%s)', (locale) => {
  const ctx = context(locale);

  it.each(SCREENS)('%s', (_name, id, request) => {
    const view = questionView(ctx, id, request);
    const text = renderText(view);
    // Every string comes from the locale file: no key may leak through untranslated.
    expect(text).not.toMatch(/conversation:|\{\{/);
    expect(text).toMatchSnapshot();
  });

  it('says what is already known', () => {
    const view = questionView(ctx, 'amount', { model: 'qwen2.5-72b', task: 'finetune', method: 'qlora' });
    const known = view.fields[0]?.value ?? '';
    expect(known).toContain('Qwen2.5-72B');
    expect(known).toContain(locale === 'zh' ? 'QLoRA 微调' : 'QLoRA fine-tune');
  });

  it('offers the typical amounts for the task', () => {
    const infer = questionView(ctx, 'amount', { model: 'qwen2.5-7b', task: 'infer' }).actions.flat().map((a) => a.value);
    expect(infer).toEqual(expect.arrayContaining(['amount:users=1', 'amount:users=5', 'amount:users=20', 'amount:users=100']));
    const pretrain = questionView(ctx, 'amount', { modelSizeB: 7, task: 'pretrain' }).actions.flat().map((a) => a.value);
    expect(pretrain).toEqual(expect.arrayContaining(['amount:tokens=1e10', 'amount:tokens=1e11', 'amount:tokens=1e12']));
  });

  it('renders the cancelled notice', () => {
    expect(renderText(cancelledView(ctx))).toMatchSnapshot();
  });
});
