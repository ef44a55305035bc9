/**
 * Provenance check: every data file of the repository (measurements, transcriptions, test inputs,
 * figures) has a record in PROVENANCE.yaml saying how it was produced, and every command a record
 * names is one of this repository's. `npx tsx scripts/check-provenance.ts [ROOT]` prints each
 * problem as `PROVENANCE.yaml: record N: …` or `FILE: …` and exits 1 when there is one (0 when
 * none; 2 when the index cannot be read). test/hygiene/provenance.test.ts runs it on the checkout
 * and on temporary trees.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';

export const INDEX = 'PROVENANCE.yaml';

/** Where data files live: every file below these folders, and figures anywhere under docs/. */
const DATA_FOLDERS = ['bench/data', 'test/fixtures'];
const FIXTURE_FOLDER = /(^|\/)fixtures\//;
const FIGURE = /^docs\/.*\.(png|jpe?g|gif|svg|webp)$/i;

export const KINDS = {
  measured: 'a measurement: the output of a command of this repository run on a machine',
  generated: 'written by a command of this repository (a computation, not a measurement of hardware)',
  transcribed: 'copied or transcribed from a public source',
  'hand-written': 'made-up input written by hand for a test; it measures nothing',
} as const;
type Kind = keyof typeof KINDS;

/** Fields each kind must give (besides files, kind and what). */
const REQUIRED: Record<Kind, readonly string[]> = {
  measured: ['command', 'machine', 'software', 'commit'],
  generated: ['command', 'software', 'commit'],
  transcribed: ['source'],
  'hand-written': [],
};

function walk(root: string, dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).flatMap((name) => {
    const rel = `${dir}/${name}`;
    return statSync(join(root, rel)).isDirectory() ? walk(root, rel) : [rel];
  });
}

/** The data files under `root` that need a record (paths relative to root, with '/'). */
export function dataFiles(root: string): string[] {
  const found = new Set<string>();
  for (const d of DATA_FOLDERS) for (const f of walk(root, d)) found.add(f);
  for (const f of walk(root, 'test')) if (FIXTURE_FOLDER.test(f)) found.add(f);
  for (const f of walk(root, 'docs')) if (FIGURE.test(f)) found.add(f);
  return [...found].sort();
}

/** A record's `files` entry: a path, a folder ending in '/', or a name with '*' (any characters but '/'). */
function matcher(pattern: string): (file: string) => boolean {
  if (pattern.endsWith('/')) return (f) => f.startsWith(pattern);
  if (!pattern.includes('*')) return (f) => f === pattern;
  const re = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`);
  return (f) => re.test(f);
}

/**
 * Problems with one command line: each part (split at `&&`, `;`, `|`) must start a command of this
 * repository: `npm run NAME` of package.json's scripts, the `audit` CLI (package.json's bin), or a
 * script file in the repository (`npx tsx scripts/x.ts`, `node …`, `python3 …`, `./…`). Every
 * argument that names a script file (.ts, .mjs, .js, .py, .sh) must exist.
 */
export function commandProblems(root: string, command: string): string[] {
  const pkgPath = join(root, 'package.json');
  const pkg = existsSync(pkgPath) ? (JSON.parse(readFileSync(pkgPath, 'utf8')) as { scripts?: Record<string, string>; bin?: Record<string, string> | string }) : {};
  const scripts = pkg.scripts ?? {};
  const bins = typeof pkg.bin === 'string' ? [] : Object.keys(pkg.bin ?? {});
  const problems: string[] = [];
  for (const part of command.split(/&&|;|\|/).map((p) => p.trim()).filter((p) => p !== '')) {
    const words = part.split(/\s+/).filter((w) => !/^[A-Z_][A-Z0-9_]*=/.test(w));
    const scriptWords = words.filter((w) => /\.(ts|mjs|cjs|js|py|sh)$/.test(w) && !/[<>${}]/.test(w));
    for (const w of scriptWords) if (!existsSync(join(root, w))) problems.push(`command '${part}': ${w} is not a file of the repository`);
    if (words[0] === 'npm' && words[1] === 'run') {
      const name = words.slice(2).find((w) => !w.startsWith('-'));
      if (name === undefined || !(name in scripts)) problems.push(`command '${part}': 'npm run ${name ?? ''}' is not a script of package.json`);
    } else if (words[0] !== undefined && bins.includes(words[0])) {
      // the repository's own CLI
    } else if (scriptWords.length === 0) {
      problems.push(`command '${part}': names no script of the repository (expected npm run NAME, ${bins.length > 0 ? bins.join('/') : 'the CLI'}, or a script file path)`);
    }
  }
  return problems;
}

interface RecordIn {
  files?: unknown;
  kind?: unknown;
  what?: unknown;
  command?: unknown;
  [k: string]: unknown;
}

/** Every problem of the index and the tree under `root`, each one line. */
export function checkProvenance(root: string): string[] {
  const indexPath = join(root, INDEX);
  if (!existsSync(indexPath)) return [`${INDEX}: missing (every data file needs a record there)`];
  const doc = parse(readFileSync(indexPath, 'utf8')) as { records?: unknown } | null;
  const records = doc?.records;
  if (!Array.isArray(records)) return [`${INDEX}: expected a top-level 'records:' list`];
  const problems: string[] = [];
  const covered = new Set<string>();
  const files = dataFiles(root);
  records.forEach((raw: unknown, i) => {
    const at = `${INDEX}: record ${i + 1}`;
    if (raw === null || typeof raw !== 'object') return void problems.push(`${at}: expected a mapping`);
    const r = raw as RecordIn;
    const patterns = Array.isArray(r.files) ? r.files.filter((f): f is string => typeof f === 'string') : [];
    if (patterns.length === 0) problems.push(`${at}: 'files' must list at least one path`);
    const kind = r.kind as Kind;
    if (typeof r.kind !== 'string' || !(r.kind in KINDS)) problems.push(`${at}: 'kind' must be one of ${Object.keys(KINDS).join(', ')}, got ${JSON.stringify(r.kind)}`);
    if (typeof r.what !== 'string' || r.what.trim() === '') problems.push(`${at}: 'what' must say what the files are`);
    for (const f of REQUIRED[kind] ?? []) if (r[f] === undefined || r[f] === '') problems.push(`${at}: a ${kind} record needs '${f}'`);
    if (r.command !== undefined) {
      const commands = Array.isArray(r.command) ? r.command : [r.command];
      for (const c of commands) {
        if (typeof c !== 'string') problems.push(`${at}: 'command' must be a string or a list of strings`);
        else for (const p of commandProblems(root, c)) problems.push(`${at}: ${p}`);
      }
    }
    for (const p of patterns) {
      const match = matcher(p);
      const hits = files.filter(match);
      if (hits.length === 0) problems.push(`${at}: '${p}' matches no data file (a stale record)`);
      for (const h of hits) covered.add(h);
    }
  });
  for (const f of files) if (!covered.has(f)) problems.push(`${f}: no record in ${INDEX} (say how it was produced: command, machine, software, commit; or its public source; or that it is hand-written test input)`);
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.argv[2] ?? join(import.meta.dirname, '..');
  try {
    const problems = checkProvenance(root);
    for (const p of problems) process.stderr.write(`${p}\n`);
    if (problems.length === 0) process.stdout.write(`provenance: ${dataFiles(root).length} data files, each with a record in ${INDEX}\n`);
    process.exitCode = problems.length === 0 ? 0 : 1;
  } catch (e) {
    process.stderr.write(`${relative(process.cwd(), join(root, INDEX)).split(sep).join('/')}: ${(e as Error).message}\n`);
    process.exitCode = 2;
  }
}
