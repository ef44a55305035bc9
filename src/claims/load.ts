/** The only file of src/claims that reads the disk. */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { InputError, UsageError } from '../core/errors.js';
import { errnoCode, fileProblemInWords } from '../core/file-errors.js';
import { builtDir, packageRoot } from '../core/package-root.js';
import type { InputIssue, SourcePos } from '../core/errors.js';
import { invalidUtf8 } from '../core/utf8.js';
import type { LoadedClaimFile } from './model.js';
import { locatedClaimFile, parseClaimText, sha256Of } from './parse.js';
import type { NodeInfo } from './positions.js';
import type { ClaimFile } from './schema.js';

/** The package's own claims/ folder (used when the working directory has none). */
export const packageClaimsDir = join(packageRoot, 'claims');

/** `claims/` of the working directory when present, else the package's. */
export function defaultClaimsDir(cwd = process.cwd()): string {
  const local = join(cwd, 'claims');
  return existsSync(local) ? local : packageClaimsDir;
}

const display = (p: string): string => {
  const r = relative(process.cwd(), p);
  return r.startsWith('..') ? p : r;
};

export function loadClaimFile(path: string): LoadedClaimFile {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    throw new InputError(`${display(path)}: ${fileProblemInWords(errnoCode(e))}; expected a claim file (YAML)`, 'claim-file-unreadable');
  }
  const shown = display(path);
  const text = claimText(bytes, shown);
  if (!text.trim()) throw new InputError([{ pos: { file: shown, line: 1, col: 1 }, problem: 'the file is empty', expected: 'a claim file with schemaVersion, paper, methods, … (`audit extract` drafts one from a paper)' }], 'invalid-claim-file');
  const cache = cacheSlot(path);
  const key = cache ? sha256Of(`${codeStamp()}\0${shown}\0${text}`) : '';
  const hit = cache ? readCached(cache, key) : undefined;
  if (hit) return locatedClaimFile(shown, sha256Of(text), hit.data, new Map(hit.index));
  const outcome = parseClaimText(text, shown);
  if (!outcome.ok) throw new InputError(outcome.issues, 'invalid-claim-file');
  if (cache) writeCached(cache, { key, data: outcome.file.data, index: [...outcome.index] });
  return outcome.file;
}

/** The file's text; invalid UTF-8 is a located error (never read as U+FFFD, which would then pass validation). */
function claimText(bytes: Buffer, shown: string): string {
  if (isUtf8(bytes)) return bytes.toString('utf8');
  const first = invalidUtf8(bytes, 1).problems[0];
  const pos = { file: shown, line: first?.line ?? 1, col: first?.col ?? 1 };
  throw new InputError([{ pos, problem: `invalid UTF-8 (byte ${first?.offset ?? 0}: ${first?.bytes ?? '?'})`, expected: 'a claim file in UTF-8' }], 'invalid-claim-file');
}

/**
 * Parsed-file cache: YAML parsing and validation are most of `audit check`'s time, and claim files
 * rarely change between runs. A valid file's validated data and position index are kept in
 * $AUDIT_CACHE_DIR (default $XDG_CACHE_HOME/repro-audit or ~/.cache/repro-audit; `off` disables it),
 * one entry per claim file path, used only when its key matches: the file's text and shown path,
 * and this code (src/claims, src/core, the yaml and zod versions). Any cache trouble means a fresh parse.
 */
interface CacheEntry {
  readonly key: string;
  readonly data: ClaimFile;
  readonly index: readonly (readonly [string, NodeInfo])[];
}

function cacheSlot(path: string): string | undefined {
  const env = process.env.AUDIT_CACHE_DIR;
  if (env === 'off') return undefined;
  const dir = env || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'repro-audit');
  return join(dir, 'claims', `${sha256Of(resolve(path)).slice(0, 32)}.bin`);
}

