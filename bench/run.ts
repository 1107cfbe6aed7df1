/**
 * Runs every benchmark in bench/ (each file is a script that prints its own figures), one after
 * another in this process. `npm run bench` or `npm run bench -- estimate` for one of them.
 */
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .filter((f) => only.length === 0 || only.includes(basename(f, '.ts')))
  .sort();
for (const file of files) {
  console.log(`\n# bench/${file}`);
  await import(pathToFileURL(`${dir}/${file}`).href);
}
