/**
 * /settings end to end on Telegram: everyone reads, only a chat admin (getChatMember) changes, by
 * shortcut or by the inline keyboard; the change shapes the next answer; quiet mode.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/core/i18n.ts';
import { ADMIN_TTL_MS } from '../../../src/adapters/telegram/admin.ts';
import { SETTING_FIELDS } from '../../../src/session/index.ts';
import { alice, bob, buttons, dm, nextReply, plain, team, useTelegram } from './team-harness.ts';

const en = translator('en');
const zh = translator('zh');
const { harness } = useTelegram();

describe('/settings on Telegram', () => {
  it('a member reads but may not change; an admin changes by shortcut; the budget shapes the next answer', async () => {
    const h = await harness();
    h.fake.admins.set(team.id, new Set([alice.id]));
    let mark = h.fake.calls.length;
    h.fake.sendText(bob, team, '/settings');
    const read = await nextReply(h.fake, mark, team.id);
    expect(plain(read.call.payload.text)).toContain(en('team:settings.field.budget'));
    expect(buttons(read.message)).toEqual([]);

    mark = h.fake.calls.length;
    h.fake.sendText(bob, team, '/settings budget 1');
    expect((await nextReply(h.fake, mark, team.id)).call.payload.text).toBe(en('errors:notAdmin'));
    expect(await h.store.settings.get(`telegram:chat:${team.id}`)).toBeUndefined();

    mark = h.fake.calls.length;
    h.fake.sendText(alice, team, '/settings budget 1');
    const changed = await nextReply(h.fake, mark, team.id);
    expect(plain(changed.call.payload.text)).toContain('$1.00');
    expect(buttons(changed.message).length).toBeGreaterThan(0);
    expect(await h.store.settings.get(`telegram:chat:${team.id}`)).toMatchObject({ budget: 1 });

    mark = h.fake.calls.length;
    h.fake.sendText(bob, team, '/ask Qwen2.5-7B chatbot for 20 users, 8 hours a day');
    const advice = plain((await nextReply(h.fake, mark, team.id, 15000)).call.payload.text);
    // "Nothing fits the budget of 1 USD per month: the cheapest plan … costs about …"
    expect(advice).toMatch(/Nothing fits the budget of 1 USD per month/);
  });

  it('the admin answer is cached 3 minutes on the bot’s clock: a demoted admin may still change before it expires, not after', async () => {
    const h = await harness();
    h.fake.admins.set(team.id, new Set([alice.id]));
    const lookups = () => h.fake.callsOf('getChatMember').filter((c) => Number(c.payload.chat_id) === team.id).length;
    const change = async (text: string) => {
      const mark = h.fake.calls.length;
      h.fake.sendText(alice, team, text);
      return (await nextReply(h.fake, mark, team.id)).call.payload.text;
    };
    expect(plain(await change('/settings budget 100'))).toContain('$100.00');
    expect(lookups()).toBe(1);

    h.fake.admins.set(team.id, new Set()); // Alice is demoted in the group
    h.clock.now = new Date(h.clock.now.getTime() + ADMIN_TTL_MS - 1000);
    expect(plain(await change('/settings budget 200'))).toContain('$200.00'); // the cached answer
    expect(lookups()).toBe(1);

    h.clock.now = new Date(h.clock.now.getTime() + 2000);
    expect(await change('/settings budget 300')).toBe(en('errors:notAdmin'));
    expect(lookups()).toBe(2);
    expect(await h.store.settings.get(`telegram:chat:${team.id}`)).toMatchObject({ budget: 200 });

    h.fake.admins.set(team.id, new Set([alice.id])); // promoted again: "no" is cached the same 3 minutes
    expect(await change('/settings budget 400')).toBe(en('errors:notAdmin'));
    h.clock.now = new Date(h.clock.now.getTime() + ADMIN_TTL_MS + 1000);
    expect(plain(await change('/settings budget 400'))).toContain('$400.00');
    expect(lookups()).toBe(3);
  });

  it('the inline keyboard: an admin turns spot off and the language to 中文; a member’s press is refused', async () => {
    const h = await harness();
    h.fake.admins.set(team.id, new Set([alice.id]));
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, team, '/settings');
    const panel = (await nextReply(h.fake, mark, team.id)).message;
    const spotOff = buttons(panel).find((b) => b.data === 'wcs:spot=off');
    expect(spotOff?.text).toBe(en('team:settings.spotOff'));

    mark = h.fake.calls.length;
    const refused = h.fake.pressButton(bob, panel, spotOff!.data);
    expect((await h.fake.nextCall('answerCallbackQuery', mark, (c) => c.payload.callback_query_id === refused)).payload.text).toBe(en('errors:notAdmin'));

    mark = h.fake.calls.length;
    h.fake.pressButton(alice, panel, spotOff!.data);
    const edit = await h.fake.nextCall('editMessageText', mark);
    expect(plain(edit.payload.text)).toContain(en('team:settings.changed', { field: en('team:settings.field.spot'), value: en('team:settings.off') }));
    expect(await h.store.settings.get(`telegram:chat:${team.id}`)).toEqual({ spot: false });

    mark = h.fake.calls.length;
    h.fake.pressButton(alice, h.fake.message(team.id, panel.message_id), 'wcs:locale=zh');
    const zhEdit = await h.fake.nextCall('editMessageText', mark);
    expect(plain(zhEdit.payload.text)).toContain(zh('team:settings.field.spot'));
  });

  it('an unreadable change gets the localized usage, and nothing changes', async () => {
    const h = await harness();
    const mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/settings colour red');
    expect((await nextReply(h.fake, mark, alice.id)).call.payload.text).toBe(en('errors:team.settingsUsage', { fields: SETTING_FIELDS.join(', ') }));
    expect(await h.store.settings.get(`telegram:chat:${alice.id}`)).toBeUndefined();
  });

  it('quiet mode: a reply to the bot is not enough in a group, an @mention is', async () => {
    const h = await harness();
    h.fake.admins.set(team.id, new Set([alice.id]));
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, team, '/settings quiet on');
    const panel = (await nextReply(h.fake, mark, team.id)).message;
    mark = h.fake.calls.length;
    h.fake.sendText(bob, team, 'which card for qwen 7b?', { replyTo: panel });
    await h.fake.nextCall('getUpdates', h.fake.calls.length);
    await h.fake.nextCall('getUpdates', h.fake.calls.length);
    expect(h.fake.calls.slice(mark).filter((c) => c.method === 'sendMessage')).toEqual([]);
    h.fake.sendText(bob, team, '@whichcard_test_bot which card for qwen 7b?');
    expect((await nextReply(h.fake, mark, team.id, 15000)).call.payload.text).toBeTruthy();
  });
});
