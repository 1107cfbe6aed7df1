import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../src/core/catalog/index.ts';
import { questionView } from '../../../src/core/present/question.ts';
import { largestModelsFor } from '../../../src/core/recommend/card-models.ts';
import { DEFAULT_SETTINGS } from '../../../src/core/recommend/types.ts';

const catalog = loadCatalog();
const gpu = (id: string) => catalog.gpus.find((g) => g.id === id)!;

describe('questionView', () => {
  it('the model question offers them when the card is known, in both languages', () => {
    for (const locale of ['en', 'zh'] as const) {
      const view = questionView({ catalog, now: new Date('2026-12-02T00:00:00Z'), locale, settings: { ...DEFAULT_SETTINGS } }, 'model', { gpu: 'rtx3060', count: 1, task: 'infer' });
      const fits = largestModelsFor(catalog, gpu('rtx3060'), 1, DEFAULT_SETTINGS.headroom);
      const field = view.fields.find((f) => f.name.includes('RTX 3060'))!;
      expect(field.value.split('\n')).toHaveLength(fits.length + 1);
      expect(view.actions.flat().map((a) => a.value)).toEqual(expect.arrayContaining(fits.map((f) => `model:${f.model}`)));
    }
  });
});
