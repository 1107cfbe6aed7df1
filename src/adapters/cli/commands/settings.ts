/**
 * `whichcard settings [<field> <value>]`: the terminal's own settings (scope `cli`), the same panel
 * and the same "budget 3000" reading as Telegram's /settings and Discord's /gpu settings.
 */
import type { Command } from 'commander';
import { DEFAULT_STORE_URL } from '../../../config.ts';
import { parseSettingsCommand, type SettingsPanel } from '../../../session/index.ts';
import { terminalWho, TERMINAL_WHERE, withTerminalAdvisor } from '../../../session/terminal.ts';
import { envLocale, runAction, textOf } from '../context.ts';

export function panelText(panel: SettingsPanel, note?: string): string {
  const width = Math.max(...panel.lines.map((l) => l.label.length));
  return [panel.title, ...(note ? ['', note] : []), '', ...panel.lines.map((l) => `  ${l.label.padEnd(width)}  ${l.value}`), '', panel.footer].join('\n');
}

export function register(program: Command): void {
  const t = textOf(program);
  program
    .command('settings')
    .description(t('team:cli.settings'))
    .argument('[change...]', t('team:cli.settingsArgument'))
    .option('--json', t('cli:option.json'))
    .action(
      runAction(async (cli, words: string[] = []) => {
        const command = parseSettingsCommand(words.join(' '));
        const turn = await withTerminalAdvisor({ storeUrl: cli.io.env.WHICHCARD_STORE || DEFAULT_STORE_URL, catalog: cli.catalog, now: cli.now }, (advisor) =>
          advisor.changeSetting(terminalWho(cli.options.locale as string | undefined, envLocale(cli.io.env)), TERMINAL_WHERE, command),
        );
        if (!turn.panel) return;
        if (cli.options.json) return cli.json(Object.fromEntries(turn.panel.lines.map((l) => [l.field, l.value])));
        const line = turn.changed ? turn.panel.lines.find((l) => l.field === turn.changed) : undefined;
        cli.print(panelText(turn.panel, line ? cli.t('team:settings.changed', { field: line.label, value: line.value }) : undefined));
      }),
    );
}
