/**
 * Errors a user can cause. The `key` is a locale key (locales/<lng>/errors.json) and `context` fills
 * its placeholders, so each adapter renders the same error in the user's language (Sapphire's
 * UserError identifier pattern). Anything that is not a UserError is a bug and is logged, not shown.
 */
import { translator, type Locale } from './i18n.ts';

export class UserError extends Error {
  readonly key: string;
  readonly context: Record<string, string | number>;

  constructor(key: string, context: Record<string, string | number> = {}) {
    super(`${key} ${JSON.stringify(context)}`);
    this.name = 'UserError';
    this.key = key;
    this.context = context;
  }
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}

/**
 * Context values that are code names, read by their labels (or as given when there is none): a `field` or `option` (hoursPerDay),
 * and a fine-tuning method (recommend/card-question.ts: "全参", "LoRA").
 */
const LABELLED: Record<string, string> = {
  field: 'errors:field',
  option: 'errors:field',
  smallMethod: 'advice:description.method',
  largeMethod: 'advice:description.method',
};

/**
 * What the user reads for an error key + params (a UserError, or one carried in a step's answer):
 * `errors:<key>` in their language; a key missing from the locale files reads as the generic
 * apology, never as the raw key.
 */
export function userErrorText(locale: Locale, error: Pick<UserError, 'key' | 'context'>): string {
  const t = translator(locale);
  const context = { ...error.context };
  for (const [name, labels] of Object.entries(LABELLED)) {
    const value = context[name];
    if (typeof value === 'string') context[name] = t(`${labels}.${value}`, { defaultValue: value });
  }
  return t(`errors:${error.key}`, { ...context, defaultValue: t('errors:unexpected') });
}
