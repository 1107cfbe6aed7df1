// The reference for bench/discord.ts: the least a discord.js bot can do — connect, and reply "ok" to
// every interaction — on the same fake Discord as WhichCard. Plain JavaScript, run by node directly.
import { Client, Events, GatewayIntentBits } from 'discord.js';

const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: process.env.DISCORD_API_ROOT } });
client.on(Events.InteractionCreate, (interaction) => {
  if (interaction.isRepliable()) void interaction.reply({ content: 'ok' }).catch((error) => console.error(error.message));
});
process.on('SIGTERM', () => void client.destroy().then(() => process.exit(0)));
await client.login(process.env.DISCORD_TOKEN);
