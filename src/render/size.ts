/**
 * What callers of the renderer need without loading it: the chart's size and font name, and a PNG's
 * size read from its header. Kept apart from svg.ts (ECharts) and png.ts (resvg, native) so that
 * importing the renderer's entry (index.ts) loads neither until a chart is drawn (issue 16: both
 * bots' start-up and idle memory).
 */
export const CHART_FONT = 'Noto Sans Hans';
export const CHART_SIZE = { width: 800, height: 450 } as const;

/** Width and height from a PNG's IHDR chunk (bytes 16–23), or undefined when it is no PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((b, i) => png[i] !== b)) return undefined;
  if (String.fromCharCode(...png.subarray(12, 16)) !== 'IHDR') return undefined;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
