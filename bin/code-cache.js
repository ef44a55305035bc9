// Runs a CommonJS bundle of the CLI with a V8 code cache beside it (<bundle>.cache, made by the
// build: scripts/score-bundle.mjs): V8 takes the compiled code from the cache instead of compiling
// the bundle's functions again. A cache it rejects (another Node or V8 version, other flags) costs
// nothing but the compile. With AUDIT_WRITE_CODE_CACHE=<file> (the build) the cache is not read,
// and done() writes the code compiled by this run to that file.
// The cache file starts with the SHA-256 of the bundle it was made from: V8 checks only the source's
// length, so a cache left beside a bundle changed since (same length, other code) would run the old
// code; such a stale cache is not read.
// CommonJS, as bin/audit.js (bin/package.json).
'use strict';
const { Buffer } = require('node:buffer');
const { createHash } = require('node:crypto');
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const { createRequire } = Module;
const { dirname } = require('node:path');
const { Script } = require('node:vm');

function loadCached(file) {
  const writeTo = process.env.AUDIT_WRITE_CODE_CACHE;
  const require = createRequire(file);
  // through Node's resolver, as any module (test/helpers/load-trace.mjs sees it)
  const path = require.resolve(file);
  const cachePath = `${path}.cache`;
  const source = readFileSync(path);
  const digest = createHash('sha256').update(source).digest();
  const stored = !writeTo && existsSync(cachePath) ? readFileSync(cachePath) : undefined;
  const stale = stored !== undefined && !digest.equals(stored.subarray(0, digest.length));
  const cachedData = stored === undefined || stale ? undefined : stored.subarray(digest.length);
  const script = new Script(Module.wrap(source.toString('utf8')), { filename: path, cachedData });
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, require, module, path, dirname(path));
  if (process.env.AUDIT_CODE_CACHE_REPORT === '1') process.stderr.write(`code cache: ${stale ? 'stale' : cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'accepted'}\n`);
  return {
    exports: module.exports,
    done: () => {
      if (writeTo) writeFileSync(writeTo, Buffer.concat([digest, script.createCachedData()]));
    },
  };
}

module.exports = { loadCached };
