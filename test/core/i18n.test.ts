import { describe, expect, it } from 'vitest';
import { normalizeLocale, translator } from '../../src/core/i18n.ts';

describe('locale normalisation', () => {
  it.each([
    ['zh-CN', 'zh'], ['zh-TW', 'zh'], ['zh-hans', 'zh'], ['zh_CN.UTF-8', 'zh'],
    ['en-US', 'en'], ['en-GB', 'en'], ['fr', undefined], [undefined, undefined],
  ])('%s → %s', (tag, expected) => {
    expect(normalizeLocale(tag)).toBe(expected);
  });

  it('translates from the locale files', () => {
    expect(translator('zh')('common:appName')).toBe('选卡助手');
    expect(translator('en')('common:appName')).toBe('WhichCard');
  });
});
