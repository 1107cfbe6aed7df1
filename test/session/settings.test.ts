/**
 * Team settings in the session: reading "/settings budget 3000"-style changes, the panel everyone
 * reads and admins change, a channel overriding its server, and settings shaping the answer
 * (allowed regions, spot off, default engine, budget) — on the in-memory store with the real catalog.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { defaultCatalog } from '../../src/core/catalog/index.ts';
import { UserError } from '../../src/core/errors.ts';
import { start } from '../../src/core/conversation/index.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../src/core/recommend/types.ts';
import { Advisor, catalogFor, parseSettingsCommand, readSettingsButton, settingsButton, type Where, type Who } from '../../src/session/index.ts';
import { regionAllowed } from '../../src/session/settings.ts';
import { loadRecord } from '../../src/session/records.ts';
import { memoryStore } from '../../src/store/memory.ts';
import type { Store } from '../../src/store/index.ts';

const logger = pino({ level: 'silent' });
const catalog = defaultCatalog();
const NOW = new Date('2026-12-01T09:00:00Z');
let store: Store;
const advisor = (): Advisor => new Advisor({ store, logger, catalog: () => catalog, clock: () => NOW, defaults: DEFAULT_SETTINGS });
beforeEach(() => {
  store = memoryStore(() => NOW.getTime());
});

const admin: Who = { userId: '1', platformLocale: 'en', isAdmin: true };
const member: Who = { userId: '2', platformLocale: 'en', isAdmin: false };
const server: Where = { platform: 'discord', scope: 'discord:guild:42', guildId: '42', channelId: '7', channelScope: 'discord:channel:7', shared: true };
const otherChannel: Where = { ...server, channelId: '8', channelScope: 'discord:channel:8' };

const SERVICE = 'Qwen2.5-7B chatbot for 20 users, 8 hours a day';

function advise(settings: Partial<Settings>, text = SERVICE) {
  const full = { ...DEFAULT_SETTINGS, ...settings };
  const r = start({ catalog: catalogFor(catalog, full), now: NOW, locale: 'en', settings: full }, text);
  if (r.next.kind !== 'advice') throw new Error(`no advice for ${text}: ${r.next.kind}`);
  return r.next.advice;
}

describe('reading a settings change', () => {
  it.each([
    ['budget 3000', { budget: 3000 }],
    ['预算 3,000', { budget: 3000 }],
    ['budget 3k', { budget: 3000 }],
    ['budget ¥3000', { budget: 3000, currency: 'CNY' }],
    ['预算 3000元', { budget: 3000, currency: 'CNY' }],
    ['budget 500 USD', { budget: 500, currency: 'USD' }],
    ['budget none', { budget: null }],
    ['currency rmb', { currency: 'CNY' }],
    ['language auto', { locale: null }],
    ['语言 中文', { locale: 'zh' }],
    ['providers AutoDL, aws', { providers: ['autodl', 'aws'] }],
    ['regions cn us', { regions: ['cn', 'us'] }],
    ['spot off', { spot: false }],
    ['quiet on', { quiet: true }],
    ['engine sglang', { engine: 'sglang' }],
    ['engine lmdeploy', { engine: 'lmdeploy' }],
    ['headroom 15%', { headroom: 0.15 }],
    ['headroom 0.2', { headroom: 0.2 }],
  ])('%s', (text, patch) => {
    const command = parseSettingsCommand(text);
    expect(command.kind).toBe('change');
    expect(command.kind === 'change' && command.patch).toEqual(patch);
  });

  it('refuses what it cannot read with a localized UserError, and shows on no words', () => {
    expect(parseSettingsCommand('  ')).toEqual({ kind: 'show' });
    for (const bad of ['colour red', 'budget', 'budget -5', 'budget lots', 'spot maybe', 'headroom 80%', 'engine tgi', 'currency eur']) {
      expect(() => parseSettingsCommand(bad), bad).toThrow(UserError);
    }
  });

  it('settings buttons carry a field and value and nothing else decodes', () => {
    expect(readSettingsButton(settingsButton('spot', 'off'))).toEqual({ field: 'spot', value: 'off' });
    expect(readSettingsButton('wcs:constructor=1')).toBeUndefined();
    expect(readSettingsButton('wc:abc:def')).toBeUndefined();
    expect(Buffer.byteLength(settingsButton('regions', 'cn,us,eu,global,ap'))).toBeLessThanOrEqual(64);
  });
});

describe('settings shape the answer', () => {
  it('allowed regions: every offer kept is in one, and the advice comes from one', () => {
    const view = catalogFor(catalog, { regions: ['us'] });
    expect(view.offers.length).toBeGreaterThan(0);
    expect(view.offers.length).toBeLessThan(catalog.offers.length);
    for (const o of view.offers) expect(regionAllowed(o, ['us'])).toBe(true);
    const advice = advise({ regions: ['us'] });
    expect(regionAllowed(advice.recommendation, ['us'])).toBe(true);
    // A Chinese platform's offer without a stated region is in China.
    const cn = advise({ regions: ['cn'] });
    const provider = catalog.providers.find((p) => p.id === cn.recommendation.provider);
    expect(cn.recommendation.region.startsWith('cn-') || provider?.kind === 'cn-platform').toBe(true);
  });

  it('spot off: no spot offer is left, and no answer recommends spot', () => {
    expect(catalog.offers.some((o) => o.billing === 'spot')).toBe(true);
    expect(catalogFor(catalog, { spot: false }).offers.some((o) => o.billing === 'spot')).toBe(false);
    const job = advise({ spot: false }, 'LoRA fine-tune Llama 3 8B on 50M tokens, 3 epochs');
    expect(job.recommendation.billing).not.toBe('spot');
    expect(catalogFor(catalog, { spot: false })).toBe(catalogFor(catalog, { spot: false }));
  });

  it('a budget nothing fits keeps the cheapest plan and says so', () => {
    const advice = advise({ budget: 1, currency: 'CNY' });
    const warning = advice.warnings.find((w) => w.key === 'warning.overBudget');
    expect(warning?.params).toMatchObject({ budget: 1, budgetCurrency: 'CNY' });
    expect(Number(warning?.params.cost)).toBeGreaterThan(1);
  });
});

describe('Advisor settings', () => {
  it('everyone reads the panel; only an admin gets controls and may change; a refusal changes nothing', async () => {
    const a = advisor();
    const read = await a.settingsPanel(member, server);
    expect(read.panel.controls).toEqual([]);
    expect(read.panel.lines.find((l) => l.field === 'budget')?.value).toBe('none');
    const refused = await a.changeSetting(member, server, parseSettingsCommand('budget 3000'));
    expect(refused.notice).toEqual({ kind: 'notAdmin' });
    expect((await a.settings(server)).budget).toBeUndefined();
    const done = await a.changeSetting(admin, server, parseSettingsCommand('budget 3000'));
    expect(done.changed).toBe('budget');
    expect((await a.settings(server)).budget).toBe(3000);
    expect((await a.settingsPanel(admin, server)).panel.controls.length).toBeGreaterThan(0);
  });

  it('a channel overrides its server for that channel only', async () => {
    const a = advisor();
    await a.changeSetting(admin, server, parseSettingsCommand('currency usd'));
    await a.changeSetting(admin, server, parseSettingsCommand('currency cny'), 'channel');
    expect((await a.settings(server)).currency).toBe('CNY');
    expect((await a.settings(otherChannel)).currency).toBe('USD');
  });

  it('the default engine plans an inference question that names none, and a named one wins', async () => {
    const a = advisor();
    const engineOf = async (session: string) => (await loadRecord(store, session, logger))?.state.request.engine;
    const before = await a.begin(admin, server, SERVICE);
    expect(await engineOf(before.session)).toBeUndefined();
    await a.changeSetting(admin, server, parseSettingsCommand('engine sglang'));
    const plain = await a.begin(admin, server, SERVICE);
    expect(plain.show.kind).toBe('advice');
    expect(await engineOf(plain.session)).toBe('sglang');
    const named = await a.begin(admin, server, `${SERVICE} with llama.cpp`);
    expect(await engineOf(named.session)).toBe('llama.cpp');
  });
});
