/** `whichcard card <name> [--json] [--chart out.png]`: one GPU's specs and prices (the same rows as `/gpu card`). */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { resolveGpu } from '../../../core/catalog/index.ts';
import { cardChart } from '../../../core/chart/catalog.ts';
import { UserError } from '../../../core/errors.ts';
import { createChartRenderer } from '../../../render/index.ts';
import { FIT_PRECISIONS, byPrice, currencyOrder, fitAssumption, fitLine, gpuSpecRows, modelsThatFit, offerLine, offersFor } from '../../../core/present/catalog.ts';
import { runAction, textOf } from '../context.ts';
import { heading, renderSheet, renderTable, warn } from '../format.ts';

export function register(program: Command): void {
  const t = textOf(program);
  program
    .command('card')
    .description(t('cli:command.card'))
    .argument('<gpu>', t('cli:argument.gpu'))
    .option('--json', t('cli:option.json'))
    .option('--chart <file>', t('team:cli.cardChart'))
    .action(
      runAction(async (cli, name: string) => {
        const catalog = cli.catalog();
        const gpu = resolveGpu(catalog, name);
        const ctx = cli.core();
        const chartFile = cli.options.chart as string | undefined;
        if (chartFile) {
          // The prices per GPU-hour by provider and billing mode as a PNG (rendered here: a one-shot command needs no worker).
          const chart = cardChart(ctx, gpu.id);
          if (!chart) throw new UserError('chartNoPrices', { gpu: gpu.name });
          writeFileSync(chartFile, await createChartRenderer({ inline: true }).png(chart));
        }
        const lines = offersFor(catalog, gpu.id, undefined, ctx.settings.providers)
          .map((o) => offerLine(ctx, o))
          .sort(byPrice);
        const fits = FIT_PRECISIONS.map((p) => modelsThatFit(ctx, gpu, p));
        if (cli.options.json) {
          return cli.json({
            gpu,
            offers: lines.map((l) => ({ ...l.offer, stale: l.stale })),
            fits: Object.fromEntries(fits.map((f) => [f.precision, f.models.map((m) => m.id)])),
            fitsAssumption: fitAssumption(cli.locale, fits),
          });
        }

        const color = cli.io.color;
        cli.print(heading(gpu.name, color));
        cli.print(renderSheet(gpuSpecRows(cli.locale, gpu), { color }));
        if (lines.length === 0) cli.print(cli.t('catalog:card.noOffers'));
        const staleLabel = warn(cli.t('catalog:stale'), color);
        for (const currency of currencyOrder(ctx)) {
          const rows = lines.filter((l) => l.offer.currency === currency);
          if (rows.length === 0) continue;
          cli.print(heading(cli.t('catalog:card.offers', { currency }), color));
          const head = ['price', 'provider', 'billing', 'count', 'region', 'asOf'].map((k) => cli.t(`catalog:offers.${k}`));
          cli.print(
            renderTable(
              head,
              rows.map((l) => [l.price, l.provider, l.billing, String(l.offer.gpuCount), l.offer.region, l.stale ? `${l.asOf} ${staleLabel}` : l.asOf]),
              { color },
            ),
          );
        }
        cli.print(heading(cli.t('catalog:card.fits'), color));
        for (const fit of fits) cli.print(fitLine(cli.locale, fit));
        cli.print(fitAssumption(cli.locale, fits));
        cli.print(cli.t('catalog:card.footer', { days: catalog.staleAfterDays, sources: gpu.sources.join('; ') }));
      }),
    );
}
