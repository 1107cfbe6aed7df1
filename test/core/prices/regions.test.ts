import { describe, expect, it } from 'vitest';
import { normalizeRegion, regionAllowed } from '../../../src/core/prices/regions.ts';

describe('regions', () => {
  it.each([
    ['us-central1', 'na/us'], ['europe-west4', 'eu/nl'], ['eu-west-2', 'eu/gb'], ['ap-northeast-1', 'as/jp'],
    ['Texas, US, NA', 'na/us'], [', CN, AS', 'as/cn'], ['Quebec, CA, NA', 'na/ca'], ['北京', 'as/cn'],
    ['us-newregion9', 'na/us'], ['europe-west99', 'eu/?'], ['', '?'], ['somewhere', '?'],
  ])('%s → %s', (raw, norm) => expect(normalizeRegion(raw)).toBe(norm));

  it('allows by raw region, country or continent; an empty list allows all', () => {
    expect(regionAllowed([], 'europe-west4')).toBe(true);
    expect(regionAllowed(['eu'], 'europe-west4')).toBe(true);
    expect(regionAllowed(['nl'], 'europe-west4')).toBe(true);
    expect(regionAllowed(['us-central1'], 'us-central1')).toBe(true);
    expect(regionAllowed(['us'], 'europe-west4')).toBe(false);
    expect(regionAllowed(['cn'], 'Texas, US, NA')).toBe(false);
  });
});

describe('offers in the regions a team allows', async () => {
  const { defaultCatalog } = await import('../../../src/core/catalog/index.ts');
  const { allowedOffers } = await import('../../../src/core/recommend/offer-index.ts');
  const catalog = defaultCatalog();

  it('a country keeps its offers and Chinese platforms without a region; a continent matches GCP and AWS regions', () => {
    const cn = allowedOffers(catalog.offers, [], ['cn'], catalog);
    expect(cn.some((o) => o.provider === 'autodl')).toBe(true);
    expect(cn.some((o) => o.provider === 'aws-china')).toBe(true);
    expect(cn.some((o) => o.provider === 'gcp')).toBe(false);
    const us = allowedOffers(catalog.offers, ['gcp', 'aws'], ['na'], catalog);
    expect(us.length).toBeGreaterThan(0);
    expect(us.every((o) => /^us-/.test(o.region))).toBe(true);
    expect(allowedOffers(catalog.offers, ['gcp'], ['eu'], catalog).every((o) => /^europe-/.test(o.region))).toBe(true);
    expect(allowedOffers(catalog.offers, [], [], catalog)).toHaveLength(catalog.offers.length);
  });
});
