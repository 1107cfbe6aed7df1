/**
 * What every handler needs from outside the core: settings of the server (or of the user in a DM),
 * the reply language and the CoreContext handed to the pure core.
 */
import type { Catalog } from '../../core/catalog/schema.ts';
import { pickLocale, type Locale } from '../../core/i18n.ts';
import type { CoreContext, Settings } from '../../core/recommend/types.ts';
import type { Store } from '../../store/index.ts';
import { getSettings } from '../../store/settings.ts';
import type { Logger } from '../../logger.ts';

export interface HandlerDeps {
  store: Store;
  logger: Logger;
  catalog: () => Catalog;
  now: () => Date;
  /** Settings of a team that never chose (operator's WHICHCARD_CURRENCY). */
  defaults: Settings;
}

/** A server's settings apply to everyone in it; in a DM the user's own. */
export function settingsScope(guildId: string | null, userId: string): string {
  return guildId ? `discord:guild:${guildId}` : `discord:user:${userId}`;
}

/** Who is asking, as the handlers need it: their scope's settings and the reply language. */
export interface Asker {
  settings: Settings;
  locale: Locale;
}

export async function loadSettings(deps: HandlerDeps, guildId: string | null, userId: string): Promise<Settings> {
  return getSettings(deps.store, settingsScope(guildId, userId), deps.defaults, deps.logger);
}

/** The server's stored language wins; else the user's Discord client language; else the text's. */
export function replyLocale(settings: Settings, platformLocale: string | null | undefined, text?: string): Locale {
  return pickLocale(settings.locale, platformLocale, text);
}

export function coreContext(deps: HandlerDeps, settings: Settings, locale: Locale): CoreContext {
  return { catalog: deps.catalog(), now: deps.now(), locale, settings };
}
