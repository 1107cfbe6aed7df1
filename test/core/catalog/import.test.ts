import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const shared = join(repo, '../shared/data');

// The researched CSVs live outside the repository; where they are present, the committed catalog
// must be exactly what the import script makes of them (no hand edits drift in).
describe.skipIf(!existsSync(join(shared, 'gpus.csv')))('scripts/import-shared-data.ts', () => {
  it('reproduces catalog/*.json from the shared CSVs', () => {
    const out = mkdtempSync(join(tmpdir(), 'whichcard-import-'));
    try {
      const log = execFileSync(process.execPath, [join(repo, 'node_modules/tsx/dist/cli.mjs'), join(repo, 'scripts/import-shared-data.ts'), shared, out], { encoding: 'utf8' });
      expect(log).toMatch(/^gpus 27, models 88, offers \d+ \(CNY \d+, USD \d+\)/);
      expect(log).toContain('skipped offers.csv:207: fractional gpu_count');
      for (const file of ['gpus.json', 'models.json', 'offers.json', 'fx.json']) {
        expect(readFileSync(join(out, file), 'utf8'), file).toBe(readFileSync(join(repo, 'catalog', file), 'utf8'));
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
