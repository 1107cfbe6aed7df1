import { describe, expect, it } from 'vitest';
import { GatewayIntentBits } from 'discord.js';
import { intentsFor } from '../../../src/adapters/discord/index.ts';

describe('intentsFor', () => {
  it('asks for the privileged MessageContent intent only when configured (mentions carry content anyway)', () => {
    const plain = intentsFor({ discordMessageContent: false });
    expect(plain).toContain(GatewayIntentBits.Guilds);
    expect(plain).toContain(GatewayIntentBits.GuildMessages);
    expect(plain).not.toContain(GatewayIntentBits.MessageContent);
    expect(intentsFor({ discordMessageContent: true })).toContain(GatewayIntentBits.MessageContent);
  });
});
