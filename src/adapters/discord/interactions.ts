/**
 * Discord HTTP interactions (DISCORD_PUBLIC_KEY): `POST /discord/interactions` instead of the
 * gateway — Discord signs each interaction (Ed25519 over timestamp + raw body, checked here with
 * node:crypto; a bad or stale one is 401) and expects the answer in the HTTP response. Commands,
 * buttons, menus and the "type your own" modal go through the same Advisor as the gateway mode and
 * are drawn by the same renderer (messages.ts / render.ts, their builders serialised with toJSON).
 *
 * A turn that takes longer than Discord's 3 s is answered "deferred" and the result PATCHed onto
 * the original response through the interaction webhook (no bot token needed).
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
// Values from discord.js (a dependency; it re-exports discord-api-types' enums), types from discord-api-types.
import { InteractionResponseType, InteractionType, MessageFlags } from 'discord.js';
import type {
  APIInteraction,
  APIApplicationCommandInteractionDataOption,
  APIChatInputApplicationCommandInteraction,
  APIMessageComponentInteraction,
  APIModalSubmitInteraction,
  APIApplicationCommandAutocompleteInteraction,
} from 'discord-api-types/v10';
import { translator, type Locale } from '../../core/i18n.ts';
import type { Logger } from '../../logger.ts';
import type { Reply, Request } from '../../http/server.ts';
import { chooseLocale, decodeButton, newSessionId, type Advisor, type Turn } from '../../session/index.ts';
import { whereOf, whoOf } from './context.ts';
import { autocompleteChoices } from './lookup.ts';
import { ADMIN_SETTINGS_COMMAND } from './commands.ts';
import { httpIsAdmin, isTeamCommand, isTeamControl, runTeamHandler } from './http-team.ts';
import { answerModal, messageForTurn, noticeContent } from './messages.ts';
import { prefillFromOptions } from './prefill.ts';
import { CUSTOM_VALUE, MODAL_INPUT_ID, SELECT_VALUE, renderMessage } from './render.ts';

/** Discord drops an interaction not answered within 3 s; past this the answer is deferred. */
export const ANSWER_WITHIN_MS = 2500;
/** A signed request older (or newer) than this is refused: a captured request cannot be replayed later. */
export const MAX_CLOCK_SKEW_S = 300;
const DEFAULT_API_ROOT = 'https://discord.com/api';

export interface InteractionsDeps {
  advisor: Advisor;
  logger: Logger;
  /** The application's public key, 64 hex characters (DISCORD_PUBLIC_KEY). */
  publicKey: string;
  /** The REST root without /v10 (DISCORD_API_ROOT), for deferred answers. */
  apiRoot?: string | undefined;
  now?: () => Date;
  /** How long before answering "deferred" (tests shorten it). */
  answerWithinMs?: number;
  /** Count each interaction (kind, outcome) for /metrics. */
  onInteraction?: (kind: string, outcome: 'ok' | 'unauthorized' | 'bad_request' | 'rate_limited' | 'error') => void;
}

/** Ed25519 public key from Discord's raw 32-byte hex: the SPKI DER prefix + the key. */
export function publicKeyFromHex(hex: string): KeyObject {
  return createPublicKey({ key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(hex, 'hex')]), format: 'der', type: 'spki' });
}

export function verifySignature(key: KeyObject, signatureHex: string | undefined, timestamp: string | undefined, body: Buffer): boolean {
  if (!signatureHex || !timestamp || !/^[0-9a-f]{128}$/i.test(signatureHex)) return false;
  try {
    return verify(null, Buffer.concat([Buffer.from(timestamp, 'utf8'), body]), key, Buffer.from(signatureHex, 'hex'));
  } catch {
    return false;
  }
}

type Body = Record<string, unknown>;
/** A message as the renderer builds it: builders with toJSON(). */
interface Built {
  content?: string;
  embeds?: { toJSON(): unknown }[];
  components?: { toJSON(): unknown }[];
}

const message = (built: Built): Body => ({
  content: built.content ?? '',
  embeds: (built.embeds ?? []).map((e) => e.toJSON()),
  components: (built.components ?? []).map((c) => c.toJSON()),
  allowed_mentions: { parse: [] },
});
const ephemeral = (content: string): Body => ({ type: InteractionResponseType.ChannelMessageWithSource, data: { content, flags: MessageFlags.Ephemeral } });
const jsonReply = (value: unknown): Reply => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });

function header(request: Request, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function options(data: { options?: APIApplicationCommandInteractionDataOption[] } | undefined): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const option of data?.options ?? []) {
    if ('options' in option && option.options) for (const [k, v] of options(option)) out.set(k, v);
    else if ('value' in option) out.set(option.name, option.value);
  }
  return out;
}

