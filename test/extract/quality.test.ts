/**
 * `audit extract` on each seed paper, compared with the hand-made claim file of that paper: numeric
 * table cells recall and precision ≥ 95%, numeric statements recall ≥ 80%, and the draft passes
 * `audit validate --sources` as written. Also the printed summary.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadClaimFile } from '../../src/claims/load.js';
import { parseClaimText } from '../../src/claims/parse.js';
import { compareDraft } from '../../src/extract/quality.js';
import { repoRoot, runCli, sharedDir } from '../helpers/cli.js';

const seeds = join(sharedDir, 'seeds');
const claims = join(repoRoot, 'claims');

describe('audit extract on the seed papers', () => {
  for (const paper of ['ssgpa', 'scorer', 'blip2idc']) {
    it(`${paper}: cells recall/precision ≥ 95%, numeric statements recall ≥ 80%, the draft validates`, () => {
      const hand = loadClaimFile(join(claims, `${paper}.yaml`)).data;
      const dir = mkdtempSync(join(tmpdir(), 'extract-quality-'));
      const out = join(dir, 'claims', `${paper}.yaml`);
      const files = hand.paper.docs.map((d) => join(seeds, d.file));
      const r = runCli(['extract', ...files, '--id', paper, '--out', out, '--claims', claims], { cwd: dir });
      expect(r.stderr).toMatch(/^extracted \d+ documents?: [1-9]\d* tables, \d+ rows, \d+ values, \d+ statements, \d+ hardware claims; \d+ need review/);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe('');
      const text = readFileSync(out, 'utf8');
      expect(text).toMatch(/# review: /);
      const v = runCli(['validate', out, '--sources', seeds], { cwd: dir });
      expect(v.stderr).toBe('');
      expect(v.code).toBe(0);
      const parsed = parseClaimText(text, out);
      if (!parsed.ok) throw new Error('draft does not parse');
      const q = compareDraft(parsed.file.data, hand);
      expect(q.cells.recall, `missed: ${q.missedCells.slice(0, 10).join('; ')}`).toBeGreaterThanOrEqual(0.95);
      expect(q.cells.precision, `extra: ${q.extraCells.slice(0, 10).join('; ')}`).toBeGreaterThanOrEqual(0.95);
      expect(q.statements.recall, `missed: ${q.missedStatements.join('; ')}`).toBeGreaterThanOrEqual(0.8);
    });
  }

  it('--json prints the summary and the draft when no --out is given', () => {
    const r = runCli(['extract', join(seeds, '000_6949e76f01803162.txt'), '--id', 'ssgpa', '--json', '--claims', claims], { cwd: mkdtempSync(join(tmpdir(), 'extract-json-')) });
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { ok: boolean; summary: { tables: number; rows: number; values: number }; yaml: string };
    expect(j.summary).toMatchObject({ tables: 2, rows: 10, values: 39 });
    expect(j.yaml).toContain('deltas: [-44.99, -61.54, -58.74, -37.29]');
  });
});
