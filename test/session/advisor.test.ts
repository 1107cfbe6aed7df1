/**
 * The Advisor alone: keyv's in-memory Map as the store, a fixed clock, no platform. Each case is a
 * rule the three front ends rely on.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { defaultCatalog } from '../../src/core/catalog/index.ts';
import { DEFAULT_SETTINGS } from '../../src/core/recommend/types.ts';
import { Advisor, decodeButton, encodeButton, encodeLanguage, type Turn, type Where, type Who } from '../../src/session/index.ts';
import { sessionToken } from '../../src/session/codec.ts';
import { loadRecord } from '../../src/session/records.ts';
import { memoryStore } from '../../src/store/memory.ts';
import { dueReminders } from '../../src/store/reminders.ts';
import type { Store } from '../../src/store/index.ts';

const logger = pino({ level: 'silent' });
const catalog = defaultCatalog();
const HOUR = 3_600_000;

let store: Store;
let clock: { now: Date };
const advisor = (): Advisor => new Advisor({ store, logger, catalog: () => catalog, clock: () => clock.now, defaults: DEFAULT_SETTINGS });

beforeEach(() => {
  clock = { now: new Date('2026-12-01T09:00:00Z') };
  store = memoryStore(() => clock.now.getTime());
});

const alice: Who = { userId: '1', platformLocale: 'en' };
const bob: Who = { userId: '2', platformLocale: 'en' };
const group: Where = { platform: 'telegram', scope: 'telegram:chat:-100', chatId: '-100', shared: true };
const at = (where: Where, messageId: string): Where => ({ ...where, messageId });

/** The first quick pick of a question turn. */
function firstPick(turn: Turn): string {
  const pick = turn.show?.view.actions.flat()[0]?.value;
  if (!pick) throw new Error(`no pick in ${JSON.stringify(turn.show)}`);
  return pick;
}

