/**
 * Price alerts on Telegram end to end: `/alert h100 below 8 USD` in a group whose admin allowed only
 * Google Cloud, without spot; a real price refresh (src/prices/refresh.ts on the SkyPilot sample, no network) tells
 * the alerts through the program's own wiring (Advisor.checkAlertsOnRefresh, as src/main.ts), and the chat gets one post
 * with the offer (provider, region, price, date) mentioning its owner; still below: nothing more;
 * back above and below again: posted again. `/alerts` lists with delete buttons (the owner's). Bad
 * input gets the localized error and stores nothing; zh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findGpu, loadCatalog } from '../../../src/core/catalog/index.ts';
import type { Catalog } from '../../../src/core/catalog/schema.ts';
import { translator } from '../../../src/core/i18n.ts';
import { formatMoney } from '../../../src/core/present/format.ts';
import { createPriceRefresher, type PriceRefresher } from '../../../src/prices/refresh.ts';
import { updatePrices } from '../../../src/prices/update.ts';
import { createAdvisor } from '../../../src/session/index.ts';
import { memoryStore } from '../../../src/store/memory.ts';
import type { FakeUser } from './fake-telegram.ts';
import { alice, bob, buttons, dm, nextReply, plain, sentTo, silent, team, useTelegram, type TeamHarness } from './team-harness.ts';

const en = translator('en');
const zh = translator('zh');
const SAMPLE = new URL('../../fixtures/imports/skypilot-v8', import.meta.url).pathname;
const { harness } = useTelegram();
let dir: string;
let prices: PriceRefresher;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wc-tg-alerts-'));
  const claims = memoryStore();
  prices = createPriceRefresher({
    dir,
    intervalMs: null,
    claim: (key, ttl) => claims.claimOnce(key, ttl),
    logger: silent,
    load: () => loadCatalog({ pricesDir: dir }),
    update: (o) => updatePrices({ ...o, sources: ['skypilot'], clouds: ['gcp'], from: SAMPLE }),
  });
});
afterEach(async () => {
  await prices.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A bot whose Advisor plans on the refresher's catalog and hears its refreshes, wired as src/main.ts does. */
async function start(): Promise<TeamHarness> {
  const h = await harness({ advisor: (store, clock) => createAdvisor({ store, logger: silent, catalog: () => prices.catalog(), clock, currency: 'USD' }) });
  h.advisor!.checkAlertsOnRefresh(prices);
  return h;
}
async function say(h: TeamHarness, from: FakeUser, chatId: number, text: string): Promise<Awaited<ReturnType<typeof nextReply>>> {
  const mark = h.fake.calls.length;
  h.fake.sendText(from, chatId === team.id ? team : dm(from), text);
  return nextReply(h.fake, mark, chatId);
}
const fired = (h: TeamHarness, since: number) => sentTo(h.fake, team.id, since).filter((c) => plain(c.payload.text).startsWith('📉'));
/** The catalog with every Google Cloud H100 SXM offer at `price` USD per GPU-hour. */
const gcpH100At = (catalog: Catalog, price: number): Catalog => ({
  ...catalog,
  offers: catalog.offers.map((o) => (o.provider === 'gcp' && o.gpu === 'h100-sxm' ? { ...o, pricePerGpuHour: price, currency: 'USD' as const } : o)),
});

