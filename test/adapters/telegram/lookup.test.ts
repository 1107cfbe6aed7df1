import { describe, expect, it } from 'vitest';
import { defaultCatalog, findGpu } from '../../../src/core/catalog/index.ts';
import { splitGpuNames } from '../../../src/adapters/telegram/lookup.ts';

const catalog = defaultCatalog();
const ids = (names: string[]): (string | undefined)[] => names.map((n) => findGpu(catalog, n)?.id);

describe('splitGpuNames', () => {
  it('splits on explicit separators, in en and zh', () => {
    expect(splitGpuNames(catalog, 'RTX 4090, A100 80GB')).toEqual(['RTX 4090', 'A100 80GB']);
    expect(splitGpuNames(catalog, '4090 vs h100')).toEqual(['4090', 'h100']);
    expect(splitGpuNames(catalog, '4090和H100')).toEqual(['4090', 'H100']);
  });

  it('takes one GPU per word when every word names one', () => {
    expect(ids(splitGpuNames(catalog, '4090 l40s'))).toEqual(['rtx4090', 'l40s']);
  });

  it('finds the split of multi-word names that makes two GPUs', () => {
    const names = splitGpuNames(catalog, 'rtx 4090 h100 sxm');
    expect(names).toHaveLength(2);
    expect(ids(names)).toEqual(['rtx4090', 'h100-sxm']);
  });

  it('leaves unknown words as they are, so the core can suggest', () => {
    expect(splitGpuNames(catalog, 'foo bar')).toEqual(['foo', 'bar']);
    expect(splitGpuNames(catalog, '4090')).toEqual(['4090']);
    expect(splitGpuNames(catalog, '')).toEqual([]);
  });
});
