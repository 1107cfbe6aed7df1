/**
 * Discord HTTP interactions (POST /discord/interactions): signatures checked with node:crypto,
 * PING → PONG, and commands, buttons, menus, the modal and autocomplete answered through the same
 * Advisor and renderer as the gateway mode. Deferred answers land on the fake Discord's REST.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { PermissionFlagsBits } from 'discord.js';
import { translator } from '../../../src/core/i18n.ts';
import { discordInteractions, MAX_CLOCK_SKEW_S } from '../../../src/adapters/discord/interactions.ts';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import type { Request } from '../../../src/http/server.ts';
import { createAdvisor, encodeButton, type Advisor } from '../../../src/session/index.ts';
import { memoryStore } from '../../../src/store/memory.ts';
import { startFakeDiscord } from './fake-discord.ts';
import { autocomplete, componentClick, modalSubmit, slashCommand, topLevelCommand } from './fixtures.ts';

const logger = pino({ level: 'silent' });
const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const publicHex = publicKey.export({ type: 'spki', format: 'der' }).subarray(12).toString('hex');

function signed(body: unknown, key: KeyObject = privateKey, timestamp = String(Math.floor(Date.now() / 1000))): Request {
  const raw = Buffer.from(JSON.stringify(body));
  const signature = sign(null, Buffer.concat([Buffer.from(timestamp), raw]), key).toString('hex');
  return { method: 'POST', path: '/discord/interactions', headers: { 'x-signature-ed25519': signature, 'x-signature-timestamp': timestamp }, body: raw };
}

let advisor: Advisor;
let endpoint: ReturnType<typeof discordInteractions>;
beforeEach(() => {
  advisor = createAdvisor({ store: memoryStore(), logger, catalog: defaultCatalog, clock: () => new Date() });
  // Answered in the response itself however loaded the machine is: deferral has its own test below, with its own bound.
  endpoint = discordInteractions({ advisor, logger, publicKey: publicHex, answerWithinMs: 60_000 });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call(request: Request): Promise<{ status: number; body: any }> {
  const reply = await endpoint.handle(request);
  return { status: reply.status, body: reply.body && reply.status === 200 ? JSON.parse(String(reply.body)) : reply.body };
}

describe('Discord HTTP interactions', () => {
  it('PING is PONG; a bad signature, a tampered body, another key or a stale timestamp is 401', async () => {
    expect(await call(signed({ type: 1 }))).toEqual({ status: 200, body: { type: 1 } });
    const good = signed({ type: 1 });
    expect((await call({ ...good, body: Buffer.from('{"type":1} ') })).status).toBe(401);
    expect((await call({ ...good, headers: { ...good.headers, 'x-signature-ed25519': '00'.repeat(64) } })).status).toBe(401);
    expect((await call({ ...good, headers: {} })).status).toBe(401);
    expect((await call(signed({ type: 1 }, generateKeyPairSync('ed25519').privateKey))).status).toBe(401);
    expect((await call(signed({ type: 1 }, privateKey, String(Math.floor(Date.now() / 1000) - MAX_CLOCK_SKEW_S - 60)))).status).toBe(401);
  });

  it('a signed body that is not an interaction is 400', async () => {
    const raw = Buffer.from('not json');
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = sign(null, Buffer.concat([Buffer.from(ts), raw]), privateKey).toString('hex');
    expect((await call({ method: 'POST', path: '/', headers: { 'x-signature-ed25519': sig, 'x-signature-timestamp': ts }, body: raw })).status).toBe(400);
  });

  it('/gpu help and /gpu card answer with the renderer’s embed', async () => {
    const help = await call(signed(slashCommand('help', [], { locale: 'zh-CN' })));
    expect(help.body.type).toBe(4);
    expect(help.body.data.embeds[0].title).toMatch(/[\u4e00-\u9fff]/);
    const card = await call(signed(slashCommand('card', [{ name: 'gpu', value: 'rtx 4090' }])));
    expect(card.body.data.embeds[0].title).toMatch(/4090/);
  });

  it('a conversation: /gpu ask → question with buttons → a click updates the message → advice; a forged value changes nothing', async () => {
    const asked = await call(signed(slashCommand('ask', [{ name: 'question', value: 'which card?' }])));
    expect(asked.body.type).toBe(4);
    const buttons = asked.body.data.components.flatMap((row: { components: { custom_id: string; type: number }[] }) => row.components);
    const first = buttons.find((b: { custom_id: string; type: number }) => b.type === 2 && !b.custom_id.includes('!'));
    expect(first).toBeDefined();
    const session = first.custom_id.split(':')[1];
    const clicked = await call(signed(componentClick(first.custom_id)));
    expect(clicked.body.type).toBe(7); // UPDATE_MESSAGE
    expect(clicked.body.data.embeds[0].title).not.toBe(asked.body.data.embeds[0].title);
    // A forged custom id with a value the message never offered: an ephemeral notice.
    const forged = `wc:${session}:set:contextTokens=1e309`;
    const refused = await call(signed(componentClick(forged)));
    expect(refused.body).toMatchObject({ type: 4, data: { flags: 64, content: expect.stringMatching(/not one this message offers/) } });
  });

  it('"type your own" opens the modal; its answer continues the conversation', async () => {
    const asked = await call(signed(slashCommand('ask', [{ name: 'question', value: 'which card?' }])));
    const buttons = asked.body.data.components.flatMap((row: { components: { custom_id: string }[] }) => row.components);
    const custom = buttons.find((b: { custom_id: string }) => b.custom_id.endsWith(':!custom'));
    const modal = await call(signed(componentClick(custom.custom_id)));
    expect(modal.body.type).toBe(9);
    const session = custom.custom_id.split(':')[1];
    const submitted = await call(signed(modalSubmit(`wc:${session}:!modal`, { answer: 'qwen2.5 7b chatbot for 5 users' })));
    expect([4, 7]).toContain(submitted.body.type);
    expect(JSON.stringify(submitted.body.data.embeds)).toMatch(/Qwen2\.5-7B|NVIDIA|RTX/);
  });

  it('autocomplete answers catalog names', async () => {
    const res = await call(signed(autocomplete('card', 'gpu', 'h10')));
    expect(res.body.type).toBe(8);
    expect(res.body.data.choices.length).toBeGreaterThan(0);
  });

  it('a turn slower than the deadline is deferred, then PATCHed onto @original', async () => {
    const fake = await startFakeDiscord();
    try {
      // A store that answers after 100 ms (a far Redis): the turn outlasts the (shortened) deadline.
      const store = memoryStore();
      const late = { ...store, conversations: new Proxy(store.conversations, { get: (t, p) => (p === 'set' ? async (...a: unknown[]) => (await new Promise((r) => setTimeout(r, 100)), (t.set as (...x: unknown[]) => unknown)(...a)) : Reflect.get(t, p)) }) };
      const slowAdvisor = createAdvisor({ store: late, logger, catalog: defaultCatalog, clock: () => new Date() });
      const slow = discordInteractions({ advisor: slowAdvisor, logger, publicKey: publicHex, apiRoot: fake.apiRoot, answerWithinMs: 20 });
      const interaction = slashCommand('ask', [{ name: 'question', value: 'qwen2.5 7b chatbot for 5 users' }]);
      const reply = await slow.handle(signed(interaction));
      expect(JSON.parse(String(reply.body))).toEqual({ type: 5 });
      const patch = await fake.waitFor((c) => c.method === 'PATCH' && c.path.includes(interaction.token), 10_000);
      expect(JSON.stringify(patch.body.embeds)).toMatch(/Qwen2\.5-7B/);
    } finally {
      await fake.stop();
    }
  });

  it('settings, remind, reminders, alert, alerts, digest and prices run their handlers (not the help text), admins checked on the payload', async () => {
    const en = translator('en');
    const member = (admin: boolean) => <T extends { member?: { permissions: string } }>(p: T): T => ({ ...p, member: { ...p.member!, permissions: (admin ? PermissionFlagsBits.ManageGuild : PermissionFlagsBits.SendMessages).toString() } });
    const asMember = member(false);
    const asAdmin = member(true);
    const read = await call(signed(asMember(slashCommand('settings'))));
    expect(read.body).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(read.body.data.embeds[0].fields.map((f: { name: string }) => f.name)).toContain(en('team:settings.field.budget'));
    const refused = await call(signed(asMember(slashCommand('settings', [{ name: 'change', value: 'budget 3000' }]))));
    expect(refused.body.data.content).toBe(en('errors:notAdmin'));
    const changed = await call(signed(asAdmin(slashCommand('settings', [{ name: 'change', value: 'budget 3000' }]))));
    expect(JSON.stringify(changed.body.data.embeds)).toContain('3,000');
    const spot = await call(signed(asAdmin(componentClick('wcset:general', { values: ['wcs:spot=off'] }))));
    expect(spot.body.type).toBe(7);
    const numbers = await call(signed(asAdmin(componentClick('wcset:numbers'))));
    expect(numbers.body.type).toBe(9);
    await call(signed(asAdmin(modalSubmit('wcset:modal', { budget: '5000', headroom: '15%' }))));
    const after = await call(signed(asMember(slashCommand('settings'))));
    expect(JSON.stringify(after.body.data.embeds)).toContain('5,000');
    // `/gpu-settings` (the admins' top-level command) is the same panel and the same check.
    const adminPanel = await call(signed(asAdmin(topLevelCommand('gpu-settings', [{ name: 'change', value: 'budget 6000' }]))));
    expect(JSON.stringify(adminPanel.body.data.embeds)).toContain('6,000');
    const adminRefused = await call(signed(asMember(topLevelCommand('gpu-settings', [{ name: 'change', value: 'budget 7000' }]))));
    expect(adminRefused.body.data.content).toBe(en('errors:notAdmin'));

    const remind = await call(signed(slashCommand('remind', [{ name: 'in', value: '8h' }, { name: 'what', value: 'a100 x4' }])));
    expect(remind.body.data.content).toMatch(/<t:\d+:R>/);
    const reminders = await call(signed(slashCommand('reminders')));
    expect(reminders.body.data.content).toContain('A100');
    const cancel = reminders.body.data.components[0].components[0].custom_id as string;
    const cancelled = await call(signed(componentClick(cancel)));
    expect(cancelled.body.data.content).toBe(en('team:remind.cancelled'));

    const alert = await call(signed(slashCommand('alert', [{ name: 'gpu', value: 'h100' }, { name: 'below', value: 15 }, { name: 'currency', value: 'CNY' }])));
    expect(alert.body.data.content).toMatch(/H100/);
    const alerts = await call(signed(slashCommand('alerts')));
    expect(alerts.body.data.content).toMatch(/H100/);
    expect(alerts.body.data.components[0].components[0].custom_id).toMatch(/^wa:/);

    const digest = await call(signed(asMember(slashCommand('digest', [{ name: 'state', value: 'on' }]))));
    expect(digest.body.data.content).toBe(en('errors:notAdmin'));
    const prices = await call(signed(slashCommand('prices')));
    expect(prices.body.data.embeds[0].title).not.toBe(en('catalog:help.title'));
  });

  it('a forged or stale button in another session reads as expired', async () => {
    const res = await call(signed(componentClick(encodeButton('AAAAAAAA', 'math', 100)!)));
    expect(res.body).toMatchObject({ type: 4, data: { flags: 64 } });
  });
});
