/**
 * Provider facts beside the offers: whether a provider rents multi-machine clusters decides whether a
 * model too big for one machine can be offered there at all.
 */
import type { Catalog, Offer, Provider } from './schema.ts';

/** The provider an offer names (`offer.provider` id), or undefined for an operator's unlisted provider. */
export function providerOf(catalog: Pick<Catalog, 'providers'>, provider: string): Provider | undefined {
  return catalog.providers.find((p) => p.id === provider);
}

/**
 * Whether one job can span several machines on this offer: the offer's own flag, else its provider's for the
 * cards its clusters are built from; unknown providers are assumed single-machine (the cautious answer).
 */
export function offerMultiNode(catalog: Pick<Catalog, 'providers'>, offer: Pick<Offer, 'provider' | 'multiNode' | 'gpu'>): boolean {
  if (offer.multiNode !== undefined) return offer.multiNode;
  const provider = providerOf(catalog, offer.provider);
  if (!provider?.multiNode) return false;
  return provider.clusterGpus?.includes(offer.gpu) ?? true;
}
