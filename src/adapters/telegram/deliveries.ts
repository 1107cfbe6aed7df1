/**
 * What a Telegram bot posts on its own — fired price alerts, due reminders, daily digests — started the
 * same way by long polling (index.ts) and by a webhook replica (webhook.ts).
 */
import type { Api } from 'grammy';
import type { Advisor } from '../../session/index.ts';
import { telegramAlertDeliverer } from './alerts.ts';
import { telegramDigestDeliverer } from './digest.ts';
import { telegramDeliverer } from './reminders.ts';

export function startDeliveries(advisor: Advisor, api: Api, intervalMs?: number): { stop(): Promise<void> } {
  advisor.onPriceAlert('telegram', telegramAlertDeliverer(api));
  const every = intervalMs !== undefined ? { intervalMs } : {};
  const reminders = advisor.deliverReminders('telegram', telegramDeliverer(api), every);
  const digests = advisor.deliverDigests('telegram', telegramDigestDeliverer(api), every);
  return {
    async stop() {
      await reminders.stop();
      await digests.stop();
    },
  };
}
