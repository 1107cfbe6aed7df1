import { describe, expect, it } from 'vitest';
import { loadCatalog, offerMultiNode, providerOf } from '../../../src/core/catalog/index.ts';

const catalog = loadCatalog();

describe('providers', () => {
  it('lists every provider the offers name, each with a source', () => {
    for (const offer of catalog.offers) expect(providerOf(catalog, offer.provider), offer.provider).toBeDefined();
    for (const provider of catalog.providers) expect(provider.source).toMatch(/read \d{4}-\d{2}-\d{2}/);
  });

  it('marks cluster renters multi-node and single-machine marketplaces not', () => {
    expect(providerOf(catalog, 'aws')).toMatchObject({ kind: 'hyperscaler', multiNode: true });
    expect(providerOf(catalog, 'coreweave')?.interconnect).toMatch(/InfiniBand/);
    expect(providerOf(catalog, 'vast')).toMatchObject({ kind: 'marketplace', multiNode: false, interconnect: null });
    expect(providerOf(catalog, 'autodl')).toMatchObject({ kind: 'cn-platform', multiNode: false });
    expect(providerOf(catalog, 'no-such-cloud')).toBeUndefined();
  });

  it('lets an offer override its provider, and treats unknown providers as single-machine', () => {
    const scf = catalog.offers.find((o) => o.provider === 'tencentcloud')!;
    expect(providerOf(catalog, 'tencentcloud')?.multiNode).toBe(true);
    expect(scf.multiNode).toBe(false);
    expect(offerMultiNode(catalog, scf)).toBe(false);
    const aws = catalog.offers.find((o) => o.provider === 'aws')!;
    expect(offerMultiNode(catalog, aws)).toBe(true);
    expect(offerMultiNode(catalog, { provider: 'acme-lab' })).toBe(false);
    expect(offerMultiNode(catalog, { provider: 'acme-lab', multiNode: true })).toBe(true);
  });

  it('labels member prices, marketplace listings and market quotes', () => {
    const member = catalog.offers.filter((o) => o.priceKind === 'member');
    expect(member.length).toBeGreaterThan(0);
    for (const offer of member) expect(offer.provider).toBe('autodl');
    for (const offer of catalog.offers.filter((o) => o.provider === 'vast')) expect(offer.priceKind).toBe('listing');
    expect(catalog.offers.filter((o) => o.provider === 'aws').every((o) => o.priceKind === undefined)).toBe(true);
  });
});
