/**
 * `whichcard advise "<question>" [--locale zh|en] [--currency CNY|USD] [--json]`: one message in,
 * one answer out — the advice, or the first sizing question still open (no prompt, no store).
 */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { costChart } from '../../../core/chart/index.ts';
import { createChartRenderer } from '../../../render/index.ts';
import { start } from '../../../core/conversation/index.ts';
import { translator } from '../../../core/i18n.ts';
import { renderText } from '../../../core/present/text.ts';
import { DEFAULT_SETTINGS, type CoreContext } from '../../../core/recommend/types.ts';
import type { Currency } from '../../../core/catalog/index.ts';
import { chooseLocale } from '../../../session/index.ts';
import { adviceJson, questionJson } from '../advise-json.ts';
import { choice, envLocale, runAction, textOf } from '../context.ts';

const CURRENCIES: Currency[] = ['USD', 'CNY'];

export function register(program: Command): void {
  const t = textOf(program);
  program
    .command('advise')
    .description(t('terminal:advise.description'))
    .argument('<question...>', t('terminal:advise.argument'))
    .option('--currency <currency>', t('terminal:advise.currency'))
    .option('--json', t('cli:option.json'))
    .option('--chart <file>', t('team:cli.chart'))
    .action(
      runAction(async (cli, words: string[]) => {
        const text = words.join(' ');
        const env = cli.io.env;
        // Explicit --locale, else the terminal's language, else the question's own language.
        const locale = chooseLocale({ explicit: cli.options.locale as string | undefined, platform: envLocale(env), text });
        const currency = choice(cli, cli.options.currency as string | undefined, CURRENCIES, 'currency') ?? choice(cli, env.WHICHCARD_CURRENCY, CURRENCIES, 'currency') ?? DEFAULT_SETTINGS.currency;
        const ctx: CoreContext = { catalog: cli.catalog(), now: cli.now, locale, settings: { ...DEFAULT_SETTINGS, currency, locale } };
        const { state, next } = start(ctx, text);
        const color = cli.io.color && !cli.options.json;

        if (next.kind === 'question') {
          if (cli.options.json) return cli.json(questionJson(state.request, next));
          const body = renderText(next.question.view, { color });
          return cli.print(next.question.hint ? `${next.question.hint}\n\n${body}` : body);
        }
        if (next.kind === 'cancelled') return cli.print(renderText(next.view, { color }));
        const chartFile = cli.options.chart as string | undefined;
        // The cost per option and billing mode as a PNG (rendered here: a one-shot command needs no worker).
        if (chartFile) writeFileSync(chartFile, await createChartRenderer({ inline: true }).png(costChart(next.advice, ctx.catalog, locale)));
        const rendered = renderText(next.view, { color });
        if (!cli.options.json) return cli.print(`${rendered}\n\n${translator(locale)('terminal:advise.more')}`);
        cli.json(adviceJson(next.advice, renderText(next.view), locale));
      }),
    );
}
