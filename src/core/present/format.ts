/**
 * Locale-aware formatting of every number a user reads (advice, questions, catalog cards, the
 * terminal tables): counts, hours, percentages, rates and money, so "1,234.5" and "¥1,234.50" vs
 * "CN¥1,234.50" follow the reader's locale (Intl). One place, so a card and an advice never differ.
 */
import type { Currency } from '../catalog/schema.ts';
import type { Locale } from '../i18n.ts';
import type { Money } from '../recommend/types.ts';

const INTL: Record<Locale, string> = { en: 'en-US', zh: 'zh-CN' };

/**
 * One Intl.NumberFormat per locale and options, built once: constructing one costs ~10–50 µs and an
 * answer prints a few hundred numbers (bench/advise.ts: present was 3× the planner's time). The key
 * is spelled by each caller (not JSON.stringify of the options, which a profile showed costing as
 * much as the formatting itself).
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(key: string, locale: Locale, options: () => Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(INTL[locale], options())));
  return f;
}

export function formatNumber(locale: Locale, value: number, maxDigits = 2): string {
  return formatter(`${locale}|n${maxDigits}`, locale, () => ({ maximumFractionDigits: maxDigits })).format(value);
}

/** "$2.99" / "¥1.98" (en shows CN¥ so the two currencies are never confused). */
export function formatMoney(locale: Locale, amount: number, currency: Currency): string {
  const digits = amount < 1 ? 3 : 2;
  return formatter(`${locale}|${currency}${digits}`, locale, () => ({ style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: digits })).format(amount);
}

/** "50M" / "5000万": dataset sizes are read at a glance, not digit by digit. */
export function formatCompact(locale: Locale, value: number): string {
  return formatter(`${locale}|compact`, locale, () => ({ notation: 'compact', maximumFractionDigits: 2 })).format(value);
}

/** An exchange rate to four significant digits (7.196, 0.1389). */
export function formatRate(locale: Locale, rate: number): string {
  return formatter(`${locale}|rate`, locale, () => ({ maximumSignificantDigits: 4 })).format(rate);
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** Significant digits that suit the size: 0.37, 4.8, 27, 1,234. */
export function num(locale: Locale, value: number): string {
  if (!Number.isFinite(value)) return '—';
  const abs = Math.abs(value);
  // FLOPs and token counts: 8.4×10²¹ reads better than 8,400,000,000,000,000,000,000.
  if (abs >= 1e12) {
    const exp = Math.floor(Math.log10(abs));
    const sup = String(exp).replace(/\d/g, (d) => SUPERSCRIPT[Number(d)]!);
    return `${formatNumber(locale, value / 10 ** exp, 2)}×10${sup}`;
  }
  return formatNumber(locale, value, abs >= 100 ? 0 : abs >= 10 ? 1 : 2);
}

export function money(locale: Locale, m: Money): string {
  return formatMoney(locale, m.amount, m.currency);
}

/** Every number param formatted for the locale; strings pass through. */
export function fmtParams(locale: Locale, params: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? num(locale, v) : v]));
}

/** "gongjiyun (共绩算力)": the provider id, with its display name where the id is a romanisation. */
export function providerText(o: { provider: string; providerName?: string }): string {
  return o.providerName ? `${o.provider} (${o.providerName})` : o.provider;
}

/** A text bar of `width` cells: █ used, ░ free. */
export function bar(fraction: number, width = 10): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  const filled = Math.round(clamped * width);
  return '█'.repeat(filled) + '░'.repeat(width - filled);
}
