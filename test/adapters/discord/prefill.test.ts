import { describe, expect, it } from 'vitest';
import { prefillFromOptions } from '../../../src/adapters/discord/prefill.ts';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { UserError } from '../../../src/core/errors.ts';
import { translator } from '../../../src/core/i18n.ts';

const catalog = defaultCatalog();

describe('prefillFromOptions', () => {
  it('maps a picked model id, a task choice and a throughput', () => {
    expect(prefillFromOptions({ model: 'qwen2.5-72b', task: 'infer', throughput: '20' }, catalog, 'en')).toEqual({
      prefill: { model: 'qwen2.5-72b', task: 'infer', concurrency: 20 },
    });
    expect(prefillFromOptions({ task: 'finetune-lora', throughput: '50M' }, catalog, 'en')).toEqual({
      prefill: { task: 'finetune', method: 'lora', tokens: 50e6 },
    });
    expect(prefillFromOptions({ task: 'pretrain', throughput: '200B' }, catalog, 'en').prefill).toMatchObject({ task: 'pretrain', tokens: 200e9 });
  });

  it('resolves a typed catalog alias, and hands a bare size to the free-text reader', () => {
    const aliased = prefillFromOptions({ model: 'Qwen/Qwen2.5-72B-Instruct' }, catalog, 'en');
    expect(aliased.prefill?.model).toBe('qwen2.5-72b');
    expect(prefillFromOptions({ model: '70亿', question: '推理' }, catalog, 'zh')).toEqual({ text: '70亿 推理' });
  });

  it('returns nothing for no options', () => {
    expect(prefillFromOptions({}, catalog, 'en')).toEqual({});
  });

  it('rejects an unreadable throughput or task with a localized UserError', () => {
    const attempt = () => prefillFromOptions({ throughput: 'lots' }, catalog, 'zh');
    expect(attempt).toThrow(UserError);
    try {
      attempt();
    } catch (error) {
      const e = error as UserError;
      expect(translator('zh')(`errors:${e.key}`, e.context)).toContain('lots');
      expect(e.context.field).toBe(translator('zh')('discord:command.ask.throughput.name'));
    }
    expect(() => prefillFromOptions({ throughput: '-3' }, catalog, 'en')).toThrow(UserError);
    expect(() => prefillFromOptions({ task: 'dance' }, catalog, 'en')).toThrow(UserError);
  });
});
