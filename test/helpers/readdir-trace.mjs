// A `--import` preload for the real CLI (test/startup/readdir.test.ts): every folder listing the
// process makes (fs.readdir/readdirSync/opendir/opendirSync and fs.promises' readdir/opendir) is
// appended, with the caller's stack, to the file AUDIT_READDIR_TRACE names.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import process from 'node:process';

const trace = process.env.AUDIT_READDIR_TRACE;
if (trace) {
  const appendFileSync = fs.appendFileSync;
  const record = (name, dir) => appendFileSync(trace, `${name} ${String(dir)}\n${new Error().stack.split('\n').slice(3, 9).join('\n')}\n`);
  const wrap = (owner, name, label) => {
    const orig = owner[name];
    owner[name] = function (...args) {
      record(label, args[0]);
      return orig.apply(this, args);
    };
  };
  for (const name of ['readdirSync', 'readdir', 'opendirSync', 'opendir']) wrap(fs, name, name);
  for (const name of ['readdir', 'opendir']) wrap(fs.promises, name, `promises.${name}`);
  // ES module imports of node:fs see the wrappers too
  syncBuiltinESMExports();
}
