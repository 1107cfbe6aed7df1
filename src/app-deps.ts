/**
 * What a program hands down after reading its configuration once (src/main.ts): the validated
 * configuration, the catalog, the store, the logger and the clock. Nothing below main reads the
 * environment or opens its own store.
 */
import type { Catalog } from './core/catalog/schema.ts';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { PriceRefresher } from './prices/refresh.ts';
import type { Store } from './store/index.ts';

export interface AppDeps {
  config: Config;
  /** Loaded on first use, once (a bad operator offers file is reported on the first question). */
  catalog: () => Catalog;
  store: Store;
  logger: Logger;
  clock: () => Date;
  /**
   * The price refresh (src/prices/refresh.ts), when the program runs one: `onRefreshed(listener)` is
   * called with the new catalog after each refresh that changed prices (price alerts), and
   * `lastRefresh()` gives each source's snapshot time (the "price refresh age" of /metrics).
   */
  prices?: PriceRefresher;
}
