/**
 * The command menu, registered with setMyCommands once per language (Telegram shows each user the
 * list for their app language, else the default, which is English). Called from start-up, never at
 * import time (grammY issue #605: import-time API calls break tests and tools).
 */
import type { Api } from 'grammy';
import { LOCALES, translator, type Locale } from '../../core/i18n.ts';

export const COMMANDS = ['ask', 'card', 'compare', 'help', 'lang', 'cancel', 'start', 'settings', 'remind', 'reminders', 'prices', 'alert', 'alerts', 'digest'] as const;

export function commandList(locale: Locale): { command: string; description: string }[] {
  const t = translator(locale);
  return COMMANDS.map((command) => ({ command, description: t(`telegram:commands.${command}`) }));
}

export async function registerCommands(api: Api): Promise<void> {
  await api.setMyCommands(commandList('en'));
  for (const locale of LOCALES) await api.setMyCommands(commandList(locale), { language_code: locale });
}
