/**
 * A View as plain terminal text: the CLI prints it and `whichcard advise --json` carries it in its
 * `text` field. Colour (picocolors) only when asked, so pipes and snapshots stay plain.
 */
import pc from 'picocolors';
import type { View } from './view.ts';

export interface TextOptions {
  color?: boolean;
}

const TONE_MARK: Record<NonNullable<View['tone']>, string> = { info: 'ℹ', ok: '✔', warn: '⚠', error: '✘' };

export function renderText(view: View, options: TextOptions = {}): string {
  const c = pc.createColors(options.color ?? false);
  const toneColor = view.tone === 'warn' ? c.yellow : view.tone === 'error' ? c.red : view.tone === 'ok' ? c.green : c.cyan;
  const out: string[] = [];
  out.push(c.bold(toneColor(view.tone ? `${TONE_MARK[view.tone]} ${view.title}` : view.title)));
  if (view.description) out.push(view.description);
  for (const field of view.fields) {
    out.push('', c.bold(field.name));
    for (const line of field.value.split('\n')) out.push(`  ${line}`);
  }
  if (view.footer) out.push('', c.dim(view.footer));
  const buttons = view.actions.flat();
  if (buttons.length > 0) out.push('', buttons.map((a) => (a.style === 'primary' ? c.bold(`[${a.label}]`) : `[${a.label}]`)).join(' '));
  return out.join('\n');
}
