/** Spans of a message, and blanking them so later rules cannot read them again. */
export interface Span {
  start: number;
  end: number;
}

/** The span a regular expression's match covers. */
export function spanOf(m: RegExpMatchArray): Span {
  const start = m.index ?? 0;
  return { start, end: start + m[0].length };
}

/** Blank a span (same length keeps other indexes valid). */
export function consume(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

/** Whether a match lies wholly inside a span. */
export function within(m: RegExpExecArray, span: Span): boolean {
  return m.index >= span.start && m.index + m[0].length <= span.end;
}

export function blank(text: string, spans: readonly Span[]): string {
  return spans.reduce((out, { start, end }) => consume(out, start, end), text);
}

/** Text matched as written inside a built pattern: a card's name ("H100 (SXM)") carries regex characters. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

const QUESTIONS_READ = 4;

/**
 * The sentences that ask (end in "?" or "？"), last first: a format named there is the one the question is about. The last
 * few only: each is read with the whole text's rules, and a post of a thousand "?" must not cost a thousand passes. An
 * ellipsis trails off inside the sentence ("再加上优化器状态和梯度……单靠一台 8 卡 H100 能训吗？"), it does not end one.
 */
export function questionsLastFirst(text: string): Span[] {
  return [...text.matchAll(/(?:[^。.!！?？\n]|\.{2,}|…)+[?？]/gu)].slice(-QUESTIONS_READ).map(spanOf).reverse();
}
