/**
 * File errors in words (issue 29): a claim file or paper path that is missing, a folder, empty or
 * not YAML gets a sentence naming the path and exit 2, never a stack trace or an errno code alone;
 * one broken claim file never stops a command about another paper; `--claims` adds to the
 * package's papers; piping into `head` ends quietly.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditBin, repoRoot, runCli, tempWorkDir } from '../helpers/cli.js';

const valid = readFileSync(join(repoRoot, 'test', 'fixtures', 'claims', 'valid.yaml'), 'utf8');
const noStack = (s: string) => {
  expect(s).not.toMatch(/internal error|\n\s+at |ENOENT|EISDIR|ENOTDIR|EACCES/);
};

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'audit-words-'));
  writeFileSync(join(dir, 'empty.yaml'), '');
  writeFileSync(join(dir, 'notes.txt'), 'just a note\n');
  mkdirSync(join(dir, 'folder'));
  return dir;
}

describe('file errors in words', () => {
  for (const cmd of [['check'], ['list'], ['validate'], ['report'], ['run', 'empty']]) {
    it(`audit ${cmd[0]} --claims <a file that is no claim file>: exit 2, the path and the problem in words`, () => {
      const dir = scratch();
      const r = runCli([...cmd, '--claims', 'empty.yaml', '--db', join(dir, 'r.db'), ...(cmd[0] === 'report' || cmd[0] === 'run' ? ['--out', join(dir, 'out')] : [])], { cwd: dir });
      expect(r.code).toBe(2);
      noStack(r.stderr);
      expect(r.stderr).toContain('empty.yaml:1:1: the file is empty');
    });
  }

  it('--claims <one claim file> checks that file, with the package papers known beside it', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'toy.yaml'), valid);
    const r = runCli(['check', '--claims', 'toy.yaml', '--json'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const list = runCli(['list', '--claims', 'toy.yaml', '--json'], { cwd: dir });
    const papers = (JSON.parse(list.stdout) as { papers: { paper: string }[] }).papers.map((p) => p.paper);
    expect(papers).toEqual(['toy', 'blip2idc', 'scorer', 'ssgpa']);
  });

  it('a missing --claims path or claim file is named, in words', () => {
    const dir = scratch();
    const r = runCli(['check', '--claims', 'nowhere'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--claims nowhere: no such file or folder/);
    const v = runCli(['validate', 'nowhere.yaml', 'folder'], { cwd: dir });
    expect(v.code).toBe(2);
    noStack(v.stderr);
    expect(v.stderr).toContain('nowhere.yaml: no such file or folder');
    const d = runCli(['validate', 'folder'], { cwd: dir });
    expect(d.stderr).toContain('folder: is a folder, not a file');
  });

  it.skipIf(process.getuid?.() === 0)('an unreadable claim file says permission denied', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'locked.yaml'), valid);
    chmodSync(join(dir, 'locked.yaml'), 0o000);
    const r = runCli(['validate', 'locked.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('locked.yaml: cannot be read: permission denied');
  });

  it('audit extract <a folder>: exit 2, in words, nothing written', () => {
    const dir = scratch();
    const r = runCli(['extract', 'folder', '--id', 'x', '--out', join(dir, 'x.yaml')], { cwd: dir });
    expect(r.code).toBe(2);
    noStack(r.stderr);
    expect(r.stderr).toMatch(/^folder: is a folder, not a file; expected a paper as PDF/);
  });

  it('one mis-indented line gives the first YAML error only, with a count of the rest', () => {
    const dir = scratch();
    const lines = readFileSync(join(repoRoot, 'claims', 'ssgpa.yaml'), 'utf8').split('\n');
    const i = lines.findIndex((l) => /^ {2}title:/.test(l));
    lines[i] = ` ${lines[i]?.trimStart() ?? ''}`; // one space instead of two
    writeFileSync(join(dir, 'ssgpa.yaml'), lines.join('\n'));
    const r = runCli(['validate', 'ssgpa.yaml'], { cwd: dir });
    expect(r.code).toBe(2);
    const yamlLines = r.stderr.split('\n').filter((l) => l.includes('YAML'));
    expect(yamlLines).toHaveLength(1);
    expect(yamlLines[0]).toMatch(new RegExp(`^ssgpa\\.yaml:${i + 1}:\\d+: invalid YAML: .* \\(and \\d+ more YAML errors? after it`));
  });

  it('output piped into a reader that stops early (| head) ends quietly with 0', () => {
    const work = tempWorkDir();
    // as a user types it: the JSON of every finding, of which head reads two lines
    const line = `set -o pipefail; '${process.execPath}' '${auditBin}' check --json 2>err.txt | head -2 >/dev/null`;
    const r = spawnSync('bash', ['-c', line], { cwd: work, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    const stderr = readFileSync(join(work, 'err.txt'), 'utf8');
    expect(stderr).not.toMatch(/EPIPE|Unhandled|\n\s+at /);
    expect(r.status, stderr).toBe(0);
  });
});

describe('a broken claim file beside others', () => {
  function claimsWithBroken(): string {
    const work = mkdtempSync(join(tmpdir(), 'audit-broken-'));
    mkdirSync(join(work, 'claims'));
    for (const p of ['ssgpa', 'scorer', 'blip2idc']) copyFileSync(join(repoRoot, 'claims', `${p}.yaml`), join(work, 'claims', `${p}.yaml`));
    writeFileSync(join(work, 'claims', 'draft.yaml'), 'paper:\n  id: draft\n title: oops\n');
    return work;
  }

  it('commands about other papers run, and say on stderr which file they skipped', () => {
    const work = claimsWithBroken();
    const c = runCli(['check', 'ssgpa'], { cwd: work });
    expect(c.code).toBe(0);
    expect(c.stdout).toMatch(/^ssgpa {2}\(claims\/ssgpa\.yaml\)/);
    expect(c.stderr).toMatch(/^audit: skipped claims\/draft\.yaml, which does not load: claims\/draft\.yaml:3:\d+: invalid YAML/);
    const run = runCli(['run', 'ssgpa', '--only', 'ssgpa-vit-memory', '--no-report'], { cwd: work });
    expect(run.code).toBe(0);
    const v = runCli(['verdicts', 'ssgpa', '--format', 'csv'], { cwd: work });
    expect(v.code).toBe(0);
  });

  it('audit list lists it as broken (exit 2); a command about it fails with its located error', () => {
    const work = claimsWithBroken();
    const l = runCli(['list', '--json'], { cwd: work });
    expect(l.code).toBe(2);
    const out = JSON.parse(l.stdout) as { papers: { paper: string }[]; broken: { paper: string; file: string }[] };
    expect(out.papers.map((p) => p.paper)).toEqual(['blip2idc', 'scorer', 'ssgpa']);
    expect(out.broken).toMatchObject([{ paper: 'draft', file: 'claims/draft.yaml' }]);
    const c = runCli(['check', 'draft'], { cwd: work });
    expect(c.code).toBe(2);
    expect(c.stdout).toBe('');
    expect(c.stderr).toMatch(/^claims\/draft\.yaml:3:\d+: invalid YAML/);
  });

  it('--claims <drafts> adds to the package papers: a draft that passes validate passes check --claims drafts', () => {
    const work = mkdtempSync(join(tmpdir(), 'audit-drafts-'));
    mkdirSync(join(work, 'drafts'));
    // a draft naming the package's SCORER as the paper a method comes from
    writeFileSync(join(work, 'drafts', 'toy.yaml'), valid.replace('{ id: base, name: Baseline }', '{ id: base, name: Baseline, paper: scorer }'));
    const v = runCli(['validate', 'drafts/toy.yaml'], { cwd: work });
    expect(v.stderr).toBe('');
    expect(v.code).toBe(0);
    const c = runCli(['check', '--claims', 'drafts'], { cwd: work });
    expect(c.stderr).toBe('');
    expect(c.code).toBe(0);
    expect(c.stdout).toMatch(/^toy {2}\(drafts\/toy\.yaml\)/);
    // --claims-only: the package's papers are unknown, so is the draft's reference to SCORER (validate and check agree)
    for (const args of [['check', '--claims', 'drafts', '--claims-only'], ['validate', 'drafts/toy.yaml', '--claims-only']]) {
      const only = runCli(args, { cwd: work });
      expect(only.code, args.join(' ')).toBe(2);
      expect(only.stderr).toMatch(/methods\[1\]\.paper: unknown paper 'scorer'/);
    }
    expect(runCli(['list', '--claims', 'drafts', '--json'], { cwd: work }).stdout).toContain('"paper": "scorer"');
  });
});
