/**
 * `createBot(deps, botConfig?)`: the WhichCard grammY bot with every handler attached and no I/O at
 * construction, so tests build it against a fake Bot API (`botConfig.client.apiRoot`) and start-up
 * code decides when to register commands and poll (bot-base's factory pattern, ENGINEERING.md §5).
 * Handlers only map updates to Advisor calls (src/session/) and render what comes back.
 */
import { Bot, GrammyError, HttpError, InlineKeyboard, type BotConfig } from 'grammy';
import { autoRetry } from '@grammyjs/auto-retry';
import { sequentialize } from '@grammyjs/runner';
import { defaultCatalog } from '../../core/catalog/index.ts';
import type { Catalog } from '../../core/catalog/schema.ts';
import { LOCALES, translator } from '../../core/i18n.ts';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { createAdvisor, encodeLanguage, type Advisor, type AppStore } from '../../session/index.ts';
import { addressedText } from './addressing.ts';
import { chatAdminCheck } from './admin.ts';
import { whichcardContext, type BotContext } from './context.ts';
import { answerText, beginConversation, cancelConversation, pressButton } from './flow.ts';
import { replyTo, type PressOutcome } from './reply.ts';
import { cardCommand, compareCommand, helpCommand, pricesCommand } from './lookup.ts';
import { settingsCommand, settingsPress } from './settings.ts';
import { reminderPress, remindCommand, remindersCommand } from './reminders.ts';
import { alertCommand, alertsCommand } from './alerts.ts';
import { digestCommand } from './digest.ts';
import { sharedChartRenderer, type ChartRenderer } from '../../render/index.ts';

export interface TelegramDeps {
  config: Pick<Config, 'telegramBotToken' | 'telegramApiRoot' | 'currency'>;
  store: AppStore;
  logger: Logger;
  /** The app's catalog (src/main.ts); the repository's own (`defaultCatalog`) when absent. */
  catalog?: () => Catalog;
  /** The clock handed to the core; tests may pin it. */
  now?: () => Date;
  /** The app's Advisor (shared with the other front ends); built from the above when absent. */
  advisor?: Advisor;
  /** Draws the advice's cost chart (default: the process's shared renderer); null: answers without pictures. */
  charts?: ChartRenderer | null;
  /** How long an advice waits for its chart before it goes as text alone (default 2 s). */
  chartDeadlineMs?: number;
}

export function advisorOf(deps: TelegramDeps): Advisor {
  return (
    deps.advisor ??
    createAdvisor({ store: deps.store, logger: deps.logger, catalog: deps.catalog ?? defaultCatalog, clock: deps.now ?? (() => new Date()), currency: deps.config.currency })
  );
}

/** How long one API call may keep retrying after 429s and network errors before it fails. */
export const RETRY_BUDGET_MS = 120_000;

/** The caller's abort signal, also aborted once the retry budget is spent. */
function withinBudget<S>(signal: S | undefined, ms: number): S {
  const budget = AbortSignal.timeout(ms);
  return (signal ? AbortSignal.any([signal as unknown as AbortSignal, budget]) : budget) as unknown as S;
}

