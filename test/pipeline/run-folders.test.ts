/**
 * Run folders belong to one database: two databases used from one folder (`--db a.db`, `--db b.db`)
 * both number their runs from 1, and their runs' files (logs, predictions, metric files) must not
 * land in the same `.runs/1/` — one run's files would overwrite the other's, and a report of a.db
 * would show b.db's files.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

interface ArtifactRow {
  run_id: number;
  kind: string;
  path: string;
  sha256: string;
}

function artifacts(db: string): ArtifactRow[] {
  const d = new Database(db, { readonly: true });
  try {
    return d.prepare('SELECT run_id, kind, path, sha256 FROM artifacts ORDER BY rowid').all() as ArtifactRow[];
  } finally {
    d.close();
  }
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** A folder with a claim file whose one config writes a metric file and a log line carrying $MARK. */
function workFolder(): { cwd: string; claims: string } {
  const cwd = mkdtempSync(join(tmpdir(), 'audit-runfolders-'));
  const claims = join(cwd, 'claims');
  mkdirSync(claims);
  const config = {
    id: 'mark',
    runner: 'command',
    description: 'writes its mark to a metric file in its run folder and to stdout',
    method: 'demo',
    dataset: 'clevr-change',
    split: 'test',
    argv: ['sh', '-c', 'echo "{\\"Bleu_4\\": $MARK}" > "$OUT_DIR/m.json"; echo "run of $MARK"'],
    env: { OUT_DIR: '{out}' },
    cwd: '.',
    metrics: [{ from: 'json', file: '{out}/m.json' }],
  };
  const file = {
    schemaVersion: 1,
    paper: { id: 'folders', title: 'Run folders test', docs: [{ id: 'notes', file: 'notes.txt', kind: 'readme' }] },
    methods: [{ id: 'demo', name: 'Demo', own: true }],
    datasets: [{ id: 'clevr-change', name: 'CLEVR-Change' }],
    configs: [config],
  };
  writeFileSync(join(claims, 'folders.yaml'), JSON.stringify(file, null, 1));
  return { cwd, claims };
}

function run(cwd: string, claims: string, db: string, mark: string): void {
  const r = runCli(['run', 'folders', '--claims', claims, '--db', db, '--no-report', '--quiet', '--allow-commands', '--data-root', cwd], { cwd, env: { MARK: mark } });
  expect(r.code, r.stderr).toBe(0);
}

/** Every file a database records still holds what the run wrote (its sha256), and the metric file its own mark. */
function expectOwnFiles(db: string, mark: string): ArtifactRow[] {
  const rows = artifacts(db);
  expect(rows.map((a) => a.kind).sort()).toEqual(['metrics', 'stderr', 'stdout']);
  for (const a of rows) {
    expect(existsSync(a.path), a.path).toBe(true);
    expect(sha256(a.path), `${db}: ${a.kind} ${a.path} was overwritten`).toBe(a.sha256);
  }
  expect(readFileSync(rows.find((a) => a.kind === 'metrics')?.path ?? '', 'utf8')).toContain(mark);
  expect(readFileSync(rows.find((a) => a.kind === 'stdout')?.path ?? '', 'utf8')).toBe(`run of ${mark}\n`);
  return rows;
}

describe('run folders (.runs/) of two databases used from one folder', () => {
  it('a.db and b.db keep their own run folders: neither overwrites the other, each database points at its own files', () => {
    const { cwd, claims } = workFolder();
    run(cwd, claims, 'a.db', '0.11');
    run(cwd, claims, 'b.db', '0.22');
    const a = expectOwnFiles(join(cwd, 'a.db'), '0.11');
    const b = expectOwnFiles(join(cwd, 'b.db'), '0.22');
    // Both are run 1 of their database, in different folders next to it.
    expect(a[0]?.run_id).toBe(1);
    expect(b[0]?.run_id).toBe(1);
    const folder = (rows: ArtifactRow[]) => dirname(rows.find((x) => x.kind === 'metrics')?.path ?? '');
    expect(folder(a)).toBe(join(cwd, '.runs', 'a.db', '1'));
    expect(folder(b)).toBe(join(cwd, '.runs', 'b.db', '1'));
  });

  it("the old layout (.runs/<run id>/ of an earlier version) is left as it was: an old run's files stay where its database points", () => {
    const { cwd, claims } = workFolder();
    const old = join(cwd, '.runs', '1');
    mkdirSync(old, { recursive: true });
    mkdirSync(join(old, 'logs'));
    writeFileSync(join(old, 'logs', 'stdout.log'), 'an earlier version wrote this\n');
    run(cwd, claims, 'results.db', '0.33');
    expect(readFileSync(join(old, 'logs', 'stdout.log'), 'utf8')).toBe('an earlier version wrote this\n');
    expectOwnFiles(join(cwd, 'results.db'), '0.33');
  });

  it("a database deleted and made anew does not mix its run 1 with the deleted database's run 1: the old folder is moved aside, not overwritten", () => {
    const { cwd, claims } = workFolder();
    run(cwd, claims, 'a.db', '0.44');
    const first = artifacts(join(cwd, 'a.db')).find((x) => x.kind === 'metrics');
    writeFileSync(join(dirname(first?.path ?? ''), 'extra.txt'), 'left by the deleted database\n');
    for (const f of readdirSync(cwd).filter((n) => n.startsWith('a.db'))) rmSync(join(cwd, f));
    run(cwd, claims, 'a.db', '0.55');
    const rows = expectOwnFiles(join(cwd, 'a.db'), '0.55');
    const folder = dirname(rows.find((x) => x.kind === 'metrics')?.path ?? '');
    expect(folder).toBe(join(cwd, '.runs', 'a.db', '1'));
    expect(readdirSync(folder).sort()).toEqual(['logs', 'm.json']);
    const aside = readdirSync(join(cwd, '.runs', 'a.db')).filter((n) => n.startsWith('1.'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(cwd, '.runs', 'a.db', aside[0] ?? '', 'extra.txt'), 'utf8')).toBe('left by the deleted database\n');
  });
});
