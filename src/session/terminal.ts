/**
 * The `whichcard` tool's team commands (settings, remind, reminders, alert) run one Advisor call
 * against the store the bots use (WHICHCARD_STORE), as the terminal's one user: the store is opened
 * for the command and closed after it, so the tool needs no store of its own.
 */
import type { Catalog } from '../core/catalog/schema.ts';
import type { Currency } from '../core/catalog/schema.ts';
import { pino } from 'pino';
import { openStore } from '../store/index.ts';
import { operatorDefaults } from '../store/settings.ts';
import { Advisor } from './advisor.ts';
import type { Where, Who } from './types.ts';

/** The terminal is one user who owns its settings (`cli` scope). */
export const TERMINAL_WHERE: Where = { platform: 'cli', scope: 'cli', chatId: 'terminal' };

export function terminalWho(explicitLocale?: string, platformLocale?: string | null): Who {
  return { userId: 'local', isAdmin: true, platformLocale: platformLocale ?? null, ...(explicitLocale ? { explicitLocale } : {}) };
}

export async function withTerminalAdvisor<T>(
  options: { storeUrl: string; catalog: () => Catalog; now: Date; currency?: Currency | undefined },
  run: (advisor: Advisor) => Promise<T>,
): Promise<T> {
  const logger = pino({ level: 'silent' });
  const store = await openStore(options.storeUrl, { logger });
  try {
    const advisor = new Advisor({ store, logger, catalog: options.catalog, clock: () => options.now, defaults: operatorDefaults(options.currency) });
    return await run(advisor);
  } finally {
    await store.close();
  }
}