export function discordInteractions(deps: InteractionsDeps): { handle(request: Request): Promise<Reply> } {
  const { advisor, logger } = deps;
  const key = publicKeyFromHex(deps.publicKey);
  const now = deps.now ?? (() => new Date());
  const within = deps.answerWithinMs ?? ANSWER_WITHIN_MS;
  const apiRoot = (deps.apiRoot ?? DEFAULT_API_ROOT).replace(/\/+$/, '');
  const count = (kind: string, outcome: Parameters<NonNullable<InteractionsDeps['onInteraction']>>[1]) => deps.onInteraction?.(kind, outcome);

  /** Answer within Discord's deadline: the response itself, or "deferred" and the result PATCHed later. */
  async function inTime(interaction: APIInteraction, deferred: InteractionResponseType, work: Promise<Body>): Promise<Body> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), within)));
    const first = await Promise.race([work, late]);
    clearTimeout(timer);
    if (first !== 'late') return first;
    void work.then(async (response) => {
      const data = (response.data ?? {}) as Body;
      const url = `${apiRoot}/v10/webhooks/${interaction.application_id}/${interaction.token}/messages/@original`;
      const res = await fetch(url, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) });
      if (!res.ok) throw new Error(`PATCH @original: ${res.status}`);
    }).catch((error: unknown) => logger.error({ err: error, interaction: interaction.id }, 'discord: deferred answer failed'));
    return { type: deferred };
  }

  /** Errors become an ephemeral, localized answer: a UserError's own words, else a logged apology. */
  async function guarded(interaction: APIInteraction, locale: Locale, run: () => Promise<Body>): Promise<Body> {
    try {
      return await run();
    } catch (error) {
      const { text, bug } = advisor.explain(error, locale);
      if (bug) logger.error({ err: error, interaction: interaction.id }, 'discord: interaction failed');
      return ephemeral(text);
    }
  }

  function turnBody(turn: Turn, update: boolean): Body {
    const notice = noticeContent(turn);
    if (notice !== undefined || !turn.show || !turn.session) return ephemeral(notice ?? translator(turn.locale)('discord:expired'));
    const data = message(messageForTurn(turn.show, turn.session, turn.locale));
    return { type: update ? InteractionResponseType.UpdateMessage : InteractionResponseType.ChannelMessageWithSource, data };
  }

  async function command(interaction: APIChatInputApplicationCommandInteraction, ask: Asker): Promise<Body> {
    const opts = options(interaction.data);
    if (interaction.data.name === ADMIN_SETTINGS_COMMAND) return (await runTeamHandler(advisor, interaction, ask, opts, 'settings')) ?? ephemeral(translator(ask.locale)('discord:expired'));
    if (interaction.data.name !== 'gpu') return ephemeral(translator(ask.locale)('discord:expired'));
    const sub = interaction.data.options?.[0]?.name;
    // Settings, reminders, alerts, the digest, the prices: the gateway's own handlers (http-team.ts).
    if (isTeamCommand(sub)) return (await runTeamHandler(advisor, interaction, ask, opts, sub)) ?? ephemeral(translator(ask.locale)('discord:expired'));
    const str = (name: string) => (typeof opts.get(name) === 'string' ? (opts.get(name) as string) : null);
    if (sub === 'ask') {
      const { text, prefill } = prefillFromOptions({ question: str('question'), model: str('model'), task: str('task'), throughput: str('throughput') }, advisor.catalog(), ask.locale);
      const work = advisor.begin(ask.who, ask.where, text, prefill).then((turn) => turnBody(turn, false));
      return inTime(interaction, InteractionResponseType.DeferredChannelMessageWithSource, work);
    }
    const lookup =
      sub === 'card'
        ? advisor.card(ask.who, ask.where, str('gpu') ?? '')
        : sub === 'compare'
          ? advisor.compare(ask.who, ask.where, ['a', 'b', 'c'].map(str).filter((n): n is string => Boolean(n)))
          : advisor.help(ask.who, ask.where, '/gpu ');
    // Catalog views carry no conversation; their buttons (if any) still need unique ids.
    const work = lookup.then(({ view }) => ({ type: InteractionResponseType.ChannelMessageWithSource, data: message(renderMessage(view, newSessionId())) }));
    return inTime(interaction, InteractionResponseType.DeferredChannelMessageWithSource, work);
  }

  async function component(interaction: APIMessageComponentInteraction, ask: Asker): Promise<Body> {
    const customId = interaction.data.custom_id;
    if (isTeamControl(customId)) return (await runTeamHandler(advisor, interaction, ask, new Map())) ?? ephemeral(translator(ask.locale)('discord:expired'));
    const press = decodeButton(customId);
    if (press.kind !== 'session') return turnBody(await advisor.press(ask.who, ask.where, customId), true);
    let value = press.value;
    if (value.startsWith(SELECT_VALUE)) {
      const chosen = 'values' in interaction.data ? interaction.data.values[0] : undefined;
      if (!chosen) return ephemeral(translator(ask.locale)('discord:expired'));
      value = chosen;
    }
    if (value === CUSTOM_VALUE) {
      // A modal must be the first response, so the answer itself is checked when it comes back.
      const locale = await advisor.alive(press.session);
      if (!locale) return ephemeral(translator(ask.locale)('discord:expired'));
      const label = interaction.message.embeds[0]?.title ?? undefined;
      return { type: InteractionResponseType.Modal, data: answerModal(press.session, locale, label).toJSON() };
    }
    const work = advisor.choose(ask.who, ask.where, press.session, value).then((turn) => turnBody(turn, true));
    return inTime(interaction, InteractionResponseType.DeferredMessageUpdate, work);
  }

  async function modal(interaction: APIModalSubmitInteraction, ask: Asker): Promise<Body> {
    if (isTeamControl(interaction.data.custom_id)) return (await runTeamHandler(advisor, interaction, ask, new Map())) ?? ephemeral(translator(ask.locale)('discord:expired'));
    const press = decodeButton(interaction.data.custom_id);
    if (press.kind !== 'session') return ephemeral(translator(ask.locale)('discord:expired'));
    const input = interaction.data.components
      .flatMap((row) => ('components' in row ? row.components : 'component' in row ? [row.component] : []))
      .find((c) => 'custom_id' in c && c.custom_id === MODAL_INPUT_ID);
    const text = input && 'value' in input && typeof input.value === 'string' ? input.value : '';
    const fromMessage = interaction.message !== undefined;
    const work = advisor.input(ask.who, ask.where, text, press.session).then((turn) => turnBody(turn, fromMessage));
    return inTime(interaction, fromMessage ? InteractionResponseType.DeferredMessageUpdate : InteractionResponseType.DeferredChannelMessageWithSource, work);
  }

  function autocomplete(interaction: APIApplicationCommandAutocompleteInteraction): Body {
    const focused = (interaction.data.options ?? [])
      .flatMap((o) => ('options' in o && o.options ? o.options : [o]))
      .find((o) => 'focused' in o && o.focused) as { name: string; value: unknown } | undefined;
    const choices = focused ? autocompleteChoices(advisor, focused.name, String(focused.value ?? '')) : [];
    return { type: InteractionResponseType.ApplicationCommandAutocompleteResult, data: { choices } };
  }

  return {
    async handle(request) {
      const timestamp = header(request, 'x-signature-timestamp');
      if (!verifySignature(key, header(request, 'x-signature-ed25519'), timestamp, request.body)) {
        count('unknown', 'unauthorized');
        return { status: 401, body: 'invalid request signature' };
      }
      if (Math.abs(now().getTime() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_S) {
        count('unknown', 'unauthorized');
        return { status: 401, body: 'stale request' };
      }
      let interaction: APIInteraction;
      try {
        interaction = JSON.parse(request.body.toString('utf8')) as APIInteraction;
        if (typeof interaction !== 'object' || interaction === null || typeof interaction.type !== 'number') throw new Error('not an interaction');
      } catch {
        count('invalid', 'bad_request');
        return { status: 400, body: 'not an interaction' };
      }
      const kind = InteractionType[interaction.type] ?? 'other';
      if (interaction.type === InteractionType.Ping) {
        count(kind, 'ok');
        return jsonReply({ type: InteractionResponseType.Pong });
      }
      try {
        if (interaction.type === InteractionType.ApplicationCommandAutocomplete) {
          count(kind, 'ok');
          return jsonReply(autocomplete(interaction));
        }
        const user = interaction.member?.user ?? interaction.user;
        if (!user) {
          count(kind, 'bad_request');
          return { status: 400, body: 'no user' };
        }
        // Settings changes need Manage Server in a server, as on the gateway (checked on the payload's permissions).
        const who = whoOf(user.id, interaction.locale ?? null, httpIsAdmin(interaction));
        const where = whereOf(interaction.guild_id ?? null, interaction.channel?.id ?? null, user.id);
        let ask: Asker = { who, where, locale: chooseLocale({ platform: interaction.locale ?? null }) };
        let outcome: 'ok' | 'rate_limited' = 'ok';
        const body = await guarded(interaction, ask.locale, async () => {
          ask = { ...ask, locale: (await advisor.context(who, where)).locale };
          if ((await advisor.admit(who, where)) !== 'ok') {
            outcome = 'rate_limited';
            return ephemeral(translator(ask.locale)('errors:rateLimited'));
          }
          if (interaction.type === InteractionType.ApplicationCommand) return command(interaction as APIChatInputApplicationCommandInteraction, ask);
          if (interaction.type === InteractionType.MessageComponent) return component(interaction, ask);
          if (interaction.type === InteractionType.ModalSubmit) return modal(interaction, ask);
          return ephemeral(translator(ask.locale)('discord:expired'));
        });
        count(kind, outcome);
        return jsonReply(body);
      } catch (error) {
        logger.error({ err: error }, 'discord: interaction failed');
        count(kind, 'error');
        return { status: 500 };
      }
    },
  };
}

interface Asker {
  who: ReturnType<typeof whoOf>;
  where: ReturnType<typeof whereOf>;
  locale: Locale;
}
