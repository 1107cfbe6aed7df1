/**
 * `whichcard remind <delay> [card]` and `whichcard reminders [--cancel <n>]`: the terminal's own
 * shut-down reminders in the store the bots use (scope `cli`). The terminal has no one to post to,
 * so a due reminder is shown — with its cost so far — the next time `whichcard reminders` runs.
 */
import type { Command } from 'commander';
import { DEFAULT_STORE_URL } from '../../../config.ts';
import { UserError } from '../../../core/errors.ts';
import { terminalWho, TERMINAL_WHERE, withTerminalAdvisor } from '../../../session/terminal.ts';
import { envLocale, runAction, textOf, type CliContext } from '../context.ts';

function open<T>(cli: CliContext, run: Parameters<typeof withTerminalAdvisor<T>>[1]): Promise<T> {
  return withTerminalAdvisor({ storeUrl: cli.io.env.WHICHCARD_STORE || DEFAULT_STORE_URL, catalog: cli.catalog, now: cli.now }, run);
}

const whoOf = (cli: CliContext) => terminalWho(cli.options.locale as string | undefined, envLocale(cli.io.env));

export function register(program: Command): void {
  const t = textOf(program);
  program
    .command('remind')
    .description(t('team:cli.remind'))
    .argument('<when...>', t('team:cli.remindArgument'))
    .action(
      runAction(async (cli, words: string[]) => {
        const turn = await open(cli, (advisor) => advisor.remindCommand(whoOf(cli), TERMINAL_WHERE, words.join(' ')));
        if (turn.notice?.kind === 'reminderSet') cli.print(cli.t('team:remind.setAt', { hours: turn.notice.hours, due: turn.notice.dueAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' }));
      }),
    );
  program
    .command('reminders')
    .description(t('team:cli.reminders'))
    .option('--cancel <n>', t('team:cli.cancel'))
    .action(
      runAction(async (cli) => {
        const cancel = cli.options.cancel as string | undefined;
        await open(cli, async (advisor) => {
          const { items } = await advisor.openReminders(whoOf(cli), TERMINAL_WHERE);
          if (cancel !== undefined) {
            const item = items[Number(cancel) - 1];
            if (!item) throw new UserError('invalidChoice', { value: cancel, option: '--cancel', allowed: items.length > 0 ? `1–${items.length}` : '—' });
            const result = await advisor.reminderPress(whoOf(cli), TERMINAL_WHERE, item.cancel.data);
            cli.print(result.text ?? '');
            return;
          }
          if (items.length === 0) return cli.print(cli.t('team:remind.none'));
          cli.print([cli.t('team:remind.listTitle'), ...items.map((r, i) => `${i + 1}. ${r.dueAt <= cli.now ? '⏰ ' : ''}${r.text}`)].join('\n'));
        });
      }),
    );
}
