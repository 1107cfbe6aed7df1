/**
 * Telegram in webhook mode (TELEGRAM_WEBHOOK_URL + TELEGRAM_WEBHOOK_SECRET): the same bot as long
 * polling (createBot), fed by grammY's webhookCallback on the process's HTTP server at the URL's
 * path. A missing or wrong X-Telegram-Bot-Api-Secret-Token is answered 401 before the body is even
 * read; a body that is not an Update is 400. Any number of replicas may serve the same URL: each
 * update is handled once across them (the bot's first middleware claims its update_id in the store).
 */
import { webhookCallback, type Bot } from 'grammy';
import type { Reply, Request } from '../../http/server.ts';
import { advisorOf, createBot, type TelegramDeps } from './bot.ts';
import { registerCommands } from './commands.ts';
import { startDeliveries } from './deliveries.ts';
import type { BotContext } from './context.ts';

/** The updates the bot handles; Telegram sends nothing else (less traffic, nothing unexpected). */
export const ALLOWED_UPDATES = ['message', 'callback_query'] as const;

/** Past this Telegram is answered 200 while the handler finishes (a non-2xx would make it re-deliver). */
const HANDLER_TIMEOUT_MS = 9000;

export interface WebhookOptions {
  url: string;
  secret: string;
  reminderIntervalMs?: number;
  /** Count each update (kind, outcome) for /metrics. */
  onUpdate?: (kind: string, outcome: 'ok' | 'unauthorized' | 'bad_request' | 'error') => void;
}

export interface TelegramWebhook {
  bot: Bot<BotContext>;
  /** The URL's path: where the HTTP server routes Telegram's POSTs. */
  path: string;
  handle(request: Request): Promise<Reply>;
  stop(): Promise<void>;
}

class BadUpdate extends Error {}

function readUpdate(body: Buffer): unknown {
  let update: unknown;
  try {
    update = JSON.parse(body.toString('utf8'));
  } catch {
    throw new BadUpdate('body is not JSON');
  }
  const id = (update as { update_id?: unknown } | null)?.update_id;
  if (typeof update !== 'object' || update === null || Array.isArray(update) || !Number.isSafeInteger(id)) throw new BadUpdate('not a Telegram Update');
  return update;
}

function kindOf(body: Buffer): string {
  try {
    const keys = Object.keys(JSON.parse(body.toString('utf8')) as object).filter((k) => k !== 'update_id');
    return (ALLOWED_UPDATES as readonly string[]).includes(keys[0] ?? '') ? keys[0]! : 'other';
  } catch {
    return 'invalid';
  }
}

export async function startTelegramWebhook(deps: TelegramDeps, options: WebhookOptions): Promise<TelegramWebhook> {
  const { logger } = deps;
  const advisor = advisorOf(deps);
  const bot = createBot(deps, {}, advisor);
  await bot.init(); // getMe: a wrong token fails here, before Telegram is told where to send updates
  await registerCommands(bot.api).catch((error: unknown) => logger.warn({ err: error }, 'telegram: setMyCommands failed'));
  // Every replica sets the same webhook: idempotent, and a replica alone can bring the bot up.
  await bot.api.setWebhook(options.url, { secret_token: options.secret, allowed_updates: [...ALLOWED_UPDATES] });
  const path = new URL(options.url).pathname;
  logger.info({ path }, 'telegram: webhook set');

  const callback = webhookCallback(
    bot,
    (request: Request) => {
      let done!: (reply: Reply) => void;
      const handlerReturn = new Promise<Reply>((resolve) => (done = resolve));
      const header = request.headers['x-telegram-bot-api-secret-token'];
      return {
        get update() {
          return Promise.resolve().then(() => readUpdate(request.body)) as Promise<never>;
        },
        header: Array.isArray(header) ? header[0] : header,
        end: () => done({ status: 200 }),
        respond: (json: string) => done({ status: 200, headers: { 'content-type': 'application/json' }, body: json }),
        unauthorized: () => done({ status: 401, body: 'secret token is wrong' }),
        handlerReturn,
      };
    },
    { secretToken: options.secret, onTimeout: 'return', timeoutMilliseconds: HANDLER_TIMEOUT_MS },
  ) as (request: Request) => Promise<Reply>;

  // Webhook replicas post fired alerts, reminders and digests too (each is claimed once in the store).
  const deliveries = startDeliveries(advisor, bot.api, options.reminderIntervalMs);

  return {
    bot,
    path,
    async handle(request) {
      const kind = kindOf(request.body);
      try {
        const reply = await callback(request);
        options.onUpdate?.(kind, reply.status === 401 ? 'unauthorized' : 'ok');
        return reply;
      } catch (error) {
        if (error instanceof BadUpdate) {
          options.onUpdate?.(kind, 'bad_request');
          return { status: 400, body: error.message };
        }
        // The bot's own error middleware answers the user; reaching here is a bug or a dead Bot API.
        logger.error({ err: error }, 'telegram: webhook update failed');
        options.onUpdate?.(kind, 'error');
        return { status: 500 };
      }
    },
    async stop() {
      await deliveries.stop();
    },
  };
}
