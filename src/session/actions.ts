/**
 * Button values as typed actions. The core draws its views with action values (`math`, `alts`,
 * `remind`, `set:precision=fp8`, `model:qwen2.5-7b`, `task:infer`, `back` …); this is the one place
 * that reads them back: switching between an advice's views and "remind me" are the session's own,
 * everything else is an answer for the conversation (the core checks it against its tables).
 */
import type { AdviceTab } from './types.ts';

export type SessionAction = { kind: 'view'; which: AdviceTab } | { kind: 'remind' } | { kind: 'answer'; value: string };

/** The values of the view switches; `main` is the way back to the advice from the math or the alternatives. */
export const VIEW_VALUES: Readonly<Record<AdviceTab, string>> = { main: 'main', math: 'math', alternatives: 'alts' };
export const REMIND_VALUE = 'remind';

const BY_VALUE = new Map<string, AdviceTab>(Object.entries(VIEW_VALUES).map(([tab, value]) => [value, tab as AdviceTab]));

export function readAction(value: string): SessionAction {
  const which = BY_VALUE.get(value);
  if (which) return { kind: 'view', which };
  if (value === REMIND_VALUE) return { kind: 'remind' };
  return { kind: 'answer', value };
}
