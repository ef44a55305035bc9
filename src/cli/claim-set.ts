/**
 * The papers a command sees: the claim files of `--claims` (default ./claims, else the package's),
 * plus the package's own papers as context (cross-paper references, papers named by id) unless
 * `--claims-only`. A claim file that does not load is reported and skipped: a broken draft never
 * stops a command about another paper; a command about the broken paper itself fails (exit 2).
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { claimFilesIn, crossFileIssues, defaultClaimsDir, loadClaimFile, packageClaimsDir } from '../claims/load.js';
import type { LoadedClaimFile } from '../claims/model.js';
import { formatIssue, InputError, UsageError } from '../core/errors.js';

export interface BrokenClaimFile {
  readonly path: string;
  /** The paper id the file declares, as far as it can be read (else its file name). */
  readonly paper: string;
  readonly error: InputError;
}

export interface ClaimSet {
  /** Papers of the `--claims` folder (or file): what "all papers" means for a command. */
  readonly own: readonly LoadedClaimFile[];
  /** Every paper the command can name: `own`, then the package's papers not shadowed by an own one. */
  readonly all: LoadedClaimFile[];
  /** Claim files that do not load (any folder), each with its errors. */
  readonly broken: readonly BrokenClaimFile[];
  /** The broken ones of the `--claims` folder itself. */
  readonly ownBroken: readonly BrokenClaimFile[];
}

export interface ClaimArgs {
  claims?: string;
  claimsOnly?: boolean;
}

/** A path as messages show it: relative to the working directory when inside it. */
const shown = (p: string) => {
  const r = relative(process.cwd(), p);
  return r.startsWith('..') ? p : r;
};

const real = (p: string) => {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
};

/** The paper id a (broken) claim file declares: `paper: {id: x}` or `paper:\n  id: x`, else its file name. */
export function declaredPaperId(path: string): string {
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    // unreadable: its file name stands for it
  }
  const m = /^paper:\s*\{[^}\n]*?\bid:\s*['"]?([\w.+-]+)/m.exec(text) ?? /^paper:[ \t]*\r?\n(?:[ \t]+.*\r?\n)*?[ \t]+id:\s*['"]?([\w.+-]+)/m.exec(text);
  return m?.[1] ?? basename(path, extname(path));
}

function loadTolerant(paths: readonly string[]): { files: LoadedClaimFile[]; broken: BrokenClaimFile[] } {
  const files: LoadedClaimFile[] = [];
  const broken: BrokenClaimFile[] = [];
  for (const p of paths) {
    try {
      files.push(loadClaimFile(p));
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      broken.push({ path: shown(p), paper: declaredPaperId(p), error: e });
    }
  }
  return { files, broken };
}

export function loadClaimSet(args: ClaimArgs): ClaimSet {
  const primary = args.claims ?? defaultClaimsDir();
  const contextDirs = args.claimsOnly ? [] : [...(args.claims === undefined ? [] : [defaultClaimsDir()]), packageClaimsDir];
  const seen = new Set([real(primary)]);
  const mine = loadTolerant(claimFilesIn(primary));
  const all = [...mine.files];
  const broken = [...mine.broken];
  const ids = new Set([...mine.files.map((f) => f.data.paper.id), ...mine.broken.map((b) => b.paper)]);
  for (const dir of contextDirs) {
    if (seen.has(real(dir)) || !existsSync(dir)) continue;
    seen.add(real(dir));
    const ctx = loadTolerant(claimFilesIn(dir).filter((p) => !seen.has(real(p))));
    for (const f of ctx.files) {
      if (ids.has(f.data.paper.id)) continue; // an own claim file of the same paper shadows the package's
      all.push(f);
      ids.add(f.data.paper.id);
    }
    for (const b of ctx.broken) {
      if (ids.has(b.paper)) continue;
      broken.push(b);
      ids.add(b.paper);
    }
  }
  const issues = crossFileIssues(all, broken.map((b) => b.paper), true);
  if (issues.length) throw new InputError(issues, 'invalid-claim-file');
  return { own: mine.files, all, broken, ownBroken: mine.broken };
}

/**
 * Paper ids of the claim files a command knows besides `--claims` (./claims and the package's), as
 * their files declare them (nothing is validated): what `audit validate` accepts as `methods[].paper`.
 */
export function contextPaperIds(args: ClaimArgs): string[] {
  if (args.claimsOnly) return [];
  const dirs = [...(args.claims === undefined ? [] : [defaultClaimsDir()]), packageClaimsDir, ...(args.claims === undefined ? [defaultClaimsDir()] : [])];
  return [...new Set(dirs.filter((d) => existsSync(d)).flatMap((d) => claimFilesIn(d).map(declaredPaperId)))];
}

/**
 * Whether `paper` is a paper a command knows besides `--claims`: a file `<paper>.yaml` in ./claims or
 * the package's claims (no folder listed), else any file there declaring it.
 */
export function contextKnows(args: ClaimArgs): (paper: string) => boolean {
  let ids: string[] | undefined;
  return (paper) => {
    if (args.claimsOnly) return false;
    for (const d of [defaultClaimsDir(), packageClaimsDir]) if (existsSync(join(d, `${paper}.yaml`)) || existsSync(join(d, `${paper}.yml`))) return true;
    ids ??= contextPaperIds(args);
    return ids.includes(paper);
  };
}

/** The first problem of a broken file, with a count of the others (one line). */
export function brokenLine(b: BrokenClaimFile): string {
  const [first, ...rest] = b.error.issues;
  const what = first ? formatIssue(first) : b.error.message;
  return `${what}${rest.length ? ` (and ${rest.length} more: audit validate ${b.path})` : ''}`;
}

export interface Chosen {
  readonly chosen: LoadedClaimFile[];
  /** A broken claim file belongs to what was asked for (every paper): the command ends with exit 2. */
  readonly brokenChosen: boolean;
}

/**
 * The papers named by `ids` (every own paper when none). A named paper whose claim file is broken
 * fails with its located errors (exit 2); other broken files are reported on stderr in one line
 * each and skipped. With no ids, the broken files of the `--claims` folder are reported in full
 * and `brokenChosen` is set.
 */
export function choosePapers(set: ClaimSet, ids: readonly string[], quiet = false): Chosen {
  const skipped = (b: BrokenClaimFile) => {
    if (!quiet) process.stderr.write(`audit: skipped ${b.path}, which does not load: ${brokenLine(b)}\n`);
  };
  if (!ids.length) {
    for (const b of set.broken) {
      if (set.ownBroken.includes(b)) process.stderr.write(`${b.error.message}\n`);
      else skipped(b);
    }
    return { chosen: [...set.own], brokenChosen: set.ownBroken.length > 0 };
  }
  const chosen = ids.map((id) => {
    const f = set.all.find((x) => x.data.paper.id === id);
    if (f) return f;
    const b = set.broken.find((x) => x.paper === id);
    if (b) throw b.error;
    const known = [...set.all.map((x) => x.data.paper.id), ...set.broken.map((x) => `${x.paper} (broken)`)];
    throw new UsageError(`unknown paper '${id}'; known papers: ${known.join(', ') || 'none'}`);
  });
  set.broken.forEach(skipped);
  return { chosen, brokenChosen: false };
}
