/**
 * The session layer: everything between the pure core and a platform. Adapters import from here
 * only (never from src/store/).
 */
export { Advisor, type Admission, type AdvisorDeps, type CatalogTurn, type RateLimit, type SessionStore, type SettingsTurn, type Unfinished } from './advisor.ts';
export { decodeButton, encodeButton, encodeLanguage, newSessionId, DISCORD_MAX_CHARS, TELEGRAM_MAX_BYTES, type Press } from './codec.ts';
export { readAction, REMIND_VALUE, VIEW_VALUES, type SessionAction } from './actions.ts';
export { chooseLocale, type LocaleSources } from './locale.ts';
export { dueMessage, readReminderButton, reminderButton, reminderPayload, type DueMessage, type ReminderPayload } from './reminders.ts';
export type { OpenReminder } from './reminder-list.ts';
export { checkPriceAlerts, parseAlert, type AlertMessage, type PriceAlertDeps } from './alerts.ts';
export type { Alert } from '../store/alerts.ts';
export { canonicalZone, suggestZones, type DigestLoop, type DigestMessage, type DigestReply } from './digest.ts';
export type { Digest } from '../store/digests.ts';
export {
  catalogFor,
  controlPatch,
  parseSettingsCommand,
  readSettingsButton,
  readValue,
  settingsButton,
  toggled,
  SETTING_FIELDS,
  type PanelControl,
  type PanelOption,
  type SettingField,
  type SettingsCommand,
  type SettingsPanel,
} from './settings.ts';
export type { AdviceCharts, AdviceTab, AdviceViews, Effect, Notice, Platform, Shown, ShownTurn, Turn, Where, Who } from './types.ts';
export type { Reminder, ReminderLoop } from '../store/reminders.ts';
export type { Store as AppStore } from '../store/index.ts';
export { isStoreUnavailable } from '../store/index.ts';

import type { Catalog } from '../core/catalog/schema.ts';
import type { Currency } from '../core/catalog/index.ts';
import type { Logger } from '../logger.ts';
import { operatorDefaults } from '../store/settings.ts';
import type { TurnRunner } from '../runtime/pool.ts';
import { Advisor as AdvisorClass, type RateLimit, type SessionStore as Stores } from './advisor.ts';

/** An Advisor with the operator's default currency (WHICHCARD_CURRENCY) for scopes that chose none. */
export function createAdvisor(deps: {
  store: Stores;
  logger: Logger;
  catalog: () => Catalog;
  clock: () => Date;
  currency?: Currency | undefined;
  rateLimit?: RateLimit | undefined;
  /** Where turns are planned (a worker pool, src/runtime/); absent: this thread. */
  turns?: TurnRunner | undefined;
}): AdvisorClass {
  return new AdvisorClass({
    store: deps.store,
    logger: deps.logger,
    catalog: deps.catalog,
    clock: deps.clock,
    defaults: operatorDefaults(deps.currency),
    rateLimit: deps.rateLimit,
    turns: deps.turns,
  });
}
