// `node --import <this file>`: records every module URL the ES module loader resolves into the
// file named by $AUDIT_LOAD_TRACE (one per line), so tests can see what a command loads.
import { register } from 'node:module';
import process from 'node:process';

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
}
