/**
 * The Discord harness for the e2e tests: the real discord.js client (createDiscordBot) logged in to
 * the fake Discord, a real store (a SQLite file, or a Redis URL), and a clock the test moves.
 * `restart()` stops the bot and opens a new one on the same store URL; `useDiscord()` closes every
 * harness a test opened. The interaction helpers dispatch a payload and wait for what Discord gets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { pino } from 'pino';
import { PermissionFlagsBits } from 'discord.js';
import { createDiscordBot, type DiscordBot, type DiscordConfig, type DiscordDeps } from '../../../src/adapters/discord/index.ts';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import type { Advisor } from '../../../src/session/index.ts';
import { openStore, type Store } from '../../../src/store/index.ts';
import { startFakeDiscord, type FakeDiscord, type RecordedCall } from './fake-discord.ts';
import { CHANNEL_ID, GUILD_ID, user } from './fixtures.ts';

export const silent = pino({ level: 'silent' });
export const NOW = new Date('2026-12-01T09:00:00Z');

export interface DiscordHarnessOptions {
  /** The store (default: a fresh SQLite file). */
  storeUrl?: string;
  /** A fake Discord to share (two replicas); the harness starts its own when absent. */
  fake?: FakeDiscord;
  now?: Date;
  config?: Partial<DiscordConfig>;
  /** The bot's other dependencies (charts, reminderIntervalMs, …); the reminder loop is off by default. */
  deps?: Partial<Omit<DiscordDeps, 'config' | 'store' | 'logger' | 'now' | 'rest' | 'advisor'>>;
  /** The bot's Advisor, built on each (re)opened store; the bot's own when absent. */
  advisor?: (store: Store, clock: () => Date) => Advisor;
  /** Log in at once (default); false leaves `login()` to the test. */
  login?: boolean;
}

export interface DiscordHarness {
  fake: FakeDiscord;
  store: Store;
  bot: DiscordBot;
  advisor: Advisor | undefined;
  clock: { now: Date };
  storeUrl: string;
  /** Dispatch an interaction and wait for its callback (reply, defer, update, modal, autocomplete). */
  interact(payload: { id: string; token: string }): Promise<RecordedCall>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startDiscord(options: DiscordHarnessOptions = {}): Promise<DiscordHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'wc-discord-'));
  const storeUrl = options.storeUrl ?? `sqlite://${join(dir, 'store.sqlite')}`;
  const fake = options.fake ?? (await startFakeDiscord());
  const clock = { now: options.now ?? NOW };
  const now = () => clock.now;
  const boot = async (store: Store) => {
    const advisor = options.advisor?.(store, now);
    const bot = createDiscordBot({
      config: { discordToken: 'fake-token', discordGuildId: GUILD_ID, discordMessageContent: false, ...options.config },
      store,
      logger: silent,
      catalog: defaultCatalog(),
      now,
      rest: { api: fake.apiRoot },
      reminderIntervalMs: 0,
      ...options.deps,
      ...(advisor ? { advisor } : {}),
    });
    if (options.login !== false) await bot.login();
    return { bot, advisor };
  };
  const store = await openStore(storeUrl, { logger: silent });
  const first = await boot(store);
  const h: DiscordHarness = {
    fake,
    store,
    clock,
    storeUrl,
    ...first,
    interact: (payload) => interact(fake, payload),
    async restart() {
      await h.bot.stop();
      await h.store.close();
      h.store = await openStore(storeUrl, { logger: silent });
      Object.assign(h, await boot(h.store));
    },
    async close() {
      await h.bot.stop();
      await h.store.close();
      if (!options.fake) await fake.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return h;
}

/** `startDiscord` whose harnesses (and the fakes passed in `shared`) are closed after each test. */
export function useDiscord(): { start: (options?: DiscordHarnessOptions) => Promise<DiscordHarness>; sharedFake: () => Promise<FakeDiscord> } {
  const open: DiscordHarness[] = [];
  const fakes: FakeDiscord[] = [];
  afterEach(async () => {
    for (const h of open.splice(0)) await h.close();
    for (const f of fakes.splice(0)) await f.stop();
  });
  return {
    async start(options) {
      const h = await startDiscord(options);
      open.push(h);
      return h;
    },
    async sharedFake() {
      const fake = await startFakeDiscord();
      fakes.push(fake);
      return fake;
    },
  };
}

export async function interact(fake: FakeDiscord, payload: { id: string; token: string }): Promise<RecordedCall> {
  fake.dispatch('INTERACTION_CREATE', payload);
  return fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/interactions/${payload.id}/${payload.token}/callback`));
}

/** The edit of a deferred answer (PATCH @original). */
export function editOf(fake: FakeDiscord, token: string, timeoutMs?: number): Promise<RecordedCall> {
  return fake.waitFor((c) => c.method === 'PATCH' && new RegExp(`/webhooks/\\d+/${token}/messages/(@|%40)original$`).test(c.path), timeoutMs);
}

/** The bot's own posts in a channel (reminders, alerts, digests) since call number `since`. */
export function channelPosts(fake: FakeDiscord, since = 0, channelId = CHANNEL_ID): RecordedCall[] {
  return fake.calls.slice(since).filter((c) => c.method === 'POST' && c.path.endsWith(`/channels/${channelId}/messages`));
}

/** A member's permissions: everything but Manage Server, or everything; another member when `id` is given. */
export function asMember<T extends { member?: { user: unknown; permissions: string } }>(payload: T, admin: boolean, id?: string): T {
  const all = BigInt('2248473465835073') | PermissionFlagsBits.ManageGuild;
  const permissions = admin ? all : all & ~PermissionFlagsBits.ManageGuild & ~PermissionFlagsBits.Administrator;
  const who = id ? { user: { ...user, id, username: `u${id.slice(-3)}` } } : {};
  return { ...payload, member: { ...payload.member!, ...who, permissions: permissions.toString() } };
}

type Row = { components: { custom_id?: string }[] };
export function customIds(body: { components?: Row[] } | undefined): string[] {
  return (body?.components ?? []).flatMap((r) => r.components.map((c) => c.custom_id ?? ''));
}
