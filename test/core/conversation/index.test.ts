import { describe, expect, it } from 'vitest';
import { start, step } from '../../../src/core/conversation/index.ts';
import type { ConversationState, StepResult } from '../../../src/core/conversation/types.ts';
import { translator } from '../../../src/core/i18n.ts';
import { adviceOf, answer, context, questionOf } from './helpers.ts';

const en = context('en');
const catalogGpuName = (id: string) => en.catalog.gpus.find((g) => g.id === id)!.name;
const zh = context('zh');

describe('from "which card?" to an advice', () => {
  it('asks model and task by buttons, then advises with the amount as a stated default (en)', () => {
    let r = start(en, 'which card?');
    const asked: string[] = [];
    for (const pick of ['!model:qwen2.5-7b', '!task:infer']) {
      asked.push(questionOf(r).id);
      r = answer(en, r, pick);
    }
    expect(asked).toEqual(['model', 'task']);
    const advice = adviceOf(r);
    expect(advice.advice.request).toEqual({ model: 'qwen2.5-7b', task: 'infer' });
    expect(advice.view.title).toMatch(/×/);
    // One user is assumed, said in one line, and one tap changes it.
    expect(advice.view.description).toMatch(/^Assumed: one user, 4k context/m);
    const users = advice.view.actions.flat().find((a) => a.value.startsWith('set:concurrency='))!;
    expect(users).toBeDefined();
    expect(adviceOf(answer(en, r, `!${users.value}`)).advice.request.concurrency).toBe(Number(users.value.split('=')[1]));
    expect(r.state.done).toBe(true);
  });

  it('asks in Chinese and takes typed answers (zh)', () => {
    let r = start(zh, '选哪张卡？');
    expect(questionOf(r).view.title).toBe('用哪个模型？');
    r = answer(zh, r, '用 qwen2.5 14b');
    expect(questionOf(r).id).toBe('task');
    r = answer(zh, r, 'LoRA 微调 5万条 每条 1000 token，3 轮');
    expect(adviceOf(r).advice.request).toEqual({ model: 'qwen2.5-14b', task: 'finetune', method: 'lora', tokens: 5e7, epochs: 3 });
  });

  it('asks only what one message left open, and nothing when defaults do', () => {
    // A bare model: serving or training differ several-fold, and nothing says which.
    const r = start(en, 'qwen2.5 7b');
    expect(questionOf(r).id).toBe('task');
    expect(questionOf(start(zh, '70B 需要什么配置？')).id).toBe('task');
    // Serving without a number of users: one user, stated.
    expect(adviceOf(start(en, 'serve qwen2.5 7b')).advice.request).toEqual({ model: 'qwen2.5-7b', task: 'infer' });
    const complete = start(zh, '给 20 个人用的 Qwen2.5-14B 客服机器人');
    expect(adviceOf(complete).advice.request).toEqual({ model: 'qwen2.5-14b', task: 'infer', concurrency: 20 });
    // "How much VRAM?" is asked of running it: answered as inference (said), not asked back.
    expect(adviceOf(start(en, 'how much vram for qwen2.5 7b')).advice.request).toEqual({ model: 'qwen2.5-7b', memoryAsked: true });
    expect(adviceOf(start(zh, 'qwen2.5-72b 全参微调需要多少显存')).advice.request).toMatchObject({ model: 'qwen2.5-72b', task: 'finetune', method: 'full', memoryAsked: true });
  });

  it('one message may answer several questions at once', () => {
    const r = answer(en, start(en, 'which card?'), 'llama 3.1 8b for 10 users');
    expect(adviceOf(r).advice.request).toEqual({ model: 'llama-3.1-8b', task: 'infer', concurrency: 10 });
  });

  it('a fine-tune without a method or a dataset size is answered: LoRA assumed, the job cost waits for the amount', () => {
    const r = adviceOf(start(en, 'fine-tune qwen2.5 7b'));
    expect(r.advice.assumptions.map((a) => a.key)).toEqual(expect.arrayContaining(['assumption.method', 'assumption.finetuneTokens']));
    expect(r.view.description).toMatch(/the job cost needs the dataset size/);
    const values = r.view.actions.flat().map((a) => a.value);
    expect(values).toEqual(expect.arrayContaining(['set:method=qlora', 'set:method=full']));
  });

  it.each([
    ['en', 'can I run qwen2.5 32b on my 4090?'],
    ['zh', '我有一张3090，想给自己跑 llama 3.1 8b'],
    ['en', 'Qwen2.5-72B 10 users on 2x A100 80GB bf16'],
    ['zh', '7张A800 全参微调 32B 够吗'],
    ['en', 'llama 3.1 70b on 2x H100'],
  ] as const)('%s: a model and a named card never need another question: %s', (locale, text) => {
    const r = adviceOf(start(locale === 'en' ? en : zh, text));
    expect(r.advice.verdict).toBeDefined();
    expect(r.view.title).toContain(catalogGpuName(r.advice.verdict!.gpu));
  });

  it('takes adapter options as a prefill, resolving a typed model name', () => {
    const r = start(en, undefined, { model: 'Qwen/Qwen2.5-72B-Instruct', task: 'infer', concurrency: 20 });
    expect(adviceOf(r).advice.request).toEqual({ model: 'qwen2.5-72b', task: 'infer', concurrency: 20 });
    const bad = start(en, undefined, { model: 'mistral-medium', task: 'infer' });
    expect(questionOf(bad).id).toBe('model');
    expect(questionOf(bad).hint).toContain('mistral-medium');
  });
});

