// `node --import <this file>`: records every module URL the ES module loader resolves, and every
// file or built-in CommonJS `require` resolves (`audit score` runs from a CommonJS bundle, see
// scripts/score-bundle.mjs), into the file named by $AUDIT_LOAD_TRACE (one per line), so tests
// can see what a command loads.
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';
import { isAbsolute } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const out = process.env.AUDIT_LOAD_TRACE;
if (out) {
  const hooks = `
    import { appendFileSync } from 'node:fs';
    export async function resolve(specifier, context, next) {
      const r = await next(specifier, context);
      appendFileSync(${JSON.stringify(out)}, r.url + '\\n');
      return r;
    }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (...args) {
    const r = resolveFilename.apply(this, args);
    appendFileSync(out, `${isAbsolute(r) ? pathToFileURL(r).href : r.startsWith('node:') ? r : `node:${r}`}\n`);
    return r;
  };
}
