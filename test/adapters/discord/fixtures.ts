/**
 * Gateway payloads as Discord sends them, typed with discord-api-types/v10 so that field drift shows up
 * as a type error. One builder per interaction kind (chat input, autocomplete, button / select, modal
 * submit) plus guild and message events.
 */
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ChannelType,
  ComponentType,
  type GuildMemberFlags,
  InteractionType,
  type APIApplicationCommandAutocompleteInteraction,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIChatInputApplicationCommandInteraction,
  type APIInteractionGuildMember,
  type APIMessage,
  type APIMessageComponentInteraction,
  type APIModalSubmitInteraction,
  type APIUser,
  type GatewayGuildCreateDispatchData,
  type GatewayMessageCreateDispatchData,
  type Locale,
} from 'discord-api-types/v10';

export const GUILD_ID = '800000000000000001';
export const CHANNEL_ID = '800000000000000002';
export const APP_ID = '900000000000000001';

let counter = 0;
export function nextId(): string {
  counter += 1;
  return (810000000000000000n + BigInt(counter)).toString();
}

export const user: APIUser = { id: '700000000000000001', username: 'alice', discriminator: '0', global_name: 'Alice', avatar: null };

const member: APIInteractionGuildMember = {
  user,
  roles: [],
  premium_since: null,
  permissions: '2248473465835073',
  pending: false,
  nick: null,
  mute: false,
  deaf: false,
  joined_at: new Date(0).toISOString(),
  flags: 0 as GuildMemberFlags,
  avatar: null,
  banner: null,
};

interface Common {
  locale?: `${Locale}`;
  guildId?: string | null;
}

function base(opts: Common) {
  const inGuild = opts.guildId !== null;
  return {
    id: nextId(),
    application_id: APP_ID,
    token: `tok-${nextId()}`,
    version: 1 as const,
    locale: (opts.locale ?? 'en-US') as Locale,
    app_permissions: '2248473465835073',
    entitlements: [],
    authorizing_integration_owners: {},
    attachment_size_limit: 8 * 1024 * 1024,
    channel_id: CHANNEL_ID,
    channel: { id: CHANNEL_ID, type: inGuild ? ChannelType.GuildText : ChannelType.DM },
    ...(inGuild ? { guild_id: opts.guildId ?? GUILD_ID, member, guild_locale: 'en-US' as Locale } : { user }),
  };
}

type Option = { name: string; value: string | number | boolean; focused?: boolean };

function toOptions(options: Option[]): APIApplicationCommandInteractionDataBasicOption[] {
  return options.map((o) =>
    typeof o.value === 'number'
      ? { name: o.name, type: ApplicationCommandOptionType.Number, value: o.value }
      : typeof o.value === 'boolean'
        ? { name: o.name, type: ApplicationCommandOptionType.Boolean, value: o.value }
        : { name: o.name, type: ApplicationCommandOptionType.String, value: o.value, ...(o.focused ? { focused: true } : {}) },
  ) as APIApplicationCommandInteractionDataBasicOption[];
}

/** A top-level command without subcommands (`/gpu-settings change:… channel:…`). */
export function topLevelCommand(name: string, options: Option[] = [], opts: Common = {}): APIChatInputApplicationCommandInteraction {
  return {
    ...base(opts),
    type: InteractionType.ApplicationCommand,
    data: { id: '900000000000000011', name, type: ApplicationCommandType.ChatInput, options: toOptions(options) },
  } as APIChatInputApplicationCommandInteraction;
}

/** `/gpu <subcommand> option:value …` */
export function slashCommand(subcommand: string, options: Option[] = [], opts: Common = {}): APIChatInputApplicationCommandInteraction {
  const sub: APIApplicationCommandInteractionDataOption = {
    name: subcommand,
    type: ApplicationCommandOptionType.Subcommand,
    options: toOptions(options),
  };
  return {
    ...base(opts),
    type: InteractionType.ApplicationCommand,
    data: { id: '900000000000000010', name: 'gpu', type: ApplicationCommandType.ChatInput, options: [sub] },
  } as APIChatInputApplicationCommandInteraction;
}

