import { describe, expect, it } from 'vitest';
import { renderText } from '../../../src/core/present/text.ts';
import type { View } from '../../../src/core/present/view.ts';

const view: View = {
  title: 'RTX 4090 × 1',
  description: 'why',
  fields: [{ name: 'VRAM', value: 'line one\nline two' }],
  footer: 'foot',
  tone: 'warn',
  actions: [[{ value: 'math', label: 'Show the math', style: 'primary' }, { value: 'alts', label: 'Alternatives' }]],
};

describe('renderText', () => {
  it('lays a view out as plain text without colour by default', () => {
    expect(renderText(view)).toBe(['⚠ RTX 4090 × 1', 'why', '', 'VRAM', '  line one', '  line two', '', 'foot', '', '[Show the math] [Alternatives]'].join('\n'));
  });

  it('adds ANSI colour only when asked', () => {
    const colored = renderText(view, { color: true });
    const ESC = String.fromCharCode(27);
    expect(colored).toContain(`${ESC}[`);
    expect(colored.replace(new RegExp(`${ESC}\\[[0-9;]*m`, 'g'), '')).toBe(renderText(view));
  });
});
