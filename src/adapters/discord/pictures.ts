/**
 * An advice's charts on Discord: the cost chart as the embed's image and the memory chart as a second,
 * image-only embed, both uploaded with the message (`attachment://…`) on the advice's final edit.
 * Rendering never holds up the answer beyond its deadline (src/render/attach.ts): without pictures
 * the advice goes as text alone. The math and alternatives tabs drop the uploads again.
 */
import { AttachmentBuilder, EmbedBuilder } from 'discord.js';
import { chartPictures, type Pictures } from '../../render/attach.ts';
import type { Shown } from '../../session/index.ts';

export type { Pictures };

type Body = { embeds: EmbedBuilder[] } & Record<string, unknown>;

export async function withCharts<T extends Body>(body: T, show: Shown, pictures: Pictures | undefined): Promise<T & { files?: AttachmentBuilder[]; attachments?: [] }> {
  // Another tab of an advice: the advice's pictures would hang below it as loose files.
  if (show.kind === 'tab') return { ...body, attachments: [] };
  if (show.kind !== 'advice' || !show.charts || !pictures) return body;
  const shown = await chartPictures(pictures, [show.charts.cost, show.charts.vram]);
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
