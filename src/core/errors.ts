/**
 * Errors a user can cause. The `key` is a locale key (locales/<lng>/errors.json) and `context` fills
 * its placeholders, so each adapter renders the same error in the user's language (Sapphire's
 * UserError identifier pattern). Anything that is not a UserError is a bug and is logged, not shown.
 */
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
