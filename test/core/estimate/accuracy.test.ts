/**
 * Accuracy against published measurements: every scorable record of test/fixtures/measurements.jsonl
 * runs through the estimator; a table per kind is printed and the median absolute error of each kind
 * must stay under its limit. Bound records (max-fit "≤" and OOM ">") are counted separately as
 * passed when the estimate respects the bound; train_memory_estimate rows are never scored.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from './helpers.ts';
import { accuracyTable, loadRecords, score, type Scored } from './reference.ts';

const LIMITS: Record<string, number> = { infer_memory: 0.06, train_memory: 0.05, decode_speed: 0.12, train_gpu_hours: 0.15 };

const records = loadRecords();
const results = records.filter((r) => r.kind in LIMITS).map((r) => score(catalog, r));
const scored = results.filter((x): x is Scored => 'estimated' in x);
const skipped = results.filter((x) => !('estimated' in x));

const table = (kind: string) => accuracyTable(scored, kind, LIMITS[kind]!, kind);

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
