/** Every bad claim file gets its located message and exit code 2, and nothing else happens. */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/cli.js';

const fixtures = join(repoRoot, 'test', 'fixtures', 'claims');

/** fixture → the exact first line of its error (file:line:col: what is wrong; what was expected). */
const expected: Record<string, RegExp> = {
  'bad-invalid-yaml.yaml': /^bad-invalid-yaml\.yaml:18:5: invalid YAML: .*; expected valid YAML$/,
  'bad-unknown-key.yaml': /^bad-unknown-key\.yaml:17:5: tables\[0\]: unknown key 'datset'; expected only the keys of the claim-file schema/,
  'bad-wrong-type.yaml': /^bad-wrong-type\.yaml:25:13: statements\[0\]\.stated: wrong type: got string 'ten percent'; expected number$/,
  'bad-row-length.yaml': /^bad-row-length\.yaml:20:33: tables\[0\]\.rows\[1\]\.values: row 'ours' has 3 values; expected 2 values, one per column/,
  'bad-unknown-method.yaml': /^bad-unknown-method\.yaml:27:11: statements\[0\]\.over: unknown method 'baseline'; expected one of the ids in methods \(ours, base\)$/,
  'bad-unknown-metric.yaml': /^bad-unknown-metric\.yaml:17:23: tables\[0\]\.columns\[1\]: unknown metric 'CIDER'; expected a metric id of the registry \(see docs\/metrics\.md\), e\.g\. 'CIDEr'.*, or one declared under `metrics:`$/,
  'bad-unknown-metric-object.yaml': /^bad-unknown-metric-object\.yaml:17:32: tables\[0\]\.columns\[1\]\.metric: unknown metric 'top1-accc'; expected .*e\.g\. 'top1-acc'/,
  'bad-table-base.yaml': /^bad-table-base\.yaml:17:11: tables\[0\]\.base: unknown method 'baseline'; expected one of the ids in methods \(ours, base\)$/,
  'bad-unknown-setting.yaml': /^bad-unknown-setting\.yaml:20:64: tables\[0\]\.rows\[1\]\.settings\.lr: unknown setting 'lr'; expected one of the table's settings \(none declared\)$/,
  'bad-self-base.yaml': /^bad-self-base\.yaml:20:74: tables\[0\]\.rows\[1\]\.vs: the printed deltas of 'ours' would be relative to its own row; expected .*a row is never its own base$/,
  'bad-unknown-table.yaml': /^bad-unknown-table\.yaml:26:18: statements\[0\]\.of\.table: unknown results table 'mian'; expected one of main$/,
  'bad-duplicate-id.yaml': /^bad-duplicate-id\.yaml:10:11: methods\[1\]\.id: duplicate id 'ours'; expected ids unique within methods$/,
  'bad-missing-source.yaml': /^bad-missing-source\.yaml:14:5: tables\[0\]\.source: missing required field; expected a value of type object$/,
  'bad-unknown-doc.yaml': /^bad-unknown-doc\.yaml:15:20: tables\[0\]\.source\.doc: unknown document 'papr'; expected one of the ids in paper\.docs \(paper\)$/,
  'bad-unknown-kind.yaml': /^bad-unknown-kind\.yaml:23:11: statements\[0\]: unknown kind 'relative-improvment'; expected kind one of 'relative-improvement', 'best', /,
  'bad-bound-table.yaml': /^bad-bound-table\.yaml:28:37: statements\[1\]\.table: 'main' is not an attributes table; expected one of no attributes tables$/,
  'bad-column-range.yaml': /^bad-column-range\.yaml:26:46: statements\[0\]\.of\.column: column 2 out of range; expected a column index 0\.\.1 of table 'main'$/,
};

describe('audit validate on bad claim files', () => {
  it('has a fixture for every case and a case for every fixture', () => {
    expect(readdirSync(fixtures).filter((f) => f.startsWith('bad-')).sort()).toEqual(Object.keys(expected).sort());
  });

  it('accepts the valid base fixture', () => {
    const r = runCli(['validate', 'valid.yaml'], { cwd: fixtures });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ok {2}valid\.yaml {2}\(toy: 1 tables, 2 rows, 1 statements/);
  });

  for (const [file, message] of Object.entries(expected)) {
    it(`${file}: exit 2 with a located message, nothing on stdout, nothing written`, () => {
      const cwd = mkdtempSync(join(tmpdir(), 'audit-bad-'));
      const r = runCli(['validate', join(fixtures, file), '--db', join(cwd, 'results.db')], { cwd: fixtures });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.split('\n')[0]).toMatch(message);
      expect(readdirSync(cwd)).toEqual([]);
    });
  }

  it('reports the same issues as JSON with --json', () => {
    const r = runCli(['validate', 'bad-row-length.yaml', '--json'], { cwd: fixtures });
    expect(r.code).toBe(2);
    const out = JSON.parse(r.stdout) as { ok: boolean; issues: { file: string; line: number; col: number; problem: string; expected: string }[] };
    expect(out.ok).toBe(false);
    expect(out.issues[0]).toMatchObject({ file: 'bad-row-length.yaml', line: 20, col: 33, expected: '2 values, one per column (null for "-")' });
  });

  it('refuses `audit list` on a folder holding a bad file, with the same located error', () => {
    const r = runCli(['list', '--claims', fixtures]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/bad-row-length\.yaml:20:33:/);
  });
});
