/**
 * A platform-neutral, already-localized rendering of a question or an advice. Adapters turn a View
 * into a Discord embed, a Telegram HTML message or terminal text; they never compute its contents.
 */
export interface ViewField {
  name: string;
  value: string;
  inline?: boolean;
}

/** A button. `value` is what the adapter feeds back to the conversation (≤ 40 ASCII chars). */
export interface Action {
  value: string;
  label: string;
  style?: 'primary' | 'secondary' | 'danger';
}

export interface View {
  title: string;
  description?: string;
  fields: ViewField[];
  footer?: string;
  tone?: 'info' | 'ok' | 'warn' | 'error';
  /** Rows of buttons (quick picks, "Show the math", "Alternatives", "Remind me"). */
  actions: Action[][];
}

/** Buttons cut into rows of at most `perRow` (each platform and view picks its own width). */
export function actionRows(actions: readonly Action[], perRow: number): Action[][] {
  const out: Action[][] = [];
  for (let i = 0; i < actions.length; i += perRow) out.push(actions.slice(i, i + perRow));
  return out;
}
