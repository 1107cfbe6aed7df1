import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import type { Catalog, LlmModel, Model } from '../../../src/core/catalog/schema.ts';
import { checkCatalog } from '../../../scripts/catalog-check.ts';

const catalog = loadCatalog();
const errors = (c: Catalog): string[] => checkCatalog(c).filter((p) => p.level === 'error').map((p) => `${p.where}: ${p.message}`);

function withModel(id: string, change: (m: LlmModel) => LlmModel): Catalog {
  return { ...catalog, models: catalog.models.map((m): Model => (m.id === id ? change(m as LlmModel) : m)) };
}

describe('catalog:check', () => {
  it('passes on the repository catalog', () => {
    expect(errors(catalog)).toEqual([]);
  });

  it('fails on a typo in a model shape (a dropped layer digit)', () => {
    const broken = withModel('qwen2.5-72b', (m) => ({ ...m, layers: 8 }));
    expect(errors(broken)).toEqual([expect.stringMatching(/^models qwen2\.5-72b: paramsB 72\.7 vs .* recomputed/)]);
  });

  it('fails on a wrong MoE active count and on heads that do not group', () => {
    expect(errors(withModel('mixtral-8x7b', (m) => ({ ...m, activeParamsB: 30 })))).toEqual([expect.stringMatching(/activeParamsB 30/)]);
    expect(errors(withModel('llama-3.1-8b', (m) => ({ ...m, kvHeads: 5, attention: 'gqa' })))).toEqual(
      expect.arrayContaining([expect.stringMatching(/32 heads do not divide into 5 KV groups/)]),
    );
  });

  it('fails on an implausible quantized size and a GPU whose MiB does not match its GB', () => {
    const q = withModel('qwen2.5-7b', (m) => ({ ...m, quantized: [{ format: 'q4_k_m', sizeGB: 40, repo: 'x/y', source: 's' }] }));
    expect(errors(q)).toEqual([expect.stringMatching(/quantized q4_k_m 40 GB is implausible/)]);
    const gpus = catalog.gpus.map((g) => (g.id === 'rtx4090' ? { ...g, memoryMiB: 49140 } : g));
    expect(errors({ ...catalog, gpus })).toEqual([expect.stringMatching(/^gpus rtx4090: memoryMiB 49140/)]);
  });
});
