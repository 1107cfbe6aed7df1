/**
 * Accuracy against published measurements: every scorable record of test/fixtures/measurements.jsonl
 * runs through the estimator; a table per kind is printed and the median absolute error of each kind
 * must stay under its limit. Bound records (max-fit "≤" and OOM ">") are counted separately as
 * passed when the estimate respects the bound; train_memory_estimate rows are never scored.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from './helpers.ts';
import { loadRecords, median, score, type Scored } from './reference.ts';

const LIMITS: Record<string, number> = { infer_memory: 0.06, train_memory: 0.06, decode_speed: 0.12, train_gpu_hours: 0.15 };

const records = loadRecords();
const results = records.filter((r) => r.kind in LIMITS).map((r) => score(catalog, r));
const scored = results.filter((x): x is Scored => 'estimated' in x);
const skipped = results.filter((x) => !('estimated' in x));

function fmt(n: number): string {
  return Math.abs(n) >= 1e4 ? n.toExponential(3) : n.toFixed(2);
}

function table(kind: string): { median: number; rows: Scored[]; bounds: Scored[] } {
  const rows = scored.filter((s) => s.record.kind === kind && !s.record.bound);
  const bounds = scored.filter((s) => s.record.kind === kind && s.record.bound);
  const lines = rows.map((s) => `${s.label.slice(0, 100).padEnd(100)} ${fmt(s.measured).padStart(10)} ${fmt(s.estimated).padStart(10)} ${(s.error * 100).toFixed(1).padStart(7)}%`);
  for (const b of bounds) lines.push(`${('[' + b.record.bound + '] ' + b.label).slice(0, 100).padEnd(100)} ${fmt(b.measured).padStart(10)} ${fmt(b.estimated).padStart(10)} ${b.passed ? 'pass' : 'FAIL'}`);
  const m = median(rows.map((s) => Math.abs(s.error)));
  console.log(`\n=== ${kind}: ${rows.length} cases, median |error| ${(m * 100).toFixed(1)} % (limit ${LIMITS[kind]! * 100} %); bounds passed ${bounds.filter((b) => b.passed).length}/${bounds.length}\n${'case'.padEnd(100)} ${'measured'.padStart(10)} ${'estimated'.padStart(10)} ${'error'.padStart(8)}\n${lines.join('\n')}`);
  return { median: m, rows, bounds };
}

describe('accuracy against published measurements', () => {
  it('scores every record it can map and says why it skips the rest', () => {
    for (const s of skipped) console.log(`skipped: ${s.record.kind} ${s.record.model} — ${'why' in s ? s.why : ''}`);
    expect(scored.length).toBeGreaterThan(records.filter((r) => r.kind in LIMITS).length * 0.9);
  });

  it.each(Object.keys(LIMITS))('%s: median absolute error under its limit', (kind) => {
    const { median: m, rows } = table(kind);
    expect(rows.length).toBeGreaterThan(0);
    for (const s of rows) expect(Number.isFinite(s.estimated)).toBe(true);
    expect(m).toBeLessThan(LIMITS[kind]!);
  });
});