let stamp: string | undefined;
function codeStamp(): string {
  if (stamp !== undefined) return stamp;
  const req = createRequire(import.meta.url);
  const parts: string[] = [];
  if (builtDir) {
    // the bundles (zod inside): dist/build-id hashes every output file (written by scripts/build.mjs)
    parts.push(readFileSync(join(builtDir, 'build-id'), 'utf8'));
  } else {
    const src = join(packageRoot, 'src');
    for (const dir of [join(src, 'claims'), join(src, 'core')]) for (const f of readdirSync(dir).sort()) if (/\.[jt]s$/.test(f)) parts.push(f, readFileSync(join(dir, f), 'utf8'));
    parts.push(readFileSync(req.resolve('zod/package.json'), 'utf8'));
  }
  // yaml is not bundled (positions.ts loads it from node_modules when needed)
  parts.push(readFileSync(req.resolve('yaml/package.json'), 'utf8'));
  return (stamp = sha256Of(parts.join('\0')));
}

function readCached(slot: string, key: string): CacheEntry | undefined {
  try {
    if (!existsSync(slot)) return undefined;
    const e = deserialize(readFileSync(slot)) as CacheEntry;
    return e.key === key ? e : undefined;
  } catch {
    return undefined;
  }
}

function writeCached(slot: string, entry: CacheEntry): void {
  try {
    mkdirSync(dirname(slot), { recursive: true });
    const tmp = `${slot}.${process.pid}.tmp`;
    writeFileSync(tmp, serialize(entry));
    renameSync(tmp, slot);
  } catch {
    // an unwritable cache only costs the next run a fresh parse
  }
}

/**
 * The claim files of a claims folder (`*.yaml`, `*.yml`), sorted; a single claim file named instead
 * of a folder stands for itself. A missing or unreadable path is a usage error in words.
 */
export function claimFilesIn(dir: string): string[] {
  if (!existsSync(dir)) throw new UsageError(`--claims ${dir}: no such file or folder; expected a folder of claim files (*.yaml) or one claim file`);
  if (!statSync(dir).isDirectory()) return [dir];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    throw new UsageError(`--claims ${dir}: ${fileProblemInWords(errnoCode(e))}; expected a folder of claim files (*.yaml)`);
  }
  return names
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => join(dir, f));
}

/**
 * Loads several claim files and checks what spans files: unique paper ids and `methods[].paper`
 * naming a loaded paper. Every problem of every file is reported together.
 */
export function loadClaimFiles(paths: readonly string[], alsoKnown?: (paper: string) => boolean): LoadedClaimFile[] {
  const loaded: LoadedClaimFile[] = [];
  const issues: InputIssue[] = [];
  for (const p of paths) {
    try {
      loaded.push(loadClaimFile(p));
    } catch (e) {
      if (e instanceof InputError && e.issues.length) issues.push(...e.issues);
      else throw e;
    }
  }
  if (issues.length) throw new InputError(issues, 'invalid-claim-file');
  // `alsoKnown`: papers besides these files (the package's), asked only about a paper a method names
  // that none of these files is; then a single file's `methods[].paper` is checked too
  const ids = new Set(loaded.map((f) => f.data.paper.id));
  const known = alsoKnown ? [...new Set(loaded.flatMap((f) => f.data.methods.flatMap((m) => (m.paper && !ids.has(m.paper) && alsoKnown(m.paper) ? [m.paper] : []))))] : [];
  issues.push(...crossFileIssues(loaded, known, alsoKnown !== undefined));
  if (issues.length) throw new InputError(issues, 'invalid-claim-file');
  return loaded;
}

/**
 * What spans files: unique paper ids, and `methods[].paper` naming a loaded paper (or one of
 * `alsoKnown`: papers whose claim file is broken and was skipped, so reported on its own).
 */
export function crossFileIssues(files: readonly LoadedClaimFile[], alsoKnown: readonly string[] = [], always = false): InputIssue[] {
  const issues: InputIssue[] = [];
  const papers = new Map<string, LoadedClaimFile>();
  for (const f of files) {
    const other = papers.get(f.data.paper.id);
    if (other) issues.push({ pos: f.pos(['paper', 'id']), problem: `paper.id: '${f.data.paper.id}' is also the id of ${other.path}`, expected: 'one claim file per paper id' });
    papers.set(f.data.paper.id, f);
  }
  if (files.length < 2 && !always) return issues;
  for (const f of files) {
    f.data.methods.forEach((m, i) => {
      if (m.paper && !papers.has(m.paper) && !alsoKnown.includes(m.paper))
        issues.push({ pos: f.pos(['methods', i, 'paper']), problem: `methods[${i}].paper: unknown paper '${m.paper}'`, expected: `the id of a claim file under claims/ (${[...papers.keys()].join(', ')})` });
    });
  }
  return issues;
}

