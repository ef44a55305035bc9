/** `audit verdicts --format csv|json`: the stored comparison of measured and printed values, exported without writing to the store. */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, sharedDir } from '../helpers/cli.js';
import { parseCsv } from '../helpers/csv.js';

describe('audit verdicts', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-verdicts-'));
    const r = runCli(['run', 'ssgpa', '--smoke', '--no-report', '--quiet', '--data-root', join(sharedDir, 'data')], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('CSV has one RFC 4180 row per compared value, the same as --format json, and leaves results.db unchanged', () => {
    const db = join(dir, 'results.db');
    const before = createHash('sha256').update(readFileSync(db)).digest('hex');
    const csv = runCli(['verdicts', 'ssgpa'], { cwd: dir });
    const json = runCli(['verdicts', 'ssgpa', '--format', 'json'], { cwd: dir });
    expect(csv.code, csv.stderr).toBe(0);
    expect(json.code, json.stderr).toBe(0);
    const [header, ...rows] = parseCsv(csv.stdout);
    const cells = (JSON.parse(json.stdout) as { papers: { verdicts: { verdict: string; metric: string; measured?: { printed: number }; source: { claimFile: { line: number } } }[] }[] }).papers[0]!.verdicts;
    expect(rows).toHaveLength(cells.length);
    const col = (name: string) => header!.indexOf(name);
    rows.forEach((r, i) => {
      expect(r).toHaveLength(header!.length);
      expect(r[col('verdict')]).toBe(cells[i]!.verdict);
      expect(r[col('metric')]).toBe(cells[i]!.metric);
      expect(Number(r[col('line')])).toBe(cells[i]!.source.claimFile.line);
      if (cells[i]!.measured) expect(Number(r[col('measured')])).toBe(cells[i]!.measured!.printed);
    });
    // the smoke run scores the published predictions: some values were compared, not all 'not-comparable'
    expect(rows.some((r) => r[col('verdict')] !== 'not-comparable' && r[col('measured')] !== '')).toBe(true);
    expect(createHash('sha256').update(readFileSync(db)).digest('hex')).toBe(before);
  });
});
