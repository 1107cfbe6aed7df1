/** `whichcard catalog wanted [--json]`: names asked for that the catalog lacks, most asked first. */
import type { Command } from 'commander';
import { DEFAULT_STORE_URL } from '../../../config.ts';
import { wantedNames } from '../../../session/wanted.ts';
import { runAction, textOf } from '../context.ts';
import { renderTable } from '../format.ts';

export function register(program: Command): void {
  const t = textOf(program);
  const catalog = program.command('catalog').description(t('cli:command.catalog'));
  catalog
    .command('wanted')
    .description(t('cli:command.catalogWanted'))
    .option('--json', t('cli:option.json'))
    .action(
      runAction(async (cli) => {
        const wanted = await wantedNames(cli.io.env.WHICHCARD_STORE || DEFAULT_STORE_URL);
        if (cli.options.json) return cli.json(wanted);
        if (wanted.length === 0) return cli.print(cli.t('cli:wanted.none'));
        const head = ['count', 'kind', 'name', 'lastAt'].map((k) => cli.t(`cli:wanted.${k}`));
        cli.print(renderTable(head, wanted.map((w) => [String(w.count), w.kind, w.name, w.lastAt.slice(0, 10)]), { color: cli.io.color }));
      }),
    );
}
