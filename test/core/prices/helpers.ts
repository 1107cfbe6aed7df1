import { createReadStream } from 'node:fs';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { csvRows } from '../../../src/core/prices/csv.ts';
import { importSkypilotVms, type ImportContext } from '../../../src/core/prices/skypilot.ts';

export const FIXTURES = new URL('../../fixtures/imports/', import.meta.url).pathname;
export const AS_OF = '2026-12-03T15:00:00.000Z';

export function ctx(sourceUrl = 'test', sourceVersion = 'sha256:test'): ImportContext {
  return { catalog: defaultCatalog(), asOf: AS_OF, sourceUrl, sourceVersion };
}

export function importSample(cloud: string) {
  return importSkypilotVms(cloud, csvRows(createReadStream(`${FIXTURES}skypilot-v8/${cloud}/vms.csv`)), ctx(`skypilot-v8/${cloud}/vms.csv`));
}
