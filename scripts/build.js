/**
 * Compiles src/ to dist/ as plain JavaScript, one output file per source file, so `npm start` runs
 * node on compiled code instead of compiling TypeScript at every start (tsx: ~2 s and ~100 MB more).
 *
 * Why esbuild and not tsc: esbuild already comes with tsx (a runtime dependency), so the build also
 * runs in an install without dev dependencies, and it compiles the whole tree in well under a
 * second, cheap enough for `npm start` to rebuild a stale dist/ on the spot. Type checking stays
 * `npm run typecheck`'s job.
 *
 * Why a bundle and not one file per source file: node resolved, read and linked each of ~135 app
 * files on its own at every start; bundled, `npm start` loads dist/main.js and one shared chunk
 * (each run mode's adapter is a chunk of its own, loaded by main's dynamic import only in that mode).
 * Code that finds files next to itself (locales, the catalog folder, worker scripts) keeps working
 * because each source's `import.meta.url` is rewritten to the URL it would have in a dist/ mirroring
 * src/ (sourceUrls); the worker scripts are bundled on their own at those mirrored paths.
 *
 * Plain JavaScript on purpose: it runs before anything is compiled. `node scripts/build.js` builds;
 * bin/start.js and bin/whichcard.js call `ensureBuilt()` first.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeChartFont } from './chart-font.js';

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

/**
 * Pure-JavaScript ESM packages that are costly to load as they ship: zod (106 files) and chrono-node
 * (267 files, every language) took ~0.2 s and ~0.7 s to import, each file resolved, read and linked
 * on its own; one bundled file each loads in ~0.17 s and ~0.16 s with less memory. They are bundled
 * once into dist/vendor/ (shared code split into chunks, so nothing is loaded twice) and the app's
 * imports of them point there. Packages with native code or CommonJS exports stay in node_modules.
 * OpenCC's converter and its Traditional→Simplified tables (~20 modules of dictionary strings) likewise.
 */
const VENDORED_ESM = ['zod', 'chrono-node', 'opencc-js/core', 'opencc-js/preset/t2cn'];
/**
 * The bot libraries, CommonJS, hundreds of files each (discord.js with @discordjs/* and undici took
 * seconds to load on a busy machine). One bundle for all, so grammY is one copy for its plugins.
 */
const VENDORED_CJS = ['discord.js', 'grammy', '@grammyjs/runner', '@grammyjs/auto-retry'];
const VENDORED = [...VENDORED_ESM, ...VENDORED_CJS];
/** Optional native helpers the libraries try to require and do without: left out of the bundle. */
const OPTIONAL = ['zlib-sync', 'bufferutil', 'utf-8-validate', '@discordjs/voice', 'erlpack', 'ffmpeg-static', 'encoding'];
const VENDOR_DIR = 'vendor';
/** Scripts run as worker threads, each bundled on its own at its mirrored path (src/ → dist/). */
const WORKERS = ['runtime/turn-worker.ts', 'render/worker.ts'];
/**
 * Packages bundled into the script that uses them, tree-shaken: ECharts (with zrender and tslib) is
 * ~600 files loaded one by one (~1.3 s of a fresh chart worker's CPU at a burst's start); the chart
 * worker keeps only the chart types and components src/render/svg.ts registers.
 */
const INLINED = ['echarts', 'zrender', 'tslib'];

/**
 * The app's imports inside a bundle: its own files are bundled; vendored packages point at their
 * bundle in dist/vendor/ (from the output file's folder); every other package is left to node.
 */
