import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deployCommands } from '../../../src/adapters/discord/deploy-commands.ts';
import { startFakeDiscord, type FakeDiscord } from './fake-discord.ts';

let fake: FakeDiscord;
beforeEach(async () => {
  fake = await startFakeDiscord();
});
afterEach(async () => {
  await fake.stop();
});

describe('deployCommands (npm run deploy-commands)', () => {
  it('asks the application id when DISCORD_APP_ID is unset and overwrites the global commands', async () => {
    const result = await deployCommands({ discordToken: 't', discordApiRoot: fake.apiRoot });
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /api/v10/applications/@me`, `PUT /api/v10/applications/${fake.appId}/commands`]);
    expect(result).toEqual({ route: `/applications/${fake.appId}/commands`, count: 2 });
  });

  it('writes to the guild when DISCORD_GUILD_ID is set', async () => {
    await deployCommands({ discordToken: 't', discordAppId: '123456789012345678', discordGuildId: '223456789012345678', discordApiRoot: fake.apiRoot });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.path).toBe('/api/v10/applications/123456789012345678/guilds/223456789012345678/commands');
    expect((fake.calls[0]!.body as { name: string }[]).map((c) => c.name)).toEqual(['gpu', 'gpu-settings']);
  });

  it('refuses to run without a token', async () => {
    await expect(deployCommands({})).rejects.toThrow(/DISCORD_TOKEN/);
  });
});
