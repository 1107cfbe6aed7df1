import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/adapters/cli/main.ts';
import { loadCatalog, resolveGpu, resolveModel } from '../../src/core/catalog/index.ts';
import { openStore, type Store } from '../../src/store/index.ts';
import { listWanted, recordUnknownNames, recordWanted, wantedName } from '../../src/store/wanted.ts';

const catalog = loadCatalog();

describe('wanted names', () => {
  let dir: string;
  let url: string;
  let store: Store;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'whichcard-wanted-'));
    url = `sqlite://${join(dir, 'store.sqlite')}`;
    store = await openStore(url);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts spelling variants of one name together and lists the most asked first', async () => {
    await recordWanted(store, 'model', 'Qwen9-72B', new Date('2026-12-01T00:00:00Z'));
    await recordWanted(store, 'model', 'qwen9 72b', new Date('2026-12-02T00:00:00Z'));
    await recordWanted(store, 'gpu', 'RTX 9090', new Date('2026-12-02T00:00:00Z'));
    expect(await listWanted(store)).toEqual([
      { kind: 'model', name: 'Qwen9-72B', count: 2, firstAt: '2026-12-01T00:00:00.000Z', lastAt: '2026-12-02T00:00:00.000Z' },
      { kind: 'gpu', name: 'RTX 9090', count: 1, firstAt: '2026-12-02T00:00:00.000Z', lastAt: '2026-12-02T00:00:00.000Z' },
    ]);
  });

  it('keeps only what looks like a name, never a sentence', async () => {
    expect(wantedName('  Foo-13B  ')).toBe('Foo-13B');
    expect(wantedName('I would like to run my company model please')).toBeUndefined();
    expect(wantedName('123')).toBeUndefined();
    await recordWanted(store, 'model', 'please size the model my team uses for support tickets');
    expect(await listWanted(store)).toEqual([]);
  });

  it('records the names resolveModel and resolveGpu could not find while subscribed', async () => {
    const stop = recordUnknownNames(store);
    try {
      expect(() => resolveModel(catalog, 'Zeta-900B')).toThrow();
      expect(() => resolveGpu(catalog, 'RTX 9090')).toThrow();
      resolveModel(catalog, 'qwen2.5-7b'); // known: not recorded
    } finally {
      stop();
    }
    expect(() => resolveModel(catalog, 'After-Unsubscribe-1B')).toThrow();
    // The listener writes asynchronously: wait for the two writes (a loaded machine takes a while),
    // then a little longer, so a write after unsubscribing would show too.
    const names = async () => (await listWanted(store)).map((w) => `${w.kind}:${w.name}`).sort();
    for (let waited = 0; waited < 3000 && (await names()).length < 2; waited += 25) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 50));
    expect(await names()).toEqual(['gpu:RTX 9090', 'model:Zeta-900B']);
  });

  it('whichcard catalog wanted prints them, as a table or JSON', async () => {
    await recordWanted(store, 'model', 'Zeta-900B', new Date('2026-12-02T00:00:00Z'));
    await store.close();
    let stdout = '';
    const code = await run(['catalog', 'wanted', '--json'], { stdout: (s) => void (stdout += s), stderr: () => {}, env: { WHICHCARD_STORE: url, LANG: 'en_US.UTF-8' }, catalog, color: false });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ kind: 'model', name: 'Zeta-900B', count: 1 })]);
    let table = '';
    expect(await run(['catalog', 'wanted'], { stdout: (s) => void (table += s), stderr: () => {}, env: { WHICHCARD_STORE: url, LANG: 'en_US.UTF-8' }, catalog, color: false })).toBe(0);
    expect(table).toMatch(/asked.*kind.*name/);
    expect(table).toMatch(/1\s.*model\s.*Zeta-900B/);
    store = await openStore(url);
  });
});