export function createBot(deps: TelegramDeps, botConfig: BotConfig<BotContext> = {}, advisor: Advisor = advisorOf(deps)): Bot<BotContext> {
  const token = deps.config.telegramBotToken;
  if (!token) throw new Error('TELEGRAM_BOT_TOKEN is not set');
  const { logger } = deps;
  const bot = new Bot<BotContext>(token, {
    ...botConfig,
    client: { ...(deps.config.telegramApiRoot ? { apiRoot: deps.config.telegramApiRoot } : {}), ...botConfig.client },
  });
  // Flood control: wait out 429 retry_after instead of dropping the message (grammY: "don't throttle,
  // retry"). Bounded by time, not by a small count: four 429s in a row used to lose an advice.
  const retry = autoRetry({ maxDelaySeconds: 60 });
  bot.api.config.use((prev, method, payload, signal) => retry(prev, method, payload, withinBudget(signal, RETRY_BUDGET_MS)));

  // Without a handler grammY stops polling on the first error; log and keep serving.
  bot.catch((error) => {
    logger.error({ err: error.error, update: error.ctx.update.update_id }, 'telegram: unhandled error');
  });

  // Updates are handled concurrently (the runner, webhooks); those of one chat wait for each other,
  // since a chat's conversation is read, advanced and written back in the store.
  bot.use(sequentialize((ctx) => (ctx.chat ?? ctx.from)?.id.toString()));
  bot.use(async (ctx, next) => {
    if (await advisor.firstDelivery('telegram', ctx.update.update_id)) await next();
    else logger.info({ update: ctx.update.update_id }, 'telegram: duplicate update dropped');
  });
  // Chat admins (getChatMember), cached on the bot's clock.
  bot.use(whichcardContext(advisor, chatAdminCheck(deps.now)));
  bot.use(async (ctx, next) => {
    // Per-user rate limit (in the store, so it holds across replicas): one "slow down", then silence.
    const admission = await advisor.admit(ctx.wc.who, ctx.wc.where);
    if (admission === 'ok') return next();
    const text = ctx.wc.t('errors:rateLimited');
    if (ctx.callbackQuery) await ctx.answerCallbackQuery(admission === 'warn' ? { text, show_alert: true } : {}).catch(() => undefined);
    else if (admission === 'warn' && ctx.chat) await ctx.reply(text, replyTo(ctx)).catch(() => undefined);
  });
  bot.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      await explainError(ctx, error, advisor, logger);
    }
  });

  const pictures = deps.charts === null ? undefined : { renderer: deps.charts ?? sharedChartRenderer(), logger, ...(deps.chartDeadlineMs !== undefined ? { deadlineMs: deps.chartDeadlineMs } : {}) };
  const flow = { advisor, logger, pictures };

  bot.command('start', async (ctx) => {
    const t = ctx.wc.t;
    const text = [t('telegram:start.greeting', { name: ctx.from?.first_name ?? '' }), t('telegram:start.language'), t('telegram:start.example')].join('\n\n');
    await ctx.reply(text, { reply_markup: languageKeyboard(), ...replyTo(ctx) });
  });
  bot.command('help', (ctx) => helpCommand(ctx, advisor));
  bot.command('ask', (ctx) => beginConversation(ctx, flow, ctx.match.trim()));
  bot.command('cancel', (ctx) => cancelConversation(ctx, flow));
  bot.command('card', (ctx) => cardCommand(ctx, flow, ctx.match));
  bot.command('prices', (ctx) => pricesCommand(ctx, advisor));
  bot.command('compare', (ctx) => compareCommand(ctx, flow, ctx.match));
  bot.command('lang', async (ctx) => {
    await ctx.reply(ctx.wc.t('telegram:lang.prompt'), { reply_markup: languageKeyboard(), ...replyTo(ctx) });
  });

  bot.command('settings', (ctx) => settingsCommand(ctx, advisor, ctx.match));
  bot.command('remind', (ctx) => remindCommand(ctx, advisor, ctx.match));
  bot.command('reminders', (ctx) => remindersCommand(ctx, advisor));
  bot.command('alert', (ctx) => alertCommand(ctx, advisor, ctx.match));
  bot.command('alerts', (ctx) => alertsCommand(ctx, advisor));
  bot.command('digest', (ctx) => digestCommand(ctx, advisor, ctx.match));
  bot.callbackQuery(/^wa:/, async (ctx) => {
    const result = await advisor.alertPress(ctx.wc.who, ctx.wc.where, ctx.callbackQuery.data);
    await ctx.answerCallbackQuery({ text: result.text });
  });
  bot.callbackQuery(/^wr:/, async (ctx) => {
    const outcome = await reminderPress(ctx, advisor, ctx.callbackQuery.data);
    if (!outcome.answered) await ctx.answerCallbackQuery(outcome.text ? { text: outcome.text, show_alert: outcome.alert ?? false } : {});
  });
  bot.callbackQuery(/^wcs:/, async (ctx) => {
    const outcome = await settingsPress(ctx, advisor, ctx.callbackQuery.data);
    if (!outcome.answered) await ctx.answerCallbackQuery(outcome.text ? { text: outcome.text, show_alert: outcome.alert ?? false } : {});
  });

  bot.on('callback_query:data', async (ctx) => {
    const outcome: PressOutcome = await pressButton(ctx, flow, ctx.callbackQuery.data);
    // Always answer: an unanswered press leaves the user's button spinning.
    if (!outcome.answered) await ctx.answerCallbackQuery(outcome.text ? { text: outcome.text, show_alert: outcome.alert ?? false } : {});
  });

  bot.on('message:text', async (ctx) => {
    if (ctx.msg.text.startsWith('/')) return; // another bot's command, or one we do not have
    const { addressed, text } = addressedText(ctx.msg, { id: ctx.me.id, username: ctx.me.username }, { quiet: ctx.wc.quiet });
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
  return InlineKeyboard.from([LOCALES.map((locale) => InlineKeyboard.text(translator(locale)(`telegram:lang.${locale}`), encodeLanguage(locale)))]);
}

/**
 * A user's mistake (UserError) becomes its localized message; anything else is logged and the user
 * gets a short apology rather than silence. A button press is answered with an alert either way.
 */
async function explainError(ctx: BotContext, error: unknown, advisor: Advisor, logger: Logger): Promise<void> {
  const { text, bug } = advisor.explain(error, ctx.wc?.locale ?? 'en');
  if (bug) {
    const level = error instanceof GrammyError || error instanceof HttpError ? 'warn' : 'error';
    logger[level]({ err: error, update: ctx.update.update_id }, 'telegram: handler failed');
  }
  try {
    if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text: text.slice(0, 200), show_alert: true });
    else if (ctx.chat) await ctx.reply(text, replyTo(ctx));
  } catch (replyError) {
    logger.warn({ err: replyError }, 'telegram: could not tell the user about an error');
  }
}
