/**
 * Price alerts ("tell me when an H100 is below ¥15/h") in the store's `alerts` namespace: one record
 * per alert, with whether it is armed (fires on the next crossing below its threshold) and the offer
 * it last fired for. Checking them is the session's job (src/session/alerts.ts).
 */
import { z } from 'zod';
import { LOCALES } from '../core/i18n.ts';
import { logger as defaultLogger, type Logger } from '../logger.ts';
import { entries, type Store } from './index.ts';

const id = z.string().min(1).max(100);

export const AlertSchema = z.object({
  id,
  platform: z.enum(['discord', 'telegram', 'cli']),
  /** The settings scope whose allowed providers / regions / spot the price is taken under. */
  scope: z.string().min(1).max(100),
  target: z.object({ chatId: id, channelId: id, userId: id, guildId: id }).partial(),
  gpu: id,
  gpuName: z.string().max(200),
  /** Per GPU-hour, in `currency`. */
  threshold: z.number().positive().finite(),
  currency: z.enum(['CNY', 'USD']),
  locale: z.enum(LOCALES),
  /** Fires when the price is below the threshold; re-armed once it is back at or above. */
  armed: z.boolean(),
  /** When it was (re-)armed: part of the fire-once claim, so each crossing fires once. */
  armedAt: z.iso.datetime({ offset: true }),
  /** A random token per arming (two crossings may share a clock reading). */
  arm: z.string().max(40).default(''),
  createdAt: z.iso.datetime({ offset: true }),
  lastFired: z.object({ at: z.string(), price: z.number(), provider: z.string(), region: z.string(), asOf: z.string() }).optional(),
});
export type Alert = z.infer<typeof AlertSchema>;

type AlertStore = Pick<Store, 'alerts'>;

export async function saveAlert(store: AlertStore, alert: Alert): Promise<Alert> {
  const parsed = AlertSchema.parse(alert);
  await store.alerts.set(parsed.id, parsed);
  return parsed;
}

export async function deleteAlert(store: AlertStore, alertId: string): Promise<boolean> {
  return store.alerts.delete(alertId);
}

export async function getAlert(store: AlertStore, alertId: string): Promise<Alert | undefined> {
  return AlertSchema.safeParse(await store.alerts.get(alertId)).data;
}

export async function listAlerts(store: AlertStore, log: Logger = defaultLogger): Promise<Alert[]> {
  const out: Alert[] = [];
  for (const [key, value] of await entries(store.alerts)) {
    const parsed = AlertSchema.safeParse(value);
    if (parsed.success) out.push(parsed.data);
    else log.warn({ key }, 'skipping an unreadable alert');
  }
  return out.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
