/**
 * Start-up lists no folder. Bundled into dist/, yargs looked for a package.json from the working
 * directory up to `/` (escalade's readdirSync of every folder on the way: ≈ 11 ms in a /tmp of
 * 7,000 entries) to guess a version the CLI replaces anyway; src/cli/yargs-find-up.ts now answers
 * it (scripts/yargs-find-up.mjs). The real binary runs from a temporary working directory under a
 * preload that records every readdir/opendir (test/helpers/readdir-trace.mjs): `audit score`
 * (its own bundle) lists nothing in its whole run, nor do `audit validate FILE`, `audit --version`
 * and a mistyped command (the ES module CLI).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditBin, repoRoot } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'audit-readdir-'));
// a working directory a few levels below the temporary folder, with neighbours to list
const cwd = join(dir, 'a', 'b');
mkdirSync(cwd, { recursive: true });
for (let i = 0; i < 50; i++) writeFileSync(join(dir, 'a', `file-${i}.txt`), '');
const refs = join(dir, 'refs.json');
const preds = join(dir, 'preds.json');
writeFileSync(refs, JSON.stringify({ 1: ['a red cube is there', 'there is a red cube'], 2: ['no change', 'nothing has changed'] }));
writeFileSync(preds, JSON.stringify([{ image_id: 1, caption: 'a red cube' }, { image_id: 2, caption: 'no change' }]));
const hook = join(repoRoot, 'test', 'helpers', 'readdir-trace.mjs');

function listings(args: readonly string[]): { code: number; stdout: string; stderr: string; calls: string } {
  const trace = join(dir, `trace-${Math.random().toString(36).slice(2)}.txt`);
  const r = spawnSync(process.execPath, ['--import', hook, auditBin, ...args], {
    cwd,
    env: { ...process.env, AUDIT_READDIR_TRACE: trace, NO_COLOR: '1', AUDIT_CACHE_DIR: 'off' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr, calls: existsSync(trace) ? readFileSync(trace, 'utf8') : '' };
}

describe('start-up lists no folder', () => {
  it('the preload sees a listing when there is one', () => {
    // `audit validate` with no file lists ./claims: the trace works
    const r = listings(['validate', '--db', join(dir, 'x.db')]);
    expect(r.calls).toMatch(/^readdirSync /);
  });

  it('audit score --json: none in the whole run', () => {
    const r = listings(['score', '--refs', refs, '--preds', preds, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).n).toBe(2);
    expect(r.calls).toBe('');
  });

  it('audit validate FILE: none', () => {
    const r = listings(['validate', join(repoRoot, 'claims', 'ssgpa.yaml')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.calls).toBe('');
  });

  it('audit --version: none, and the version is the package\'s', () => {
    const r = listings(['--version']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(`${(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version}\n`);
    expect(r.calls).toBe('');
  });

  it('a mistyped command: none', () => {
    const r = listings(['chek']);
    expect(r.code).toBe(2);
    expect(r.calls).toBe('');
  });
});
