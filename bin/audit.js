#!/usr/bin/env node
// Entry point of the `audit` command: the bundled CLI lives in dist/ (built by `npm install` via the prepare script: scripts/build.mjs).
// `audit score` runs from its own CommonJS bundle with a V8 code cache (scripts/score-bundle.mjs, ./code-cache.js) when the build made it.
// This file is CommonJS (bin/package.json): Node then starts no ES module loader for `audit score`,
// whose bundle is CommonJS too (an ES module entry cost ≈ 10 ms: the loader, and a facade module
// per imported built-in, fs's loading every stream module). The other commands' ES module CLI is
// imported from here.
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

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
const scoreBundle = join(root, 'dist', 'score', 'score.cjs');

async function run() {
  if (argv[0] === 'score' && existsSync(scoreBundle)) {
    const bundle = require('./code-cache.js').loadCached(scoreBundle);
    process.exitCode = await bundle.exports.main(argv);
    bundle.done();
    // `score` leaves nothing running when it returns: ending the process once its output is written
    // spares the wait for V8's background work that nothing needs any more (the last step of an
    // incremental garbage collection, optimising compiles): 10–15 ms of every run
    process.stderr.write('', () => process.stdout.write('', () => process.exit()));
  } else {
    const { main } = await import(pathToFileURL(entry).href);
    process.exitCode = await main(argv);
  }
}
run();
