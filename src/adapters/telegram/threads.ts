/**
 * Threads: what the inline buttons of one bot message refer to. The conversation state itself is
 * stored by `src/store/conversations.ts` under `telegram:<chat>:<user>` (one live conversation per user
 * per chat); buttons carry a short thread id (`wc:<threadId>:<value>`) whose record says whose they
 * are, which message they sit on and — once the advice is shown — its views, so "Show the math" and
 * "Alternatives" keep working on an older answer and after a restart.
 */
import type { View } from '../../core/present/view.ts';
import type { Store } from '../../store/index.ts';

export interface Thread {
  threadId: string;
  chatId: number;
  userId: number;
  /** The bot message whose buttons belong to this thread; a press on any other message is stale. */
  messageId?: number;
  advice?: { main: View; math: View; alternatives: View; reminder?: { afterHours: number; summary: string } };
  /** Set once a reminder was scheduled, so a second tap does not schedule another. */
  reminderId?: string;
}

/** Buttons outlive the conversation's own TTL a while, so "Show the math" works on last week's answer. */
export const THREAD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type ConversationStore = Pick<Store, 'conversations'>;

export function conversationKey(chatId: number, userId: number): string {
  return `telegram:${chatId}:${userId}`;
}

const threadKey = (threadId: string): string => `telegram:thread:${threadId}`;
const activeKey = (chatId: number, userId: number): string => `${conversationKey(chatId, userId)}:active`;

export async function loadThread(store: ConversationStore, threadId: string): Promise<Thread | undefined> {
  const raw = (await store.conversations.get(threadKey(threadId))) as Thread | undefined | null;
  return raw && raw.threadId === threadId && typeof raw.userId === 'number' ? raw : undefined;
}

export async function saveThread(store: ConversationStore, thread: Thread): Promise<void> {
  await store.conversations.set(threadKey(thread.threadId), thread, THREAD_TTL_MS);
}

export async function deleteThread(store: ConversationStore, threadId: string): Promise<void> {
  await store.conversations.delete(threadKey(threadId));
}

/** The thread of the user's live conversation in this chat: the one free text and question buttons feed. */
export async function activeThread(store: ConversationStore, chatId: number, userId: number): Promise<Thread | undefined> {
  const threadId = (await store.conversations.get(activeKey(chatId, userId))) as string | undefined | null;
  return typeof threadId === 'string' ? loadThread(store, threadId) : undefined;
}

export async function setActiveThread(store: ConversationStore, chatId: number, userId: number, threadId: string): Promise<void> {
  await store.conversations.set(activeKey(chatId, userId), threadId, THREAD_TTL_MS);
}

export async function clearActiveThread(store: ConversationStore, chatId: number, userId: number): Promise<void> {
  await store.conversations.delete(activeKey(chatId, userId));
}
