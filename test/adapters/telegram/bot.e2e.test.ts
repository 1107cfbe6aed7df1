/**
 * End to end: the real grammY Bot, long polling a fake Bot API on 127.0.0.1, a real SQLite store per
 * test, and the real core behind it. Nothing of grammY is mocked; the fake answers over HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { translator } from '../../../src/core/i18n.ts';
import { openStore, type Store } from '../../../src/store/index.ts';
import { startTelegram, type TelegramHandle } from '../../../src/adapters/telegram/index.ts';
import { FAKE_TOKEN, FakeTelegram, type FakeChat, type FakeMessage, type FakeUser, type RecordedCall } from './fake-telegram.ts';

const silent = pino({ level: 'silent' });
const en = translator('en');
const zh = translator('zh');

interface Harness {
  fake: FakeTelegram;
  store: Store;
  handle: TelegramHandle;
  dbFile: string;
  clock: { now: Date };
  /** Stop the bot and close the store, then start a new bot on the same SQLite file. */
  restart(): Promise<void>;
}

const harnesses: { h: Harness; dir: string }[] = [];

async function startBot(fake: FakeTelegram, store: Store, clock: { now: Date }): Promise<TelegramHandle> {
  return startTelegram(
    // The conversation's own tests: no chart pictures (test/adapters/telegram/charts.e2e.test.ts has those).
    { config: { telegramBotToken: FAKE_TOKEN, telegramApiRoot: fake.apiRoot, currency: 'USD' }, store, logger: silent, now: () => clock.now, charts: null },
    { reminderIntervalMs: 40 },
  );
}

async function harness(): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'wc-telegram-'));
  const dbFile = join(dir, 'store.sqlite');
  const fake = await FakeTelegram.start();
  const store = await openStore(`sqlite://${dbFile}`, { logger: silent });
  const clock = { now: new Date() };
  const h: Harness = {
    fake,
    store,
    dbFile,
    clock,
    handle: await startBot(fake, store, clock),
    async restart() {
      await h.handle.stop();
      await h.store.close();
      h.store = await openStore(`sqlite://${dbFile}`, { logger: silent });
      h.handle = await startBot(fake, h.store, clock);
    },
  };
  harnesses.push({ h, dir });
  return h;
}

