import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18nextTranslator, normalizeLocale, translator } from '../../src/core/i18n.ts';

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

describe('translator(): the same text as i18next, faster', () => {
  const dir = join(import.meta.dirname, '../../locales');
  /** Every string in the locale files as "ns:path.to.key" with its `{{placeholders}}`. */
  const keys = new Map<string, string[]>();
  const walk = (ns: string, node: unknown, path: string[]): void => {
    if (typeof node === 'string') {
      const names = [...node.matchAll(/{{(.+?)}}/g)].map((m) => m[1]!.trim());
      keys.set(`${ns}:${path.join('.')}`, [...new Set([...(keys.get(`${ns}:${path.join('.')}`) ?? []), ...names])]);
    } else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(ns, v, [...path, k]);
  };
  for (const lng of readdirSync(dir)) for (const file of readdirSync(join(dir, lng))) walk(basename(file, '.json'), JSON.parse(readFileSync(join(dir, lng, file), 'utf8')), []);

  it('has keys with placeholders to compare', () => {
    expect(keys.size).toBeGreaterThan(300);
    expect([...keys.values()].filter((names) => names.length > 0).length).toBeGreaterThan(50);
  });

  it.each(['en', 'zh'] as const)('every key of both locales, with and without values, in %s', (locale) => {
    const fast = translator(locale);
    const reference = i18nextTranslator(locale);
    for (const [key, names] of keys) {
      const all = Object.fromEntries(names.map((n, i) => [n, i % 2 === 0 ? 1234.5 + i : `v<${i}>`]));
      const variants: (Record<string, unknown> | undefined)[] = [undefined, {}, all, { ...all, [names[0] ?? 'x']: undefined }, Object.fromEntries(names.slice(1).map((n) => [n, 'y']))];
      variants.push({ ...all, count: 1 }, { ...all, count: 3 }); // plurals go through i18next
      for (const options of variants) expect(fast(key, options as never), `${key} ${JSON.stringify(options)}`).toBe(reference(key, options as never));
    }
    expect(fast('common:noSuchKey')).toBe(reference('common:noSuchKey'));
  });
});
