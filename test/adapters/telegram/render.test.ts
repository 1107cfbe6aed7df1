import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { View } from '../../../src/core/present/view.ts';
import { escapeHtml, renderView, TELEGRAM_TEXT_LIMIT, viewToHtml } from '../../../src/adapters/telegram/render.ts';
import { encodeButton } from '../../../src/session/index.ts';
import { newSessionId } from '../../../src/session/codec.ts';

const view: View = {
  title: 'RTX 4090 × 1 <fits>',
  description: 'Qwen2.5-7B & friends',
  fields: [
    { name: 'VRAM', value: '17.2 GB of 24 GB', inline: true },
    { name: 'Cost', value: '$0.39/h <on-demand>' },
  ],
  footer: 'Source: vast.ai, as of 2026-11-01',
  tone: 'ok',
  actions: [
    [
      { value: 'math', label: 'Show the math', style: 'primary' },
      { value: 'alts', label: 'Alternatives' },
    ],
    [{ value: 'remind', label: 'Remind me to shut it down', style: 'danger' }],
  ],
};

/** Tags that Telegram's HTML parser would see: only b and i may appear, balanced. */
function tagsBalanced(html: string): boolean {
  const stack: string[] = [];
  for (const m of html.matchAll(/<(\/?)([a-z]+)>/g)) {
    if (!['b', 'i'].includes(m[2] as string)) return false;
    if (m[1]) {
      if (stack.pop() !== m[2]) return false;
    } else stack.push(m[2] as string);
  }
  return stack.length === 0 && !/<(?![/]?[bi]>)/.test(html);
}

describe('render', () => {
  it('escapes every piece of View text and lays out title, fields and footer', () => {
    const html = viewToHtml(view, { hint: 'Say a number <please>' });
    expect(html).toContain('<b>✅ RTX 4090 × 1 &lt;fits&gt;</b>');
    expect(html).toContain('<i>Say a number &lt;please&gt;</i>');
    expect(html).toContain('Qwen2.5-7B &amp; friends');
    expect(html).toContain('<b>VRAM</b>: 17.2 GB of 24 GB');
    expect(html).toContain('<b>Cost</b>\n$0.39/h &lt;on-demand&gt;');
    expect(html.endsWith('<i>Source: vast.ai, as of 2026-11-01</i>')).toBe(true);
    expect(tagsBalanced(html)).toBe(true);
  });

  it('turns actions into callback buttons (the session codec), rows kept, styles mapped', () => {
    const rendered = renderView(view, 'abcd1234');
    const rows = rendered.reply_markup?.inline_keyboard ?? [];
    const data = (v: string) => encodeButton('abcd1234', v);
    expect(rows.map((r) => r.map((b) => ('callback_data' in b ? b.callback_data : '')))).toEqual([[data('math'), data('alts')], [data('remind')]]);
    expect(rows[0]?.[0]).toMatchObject({ text: 'Show the math', style: 'primary' });
    expect(rows[0]?.[1]).not.toHaveProperty('style');
    expect(rows[1]?.[0]).toMatchObject({ style: 'danger' });
    expect(rendered.parse_mode).toBe('HTML');
  });

  it('drops (and reports) a button whose callback data would pass 64 bytes', () => {
    const long = 'x'.repeat(70);
    const rendered = renderView({ ...view, actions: [[{ value: long, label: 'L' }, { value: 'ok', label: 'OK' }]] }, newSessionId());
    expect(rendered.dropped).toEqual([long]);
    expect(rendered.reply_markup?.inline_keyboard[0]).toHaveLength(1);
  });

  it('wraps a long row of buttons at three per row, keeping their order', () => {
    const actions = [Array.from({ length: 7 }, (_, i) => ({ value: `set:v=${i}`, label: `V${i}` }))];
    const rows = renderView({ ...view, actions }, 'id').reply_markup?.inline_keyboard ?? [];
    expect(rows.map((r) => r.length)).toEqual([3, 3, 1]);
    expect(rows.flat().map((b) => b.text)).toEqual(['V0', 'V1', 'V2', 'V3', 'V4', 'V5', 'V6']);
  });

  it('has no keyboard when the View has no actions', () => {
    expect(renderView({ title: 't', fields: [], actions: [] }, 'id').reply_markup).toBeUndefined();
  });

  it('truncates a long View under the limit, keeps the footer and never cuts inside a tag or entity', () => {
    const huge: View = {
      title: 'Show the math',
      fields: Array.from({ length: 80 }, (_, i) => ({ name: `Step ${i} <x>`, value: `${'weights & KV '.repeat(8)}<${i}>` })),
      footer: 'Sources: catalog/gpus.json (2026-10-01)',
      actions: [],
    };
    const html = viewToHtml(huge);
    expect(html.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    expect(html).toContain('…');
    expect(html.endsWith('<i>Sources: catalog/gpus.json (2026-10-01)</i>')).toBe(true);
    expect(tagsBalanced(html)).toBe(true);
  });

  it('stays within any limit with balanced tags and whole entities (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.array(fc.record({ name: fc.string({ maxLength: 30 }), value: fc.string({ maxLength: 300 }), inline: fc.boolean() }), { maxLength: 20 }),
        fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
        fc.integer({ min: 60, max: 1500 }),
        (title, fields, footer, limit) => {
          const html = viewToHtml({ title, fields, actions: [], ...(footer !== undefined ? { footer } : {}) }, { limit });
          expect(html.length).toBeLessThanOrEqual(limit);
          expect(tagsBalanced(html)).toBe(true);
          // An ampersand is always the start of a complete entity.
          expect(/&(?!amp;|lt;|gt;)/.test(html)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('escapeHtml handles the three characters Telegram requires', () => {
    expect(escapeHtml('a<b>&c')).toBe('a&lt;b&gt;&amp;c');
  });
});
