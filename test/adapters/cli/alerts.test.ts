/**
 * `whichcard alert` / `whichcard alerts` in the store the bots use, and the check after `whichcard
 * prices update`: a refreshed price below the threshold prints the alert once per crossing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../src/adapters/cli/main.ts';
import { findGpu, loadCatalog } from '../../../src/core/catalog/index.ts';
import { translator } from '../../../src/core/i18n.ts';
import { formatMoney } from '../../../src/core/present/format.ts';

const dir = mkdtempSync(join(tmpdir(), 'wc-cli-alerts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { WHICHCARD_STORE: `sqlite://${join(dir, 's.sqlite')}`, WHICHCARD_PRICES_DIR: join(dir, 'prices'), LANG: 'C' };
const en = translator('en');
const zh = translator('zh');

async function whichcard(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(argv, { env, stdout: (t) => (out += t), stderr: (t) => (err += t), now: new Date('2026-12-01T09:00:00Z'), color: false });
  return { code, out, err };
}

/** A hand-copied price list (the `csv` source) with one RTX 4090 offer at `price` CNY an hour. */
function priceList(price: number): string {
  const file = join(dir, `prices-${price}.csv`);
  writeFileSync(
    file,
    'provider,providerName,region,instanceType,gpu,gpuCount,billing,reservedPeriod,pricePerGpuHour,currency,asOf,asOfPrecision,source,sourceKind,priceKind,notes\n' +
      `autodl,AutoDL,cn-east,,RTX 4090,1,on_demand,,${price},CNY,2026-11-30,day,test price list,third-party,,\n`,
  );
  return file;
}

describe('whichcard alert / alerts', () => {
  const name = findGpu(loadCatalog({}), '4090')!.name;

  it('sets, lists and deletes an alert; an unknown card or a nonsense price is exit 2', async () => {
    const set = await whichcard('alert', 'h100', 'below', '15', 'CNY');
    expect(set.code).toBe(0);
    expect(set.out).toContain(en('team:alert.set', { gpu: findGpu(loadCatalog({}), 'h100')!.name, threshold: formatMoney('en', 15, 'CNY') }));
    const list = await whichcard('alerts');
    expect(list.out).toMatch(/^Price alerts\n1\. .*H100.* \(waiting\)/);
    expect((await whichcard('alerts', '--delete', '1')).out).toContain(en('team:alert.deleted', { gpu: findGpu(loadCatalog({}), 'h100')!.name }));
    expect((await whichcard('alerts')).out).toContain(en('team:alert.none'));
    const unknown = await whichcard('alert', 'quantum9000', 'below', '5');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('quantum9000');
    const nonsense = await whichcard('alert', 'h100', 'below', '0');
    expect(nonsense.code).toBe(2);
    // No currency written: the terminal's (USD for an English reader), as the alert would be stored.
    expect(nonsense.err).toContain(en('errors:team.alertPrice', { value: '0', max: 1000, currency: 'USD' }));
    expect((await whichcard('alerts', '--delete', '3')).code).toBe(2);
  });

  it('`prices update` checks the alerts: a price below the threshold is printed once, re-armed above', async () => {
    await whichcard('--locale', 'zh', 'alert', '4090', '低于', '1', '元');
    const cheap = await whichcard('prices', 'update', '--source', 'csv', '--from', priceList(0.5));
    expect(cheap.code).toBe(0);
    const fired = cheap.out.split('\n').filter((l) => l.startsWith('📉'));
    expect(fired).toHaveLength(1);
    // Worded in the language the alert was set in, with the offer's price, provider and date.
    expect(fired[0]).toContain(`${name} 现在低于 ${formatMoney('zh', 1, 'CNY')}`);
    expect(fired[0]).toContain(formatMoney('zh', 0.5, 'CNY'));
    expect(fired[0]).toContain('AutoDL');
    expect(fired[0]).toContain('2026-11-30');
    expect((await whichcard('alerts')).out).toContain('(fired; re-arms');
    // Still below on the next refresh: not printed again; back above, then below: printed again.
    expect((await whichcard('prices', 'update', '--source', 'csv', '--from', priceList(0.6))).out).not.toContain('📉');
    expect((await whichcard('prices', 'update', '--source', 'csv', '--from', priceList(5))).out).not.toContain('📉');
    expect((await whichcard('prices', 'update', '--source', 'csv', '--from', priceList(0.4))).out).toContain(zh('team:alert.fired', { gpu: name, threshold: formatMoney('zh', 1, 'CNY'), price: formatMoney('zh', 0.4, 'CNY'), provider: 'AutoDL', region: 'cn-east', billing: zh('advice:billing.on_demand'), asOf: '2026-11-30' }));
  });
});
