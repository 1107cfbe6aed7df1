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
    const aws = catalog.offers.find((o) => o.provider === 'aws' && o.gpu === 'h100-sxm')!;
    expect(offerMultiNode(catalog, aws)).toBe(true);
    expect(offerMultiNode(catalog, { provider: 'acme-lab', gpu: 'h100-sxm' })).toBe(false);
    expect(offerMultiNode(catalog, { provider: 'acme-lab', gpu: 'h100-sxm', multiNode: true })).toBe(true);
  });

  it('clusters only the cards a provider’s clusters are built from, each list with its source', () => {
    // AWS's EFA instances are p4d/p4de/p5/p5e (A100, H100, H200); its g5 (A10G) and p3 (V100 16GB) are single machines.
    const on = (provider: string, gpu: string) => offerMultiNode(catalog, { provider, gpu });
    expect([on('aws', 'h100-sxm'), on('aws', 'a100-40gb'), on('aws', 'a10g'), on('aws', 'v100-16gb')]).toEqual([true, true, false, false]);
    // Lambda's 1-Click Clusters are H100 and B200; its V100 and A100 instances are single machines.
    expect([on('lambda', 'b200'), on('lambda', 'v100-16gb'), on('lambda', 'a100-40gb')]).toEqual([true, false, false]);
    // A provider whose sources name no card list clusters every card it rents.
    expect(providerOf(catalog, 'coreweave')?.clusterGpus).toBeUndefined();
    expect(on('coreweave', 'h200')).toBe(true);
    const gpuIds = new Set(catalog.gpus.map((g) => g.id));
    for (const provider of catalog.providers.filter((p) => p.clusterGpus)) {
      expect(provider.multiNode, provider.id).toBe(true);
      expect(provider.clusterSource, provider.id).toMatch(/read \d{4}-\d{2}-\d{2}/);
      for (const gpu of provider.clusterGpus!) expect(gpuIds.has(gpu), `${provider.id}: ${gpu}`).toBe(true);
    }
  });

  it('labels member prices, marketplace listings and market quotes', () => {
    const member = catalog.offers.filter((o) => o.priceKind === 'member');
    expect(member.length).toBeGreaterThan(0);
    for (const offer of member) expect(offer.provider).toBe('autodl');
    for (const offer of catalog.offers.filter((o) => o.provider === 'vast')) expect(offer.priceKind).toBe('listing');
    expect(catalog.offers.filter((o) => o.provider === 'aws').every((o) => o.priceKind === undefined)).toBe(true);
  });
});
