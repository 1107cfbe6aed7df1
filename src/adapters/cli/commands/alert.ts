/**
 * `whichcard alert h100 below 15 CNY`, `whichcard alerts [--delete <n>]`: the terminal's own price
 * alerts in the store the bots use (scope `cli`), the same Advisor calls as `/alert` and `/gpu
 * alert`. The terminal has no one to post to: its alerts are checked — and the fired ones printed —
 * when `whichcard prices update` has refreshed the prices (`checkTerminalAlerts`).
 */
import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { DEFAULT_STORE_URL } from '../../../config.ts';
import type { Catalog } from '../../../core/catalog/schema.ts';
import { UserError } from '../../../core/errors.ts';
import { terminalWho, TERMINAL_WHERE, withTerminalAdvisor } from '../../../session/terminal.ts';
import { envLocale, runAction, textOf, type CliContext } from '../context.ts';

const storeUrlOf = (cli: CliContext): string => cli.io.env.WHICHCARD_STORE || DEFAULT_STORE_URL;

function open<T>(cli: CliContext, run: Parameters<typeof withTerminalAdvisor<T>>[1]): Promise<T> {
  return withTerminalAdvisor({ storeUrl: storeUrlOf(cli), catalog: cli.catalog, now: cli.now }, run);
}

const whoOf = (cli: CliContext) => terminalWho(cli.options.locale as string | undefined, envLocale(cli.io.env));

/**
 * After a price refresh: check the terminal's alerts against the refreshed `catalog` and print each
 * one that fired (once per crossing, as in the bots). A SQLite store that does not exist yet holds no
 * alerts, so it is not created just to look.
 */
export async function checkTerminalAlerts(cli: CliContext, catalog: Catalog): Promise<string[]> {
  const url = storeUrlOf(cli);
  if (url.startsWith('sqlite://') && !existsSync(url.slice('sqlite://'.length))) return [];
  return open(cli, async (advisor) => {
    const printed: string[] = [];
    advisor.onPriceAlert('cli', async (_alert, message) => {
      printed.push(message.text);
      cli.print(message.text);
    });
    await advisor.checkPriceAlerts(catalog);
    return printed;
  });
}

export function register(program: Command): void {
  const t = textOf(program);
  program
    .command('alert')
    .description(t('team:cli.alert'))
    .argument('<rule...>', t('team:cli.alertArgument'))
    .action(
      runAction(async (cli, words: string[]) => {
        const result = await open(cli, (advisor) => advisor.alertCommand(whoOf(cli), TERMINAL_WHERE, words.join(' ')));
        cli.print(`${result.text}\n${cli.t('team:alert.cliChecked')}`);
      }),
    );
  program
    .command('alerts')
    .description(t('team:cli.alerts'))
    .option('--delete <n>', t('team:cli.alertDelete'))
    .action(
      runAction(async (cli) => {
        const remove = cli.options.delete as string | undefined;
        await open(cli, async (advisor) => {
          const { items } = await advisor.alertList(whoOf(cli), TERMINAL_WHERE);
          if (remove !== undefined) {
            const item = items[Number(remove) - 1];
            if (!item) throw new UserError('invalidChoice', { value: remove, option: '--delete', allowed: items.length > 0 ? `1–${items.length}` : '—' });
            cli.print((await advisor.alertPress(whoOf(cli), TERMINAL_WHERE, item.remove.data)).text);
            return;
          }
          if (items.length === 0) return cli.print(cli.t('team:alert.none'));
          cli.print([cli.t('team:alert.listTitle'), ...items.map((a, i) => `${i + 1}. ${a.text}`)].join('\n'));
        });
      }),
    );
}