describe('Advisor', () => {
  it('resumes a conversation after a restart (a new Advisor on the same store)', async () => {
    const first = await advisor().begin(alice, group, 'which card?');
    expect(first.show?.kind).toBe('question');
    await advisor().attach(first.session!, '10');
    // "Restart": nothing survives but the store.
    const press = encodeButton(first.session!, firstPick(first))!;
    const next = await advisor().press(alice, at(group, '10'), press);
    expect(next.notice).toBeUndefined();
    expect(next.session).toBe(first.session);
    expect(next.show?.kind).toMatch(/question|advice/);
    expect(next.show?.view.title).not.toBe(first.show?.view.title);
  });

  it('asks which cards the asker has when that decides the answer, and judges the one pressed — across a restart', async () => {
    const first = await advisor().begin(alice, group, 'i am looking for running LLAMA 2 70B model . i have 2 gpus . need to run');
    expect(first.show).toMatchObject({ kind: 'question', question: 'gpu' });
    await advisor().attach(first.session!, '10');
    const next = await advisor().press(alice, at(group, '10'), encodeButton(first.session!, 'gpu:rtx3090')!);
    expect(next.show?.kind).toBe('advice');
    expect(JSON.stringify(next.show?.view)).toMatch(/3090/);
  });

  it('keeps two users in one group apart: each continues their own, and may not press the other’s buttons', async () => {
    const a = advisor();
    const aliceQ = await a.begin(alice, group, 'which card?');
    const bobQ = await a.begin(bob, group, 'which card?');
    expect(aliceQ.session).not.toBe(bobQ.session);
    await a.attach(aliceQ.session!, '10');
    const stolen = await a.press(bob, at(group, '10'), encodeButton(aliceQ.session!, firstPick(aliceQ)));
    expect(stolen.notice).toEqual({ kind: 'notYours' });
    // Free text continues each one's own conversation: a 72B for Bob, an 8B for Alice.
    const bobNext = await a.input(bob, group, 'Qwen2.5-72B-Instruct');
    const aliceNext = await a.input(alice, group, 'llama 3.1 8b');
    expect(bobNext.session).toBe(bobQ.session);
    expect(aliceNext.session).toBe(aliceQ.session);
    const bobDone = await a.input(bob, group, 'inference for 8 users');
    const aliceDone = await a.input(alice, group, 'inference for 20 users');
    expect(bobDone.show?.kind).toBe('advice');
    expect(aliceDone.show?.kind).toBe('advice');
    expect(bobDone.show?.view.title).not.toBe(aliceDone.show?.view.title);
  });

  it('answers an expired button "expired": after a day, from an older codec version, forged, or on another message', async () => {
    const a = advisor();
    const q = await a.begin(alice, group, 'which card?');
    await a.attach(q.session!, '10');
    const data = encodeButton(q.session!, firstPick(q))!;
    // Forged or from another version of the code: no store lookup needed.
    expect((await a.press(alice, at(group, '10'), data.replace(sessionToken(q.session!), `1${q.session}abc`))).notice).toEqual({ kind: 'expired' });
    expect((await a.press(alice, at(group, '10'), 'wc:doesnotexist:qwen2.5-7b')).notice).toEqual({ kind: 'expired' });
    expect(decodeButton('wc:x:toString').kind).toBe('invalid');
    // The right message but a day later.
    clock.now = new Date(clock.now.getTime() + 25 * HOUR);
    const late = await a.press(alice, at(group, '10'), data);
    expect(late.notice).toEqual({ kind: 'expired' });
    expect(late.locale).toBe('en');
    // Another message than the one the session sits on.
    const fresh = await a.begin(alice, group, 'which card?');
    await a.attach(fresh.session!, '20');
    expect((await a.press(alice, at(group, '10'), encodeButton(fresh.session!, firstPick(fresh)))).notice).toEqual({ kind: 'expired' });
  });

  it('creates a reminder from an advice once per person, due when the run should be over', async () => {
    const a = advisor();
    const dm: Where = { platform: 'telegram', scope: 'telegram:chat:1', chatId: '1' };
    const advice = await a.begin(alice, dm, 'serve Qwen2.5-7B-Instruct for 10 concurrent users, bf16, 4k context, 8 hours a day');
    expect(advice.show?.kind).toBe('advice');
    await a.attach(advice.session!, '30');
    const remind = encodeButton(advice.session!, 'remind');
    const set = await a.press(alice, at(dm, '30'), remind);
    expect(set.notice).toMatchObject({ kind: 'reminderSet', hours: 8 });
    expect(set.effects[0]).toMatchObject({ kind: 'reminderScheduled' });
    expect((await a.press(alice, at(dm, '30'), remind)).notice).toEqual({ kind: 'reminderAlready' });
    expect(await dueReminders(store, new Date(clock.now.getTime() + 7 * HOUR), logger)).toHaveLength(0);
    const due = await dueReminders(store, new Date(clock.now.getTime() + 8 * HOUR), logger);
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ platform: 'telegram', target: { chatId: '1', userId: '1', messageId: '30' } });
    expect(due[0]!.payload?.what).toMatch(/ × \d+$/);
  });

  it('a Snooze pressed the moment the reminder is posted holds: the delivering pass does not undo it', async () => {
    const a = advisor();
    const chat: Where = { platform: 'telegram', scope: 'telegram:chat:-100', chatId: '-100', shared: true };
    await a.remindCommand(alice, chat, '2h');
    clock.now = new Date(clock.now.getTime() + 2 * HOUR);
    const presses: string[] = [];
    // The platform's post: the owner presses 4 h before the delivering pass has finished.
    const loop = a.deliverReminders('telegram', async (_reminder, message) => {
      const s4 = message.buttons.find((b) => b.data.startsWith('wr:s4:'))!.data;
      presses.push((await a.reminderPress(alice, chat, s4)).text ?? '');
    }, { intervalMs: 60_000 });
    await loop.tick();
    await loop.stop();
    expect(presses).toEqual(['OK — I\'ll ask again in 4 h.']);
    expect(await dueReminders(store, new Date(clock.now.getTime() + 3 * HOUR), logger)).toHaveLength(0);
    expect(await dueReminders(store, new Date(clock.now.getTime() + 4 * HOUR), logger)).toHaveLength(1);
  });

  it('refuses a settings change by a non-admin in a group; an admin and a private chat may', async () => {
    const a = advisor();
    const refused = await a.setSettings(group, { ...bob, isAdmin: false }, { locale: 'zh' });
    expect(refused).toEqual({ ok: false, notice: { kind: 'notAdmin' } });
    expect((await a.settings(group)).locale).toBeUndefined();
    const byButton = await a.press({ ...bob, isAdmin: false }, group, encodeLanguage('zh'));
    expect(byButton.notice).toEqual({ kind: 'notAdmin' });
    const allowed = await a.setSettings(group, { ...alice, isAdmin: true }, { locale: 'zh' });
    expect(allowed.ok).toBe(true);
    expect((await a.context(bob, group)).locale).toBe('zh');
  });

  it('picks the language by one precedence: explicit > stored > conversation > platform > text', async () => {
    const a = advisor();
    const dm: Where = { platform: 'discord', scope: 'discord:user:1', channelId: 'c1' };
    const zhText = await a.begin({ userId: '1' }, dm, '该租哪张卡？');
    expect(zhText.locale).toBe('zh');
    // A Discord message keeps the language it was started in, whoever clicks.
    const click = await a.press({ userId: '2', platformLocale: 'en-US' }, dm, encodeButton(zhText.session!, firstPick(zhText), 100));
    expect(click.locale).toBe('zh');
    expect((await a.begin({ userId: '1', platformLocale: 'zh-CN' }, dm, 'which card for llama 3 8b?')).locale).toBe('zh');
    expect((await a.begin({ userId: '1', platformLocale: 'zh-CN', explicitLocale: 'en' }, dm, '该租哪张卡')).locale).toBe('en');
  });

  it('the terminal: an unfinished conversation is offered again, finished and expired ones are not', async () => {
    const a = advisor();
    const cli: Where = { platform: 'cli', scope: 'cli' };
    const me: Who = { userId: 'local' };
    await a.begin(me, cli, 'which card?');
    const open = await a.unfinished(me, cli);
    expect(open.status).toBe('open');
    const resumed = await a.resume(me, cli);
    expect(resumed?.show?.kind).toBe('question');
    await a.input(me, cli, 'llama 3.1 8b');
    const done = await a.input(me, cli, 'inference for 5 users');
    expect(done.show?.kind).toBe('advice');
    // Free text after an advice changes it on the terminal.
    const changed = await a.input(me, cli, 'int4');
    expect(changed.session).toBe(done.session);
    expect(changed.show?.kind).toBe('advice');
    expect((await a.unfinished(me, cli)).status).toBe('none');
    await a.begin(me, cli, 'which card?');
    clock.now = new Date(clock.now.getTime() + 25 * HOUR);
    expect((await a.unfinished(me, cli)).status).toBe('expired');
    expect((await a.unfinished(me, cli)).status).toBe('none');
  });
});

