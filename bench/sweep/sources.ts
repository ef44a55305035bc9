/**
 * Where the sweep's documents come from (bench/extract-sweep.ts): bare git mirrors (`<dir>/owner+name/repo`),
 * the blind repositories left out (re-read at every run), the documents of a mirror worth sweeping, and the
 * recorded list (bench/sweep-sources.yaml: repository, commit, path) that makes a sweep repeatable offline.
 * Only `git ls-tree` and `git show` on local mirrors: never the network.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { formatOf, holdsNumbers } from './count.js';

export interface Source {
  readonly repo: string;
  readonly commit: string;
  readonly path: string;
}

/** `owner/name`, `"owner/name"` or `owner+name` as one comparable key. */
export const repoKey = (name: string): string => name.trim().replace(/^["']|["']$/g, '').replace('+', '/').toLowerCase();

/** The repositories of the blind sets, from list files (one repository a line, quoted or not, `/` or `+`). */
export function excludedRepos(lists: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const f of lists) {
    if (!existsSync(f)) continue;
    for (const line of readFileSync(f, 'utf8').split('\n')) if (line.trim() && !line.trim().startsWith('#')) out.add(repoKey(line));
  }
  return out;
}

/** The bare git directory of a mirrored repository, or undefined when it is not on this machine. */
export function mirrorDir(mirrors: string, repo: string): string | undefined {
  const base = join(mirrors, repo.replace('/', '+'));
  for (const d of [join(base, 'repo'), base]) if (existsSync(join(d, 'HEAD'))) return d;
  return undefined;
}

const git = (dir: string, args: readonly string[]): Buffer => {
  const r = spawnSync('git', ['--git-dir', dir, ...args], { maxBuffer: 512 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} in ${dir}: ${r.stderr.toString().trim().split('\n')[0]}`);
  return r.stdout;
};

export const headCommit = (dir: string): string => git(dir, ['rev-parse', 'HEAD']).toString().trim();
export const showFile = (dir: string, commit: string, path: string): Buffer => git(dir, ['show', `${commit}:${path}`]);

/** Files a sweep reads: README*.md, Markdown under docs/, HTML pages and PDFs, within size limits. */
export function candidate(path: string, size: number): boolean {
  if (/(?:^|\/)(?:node_modules|third_party|vendor|\.github)\//i.test(path)) return false;
  const f = formatOf(path);
  if (!f) return false;
  if (f === 'pdf') return size <= 30_000_000;
  if (size > 600_000 || size < 200) return false;
  if (f === 'html') return true;
  return /^readme[^/]*\.md$/i.test(basename(path)) || /(?:^|\/)docs?\//i.test(path);
}

/** Order of preference within a repository: the top README, PDFs, other READMEs, HTML, docs pages. */
const rank = (path: string): number => (/^readme\.md$/i.test(path) ? 0 : formatOf(path) === 'pdf' ? 1 : /readme/i.test(path) ? 2 : formatOf(path) === 'html' ? 3 : 4);

/** The documents of a mirror worth sweeping (at most `max`): candidates holding a table or numbers. */
export function discover(dir: string, repo: string, max: number): Source[] {
  const commit = headCommit(dir);
  const files = git(dir, ['ls-tree', '-r', '-l', commit]).toString().split('\n').flatMap((l) => {
    const m = /^\d+ blob [0-9a-f]+\s+(\d+)\t(.+)$/.exec(l);
    return m?.[1] && m[2] && candidate(m[2], Number(m[1])) ? [m[2]] : [];
  });
  files.sort((a, b) => rank(a) - rank(b) || a.split('/').length - b.split('/').length || a.localeCompare(b));
  const out: Source[] = [];
  for (const path of files) {
    if (out.length >= max) break;
    const f = formatOf(path);
    if (!f) continue;
    if (f !== 'pdf' && !holdsNumbers(showFile(dir, commit, path).toString('utf8'), f)) continue;
    out.push({ repo, commit, path });
  }
  return out;
}

/** The recorded sources (bench/sweep-sources.yaml: `documents: [{repo, commit, path}]`). */
export function loadSources(file: string): Source[] {
  const data = parse(readFileSync(file, 'utf8')) as { documents?: Source[] } | null;
  return (data?.documents ?? []).filter((d) => d && typeof d.repo === 'string' && typeof d.commit === 'string' && typeof d.path === 'string');
}
