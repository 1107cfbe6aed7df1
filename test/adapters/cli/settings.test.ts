/** `whichcard settings`: the terminal's settings in the store the bots use, shown and changed in-process. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../src/adapters/cli/main.ts';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { translator } from '../../../src/core/i18n.ts';
import { pngSize } from '../../../src/render/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'wc-cli-settings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { WHICHCARD_STORE: `sqlite://${join(dir, 's.sqlite')}`, LANG: 'C' };

async function whichcard(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(argv, { env, stdout: (t) => (out += t), stderr: (t) => (err += t), now: new Date('2026-12-01T09:00:00Z'), color: false, catalog: defaultCatalog() });
  return { code, out, err };
}

describe('whichcard settings', () => {
  it('changes one field, keeps it for the next run, and shows it in both languages', async () => {
    const set = await whichcard('settings', 'budget', '3000');
    expect(set.code).toBe(0);
    expect(set.out).toContain(translator('en')('team:settings.changed', { field: 'Budget', value: '$3,000.00 a month' }));
    const zh = await whichcard('--locale', 'zh', 'settings', '--json');
    // The budget was typed by an English reader (USD): its currency is pinned, not re-read as yuan.
    expect(JSON.parse(zh.out)).toMatchObject({ budget: '每月 US$3,000.00', currency: 'USD', spot: '开' });
  });

  it('a value it cannot read: exit 2, the localized message, nothing changed', async () => {
    const bad = await whichcard('settings', 'spot', 'maybe');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(translator('en')('errors:invalidSetting', { setting: 'spot', value: 'maybe' }));
    expect(JSON.parse((await whichcard('settings', '--json')).out).spot).toBe('on');
  });
});

describe('whichcard remind / reminders', () => {
  it('sets a reminder with the card’s cost, lists it, cancels it; a bad delay is exit 2', async () => {
    const set = await whichcard('remind', '8h', 'a100', 'x4');
    expect(set.code).toBe(0);
    expect(set.out).toContain('2026-12-01 17:00 UTC');
    const list = await whichcard('reminders');
    expect(list.out).toMatch(/1\. NVIDIA A100 SXM4 80GB × 4 · due 2026-12-01 17:00 UTC/);
    expect((await whichcard('reminders', '--cancel', '1')).out).toContain(translator('en')('team:remind.cancelled'));
    expect((await whichcard('reminders')).out).toContain(translator('en')('team:remind.none'));
    const bad = await whichcard('remind', 'soon');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(translator('en')('errors:team.remindUsage', { value: 'soon' }));
  });
});

describe('whichcard advise --chart', () => {
  it('writes the cost chart as an 800×450 PNG', async () => {
    const file = join(dir, 'chart.png');
    const r = await whichcard('advise', 'Qwen2.5-7B chatbot for 20 users, 8 hours a day', '--chart', file);
    expect(r.code).toBe(0);
    expect(pngSize(readFileSync(file))).toEqual({ width: 800, height: 450 });
  }, 60_000);
});
