// `audit score`'s own bundle, a step of scripts/build.mjs: the CLI (main.ts) as one CommonJS file,
// dist/score/score.cjs, holding yargs and the score command only (the other commands are left out:
// importing one throws), and a V8 code cache of it, dist/score/score.cjs.cache, made by running
// the real command once on a small caption set (bin/code-cache.js writes it when
// AUDIT_WRITE_CODE_CACHE names the file). bin/audit.js runs `audit score` from this bundle with
// the cache: V8 then skips compiling what the cached run compiled (≈ 40 ms of CPU on the
// CLEVR-Change-scale set, see bench/startup.ts). Node 20's ES module loader takes no code cache,
// hence CommonJS. A cache V8 rejects (another Node version, other flags) is only slower: the
// code is compiled as usual. The cache holds compiled code, no caption, token or score.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { build } from 'esbuild';

/** Every command module but `keep`, imported by the manifest, becomes a module that throws. */
export const onlyCommand = (keep) => ({
  name: 'only-command',
  setup(b) {
    b.onResolve({ filter: /^\.\/[a-z-]+\.js$/ }, (a) => (/[\\/]commands[\\/]manifest\.ts$/.test(a.importer) && a.path !== `./${keep}.js` ? { path: a.path, namespace: 'left-out' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'left-out' }, (a) => ({ contents: `throw new Error(${JSON.stringify(`${a.path} is not in the score bundle (scripts/score-bundle.mjs)`)});`, loader: 'js' }));
  },
});

/** A small caption set that walks every path of the scorer: plain captions, PTB rules, synonyms, stems. */
function sampleSet() {
  const words = ['a', 'the', 'small', 'large', 'red', 'grey', 'metal', 'rubber', 'cube', 'cylinder', 'sphere', 'ball', 'moved', 'changed', 'turned', 'became', 'is', 'there', 'no', 'change', 'to', 'left', 'right', 'of', 'behind', 'added', 'disappeared'];
  const extra = ["someone's", '"quoted"', '(left)', 'it.', 'e.g.', '3.5', 'mr.', "don't", '--', 'u.s.', '10%', 'café'];
  let s = 7;
  const rnd = (k) => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) % k);
  const caption = () => Array.from({ length: 3 + rnd(8) }, () => (rnd(12) === 0 ? extra[rnd(extra.length)] : words[rnd(words.length)])).join(' ');
  const refs = {};
  const preds = [];
  for (let i = 0; i < 400; i++) {
    refs[String(i)] = Array.from({ length: 1 + rnd(5) }, caption);
    preds.push({ image_id: String(i), caption: rnd(3) === 0 ? refs[String(i)][0] : caption() });
  }
  return { refs, preds };
}

/**
 * esbuild's CommonJS bundle of the CLI holding yargs and `command` only (scripts/extract-bundle.mjs
 * makes `audit extract`'s the same way); returns esbuild's result (its metafile).
 */
export function bundleCommand({ root, out, external, plugins, command }) {
  return build({
    absWorkingDir: root,
    entryPoints: ['src/cli/main.ts'],
    outfile: out,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    mainFields: ['module', 'main'],
    external,
    plugins: [...plugins, onlyCommand(command)],
    // import.meta.url (package-root.ts, the worker's file) is this file's URL
    define: { 'import.meta.url': '__auditImportMetaUrl' },
    banner: { js: "const __auditImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });
}

/** Builds dist/score/score.cjs and its code cache; returns esbuild's metafile (merged into dist/meta.json). */
export async function buildScoreBundle({ root, dist, external, plugins }) {
  const out = join(dist, 'score', 'score.cjs');
  const result = await bundleCommand({ root, out, external, plugins, command: 'score' });
  const tmp = mkdtempSync(join(tmpdir(), 'audit-code-cache-'));
  try {
    const set = sampleSet();
    writeFileSync(join(tmp, 'refs.json'), JSON.stringify(set.refs));
    writeFileSync(join(tmp, 'preds.json'), JSON.stringify(set.preds));
    const r = spawnSync(process.execPath, [join(root, 'bin', 'audit.js'), 'score', '--refs', join(tmp, 'refs.json'), '--preds', join(tmp, 'preds.json'), '--json'], {
      cwd: tmp,
      // the WebAssembly core, as a user's run has it (scripts/build.mjs builds it first): an error if missing
      env: { ...process.env, AUDIT_WRITE_CODE_CACHE: `${out}.cache`, AUDIT_SCORE_ENGINE: 'wasm' },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`scripts/score-bundle.mjs: the code-cache run of audit score failed (${r.status}): ${r.stderr}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return result.metafile;
}
