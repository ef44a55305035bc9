/**
 * CSV exports and spreadsheet formulas (OWASP "CSV injection"): a text cell beginning with
 * `=`, `+`, `-`, `@`, a tab or a CR gets a leading `'`; numbers (negative deltas included) stay
 * numbers. Claim-file text reaches `check --format csv` (a table's section), a references file's
 * image ids reach `score --per-image x.csv`.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { parseCsv } from '../helpers/csv.js';
import { hostilePaper } from './hostile-paper.js';

const rows = (text: string): Record<string, string>[] => {
  const [head, ...body] = parseCsv(text);
  return body.map((r) => Object.fromEntries((head ?? []).map((h, i) => [h, r[i] ?? ''])));
};
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

describe('CSV exports', () => {
  it('check --format csv: a section beginning with @ is written as text', () => {
    const p = hostilePaper();
    const r = runCli(['check', '--claims', p.claims, '--format', 'csv'], { cwd: p.root });
    const [row] = rows(r.stdout);
    expect(row?.section).toMatch(/^'@SUM\(1\+1\)/);
    for (const cell of Object.values(row ?? {})) expect(FORMULA_START.test(cell) && !NUMBER.test(cell), cell).toBe(false);
  });

  it('verdicts --format csv: negative deltas stay numbers', () => {
    const p = hostilePaper();
    expect(runCli(['run', 'evil', '--claims', p.claims, '--data-root', p.data, '--db', 'r.db', '--no-report'], { cwd: p.root }).code).toBe(0);
    const r = runCli(['verdicts', '--db', 'r.db', '--claims', p.claims, '--format', 'csv'], { cwd: p.root });
    expect(r.code, r.stderr).toBe(0);
    const deltas = rows(r.stdout).map((x) => x.delta ?? '');
    expect(deltas.some((d) => /^-0\.\d+$/.test(d))).toBe(true);
    for (const d of deltas) expect(Number.isFinite(Number(d)), d).toBe(true);
  });

  it('score --per-image x.csv: image ids that are formulas are written as text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csv-ids-'));
    const ids = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '-7', 'plain'];
    writeFileSync(join(dir, 'refs.json'), JSON.stringify(Object.fromEntries(ids.map((id) => [id, ['a red cube moved']]))));
    writeFileSync(join(dir, 'preds.json'), JSON.stringify(ids.map((id) => ({ image_id: id, caption: 'a red cube moved' }))));
    const r = runCli(['score', '--refs', 'refs.json', '--preds', 'preds.json', '--per-image', 'x.csv'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    // this file's lines end in LF (as before); its ids hold no comma or quote
    const got = readFileSync(join(dir, 'x.csv'), 'utf8').trimEnd().split('\n').slice(1).map((l) => l.split(',')[0]);
    expect(new Set(got)).toEqual(new Set(["'=1+1", "'+SUM(A1)", "'-2+3", "'@cmd", "'\tx", '-7', 'plain']));
  });
});
