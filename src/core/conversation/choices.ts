/**
 * Button values → what they mean: a control (`back`, `restart`, `cancel`), an answer to a question
 * (`model:<id>`, `task:lora`, `amount:users=20`, `gpu:<id>`), or a changed assumption (`set:<field>=<value>`).
 * Decoded from the same tables the question views are drawn from (quick-picks.ts).
 */
import type { Catalog } from '../catalog/schema.ts';
import type { AdviceRequest } from '../recommend/types.ts';
import { readControl } from './controls.ts';
import { readField } from './fields.ts';
import { AMOUNT, CARD, OTHER_MODEL, TASK_PICKS, type Control } from './quick-picks.ts';

export type Choice =
  | { kind: 'control'; control: Control }
  /** An answer to a question: merged like typed text. */
  | { kind: 'answer'; fields: Partial<AdviceRequest> }
  /** A changed assumption from the advice: re-recommend with it. */
  | { kind: 'set'; fields: Partial<AdviceRequest> }
  | { kind: 'typeModel' }
  /** A value this version does not know (an old button): re-ask. */
  | { kind: 'unknown' };

const AMOUNT_FIELDS: [prefix: string, field: keyof AdviceRequest][] = [
  [AMOUNT.users, 'concurrency'],
  [AMOUNT.tokensPerSec, 'tokensPerSec'],
  [AMOUNT.tokens, 'tokens'],
];

/** Decode a button value. Throws UserError 'invalidChoice' for a `set:`/`model:` value it refuses. */
export function readChoice(catalog: Catalog, value: string): Choice {
  const control = readControl(value);
  if (control) return { kind: 'control', control };
  if (value === OTHER_MODEL) return { kind: 'typeModel' };
  if (value.startsWith('model:')) return { kind: 'answer', fields: readField(catalog, 'model', value.slice('model:'.length)) };
  // The asker's cards named (theirs: judged, not rented), or not known: what to rent for the count.
  if (value === CARD.unsure) return { kind: 'answer', fields: { unnamedCards: false } };
  if (value.startsWith(CARD.prefix)) return { kind: 'answer', fields: { ...readField(catalog, 'gpu', value.slice(CARD.prefix.length)), ownsGpu: true } };
  const task = TASK_PICKS.find((p) => p.value === value);
  if (task) return { kind: 'answer', fields: { ...task.set } };
  for (const [prefix, field] of AMOUNT_FIELDS) {
    if (value.startsWith(prefix)) return { kind: 'answer', fields: readField(catalog, field, value.slice(prefix.length)) };
  }
  const set = /^set:([A-Za-z]+)=(.+)$/.exec(value);
  if (set) return { kind: 'set', fields: readField(catalog, set[1] ?? '', set[2] ?? '') };
  return { kind: 'unknown' };
}
