/**
 * Charts on Discord: the first chart as the embed's image, any further one as a second, image-only
 * embed, all uploaded with the message (`attachment://…`) — an advice's on its final edit, `/gpu card`'s
 * and `/gpu compare`'s with the view. Rendering never holds up the answer beyond its deadline
 * (src/render/attach.ts): without pictures the message goes as text alone. The advice's math and
 * alternatives tabs drop the uploads again.
 */
import { AttachmentBuilder, EmbedBuilder } from 'discord.js';
import type { ChartData } from '../../core/chart/index.ts';
import { chartPictures, type Pictures } from '../../render/attach.ts';
import type { Shown } from '../../session/index.ts';

export type { Pictures };

type Body = { embeds: EmbedBuilder[] } & Record<string, unknown>;

export async function withCharts<T extends Body>(body: T, show: Shown, pictures: Pictures | undefined): Promise<T & { files?: AttachmentBuilder[]; attachments?: [] }> {
  // Another tab of an advice: the advice's pictures would hang below it as loose files.
  if (show.kind === 'tab') return { ...body, attachments: [] };
  if (show.kind !== 'advice' || !show.charts) return body;
  return withPictures(body, [show.charts.cost, show.charts.vram], pictures);
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
