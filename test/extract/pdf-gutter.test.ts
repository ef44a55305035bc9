/**
 * PDF word boxes (pure): a two-column page under a full-width table (BGE-M3's page 14). The gap
 * between two of the full-width table's columns is not the page's gutter, and a sentence with
 * numbers in the right column ("As shown in Table 12 and 13") does not make the left column's table
 * row beside it a full-width row: the prose never becomes cells of the table.
 */
import { describe, expect, it } from 'vitest';
import { findTables } from '../../src/extract/pdf-tables.js';
import type { Word } from '../../src/extract/pdf-words.js';
import { readingLines } from '../../src/extract/pdf-words.js';
import { cellBoxes, wordBoxes } from '../helpers/pdf-boxes.js';
import type { Cell } from '../helpers/pdf-boxes.js';

const words = (y: number, x0: number, text: string): Word[] => wordBoxes(y, x0, text);
const cells = (y: number, row: readonly Cell[]): Word[] => cellBoxes(y, row);

describe('PDF reading order: a gutter under a full-width table', () => {
  it('finds the gutter between the prose columns, not in the full-width table, and keeps the right column\'s sentences out of the left column\'s table', () => {
    const wide = (y: number, lang: string) => cells(y, [[86, lang], [150, '1,817'], [200, '200'], [240, '200'], [321, '7,607'], [420, '9,428']]);
    const right = [
      'In this section, we present additional evaluation',
      'results on the MIRACL and MKQA benchmarks.',
      'As shown in Table 12 and 13, M3-Embedding out-',
      'performs all baselines on average. We then turn',
      'to the tokenizers used by the sparse retrieval',
      'baselines and report their effect on each set.',
      'The analyzer from Lucene enhances the results',
      'of BM25 on every dataset that we evaluate here.',
    ];
    const left = [
      'strategy; otherwise, the intermediate activations',
      'for each sub-batch will continuously accumulate,',
      'ultimately occupying the same amount of GPU',
      'memory as traditional methods used for training.',
    ];
    const page = [
      ...['ar', 'de', 'en', 'es', 'fr', 'hi', 'it', 'ja'].flatMap((lang, i) => wide(70 + i * 11, lang)),
      ...words(170, 199, 'Table 8: Specifications of the dataset.'),
      ...cells(200, [[86, 'Length'], [170, 'Unsupervised'], [236, 'Fine-tuning']]),
      ...right.flatMap((t, i) => words(214 + i * 14, 306, t)),
      ...[['0-500', '67,200', '1,152'], ['500-1000', '54,720', '768'], ['1000-2000', '37,248', '480'], ['2000-3000', '27,648', '432'], ['3000-4000', '21,504', '336']].flatMap((r, i) => cells(214 + i * 14, [[86, r[0] as string], [170, r[1] as string], [241, r[2] as string]])),
      ...words(300, 71, 'Table 9: Detailed total batch size used in training.'),
      ...left.flatMap((t, i) => words(320 + i * 14, 71, t)),
    ];
    const lines = readingLines([{ width: 595, height: 842, words: page }]);
    // no printed line holds both a table row and a sentence of the right column
    expect(lines.filter((l) => /\d,\d{3}/.test(l.text) && /baselines|section|Table 12/.test(l.text))).toEqual([]);
    const t = findTables(lines).find((x) => x.body.some((r) => r[0] === '0-500'));
    expect(t?.body.map((r) => r.join(' | '))).toEqual(['0-500 | 67,200 | 1,152', '500-1000 | 54,720 | 768', '1000-2000 | 37,248 | 480', '2000-3000 | 27,648 | 432', '3000-4000 | 21,504 | 336']);
  });
});
