/**
 * `/gpu prices`, `/prices`, `whichcard prices`: where the prices come from and how old they are, then
 * the cheapest on-demand offer per card (the team's allowed providers, its currency first), with the
 * region and the date of each. A platform-neutral View, rendered by each front end.
 */
import { isStale } from '../catalog/stale.ts';
import type { Catalog } from '../catalog/schema.ts';
import { translator } from '../i18n.ts';
import { cheapestOnDemandOffer, currencyOrder, offerLine, type ViewContext } from './catalog.ts';
import type { View, ViewField } from './view.ts';

/** Discord's limit on one field's value; longer lists are split over several fields. */
const FIELD_MAX = 1000;

/** "2026-12-03 15:04 UTC" */
export function utcText(iso: string): string {
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

/** The newest as-of date among catalog/'s own (hand-copied) rows, and how many there are. */
function catalogRows(catalog: Catalog): { offers: number; newest: string } {
  const own = catalog.offers.filter((o) => o.geo === undefined);
  return { offers: own.length, newest: own.reduce((max, o) => (o.asOf > max ? o.asOf : max), '') };
}

function split(name: string, lines: string[]): ViewField[] {
  const fields: ViewField[] = [];
  let chunk: string[] = [];
  for (const line of lines) {
    if (chunk.length > 0 && [...chunk, line].join('\n').length > FIELD_MAX) {
      fields.push({ name: fields.length === 0 ? name : `${name} (${fields.length + 1})`, value: chunk.join('\n') });
      chunk = [];
    }
    chunk.push(line);
  }
  if (chunk.length > 0) fields.push({ name: fields.length === 0 ? name : `${name} (${fields.length + 1})`, value: chunk.join('\n') });
  return fields;
}

export function presentPrices(ctx: ViewContext): View {
  const t = translator(ctx.locale);
  const { catalog } = ctx;
  const sources = (catalog.priceSnapshots ?? []).map((s) => {
    const stale = s.parts.some((p) => p.status === 'carried');
    return t('prices:show.source', { source: s.source, date: utcText(s.writtenAt), offers: s.offers, stale: stale ? ` (${t('prices:status.failed')})` : '' });
  });
  const own = catalogRows(catalog);
  const sourceLines = [...(sources.length > 0 ? sources : [t('prices:show.noSnapshots')]), t('prices:show.catalogRows', own)];
  const currencies = currencyOrder(ctx);
  const cheapest = catalog.gpus.flatMap((gpu) => {
    for (const currency of currencies) {
      const offer = cheapestOnDemandOffer(ctx, gpu.id, currency);
      if (!offer) continue;
      const line = offerLine(ctx, offer);
      return [
        t('prices:show.cheapest', { gpu: gpu.name, price: line.price, billing: line.billing, provider: line.provider, region: offer.region || '—', asOf: line.asOf }) +
          (isStale(offer, ctx.now, catalog.staleAfterDays) ? t('prices:show.stale') : ''),
      ];
    }
    return [];
  });
  return {
    title: t('prices:show.title'),
    fields: [...split(t('prices:show.sourcesField'), sourceLines), ...split(t('prices:show.cheapestTitle', { currency: currencies[0] }), cheapest)],
    tone: 'info',
    actions: [],
  };
}
