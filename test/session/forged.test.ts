/**
 * Forged and stale button values (issue 18): each is refused with a notice the adapters word in the
 * user's language, and the stored conversation is exactly what it was before the press.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { defaultCatalog } from '../../src/core/catalog/index.ts';
import { DEFAULT_SETTINGS } from '../../src/core/recommend/types.ts';
import { translator } from '../../src/core/i18n.ts';
import { Advisor, decodeButton, encodeButton, encodeLanguage, type Turn, type Where, type Who } from '../../src/session/index.ts';
import { memoryStore } from '../../src/store/memory.ts';
import type { Store } from '../../src/store/index.ts';

const logger = pino({ level: 'silent' });
const catalog = defaultCatalog();
let store: Store;
const advisor = (): Advisor =>
  new Advisor({ store, logger, catalog: () => catalog, clock: () => new Date('2026-12-01T09:00:00Z'), defaults: DEFAULT_SETTINGS });

beforeEach(() => {
  store = memoryStore();
});

const alice: Who = { userId: '1', platformLocale: 'en' };
const bob: Who = { userId: '2', platformLocale: 'zh' };
const group: Where = { platform: 'telegram', scope: 'telegram:chat:-100', chatId: '-100', shared: true };
const at = (messageId: string): Where => ({ ...group, messageId });

async function snapshot(session: string): Promise<unknown> {
  return structuredClone(await store.conversations.get(`session:${session}`));
}

/** An advice for alice, its buttons on message 10. */
async function advice(a: Advisor): Promise<Turn & { session: string }> {
  const turn = await a.begin(alice, group, 'qwen2.5 7b chatbot for 20 users');
  expect(turn.show?.kind).toBe('advice');
  await a.attach(turn.session, '10');
  return turn;
}

describe('forged button values', () => {
  it.each([
    ['an impossible context', 'set:contextTokens=1e309'],
    ['negative hours', 'set:hoursPerDay=-5'],
    ['a task the advice never offered', 'task:pretrain'],
    ['__proto__', '__proto__'],
    ['a prototype setting', 'set:__proto__=1'],
    ['a value this version never drew', 'amount:users=99999'],
  ])('%s on an advice: "not offered", nothing changed', async (_, value) => {
    const a = advisor();
    const turn = await advice(a);
    const before = await snapshot(turn.session);
    const data = encodeButton(turn.session, value, 100)!;
    const pressed = await a.press(alice, at('10'), data);
    expect(pressed.notice).toEqual({ kind: 'invalidButton' });
    expect(pressed.show).toBeUndefined();
    expect(await snapshot(turn.session)).toEqual(before);
  });

  it('a task on the model question (never offered there) is refused; the offered one is taken', async () => {
    const a = advisor();
    const q = await a.begin(alice, group, 'which card?');
    expect(q.show).toMatchObject({ kind: 'question', question: 'model' });
    await a.attach(q.session!, '11');
    const before = await snapshot(q.session!);
    expect((await a.press(alice, at('11'), encodeButton(q.session!, 'task:infer'))).notice).toEqual({ kind: 'invalidButton' });
    expect(await snapshot(q.session!)).toEqual(before);
    const offered = q.show!.view.actions.flat()[0]!.value;
    const taken = await a.press(alice, at('11'), encodeButton(q.session!, offered));
    expect(taken.notice).toBeUndefined();
    expect(taken.show?.kind).toMatch(/question|advice/);
  });

  it('a 300-character value or control characters never decode (the press reads as expired)', async () => {
    const a = advisor();
    const turn = await advice(a);
    const long = `wc:${encodeButton(turn.session, 'x')!.split(':')[1]}:${'y'.repeat(300)}`;
    expect(decodeButton(long)).toEqual({ kind: 'invalid' });
    expect(decodeButton(`${encodeButton(turn.session, 'math')!}\n`)).toEqual({ kind: 'invalid' });
    expect(decodeButton(encodeButton(turn.session, 'm\u0000th', 100))).toEqual({ kind: 'invalid' });
    const before = await snapshot(turn.session);
    expect((await a.press(alice, at('10'), long)).notice).toEqual({ kind: 'expired' });
    expect(await snapshot(turn.session)).toEqual(before);
  });

  it('another member pressing alice’s question button: "not yours", nothing changed', async () => {
    const a = advisor();
    const q = await a.begin(alice, group, 'which card?');
    await a.attach(q.session!, '12');
    const before = await snapshot(q.session!);
    const pick = q.show!.view.actions.flat()[0]!.value;
    const stolen = await a.press(bob, at('12'), encodeButton(q.session!, pick));
    expect(stolen.notice).toEqual({ kind: 'notYours' });
    expect(stolen.locale).toBe('zh'); // worded for the one who pressed
    expect(await snapshot(q.session!)).toEqual(before);
  });

  it('a group’s language button pressed by a member who is not an admin: refused, language unchanged', async () => {
    const a = advisor();
    const refused = await a.press({ ...bob, isAdmin: false }, group, encodeLanguage('zh'));
    expect(refused.notice).toEqual({ kind: 'notAdmin' });
    expect((await a.settings(group)).locale).toBeUndefined();
    const taken = await a.press({ ...alice, isAdmin: true }, group, encodeLanguage('zh'));
    expect(taken.notice).toEqual({ kind: 'languageSet' });
    expect((await a.settings(group)).locale).toBe('zh');
  });

  it('every notice the forged presses produce has words in both languages', () => {
    for (const locale of ['en', 'zh'] as const) {
      const t = translator(locale);
      for (const key of ['errors:invalidButton', 'errors:notAdmin', 'telegram:ask.notYours', 'telegram:ask.expired']) {
        expect(t(key), `${locale} ${key}`).not.toBe(key.split(':')[1]);
        expect(t(key).length).toBeGreaterThan(5);
      }
    }
  });
});
