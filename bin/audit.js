#!/usr/bin/env node
// Entry point of the `audit` command: the bundled CLI lives in dist/ (built by `npm install` via the prepare script: scripts/build.mjs).
// `audit score`, `extract`, `validate` and `check` run from their own CommonJS bundles with a V8 code cache
// (scripts/cached-bundle.mjs, ./code-cache.js) when the build made them.
// This file is CommonJS (bin/package.json): Node then starts no ES module loader for `audit score`,
// whose bundle is CommonJS too (an ES module entry cost ≈ 10 ms: the loader, and a facade module
// per imported built-in, fs's loading every stream module). The other commands' ES module CLI is
// imported from here.
'use strict';
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { setInterval, clearInterval } = require('node:timers');

const root = join(__dirname, '..');
const entry = join(root, 'dist', 'cli', 'main.js');
if (!existsSync(entry)) {
  process.stderr.write(`audit: ${entry} is missing; run \`npm install\` (or \`npm run build\`) in ${root} first.\n`);
  process.exit(2);
}
// Output piped into a program that stops reading early (`audit verdicts --format json | head`):
// end quietly with 0, as Unix tools do, instead of an unhandled EPIPE stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e && e.code === 'EPIPE') process.exit(0);
    throw e;
  });
}
const argv = process.argv.slice(2);

// `npx audit …` (and `npm exec`, `npm run`) starts this process through `sh -c`: a signal sent to
// npm ends npm and that shell, which does not pass it on, so `audit` went on running (and its run
// stayed `running`) with nobody left to stop it. Under npm, a parent that goes away is taken as a
// hang-up: SIGHUP is raised here, which `audit run` handles like Ctrl-C (stop the child processes,
// record the run `interrupted`, exit 130), so `npx audit` and `audit` stop the same way.
// (process.ppid is read once at start-up: the current parent comes from /proc/self/stat, field 4;
// without /proc, the first parent's existence decides.)
function parentGone(first) {
  try {
    const stat = readFileSync('/proc/self/stat', 'latin1');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== first;
  } catch {
    try {
      process.kill(first, 0);
      return false;
    } catch (e) {
      return e.code === 'ESRCH';
    }
  }
}
if (process.env.npm_command !== undefined) {
  const first = process.ppid;
  const watch = setInterval(() => {
    if (!parentGone(first)) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGHUP');
  }, 200);
  watch.unref();
}
// commands run from a CommonJS bundle of their own with a V8 code cache, when the build made it
// (scripts/cached-bundle.mjs; the sample runs that make the caches: scripts/score-bundle.mjs,
// extract-bundle.mjs, claims-bundles.mjs)
const bundles = Object.fromEntries(['score', 'extract', 'validate', 'check'].map((c) => [c, join(root, 'dist', c, `${c}.cjs`)]));

async function run() {
  // `audit <command> --help` exactly: the ES module CLI prints the text the build rendered (dist/help.json)
  // without loading the command, which is lighter than any bundle (src/cli/help-texts.ts)
  const helpOnly = argv.length === 2 && argv[1] === '--help';
  const own = Object.hasOwn(bundles, argv[0]) && !helpOnly ? bundles[argv[0]] : undefined;
  if (own !== undefined && existsSync(own)) {
    const bundle = require('./code-cache.js').loadCached(own);
    process.exitCode = await bundle.exports.main(argv);
    bundle.done();
    // `score` leaves nothing running when it returns: ending the process once its output is written
    // spares the wait for V8's background work that nothing needs any more (the last step of an
    // incremental garbage collection, optimising compiles): 10–15 ms of every run
    if (argv[0] === 'score') process.stderr.write('', () => process.stdout.write('', () => process.exit()));
  } else {
    const { main } = await import(pathToFileURL(entry).href);
    process.exitCode = await main(argv);
  }
}
run();
