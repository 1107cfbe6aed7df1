/**
 * `createBot(deps, botConfig?)`: the WhichCard grammY bot with every handler attached and no I/O at
 * construction, so tests build it against a fake Bot API (`botConfig.client.apiRoot`) and start-up
 * code decides when to register commands and poll (bot-base's factory pattern, ENGINEERING.md §5).
 */
import { Bot, GrammyError, HttpError, InlineKeyboard, type BotConfig } from 'grammy';
import { autoRetry } from '@grammyjs/auto-retry';
import { defaultCatalog } from '../../core/catalog/index.ts';
import type { Catalog } from '../../core/catalog/schema.ts';
import { isUserError, userErrorText } from '../../core/errors.ts';
import { isLocale, LOCALES, translator } from '../../core/i18n.ts';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import type { Store } from '../../store/index.ts';
import { operatorDefaults, setSettings } from '../../store/settings.ts';
import { addressedText } from './addressing.ts';
import { decodeCallbackData, encodeLangButton } from './callback-data.ts';
import { chatScope, whichcardContext, type BotContext } from './context.ts';
import { answerText, beginConversation, cancelConversation, pressButton } from './flow.ts';
import { replyTo, type PressOutcome } from './reply.ts';
import { cardCommand, compareCommand, helpCommand } from './lookup.ts';

export interface TelegramDeps {
  config: Pick<Config, 'telegramBotToken' | 'telegramApiRoot' | 'currency'>;
  store: Store;
  logger: Logger;
  /** Defaults to the repository catalog with the operator's environment (`defaultCatalog`). */
  catalog?: () => Catalog;
  /** The clock handed to the core; tests may pin it. */
  now?: () => Date;
}

/** Telegram re-delivers an update it thinks was lost; each is handled once for this long. */
const UPDATE_DEDUPE_MS = 24 * 60 * 60 * 1000;

export function createBot(deps: TelegramDeps, botConfig: BotConfig<BotContext> = {}): Bot<BotContext> {
  const token = deps.config.telegramBotToken;
  if (!token) throw new Error('TELEGRAM_BOT_TOKEN is not set');
  const { store, logger } = deps;
  const bot = new Bot<BotContext>(token, {
    ...botConfig,
    client: { ...(deps.config.telegramApiRoot ? { apiRoot: deps.config.telegramApiRoot } : {}), ...botConfig.client },
  });
  // Flood control: wait out 429 retry_after instead of dropping the message (grammY: "don't throttle, retry").
  bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 60 }));

  // Without a handler grammY stops polling on the first error; log and keep serving.
  bot.catch((error) => {
    logger.error({ err: error.error, update: error.ctx.update.update_id }, 'telegram: unhandled error');
  });

  bot.use(async (ctx, next) => {
    if (await store.claimOnce(`telegram:update:${ctx.update.update_id}`, UPDATE_DEDUPE_MS)) await next();
    else logger.info({ update: ctx.update.update_id }, 'telegram: duplicate update dropped');
  });
  bot.use(
    whichcardContext({
      store,
      logger,
      catalog: deps.catalog ?? defaultCatalog,
      now: deps.now ?? (() => new Date()),
      defaults: operatorDefaults(deps.config.currency),
    }),
  );
  bot.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      await explainError(ctx, error, logger);
    }
  });

  const flow = { store, logger };

  bot.command('start', async (ctx) => {
    const t = ctx.wc.t;
    const text = [t('telegram:start.greeting', { name: ctx.from?.first_name ?? '' }), t('telegram:start.language'), t('telegram:start.example')].join('\n\n');
    await ctx.reply(text, { reply_markup: languageKeyboard(), ...replyTo(ctx) });
  });
  bot.command('help', (ctx) => helpCommand(ctx));
  bot.command('ask', (ctx) => beginConversation(ctx, flow, ctx.match.trim()));
  bot.command('cancel', async (ctx) => {
    if (!(await cancelConversation(ctx, flow))) await ctx.reply(ctx.wc.t('telegram:ask.nothingToCancel'), replyTo(ctx));
  });
  bot.command('card', (ctx) => cardCommand(ctx, ctx.match));
  bot.command('compare', (ctx) => compareCommand(ctx, ctx.match));
  bot.command('lang', async (ctx) => {
    await ctx.reply(ctx.wc.t('telegram:lang.prompt'), { reply_markup: languageKeyboard(), ...replyTo(ctx) });
  });

  bot.on('callback_query:data', async (ctx) => {
    const data = decodeCallbackData(ctx.callbackQuery.data);
    let outcome: PressOutcome = { answered: false, text: ctx.wc.t('telegram:ask.expired'), alert: true };
    if (data?.kind === 'thread') outcome = await pressButton(ctx, flow, data.threadId, data.value);
    else if (data?.kind === 'lang') outcome = await chooseLanguage(ctx, data.locale, deps);
    // Always answer: an unanswered press leaves the user's button spinning.
    if (!outcome.answered) await ctx.answerCallbackQuery(outcome.text ? { text: outcome.text, show_alert: outcome.alert ?? false } : {});
  });

  bot.on('message:text', async (ctx) => {
    if (ctx.msg.text.startsWith('/')) return; // another bot's command, or one we do not have
    const { addressed, text } = addressedText(ctx.msg, { id: ctx.me.id, username: ctx.me.username });
    if (!addressed) return;
    if (!text) {
      await ctx.reply(ctx.wc.t('telegram:ask.mentionHint'), replyTo(ctx));
      return;
    }
    await answerText(ctx, flow, text);
  });

  return bot;
}

function languageKeyboard(): InlineKeyboard {
  return InlineKeyboard.from([LOCALES.map((locale) => InlineKeyboard.text(translator(locale)(`telegram:lang.${locale}`), encodeLangButton(locale)))]);
}

async function chooseLanguage(ctx: BotContext, locale: string, deps: TelegramDeps): Promise<PressOutcome> {
  if (!isLocale(locale) || !ctx.chat) return { answered: false, text: ctx.wc.t('telegram:ask.expired'), alert: true };
  await setSettings(deps.store, chatScope(ctx.chat.id), { locale }, operatorDefaults(deps.config.currency), deps.logger);
  const confirmation = translator(locale)('telegram:lang.set');
  await ctx.editMessageText(confirmation).catch((error: unknown) => deps.logger.debug({ err: error }, 'telegram: language message not edited'));
  return { answered: false, text: confirmation };
}

/**
 * A user's mistake (UserError) becomes its localized message; anything else is logged and the user
 * gets a short apology rather than silence. A button press is answered with an alert either way.
 */
async function explainError(ctx: BotContext, error: unknown, logger: Logger): Promise<void> {
  const t = ctx.wc?.t ?? translator('en');
  let text: string;
  if (isUserError(error)) {
    text = userErrorText(ctx.wc?.locale ?? 'en', error);
  } else {
    const level = error instanceof GrammyError || error instanceof HttpError ? 'warn' : 'error';
    logger[level]({ err: error, update: ctx.update.update_id }, 'telegram: handler failed');
    text = t('errors:unexpected');
  }
  try {
    if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text: text.slice(0, 200), show_alert: true });
    else if (ctx.chat) await ctx.reply(text, replyTo(ctx));
  } catch (replyError) {
    logger.warn({ err: replyError }, 'telegram: could not tell the user about an error');
  }
}
