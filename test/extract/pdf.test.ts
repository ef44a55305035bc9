/**
 * A paper-like HTML page (two columns of text, a captioned results table) printed to PDF by headless
 * Chromium, then `audit extract` on the PDF: the table, its metrics and methods, and the numeric
 * statements are found, and the draft validates against the text written beside it.
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
    expect(r.stderr).toMatch(/^extracted 1 document: 3 tables, 7 rows, 28 values/);
    expect(r.code).toBe(0);
    // the PDF's text goes beside the draft, not beside the PDF
    expect(existsSync(join(dir, 'claims', 'toycap.txt'))).toBe(true);
    expect(existsSync(join(dir, 'toycap.txt'))).toBe(false);
    const v = runCli(['validate', out, '--sources', join(dir, 'claims')], { cwd: dir });
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
    // A group header row ("Semantic Change" / "Only Pseudo Change") over sub-columns; bold does not survive in a PDF's text.
    const t2 = f.tables[1];
    if (!t2 || t2.kind !== 'results') throw new Error('no second results table');
    expect(t2.source.table).toBe(2);
    expect(t2.columns).toEqual(
      ['semantic-change', 'pseudo-change'].flatMap((subset) => [
        { metric: 'Bleu_4', subset, label: 'B-4' },
        { metric: 'CIDEr', subset, label: 'CIDEr' },
        { metric: 'SPICE', subset, label: 'SPICE' },
      ]),
    );
    expect(t2.rows.map((row) => [row.method, row.values, row.bold ?? []])).toEqual([
      ['nct', [53.1, 118.4, 30.9, 60.2, 110.5, 33.1], []],
      ['toycap', [54.0, 120.2, 31.5, 61.0, 112.8, 34.2], []],
    ]);
    // A resources table: attributes, and hardware claims per dataset row.
    const t3 = f.tables[2];
    if (!t3 || t3.kind !== 'attributes') throw new Error('no attributes table');
    expect(t3.columns.map((c) => c.label)).toEqual(['Batch Size', 'Training Time', 'GPU Memory']);
    expect(t3.rows.map((r) => [r.key, r.values])).toEqual([
      ['clevr-change', [64, '3 hours', '20G']],
      ['spot-the-diff', [32, '20 minutes', '5G']],
    ]);
    expect(f.hardware.filter((h) => h.source.table === 3).map((h) => [h.kind, h.dataset, 'value' in h ? h.value : undefined])).toEqual([
      ['batch-size', 'clevr-change', 64],
      ['batch-size', 'spot-the-diff', 32],
      ['training-time', 'clevr-change', 3],
      ['training-time', 'spot-the-diff', 20],
      ['gpu-memory', 'clevr-change', 20],
      ['gpu-memory', 'spot-the-diff', 5],
    ]);
    const kinds = (k: string) => [...f.statements, ...f.hardware].filter((s) => s.kind === k);
    expect(kinds('arithmetic')).toMatchObject([{ operands: [67660, 3976, 7970], result: 79606 }]);
    expect(kinds('relative-improvement')).toMatchObject([{ stated: 2.7, of: { table: t.id, method: 'toycap', column: 3 }, over: 'duda' }]);
    expect(kinds('best')).toMatchObject([{ method: 'toycap', tables: [t.id], quantifier: 'all' }]);
    expect(kinds('gpu')).toMatchObject([{ gpu: 'RTX 3090', count: 1 }]);
    expect(kinds('batch-size')[0]).toMatchObject({ value: 64, source: { quote: expect.stringContaining('batch size of 64') } });
    expect(kinds('learning-rate')).toMatchObject([{ value: 0.0002 }]);
    expect(kinds('iterations')).toMatchObject([{ value: 10000 }]);
    expect(kinds('training-time')[0]).toMatchObject({ value: 3, unit: 'hours', source: { quote: expect.stringContaining('training takes 3 hours') } });
  }, 60_000);
});
