/**
 * SVG → PNG with @resvg/resvg-js and the OTF font from @embedpdf/fonts-sc, loaded explicitly
 * (`fontFiles`, `loadSystemFonts: false`) so a container without system fonts still renders Chinese.
 * resvg reads no WOFF/WOFF2, and its Node binding has no `fontBuffers` (passing it silently drops
 * every option): hence a file path. Loading the 8 MB font dominates (~150 ms per PNG).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { CHART_FONT } from './svg.ts';

/** The package's `exports` hide fonts/: the path is built from its entry point. */
export function fontPath(): string {
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf');
}

export function svgToPng(svg: string): Buffer {
  const resvg = new Resvg(svg, { font: { fontFiles: [fontPath()], loadSystemFonts: false, defaultFontFamily: CHART_FONT }, background: 'white' });
  return resvg.render().asPng();
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), or undefined when it is no PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((b, i) => png[i] !== b)) return undefined;
  if (String.fromCharCode(...png.subarray(12, 16)) !== 'IHDR') return undefined;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
