/**
 * The daily spending digest on Discord end to end: the real discord.js client against the fake
 * Discord. Manage Server turns it on (`/gpu digest state:on at:09:00 zone:Asia/Shanghai`, announced in
 * the channel), a member is refused and reads the state; zone autocomplete; at 09:00 Shanghai time the
 * channel gets its open reminders — owners named, not pinged — with what each has run up.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MessageFlags } from 'discord.js';
import { translator } from '../../../src/core/i18n.ts';
import type { RecordedCall } from './fake-discord.ts';
import { autocomplete, slashCommand, user } from './fixtures.ts';
import { asMember as as, channelPosts, useDiscord, type DiscordHarness } from './team-harness.ts';

const en = translator('en');
const zh = translator('zh');
const { start } = useDiscord();
let h: DiscordHarness;
beforeEach(async () => {
  h = await start({ config: { currency: 'USD' }, deps: { reminderIntervalMs: 40 } });
});
const interact = (payload: { id: string; token: string }): Promise<RecordedCall> => h.interact(payload);
type Body = { type: number; data: { content?: string; flags?: number; choices?: { name: string; value: string }[] } };
const digestCommand = (options: { name: string; value: string }[], locale?: 'zh-CN') => slashCommand('digest', options, locale ? { locale } : {});
const posts = (since: number) => channelPosts(h.fake, since).filter((c) => String(c.body?.content).startsWith('**📊'));

describe('/gpu digest on Discord', () => {
  it('registers state (on/off), at and zone (autocomplete over IANA zones)', async () => {
    const put = await h.fake.waitFor((c) => c.method === 'PUT' && c.path.endsWith('/commands'));
    const digest = (put.body[0].options as { name: string; options: { name: string; autocomplete?: boolean; choices?: { value: string }[] }[] }[]).find((o) => o.name === 'digest')!;
    expect(digest.options.map((o) => o.name)).toEqual(['state', 'at', 'zone']);
    expect(digest.options[0]!.choices!.map((c) => c.value)).toEqual(['on', 'off']);
    const zones = (await interact(autocomplete('digest', 'zone', 'shang'))).body as Body;
    expect(zones.data.choices!.map((c) => c.value)).toContain('Asia/Shanghai');
  });

  it('a member is refused (ephemeral) and reads the state; Manage Server turns it on, announced; posted at 09:00 Shanghai', async () => {
    const on = [{ name: 'state', value: 'on' }, { name: 'at', value: '09:00' }, { name: 'zone', value: 'Asia/Shanghai' }];
    const refused = (await interact(as(digestCommand(on), false))).body as Body;
    expect(refused.data.content).toBe(en('errors:notAdmin'));
    expect(refused.data.flags! & MessageFlags.Ephemeral).toBeTruthy();
    const set = (await interact(as(digestCommand(on), true))).body as Body;
    expect(set.data.content).toContain('2026-12-02 01:00 UTC');
    expect((set.data.flags ?? 0) & MessageFlags.Ephemeral).toBeFalsy();
    const state = (await interact(as(digestCommand([]), false))).body as Body;
    expect(state.data.content).toContain('09:00 (Asia/Shanghai)');

    await interact(slashCommand('remind', [{ name: 'in', value: '24h' }, { name: 'what', value: 'a100 x2' }]));
    const mark = h.fake.calls.length;
    h.clock.now = new Date('2026-12-02T01:00:00Z');
    const post = await h.fake.waitFor((c) => h.fake.calls.indexOf(c) >= mark && posts(mark).includes(c), 5000);
    const content = String(post.body.content);
    expect(content.split('\n')[0]).toBe(`**${en('team:digest.title', { date: '2026-12-02', count: 1 })}**`);
    expect(content).toContain(`• <@${user.id}> `);
    expect(content).toMatch(/× 2 · due 2026-12-02 09:00 UTC · running 16 h, about \$[\d,.]+ so far/);
    expect(post.body.allowed_mentions).toEqual({ parse: [] });
    await new Promise((r) => setTimeout(r, 300));
    expect(posts(mark)).toHaveLength(1);
  });

  it('zh: the confirmation in Chinese; state:off turns it off', async () => {
    const set = (await interact(as(digestCommand([{ name: 'at', value: '8:30' }, { name: 'zone', value: 'Europe/Berlin' }], 'zh-CN'), true))).body as Body;
    expect(set.data.content).toMatch(/^好的——每天 08:30（Europe\/Berlin）/);
    const off = (await interact(as(digestCommand([{ name: 'state', value: 'off' }], 'zh-CN'), true))).body as Body;
    expect(off.data.content).toBe(zh('team:digest.off'));
    const bad = (await interact(as(digestCommand([{ name: 'zone', value: 'Moon/Base' }]), true))).body as Body;
    expect(bad.data.content).toBe(en('errors:team.digestZone', { value: 'Moon/Base' }));
  });
});
