/**
 * The Discord bot: a discord.js Client wired to the advisory core. `createDiscordBot` builds it
 * without touching the network (tests point `rest.api` at a fake server); `login()` connects,
 * registers `/gpu` and `/gpu-settings` by bulk overwrite and starts delivering reminders. `startDiscord` does both.
 */
import { Client, Events, GatewayIntentBits, Options, Partials, PermissionFlagsBits, Routes, type Interaction, type Message, type RESTOptions } from 'discord.js';
import { defaultCatalog } from '../../core/catalog/index.ts';
import type { Catalog } from '../../core/catalog/schema.ts';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { chooseLocale, createAdvisor, type Advisor, type AppStore, type DigestLoop, type ReminderLoop } from '../../session/index.ts';
import { deferFirst } from './defer.ts';
import { InteractionAwareREST } from './rest.ts';
import { handleAsk, handleComponent, handleMention, handleModal, type Asker } from './ask.ts';
import { ADMIN_SETTINGS_COMMAND, commandPayload } from './commands.ts';
import { whereOf, whoOf } from './context.ts';
import { handleAutocomplete, handleCard, handleCompare, handleHelp, handlePrices } from './lookup.ts';
import { discordDigestDeliverer, handleDigest } from './digest.ts';
import { discordAlertDeliverer, handleAlert, handleAlertButton, handleAlerts, isAlertButton } from './alerts.ts';
import { discordDeliverer, handleReminderButton, handleReminders, handleRemind, isReminderButton } from './reminder.ts';
import { notify, reportError } from './respond.ts';
import { translator } from '../../core/i18n.ts';
import { sharedChartRenderer, type ChartRenderer } from '../../render/index.ts';
import type { Pictures } from './pictures.ts';
import { handleSettings, handleSettingsComponent, handleSettingsModal, isSettingsControl } from './settings.ts';

export type DiscordConfig = Pick<Config, 'discordToken' | 'discordAppId' | 'discordGuildId' | 'discordApiRoot' | 'discordMessageContent'> & Partial<Pick<Config, 'currency'>>;

export interface DiscordDeps {
  config: DiscordConfig;
  store: AppStore;
  logger: Logger;
  /** The app's catalog (src/main.ts); the repository's own (`defaultCatalog`) when absent. */
  catalog?: Catalog;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  /** Extra discord.js REST options; `api` overrides DISCORD_API_ROOT. */
  rest?: Partial<RESTOptions>;
  /** How often due reminders and digests are looked for (default 30 s / 60 s); 0 disables both loops. */
  reminderIntervalMs?: number;
  /** The app's Advisor (shared with the other front ends); built from the above when absent. */
  advisor?: Advisor;
  /** Draws the advice's charts (default: the process's shared renderer); null: answers without pictures. */
  charts?: ChartRenderer | null;
  /** How long an advice waits for its pictures before it goes as text alone (default 2 s). */
  chartDeadlineMs?: number;
}

export interface DiscordBot {
  client: Client;
  /** Connect, wait for READY, register the commands, start the reminder loop. */
  login(): Promise<void>;
  stop(): Promise<void>;
}

/** Guilds for slash commands; GuildMessages for mentions (a message that mentions the bot carries its content). */
export function intentsFor(config: Pick<DiscordConfig, 'discordMessageContent'>): GatewayIntentBits[] {
  const intents = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.DirectMessages];
  if (config.discordMessageContent) intents.push(GatewayIntentBits.MessageContent);
  return intents;
}

/** Kept whatever the limit: the bot's own user and member (discord.js reads them for permissions). */
const own = (entity: { id: string; client: Client }): boolean => entity.id === entity.client.user?.id;

/**
 * discord.js caches what it sees: the last 200 messages of every channel, and every member and user
 * that ever sent an interaction, without bound (issue 16: every cache bounded). The bot reads none of
 * them — an interaction carries its user, member, permissions and message, and reminders fetch their
 * channel — so nothing is kept but the bot's own user and member; guilds, channels and roles keep
 * discord.js's defaults (it does not support limiting them).
 */
