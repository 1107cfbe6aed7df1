/**
 * The one function that picks the language of a turn, used by every front end. Precedence:
 *
 *   1. an explicit choice for this command (`--locale`, the terminal's `/lang`)
 *   2. the stored setting of the chat / server / terminal (`/lang`, settings)
 *   3. the language an ongoing conversation was started in (a Discord message keeps its language
 *      whoever clicks; a resumed terminal conversation continues in its own)
 *   4. the platform's locale for the user (Discord client locale, Telegram language_code, LANG)
 *   5. the language of the text itself (Chinese characters → zh)
 *   6. English
 */
import { detectTextLocale, normalizeLocale, type Locale } from '../core/i18n.ts';

export interface LocaleSources {
  explicit?: string | null;
  stored?: string | null;
  conversation?: string | null;
  platform?: string | null;
  text?: string | null;
}

export const DEFAULT_LOCALE: Locale = 'en';

export function chooseLocale(s: LocaleSources): Locale {
  return (
    normalizeLocale(s.explicit) ??
    normalizeLocale(s.stored) ??
    normalizeLocale(s.conversation) ??
    normalizeLocale(s.platform) ??
    (s.text ? detectTextLocale(s.text) : undefined) ??
    DEFAULT_LOCALE
  );
}

