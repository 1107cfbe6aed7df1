/**
 * What people asked for that the catalog lacks: one counter per model or card name in the `wanted`
 * namespace, so the operator sees what to add next (`whichcard catalog wanted`). Only the name is
 * kept — never the message it came from — and only when it looks like a name (short, few words),
 * since an unrecognised answer to "which model?" can be a whole sentence.
 */
import { gpuKey, modelKey, onUnknownName } from '../core/catalog/index.ts';
import { logger as defaultLogger, type Logger } from '../logger.ts';
import { entries, type Store } from './index.ts';

export interface Wanted {
  kind: 'model' | 'gpu';
  /** The name as first asked (trimmed). */
  name: string;
  count: number;
  firstAt: string;
  lastAt: string;
}

/** Longest name kept, in characters and in words: longer text is a sentence, not a name. */
const MAX_NAME_CHARS = 48;
const MAX_NAME_WORDS = 4;

/** The name to record, or undefined when the text does not look like a model or card name. */
export function wantedName(text: string): string | undefined {
  const name = text.normalize('NFKC').trim().replace(/\s+/g, ' ');
  if (!name || name.length > MAX_NAME_CHARS || name.split(' ').length > MAX_NAME_WORDS) return undefined;
  // A name has a letter or a CJK character; "?" or "123" alone is not one.
  return /[\p{L}]/u.test(name) ? name : undefined;
}

/** One more ask for `name`; spelling variants ("Qwen4 72B", "qwen4-72b") count as one. */
export async function recordWanted(store: Pick<Store, 'wanted'>, kind: Wanted['kind'], text: string, now: Date = new Date()): Promise<void> {
  const name = wantedName(text);
  if (!name) return;
  const normal = kind === 'gpu' ? gpuKey(name) : modelKey(name);
  if (!normal) return;
  const key = `${kind}:${normal}`;
  // Read-then-write: two replicas counting the same name at the same instant may lose one count,
  // which a "what to add next" list can afford.
  const old = (await store.wanted.get(key)) as Wanted | undefined | null;
  const at = now.toISOString();
  const next: Wanted = old ? { ...old, count: old.count + 1, lastAt: at } : { kind, name, count: 1, firstAt: at, lastAt: at };
  await store.wanted.set(key, next);
}

/** Every recorded name, most asked first (then most recent). */
export async function listWanted(store: Pick<Store, 'wanted'>): Promise<Wanted[]> {
  const rows = (await entries<Wanted>(store.wanted)).map(([, v]) => v).filter((v) => v && typeof v.count === 'number');
  return rows.sort((a, b) => b.count - a.count || b.lastAt.localeCompare(a.lastAt) || a.name.localeCompare(b.name));
}

/**
 * Record every unknown name the core reports while this store is open (src/main.ts calls it once for
 * the terminal advisor and both bots). Returns the unsubscribe function.
 */
export function recordUnknownNames(store: Pick<Store, 'wanted'>, logger: Logger = defaultLogger): () => void {
  return onUnknownName((kind, name) => {
    recordWanted(store, kind, name).catch((error: unknown) => logger.warn({ err: error }, 'could not record a wanted name'));
  });
}
