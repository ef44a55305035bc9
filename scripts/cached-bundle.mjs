// A command's own CommonJS bundle and its V8 code cache, a step of scripts/build.mjs for each command
// that bin/audit.js runs from such a bundle (scripts/score-bundle.mjs, scripts/extract-bundle.mjs give
// the sample runs). dist/<command>/<command>.cjs is the CLI (main.ts) holding yargs and that command
// only (the other commands are left out: importing one throws); dist/<command>/<command>.cjs.cache is
// the code V8 compiled during one real run of the command on a small sample (bin/code-cache.js writes
// it when AUDIT_WRITE_CODE_CACHE names the file). bin/audit.js runs the command from the bundle with the
// cache: V8 then skips compiling what the sample run compiled. Node 20's ES module loader takes no code
// cache, hence CommonJS. A cache V8 rejects (another Node version, other flags) is only slower: the code
// is compiled as usual. The cache holds compiled code, none of the sample's text.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { build } from 'esbuild';

/** Every command module but `keep`, imported by the manifest, becomes a module that throws. */
export const onlyCommand = (keep) => ({
  name: 'only-command',
  setup(b) {
    b.onResolve({ filter: /^\.\/[a-z-]+\.js$/ }, (a) => (/[\\/]commands[\\/]manifest\.ts$/.test(a.importer) && a.path !== `./${keep}.js` ? { path: a.path, namespace: 'left-out' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'left-out' }, (a) => ({ contents: `throw new Error(${JSON.stringify(`${a.path} is not in the ${keep} bundle (scripts/cached-bundle.mjs)`)});`, loader: 'js' }));
  },
});

/** esbuild's CommonJS bundle of the CLI holding yargs and `command` only; returns esbuild's result (its metafile). */
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

/**
 * Builds dist/<command>/<command>.cjs and its code cache; returns esbuild's metafile (merged into
 * dist/meta.json). The cache is written by `audit <args…>` run by bin/audit.js (which then takes the
 * new bundle) in a fresh temporary folder holding `files` (name → text) and the empty `folders`, after
 * the `setup` commands (argument lists of `audit`, run there first without writing a cache: a draft to
 * validate), with `env` added to this process's environment. A failing sample run fails the build.
 */
export async function buildCachedBundle({ root, dist, external, plugins, command, files = {}, folders = [], setup = [], args, env = {} }) {
  const out = join(dist, command, `${command}.cjs`);
  const result = await bundleCommand({ root, out, external, plugins, command });
  const tmp = mkdtempSync(join(tmpdir(), 'audit-code-cache-'));
  try {
    for (const name of folders) mkdirSync(join(tmp, name), { recursive: true });
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(tmp, name)), { recursive: true });
      writeFileSync(join(tmp, name), text);
    }
    for (const argv of setup) {
      const s = spawnSync(process.execPath, [join(root, 'bin', 'audit.js'), ...argv], { cwd: tmp, env: { ...process.env, ...env }, encoding: 'utf8' });
      if (s.status !== 0) throw new Error(`scripts/cached-bundle.mjs: audit ${argv.join(' ')}, before the code-cache run of audit ${command}, failed (${s.status}): ${s.stderr}`);
    }
    const r = spawnSync(process.execPath, [join(root, 'bin', 'audit.js'), command, ...args(tmp)], {
      cwd: tmp,
      env: { ...process.env, ...env, AUDIT_WRITE_CODE_CACHE: `${out}.cache` },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`scripts/cached-bundle.mjs: the code-cache run of audit ${command} failed (${r.status}): ${r.stderr}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return result.metafile;
}