export function loadClaimsDir(dir: string): LoadedClaimFile[] {
  return loadClaimFiles(claimFilesIn(dir));
}

/** Papers by id; an unknown id is a usage error listing the known ones. */
export function selectPapers(all: readonly LoadedClaimFile[], ids: readonly string[]): LoadedClaimFile[] {
  if (!ids.length) return [...all];
  return ids.map((id) => {
    const f = all.find((x) => x.data.paper.id === id);
    if (!f) throw new UsageError(`unknown paper '${id}'; known papers: ${all.map((x) => x.data.paper.id).join(', ')}`);
    return f;
  });
}

/** A document a claim file names that no `--sources` folder holds. */
export interface MissingDoc {
  readonly pos: SourcePos;
  readonly id: string;
  readonly file: string;
  /** Whether `file` is a URL (its text must be saved locally to be checked). */
  readonly url: boolean;
}

export interface SourceDocs {
  /** Texts by `paper.docs[].id`. */
  readonly texts: Map<string, string>;
  /** Where each found document was read from, by id. */
  readonly found: Map<string, string>;
  readonly missing: readonly MissingDoc[];
}

/**
 * Texts of a claim file's source documents, each looked up in `dirs` in order (the first folder
 * holding it wins). A document in none of them, or named by a URL, is reported as missing: a
 * transcription check that cannot read a document must say so, never pass silently.
 */
export function readSourceDocs(file: LoadedClaimFile, dirs: string | readonly string[]): SourceDocs {
  const texts = new Map<string, string>();
  const found = new Map<string, string>();
  const missing: MissingDoc[] = [];
  file.data.paper.docs.forEach((d, i) => {
    const url = /^[a-z]+:\/\//.test(d.file);
    const p = url ? undefined : (typeof dirs === 'string' ? [dirs] : dirs).map((dir) => join(dir, d.file)).find((c) => existsSync(c));
    if (p === undefined) {
      missing.push({ pos: file.pos(['paper', 'docs', i, 'file']), id: d.id, file: d.file, url });
      return;
    }
    texts.set(d.id, readFileSync(p, 'utf8'));
    found.set(d.id, p);
  });
  return { texts, found, missing };
}

/**
 * Names that existing claim files know (methods with aliases, datasets, subsets), for `audit extract`.
 * Files that fail to load are skipped (a draft must not depend on every file being valid); `exclude`
 * leaves out papers by id (the leave-one-out measure).
 */
export function loadNameSources(dirs: string | readonly string[], exclude: readonly string[] = []): { methods: { id: string; name: string; aliases: string[]; paper?: string | undefined }[]; datasets: { id: string; name: string }[]; subsets: string[] } {
  const methods: { id: string; name: string; aliases: string[]; paper?: string | undefined }[] = [];
  const datasets = new Map<string, string>();
  const subsets = new Set<string>();
  // several folders (the user's claims, then the package's own): a paper is read from the first that has it
  const seen = new Set<string>();
  const files = [...new Set([dirs].flat().map((d) => resolve(d)))].flatMap((d) => (existsSync(d) ? claimFilesIn(d) : []));
  for (const p of files) {
    let f: LoadedClaimFile;
    try {
      f = loadClaimFile(p);
    } catch {
      continue;
    }
    if (exclude.includes(f.data.paper.id) || seen.has(f.data.paper.id)) continue;
    seen.add(f.data.paper.id);
    for (const m of f.data.methods) methods.push({ id: m.id, name: m.name, aliases: [...m.aliases], paper: m.paper });
    for (const d of f.data.datasets) datasets.set(`${d.id}\u0000${d.name}`, d.name);
    for (const t of f.data.tables) {
      if (t.kind !== 'results') continue;
      subsets.add(t.subset);
      for (const c of t.columns) if (typeof c !== 'string' && c.subset) subsets.add(c.subset);
    }
  }
  return { methods, datasets: [...datasets].map(([k, name]) => ({ id: k.split('\u0000')[0] as string, name })), subsets: [...subsets] };
}
