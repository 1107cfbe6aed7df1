/**
 * Turns remembered (src/runtime/memo.ts): the same job within the minute is planned once (also when
 * the repeats arrive while it is still being planned) and answers exactly what planning it again
 * would; another text, locale, minute or catalog is planned afresh; a failed turn is not remembered.
 */
import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../src/core/catalog/index.ts';
import type { Catalog } from '../../src/core/catalog/schema.ts';
import { DEFAULT_SETTINGS } from '../../src/core/recommend/types.ts';
import { remembered } from '../../src/runtime/memo.ts';
import { inThread, type TurnRunner } from '../../src/runtime/pool.ts';
import { runTurn, type TurnJob } from '../../src/runtime/turn.ts';

const catalog = defaultCatalog();
const at = (iso: string) => new Date(iso);
const job = (text: string, now = at('2026-12-01T09:00:05Z'), locale: 'en' | 'zh' = 'en'): TurnJob => ({ kind: 'begin', settings: DEFAULT_SETTINGS, locale, now, text });

/** The real runner, counting the jobs that reach it. */
function counting(current: () => Catalog = () => catalog): { runner: TurnRunner; jobs: () => number } {
  const inner = inThread(current);
  let jobs = 0;
  return {
    runner: { run: (j) => (jobs++, inner.run(j)), view: (j) => (jobs++, inner.view(j)), close: () => inner.close() },
    jobs: () => jobs,
  };
}

describe('turns remembered', () => {
  it('the same question within the minute is planned once, concurrent repeats included, with the answer planning gives', async () => {
    const { runner, jobs } = counting();
    const memo = remembered(runner, () => catalog);
    const q = 'serve Qwen2.5-7B-Instruct for 10 concurrent users, bf16, 4k context';
    const [a, b] = await Promise.all([memo.run(job(q)), memo.run(job(q, at('2026-12-01T09:00:50Z')))]);
    const c = await memo.run(job(q, at('2026-12-01T09:00:59Z')));
    expect(jobs()).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(JSON.parse(JSON.stringify(a))).toEqual(JSON.parse(JSON.stringify(runTurn(catalog, job(q)))));
  });

  it('another text, locale, minute or catalog is planned afresh', async () => {
    let current = catalog;
    const { runner, jobs } = counting(() => current);
    const memo = remembered(runner, () => current);
    await memo.run(job('deepseek r1 inference for 5 users'));
    await memo.run(job('deepseek r1 inference for 6 users'));
    await memo.run(job('deepseek r1 inference for 5 users', undefined, 'zh'));
    await memo.run(job('deepseek r1 inference for 5 users', at('2026-12-01T09:01:00Z')));
    expect(jobs()).toBe(4);
    current = structuredClone(catalog); // the price refresh swaps the catalog object
    await memo.run(job('deepseek r1 inference for 5 users'));
    expect(jobs()).toBe(5);
    await memo.view({ kind: 'card', settings: DEFAULT_SETTINGS, locale: 'en', now: at('2026-12-01T09:00:05Z'), gpu: 'h100' });
    await memo.view({ kind: 'card', settings: DEFAULT_SETTINGS, locale: 'en', now: at('2026-12-01T09:00:06Z'), gpu: 'h100' });
    expect(jobs()).toBe(6);
  });

  it('a failed turn is not remembered: the next ask plans again', async () => {
    let fail = true;
    const inner = inThread(() => catalog);
    let jobs = 0;
    const memo = remembered({ run: (j) => (jobs++, fail ? Promise.reject(new Error('worker died')) : inner.run(j)), view: (j) => inner.view(j), close: async () => undefined }, () => catalog);
    await expect(memo.run(job('Qwen2.5-14B for 20 users'))).rejects.toThrow('worker died');
    fail = false;
    await expect(memo.run(job('Qwen2.5-14B for 20 users'))).resolves.toMatchObject({ next: { kind: expect.any(String) } });
    expect(jobs).toBe(2);
  });
});
