/**
 * The advice's chart as a picture on Telegram, end to end: the real grammY bot against the fake Bot
 * API. An answer too long for a caption: the cost chart goes first (sendPhoto, a multipart upload
 * whose PNG decodes at the chart size, captioned with the chart's title), then the answer with its
 * buttons. A renderer that fails or is too slow: the answer alone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createChartRenderer, CHART_SIZE, type ChartRenderer } from '../../../src/render/index.ts';
import { pngDimensions } from '../multipart.ts';
import { TYPING_AFTER_MS } from '../../../src/adapters/telegram/flow.ts';
import { alice, bob, buttons, dm, nextReply, plain, useTelegram } from './team-harness.ts';

const carol = { id: 1003, first_name: 'Carol', language_code: 'en' };

const QUESTION = '/ask Qwen2.5-7B chatbot for 20 users, 8 hours a day';
const renderer = createChartRenderer();
afterAll(() => renderer.close());
const { harness } = useTelegram();

describe('advice chart on Telegram', () => {
  it('sends the cost chart first (a PNG at the chart size, its title as caption), then the answer', async () => {
    const h = await harness({ charts: renderer, chartDeadlineMs: 30_000 });
    const mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), QUESTION);
    const answer = await nextReply(h.fake, mark, alice.id, 40_000);
    const photos = h.fake.calls.slice(mark).filter((c) => c.method === 'sendPhoto');
    expect(photos).toHaveLength(1);
    const photo = photos[0]!;
    expect(h.fake.calls.indexOf(photo)).toBeLessThan(h.fake.calls.indexOf(answer.call));
    const part = String(photo.payload.photo).replace('attach://', '');
    const file = photo.payload[part] as { filename: string; data: Buffer };
    expect(file.filename).toBe('cost.png');
    expect(pngDimensions(file.data)).toEqual(CHART_SIZE);
    // The caption is the chart's own title, in the answer's language.
    expect(plain(photo.payload.caption)).toMatch(/^(Monthly|Job) cost per option and billing mode$/);
    expect(plain(answer.call.payload.text).length).toBeGreaterThan(1024);
  }, 60_000);

  it('the same chart again is sent by the file_id Telegram gave it, not uploaded again; a file_id refused is uploaded', async () => {
    const h = await harness({ charts: renderer, chartDeadlineMs: 30_000 });
    const photoOf = async (): Promise<string> => {
      const mark = h.fake.calls.length;
      h.fake.sendText(alice, dm(alice), '/card a100 80gb');
      const photo = await h.fake.nextCall('sendPhoto', mark, (c) => Number(c.payload.chat_id) === alice.id && c.ok, 40_000);
      return String(photo.payload.photo);
    };
    const first = await photoOf();
    expect(first).toMatch(/^attach:\/\//);
    const again = await photoOf();
    expect(again).toMatch(/^photo-\d+$/);
    // Telegram took it: the chat holds a photo message with that file_id.
    expect([...h.fake.messages.values()].some((m) => m.photo?.[0]?.file_id === again && m.chat.id === alice.id)).toBe(true);
    // A bot talking to another Telegram (a file_id it holds is unknown there) uploads the photo again.
    const other = await harness({ charts: renderer, chartDeadlineMs: 30_000 });
    const mark = other.fake.calls.length;
    other.fake.sendText(alice, dm(alice), '/card a100 80gb');
    await other.fake.nextCall('sendPhoto', mark, (c) => Number(c.payload.chat_id) === alice.id && String(c.payload.photo).startsWith('attach://'), 40_000);
  }, 60_000);

  it('the same chart asked in several chats at once is uploaded once; the other chats send its file_id', async () => {
    const fresh = createChartRenderer(); // a PNG no chat has been sent yet
    try {
      const h = await harness({ charts: fresh, chartDeadlineMs: 30_000 });
      const mark = h.fake.calls.length;
      for (const user of [alice, bob, carol]) h.fake.sendText(user, dm(user), '/card l40s');
      const chats = [alice.id, bob.id, carol.id];
      await h.fake.waitFor(() => chats.every((id) => h.fake.calls.slice(mark).some((c) => c.method === 'sendPhoto' && c.ok && Number(c.payload.chat_id) === id)), 40_000, 'a photo in each chat');
      const photos = h.fake.calls.slice(mark).filter((c) => c.method === 'sendPhoto' && c.ok);
      expect(photos).toHaveLength(3);
      const uploads = photos.filter((c) => String(c.payload.photo).startsWith('attach://'));
      expect(uploads).toHaveLength(1);
      // The others went after it, by the file_id Telegram gave the upload.
      const fileIds = photos.filter((c) => !uploads.includes(c)).map((c) => String(c.payload.photo));
      expect(fileIds).toEqual([expect.stringMatching(/^photo-\d+$/), expect.stringMatching(/^photo-\d+$/)]);
      expect(new Set(fileIds).size).toBe(1);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('/card and /compare send their chart as a photo: the view as its caption when it fits, else right after it', async () => {
    const h = await harness({ charts: renderer, chartDeadlineMs: 30_000 });
    for (const [command, file, named] of [
      ['/card h100', 'price.png', 'H100'],
      ['/compare rtx 4090, h100', 'compare.png', 'RTX 4090'],
    ] as const) {
      const mark = h.fake.calls.length;
      h.fake.sendText(alice, dm(alice), command);
      const photo = await h.fake.nextCall('sendPhoto', mark, (c) => Number(c.payload.chat_id) === alice.id, 40_000);
      const part = String(photo.payload.photo).replace('attach://', '');
      const upload = photo.payload[part] as { filename: string; data: Buffer };
      expect(upload.filename).toBe(file);
      expect(pngDimensions(upload.data)).toEqual(CHART_SIZE);
      const caption = plain(photo.payload.caption);
      if (!/: price per GPU-hour by provider|^Side by side:/.test(caption)) {
        // The whole view fits in the caption: one message.
        expect(caption).toContain(named);
        expect(caption.length).toBeLessThanOrEqual(1024);
      } else {
        // Too long: the chart's title as the caption, then the view as a message of its own.
        const answer = await nextReply(h.fake, mark, alice.id, 10_000);
        expect(plain(answer.call.payload.text)).toContain(named);
        expect(h.fake.calls.indexOf(photo)).toBeLessThan(h.fake.calls.indexOf(answer.call));
      }
    }
  }, 60_000);

  it('an answer sent as a photo’s caption is edited as a caption (within 1024, valid HTML) when its buttons are pressed', async () => {
    const h = await harness({ charts: null });
    const mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), QUESTION);
    const answer = await nextReply(h.fake, mark, alice.id, 40_000);
    // The same answer as it would stand had it fitted a caption: a photo message carrying the buttons.
    const key = `${alice.id}:${answer.message.message_id}`;
    const { text: _text, ...rest } = answer.message;
    h.fake.messages.set(key, { ...rest, photo: [{ file_id: 'p', file_unique_id: 'u', width: 800, height: 450 }], caption: plain(answer.message.text).slice(0, 1024) });
    const math = buttons(answer.message).find((b) => /math/i.test(b.text))!;
    expect(math).toBeDefined();
    const before = h.fake.calls.length;
    h.fake.pressButton(alice, h.fake.message(alice.id, answer.message.message_id), math.data);
    const edit = await h.fake.nextCall('editMessageCaption', before, () => true, 20_000);
    expect(String(edit.payload.caption).length).toBeLessThanOrEqual(1024);
    expect(plain(edit.payload.caption)).toMatch(/[0-9]/);
    const edited = h.fake.message(alice.id, answer.message.message_id);
    expect(edited.caption).toBe(edit.payload.caption);
    // The math tab offers the way back to the answer; pressing it edits the caption again.
    const back = buttons(edited).find((b) => /back|answer/i.test(b.text))!;
    expect(back).toBeDefined();
    const again = h.fake.calls.length;
    h.fake.pressButton(alice, edited, back.data);
    const restored = await h.fake.nextCall('editMessageCaption', again, () => true, 20_000);
    expect(plain(restored.payload.caption)).toContain('Qwen2.5-7B');
    expect(h.fake.calls.slice(before).filter((c) => c.method === 'editMessageText')).toEqual([]);
  }, 60_000);

  it('a renderer that fails or is too slow: the answer alone', async () => {
    const failing: ChartRenderer = { png: async () => Promise.reject(new Error('no font')), close: async () => undefined };
    const hanging: ChartRenderer = { png: () => new Promise<Buffer>(() => undefined), close: async () => undefined };
    for (const [charts, deadline] of [[failing, 5_000], [hanging, 100]] as const) {
      const h = await harness({ charts, chartDeadlineMs: deadline });
      const mark = h.fake.calls.length;
      h.fake.sendText(alice, dm(alice), QUESTION);
      const answer = await nextReply(h.fake, mark, alice.id, 40_000);
      expect(plain(answer.call.payload.text)).toContain('Qwen2.5-7B');
      expect(h.fake.calls.slice(mark).filter((c) => c.method === 'sendPhoto')).toEqual([]);
    }
  }, 60_000);

  it('"typing…" only for an answer that is late: none for a quick one, one before a slow one', async () => {
    const slow: ChartRenderer = { png: (chart) => new Promise<Buffer>((resolve, reject) => setTimeout(() => renderer.png(chart).then(resolve, reject), TYPING_AFTER_MS + 400)), close: async () => undefined };
    for (const [charts, typed] of [[null, false], [slow, true]] as const) {
      const h = await harness({ charts, chartDeadlineMs: 30_000 });
      const warm = h.fake.calls.length; // the first answer also loads the core: not timed
      h.fake.sendText(alice, dm(alice), '/ask Qwen2.5-7B for 3 users');
      await nextReply(h.fake, warm, alice.id, 40_000);
      const mark = h.fake.calls.length;
      const sent = Date.now();
      h.fake.sendText(alice, dm(alice), QUESTION);
      const answer = await nextReply(h.fake, mark, alice.id, 40_000);
      const actions = h.fake.calls.slice(mark).filter((c) => c.method === 'sendChatAction');
      // A quick answer on a machine too loaded to answer within the delay is late too: only a timely one must go without.
      if (typed || Date.now() - sent < TYPING_AFTER_MS) expect(actions.length > 0, charts ? 'slow' : 'quick').toBe(typed);
      if (typed) expect(h.fake.calls.indexOf(actions[0]!)).toBeLessThan(h.fake.calls.indexOf(answer.call));
    }
  }, 60_000);
});
