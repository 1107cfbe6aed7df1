/**
 * The Telegram bot's start-up: register the command menu (zh and en), start long polling and the
 * reminder loop. `npm start` calls `startTelegram` when TELEGRAM_BOT_TOKEN is set; tests call
 * `createBot` or this with a fake Bot API root.
 */
import type { Bot } from 'grammy';
import type { BotContext } from './context.ts';
import { advisorOf, createBot, type TelegramDeps } from './bot.ts';
import { registerCommands } from './commands.ts';
import { telegramDeliverer } from './reminders.ts';

export { createBot, type TelegramDeps } from './bot.ts';
export type { BotContext } from './context.ts';

export interface TelegramHandle {
  bot: Bot<BotContext>;
  /** Stops polling (confirming the last update) and the reminder loop; resolves when both are done. */
  stop(): Promise<void>;
}

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

  const polling = bot
    .start({
      ...(options.pollTimeoutSeconds !== undefined ? { timeout: options.pollTimeoutSeconds } : {}),
      onStart: (me) => logger.info({ username: me.username }, 'telegram: polling'),
    })
    .catch((error: unknown) => logger.error({ err: error }, 'telegram: polling stopped'));
  const reminders = advisor.deliverReminders('telegram', telegramDeliverer(bot.api), {
    ...(options.reminderIntervalMs !== undefined ? { intervalMs: options.reminderIntervalMs } : {}),
  });

  return {
    bot,
    async stop() {
      await reminders.stop();
      if (bot.isRunning()) await bot.stop();
      await polling;
    },
  };
}
