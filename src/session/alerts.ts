/**
 * Price alerts for every platform: `/alert h100 below 15 CNY` stores one; `checkPriceAlerts(deps,
 * catalog)` — called after every price refresh with the refreshed catalog — fires each armed alert
 * whose card's cheapest allowed offer (the team's providers, regions, spot) is below its threshold,
 * once per crossing (a claim in the shared store), naming the offer (provider, region, price,
 * date); an alert whose price is back at or above its threshold is re-armed.
 */
import { randomBytes } from 'node:crypto';
import type { Catalog, Currency } from '../core/catalog/schema.ts';
import { findGpu, suggestGpus } from '../core/catalog/resolve.ts';
import { UserError } from '../core/errors.ts';
import { translator, type Locale } from '../core/i18n.ts';
import { formatMoney } from '../core/present/format.ts';
import type { Settings } from '../core/recommend/types.ts';
import type { Logger } from '../logger.ts';
import type { Store } from '../store/index.ts';
import { listAlerts, saveAlert, type Alert } from '../store/alerts.ts';
import { getSettings } from '../store/settings.ts';
import { cardPrices, type CardPrice } from './card-price.ts';
import type { Platform, Where, Who } from './types.ts';

/** Above this a "per GPU-hour" price is a typo (the dearest card rents for well under it). */
const MAX_THRESHOLD: Record<Currency, number> = { USD: 1_000, CNY: 7_000 };
const CLAIM_TTL_MS = 30 * 24 * 3_600_000;

export interface AlertRequest {
  gpu: { id: string; name: string };
  threshold: number;
  currency: Currency;
}

/**
 * `h100 below 15 CNY`, `h100 < 2 usd`, `a100 低于 10 元`, `4090 under ¥1.5`. A price without a currency is
 * in `fallback` (the chat's currency), and is bounded in it: "below 2000" in a USD chat is no GPU price.
 */
export function parseAlert(text: string, catalog: Catalog, fallback: Currency): AlertRequest {
  const m = /^(.+?)\s*(?:below|under|<|低于|小于|便宜于)\s*([¥$])?\s*([\d.,]+)\s*(cny|usd|rmb|元|美元|\$|¥)?\s*(?:\/\s*h|an hour|per hour|每小时)?\s*$/i.exec(text.trim());
  if (!m) throw new UserError('team.alertUsage', { value: text.trim() });
  const name = m[1]!.trim();
  const gpu = findGpu(catalog, name);
  if (!gpu) throw new UserError('unknownGpu', { name, suggestions: suggestGpus(catalog, name, 3).map((g) => g.name).join(', ') || '—' });
  const unit = `${m[2] ?? ''}${m[4] ?? ''}`.toLowerCase();
  const currency: Currency = /¥|cny|rmb|元/.test(unit) ? 'CNY' : /\$|usd|美元/.test(unit) ? 'USD' : fallback;
  const threshold = Number(m[3]!.replace(/,/g, ''));
  if (!Number.isFinite(threshold) || threshold <= 0 || threshold > MAX_THRESHOLD[currency]) {
    throw new UserError('team.alertPrice', { value: m[3]!, max: MAX_THRESHOLD[currency], currency });
  }
  return { gpu: { id: gpu.id, name: gpu.name }, threshold, currency };
}

export async function createAlert(store: Pick<Store, 'alerts'>, request: AlertRequest, ctx: { locale: Locale; now: Date }, who: Who, where: Where): Promise<Alert> {
  const now = ctx.now.toISOString();
  return saveAlert(store, {
    id: `${where.platform}:a${randomBytes(5).toString('hex')}:${who.userId}`,
    platform: where.platform,
    scope: where.scope,
    target: { userId: who.userId, ...(where.chatId ? { chatId: where.chatId } : {}), ...(where.channelId ? { channelId: where.channelId } : {}), ...(where.guildId ? { guildId: where.guildId } : {}) },
    gpu: request.gpu.id,
    gpuName: request.gpu.name,
    threshold: request.threshold,
    currency: request.currency,
    locale: ctx.locale,
    armed: true,
    armedAt: now,
    arm: randomBytes(4).toString('hex'),
    createdAt: now,
  });
}

