/**
 * The checkout as git sees it, tracked and ignored: `git status --porcelain --ignored` plus the
 * size and mtime of every file under each untracked/ignored entry (a test overwriting an existing
 * `results.db` or adding a file to an existing `reports/` does not change the porcelain lines).
 * node_modules is left out: the test runner itself keeps caches there.
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules/']);

function walk(root: string, rel: string, out: string[]): void {
  const abs = join(root, rel);
  const st = lstatSync(abs, { throwIfNoEntry: false });
  if (!st) return;
  if (st.isDirectory()) {
    for (const name of readdirSync(abs).sort()) walk(root, join(rel, name), out);
    return;
  }
  out.push(`${rel}\t${st.size}\t${st.mtimeMs}`);
}

export function checkoutSnapshot(repo: string): string[] {
  const r = spawnSync('git', ['status', '--porcelain', '--ignored'], { cwd: repo, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git status failed in ${repo}: ${r.stderr}`);
  const lines = r.stdout.split('\n').filter(Boolean).sort();
  const files: string[] = [];
  for (const l of lines) {
    const path = l.slice(3);
    if ((l.startsWith('!!') || l.startsWith('??')) && !SKIP.has(path)) walk(repo, path.replace(/\/$/, ''), files);
  }
  return [...lines.map((l) => `status ${l}`), ...files.map((f) => `file ${f}`)];
}

/** The lines that differ, `-` before and `+` after; empty when the checkout is unchanged. */
export function snapshotDiff(before: readonly string[], after: readonly string[]): string[] {
  const a = new Set(before);
  const b = new Set(after);
  return [...before.filter((l) => !b.has(l)).map((l) => `- ${l}`), ...after.filter((l) => !a.has(l)).map((l) => `+ ${l}`)];
}
