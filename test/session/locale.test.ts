import { describe, expect, it } from 'vitest';
import { chooseLocale } from '../../src/session/index.ts';

describe('chooseLocale: explicit > stored > conversation > platform > text > en', () => {
  it('takes each source only when every source above it says nothing', () => {
    expect(chooseLocale({ explicit: 'en', stored: 'zh', conversation: 'zh', platform: 'zh-CN', text: '你好' })).toBe('en');
    expect(chooseLocale({ stored: 'zh', conversation: 'en', platform: 'en-US', text: 'hello there' })).toBe('zh');
    expect(chooseLocale({ conversation: 'zh', platform: 'en-US', text: 'hello there' })).toBe('zh');
    expect(chooseLocale({ platform: 'zh-CN', text: 'hello there' })).toBe('zh');
    expect(chooseLocale({ text: 'which card' })).toBe('en');
    expect(chooseLocale({ text: '哪张卡' })).toBe('zh');
    expect(chooseLocale({})).toBe('en');
  });

  it('reads every platform’s tags and skips what names neither language', () => {
    for (const tag of ['zh-CN', 'zh-TW', 'zh-hans', 'zh-hant', 'zh', 'zh_CN.UTF-8']) expect(chooseLocale({ platform: tag })).toBe('zh');
    expect(chooseLocale({ platform: 'fr', text: '哪张卡' })).toBe('zh');
    expect(chooseLocale({ explicit: 'de', stored: null, platform: 'zh-CN' })).toBe('zh');
    expect(chooseLocale({ text: '123' })).toBe('en');
  });
});
