/**
 * `npm start`: read and validate the configuration (once), open the store, build the AppDeps and the
 * Advisor, then run what the run mode says — the Discord bot, the Telegram bot, both, or the
 * interactive terminal advisor. The bots are imported only in their modes, so the terminal advisor
 * starts without loading discord.js or grammY.
 */
import type { AppDeps } from './app-deps.ts';
import { catalogOptions, ConfigError, DEFAULT_PORT, loadConfig, type Config } from './config.ts';
import { loadCatalog } from './core/catalog/index.ts';
import { createLogger, type Logger } from './logger.ts';
import { createPriceRefresher, type PriceRefresher } from './prices/refresh.ts';
import { createAdvisor, type Advisor } from './session/index.ts';
import { idleCollect, mimallocDefaults } from './render/release.ts';
import { openStore, StoreError, type Store } from './store/index.ts';
import { recordUnknownNames } from './store/wanted.ts';
import type { Metrics, Route } from './http/index.ts';
import type { Catalog } from './core/catalog/schema.ts';
import type { TurnRunner } from './runtime/pool.ts';

interface Running {
  name: string;
  stop(): Promise<void>;
}

/** Bots get this long to finish in-flight work on SIGINT/SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** What must never be logged: the tokens, the webhook secret and URL (its path may be secret too), the public key. */
function secretsOf(config: Config): (string | undefined)[] {
  const path = config.telegramWebhookUrl ? new URL(config.telegramWebhookUrl).pathname : undefined;
  return [config.discordToken, config.telegramBotToken, config.telegramWebhookSecret, config.telegramWebhookUrl, path, config.discordPublicKey];
}

function fail(message: string): never {
  process.stderr.write(`whichcard: ${message}\n`);
  process.exit(1);
}

/**
 * Network errors at start-up are retried by the bots (grammY's auto-retry backs off forever), so a
 * start can wait a long time in silence: say so periodically, naming the API root to check.
 */
async function announced<T>(logger: Logger, name: string, apiRoot: string | undefined, starting: Promise<T>): Promise<T> {
  logger.info({ bot: name }, 'starting');
  const timer = setInterval(() => logger.warn({ bot: name, apiRoot: apiRoot ?? 'default' }, 'still waiting for the bot to start (is its API reachable?)'), 15_000);
  try {
    return await starting;
  } finally {
    clearInterval(timer);
  }
}

async function startBots(deps: AppDeps, advisor: Advisor, routes: Route[], metrics: Metrics): Promise<Running[]> {
  const { config, store, logger, catalog, clock } = deps;
  const running: Running[] = [];
  try {
    if (config.mode === 'discord' || config.mode === 'both') {
      const { startDiscord } = await import('./adapters/discord/index.ts');
      const log = logger.child({ adapter: 'discord' });
      const bot = await announced(log, 'discord', config.discordApiRoot, startDiscord({ config, store, logger: log, advisor }));
      running.push({ name: 'discord', stop: bot.stop });
    }
    if ((config.mode === 'telegram' || config.mode === 'both') && config.telegramWebhookUrl && config.telegramWebhookSecret) {
      running.push(await startTelegramWebhookMode(deps, advisor, routes, metrics, { url: config.telegramWebhookUrl, secret: config.telegramWebhookSecret }));
    } else if (config.mode === 'telegram' || config.mode === 'both') {
      const { startTelegram } = await import('./adapters/telegram/index.ts');
      const log = logger.child({ adapter: 'telegram' });
      const bot = await announced(log, 'telegram', config.telegramApiRoot, startTelegram({ config, store, logger: log, catalog, now: clock, advisor }));
      running.push({ name: 'telegram', stop: bot.stop });
    }
  } catch (error) {
    // One bot failing to start (wrong token, unreachable API) stops the others: a half-up deployment hides the fault.
    await Promise.allSettled(running.map((r) => r.stop()));
    throw error;
  }
  return running;
}