describe('price alerts on Telegram', () => {
  it('fires once after a price refresh crosses it, with the offer; re-arms above; the owner deletes it', async () => {
    const h = await start();
    const H100 = findGpu(prices.catalog(), 'h100')!.name;
    h.fake.admins.set(team.id, new Set([alice.id]));
    await say(h, alice, team.id, '/settings providers gcp');
    await say(h, alice, team.id, '/settings spot off');
    const set = await say(h, alice, team.id, '/alert h100 below 8 USD');
    expect(set.call.payload.text).toBe(en('team:alert.set', { gpu: H100, threshold: formatMoney('en', 8, 'USD') }));
    // Before the refresh Google Cloud's H100 costs more than $8: a check posts nothing.
    expect((await h.advisor!.checkPriceAlerts(prices.catalog())).fired).toEqual([]);

    let mark = h.fake.calls.length;
    expect((await prices.refreshNow()).ran).toBe(true);
    const post = await h.fake.waitFor(() => fired(h, mark)[0], 5000, 'the alert');
    const offer = prices.catalog().offers.filter((o) => o.provider === 'gcp' && o.gpu === 'h100-sxm' && o.billing === 'on_demand').sort((a, b) => a.pricePerGpuHour - b.pricePerGpuHour)[0]!;
    expect(offer.pricePerGpuHour).toBeLessThan(8);
    expect(plain(post.payload.text)).toContain(
      en('team:alert.fired', {
        gpu: H100,
        threshold: formatMoney('en', 8, 'USD'),
        price: formatMoney('en', offer.pricePerGpuHour, 'USD'),
        provider: 'Google Cloud',
        region: offer.region,
        billing: en('advice:billing.on_demand'),
        asOf: offer.asOf,
      }),
    );
    expect(String(post.payload.text)).toContain(`tg://user?id=${alice.id}`);

    // Still below on the next check: the same crossing is not posted again.
    expect((await h.advisor!.checkPriceAlerts(prices.catalog())).fired).toEqual([]);
    // Back above, then below again: a new crossing, a new post.
    expect((await h.advisor!.checkPriceAlerts(gcpH100At(prices.catalog(), 9))).rearmed).toHaveLength(1);
    expect((await h.advisor!.checkPriceAlerts(prices.catalog())).fired).toHaveLength(1);
    await h.fake.waitFor(() => fired(h, mark)[1], 5000, 'the second crossing');
    await new Promise((r) => setTimeout(r, 200));
    expect(fired(h, mark)).toHaveLength(2);

    const list = await say(h, bob, team.id, '/alerts');
    expect(plain(list.call.payload.text)).toContain(en('team:alert.listTitle'));
    expect(plain(list.call.payload.text)).toContain(H100);
    const remove = buttons(list.message)[0]!.data;
    expect(remove).toMatch(/^wa:x:/);
    mark = h.fake.calls.length;
    h.fake.pressButton(bob, list.message, remove);
    expect((await h.fake.nextCall('answerCallbackQuery', mark)).payload.text).toBe(en('team:remind.notYours'));
    mark = h.fake.calls.length;
    h.fake.pressButton(alice, list.message, remove);
    expect((await h.fake.nextCall('answerCallbackQuery', mark)).payload.text).toBe(en('team:alert.deleted', { gpu: H100 }));
    expect((await say(h, alice, team.id, '/alerts')).call.payload.text).toBe(en('team:alert.none'));
  });

  it('an unknown card, a nonsense price or no price: the localized error, and nothing is stored; zh', async () => {
    const h = await start();
    expect(String((await say(h, bob, bob.id, '/alert quantum9000 below 15 USD')).call.payload.text)).toContain('quantum9000');
    expect((await say(h, bob, bob.id, '/alert h100 below 0 USD')).call.payload.text).toBe(en('errors:team.alertPrice', { value: '0', max: 1000, currency: 'USD' }));
    // No currency: the chat's (USD here), and its bound: $2,000 an hour is no GPU price.
    expect((await say(h, bob, bob.id, '/alert h100 below 2000')).call.payload.text).toBe(en('errors:team.alertPrice', { value: '2000', max: 1000, currency: 'USD' }));
    expect((await say(h, bob, bob.id, '/alert h100 below lots')).call.payload.text).toBe(en('errors:team.alertUsage', { value: 'h100 below lots' }));
    expect((await say(h, bob, bob.id, '/alerts')).call.payload.text).toBe(en('team:alert.none'));

    const lin: FakeUser = { id: 1003, first_name: '林', language_code: 'zh-hans' };
    const H100 = findGpu(prices.catalog(), 'h100')!.name;
    expect((await say(h, lin, lin.id, '/alert h100 低于 15 元')).call.payload.text).toBe(zh('team:alert.set', { gpu: H100, threshold: formatMoney('zh', 15, 'CNY') }));
    expect((await say(h, lin, lin.id, '/alert h100 低于 0 元')).call.payload.text).toBe(zh('errors:team.alertPrice', { value: '0', max: 7000, currency: 'CNY' }));
    expect((await say(h, lin, lin.id, '/alert h100 便宜点')).call.payload.text).toBe(zh('errors:team.alertUsage', { value: 'h100 便宜点' }));
  });
});
