/**
 * `npm run deploy-commands`: registers `/gpu` by bulk overwrite without starting the bot (the
 * discord.js guide's deploy-commands pattern) — to DISCORD_GUILD_ID when set, else globally.
 * Nothing runs at import time; the script body runs only when this file is the entry point.
 */
import { pathToFileURL } from 'node:url';
import { REST, Routes, type RESTOptions } from 'discord.js';
import { loadConfig, type Config } from '../../config.ts';
import { commandPayload } from './commands.ts';

/** The route written to, and the number of commands Discord now has there. */
export async function deployCommands(
  config: Pick<Config, 'discordToken' | 'discordAppId' | 'discordGuildId' | 'discordApiRoot'>,
  rest: Partial<RESTOptions> = {},
): Promise<{ route: string; count: number }> {
  if (!config.discordToken) throw new Error('DISCORD_TOKEN is required to register commands');
  const client = new REST({ ...(config.discordApiRoot ? { api: config.discordApiRoot } : {}), ...rest }).setToken(config.discordToken);
  // Without DISCORD_APP_ID the application is asked who it is (GET /applications/@me).
  const appId = config.discordAppId ?? ((await client.get(Routes.currentApplication())) as { id: string }).id;
  const route = config.discordGuildId ? Routes.applicationGuildCommands(appId, config.discordGuildId) : Routes.applicationCommands(appId);
  const result = (await client.put(route, { body: commandPayload() })) as unknown[];
  return { route, count: result.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  deployCommands(loadConfig())
    .then(({ route, count }) => console.log(`Registered ${count} command(s) at ${route}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
