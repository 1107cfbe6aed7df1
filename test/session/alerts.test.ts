/**
 * Price alerts in the session: parsing (unknown card, nonsense price), firing once per crossing with
 * the offer against any catalog (two catalogs stand in for two price refreshes), re-arming when the
 * price is back above, the team's settings applied, and one fire across two checkers on one store.
 */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { defaultCatalog } from '../../src/core/catalog/index.ts';
import type { Catalog } from '../../src/core/catalog/schema.ts';
import { UserError } from '../../src/core/errors.ts';
import { DEFAULT_SETTINGS } from '../../src/core/recommend/types.ts';
import { Advisor, parseAlert, type AlertMessage, type Where, type Who } from '../../src/session/index.ts';
import { memoryStore } from '../../src/store/memory.ts';
import { setSettings } from '../../src/store/settings.ts';

const logger = pino({ level: 'silent' });
const base = defaultCatalog();
const NOW = new Date('2026-12-01T09:00:00Z');
const who: Who = { userId: '7', platformLocale: 'en', isAdmin: true };
const chat: Where = { platform: 'telegram', scope: 'telegram:chat:-5', chatId: '-5', shared: true };

/** The catalog with every H100 SXM on-demand/spot offer at `price` CNY per GPU-hour (one of them, at `cheapest`, from autodl-like first offer). */
function priced(price: number, cheapest = price): Catalog {
  let first = true;
  return {
    ...base,
    offers: base.offers.map((o) => {
      if (o.gpu !== 'h100-sxm' || (o.billing !== 'on_demand' && o.billing !== 'spot')) return o;
      const p = first ? cheapest : price;
      first = false;
      return { ...o, pricePerGpuHour: p, currency: 'CNY' as const };
    }),
  };
}

function setup() {
  const store = memoryStore(() => NOW.getTime());
  const sent: AlertMessage[] = [];
  const make = () => {
    const a = new Advisor({ store, logger, catalog: () => base, clock: () => NOW, defaults: DEFAULT_SETTINGS });
    a.onPriceAlert('telegram', async (_alert, message) => void sent.push(message));
    return a;
  };
  return { store, sent, make };
}

describe('price alerts', () => {
  it('reads a card, “below” and a price; refuses an unknown card and a nonsense price with clear errors', () => {
    expect(parseAlert('h100 below 15 CNY', base, 'USD')).toMatchObject({ gpu: { id: 'h100-sxm' }, threshold: 15, currency: 'CNY' });
    expect(parseAlert('4090 低于 ¥1.5', base, 'USD')).toMatchObject({ gpu: { id: 'rtx4090' }, threshold: 1.5, currency: 'CNY' });
    expect(parseAlert('a100 < 2 usd', base, 'CNY')).toMatchObject({ threshold: 2, currency: 'USD' });
    // No currency written: the chat's, bounded in it (2,000 is a CNY price, never a USD one).
    expect(parseAlert('h100 below 2000', base, 'CNY')).toMatchObject({ threshold: 2000, currency: 'CNY' });
    expect(() => parseAlert('h100 below 2000', base, 'USD')).toThrow(expect.objectContaining({ key: 'team.alertPrice', context: { value: '2000', max: 1000, currency: 'USD' } }));
    for (const [text, key] of [['quantum9000 below 5', 'unknownGpu'], ['h100 below 0', 'team.alertPrice'], ['h100 below 99999 usd', 'team.alertPrice'], ['h100 cheap please', 'team.alertUsage']] as const) {
      try {
        parseAlert(text, base, 'CNY');
        throw new Error(`no error for ${text}`);
      } catch (error) {
        expect(error, text).toBeInstanceOf(UserError);
        expect((error as UserError).key).toBe(key);
      }
    }
  });

  it('fires once per crossing with the offer, re-arms above, fires again on the next crossing', async () => {
    const { sent, make } = setup();
    const a = make();
    await a.alertCommand(who, chat, 'h100 below 15 CNY');
    expect(await a.checkPriceAlerts(priced(30))).toEqual({ fired: [], rearmed: [] });
    const cheap = priced(30, 12);
    const first = await a.checkPriceAlerts(cheap);
    expect(first.fired).toHaveLength(1);
    expect(sent[0]!.text).toContain('¥12.00');
    const offer = cheap.offers.find((o) => o.gpu === 'h100-sxm' && o.pricePerGpuHour === 12)!;
    expect(sent[0]!.text).toContain(offer.asOf);
    // Still below: no second message for the same crossing.
    expect((await a.checkPriceAlerts(cheap)).fired).toEqual([]);
    expect((await a.checkPriceAlerts(priced(30))).rearmed).toHaveLength(1);
    expect((await a.checkPriceAlerts(cheap)).fired).toHaveLength(1);
    expect(sent).toHaveLength(2);
    expect((await a.alertList(who, chat)).items).toHaveLength(1);
  });

  it('two checkers on one store (two replicas after the same refresh) fire it once', async () => {
    const { sent, make } = setup();
    const [a, b] = [make(), make()];
    await a.alertCommand(who, chat, 'h100 below 15 CNY');
    const cheap = priced(30, 10);
    const results = await Promise.all([a.checkPriceAlerts(cheap), b.checkPriceAlerts(cheap)]);
    expect(results.flatMap((r) => r.fired)).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('the team’s settings apply: an offer from a provider the team does not allow does not fire it', async () => {
    const { store, sent, make } = setup();
    const a = make();
    await a.alertCommand(who, chat, 'h100 below 15 CNY');
    const cheap = priced(30, 10);
    const provider = cheap.offers.find((o) => o.gpu === 'h100-sxm' && o.pricePerGpuHour === 10)!.provider;
    const others = [...new Set(base.offers.map((o) => o.provider))].filter((p) => p !== provider);
    await setSettings(store, chat.scope, { providers: others });
    expect((await a.checkPriceAlerts(cheap)).fired).toEqual([]);
    expect(sent).toEqual([]);
  });
});
