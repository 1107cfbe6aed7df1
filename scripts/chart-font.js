/**
 * The charts' font, cut down at build time to the characters a chart can contain. resvg's Node
 * binding parses the fonts it is given for every render (it takes no parsed font to reuse), and
 * the full Noto Sans Hans is 8 MB: ~75 of a chart's ~90 ms went to reading it. Chart text comes
 * from the locales (titles, legends, units), the catalog (card, provider and model names) and
 * numbers, so the subset holds every character of locales/ and catalog/ plus printable ASCII —
 * ~800 characters, ~220 kB, glyphs unchanged (a chart renders pixel for pixel as with the full
 * font). A chart with a character outside it (a catalog refreshed since the build) is drawn with
 * the full font: src/render/png.ts checks each chart's text against the list written here.
 *
 * Plain JavaScript: scripts/build.js runs it before anything is compiled.
 */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The file both the subset and the full-font fallback come from. */
export function fullFontPath() {
  // The package's `exports` hide fonts/: the path is built from its entry point.
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  return join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf');
}

export const SUBSET_FILE = 'chart-font.otf';
export const CHARS_FILE = 'chart-font.chars.txt';

function addText(dir, chars) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) addText(path, chars);
    else if (/\.(json|csv|ya?ml|md|txt)$/.test(entry)) for (const c of readFileSync(path, 'utf8')) chars.add(c);
  }
}

/** Every character of the given folders' text files and printable ASCII, sorted, without controls. */
export function chartCharacters(dirs) {
  const chars = new Set();
  for (let c = 0x20; c < 0x7f; c++) chars.add(String.fromCharCode(c));
  for (const dir of dirs) addText(dir, chars);
  return [...chars].filter((c) => c >= ' ').sort().join('');
}

/**
 * Writes the subset and its character list into `outDir`; returns the number of characters.
 * `subset-font` (harfbuzz's hb-subset, as WebAssembly) is loaded only here, at build time.
 */
export async function writeChartFont(outDir, dirs) {
  const { default: subsetFont } = await import('subset-font');
  const text = chartCharacters(dirs);
  const font = await subsetFont(readFileSync(fullFontPath()), text, { targetFormat: 'sfnt' });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, SUBSET_FILE), font);
  writeFileSync(join(outDir, CHARS_FILE), text);
  return [...text].length;
}
