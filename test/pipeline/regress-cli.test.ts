/** `audit regress` on a real results.db filled by real `audit run` processes. */
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('audit regress', () => {
  let dir: string;
  let db: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-regress-'));
    db = join(dir, 'results.db');
    for (let i = 0; i < 2; i++) {
      const r = runCli(['run', 'ssgpa', '--only', 'spot-vit-val', '--smoke', '--no-report', '--db', db]);
      expect(r.code, r.stderr).toBe(0);
    }
  });

  it('passes when the re-run reproduces the baseline, and writes JUnit XML', () => {
    const junit = join(dir, 'ok.xml');
    const r = runCli(['regress', '--db', db, '--junit', junit]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/ssgpa\s+spot-vit-val \(smoke\)\s+ok\s+run #2 vs run #1: 7 metric\(s\) within 1\.0%/);
    expect(readFileSync(junit, 'utf8')).toContain('<testsuite name="ssgpa" tests="1" failures="0" skipped="0">');
  });

  it('exits 1 and names the metric when the latest run fell', () => {
    const raw = new Database(db);
    raw.prepare("UPDATE metrics SET value = value * 0.9 WHERE run_id = 2 AND metric = 'CIDEr'").run();
    raw.close();
    const junit = join(dir, 'bad.xml');
    const r = runCli(['regress', 'ssgpa', '--db', db, '--junit', junit]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/REGRESSED\s+run #2 vs run #1: 1 metric\(s\) fell beyond 1\.0% or disappeared: spot-the-diff\/val\/total\/CIDEr 0\.\d{4} → 0\.\d{4} \(-10\.00%\)/);
    expect(readFileSync(junit, 'utf8')).toMatch(/<failure message="run #2 vs run #1/);
  });

  it('--markdown appends a summary (as $GITHUB_STEP_SUMMARY expects) naming the regressed metric', () => {
    const md = join(dir, 'summary.md');
    writeFileSync(md, '# earlier step\n');
    const r = runCli(['regress', 'ssgpa', '--db', db, '--markdown', md]);
    expect(r.code).toBe(1);
    const text = readFileSync(md, 'utf8');
    expect(text.startsWith('# earlier step\n## repro-audit nightly regression')).toBe(true);
    expect(text).toContain('❌ **1 regression(s)** in 1 config(s)');
    expect(text).toMatch(/\| ssgpa \| spot-vit-val \(smoke\) \| ❌ REGRESSED \| run #2 vs run #1: .* — \[which metrics\]\(#-ssgpa--spot-vit-val-smoke\) \|/);
    expect(text).toMatch(/### ❌ ssgpa \/ spot-vit-val \(smoke\)\n\n- `spot-the-diff\/val\/total\/CIDEr`: 0\.\d+ → 0\.\d+ \(-10\.00%\)/);
    // The link lands on that heading on GitHub: GitHub's anchor of its text (github-slugger, emoji and punctuation dropped).
    expect(new GithubSlugger().slug('❌ ssgpa / spot-vit-val (smoke)')).toBe('-ssgpa--spot-vit-val-smoke');
    expect(runCli(['regress', '--db', db, '--markdown', join(dir, 'no', 'such', 'f.md')]).code).toBe(2);
  });

  it('refuses a missing store without creating it (exit 2)', () => {
    const missing = join(dir, 'none.db');
    const r = runCli(['regress', '--db', missing]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no results store at .*none\.db/);
    expect(existsSync(missing)).toBe(false);
  });
});
