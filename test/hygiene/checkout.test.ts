/**
 * Tests never touch the user's checkout: the CLI helper runs `audit` in a fresh temporary folder,
 * and the global guard (test/helpers/global-setup.ts) sees any change, tracked or ignored.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutSnapshot, snapshotDiff } from '../helpers/checkout-guard.js';
import { repoRoot, runCli, tempWorkDir } from '../helpers/cli.js';

function gitRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'guard-'));
  const git = (...a: string[]) => spawnSync('git', a, { cwd: dir, encoding: 'utf8' });
  git('init', '-q');
  writeFileSync(join(dir, '.gitignore'), 'results.db\nreports/\n');
  writeFileSync(join(dir, 'tracked.txt'), 'a\n');
  git('add', '.');
  git('-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qm', 'init');
  writeFileSync(join(dir, 'results.db'), 'old');
  mkdirSync(join(dir, 'reports'));
  writeFileSync(join(dir, 'reports', 'old.html'), 'old');
  return dir;
}

describe('checkout guard', () => {
  it('sees an overwritten ignored file, a new file in an ignored folder, an edited tracked file, and nothing else', () => {
    const dir = gitRepo();
    const before = checkoutSnapshot(dir);
    expect(snapshotDiff(before, checkoutSnapshot(dir))).toEqual([]);
    writeFileSync(join(dir, 'results.db'), 'new content');
    expect(snapshotDiff(before, checkoutSnapshot(dir)).join('\n')).toMatch(/results\.db/);
    const d2 = gitRepo();
    const b2 = checkoutSnapshot(d2);
    writeFileSync(join(d2, 'reports', 'ssgpa.html'), '<html>');
    expect(snapshotDiff(b2, checkoutSnapshot(d2)).join('\n')).toMatch(/reports\/ssgpa\.html/);
    const d3 = gitRepo();
    const b3 = checkoutSnapshot(d3);
    writeFileSync(join(d3, 'tracked.txt'), 'b\n');
    expect(snapshotDiff(b3, checkoutSnapshot(d3))).toContain('+ status  M tracked.txt');
  });
});

describe('the CLI helper', () => {
  it('runs `audit run` with its default --db/--out in a temporary folder, not in the checkout', () => {
    const before = checkoutSnapshot(repoRoot);
    const cwd = tempWorkDir();
    const r = runCli(['run', 'ssgpa', '--only', 'spot-vit-val', '--smoke', '--json'], { cwd });
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { report: string }).report).toBe(join('reports', 'ssgpa.html'));
    expect(existsSync(join(cwd, 'reports', 'ssgpa.html'))).toBe(true);
    expect(existsSync(join(cwd, 'results.db'))).toBe(true);
    expect(snapshotDiff(before, checkoutSnapshot(repoRoot))).toEqual([]);
  });
});
