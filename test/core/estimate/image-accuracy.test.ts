/**
 * Image models against published measurements (test/fixtures/image-measurements.jsonl): generation
 * speed (aredden/flux-fp8-api, xDiT, diffusers), training memory (diffusers' FLUX QLoRA blog,
 * SimpleTuner's FLUX quickstart, kohya sd-scripts' SDXL and FLUX floors) and training step time
 * (the same blog). A table per kind with the error of every row is printed; the median absolute
 * error must stay under the kind's limit, and bound rows ("works on a 24 GB card") must hold.
 * The limits are what the model reaches today on every row, not targets met by tuning one row.
 * Training time is stated in the answer as a lower bound (datasheet rates; previews, saves and
 * uncached encoding left out), so every published step time must be at least the estimate.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from './helpers.ts';
import { loadImageRecords, scoreImage, type ImageScored } from './image-reference.ts';
import { median } from './reference.ts';

const LIMITS: Record<string, number> = { image_speed: 0.3, image_train_memory: 0.1, image_train_step: 0.8 };

const scored = loadImageRecords().map((r) => scoreImage(catalog, r));

function table(kind: string): { median: number; rows: ImageScored[]; bounds: ImageScored[] } {
  const rows = scored.filter((s) => s.record.kind === kind && !s.record.bound);
  const bounds = scored.filter((s) => s.record.kind === kind && s.record.bound);
  const fmt = (n: number) => n.toFixed(3);
  const lines = rows.map((s) => `${s.label.slice(0, 80).padEnd(80)} ${fmt(s.record.measured).padStart(8)} ${fmt(s.estimated).padStart(8)} ${(s.error * 100).toFixed(1).padStart(7)}%  ${s.record.source.slice(0, 40)}`);
  for (const b of bounds) lines.push(`${('[' + b.record.bound + '] ' + b.label).slice(0, 80).padEnd(80)} ${fmt(b.record.measured).padStart(8)} ${fmt(b.estimated).padStart(8)} ${b.passed ? '   pass' : '   FAIL'}  ${b.record.source.slice(0, 40)}`);
  const m = median(rows.map((s) => Math.abs(s.error)));
  console.log(`\n=== ${kind}: ${rows.length} rows, median |error| ${(m * 100).toFixed(1)} % (limit ${LIMITS[kind]! * 100} %); bounds passed ${bounds.filter((b) => b.passed).length}/${bounds.length}\n${lines.join('\n')}`);
  return { median: m, rows, bounds };
}

describe('image models against published measurements', () => {
  it.each(Object.keys(LIMITS))('%s: median absolute error under its limit, every bound held', (kind) => {
    const { median: m, rows, bounds } = table(kind);
    expect(rows.length).toBeGreaterThan(0);
    for (const s of [...rows, ...bounds]) expect(Number.isFinite(s.estimated) && s.estimated > 0).toBe(true);
    expect(m).toBeLessThan(LIMITS[kind]!);
    for (const b of bounds) expect(b.passed, b.label).toBe(true);
  });

  it('training time is a lower bound, as the answer says: no published step is faster than the estimate (5 % slack)', () => {
    const rows = scored.filter((s) => s.record.kind === 'image_train_step');
    expect(rows.length).toBeGreaterThan(0);
    for (const s of rows) expect(s.estimated, s.label).toBeLessThanOrEqual(s.record.measured * 1.05);
  });
});
