/**
 * File paths in a claim file stay inside the data roots (pure). A claim file from someone else
 * must not read `../../../../etc/passwd` as a predictions file (its first line would be stored and
 * reported) or run in `cwd: ../../..`. Every path a config names — inputs (relative to a data
 * root), the working directory, files under it, the files a run writes — and every source document
 * is relative and never climbs out with `..`. Absolute paths come only from the command line
 * (--data-root, --db, --out, …). A leading placeholder (`{out}`, `{cwd}`, …) is the program's own
 * absolute folder; what follows it must not climb out either.
 */
import type { InputIssue, SourcePos } from '../core/errors.js';
import type { DocPath } from './model.js';
import type { ClaimFile } from './schema.js';

/** Keys whose string values (or lists of strings) are file paths, anywhere inside a config. */
const PATH_KEYS = new Set([
  'cwd', 'predictions', 'references', 'meteorJar', 'spiceJar', 'file', 'paths',
  'root', 'defaultFeatures', 'semanticFeatures', 'nonsemanticFeatures', 'splits', 'typeMapping', 'captions', 'noChangeCaptions',
]);

const PLACEHOLDER = /^\{(out|cwd|stdout|stderr|probes)\}/;

/** Why `value` leaves the folder it is relative to, or undefined when it stays inside. */
export function pathEscape(value: string): string | undefined {
  const rest = value.replace(PLACEHOLDER, '');
  const placeholder = rest !== value;
  if (!placeholder && (/^[/\\~]/.test(rest) || /^[A-Za-z]:/.test(rest))) return 'an absolute path';
  let depth = 0;
  for (const seg of rest.split(/[/\\]/)) {
    if (seg === '..') depth--;
    else if (seg !== '' && seg !== '.') depth++;
    if (depth < 0) return placeholder ? `a path that climbs out of ${value.slice(0, value.length - rest.length)} with '..'` : "a path that climbs out with '..'";
  }
  return undefined;
}

function walk(value: unknown, path: DocPath, inPathKey: boolean, out: (path: DocPath, v: string) => void): void {
  if (typeof value === 'string') {
    if (inPathKey) out(path, value);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, [...path, i], inPathKey, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (k !== 'argv' && k !== 'env') walk(v, [...path, k], PATH_KEYS.has(k), out);
  }
}

export function checkPaths(data: ClaimFile, pos: (path: DocPath) => SourcePos): InputIssue[] {
  const issues: InputIssue[] = [];
  const check = (path: DocPath, v: string, rel: string): void => {
    const why = pathEscape(v);
    if (why === undefined) return;
    const field = path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
    issues.push({ pos: pos(path), problem: `${field}: '${v.length > 80 ? `${v.slice(0, 79)}…` : v}' is ${why}`, expected: `a path ${rel} that stays inside it (absolute paths only on the command line, e.g. --data-root)` });
  };
  data.configs.forEach((c, i) => walk(c, ['configs', i], false, (path, v) => check(path, v, 'relative to a data root or the working directory')));
  data.paper.docs.forEach((d, i) => {
    if (!/^[a-z]+:\/\//.test(d.file)) check(['paper', 'docs', i, 'file'], d.file, 'relative to the --sources folder');
  });
  return issues;
}
