/**
 * The `/gpu` slash command and its subcommands, and `/gpu-settings` for admins, built with discord.js builders. Option names
 * (`question`, `model`, `task`, `throughput`, `gpu`, `a`, `b`, `c`, `below`, `currency`, `state`, `at`, `zone`) are a contract with users and
 * tests; names and descriptions are localized for zh-CN and en-US from locales/<lng>/discord.json.
 */
import { PermissionFlagsBits, SlashCommandBuilder, type RESTPostAPIChatInputApplicationCommandsJSONBody, type SlashCommandBooleanOption, type SlashCommandStringOption } from 'discord.js';
import type { LocalizationMap } from 'discord-api-types/v10';
import { translator } from '../../core/i18n.ts';
import type { Method, Task } from '../../core/estimate/types.ts';

const en = translator('en');
const zh = translator('zh');

/** Discord locale keys we localize for, and the core locale each one reads from. */
function localized(key: string): { base: string; map: LocalizationMap } {
  const base = en(`discord:${key}`);
  return { base, map: { 'en-US': base, 'en-GB': base, 'zh-CN': zh(`discord:${key}`), 'zh-TW': zh(`discord:${key}`) } };
}

/** The `task` option's choices and what each means for the conversation's request. */
export const TASK_CHOICES: Record<string, { task: Task; method?: Method; label: string }> = {
  infer: { task: 'infer', label: 'task.infer' },
  'finetune-lora': { task: 'finetune', method: 'lora', label: 'task.lora' },
  'finetune-full': { task: 'finetune', method: 'full', label: 'task.full' },
  qlora: { task: 'finetune', method: 'qlora', label: 'task.qlora' },
  pretrain: { task: 'pretrain', label: 'task.pretrain' },
};

/** Apply a localized name + description (keys under `discord:command.<path>`) to a builder. */
function describe<T extends { setName(n: string): T; setNameLocalizations(m: LocalizationMap): T; setDescription(d: string): T; setDescriptionLocalizations(m: LocalizationMap): T }>(
  builder: T,
  path: string,
  name: string,
): T {
  const description = localized(`command.${path}.description`);
  // The base name stays the contract name (English); only the displayed names are localized.
  return builder
    .setName(name)
    .setNameLocalizations(localized(`command.${path}.name`).map)
    .setDescription(description.base)
    .setDescriptionLocalizations(description.map);
}

export function buildGpuCommand(): SlashCommandBuilder {
  const command = new SlashCommandBuilder();
  const top = localized('command.description');
  command.setName('gpu').setNameLocalizations(localized('command.name').map).setDescription(top.base).setDescriptionLocalizations(top.map);

  command.addSubcommand((sub) =>
    describe(sub, 'ask', 'ask')
      .addStringOption((o) => describe(o, 'ask.question', 'question').setMaxLength(500))
      .addStringOption((o) => describe(o, 'ask.model', 'model').setAutocomplete(true))
      .addStringOption((o) =>
        describe(o, 'ask.task', 'task').addChoices(
          ...Object.entries(TASK_CHOICES).map(([value, choice]) => {
            const label = localized(choice.label);
            return { name: label.base, name_localizations: label.map, value };
          }),
        ),
      )
      .addStringOption((o) => describe(o, 'ask.throughput', 'throughput').setMaxLength(40)),
  );
  command.addSubcommand((sub) =>
    describe(sub, 'card', 'card').addStringOption((o) => describe(o, 'card.gpu', 'gpu').setRequired(true).setAutocomplete(true)),
  );
  command.addSubcommand((sub) =>
    describe(sub, 'compare', 'compare')
      .addStringOption((o) => describe(o, 'compare.a', 'a').setRequired(true).setAutocomplete(true))
      .addStringOption((o) => describe(o, 'compare.b', 'b').setRequired(true).setAutocomplete(true))
      .addStringOption((o) => describe(o, 'compare.c', 'c').setAutocomplete(true)),
  );
  command.addSubcommand((sub) => describe(sub, 'help', 'help'));
  command.addSubcommand((sub) => settingsOptions(describe(sub, 'settings', 'settings')));
  command.addSubcommand((sub) =>
    describe(sub, 'remind', 'remind')
      .addStringOption((o) => describe(o, 'remind.in', 'in').setRequired(true).setMaxLength(20))
      .addStringOption((o) => describe(o, 'remind.what', 'what').setMaxLength(60)),
  );
  command.addSubcommand((sub) => describe(sub, 'reminders', 'reminders'));
  command.addSubcommand((sub) => describe(sub, 'prices', 'prices'));
  command.addSubcommand((sub) =>
    describe(sub, 'alert', 'alert')
      .addStringOption((o) => describe(o, 'alert.gpu', 'gpu').setRequired(true).setAutocomplete(true))
      // No minimum here: a nonsense price reaches the session, which says what is wrong with it.
      .addNumberOption((o) => describe(o, 'alert.below', 'below').setRequired(true))
      .addStringOption((o) => describe(o, 'alert.currency', 'currency').addChoices({ name: 'CNY', value: 'CNY' }, { name: 'USD', value: 'USD' })),
  );
  command.addSubcommand((sub) => describe(sub, 'alerts', 'alerts'));
  command.addSubcommand((sub) =>
    describe(sub, 'digest', 'digest')
      .addStringOption((o) =>
        describe(o, 'digest.state', 'state').addChoices(
          ...(['on', 'off'] as const).map((value) => {
            const label = localized(`command.digest.${value}`);
            return { name: label.base, name_localizations: label.map, value };
          }),
        ),
      )
      .addStringOption((o) => describe(o, 'digest.at', 'at').setMaxLength(5))
      .addStringOption((o) => describe(o, 'digest.zone', 'zone').setAutocomplete(true).setMaxLength(64)),
  );
  return command;
}

/** `change` and `channel`: the same options on `/gpu settings` and `/gpu-settings`. */
interface WithOptions {
  addStringOption(input: (o: SlashCommandStringOption) => SlashCommandStringOption): unknown;
  addBooleanOption(input: (o: SlashCommandBooleanOption) => SlashCommandBooleanOption): unknown;
}
function settingsOptions<T extends WithOptions>(builder: T): T {
  builder.addStringOption((o) => describe(o, 'settings.change', 'change').setMaxLength(200));
  builder.addBooleanOption((o) => describe(o, 'settings.channel', 'channel'));
  return builder;
}

/** The admins' settings command's contract name. */
export const ADMIN_SETTINGS_COMMAND = 'gpu-settings';

/**
 * `/gpu-settings`: the settings panel as a top-level command of its own, registered with
 * default_member_permissions = Manage Server so Discord shows it only to those who may change the
 * settings. Discord applies that field to a whole top-level command (subcommands have none), so it
 * cannot sit on `/gpu`, whose `ask` is everyone's; `/gpu settings` stays for reading, and the run-time
 * check on the member's permissions guards every change made through either.
 */
export function buildAdminSettingsCommand(): SlashCommandBuilder {
  const command = new SlashCommandBuilder().setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild);
  settingsOptions(describe(command, 'adminSettings', ADMIN_SETTINGS_COMMAND));
  return command;
}

/** The body of the bulk overwrite (`PUT applications/{app}[/guilds/{guild}]/commands`). */
export function commandPayload(): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return [buildGpuCommand().toJSON(), buildAdminSettingsCommand().toJSON()];
}
