/** Small statistics and formatting shared by the benchmarks. */
import { loadavg } from 'node:os';

export function quantile(values: readonly number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

export const mb = (bytes: number): string => `${Math.round(bytes / 1e6)} MB`;
export const ms = (value: number): string => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : value >= 10 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`);
export const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}`;

/** Repeats of each side-by-side measurement (BENCH_REPEATS, default 3: medians need at least three). */
export const REPEATS = Math.max(1, Number(process.env.BENCH_REPEATS ?? 3));

export const sleep = (msec: number): Promise<void> => new Promise((r) => setTimeout(r, msec));

/** A markdown table row. */
export const row = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;

/** The 1-minute load average now, as printed beside every figure (the machine is shared). */
export const load = (): number => loadavg()[0]!;

/** The range of load averages seen during a benchmark. */
export function loadRange(seen: readonly number[]): string {
  return seen.length === 0 ? '?' : `${Math.min(...seen).toFixed(1)}–${Math.max(...seen).toFixed(1)}`;
}

/**
 * How long after the load the bot's RSS is read again: past its worker threads' 60 s idle stop
 * (src/runtime/pool.ts, src/render/index.ts), so the growth that lasts is told from the workers'
 * heaps. BENCH_IDLE_STOP_MS=0 skips it.
 */
export const IDLE_STOP_MS = Number(process.env.BENCH_IDLE_STOP_MS ?? 65_000);