/**
 * Prices: catalog/ with the current snapshots of WHICHCARD_PRICES_DIR, refreshed in the background
 * every WHICHCARD_PRICES_REFRESH by the bots (one replica at a time, by a claim in the store); the
 * terminal advisor reads the snapshots but does not refresh them.
 */
function startPrices(config: Config, store: Store, logger: Logger): PriceRefresher {
  return createPriceRefresher({
    dir: config.pricesDir,
    load: () => loadCatalog(catalogOptions(config)),
    intervalMs: config.mode === 'terminal' ? null : config.pricesRefreshMs,
    claim: (key, ttlMs) => store.claimOnce(key, ttlMs),
    logger: logger.child({ part: 'prices' }),
  });
}

/** Telegram webhook mode: the bot behind the HTTP server at the webhook URL's path (setWebhook at start). */
async function startTelegramWebhookMode(deps: AppDeps, advisor: Advisor, routes: Route[], metrics: Metrics, webhook: { url: string; secret: string }): Promise<Running> {
  const { startTelegramWebhook } = await import('./adapters/telegram/webhook.ts');
  const { config, store, catalog, clock } = deps;
  const log = deps.logger.child({ adapter: 'telegram' });
  const hook = await announced(
    log,
    'telegram',
    config.telegramApiRoot,
    startTelegramWebhook({ config, store, logger: log, catalog, now: clock, advisor }, { ...webhook, onUpdate: (kind, outcome) => metrics.update('telegram', kind, outcome) }),
  );
  routes.push({ method: 'POST', path: hook.path, name: 'telegram-webhook', handler: hook.handle });
  return { name: 'telegram-webhook', stop: hook.stop };
}

/** DISCORD_PUBLIC_KEY: Discord's HTTP interactions, answered through the same Advisor. */
async function discordInteractionsRoute(deps: AppDeps, advisor: Advisor, metrics: Metrics): Promise<Route | undefined> {
  const { config } = deps;
  if (!config.discordPublicKey) return undefined;
  const { discordInteractions } = await import('./adapters/discord/interactions.ts');
  const endpoint = discordInteractions({
    advisor,
    logger: deps.logger.child({ adapter: 'discord-http' }),
    publicKey: config.discordPublicKey,
    apiRoot: config.discordApiRoot,
    onInteraction: (kind, outcome) => metrics.update('discord', kind, outcome),
  });
  return { method: 'POST', path: '/discord/interactions', name: 'discord-interactions', handler: endpoint.handle };
}

/** The one HTTP server (PORT): /healthz, /metrics, and whatever webhooks the modes added. */
async function startHttp(deps: AppDeps, routes: Route[], metrics: Metrics): Promise<Running> {
  const { startHttpServer, healthRoute, metricsRoute } = await import('./http/index.ts');
  const server = await startHttpServer({
    port: deps.config.port ?? DEFAULT_PORT,
    routes: [healthRoute(deps.store), metricsRoute(metrics), ...routes],
    logger: deps.logger.child({ component: 'http' }),
  });
  return { name: 'http', stop: server.close };
}

function onShutdown(handler: (signal: NodeJS.Signals) => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1); // a second Ctrl-C means "now"
      stopping = true;
      void handler(signal);
    });
  }
}

/**
 * The bots plan answers in worker threads (src/runtime/pool.ts), so their event loop stays free for
 * Telegram and Discord, and remember them for the minute (memo.ts); the terminal advisor, with one user, plans in its own thread (no pool to start).
 */
async function turnRunner(config: Config, catalog: () => Catalog, logger: Logger): Promise<TurnRunner | undefined> {
  if (config.mode === 'terminal' || config.turnWorkers === 0) return undefined;
  const [{ createTurnPool }, { remembered }] = await Promise.all([import('./runtime/pool.ts'), import('./runtime/memo.ts')]);
  const pool = createTurnPool({
    catalog,
    ...(config.turnWorkers !== undefined ? { size: config.turnWorkers } : {}),
    onWorkerError: (error) => logger.error({ err: error }, 'a turn worker died; replaced'),
    // A burst is over (no turn for a minute): V8 keeps the main thread's grown heap unless asked (render/release.ts).
    onIdle: idleCollect(),
  });
  return remembered(pool, catalog);
}

