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
 * What the user reads for an error key + params (a UserError, or one carried in a step's answer):
 * `errors:<key>` in their language; a key missing from the locale files reads as the generic
 * apology, never as the raw key.
 */
export function userErrorText(locale: Locale, error: Pick<UserError, 'key' | 'context'>): string {
  const t = translator(locale);
  // A `field` or `option` may be a code name (hoursPerDay): the user reads its label, or it as given when there is none.
  const context = { ...error.context };
  for (const name of ['field', 'option'] as const) {
    const value = context[name];
    if (typeof value === 'string') context[name] = t(`errors:field.${value}`, { defaultValue: value });
  }
  // A fine-tuning method (recommend/card-question.ts) is read by its label: "全参", "LoRA".
  for (const name of ['smallMethod', 'largeMethod'] as const) {
    const value = context[name];
    if (typeof value === 'string') context[name] = t(`advice:description.method.${value}`, { defaultValue: value });
  }
  return t(`errors:${error.key}`, { ...context, defaultValue: t('errors:unexpected') });
}
