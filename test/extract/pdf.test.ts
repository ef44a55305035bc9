/**
 * A paper-like HTML page (two columns of text, a captioned results table) printed to PDF by headless
 * Chromium, then `audit extract` on the PDF: the table, its metrics and methods, and the numeric
 * statements are found, and the draft validates against the text written beside the PDF.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseClaimText } from '../../src/claims/parse.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { printToPdf } from './pdf-helper.js';

describe('audit extract on a PDF', () => {
  it('finds the table, the statements and the hardware claims of a two-column paper', () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-pdf-'));
    copyFileSync(join(repoRoot, 'test', 'fixtures', 'extract', 'paper.html'), join(dir, 'paper.html'));
    printToPdf(join(dir, 'paper.html'), join(dir, 'toycap.pdf'));
    const out = join(dir, 'claims', 'toycap.yaml');
    const r = runCli(['extract', 'toycap.pdf', '--id', 'toycap', '--out', out, '--claims', join(repoRoot, 'claims')], { cwd: dir });
    expect(r.stderr).toMatch(/^extracted 1 document: 1 tables, 3 rows, 14 values/);
    expect(r.code).toBe(0);
    expect(existsSync(join(dir, 'toycap.txt'))).toBe(true);
    const v = runCli(['validate', out, '--sources', dir], { cwd: dir });
    expect(v.stderr).toBe('');
    expect(v.code).toBe(0);
    const parsed = parseClaimText(readFileSync(out, 'utf8'), out);
    if (!parsed.ok) throw new Error('draft does not parse');
    const f = parsed.file.data;
    const t = f.tables[0];
    if (!t || t.kind !== 'results') throw new Error('no results table');
    expect(t.source).toMatchObject({ doc: 'paper', table: 1 });
    expect(t.dataset).toBe('clevr-change');
    expect(t.columns).toEqual(['Bleu_4', 'METEOR', 'ROUGE_L', 'CIDEr', 'SPICE'].map((metric, i) => ({ metric, label: ['B', 'M', 'R', 'C', 'S'][i] })));
    expect(t.rows.map((row) => [row.method, row.values])).toEqual([
      ['duda', [47.3, 33.9, null, 112.3, 24.5]],
      ['nct', [55.1, 40.2, 73.8, 124.1, 32.9]],
      ['toycap', [56.0, 41.0, 74.1, 115.3, 33.4]],
    ]);
    expect(f.methods.find((m) => m.id === 'toycap')?.own).toBe(true);
    const kinds = (k: string) => [...f.statements, ...f.hardware].filter((s) => s.kind === k);
    expect(kinds('arithmetic')).toMatchObject([{ operands: [67660, 3976, 7970], result: 79606 }]);
    expect(kinds('relative-improvement')).toMatchObject([{ stated: 2.7, of: { table: t.id, method: 'toycap', column: 3 }, over: 'duda' }]);
    expect(kinds('best')).toMatchObject([{ method: 'toycap', tables: [t.id], quantifier: 'all' }]);
    expect(kinds('gpu')).toMatchObject([{ gpu: 'RTX 3090', count: 1 }]);
    expect(kinds('batch-size')).toMatchObject([{ value: 64 }]);
    expect(kinds('learning-rate')).toMatchObject([{ value: 0.0002 }]);
    expect(kinds('iterations')).toMatchObject([{ value: 10000 }]);
    expect(kinds('training-time')).toMatchObject([{ value: 3, unit: 'hours' }]);
  }, 60_000);
});