function appImports(outDir) {
  return {
    name: 'app-imports',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (INLINED.some((name) => args.path === name || args.path.startsWith(`${name}/`))) return undefined;
        if (VENDORED.includes(args.path)) {
          const up = relative(outDir, DIST).split(sep).filter(Boolean).join('/');
          return { path: `${up ? `${up}/` : './'}${VENDOR_DIR}/${vendorFile(args.path)}.js`, external: true };
        }
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * Code that finds files next to itself (`new URL('../../locales', import.meta.url)`, the catalog
 * folder, a worker script) must see the URL its file would have in a dist/ that mirrors src/, not
 * the URL of the bundle it ended up in: each source's `import.meta.url` becomes that URL, written
 * relative to the output file's folder (a bundle's `import.meta.url` is its own file).
 */
function sourceUrls(outDir) {
  return {
    name: 'source-urls',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
        const mirrored = join(DIST, relative(SRC, args.path)).replace(/\.ts$/, '.js');
        let rel = relative(outDir, mirrored).split(sep).join('/');
        if (!rel.startsWith('.')) rel = `./${rel}`;
        return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`), loader: 'ts' };
      });
    },
  };
}

/** `@grammyjs/runner` → `grammyjs-runner`: a file name in dist/vendor/. */
const vendorFile = (name) => name.replace(/^@/, '').replace(/\//g, '-');

/**
 * The vendor bundles' entries: each re-exports its package. A CommonJS package's names are only
 * known by loading it, so they are read here (at build time) and exported one by one.
 */
const vendorEntries = {
  name: 'vendor-entries',
  setup(build) {
    const require = createRequire(join(ROOT, 'package.json'));
    build.onResolve({ filter: /^vendor:/ }, (args) => ({ path: args.path.slice('vendor:'.length), namespace: 'vendor' }));
    build.onLoad({ filter: /.*/, namespace: 'vendor' }, (args) => {
      if (!VENDORED_CJS.includes(args.path)) return { contents: `export * from '${args.path}';\n`, resolveDir: ROOT, loader: 'js' };
      const names = Object.keys(require(args.path)).filter((k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== 'default');
      // esbuild's namespace object of a CommonJS module carries every property of its exports.
      return { contents: `import * as m from '${args.path}';\nexport const { ${names.join(', ')} } = m;\n`, resolveDir: ROOT, loader: 'js' };
    });
  },
};

/** Builds into a fresh folder, then swaps it in, so a half-written dist/ is never run. */
export async function build() {
  const { build: esbuild, stop } = await import('esbuild');
  const { files } = scan(SRC);
  const out = `${DIST}.tmp-${process.pid}`;
  rmSync(out, { recursive: true, force: true });
  const common = { platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning', bundle: true, tsconfig: join(ROOT, 'tsconfig.json') };
  // The program: dist/main.js (`npm start`, the image) and dist/whichcard.js (the CLI), code they
  // share in chunks beside them; each mode's adapter (discord.js, grammY, the terminal) is a chunk
  // of its own, loaded by main's dynamic import only in that mode.
  await esbuild({
    ...common,
    entryPoints: { main: join(SRC, 'main.ts'), whichcard: join(SRC, 'adapters', 'cli', 'main.ts') },
    outdir: out,
    splitting: true,
    plugins: [appImports(DIST), sourceUrls(DIST)],
  });
  // Worker scripts, one file each where their spawners look for them (beside the source's mirror).
  for (const worker of WORKERS) {
    const outDir = join(DIST, dirname(worker));
    await esbuild({
      ...common,
      entryPoints: [join(SRC, worker)],
      outfile: join(out, worker.replace(/\.ts$/, '.js')),
      plugins: [appImports(outDir), sourceUrls(outDir)],
    });
  }
  await esbuild({
    ...common,
    entryPoints: Object.fromEntries(VENDORED.map((name) => [vendorFile(name), `vendor:${name}`])),
    outdir: join(out, VENDOR_DIR),
    bundle: true,
    splitting: true,
    external: OPTIONAL,
    // CommonJS code inside an ES module still calls require() for node's own modules.
    banner: { js: "import { createRequire as __wcRequire } from 'node:module'; const require = __wcRequire(import.meta.url);" },
    plugins: [vendorEntries],
  });
  await stop(); // esbuild's service process would otherwise live (and hold memory) as long as the app
  mkdirSync(out, { recursive: true });
  // The charts' font subset (chart-font.js; src/render/png.ts finds it in dist/fonts/). Without it
  // charts are still drawn, with the full 8 MB font: a missing subsetter costs speed, not the build.
  try {
    await writeChartFont(join(out, 'fonts'), [join(ROOT, 'locales'), join(ROOT, 'catalog')]);
  } catch (error) {
    process.stderr.write(`whichcard: no chart font subset (${error instanceof Error ? error.message : error}); charts use the full font\n`);
  }
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
  process.stdout.write(`bundled ${count} source files into ${relative(process.cwd(), DIST) || DIST} in ${Date.now() - started} ms\n`);
}
