/**
 * The help view, on its own: the session shows it before anything is planned, so it must not bring
 * the estimator and the recommender (present/catalog.ts) into the start-up of every front end.
 */
import { translator, type Locale } from '../i18n.ts';
import type { View } from './view.ts';

/**
 * How to ask. `prefix` is how the platform spells a command ("/gpu " on Discord, "/" on Telegram,
 * "whichcard " in the terminal).
 */
export function presentHelp(locale: Locale, options: { prefix?: string } = {}): View {
  const t = translator(locale);
  const prefix = options.prefix ?? '';
  return {
    title: t('catalog:help.title'),
    description: t('catalog:help.description'),
    fields: [
      { name: t('catalog:help.ask'), value: t('catalog:help.askText') },
      { name: t('catalog:help.card'), value: t('catalog:help.cardText', { prefix }) },
      { name: t('catalog:help.compare'), value: t('catalog:help.compareText', { prefix }) },
      { name: t('catalog:help.language'), value: t('catalog:help.languageText') },
    ],
    tone: 'info',
    actions: [],
  };
}
