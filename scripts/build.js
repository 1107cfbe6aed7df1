/**
 * Compiles src/ to dist/ as plain JavaScript, one output file per source file, so `npm start` runs
 * node on compiled code instead of compiling TypeScript at every start (tsx: ~2 s and ~100 MB more).
 *
 * Why esbuild and not tsc: esbuild already comes with tsx (a runtime dependency), so the build also
 * runs in an install without dev dependencies, and it compiles the whole tree in well under a
 * second, cheap enough for `npm start` to rebuild a stale dist/ on the spot. Type checking stays
 * `npm run typecheck`'s job.
 *
 * Why one file per source file (every import left external) and not a bundle: the output keeps
 * src/'s layout, so code that finds files next to itself (`new URL('../../locales',
 * import.meta.url)`, the catalog folder) finds them from dist/ exactly as from src/. The sources
 * import each other with `.ts` extensions; the build rewrites those specifiers to `.js`.
 *
 * Plain JavaScript on purpose: it runs before anything is compiled. `node scripts/build.js` builds;
 * bin/start.js and bin/whichcard.js call `ensureBuilt()` first.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'src');
export const DIST = join(ROOT, 'dist');
/** Written last by a successful build: its mtime is the build's time. */
const STAMP = join(DIST, '.built');

/** Every .ts file under a folder, and the newest mtime of those files and of the folders themselves. */
function scan(dir, files = [], newest = { ms: 0 }) {
  newest.ms = Math.max(newest.ms, statSync(dir).mtimeMs); // a deleted or renamed file changes its folder's mtime
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) scan(path, files, newest);
    else if (entry.name.endsWith('.ts')) {
      files.push(path);
      newest.ms = Math.max(newest.ms, statSync(path).mtimeMs);
    }
  }
  return { files, newest: newest.ms };
}

/**
 * dist/ is stale when it is missing or older than any source file, folder, or this script. Without
 * src/ (an image that ships only dist/) there is nothing to rebuild from. Costs ~2 ms of stat calls.
 */
export function isStale() {
  if (!existsSync(SRC)) return false;
  if (!existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  const newest = Math.max(scan(SRC).newest, statSync(fileURLToPath(import.meta.url)).mtimeMs);
  return newest > built;
}

/** Relative `.ts` specifiers become `.js`; everything else (packages, node:) is left to node. */
const rewriteTsImports = {
  name: 'rewrite-ts-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const path = /^\.\.?\//.test(args.path) ? args.path.replace(/\.ts$/, '.js') : args.path;
      return { path, external: true };
    });
  },
};

/** Builds into a fresh folder, then swaps it in, so a half-written dist/ is never run. */
export async function build() {
  const { build: esbuild } = await import('esbuild');
  const { files } = scan(SRC);
  const out = `${DIST}.tmp-${process.pid}`;
  rmSync(out, { recursive: true, force: true });
  await esbuild({
    entryPoints: files,
    outbase: SRC,
    outdir: out,
    bundle: true, // only so the plugin sees every import; it marks them all external
    plugins: [rewriteTsImports],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(ROOT, 'tsconfig.json'),
    logLevel: 'warning',
  });
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, '.built'), `${new Date().toISOString()}\n`);
  rmSync(DIST, { recursive: true, force: true });
  renameSync(out, DIST);
  return files.length;
}

/** Rebuilds when stale; says so on stderr (a rebuild takes a moment the user should understand). */
export async function ensureBuilt() {
  if (!isStale()) return;
  process.stderr.write('whichcard: compiling src/ to dist/ …\n');
  await build();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const count = await build();
  process.stdout.write(`built ${count} files into ${relative(process.cwd(), DIST) || DIST} in ${Date.now() - started} ms\n`);
}