describe('back, restart and cancel', () => {
  const toAmount = (ctx = en) => answer(ctx, start(ctx), '!model:llama-3.1-8b', '!task:lora');

  it.each([['back'], ['返回'], ['上一步'], ['!back']])('%s goes to the previous question and forgets its answer', (word) => {
    const r = answer(en, toAmount(), word);
    expect(questionOf(r).id).toBe('task');
    expect(r.state.request).toEqual({ model: 'llama-3.1-8b' });
    const twice = answer(en, r, word);
    expect(questionOf(twice).id).toBe('model');
    expect(twice.state.request).toEqual({});
  });

  it('back at the first question says there is nothing to go back to', () => {
    const r = answer(zh, start(zh), '上一步');
    expect(questionOf(r).id).toBe('model');
    expect(questionOf(r).hint).toBe(translator('zh')('conversation:hint.nothingToGoBack'));
  });

  it('back from an advice re-opens the last question', () => {
    const advised = toAmount();
    adviceOf(advised);
    const r = answer(en, advised, 'back');
    expect(questionOf(r).id).toBe('task');
    expect(r.state.done).toBe(false);
    expect(r.state.request.method).toBeUndefined();
  });

  it.each([['restart'], ['重来'], ['重新开始'], ['!restart']])('%s starts over', (word) => {
    const r = answer(en, toAmount(), word);
    expect(questionOf(r).id).toBe('model');
    expect(r.state.request).toEqual({});
    expect(r.state.history).toEqual([]);
  });

  it.each([['cancel'], ['取消'], ['/cancel'], ['!cancel']])('%s cancels', (word) => {
    const r = answer(zh, toAmount(zh), word);
    expect(r.next.kind).toBe('cancelled');
    if (r.next.kind === 'cancelled') expect(r.next.view.title).toBe('已取消');
    expect(r.state).toMatchObject({ done: true, cancelled: true });
    // Anything after a cancel begins a new conversation.
    expect(questionOf(answer(zh, r, '你好')).id).toBe('model');
  });

  it('every question offers back, restart and cancel, with short ASCII values', () => {
    const results: StepResult[] = [start(en), answer(en, start(en), '!model:qwen2.5-7b'), answer(en, start(en, 'fine-tune qwen2.5 7b'), 'back')];
    for (const r of results) {
      const values = questionOf(r).view.actions.flat().map((a) => a.value);
      expect(values).toEqual(expect.arrayContaining(['back', 'restart', 'cancel']));
      for (const v of values) expect(v).toMatch(/^[\x20-\x7e]{1,40}$/);
    }
  });
});

