/**
 * Shut-down reminders end to end on Telegram: `/remind 8h a100 x4` → posted in the chat when due
 * (mentioning the person, cost per hour and run-up), Snooze and "done, it's off"; `/reminders` and
 * cancel; a restart between creation and due time (fires at start-up, marked late); two bot
 * replicas on one real Redis deliver each reminder once. The clock is the test's.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/core/i18n.ts';
import { alice, bob, buttons, nextReply, plain, sentTo, team, useTelegram } from './team-harness.ts';

const en = translator('en');
const zh = translator('zh');
const HOUR = 3_600_000;
const redis = process.env.WHICHCARD_TEST_REDIS;
const { harness, sharedFake } = useTelegram();

describe('shut-down reminders on Telegram', () => {
  it('/remind 8h a100 x4: posted in the chat when due with the cost, snoozed, then done', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, team, '/remind 8h a100 x4');
    expect((await nextReply(h.fake, mark, team.id)).call.payload.text).toBe(en('team:remind.set', { hours: 8 }));

    mark = h.fake.calls.length;
    h.clock.now = new Date(h.clock.now.getTime() + 8 * HOUR);
    const due = await nextReply(h.fake, mark, team.id);
    const text = plain(due.call.payload.text);
    expect(text).toMatch(/^⏰ .*NVIDIA A100 SXM4 80GB × 4/);
    expect(String(due.call.payload.text)).toContain(`tg://user?id=${alice.id}`);
    // "costs about $X an hour; 8 h since the start ≈ $8X so far" — the two figures agree.
    const [perHour, total] = [...text.matchAll(/\$([\d,]+\.\d+)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
    expect(perHour).toBeGreaterThan(0);
    expect(total).toBeCloseTo(perHour! * 8, 0);
    expect(text).not.toContain(en('team:remind.late', { due: '' }).slice(0, 6));

    mark = h.fake.calls.length;
    const refused = h.fake.pressButton(bob, due.message, buttons(due.message).find((b) => b.data.startsWith('wr:s1:'))!.data);
    expect((await h.fake.nextCall('answerCallbackQuery', mark, (c) => c.payload.callback_query_id === refused)).payload.text).toBe(en('telegram:ask.notYours'));
    mark = h.fake.calls.length;
    h.fake.pressButton(alice, due.message, buttons(due.message).find((b) => b.data.startsWith('wr:s1:'))!.data);
    expect((await h.fake.nextCall('answerCallbackQuery', mark)).payload.text).toBe(en('team:remind.snoozed', { hours: 1 }));

    mark = h.fake.calls.length;
    h.clock.now = new Date(h.clock.now.getTime() + 1 * HOUR);
    const again = await nextReply(h.fake, mark, team.id);
    expect(plain(again.call.payload.text)).toContain('9 h since the start');
    mark = h.fake.calls.length;
    h.fake.pressButton(alice, again.message, buttons(again.message).find((b) => b.data.startsWith('wr:done:'))!.data);
    const doneText = String((await h.fake.nextCall('answerCallbackQuery', mark)).payload.text);
    expect(doneText).toMatch(/^Noted — it's off\. It ran 9 h, about \$/);
    const edited = await h.fake.nextCall('editMessageText', mark);
    expect(edited.payload.reply_markup).toBeUndefined();
    mark = h.fake.calls.length;
    h.fake.sendText(alice, team, '/reminders');
    expect((await nextReply(h.fake, mark, team.id)).call.payload.text).toBe(en('team:remind.none'));
  });

  it('/reminders lists and cancels; a bad delay or unknown card gets a clear error', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, team, '/remind soon');
    expect((await nextReply(h.fake, mark, team.id)).call.payload.text).toBe(en('errors:team.remindUsage', { value: 'soon' }));
    mark = h.fake.calls.length;
    h.fake.sendText(alice, team, '/remind 2h quantum9000');
    expect(String((await nextReply(h.fake, mark, team.id)).call.payload.text)).toContain('quantum9000');
    mark = h.fake.calls.length;
    h.fake.sendText(alice, team, '/remind 2h');
    await nextReply(h.fake, mark, team.id);
    mark = h.fake.calls.length;
    h.fake.sendText(bob, team, '/reminders');
    const list = await nextReply(h.fake, mark, team.id);
    expect(plain(list.call.payload.text)).toContain(en('team:remind.listTitle'));
    const cancel = buttons(list.message)[0]!;
    expect(cancel.data).toMatch(/^wr:x:/);
    mark = h.fake.calls.length;
    h.fake.pressButton(alice, list.message, cancel.data);
    expect((await h.fake.nextCall('answerCallbackQuery', mark)).payload.text).toBe(en('team:remind.cancelled'));
    h.clock.now = new Date(h.clock.now.getTime() + 3 * HOUR);
    mark = h.fake.calls.length;
    await h.fake.nextCall('getUpdates', h.fake.calls.length);
    await new Promise((r) => setTimeout(r, 200));
    expect(sentTo(h.fake, team.id, mark)).toEqual([]);
  });

  it('zh: the confirmation, the post and its buttons in Chinese; a delay it cannot read ("99x") is refused in Chinese', async () => {
    const h = await harness();
    const lin = { id: 1003, first_name: '林', language_code: 'zh-hans' };
    const group = { id: -100778, type: 'supergroup' as const, title: '算法组' };
    let mark = h.fake.calls.length;
    h.fake.sendText(lin, group, '/remind 99x');
    expect((await nextReply(h.fake, mark, group.id)).call.payload.text).toBe(zh('errors:team.remindUsage', { value: '99x' }));
    mark = h.fake.calls.length;
    h.fake.sendText(lin, group, '/remind 2h h100');
    expect((await nextReply(h.fake, mark, group.id)).call.payload.text).toBe(zh('team:remind.set', { hours: 2 }));
    mark = h.fake.calls.length;
    h.clock.now = new Date(h.clock.now.getTime() + 2 * HOUR);
    const due = await nextReply(h.fake, mark, group.id);
    expect(plain(due.call.payload.text)).toContain(zh('team:remind.due', { what: '' }).slice(0, 8));
    expect(plain(due.call.payload.text)).toMatch(/开机以来 2 小时，累计约/);
    expect(buttons(due.message).map((b) => b.text)).toEqual([zh('team:remind.snooze1'), zh('team:remind.snooze4'), zh('team:remind.done')]);
    expect(sentTo(h.fake, group.id, mark).filter((c) => String(c.payload.text).startsWith('⏰'))).toHaveLength(1);
  });

  it('the 4 h snooze: asked again after 4 h, not at 3 h; its note is in the reminder’s language, not the presser’s client’s', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, team, '/remind 2h h100');
    await nextReply(h.fake, mark, team.id);
    mark = h.fake.calls.length;
    h.clock.now = new Date(h.clock.now.getTime() + 2 * HOUR);
    const due = await nextReply(h.fake, mark, team.id);
    // Alice's client is Chinese now; the post (and the chat) are English.
    mark = h.fake.calls.length;
    h.fake.pressButton({ ...alice, language_code: 'zh-hans' }, due.message, buttons(due.message).find((b) => b.data.startsWith('wr:s4:'))!.data);
    expect((await h.fake.nextCall('answerCallbackQuery', mark)).payload.text).toBe(en('team:remind.snoozed', { hours: 4 }));
    expect(plain((await h.fake.nextCall('editMessageText', mark)).payload.text)).toMatch(new RegExp(`${en('team:remind.snoozed', { hours: 4 }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

    mark = h.fake.calls.length;
    h.clock.now = new Date(h.clock.now.getTime() + 3 * HOUR);
    // Two polls of the fake and the reminder loop's passes in between: nothing at 3 h.
    await h.fake.nextCall('getUpdates', h.fake.calls.length);
    await new Promise((r) => setTimeout(r, 300));
    expect(sentTo(h.fake, team.id, mark)).toEqual([]);
    h.clock.now = new Date(h.clock.now.getTime() + 1 * HOUR);
    const again = await nextReply(h.fake, mark, team.id);
    expect(plain(again.call.payload.text)).toContain('6 h since the start');
  });

  it('a Chinese reminder’s "done" note stays Chinese when an English client presses it', async () => {
    const h = await harness();
    const lin = { id: 1003, first_name: '林', language_code: 'zh-hans' };
    let mark = h.fake.calls.length;
    h.fake.sendText(lin, team, '/remind 1h');
    expect((await nextReply(h.fake, mark, team.id)).call.payload.text).toBe(zh('team:remind.set', { hours: 1 }));
    mark = h.fake.calls.length;
    h.clock.now = new Date(h.clock.now.getTime() + 1 * HOUR);
    const due = await nextReply(h.fake, mark, team.id);
    mark = h.fake.calls.length;
    h.fake.pressButton({ ...lin, language_code: 'en' }, due.message, buttons(due.message).find((b) => b.data.startsWith('wr:done:'))!.data);
    expect((await h.fake.nextCall('answerCallbackQuery', mark)).payload.text).toBe(zh('team:remind.doneNoCost', { hours: '1' }));
  });

  it('a reminder due while the bot was down fires at start-up, once, marked late', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, team, '/remind 1h h100');
    await nextReply(h.fake, mark, team.id);
    await h.handle.stop();
    h.clock.now = new Date(h.clock.now.getTime() + 5 * HOUR);
    mark = h.fake.calls.length;
    await h.restart();
    const late = await nextReply(h.fake, mark, team.id);
    expect(plain(late.call.payload.text)).toContain(en('team:remind.late', { due: '2026-12-01 10:00 UTC' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(sentTo(h.fake, team.id, mark)).toHaveLength(1);
  });

  it.skipIf(!redis)('two bot replicas on one Redis deliver each reminder once', async () => {
    const fake = await sharedFake();
    const a = await harness({ storeUrl: redis!, fake });
    const b = await harness({ storeUrl: redis!, fake, now: a.clock.now });
    b.clock.now = a.clock.now;
    const chat = { id: -100000 - Math.floor(Math.random() * 100000), type: 'supergroup' as const, title: 'replicas' };
    for (const n of [1, 2, 3]) {
      const before = fake.calls.length;
      fake.sendText(alice, chat, `/remind ${n}h a100`);
      expect((await nextReply(fake, before, chat.id)).call.payload.text).toBe(en('team:remind.set', { hours: n }));
    }
    const mark = fake.calls.length;
    const reminders = () => sentTo(fake, chat.id, mark).filter((c) => String(c.payload.text).startsWith('⏰'));
    const later = new Date(a.clock.now.getTime() + 4 * HOUR);
    a.clock.now = later;
    b.clock.now = later;
    await fake.waitFor(() => reminders().length >= 3 || undefined, 8000, 'three reminders');
    await new Promise((r) => setTimeout(r, 400));
    expect(reminders()).toHaveLength(3);
  });
});
