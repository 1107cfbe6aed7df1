/**
 * A Store on keyv's in-memory Map, for tests of the session layer and tools that need no
 * persistence. Same interface as openStore(); claimOnce is atomic within the one process.
 */
import Keyv from 'keyv';
import { NAMESPACES, type Namespace, type Store } from './index.ts';

export function memoryStore(now: () => number = Date.now): Store {
  const keyvs = Object.fromEntries(NAMESPACES.map((ns) => [ns, new Keyv({ namespace: ns })])) as Record<Namespace, Keyv>;
  const claims = new Map<string, number>();
  const windows = new Map<string, { count: number; until: number }>();
  return {
    kind: 'memory',
    ...keyvs,
    async claimOnce(key, ttlMs) {
      if (!Number.isFinite(ttlMs) || ttlMs <= 0) throw new RangeError(`claimOnce needs a positive ttl in ms, got ${ttlMs}`);
      const t = now();
      const until = claims.get(key);
      if (until !== undefined && until > t) return false;
      claims.set(key, t + ttlMs);
      return true;
    },
    async hit(key, windowMs) {
      const t = now();
      const entry = windows.get(key);
      if (entry && entry.until >= t) {
        entry.count += 1;
        return entry.count;
      }
      windows.set(key, { count: 1, until: t + windowMs });
      return 1;
    },
    async ping() {},
    async close() {},
  };
}