export const CACHE_LIMITS = Options.cacheWithLimits({
  MessageManager: 0,
  GuildMemberManager: { maxSize: 0, keepOverLimit: own },
  UserManager: { maxSize: 0, keepOverLimit: own },
  PresenceManager: 0,
  ReactionManager: 0,
  ReactionUserManager: 0,
  ThreadMemberManager: 0,
  VoiceStateManager: 0,
  GuildEmojiManager: 0,
  GuildStickerManager: 0,
  GuildScheduledEventManager: 0,
  StageInstanceManager: 0,
});

export function createDiscordBot(deps: DiscordDeps): DiscordBot {
  const { config, logger } = deps;
  const client = new Client({
    intents: intentsFor(config),
    // DMs arrive on channels discord.js has not cached.
    partials: [Partials.Channel],
    makeCache: CACHE_LIMITS,
    rest: { ...(config.discordApiRoot ? { api: config.discordApiRoot } : {}), ...deps.rest },
  });
  // Interaction answers skip the client's global limiter, as Discord does (rest.ts).
  client.rest.clearHashSweeper();
  client.rest.clearHandlerSweeper();
  client.rest = new InteractionAwareREST(client.options.rest);
  const advisor =
    deps.advisor ??
    createAdvisor({ store: deps.store, logger, catalog: () => deps.catalog ?? defaultCatalog(), clock: deps.now ?? (() => new Date()), currency: config.currency });
  let reminders: ReminderLoop | undefined;
  let digests: DigestLoop | undefined;

  const pictures: Pictures | undefined =
    deps.charts === null ? undefined : { renderer: deps.charts ?? sharedChartRenderer(), logger, ...(deps.chartDeadlineMs !== undefined ? { deadlineMs: deps.chartDeadlineMs } : {}) };
  client.on(Events.InteractionCreate, (interaction) => void routeInteraction(advisor, logger, interaction, pictures));
  client.on(Events.MessageCreate, (message) => void routeMessage(advisor, logger, client, message, pictures));
  client.on(Events.Error, (error) => logger.error({ err: error }, 'discord client error'));

  return {
    client,
    async login() {
      const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
      await client.login(config.discordToken);
      await ready;
      await registerCommands(client, config, logger);
      // Fired price alerts are posted through this client (the bot token): interactions-only mode has none.
      advisor.onPriceAlert('discord', discordAlertDeliverer(client));
      if (deps.reminderIntervalMs !== 0) {
        reminders = advisor.deliverReminders('discord', discordDeliverer(client), {
          ...(deps.reminderIntervalMs !== undefined ? { intervalMs: deps.reminderIntervalMs } : {}),
        });
        digests = advisor.deliverDigests('discord', discordDigestDeliverer(client), {
          ...(deps.reminderIntervalMs !== undefined ? { intervalMs: deps.reminderIntervalMs } : {}),
        });
      }
      logger.info({ user: client.user?.tag, guild: config.discordGuildId ?? 'global' }, 'discord bot ready');
    },
    async stop() {
      await reminders?.stop();
      await digests?.stop();
      await client.destroy();
    },
  };
}

/** `npm start` with DISCORD_TOKEN set. */
export async function startDiscord(deps: DiscordDeps): Promise<{ client: Client; stop(): Promise<void> }> {
  const bot = createDiscordBot(deps);
  await bot.login();
  return { client: bot.client, stop: bot.stop };
}

/** Bulk overwrite of our commands: to the dev guild when DISCORD_GUILD_ID is set, else global. */
export async function registerCommands(client: Client, config: DiscordConfig, logger: Logger): Promise<void> {
  const appId = config.discordAppId ?? client.application?.id ?? (await client.application?.fetch())?.id;
  if (!appId) throw new Error('DISCORD_APP_ID is not set and the application id is unknown');
  const route = config.discordGuildId ? Routes.applicationGuildCommands(appId, config.discordGuildId) : Routes.applicationCommands(appId);
  try {
    await client.rest.put(route, { body: commandPayload() });
  } catch (error) {
    // Commands registered earlier keep working; a failed overwrite must not take the bot down.
    logger.error({ err: error, route }, 'registering the /gpu command failed');
  }
}

