import { describe, expect, it } from 'vitest';
import { crossPaperCheck } from '../../src/audits/cross-paper.js';
import { crossTableCheck } from '../../src/audits/cross-table.js';
import { datasetArithmeticCheck } from '../../src/audits/dataset-arithmetic.js';
import { duplicateRowCheck } from '../../src/audits/duplicate-row.js';
import { hardwareEvidenceCheck } from '../../src/audits/hardware-evidence.js';
import { runChecks } from '../../src/audits/index.js';
import { fixtures, run } from './helpers.js';

describe('cross-table', () => {
  const r = run(crossTableCheck, fixtures('cross-table.yaml'));

  it('flags the same number printed differently, including digits that only touch at a rounding edge', () => {
    expect(r.ids).toEqual(['table-paper/cross-table/ours']);
    const f = r.findings[0]!;
    expect(f.message).toMatch(/BLEU-4 54\.1 in table-paper Table 1, table-paper slides “Results” vs 54\.3 in table-paper Table 7/);
    expect(f.message).toMatch(/METEOR 37\.4 .* vs 37\.5/);
    expect(f.evidence).toMatch(/2 printings/);
  });

  it('accepts the same number printed with different decimals (152.31 vs 152.3)', () => {
    expect(r.findings[0]!.message).not.toMatch(/CIDEr/);
    expect(r.run).toBe(2); // ours and A are printed in more than one table
  });
});

describe('cross-paper', () => {
  const papers = fixtures('cross-paper/origin.yaml', 'cross-paper/quoting.yaml', 'cross-paper/wrong-quote.yaml');
  const r = run(crossPaperCheck, papers);

  it('matches quotes by method id and (subset, metric), whatever the column order', () => {
    expect(r.ids).toEqual(['origin/cross-paper/y/origin.types/quoting.types', 'wrong-quote/cross-paper/m/origin.types/wrong-quote.types']);
  });

  it('blames the quote when the quoted paper prints its own result', () => {
    const f = r.byId.get('wrong-quote/cross-paper/m/origin.types/wrong-quote.types')!;
    expect(f.severity).toBe('error');
    expect(f.message).toMatch(/CIDEr \(move\) 92\.6 vs 91\.6 \(1 of 2/);
    expect(f.evidence).toMatch(/own result/);
  });

  it('says which side other evidence supports: a row duplicating another method is the suspect', () => {
    const f = r.byId.get('origin/cross-paper/y/origin.types/quoting.types')!;
    expect(f.paper).toBe('origin');
    expect(f.evidence).toMatch(/origin Table 2 prints Y with exactly the values of X/);
  });

  it('reports only on the papers in focus', () => {
    const focused = crossPaperCheck({ papers, focus: new Set(['quoting']) });
    expect(focused.findings).toEqual([]);
  });
});

describe('duplicate-row', () => {
  const r = run(duplicateRowCheck, fixtures('duplicate-row.yaml'));
  it('flags two methods with identical whole rows, not near-duplicates or short rows', () => {
    expect(r.ids).toContain('dup-paper/duplicate-row/t/a/b');
    expect(r.ids).not.toContain('dup-paper/duplicate-row/t/a/c');
    expect(r.findings[0]!.severity).toBe('warning');
  });
  it('flags a row of one table that copies another method of another table of the same dataset, on every metric both show', () => {
    expect([...r.ids].sort()).toEqual([
      'dup-paper/duplicate-row/ablation/g/a', // within the ablation table
      'dup-paper/duplicate-row/t/a/ablation/g',
      'dup-paper/duplicate-row/t/a/b',
      'dup-paper/duplicate-row/t/b/ablation/a',
      'dup-paper/duplicate-row/t/b/ablation/g',
    ]);
    expect(r.byId.get('dup-paper/duplicate-row/t/a/ablation/g')!.message).toMatch(/^dup-paper Table 2 prints A with exactly the values dup-paper Table 10 prints for G on every metric both show \(BLEU-4 54\.9, METEOR 40\.2, ROUGE-L 73\.3, CIDEr 122\.2\)/);
    expect(r.ids.some((id) => id.includes('other-dataset'))).toBe(false);
    expect(r.ids.some((id) => id.endsWith('/ablation/h'))).toBe(false);
  });
  it('points to the row other papers contradict', () => {
    const papers = fixtures('cross-paper/origin.yaml', 'cross-paper/quoting.yaml');
    const f = run(duplicateRowCheck, papers).findings[0]!;
    expect(f.evidence).toMatch(/quoting Table 2 prints Y \(as Y-alias\) with other values.*likely copy/);
  });
});

describe('dataset-arithmetic', () => {
  const r = run(datasetArithmeticCheck, fixtures('arithmetic.yaml'));
  it('recomputes products and sums over the printed rounding', () => {
    expect(r.run).toBe(5);
    expect(r.ids).toEqual(['arithmetic-paper/dataset-arithmetic/product-wrong', 'arithmetic-paper/dataset-arithmetic/sum-rounding-wrong']);
    const f = r.byId.get('arithmetic-paper/dataset-arithmetic/product-wrong')!;
    expect([f.stated, f.computed]).toEqual([28270, 28720]);
  });
});

describe('hardware-evidence', () => {
  const r = run(hardwareEvidenceCheck, fixtures('hardware.yaml'));
  it('flags a measured lower bound above the claimed card and reported use above it; upper bounds prove nothing', () => {
    expect(r.run).toBe(4);
    expect(r.ids).toEqual(['hardware-paper/hardware-evidence/gpu/above', 'hardware-paper/hardware-evidence/gpu/mem-too-much']);
    expect(r.byId.get('hardware-paper/hardware-evidence/gpu/mem-too-much')!.computed).toBe(25.6);
  });
});

describe('runChecks', () => {
  it('counts run/passed/failed per kind so that "nothing checked" shows', () => {
    const report = runChecks(fixtures('arithmetic.yaml'));
    expect(report.summary['dataset-arithmetic']).toEqual({ run: 5, passed: 3, failed: 2 });
    expect(report.summary['printed-delta']).toEqual({ run: 0, passed: 0, failed: 0 });
    expect(report.summary['claim-vs-measurement']).toEqual({ run: 0, passed: 0, failed: 0 });
  });
});
