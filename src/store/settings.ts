/**
 * Per-scope settings (a Discord server, a Telegram chat or user, the terminal): currency, allowed
 * providers, budget, language, headroom. Only what a scope chose is stored; the rest comes from the
 * defaults at read time, so an operator changing WHICHCARD_CURRENCY moves every team that never chose.
 */
import { z } from 'zod';
import { Currency } from '../core/catalog/schema.ts';
import { UserError } from '../core/errors.ts';
import { LOCALES } from '../core/i18n.ts';
import { DEFAULT_SETTINGS, type Settings } from '../core/recommend/types.ts';
import { logger as defaultLogger, type Logger } from '../logger.ts';
import type { Store } from './index.ts';

/** The engines a team may choose as its default for serving (diffusers is chosen by the model, never by a team). */
export const SERVING_ENGINES = ['vllm', 'sglang', 'lmdeploy', 'llama.cpp', 'transformers'] as const;

/** One schema per field, so a stored record with one bad field keeps its good ones. */
const FIELDS = {
  currency: Currency,
  providers: z.array(z.string().trim().min(1).max(60)).max(50),
  budget: z.number().positive().finite(),
  locale: z.enum(LOCALES),
  headroom: z.number().min(0).max(0.5),
  regions: z.array(z.string().trim().toLowerCase().min(1).max(60)).max(50),
  spot: z.boolean(),
  engine: z.enum(SERVING_ENGINES),
  quiet: z.boolean(),
} as const;
type Field = keyof typeof FIELDS;

/** The schema of a setting; own keys only, so "toString" or "constructor" is no setting. */
function schemaOf(field: string): (typeof FIELDS)[Field] | undefined {
  return Object.hasOwn(FIELDS, field) ? FIELDS[field as Field] : undefined;
}

const StoredSettings = z.object(FIELDS).partial().strict();

/** Scopes look like `discord:guild:<id>`, `discord:channel:<id>`, `telegram:chat:<id>`, `telegram:user:<id>`, `cli`. */
const Scope = z.string().regex(/^[a-z]{1,20}(:[a-z]{1,20}:-?[\w-]{1,40})?$/);

export type SettingsPatch = Partial<{ [K in Field]: Settings[K] | null }>;

export function isScope(value: string): boolean {
  return Scope.safeParse(value).success;
}

function checkScope(scope: string): void {
  // A malformed scope is a programming error in an adapter, not something a user typed.
  if (!isScope(scope)) throw new Error(`invalid settings scope "${scope}"`);
}

/** What a scope chose (partial), with unreadable or invalid fields dropped and logged. */
export async function getStoredSettings(store: Pick<Store, 'settings'>, scope: string, log: Logger = defaultLogger): Promise<Partial<Settings>> {
  checkScope(scope);
  let raw: unknown;
  try {
    raw = await store.settings.get(scope);
  } catch (error) {
    log.warn({ err: error, scope }, 'stored settings unreadable; using defaults');
    return {};
  }
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    log.warn({ scope, raw }, 'stored settings are not an object; using defaults');
    return {};
  }
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(raw)) {
    const parsed = schemaOf(field)?.safeParse(value);
    if (parsed?.success) out[field] = parsed.data;
    else log.warn({ scope, field, value }, 'dropping an invalid stored setting');
  }
  return out as Partial<Settings>;
}

/** What a scope that chose nothing gets: the built-in defaults with the operator's WHICHCARD_CURRENCY, if set. */
export function operatorDefaults(currency: Currency | undefined): Settings {
  return { ...DEFAULT_SETTINGS, ...(currency ? { currency } : {}) };
}

/** The settings the core gets for a scope: defaults overlaid with what the scope chose. */
export async function getSettings(
  store: Pick<Store, 'settings'>,
  scope: string,
  defaults: Settings = DEFAULT_SETTINGS,
  log: Logger = defaultLogger,
): Promise<Settings> {
  return { ...defaults, ...(await getStoredSettings(store, scope, log)) };
}

/**
 * Change some settings of a scope (null removes a choice, back to the default). Every field is
 * validated before anything is written: a bad value throws UserError 'invalidSetting' and the stored
 * settings stay as they were.
 */
export async function setSettings(
  store: Pick<Store, 'settings'>,
  scope: string,
  patch: SettingsPatch,
  defaults: Settings = DEFAULT_SETTINGS,
  log: Logger = defaultLogger,
): Promise<Settings> {
  checkScope(scope);
  const current: Record<string, unknown> = { ...(await getStoredSettings(store, scope, log)) };
  for (const [field, value] of Object.entries(patch)) {
    const schema = schemaOf(field);
    if (!schema) throw new UserError('invalidSetting', { setting: field, value: String(value) });
    if (value === null || value === undefined) {
      delete current[field];
      continue;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new UserError('invalidSetting', { setting: field, value: Array.isArray(value) ? value.join(', ') : String(value) });
    current[field] = parsed.data;
  }
  const next = StoredSettings.parse(current);
  await store.settings.set(scope, next);
  return { ...defaults, ...next };
}

export async function resetSettings(store: Pick<Store, 'settings'>, scope: string): Promise<void> {
  checkScope(scope);
  await store.settings.delete(scope);
}