/** Every interaction goes through here: one place that makes sure nothing escapes unhandled. */
export async function routeInteraction(advisor: Advisor, logger: Logger, interaction: Interaction, pictures?: Pictures): Promise<void> {
  if (interaction.isAutocomplete()) {
    try {
      await handleAutocomplete(advisor, interaction);
    } catch (error) {
      logger.warn({ err: error }, 'autocomplete failed');
      if (!interaction.responded) await interaction.respond([]).catch(() => undefined);
    }
    return;
  }
  if (!interaction.isRepliable()) return;
  // Settings changes need Manage Server in a server; in a DM the user's own settings are theirs.
  const who = whoOf(interaction.user.id, interaction.locale, interaction.inGuild() ? (interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false) : true);
  const where = whereOf(interaction.guildId, interaction.channelId, interaction.user.id);
  // Until the settings are read (which can fail), errors go out in the user's client language.
  let asker: Asker = { who, where, locale: chooseLocale({ platform: interaction.locale }), pictures };
  try {
    // Commands whose answer is computed (planned, or built from the catalog) are acknowledged
    // first, before the store is read: Discord wants the callback within 3 s, and it must not
    // queue behind other interactions' work.
    if (interaction.isChatInputCommand() && interaction.commandName === 'gpu' && deferFirst(advisor, interaction, asker.locale)) await interaction.deferReply();
    const question = interaction.isChatInputCommand() ? (interaction.options.getString('question') ?? undefined) : undefined;
    asker = { who, where, locale: (await advisor.context(who, where, question)).locale, pictures };
    const admission = await advisor.admit(who, where);
    if (admission !== 'ok') {
      // An interaction must be answered; the notice goes to the user alone.
      await notify(interaction, translator(asker.locale)('errors:rateLimited'));
      return;
    }
    if (interaction.isChatInputCommand()) {
      // `/gpu-settings` (shown to Manage Server only) is `/gpu settings` under another name.
      if (interaction.commandName === ADMIN_SETTINGS_COMMAND) await handleSettings(advisor, interaction, asker);
      if (interaction.commandName !== 'gpu') return;
      const sub = interaction.options.getSubcommand();
      if (sub === 'ask') await handleAsk(advisor, interaction, asker);
      else if (sub === 'card') await handleCard(advisor, interaction, asker);
      else if (sub === 'compare') await handleCompare(advisor, interaction, asker);
      else if (sub === 'help') await handleHelp(advisor, interaction, asker);
      else if (sub === 'prices') await handlePrices(advisor, interaction, asker);
      else if (sub === 'settings') await handleSettings(advisor, interaction, asker);
      else if (sub === 'remind') await handleRemind(advisor, interaction, asker);
      else if (sub === 'reminders') await handleReminders(advisor, interaction, asker);
      else if (sub === 'alert') await handleAlert(advisor, interaction, asker);
      else if (sub === 'alerts') await handleAlerts(advisor, interaction, asker);
      else if (sub === 'digest') await handleDigest(advisor, interaction, asker);
      return;
    }
    if (interaction.isMessageComponent()) {
      if (isSettingsControl(interaction.customId)) await handleSettingsComponent(advisor, interaction, asker);
      else if (isReminderButton(interaction.customId)) await handleReminderButton(advisor, interaction, asker);
      else if (isAlertButton(interaction.customId)) await handleAlertButton(advisor, interaction, asker);
      else await handleComponent(advisor, interaction, asker);
    } else if (interaction.isModalSubmit()) {
      if (isSettingsControl(interaction.customId)) await handleSettingsModal(advisor, interaction, asker);
      else await handleModal(advisor, interaction, asker);
    }
  } catch (error) {
    await reportError(interaction, advisor.explain(error, asker.locale), error, logger);
  }
}

/** A user mention of the bot (not @everyone, not a role) in a channel or DM. */
export async function routeMessage(advisor: Advisor, logger: Logger, client: Client, message: Message, pictures?: Pictures): Promise<void> {
  if (message.author.bot || !client.user) return;
  if (!message.mentions.users.has(client.user.id)) return;
  const text = message.content.replace(new RegExp(`<@!?${client.user.id}>`, 'g'), '').trim();
  try {
    await handleMention(advisor, message, text, pictures);
  } catch (error) {
    const where = whereOf(message.guildId, message.channelId, message.author.id);
    const locale = await advisor
      .context(whoOf(message.author.id), where, text)
      .then((c) => c.locale)
      .catch(() => chooseLocale({ text }));
    const { text: reply, bug } = advisor.explain(error, locale);
    if (bug) logger.error({ err: error, message: message.id }, 'answering a mention failed');
    await message.reply({ content: reply, allowedMentions: { repliedUser: false } }).catch(() => undefined);
  }
}
