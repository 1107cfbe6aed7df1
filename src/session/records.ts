/**
 * Session records in the store's `conversations` namespace. A record lives a week, so an answer's
 * "Show the math" keeps working on last week's message; its conversation can be continued for a day
 * (CONVERSATION_TTL_MS) — after that a question's buttons say "expired" and free text starts afresh.
 */
import { z } from 'zod';
import type { ConversationState } from '../core/conversation/types.ts';
import { LOCALES, type Locale } from '../core/i18n.ts';
import type { Logger } from '../logger.ts';
import { isStoreUnavailable, type Store } from '../store/index.ts';
import { activeKey, sessionKey } from './keys.ts';
import { PLATFORMS, type AdviceViews, type Platform } from './types.ts';

export const CONVERSATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RECORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The `version` of ConversationState this code understands (core/conversation). */
const STATE_VERSION = 1;

export interface SessionRecord {
  id: string;
  platform: Platform;
  /** The chat (or the terminal) the conversation lives in. */
  place: string;
  ownerId: string;
  locale: Locale;
  /** When the conversation last moved (the session clock), for the one-day rule. */
  savedAt: number;
  state: ConversationState;
  /** The advice's three views, once there is an advice. */
  views?: AdviceViews;
  /** For "remind me": when the advised run should be over, and what runs. */
  plan?: { hours: number; what: string; title: string; perHour?: { amount: number; currency: 'CNY' | 'USD' } };
  /** The message the buttons sit on (Telegram); a press on any other message is stale. */
  messageId?: string;
  /**
   * Every answer value the conversation's current message offers (its buttons and menus, and an
   * advice's three views); a pressed value outside it is forged or stale and changes nothing.
   */
  offered?: string[];
}

const Record = z.object({
  id: z.string(),
  platform: z.enum(PLATFORMS),
  place: z.string(),
  ownerId: z.string(),
  locale: z.enum(LOCALES),
  savedAt: z.number(),
  state: z.looseObject({ version: z.literal(STATE_VERSION), request: z.record(z.string(), z.unknown()), history: z.array(z.unknown()), done: z.boolean() }),
  views: z.custom<AdviceViews>((v) => typeof v === 'object' && v !== null && 'main' in v && 'math' in v && 'alternatives' in v).optional(),
  plan: z
    .object({ hours: z.number().positive().finite(), what: z.string(), title: z.string(), perHour: z.object({ amount: z.number().nonnegative().finite(), currency: z.enum(['CNY', 'USD']) }).optional() })
    .optional(),
  messageId: z.string().optional(),
  offered: z.array(z.string()).optional(),
});

type ConversationStore = Pick<Store, 'conversations'>;

export async function loadRecord(store: ConversationStore, id: string, logger: Logger): Promise<SessionRecord | undefined> {
  let raw: unknown;
  try {
    raw = await store.conversations.get(sessionKey(id));
  } catch (error) {
    // An outage is not "no such session": the user must hear "try again", not "expired".
    if (isStoreUnavailable(error)) throw error;
    logger.warn({ err: error, session: id }, 'stored session unreadable');
    return undefined;
  }
  if (raw === undefined || raw === null) return undefined;
  const parsed = Record.safeParse(raw);
  if (!parsed.success || parsed.data.id !== id) {
    logger.warn({ session: id }, 'stored session has an unknown shape');
    return undefined;
  }
  return parsed.data as unknown as SessionRecord;
}

export async function saveRecord(store: ConversationStore, record: SessionRecord): Promise<void> {
  await store.conversations.set(sessionKey(record.id), record, RECORD_TTL_MS);
}

export async function deleteRecord(store: ConversationStore, id: string): Promise<void> {
  await store.conversations.delete(sessionKey(id));
}

/** The conversation can still be continued (not finished by the one-day rule). */
export function isLive(record: SessionRecord, now: Date): boolean {
  return now.getTime() - record.savedAt <= CONVERSATION_TTL_MS;
}

export async function loadActive(store: ConversationStore, platform: Platform, place: string, userId: string): Promise<string | undefined> {
  const id = (await store.conversations.get(activeKey(platform, place, userId))) as unknown;
  return typeof id === 'string' ? id : undefined;
}

export async function setActive(store: ConversationStore, platform: Platform, place: string, userId: string, id: string): Promise<void> {
  await store.conversations.set(activeKey(platform, place, userId), id, RECORD_TTL_MS);
}

export async function clearActive(store: ConversationStore, platform: Platform, place: string, userId: string): Promise<void> {
  await store.conversations.delete(activeKey(platform, place, userId));
}