afterEach(async () => {
  for (const { h, dir } of harnesses.splice(0)) {
    await h.handle.stop();
    await h.store.close();
    await h.fake.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const alice: FakeUser = { id: 1001, first_name: 'Alice', language_code: 'en' };
const bob: FakeUser = { id: 1002, first_name: 'Bob', language_code: 'en' };
const dm = (user: FakeUser): FakeChat => ({ id: user.id, type: 'private' });
const team: FakeChat = { id: -100777, type: 'supergroup', title: 'ML team' };

/** The bot's next sendMessage to `chatId` after call number `after`, with the message as stored. */
async function nextReply(fake: FakeTelegram, after: number, chatId: number): Promise<{ call: RecordedCall; message: FakeMessage }> {
  const call = await fake.nextCall('sendMessage', after, (c) => Number(c.payload.chat_id) === chatId);
  const messageId = [...fake.messages.values()].filter((m) => m.chat.id === chatId && m.from?.is_bot && m.text === call.payload.text).at(-1)?.message_id;
  return { call, message: fake.message(chatId, messageId as number) };
}

async function nextEdit(fake: FakeTelegram, after: number, chatId: number, messageId: number): Promise<RecordedCall> {
  return fake.nextCall('editMessageText', after, (c) => Number(c.payload.chat_id) === chatId && Number(c.payload.message_id) === messageId);
}

async function nextAnswer(fake: FakeTelegram, after: number, callbackId: string): Promise<RecordedCall> {
  return fake.nextCall('answerCallbackQuery', after, (c) => c.payload.callback_query_id === callbackId);
}

/** The bot asks for more updates only after it finished the last batch: then its state is saved. */
async function settled(h: Harness): Promise<void> {
  await h.fake.nextCall('getUpdates', h.fake.calls.length);
}

function buttons(message: FakeMessage): { text: string; data: string }[] {
  const markup = message.reply_markup as { inline_keyboard?: { text: string; callback_data?: string }[][] } | undefined;
  return (markup?.inline_keyboard ?? []).flat().map((b) => ({ text: b.text, data: b.callback_data ?? '' }));
}

function buttonWithValue(message: FakeMessage, value: string): string {
  const found = buttons(message).find((b) => b.data.endsWith(`:${value}`));
  if (!found) throw new Error(`no button ${value} in ${JSON.stringify(buttons(message))}`);
  return found.data;
}

const gpuNames = (): string[] => defaultCatalog().gpus.flatMap((g) => [g.name]);
const namesCatalogGpu = (text: string): boolean => gpuNames().some((name) => text.includes(name));
const hasCost = (text: string): boolean => /(?:[$¥]\s?\d|\d[\d,.]*\s?(?:USD|CNY|元))/.test(text);
const isAdvice = (message: FakeMessage): boolean => buttons(message).some((b) => b.data.endsWith(':math'));

/** Answers questions (button presses first, then text) until the advice arrives; returns it and the steps. */
async function answerUntilAdvice(
  h: Harness,
  user: FakeUser,
  chat: FakeChat,
  first: FakeMessage,
  textAnswers: string[],
): Promise<{ advice: FakeMessage; presses: number; texts: number }> {
  let current = first;
  let presses = 0;
  let texts = 0;
  for (let guard = 0; guard < 8 && !isAdvice(current); guard += 1) {
    const mark = h.fake.calls.length;
    const options = buttons(current);
    if (presses < 2 && options.length > 0) {
      // Prefer an inference pick where one is offered, so the third question is about throughput.
      const pick = options.find((b) => /infer/i.test(b.data)) ?? (options[0] as { data: string });
      const id = h.fake.pressButton(user, current, pick.data);
      await nextEdit(h.fake, mark, chat.id, current.message_id);
      await nextAnswer(h.fake, mark, id);
      current = h.fake.message(chat.id, current.message_id);
      presses += 1;
    } else {
      const text = textAnswers[texts] ?? textAnswers.at(-1) ?? '10';
      h.fake.sendText(user, chat, text, chat.type === 'private' ? {} : { replyTo: current });
      current = (await nextReply(h.fake, mark, chat.id)).message;
      texts += 1;
    }
  }
  return { advice: current, presses, texts };
}

describe('Telegram bot against a fake Bot API', () => {
  it('registers the command menu in zh and en at start-up', async () => {
    const h = await harness();
    const calls = await h.fake.waitFor(() => (h.fake.callsOf('setMyCommands').length >= 3 ? h.fake.callsOf('setMyCommands') : undefined));
    const byLang = new Map(calls.map((c) => [c.payload.language_code as string | undefined, c.payload.commands as { command: string; description: string }[]]));
    expect(byLang.get('zh')?.map((c) => c.command)).toContain('ask');
    expect(byLang.get('zh')?.find((c) => c.command === 'ask')?.description).toBe(zh('telegram:commands.ask'));
    expect(byLang.get('en')?.find((c) => c.command === 'lang')?.description).toBe(en('telegram:commands.lang'));
    expect(byLang.get(undefined)).toEqual(byLang.get('en'));
  });

  it('/ask with everything in the text → one HTML advice naming a catalog GPU and a cost; buttons edit it', async () => {
    const h = await harness();
    const mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/ask serve Qwen2.5-7B-Instruct for 10 concurrent users, bf16, 4k context, 8 hours a day');
    const { call, message } = await nextReply(h.fake, mark, alice.id);
    expect(call.payload.parse_mode).toBe('HTML');
    expect(namesCatalogGpu(message.text ?? '')).toBe(true);
    expect(hasCost(message.text ?? '')).toBe(true);
    expect(isAdvice(message)).toBe(true);
    expect(buttonWithValue(message, 'alts')).toMatch(/^wc:[\w-]+:alts$/);
    expect(buttonWithValue(message, 'remind')).toMatch(/^wc:[\w-]+:remind$/);
    for (const b of buttons(message)) expect(Buffer.byteLength(b.data)).toBeLessThanOrEqual(64);

    // "Show the math" edits the same message (no new message) and the press is answered.
    const before = h.fake.callsOf('sendMessage').length;
    const pressMark = h.fake.calls.length;
    const cq = h.fake.pressButton(alice, message, buttonWithValue(message, 'math'));
    const edit = await nextEdit(h.fake, pressMark, alice.id, message.message_id);
    await nextAnswer(h.fake, pressMark, cq);
    expect(edit.payload.parse_mode).toBe('HTML');
    expect(edit.payload.text).not.toBe(message.text);
    expect(h.fake.callsOf('sendMessage')).toHaveLength(before);

    // The math has a way back to the answer, in the same message.
    const math = h.fake.message(alice.id, message.message_id);
    const backMark = h.fake.calls.length;
    h.fake.pressButton(alice, math, buttonWithValue(math, 'main'));
    const back = await nextEdit(h.fake, backMark, alice.id, message.message_id);
    expect(back.payload.text).toBe(message.text);
    expect(h.fake.callsOf('sendMessage')).toHaveLength(before);
  });

  it('a forged button value that names an Object property ("toString") is no view switch and no crash', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/ask serve Qwen2.5-7B-Instruct for 10 concurrent users');
    const message = (await nextReply(h.fake, mark, alice.id)).message;
    const forged = buttonWithValue(message, 'math').replace(/:math$/, ':toString');
    mark = h.fake.calls.length;
    const cq = h.fake.pressButton(alice, message, forged);
    const answer = await nextAnswer(h.fake, mark, cq);
    expect(answer.payload.text).not.toBe(en('errors:unexpected'));
  });

  it('an earlier answer keeps its "Show the math" after a newer /ask', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/ask serve Qwen2.5-7B-Instruct for 10 concurrent users');
    const first = (await nextReply(h.fake, mark, alice.id)).message;
    mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/ask LoRA fine-tune llama 3 8b on 50k samples of 1k tokens in 2 days');
    const second = (await nextReply(h.fake, mark, alice.id)).message;
    expect(isAdvice(first) && isAdvice(second)).toBe(true);
    mark = h.fake.calls.length;
    const cq = h.fake.pressButton(alice, first, buttonWithValue(first, 'math'));
    const edit = await nextEdit(h.fake, mark, alice.id, first.message_id);
    expect((await nextAnswer(h.fake, mark, cq)).payload.text).toBeUndefined();
    expect(edit.payload.text).toContain('Qwen2.5-7B');
  });

  it('/ask alone → the two questions one by one (buttons) → advice, the number of users a stated default', async () => {
    const h = await harness();
    const mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/ask');
    const first = (await nextReply(h.fake, mark, alice.id)).message;
    expect(isAdvice(first)).toBe(false);
    expect(buttons(first).length).toBeGreaterThan(1);
    for (const b of buttons(first)) expect(b.data).toMatch(/^wc:[\w-]{1,16}:.+/);
    const { advice, presses, texts } = await answerUntilAdvice(h, alice, dm(alice), first, ['20 concurrent users']);
    expect(presses).toBe(2);
    expect(texts).toBe(0);
    expect(isAdvice(advice)).toBe(true);
    expect(namesCatalogGpu(advice.text ?? '')).toBe(true);
    expect(hasCost(advice.text ?? '')).toBe(true);
  });

  it('answers in Chinese for language_code zh-hans', async () => {
    const h = await harness();
    const li: FakeUser = { id: 2001, first_name: '李', language_code: 'zh-hans' };
    let mark = h.fake.calls.length;
    h.fake.sendText(li, dm(li), '/start');
    const greeting = await nextReply(h.fake, mark, li.id);
    expect(greeting.call.payload.text).toContain(zh('telegram:start.example'));
    mark = h.fake.calls.length;
    h.fake.sendText(li, dm(li), '/ask');
    const question = await nextReply(h.fake, mark, li.id);
    expect(question.message.text).toMatch(/[\u4e00-\u9fff]/);
    // Telegram's other Chinese codes read the same; any other language gets English.
    for (const [id, language_code, greeting] of [[2002, 'zh-hant', zh], [2003, 'zh', zh], [2004, 'de', en]] as const) {
      const user: FakeUser = { id, first_name: 'U', language_code };
      mark = h.fake.calls.length;
      h.fake.sendText(user, dm(user), '/start');
      expect((await nextReply(h.fake, mark, id)).call.payload.text).toContain(greeting('telegram:start.example'));
    }
  });

  it('/lang stores the chat language: a zh choice overrides an en language_code', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/lang');
    const picker = (await nextReply(h.fake, mark, alice.id)).message;
    mark = h.fake.calls.length;
    const cq = h.fake.pressButton(alice, picker, 'wl:zh');
    const answer = await nextAnswer(h.fake, mark, cq);
    expect(answer.payload.text).toBe(zh('telegram:lang.set'));
    mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/cancel');
    expect((await nextReply(h.fake, mark, alice.id)).call.payload.text).toBe(zh('telegram:ask.nothingToCancel'));
  });

  it('in a group only an admin may change the chat language (the platform’s admin check, passed to the session)', async () => {
    const h = await harness();
    h.fake.admins.set(team.id, new Set([alice.id]));
    let mark = h.fake.calls.length;
    h.fake.sendText(bob, team, '/lang');
    const picker = (await nextReply(h.fake, mark, team.id)).message;
    mark = h.fake.calls.length;
    const refused = h.fake.pressButton(bob, picker, 'wl:zh');
    expect((await nextAnswer(h.fake, mark, refused)).payload.text).toBe(en('errors:notAdmin'));
    mark = h.fake.calls.length;
    const allowed = h.fake.pressButton(alice, picker, 'wl:zh');
    expect((await nextAnswer(h.fake, mark, allowed)).payload.text).toBe(zh('telegram:lang.set'));
    mark = h.fake.calls.length;
    h.fake.sendText(bob, team, '/cancel');
    expect((await nextReply(h.fake, mark, team.id)).call.payload.text).toBe(zh('telegram:ask.nothingToCancel'));
  });

  it('keeps two group members’ conversations apart and replies to the message it answers', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    const aliceAsk = h.fake.sendText(alice, team, '/ask@whichcard_test_bot');
    const aliceQ1 = await nextReply(h.fake, mark, team.id);
    expect(aliceQ1.call.payload.reply_parameters).toMatchObject({ message_id: aliceAsk.message_id });

    mark = h.fake.calls.length;
    const bobAsk = h.fake.sendText(bob, team, '/ask');
    const bobQ1 = await nextReply(h.fake, mark, team.id);
    expect(bobQ1.call.payload.reply_parameters).toMatchObject({ message_id: bobAsk.message_id });

    // Bob pressing Alice's button is told it is not his; Alice's question is untouched.
    mark = h.fake.calls.length;
    const stolen = h.fake.pressButton(bob, aliceQ1.message, buttons(aliceQ1.message)[0]?.data as string);
    expect((await nextAnswer(h.fake, mark, stolen)).payload.text).toBe(en('telegram:ask.notYours'));
    expect(h.fake.message(team.id, aliceQ1.message.message_id).text).toBe(aliceQ1.message.text);

    // Plain group chatter is ignored; a reply to the bot answers the replier's own question.
    mark = h.fake.calls.length;
    h.fake.sendText(bob, team, 'anyone up for lunch?');
    const bobAnswer = h.fake.sendText(bob, team, 'Qwen2.5-72B-Instruct', { replyTo: bobQ1.message });
    const bobQ2 = await nextReply(h.fake, mark, team.id);
    expect(bobQ2.call.payload.reply_parameters).toMatchObject({ message_id: bobAnswer.message_id });
    expect(h.fake.calls.slice(mark).filter((c) => c.method === 'sendMessage')).toHaveLength(1);

    // Alice continues by mention with her own model; both finish with their own advice.
    mark = h.fake.calls.length;
    const aliceAnswer = h.fake.sendText(alice, team, '@whichcard_test_bot llama 3.1 8b');
    const aliceQ2 = await nextReply(h.fake, mark, team.id);
    expect(aliceQ2.call.payload.reply_parameters).toMatchObject({ message_id: aliceAnswer.message_id });

    const bobDone = await answerUntilAdvice(h, bob, team, bobQ2.message, ['8 concurrent users']);
    const aliceDone = await answerUntilAdvice(h, alice, team, aliceQ2.message, ['20 concurrent users']);
    expect(isAdvice(bobDone.advice) && isAdvice(aliceDone.advice)).toBe(true);
    expect(bobDone.advice.text).not.toBe(aliceDone.advice.text); // 72B and 8B do not get the same answer
  });

  it('waits out a 429 retry_after and then delivers the message', async () => {
    const h = await harness();
    h.fake.failOnce('sendMessage', 1);
    const mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/start');
    const delivered = await nextReply(h.fake, mark, alice.id);
    const attempts = h.fake.callsOf('sendMessage');
    expect(attempts.map((c) => c.ok)).toEqual([false, true]);
    expect(delivered.call.at - (attempts[0] as RecordedCall).at).toBeGreaterThanOrEqual(900);
    expect(delivered.call.payload.text).toContain(en('telegram:start.example'));
  });

  it('keeps polling after a handler error (bot.catch) and tells the user', async () => {
    const h = await harness();
    h.fake.failNext('sendMessage', { error_code: 400, description: 'Bad Request: chat not found' });
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/start');
    const apology = await nextReply(h.fake, mark, alice.id);
    expect(apology.call.payload.text).toBe(en('errors:unexpected'));
    mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/help');
    expect((await nextReply(h.fake, mark, alice.id)).call.payload.parse_mode).toBe('HTML');
  });

  it('bad input → a localized hint, and the conversation goes on', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/ask');
    const q1 = (await nextReply(h.fake, mark, alice.id)).message;
    mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), 'zzqx blorp');
    const again = (await nextReply(h.fake, mark, alice.id)).message;
    // The re-ask carries a hint (rendered in italics) that the first ask did not have.
    const italics = (m: FakeMessage): string[] => [...(m.text ?? '').matchAll(/<i>(.+?)<\/i>/gs)].map((x) => x[1] as string);
    expect(italics(again).filter((line) => !italics(q1).includes(line)).length).toBeGreaterThan(0);
    expect(buttons(again).length).toBeGreaterThan(0);
    // The question answered by text lost its buttons (they would only say "expired" now). Updates are handled concurrently,
    // so the edit that strips them may come after the next poll: wait for that edit, not for the poll.
    await h.fake.nextCall('editMessageReplyMarkup', mark, (c) => Number((c.payload as { message_id?: number }).message_id) === q1.message_id);
    expect(buttons(h.fake.message(alice.id, q1.message_id))).toEqual([]);
    mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), 'Qwen2.5-7B-Instruct');
    const q2 = (await nextReply(h.fake, mark, alice.id)).message;
    expect(q2.text).not.toBe(again.text);

    mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/card rtx 40900');
    const unknown = await nextReply(h.fake, mark, alice.id);
    expect(unknown.call.payload.text).toMatch(/40900/);
    expect(unknown.call.payload.text).toMatch(/4090/);
  });

  it('escapes what the user typed when it comes back in an HTML message (no refused message, no injected markup)', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/ask');
    await nextReply(h.fake, mark, alice.id);
    mark = h.fake.calls.length;
    // Not a model: the re-ask quotes it back in its hint. The fake refuses HTML Telegram could not parse.
    h.fake.sendText(alice, dm(alice), '<b>zz & qq</b>');
    const again = await nextReply(h.fake, mark, alice.id);
    expect(again.call.payload.parse_mode).toBe('HTML');
    expect(again.call.payload.text).toContain('&lt;b&gt;zz &amp; qq&lt;/b&gt;');
    expect(h.fake.calls.slice(mark).filter((c) => c.method === 'sendMessage' && !c.ok)).toEqual([]);
  });

  it('an error outside the handlers (the store failing on one update) reaches bot.catch; polling goes on', async () => {
    const h = await harness();
    await h.handle.stop();
    const logged: string[] = [];
    const capture = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
    let failures = 1;
    const flaky: Store = {
      ...h.store,
      async claimOnce(key, ttlMs) {
        if (key.startsWith('telegram:update:') && failures-- > 0) throw new Error('store unavailable');
        return h.store.claimOnce(key, ttlMs);
      },
    };
    h.handle = await startTelegram(
      { config: { telegramBotToken: FAKE_TOKEN, telegramApiRoot: h.fake.apiRoot, currency: 'USD' }, store: flaky, logger: capture, now: () => h.clock.now, charts: null },
      { reminderIntervalMs: 40 },
    );
    h.fake.sendText(alice, dm(alice), '/start');
    await h.fake.waitFor(() => logged.some((l) => l.includes('telegram: unhandled error')));
    const mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/help');
    expect((await nextReply(h.fake, mark, alice.id)).call.payload.parse_mode).toBe('HTML');
    expect(h.handle.isRunning()).toBe(true);
  });

  it('/cancel leaves the open question; its buttons expire and the next message starts afresh', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/ask');
    const q1 = (await nextReply(h.fake, mark, alice.id)).message;
    mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/cancel');
    const cancelled = await nextReply(h.fake, mark, alice.id);
    expect(cancelled.call.payload.parse_mode).toBe('HTML');
    expect(buttons(cancelled.message)).toEqual([]);
    mark = h.fake.calls.length;
    const cq = h.fake.pressButton(alice, q1, (buttons(q1)[0] as { data: string }).data);
    expect((await nextAnswer(h.fake, mark, cq)).payload.text).toBe(en('telegram:ask.expired'));
    mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/cancel');
    expect((await nextReply(h.fake, mark, alice.id)).call.payload.text).toBe(en('telegram:ask.nothingToCancel'));
  });

  it('/card and /compare show catalog views', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/card 4090');
    const card = await nextReply(h.fake, mark, alice.id);
    expect(card.call.payload.parse_mode).toBe('HTML');
    expect(card.message.text).toContain(defaultCatalog().gpus.find((g) => g.id === 'rtx4090')?.name);
    mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/compare rtx 4090 vs h100 sxm');
    const compare = await nextReply(h.fake, mark, alice.id);
    expect(compare.message.text).toContain(defaultCatalog().gpus.find((g) => g.id === 'h100-sxm')?.name);
    mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/compare');
    expect((await nextReply(h.fake, mark, alice.id)).call.payload.text).toBe(en('telegram:compare.usage'));
  });

  it('resumes a conversation on a new bot instance after a restart (same SQLite file)', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/ask');
    const q1 = (await nextReply(h.fake, mark, alice.id)).message;
    await h.restart();
    mark = h.fake.calls.length;
    const cq = h.fake.pressButton(alice, q1, (buttons(q1)[0] as { data: string }).data);
    await nextEdit(h.fake, mark, alice.id, q1.message_id);
    const answer = await nextAnswer(h.fake, mark, cq);
    expect(answer.payload.text).toBeUndefined(); // not "expired"
    const q2 = h.fake.message(alice.id, q1.message_id);
    expect(q2.text).not.toBe(q1.text);
    const { advice } = await answerUntilAdvice(h, alice, dm(alice), q2, ['10 concurrent users']);
    expect(isAdvice(advice)).toBe(true);
  });

  it('an old button whose state is gone is answered "expired"', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/ask');
    const q1 = (await nextReply(h.fake, mark, alice.id)).message;
    await settled(h);
    await h.store.conversations.clear();
    mark = h.fake.calls.length;
    const cq = h.fake.pressButton(alice, q1, (buttons(q1)[0] as { data: string }).data);
    const answer = await nextAnswer(h.fake, mark, cq);
    expect(answer.payload.text).toBe(en('telegram:ask.expired'));
    // A replaced question's buttons expire too: a new /ask supersedes the old message.
    mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/ask');
    await nextReply(h.fake, mark, alice.id);
    mark = h.fake.calls.length;
    const stale = h.fake.pressButton(alice, q1, (buttons(q1)[0] as { data: string }).data);
    expect((await nextAnswer(h.fake, mark, stale)).payload.text).toBe(en('telegram:ask.expired'));
  });

  it('"Remind me to shut it down" schedules a reminder that is delivered once when due', async () => {
    const h = await harness();
    let mark = h.fake.calls.length;
    h.fake.sendText(alice, dm(alice), '/ask serve Qwen2.5-7B-Instruct for 10 concurrent users, bf16, 4k context, 8 hours a day');
    const advice = (await nextReply(h.fake, mark, alice.id)).message;
    mark = h.fake.calls.length;
    const cq = h.fake.pressButton(alice, advice, buttonWithValue(advice, 'remind'));
    const confirmation = await nextAnswer(h.fake, mark, cq);
    expect(confirmation.payload.text).toMatch(/\d+ h/);
    mark = h.fake.calls.length;
    const again = h.fake.pressButton(alice, advice, buttonWithValue(advice, 'remind'));
    expect((await nextAnswer(h.fake, mark, again)).payload.text).toBe(en('telegram:remind.already'));

    const sentBefore = h.fake.callsOf('sendMessage').length;
    h.clock.now = new Date(h.clock.now.getTime() + 400 * 3_600_000);
    const reminder = await nextReply(h.fake, mark, alice.id);
    expect(reminder.call.payload.text).toMatch(/^⏰/);
    expect(reminder.call.payload.reply_parameters).toMatchObject({ message_id: advice.message_id });
    await new Promise((r) => setTimeout(r, 150)); // a few more loop ticks: still delivered once
    expect(h.fake.callsOf('sendMessage').length).toBe(sentBefore + 1);
  });
});
