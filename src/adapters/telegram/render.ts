/**
 * View → Telegram message: HTML text (parse_mode HTML, every piece of View text escaped) and an inline
 * keyboard of the View's actions. The View is already localized and computed by the core; this module
 * only lays it out and keeps it inside Telegram's limits.
 */
import { InlineKeyboard } from 'grammy';
import { actionRows, type Action, type View } from '../../core/present/view.ts';
import { encodeButton } from '../../session/index.ts';

/** Telegram rejects message texts longer than 4096 characters. */
export const TELEGRAM_TEXT_LIMIT = 4096;

const ELLIPSIS = '…';

const TONE_ICON: Record<NonNullable<View['tone']>, string> = { info: 'ℹ️', ok: '✅', warn: '⚠️', error: '❌' };

/** Telegram's button colours; 'secondary' is the app default, so it sets none. */
const BUTTON_STYLE: Record<NonNullable<Action['style']>, 'primary' | 'danger' | undefined> = { primary: 'primary', secondary: undefined, danger: 'danger' };

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * One block of the message: plain text plus how to wrap it once escaped. Keeping text and markup apart
 * lets truncation cut plain characters, so a cut never lands inside a tag or an `&amp;` entity.
 */
interface Block {
  text: string;
  wrap: (escaped: string) => string;
}

const plain = (escaped: string): string => escaped;
const bold = (escaped: string): string => `<b>${escaped}</b>`;
const italic = (escaped: string): string => `<i>${escaped}</i>`;

function blocksOf(view: View, hint?: string): { body: Block[]; footer?: Block } {
  const body: Block[] = [];
  const icon = view.tone ? `${TONE_ICON[view.tone]} ` : '';
  body.push({ text: `${icon}${view.title}`, wrap: bold });
  if (hint) body.push({ text: hint, wrap: italic });
  if (view.description) body.push({ text: view.description, wrap: plain });
  for (const field of view.fields) {
    const name = escapeHtml(field.name);
    // Telegram has no columns: an inline field becomes one "name: value" line, others a heading.
    body.push(field.inline ? { text: field.value, wrap: (v) => `<b>${name}</b>: ${v}` } : { text: field.value, wrap: (v) => `<b>${name}</b>\n${v}` });
  }
  return { body, ...(view.footer ? { footer: { text: view.footer, wrap: italic } } : {}) };
}

/** Cuts `block` so its rendered form fits in `room` characters; undefined when not even a stub fits. */
function fitBlock(block: Block, room: number): string | undefined {
  const chars = Array.from(block.text); // by code point, so a surrogate pair is never split
  let low = 0;
  let high = chars.length;
  let best: string | undefined;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const candidate = block.wrap(escapeHtml(chars.slice(0, mid).join('').trimEnd()) + ELLIPSIS);
    if (candidate.length <= room) {
      best = candidate;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return best;
}

/**
 * The message text. When it would exceed `limit`, blocks are dropped from the end and the last one
 * that partly fits is cut with "…"; the footer (sources and as-of dates) is kept whenever it fits.
 */
export function viewToHtml(view: View, options: { hint?: string; limit?: number } = {}): string {
  const limit = options.limit ?? TELEGRAM_TEXT_LIMIT;
  const { body, footer } = blocksOf(view, options.hint);
  const separator = '\n\n';
  const full = [...body, ...(footer ? [footer] : [])].map((b) => b.wrap(escapeHtml(b.text))).join(separator);
  if (full.length <= limit) return full;

  const footerHtml = footer ? footer.wrap(escapeHtml(footer.text)) : '';
  const footerCost = footerHtml && footerHtml.length + separator.length < limit / 2 ? footerHtml.length + separator.length : 0;
  const budget = limit - footerCost;
  const parts: string[] = [];
  let used = 0;
  for (const block of body) {
    const sep = parts.length > 0 ? separator.length : 0;
    const html = block.wrap(escapeHtml(block.text));
    if (used + sep + html.length <= budget) {
      parts.push(html);
      used += sep + html.length;
      continue;
    }
    const cut = fitBlock(block, budget - used - sep);
    if (cut) parts.push(cut);
    else if (parts.length > 0) parts[parts.length - 1] += ELLIPSIS.slice(0, Math.max(0, budget - used));
    break;
  }
  if (footerCost > 0) parts.push(footerHtml);
  return parts.join(separator).slice(0, limit);
}

/**
 * The View's action rows as an inline keyboard whose buttons carry the session codec's payload;
 * long rows wrap at MAX_BUTTONS_PER_ROW. A value that would overflow the 64-byte callback limit is dropped and reported, not sent broken.
 */
export function viewKeyboard(view: View, session: string): { keyboard?: InlineKeyboard; dropped: string[] } {
  const dropped: string[] = [];
  const rows = view.actions
    .flatMap((row) => actionRows(row, MAX_BUTTONS_PER_ROW))
    .map((row) =>
      row.flatMap((action) => {
        const data = encodeButton(session, action.value);
        if (data === undefined) {
          dropped.push(action.value);
          return [];
        }
        const style = action.style ? BUTTON_STYLE[action.style] : undefined;
        return [InlineKeyboard.text(style ? { text: action.label, style } : action.label, data)];
      }),
    )
    .filter((row) => row.length > 0);
  return { ...(rows.length > 0 ? { keyboard: InlineKeyboard.from(rows) } : {}), dropped };
}

/** Phones show a row's buttons side by side; beyond three, labels like "Context: 32k" get cut off. */
export const MAX_BUTTONS_PER_ROW = 3;

export interface RenderedMessage {
  text: string;
  parse_mode: 'HTML';
  reply_markup?: InlineKeyboard;
  /** Action values that could not become buttons (logged by the caller). */
  dropped: string[];
}

export function renderView(view: View, session: string, options: { hint?: string; limit?: number } = {}): RenderedMessage {
  const { keyboard, dropped } = viewKeyboard(view, session);
  return { text: viewToHtml(view, options), parse_mode: 'HTML', ...(keyboard ? { reply_markup: keyboard } : {}), dropped };
}
