/**
 * The session layer: everything between the pure core and a platform. Adapters import from here
 * only (never from src/store/).
 */
export { Advisor, type AdvisorDeps, type SessionStore, type Unfinished } from './advisor.ts';
export { decodeButton, encodeButton, encodeLanguage, DISCORD_MAX_CHARS, TELEGRAM_MAX_BYTES, type Press } from './codec.ts';
export { readAction, REMIND_VALUE, VIEW_VALUES, type SessionAction } from './actions.ts';
export { chooseLocale, type LocaleSources } from './locale.ts';
export { reminderPayload, type ReminderPayload } from './reminders.ts';
export type { AdviceTab, AdviceViews, Effect, Notice, Platform, Shown, Turn, Where, Who } from './types.ts';
export type { Reminder, ReminderLoop } from '../store/reminders.ts';
export type { Store as AppStore } from '../store/index.ts';
