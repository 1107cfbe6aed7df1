/**
 * Shut-down reminders on Discord end to end, by command: `/gpu remind in:8h what:a100 x4` → posted in
 * the channel when due (mentioning the person, cost per hour and run-up), Snooze and "done, it's off"
 * (the owner's only); `/gpu reminders` lists and cancels; bad input gets the localized error and stores
 * nothing; a restart between creation and due time (fires at start-up, marked late); two bots on one
 * real Redis deliver each reminder once. The clock is the test's.
 */
import { describe, expect, it } from 'vitest';
import { MessageFlags } from 'discord.js';
import { translator } from '../../../src/core/i18n.ts';
import type { RecordedCall } from './fake-discord.ts';
import { CHANNEL_ID, componentClick, slashCommand, user } from './fixtures.ts';
import { asMember, channelPosts, customIds, useDiscord, type DiscordHarness } from './team-harness.ts';

const en = translator('en');
const zh = translator('zh');
const HOUR = 3_600_000;
const redis = process.env.WHICHCARD_TEST_REDIS;
const { start } = useDiscord();
const reminderLoop = { deps: { reminderIntervalMs: 40 }, config: { currency: 'USD' as const } };

type Body = { type: number; data: { content?: string; flags?: number; components?: { components: { custom_id?: string }[] }[] } };
const remind = (what: string, locale?: 'zh-CN') => {
  const [delay, ...rest] = what.split(' ');
  return slashCommand('remind', [{ name: 'in', value: delay! }, ...(rest.length ? [{ name: 'what', value: rest.join(' ') }] : [])], locale ? { locale } : {});
};
const later = (h: DiscordHarness, hours: number) => (h.clock.now = new Date(h.clock.now.getTime() + hours * HOUR));
const reminderPosts = (h: DiscordHarness, since: number, channelId = CHANNEL_ID) => channelPosts(h.fake, since, channelId).filter((c) => String(c.body.content).includes('⏰'));
const nextReminder = (h: DiscordHarness, since: number): Promise<RecordedCall> => h.fake.waitFor((c) => reminderPosts(h, since).includes(c));
/** Press a button of a posted reminder as `presser` (default: its owner). */
const press = (h: DiscordHarness, post: RecordedCall, prefix: string, presser?: string) => {
  const id = customIds(post.body).find((c) => c.startsWith(prefix))!;
  const click = componentClick(id);
  return h.interact(presser ? asMember(click, false, presser) : click);
};
const ephemeral = (body: Body) => Boolean((body.data.flags ?? 0) & MessageFlags.Ephemeral);

