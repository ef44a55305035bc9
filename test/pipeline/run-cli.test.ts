/** `audit run` and `audit runs` as a user runs them, on the real SSGPA files and real databases. */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli, sharedDir } from '../helpers/cli.js';

const dataRoot = join(sharedDir, 'data');
const tmp = () => mkdtempSync(join(tmpdir(), 'audit-run-'));
const sha = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');

describe('audit run ssgpa (smoke, real predictions)', () => {
  let db: string;
  let reports: string;
  let out: ReturnType<typeof runCli>;
  beforeAll(() => {
    const dir = tmp();
    db = join(dir, 'results.db');
    reports = join(dir, 'reports');
    // a wide terminal: the tables as grids (at 80 columns they become one paragraph per row)
    out = runCli(['run', 'ssgpa', '--smoke', '--db', db, '--out', reports], { env: { COLUMNS: '400' } });
  });

  it('finds the files under ../shared/data and stores measured scores of both Spot-the-Diff variants', () => {
    expect(out.code, out.stderr).toBe(0);
    const raw = new Database(db, { readonly: true });
    const runs = raw.prepare('SELECT id, config_id, status, reason, environment_json FROM runs ORDER BY id').all() as { id: number; config_id: string; status: string; reason: string | null; environment_json: string }[];
    expect(runs.map((r) => [r.config_id, r.status])).toEqual([
      ['spot-vit-val', 'succeeded'],
      ['spot-resnet-vit-val', 'succeeded'],
      ['clevr-vit-val', 'skipped'],
      ['clevr-resnet-vit-val', 'skipped'],
      ['ssgpa-vit-memory', 'succeeded'],
      ['ssgpa-memory-probe', 'skipped'],
      ['ssgpa-repro-vit-clevr', 'skipped'],
      ['ssgpa-repro-vit-spot', 'skipped'],
      ['ssgpa-repro-resnet-vit-clevr', 'skipped'],
      ['ssgpa-repro-resnet-vit-spot', 'skipped'],
    ]);
    expect(runs[5]?.reason).toMatch(/runs the program its claim file names \(claims\/ssgpa\.yaml:\d+\) as you; not run without your consent/);
    expect(runs[2]?.reason).toMatch(/references are not published/);
    const env = JSON.parse(runs[0]?.environment_json ?? '{}') as Record<string, unknown>;
    expect(env).toMatchObject({ node: process.version, harness: { name: 'repro-audit' } });
    expect(env).toHaveProperty('gpus');
    expect(env).toHaveProperty('packages.better-sqlite3');
    const cider = raw.prepare("SELECT value, n FROM metrics WHERE run_id = ? AND metric = 'CIDEr'").get(runs[0]?.id) as { value: number; n: number };
    expect(cider.n).toBe(1489);
    expect(cider.value).toBeGreaterThan(0.2);
    const artifacts = raw.prepare('SELECT kind, path, sha256, bytes FROM artifacts WHERE run_id = ?').all(runs[0]?.id) as { kind: string; path: string; sha256: string; bytes: number }[];
    expect(artifacts.map((a) => a.kind)).toEqual(['predictions', 'references']);
    for (const a of artifacts) expect(a.sha256).toBe(sha(a.path));
    raw.close();
  });

  it('prints the README-style comparison with honest verdicts', () => {
    expect(out.stdout).toContain('Reproduction - (ViT-based) [split not stated]');
    expect(out.stdout).toMatch(/measured: spot-vit-val \[val\]\s+\d+\.\d \(↓\d+\.\d\d%\)/);
    expect(out.stdout).toMatch(/spot-vit-val\s+SSGPA\[3\] \(reported\)\s+CIDEr .*not-comparable \(split-mismatch\)/);
    expect(out.stdout).toMatch(/spot-vit-val\s+Reproduction - \(ViT-based\)\s+METEOR .*not-comparable \(metric-approximation\)/);
    expect(out.stdout).toMatch(/clevr-vit-val\s+8\s+not-comparable \(missing-input\)/);
    expect(out.stdout).toMatch(/values: .*reproduced/);
  });

  it('ends by writing the self-contained HTML report and printing its path', () => {
    expect(out.stdout).toContain(`report: ${join(reports, 'ssgpa.html')}`);
    const html = readFileSync(join(reports, 'ssgpa.html'), 'utf8');
    expect(html).toContain('measured');
    expect(html).toMatch(/<svg/);
    expect(html).not.toMatch(/<script/i);
    // the static findings of this run are on the page
    expect(html).toContain('ssgpa/printed-delta/clevr-change/repro-vit/total/cider');
    expect(existsSync(join(reports, 'index.html'))).toBe(true);
  });

  it('lists configs that measured nothing once per table instead of rows of dashes, and never compares an estimate with a metric', () => {
    expect(out.stdout).not.toMatch(/measured: ssgpa-repro-vit-spot/);
    expect(out.stdout).not.toMatch(/ssgpa-vit-memory\s+\d+\s+not-comparable/);
    expect(out.stdout).toMatch(/ssgpa-repro-vit-spot\s+8\s+not-comparable \(missing-input\)/);
    const html = readFileSync(join(reports, 'ssgpa.html'), 'utf8');
    expect(html).not.toMatch(/Measured · run #\d+ \(ssgpa-repro-vit-spot\)/);
    expect(html).toMatch(/Compared but nothing measured: .*<code>ssgpa-repro-vit-spot \(missing-input\)<\/code>/);
    expect(html).not.toContain('<code>ssgpa-vit-memory (');
  });

  it('audit runs lists the runs with status and duration', () => {
    const r = runCli(['runs', '--db', db]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/#1\s+ssgpa\s+spot-vit-val\s+predictions\s+succeeded\s+\S+ \S+\s+\d+(\.\d)? (ms|s)\s+7/);
    expect(r.stdout).toMatch(/#3\s+ssgpa\s+clevr-vit-val\s+predictions\s+skipped/);
    const json = JSON.parse(runCli(['runs', 'ssgpa', '--db', db, '--json']).stdout) as { runs: { status: string; durationMs: number; measurements: unknown[] }[] };
    expect(json.runs).toHaveLength(10);
    expect(json.runs.every((x) => x.durationMs >= 0)).toBe(true);
  });
});

describe('audit run without the data', () => {
  it('records every config as skipped, saying which files are missing and where to get them', () => {
    // a folder whose ../shared/data (a default data root) cannot exist, whatever else is in /tmp
    const cwd = join(tmp(), 'work');
    mkdirSync(cwd);
    cpSync(join(repoRoot, 'claims'), join(cwd, 'claims'), { recursive: true });
    const r = runCli(['run', 'ssgpa', '--only', 'spot-vit-val', '--db', 'results.db'], { cwd, env: { AUDIT_DATA_ROOT: '' } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('spot-vit-val: skipped — input files not found: ssgpa-repro/pred_spot_val.json, ssgpa-repro/gt_spot_val.json');
    expect(r.stderr).toContain('from https://github.com/yili-19/SSGPA at commit c9f1ac80b07a52dc383d01f9d02d7e01d80a31fd, file exp/spot/val_total_captions.json');
    const raw = new Database(join(cwd, 'results.db'), { readonly: true });
    const run = raw.prepare('SELECT status, provide FROM runs').get() as { status: string; provide: string };
    expect(run.status).toBe('skipped');
    expect(run.provide).toContain('eval_data/spot_val_change_captions_reformat.json');
    raw.close();
  });

  it('finds the files under a --data-root', () => {
    const cwd = tmp();
    const root = join(cwd, 'mydata', 'ssgpa-repro');
    mkdirSync(root, { recursive: true });
    for (const f of ['pred_resnet_spot_val.json', 'gt_spot_val.json']) cpSync(join(dataRoot, 'ssgpa-repro', f), join(root, f));
    const r = runCli(['run', 'ssgpa', '--only', 'spot-resnet-vit-val', '--smoke', '--claims', join(repoRoot, 'claims'), '--data-root', join(cwd, 'mydata'), '--db', join(cwd, 'r.db'), '--json'], { cwd });
    expect(r.code, r.stderr).toBe(0);
    const json = JSON.parse(r.stdout) as { runs: { status: string; measurements: unknown[] }[] };
    expect(json.runs).toHaveLength(1);
    expect(json.runs[0]?.status).toBe('succeeded');
    expect(json.runs[0]?.measurements).toHaveLength(7);
  });
});

describe('audit run / runs: bad input', () => {
  it('an unknown --only config is a usage error naming the configs', () => {
    const db = join(tmp(), 'r.db');
    const r = runCli(['run', 'ssgpa', '--only', 'nope', '--db', db]);
    expect(r.code).toBe(2);
    expect(existsSync(db)).toBe(false);
    expect(r.stderr).toContain('--only nope: no such config');
    expect(r.stderr).toContain('spot-vit-val');
  });

  it('a --data-root that does not exist is a usage error', () => {
    const db = join(tmp(), 'r.db');
    const r = runCli(['run', 'ssgpa', '--data-root', '/no/such/dir', '--db', db]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--data-root /no/such/dir: no such folder');
    expect(existsSync(db)).toBe(false);
  });

  function newerSchemaDb(dir: string): string {
    const db = join(dir, 'newer.db');
    const raw = new Database(db);
    raw.pragma('user_version = 99');
    raw.close();
    return db;
  }
  function notesDb(dir: string): string {
    const db = join(dir, 'notes.db');
    writeFileSync(db, 'these are my notes, not a database\n'.repeat(100));
    return db;
  }

  it.each([
    ['run', newerSchemaDb, /newer version of audit \(schema 99/],
    ['runs', notesDb, /not a usable SQLite results database/],
  ] as const)('audit %s refuses a --db it cannot use (exit 2, file untouched)', (cmd, make, message) => {
    const db = make(tmp());
    const before = sha(db);
    const r = runCli(cmd === 'run' ? ['run', 'ssgpa', '--smoke', '--db', db] : ['runs', '--db', db]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toContain('nothing was written');
    expect(sha(db)).toBe(before);
    expect(existsSync(`${db}-wal`)).toBe(false);
  });
});
