/**
 * Charts on Discord: the first chart as the embed's image, any further one as a second, image-only
 * embed, all uploaded with the message (`attachment://…`). Rendering never holds up the answer
 * (`answerThenPictures`): charts already drawn (the renderer's cache) go with the message, others
 * are added by an edit once drawn (within src/render/attach.ts's deadline; past it the message
 * stays text alone). The advice's math and alternatives tabs drop the uploads again.
 */
import { AttachmentBuilder, EmbedBuilder } from 'discord.js';
import pLimit from 'p-limit';
import type { ChartData } from '../../core/chart/index.ts';
import { chartPictures, type Pictures } from '../../render/attach.ts';
import type { Shown } from '../../session/index.ts';

export type { Pictures };

type Files = { files?: AttachmentBuilder[]; attachments?: [] };

/** How one answer is sent and then edited: `send` resolves to the message's id when it is known. */
export interface Delivery<T> {
  send(body: T): Promise<string | undefined>;
  edit(body: T): Promise<unknown>;
}

/**
 * Charts edits uploading at once. A cold chart worker finishes its queue in one go; dozens of multipart uploads built
 * together blocked the event loop ~0.2 s (bench/discord.ts), and every interaction's callback waited behind them.
 * They only add pictures to answers already sent, so they queue instead.
 */
const CHART_UPLOADS_AT_ONCE = 2;
const uploads = pLimit(CHART_UPLOADS_AT_ONCE);

/** The newest answer drawn on each message: a charts edit that finds another here was overtaken (a tab was pressed meanwhile). */
const latest = new Map<string, symbol>();

/**
 * Sends `body` now and its charts when drawn: a callback or an answer never waits for a PNG (issue 16).
 * Charts ready at once (cached) go in the same message; otherwise the text goes first and one edit
 * adds the pictures, unless the message was drawn again in between.
 */
export async function answerThenPictures<T extends Body>(body: T, charts: ChartData[], pictures: Pictures | undefined, delivery: Delivery<T & Files>): Promise<void> {
  const mine = Symbol('answer');
  if (!pictures || charts.length === 0) {
    const id = await delivery.send(body);
    if (id !== undefined) latest.delete(id); // overtakes any charts edit still pending on this message
    return;
  }
  const drawn = withPictures(body, charts, pictures);
  const ready = await Promise.race([drawn, new Promise<undefined>((resolve) => setImmediate(() => resolve(undefined)))]);
  if (ready) {
    const id = await delivery.send(ready);
    if (id !== undefined) latest.delete(id);
    return;
  }
  const id = await delivery.send(body);
  if (id !== undefined) latest.set(id, mine);
  try {
    const full = await drawn;
    if (!full.files) return;
    await uploads(async () => {
      // Checked once its turn comes: a tab pressed while it queued overtakes it.
      if (id === undefined || latest.get(id) === mine) await delivery.edit(full);
    });
  } catch (error) {
    pictures.logger.warn({ err: error }, 'discord: the charts could not be added to the answer');
  } finally {
    if (id !== undefined && latest.get(id) === mine) latest.delete(id);
  }
}

type Body = { embeds: EmbedBuilder[] } & Record<string, unknown>;

/** Another tab of an advice drops the advice's uploads: they would hang below it as loose files. */
export function tabBody<T extends Body>(body: T, show: Shown): T & Files {
  return show.kind === 'tab' ? { ...body, attachments: [] } : body;
}

/** The charts an answer shows: an advice's cost and memory charts, none for anything else. */
export function adviceCharts(show: Shown): ChartData[] {
  return show.kind === 'advice' && show.charts ? [show.charts.cost, show.charts.vram] : [];
}

/** The message with `charts` drawn into its embeds, or the message as it was when none could be drawn. */
export async function withPictures<T extends Body>(body: T, charts: ChartData[], pictures: Pictures | undefined): Promise<T & { files?: AttachmentBuilder[] }> {
  if (!pictures || charts.length === 0) return body;
  const shown = await chartPictures(pictures, charts);
  if (shown.length === 0) return body;
  const [main, ...rest] = body.embeds;
  if (!main) return body;
  const embeds = [
    EmbedBuilder.from(main).setImage(`attachment://${shown[0]!.name}`),
    ...shown.slice(1).map((p) => new EmbedBuilder().setColor(main.data.color ?? null).setImage(`attachment://${p.name}`)),
    ...rest,
  ].slice(0, 10);
  return { ...body, embeds, files: shown.map((p) => new AttachmentBuilder(p.png, { name: p.name, description: p.title.slice(0, 1024) })) };
}
