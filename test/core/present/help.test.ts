import { describe, expect, it } from 'vitest';
import { presentHelp } from '../../../src/core/present/help.ts';

describe('presentHelp', () => {
  it('is localized and uses the platform prefix', () => {
    expect(presentHelp('en', { prefix: '/gpu ' }).fields.map((f) => f.value).join('\n')).toContain('/gpu card 4090');
    expect(presentHelp('zh').title).toBe('选卡助手：该租哪张显卡');
  });
});
