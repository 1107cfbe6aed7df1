/**
 * Team settings as every front end shows and changes them: one reading of "budget 3000" /
 * "spot off" / "providers autodl,aws" (Telegram's `/settings …`, the terminal's `whichcard settings …`),
 * one panel (what is set, and the controls an admin may use) that Discord draws as select menus and
 * a modal and Telegram as an inline keyboard, and one way the settings shape the catalog an answer
 * is computed from (allowed regions, spot or not). Admin checks stay with the Advisor.
 */
import type { Catalog, Currency, Offer } from '../core/catalog/schema.ts';
import { UserError } from '../core/errors.ts';
import { LOCALES, translator, type Locale } from '../core/i18n.ts';
import { formatMoney, formatNumber } from '../core/present/format.ts';
import { teamCurrency, type Settings } from '../core/recommend/types.ts';
import { SERVING_ENGINES, type SettingsPatch } from '../store/settings.ts';
import type { Platform } from './types.ts';

/** The settings a user names, in the order a panel lists them. */
export const SETTING_FIELDS = ['locale', 'currency', 'providers', 'regions', 'budget', 'engine', 'headroom', 'spot', 'quiet'] as const;
export type SettingField = (typeof SETTING_FIELDS)[number];

/** Words a user may type for a field (both languages); the field's own name always works. */
const FIELD_WORDS: Record<string, SettingField> = {
  language: 'locale', lang: 'locale', locale: 'locale', 语言: 'locale',
  currency: 'currency', 货币: 'currency', 币种: 'currency',
  providers: 'providers', provider: 'providers', 平台: 'providers', 供应商: 'providers',
  regions: 'regions', region: 'regions', 地区: 'regions', 区域: 'regions',
  budget: 'budget', 预算: 'budget',
  engine: 'engine', 引擎: 'engine', 推理引擎: 'engine',
  headroom: 'headroom', 余量: 'headroom', 显存余量: 'headroom',
  spot: 'spot', 竞价: 'spot', 抢占: 'spot',
  quiet: 'quiet', 安静: 'quiet', 静默: 'quiet',
};

const ON = new Set(['on', 'yes', 'true', '1', 'allow', 'allowed', '开', '开启', '是', '允许']);
const OFF = new Set(['off', 'no', 'false', '0', 'deny', 'forbid', '关', '关闭', '否', '禁止', '不允许']);
const RESET = new Set(['reset', 'default', 'auto', 'all', 'any', 'none', '-', '默认', '自动', '全部', '不限']);

/** `/settings` with no words shows; `/settings budget 3000` changes one field. */
export type SettingsCommand = { kind: 'show' } | { kind: 'change'; field: SettingField; patch: SettingsPatch };

/**
 * Read "budget 3000", "预算 3000", "spot off", "providers autodl, aws", "language auto", "budget reset".
 * A field or value it cannot read → UserError 'team.settingsUsage' / 'invalidSetting' (nothing changes).
 */
export function parseSettingsCommand(text: string): SettingsCommand {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { kind: 'show' };
  const field = FIELD_WORDS[words[0]!.toLowerCase()];
  if (!field || words.length < 2) throw new UserError('team.settingsUsage', { fields: SETTING_FIELDS.join(', ') });
  return { kind: 'change', field, patch: readValue(field, words.slice(1).join(' ')) };
}

