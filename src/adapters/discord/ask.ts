/**
 * `/gpu ask`, mentions, and the clicks and modal answers that continue a conversation: each is one
 * Advisor call (src/session/); this file maps Discord input to it and draws the Turn that comes back
 * on the same message.
 */
import {
  type ChatInputCommandInteraction,
  type Message,
  type MessageComponentInteraction,
  type ModalSubmitInteraction,
} from 'discord.js';
import { translator, type Locale } from '../../core/i18n.ts';
import { decodeButton, type Advisor, type Turn, type Where, type Who } from '../../session/index.ts';
import { whereOf, whoOf } from './context.ts';
import { answerModal, messageForTurn, noticeContent } from './messages.ts';
import { prefillFromOptions, type AskOptions } from './prefill.ts';
import { CUSTOM_VALUE, MODAL_INPUT_ID, SELECT_VALUE } from './render.ts';
import { notify, type Answerable } from './respond.ts';
import { adviceCharts, answerThenPictures, tabBody, type Pictures } from './pictures.ts';

/** Who clicked or typed, where, and the language of anything said to them alone. */
export interface Asker {
  who: Who;
  where: Where;
  locale: Locale;
  /** How the advice's charts are drawn (absent: text only). */
  pictures?: Pictures | undefined;
}

function askOptions(interaction: ChatInputCommandInteraction): AskOptions {
  return {
    question: interaction.options.getString('question'),
    model: interaction.options.getString('model'),
    task: interaction.options.getString('task'),
    throughput: interaction.options.getString('throughput'),
  };
}

/** Whether the options of a `/gpu ask` read (no store, no planning): see defer.ts. */
export function askOptionsRead(advisor: Advisor, interaction: ChatInputCommandInteraction, locale: Locale): boolean {
  try {
    prefillFromOptions(askOptions(interaction), advisor.catalog(), locale);
    return true;
  } catch {
    return false;
  }
}

export async function handleAsk(advisor: Advisor, interaction: ChatInputCommandInteraction, asker: Asker): Promise<void> {
  // Validate the options before answering publicly, so a typo gets an ephemeral hint.
  const { text, prefill } = prefillFromOptions(askOptions(interaction), advisor.catalog(), asker.locale);
  if (!interaction.deferred) await interaction.deferReply();
  const turn = await advisor.begin(asker.who, asker.where, text, prefill);
  await answerThenPictures(messageForTurn(turn.show, turn.session, turn.locale), adviceCharts(turn.show), asker.pictures, {
    send: async (body) => (await interaction.editReply(body)).id,
    edit: (body) => interaction.editReply(body),
  });
}

/** "@WhichCard which card for llama 3 70b?" — answered like `/gpu ask` with the text, as a reply. */
export async function handleMention(advisor: Advisor, message: Message, text: string, pictures?: Pictures): Promise<void> {
  const who = whoOf(message.author.id);
  const where = whereOf(message.guildId, message.channelId, message.author.id);
  if (!text.trim()) {
    const { locale } = await advisor.context(who, where, text);
    await message.reply({ content: translator(locale)('discord:mentionEmpty'), allowedMentions: { repliedUser: false } });
    return;
  }
  const turn = await advisor.begin(who, where, text);
  let sent: Message | undefined;
  await answerThenPictures(messageForTurn(turn.show, turn.session, turn.locale), adviceCharts(turn.show), pictures, {
    send: async (body) => (sent = await message.reply({ ...body, allowedMentions: { repliedUser: false } })).id,
    edit: (body) => sent!.edit(body),
  });
}

/** Draw a turn on the clicked message, or answer its notice to the clicker alone. */
async function draw(interaction: MessageComponentInteraction | ModalSubmitInteraction, turn: Turn, pictures?: Pictures): Promise<void> {
  const notice = noticeContent(turn);
  if (notice !== undefined || !turn.show || !turn.session) {
    await notify(interaction, notice ?? translator(turn.locale)('discord:expired'));
    return;
  }
  const body = tabBody(messageForTurn(turn.show, turn.session, turn.locale), turn.show);
  const onMessage = interaction.isMessageComponent() || interaction.isFromMessage();
  await answerThenPictures(body, adviceCharts(turn.show), pictures, {
    send: async (b) => {
      if (onMessage) await interaction.update(b);
      else await interaction.reply(b);
      return interaction.message?.id;
    },
    edit: (b) => interaction.editReply(b),
  });
}

async function expired(interaction: Answerable, locale: Locale): Promise<void> {
  await notify(interaction, translator(locale)('discord:expired'));
}

/** A button or select-menu click on one of our messages. */
export async function handleComponent(advisor: Advisor, interaction: MessageComponentInteraction, asker: Asker): Promise<void> {
  const press = decodeButton(interaction.customId);
  if (press.kind !== 'session') return draw(interaction, await advisor.press(asker.who, asker.where, interaction.customId), asker.pictures);
  let value = press.value;
  if (value.startsWith(SELECT_VALUE)) {
    if (!interaction.isStringSelectMenu() || !interaction.values[0]) return expired(interaction, asker.locale);
    value = interaction.values[0];
  }
  if (value === CUSTOM_VALUE) {
    // A modal must be the first response, so the answer itself is checked when it comes back.
    const locale = await advisor.alive(press.session);
    if (!locale) return expired(interaction, asker.locale);
    const label = interaction.message.embeds[0]?.title ?? undefined;
    await interaction.showModal(answerModal(press.session, locale, label));
    return;
  }
  await draw(interaction, await advisor.choose(asker.who, asker.where, press.session, value), asker.pictures);
}

/** The "type your own" modal was submitted. */
export async function handleModal(advisor: Advisor, interaction: ModalSubmitInteraction, asker: Asker): Promise<void> {
  const press = decodeButton(interaction.customId);
  if (press.kind !== 'session') return expired(interaction, asker.locale);
  const text = interaction.fields.getTextInputValue(MODAL_INPUT_ID);
  await draw(interaction, await advisor.input(asker.who, asker.where, text, press.session), asker.pictures);
}
