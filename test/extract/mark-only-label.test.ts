/**
 * A row label that is nothing but a method's marks — "(Ours)" on a line of its own, as a PDF prints a two-line
 * column header "TimesNet / (Ours)", or a bare citation "[12]" — gave a method with an empty name, and `audit extract`
 * stopped with "internal error: audit extract wrote an invalid draft (a bug): methods[…].name: value '' too small"
 * (found on a paper PDF of the thirteenth held-out set, 2026-11-28). The name now keeps the marks as printed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { cleanLabel } from '../../src/extract/names.js';

describe('extract: a row label made only of marks', () => {
  it('keeps the marks as the name, never an empty one', () => {
    expect(cleanLabel('(Ours)')).toMatchObject({ name: '(Ours)', own: true });
    expect(cleanLabel('[12]').name).toBe('[12]');
    expect(cleanLabel('(Full model)').name).toBe('(Full model)');
    // a name with marks still loses them
    expect(cleanLabel('RetNet (Ours)').name).toBe('RetNet');
    expect(cleanLabel('HyperGCN [12]').name).toBe('HyperGCN');
  });

  it('drafts a valid claim file for a table with such rows, which validate accepts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mark-only-'));
    const doc = join(dir, 'README.md');
    writeFileSync(doc, [
      '# Link prediction on a citation graph',
      '',
      'Table 1: Hits@10 and MRR on the test split.',
      '',
      '| Model | Hits@10 | MRR |',
      '|---|---|---|',
      '| GraphSAGE [12] | 71.2 | 40.3 |',
      '| [14] | 69.8 | 39.1 |',
      '| (Ours) | 75.6 | 44.0 |',
      '',
    ].join('\n'));
    const out = join(dir, 'draft.yaml');
    const r = runCli(['extract', doc, '--id', 'linkpred', '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('internal error');
    const v = runCli(['validate', out, '--sources', dir]);
    expect(v.code, v.stdout + v.stderr).toBe(0);
  });
});
