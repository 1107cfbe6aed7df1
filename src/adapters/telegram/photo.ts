/**
 * A chart as a Telegram photo: one photo message with the answer as its caption when it fits
 * (Telegram allows 1 024 characters), else the photo first (captioned with the chart's title) and
 * then the answer as its own message. A photo that cannot be sent is logged and the answer goes anyway.
 */
import { InputFile } from 'grammy';
import type { Logger } from '../../logger.ts';
import type { ChartPicture } from '../../render/attach.ts';
import type { BotContext } from './context.ts';
import { escapeHtml, type RenderedMessage } from './render.ts';
import { replyTo } from './reply.ts';

/** Telegram's limit on a photo's caption: a longer answer goes as its own message after the photo. */
export const CAPTION_LIMIT = 1024;

/** Sends the answer with its picture; returns the message its buttons are on. */
export async function replyWithPicture(ctx: BotContext, logger: Logger, rendered: RenderedMessage, picture: ChartPicture): Promise<number> {
  if (rendered.text.length <= CAPTION_LIMIT) {
    const sent = await sendPicture(ctx, logger, picture, { caption: rendered.text, parse_mode: rendered.parse_mode, ...(rendered.reply_markup ? { reply_markup: rendered.reply_markup } : {}), ...replyTo(ctx) });
    if (sent !== undefined) return sent;
  } else {
    await sendPicture(ctx, logger, picture, { caption: escapeHtml(picture.title), parse_mode: 'HTML', ...replyTo(ctx) });
  }
  return replyText(ctx, rendered);
}

/**
 * Photos Telegram already holds, by the PNG they were sent from: the chart renderer hands out the same
 * Buffer for the same chart (its cache), and a photo sent again by its file_id is not uploaded again.
 * Weak keys: an entry goes when the renderer drops the PNG. A file_id belongs to the bot that got it.
 */
const sentPhotos = new WeakMap<Buffer, { botId: number; fileId: string }>();
/**
 * Uploads under way, by PNG: a burst of the same advice in many chats (the renderer's one Buffer for
 * them all) waits for the first chat's upload and then sends its file_id, instead of uploading the
 * same bytes once per chat before any file_id is known. Settles (never rejects) when that upload ends.
 */
const uploading = new WeakMap<Buffer, { botId: number; done: Promise<void> }>();

/** The photo alone; undefined (logged) when Telegram refused it. */
export async function sendPicture(ctx: BotContext, logger: Logger, picture: ChartPicture, other: Parameters<BotContext['replyWithPhoto']>[1]): Promise<number | undefined> {
  const inFlight = uploading.get(picture.png);
  if (inFlight && inFlight.botId === ctx.me.id) await inFlight.done;
  const known = sentPhotos.get(picture.png);
  if (known && known.botId === ctx.me.id) {
    try {
      return (await ctx.replyWithPhoto(known.fileId, other)).message_id;
    } catch (error) {
      logger.debug({ err: error }, 'telegram: a photo sent again by its file_id was refused; uploading it');
      sentPhotos.delete(picture.png);
    }
  }
  const upload = ctx.replyWithPhoto(new InputFile(picture.png, picture.name), other);
  const done = upload.then(
    () => undefined,
    () => undefined,
  );
  uploading.set(picture.png, { botId: ctx.me.id, done });
  try {
    const sent = await upload;
    const largest = sent.photo.at(-1); // Telegram lists the sizes it made, smallest first
    if (largest) sentPhotos.set(picture.png, { botId: ctx.me.id, fileId: largest.file_id });
    return sent.message_id;
  } catch (error) {
    logger.warn({ err: error }, 'telegram: chart not sent; the answer goes without it');
    return undefined;
  } finally {
    if (uploading.get(picture.png)?.done === done) uploading.delete(picture.png);
  }
}

/** The answer as a text message, replying in a group to the message it answers. */
export async function replyText(ctx: BotContext, rendered: RenderedMessage): Promise<number> {
  const sent = await ctx.reply(rendered.text, {
    parse_mode: rendered.parse_mode,
    ...(rendered.reply_markup ? { reply_markup: rendered.reply_markup } : {}),
    ...replyTo(ctx),
  });
  return sent.message_id;
}
