import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { loadSession, saveSession } from '../../../src/adapters/discord/session.ts';
import type { StepResult } from '../../../src/core/conversation/types.ts';
import { openStore, type Store } from '../../../src/store/index.ts';
import { CONVERSATION_TTL_MS } from '../../../src/store/conversations.ts';

const logger = pino({ level: 'silent' });
let dir: string;
let store: Store;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wc-session-'));
  store = await openStore(`sqlite://${join(dir, 's.sqlite')}`, { logger });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const view = (title: string) => ({ title, fields: [], actions: [] });
const question: StepResult = {
  state: { version: 1, request: { model: 'qwen2.5-7b' }, history: [], pending: 'task', done: false },
  next: { kind: 'question', question: { id: 'task', view: view('Train or infer?') } },
};
const NOW = new Date('2026-12-01T00:00:00Z');

describe('Discord sessions in keyv', () => {
  it('round-trips state, language and asker, and survives reopening the store', async () => {
    await saveSession(store, 'abc', question, { locale: 'zh', userId: 'u1' }, NOW);
    await store.close();
    store = await openStore(`sqlite://${join(dir, 's.sqlite')}`, { logger });
    const session = await loadSession(store, 'abc', NOW, logger);
    expect(session).toMatchObject({ state: question.state, locale: 'zh', userId: 'u1' });
    expect(session!.views).toBeUndefined();
  });

  it('keeps the advice views and the run plan', async () => {
    const advice = {
      state: { ...question.state, done: true, pending: undefined },
      next: { kind: 'advice', advice: {} as never, view: view('main'), math: view('math'), alternatives: view('alts') },
    } as StepResult;
    await saveSession(store, 'adv', advice, { locale: 'en', userId: 'u1', plan: { hours: 8, what: 'RTX 4090 × 1' } }, NOW);
    const session = await loadSession(store, 'adv', NOW, logger);
    expect(session!.views!.math.title).toBe('math');
    expect(session!.plan).toEqual({ hours: 8, what: 'RTX 4090 × 1' });
  });

  it('treats unknown and expired ids as gone', async () => {
    expect(await loadSession(store, 'nope', NOW, logger)).toBeUndefined();
    await saveSession(store, 'old', question, { locale: 'en', userId: 'u1' }, NOW);
    const later = new Date(NOW.getTime() + CONVERSATION_TTL_MS + 1000);
    expect(await loadSession(store, 'old', later, logger)).toBeUndefined();
  });
});
