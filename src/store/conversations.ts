/**
 * Conversation state by key (`cli`, `telegram:<chat>:<user>`, `discord:<message id>`), so a
 * conversation survives a restart and continues on any replica. A record lives on for a while after
 * it expires, so an old button press can be told "this question expired" rather than "unknown".
 */
import { z } from 'zod';
import type { ConversationState } from '../core/conversation/types.ts';
import { logger as defaultLogger, type Logger } from '../logger.ts';
import type { Store } from './index.ts';

export const CONVERSATION_TTL_MS = 24 * 60 * 60 * 1000;
/** The `version` of ConversationState this code understands; older states are treated as expired. */
export const CONVERSATION_VERSION = 1;

/** Just enough shape to trust a stored state; the conversation module owns the details. */
const StoredConversation = z.object({
  savedAt: z.number(),
  state: z.looseObject({
    version: z.number(),
    request: z.record(z.string(), z.unknown()),
    history: z.array(z.unknown()),
    done: z.boolean(),
  }),
});

export type LoadedConversation =
  | { status: 'active'; state: ConversationState; savedAt: Date }
  | { status: 'expired'; reason: 'ttl' | 'version' | 'corrupt' }
  | { status: 'missing' };

export interface TtlOptions {
  now?: Date;
  ttlMs?: number;
}

export async function saveConversation(store: Pick<Store, 'conversations'>, key: string, state: ConversationState, options: TtlOptions = {}): Promise<void> {
  const ttlMs = options.ttlMs ?? CONVERSATION_TTL_MS;
  const savedAt = (options.now ?? new Date()).getTime();
  // Kept twice as long as it is valid: the second half only answers "expired".
  await store.conversations.set(key, { savedAt, state }, ttlMs * 2);
}

export async function loadConversation(
  store: Pick<Store, 'conversations'>,
  key: string,
  options: TtlOptions & { logger?: Logger } = {},
): Promise<LoadedConversation> {
  const log = options.logger ?? defaultLogger;
  let raw: unknown;
  try {
    raw = await store.conversations.get(key);
  } catch (error) {
    log.warn({ err: error, key }, 'stored conversation unreadable');
    return { status: 'expired', reason: 'corrupt' };
  }
  if (raw === undefined || raw === null) return { status: 'missing' };
  const parsed = StoredConversation.safeParse(raw);
  if (!parsed.success) {
    log.warn({ key, issues: parsed.error.issues }, 'stored conversation has an unknown shape');
    return { status: 'expired', reason: 'corrupt' };
  }
  if (parsed.data.state.version !== CONVERSATION_VERSION) return { status: 'expired', reason: 'version' };
  const now = (options.now ?? new Date()).getTime();
  if (now - parsed.data.savedAt > (options.ttlMs ?? CONVERSATION_TTL_MS)) return { status: 'expired', reason: 'ttl' };
  return { status: 'active', state: parsed.data.state as unknown as ConversationState, savedAt: new Date(parsed.data.savedAt) };
}

export async function deleteConversation(store: Pick<Store, 'conversations'>, key: string): Promise<void> {
  await store.conversations.delete(key);
}
