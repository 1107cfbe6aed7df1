import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { candidateNames, matchCard, variantOf } from '../../../src/core/prices/card-names.ts';

const id = (name: string, memoryMiB?: number, variant?: 'sxm' | 'pcie' | 'nvl') => {
  const m = matchCard(defaultCatalog(), { name, ...(memoryMiB ? { memoryMiB } : {}), ...(variant ? { variant } : {}) });
  return 'gpu' in m ? m.gpu.id : m.skip.code;
};

describe('source GPU names → catalog ids through the catalog aliases', () => {
  it.each([
    ['A100-80GB', undefined, undefined, 'a100-80gb-sxm'],
    ['A100', 40960, undefined, 'a100-40gb'],
    ['A100', 81920, 'pcie', 'a100-80gb-pcie'],
    ['A100', 40960, 'pcie', 'a100-40gb-pcie'],
    ['H100', 95830, 'nvl', 'h100-nvl'],
    ['H100', 81559, 'pcie', 'h100-pcie'],
    ['H100-MEGA', 81920, undefined, 'h100-sxm'],
    ['V100', 16384, undefined, 'v100-16gb'],
    ['V100-32GB', 32768, undefined, 'v100-32gb'],
    ['RTX6000-Ada', 49140, undefined, 'rtx6000-ada'],
    ['RTXA6000', undefined, undefined, 'rtx-a6000'],
    ['RTXPRO6000WS', 97887, undefined, 'rtxpro6000-blackwell'],
    ['NVIDIA A100 80GB PCIe', undefined, undefined, 'a100-80gb-pcie'],
    ['L4', 22888, undefined, 'l4'],
    ['RTX3060', 12288, undefined, 'rtx3060'],
  ] as const)('%s (%s MiB, %s) → %s', (name, mib, variant, expected) => {
    expect(id(name, mib, variant)).toBe(expected);
  });

  it('keeps unknown names out rather than guessing', () => {
    expect(id('RTXPRO4500')).toBe('unknownGpu');
    expect(id('RTX2060', 6144)).toBe('unknownGpu');
  });

  it('rejects a memory that belongs to another card (a 48 GB RTX 4090)', () => {
    expect(id('RTX4090', 49140)).toBe('memoryMismatch');
    expect(id('RTX4090', 24564)).toBe('rtx4090');
  });

  it('reads form factors from instance types', () => {
    expect(variantOf('1x-H100_NVL-32-65536')).toBe('nvl');
    expect(variantOf('gpu_8x_h100_sxm5')).toBe('sxm');
    expect(variantOf('1x-A100_PCIE-32-65536')).toBe('pcie');
    expect(variantOf('p4d.24xlarge')).toBeUndefined();
    expect(candidateNames({ name: 'A100', memoryMiB: 81920, variant: 'sxm' })[0]).toBe('A100 80G sxm');
  });
});
