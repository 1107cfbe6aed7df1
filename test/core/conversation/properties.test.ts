/**
 * Whatever a user types or whichever stale button they press, the conversation answers with a
 * question, an advice or a cancel notice — never an exception, never a NaN — and its state stays
 * plain JSON.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { start, step } from '../../../src/core/conversation/index.ts';
import type { Input, StepResult } from '../../../src/core/conversation/types.ts';
import { parseRequest } from '../../../src/core/parse/index.ts';
import { context, NOW } from './helpers.ts';

const ctx = context('en');

/** Fragments people type, to be glued together at random. */
const WORDS = [
  'qwen2.5 7b', 'llama 3.1 70b', 'deepseek r1', '7B', '8x7B', '70亿参数', 'LoRA', 'QLoRA', '全参', '微调', '推理', 'serve', 'pretrain',
  'int4', 'fp8', 'gguf', '20 users', '并发 8', '100 tokens/s', '32k context', '上下文 8k', '8 hours a day', '每天 8 小时', '50k samples of 1k tokens',
  '5万条 每条 1000 token', '10GB of text', '200B tokens', '3 epochs', '3 轮', 'by friday', '下周五前', 'in a month', '一周内', '48 小时', 'on 4090',
  '8 张 A100', 'A100 够吗', '离线批量', 'batch job', '-5', '0', '1e999', 'NaN', '∞', '', '？', 'back', '重来', '取消', '八', '二十', '0.0001B',
];
const BUTTONS = [
  'model:qwen2.5-7b', 'model:other', 'model:nope', 'task:infer', 'task:lora', 'task:pretrain', 'amount:users=0', 'amount:users=5', 'amount:users=1e999',
  'amount:tokens=1e8', 'amount:tokens=-3', 'set:contextTokens=32768', 'set:hoursPerDay=99', 'set:engine=vllm', 'set:precision=int3', 'set:__proto__=1',
  'set:constructor=x', 'back', 'restart', 'cancel', 'math', 'alts', '',
];

const message = fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.string({ maxLength: 12 })), { maxLength: 5 }).map((parts) => parts.join(' '));
const input: fc.Arbitrary<Input> = fc.oneof(
  message.map((text) => ({ kind: 'text' as const, text })),
  fc.constantFrom(...BUTTONS).map((value) => ({ kind: 'choice' as const, value })),
);

function finiteNumbers(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (value && typeof value === 'object') return Object.values(value).every(finiteNumbers);
  return true;
}

describe('conversation properties', () => {
  it('parseRequest never throws and only yields finite, positive numbers', () => {
    fc.assert(
      fc.property(message, (text) => {
        const { request } = parseRequest(text, ctx.catalog, NOW);
        for (const v of Object.values(request)) if (typeof v === 'number') expect(Number.isFinite(v) && v > 0).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('any sequence of inputs gets a question, an advice or a cancel notice, with JSON state', () => {
    fc.assert(
      fc.property(fc.option(message, { nil: undefined }), fc.array(input, { maxLength: 6 }), (first, inputs) => {
        let r: StepResult = start(ctx, first);
        for (const i of inputs) {
          r = step(ctx, JSON.parse(JSON.stringify(r.state)), i);
          expect(['question', 'advice', 'cancelled']).toContain(r.next.kind);
          expect(JSON.parse(JSON.stringify(r.state))).toEqual(r.state);
          expect(finiteNumbers(r.state.request)).toBe(true);
          if (r.next.kind === 'question') expect(r.state.pending).toBe(r.next.question.id);
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
