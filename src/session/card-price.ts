/**
 * What one card costs an hour for a team: the catalog's offers of that GPU that the team's settings
 * allow (providers, regions, spot), per GPU-hour, converted to the team's currency at the catalog's
 * dated rate, cheapest first. Reminders quote it ("4 × A100 cost about ¥… an hour"); price alerts
 * compare it with their threshold. Only pay-as-you-go offers count: a monthly or reserved price is a
 * commitment, not what a forgotten hour costs.
 */
import type { Catalog, Currency, Offer } from '../core/catalog/schema.ts';
import { convert } from '../core/recommend/currency.ts';
import type { Money, Settings } from '../core/recommend/types.ts';
import { catalogFor } from './settings.ts';

export interface CardPrice {
  provider: string;
  providerName: string;
  region: string;
  billing: Offer['billing'];
  /** Per GPU-hour in the asked currency (with the conversion's rate and date when converted). */
  perGpuHour: Money;
  asOf: string;
  source: string;
}

export function cardPrices(catalog: Catalog, gpuId: string, settings: Pick<Settings, 'providers' | 'regions' | 'spot'>, currency: Currency): CardPrice[] {
  const allowed = catalogFor(catalog, settings);
  const out: CardPrice[] = [];
  for (const o of allowed.offers) {
    if (o.gpu !== gpuId || (o.billing !== 'on_demand' && o.billing !== 'spot')) continue;
    if (settings.providers.length > 0 && !settings.providers.includes(o.provider)) continue;
    const perGpuHour = convert(catalog.fx, o.pricePerGpuHour, o.currency, currency);
    if (!perGpuHour) continue;
    const providerName = catalog.providers.find((p) => p.id === o.provider)?.name ?? o.provider;
    out.push({ provider: o.provider, providerName, region: o.region, billing: o.billing, perGpuHour, asOf: o.asOf, source: o.source });
  }
  return out.sort((a, b) => a.perGpuHour.amount - b.perGpuHour.amount);
}