/** One field's typed (or chosen) value as a patch; a value it cannot read → UserError 'invalidSetting'. */
export function readValue(field: SettingField, raw: string): SettingsPatch {
  const value = raw.trim();
  const lower = value.toLowerCase();
  const bad = (): never => {
    throw new UserError('invalidSetting', { setting: field, value });
  };
  // "auto" means "the user's language" for the locale and "no limit" for lists; elsewhere it is a reset too.
  if (RESET.has(lower)) return { [field]: null };
  switch (field) {
    case 'locale':
      return (LOCALES as readonly string[]).includes(lower) ? { locale: lower as Locale } : lower === '中文' ? { locale: 'zh' } : lower === 'english' ? { locale: 'en' } : bad();
    case 'currency': {
      const c = lower === 'rmb' || lower === '人民币' || lower === '元' || lower === '¥' ? 'CNY' : lower === '$' || lower === '美元' ? 'USD' : value.toUpperCase();
      return c === 'CNY' || c === 'USD' ? { currency: c as Currency } : bad();
    }
    case 'providers':
    case 'regions': {
      const list = value.split(/[\s,，、]+/).map((w) => w.trim().toLowerCase()).filter(Boolean);
      return list.length > 0 ? { [field]: [...new Set(list)] } : bad();
    }
    case 'budget': {
      const amount = readNumber(value);
      if (amount === undefined || amount <= 0) return bad();
      // "¥3000", "3000元", "3000 CNY", "$500": the budget's currency becomes the team's.
      const currency = /[¥元块]|cny|rmb/i.test(value) ? 'CNY' : /\$|usd/i.test(value) ? 'USD' : undefined;
      return { budget: amount, ...(currency ? { currency } : {}) };
    }
    case 'headroom': {
      // "15%" and "0.15" are the same choice; a bare number above 1 is read as percent.
      const n = readNumber(value.replace(/%$/, ''));
      if (n === undefined) return bad();
      const fraction = value.endsWith('%') || n > 1 ? n / 100 : n;
      return fraction >= 0 && fraction <= 0.5 ? { headroom: Math.round(fraction * 1000) / 1000 } : bad();
    }
    case 'engine':
      return (SERVING_ENGINES as readonly string[]).includes(lower) ? { engine: lower as Settings['engine'] & string } : bad();
    case 'spot':
    case 'quiet':
      return ON.has(lower) ? { [field]: true } : OFF.has(lower) ? { [field]: false } : bad();
  }
}

/** "3000", "3,000", "3k", "¥3000", "3000元" → 3000. */
function readNumber(text: string): number | undefined {
  const m = /^[¥$]?\s*(\d+(?:[.,]\d+)*)\s*(k|千|万|w)?\s*(?:元|块|cny|usd|rmb)?$/i.exec(text.trim());
  if (!m) return undefined;
  const digits = m[1]!.includes('.') && !/,\d{3}\b/.test(m[1]!) ? m[1]! : m[1]!.replace(/,/g, '');
  const base = Number(digits);
  if (!Number.isFinite(base)) return undefined;
  const unit = m[2]?.toLowerCase();
  return unit === 'k' || unit === '千' ? base * 1000 : unit === '万' || unit === 'w' ? base * 10_000 : base;
}

// ── the panel ──────────────────────────────────────────────────────────────────────────────────

/** A choice a panel offers for a field; `value` is what `readValue` reads back. */
export interface PanelOption {
  value: string;
  label: string;
  selected: boolean;
}

export type PanelControl =
  | { field: SettingField; kind: 'choice'; label: string; options: PanelOption[] }
  | { field: SettingField; kind: 'multi'; label: string; options: PanelOption[] }
  | { field: SettingField; kind: 'number'; label: string; current?: string };

export interface SettingsPanel {
  title: string;
  /** What is set, one line per field, in the turn's language. */
  lines: { field: SettingField; label: string; value: string }[];
  /** Said under the lines: who may change them. */
  footer: string;
  /** Present only for someone who may change the settings. */
  controls: PanelControl[];
}

/** Region words a panel offers (an offer matches by a word of its region; `regions cn-north-1` works by typing). */
export const REGION_CHOICES = ['cn', 'us', 'eu', 'global', 'ap'] as const;

/** How a user types a change on each platform, for the panel's footer. */
export const SETTINGS_EXAMPLE: Record<Platform, string> = {
  telegram: '/settings budget 3000',
  discord: '/gpu settings change: budget 3000',
  cli: 'whichcard settings budget 3000',
};

