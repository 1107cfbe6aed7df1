/**
 * The Discord client's caches stay bounded (issue 16): after answering a member's `/gpu ask` the
 * client holds neither that user nor that member nor the answer's message — discord.js keeps all
 * three by default — and still holds the bot's own user, which it reads for permissions.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_ID, GUILD_ID, slashCommand, user } from './fixtures.ts';
import { editOf, useDiscord } from './team-harness.ts';

const discord = useDiscord();

describe('discord.js caches', () => {
  it('keep no user, member or message an interaction brought, only the bot itself', async () => {
    const { fake, bot } = await discord.start({ deps: { charts: null } });
    const command = slashCommand('ask', [{ name: 'question', value: 'Qwen2.5-7B chatbot for 20 users' }]);
    fake.dispatch('INTERACTION_CREATE', command);
    await editOf(fake, command.token, 30_000);
    const { client } = bot;
    expect(client.user).toBeTruthy();
    expect(client.users.cache.has(client.user!.id)).toBe(true);
    expect(client.users.cache.has(user.id)).toBe(false);
    const guild = client.guilds.cache.get(GUILD_ID);
    expect(guild?.members.cache.has(user.id) ?? false).toBe(false);
    const channel = client.channels.cache.get(CHANNEL_ID);
    expect(channel && 'messages' in channel ? channel.messages.cache.size : 0).toBe(0);
  }, 60_000);
});
