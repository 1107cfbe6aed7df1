/**
 * The daily spending digest end to end on Telegram: a chat admin turns it on (`/digest on 09:00
 * Asia/Shanghai`, a member is refused), and at 09:00 Shanghai time the chat gets its open reminders
 * with what each has run up; nothing when nothing is open; two bot replicas on one real Redis post
 * it once; missed while both were down, it comes once at start-up, late. zh and en. The clock is the test's.
 */
import { describe, expect, it } from 'vitest';
import { translator } from '../../../src/core/i18n.ts';
import type { FakeTelegram } from './fake-telegram.ts';
import { alice, bob, nextReply, plain, sentTo, team, useTelegram } from './team-harness.ts';

const en = translator('en');
const zh = translator('zh');
const redis = process.env.WHICHCARD_TEST_REDIS;
const { harness, sharedFake } = useTelegram();
const digests = (fake: FakeTelegram, chatId: number, after = 0) =>
  sentTo(fake, chatId, after).filter((c) => plain(c.payload.text).startsWith('📊'));
const settle = () => new Promise((r) => setTimeout(r, 400));

describe('daily spending digest on Telegram', () => {
  it('an admin turns it on; at 09:00 Shanghai the chat gets its open reminders and their run-up, once', async () => {
    const h = await harness();
    h.fake.admins.set(team.id, new Set([alice.id]));
    let mark = h.fake.calls.length;
    h.fake.sendText(bob, team, '/digest on 09:00 Asia/Shanghai');
    expect((await nextReply(h.fake, mark, team.id)).call.payload.text).toBe(en('errors:notAdmin'));
    mark = h.fake.calls.length;
    h.fake.sendText(alice, team, '/digest on 09:00 Asia/Shanghai');
    // 09:00Z is 17:00 in Shanghai: the first digest is tomorrow 09:00 local, 01:00Z.
    expect(String((await nextReply(h.fake, mark, team.id)).call.payload.text)).toContain('2026-12-02 01:00 UTC');
    mark = h.fake.calls.length;
    h.fake.sendText(bob, team, '/digest');
    expect(String((await nextReply(h.fake, mark, team.id)).call.payload.text)).toContain('09:00 (Asia/Shanghai)');
    mark = h.fake.calls.length;
    h.fake.sendText(bob, team, '/remind 24h a100 x4');
    await nextReply(h.fake, mark, team.id);

    mark = h.fake.calls.length;
    h.clock.now = new Date('2026-12-02T00:59:00Z');
    await settle();
    expect(digests(h.fake, team.id, mark)).toEqual([]);
    h.clock.now = new Date('2026-12-02T01:00:10Z');
    await h.fake.waitFor(() => digests(h.fake, team.id, mark).length > 0 || undefined, 5000, 'the digest');
    await settle();
    const posted = digests(h.fake, team.id, mark);
    expect(posted).toHaveLength(1);
    const text = plain(posted[0]!.payload.text);
    expect(text.split('\n')[0]).toBe(en('team:digest.title', { date: '2026-12-02', count: 1 }));
    // "running 16 h, about $X so far" and "In all about $X so far": 16 h × the hourly price of four cards.
    expect(text).toMatch(/× 4 · due 2026-12-02 09:00 UTC · running 16 h, about \$[\d,.]+ so far/);
    const [line, total] = [...text.matchAll(/about \$([\d,]+\.\d+) so far/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
    expect(total).toBe(line);
    expect(line).toBeGreaterThan(0);
  });

  it('nothing is posted when nothing is open; zh', async () => {
    const h = await harness();
    const zhUser = { ...alice, id: 1011, language_code: 'zh' };
    h.fake.admins.set(team.id, new Set([zhUser.id]));
    let mark = h.fake.calls.length;
    h.fake.sendText(zhUser, team, '/digest on 09:00 Asia/Shanghai');
    expect(String((await nextReply(h.fake, mark, team.id)).call.payload.text)).toMatch(/^好的——每天 09:00（Asia\/Shanghai）/);
    mark = h.fake.calls.length;
    h.clock.now = new Date('2026-12-02T01:05:00Z');
    await settle();
    expect(digests(h.fake, team.id, mark)).toEqual([]);
    h.fake.sendText(zhUser, team, '/remind 48h 4090');
    await nextReply(h.fake, mark, team.id);
    mark = h.fake.calls.length;
    h.clock.now = new Date('2026-12-03T01:00:00Z');
    await h.fake.waitFor(() => digests(h.fake, team.id, mark).length > 0 || undefined, 5000, 'the zh digest');
    expect(plain(digests(h.fake, team.id, mark)[0]!.payload.text).split('\n')[0]).toBe(zh('team:digest.title', { date: '2026-12-03', count: 1 }));
  });

  it.skipIf(!redis)('two replicas on one Redis post it once; missed while both were down, once at start-up, late', async () => {
    const fake = await sharedFake();
    const a = await harness({ storeUrl: redis!, fake });
    const b = await harness({ storeUrl: redis!, fake, now: a.clock.now });
    const chat = { id: -200000 - Math.floor(Math.random() * 100000), type: 'supergroup' as const, title: 'digest replicas' };
    fake.admins.set(chat.id, new Set([alice.id]));
    let mark = fake.calls.length;
    fake.sendText(alice, chat, '/digest on 09:00 Asia/Shanghai');
    await nextReply(fake, mark, chat.id);
    mark = fake.calls.length;
    fake.sendText(alice, chat, '/remind 72h h100 x2');
    await nextReply(fake, mark, chat.id);

    mark = fake.calls.length;
    for (const h of [a, b]) h.clock.now = new Date('2026-12-02T01:00:00Z');
    await fake.waitFor(() => digests(fake, chat.id, mark).length > 0 || undefined, 8000, 'the digest');
    await settle();
    expect(digests(fake, chat.id, mark)).toHaveLength(1);

    // Both down from before 09:00 on the 3rd until noon on the 4th: one digest at start-up, the 4th's, late.
    await a.handle.stop();
    await b.handle.stop();
    mark = fake.calls.length;
    for (const h of [a, b]) h.clock.now = new Date('2026-12-04T04:00:00Z');
    await Promise.all([a.restart(), b.restart()]);
    await fake.waitFor(() => digests(fake, chat.id, mark).length > 0 || undefined, 8000, 'the late digest');
    await settle();
    const late = digests(fake, chat.id, mark);
    expect(late).toHaveLength(1);
    expect(plain(late[0]!.payload.text)).toContain('2026-12-04');
    expect(plain(late[0]!.payload.text)).toContain(en('team:digest.late', { due: '09:00 Asia/Shanghai' }));
  });
});