export function settingsPanel(settings: Settings, locale: Locale, catalog: Catalog, canChange: boolean, scopeLabel: string, platform: Platform): SettingsPanel {
  const t = translator(locale);
  const currency = teamCurrency({ settings, locale });
  const onOff = (b: boolean) => t(b ? 'team:settings.on' : 'team:settings.off');
  const value: Record<SettingField, string> = {
    locale: settings.locale ? t(`team:settings.locale.${settings.locale}`) : t('team:settings.auto'),
    currency: settings.currency ?? t('team:settings.currencyAuto', { currency }),
    providers: settings.providers.length > 0 ? settings.providers.join(', ') : t('team:settings.all'),
    regions: settings.regions?.length ? settings.regions.join(', ') : t('team:settings.all'),
    budget: settings.budget !== undefined ? t('team:settings.perMonth', { amount: formatMoney(locale, settings.budget, currency) }) : t('team:settings.none'),
    engine: settings.engine ?? t('team:settings.engineAuto'),
    headroom: `${formatNumber(locale, settings.headroom * 100, 1)}%`,
    spot: onOff(settings.spot !== false),
    quiet: onOff(settings.quiet === true),
  };
  const lines = SETTING_FIELDS.map((field) => ({ field, label: t(`team:settings.field.${field}`), value: value[field] }));
  const choice = (field: SettingField, options: [string, string][], selected: string): PanelControl => ({
    field,
    kind: 'choice',
    label: t(`team:settings.field.${field}`),
    options: options.map(([v, label]) => ({ value: v, label, selected: v === selected })),
  });
  const providerIds = [...new Set(catalog.offers.map((o) => o.provider))].sort();
  const nameOf = (id: string) => catalog.providers.find((p) => p.id === id)?.name ?? id;
  const controls: PanelControl[] = canChange
    ? [
        choice('locale', [['auto', t('team:settings.auto')], ...LOCALES.map((l): [string, string] => [l, t(`team:settings.locale.${l}`)])], settings.locale ?? 'auto'),
        choice('currency', [['auto', t('team:settings.currencyAuto', { currency })], ['CNY', 'CNY ¥'], ['USD', 'USD $']], settings.currency ?? 'auto'),
        {
          field: 'providers',
          kind: 'multi',
          label: t('team:settings.field.providers'),
          // Discord select menus hold 25 options; the catalog's providers fit, the rest is typed.
          options: providerIds.slice(0, 25).map((id) => ({ value: id, label: nameOf(id), selected: settings.providers.includes(id) })),
        },
        {
          field: 'regions',
          kind: 'multi',
          label: t('team:settings.field.regions'),
          options: REGION_CHOICES.map((r) => ({ value: r, label: t(`team:settings.region.${r}`), selected: settings.regions?.includes(r) ?? false })),
        },
        choice('engine', [['auto', t('team:settings.engineAuto')], ...SERVING_ENGINES.map((e): [string, string] => [e, e])], settings.engine ?? 'auto'),
        choice('spot', [['on', t('team:settings.spotOn')], ['off', t('team:settings.spotOff')]], settings.spot === false ? 'off' : 'on'),
        choice('quiet', [['off', t('team:settings.quietOff')], ['on', t('team:settings.quietOn')]], settings.quiet ? 'on' : 'off'),
        { field: 'budget', kind: 'number', label: t('team:settings.field.budget'), ...(settings.budget !== undefined ? { current: String(settings.budget) } : {}) },
        { field: 'headroom', kind: 'number', label: t('team:settings.field.headroom'), current: String(Math.round(settings.headroom * 100)) + '%' },
      ]
    : [];
  return {
    title: t('team:settings.title', { scope: scopeLabel }),
    lines,
    footer: t(canChange ? 'team:settings.footerAdmin' : 'team:settings.footerReadOnly', { example: SETTINGS_EXAMPLE[platform] }),
    controls,
  };
}

