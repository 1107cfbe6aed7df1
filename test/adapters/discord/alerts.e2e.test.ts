/**
 * Price alerts on Discord end to end: the real discord.js client against the fake Discord. `/gpu
 * alert` (with gpu autocomplete) stores one, `/gpu alerts` lists it with a delete button (owner or
 * Manage Server only), and after a price refresh the fired alert is posted in the channel it was set
 * in, mentioning its owner — in the language it was set in. Bad input gets the localized error.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MessageFlags } from 'discord.js';
import { defaultCatalog, findGpu } from '../../../src/core/catalog/index.ts';
import type { Catalog } from '../../../src/core/catalog/schema.ts';
import { translator } from '../../../src/core/i18n.ts';
import { formatMoney } from '../../../src/core/present/format.ts';
import { createAdvisor, type Advisor } from '../../../src/session/index.ts';
import type { RecordedCall } from './fake-discord.ts';
import { CHANNEL_ID, GUILD_ID, autocomplete, componentClick, slashCommand, user } from './fixtures.ts';
import { asMember, channelPosts, silent, useDiscord, type DiscordHarness } from './team-harness.ts';

const en = translator('en');
const zh = translator('zh');
const base = defaultCatalog();
const H100 = base.gpus.find((g) => g.id === 'h100-sxm')!.name;
const A100 = findGpu(base, 'a100')!.name;
const { start } = useDiscord();
let h: DiscordHarness;
let advisor: Advisor;
beforeEach(async () => {
  h = await start({ advisor: (store, clock) => createAdvisor({ store, logger: silent, catalog: () => base, clock }) });
  advisor = h.advisor!;
});
const interact = (payload: { id: string; token: string }): Promise<RecordedCall> => h.interact(payload);

/** The catalog after a refresh in which one H100 SXM offer costs `cheapest` CNY per GPU-hour and the others 30. */
function priced(cheapest: number): Catalog {
  let first = true;
  return {
    ...base,
    offers: base.offers.map((o) => {
      if (o.gpu !== 'h100-sxm' || (o.billing !== 'on_demand' && o.billing !== 'spot')) return o;
      const p = first ? cheapest : 30;
      first = false;
      return { ...o, pricePerGpuHour: p, currency: 'CNY' as const };
    }),
  };
}

type Body = { type: number; data: { content?: string; flags?: number; choices?: { name: string; value: string }[]; components?: { components: { custom_id?: string }[] }[] } };
const alertCommand = (gpu: string, below: number, currency?: string, locale?: 'zh-CN') =>
  slashCommand('alert', [{ name: 'gpu', value: gpu }, { name: 'below', value: below }, ...(currency ? [{ name: 'currency', value: currency }] : [])], locale ? { locale } : {});

describe('/gpu alert on Discord', () => {
  it('registers alert (gpu with autocomplete, below, currency CNY/USD) and alerts', async () => {
    const put = await h.fake.waitFor((c) => c.method === 'PUT' && c.path.endsWith('/commands'));
    const subs = put.body[0].options as { name: string; options?: { name: string; autocomplete?: boolean; choices?: { value: string }[] }[] }[];
    const alert = subs.find((o) => o.name === 'alert')!;
    expect(alert.options!.map((o) => o.name)).toEqual(['gpu', 'below', 'currency']);
    expect(alert.options![0]!.autocomplete).toBe(true);
    expect(alert.options![2]!.choices!.map((c) => c.value)).toEqual(['CNY', 'USD']);
    expect(subs.some((o) => o.name === 'alerts')).toBe(true);
    const suggest = (await interact(autocomplete('alert', 'gpu', 'h10'))).body as Body;
    expect(suggest.data.choices!.map((c) => c.value)).toContain('h100-sxm');
  });

  it('stores an alert, posts it in the channel with a mention when a refresh crosses it, once', async () => {
    const set = (await interact(alertCommand('h100-sxm', 15, 'CNY'))).body as Body;
    expect(set.data.flags! & MessageFlags.Ephemeral).toBeTruthy();
    expect(set.data.content).toBe(en('team:alert.set', { gpu: H100, threshold: formatMoney('en', 15, 'CNY') }));

    expect((await advisor.checkPriceAlerts(priced(20))).fired).toEqual([]);
    const mark = h.fake.calls.length;
    const cheap = priced(12);
    expect((await advisor.checkPriceAlerts(cheap)).fired).toHaveLength(1);
    const post = await h.fake.waitForNext(mark, (c) => c.method === 'POST' && c.path.endsWith(`/channels/${CHANNEL_ID}/messages`));
    const offer = cheap.offers.find((o) => o.gpu === 'h100-sxm' && o.pricePerGpuHour === 12)!;
    expect(post.body.content).toMatch(new RegExp(`^<@${user.id}> 📉 ${H100} is now below CN¥15\\.00: CN¥12\\.00 per GPU-hour`));
    expect(post.body.content).toContain(offer.asOf);
    expect(post.body.allowed_mentions).toEqual({ users: [user.id] });
    // Still below after the next refresh: the same crossing is not posted twice.
    expect((await advisor.checkPriceAlerts(cheap)).fired).toEqual([]);
    expect(channelPosts(h.fake, mark)).toHaveLength(1);
  });

  it('zh: the confirmation and the post are in Chinese', async () => {
    const set = (await interact(alertCommand('h100', 15, undefined, 'zh-CN'))).body as Body;
    expect(set.data.content).toBe(zh('team:alert.set', { gpu: H100, threshold: formatMoney('zh', 15, 'CNY') }));
    const mark = h.fake.calls.length;
    await advisor.checkPriceAlerts(priced(9.5));
    const post = await h.fake.waitForNext(mark, (c) => c.method === 'POST' && c.path.endsWith(`/channels/${CHANNEL_ID}/messages`));
    expect(post.body.content).toContain('¥9.50');
    expect(post.body.content).toContain(zh('advice:billing.on_demand').slice(0, 2));
  });

  it('an unknown card or a nonsense price gets the localized error, and nothing is stored', async () => {
    const unknown = (await interact(alertCommand('quantum9000', 15))).body as Body;
    expect(unknown.data.flags! & MessageFlags.Ephemeral).toBeTruthy();
    expect(unknown.data.content).toContain('quantum9000');
    const zero = (await interact(alertCommand('h100', 0, 'USD'))).body as Body;
    expect(zero.data.content).toBe(en('errors:team.alertPrice', { value: '0', max: 1000, currency: 'USD' }));
    expect((await advisor.alertList({ userId: user.id }, { platform: 'discord', scope: `discord:guild:${GUILD_ID}`, channelId: CHANNEL_ID })).items).toEqual([]);
  });

  it('/gpu alerts lists with delete buttons; another member is refused, the owner deletes', async () => {
    await interact(alertCommand('a100', 8, 'CNY'));
    const list = (await interact(slashCommand('alerts'))).body as Body;
    expect(list.data.content).toContain(en('team:alert.listTitle'));
    expect(list.data.content).toContain(A100);
    const button = list.data.components![0]!.components[0]!.custom_id!;
    expect(button).toMatch(/^wa:x:discord:/);
    const refused = (await interact(asMember(componentClick(button), false, '700000000000000099'))).body as Body;
    expect(refused.data.content).toBe(en('team:remind.notYours'));
    const deleted = (await interact(componentClick(button))).body as Body;
    expect(deleted.data.content).toBe(en('team:alert.deleted', { gpu: A100 }));
    expect(((await interact(slashCommand('alerts'))).body as Body).data.content).toBe(en('team:alert.none'));
  });
});
