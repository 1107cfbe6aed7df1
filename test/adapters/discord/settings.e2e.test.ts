/**
 * `/gpu settings` end to end: the real discord.js client against the fake Discord. Everyone reads
 * the panel; only a member with Manage Server gets its controls and may change (select menus, the
 * numbers modal, `change:`); a channel may override its server.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MessageFlags, PermissionFlagsBits } from 'discord.js';
import { translator } from '../../../src/core/i18n.ts';
import type { RecordedCall } from './fake-discord.ts';
import { CHANNEL_ID, GUILD_ID, componentClick, modalSubmit, slashCommand, topLevelCommand } from './fixtures.ts';
import { asMember as as, useDiscord, type DiscordHarness } from './team-harness.ts';

const en = translator('en');
const zh = translator('zh');
const { start } = useDiscord();
let h: DiscordHarness;
beforeEach(async () => {
  h = await start();
});
const interact = (payload: { id: string; token: string }): Promise<RecordedCall> => h.interact(payload);

type Body = { type: number; data: { content?: string; flags?: number; embeds?: { title?: string; description?: string; fields?: { name: string; value: string }[] }[]; components?: { components: { custom_id?: string; options?: { value: string }[] }[] }[]; custom_id?: string } };
const fieldValue = (body: Body, label: string) => body.data.embeds?.[0]?.fields?.find((f) => f.name === label)?.value;
const ids = (body: Body) => (body.data.components ?? []).flatMap((r) => r.components.map((c) => c.custom_id));

describe('/gpu settings on Discord', () => {
  it('registers the settings subcommand with its change and channel options', async () => {
    const put = await h.fake.waitFor((c) => c.method === 'PUT' && c.path.endsWith('/commands'));
    const settings = put.body[0].options.find((o: { name: string }) => o.name === 'settings');
    expect(settings.options.map((o: { name: string }) => o.name)).toEqual(['change', 'channel']);
  });

  it('registers /gpu-settings with default_member_permissions = Manage Server, and /gpu (whose ask is everyone’s) without', async () => {
    const put = await h.fake.waitFor((c) => c.method === 'PUT' && c.path.endsWith('/commands'));
    type Registered = { name: string; default_member_permissions?: string | null; options: { name: string; options?: unknown[] }[] };
    const [gpu, admin] = put.body as Registered[];
    expect(put.body.map((c: Registered) => c.name)).toEqual(['gpu', 'gpu-settings']);
    expect(gpu!.default_member_permissions ?? null).toBeNull();
    expect(BigInt(admin!.default_member_permissions!)).toBe(PermissionFlagsBits.ManageGuild);
    // The same options as `/gpu settings`, so either name takes the same `change:` and `channel:`.
    expect(admin!.options).toEqual(gpu!.options.find((o) => o.name === 'settings')!.options);
  });

  it('/gpu-settings opens the same panel and changes as /gpu settings does; the run-time check still refuses a member', async () => {
    const panel = (await interact(as(topLevelCommand('gpu-settings'), true))).body as Body;
    expect(panel.data.flags! & MessageFlags.Ephemeral).toBeTruthy();
    expect(ids(panel)).toEqual(['wcset:general', 'wcset:providers', 'wcset:regions', 'wcset:numbers']);
    const changed = (await interact(as(topLevelCommand('gpu-settings', [{ name: 'change', value: 'budget 3000' }]), true))).body as Body;
    expect(fieldValue(changed, en('team:settings.field.budget'))).toContain('3,000');
    const viaGpu = (await interact(as(slashCommand('settings'), false))).body as Body;
    expect(fieldValue(viaGpu, en('team:settings.field.budget'))).toBe(fieldValue(changed, en('team:settings.field.budget')));
    // A server may let members see the command (Integrations settings): a member is still refused.
    const refused = (await interact(as(topLevelCommand('gpu-settings', [{ name: 'change', value: 'budget 9000' }]), false))).body as Body;
    expect(refused.data.content).toBe(en('errors:notAdmin'));
    const channel = (await interact(as(topLevelCommand('gpu-settings', [{ name: 'change', value: 'spot off' }, { name: 'channel', value: true }]), true))).body as Body;
    expect(channel.data.embeds?.[0]?.title).toContain(en('team:settings.scope.channel'));
    const guild = await h.store.settings.get(`discord:guild:${GUILD_ID}`);
    expect(guild).toMatchObject({ budget: 3000 });
    expect(guild).not.toHaveProperty('spot');
    expect(await h.store.settings.get(`discord:channel:${CHANNEL_ID}`)).toEqual({ spot: false });
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
    expect(await h.store.settings.get(`discord:guild:${GUILD_ID}`)).toBeUndefined();
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
    expect(await h.store.settings.get(`discord:guild:${GUILD_ID}`)).toMatchObject({ budget: 3000, spot: false, providers: ['autodl', 'aws'], regions: ['cn'] });

    const modal = (await interact(as(componentClick('wcset:numbers'), true))).body as Body;
    expect(modal.type).toBe(9); // MODAL
    await interact(as(modalSubmit('wcset:modal', { budget: '5000', headroom: '15%' }), true));
    expect(await h.store.settings.get(`discord:guild:${GUILD_ID}`)).toMatchObject({ budget: 5000, headroom: 0.15 });
    const bad = (await interact(as(modalSubmit('wcset:modal', { budget: 'lots', headroom: '' }), true))).body as Body;
    expect(bad.data.content).toBe(en('invalidSetting', { ns: 'errors', setting: 'budget', value: 'lots' }));
    expect(await h.store.settings.get(`discord:guild:${GUILD_ID}`)).toMatchObject({ budget: 5000 });
  });

  it('zh: a zh-CN member reads the panel in Chinese and is refused in Chinese; an admin’s change answers in Chinese', async () => {
    const zhCN = { locale: 'zh-CN' as const };
    const read = (await interact(as(slashCommand('settings', [], zhCN), false))).body as Body;
    expect(fieldValue(read, zh('team:settings.field.budget'))).toBe(zh('team:settings.none'));
    const refused = (await interact(as(slashCommand('settings', [{ name: 'change', value: 'spot off' }], zhCN), false))).body as Body;
    expect(refused.data.content).toBe(zh('errors:notAdmin'));
    expect(await h.store.settings.get(`discord:guild:${GUILD_ID}`)).toBeUndefined();
    const changed = (await interact(as(slashCommand('settings', [{ name: 'change', value: 'spot off' }], zhCN), true))).body as Body;
    expect(fieldValue(changed, zh('team:settings.field.spot'))).toBe(zh('team:settings.off'));
    const bad = (await interact(as(slashCommand('settings', [{ name: 'change', value: 'spot maybe' }], zhCN), true))).body as Body;
    expect(bad.data.content).toBe(zh('errors:invalidSetting', { setting: 'spot', value: 'maybe' }));
    expect(await h.store.settings.get(`discord:guild:${GUILD_ID}`)).toEqual({ spot: false });
  });

  it('channel:true changes this channel only', async () => {
    await interact(as(slashCommand('settings', [{ name: 'change', value: 'currency usd' }]), true));
    const command = slashCommand('settings', [{ name: 'change', value: 'currency cny' }]);
    // The fixtures build string and number options; `channel` is a boolean (type 5).
    (command.data.options![0] as { options: unknown[] }).options.push({ name: 'channel', type: 5, value: true });
    const c = (await interact(as(command, true))).body as Body;
    expect(c.data.embeds?.[0]?.title).toContain(en('team:settings.scope.channel'));
    expect(await h.store.settings.get(`discord:channel:${CHANNEL_ID}`)).toEqual({ currency: 'CNY' });
    expect(await h.store.settings.get(`discord:guild:${GUILD_ID}`)).toEqual({ currency: 'USD' });
  });
});
