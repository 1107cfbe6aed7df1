import { describe, expect, it } from 'vitest';
import { ComponentType } from 'discord.js';
import { LIMITS, customId, renderComponents, renderEmbed, truncate } from '../../../src/adapters/discord/render.ts';
import { decodeButton, newSessionId } from '../../../src/session/index.ts';
import type { Action, View } from '../../../src/core/present/view.ts';

const actions = (n: number, prefix = 'v'): Action[] => Array.from({ length: n }, (_, i) => ({ value: `${prefix}${i}`, label: `Choice ${i}` }));

function embedLength(json: ReturnType<ReturnType<typeof renderEmbed>['toJSON']>): number {
  const parts = [json.title ?? '', json.description ?? '', json.footer?.text ?? '', ...(json.fields ?? []).flatMap((f) => [f.name, f.value])];
  return parts.reduce((n, s) => n + Array.from(s).length, 0);
}

describe('renderEmbed', () => {
  it('keeps a small view as is', () => {
    const view: View = { title: 'RTX 4090 × 1', description: 'd', fields: [{ name: 'Cost', value: '$0.69/h', inline: true }], footer: 'src', tone: 'ok', actions: [] };
    const json = renderEmbed(view).toJSON();
    expect(json).toMatchObject({ title: 'RTX 4090 × 1', description: 'd', fields: [{ name: 'Cost', value: '$0.69/h', inline: true }], footer: { text: 'src' } });
  });

  it('enforces every embed limit on an oversized view', () => {
    const long = 'x'.repeat(5000);
    const view: View = { title: long, description: long, fields: Array.from({ length: 40 }, () => ({ name: long, value: long })), footer: long, actions: [] };
    const json = renderEmbed(view).toJSON();
    expect(Array.from(json.title!).length).toBeLessThanOrEqual(LIMITS.title);
    expect(json.fields!.length).toBeLessThanOrEqual(LIMITS.fields);
    for (const f of json.fields!) {
      expect(f.value.length).toBeLessThanOrEqual(LIMITS.fieldValue);
      expect(f.name.length).toBeLessThanOrEqual(LIMITS.fieldName);
    }
    expect(embedLength(json)).toBeLessThanOrEqual(LIMITS.embedTotal);
    expect(json.description!.endsWith('…')).toBe(true);
  });

  it('fills empty field names and values (Discord rejects empty ones)', () => {
    const json = renderEmbed({ title: 't', fields: [{ name: '', value: '' }], actions: [] }).toJSON();
    expect(json.fields![0]!.name.length).toBeGreaterThan(0);
    expect(json.fields![0]!.value.length).toBeGreaterThan(0);
  });

  it('does not split a surrogate pair when truncating', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀…');
  });
});

describe('renderComponents', () => {
  it('renders ≤ 5 actions as buttons with wc:<id>:<value> ids and a short label', () => {
    const rows = renderComponents('abc', [[{ value: 'math', label: 'L'.repeat(200), style: 'primary' }, ...actions(2)]]).map((r) => r.toJSON());
    expect(rows).toHaveLength(1);
    const [first] = rows[0]!.components as { custom_id: string; label: string; type: number }[];
    expect(first!.type).toBe(ComponentType.Button);
    expect(first!.custom_id).toBe(customId('abc', 'math'));
    expect(first!.label.length).toBeLessThanOrEqual(LIMITS.label);
  });

  it('turns a row of more than 5 choices into a select menu', () => {
    const rows = renderComponents('abc', [actions(12)]).map((r) => r.toJSON());
    const menu = rows[0]!.components[0] as { type: number; options: { value: string }[] };
    expect(menu.type).toBe(ComponentType.StringSelect);
    expect(menu.options.map((o) => o.value)).toEqual(actions(12).map((a) => a.value));
  });

  it('never exceeds 5 rows and keeps the extra button', () => {
    const many = Array.from({ length: 8 }, (_, i) => actions(3, `r${i}-`));
    const rows = renderComponents('abc', many, [{ value: '!custom', label: 'Type your own' }]).map((r) => r.toJSON());
    expect(rows.length).toBeLessThanOrEqual(LIMITS.rows);
    const ids = rows.flatMap((r) => r.components.map((c) => ('custom_id' in c ? c.custom_id : '')));
    expect(ids).toContain(customId('abc', '!custom'));
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of rows) expect(r.components.length).toBeLessThanOrEqual(LIMITS.buttonsPerRow);
  });

  it('drops duplicate values (custom ids must be unique)', () => {
    const rows = renderComponents('abc', [[{ value: 'a', label: '1' }, { value: 'a', label: '2' }]]).map((r) => r.toJSON());
    expect(rows[0]!.components).toHaveLength(1);
  });
});

describe('custom ids', () => {
  it('go through the session codec and stay within 100 characters', () => {
    const id = newSessionId();
    const encoded = customId(id, 'x'.repeat(40));
    expect(encoded.length).toBeLessThanOrEqual(100);
    expect(decodeButton(encoded)).toEqual({ kind: 'session', session: id, value: 'x'.repeat(40) });
    expect(decodeButton('other:thing')).toEqual({ kind: 'invalid' });
    expect(() => customId(id, 'x'.repeat(100))).toThrow(/too long/);
  });
});
