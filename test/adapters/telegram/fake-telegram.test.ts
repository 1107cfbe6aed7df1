/** The fake Bot API itself: offsets, long-poll hand-off, body formats and injected 429s. */
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_TOKEN, FakeTelegram, htmlProblem } from './fake-telegram.ts';

let fake: FakeTelegram | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function call(method: string, body: string, type = 'application/json'): Promise<{ status: number; json: { ok: boolean; result?: unknown; parameters?: { retry_after: number } } }> {
  const res = await fetch(`${fake?.apiRoot}/bot${FAKE_TOKEN}/${method}`, { method: 'POST', headers: { 'content-type': type }, body });
  return { status: res.status, json: (await res.json()) as never };
}

describe('FakeTelegram', () => {
  it('refuses HTML Telegram could not parse, like the real API', async () => {
    expect(htmlProblem('<b>Qwen &amp; co</b> &lt;7B&gt; <i>x</i>\n<a href="https://x.y">s</a>')).toBeUndefined();
    expect(htmlProblem('I don’t know “<b>zz</b>”')).toBeUndefined();
    expect(htmlProblem('a <script> b')).toMatch(/unsupported start tag/);
    expect(htmlProblem('zz & qq')).toMatch(/entity/);
    expect(htmlProblem('<b>open')).toMatch(/end tag/);
    expect(htmlProblem('<b><i>x</b></i>')).toMatch(/unmatched/);
    fake = await FakeTelegram.start();
    const sent = await call('sendMessage', JSON.stringify({ chat_id: 1, text: '1 < 2', parse_mode: 'HTML' }));
    expect(sent.status).toBe(400);
    expect((await call('sendMessage', JSON.stringify({ chat_id: 1, text: '1 < 2' }))).status).toBe(200);
  });

  it('hands queued updates to getUpdates and forgets those below the offset', async () => {
    fake = await FakeTelegram.start();
    const user = { id: 1, first_name: 'A' };
    fake.sendText(user, { id: 1, type: 'private' }, '/start');
    fake.sendText(user, { id: 1, type: 'private' }, 'hello');
    const first = await call('getUpdates', JSON.stringify({ offset: 0, timeout: 1 }));
    expect((first.json.result as { update_id: number }[]).map((u) => u.update_id)).toEqual([1, 2]);
    const second = await call('getUpdates', JSON.stringify({ offset: 2, timeout: 0 }));
    expect((second.json.result as { update_id: number }[]).map((u) => u.update_id)).toEqual([2]);
  });

  it('answers an idle long poll with [] quickly, and wakes a waiting poll when an update arrives', async () => {
    fake = await FakeTelegram.start({ idlePollMs: 100 });
    const t0 = Date.now();
    const idle = await call('getUpdates', JSON.stringify({ offset: 0, timeout: 30 }));
    expect(idle.json.result).toEqual([]);
    expect(Date.now() - t0).toBeLessThan(2000);
    const waiting = call('getUpdates', JSON.stringify({ offset: 0, timeout: 30 }));
    setTimeout(() => fake?.sendText({ id: 2, first_name: 'B' }, { id: 2, type: 'private' }, 'hi'), 20);
    const woken = await waiting;
    expect((woken.json.result as unknown[]).length).toBe(1);
  });

  it('records JSON and form bodies, and fails a method once with 429 retry_after', async () => {
    fake = await FakeTelegram.start();
    fake.failOnce('sendMessage', 1);
    const failed = await call('sendMessage', JSON.stringify({ chat_id: 5, text: 'x' }));
    expect(failed.status).toBe(429);
    expect(failed.json.parameters?.retry_after).toBe(1);
    const ok = await call('sendMessage', new URLSearchParams({ chat_id: '5', text: 'y', reply_markup: '{"inline_keyboard":[]}' }).toString(), 'application/x-www-form-urlencoded');
    expect(ok.json.ok).toBe(true);
    const sent = fake.callsOf('sendMessage');
    expect(sent.map((c) => c.ok)).toEqual([false, true]);
    expect(sent[1]?.payload).toMatchObject({ chat_id: '5', text: 'y', reply_markup: { inline_keyboard: [] } });
  });

  it('refuses an unknown token and an edit of a message it never sent', async () => {
    fake = await FakeTelegram.start();
    const res = await fetch(`${fake.apiRoot}/bot1:wrong/getMe`);
    expect(res.status).toBe(401);
    const edit = await call('editMessageText', JSON.stringify({ chat_id: 1, message_id: 99, text: 'z' }));
    expect(edit.status).toBe(400);
  });
});
