// A `--import` preload for the real CLI (test/startup/score-builtins.test.ts): at exit, writes the
// Node built-in modules the process loaded (process.moduleLoadList) to the file AUDIT_BUILTIN_TRACE names.
import { writeFileSync } from 'node:fs';
import process from 'node:process';

const trace = process.env.AUDIT_BUILTIN_TRACE;
if (trace) process.on('exit', () => writeFileSync(trace, process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length)).join('\n')));
