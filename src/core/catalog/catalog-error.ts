/**
 * Bad catalog data: an operator's problem, not a user's, so it carries an exact English message
 * (file, entry, zod path) instead of a locale key. The app refuses to start on it: no half-loaded
 * catalog is ever served.
 */
export class CatalogError extends Error {
  readonly file: string;

  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'CatalogError';
    this.file = file;
  }
}

export function isCatalogError(error: unknown): error is CatalogError {
  return error instanceof CatalogError;
}