/** What a panel control's chosen values mean (an empty multi-choice is "all"). */
export function controlPatch(field: SettingField, values: readonly string[]): SettingsPatch {
  if ((field === 'providers' || field === 'regions') && values.length === 0) return { [field]: null };
  return readValue(field, values.join(','));
}

// ── settings shape the catalog ─────────────────────────────────────────────────────────────────

/** The words of a region ("Texas / US / NA" → texas, us, na; "cn-north-1" → cn, north, 1, and itself). */
function regionWords(region: string): Set<string> {
  const lower = region.toLowerCase().trim();
  return new Set([lower, ...lower.split(/[^a-z0-9]+/).filter(Boolean)]);
}

/**
 * An offer is in an allowed region when its region is, or has as a word, one of the allowed names.
 * An offer without a stated region is placed by its provider: a Chinese platform's (kind
 * cn-platform in catalog/providers.json) is in China ("cn"); any other's cannot be placed.
 */
export function regionAllowed(offer: Pick<Offer, 'region' | 'provider'>, regions: readonly string[] | undefined, chinesePlatforms: ReadonlySet<string> = new Set()): boolean {
  if (!regions || regions.length === 0) return true;
  const words = offer.region.trim() ? regionWords(offer.region) : chinesePlatforms.has(offer.provider) ? new Set(['cn', 'china']) : new Set<string>();
  return regions.some((r) => words.has(r.toLowerCase()));
}

const shaped = new WeakMap<Catalog, Map<string, Catalog>>();

/**
 * The catalog an answer for these settings is computed from: only offers in allowed regions, and
 * no spot offers when spot is off. The providers filter and the budget are the recommender's own
 * (settings.providers, settings.budget). Cached per catalog, so a price refresh gets a new one.
 */
export function catalogFor(catalog: Catalog, settings: Pick<Settings, 'regions' | 'spot'>): Catalog {
  const regions = settings.regions?.length ? [...settings.regions].sort() : undefined;
  const noSpot = settings.spot === false;
  if (!regions && !noSpot) return catalog;
  const key = `${regions?.join(',') ?? '*'}|${noSpot ? 'nospot' : 'spot'}`;
  let byKey = shaped.get(catalog);
  if (!byKey) shaped.set(catalog, (byKey = new Map()));
  let view = byKey.get(key);
  if (!view) {
    const chinese = new Set(catalog.providers.filter((p) => p.kind === 'cn-platform').map((p) => p.id));
    view = { ...catalog, offers: catalog.offers.filter((o) => regionAllowed(o, regions, chinese) && !(noSpot && o.billing === 'spot')) };
    byKey.set(key, view);
  }
  return view;
}

// ── buttons ────────────────────────────────────────────────────────────────────────────────────

/** Settings buttons carry `wcs:<field>=<value>`: no session, so they work on any panel, any time. */
const BUTTON_PREFIX = 'wcs:';

export function settingsButton(field: SettingField, value: string): string {
  return `${BUTTON_PREFIX}${field}=${value}`;
}

/** A settings button's field and value, or undefined for anything else (or a field that does not exist). */
export function readSettingsButton(data: string | null | undefined): { field: SettingField; value: string } | undefined {
  if (!data?.startsWith(BUTTON_PREFIX)) return undefined;
  const body = data.slice(BUTTON_PREFIX.length);
  const at = body.indexOf('=');
  const field = body.slice(0, at) as SettingField;
  if (at < 0 || !(SETTING_FIELDS as readonly string[]).includes(field)) return undefined;
  return { field, value: body.slice(at + 1) };
}

/** The values a multi-choice button sets when pressed: its option toggled in or out of the current choice. */
export function toggled(options: readonly PanelOption[], value: string): string[] {
  const on = options.filter((o) => o.selected).map((o) => o.value);
  return on.includes(value) ? on.filter((v) => v !== value) : [...on, value];
}
