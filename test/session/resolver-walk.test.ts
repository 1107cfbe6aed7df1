/**
 * Issue 14's measure: the walk of one Discord button press visits the catalog's name resolver once.
 * Every exported resolver function is wrapped with a counter; a press of an advice's one-tap change
 * (`set:precision=…`) goes from the codec through the Advisor and the core to a redrawn advice.
 */
import { describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import type * as Resolve from '../../src/core/catalog/resolve.ts';

const visits: string[] = [];
vi.mock('../../src/core/catalog/resolve.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Resolve>();
  const counted = <A extends unknown[], R>(name: string, fn: (...args: A) => R) => (...args: A): R => {
    visits.push(name);
    return fn(...args);
  };
  return {
    ...original,
    findModel: counted('findModel', original.findModel),
    resolveModel: counted('resolveModel', original.resolveModel),
    findGpu: counted('findGpu', original.findGpu),
    resolveGpu: counted('resolveGpu', original.resolveGpu),
  };
});

const { defaultCatalog } = await import('../../src/core/catalog/index.ts');
const { DEFAULT_SETTINGS } = await import('../../src/core/recommend/types.ts');
const { Advisor, decodeButton } = await import('../../src/session/index.ts');
const { customId } = await import('../../src/adapters/discord/render.ts');
const { memoryStore } = await import('../../src/store/memory.ts');

describe('one Discord button press', () => {
  it('visits the catalog resolver once', async () => {
    const catalog = defaultCatalog();
    const advisor = new Advisor({ store: memoryStore(), logger: pino({ level: 'silent' }), catalog: () => catalog, clock: () => new Date('2026-12-01T09:00:00Z'), defaults: DEFAULT_SETTINGS });
    const who = { userId: '7', platformLocale: 'en-US' };
    const where = { platform: 'discord' as const, scope: 'discord:guild:1', channelId: '2', guildId: '1', shared: true };
    const advice = await advisor.begin(who, where, 'qwen2.5 7b inference for 5 users');
    expect(advice.show.kind).toBe('advice');
    const change = advice.show.view.actions.flat().find((a) => a.value.startsWith('set:precision='));
    expect(change).toBeDefined();
    const pressed = decodeButton(customId(advice.session, change!.value));
    if (pressed.kind !== 'session') throw new Error('the codec lost the button');

    visits.length = 0;
    const turn = await advisor.choose(who, where, pressed.session, pressed.value);
    expect(turn.show?.kind).toBe('advice');
    expect(turn.show?.view.title).not.toBe(advice.show.view.title);
    expect(visits).toEqual(['resolveModel']);
  });
});
