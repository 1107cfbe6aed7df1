/** `whichcard gpus [--json]`: every GPU in the catalog. */
import type { Command } from 'commander';
import { formatNumber } from '../../../core/present/format.ts';
import { runAction, textOf } from '../context.ts';
import { renderTable } from '../format.ts';

export function register(program: Command): void {
  const t = textOf(program);
  program
    .command('gpus')
    .description(t('cli:command.gpus'))
    .option('--json', t('cli:option.json'))
    .action(
      runAction((cli) => {
        const { gpus } = cli.catalog();
        if (cli.options.json) return cli.json(gpus);
        const n = (v: number | null) => (v === null ? cli.t('catalog:none') : formatNumber(cli.locale, v));
        const head = ['id', 'name', 'memory', 'bandwidth', 'bf16', 'fp8', 'segment'].map((k) => cli.t(`catalog:gpus.${k}`));
        const rows = gpus.map((g) => [g.id, g.name, n(g.memoryGB), n(g.bandwidthGBs), n(g.tflops.bf16), n(g.tflops.fp8), cli.t(`catalog:segment.${g.segment}`)]);
        cli.print(renderTable(head, rows, { color: cli.io.color }));
        cli.print(cli.t('cli:moreInJson'));
      }),
    );
}
