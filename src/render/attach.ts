/**
 * An advice's charts as pictures for a chat, without ever holding up the answer: every chart is
 * rendered (worker, cache) within a deadline; past it, or on any failure, the front end gets no
 * pictures — it sends the text alone — and the reason is logged. A late render still lands in the
 * renderer's cache, so the same advice asked again gets its pictures at once.
 */
import type { ChartData } from '../core/chart/index.ts';
import type { Logger } from '../logger.ts';
import type { ChartRenderer } from './index.ts';

export interface ChartPicture {
  /** A file name for the upload ("cost.png", "vram.png"): what `attachment://` refers to. */
  name: string;
  /** The chart's own title, in the advice's language (a caption or an alt text). */
  title: string;
  png: Buffer;
}

/** How long an answer may wait for its pictures (the first render also starts the worker and loads the font). */
export const CHART_DEADLINE_MS = 2_000;

/** How a front end draws charts: the renderer, where failures are logged, and how long an answer may wait. */
export interface Pictures {
  renderer: ChartRenderer;
  logger: Logger;
  deadlineMs?: number;
}

export async function chartPictures(options: Pictures, charts: ChartData[]): Promise<ChartPicture[]> {
  const { renderer } = options;
  if (charts.length === 0) return [];
  let timer: NodeJS.Timeout | undefined;
  const deadline = options.deadlineMs ?? CHART_DEADLINE_MS;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deadline)));
  const rendered = Promise.all(charts.map(async (chart) => ({ name: `${chart.kind}.png`, title: chart.title, png: await renderer.png(chart) })));
  try {
    const first = await Promise.race([rendered, late]);
    if (first === 'late') {
      options.logger.warn({ deadlineMs: deadline }, 'charts not rendered in time; the answer goes without them');
      rendered.catch(() => undefined); // finishes into the cache, or fails quietly
      return [];
    }
    return first;
  } catch (error) {
    options.logger.warn({ err: error }, 'charts not rendered; the answer goes without them');
    return [];
  } finally {
    clearTimeout(timer);
  }
}
