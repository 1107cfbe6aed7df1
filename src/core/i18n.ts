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

/** A t() bound to one locale; keys are "namespace:key.path". Built once per locale, then reused. */
export function translator(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = fixedTranslator(locale)));
  return t;
}

const translators = new Map<Locale, TFunction>();

type Options = Record<string, unknown> & { lng?: string };

/** Options that change what i18next looks up or how (plurals, context, defaults…): those calls go to i18next. */
const SPECIAL = new Set(['count', 'context', 'ordinal', 'defaultValue', 'returnObjects', 'returnDetails', 'joinArrays', 'ns', 'lng', 'lngs', 'fallbackLng', 'keyPrefix', 'replace', 'interpolation', 'skipInterpolation', 'postProcess', 'nsSeparator', 'keySeparator']);

/** The plural forms i18next looks up for a count (Intl.PluralRules categories). */
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** `{{name}}`, as i18next's default interpolation prefix and suffix. */
const PLACEHOLDER = /{{(.+?)}}/g;

/**
 * i18next's getFixedT copies the instance's whole options object on every call, and its translate
 * splits the key, walks fallbacks and rebuilds option objects every time: in a profile of the bots
 * under load, translation was a fifth of the CPU and a third of all memory allocated (~0.6 MB per
 * answer). This t() looks each template up once per locale and fills in `{{name}}` itself, exactly
 * as i18next does with our settings (no escaping; a value that is absent stays `{{name}}`, one that
 * is present but null or undefined becomes ''). Anything else — plurals (count), context, defaults,
 * a key missing in this locale (fallback), a template using nesting — still goes through i18next.
 * test/core/i18n.test.ts checks every key of both locales against i18next's own t().
 */
function fixedTranslator(lng: Locale): TFunction {
  const fixed = instance.getFixedT(lng);
  const templates = new Map<string, string | null>();
  const template = (key: string): string | null => {
    let found = templates.get(key);
    if (found === undefined) {
      const colon = key.indexOf(':');
      const value = colon < 0 ? instance.getResource(lng, 'common', key) : instance.getResource(lng, key.slice(0, colon), key.slice(colon + 1));
      found = typeof value === 'string' && !value.includes('$t(') ? value : null;
      templates.set(key, found);
    }
    return found;
  };
  // A count picks a plural form only where the key has one (key_one, key_other…); elsewhere i18next
  // falls back to the key itself and fills {{count}} like any value (an answer's "H100 × 8" titles).
  const plurals = new Map<string, boolean>();
  const hasPlural = (key: string): boolean => {
    let found = plurals.get(key);
    if (found === undefined) plurals.set(key, (found = PLURAL_SUFFIXES.some((suffix) => resourceExists(`${key}_${suffix}`))));
    return found;
  };
  const resourceExists = (key: string): boolean => {
    const colon = key.indexOf(':');
    return (colon < 0 ? instance.getResource(lng, 'common', key) : instance.getResource(lng, key.slice(0, colon), key.slice(colon + 1))) !== undefined;
  };
  const special = (key: string, o: Options, k: string): boolean => (k === 'count' ? typeof o.count !== 'number' || hasPlural(key) : SPECIAL.has(k)) || k.startsWith('defaultValue');
  const t = (key: string | string[], options?: unknown, ...rest: unknown[]): unknown => {
    if (typeof key === 'string' && rest.length === 0 && (options === undefined || (typeof options === 'object' && options !== null && !Array.isArray(options)))) {
      const o = options as Options | undefined;
      const text = o && Object.keys(o).some((k) => special(key, o, k)) ? null : template(key);
      if (text !== null) {
        if (!o || !text.includes('{{')) return text;
        return text.replace(PLACEHOLDER, (match, name: string) => {
          const v = Object.hasOwn(o, name.trim()) ? o[name.trim()] : match;
          return v === undefined || v === null ? '' : typeof v === 'string' ? v : String(v);
        });
      }
    }
    return (fixed as unknown as (...args: unknown[]) => unknown)(key, options, ...rest);
  };
  return Object.assign(t, { lng, ns: undefined, keyPrefix: undefined }) as unknown as TFunction;
}

/** i18next's own t() for a locale: what translator() must match (test/core/i18n.test.ts). */
export function i18nextTranslator(locale: Locale): TFunction {
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
