/**
 * `/gpu settings` end to end: the real discord.js client against the fake Discord. Everyone reads
 * the panel; only a member with Manage Server gets its controls and may change (select menus, the
 * numbers modal, `change:`); a channel may override its server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { MessageFlags, PermissionFlagsBits } from 'discord.js';
import { createDiscordBot, type DiscordBot } from '../../../src/adapters/discord/index.ts';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { translator } from '../../../src/core/i18n.ts';
import { openStore, type Store } from '../../../src/store/index.ts';
import { startFakeDiscord, type FakeDiscord, type RecordedCall } from './fake-discord.ts';
import { CHANNEL_ID, GUILD_ID, componentClick, modalSubmit, slashCommand } from './fixtures.ts';

const logger = pino({ level: 'silent' });
const en = translator('en');
let fake: FakeDiscord;
let dir: string;
let store: Store;
let bot: DiscordBot;

beforeEach(async () => {
  fake = await startFakeDiscord();
  dir = mkdtempSync(join(tmpdir(), 'wc-discord-settings-'));
  store = await openStore(`sqlite://${join(dir, 'x.sqlite')}`, { logger });
  bot = createDiscordBot({
    config: { discordToken: 'fake-token', discordGuildId: GUILD_ID, discordMessageContent: false },
    store,
    logger,
    catalog: defaultCatalog(),
    now: () => new Date('2026-12-01T09:00:00Z'),
    rest: { api: fake.apiRoot },
    reminderIntervalMs: 0,
  });
  await bot.login();
});

afterEach(async () => {
  await bot.stop();
  await store.close();
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A member's permissions: everything but Manage Server, or everything. */
function as<T extends { member?: { permissions: string } }>(payload: T, admin: boolean): T {
  const all = BigInt('2248473465835073') | PermissionFlagsBits.ManageGuild;
  const permissions = admin ? all : all & ~PermissionFlagsBits.ManageGuild & ~PermissionFlagsBits.Administrator;
  return { ...payload, member: { ...payload.member!, permissions: permissions.toString() } };
}

async function interact(payload: { id: string; token: string }): Promise<RecordedCall> {
  fake.dispatch('INTERACTION_CREATE', payload);
  return fake.waitFor((c) => c.method === 'POST' && c.path.endsWith(`/interactions/${payload.id}/${payload.token}/callback`));
}

type Body = { type: number; data: { content?: string; flags?: number; embeds?: { title?: string; description?: string; fields?: { name: string; value: string }[] }[]; components?: { components: { custom_id?: string; options?: { value: string }[] }[] }[]; custom_id?: string } };
const fieldValue = (body: Body, label: string) => body.data.embeds?.[0]?.fields?.find((f) => f.name === label)?.value;
const ids = (body: Body) => (body.data.components ?? []).flatMap((r) => r.components.map((c) => c.custom_id));

describe('/gpu settings on Discord', () => {
  it('registers the settings subcommand with its change and channel options', async () => {
    const put = await fake.waitFor((c) => c.method === 'PUT' && c.path.endsWith('/commands'));
    const settings = put.body[0].options.find((o: { name: string }) => o.name === 'settings');
    expect(settings.options.map((o: { name: string }) => o.name)).toEqual(['change', 'channel']);
  });

  it('a member reads the panel without controls and is refused a change; nothing is stored', async () => {
    const read = (await interact(as(slashCommand('settings'), false))).body as Body;
    expect(read.data.flags! & MessageFlags.Ephemeral).toBeTruthy();
    expect(fieldValue(read, en('team:settings.field.budget'))).toBe(en('team:settings.none'));
    expect(read.data.components ?? []).toEqual([]);
    const refused = (await interact(as(slashCommand('settings', [{ name: 'change', value: 'budget 3000' }]), false))).body as Body;
    expect(refused.data.content).toBe(en('errors:notAdmin'));
    const click = (await interact(as(componentClick('wcset:general', { values: ['wcs:spot=off'] }), false))).body as Body;
    expect(click.data.content).toBe(en('errors:notAdmin'));
    expect(await store.settings.get(`discord:guild:${GUILD_ID}`)).toBeUndefined();
  });

  it('an admin changes by `change:`, by the select menus and by the numbers modal', async () => {
    const changed = (await interact(as(slashCommand('settings', [{ name: 'change', value: 'budget 3000' }]), true))).body as Body;
    expect(fieldValue(changed, en('team:settings.field.budget'))).toContain('3,000');
    expect(ids(changed)).toEqual(['wcset:general', 'wcset:providers', 'wcset:regions', 'wcset:numbers']);

    const spot = (await interact(as(componentClick('wcset:general', { values: ['wcs:spot=off'] }), true))).body as Body;
    expect(spot.type).toBe(7); // UPDATE_MESSAGE: the panel redrawn in place
    expect(fieldValue(spot, en('team:settings.field.spot'))).toBe(en('team:settings.off'));
    await interact(as(componentClick('wcset:providers', { values: ['autodl', 'aws'] }), true));
    await interact(as(componentClick('wcset:regions', { values: ['cn'] }), true));
    expect(await store.settings.get(`discord:guild:${GUILD_ID}`)).toMatchObject({ budget: 3000, spot: false, providers: ['autodl', 'aws'], regions: ['cn'] });

    const modal = (await interact(as(componentClick('wcset:numbers'), true))).body as Body;
    expect(modal.type).toBe(9); // MODAL
    await interact(as(modalSubmit('wcset:modal', { budget: '5000', headroom: '15%' }), true));
    expect(await store.settings.get(`discord:guild:${GUILD_ID}`)).toMatchObject({ budget: 5000, headroom: 0.15 });
    const bad = (await interact(as(modalSubmit('wcset:modal', { budget: 'lots', headroom: '' }), true))).body as Body;
    expect(bad.data.content).toBe(en('invalidSetting', { ns: 'errors', setting: 'budget', value: 'lots' }));
    expect(await store.settings.get(`discord:guild:${GUILD_ID}`)).toMatchObject({ budget: 5000 });
  });

  it('channel:true changes this channel only', async () => {
    await interact(as(slashCommand('settings', [{ name: 'change', value: 'currency usd' }]), true));
    const command = slashCommand('settings', [{ name: 'change', value: 'currency cny' }]);
    // The fixtures build string and number options; `channel` is a boolean (type 5).
    (command.data.options![0] as { options: unknown[] }).options.push({ name: 'channel', type: 5, value: true });
    const c = (await interact(as(command, true))).body as Body;
    expect(c.data.embeds?.[0]?.title).toContain(en('team:settings.scope.channel'));
    expect(await store.settings.get(`discord:channel:${CHANNEL_ID}`)).toEqual({ currency: 'CNY' });
    expect(await store.settings.get(`discord:guild:${GUILD_ID}`)).toEqual({ currency: 'USD' });
  });
});
