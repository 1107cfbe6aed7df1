/** `whichcard compare <a> <b> [...] [--json] [--chart out.png]`: cards side by side (the same rows as `/gpu compare`). */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { resolveGpu } from '../../../core/catalog/index.ts';
import { compareChart } from '../../../core/chart/catalog.ts';
import { createChartRenderer } from '../../../render/index.ts';
import { cheapestOnDemand, compareTable } from '../../../core/present/catalog.ts';
import { UserError } from '../../../core/errors.ts';
import { runAction, textOf } from '../context.ts';
import { renderTable } from '../format.ts';

export function register(program: Command): void {
  const t = textOf(program);
  program
    .command('compare')
    .description(t('cli:command.compare'))
    .argument('<gpus...>', t('cli:argument.gpus'))
    .option('--json', t('cli:option.json'))
    .option('--chart <file>', t('team:cli.compareChart'))
    .action(
      runAction(async (cli, names: string[]) => {
        if (names.length < 2) throw new UserError('compareNeedsTwo', { count: names.length });
        const catalog = cli.catalog();
        const gpus = names.map((n) => resolveGpu(catalog, n));
        const ctx = cli.core();
        const chartFile = cli.options.chart as string | undefined;
        // Price, memory and BF16 compute side by side as a PNG (rendered here: a one-shot command needs no worker).
        if (chartFile) writeFileSync(chartFile, await createChartRenderer({ inline: true }).png(compareChart(ctx, gpus.map((g) => g.id))));
        if (cli.options.json) {
          return cli.json(
            gpus.map((gpu) => ({
              ...gpu,
              cheapestOnDemand: Object.fromEntries(
                (['USD', 'CNY'] as const).map((c) => {
                  const line = cheapestOnDemand(ctx, gpu.id, c);
                  return [c, line ? { ...line.offer, stale: line.stale } : null];
                }),
              ),
            })),
          );
        }
        const table = compareTable(ctx, gpus);
        cli.print(renderTable(['', ...gpus.map((g) => g.id)], table.rows.map((r) => [r.label, ...r.values]), { color: cli.io.color }));
        cli.print(cli.t('catalog:compare.footer', { days: catalog.staleAfterDays }));
      }),
    );
}
