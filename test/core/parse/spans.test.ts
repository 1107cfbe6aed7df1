import { describe, expect, it } from 'vitest';
import { blank, consume, questionsLastFirst, within } from '../../../src/core/parse/spans.ts';

describe('spans', () => {
  it('consume and blank keep the length, so later indexes stay valid', () => {
    expect(consume('two 4090s, llama', 4, 9)).toBe('two      , llama');
    expect(blank('a b c', [{ start: 0, end: 1 }, { start: 4, end: 5 }])).toBe('  b  ');
  });

  it('within: a match wholly inside the span, not one that crosses its edge', () => {
    const text = 'fp16 OOM. does int8 fit?';
    const question = { start: 10, end: text.length };
    expect(within(/int8/u.exec(text)!, question)).toBe(true);
    expect(within(/fp16/u.exec(text)!, question)).toBe(false);
    expect(within(/OOM\. does/u.exec(text)!, question)).toBe(false);
  });

  it('questionsLastFirst: the asking sentences last first; an ellipsis trails off inside one, a full stop ends it', () => {
    const read = (text: string) => questionsLastFirst(text).map((s) => text.slice(s.start, s.end).trim());
    expect(read('LoRA fits. Does full fit? And QLoRA?')).toEqual(['And QLoRA?', 'Does full fit?']);
    expect(read('先试了 LoRA。做全参数训练，再加上优化器状态和梯度……8 卡 H100 能训吗？')).toEqual(['做全参数训练，再加上优化器状态和梯度……8 卡 H100 能训吗？']);
    expect(read('full fine-tune plus the optimizer states... is one node enough?')).toEqual(['full fine-tune plus the optimizer states... is one node enough?']);
  });
});
