/**
 * The team commands over HTTP interactions (settings, remind, reminders, alert, alerts, digest, prices,
 * and the settings panel's, reminders' and alerts' buttons and modal) run the gateway's own handlers:
 * each gets a small stand-in for the discord.js interaction that reads the raw payload and records the
 * one response the handler makes (reply / update / modal) as the HTTP answer. No second copy of the logic.
 */
import { InteractionResponseType, PermissionFlagsBits } from 'discord.js';
import type { APIInteraction } from 'discord-api-types/v10';
import type { Advisor } from '../../session/index.ts';
import type { Asker } from './ask.ts';
import { handleAlert, handleAlertButton, handleAlerts, isAlertButton } from './alerts.ts';
import { handleDigest } from './digest.ts';
import { handlePrices } from './lookup.ts';
import { handleReminderButton, handleReminders, handleRemind, isReminderButton } from './reminder.ts';
import { handleSettings, handleSettingsComponent, handleSettingsModal, isSettingsControl } from './settings.ts';

type Body = Record<string, unknown>;
type Json = { toJSON(): unknown };
const json = (v: unknown) => (v && typeof v === 'object' && 'toJSON' in v ? (v as Json).toJSON() : v);

/** The team subcommands the gateway routes to their own handlers. */
export const TEAM_COMMANDS = { settings: handleSettings, remind: handleRemind, reminders: handleReminders, alert: handleAlert, alerts: handleAlerts, digest: handleDigest, prices: handlePrices } as const;

export function isTeamCommand(sub: string | undefined): sub is keyof typeof TEAM_COMMANDS {
  return sub !== undefined && Object.hasOwn(TEAM_COMMANDS, sub);
}

export function isTeamControl(customId: string): boolean {
  return isSettingsControl(customId) || isReminderButton(customId) || isAlertButton(customId);
}

/** Manage Server (or Administrator) in a server, as discord.js's `has` reads it; a DM is the user's own. */
export function httpIsAdmin(interaction: APIInteraction): boolean {
  if (!interaction.guild_id) return true;
  const bits = BigInt(interaction.member?.permissions ?? '0');
  return (bits & (PermissionFlagsBits.ManageGuild | PermissionFlagsBits.Administrator)) !== 0n;
}

function message(options: Body): Body {
  const { content, embeds, components, flags, allowedMentions } = options as { content?: string; embeds?: unknown[]; components?: unknown[]; flags?: number; allowedMentions?: { parse?: string[] } };
  return {
    ...(content !== undefined ? { content } : {}),
    ...(embeds ? { embeds: embeds.map(json) } : {}),
    ...(components ? { components: components.map(json) } : {}),
    ...(flags !== undefined ? { flags } : {}),
    allowed_mentions: allowedMentions ?? { parse: [] },
  };
}

/** A stand-in for the discord.js interaction: the payload's options and the one response, recorded. */
function standIn(interaction: APIInteraction, opts: Map<string, unknown>) {
  let response: Body | undefined;
  const data = (interaction.data ?? {}) as { custom_id?: string; values?: string[]; components?: { components?: { custom_id: string; value?: string }[] }[] };
  const get = (name: string) => (opts.has(name) ? opts.get(name) : null);
  const required = (name: string) => {
    const v = get(name);
    if (v === null) throw new Error(`option ${name} missing`);
    return v;
  };
  const fields = new Map((data.components ?? []).flatMap((row) => row.components ?? []).map((c) => [c.custom_id, c.value ?? '']));
  const self = {
    deferred: false,
    replied: false,
    customId: data.custom_id ?? '',
    values: data.values ?? [],
    message: 'message' in interaction ? { content: (interaction.message as { content?: string } | undefined)?.content ?? '' } : undefined,
    options: {
      getString: (name: string, req?: boolean) => (req ? required(name) : get(name)) as string | null,
      getNumber: (name: string, req?: boolean) => (req ? required(name) : get(name)) as number | null,
      getBoolean: (name: string) => get(name) as boolean | null,
    },
    fields: { getTextInputValue: (id: string) => fields.get(id) ?? '' },
    isChatInputCommand: () => interaction.type === 2,
    isStringSelectMenu: () => Array.isArray(data.values),
    async reply(options: Body) {
      response = { type: InteractionResponseType.ChannelMessageWithSource, data: message(options) };
      self.replied = true;
    },
    async update(options: Body) {
      response = { type: InteractionResponseType.UpdateMessage, data: message(options) };
      self.replied = true;
    },
    async editReply(options: Body) {
      response = { type: InteractionResponseType.ChannelMessageWithSource, data: message(options) };
    },
    async showModal(modal: Json) {
      response = { type: InteractionResponseType.Modal, data: modal.toJSON() };
    },
  };
  return { self, response: () => response };
}

/** Runs the gateway's handler for a team command or control; undefined when the handler answered nothing. */
export async function runTeamHandler(advisor: Advisor, interaction: APIInteraction, asker: Asker, opts: Map<string, unknown>, sub?: string): Promise<Body | undefined> {
  const { self, response } = standIn(interaction, opts);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the stand-in has exactly the members these handlers use
  const i = self as any;
  if (interaction.type === 2 && isTeamCommand(sub)) await TEAM_COMMANDS[sub](advisor, i, asker);
  else if (interaction.type === 3) {
    if (isSettingsControl(self.customId)) await handleSettingsComponent(advisor, i, asker);
    else if (isReminderButton(self.customId)) await handleReminderButton(advisor, i, asker);
    else if (isAlertButton(self.customId)) await handleAlertButton(advisor, i, asker);
  } else if (interaction.type === 5 && isSettingsControl(self.customId)) await handleSettingsModal(advisor, i, asker);
  return response();
}
