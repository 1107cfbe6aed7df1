import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const shared = join(repo, '../shared/data');

/** Data rows of a CSV: lines that start with an id and a comma, less the header ("id,…"). */
function csvRows(file: string): number {
  if (!existsSync(file)) return 0;
  return readFileSync(file, 'utf8').split(/\r?\n/).filter((line) => /^[a-z0-9][a-z0-9.-]*,/.test(line)).length - 1;
}

// The researched CSVs live outside the repository; where they are present, the committed catalog
// must be exactly what the import script makes of them (no hand edits drift in).
describe.skipIf(!existsSync(join(shared, 'gpus.csv')))('scripts/import-shared-data.ts', () => {
  it('reproduces catalog/*.json from the shared CSVs', () => {
    const out = mkdtempSync(join(tmpdir(), 'whichcard-import-'));
    try {
      const log = execFileSync(process.execPath, [join(repo, 'node_modules/tsx/dist/cli.mjs'), join(repo, 'scripts/import-shared-data.ts'), shared, out], { encoding: 'utf8' });
      // Shared rows plus the in-repo researched rows (catalog/extra), nothing dropped or doubled.
      const gpus = csvRows(join(shared, 'gpus.csv')) + csvRows(join(repo, 'catalog/extra/gpus.csv'));
      const extraModels = join(repo, 'catalog/extra/models.json');
      const models = csvRows(join(shared, 'models.csv')) + (existsSync(extraModels) ? JSON.parse(readFileSync(extraModels, 'utf8')).models.length : 0);
      expect(log).toMatch(new RegExp(`^gpus ${gpus}, models ${models}, offers \\d+ \\(CNY \\d+, USD \\d+\\)`));
      expect(log).toContain('skipped offers.csv:207: fractional gpu_count');
      expect(readdirSync(out).sort()).toEqual(['fx.json', 'gpus.json', 'models.json', 'offers.json']);
      for (const file of ['gpus.json', 'models.json', 'offers.json', 'fx.json']) {
        expect(readFileSync(join(out, file), 'utf8'), file).toBe(readFileSync(join(repo, 'catalog', file), 'utf8'));
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
