/**
 * Every data file has a provenance record (PROVENANCE.yaml), and every command a record names is
 * one of the repository's: on the checkout, and on temporary trees that break each rule once.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProvenance, dataFiles } from '../../scripts/check-provenance.js';
import { repoRoot } from '../helpers/cli.js';

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'provenance-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const pkg = JSON.stringify({ name: 't', bin: { audit: 'bin/audit.js' }, scripts: { 'bench:calibration': 'tsx bench/calibration.ts' } });
const measured = `  - files: [bench/data/h100.jsonl]
    kind: measured
    what: peaks of a training step
    command: npm run bench:calibration
    machine: one H100
    software: torch 2.11
    commit: abc1234
`;
const base = {
  'package.json': pkg,
  'scripts/probe.py': 'print(1)\n',
  'bench/data/h100.jsonl': '{"peak": 1}\n',
  'test/fixtures/toy.yaml': 'a: 1\n',
  'test/cli/fixtures/other.txt': 'x\n',
  'docs/shot.png': 'png',
  'docs/guide.md': 'not data\n',
};
const handWritten = `  - files: [test/fixtures/, test/cli/fixtures/other.txt]
    kind: hand-written
    what: made-up test input
  - files: [docs/*.png]
    kind: generated
    what: a screenshot
    command: audit run toy && python3 scripts/probe.py
    software: chromium
    commit: the one that changed it
`;
const index = (records: string): string => `records:\n${records}`;

describe('provenance records (PROVENANCE.yaml)', () => {
  it('the checkout: every data file has a record and every named command exists', () => {
    expect(dataFiles(repoRoot).length).toBeGreaterThan(40);
    expect(dataFiles(repoRoot)).toContain('docs/report.png');
    expect(checkProvenance(repoRoot)).toEqual([]);
  });

  it('the checkout has no invented H100 file left: the calibration data is the shared measured file', () => {
    expect(dataFiles(repoRoot).filter((f) => f.startsWith('bench/data/'))).toEqual([]);
  });

  it('a complete tree passes; the data files are bench/data, every fixtures/ folder and the figures under docs/', () => {
    const dir = tree({ ...base, 'PROVENANCE.yaml': index(measured + handWritten) });
    expect(dataFiles(dir)).toEqual(['bench/data/h100.jsonl', 'docs/shot.png', 'test/cli/fixtures/other.txt', 'test/fixtures/toy.yaml']);
    expect(checkProvenance(dir)).toEqual([]);
    rmSync(dir, { recursive: true });
  });

  it('fails for a data file without a record, naming the file', () => {
    const dir = tree({ ...base, 'bench/data/extra.jsonl': '{"peak": 2}\n', 'PROVENANCE.yaml': index(measured + handWritten) });
    expect(checkProvenance(dir)).toEqual([expect.stringMatching(/^bench\/data\/extra\.jsonl: no record in PROVENANCE\.yaml/)]);
    rmSync(dir, { recursive: true });
  });

  it('fails for a record whose command is not in the repository (missing script file, unknown npm script, a tool of its own)', () => {
    const records = measured.replace('npm run bench:calibration', 'npx tsx scripts/measure.ts --out bench/data') + handWritten;
    const a = tree({ ...base, 'PROVENANCE.yaml': index(records) });
    expect(checkProvenance(a)).toEqual([expect.stringMatching(/^PROVENANCE\.yaml: record 1: command 'npx tsx scripts\/measure\.ts --out bench\/data': scripts\/measure\.ts is not a file of the repository$/)]);
    const b = tree({ ...base, 'PROVENANCE.yaml': index(measured.replace('bench:calibration', 'bench:nope') + handWritten) });
    expect(checkProvenance(b)).toEqual([expect.stringMatching(/record 1: command 'npm run bench:nope': 'npm run bench:nope' is not a script of package\.json/)]);
    const c = tree({ ...base, 'PROVENANCE.yaml': index(measured + handWritten.replace('python3 scripts/probe.py', 'make screenshots')) });
    expect(checkProvenance(c)).toEqual([expect.stringMatching(/record 3: command 'make screenshots': names no script of the repository/)]);
    for (const d of [a, b, c]) rmSync(d, { recursive: true });
  });

  it('fails for a measurement without machine, software or commit, an unknown kind, and a record that matches nothing', () => {
    const records = measured.replace('    machine: one H100\n', '') + handWritten.replace('kind: hand-written', 'kind: guessed') + '  - files: [bench/data/gone.jsonl]\n    kind: hand-written\n    what: x\n';
    const dir = tree({ ...base, 'PROVENANCE.yaml': index(records) });
    expect(checkProvenance(dir)).toEqual([
      "PROVENANCE.yaml: record 1: a measured record needs 'machine'",
      'PROVENANCE.yaml: record 2: \'kind\' must be one of measured, generated, transcribed, hand-written, got "guessed"',
      "PROVENANCE.yaml: record 4: 'bench/data/gone.jsonl' matches no data file (a stale record)",
    ]);
    rmSync(dir, { recursive: true });
  });

  it('the script prints the problems and exits 1; 0 with a summary when every file has a record', () => {
    const bad = tree({ ...base, 'PROVENANCE.yaml': index(handWritten) });
    const good = tree({ ...base, 'PROVENANCE.yaml': index(measured + handWritten) });
    const run = (dir: string) => spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/check-provenance.ts'), dir], { encoding: 'utf8' });
    const r = run(bad);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('bench/data/h100.jsonl: no record in PROVENANCE.yaml (say how it was produced: command, machine, software, commit; or its public source; or that it is hand-written test input)\n');
    const g = run(good);
    expect(g.status).toBe(0);
    expect(g.stdout).toBe('provenance: 4 data files, each with a record in PROVENANCE.yaml\n');
    expect(readFileSync(join(good, 'PROVENANCE.yaml'), 'utf8')).toContain('records:');
    for (const d of [bad, good]) rmSync(d, { recursive: true });
  });
});
