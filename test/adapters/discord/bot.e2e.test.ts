/**
 * End to end: the real discord.js Client logs in to the in-repo fake Discord (REST + gateway on
 * 127.0.0.1), receives gateway events and answers through the real REST paths. Nothing of discord.js
 * is mocked; the store is a real SQLite file per test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { GatewayIntentBits } from 'discord.js';
import { createDiscordBot, type DiscordBot, type DiscordConfig } from '../../../src/adapters/discord/index.ts';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { translator } from '../../../src/core/i18n.ts';
import { openStore, type Store } from '../../../src/store/index.ts';
import { setSettings } from '../../../src/store/settings.ts';
import { startFakeDiscord, type FakeDiscord, type RecordedCall } from './fake-discord.ts';
import { CHANNEL_ID, GUILD_ID, user, autocomplete, botMessage, componentClick, guildCreate, mentionMessage, modalSubmit, slashCommand } from './fixtures.ts';
import { customIds, editOf as editOfWith, interact as interactWith } from './team-harness.ts';

const NOW = new Date('2026-12-01T09:00:00Z');
const logger = pino({ level: 'silent' });
const catalog = defaultCatalog();
const HAN = /[\u4e00-\u9fff]/;

let fake: FakeDiscord;
let dir: string;
let store: Store;
let bot: DiscordBot | undefined;

async function startBot(config: Partial<DiscordConfig> = {}, options: { now?: () => Date; reminderIntervalMs?: number } = {}): Promise<DiscordBot> {
  const created = createDiscordBot({
    config: { discordToken: 'fake-token', discordGuildId: GUILD_ID, discordMessageContent: false, ...config },
    store,
    logger,
    catalog,
    now: options.now ?? (() => NOW),
    rest: { api: fake.apiRoot },
    reminderIntervalMs: options.reminderIntervalMs ?? 0,
  });
  await created.login();
  return created;
}

beforeEach(async () => {
  fake = await startFakeDiscord();
  dir = mkdtempSync(join(tmpdir(), 'wc-discord-'));
  store = await openStore(`sqlite://${join(dir, 'x.sqlite')}`, { logger });
});

afterEach(async () => {
  await bot?.stop();
  bot = undefined;
  await store.close();
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

const interact = (payload: { id: string; token: string }): Promise<RecordedCall> => interactWith(fake, payload);
const editOf = (token: string): Promise<RecordedCall> => editOfWith(fake, token);

type Embed = { title?: string; description?: string; fields?: { name: string; value: string }[]; footer?: { text: string } };
type Row = { components: { custom_id?: string; type: number; label?: string; options?: { value: string }[] }[] };

function embedText(body: { embeds?: Embed[] }): string {
  const e = body.embeds?.[0];
  if (!e) return '';
  return [e.title, e.description, ...(e.fields ?? []).flatMap((f) => [f.name, f.value]), e.footer?.text].filter(Boolean).join('\n');
}

/** A cost as the core formats it: a currency sign next to digits ("$2.99", "¥1.98", "US$"). */
const COST = /(US\$|CN¥|\$|¥)\s?\d/;

function namesACatalogGpu(text: string): boolean {
  return catalog.gpus.some((g) => text.includes(g.name));
}

