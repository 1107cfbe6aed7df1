/**
 * SVG → PNG with @resvg/resvg-js and Noto Sans Hans from @embedpdf/fonts-sc, loaded explicitly
 * (`fontFiles`, `loadSystemFonts: false`) so a container without system fonts still renders Chinese.
 *
 * resvg's Node binding parses the fonts it is given at every render and takes no font buffer to
 * reuse, so the font it gets is the build's subset (scripts/chart-font.js: every character of the
 * locales and the catalog, ~220 kB instead of 8 MB; ~15 instead of ~90 ms a chart) whenever that
 * covers the chart's text, else the full font. `renderAsync`, not `new Resvg().render()`: the
 * latter's native image memory is never given back (RSS grew ~1.4 MB a chart, gc or not; thx/resvg-js
 * issue 216), and the async render also leaves the calling thread free while it draws.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import { CHART_FONT } from './size.ts';

export { pngSize } from './size.ts';

/** The package's `exports` hide fonts/: the path is built from its entry point. */
export function fontPath(): string {
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf');
}

/** Where `node scripts/build.js` writes the subset (dist/fonts/, the same folder from src/ or dist/). */
export const BUILT_FONTS = fileURLToPath(new URL('../../dist/fonts/', import.meta.url));

export interface ChartFonts {
  full: string;
  /** The subset and the characters it holds; absent when no build wrote one. */
  subset?: { path: string; chars: Set<string> };
}

/** The full font, and the subset in `dir` when one was built there (chart-font.otf + its character list). */
export function loadChartFonts(dir: string = BUILT_FONTS): ChartFonts {
  const path = join(dir, 'chart-font.otf');
  const list = join(dir, 'chart-font.chars.txt');
  if (!existsSync(path) || !existsSync(list)) return { full: fontPath() };
  return { full: fontPath(), subset: { path, chars: new Set(readFileSync(list, 'utf8')) } };
}

/** The subset when it holds every character of the SVG (markup included: it is ASCII), else the full font. */
export function fontFor(svg: string, fonts: ChartFonts): string {
  const { subset } = fonts;
  if (!subset) return fonts.full;
  for (const c of svg) if (c > '~' && !subset.chars.has(c)) return fonts.full;
  return subset.path;
}

let loaded: ChartFonts | undefined;

export async function svgToPng(svg: string, fonts: ChartFonts = (loaded ??= loadChartFonts())): Promise<Buffer> {
  const image = await renderAsync(svg, { font: { fontFiles: [fontFor(svg, fonts)], loadSystemFonts: false, defaultFontFamily: CHART_FONT }, background: 'white' });
  return image.asPng();
}
