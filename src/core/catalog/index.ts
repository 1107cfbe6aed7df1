/**
 * The catalog: GPUs, models, rental offers and exchange rates, each figure with its source.
 * `defaultCatalog()` is the only place that reads the environment; everything else takes options.
 */
import { CatalogError } from './catalog-error.ts';
import { loadCatalog } from './load.ts';
import type { LoadOptions } from './load.ts';
import type { Catalog, FxRate } from './schema.ts';

export { loadCatalog, DEFAULT_CATALOG_DIR, describeIssue } from './load.ts';
export type { LoadOptions } from './load.ts';
export { CatalogError, isCatalogError } from './catalog-error.ts';
export { isStale, ageDays, DEFAULT_STALE_DAYS } from './stale.ts';
export { namedGpu, resolveGpu, resolveModel, findGpu, findModel, suggestGpus, suggestModels, onUnknownName } from './resolve.ts';
export type { Suggestion, UnknownNameListener } from './resolve.ts';
export { gpuKey, modelKey } from './normalize.ts';
export { parseOllamaTag, ollamaModelId } from './ollama.ts';
export type { OllamaTag } from './ollama.ts';
export { isLlm } from './schema.ts';
export { providerOf, offerMultiNode } from './providers.ts';
export type { PriceSnapshotInfo } from './schema.ts';
export type { Catalog, Gpu, Model, LlmModel, DiffusionModel, DiffusionPart, Quantized, Offer, Provider, ProviderCosts, FxRate, Billing, Currency, Precision } from './schema.ts';

type Env = Record<string, string | undefined>;

/** `WHICHCARD_USD_CNY=7.2` (dated today) or `7.2@2026-11-01`: an operator's own rate. */
export function fxFromEnv(value: string, today: string): FxRate {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:@\s*(\d{4}-\d{2}-\d{2}))?\s*$/.exec(value);
  const rate = m ? Number(m[1]) : NaN;
  if (!m || !(rate > 0)) throw new CatalogError('WHICHCARD_USD_CNY', `expected a rate such as 7.2 or 7.2@2026-11-01, got "${value}"`);
  return { from: 'USD', to: 'CNY', rate, asOf: m[2] ?? today, source: 'operator setting WHICHCARD_USD_CNY' };
}

/** Load options from the environment: WHICHCARD_OFFERS_FILE, WHICHCARD_STALE_DAYS, WHICHCARD_USD_CNY, WHICHCARD_PRICES_DIR. */
export function optionsFromEnv(env: Env, today: string): LoadOptions {
  const options: LoadOptions = {};
  if (env.WHICHCARD_OFFERS_FILE) options.extraOffersFile = env.WHICHCARD_OFFERS_FILE;
  if (env.WHICHCARD_STALE_DAYS) {
    const days = Number(env.WHICHCARD_STALE_DAYS);
    if (!(Number.isFinite(days) && days > 0)) {
      throw new CatalogError('WHICHCARD_STALE_DAYS', `expected a positive number of days, got "${env.WHICHCARD_STALE_DAYS}"`);
    }
    options.staleAfterDays = days;
  }
  if (env.WHICHCARD_USD_CNY) options.fxOverride = fxFromEnv(env.WHICHCARD_USD_CNY, today);
  // Price snapshots from `whichcard prices update`, on top of catalog/ (default data/prices, as src/config.ts).
  options.pricesDir = env.WHICHCARD_PRICES_DIR?.trim() || 'data/prices';
  return options;
}

let cached: Catalog | undefined;

/**
 * The repository's catalog as it is, loaded once per process (tests, scripts). A running app loads
 * its own with the operator's settings (src/main.ts: WHICHCARD_OFFERS_FILE, _STALE_DAYS, _USD_CNY
 * through the configuration), so the core never reads the environment.
 */
export function defaultCatalog(): Catalog {
  cached ??= loadCatalog({});
  return cached;
}

/** Forget the cached catalog. */
export function resetDefaultCatalog(): void {
  cached = undefined;
}
