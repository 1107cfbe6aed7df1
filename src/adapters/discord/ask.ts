/**
 * `/gpu ask`, mentions, and the clicks and modal answers that continue a conversation. The core
 * decides everything (`start` / `step`); this file only maps Discord input to core input, keeps the
 * state in keyv under the id carried by each component, and redraws the same message.
 */
import {
  MessageFlags,
  type ChatInputCommandInteraction,
  type Message,
  type MessageComponentInteraction,
  type ModalSubmitInteraction,
} from 'discord.js';
import { start, step } from '../../core/conversation/index.ts';
import type { Input, StepResult } from '../../core/conversation/types.ts';
import { translator, type Locale } from '../../core/i18n.ts';
import { prefillFromOptions } from './prefill.ts';
import { coreContext, loadSettings, replyLocale, type Asker, type HandlerDeps } from './context.ts';
import { CUSTOM_VALUE, MODAL_INPUT_ID, newConversationId, type decodeCustomId } from './custom-id.ts';
import { ADVICE_VALUE, answerModal, messageForNext, messageForTab } from './messages.ts';
import { isSelectValue } from './render.ts';
import { notify, type Answerable } from './respond.ts';
import { runPlan, scheduleShutdownReminder } from './reminder.ts';
import { loadSession, saveSession, type Session } from './session.ts';

/** Store the step's state (and, for an advice, what the reminder needs) under the conversation id. */
async function persist(deps: HandlerDeps, id: string, result: StepResult, meta: Pick<Session, 'locale' | 'userId'>): Promise<void> {
  const plan = result.next.kind === 'advice' ? runPlan(result.next.advice, deps.catalog()) : undefined;
  await saveSession(deps.store, id, result, { ...meta, plan }, deps.now());
}

export async function handleAsk(deps: HandlerDeps, interaction: ChatInputCommandInteraction, { settings, locale }: Asker): Promise<void> {
  const question = interaction.options.getString('question') ?? undefined;
  // Validate the options before answering publicly, so a typo gets an ephemeral hint.
  const { text, prefill } = prefillFromOptions(
    {
      question,
      model: interaction.options.getString('model'),
      task: interaction.options.getString('task'),
      throughput: interaction.options.getString('throughput'),
    },
    deps.catalog(),
    locale,
  );
  await interaction.deferReply();
  const result = start(coreContext(deps, settings, locale), text, prefill);
  const id = newConversationId();
  await persist(deps, id, result, { locale, userId: interaction.user.id });
  await interaction.editReply(messageForNext(result.next, id, locale));
}

/** "@WhichCard which card for llama 3 70b?" — answered like `/gpu ask` with the text, as a reply. */
export async function handleMention(deps: HandlerDeps, message: Message, text: string): Promise<void> {
  const settings = await loadSettings(deps, message.guildId, message.author.id);
  const locale = replyLocale(settings, undefined, text);
  if (!text.trim()) {
    await message.reply({ content: translator(locale)('discord:mentionEmpty'), allowedMentions: { repliedUser: false } });
    return;
  }
  const result = start(coreContext(deps, settings, locale), text);
  const id = newConversationId();
  await persist(deps, id, result, { locale, userId: message.author.id });
  await message.reply({ ...messageForNext(result.next, id, locale), allowedMentions: { repliedUser: false } });
}

type Decoded = NonNullable<ReturnType<typeof decodeCustomId>>;

async function expired(interaction: Answerable, locale: Locale): Promise<void> {
  await notify(interaction, translator(locale)('discord:expired'));
}

/** Feed an answer to the core and redraw the conversation's message. */
async function advance(deps: HandlerDeps, interaction: MessageComponentInteraction | ModalSubmitInteraction, asker: Asker, id: string, session: Session, input: Input): Promise<void> {
  // The message keeps the language it was started in, whoever clicks.
  const result = step(coreContext(deps, asker.settings, session.locale), session.state, input);
  await persist(deps, id, result, { locale: session.locale, userId: session.userId });
  const body = messageForNext(result.next, id, session.locale);
  if (interaction.isMessageComponent() || interaction.isFromMessage()) await interaction.update(body);
  else await interaction.reply(body);
}

/** A button or select-menu click on one of our messages. */
export async function handleComponent(deps: HandlerDeps, interaction: MessageComponentInteraction, decoded: Decoded, asker: Asker): Promise<void> {
  const userLocale = asker.locale;
  const { conversationId: id } = decoded;
  let value = decoded.value;
  if (isSelectValue(value)) {
    if (!interaction.isStringSelectMenu() || !interaction.values[0]) return expired(interaction, userLocale);
    value = interaction.values[0];
  }
  if (value === CUSTOM_VALUE) {
    // A modal must be the first response, so the session is checked when the answer comes back.
    const session = await loadSession(deps.store, id, deps.now(), deps.logger);
    if (!session) return expired(interaction, userLocale);
    const label = interaction.message.embeds[0]?.title ?? undefined;
    await interaction.showModal(answerModal(id, session.locale, label));
    return;
  }
  const session = await loadSession(deps.store, id, deps.now(), deps.logger);
  if (!session) return expired(interaction, userLocale);
  if (session.state.done && session.views) {
    if (value === 'math') return void (await interaction.update(messageForTab(session.views, 'math', id, session.locale)));
    if (value === 'alts') return void (await interaction.update(messageForTab(session.views, 'alternatives', id, session.locale)));
    if (value === ADVICE_VALUE) return void (await interaction.update(messageForTab(session.views, 'main', id, session.locale)));
    if (value === 'remind') {
      const confirmation = await scheduleShutdownReminder(deps, interaction, id, session, userLocale);
      await interaction.reply({ content: confirmation, flags: MessageFlags.Ephemeral });
      return;
    }
  }
  await advance(deps, interaction, asker, id, session, { kind: 'choice', value });
}

/** The "type your own" modal was submitted. */
export async function handleModal(deps: HandlerDeps, interaction: ModalSubmitInteraction, decoded: Decoded, asker: Asker): Promise<void> {
  const session = await loadSession(deps.store, decoded.conversationId, deps.now(), deps.logger);
  if (!session) return expired(interaction, asker.locale);
  const text = interaction.fields.getTextInputValue(MODAL_INPUT_ID);
  await advance(deps, interaction, asker, decoded.conversationId, session, { kind: 'text', text });
}
