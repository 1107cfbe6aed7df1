/** WHICHCARD_PRICES_REFRESH: "12h", "90m", "1d", "3600s" or "off" → milliseconds, or null for off. */
const UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Shorter than this would hammer the sources (SkyPilot's own catalog refreshes every 7 h). */
export const MIN_REFRESH_MS = 5 * 60_000;
export const DEFAULT_REFRESH = '12h';

export function parseRefreshInterval(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (['off', 'false', 'no', '0', 'never'].includes(value)) return null;
  const m = /^(\d+(?:\.\d+)?)\s*([smhd])$/.exec(value);
  if (!m) throw new RangeError(`expected a duration such as 12h, 90m or 1d, or "off", got "${text}"`);
  const ms = Number(m[1]) * UNITS[m[2]!]!;
  if (ms < MIN_REFRESH_MS) throw new RangeError(`at least ${MIN_REFRESH_MS / 60_000} minutes, got "${text}"`);
  return ms;
}