describe('store operations per event', () => {
  /** Counts the store's reads and writes by namespace (the Keyv methods the session calls). */
  function counted(): Record<string, number> {
    const calls: Record<string, number> = {};
    for (const ns of ['settings', 'conversations'] as const) {
      const keyv = store[ns];
      for (const method of ['get', 'set'] as const) {
        const original = keyv[method].bind(keyv) as (...args: unknown[]) => Promise<unknown>;
        (keyv as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
          calls[`${ns}.${method}`] = (calls[`${ns}.${method}`] ?? 0) + 1;
          return original(...args);
        };
      }
    }
    return calls;
  }

  it('reads the settings once for one event (its `where`), again after a change and for the next event', async () => {
    const a = advisor();
    const calls = counted();
    const where: Where = { ...group };
    await a.context(alice, where, '/ask which card?');
    await a.begin(alice, where, 'which card?');
    expect(calls['settings.get']).toBe(1);
    // A change through the same event is seen at once.
    await a.setSettings(where, { ...alice, isAdmin: true }, { currency: 'USD' });
    expect((await a.settings(where)).currency).toBe('USD');
    // The next event (a new `where`) reads the store again.
    const before = calls['settings.get']!;
    await a.context(alice, { ...group });
    expect(calls['settings.get']).toBe(before + 1);
  });

  it('attaches the message to the record it just committed without reading it back, and never over a later commit', async () => {
    const a = advisor();
    const first = await a.begin(alice, group, 'which card?');
    const calls = counted();
    await a.attach(first.session!, '10');
    expect(calls['conversations.get'] ?? 0).toBe(0);
    expect(calls['conversations.set']).toBe(1);
  });

  it('never attaches over a later commit: after an edit the stored record is read back', async () => {
    const a = advisor();
    const first = await a.begin(bob, group, 'which card?');
    // An answer typed to the session's open question (Discord's "type your own") edits the record in place.
    const typed = await a.input(bob, group, 'Qwen2.5-7B-Instruct', first.session!);
    expect(typed.notice).toBeUndefined();
    await a.attach(first.session!, '10');
    const stored = await loadRecord(store, first.session!, logger);
    expect(stored?.messageId).toBe('10');
    expect(stored?.state.history.length).toBeGreaterThan(0); // the typed step, not the record as begun
  });
});

describe('reminder hours', () => {
  it('whole hours, at least one: a job’s time rounded up, a part-time service’s hours, else a working day', async () => {
    const { remindFromSession } = await import('../../src/session/reminders.ts');
    const record = (hours: number) => ({
      id: 'abcdefgh', platform: 'cli' as const, place: 'cli', ownerId: 'u', locale: 'en' as const, savedAt: 0,
      state: { version: 1 as const, request: {}, history: [], done: true }, plan: { hours, what: 'x', title: 't' },
    });
    const now = new Date('2026-12-01T00:00:00Z');
    const hoursOf = async (h: number) => {
      const s = await remindFromSession(memoryStore(), record(h), { userId: `u${h}` }, { platform: 'cli', scope: 'cli' }, 'en', now);
      return s.kind === 'set' ? s.hours : undefined;
    };
    expect(await hoursOf(30.2)).toBe(31);
    expect(await hoursOf(0.2)).toBe(1);
    expect(await hoursOf(6)).toBe(6);
  });
});
