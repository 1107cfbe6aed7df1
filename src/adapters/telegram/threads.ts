/**
 * Which bot message carries a user's live buttons. The conversation state itself is stored by
 * `src/store/conversations.ts` under `telegram:<chat>:<user>`; next to it this module keeps the
 * thread id that buttons carry (`wc:<threadId>:<value>`), the message those buttons sit on, and, once
 * the advice is shown, its views — so "Show the math" and "Alternatives" work after a restart too.
 */
import type { View } from '../../core/present/view.ts';
import type { Store } from '../../store/index.ts';

export interface Thread {
  threadId: string;
  /** The bot message whose buttons belong to this thread; a press on any other message is stale. */
  messageId?: number;
  advice?: { main: View; math: View; alternatives: View; reminder?: { afterHours: number; summary: string } };
  /** Set once a reminder was scheduled, so a second tap does not schedule another. */
  reminderId?: string;
}

/** Buttons outlive the conversation's own TTL a while, so "Show the math" works on yesterday's answer. */
export const THREAD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function conversationKey(chatId: number, userId: number): string {
  return `telegram:${chatId}:${userId}`;
}

const threadKey = (chatId: number, userId: number): string => `${conversationKey(chatId, userId)}:thread`;

export async function loadThread(store: Pick<Store, 'conversations'>, chatId: number, userId: number): Promise<Thread | undefined> {
  const raw = (await store.conversations.get(threadKey(chatId, userId))) as Thread | undefined | null;
  return raw && typeof raw.threadId === 'string' ? raw : undefined;
}

export async function saveThread(store: Pick<Store, 'conversations'>, chatId: number, userId: number, thread: Thread): Promise<void> {
  await store.conversations.set(threadKey(chatId, userId), thread, THREAD_TTL_MS);
}

export async function deleteThread(store: Pick<Store, 'conversations'>, chatId: number, userId: number): Promise<void> {
  await store.conversations.delete(threadKey(chatId, userId));
}