describe('answers that are not understood', () => {
  it.each([
    ['en', '!model:qwen2.5-7b', 'task', 'hmm', 'conversation:hint.task'],
    ['zh', '!model:qwen2.5-7b', 'task', '嗯', 'conversation:hint.task'],
  ] as const)('%s: re-asks %s with a hint', (locale, pick, question, text, hintKey) => {
    const ctx = locale === 'en' ? en : zh;
    const before = answer(ctx, start(ctx), pick);
    const r = answer(ctx, before, text);
    expect(questionOf(r).id).toBe(question);
    expect(questionOf(r).hint).toBe(translator(locale)(hintKey));
    expect(r.state.request).toEqual(before.state.request);
  });

  it('an unknown model name gets the catalog suggestions', () => {
    const r = answer(en, start(en), 'mistral medium');
    expect(questionOf(r).id).toBe('model');
    expect(questionOf(r).hint).toMatch(/mistral/);
    const inSentence = start(zh, '部署 deepseek 给 10 个人用');
    expect(questionOf(inSentence).id).toBe('model');
    expect(questionOf(inSentence).hint).toMatch(/deepseek/i);
    expect(inSentence.state.request).toEqual({ task: 'infer', concurrency: 10 });
  });

  it('a model-like name with a size is sized generically, with a note naming the closest catalog models', () => {
    const r = start(en, 'serve qwen2.5-8b to 5 users');
    expect(r.state.request).toEqual({ modelSizeB: 8, task: 'infer', concurrency: 5 });
    expect(r.state.notes).toEqual([{ key: 'unknownModelSized', params: expect.objectContaining({ name: 'qwen2.5-8b', sizeB: 8 }) }]);
    const notes = adviceOf(r).view.fields.find((f) => f.name === translator('en')('conversation:notes.title'));
    expect(notes?.value).toMatch(/qwen2\.5-8b.*qwen2\.5/);
  });

  it('a vision model the catalog lacks is asked about; its size, given at the model question, sizes it generically', () => {
    const r = start(zh, 'Llama-3.2-11B-Vision-Instruct 的 AWQ 4bit 版本做推理，至少需要多少显存？');
    // Nothing is sized from the number in the name (its vision encoder is not in it): the model question, naming the
    // closest models and the size path.
    expect(questionOf(r).id).toBe('model');
    expect(questionOf(r).hint).toMatch(/Llama-3\.2-11B-Vision.*11B/s);
    expect(r.state.request.modelSizeB).toBeUndefined();
    const sized = answer(zh, r, '11B');
    expect(sized.state.request).toMatchObject({ modelSizeB: 11, precision: 'int4', task: 'infer' });
    expect(adviceOf(sized).advice.request.modelSizeB).toBe(11);
    // The name typed again at the model question is the go-ahead too, with a note naming the closest catalog models.
    expect(answer(zh, r, 'Llama-3.2-11B-Vision').state.notes).toEqual([{ key: 'unknownModelSized', params: expect.objectContaining({ name: 'Llama-3.2-11B-Vision', sizeB: 11 }) }]);
  });

  it('a text model of a family the catalog lacks is sized from the size in its name, with a note (issue 12)', () => {
    const r = start(zh, 'XVERSE-65B 的 AWQ 4bit 版本做推理，至少需要多少显存？');
    expect(r.state.request).toMatchObject({ modelSizeB: 65, precision: 'int4', task: 'infer' });
    expect(r.state.notes).toEqual([{ key: 'unknownModelSized', params: expect.objectContaining({ name: 'XVERSE-65B', sizeB: 65 }) }]);
  });

  it('a bare number answers the question on screen', () => {
    expect(answer(en, start(en), '7').state.request).toEqual({ modelSizeB: 7 });
    expect(answer(zh, start(zh), '70亿').state.request).toEqual({ modelSizeB: 7 });
    // At the amount question (re-asked when no offer can do the job), "200B" is the dataset.
    const nowhere = context('en', { providers: ['no-such-provider'] });
    const atAmount = answer(nowhere, start(nowhere), '!model:qwen2.5-7b', '!task:pretrain');
    expect(questionOf(atAmount).id).toBe('amount');
    expect(answer(nowhere, atAmount, '200B').state.request.tokens).toBe(2e11);
  });

  it('"other" asks to type the model; a stale or bad button re-asks', () => {
    expect(questionOf(answer(en, start(en), '!model:other')).hint).toBe(translator('en')('conversation:hint.typeModel'));
    expect(questionOf(answer(en, start(en), '!model:not-a-model')).hint).toMatch(/not-a-model/);
    expect(questionOf(answer(en, start(en), '!zzz:1')).hint).toBe(translator('en')('conversation:hint.unknownChoice'));
    expect(questionOf(answer(en, start(en), '!set:bogus=1')).id).toBe('model');
  });

  it('a recommender error re-asks the question that can fix it', () => {
    const nowhere = context('en', { providers: ['no-such-provider'] });
    const r = start(nowhere, 'serve qwen2.5 7b to 5 users');
    expect(questionOf(r).id).toBe('amount');
    expect(questionOf(r).hint).toBe(translator('en')('errors:noOffer', { providers: 'no-such-provider', currency: 'USD' }));
  });
});