describe('Discord bot (real discord.js against a fake Discord)', () => {
  it('registers /gpu by bulk overwrite with localized names and the contract option names', async () => {
    bot = await startBot();
    const put = await fake.waitFor((c) => c.method === 'PUT');
    expect(put.path).toBe(`/api/v10/applications/${fake.appId}/guilds/${GUILD_ID}/commands`);
    const [gpu] = put.body as { name: string; name_localizations: Record<string, string>; options: { name: string; options?: { name: string; autocomplete?: boolean }[] }[] }[];
    expect(gpu!.name).toBe('gpu');
    expect(gpu!.name_localizations['zh-CN']).toMatch(HAN);
    expect(gpu!.options.map((o) => o.name)).toEqual(['ask', 'card', 'compare', 'help', 'settings', 'remind', 'reminders', 'prices', 'alert', 'alerts', 'digest']);
    expect(gpu!.options[0]!.options!.map((o) => o.name)).toEqual(['question', 'model', 'task', 'throughput']);
    expect(gpu!.options[1]!.options!.map((o) => o.name)).toEqual(['gpu']);
    expect(gpu!.options[2]!.options!.map((o) => o.name)).toEqual(['a', 'b', 'c']);
    // Every name and description (command, subcommands, options, task choices) is localized for
    // zh-CN and en-US, and every name passes Discord's own rule (a bad one fails the whole overwrite).
    type Localized = { name: string; name_localizations?: Record<string, string>; description?: string; description_localizations?: Record<string, string> };
    const subs = gpu!.options as (Localized & { options?: (Localized & { choices?: Localized[] })[] })[];
    const options = subs.flatMap((s) => s.options ?? []);
    const NAME_RULE = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
    for (const item of [gpu as Localized, ...subs, ...options]) {
      expect(item.name_localizations?.['en-US']).toBe(item.name);
      expect(item.name_localizations?.['zh-CN']).toMatch(HAN);
      expect(item.description_localizations?.['en-US']).toBe(item.description);
      expect(item.description_localizations?.['zh-CN']).toMatch(HAN);
      for (const name of Object.values(item.name_localizations ?? {})) {
        expect(name).toMatch(NAME_RULE);
        expect(name).toBe(name.toLowerCase());
      }
    }
    const choices = options.find((o) => o.name === 'task')!.choices!;
    expect(choices).toHaveLength(5);
    for (const choice of choices) expect(choice.name_localizations?.['zh-CN']).toMatch(HAN);
  });

  it('honours DISCORD_API_ROOT and DISCORD_APP_ID from configuration; MessageContent only when configured', async () => {
    const appId = '123456789012345678';
    // No `rest` override: the client finds the fake only through discordApiRoot.
    bot = createDiscordBot({
      config: { discordToken: 'fake-token', discordApiRoot: fake.apiRoot, discordAppId: appId, discordMessageContent: false },
      store,
      logger,
      catalog,
      now: () => NOW,
      reminderIntervalMs: 0,
    });
    await bot.login();
    const put = await fake.waitFor((c) => c.method === 'PUT');
    expect(put.path).toBe(`/api/v10/applications/${appId}/commands`);
    expect(fake.identifies).toHaveLength(1);
    expect(fake.identifies[0]!.intents & GatewayIntentBits.GuildMessages).not.toBe(0);
    expect(fake.identifies[0]!.intents & GatewayIntentBits.MessageContent).toBe(0);
    await bot.stop();
    bot = await startBot({ discordMessageContent: true });
    expect(fake.identifies).toHaveLength(2);
    expect(fake.identifies[1]!.intents & GatewayIntentBits.MessageContent).not.toBe(0);
  });

  it('registers globally when no guild is configured, with the app id from READY', async () => {
    bot = await startBot({ discordGuildId: undefined });
    const put = await fake.waitFor((c) => c.method === 'PUT');
    expect(put.path).toBe(`/api/v10/applications/${fake.appId}/commands`);
  });

  it('answers /gpu ask with full free text: deferred, then an embed naming a catalog GPU and a cost', async () => {
    bot = await startBot();
    const ask = slashCommand('ask', [{ name: 'question', value: 'qwen2.5 72b inference 20 concurrent users' }]);
    const callback = await interact(ask);
    expect(callback.body.type).toBe(5);
    const edit = await editOf(ask.token);
    const text = embedText(edit.body);
    expect(namesACatalogGpu(text)).toBe(true);
    expect(text).toMatch(COST);
    expect(customIds(edit.body).some((id) => /^wc:[\w-]+:math$/.test(id))).toBe(true);
  });

  it('answers from the options alone (autocompleted model id, task choice, throughput)', async () => {
    bot = await startBot();
    const ask = slashCommand('ask', [
      { name: 'model', value: 'qwen2.5-7b' },
      { name: 'task', value: 'infer' },
      { name: 'throughput', value: '5' },
    ]);
    await interact(ask);
    const body = (await editOf(ask.token)).body;
    expect(customIds(body).some((id) => id.endsWith(':math'))).toBe(true);
    const text = embedText(body);
    expect(text).toContain(catalog.models.find((m) => m.id === 'qwen2.5-7b')!.name);
    expect(text).toMatch(COST);
  });

  it('replies in Chinese for a zh-CN user', async () => {
    bot = await startBot();
    const ask = slashCommand('ask', [{ name: 'question', value: 'qwen2.5 72b 推理 20 并发' }], { locale: 'zh-CN' });
    await interact(ask);
    const text = embedText((await editOf(ask.token)).body);
    expect(text).toMatch(HAN);
    expect(namesACatalogGpu(text)).toBe(true);
    const help = slashCommand('help', [], { locale: 'zh-CN' });
    const reply = await interact(help);
    expect(reply.body.data.embeds[0].title).toBe(translator('zh')('catalog:help.title'));
  });

  it("follows the server's stored language over the user's client language", async () => {
    await setSettings(store, `discord:guild:${GUILD_ID}`, { locale: 'zh' });
    bot = await startBot();
    const help = await interact(slashCommand('help', [], { locale: 'en-US' }));
    expect(help.body.data.embeds[0].title).toBe(translator('zh')('catalog:help.title'));
  });

  it('shows a core refusal (no offer for the allowed providers) in the answer, not as a crash', async () => {
    await setSettings(store, `discord:guild:${GUILD_ID}`, { providers: ['no-such-provider'] });
    bot = await startBot();
    const ask = slashCommand('ask', [{ name: 'question', value: 'qwen2.5 7b inference for 5 users' }]);
    await interact(ask);
    expect(embedText((await editOf(ask.token)).body)).toContain('no-such-provider');
  });

  it('turns a bug after the public defer into a logged, generic, ephemeral follow-up', async () => {
    const logged: string[] = [];
    const capture = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
    // A catalog whose offers cannot be read: the recommender fails with a TypeError, not a UserError.
    const broken = new Proxy(catalog, { get: (target, key) => (key === 'offers' ? undefined : Reflect.get(target, key)) });
    bot = createDiscordBot({
      config: { discordToken: 'fake-token', discordGuildId: GUILD_ID, discordMessageContent: false },
      store,
      logger: capture,
      catalog: broken,
      now: () => NOW,
      rest: { api: fake.apiRoot },
      reminderIntervalMs: 0,
    });
    await bot.login();
    const ask = slashCommand('ask', [{ name: 'question', value: 'qwen2.5 7b inference for 5 users' }], { locale: 'zh-CN' });
    expect((await interact(ask)).body.type).toBe(5);
    const followUp = await fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/webhooks/${fake.appId}/${ask.token}`));
    expect(followUp.body.flags).toBe(64);
    expect(followUp.body.content).toBe(translator('zh')('errors:unexpected'));
    expect(fake.calls.some((c) => c.method === 'DELETE' && c.path.includes(ask.token))).toBe(true);
    expect(logged.some((l) => l.includes('discord interaction failed'))).toBe(true);
  });

  it('asks step by step through components until the advice, then shows the math and alternatives', async () => {
    bot = await startBot();
    const ask = slashCommand('ask');
    await interact(ask);
    let body = (await editOf(ask.token)).body as { embeds: Embed[]; components: Row[] };
    const questions: string[] = [];
    for (let i = 0; i < 8 && !customIds(body).some((id) => id.endsWith(':math')); i++) {
      questions.push(body.embeds[0]!.title ?? '');
      const pick = customIds(body).find((id) => !id.endsWith(':!custom'))!;
      expect(pick).toBeDefined();
      const click = pick.includes(':!select')
        ? componentClick(pick, { values: [body.components.flatMap((r) => r.components).find((c) => c.custom_id === pick)!.options![0]!.value] })
        : componentClick(pick);
      const update = await interact(click);
      expect(update.body.type).toBe(7);
      body = update.body.data;
    }
    expect(questions.length).toBeGreaterThanOrEqual(1);
    expect(questions.length).toBeLessThanOrEqual(3);
    const advice = embedText(body);
    expect(namesACatalogGpu(advice)).toBe(true);
    expect(advice).toMatch(COST);

    const mathId = customIds(body).find((id) => id.endsWith(':math'))!;
    const math = await interact(componentClick(mathId));
    expect(math.body.type).toBe(7);
    expect(embedText(math.body.data)).not.toBe(advice);
    expect(customIds(math.body.data).some((id) => id.endsWith(':main'))).toBe(true);
    const altsId = customIds(body).find((id) => id.endsWith(':alts'))!;
    const alts = await interact(componentClick(altsId));
    expect(alts.body.type).toBe(7);
    expect(embedText(alts.body.data)).not.toBe(embedText(math.body.data));

    // An assumption changed with one tap ("set:…") goes back to the core and redraws the advice.
    const setId = customIds(body).find((id) => /:set:/.test(id));
    expect(setId).toBeDefined();
    const changed = await interact(componentClick(setId!));
    expect(changed.body.type).toBe(7);
    expect(customIds(changed.body.data).some((id) => id.endsWith(':math'))).toBe(true);
    expect(embedText(changed.body.data)).not.toBe(advice);
  });

  it('"remind me" schedules a reminder in the store and confirms ephemerally', async () => {
    bot = await startBot();
    const ask = slashCommand('ask', [{ name: 'question', value: 'qwen2.5 7b inference for 5 users' }]);
    await interact(ask);
    const body = (await editOf(ask.token)).body;
    const remindId = customIds(body).find((id) => id.endsWith(':remind'));
    expect(remindId).toBeDefined();
    const reply = await interact(componentClick(remindId!));
    expect(reply.body.type).toBe(4);
    expect(reply.body.data.flags).toBe(64);
    expect(reply.body.data.content).toMatch(/<t:\d+:R>/);
    const { dueReminders } = await import('../../../src/store/reminders.ts');
    const due = await dueReminders(store, new Date(NOW.getTime() + 400 * 24 * 3600 * 1000), logger);
    expect(due).toHaveLength(1);
    expect(due[0]!.platform).toBe('discord');
    expect(Date.parse(due[0]!.dueAt)).toBeGreaterThan(NOW.getTime());
  });

  it('delivers a due reminder once, in the channel mentioning the asker, however often "remind me" was clicked', async () => {
    let clock = NOW;
    bot = await startBot({}, { now: () => clock, reminderIntervalMs: 25 });
    const ask = slashCommand('ask', [{ name: 'question', value: 'LoRA fine-tune qwen2.5 7b on 50k samples of 1k tokens' }]);
    await interact(ask);
    const remindId = customIds((await editOf(ask.token)).body).find((id) => id.endsWith(':remind'))!;
    expect((await interact(componentClick(remindId))).body.data.content).toMatch(/<t:\d+:R>/);
    // A second click (impatience, or a double tap) must not schedule a second reminder.
    const again = await interact(componentClick(remindId));
    expect(again.body.data.flags).toBe(64);
    expect(again.body.data.content).toBe(translator('en')('discord:reminder.already'));
    clock = new Date(NOW.getTime() + 366 * 24 * 3600 * 1000);
    const sent = await fake.waitFor((c) => c.method === 'POST' && c.path === `/api/v10/channels/${CHANNEL_ID}/messages`);
    expect(sent.body.content).toContain(`<@${user.id}>`);
    expect(sent.body.allowed_mentions).toEqual({ users: [user.id] });
    // What the machines cost an hour (from the advice) and what they ran up since the start.
    expect(sent.body.content).toMatch(COST);
    expect(customIds(sent.body)).toEqual(expect.arrayContaining([expect.stringMatching(/^wr:s1:/), expect.stringMatching(/^wr:done:/)]));
    await new Promise((r) => setTimeout(r, 100));
    expect(fake.calls.filter((c) => c.method === 'POST' && /\/channels\/\d+\/messages$/.test(c.path))).toHaveLength(1);
  });

  it('opens a modal for "type your own" and continues with the typed answer', async () => {
    bot = await startBot();
    const ask = slashCommand('ask');
    await interact(ask);
    const body = (await editOf(ask.token)).body;
    const customId = customIds(body).find((id) => id.endsWith(':!custom'))!;
    const modal = await interact(componentClick(customId));
    expect(modal.body.type).toBe(9);
    const conversation = customId.split(':')[1]!;
    expect(modal.body.data.custom_id).toBe(`wc:${conversation}:!modal`);
    const answered = await interact(modalSubmit(modal.body.data.custom_id, { answer: 'qwen2.5 14b' }));
    expect(answered.body.type).toBe(7);
    expect(embedText(answered.body.data)).not.toBe(embedText(body));
  });

  it('offers autocomplete from the catalog (≤ 25 choices, catalog ids as values)', async () => {
    bot = await startBot();
    const models = await interact(autocomplete('ask', 'model', 'qwen2.5 72'));
    expect(models.body.type).toBe(8);
    const choices = models.body.data.choices as { name: string; value: string }[];
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.length).toBeLessThanOrEqual(25);
    expect(catalog.models.some((m) => m.id === choices[0]!.value)).toBe(true);
    expect(choices[0]!.value).toContain('qwen2.5-72b');
    const gpus = await interact(autocomplete('compare', 'b', '4090', [{ name: 'a', value: 'h100-sxm' }]));
    expect((gpus.body.data.choices as { value: string }[])[0]!.value).toBe('rtx4090');
  });

  it('answers bad input with an ephemeral localized error', async () => {
    bot = await startBot();
    const card = await interact(slashCommand('card', [{ name: 'gpu', value: 'zz-no-such-card' }], { locale: 'zh-CN' }));
    expect(card.body.type).toBe(4);
    expect(card.body.data.flags).toBe(64);
    expect(card.body.data.content).toMatch(HAN);
    expect(card.body.data.content).toContain('zz-no-such-card');
    const ask = await interact(slashCommand('ask', [{ name: 'throughput', value: 'lots' }]));
    expect(ask.body.type).toBe(4);
    expect(ask.body.data.flags).toBe(64);
    expect(ask.body.data.content).toBe(translator('en')('errors:estimate.negative', { value: 'lots', field: 'throughput' }));
  });

  it('survives a restart between two component clicks (state in the SQLite store)', async () => {
    bot = await startBot();
    const ask = slashCommand('ask');
    await interact(ask);
    const first = (await editOf(ask.token)).body;
    const pick1 = customIds(first).find((id) => !id.endsWith(':!custom'))!;
    const second = (await interact(componentClick(pick1))).body.data;

    // A new process: new client, new store connection on the same file.
    await bot.stop();
    await store.close();
    store = await openStore(`sqlite://${join(dir, 'x.sqlite')}`, { logger });
    bot = await startBot();

    const pick2 = customIds(second).find((id) => !id.endsWith(':!custom'))!;
    const after = await interact(componentClick(pick2));
    expect(after.body.type).toBe(7);
    expect(after.body.data.content ?? '').not.toBe(translator('en')('discord:expired'));
    expect(embedText(after.body.data)).not.toBe(embedText(second));
  });

  it('answers an unknown or expired component with the expired message', async () => {
    bot = await startBot();
    const reply = await interact(componentClick('wc:doesnotexist:qwen2.5-7b', { message: botMessage() }));
    expect(reply.body.type).toBe(4);
    expect(reply.body.data.flags).toBe(64);
    expect(reply.body.data.content).toBe(translator('en')('discord:expired'));
    const zh = await interact(componentClick('wc:gone:infer', { locale: 'zh-CN' }));
    expect(zh.body.data.content).toBe(translator('zh')('discord:expired'));
  });

  it('replies to a mention like /gpu ask', async () => {
    bot = await startBot();
    fake.dispatch('GUILD_CREATE', guildCreate());
    await new Promise<void>((resolve) => bot!.client.once('guildCreate', () => resolve()));
    const message = mentionMessage('which card for qwen2.5 72b inference with 20 users?', fake.botUser);
    fake.dispatch('MESSAGE_CREATE', message);
    const sent = await fake.waitFor((c) => c.method === 'POST' && c.path === `/api/v10/channels/${CHANNEL_ID}/messages`);
    expect(sent.body.message_reference.message_id).toBe(message.id);
    const text = embedText(sent.body);
    expect(namesACatalogGpu(text)).toBe(true);
    // Its buttons work like those of /gpu ask.
    const mathId = customIds(sent.body).find((id) => id.endsWith(':math'))!;
    const math = await interact(componentClick(mathId));
    expect(math.body.type).toBe(7);
    expect(customIds(math.body.data).some((id) => id.endsWith(':main'))).toBe(true);
  });

  it('works in a DM (no server: the user\'s own settings scope)', async () => {
    bot = await startBot();
    const help = await interact(slashCommand('help', [], { guildId: null, locale: 'zh-TW' }));
    expect(help.body.type).toBe(4);
    expect(help.body.data.embeds[0].title).toBe(translator('zh')('catalog:help.title'));
  });

  it('renders /gpu card and /gpu compare from the catalog', async () => {
    bot = await startBot();
    // Deferred first (a card is computed, issue 16), then the card in the edit of the reply.
    const cardCommand = slashCommand('card', [{ name: 'gpu', value: '4090' }]);
    expect((await interact(cardCommand)).body.type).toBe(5);
    const card = await editOf(cardCommand.token);
    expect(card.body.embeds[0].title).toBe(catalog.gpus.find((g) => g.id === 'rtx4090')!.name);
    const compareCommand = slashCommand('compare', [{ name: 'a', value: 'h100-sxm' }, { name: 'b', value: 'rtx4090' }]);
    expect((await interact(compareCommand)).body.type).toBe(5);
    expect((await editOf(compareCommand.token)).body.embeds[0].fields).toHaveLength(2);
  });
});
