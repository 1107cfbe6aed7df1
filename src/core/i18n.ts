/**
 * One i18next instance shared by every adapter. Strings live in `locales/<lng>/<namespace>.json`;
 * the core only ever hands out translated text through `translator(locale)`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type Resource, type TFunction } from 'i18next';

export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));

function loadResources(): Resource {
  const resources: Resource = {};
  for (const lng of LOCALES) {
    const namespaces: Resource[string] = {};
    resources[lng] = namespaces;
    for (const file of readdirSync(join(localesDir, lng)).filter((f) => f.endsWith('.json'))) {
      namespaces[basename(file, '.json')] = JSON.parse(readFileSync(join(localesDir, lng, file), 'utf8'));
    }
  }
  return resources;
}

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources: loadResources(),
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A t() bound to one locale; keys are "namespace:key.path". */
export function translator(locale: Locale): TFunction {
  return instance.getFixedT(locale);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Normalise a platform or system locale tag to the core's zh/en: Discord "zh-CN"/"zh-TW",
 * Telegram "zh-hans"/"zh-hant", POSIX "zh_CN.UTF-8" all become zh; everything else en.
 */
export function normalizeLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) return 'zh';
  if (lower.startsWith('en')) return 'en';
  return undefined;
}

/** Chinese characters in the text itself decide when neither the user nor the platform did. */
export function detectTextLocale(text: string): Locale | undefined {
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh';
  if (/[a-z]{3,}/i.test(text)) return 'en';
  return undefined;
}
