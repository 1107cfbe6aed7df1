import { describe, expect, it } from 'vitest';
import { normalizeLocale, pickLocale, translator } from '../../src/core/i18n.ts';

describe('locale normalisation', () => {
  it.each([
    ['zh-CN', 'zh'], ['zh-TW', 'zh'], ['zh-hans', 'zh'], ['zh_CN.UTF-8', 'zh'],
    ['en-US', 'en'], ['en-GB', 'en'], ['fr', undefined], [undefined, undefined],
  ])('%s → %s', (tag, expected) => {
    expect(normalizeLocale(tag)).toBe(expected);
  });

  it('prefers an explicit choice, then the platform, then the text', () => {
    expect(pickLocale('en', 'zh-CN', '你好')).toBe('en');
    expect(pickLocale(undefined, 'zh-CN', 'hello there')).toBe('zh');
    expect(pickLocale(undefined, 'fr', '哪张卡')).toBe('zh');
    expect(pickLocale(undefined, undefined, 'which card')).toBe('en');
  });

  it('translates from the locale files', () => {
    expect(translator('zh')('common:appName')).toBe('选卡助手');
    expect(translator('en')('common:appName')).toBe('WhichCard');
  });
});
