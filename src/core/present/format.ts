/**
 * Locale-aware formatting of the numbers inside advice messages: counts, hours, percentages and
 * money, so "1,234.5" and "1,234.5" vs "¥1,234.50" follow the reader's locale (Intl).
 */
import type { Locale } from '../i18n.ts';
import type { Money } from '../recommend/types.ts';
import { formatMoney, formatNumber } from './catalog.ts';

/** Significant digits that suit the size: 0.37, 4.8, 27, 1,234. */
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

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

/** A text bar of `width` cells: █ used, ░ free. */
export function bar(fraction: number, width = 10): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  const filled = Math.round(clamped * width);
  return '█'.repeat(filled) + '░'.repeat(width - filled);
}
