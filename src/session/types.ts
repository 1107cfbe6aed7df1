/**
 * The platform-free vocabulary of a conversation turn: who is talking (`Who`), where (`Where`), and
 * what comes back (`Turn` = what to show + notices + effects for the adapter to carry out).
 */
import type { QuestionId } from '../core/conversation/types.ts';
import type { Locale } from '../core/i18n.ts';
import type { View } from '../core/present/view.ts';
import type { CostChart, VramChart } from '../core/chart/index.ts';

export interface AdviceCharts {
  cost: CostChart;
  vram: VramChart;
}
import type { Reminder } from '../store/reminders.ts';

export const PLATFORMS = ['discord', 'telegram', 'cli'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface Who {
  userId: string;
  /** The platform's language tag for this user (Discord `interaction.locale`, Telegram `language_code`, LANG). */
  platformLocale?: string | null;
  /** A language the user chose for this very command (`--locale zh`, `/lang en` in the terminal). */
  explicitLocale?: string;
  /** The platform's admin check, done by the adapter (server/chat admin; always true in a private chat). */
  isAdmin?: boolean;
}

export interface Where {
  platform: Platform;
  /** Settings scope: `discord:guild:<id>`, `discord:user:<id>`, `telegram:chat:<id>`, `cli`. */
  scope: string;
  /** A narrower settings scope whose own choices override `scope`'s (a Discord channel: `discord:channel:<id>`). */
  channelScope?: string;
  /** The chat / channel a conversation lives in (and a reminder goes back to). */
  chatId?: string;
  channelId?: string;
  guildId?: string;
  /** The bot message whose button was pressed; a session bound to another message is stale. */
  messageId?: string;
  /** A group or server (settings there need an admin), as opposed to a private chat. */
  shared?: boolean;
}

export type AdviceTab = 'main' | 'math' | 'alternatives';

export interface AdviceViews {
  main: View;
  math: View;
  alternatives: View;
}

/** What to show: a question, an advice, one of an advice's tabs, or the cancelled notice. */
export type Shown =
  | { kind: 'question'; question: QuestionId; view: View; hint?: string }
  /** `charts`: the advice's cost and memory charts as data (src/core/chart/), for a front end that draws pictures. */
  | { kind: 'advice'; view: View; charts?: AdviceCharts }
  | { kind: 'tab'; tab: AdviceTab; view: View; views: AdviceViews }
  | { kind: 'cancelled'; view: View };

/** A short notice instead of (or beside) a view; adapters word it with their own locale keys. */
export type Notice =
  | { kind: 'expired' }
  | { kind: 'notYours' }
  | { kind: 'nothingToCancel' }
  | { kind: 'reminderSet'; dueAt: Date; hours: number }
  | { kind: 'reminderAlready' }
  | { kind: 'notAdmin' }
  | { kind: 'languageSet' }
  /** A value the pressed message never offered (forged or stale); nothing was changed. */
  | { kind: 'invalidButton' }
  | { kind: 'error'; text: string };

/** Things to do outside the conversation, by the adapter. */
export type Effect =
  /** A superseded or answered question's message: its buttons would only say "expired" now. */
  | { kind: 'retireButtons'; messageId: string }
  /** A reminder was stored; the platform's reminder loop delivers it. */
  | { kind: 'reminderScheduled'; reminder: Reminder };

export interface Turn {
  /** The language everything in this turn is written in. */
  locale: Locale;
  /** The session the shown view's buttons belong to (encode them with `encodeButton(session, value)`). */
  session?: string;
  show?: Shown;
  notice?: Notice;
  effects: Effect[];
}

/** A turn of a conversation that shows something (what `begin` always returns). */
export type ShownTurn = Turn & { session: string; show: Shown };
