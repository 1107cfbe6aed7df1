/** `whichcard offers [--gpu ID] [--billing MODE] [--currency CNY|USD] [--provider ID] [--json]`. */
import type { Command } from 'commander';
import { Billing, Currency } from '../../../core/catalog/schema.ts';
import { resolveGpu } from '../../../core/catalog/index.ts';
import { byPrice, offerLine } from '../../../core/present/catalog.ts';
import { choice, runAction, textOf } from '../context.ts';
import { renderTable, warn } from '../format.ts';

export function register(program: Command): void {
  const t = textOf(program);
  program
    .command('offers')
    .description(t('cli:command.offers'))
    .option('--gpu <id>', t('cli:option.gpu'))
    .option('--billing <mode>', t('cli:option.billing'))
    .option('--currency <code>', t('cli:option.currency'))
    .option('--provider <id>', t('cli:option.provider'))
    .option('--json', t('cli:option.json'))
    .action(
      runAction((cli) => {
        const catalog = cli.catalog();
        const o = cli.options as { gpu?: string; billing?: string; currency?: string; provider?: string; json?: boolean };
        const gpu = o.gpu === undefined ? undefined : resolveGpu(catalog, o.gpu).id;
        const billing = choice(cli, o.billing?.replace(/^on.?demand$/i, 'on_demand'), Billing.options, 'billing');
        const currency = choice(cli, o.currency, Currency.options, 'currency');
        const providers = [...new Set(catalog.offers.map((x) => x.provider))].sort();
        const provider = choice(cli, o.provider, providers, 'provider');
        const ctx = { catalog, now: cli.now, locale: cli.locale };
        const lines = catalog.offers
          .filter((x) => (gpu === undefined || x.gpu === gpu) && (billing === undefined || x.billing === billing))
          .filter((x) => (currency === undefined || x.currency === currency) && (provider === undefined || x.provider === provider))
          .map((x) => offerLine(ctx, x))
          .sort((a, b) => a.offer.gpu.localeCompare(b.offer.gpu) || a.offer.currency.localeCompare(b.offer.currency) || byPrice(a, b));
        if (o.json) return cli.json(lines.map((l) => ({ ...l.offer, stale: l.stale })));
        if (lines.length === 0) return cli.print(cli.t('catalog:offers.none'));
        const staleLabel = warn(cli.t('catalog:stale'), cli.io.color);
        const head = ['provider', 'region', 'gpu', 'count', 'billing', 'price', 'asOf', 'source'].map((k) => cli.t(`catalog:offers.${k}`));
        const rows = lines.map((l) => [
          l.provider,
          l.offer.region,
          l.offer.gpu,
          String(l.offer.gpuCount),
          l.billing,
          l.price,
          l.stale ? `${l.asOf} ${staleLabel}` : l.asOf,
          l.offer.source,
        ]);
        cli.print(renderTable(head, rows, { color: cli.io.color, maxWidth: 48 }));
        cli.print(`${cli.t('cli:count', { count: lines.length })}. ${cli.t('cli:moreInJson')}`);
      }),
    );
}
