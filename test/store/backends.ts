/**
 * The store tests run on every real backend available: SQLite in a temp dir always, Redis when
 * WHICHCARD_TEST_REDIS is set (.ci/run starts one on port 6390).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

export interface Backend {
  name: string;
  /** A store URL; the same value reopens the same data. */
  url: () => string;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

export function tempSqliteUrl(): string {
  const dir = mkdtempSync(join(tmpdir(), 'whichcard-store-'));
  dirs.push(dir);
  // A nested folder that does not exist yet: openStore must create it.
  return `sqlite://${join(dir, 'nested', 'whichcard.sqlite')}`;
}

export const redisUrl = process.env.WHICHCARD_TEST_REDIS;
export const REDIS_SKIP_REASON = 'WHICHCARD_TEST_REDIS is not set (run .ci/run, or start redis-server and set it) — Redis store tests skipped';

export const backends: Backend[] = [
  { name: 'sqlite', url: tempSqliteUrl },
  ...(redisUrl ? [{ name: 'redis', url: () => redisUrl }] : []),
];

/** Keys unique per test run, so Redis runs never see each other's data. */
export function uniq(prefix: string): string {
  return `${prefix}-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
}
