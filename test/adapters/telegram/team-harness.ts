/**
 * A Telegram harness for the team features: the real grammY bot (startTelegram) long polling the
 * fake Bot API, a real store (SQLite file, or the Redis of WHICHCARD_TEST_REDIS), and a clock the
 * test moves. `restart()` stops the bot and opens a new one on the same store URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { pino } from 'pino';
import { startTelegram, type TelegramHandle } from '../../../src/adapters/telegram/index.ts';
import { openStore, type Store } from '../../../src/store/index.ts';
import type { ChartRenderer } from '../../../src/render/index.ts';
import type { Advisor } from '../../../src/session/index.ts';
import { FAKE_TOKEN, FakeTelegram, type FakeChat, type FakeMessage, type FakeUser, type RecordedCall } from './fake-telegram.ts';

export const silent = pino({ level: 'silent' });

export interface TeamHarness {
  fake: FakeTelegram;
  store: Store;
  handle: TelegramHandle;
  advisor: Advisor | undefined;
  clock: { now: Date };
  storeUrl: string;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  storeUrl?: string;
  fake?: FakeTelegram;
  now?: Date;
  charts?: ChartRenderer | null;
  chartDeadlineMs?: number;
  /** The bot's Advisor, built on each (re)opened store; the bot's own when absent. */
  advisor?: (store: Store, clock: () => Date) => Advisor;
}

export async function startHarness(options: HarnessOptions = {}): Promise<TeamHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'wc-team-tg-'));
  const storeUrl = options.storeUrl ?? `sqlite://${join(dir, 'store.sqlite')}`;
  const fake = options.fake ?? (await FakeTelegram.start());
  const clock = { now: options.now ?? new Date('2026-12-01T09:00:00Z') };
  const now = () => clock.now;
  const boot = async (store: Store) => {
    const advisor = options.advisor?.(store, now);
    const handle = await startTelegram(
      {
        config: { telegramBotToken: FAKE_TOKEN, telegramApiRoot: fake.apiRoot, currency: 'USD' },
        store,
        logger: silent,
        now,
        ...(advisor ? { advisor } : {}),
        ...(options.charts !== undefined ? { charts: options.charts } : {}),
        ...(options.chartDeadlineMs !== undefined ? { chartDeadlineMs: options.chartDeadlineMs } : {}),
      },
      { reminderIntervalMs: 40 },
    );
    return { handle, advisor };
  };
  const store = await openStore(storeUrl, { logger: silent });
  const h: TeamHarness = {
    fake,
    store,
    clock,
    storeUrl,
    ...(await boot(store)),
    async restart() {
      await h.handle.stop();
      await h.store.close();
      h.store = await openStore(storeUrl, { logger: silent });
      Object.assign(h, await boot(h.store));
    },
    async close() {
      await h.handle.stop();
      await h.store.close();
      if (!options.fake) await fake.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return h;
}

/** `startHarness` whose harnesses (and the fakes from `sharedFake`) are closed after each test. */
export function useTelegram(): { harness: (options?: HarnessOptions) => Promise<TeamHarness>; sharedFake: () => Promise<FakeTelegram> } {
  const open: TeamHarness[] = [];
  const fakes: FakeTelegram[] = [];
  afterEach(async () => {
    for (const h of open.splice(0)) await h.close();
    for (const f of fakes.splice(0)) await f.close();
  });
  return {
    async harness(options = {}) {
      const h = await startHarness(options);
      open.push(h);
      return h;
    },
    // Two bots polling one fake: update ids of this run's own, above any the fake handed out before.
    async sharedFake() {
      const fake = await FakeTelegram.start({ firstUpdateId: Date.now() });
      fakes.push(fake);
      return fake;
    },
  };
}

export const alice: FakeUser = { id: 1001, first_name: 'Alice', language_code: 'en' };
export const bob: FakeUser = { id: 1002, first_name: 'Bob', language_code: 'en' };
export const dm = (user: FakeUser): FakeChat => ({ id: user.id, type: 'private' });
export const team: FakeChat = { id: -100777, type: 'supergroup', title: 'ML team' };

/** The bot's next sendMessage to `chatId` after call number `after`, and the message as stored. */
export async function nextReply(fake: FakeTelegram, after: number, chatId: number, timeoutMs = 5000): Promise<{ call: RecordedCall; message: FakeMessage }> {
  const call = await fake.nextCall('sendMessage', after, (c) => Number(c.payload.chat_id) === chatId, timeoutMs);
  const messageId = [...fake.messages.values()].filter((m) => m.chat.id === chatId && m.from?.is_bot && m.text === call.payload.text).at(-1)?.message_id;
  return { call, message: fake.message(chatId, messageId as number) };
}

/** The bot's messages that reached chat `chatId` after call number `after`. */
export const sentTo = (fake: FakeTelegram, chatId: number, after = 0): RecordedCall[] =>
  fake.calls.slice(after).filter((c) => c.method === 'sendMessage' && c.ok && Number(c.payload.chat_id) === chatId);

export function buttons(message: FakeMessage): { text: string; data: string }[] {
  const markup = message.reply_markup as { inline_keyboard?: { text: string; callback_data?: string }[][] } | undefined;
  return (markup?.inline_keyboard ?? []).flat().map((b) => ({ text: b.text, data: b.callback_data ?? '' }));
}

/** The text a user reads in an HTML message. */
export function plain(html: unknown): string {
  return String(html ?? '').replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
