import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { ConversationState } from '../../src/core/conversation/types.ts';
import { deleteConversation, loadConversation, saveConversation } from '../../src/store/conversations.ts';
import { openStore } from '../../src/store/index.ts';
import { backends, uniq } from './backends.ts';

const state: ConversationState = {
  version: 1,
  request: { model: 'qwen2.5-7b', task: 'infer' },
  history: [{ question: 'model', before: {} }],
  pending: 'amount',
  done: false,
};
const HOUR = 3_600_000;

describe.each(backends)('conversations on $name', ({ url }) => {
  it('saves and resumes a conversation after close + reopen', async () => {
    const where = url();
    const key = uniq('telegram:1:2');
    const now = new Date('2026-12-02T10:00:00Z');
    const a = await openStore(where);
    await saveConversation(a, key, state, { now });
    await a.close();
    const b = await openStore(where);
    try {
      const loaded = await loadConversation(b, key, { now: new Date(now.getTime() + HOUR) });
      expect(loaded).toEqual({ status: 'active', state, savedAt: now });
      await deleteConversation(b, key);
      expect(await loadConversation(b, key, { now })).toEqual({ status: 'missing' });
    } finally {
      await b.close();
    }
  });

  it('tells an expired conversation from one that never existed', async () => {
    const store = await openStore(url());
    try {
      const key = uniq('discord:msg');
      const saved = new Date();
      await saveConversation(store, key, state, { now: saved, ttlMs: HOUR });
      expect((await loadConversation(store, key, { now: new Date(saved.getTime() + HOUR - 1), ttlMs: HOUR })).status).toBe('active');
      expect(await loadConversation(store, key, { now: new Date(saved.getTime() + HOUR + 1), ttlMs: HOUR })).toEqual({ status: 'expired', reason: 'ttl' });
      expect(await loadConversation(store, uniq('never'))).toEqual({ status: 'missing' });
    } finally {
      await store.close();
    }
  });

  it('treats another state version or a corrupt record as expired, not as a crash', async () => {
    const store = await openStore(url());
    try {
      const old = uniq('old');
      await saveConversation(store, old, { ...state, version: 0 as 1 });
      expect(await loadConversation(store, old)).toEqual({ status: 'expired', reason: 'version' });
      const junk = uniq('junk');
      await store.conversations.set(junk, { state: 'nope' });
      expect(await loadConversation(store, junk, { logger: pino({ level: 'silent' }) })).toEqual({ status: 'expired', reason: 'corrupt' });
    } finally {
      await store.close();
    }
  });
});
