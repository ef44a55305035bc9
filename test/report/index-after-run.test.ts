/**
 * The index `audit run <paper>` and `audit report` write: every paper with its own static-check
 * counts (as `audit check <paper> --json` gives them), and links only to pages that exist.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const claims = join(repoRoot, 'claims');
const PAPERS = ['blip2idc', 'scorer', 'ssgpa'];

/** paper id → [errors, warnings] from `audit check <paper> --json`. */
function checkCounts(dir: string): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  for (const p of PAPERS) {
    const r = runCli(['check', p, '--claims', claims, '--json'], { cwd: dir });
    const json = JSON.parse(r.stdout) as { findings: { severity: string; paper: string }[] };
    const mine = json.findings.filter((f) => f.paper === p);
    out.set(p, [mine.filter((f) => f.severity === 'error').length, mine.filter((f) => f.severity === 'warning').length]);
  }
  return out;
}

/** Rows of the index table: paper id, href (or none), static errors, warnings. */
function indexRows(html: string): Map<string, { href?: string; errors: number; warnings: number }> {
  const rows = new Map<string, { href?: string; errors: number; warnings: number }>();
  for (const tr of html.split('<tr>').slice(1)) {
    const id = /<b>([a-z0-9-]+)<\/b>/.exec(tr)?.[1];
    const nums = [...tr.matchAll(/<td class="num[^"]*"[^>]*>(\d+)<\/td>/g)].map((m) => Number(m[1]));
    if (!id || nums.length < 6) continue;
    const href = /<a href="([^"]+)"><b>/.exec(tr)?.[1];
    rows.set(id, { ...(href ? { href } : {}), errors: nums[nums.length - 2] as number, warnings: nums[nums.length - 1] as number });
  }
  return rows;
}

describe('the index after `audit run` of one paper', () => {
  it('gives every paper its own error/warning counts and links only to pages that exist', () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-index-'));
    const r = runCli(['run', 'ssgpa', '--only', 'ssgpa-vit-memory', '--claims', claims, '--db', join(dir, 'results.db'), '--out', join(dir, 'reports'), '--quiet'], { cwd: dir });
    expect(r.stderr).not.toContain('internal');
    expect([0, 3]).toContain(r.code);
    expect(readdirSync(join(dir, 'reports')).sort()).toEqual(['index.html', 'ssgpa.html']);
    const rows = indexRows(readFileSync(join(dir, 'reports', 'index.html'), 'utf8'));
    const counts = checkCounts(dir);
    expect([...rows.keys()].sort()).toEqual(PAPERS);
    for (const p of PAPERS) {
      const row = rows.get(p);
      expect([row?.errors, row?.warnings], p).toEqual(counts.get(p));
      if (row?.href) expect(existsSync(join(dir, 'reports', decodeURIComponent(row.href))), row.href).toBe(true);
    }
    // the papers differ, so a copy of one paper's counts would be caught
    expect(new Set(PAPERS.map((p) => String(counts.get(p)))).size).toBeGreaterThan(1);
    expect(rows.get('ssgpa')?.href).toBe('ssgpa.html');
    expect(rows.get('scorer')?.href).toBeUndefined();
  }, 120_000);

  it('`report --format md` of one paper indexes the others without dead links', () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-index-md-'));
    const r = runCli(['report', 'scorer', '--claims', claims, '--db', join(dir, 'none.db'), '--out', 'md', '--format', 'md', '--quiet'], { cwd: dir });
    expect(r.code).toBe(0);
    const index = readFileSync(join(dir, 'md', 'index.md'), 'utf8');
    const links = [...index.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] as string);
    const pages = new Set(links.map((l) => l.replace(/#.*$/, '')));
    expect([...pages]).toEqual(['scorer.md']);
    for (const l of pages) expect(existsSync(join(dir, 'md', l))).toBe(true);
    // the cross-paper findings table lists the other papers' findings, unlinked
    expect(index).toMatch(/\| ssgpa \| F1 \| error \|/);
    expect(index).toContain('ssgpa (no page yet)');
  }, 60_000);
});