/** Typing in an autocomplete option: the focused option carries the partial text. */
export function autocomplete(subcommand: string, focused: string, value: string, others: Option[] = [], opts: Common = {}): APIApplicationCommandAutocompleteInteraction {
  const command = slashCommand(subcommand, [...others, { name: focused, value, focused: true }], opts);
  return { ...command, type: InteractionType.ApplicationCommandAutocomplete } as unknown as APIApplicationCommandAutocompleteInteraction;
}

/** A message object with Discord's defaults for every field the caller does not set. */
export function messageObject(fields: Pick<APIMessage, 'id' | 'channel_id' | 'author'> & Partial<APIMessage>): APIMessage {
  return {
    content: '',
    timestamp: new Date(0).toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    components: [],
    pinned: false,
    type: 0,
    ...fields,
  } as APIMessage;
}

/** A message the bot sent earlier, as it comes back attached to a component interaction. */
export function botMessage(components: unknown[] = []): APIMessage {
  return messageObject({
    id: nextId(),
    channel_id: CHANNEL_ID,
    author: { id: APP_ID, username: 'WhichCard', discriminator: '0', global_name: null, avatar: null, bot: true },
    components: components as APIMessage['components'],
  });
}

/** A button click (values absent) or a select-menu choice (values set). */
export function componentClick(customId: string, opts: Common & { values?: string[]; message?: APIMessage } = {}): APIMessageComponentInteraction {
  const data = opts.values
    ? { custom_id: customId, component_type: ComponentType.StringSelect, values: opts.values }
    : { custom_id: customId, component_type: ComponentType.Button };
  return {
    ...base(opts),
    type: InteractionType.MessageComponent,
    message: opts.message ?? botMessage(),
    data,
  } as APIMessageComponentInteraction;
}

/** A submitted modal with text inputs `{ customId: value }`. */
export function modalSubmit(customId: string, inputs: Record<string, string>, opts: Common = {}): APIModalSubmitInteraction {
  return {
    ...base(opts),
    type: InteractionType.ModalSubmit,
    message: botMessage(),
    data: {
      custom_id: customId,
      components: Object.entries(inputs).map(([id, value]) => ({
        type: ComponentType.ActionRow,
        components: [{ type: ComponentType.TextInput, custom_id: id, value }],
      })),
    },
  } as APIModalSubmitInteraction;
}

/** A guild with one text channel, so MESSAGE_CREATE in it reaches the client. */
export function guildCreate(): GatewayGuildCreateDispatchData {
  return {
    id: GUILD_ID,
    name: 'Team',
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: user.id,
    afk_channel_id: null,
    afk_timeout: 60,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: [],
    emojis: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: 0,
    preferred_locale: 'en-US',
    public_updates_channel_id: null,
    nsfw_level: 0,
    stickers: [],
    premium_progress_bar_enabled: false,
    hub_type: null,
    safety_alerts_channel_id: null,
    incidents_data: null,
    joined_at: new Date(0).toISOString(),
    large: false,
    unavailable: false,
    member_count: 2,
    voice_states: [],
    members: [],
    channels: [{ id: CHANNEL_ID, type: ChannelType.GuildText, name: 'general', position: 0, guild_id: GUILD_ID, permission_overwrites: [], nsfw: false, parent_id: null, topic: null, last_message_id: null, rate_limit_per_user: 0, flags: 0 }],
    threads: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  } as unknown as GatewayGuildCreateDispatchData;
}

/** "@WhichCard <text>" in the guild channel. */
export function mentionMessage(text: string, botUser: APIUser): GatewayMessageCreateDispatchData {
  return {
    id: nextId(),
    channel_id: CHANNEL_ID,
    guild_id: GUILD_ID,
    author: user,
    member: { roles: [], joined_at: new Date(0).toISOString(), deaf: false, mute: false, flags: 0 },
    content: `<@${botUser.id}> ${text}`,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [{ ...botUser, member: { roles: [], joined_at: new Date(0).toISOString(), deaf: false, mute: false, flags: 0 } }],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: 0,
  } as unknown as GatewayMessageCreateDispatchData;
}
