/**
 * The turn pool (src/runtime/pool.ts): a turn planned in a worker is the turn planned in this thread,
 * field for field; the core's UserErrors come back as UserErrors; a worker that dies fails only its
 * own turn (the user reads the localized apology) and the pool answers the next one; a new catalog
 * reaches the workers; a full queue refuses with "busy".
 */
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { defaultCatalog } from '../../src/core/catalog/index.ts';
import type { Catalog } from '../../src/core/catalog/schema.ts';
import { isUserError } from '../../src/core/errors.ts';
import { translator } from '../../src/core/i18n.ts';
import { DEFAULT_SETTINGS } from '../../src/core/recommend/types.ts';
import { WORKER_LIMITS } from '../../src/runtime/heap.ts';
import { createTurnPool, defaultPoolSize, spawnWorker, type TurnRunner } from '../../src/runtime/pool.ts';
import { runTurn, runView, type TurnJob, type ViewJob } from '../../src/runtime/turn.ts';
import { createAdvisor } from '../../src/session/index.ts';
import { memoryStore } from '../../src/store/memory.ts';

const catalog = defaultCatalog();
const now = new Date('2026-12-01T09:00:00Z');
const base = { settings: DEFAULT_SETTINGS, locale: 'en' as const, now };
const QUESTIONS = [
  'serve Qwen2.5-7B-Instruct for 10 concurrent users, bf16, 4k context, 8 hours a day',
  'LoRA fine-tune llama 3 8b on 50k samples of 1k tokens in 2 days',
  '给 20 个人用的 Qwen2.5-14B 客服机器人',
  'deepseek r1 inference for 5 users',
  'which card?',
];

/** A worker compiles the whole core through tsx before its first turn: slow on a busy machine. */
const WORKER_START_MS = 90_000;

