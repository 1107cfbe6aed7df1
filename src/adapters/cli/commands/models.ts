/** `whichcard models [--json]`: every model in the catalog. */
import type { Command } from 'commander';
import { isLlm } from '../../../core/catalog/index.ts';
import type { Model } from '../../../core/catalog/index.ts';
import { formatNumber } from '../../../core/present/format.ts';
import { runAction, textOf } from '../context.ts';
import { renderTable } from '../format.ts';

/**
 * The JSON row: every catalog field, and the transformer fields as null for image models so each
 * row has the same keys (issue 3's stable field names).
 */
export function modelJson(model: Model): Record<string, unknown> {
  if (isLlm(model)) return model;
  const none = null;
  return { ...model, layers: none, hiddenSize: none, heads: none, kvHeads: none, headDim: none, vocabSize: none, maxContext: none };
}

export function register(program: Command): void {
  const t = textOf(program);
  program
    .command('models')
    .description(t('cli:command.models'))
    .option('--json', t('cli:option.json'))
    .action(
      runAction((cli) => {
        const { models } = cli.catalog();
        if (cli.options.json) return cli.json(models.map(modelJson));
        const none = cli.t('catalog:none');
        const n = (v: number) => formatNumber(cli.locale, v);
        const head = ['id', 'name', 'params', 'active', 'layers', 'attention', 'context', 'kind'].map((k) => cli.t(`catalog:models.${k}`));
        const rows = models.map((m) =>
          isLlm(m)
            ? [m.id, m.name, n(m.paramsB), n(m.activeParamsB), String(m.layers), m.attention, n(m.maxContext), m.kind]
            : [m.id, m.name, n(m.paramsB), n(m.activeParamsB), none, none, none, m.kind],
        );
        cli.print(renderTable(head, rows, { color: cli.io.color }));
        cli.print(cli.t('cli:moreInJson'));
      }),
    );
}
