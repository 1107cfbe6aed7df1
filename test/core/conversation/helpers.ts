import { defaultCatalog } from '../../../src/core/catalog/index.ts';
import { step } from '../../../src/core/conversation/index.ts';
import type { StepResult } from '../../../src/core/conversation/types.ts';
import type { Locale } from '../../../src/core/i18n.ts';
import { DEFAULT_SETTINGS, type CoreContext, type Settings } from '../../../src/core/recommend/types.ts';

/** Wednesday 2 Dec 2026, 10:00 UTC. */
export const NOW = new Date('2026-12-02T10:00:00Z');

export function context(locale: Locale, settings: Partial<Settings> = {}): CoreContext {
  return { catalog: defaultCatalog(), now: NOW, locale, settings: { ...DEFAULT_SETTINGS, ...settings } };
}

/** Feed answers one after another: "!value" is a button press, anything else typed text. */
export function answer(ctx: CoreContext, from: StepResult, ...inputs: string[]): StepResult {
  let result = from;
  for (const input of inputs) {
    result = step(ctx, result.state, input.startsWith('!') ? { kind: 'choice', value: input.slice(1) } : { kind: 'text', text: input });
  }
  return result;
}

export function questionOf(result: StepResult) {
  if (result.next.kind !== 'question') throw new Error(`expected a question, got ${result.next.kind}`);
  return result.next.question;
}

export function adviceOf(result: StepResult) {
  if (result.next.kind !== 'advice') {
    const hint = result.next.kind === 'question' ? ` (${result.next.question.id}: ${result.next.question.hint ?? 'no hint'})` : '';
    throw new Error(`expected an advice, got ${result.next.kind}${hint}`);
  }
  return result.next;
}
