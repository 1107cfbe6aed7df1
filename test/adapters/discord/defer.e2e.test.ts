/**
 * `/gpu ask` and the catalog views are acknowledged before the advisor does anything (issue 16):
 * with the store's settings reads held back, the deferral still reaches Discord, and the answer
 * follows once they resolve. Input that will be refused is not deferred: it still gets its
 * ephemeral hint as the first response.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createDiscordBot, type DiscordBot } from '../../../src/adapters/discord/index.ts';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { memoryStore } from '../../../src/store/memory.ts';
import type { Store } from '../../../src/store/index.ts';
import { startFakeDiscord, type FakeDiscord } from './fake-discord.ts';
import { GUILD_ID, slashCommand } from './fixtures.ts';

const logger = pino({ level: 'silent' });

let fake: FakeDiscord;
let bot: DiscordBot | undefined;
let release: () => void = () => undefined;

/** A store whose settings reads wait until `release()`: the advisor cannot start before then. */
function heldStore(): Store {
  const store = memoryStore();
  const gate = new Promise<void>((resolve) => (release = resolve));
  const get = store.settings.get.bind(store.settings);
  store.settings.get = (async (...args: Parameters<typeof get>) => {
    await gate;
    return get(...args);
  }) as typeof store.settings.get;
  return store;
}

beforeEach(async () => {
  fake = await startFakeDiscord();
  bot = createDiscordBot({
    config: { discordToken: 'fake-token', discordGuildId: GUILD_ID, discordMessageContent: false },
    store: heldStore(),
    logger,
    catalog: defaultCatalog(),
    rest: { api: fake.apiRoot },
    reminderIntervalMs: 0,
  });
  await bot.login();
});

afterEach(async () => {
  release();
  await bot?.stop();
  bot = undefined;
  await fake.stop();
});

describe('Discord acknowledges computed answers first', () => {
  it('defers before the store is read, then edits in the answer', async () => {
    const ask = slashCommand('ask', [{ name: 'question', value: 'deepseek r1 inference for 5 users' }]);
    fake.dispatch('INTERACTION_CREATE', ask);
    const callback = await fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/interactions/${ask.id}/${ask.token}/callback`));
    expect(callback.body.type).toBe(5);
    // Nothing was answered yet: the advisor is still waiting on the store.
    expect(fake.calls.some((c) => c.method === 'PATCH' && c.path.includes(ask.token))).toBe(false);
    release();
    const edit = await fake.waitFor((c) => c.method === 'PATCH' && c.path.includes(`/${ask.token}/messages/`));
    expect(JSON.stringify(edit.body)).toMatch(/DeepSeek/i);
  });

  it('defers a card the same way, and an unknown card is refused ephemerally without a deferral', async () => {
    const card = slashCommand('card', [{ name: 'gpu', value: 'h100-sxm' }]);
    fake.dispatch('INTERACTION_CREATE', card);
    const callback = await fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/interactions/${card.id}/${card.token}/callback`));
    expect(callback.body.type).toBe(5);
    release();
    const edit = await fake.waitFor((c) => c.method === 'PATCH' && c.path.includes(`/${card.token}/messages/`));
    expect(JSON.stringify(edit.body)).toMatch(/H100/);
    const unknown = slashCommand('card', [{ name: 'gpu', value: 'zz-no-such-card' }]);
    fake.dispatch('INTERACTION_CREATE', unknown);
    const refused = await fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/interactions/${unknown.id}/${unknown.token}/callback`));
    expect(refused.body.type).toBe(4);
    expect(refused.body.data.flags).toBe(64);
  });

  it('answers options that do not read with the ephemeral hint, not a deferral', async () => {
    const ask = slashCommand('ask', [{ name: 'throughput', value: 'lots' }]);
    fake.dispatch('INTERACTION_CREATE', ask);
    release();
    const callback = await fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/interactions/${ask.id}/${ask.token}/callback`));
    expect(callback.body.type).toBe(4);
    expect(callback.body.data.flags).toBe(64);
  });
});
