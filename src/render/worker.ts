/** The chart worker thread: chart data in, PNG bytes out (the font load stays off the bots' event loop). */
import { parentPort } from 'node:worker_threads';
import type { ChartData } from '../core/chart/index.ts';
import { svgToPng } from './png.ts';
import { releaseAfterBurst, v8Gc } from './release.ts';
import { chartToSvg } from './svg.ts';

// resvg's pixmaps are freed only when V8 collects their wrappers: a GC once the charts in flight are drawn (release.ts).
const released = releaseAfterBurst(v8Gc());

parentPort?.on('message', async (job: { id: number; chart: ChartData }) => {
  try {
    const png = await released(() => svgToPng(chartToSvg(job.chart)));
    parentPort?.postMessage({ id: job.id, png }, [png.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