describe('state', () => {
  it('is plain JSON: a serialised state resumes identically', () => {
    const inputs = ['!model:qwen2.5-14b', '微调', '!task:lora', '上一步', 'QLoRA', '1亿 token, 2 轮', '!set:contextTokens=4096'];
    let live = start(zh, '选哪张卡');
    for (const input of inputs) {
      const stored = JSON.parse(JSON.stringify(live.state)) as ConversationState;
      expect(stored).toEqual(live.state);
      const value = input.startsWith('!') ? { kind: 'choice' as const, value: input.slice(1) } : { kind: 'text' as const, text: input };
      const resumed = step(zh, stored, value);
      live = step(zh, live.state, value);
      expect(resumed).toEqual(live);
    }
    expect(adviceOf(live).advice.request).toMatchObject({ model: 'qwen2.5-14b', method: 'qlora', tokens: 1e8, epochs: 2, contextTokens: 4096 });
    expect(live.state.version).toBe(1);
  });

  it('a state of another version starts over instead of failing', () => {
    const r = step(en, { version: 2, request: { model: 'x' }, history: [], done: false } as unknown as ConversationState, { kind: 'text', text: 'qwen2.5 7b' });
    expect(r.state.version).toBe(1);
    expect(r.state.request).toEqual({ model: 'qwen2.5-7b' });
  });
});

describe('set:<field>=<value> from the advice', () => {
  const advised = () => start(en, 'serve llama 3.1 8b to 20 users');

  it('re-recommends with the changed assumption', () => {
    const before = adviceOf(advised());
    const r = answer(en, advised(), '!set:contextTokens=32768');
    const after = adviceOf(r);
    expect(after.advice.request).toEqual({ ...before.advice.request, contextTokens: 32768 });
    expect(after.advice.recommendation.estimate.memory.kvCacheGB).toBeGreaterThan(before.advice.recommendation.estimate.memory.kvCacheGB);
  });

  it('every change button the advice offers is understood', () => {
    const first = adviceOf(advised());
    const changes = first.advice.assumptions.flatMap((a) => a.change ?? []).map((c) => c.value);
    expect(changes.length).toBeGreaterThan(0);
    for (const value of changes) {
      const r = answer(en, advised(), `!${value}`);
      const [, field, raw] = /^set:(\w+)=(.+)$/.exec(value) ?? [];
      if (r.next.kind === 'advice') expect(String(r.next.advice.request[field as keyof typeof r.next.advice.request])).toBe(raw);
      else expect(questionOf(r).hint).toBeTruthy();
    }
  });

  it('refuses a bad value with a localized hint', () => {
    const r = answer(zh, start(zh, '给 20 个人用的 Qwen2.5-14B 客服机器人'), '!set:hoursPerDay=30');
    expect(r.next.kind).toBe('question');
    expect(questionOf(r).hint).toContain('30');
  });
});
