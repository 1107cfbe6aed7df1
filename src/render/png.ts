/**
 * SVG → PNG with @resvg/resvg-js and the OTF font from @embedpdf/fonts-sc, loaded explicitly
 * (`fontFiles`, `loadSystemFonts: false`) so a container without system fonts still renders Chinese.
 * resvg reads no WOFF/WOFF2, and its Node binding has no `fontBuffers` (passing it silently drops
 * every option): hence a file path. Loading the 8 MB font dominates (~150 ms per PNG).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { CHART_FONT } from './size.ts';

export { pngSize } from './size.ts';

/** The package's `exports` hide fonts/: the path is built from its entry point. */
export function fontPath(): string {
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf');
}

export function svgToPng(svg: string): Buffer {
  const resvg = new Resvg(svg, { font: { fontFiles: [fontPath()], loadSystemFonts: false, defaultFontFamily: CHART_FONT }, background: 'white' });
  return resvg.render().asPng();
}
