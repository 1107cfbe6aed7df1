/**
 * A Discord conversation in keyv: the core's state (through src/store/conversations.ts) plus what
 * the adapter needs to redraw the message after a restart — the language the message is written in
 * and, once answered, the advice's three views ("Show the math" / "Alternatives" switch between them).
 */
import { z } from 'zod';
import type { ConversationState, StepResult } from '../../core/conversation/types.ts';
import type { Locale } from '../../core/i18n.ts';
import { LOCALES } from '../../core/i18n.ts';
import type { View } from '../../core/present/view.ts';
import type { Store } from '../../store/index.ts';
import { CONVERSATION_TTL_MS, loadConversation, saveConversation } from '../../store/conversations.ts';
import type { Logger } from '../../logger.ts';

export interface AdviceViews {
  main: View;
  math: View;
  alternatives: View;
}

export interface Session {
  state: ConversationState;
  locale: Locale;
  views?: AdviceViews;
  /** Discord user who asked. */
  userId: string;
  /** For "Remind me to shut it down": how long the advised run lasts and what it runs on. */
  plan?: RunPlan;
}

export interface RunPlan {
  hours: number;
  what: string;
}

const Meta = z.object({
  locale: z.enum(LOCALES),
  userId: z.string(),
  views: z.custom<AdviceViews>((v) => typeof v === 'object' && v !== null && 'main' in v).optional(),
  plan: z.object({ hours: z.number().positive().finite(), what: z.string() }).optional(),
});

export type SessionMeta = Pick<Session, 'locale' | 'userId' | 'plan'>;

const stateKey = (id: string) => `discord:${id}`;
const metaKey = (id: string) => `discord:${id}:meta`;

export async function saveSession(store: Pick<Store, 'conversations'>, id: string, result: StepResult, meta: SessionMeta, now: Date): Promise<void> {
  const views = result.next.kind === 'advice' ? { main: result.next.view, math: result.next.math, alternatives: result.next.alternatives } : undefined;
  await saveConversation(store, stateKey(id), result.state, { now });
  // Same lifetime as the state record, so both expire together.
  await store.conversations.set(metaKey(id), { ...meta, views }, CONVERSATION_TTL_MS * 2);
}

/** The session, or undefined when it is unknown, expired or unreadable (the user is told "expired"). */
export async function loadSession(store: Pick<Store, 'conversations'>, id: string, now: Date, logger: Logger): Promise<Session | undefined> {
  const loaded = await loadConversation(store, stateKey(id), { now, logger });
  if (loaded.status !== 'active') return undefined;
  const meta = Meta.safeParse(await store.conversations.get(metaKey(id)));
  if (!meta.success) return undefined;
  return { state: loaded.state, ...meta.data };
}
