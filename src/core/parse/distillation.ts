/**
 * Distillation: the student is the model trained; the teacher only generates its outputs (logits, trajectories, QA pairs)
 * beforehand or beside it. "the Qwen2.5-3B-Instruct student distilled from the Qwen2.5-32B teacher", "distill Llama 3.1
 * 70B (teacher) into a Llama 3.1 8B student", "train the student Qwen/Qwen2.5-1.5B", "学生模型用 Qwen2.5-1.5B".
 */
import { findMention, mentionsFrom, type Mention, type NameLookup } from './mentions.ts';

const STUDENT = /(?<![a-z])students?(?![a-z])|学生(?:模型)?/giu;
/** Between the cue and a name after it: "student Qwen/…", "student model: …", "学生模型用 …". */
const NEAR_AFTER = /^[\s:：(（=]*(?:models?|模型)?[\s:：(（=]*(?:is|was|用|是|为|选)?\s*(?:the\s+|a\s+|an\s+)?$/iu;
/** Between a name and the cue after it: "…-Instruct student", "… (student)", "… as the student", "… 作为学生模型". */
const NEAR_BEFORE = /^[\w.-]*[\s(（]*(?:as\s+(?:the\s+|a\s+|our\s+)?|作为|当作?|做)?\s*$/iu;
/** How far from the cue a name may start. */
const WINDOW = 80;

function lastMention(text: string, models: NameLookup): Mention | undefined {
  let last: Mention | undefined;
  for (const m of mentionsFrom(text, models, 0)) last = m;
  return last;
}

const shifted = (m: Mention, by: number): Mention => ({ ...m, start: m.start + by, end: m.end + by });

/** The model the post calls the student, when it names one beside the cue. */
export function studentModel(text: string, models: NameLookup): Mention | undefined {
  for (const cue of text.matchAll(STUDENT)) {
    const end = cue.index + cue[0].length;
    const after = findMention(text.slice(end, end + WINDOW), models, 'first');
    if (after && NEAR_AFTER.test(text.slice(end, end + after.start))) return shifted(after, end);
    const from = Math.max(0, cue.index - WINDOW);
    const before = lastMention(text.slice(from, cue.index), models);
    if (before && NEAR_BEFORE.test(text.slice(from + before.end, cue.index))) return shifted(before, from);
  }
  return undefined;
}
