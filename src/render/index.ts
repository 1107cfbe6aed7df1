/**
 * The chart renderer: chart data → PNG in a worker thread, with finished PNGs cached by the hash of
 * the data (the same advice drawn twice, or in two chats, is one render). One worker, started on
 * first use, serves one chart at a time; `close()` ends it.
 */
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import type { ChartData } from '../core/chart/index.ts';
import { WORKER_LIMITS } from '../runtime/heap.ts';

// svg.ts (ECharts) and png.ts (resvg, native) load with the first chart drawn in this thread, not
// with this module: the bots import it at start and draw in the worker (issue 16).
export { CHART_SIZE, pngSize } from './size.ts';

/** A worker script that registers tsx (as the parent runs under it) and then loads the TypeScript worker. */
function tsxBootstrap(worker: URL): string {
  const api = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(worker.href)}); });`;
}

export function chartHash(chart: ChartData): string {
  return createHash('sha256').update(JSON.stringify(chart)).digest('hex');
}

let shared: ChartRenderer | undefined;

/** One renderer for the process (one worker, one cache): both bots' advice charts go through it. */
export function sharedChartRenderer(): ChartRenderer {
  shared ??= createChartRenderer();
  return shared;
}

export interface ChartRenderer {
  png(chart: ChartData): Promise<Buffer>;
  close(): Promise<void>;
}

export interface RendererOptions {
  /** In this thread instead of a worker (a one-shot command). */
  inline?: boolean;
  /** PNGs kept, at most (default 200), and at most 16 MB of them. */
  cacheSize?: number;
  /**
   * The worker stops after this long without a chart to draw (default 60 s), giving back its heap
   * and ECharts (~40 MB): a bot draws charts in bursts and is idle most of the time. The next
   * chart starts a new one, as the turn pool does with its workers.
   */
  idleMs?: number;
}

/** Run in a worker (default) or in this thread (`inline`, for a one-shot command). */
export function createChartRenderer(options: RendererOptions = {}): ChartRenderer & { running(): boolean } {
  const cache = new LRUCache<string, Buffer>({ max: options.cacheSize ?? 200, maxSize: 16e6, sizeCalculation: (png) => png.length });
  const pending = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();
  const idleMs = options.idleMs ?? 60_000;
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 1;

  /** Once nothing is pending, the worker has idleMs left. */
  function rest(w: Worker): void {
    clearTimeout(idle);
    if (pending.size > 0) return;
    idle = setTimeout(() => {
      if (worker !== w || pending.size > 0) return;
      worker = undefined;
      void w.terminate();
    }, idleMs).unref();
  }

  function start(): Worker {
    // The compiled dist/ has worker.js; from src/ (tests, tsx) the worker registers tsx's loader first.
    const resourceLimits = WORKER_LIMITS; // a small young generation (runtime/heap.ts)
    const w = import.meta.url.endsWith('.ts') ? new Worker(tsxBootstrap(new URL('./worker.ts', import.meta.url)), { eval: true, resourceLimits }) : new Worker(new URL('./worker.js', import.meta.url), { resourceLimits });
    w.unref();
    w.on('message', (m: { id: number; png?: Uint8Array; error?: string }) => {
      const job = pending.get(m.id);
      pending.delete(m.id);
      rest(w);
      if (!job) return;
      // The transferred bytes as they are, not a copy.
      if (m.png) job.resolve(Buffer.from(m.png.buffer, m.png.byteOffset, m.png.byteLength));
      else job.reject(new Error(`chart render failed: ${m.error}`));
    });
    w.on('error', (error) => {
      for (const job of pending.values()) job.reject(error);
      pending.clear();
      worker = undefined;
    });
    return w;
  }

  /** Renders under way, by the chart's hash: a burst of the same advice waits for one render, not one each. */
  const rendering = new Map<string, Promise<Buffer>>();

  function render(chart: ChartData): Promise<Buffer> {
    if (options.inline) return Promise.all([import('./png.ts'), import('./svg.ts')]).then(([{ svgToPng }, { chartToSvg }]) => svgToPng(chartToSvg(chart)));
    clearTimeout(idle);
    worker ??= start();
    const id = nextId++;
    const w = worker;
    return new Promise<Buffer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      w.postMessage({ id, chart });
    });
  }

  return {
    async png(chart) {
      const key = chartHash(chart);
      const hit = cache.get(key);
      if (hit) return hit;
      let job = rendering.get(key);
      if (!job) {
        job = render(chart)
          .then((png) => {
            cache.set(key, png);
            return png;
          })
          .finally(() => rendering.delete(key));
        rendering.set(key, job);
      }
      return job;
    },
    running: () => worker !== undefined,
    async close() {
      clearTimeout(idle);
      await worker?.terminate();
      worker = undefined;
    },
  };
}
