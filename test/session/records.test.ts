/** Session records on the real store backends: what a restart, a week and a day do to them. */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { openStore } from '../../src/store/index.ts';
import { CONVERSATION_TTL_MS, isLive, loadRecord, saveRecord, type SessionRecord } from '../../src/session/records.ts';
import { backends, uniq } from '../store/backends.ts';

const logger = pino({ level: 'silent' });
const view = (title: string) => ({ title, fields: [], actions: [] });
const NOW = new Date('2026-12-01T00:00:00Z');

function record(id: string, extra: Partial<SessionRecord> = {}): SessionRecord {
  return {
    id,
    platform: 'discord',
    place: 'c1',
    ownerId: 'u1',
    locale: 'zh',
    savedAt: NOW.getTime(),
    state: { version: 1, request: { model: 'qwen2.5-7b' }, history: [], pending: 'task', done: false },
    ...extra,
  };
}

describe.each(backends)('session records on $name', ({ url }) => {
  it('round-trip state, language, owner, advice views and the reminder plan, and survive reopening the store', async () => {
    const u = url();
    let store = await openStore(u, { logger });
    const id = uniq('s');
    const views = { main: view('main'), math: view('math'), alternatives: view('alts') };
    await saveRecord(store, record(id, { views, plan: { hours: 8, what: 'RTX 4090 × 1', title: 't' } }));
    await store.close();
    store = await openStore(u, { logger });
    const loaded = await loadRecord(store, id, logger);
    expect(loaded).toMatchObject({ id, locale: 'zh', ownerId: 'u1', state: { pending: 'task' }, plan: { hours: 8, what: 'RTX 4090 × 1' } });
    expect(loaded!.views!.math.title).toBe('math');
    await store.close();
  });

  it('treats unknown, malformed and other-version records as gone; a day later a conversation is no longer live', async () => {
    const store = await openStore(url(), { logger });
    expect(await loadRecord(store, uniq('nope'), logger)).toBeUndefined();
    const bad = uniq('bad');
    await store.conversations.set(`session:${bad}`, { id: bad, state: 'garbage' });
    expect(await loadRecord(store, bad, logger)).toBeUndefined();
    const old = uniq('old');
    await saveRecord(store, { ...record(old), state: { ...record(old).state, version: 0 as never } });
    expect(await loadRecord(store, old, logger)).toBeUndefined();
    const r = record('x');
    expect(isLive(r, new Date(NOW.getTime() + CONVERSATION_TTL_MS))).toBe(true);
    expect(isLive(r, new Date(NOW.getTime() + CONVERSATION_TTL_MS + 1))).toBe(false);
    await store.close();
  });
});
