/**
 * The Telegram bot's start-up: register the command menu (zh and en), start long polling and the
 * reminder loop. `npm start` calls `startTelegram` when TELEGRAM_BOT_TOKEN is set; tests call
 * `createBot` or this with a fake Bot API root.
 */
import type { Bot } from 'grammy';
import { run, type RunnerHandle } from '@grammyjs/runner';
import type { BotContext } from './context.ts';
import { advisorOf, createBot, type TelegramDeps } from './bot.ts';
import { registerCommands } from './commands.ts';
import { startDeliveries } from './deliveries.ts';

export { createBot, type TelegramDeps } from './bot.ts';
export type { BotContext } from './context.ts';

export interface TelegramHandle {
  bot: Bot<BotContext>;
  /** Stops polling (confirming the last update) and the reminder loop; resolves when both are done. */
  stop(): Promise<void>;
  /** Polling goes on (the runner fetches updates). */
  isRunning(): boolean;
}

/** How long stop() waits for updates still being answered (main.ts gives the whole shutdown 10 s). */
const STOP_DRAIN_MS = 8_000;

export interface StartOptions {
  /** How often due reminders are looked for (default 30 s). */
  reminderIntervalMs?: number;
  /** grammY's long-poll timeout in seconds (default 30). */
  pollTimeoutSeconds?: number;
}

export async function startTelegram(deps: TelegramDeps, options: StartOptions = {}): Promise<TelegramHandle> {
  const { logger } = deps;
  const advisor = advisorOf(deps);
  const bot = createBot(deps, {}, advisor);
  await bot.init(); // getMe: a wrong token fails here, loudly, before anything else starts
  // A menu that failed to register is cosmetic: log it and serve anyway.
  await registerCommands(bot.api).catch((error: unknown) => logger.warn({ err: error }, 'telegram: setMyCommands failed'));

  // Long polling through grammY's runner: updates are handled concurrently (one slow answer no
  // longer holds up every other chat), in order within a chat (sequentialize in createBot).
  // bot.start() handled one update at a time. Like bot.start(), drop a webhook first.
  await bot.api.deleteWebhook();
  let confirmed = 0; // the highest update_id fetched, confirmed to Telegram on stop (as bot.stop() does)
  bot.api.config.use(async (prev, method, payload, signal) => {
    const result = await prev(method, payload, signal);
    if (method === 'getUpdates' && result.ok) for (const u of result.result as { update_id: number }[]) confirmed = Math.max(confirmed, u.update_id);
    return result;
  });
  const runner: RunnerHandle = run(bot, {
    runner: { fetch: { timeout: options.pollTimeoutSeconds ?? 30 } },
  });
  logger.info({ username: bot.botInfo.username }, 'telegram: polling');
  const polling = (runner.task() ?? Promise.resolve()).catch((error: unknown) => logger.error({ err: error }, 'telegram: polling stopped'));
  const deliveries = startDeliveries(advisor, bot.api, options.reminderIntervalMs);

  return {
    bot,
    isRunning: () => runner.isRunning(),
    async stop() {
      await deliveries.stop();
      if (runner.isRunning()) await runner.stop();
      await polling;
      // The runner stops fetching at once; the updates in hand are still being answered.
      for (let waited = 0; runner.size() > 0 && waited < STOP_DRAIN_MS; waited += 20) await new Promise((r) => setTimeout(r, 20));
      // Confirm what was handled, so a restart does not fetch it again.
      if (confirmed > 0) await bot.api.getUpdates({ offset: confirmed + 1, limit: 1, timeout: 0 }).catch(() => undefined);
    },
  };
}
