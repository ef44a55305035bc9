/**
 * An ablation printed with no row label, its rows told apart by check marks under the components they use
 * (a speech-enhancement paper's modules, a field outside the corpus; issue #25, fourth held-out set). Each
 * row is named by the columns it checks, a multi-word header by its initials spelled out in a review
 * line. Before, the rows had an empty label and were drafted as settings of one method.
 */
import { describe, expect, it } from 'vitest';
import { labelCheckRows } from '../../src/extract/check-rows.js';
import { rawTable } from '../helpers/raw-table.js';

const table = (header: string[][], body: string[][]) => rawTable(header, body, { index: 0, line: 1, number: 2 });

describe('rows told apart by check marks', () => {
  it('names each row by the components it checks', () => {
    const t = table(
      [['Noise Gate', 'Spectral Mask', 'PESQ', 'STOI']],
      [
        ['', '', '2.41', '0.88'],
        ['✓', '', '2.63', '0.90'],
        ['✓', '✓', '2.87', '0.92'],
      ],
    );
    const { table: out, review } = labelCheckRows(t);
    expect(out.body.map((r) => r[0])).toEqual(['none', 'NG', 'NG + SM']);
    expect(out.header).toEqual([['Variant', 'Noise Gate', 'Spectral Mask', 'PESQ', 'STOI']]);
    expect(review.join('\n')).toContain('(NG = Noise Gate, SM = Spectral Mask)');
  });

  it('keeps one-word component names as printed, and leaves labelled tables alone', () => {
    const acr = labelCheckRows(table([['VAD', 'AGC', 'WER']], [['✓', '-', '9.1'], ['✓', '✓', '8.4']]));
    expect(acr.table.body.map((r) => r[0])).toEqual(['VAD', 'VAD + AGC']);
    const labelled = table([['Model', 'VAD', 'WER']], [['Small', '✓', '9.1'], ['Large', '✓', '8.4']]);
    expect(labelCheckRows(labelled).table).toBe(labelled);
    // two rows that check the same columns cannot be told apart: left as printed
    const same = table([['VAD', 'WER']], [['✓', '9.1'], ['✓', '8.4']]);
    expect(labelCheckRows(same).table).toBe(same);
  });
});