let pool: TurnRunner | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('turn pool', () => {
  it('plans in a worker exactly what this thread plans (advice, questions, steps, restates)', async () => {
    pool = createTurnPool({ catalog: () => catalog, size: 2 });
    const jobs: TurnJob[] = QUESTIONS.map((text, i) => ({ ...base, locale: i === 2 ? 'zh' : 'en', kind: 'begin', text }));
    const question = runTurn(catalog, jobs[4]!);
    expect(question.next.kind).toBe('question');
    jobs.push({ ...base, kind: 'step', state: question.state, input: { kind: 'choice', value: question.offered[0]! } });
    jobs.push({ ...base, kind: 'restate', request: { model: 'qwen2.5-7b', task: 'infer', concurrency: 5 } });
    jobs.push({ ...base, kind: 'begin', prefill: { model: 'llama-3.1-8b', task: 'finetune', method: 'lora' }, settings: { ...DEFAULT_SETTINGS, currency: 'CNY' } });
    const fromPool = await Promise.all(jobs.map((job) => pool!.run(job)));
    const here = jobs.map((job) => runTurn(catalog, job));
    expect(fromPool.filter((p) => p.next.kind === 'advice').length).toBeGreaterThanOrEqual(4);
    expect(fromPool).toEqual(here);
  }, WORKER_START_MS);

  it('builds catalog views in a worker exactly as here, and refuses an unknown card the same way', async () => {
    pool = createTurnPool({ catalog: () => catalog, size: 1 });
    const jobs: ViewJob[] = [
      { ...base, kind: 'card', gpu: 'h100 sxm' },
      { ...base, locale: 'zh', kind: 'compare', gpus: ['rtx 4090', 'a100 80gb'] },
      { ...base, kind: 'prices' },
    ];
    expect(await Promise.all(jobs.map((job) => pool!.view(job)))).toEqual(jobs.map((job) => runView(catalog, job)));
    const unknown = await pool.view({ ...base, kind: 'card', gpu: 'zz-no-such-card' }).catch((error: unknown) => error);
    expect(isUserError(unknown)).toBe(true);
    expect(unknown).toMatchObject({ key: 'unknownGpu' });
  }, WORKER_START_MS);

  it("returns the core's UserError as a UserError with its key and context", async () => {
    pool = createTurnPool({ catalog: () => catalog, size: 1 });
    const job: TurnJob = { ...base, kind: 'begin', text: 'x'.repeat(20_000) };
    const here = (() => {
      try {
        runTurn(catalog, job);
      } catch (error) {
        return error;
      }
    })();
    expect(isUserError(here)).toBe(true);
    const there = await pool.run(job).catch((error: unknown) => error);
    expect(isUserError(there)).toBe(true);
    expect(there).toMatchObject({ key: (here as { key: string }).key, context: (here as { context: object }).context });
  }, WORKER_START_MS);

  it('fails only the turn of a worker that dies, with the localized apology, and answers the next turn', async () => {
    let spawned = 0;
    const deaths: Error[] = [];
    // The first worker dies on its first turn; its replacement is a real one.
    const spawn = () => (spawned++ === 0 ? new Worker("require('node:worker_threads').parentPort.on('message', (m) => { if (m.type === 'turn') process.exit(3); });", { eval: true }) : spawnWorker());
    pool = createTurnPool({ catalog: () => catalog, size: 1, spawn, onWorkerError: (error) => deaths.push(error) });
    const advisor = createAdvisor({ store: memoryStore(), logger: pino({ level: 'silent' }), catalog: () => catalog, clock: () => now, turns: pool });
    const who = { userId: 'u1', platformLocale: 'zh-CN' };
    const where = { platform: 'discord' as const, scope: 'discord:user:1', channelId: 'c1' };
    const failed = await advisor.begin(who, where, QUESTIONS[3]).catch((error: unknown) => error);
    expect(advisor.explain(failed, 'zh')).toEqual({ text: translator('zh')('errors:unexpected'), bug: true });
    expect(deaths).toHaveLength(1);
    const turn = await advisor.begin(who, where, QUESTIONS[3]);
    expect(turn.show?.kind).toBe('advice');
    expect(spawned).toBe(2);
  }, WORKER_START_MS);

  it('sends a new catalog to the workers when the catalog changes', async () => {
    let current: Catalog = catalog;
    pool = createTurnPool({ catalog: () => current, size: 1 });
    const job: TurnJob = { ...base, kind: 'begin', text: QUESTIONS[0] };
    expect(await pool.run(job)).toEqual(runTurn(catalog, job));
    // Prices refreshed: only the H100 offers are left.
    current = { ...catalog, offers: catalog.offers.filter((o) => o.gpu.startsWith('h100')) };
    const after = await pool.run(job);
    expect(after).toEqual(runTurn(current, job));
    expect(after).not.toEqual(runTurn(catalog, job));
  }, WORKER_START_MS);

  it('refuses with "busy" when the queue is full, and serves the turns it took', async () => {
    pool = createTurnPool({ catalog: () => catalog, size: 1, maxQueue: 1 });
    const job: TurnJob = { ...base, kind: 'begin', text: QUESTIONS[1] };
    const first = pool.run(job); // in the worker
    const second = pool.run(job); // waits
    const third = await pool.run(job).catch((error: unknown) => error);
    expect(third).toMatchObject({ key: 'busy' });
    expect(translator('en')('errors:busy')).not.toBe('busy');
    expect(await first).toEqual(await second);
  }, WORKER_START_MS);

  it('starts workers on first use and stops one that has been idle, then starts another for the next turn', async () => {
    const started = createTurnPool({ catalog: () => catalog, size: 1, idleMs: 200 });
    pool = started;
    expect(started.running()).toBe(0);
    const job: TurnJob = { ...base, kind: 'begin', text: QUESTIONS[3] };
    const first = await started.run(job);
    expect(started.running()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(started.running()).toBe(0);
    expect(await started.run(job)).toEqual(first);
  }, WORKER_START_MS);

  it('tells when its last worker has been stopped idle (a burst over), once per burst', async () => {
    let idle = 0;
    const started = createTurnPool({ catalog: () => catalog, size: 1, idleMs: 200, onIdle: () => idle++ });
    pool = started;
    const job: TurnJob = { ...base, kind: 'begin', text: QUESTIONS[3] };
    await started.run(job);
    expect(idle).toBe(0); // the worker is still running
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(started.running()).toBe(0);
    expect(idle).toBe(1);
    await started.run(job);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(idle).toBe(2);
  }, WORKER_START_MS);

  it('runs its workers with a small young generation (runtime/heap.ts)', async () => {
    const worker = spawnWorker();
    try {
      await new Promise((resolve) => worker.once('online', resolve));
      expect(worker.resourceLimits?.maxYoungGenerationSizeMb).toBe(WORKER_LIMITS.maxYoungGenerationSizeMb);
      expect(WORKER_LIMITS.maxYoungGenerationSizeMb).toBeLessThanOrEqual(8); // V8's default here is ~34 MB
    } finally {
      await worker.terminate();
    }
  }, WORKER_START_MS);

  it('leaves a core to the main thread', () => {
    expect(defaultPoolSize(1)).toBe(1);
    expect(defaultPoolSize(2)).toBe(1);
    expect(defaultPoolSize(8)).toBe(4);
  });
});
