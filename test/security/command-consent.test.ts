/**
 * Consent for `runner: command` configs: a claim file from someone else must not run its programs
 * on `audit run` unless the user passes --allow-commands; without it the config is recorded
 * `skipped` with the exact command line to run it. The nightly workflow passes the flag only for
 * scheduled/dispatched runs of the default branch, never for pull requests.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot, runCli } from '../helpers/cli.js';

function hostile(): { dir: string; marker: string } {
  const dir = mkdtempSync(join(tmpdir(), 'consent-'));
  mkdirSync(join(dir, 'claims'));
  mkdirSync(join(dir, 'data', 'work'), { recursive: true });
  const marker = join(dir, 'data', 'work', 'ran.txt');
  writeFileSync(
    join(dir, 'claims', 'pr.yaml'),
    `schemaVersion: 1
paper:
  id: pr
  title: A claim file from a pull request
  docs: [{id: notes, file: notes.txt, kind: readme}]
methods: [{id: demo, name: Demo, own: true}]
datasets: [{id: clevr-change, name: CLEVR-Change}]
configs:
  - id: innocent
    runner: command
    description: looks like training
    method: demo
    dataset: clevr-change
    split: test
    argv: [sh, -c, 'id > ran.txt']
    cwd: work
`,
  );
  return { dir, marker };
}

describe('audit run and command configs from a claim file', () => {
  it('does not run them without --allow-commands: recorded skipped with the flag to pass', () => {
    const { dir, marker } = hostile();
    const r = runCli(['run', 'pr', '--db', 'r.db', '--no-report'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(marker)).toBe(false);
    const db = new Database(join(dir, 'r.db'), { readonly: true });
    const run = db.prepare('SELECT status, reason, provide FROM runs').get() as { status: string; reason: string; provide: string };
    db.close();
    expect(run.status).toBe('skipped');
    expect(run.reason).toMatch(/claims\/pr\.yaml:15\).*not run without your consent/);
    expect(run.provide).toContain('audit run pr --db r.db --no-report --allow-commands');
    expect(r.stderr).toContain('--allow-commands');
  });

  it('runs them with --allow-commands', () => {
    const { dir, marker } = hostile();
    const r = runCli(['run', 'pr', '--db', 'r.db', '--no-report', '--allow-commands'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(marker, 'utf8')).toMatch(/uid=/);
  });

  it('runs no program of the config before consent (not even the preflight\'s python -c import)', () => {
    const { dir } = hostile();
    const spy = join(dir, 'data', 'work', 'python-ran');
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'python'), `#!/bin/sh\ntouch ${spy}\n`, { mode: 0o755 });
    const file = join(dir, 'claims', 'pr.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace("argv: [sh, -c, 'id > ran.txt']", 'argv: [python, x.py]\n    requires: {pythonModules: [os]}'));
    const r = runCli(['run', 'pr', '--db', 'r.db', '--no-report'], { cwd: dir, env: { PATH: `${bin}:${process.env.PATH ?? ''}` } });
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(spy)).toBe(false);
  });
});

describe('the nightly workflow and --allow-commands', () => {
  const wf = parse(readFileSync(join(repoRoot, '.github', 'workflows', 'nightly.yml'), 'utf8')) as {
    on: Record<string, unknown>;
    jobs: Record<string, { env: Record<string, string>; steps: { id?: string; run?: string }[] }>;
  };
  const job = Object.values(wf.jobs)[0]!;
  /** The ALLOW_COMMANDS expression evaluated for an event (GitHub's `==`, `&&`, `||` on strings are JavaScript's here). */
  const allowFor = (event: string, ref: string): string => {
    const expr = /^\$\{\{(.*)\}\}$/s.exec(job.env.ALLOW_COMMANDS ?? '')?.[1] ?? 'undefined';
    const ctx: Record<string, string> = { 'github.event_name': event, 'github.ref_name': ref, 'github.event.repository.default_branch': 'main' };
    const js = expr.replace(/github(\.[\w.]+)/g, (m) => JSON.stringify(ctx[m] ?? '')).replace(/==/g, '===');
    return String(new Function(`return (${js});`)());
  };

  it('passes the flag for the nightly schedule and a dispatch of the default branch only', () => {
    expect(allowFor('schedule', 'main')).toBe('--allow-commands');
    expect(allowFor('workflow_dispatch', 'main')).toBe('--allow-commands');
    expect(allowFor('workflow_dispatch', 'feature')).toBe('');
    expect(allowFor('pull_request', 'main')).toBe('');
    expect(allowFor('pull_request_target', 'main')).toBe('');
    expect(job.steps.find((s) => s.id === 'papers')?.run).toMatch(/node "\$AUDIT" run "\$p" .*\$ALLOW_COMMANDS/);
    expect(Object.keys(wf.on).filter((e) => e.startsWith('pull_request'))).toEqual([]);
  });
});
