/**
 * Interaction answers skip discord.js's global limiter (src/adapters/discord/rest.ts), as Discord
 * exempts them from the bot's global limit: with the limiter set to 1 request a second, ten slash
 * commands are still acknowledged and answered at once, while a call made with the bot's token
 * still waits for it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Routes } from 'discord.js';
import { createDiscordBot, type DiscordBot } from '../../../src/adapters/discord/index.ts';
import { isInteractionRoute } from '../../../src/adapters/discord/rest.ts';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { memoryStore } from '../../../src/store/memory.ts';
import { startFakeDiscord, type FakeDiscord } from './fake-discord.ts';
import { CHANNEL_ID, GUILD_ID, slashCommand } from './fixtures.ts';

let fake: FakeDiscord;
let bot: DiscordBot | undefined;

beforeEach(async () => {
  fake = await startFakeDiscord();
  bot = createDiscordBot({
    config: { discordToken: 'fake-token', discordGuildId: GUILD_ID, discordMessageContent: false },
    store: memoryStore(),
    logger: pino({ level: 'silent' }),
    catalog: defaultCatalog(),
    charts: null,
    rest: { api: fake.apiRoot, globalRequestsPerSecond: 1 },
    reminderIntervalMs: 0,
  });
  await bot.login();
});

afterEach(async () => {
  await bot?.stop();
  bot = undefined;
  await fake.stop();
});

describe('interaction answers and the global limit', () => {
  it('routes: an interaction callback and its token webhooks (sent without the bot token), nothing else', () => {
    expect(isInteractionRoute({ fullRoute: Routes.interactionCallback('1234', 'tok'), auth: false })).toBe(true);
    expect(isInteractionRoute({ fullRoute: Routes.webhookMessage('1234', 'tok', '@original'), auth: false })).toBe(true);
    expect(isInteractionRoute({ fullRoute: Routes.webhook('1234', 'tok'), auth: false })).toBe(true);
    expect(isInteractionRoute({ fullRoute: Routes.channelMessages('1234'), auth: false })).toBe(false);
    expect(isInteractionRoute({ fullRoute: Routes.webhookMessage('1234', 'tok', '@original') })).toBe(false);
  });

  it('ten commands at once are all answered in seconds (not twenty) although the limiter allows one call a second', async () => {
    const asks = Array.from({ length: 10 }, (_, i) => slashCommand('card', [{ name: 'gpu', value: ['h100-sxm', 'rtx4090'][i % 2]! }]));
    const started = Date.now();
    for (const ask of asks) fake.dispatch('INTERACTION_CREATE', ask);
    for (const ask of asks) await fake.waitFor((c) => c.method === 'PATCH' && c.path.includes(`/${ask.token}/messages/`), 10_000);
    expect(Date.now() - started).toBeLessThan(8000); // through the limiter, one a second: 10 s and more
    // The bot's own calls still share the limit: two messages posted with its token take a second more.
    const rest = bot!.client.rest;
    const t0 = Date.now();
    await Promise.all([0, 1].map((i) => rest.post(Routes.channelMessages(CHANNEL_ID), { body: { content: `m${i}` } })));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(900);
  }, 30_000);
});
