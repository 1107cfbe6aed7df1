/** Types of chart-font.js (plain JavaScript, run by scripts/build.js before anything is compiled). */
export function fullFontPath(): string;
export const SUBSET_FILE: string;
export const CHARS_FILE: string;
export function chartCharacters(dirs: string[]): string;
export function writeChartFont(outDir: string, dirs: string[]): Promise<number>;
