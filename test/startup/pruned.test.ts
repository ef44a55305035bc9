/**
 * The built CLI carried elsewhere with its runtime dependencies only (as `npm prune --omit=dev`
 * leaves it, e.g. copied to a GPU box): dist/ holds bundles, so neither the sources nor any
 * development package (esbuild, typescript, tsx, vitest, …) may be needed to run it. The copy gets
 * bin/, dist/, claims/, scripts/ and package.json, and a node_modules/ of links to the packages
 * package-lock.json does not mark as development-only.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.js';

function prunedCopy(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'audit-pruned-')), 'repro-audit');
  mkdirSync(dir);
  for (const p of ['bin', 'dist', 'claims', 'scripts', 'package.json']) cpSync(join(repoRoot, p), join(dir, p), { recursive: true });
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
  const runtime = Object.entries(lock.packages)
    .filter(([k, v]) => k.startsWith('node_modules/') && k.lastIndexOf('node_modules/') === 0 && !v.dev)
    .map(([k]) => k);
  expect(runtime).not.toContain('node_modules/esbuild');
  for (const k of runtime) {
    mkdirSync(dirname(join(dir, k)), { recursive: true });
    try {
      symlinkSync(join(repoRoot, k), join(dir, k));
    } catch {
      // an optional package that is not installed here (e.g. tfjs-node without internet)
    }
  }
  return dir;
}

describe('the build with runtime dependencies only', () => {
  const dir = prunedCopy();
  const audit = (args: readonly string[], cwd = dir) =>
    spawnSync(process.execPath, [join(dir, 'bin', 'audit.js'), ...args], { cwd, env: { ...process.env, NO_COLOR: '1', AUDIT_CACHE_DIR: 'off' }, encoding: 'utf8', timeout: 60_000 });

  it('prints help, lists and checks the papers', () => {
    expect(audit(['--help']).stdout).toContain('audit check [papers..]');
    expect(audit(['check', '--help']).stdout).toContain('--fail-on');
    const list = audit(['list']);
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/ssgpa/);
    const check = audit(['check', '--json']);
    expect(check.status, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout).findings.length).toBeGreaterThan(0);
  });

  it('says its own version from any folder (not the package.json of the working directory)', () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'audit-elsewhere-'));
    writeFileSync(join(elsewhere, 'package.json'), JSON.stringify({ name: 'other', version: '9.9.9' }));
    const version = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
    for (const cwd of [elsewhere, tmpdir()]) expect(audit(['--version'], cwd).stdout).toBe(`${version}\n`);
  });

  it('locates a YAML error with the yaml package (the fast reader declines it)', () => {
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'schemaVersion: 1\npaper:\n  id: [x\n');
    const r = audit(['validate', bad]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml:4:1: invalid YAML/);
  });

  it('scores captions (WordNet read from its package in node_modules)', () => {
    const refs = join(dir, 'refs.json');
    const preds = join(dir, 'preds.json');
    writeFileSync(refs, JSON.stringify({ a: ['a red cube', 'the red cube'], b: ['a blue ball'] }));
    writeFileSync(preds, JSON.stringify([{ image_id: 'a', caption: 'a red cube' }, { image_id: 'b', caption: 'a ball' }]));
    const r = audit(['score', '--refs', refs, '--preds', preds, '--json']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toHaveProperty('corpus');
  });
});
