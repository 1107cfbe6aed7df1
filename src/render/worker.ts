/** The chart worker thread: chart data in, PNG bytes out (the font load stays off the bots' event loop). */
import { parentPort } from 'node:worker_threads';
import type { ChartData } from '../core/chart/index.ts';
import { svgToPng } from './png.ts';
import { chartToSvg } from './svg.ts';

parentPort?.on('message', async (job: { id: number; chart: ChartData }) => {
  try {
    const png = await svgToPng(chartToSvg(job.chart));
    parentPort?.postMessage({ id: job.id, png }, [png.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