async function main(): Promise<void> {
  // Before any chart worker loads resvg: its allocator returns freed pages at once (render/release.ts).
  mimallocDefaults(process.env);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`invalid configuration\n${error.message}`);
    throw error;
  }
  // The terminal advisor shares the screen with its user: only errors are logged there by default.
  const logger = createLogger(config.logLevel ?? (config.mode === 'terminal' ? 'error' : 'info'), { secrets: secretsOf(config) });

  // Metrics exist only where the HTTP server serves them (every mode but the terminal advisor).
  const metrics = config.mode === 'terminal' ? undefined : (await import('./http/metrics.ts')).createMetrics();
  let store: Store;
  try {
    store = await openStore(config.storeUrl, {
      logger,
      ...(config.storeTimeoutMs !== undefined ? { timeoutMs: config.storeTimeoutMs } : {}),
      ...(metrics ? { onError: metrics.storeError } : {}),
    });
  } catch (error) {
    if (error instanceof StoreError) fail(error.message);
    throw error;
  }
  const prices = startPrices(config, store, logger);
  metrics?.watchPriceRefresh(() => prices.lastRefresh());
  const deps: AppDeps = { config, store, logger, catalog: () => prices.catalog(), clock: () => new Date(), prices };
  const turns = await turnRunner(config, deps.catalog, logger);
  // The terminal advisor has one user at a keyboard: no rate limit there.
  const plain = createAdvisor({ ...deps, currency: config.currency, rateLimit: config.mode === 'terminal' ? undefined : (config.rateLimit ?? undefined), turns });
  const advisor = metrics ? metrics.instrument(plain) : plain;
  // Names the catalog lacks, asked in any front end, are counted for `whichcard catalog wanted`.
  recordUnknownNames(store, logger);
  advisor.checkAlertsOnRefresh(prices);

  if (config.mode === 'terminal') {
    const { runInteractive } = await import('./adapters/cli/interactive.ts');
    const code = await runInteractive({
      advisor,
      logger,
      argv: process.argv.slice(2),
      platformLocale: config.terminalLocale,
      color: !config.noColor,
    });
    await prices.stop();
    await store.close();
    process.exit(code);
  }

  let running: Running[];
  try {
    const routes: Route[] = [];
    const interactions = await discordInteractionsRoute(deps, advisor, metrics!);
    if (interactions) routes.push(interactions);
    const bots = await startBots(deps, advisor, routes, metrics!);
    // The HTTP server goes first on shutdown: no new updates while the bots finish theirs.
    running = [await startHttp(deps, routes, metrics!), ...bots];
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    await store.close();
    process.exit(1);
  }
  logger.info({ bots: running.filter((r) => r.name !== 'http').map((r) => r.name), store: store.kind }, 'whichcard started');
  // The catalog (read and validated, ~0.1 s) is loaded now that the bots are connected, not by the first
  // command: that one, and every command arriving behind it, would wait for it.
  setImmediate(() => {
    try {
      deps.catalog();
    } catch (error) {
      logger.error({ err: error }, 'catalog not loaded at start; the first command will try again');
    }
  });
  // A promise some library forgot to handle (a dropped socket, a late API error) is logged; it must
  // not take down every chat the bots are serving.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

  onShutdown(async (signal) => {
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.warn('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    // In order: the HTTP server stops taking updates and drains the ones in flight, then the bots
    // and the price refresh stop.
    for (const r of [...running, { name: 'prices', stop: () => prices.stop() }, { name: 'turns', stop: async () => turns?.close() }]) {
      await r.stop().catch((error: unknown) => logger.error({ err: error, bot: r.name }, 'did not stop cleanly'));
    }
    await store.close();
    clearTimeout(timer);
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`whichcard: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
