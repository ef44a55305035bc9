/**
 * PDF tables whose cells print their own metric ("WER=2.4", "ACC=0.88"): the PDF reader counts such a cell as a number
 * cell of its row, as metric-cells.ts reads it in Markdown, so the grid is a table with its rows and header where they
 * are printed. Before, a row whose only numbers were such cells was no data line: a table of them was not found at all,
 * or (when some rows printed another number, "Split CIFAR-100") its first rows were read as header lines and the cells
 * drafted as metric columns named by values ("ACC=0.83 (ACC)", subset "acc-0.83-acc-0.88"), every one wrong. Found by
 * bench:extract-pdf-perturb (round 12's metric-cells reader drafted those wrong cells from a continual-learning table
 * set as a paper's page). A page written for this test (speech recognition), printed by scripts/print-pdf-fixture.ts.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isNum } from '../../src/extract/pdf-line-kinds.js';
import { extractDraft } from '../../src/extract/draft.js';
import { readInputs } from '../../src/extract/read.js';

const names = { methods: [], datasets: [], subsets: [] };
const fixture = (name: string): string => join(import.meta.dirname, 'fixtures', 'pdf-layouts', name);

describe('extract: cells that print their metric, in a PDF table', () => {
  it('reads a metric-value cell as a number cell; a level before a bracketed metric name in a header not', () => {
    for (const s of ['WER=2.4', 'ACC=0.88', 'mAP: 35.2', '0.88 (ACC)', 'F1=71%']) expect(isNum(s), s).toBe(true);
    // "Sigma 15 (PSNR)" is a header the word reader may cut into "Sigma" and "15 (PSNR)"; settings and costs are no values
    for (const s of ['15 (PSNR)', 'Sigma 15 (PSNR)', 'lr=0.1', 'Params=25M', 'ACC', 'WER=2.4 on test']) expect(isNum(s), s).toBe(false);
  });

  it('drafts a speech-recognition table of WER=… cells with its printed header and one row per model', () => {
    const ex = extractDraft(readInputs([fixture('metric-cells-asr.pdf')]), 'toy', names);
    const t = ex.draft.tables.find((x) => x.kind === 'results');
    if (t?.kind !== 'results') throw new Error('no results table drafted');
    expect(t.columns.map((c) => (typeof c === 'string' ? [c] : [c.metric, c.subset]))).toEqual([['wer', 'ours'], ['wer', 'reported']]);
    expect(t.rows.map((r) => [r.label ?? r.method, r.values.map((v) => (v && 'n' in v ? Number(v.n) : NaN))])).toEqual([
      ['Conformer-L', [2.4, 2.1]],
      ['ContextNet', [5.6, 4.3]],
      ['QuartzNet', [8.1, 8.0]],
      ['Jasper', [4.1, 4.0]],
      ['Citrinet', [25.3, 25.5]],
      ['Squeezeformer', [9.8, 10.1]],
    ]);
    expect(t.rows[0]?.settings).toMatchObject({ 'test-set': 'LibriSpeech clean', decoding: 'Greedy' });
  });
});