/** What a fired alert says; the adapter adds its mention of `userId`. */
export interface AlertMessage {
  locale: Locale;
  userId?: string;
  text: string;
}

export function alertMessage(alert: Alert, offer: CardPrice): AlertMessage {
  const t = translator(alert.locale);
  return {
    locale: alert.locale,
    ...(alert.target.userId ? { userId: alert.target.userId } : {}),
    text: t('team:alert.fired', {
      gpu: alert.gpuName,
      threshold: formatMoney(alert.locale, alert.threshold, alert.currency),
      price: formatMoney(alert.locale, offer.perGpuHour.amount, alert.currency),
      provider: offer.providerName,
      region: offer.region || '—',
      billing: t(`advice:billing.${offer.billing}`),
      asOf: offer.asOf,
    }),
  };
}

export interface PriceAlertDeps {
  store: Pick<Store, 'alerts' | 'settings' | 'claimOnce'>;
  logger: Logger;
  clock: () => Date;
  defaults: Settings;
  /** How each platform posts a fired alert (throw to leave it armed for the next check). */
  deliver: Partial<Record<Platform, (alert: Alert, message: AlertMessage) => Promise<void>>>;
}

/**
 * Check every alert against `catalog` (any catalog: the refreshed one after a price refresh).
 * Returns what fired and what was re-armed. Safe with several replicas: a crossing is claimed once.
 */
export async function checkPriceAlerts(deps: PriceAlertDeps, catalog: Catalog): Promise<{ fired: string[]; rearmed: string[] }> {
  const fired: string[] = [];
  const rearmed: string[] = [];
  const now = deps.clock();
  for (const alert of await listAlerts(deps.store, deps.logger)) {
    const deliver = deps.deliver[alert.platform];
    if (!deliver) continue;
    const settings = await getSettings(deps.store, alert.scope, deps.defaults, deps.logger);
    const offer = cardPrices(catalog, alert.gpu, settings, alert.currency)[0];
    const below = offer !== undefined && offer.perGpuHour.amount < alert.threshold;
    if (!below) {
      if (!alert.armed) {
        await saveAlert(deps.store, { ...alert, armed: true, armedAt: now.toISOString(), arm: randomBytes(4).toString('hex') });
        rearmed.push(alert.id);
      }
      continue;
    }
    if (!alert.armed) continue;
    if (!(await deps.store.claimOnce(`alert:${alert.id}:${alert.armedAt}:${alert.arm}`, CLAIM_TTL_MS))) continue;
    try {
      await deliver(alert, alertMessage(alert, offer));
    } catch (error) {
      deps.logger.warn({ err: error, alert: alert.id }, 'price alert not delivered; it stays armed');
      continue;
    }
    await saveAlert(deps.store, { ...alert, armed: false, lastFired: { at: now.toISOString(), price: offer.perGpuHour.amount, provider: offer.provider, region: offer.region, asOf: offer.asOf } });
    fired.push(alert.id);
  }
  return { fired, rearmed };
}

/** The alerts of this chat or channel, each with its delete button `wa:x:<id>`. */
export function alertLines(alerts: Alert[], where: Where, locale: Locale): { id: string; text: string; remove: { label: string; data: string } }[] {
  const t = translator(locale);
  return alerts
    .filter((a) => a.platform === where.platform && (where.chatId ? a.target.chatId === where.chatId : a.target.channelId === where.channelId))
    .map((a) => ({
      id: a.id,
      text: t(a.armed ? 'team:alert.lineArmed' : 'team:alert.lineFired', { gpu: a.gpuName, threshold: formatMoney(locale, a.threshold, a.currency) }),
      remove: { label: t('team:alert.delete'), data: `wa:x:${a.id}` },
    }));
}