describe('/gpu remind on Discord', () => {
  it('registers remind (in, what) and reminders', async () => {
    const h = await start();
    const put = await h.fake.waitFor((c) => c.method === 'PUT' && c.path.endsWith('/commands'));
    const subs = put.body[0].options as { name: string; options?: { name: string; required?: boolean }[] }[];
    expect(subs.find((o) => o.name === 'remind')!.options!.map((o) => [o.name, Boolean(o.required)])).toEqual([
      ['in', true],
      ['what', false],
    ]);
    expect(subs.some((o) => o.name === 'reminders')).toBe(true);
  });

  it('8h a100 x4: posted in the channel when due with the cost, snoozed by its owner only, then done', async () => {
    const h = await start(reminderLoop);
    const set = (await h.interact(remind('8h a100 x4'))).body as Body;
    expect(ephemeral(set)).toBe(true);
    const unix = Math.floor((h.clock.now.getTime() + 8 * HOUR) / 1000);
    expect(set.data.content).toBe(en('discord:reminder.scheduled', { when: `<t:${unix}:R> (<t:${unix}:f>)` }));

    let mark = h.fake.calls.length;
    later(h, 8);
    const due = await nextReminder(h, mark);
    const text = String(due.body.content);
    expect(text).toMatch(new RegExp(`^<@${user.id}> ⏰ .*NVIDIA A100 SXM4 80GB × 4`));
    expect(due.body.allowed_mentions).toEqual({ users: [user.id] });
    // "costs about $X an hour; 8 h since the start ≈ $8X so far": the two figures agree.
    const [perHour, total] = [...text.matchAll(/\$([\d,]+\.\d+)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
    expect(perHour).toBeGreaterThan(0);
    expect(total).toBeCloseTo(perHour! * 8, 0);
    expect(text).not.toContain('(Late');
    expect(customIds(due.body)).toEqual([expect.stringMatching(/^wr:s1:/), expect.stringMatching(/^wr:s4:/), expect.stringMatching(/^wr:done:/)]);

    const refused = (await press(h, due, 'wr:s1:', '700000000000000099')).body as Body;
    expect(refused.data.content).toBe(en('team:remind.notYours'));
    expect(ephemeral(refused)).toBe(true);
    const snoozed = (await press(h, due, 'wr:s1:')).body as Body;
    expect(snoozed.type).toBe(7); // the post itself is updated: its buttons go
    expect(snoozed.data.content).toContain(en('team:remind.snoozed', { hours: 1 }));
    expect(snoozed.data.components).toEqual([]);

    mark = h.fake.calls.length;
    later(h, 1);
    const again = await nextReminder(h, mark);
    expect(String(again.body.content)).toContain('9 h since the start');
    const done = (await press(h, again, 'wr:done:')).body as Body;
    expect(done.data.content).toMatch(/Noted — it's off\. It ran 9 h, about \$/);
    expect(((await h.interact(slashCommand('reminders'))).body as Body).data.content).toBe(en('team:remind.none'));
    await new Promise((r) => setTimeout(r, 200));
    expect(reminderPosts(h, mark)).toHaveLength(1);
  });

  it('zh: the confirmation and the post are in Chinese', async () => {
    const h = await start(reminderLoop);
    const set = (await h.interact(remind('2h h100', 'zh-CN'))).body as Body;
    expect(set.data.content).toMatch(/^好的/);
    const mark = h.fake.calls.length;
    later(h, 2);
    const due = String((await nextReminder(h, mark)).body.content);
    expect(due).toContain(zh('team:remind.due', { what: '' }).slice(0, 8));
    expect(due).toMatch(/开机以来 2 小时，累计约/);
  });

  it('a delay it cannot read ("99x"), an unknown card: the localized error, ephemeral, and nothing stored', async () => {
    const h = await start(reminderLoop);
    for (const [command, expected] of [
      [remind('99x'), en('errors:team.remindUsage', { value: '99x' })],
      [remind('99x', 'zh-CN'), zh('errors:team.remindUsage', { value: '99x' })],
    ] as const) {
      const body = (await h.interact(command)).body as Body;
      expect(body.data.content).toBe(expected);
      expect(ephemeral(body)).toBe(true);
    }
    const unknown = (await h.interact(remind('2h quantum9000'))).body as Body;
    expect(unknown.data.content).toContain('quantum9000');
    expect(ephemeral(unknown)).toBe(true);
    expect(((await h.interact(slashCommand('reminders'))).body as Body).data.content).toBe(en('team:remind.none'));
  });

  it('/gpu reminders lists with cancel buttons; another member may not cancel; the owner does and nothing is posted', async () => {
    const h = await start(reminderLoop);
    await h.interact(remind('2h'));
    const list = (await h.interact(asMember(slashCommand('reminders'), false, '700000000000000099'))).body as Body;
    expect(list.data.content).toContain(en('team:remind.listTitle'));
    const cancel = customIds(list.data)[0]!;
    expect(cancel).toMatch(/^wr:x:/);
    const refused = (await h.interact(asMember(componentClick(cancel), false, '700000000000000099'))).body as Body;
    expect(refused.data.content).toBe(en('team:remind.notYours'));
    const cancelled = (await h.interact(componentClick(cancel))).body as Body;
    expect(cancelled.data.content).toBe(en('team:remind.cancelled'));
    const mark = h.fake.calls.length;
    later(h, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(channelPosts(h.fake, mark)).toEqual([]);
  });

  it('the 4 h snooze: asked again after 4 h, not at 3 h; the notes join the post in the reminder’s language, not the presser’s client’s', async () => {
    const h = await start(reminderLoop);
    await h.interact(remind('2h h100'));
    let mark = h.fake.calls.length;
    later(h, 2);
    const due = await nextReminder(h, mark);
    // The owner presses from a zh-CN client; the reminder (and the channel) are English.
    const s4 = customIds(due.body).find((c) => c.startsWith('wr:s4:'))!;
    const snoozed = (await h.interact(componentClick(s4, { locale: 'zh-CN' }))).body as Body;
    expect(snoozed.type).toBe(7);
    expect(snoozed.data.content).toBe(`\n\n${en('team:remind.snoozed', { hours: 4 })}`);

    mark = h.fake.calls.length;
    later(h, 3);
    await new Promise((r) => setTimeout(r, 400)); // the loop looks every 40 ms
    expect(reminderPosts(h, mark)).toEqual([]);
    later(h, 1);
    const again = await nextReminder(h, mark);
    expect(String(again.body.content)).toContain('6 h since the start');

    // A Chinese reminder's "done" pressed from an English client: the note is Chinese.
    await h.interact(remind('1h', 'zh-CN'));
    mark = h.fake.calls.length;
    later(h, 1);
    const zhDue = await nextReminder(h, mark);
    const done = customIds(zhDue.body).find((c) => c.startsWith('wr:done:'))!;
    expect(((await h.interact(componentClick(done))).body as Body).data.content).toBe(`\n\n${zh('team:remind.doneNoCost', { hours: '1' })}`);
  });

  it('a reminder due while the bot was down fires at start-up, once, marked late', async () => {
    const h = await start(reminderLoop);
    await h.interact(remind('1h h100'));
    await h.bot.stop();
    later(h, 5);
    const mark = h.fake.calls.length;
    await h.restart();
    const late = await nextReminder(h, mark);
    expect(String(late.body.content)).toContain(en('team:remind.late', { due: '2026-12-01 10:00 UTC' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(reminderPosts(h, mark)).toHaveLength(1);
  });

  it.skipIf(!redis)('two bots on one Redis deliver each reminder once', async () => {
    // A channel of this run's own: the shared Redis may hold other runs' reminders.
    const channel = String(820000000000000000n + BigInt(Math.floor(Math.random() * 1e9)));
    const inChannel = <T extends { channel_id?: string; channel?: object }>(p: T): T => ({ ...p, channel_id: channel, channel: { ...p.channel, id: channel } });
    const a = await start({ ...reminderLoop, storeUrl: redis! });
    const b = await start({ ...reminderLoop, storeUrl: redis!, now: a.clock.now });
    for (const n of [1, 2, 3]) expect(((await a.interact(inChannel(remind(`${n}h a100`)))).body as Body).data.content).toMatch(/<t:\d+:R>/);
    const marks = [a.fake.calls.length, b.fake.calls.length] as const;
    const posted = () => [...reminderPosts(a, marks[0], channel), ...reminderPosts(b, marks[1], channel)];
    for (const h of [a, b]) later(h, 4);
    const deadline = Date.now() + 8000;
    while (posted().length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 400));
    expect(posted()).toHaveLength(3);
  });
});
