/**
 * Every store call gets a deadline. keyv + @keyv/redis queue commands while the client reconnects
 * and neither fail nor return, so one Redis blink would leave every chat waiting in silence (issue
 * 18). The guard races each call against a timer and turns a timeout or a storage error into
 * StoreUnavailableError — a UserError, so every front end words it in the user's language
 * ("storage is unavailable, try again in a minute") through the session's usual error path.
 *
 * It also logs the outage once (when it starts and when it ends) instead of once per call, and
 * reports each failure to an optional listener (the /metrics counter).
 */
import type Keyv from 'keyv';
import { UserError } from '../core/errors.ts';
import type { Logger } from '../logger.ts';

export const DEFAULT_STORE_TIMEOUT_MS = 2000;

/** The store did not answer in time or failed; nothing was changed by this turn (as far as we know). */
export class StoreUnavailableError extends UserError {
  constructor(readonly operation: string, options?: { cause?: unknown }) {
    super('storeUnavailable');
    this.name = 'StoreUnavailableError';
    if (options?.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }
}

export function isStoreUnavailable(error: unknown): error is StoreUnavailableError {
  return error instanceof StoreUnavailableError;
}

export interface GuardOptions {
  timeoutMs?: number;
  logger: Logger;
  /** Called once per failed call (operation name), e.g. to count store errors for /metrics. */
  onError?: (operation: string) => void;
}

/** Keyv methods that reach the backend; everything else (namespace, store, events) passes through. */
const GUARDED = new Set(['get', 'getMany', 'getRaw', 'getManyRaw', 'set', 'setMany', 'setRaw', 'delete', 'deleteMany', 'has', 'hasMany', 'clear']);

export class StoreGuard {
  readonly timeoutMs: number;
  private healthy = true;
  private readonly logger: Logger;
  private readonly onError: ((operation: string) => void) | undefined;

  constructor(options: GuardOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_STORE_TIMEOUT_MS;
    this.logger = options.logger;
    this.onError = options.onError;
  }

  /** Whether the last call answered (for logs and tests). */
  get available(): boolean {
    return this.healthy;
  }

  /** Run one store call under the deadline; failures become StoreUnavailableError. */
  async run<T>(operation: string, call: () => Promise<T>, timeoutMs = this.timeoutMs): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const value = await Promise.race([call(), deadline]);
      if (!this.healthy) {
        this.healthy = true;
        this.logger.info({ operation }, 'store available again');
      }
      return value;
    } catch (error) {
      if (error instanceof StoreUnavailableError) throw error;
      this.onError?.(operation);
      if (this.healthy) {
        this.healthy = false;
        this.logger.warn({ err: error, operation }, 'store unavailable; answering "try again in a minute" until it is back');
      } else {
        this.logger.debug({ err: error, operation }, 'store still unavailable');
      }
      throw new StoreUnavailableError(operation, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  /** The same Keyv, with every backend call run under the deadline. */
  keyv(keyv: Keyv, namespace: string): Keyv {
    return new Proxy(keyv, {
      get: (target, property, receiver) => {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof property !== 'string' || !GUARDED.has(property) || typeof value !== 'function') return value;
        return (...args: unknown[]) => this.run(`${namespace}.${property}`, () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
      },
    });
  }
}
